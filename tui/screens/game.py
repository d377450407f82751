"""The generic game screen: board, legal moves, event log, status line, end-of-game scores.

It works for any game that implements the kernel verbs. A game that wants its own board
subclasses `GameScreen`, overrides `make_board()` (the widget in the board slot) and
`update_board(view, seat)` (push the new view down to it), and registers the subclass with
`register_screen(game_name, cls)` in its module, listed in SCREEN_MODULES below.
"""
from __future__ import annotations

import random
import tempfile
import threading
import time
from collections import Counter
from dataclasses import replace
from importlib import import_module
from pathlib import Path
from typing import Any, Callable

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.message import Message
from textual.notifications import Notification, Notify
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from engine.core import CHANCE, Game, IllegalMove, LogError, Session, decide, export_log
from engine.core import search
from engine.core.library import redo_tip
from engine.core.logfile import export_warning, free_path
from engine.core.session import participant_names
from engine.core.treefile import export_tree
from engine.core.words import counted, listed
from tui.app import APP_KEYS
from tui.explain import bot_detail, hint_lines
from tui.screens.handoff import HandOffScreen
from tui.screens.library import (export_question, export_stem, leave_question, library_screen, save_game,
                                 unless_cancelled)
from tui.screens.styled_once import StyledOnce
from tui.widgets.dialogs import Choice
from tui.widgets.lit import BoardArea
from tui.widgets import (EventLog, MoveChosen, MoveFilter, MovePicker, ScoreTable, SteadyFooter,
                         TextBoard, WideMoves, log_entries)
from tui.widgets.messages import CursorMoved
from tui.screens.turn_words import handed_words, public_texts, seat_called, taken_words
from tui.widgets.score_chart import ScoreChart, score_series
from tui.widgets.words import file_words

KEYS_HELP = [
    ("↑ ↓  enter", "pick a move from the list and play it"),
    ("m", "the move list at the terminal's full width (a long move on one line)"),
    ("/", "filter the move list by text; commas separate parts that must all appear (a part's "
          "words in their order: \"end turn\" finds End the turn), unless a move holds the text "
          "whole (enter: to the moves, escape: clear)"),
    ("ctrl+z", "undo the last move (and the bot replies and chance that followed it); in hot-seat, "
               "another player's move or a draw only once you confirm (a draw taken back comes again); "
               "on the hand-off screen too, which then calls whoever acts (nobody's view is shown)"),
    ("ctrl+y", "redo"),
    ("ctrl+e", "export the event log to a file (mid-game with hidden items: it asks, and offers your seat log)"),
    ("k", "hint: the search's top three moves for you, from your own view"),
    ("tab  shift+tab", "move the focus on and back: each board with something to choose now, the move "
                        "list, the log"),
    ("enter (log)", "a searching bot's candidates (kept while the game is open, not saved with "
                    "it): the newest show under its move; enter opens "
                    "the next older (or click a move; hovering shows them too). Each: the share "
                    "of its search the move drew, then the final points it foresaw for itself "
                    "after it (the mean over the games it played ahead)"),
    ("[ ]  shift+↑ ↓ ← →", "scroll the board a page / a line / sideways (the move list keeps the focus); at the "
                          "end, the final scores when they are taller than their room"),
    ("escape", "put away the notes over the board (a hint, what a log's check found...)"),
    *APP_KEYS,
    ("n", "new game (once the game is over)"),
    ("t", "timeline: every branch undo left; jump to any point, name a branch"),
    ("q  ctrl+c", "leave the game (it is saved in the library): to the home screen, the library or quit"),
    ("ctrl+q", "quit Rewind at once (a game that is not being saved asks first)"),
]


BRIEF_UNDER = 34  # screen rows under which a part's scores (not the final ones) show their totals alone
GO_ON = "go on"  # the move list's one entry where bots wait for a person at an interlude (`held`)
BOTS_PLAYING = "bots and chance are playing: wait for your turn (ctrl+z takes back your move)"
HANDED_GUARD = 0.6  # seconds after the keyboard changes hands in which enter or space chooses nothing
ESCAPE_TEXT = "escape takes nothing back: ctrl+z undoes the last move (and ctrl+y redoes it)"
CHART_MIN_HEIGHT = 30  # terminal rows from which the final scores have their chart below
WARNING_SECONDS = 5  # how long a refusal's toast shows
DETAIL_ALWAYS = 30  # rows from which the line naming a board's cursor place always shows
# While bots play on, their moves so far are shown and saved this often: a game of searching
# bots stood at its set-up, unsaved, for its whole length, and a kill lost it (an audit)
BOTS_SHOWN_EVERY = 0.5  # seconds
CHANCE_KNOWN = ("Chance is known (\"seeded\" on the status line): the seed was chosen, or a line of "
                "this game has ended and its log showed the seed, so whoever has it can foresee every draw.")
CHANCE_SECRET = ("Chance is secret: the seed was drawn at random, and a log shows it only once the game "
                 "is over; until then its logs hold a commitment to it, which replay checks at the end.")
SUMMARY_SECONDS = 6  # how long "Since your last move" (what bots did) shows
HINT_SHORT_UNDER = 100  # columns under which a hint is worded short (a toast is half the screen wide)


def default_log_dir() -> Path:
    from platformdirs import user_data_dir

    return Path(user_data_dir("rewind")) / "logs"


class BotChose(Message):
    """A bot worker's answer to the decision numbered `ticket`: its move, or why it failed,
    and the candidates it weighed (a searching bot's top three, else none)."""

    def __init__(self, ticket: int, move: Any, moves: list, error: str | None,
                 considered: list) -> None:
        super().__init__()
        self.ticket = ticket
        self.move = move
        self.moves = moves
        self.error = error
        self.considered = considered


class HintFound(Message):
    """A hint search's top candidates for the position at `cursor`."""

    def __init__(self, cursor: int, seat: int, candidates: list) -> None:
        super().__init__()
        self.cursor = cursor
        self.seat = seat
        self.candidates = candidates


SMALL_SCREEN_KEYS = {"question_mark", "f1", "q", "ctrl+c", "ctrl+q", "ctrl+p"}  # below MIN_SIZE


