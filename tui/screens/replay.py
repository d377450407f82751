"""The replay viewer (issue 12): a saved game or a log, read-only, scrubbed event by event or
turn by turn, or played at a chosen pace (how to watch an all-bot game); any seat's view, and
"play from here" to go on in a game screen, where a different move starts a new branch.

It moves the session's cursor along one line (the loaded one: start to the end of its redo
line) and never adds to the tree; nothing is saved until "play from here".
"""
from __future__ import annotations

import time

from bisect import bisect_left, bisect_right
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from engine.core import CHANCE, Session
from engine.core.library import redo_tip
from engine.core.logfile import SeatLog, import_log, seat_session
from engine.core.session import participant_names
from engine.core.treefile import tree_leaves
from tui.screens.styled_once import StyledOnce
from tui.screens.timeline import strict_refusal
from tui.widgets import EventLog, ScoreTable, SteadyFooter, TextBoard, log_entries
from tui.widgets.dialogs import Prompt

PACES = (2.0, 1.0, 0.5, 0.25, 0.1, 0.04)  # seconds per event while playing


def scrub_keys(unit: str, turn_shown: bool = True) -> list[Binding]:
    """Help, back, and a `unit` (an event, a line) or a turn on or back: the keys of both
    viewers, first in their footers. They win over the board's scrolling (a tall board has
    the focus); up, down and the page keys still scroll it."""
    return [Binding("question_mark,f1", "app.help", "Help", key_display="?"),  # first: never cut
            Binding("escape,q", "app.pop_screen", "Back"),
            Binding("right", "step(1)", unit, key_display="←→", priority=True),
            Binding("left", "step(-1)", f"{unit} back", show=False, priority=True),
            Binding("right_square_bracket", "turn(1)", "Turn", key_display="[]", show=turn_shown, priority=True),
            Binding("left_square_bracket", "turn(-1)", "Turn back", show=False, priority=True)]


ENDS = [Binding("home", "to(0)", "Start", priority=True),  # a viewer opens on the end (end: in the help)
        Binding("end", "to(-1)", "End", show=False, priority=True)]


def turn_ends(seats: list[int], ending: list[bool]) -> list[int]:
    """The positions between turns of a line whose events were made by `seats` (position k:
    after k events), `ending` saying which ended its seat's turn (Game.ends_turn): after
    setup's chance outcomes, after each turn (with the chance outcomes it brought about: a
    turn ends at an ending decision, or where another seat decides), and the end."""
    ends, mover, ended = [0], None, False
    for position, (seat, ends_turn) in enumerate(zip(seats, ending), 1):
        if seat == CHANCE:
            continue
        if (seat != mover or ended) and position - 1 > ends[-1]:
            ends.append(position - 1)
        mover, ended = seat, ends_turn
    if len(seats) > ends[-1]:
        ends.append(len(seats))
    return ends


def step_to(marks: list[int], position: int, direction: int, end: int) -> int:
    """The next of `marks` after `position` (`end` if none), or the last before it (0)."""
    if direction > 0:
        return next((p for p in marks if p > position), end)
    return max((p for p in marks if p < position), default=0)


def at_an_end(viewer, position: int, direction: int) -> int:
    """`position`; where a key moving by `direction` stays put, the viewer says it is at an end
    of the line (at the start, [ did nothing and said nothing: a review)."""
    if direction and position == viewer.position:
        viewer.notify("Nothing before this: the start of the line." if direction < 0 else
                      "Nothing after this: the end of the line.", timeout=3, markup=False)
    return position


def load_log(path: str | Path, games) -> Session | SeatLog:
    """A full log or a whole-tree export as a session, a seat log as one too when it hides
    nothing from its seat (every position can be drawn), else as read; LogError says why not."""
    log = import_log(path, games)
    if isinstance(log, SeatLog):
        return seat_session(log, games) or log
    return log


def viewer(log: Session | SeatLog, title: str) -> Screen:
    """The replay viewer of what load_log read: a session's positions, a seat log's lines."""
    from tui.screens.seat_log import SeatLogScreen

    return ReplayScreen(log, title) if isinstance(log, Session) else SeatLogScreen(log, title)


class ReplayScreen(StyledOnce, Screen[None]):
    DEFAULT_CSS = """
    ReplayScreen #replay-status { height: auto; padding: 0 1; background: $boost; }  /* wraps if it must */
    ReplayScreen #replay-main { height: 1fr; }
    ReplayScreen #replay-board-area { width: 2fr; border: round $primary; }
    ReplayScreen #replay-log { width: 1fr; border: round $primary; }
    ReplayScreen #replay-scores { height: auto; border: round $success; border-title-color: $success;
                                  padding: 0 1; }
    """
    BINDINGS = [
        # the turn and round keys in the help only: at 80 columns the footer cut off views and
        # playing on (a review)
        *scrub_keys("Event", turn_shown=False),
        Binding("right_curly_bracket", "round(1)", "Round", key_display="{}", show=False, priority=True),
        Binding("left_curly_bracket", "round(-1)", "Round back", show=False, priority=True),
        Binding("space", "play", "Play"),  # the most used first: 80 columns cut the last
        *ENDS,
        Binding("v", "view", "View"),
        Binding("p", "play_from_here", "Play on"),
        Binding("plus,equals_sign", "pace(1)", "Pace", key_display="+-"),
        Binding("minus", "pace(-1)", "Slower", show=False),
        Binding("g", "go_to", "Go to event", show=False),  # in the help: 80 columns are full
    ]

    HELP_TITLE = "Replay viewer"
    HELP_KEYS = [  # every binding above, in words (the footer cuts some at 80 columns)
        ("← →", "one event back / on"),
        ("[ ]", "to the previous / next turn's start"),
        ("{ }", "to the previous / next round's start (one turn of each seat)"),
        ("home  end", "to the start / the end"),
        ("g", "go to an event by its number (the log's numbers)"),
        ("space", "play the events one after another; again: pause"),
        ("+ -", "play faster / slower"),
        ("v", "switch whose view is shown: the public one, or a seat's (its hidden items; while "
              "a game with hidden items goes on, only its one human's)"),
        ("p", "play on from here in a game screen (a different move starts a branch)"),
        ("↑ ↓  page up/down", "scroll the board"),
        ("escape  q", "back"),
    ]

    def __init__(self, session: Session, title: str, game_id: int | None = None) -> None:
        super().__init__()
        self.session = session
        self.title_text = title
        self.game_id = game_id  # the library's game, continued by "play from here"
        self.line = [0] + session.path(redo_tip(session))  # position k shows the state after k events
        here = session.cursor
        # where the game stands, not its redo line's end: a finished game taken back by undo is
        # in play again, and its line's end showed every hand (a review)
        self.seat_views = self._seat_views(session)
        self.home = here  # where the game stands: p plays on from a point its undo policy allows
        self.position = session.depth
        tree, ends_turn = session.tree, session.game.ends_turn
        self.turn_ends = turn_ends([tree.seat[node] for node in self.line[1:]],
                                   [ends_turn(tree.event[node]) for node in self.line[1:]])
        self.round_starts = self._round_starts()
        self.viewer: int | None = None  # None: the public view
        self.pace = 2  # index in PACES
        self.timer: Timer | None = None
        self._started = (0.0, 0)  # (clock, position) where playing began: the ticks keep to it

    def compose(self) -> ComposeResult:
        yield Static(id="replay-status")
        with Horizontal(id="replay-main"):
            with VerticalScroll(id="replay-board-area") as area:
                # the log's name or the saved title (seat names: shown literally, never as markup)
                game, title = self.session.game.title, self.title_text
                area.border_title = Content("Replay: " + (title if title.startswith(game) else f"{game}: {title}"))
                yield TextBoard(id="replay-board")
                scores = ScoreTable(id="replay-scores")
                scores.border_title = "Final scores"
                yield scores
            log = EventLog(id="replay-log")
            log.border_title = "Log"
            yield log
        yield SteadyFooter()  # compact under 100 columns

    def on_mount(self) -> None:
        self.show()
        lines = len(tree_leaves(self.session))
        said = []
        if lines > 1:  # a whole-tree export, or a saved game with branches: said, as `rewind replay` does
            said.append(f"{lines} lines of play are here; shown: the one it was left at (p plays on "
                        "from a position; there, t shows every line).")
        if self.game_id is None and self.session.log_check:  # from a file: what was checked, as the
            said.append(f"Checked: {self.session.log_check}.")  # game screen and `rewind replay` say
        if said:
            self.notify(" ".join(said), title="Branches" if lines > 1 else "Opened from a log",
                        timeout=10, markup=False)

    def on_unmount(self) -> None:
        self.stop()

    # -- showing -------------------------------------------------------------------------------
    def show(self) -> None:
        session = self.session
        session.jump(self.line[self.position])
        self.query_one(TextBoard).show_text(session.game.render(session.view(self.viewer)))
        self.query_one(EventLog).show_entries(log_entries(session, self.viewer))
        self.query_one("#replay-status", Static).update(Text(self.status_text()))
        # at the end the game's scoring, as the game screen shows it: the boards' running
        # scores leave out what only the end scores (a review read 83 VP of a 144 VP game)
        scores, outcome = self.query_one(ScoreTable), session.outcome()
        scores.display = outcome is not None
        if outcome is not None:
            scores.show_outcome(outcome, participant_names(session))

    def status_text(self) -> str:
        session = self.session
        seat = session.to_act
        where = f"{session.seat_name(seat)} to act"
        if seat is None:  # who won, where the final scores under the board may be out of sight
            where = "over: " + session.outcome().result(participant_names(session))
        view = "public" if self.viewer is None else session.seat_name(self.viewer)
        pace = f"{PACES[self.pace]:g} s/event"
        return " │ ".join([f"event {self.position}/{len(self.line) - 1}",  # one line at 80 columns
                           f"round {bisect_right(self.round_starts, self.position)}", where,
                           f"view: {view}", f"playing, {pace}" if self.timer else f"paused, {pace}"])

    def go(self, position: int, direction: int = 0) -> None:
        self.position = at_an_end(self, max(0, min(position, len(self.line) - 1)), direction)
        self.show()

    # -- moving --------------------------------------------------------------------------------
    def action_step(self, delta: int) -> None:
        self.go(self.position + delta, delta)

    def action_to(self, position: int) -> None:
        self.go(position if position >= 0 else len(self.line) - 1)

    def action_go_to(self) -> None:
        """Ask for an event number (a review took 155 presses of } to reach a season's second
        episode) and go there; a number outside the line says what the line holds."""
        last = len(self.line) - 1

        def answered(text: str | None) -> None:
            if text is None:
                return
            if not text.strip().isdigit() or int(text) > last:
                self.notify(f"{text.strip()!r} is not an event of this line: 0 (the start) to {last}",
                            title="Go to event", severity="warning", markup=False)
                return
            self.stop()
            self.go(int(text))
        self.app.push_screen(Prompt(f"Go to event (0: the start, {last}: the end; now {self.position}):",
                                    enter="go"), answered)

    def action_turn(self, direction: int) -> None:
        """To the next (or back to the previous) point between two turns."""
        self.go(step_to(self.turn_ends, self.position, direction, len(self.line) - 1), direction)

    def _round_starts(self) -> list[int]:
        """The positions where a round begins, each a turn's start (so { } and [ ] agree: a
        review saw them 16 events apart around a round's first draws): the first after the
        game's round number changes (not at the end), or for a game without rounds, before
        each turn of the seat that moved first (in a solo game, each turn)."""
        game, tree, session = self.session.game, self.session.tree, self.session
        state = game.initial_state(session.options, len(session.seats))
        starts = [0]
        if game.round_number(state) is not None:
            last, ends = game.round_number(state), self.turn_ends
            for position, node in enumerate(self.line[1:], 1):
                game.apply(state, tree.event[node])
                if game.round_number(state) != last:
                    last = game.round_number(state)
                    stop = ends[min(bisect_left(ends, position), len(ends) - 1)]
                    if starts[-1] < stop < len(self.line) - 1:
                        starts.append(stop)
            return starts
        seats = [tree.seat[n] for n in self.line[1:]]
        decisions = [next((k for k in range(p, len(seats)) if seats[k] != CHANCE), None)
                     for p in self.turn_ends]  # the first decision after each stop
        first = decisions[0]
        return starts + [p for p, k in zip(self.turn_ends, decisions)
                         if k is not None and k != first and seats[k] == seats[first]]

    def action_round(self, direction: int) -> None:
        self.go(step_to(self.round_starts, self.position, direction, len(self.line) - 1), direction)

    def action_play(self) -> None:
        if self.timer:
            self.stop()
        else:
            if self.position == len(self.line) - 1:
                self.position = 0
            self._start_timer()
        self.show()

    def _start_timer(self) -> None:
        self._started = (time.monotonic(), self.position)
        self.timer = self.set_interval(PACES[self.pace], self._tick)

    def _tick(self) -> None:
        """On to the event the clock has come to: a board slower to draw than the pace skips
        some (at 0.04 s an event a Restart game played at 0.075 s: a review)."""
        at, position = self._started
        due = position + int((time.monotonic() - at) / PACES[self.pace])
        self.go(min(max(due, self.position + 1), len(self.line) - 1))
        if self.position == len(self.line) - 1:
            self.stop()
            self.show()

    def stop(self) -> None:
        if self.timer:
            self.timer.stop()
            self.timer = None

    def action_pace(self, faster: int) -> None:
        self.pace = max(0, min(len(PACES) - 1, self.pace + faster))
        if self.timer:  # restart at the new pace
            self.stop()
            self._start_timer()
        self.show()

    @staticmethod
    def _seat_views(session: Session) -> list[int]:
        """The seats whose own view `v` may show (the session where the game stands): every
        seat once the game is over or when it hides nothing; while a game with hidden items goes
        on, only its one human's (in hot-seat any seat's view showed one player another's
        hand, and against bots the bots' hands)."""
        seats = range(len(session.seats))
        if session.over or not session.game.info.hidden:
            return list(seats)
        humans = [seat for seat in seats if not session.seats[seat].is_bot]
        return humans if len(humans) == 1 else []

    def action_view(self) -> None:
        views = [None, *self.seat_views]
        if len(views) == 1:
            self.notify("a seat's view shows its hidden items, so it opens once the game is over "
                        "(in hot-seat it would show one player another's hand)", title="Not now",
                        severity="warning", markup=False)
            return
        self.viewer = views[(views.index(self.viewer) + 1) % len(views)]
        self.show()

    def action_play_from_here(self) -> None:
        """Go on from the position on screen in a game screen (the library's game when this
        is one, else a new library entry); the next different move starts a branch."""
        target, session = self.line[self.position], self.session
        session.jump(self.home)  # the strict policy judges from where the game stood (a review
        if not session.may_jump(target):  # played on from before a reveal it had refused)
            self.notify(strict_refusal(session), title="Not now", severity="warning", markup=False)
            session.jump(target)
            return
        self.stop()
        app = self.app
        session.jump(target)
        app.pop_screen()
        app.clear_notifications()  # the viewer's "Opened from a log": the game screen says it anew (helper-276)
        app.start_game(self.session, self.game_id)
        if all(seat.is_bot for seat in self.session.seats):  # nobody to wait for: said, not silent
            app.notify("every seat is a bot: they play on from here to the end, as a new branch "
                       "(t: the timeline)", title="Play on", markup=False, timeout=10)