class GameScreen(StyledOnce, Screen[None]):
    HELP_KEYS = KEYS_HELP  # the help's keys, and the palette's words for a key (a game's first)
    BINDINGS = [
        # the app's help key, named first so that a narrow footer never cuts it
        Binding("question_mark,f1", "app.help", "Help", key_display="?"),
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("ctrl+e", "export", "Export log"),
        Binding("k", "hint", "Hint"),
        Binding("slash", "filter_moves", "Filter moves", key_display="/", show=False),
        Binding("m", "wide_moves", "Moves at full width", show=False),
        Binding("n", "new_game", "New game"),
        # hidden: the footer's keys fit 80 columns; help and the palette name these
        Binding("t", "timeline", "Timeline", show=False),
        Binding("q", "leave", "Quit", show=False),  # shown once the game is over (active_bindings)
        Binding("ctrl+c", "leave", "Leave", show=False, priority=True),
        Binding("left_square_bracket", "scroll_board(-1, 1)", "Board up", show=False),  # one footer key
        Binding("right_square_bracket", "scroll_board(1, 1)", "Scroll", key_display="[]"),
        Binding("shift+up", "scroll_board(-1, 0)", "Board line up", show=False),
        Binding("shift+down", "scroll_board(1, 0)", "Board line down", show=False),
        Binding("shift+left", "scroll_board_sideways(-1)", "Board left", show=False),
        Binding("shift+right", "scroll_board_sideways(1)", "Board right", show=False),
        Binding("escape", "escape", "Escape", show=False),
    ]

    MIN_SIZE = (80, 24)  # columns, rows: the smallest terminal the screen is readable at
    AUTO_FOCUS = ""  # no first-widget focus (None would take the app's): the screen focuses the decision
    BOARDS: tuple[type[Widget], ...] = ()  # the game's boards: the focus on one is the screen's to move

    def __init__(self, session: Session, log_dir: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.game = session.game
        self.log_dir = Path(log_dir) if log_dir is not None else default_log_dir()
        self.game_id: int | None = None  # the library's id of this game (None: not saved)
        self.humans = [i for i, seat in enumerate(session.seats) if not seat.is_bot]
        # The seat whose private view is on screen (None: the public, spectator view).
        self.viewer: int | None = self.lone_human
        self.thinking = False
        self._curtain: HandOffScreen | None = None  # the hand-off screen up, and whom it calls
        self._curtain_seat = -1
        self.jumped = ""  # "Ada took back a move (undo)": said by the hand-off it leads to
        self.hinted_at: int | None = None  # the position a hint toast on screen is for
        self._handed_at = -1.0  # when the keyboard last changed hands between humans (public games)
        self._bots_moved = False  # a bot moved since a human was last called: said when one is
        self._summary: Notification | None = None  # that toast, gone at the player's next key
        self.last_refusal = ""  # the text of the last refusal, for "Why can't I?" in the help
        self._refused_at = (-1, None)  # the log node it was refused at, and whose view was shown
        self._warned_at = 0.0  # when it was shown
        self.last_export: Path | None = None  # the log ctrl+e wrote last
        self.saved_as: tuple[int, int] | None = None  # the tree's size and cursor at a save to a file
        # Numbers each decision handed to a bot worker; an answer to an older one is dropped.
        self._ticket = 0
        # Set to stop the bot worker (undo, redo, a jump, leaving) or the hint search.
        self._cancel = threading.Event()
        self._hint_cancel = threading.Event()
        self._paused_at: int | None = None  # where a screen over the game stopped a bot thinking
        self._thinker: int | None = None  # the bot seat thinking, and since when
        self._since = 0.0
        self._shown_at = 0.0  # when bots' moves were last shown (and saved) as they played on
        # Log details by log-tree node: what a searching bot weighed (memory only, never in a
        # log file).
        self.details: dict[int, str] = {}
        self.filtered_at = -1  # the position the move filter was opened at
        self._seen: tuple[int, int, Any] | None = None  # last_seen's: (node, seat, view)
        self._answers: dict[int, bool] = {}  # node -> whether its move replied in another's turn
        self._placed: Widget | None = None  # where the screen itself put the focus last
        self._went_on: str | None = None  # the interlude a person let the bots play on from
        self.save_error: str | None = None  # why the library's last save of this game failed

    # -- layout: the board slot is `make_board()` ---------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="status")
        yield Static(id="too-small")
        with Horizontal(id="main"):
            with Vertical(id="left"):
                with BoardArea(id="board-area") as area:
                    # the set-up in sight while playing (a review found Restore's variants named
                    # nowhere but the help)
                    setup = self.game.setup_text(self.session.options)
                    area.border_title = Content(f"{self.game.title} - {setup}" if setup else self.game.title)
                    prompt, detail = self.make_prompt(), self.make_detail()
                    if prompt is not None:
                        yield prompt
                    if detail is not None:
                        yield detail
                    yield self.make_board()
                with VerticalScroll(id="scores-slot") as slot:  # taller than a short screen: it scrolls
                    slot.can_focus = False  # ([ ] at the end; at 80x24 a 3-player table's end was cut: a review)
                    scores = ScoreTable(id="scores")
                    scores.border_title = "Final scores"
                    yield scores
                chart = ScoreChart(id="score-chart")
                chart.border_title = "Score over time"
                yield chart
            with Vertical(id="side"):
                yield MoveFilter(id="move-filter")
                picker = MovePicker(id="moves")
                picker.border_title = "Moves"
                yield picker
                log = EventLog(id="log")
                log.border_title = "Log"
                yield log
        yield SteadyFooter()

    def make_board(self) -> Widget:
        """The widget in the board slot. Override in a game's own screen."""
        return TextBoard(id="board")

    def make_prompt(self) -> Widget | None:
        """A game's prompt line, docked at the top of the board slot: it stays in sight while
        the slot scrolls to the board where the decision is taken (at 80x24 the prompt scrolled
        away). None: the board says what to do itself."""
        return None

    def make_detail(self) -> Widget | None:
        """A line docked at the bottom of the board slot (what the cursor is on), in sight
        however the slot scrolls; None: none. It shows from DETAIL_ALWAYS rows, and under them
        while a board has the focus (at 80x24 a board's short codes alone said nothing)."""
        return None

    def _detail_room(self) -> None:
        for detail in self.query(".board-detail"):
            detail.display = self.size.height >= DETAIL_ALWAYS or isinstance(self.focused, self.BOARDS)

    def on_descendant_focus(self) -> None:
        self._detail_room()
        self.show_detail()

    def on_descendant_blur(self) -> None:
        self._detail_room()

    def show_detail(self) -> None:
        """Name on the detail line what the focused board's cursor is on (a game with one)."""

    def update_board(self, view: Any, seat: int | None) -> None:
        """Push a new view down to the board. `seat` is whose view it is (None: spectator)."""
        self.query_one("#board", TextBoard).show_text(self.game.render(view))

    @property
    def small(self) -> bool:
        """The terminal is below MIN_SIZE: a notice stands in for the game, and keys must not
        act on a board or list nobody sees (on_key)."""
        width, height = self.MIN_SIZE
        return self.size.width < width or self.size.height < height

    def on_resize(self) -> None:
        """Below MIN_SIZE the screen says how big the terminal must be instead of cutting
        the board."""
        width, height = self.MIN_SIZE
        small = self.small
        notice = self.query_one("#too-small", Static)
        notice.display, self.query_one("#main").display = small, not small
        self.set_class(small, "-too-small")  # its toasts are hidden: they covered the notice (a review)
        self.query_one(SteadyFooter).display = not small  # its keys would act on nothing seen
        self.show_chart(self.session.over and not self.thinking)  # it needs the rows to show
        self.show_status()  # what fits the new width: its least useful parts go when narrow
        if small:
            notice.update(Text(f"{self.game.title} needs a terminal of at least {width}×{height} "
                               f"(this one is {self.size.width}×{self.size.height}): make the "
                               "window larger or the font smaller. Meanwhile ? shows the help and "
                               "q leaves the game (it is saved)."))

    def on_mount(self) -> None:
        self.query_one("#scores", ScoreTable).display = False
        self.query_one(ScoreChart).display = False
        self.sub_title = self.game.title
        # "[] Scroll" is offered only while a slot overflows (check_action): asked again when its
        # scrollbar comes or goes, as a layout may settle after the last refresh of the keys (a
        # snapshot under load showed the key of a moment when the final scores overflowed)
        for slot in self.query("#board-area, #scores-slot").results(VerticalScroll):
            self.watch(slot, "show_vertical_scrollbar", lambda _: self.refresh_bindings(), init=False)
        self.set_interval(0.5, self._tick)
        self._follow_the_line("Played on")
        self._advance_or_show()

    def _tick(self) -> None:
        """While a bot thinks, the status line counts its seconds: the screen is alive."""
        if self.thinking:
            self.show_status()

    def show_status(self) -> None:
        status = self.query_one("#status", Static)
        width = self.size.width - status.styles.gutter.width if self.size.width else None
        status.update(Text(self.status_text(width)))

    # -- the flow: humans move; chance is drawn here; a bot decides in a worker -------------
    def _needs_auto(self) -> bool:
        seat = self.session.to_act
        return seat is not None and (seat == CHANCE or self.session.seats[seat].is_bot
                                     or self.session.forced_move() is not None)

    def _advance_or_show(self) -> None:
        """Draw chance outcomes and play a human's forced moves (cheap), then hand the next bot
        decision to a worker, or show the position when a human chooses or the game is over."""
        session = self.session
        forced: dict[int, list[str]] = {}  # seat -> the moves played for it, said once done
        while (seat := session.to_act) == CHANCE or (move := session.forced_move()) is not None:
            if seat != CHANCE:
                forced.setdefault(seat, []).append(session.move_text(move))
            session.step_auto()
        for seat, texts in forced.items():  # the prompt moved on with no word: helper-296 missed
            # three berries taken for her (the log had them, the screen nothing)
            said = [text + (f" (x{n})" if n > 1 else "") for text, n in Counter(texts).items()]
            self.notify("; ".join(said), title=f"{session.seat_name(seat)}'s only choice, played",
                        timeout=4, markup=False)
        if self.interlude() is None:
            self._went_on = None
        turn = session.bot_turn()
        if turn is None or self.held:
            self.thinking = False
            self.refresh_view()
            return
        self._ticket += 1
        self._cancel = threading.Event()
        self._thinker, self._since = turn[3], time.monotonic()
        self._hide_between_humans()
        if not self.thinking or self._since - self._shown_at >= BOTS_SHOWN_EVERY:
            self.thinking = True
            self.show_state()  # (which saves the game)
            self._shown_at = self._since
        else:  # the move list names the bot thinking now, as the status line does (it named the
            self.query_one(MovePicker).show_moves([], self.thinker_text())  # one before: helper-284)
        self._think(self._ticket, self._cancel, *turn)

    def interlude(self) -> str | None:
        """What just ended where the table waits for a person before bots play on (a season's
        episode: its scores are on screen); None: no such moment. A screen names its own."""
        return None

    def waiting_for(self, who: str) -> str:
        """What the screen waits for while `who` is to act on another screen or as a bot: in a
        game of bots only, not thinking, that play stopped (bots play on by themselves only from
        where the game was opened; the boards said "Waiting for" a bot that was not: a review)."""
        if self.humans or self.thinking:
            return f"waiting for {who}"
        forward = "ctrl+y steps forward again" if self.session.can_redo() else "t: the timeline"
        return f"every seat is a bot, so play stopped where undo or the timeline left it ({who} to act): {forward}"

    @property
    def held(self) -> bool:
        """A bot is to act at an interlude no person has gone on from: it waits, so its move
        does not sweep the interlude's screen away (a review saw an episode's end skipped)."""
        seat = self.session.to_act
        return (bool(self.humans) and seat is not None and seat >= 0 and self.session.seats[seat].is_bot
                and self.interlude() not in (None, self._went_on))

    @work(thread=True, group="bots")
    def _think(self, ticket: int, cancel: threading.Event, bot, view: Any, moves: list, seat: int,
               rng) -> None:
        """Only the bot runs here: it gets its seat's view and the legal moves, never the
        session, so the UI thread may keep reading (or undoing) the session meanwhile. A
        searching bot stops when `cancel` is set."""
        considered: list = []
        try:
            move = decide(bot, self.game, view, moves, seat, rng, cancel, considered.extend)
            error = None
        except Exception as exc:  # a broken bot must not take the app down
            move, error = None, repr(exc)
        self.post_message(BotChose(ticket, move, moves, error, considered))

    def on_bot_chose(self, message: BotChose) -> None:
        message.stop()
        if message.ticket != self._ticket:
            return  # the session moved since the bot was asked (undo, redo, leaving)
        error, session = message.error, self.session
        if error is None:
            detail = bot_detail(self.game, session.state, message.considered, message.move,
                                self.game.info.hidden)
            try:
                session.apply_bot(message.move, message.moves)
            except IllegalMove as exc:
                error = exc.text
            else:
                self.details[session.cursor] = detail
                self._bots_moved = True
        if error is not None:
            self.thinking = False
            self.notify(error, title="A bot failed", severity="error", markup=False)
            self.refresh_view()
            return
        self._advance_or_show()

    def on_unmount(self) -> None:
        self._stop_thinking()  # an answer arriving after the screen is gone is dropped

    def on_screen_suspend(self) -> None:
        """A screen over the game (a question, the timeline, help) stops a bot thinking: its
        move under undo's question led to a hand-off that covered the question, and the next
        player answered it (a review); the timeline and the export question stayed so too."""
        if self.thinking:
            self._stop_thinking()
            self._paused_at = self.session.cursor
            self.show_state()  # its list said "thinking…" under the screen; the status "(paused)" (a review)

    def on_screen_resume(self) -> None:
        """The bot thinks anew where nothing moved the game meanwhile (an undo or a jump
        starts it itself), unless the game is being left: the leave question's answer comes
        first, and a bot set thinking then drew boards being removed (a traceback: a review)."""
        paused_at, self._paused_at = self._paused_at, None
        if not self.is_current:
            return
        if self._curtain is not None and not self.handing_off:
            # the hand-off screen went with its answer lost (keys typed ahead closed it while
            # a callback queued on it was pending): handed over as its enter would have
            self._handed_to(self._curtain)
        if paused_at == self.session.cursor and not self.thinking:
            self._advance_or_show()
        elif paused_at is not None:
            self.show_status()  # no longer "(paused)"

    def _stop_thinking(self) -> None:
        """Drop the bot worker's coming answer and tell it to stop; stop a hint search too."""
        self._ticket += 1
        self._cancel.set()
        self._hint_cancel.set()
        self.thinking = False

    def refresh_view(self) -> None:
        """Decide whose view may be shown (hand-off in hot-seat), then show the state."""
        seat = self.session.to_act
        if seat is None:
            self.viewer = self.lone_human
            if self.handing_off and self.app.screen is self._curtain:
                self._curtain.dismiss()  # a redo behind the curtain ended the game: all is public
        elif seat in self.humans:
            bots_moved, self._bots_moved = self._bots_moved, False  # a hand-off lists them itself
            # a hand-off only hides something when seats hold private items
            if self.hot_seat_hides and seat != self.viewer:
                self.viewer = None  # nobody's private view behind the hand-off screen
                self.show_state()
                since, first = self._since_last_move(seat)
                called = (seat_called(self.session, seat), self._called(seat),
                          [(seat_called(self.session, s), t) for s, t in since], first)
                if self.handing_off:  # an undo or redo behind the curtain: it calls who acts now
                    self._curtain.call(*called)
                else:
                    self._hint_cancel.set()  # the last player's hint, searching or shown: not the next's
                    self.app.clear_notifications()
                    curtain = self._curtain = HandOffScreen(*called)
                    self.app.push_screen(curtain, lambda _: self._handed_to(curtain))
                self._curtain_seat = seat
                self.jumped = ""
                return
            if len(self.humans) > 1 and self.viewer is not None and seat != self.viewer:
                self._changed_hands(seat)  # a public game: no hand-off screen, but said
            elif bots_moved:
                self._say_bots_moves(seat)
            self.viewer = seat
            self.jumped = ""
        else:
            self._hide_between_humans()
        self.show_state()

    @property
    def lone_human(self) -> int | None:
        """The one human of a game against bots (None: hot-seat, or bots only)."""
        return self.humans[0] if len(self.humans) == 1 else None

    @property
    def hot_seat_hides(self) -> bool:
        """Hot-seat (two humans or more) in a game with private items: a seat's view is shown
        only behind its hand-off screen."""
        return len(self.humans) > 1 and self.game.info.hidden

    def _hide_between_humans(self) -> None:
        """In hot-seat with private items, nobody's view while a bot or chance acts: the last
        player's hand stayed on screen through a bot's turn for the next player to read (a
        review); the next player's hand-off screen then calls them."""
        if self.hot_seat_hides:
            self.viewer = None

    def _changed_hands(self, seat: int) -> None:
        """In hot-seat without private items, the next human plays on the same screen: say
        who, and why (an undo or a jump too), and let a key pressed for the last player's
        move not choose the next one's (a review: a second enter played the next turn)."""
        said = self._called(seat)
        if not self.jumped and said == f"it is {self.session.seat_name(seat)}'s turn":
            # the title says that ("Bea to act / it is Bea's turn": a review); say what came before
            said = handed_words(self.session, self._since_last_move(seat)[0]) or said
        self.app.clear_notifications()  # the last player's refusals are not the next one's (a review)
        self.notify(said, title=f"{self.session.seat_name(seat)} to act", timeout=4, markup=False)
        self._handed_at = time.monotonic()
        self._to_prompt()

    def _say_bots_moves(self, seat: int) -> None:
        """Back to a human after bots played: what they did since the human's last move, as
        the hot-seat toast says it (a review read a Chronocritters bot's turn as 15-25 log
        lines, with nothing to sum them up)."""
        since, first = self._since_last_move(seat)
        said = handed_words(self.session, since)
        if not said:
            return
        self._drop_summary()  # the last one still showing: two stood stacked (a review)
        # before the seat's first move there is no "last move" to speak of (a review)
        title = "Since the game began" if first else "Since your last move"
        self._summary = Notification(said, title, "information", SUMMARY_SECONDS, markup=False)
        self.app.post_message(Notify(self._summary))

    def _drop_summary(self) -> None:
        """Take the bots' summary off the screen: read, it covered what the player chose on
        (the dam rows, Restore's piles, the help: helper-276). Only it: a log's note stays.
        Once the app holds it: it is posted, and a key waiting may come first (helper-281)."""
        summary, self._summary = self._summary, None
        if summary is not None:
            self.app.call_later(self._unnotify, summary)

    def _unnotify(self, notification: Notification) -> None:
        if notification in self.app._notifications:
            self.app._unnotify(notification)  # as a click on a toast does (Textual's Toast)

    def _keyboard_changes_hands(self) -> bool:
        """Whether the seat to act is another human than the one at the keyboard (a hand-off
        or its toast follows, and says what the last player did)."""
        seat = self.session.to_act
        return seat is not None and seat in self.humans and len(self.humans) > 1 and seat != self.viewer

    def _called(self, seat: int) -> str:
        """Why `seat` is called, after what the last player did to the position if anything
        (the next player must know the game went back or forth)."""
        reason = self.call_reason(seat)
        return f"{self.jumped}; {reason}" if self.jumped else reason

    def call_reason(self, seat: int) -> str:
        """Why `seat` is called to the keyboard, from the public view: their own turn, or a
        question in someone else's turn (the view's `prompt` and `turn_seat`, when it has them)."""
        view = self.session.view(None)
        prompt = getattr(view, "prompt", "")
        turn = getattr(view, "turn_seat", seat)
        name = self.session.seat_name(seat)
        why = (f"{name} is asked during {self.session.seat_name(turn)}'s turn"
               if turn != seat else f"it is {name}'s turn")
        return f"{why}: {prompt}" if prompt else why

    def _last_move_index(self, seat: int, path: list[int]) -> int:
        """Where on `path` `seat` last moved (-1: not yet), a reply in another's turn left out
        (Game.answers: accepting a share there made the marks of that turn vanish: a review)."""
        seat_of = self.session.tree.seat
        return next((i for i in range(len(path) - 1, -1, -1)
                     if seat_of[path[i]] == seat and not self._answered(path[i])), -1)

    def _answered(self, node: int) -> bool:
        """Whether the move at `node` replied in another's turn (Game.answers, asked of the
        state before it; kept, as neither ever changes)."""
        if type(self.game).answers is Game.answers:
            return False
        if node not in self._answers:
            tree = self.session.tree
            self._answers[node] = self.game.answers(self.session.state_at(tree.parent[node]),
                                                    tree.seat[node], tree.event[node])
        return self._answers[node]

    def _since_last_move(self, seat: int) -> tuple[list[tuple[int, str]], bool]:
        """The other seats' moves (seat, text) after `seat`'s last one (all of them, and True,
        before its first), from the public log: what the hand-off shows the next player.
        Chance's draws and rolls are left to the board and the log (but a roll's last die that
        says its seat's result, Game.result_of, counts as that seat's), and a move the next one
        says again (Game.restated), and the ends of turns (a review's toast named three:
        berries and "ends the turn", not the critter placed before them), and the seat's own
        answers in others' turns (a Fragment placed in another's time fault)."""
        texts, events, game = self.session.texts(None), self.session.tree.event, self.game
        last = self._last_move_index(seat, [n for n, _, _ in texts])
        since = [(n, self._result_of(n) if s == CHANCE else s, text) for n, s, text in texts[last + 1:]]
        after = [events[n] for n, _, _ in since[1:]] + [None]  # what followed each on the line
        return [(s, text) for (n, s, text), next_event in zip(since, after)
                if s not in (CHANCE, seat) and not game.restated(events[n], next_event)
                and not game.ends_turn(events[n])], last < 0

    def _result_of(self, node: int) -> int:
        """The seat whose action the chance outcome at `node` finishes, saying its result (a
        Pandemia roll's last die: Game.result_of), else CHANCE."""
        if type(self.game).result_of is Game.result_of:
            return CHANCE
        tree = self.session.tree
        seat = self.game.result_of(self.session.state_at(tree.parent[node]), tree.event[node])
        return CHANCE if seat is None else seat

    def last_seen(self, seat: int | None) -> Any | None:
        """`seat`'s view right after its last move, when others or chance have moved since
        (else None): the boards mark what changed since (a digital table shows the last moves)."""
        if seat is None or seat < 0:
            return None
        path = self.session.path()
        at = self._last_move_index(seat, path)
        if at < 0 or at == len(path) - 1:
            return None
        node = path[at]
        if self._seen is None or self._seen[:2] != (node, seat):
            self._seen = (node, seat, self.game.view(self.session.state_at(node), seat))
        return self._seen[2]

    @property
    def handing_off(self) -> bool:
        """The hand-off screen is up: on the screen stack, not on its way down (keys typed
        ahead undid a move between its enter and its callback, and called a curtain already
        gone: nobody was called, and the game waited for ever, a review)."""
        return self._curtain is not None and self._curtain in self.app.screen_stack

    def _handed_to(self, curtain: HandOffScreen) -> None:
        if curtain is not self._curtain:  # a newer curtain is up, or came and went
            return
        self._curtain, seat = None, self._curtain_seat
        if self.session.to_act == seat:
            self.viewer = seat
        self.refresh_view()
        self._to_prompt()

    def _to_prompt(self) -> None:
        """Each player starts at their prompt (it leads the board), not where the last one had
        scrolled (a review saw the next player's own line above the top)."""
        self.query_one("#board-area", VerticalScroll).scroll_home(animate=False)

    def show_state(self) -> None:
        """Push the current state down to every widget."""
        session = self.session
        seat = session.to_act
        if self.hinted_at != session.cursor:
            self.close_hint()  # a hint's moves are gone with its position
        save_game(self)  # on disk before the player sees it
        # Only ever called on the UI thread while no worker is changing the session.
        self.update_board(session.view(self.viewer), self.viewer)
        self.query_one(EventLog).show_entries(log_entries(session, self.viewer, self.details))
        picker = self.query_one(MovePicker)
        if session.cursor != self.filtered_at:  # a filter is for the list it was typed over
            self.query_one(MoveFilter).close()
        if self.thinking:
            picker.show_moves([], self.thinker_text())
        elif seat is None:
            picker.show_moves([], "the game is over")
        elif self.held:
            picker.show_moves([(GO_ON, f"Go on: {self.interlude()}; {session.seat_name(seat)} plays next")])
            if self.focus_is_ours():  # enter goes on (a board's cursor would play nothing now)
                self.place_focus(picker)
        elif seat == self.viewer:
            picker.show_moves([(m, session.move_text(m)) for m in self.in_list_order(session.legal_moves())])
        else:
            picker.show_moves([], self.waiting_for(session.seat_name(seat)))
        scores = self.query_one(ScoreTable)
        over = seat is None and not self.thinking
        shown = ("Final scores", session.outcome(), "Game end") if over else self.scores_so_far()
        scores.display = shown is not None
        if shown is not None:
            scores.border_title, outcome, ended = shown
            # a part's scores while the game goes on: the totals alone on a short screen (the
            # board, with a season's sheet, needs the rows)
            scores.show_outcome(outcome, participant_names(session), ended, 0 if over else BRIEF_UNDER)
        self.show_chart(over)
        self.show_status()
        self.refresh_bindings()
        self.call_after_refresh(self.refresh_bindings)  # the board's new height is known then
        if not self.thinking and self.focused is None and self._placed is None:
            self.place_focus(picker)  # nothing to decide on a board yet (its focus comes later)

    def place_focus(self, widget: Widget, scroll_visible: bool = True) -> None:
        """Focus where the next decision is taken (the screen's own move: see focus_is_ours)."""
        self._placed = widget
        widget.focus(scroll_visible=scroll_visible)

    def focus_is_ours(self) -> bool:
        """Whether the screen may move the focus to the next decision: it is nowhere, on a
        board, or where the screen put it (the move list, for a choice no board draws), not
        where the player took it (the move list or the log, by tab, a key or a click). The
        move list the screen chose kept the focus for every later choice on the boards too."""
        focused = self.focused
        return focused is None or focused is self._placed or isinstance(focused, self.BOARDS)

    def show_chart(self, over: bool) -> None:
        """The score-over-time chart under the final scores (games with running scores)."""
        chart = self.query_one(ScoreChart)
        # under CHART_MIN_HEIGHT rows the chart would squeeze the board to a line or two
        series = score_series(self.session) if over and self.size.height >= CHART_MIN_HEIGHT else None
        chart.display = series is not None
        if series is not None:
            chart.show(series, [s.name for s in self.session.seats])

    def in_list_order(self, moves: list) -> list:
        """The legal moves in the order the move list shows them (a screen may group them)."""
        return moves

    def on_cursor_moved(self, message: CursorMoved) -> None:
        message.stop()
        self.follow_cursor()

    def follow_cursor(self) -> None:
        """Highlight in the move list what enter on the focused board's cursor plays (a board
        posts CursorMoved); a screen whose boards play moves says which."""

    def scores_so_far(self) -> tuple[str, Any, str] | None:
        """While the game goes on, a finished part's scores to show as the final ones are
        (title, Outcome, what ended: a season's episode); None: none."""
        return None

    @property
    def unsaved(self) -> bool:
        """Meant to be saved, but not: the library could not be opened, a conflict with another
        window stopped saving, or the last save failed (a full disk)."""
        return self.save_error is not None or self.game_id is None and (
            self.app.library_error is not None or self.app.saves_games)

    def status_text(self, width: int | None = None) -> str:
        """Plain text (shown literally: seat names may hold brackets). To fit `width` columns
        the least useful parts go first: the event number, then whose view is shown (the
        player to act's, or none behind a hand-off), then the undo policy; a line that cannot
        fit keeps them all (it wraps)."""
        session = self.session
        # "seeded", not "chance is known (seed chosen)": a review saw the line wrap at 80
        # columns; "Restart (Extinction) │ Player 1 to act │ seeded │ event 1234 │ undo: casual"
        # fits 78, as does Restore in hot-seat with its "view: Player 2"
        chance = ["seeded"] if session.seed_known else []
        parts = [self.game_title()] + ["NOT saved"] * self.unsaved
        if self.thinking:
            seconds = time.monotonic() - self._since
            return " │ ".join([*parts, f"{self.thinker_text()} {seconds:.0f} s", *chance])
        seat = session.to_act
        if seat is None:
            outcome = session.outcome()
            parts.append(f"{self.over_words()}: " + (outcome.result(participant_names(session)) if outcome else "nobody wins"))
        else:
            parts.append(f"{session.seat_name(seat)} to act" + (" (paused)" if self._paused_at is not None else ""))
        parts += chance  # before the details: it must survive a narrow terminal
        details = {"event": f"event {session.depth}", "undo": f"undo: {session.policy}"}
        if len(self.humans) != 1:  # one human always sees their own view: not said
            details["view"] = f"view: {'public' if self.viewer is None else session.seat_name(self.viewer)}"
        # hot-seat Restart with the default names wrapped at 80 columns ("│ view: Player 1")
        for dropped in ((), ("event",), ("event", "view"), ("event", "view", "undo")):
            line = " │ ".join(parts + [text for key, text in details.items() if key not in dropped])
            if width is None or cell_len(line) <= width:
                return line
        return " │ ".join(parts + list(details.values()))

    def game_title(self) -> str:
        """The status line's first words: the game's name (a screen may add what is in play)."""
        return self.game.title

    def thinker_text(self) -> str:
        """Who plays now, as the status line and the move list say it."""
        if self._thinker is None:
            return "bots and chance are playing…"
        return f"{self.session.seat_name(self._thinker)} is thinking…"

    # -- messages up: a widget wants a move --------------------------------------------------
    def on_move_chosen(self, message: MoveChosen) -> None:
        message.stop()
        self.choose(message.move)

    def choose(self, move: Any) -> None:
        """A move chosen in a move list (beside the board, or at full width): played (a game's
        screen may ask first)."""
        self.play(move)

    def confirm(self, question: str, label: str, move: Any, back: str = "Keep playing") -> None:
        """A move that gives up or throws away something, asked first (`back`: nothing)."""
        self.app.push_screen(Choice(question, [("yes", label), ("back", back)]),
                             lambda answer: answer == "yes" and self.play(move))

    def play(self, move: Any) -> bool:
        """Submit a move for the seat to act; an illegal one is refused with its rule."""
        if move is GO_ON and self.held:  # the bots play on from the interlude
            self._went_on = self.interlude()
            self._advance_or_show()
            return True
        if self.thinking:
            self.warn(BOTS_PLAYING, title="Not now")
            return False
        seat = self.session.to_act
        if seat is not None and seat >= 0 and seat != self.viewer:
            self.warn(f"it is {self.session.seat_name(seat)}'s turn")
            return False
        try:
            self.session.apply(move)
        except IllegalMove as exc:
            self.warn(exc.text)
            return False
        self._hint_cancel.set()  # a hint still searching the position left: it took a core from the bot (a review)
        # the move played before this undo: its bots' replies as they were (deciding anew they
        # started a branch nobody played: a review)
        self._follow_the_line("As played before")
        self._advance_or_show()
        return True

    def warn(self, text: str, title: str = "Illegal move") -> None:
        """A refusal, shown literally (a rule text or a seat name is never markup); the help
        repeats the last one under "Why can't I?"."""
        repeated = text == self.last_refusal and time.monotonic() - self._warned_at < WARNING_SECONDS
        if not repeated:  # timed from the toast shown, not the last press: each press within
            self._warned_at = time.monotonic()  # 5 s put it off, and none showed again (a review)
        self.last_refusal = text
        # the help's "Why can't I?" is about this position, for the seat that was refused alone: a
        # refusal may name a held card, and the next player read it behind the hand-off (a review)
        self._refused_at = (self.session.cursor, self.viewer)
        if not repeated:  # the same refusal again while its toast shows: no second toast over it
            self.notify(text, title=title, severity="warning", markup=False, timeout=WARNING_SECONDS)

    # -- actions (keys, footer and command palette) -----------------------------------------
    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Textual's, with q in the footer once the game is over: leaving is what is left to
        do then, and only the help named its key (a review). In play the footer has no room."""
        bindings = super().active_bindings
        leave = bindings.get("q")
        if leave is not None and not leave.binding.show and self.session.over:
            bindings["q"] = leave._replace(binding=replace(leave.binding, show=True))
        return bindings

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "scroll_board":  # offered only when the board is taller than its slot
            return self._scrolled().max_scroll_y > 0
        if action == "new_game":
            return not self.thinking and self.session.over
        if action == "hint":  # dimmed while refused (the footer keeps its place), gone at the end
            return True if self.hint_refusal() is None else None if not self.session.over else False
        # undo, redo and export are allowed while a bot thinks: its worker holds a view, not the session
        if action == "undo":
            return True if self.session.can_undo() else None
        if action == "redo":
            return True if self.session.can_redo() else None
        return True

    def _follow_the_line(self, title: str) -> None:
        """At a bot's turn or chance's with a line played ahead (a jump, undo, a position the
        replay viewer played on from), go on as it was played and say so: a bot deciding anew
        would start a branch nobody played (the viewer's p did, unsaid: a review)."""
        if not (self.humans and self._needs_auto()):
            return
        before = self.session.depth
        self.session.catch_up()
        if self.session.depth > before:
            where = ("the line ends there" if self._needs_auto() else
                     f"{self.session.seat_name(self.session.to_act)} acts there")
            seats = {self.session.tree.seat[n] for n in self.session.path()[before:]}
            bots = any(seat >= 0 and seat not in self.humans for seat in seats)
            # a person's step among them played itself (one way through); no bots named in a
            # game with none (a review)
            who = listed(["the bots"] * bots + ["steps with one way through"] * bool(seats & set(self.humans))
                         + ["chance"] * (CHANCE in seats))
            self.notify(f"From event {before} {who} went on as played before, to event {self.session.depth}: "
                        f"{where}" + (" (a bot deciding anew would start a branch nobody played)" if bots else ""),
                        title=title, markup=False)

    def _after_jump(self, what: str = "jumped on the timeline") -> None:
        """After undo, redo or a jump; `what` the player at the keyboard did, which a
        hand-off this causes tells the next player."""
        who = self.session.seat_name(self.viewer) if self.viewer is not None else "the table"
        self.jumped = f"{who} {what}"
        self._bots_moved = False  # what bots play from here on is said, not what was undone
        self._stop_thinking()  # a bot still thinking about the old position stops, unheard
        self._follow_the_line("Jumped")
        if self.humans and self._needs_auto():
            self._advance_or_show()
        else:
            self.refresh_view()

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        """Why `action` does nothing now (check_action refused it): the app says this instead
        of staying silent. None: nothing to say (the key falls through)."""
        if action == "undo":
            return self.undo_refusal()
        if action == "redo":
            return "nothing to redo: redo replays only what undo took back"
        if action == "hint":
            return self.hint_refusal()
        if self.thinking:
            return BOTS_PLAYING
        if action == "new_game":
            return "the game is not over: q leaves it (it stays saved) and opens the home screen"
        if action == "scroll_board":
            return "the whole board is on screen: nothing to scroll"
        return None

    def undo_refusal(self) -> str:
        from tui.screens.timeline import strict_reason

        session = self.session
        tree = session.tree
        humans = [n for n in session.path() if tree.seat[n] in self.humans]
        if not humans or session.policy != "strict":
            return "nothing to undo yet"
        return (f"{strict_reason(session)} after your last move, so that move stays (the policy is "
                "the game's, chosen when it began)")

    def why_refused(self, move: Any) -> str | None:
        """The rule text `move` breaks now, or None when it is legal (the 'why can't I?')."""
        try:
            self.game.check(self.session.state, move)
        except IllegalMove as exc:
            return exc.text
        return None

    def over_words(self) -> str:
        """What the end of the whole game is called on the status line and the prompt."""
        return "Game over"

    def on_key(self, event) -> None:
        """A key that would choose something while bots play is refused aloud (never queued).
        It runs before the bindings, so only the choosing keys are stopped here. Below
        MIN_SIZE, where the notice says what to do, only help and leaving keys act. Any key
        takes the bots' summary away: the player has moved on."""
        self._drop_summary()
        if self.small and event.key not in SMALL_SCREEN_KEYS:
            event.stop()  # a page key on the hidden move list crashed; enter played unseen
        elif self.thinking and event.key in ("enter", "space"):
            event.stop()
            self.warn(BOTS_PLAYING, title="Not now")
        elif event.key in ("enter", "space") and time.monotonic() - self._handed_at < HANDED_GUARD:
            event.stop()  # pressed for the last player's move, as the next player's began
            self.warn(f"{self.session.seat_name(self.session.to_act)}'s turn began just now: press "
                      f"{event.key} again to choose", title="Not taken")

    def action_undo(self) -> None:
        if not self.check_action("undo", ()):
            return
        target = self.session.undo_target()
        if target is not None:
            self._ask_to_go_back(target, "undo", self._undo)

    def _ask_to_go_back(self, target: int, verb: str, go: Callable[[], None]) -> None:
        """In hot-seat, going back to `target` (undo, a timeline jump) asks first when it takes
        back another player's decision or a chance outcome; else `go` at once."""
        question = self._going_back_question(target)
        if question is None:
            go()
            return
        self.app.push_screen(Choice(question, [("keep", "Stay"), ("go", f"Go back ({verb})")]),
                             lambda answer: answer == "go" and go())

    def _going_back_question(self, target: int) -> str | None:
        """What hot-seat players should hear before the game goes back to `target`:
        whose decisions it takes back (theirs to take back) and that chance draws the same
        again (a draw someone saw would go to whoever draws next), or None."""
        session = self.session
        if len(self.humans) < 2:
            return None
        tree = session.tree
        fork = tree.depth[tree.parting(target, session.cursor)]  # the path's index past the parting
        nodes = session.path()[fork:]  # in the order played
        taken = [tree.seat[n] for n in nodes]
        now = session.to_act if session.to_act in self.humans else self.viewer
        theirs = sorted({seat for seat in taken if seat in self.humans and seat != now})
        if not theirs and CHANCE not in taken:
            return None
        question = f"Take back {taken_words(self.session, nodes, now, public_texts(self.session))}?"
        if theirs:
            # said to whoever pressed the key: the next player, or the one whose move it was (a review)
            question += f" {listed(session.seat_name(seat) for seat in theirs)} should agree first."
        if CHANCE in taken:
            question += (" Chance is not dealt anew: the next draws bring the same again, whoever "
                         "makes them, so a draw seen now stays known. (Strict undo never takes a "
                         "draw back.)")
        return question

    def _undo(self) -> None:
        path, texts = self.session.path(), public_texts(self.session)
        if self.session.undo():
            nodes = path[self.session.depth:]
            self.app.clear_notifications()  # "Since your last move" named the moves taken back (a review)
            # more than the player's own move; a hand-off says the undo itself (two toasts at
            # once covered the move list at 80x24: a review)
            if any(self.session.tree.seat[n] != self.viewer for n in nodes) and not self._keyboard_changes_hands():
                again = "it" if len(nodes) == 1 else "them"
                # (the toast outlives a new move, after which there is nothing to redo: a review)
                self.notify(f"Took back {taken_words(self.session, nodes, self.viewer, texts)} ({counted(len(nodes), 'event')}; "
                            f"ctrl+y plays {again} again, until another move is made)", title="Undo", markup=False)
            # whose move, for the next player (a review read "Bea played a move again" as Bea's own)
            self._after_jump(f"took back {taken_words(self.session, nodes, self.viewer, texts, 'their')} (undo)")

    def action_redo(self) -> None:
        depth = self.session.depth
        if self.check_action("redo", ()) and self.session.redo():
            nodes = self.session.path()[depth:]
            self.app.clear_notifications()  # the undo's toast ("ctrl+y plays them again") outlived it (a review)
            # "Ada played their move again", not "Ada played Ada's move" (a review)
            self._after_jump(f"played {taken_words(self.session, nodes, self.viewer, public_texts(self.session), 'their')} again (redo)")

    # -- a hint: the search from the human's own view, in a worker ----------------------------
    def hint_refusal(self) -> str | None:
        """Why no hint can be given now, or None."""
        if self.thinking:
            return BOTS_PLAYING
        seat = self.session.to_act
        if seat not in self.humans or seat != self.viewer:
            return "a hint is for your own decision: wait for your turn"
        if type(self.game).sample is Game.sample:
            return f"{self.game.title} has no searching bot to ask for a hint"
        return self.game.hint_refusal(self.session.state)

    def action_wide_moves(self) -> None:
        """The move list at the terminal's width, each move on a line or two."""
        picker = self.query_one(MovePicker)
        if not picker.moves:
            self.warn("no move to choose now", title="Moves")
            return
        shown = [(move, self.session.move_text(move)) for move in picker.moves]
        self.app.push_screen(WideMoves(f"{self.session.seat_name(self.session.to_act)}: the moves", shown,
                                       picker.highlighted), lambda move: move is not None and self.choose(move))

    def action_filter_moves(self) -> None:
        self.filtered_at = self.session.cursor
        self.query_one(MoveFilter).open()

    def action_hint(self) -> None:
        if self.hint_refusal() is not None:
            return
        session, seat = self.session, self.session.to_act
        self.close_hint()  # a second k: the new hint replaces the old (two toasts stacked: a review)
        self._hint_cancel.set()  # a hint still searching an older position stops
        self._hint_cancel = threading.Event()
        seconds = search.LEVELS["normal"]  # the note goes as the search ends: not stacked over its answer
        self.notify(f"searching from {session.seat_name(seat)}'s view for {seconds:g} s…",
                    title="Hint", timeout=seconds, markup=False)
        self._search_hint(session.cursor, self._hint_cancel, session.view(seat),
                          session.legal_moves(), seat)

    @work(thread=True, group="hint")
    def _search_hint(self, cursor: int, cancel: threading.Event, view: Any, moves: list,
                     seat: int) -> None:
        """Only the seat's own view is searched (never the session's true state)."""
        top = search.explain(self.game, view, moves, seat, random.Random(cursor),
                             search.LEVELS["normal"], cancel)
        self.post_message(HintFound(cursor, seat, top))

    def on_hint_found(self, message: HintFound) -> None:
        message.stop()
        session = self.session
        if message.cursor != session.cursor or self.thinking or not message.candidates:
            return  # the position moved on meanwhile
        short = self.size.width < HINT_SHORT_UNDER  # at 80x24 it covered the move list it names
        lines = hint_lines(self.game, session.move_text, message.candidates, short)
        self.notify("\n".join(lines), title=f"Hint for {session.seat_name(message.seat)}"
                    + (": ranked by search share, not points" if short else ""), timeout=20, markup=False)
        self.hinted_at = session.cursor  # the toast goes when the position does (show_state)

    def action_escape(self) -> None:
        """Close a hint, else leave a mode of the screen's keys, else put the toasts away (a
        log's "Opened from a log" covered a third of an 80x24 board for 12 s), else say what
        takes a move back: players expect escape to (a newcomer pressed it after taking a disc)."""
        if self.close_hint() or self.leave_mode():
            return
        if not self.app.clear_notifications():  # a word of help, not a refusal: brief, as it
            # covered a third of an 80x24 screen (a review)
            self.notify(ESCAPE_TEXT, title="Escape", markup=False, timeout=3)

    def close_hint(self) -> bool:
        """Take a hint's toast away (it lasts 20 s); False when none is shown."""
        if self.hinted_at is None:
            return False
        self.hinted_at = None
        self.app.clear_notifications()
        return True

    def leave_mode(self) -> bool:
        """Leave a mode of this screen (Restore's pay mode, Restart's narrowed move list,
        Chronocritters' picks); False if none."""
        return False

    def _scrolled(self) -> VerticalScroll:
        """What [ ] scroll: the board slot, or at the game's end the final scores where they
        are taller than their slot."""
        scores = self.query_one("#scores-slot", VerticalScroll)
        return scores if self.session.over and scores.max_scroll_y > 0 else self.query_one("#board-area", VerticalScroll)

    def action_scroll_board(self, direction: int, page: int) -> None:
        """Scroll the board slot (a long board text) without taking the focus off the moves."""
        area = self._scrolled()
        # the prompt and the line docked in the slot cover rows: a page is what shows between
        # them, less one row kept (a review paged past the lines under the prompt)
        docked = sum(w.outer_size.height for w in area.children if w.display and w.styles.dock in ("top", "bottom"))
        step = max(1, area.scrollable_content_region.height - docked - 1) if page else 1
        area.scroll_to(y=area.scroll_y + direction * step, animate=False)

    def action_scroll_board_sideways(self, direction: int) -> None:
        """A board wider than the slot (Restore's custom shapes at 80 columns), a hex at a time."""
        area = self.query_one("#board-area", VerticalScroll)
        area.scroll_to(x=area.scroll_x + direction * 6, animate=False)

    def action_export(self) -> None:
        warning = export_warning(self.session)
        if not warning:
            self.export()
            return
        # mid-game the log to share is what one seat saw: offered here, not only in the library
        seat = self.viewer if self.viewer in self.humans else None  # (a review found no kind offered)
        offer = f"{self.session.seat_name(seat)}'s seat log" if seat is not None else None
        self.app.push_screen(export_question(warning, offer), unless_cancelled(
            self.app, lambda answer: self.export(seat if answer == "seat" else None)))

    def export(self, seat: int | None = None) -> None:
        """Write the full log (the line to the cursor), or what `seat` saw (a seat log: others'
        hidden draws as placeholders), into the log folder; the path is shown."""
        write = export_log if seat is None else (lambda session, path: export_log(session, path, "seat", seat))
        path = self._write_file("full" if seat is None else f"seat{seat + 1}", write, "Export failed")
        if path is not None:
            self.last_export = path
            self.notify(file_words(path) + self._left_out(), markup=False, timeout=8,
                        title="Log exported" if seat is None else "Seat log exported")

    def _left_out(self) -> str:
        """The moves undone that a log of the line to here leaves out (a review exported after
        two undos and was not told 17 events were missing)."""
        n = self.session.tree.depth[redo_tip(self.session)] - self.session.depth
        return (f"\nIt ends here: {counted(n, 'event')} undone after this point "
                f"{'is' if n == 1 else 'are'} not in it (redo first to include them; the library "
                "exports the whole tree)") if n else ""

    def _write_file(self, part: str, write: Callable[[Session, Path], Any], failed: str) -> Path | None:
        """`write` the session into a new file named as the library names its exports: in the log
        folder, else (it cannot be written: a review lost a game so) the current folder, else
        the temporary one; its path, or None when every one failed (said under `failed`)."""
        stem, problems = export_stem(self.game.name, self.game_id, part), []
        for folder in dict.fromkeys((self.log_dir, Path.cwd(), Path(tempfile.gettempdir()))):
            path = free_path(folder, stem)
            try:
                write(self.session, path)
            except OSError as exc:
                problems.append(f"{folder}: {exc.strerror or exc}")
                continue
            except (LogError, ValueError) as exc:
                self.notify(str(exc), title=failed, severity="error", markup=False)
                return None
            if problems:
                self.notify("could not write to " + "; ".join(problems), title="Written elsewhere",
                            severity="warning", timeout=12, markup=False)
            return path
        self.notify("no folder could be written: " + "; ".join(problems), title=failed, severity="error",
                    markup=False)
        return None

    def action_leave(self) -> None:
        self.close_hint()  # it covered the dialog's buttons
        save_game(self)  # again, where the last save failed: the disk may have room now
        self.app.push_screen(leave_question(self), self._left)

    def _left(self, answer: str | None, asked: bool = False) -> None:
        """The leave question's answer: a game kept nowhere is left only when asked again."""
        filed = self.saved_as == (len(self.session.tree), self.session.cursor)
        if not asked and answer in ("home", "quit") and self.unsaved and not filed:
            lose = Choice("This game is saved nowhere (not in the library, nor in a file since its "
                          "last change): leaving loses it.",
                          [("stay", "Stay"), ("file", "Save to a file"), ("lose", "Leave and lose it")])
            self.app.push_screen(lose, lambda again: self._left(answer if again == "lose" else again, True))
            return
        if answer in ("home", "library"):
            self.app.show_home()
            if answer == "library":
                self.app.push_screen(library_screen(self.app))
        elif answer == "quit":
            self.app.exit()
        elif answer == "file":
            self.save_to_file()

    def save_to_file(self) -> None:
        """Where the library cannot keep a game: the whole tree as a save (every branch, and the
        secret seed, so play goes on with the same chance) in a new file (`_write_file`); the path is shown."""
        path = self._write_file("save", lambda session, to: export_tree(session, to, "save"), "Not saved")
        if path is None:
            return
        self.saved_as = (len(self.session.tree), self.session.cursor)
        secret = not (self.session.seed_known or self.session.over)
        self.notify(file_words(path) + (" (it holds the secret seed: keep it to yourself)" if secret else ""),
                    title="Game saved to a file", timeout=12, markup=False)

    def action_timeline(self) -> None:
        from tui.screens.timeline import TimelineScreen

        # the game's toasts are the game's: "Since your last move" stood over the timeline's
        # newest rows (a review)
        self.app.clear_notifications()
        self.app.push_screen(TimelineScreen(self), self._timeline_closed)

    def _timeline_closed(self, node: int | None) -> None:
        if node is not None:
            self._ask_to_go_back(node, "jump", lambda: self.jump_to(node))

    def jump_to(self, node: int) -> None:
        """Make `node` of the log tree the position on screen (the timeline's jumps)."""
        self.session.jump(node)
        self._after_jump()

    def action_new_game(self) -> None:
        if self.check_action("new_game", ()):
            self.app.show_home()

    def help_content(self) -> tuple[str, str, list[tuple[str, str]]]:
        """The decision at hand and its rules first, then why the last move was refused,
        then the whole rules summary."""
        parts = []
        session = self.session
        view = session.view(self.viewer)
        seat = session.to_act
        if seat is None:
            parts.append("Now: the game is over.")
        elif seat >= 0:  # a prompt says "your turn": only the seat it asks reads it (a bot's read as yours)
            prompt = (getattr(view, "prompt", "") if seat == self.viewer else "") or f"{session.seat_name(seat)} to act"
            phase = getattr(self.game, "phase_help", None)
            parts.append(f"Now: {prompt}" + (f"\n{phase(view)}" if phase and phase(view) else ""))
        if self.last_refusal and self._refused_at == (session.cursor, self.viewer):
            parts.append(f"Why can't I? {self.last_refusal}")
        setup = self.setup_words()  # whole: the board's frame cuts it (helper-280)
        if setup:
            parts.append(f"This game: {setup}.")
        parts.append(CHANCE_KNOWN if session.seed_known else CHANCE_SECRET)  # issue 11: the screen says which
        parts.append(self.rules_help())
        return f"{self.game.title} — help", "\n\n".join(p for p in parts if p), self.HELP_KEYS

    def setup_words(self) -> str:
        """The set-up in play, in words (the board's frame says it too, cut where it is long)."""
        return self.game.setup_text(self.session.options)

    def rules_help(self) -> str:
        """The rules summary (a game's screen may put what this game plays first)."""
        return self.game.rules_help()


# -- which screen plays which game ---------------------------------------------------------
GAME_SCREENS: dict[str, type[GameScreen]] = {}
# The module of each game's own screen, imported (and so registered) when that game is first
# shown: importing them all up front costs the home screen's first frame a game's engine.
SCREEN_MODULES = {"restore": "tui.screens.restore", "restart": "tui.screens.restart",
                  "chronocritters": "tui.screens.chronocritters"}


def register_screen(game_name: str, screen: type[GameScreen]) -> type[GameScreen]:
    GAME_SCREENS[game_name] = screen
    return screen


def screen_class_for(game_name: str) -> type[GameScreen]:
    """The screen registered for the game (its module in SCREEN_MODULES imported on first
    use), else the generic one."""
    if game_name not in GAME_SCREENS and game_name in SCREEN_MODULES:
        import_module(SCREEN_MODULES[game_name])
    return GAME_SCREENS.get(game_name, GameScreen)
