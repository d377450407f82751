"""The Restart screen: the Spacetime grid, the table (Upcoming cards, decks, Mission display),
your Mind board and Character, your hand and card holder, the dystopia's panel and the other
players, under a prompt that leads with the decision at hand. It fills the board slot of the
generic game screen, which keeps the move list (the complete fallback), the log, undo/redo and
the final score table.

Every panel is drawn from `session.view(viewer)` only, so hot-seat never shows another seat's
private cards. A panel posts the key the player picked (a grid space, a hand card, a Mission
display slot...); `target_of` maps each legal move to such a key, so a pick plays the one move
it names, or narrows the move list to the few it names (esc shows them all again).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Hashable

from msgspec.structs import replace
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from engine.core import IllegalMove
from engine.core.game import clone
from engine.core.words import capitalized, counted
from engine.restart import events as ev
from engine.restart.chaos import CHAOS
from engine.restart.content import FIELD_TITLE, FIELDS
from engine.restart.dystopias.anomie.events import AnomieEnd
from engine.restart.dystopias.oceanrise.events import OceanFigure
from engine.restart.dystopias.oceanrise.steps import position
from engine.restart.dystopias.oceanrise.text import ends_city
from engine.restart.missions import within_reach
from engine.restart.scoring import outcome as episode_outcome
from engine.restart.season import NUMERALS, episode_words
from engine.restart.turn import ACTION_TITLE
from tui.screens.game import BOTS_PLAYING, KEYS_HELP, GameScreen, register_screen
from tui.screens.library import retitle
from tui.widgets import MovePicker
from tui.widgets.restart import (ChaosPanel, HandPanel, MindPanel, OthersPanel, RestartPanel, SpacetimeGrid,
                                 TablePanel, panel_for)
from tui.widgets.restart.codes import HELP as CODES_HELP
from tui.widgets.restart.dystopias import dystopia_target
from tui.widgets.restore_panel import RestoreLine
from tui.widgets.scrolling import show_part

THEMES = Path(__file__).parents[2] / "themes"

# panel id -> (title in prompts, focus key, footer label)
PANELS = {"rs-grid": ("the grid", "g", "Grid"), "rs-hand": ("your hand or holder", "h", "Hand"),
          "rs-table": ("the table", "u", "Table"), "rs-mind": ("your Mind board", "b", "Mind"),
          "rs-dystopia": ("the dystopia's board", "d", "Dystopia")}
WIDE = 190  # from this terminal width the panels stand in two columns
NARROW = 100  # below this width the move list gives the boards a few more columns

RESTART_KEYS = [
    ("arrows  enter  click", "on a board or panel: choose a grid space, a hand card, a Mission, "
                             "a Mind field or action"),
    ("g h u b d", "go to the grid, your hand and holder, the table (Upcoming, Missions), your Mind, "
                  "the dystopia's board"),
    ("l", "go to the move list (every legal move; a pick on a board may narrow it)"),
    ("esc", "show every legal move again after a pick narrowed the list"),
    ("x", "expand or fold the other players' Mind boards"),
    ("c", "solo: go to Chaos's board, score, deck and last turn"),
]


def target_of(move: Any) -> tuple[str, Hashable] | None:
    """The panel and key a move is picked by on the boards, or None (the move list only)."""
    kind = type(move)
    if kind in (ev.MoveAdult, ev.MoveChild, ev.PlaceChild, ev.ChooseSpace, ev.PlaceVoid,
                ev.FreeColour, ev.MoveShadow):
        return "rs-grid", ("space", move.space)
    if kind in (ev.PlayCard, ev.ReturnCard, ev.SwapUpcoming):
        return "rs-hand", ("card", move.card)
    if kind is ev.CompleteMission:
        return "rs-hand", ("mission", move.mission)
    if kind is ev.DiscardHolder:
        return "rs-hand", (move.kind, move.card)
    if kind is ev.TakeEvent:
        return "rs-table", ("deck",) if move.source < 0 else ("upcoming", move.source)
    if kind is ev.TakeMission:
        return "rs-table", ("display", move.slot)
    if kind is ev.TakeTime:
        return "rs-table", ("time",)
    if kind is ev.ConfirmReturn:
        return "rs-hand", ("confirm_return",)
    if kind is ev.ChooseField:
        return "rs-mind", ("field", move.field)
    if kind in (ev.PlaceAdrenaline, ev.PlaceFragment):
        return "rs-mind", ("track", move.field)
    if kind is ev.DiscardAdrenaline:
        return "rs-mind", ("crystal", move.field, move.space)
    if kind is ev.UseAction:
        return "rs-mind", ("action", move.action)
    if kind is ev.EndTurn:
        return "rs-mind", ("end",)
    key = dystopia_target(move)
    return ("rs-dystopia", key) if key is not None else None


def episode(view: Any) -> int:
    return view.season.episode if view.season is not None else 1


def fresh_spaces(view: Any, before: Any | None) -> frozenset:
    """The grid spaces whose pile (top card or depth) differs from `before` (a view of the
    same seat after its last move; None: nothing to mark)."""
    if before is None or episode(before) != episode(view):  # a new episode lays its grid anew
        return frozenset()  # (L311: the top cards kept, one deep: the piles were marked, a review)
    return frozenset(i for i, pile in enumerate(zip(view.grid, view.grid_depth))
                     if pile != (before.grid[i], before.grid_depth[i]))


# The action a pick on the hand starts first, when the picked item's own move is not yet offered
START_FOR = {"mission": ev.UseAction("complete_mission")}

# Moves a player may make any time in a turn (before, between or after actions): the move list
# shows them after the turn's own moves, End the turn among those as on the Mind board
ANY_TIME = (ev.PlaceAdrenaline, ev.DiscardAdrenaline)

# The moves a pick on the Mind board stands for, asked of the engine when no legal move has it
PROBES = {"field": lambda key: (ev.ChooseField(key[1]),), "action": lambda key: (ev.UseAction(key[1]),),
          "end": lambda key: (ev.EndTurn(),)}
# The any-time crystal moves a Mind track pick stands for, asked when the step offers none there
CRYSTAL_PROBES = {"track": lambda key: (ev.PlaceAdrenaline(key[1]),),
                  "crystal": lambda key: (ev.DiscardAdrenaline(key[1], key[2]),)}
# Moves a pick names whole by its key's second item (a grid space, a card, a Mission, a Mind
# track): where the step offers such a kind on that board, the pick is asked of the engine as
# that kind
NAMED_BY_KEY = (ev.MoveAdult, ev.MoveChild, ev.PlaceChild, ev.ChooseSpace, ev.MoveShadow,
                ev.PlayCard, ev.ReturnCard, ev.CompleteMission, ev.PlaceAdrenaline, ev.PlaceFragment)


class RestartBoard(Vertical):
    """The board slot's panels, one under the other, or in two columns on a wide terminal
    (a grid layout: no container per column, as every container is repainted on each key).

    The dystopia's panel follows the view's dystopia, not the options: Let Fate Decide names
    it only after setup's draw, and a season changes it each episode. Its id stays with the
    panel shown (a replaced one leaves the DOM later), so it is reached as `dystopia_panel`."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.dystopia: str | None = None  # the dystopia `dystopia_panel` draws
        self.dystopia_panel: RestartPanel | None = None

    def compose(self) -> ComposeResult:
        yield SpacetimeGrid(id="rs-grid")
        yield TablePanel(id="rs-table")
        yield MindPanel(id="rs-mind")
        yield HandPanel(id="rs-hand")
        yield ChaosPanel(id="rs-chaos")  # solo: in the other players' place (key c)
        yield OthersPanel(id="rs-others")

    def panel_of(self, dystopia: str) -> RestartPanel:
        """The panel of `dystopia`, replacing the one shown when the dystopia changed."""
        if dystopia != self.dystopia or self.dystopia_panel is None:
            if self.dystopia_panel is not None:
                self.dystopia_panel.remove()
            self.dystopia, self.dystopia_panel = dystopia, panel_for(dystopia)(classes="rs-dystopia")
            self.mount(self.dystopia_panel, before=self.query_one(ChaosPanel))
        return self.dystopia_panel


class RestartScreen(GameScreen):
    CSS_PATH = THEMES / "restart.tcss"
    HELP_KEYS = RESTART_KEYS + KEYS_HELP
    ALWAYS_LISTED = {"focus_panel"}  # in the palette: a panel to look at, hidden in the footer while it
                                     # holds no choice (searching "hand" found nothing: a review)
    BOARDS = (RestartPanel,)

    BINDINGS = [
        *[Binding(key, f"focus_panel('{panel}')", label, tooltip=f"Go to {where}")
          for panel, (where, key, label) in PANELS.items()],
        Binding("l", "focus_moves", "Moves", show=False),
        Binding("x", "expand", "Others", show=False),
        Binding("c", "chaos", "Chaos", show=False),  # the prompt names it (the footer is full)
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._view: Any = None
        self._prompt: Text | None = None  # as shown
        self._targets: dict[str, set] = {}
        self._asked: set[str] = set()
        self._in_list = False  # the question is answered in the move list (update_board)
        self.narrowed: list = []  # the moves a pick on a board named, at `_narrowed_at`
        self._narrowed_at = -1

    # -- the board slot ------------------------------------------------------------------------
    def make_board(self) -> Widget:
        return RestartBoard(id="rs-board")

    def panel(self, panel_id: str) -> RestartPanel:
        """The panel named `panel_id` (a key of PANELS)."""
        if panel_id == "rs-dystopia":
            return self.query_one(RestartBoard).panel_of(self._view.dystopia)
        return self.query_one(f"#{panel_id}", RestartPanel)

    def panel_id(self, panel: RestartPanel) -> str:
        return "rs-dystopia" if panel is self.query_one(RestartBoard).dystopia_panel else str(panel.id)

    def make_prompt(self) -> Widget:
        return Static(id="rs-prompt", classes="board-prompt")

    def make_detail(self) -> Widget:
        return RestoreLine(id="rs-detail", classes="board-detail")

    def show_detail(self) -> None:
        """The focused panel's cursor in words, as its tooltip says it to the mouse (at 80x24 a
        grid of codes said nothing of a card to the keyboard: a review)."""
        panel = self.focused
        words = panel.describe(panel.cursor) if isinstance(panel, RestartPanel) and panel.cursor else None
        self.query_one("#rs-detail", RestoreLine).show(words or "")

    def _acting(self) -> bool:
        """The seat on screen decides now (no bot or chance running)."""
        to_act = self.session.to_act
        return not self.thinking and to_act is not None and to_act >= 0 and to_act == self.viewer

    def game_title(self) -> str:
        """"Restart (Extinction)": the dystopia in play, once named (Let Fate Decide and a season
        name it only after the deal; a review found it only in a panel 30 lines down); in a
        season, the episode too ("Restart (Extinction, Episode I of 5)": a review saw no sign
        of the season)."""
        view = self._view
        dystopia = view.dystopia if view is not None else ""
        label = self.game.option_labels["dystopia"].get(dystopia, dystopia)
        parts = [label] * bool(dystopia) + ([episode_words(view.season)] if view is not None and view.season else [])
        return f"{self.game.title} ({', '.join(parts)})" if parts else self.game.title

    def targets(self, move: Any) -> list[tuple[str, Hashable]]:
        """Where a move is picked: target_of, and on the grid where the figure it names stands:
        completing an Objective at the Objective your Adult is on (a review picked the card
        there and was told "Not a choice now"), Oceanrise's Plan B at the figure chosen (its
        prompt says "on the Spacetime grid", where a pick did nothing: a review)."""
        seat, view = self.session.to_act, self._view
        if view is not None and type(move) is ev.CompleteObjective and seat is not None and seat >= 0:
            return [("rs-grid", ("space", view.players[seat].adult))]
        if view is not None and type(move) is OceanFigure:
            return [("rs-grid", ("space", position(view, move.seat, move.figure))), target_of(move)]
        target = target_of(move)
        return [target] if target is not None else []

    def setup_words(self) -> str:
        """With what fate chose once it has (a review read "Let Fate Decide" on the frame all
        game long; the help said it after the deal: helper-281)."""
        setup, view, options = super().setup_words(), self._view, self.session.options
        if options.dystopia == "fate" and not options.season and view is not None and view.dystopia:
            fated = self.game.option_labels["dystopia"][view.dystopia]
            return setup.replace("Let Fate Decide", f"Let Fate Decide: {fated}", 1)
        return setup

    def update_board(self, view: Any, seat: int | None) -> None:
        self._view = view
        setup = self.setup_words()
        if setup.startswith("Let Fate Decide: "):  # the set-up named, and what fate chose once it has
            title = f"{self.game.title} - {setup}"
            area = self.query_one("#board-area")
            if str(area.border_title) != title:
                area.border_title = title
                retitle(self.app, self.game_id, self.game, "Let Fate Decide", setup.split(" - ")[0])
        moves = self.session.legal_moves() if self._acting() else []
        targets: dict[str, set] = {panel: set() for panel in PANELS}
        asked: set[str] = set()  # the panels of the step's own moves, not of an ability's option
        own = offboard = 0
        for move in moves:
            where = self.targets(move)
            for panel, key in where:
                targets[panel].add(key)
            if not isinstance(move, ev.Option):
                asked.update(panel for panel, _ in where)
                own, offboard = own + 1, offboard + (not where)
        self._targets, self._asked = targets, asked
        # a yes-or-no question (one answer on a board, "Skip" on none: Study Event with one card
        # to study) is answered in the move list, where both are (the hand showed the card alone)
        self._in_list = offboard > 0 and own - offboard <= 1
        shown = seat if seat is not None else view.turn_seat  # a spectator follows the turn
        names = [p.name for p in view.players]  # the colours; `players`, who plays them
        players = [seat.name for seat in self.session.seats]
        grid = self.query_one(SpacetimeGrid)
        grid.fresh = fresh_spaces(view, self.last_seen(seat))
        grid.show(view, targets["rs-grid"])
        self.query_one(TablePanel).show((view, players), targets["rs-table"])
        self.query_one(MindPanel).show((view, shown), targets["rs-mind"])
        self.query_one(HandPanel).show((view, shown), targets["rs-hand"])
        self.panel("rs-dystopia").show((view.dyst, names, seat), targets["rs-dystopia"])
        chaos = self.query_one(ChaosPanel)
        chaos.display = view.chaos is not None
        if chaos.display:
            chaos.show(view)
        others = [i for i in range(len(view.players)) if i != shown and not (view.chaos and i == CHAOS)]
        self.query_one(OthersPanel).display = bool(others)
        self.query_one(OthersPanel).show((view, others, players))
        prompt = self.prompt(view, seat)
        if prompt != self._prompt:  # an update lays the screen out again
            self._prompt = prompt
            self.query_one("#rs-prompt", Static).update(prompt)
        if moves:
            self._focus_decision()
        self.show_detail()  # the card under the cursor may have changed

    def _focus_decision(self) -> None:
        """Focus the panel where the decision is taken, unless the player went elsewhere: then
        it is brought into sight alone (a review, choosing in the move list, read "Pick on the
        grid" over its hand)."""
        # the step's own moves first: Tomas Reyes's swap took the cursor to the hand after each
        # action, the actions left on the Mind board (a review)
        want = next((p for p in PANELS if p in self._asked), None) or next(
            (p for p in PANELS if self._targets[p]), None)
        focused = self.focused
        if not self.focus_is_ours():
            if want is not None:
                self._bring_into_sight(self.panel(want))
            return
        here = self.panel_id(focused) if isinstance(focused, RestartPanel) else None
        if want is None or self._in_list:  # a question about the table as a whole: shown from
            if want is None:  # the top; else the board the question is about, in sight
                self.query_one("#board-area").scroll_home(animate=False)
            else:
                self._bring_into_sight(self.panel(want))
            self.place_focus(self.query_one(MovePicker))
        elif here not in PANELS or not self._targets[here]:
            self.place_focus(self.panel(want))

    def _bring_into_sight(self, panel: RestartPanel) -> None:
        """Scroll no further than needed for as much of `panel` from its top as fits (after
        the update's layout), the focus left where it is."""
        self.call_after_refresh(lambda: show_part(panel, 0, 0, 1, panel.outer_size.height))

    def over_words(self) -> str:
        """A season's finale ends the Season: "Game over" barely said so (helper-279)."""
        return "Season over" if self.session.options.season else "Game over"

    def prompt(self, view: Any, seat: int | None) -> Text:
        between = self.interlude() is not None
        if view.phase == "over" and not between:
            # the reason is the table's "Game end" line (at 80x24 it was said twice, on 2 lines)
            return Text(f"{self.over_words()} — the final scores are below.", style="bold")
        if self.thinking or view.asked < 0:
            return Text("Bots and chance are playing…")
        who = view.players[view.asked].name + f" ({self.session.seat_name(view.asked)})"
        ended = (f"Episode {NUMERALS[view.season.episode - 1]} is over ({view.end_reason}): its scores "
                 "are below, the Season sheet on the table. " if between else "")
        if view.asked != seat:
            waiting = capitalized(self.waiting_for(who))  # (with no human, why play stopped)
            return Text(f"{ended}{waiting}: {view.prompt}" if self.humans else f"{ended}{waiting}")
        text = Text(f"{ended}{who}: {view.prompt}", style="bold")
        where = "" if self._in_list else self._where()
        hint = ("\nPick on " + where + " — arrows enter, or click; l: the move list"
                if where else "\nPick in the move list: ↑↓ enter (l goes there)")
        if self._narrowed():
            hint = f"\nThat pick allows {len(self.narrowed)} moves: choose one in the move list, ↑↓ enter (l: back to it; esc: all)"
        elif view.chaos is not None:
            hint += " · c: Chaos's panel"  # its board, score and last turn (none before its first)
        text.append(hint, style="italic")  # not dim: faint text fails contrast on a light theme
        return text

    def in_list_order(self, moves: list) -> list:
        """The Adrenaline moves, then Tomas Reyes's swaps, after End the turn: it came after
        every one of them (the engine's closing move is last), out of sight at 100x30 under
        three "Discard Adrenaline" lines, and at 80x24 under 18 swaps (a hand by 3 Upcoming
        cards; reviews). At a turn's start they are last already. Oceanrise's draws on a City
        come last too: listed by sector, one rose to the top as the others filled, and a review
        ended two Cities by enter. Marek Sol's free recolours come before the Void ones (after a
        Mission to complete): they stood after 36 Void recolours, out of sight (a review)."""
        later = (ANY_TIME, ev.SwapUpcoming)
        city = [m for m in moves if ends_city(self.session.state, m)]
        first = [m for m in moves if isinstance(m, ev.CompleteMission)] + [m for m in moves if isinstance(m, ev.FreeColour)]
        return (first + [m for m in moves if not isinstance(m, later) and m not in city and m not in first] + city
                + [m for m in moves if isinstance(m, ANY_TIME)] + [m for m in moves if isinstance(m, ev.SwapUpcoming)])

    def call_reason(self, seat: int) -> str:
        """A time fault follows a turn: every player it asks is called alike (the turn's player
        read "it is Bob's turn" and the others "asked during Bob's turn" for one fault)."""
        view = self.session.view(None)
        if not view.time_fault:
            return super().call_reason(seat)
        fault, _, prompt = view.prompt.partition(": ")  # "time fault 1: place a Fragment ..."
        if not fault.startswith("time fault"):
            fault, prompt = "the time fault", view.prompt
        return (f"{self.session.seat_name(seat)} is asked in {fault} after "
                f"{self.session.seat_name(view.turn_seat)}'s turn: {prompt}")

    def _where(self) -> str:
        """The panels holding a choice now, with their keys: "your Mind board (b)"."""
        return ", ".join(f"{title} ({key})" for p, (title, key, _) in PANELS.items() if self._targets.get(p))

    # -- the move list, narrowed by a pick ---------------------------------------------------------
    def _narrowed(self) -> bool:
        return bool(self.narrowed) and self._narrowed_at == self.session.cursor

    def show_state(self) -> None:
        super().show_state()
        if self._narrowed() and self._acting():
            self.query_one(MovePicker).show_moves([(m, self.session.move_text(m)) for m in self.narrowed])
        else:
            self.narrowed = []
        self.follow_cursor()  # the list was shown anew, highlighting its first move

    def interlude(self) -> str | None:
        """A season's episode is over and the season goes on."""
        state = self.session.state
        if state.phase == "over" and self.session.to_act is not None:  # the season goes on
            return f"Episode {NUMERALS[state.season.episode - 1]} is over"
        return None

    def scores_so_far(self) -> tuple[str, Any, str] | None:
        """Between a season's episodes, the episode's final scoring (the table showed only when
        the whole season was over)."""
        view = self._view  # update_board's, of this show_state
        if self.thinking or self.interlude() is None:
            return None
        outcome = episode_outcome(self.session.state)  # its winner is the episode's alone (L316: a
        # review read it as the game's)
        reason = f"{outcome.reason} in this episode; the Season finale decides the Season's winner"
        return (f"Episode {NUMERALS[view.season.episode - 1]}: final scores", replace(outcome, reason=reason),
                "Episode end")

    def on_restart_panel_picked(self, message: RestartPanel.Picked) -> None:
        message.stop()
        panel = self.panel_id(message.panel)
        if message.key[0] == "side_effect":  # a reminder to read, not a choice
            self.notify(message.panel.describe(message.key), title="Side effect", markup=False, timeout=12)
            return
        if not self._acting():
            seat = self.session.to_act
            self.warn(BOTS_PLAYING if self.thinking else "the game is over" if seat is None
                      else f"it is {self.session.seat_name(seat)}'s turn", title="Not now")
            return
        moves = [m for m in self.session.legal_moves() if (panel, message.key) in self.targets(m)]
        if not moves and self._started(START_FOR.get(message.key[0]), message.key):
            return
        left = self._unused() if moves == [ev.EndTurn()] else []
        if left:  # one key ended a turn with actions left unused (a review): asked first
            self._confirm_end(left)
        elif moves == [AnomieEnd()] and len(self.session.legal_moves()) > 1:  # so a Plan action:
            self.confirm("End the Plan action now? Its Senator move is then lost.",  # one
                         "End the action", AnomieEnd())  # down arrow reached it (a review)
        elif len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self.narrowed, self._narrowed_at = moves, self.session.cursor
            self.show_state()
            self.place_focus(self.query_one(MovePicker))
        else:
            self.warn(self._refusal(message.panel, message.key), title="Not now")

    def choose(self, move: Any) -> None:
        """End the turn with actions left, chosen in a move list, is asked first as on the Mind
        board: the list's numbers shift as an action's moves come and go, and a review ended
        two turns so (helper-278)."""
        left = self._unused() if move == ev.EndTurn() and self._acting() else []
        if left:
            self._confirm_end(left)
        else:
            super().choose(move)

    def _unused(self) -> list[str]:
        """The turn's actions left that could still do something: a Complete a Mission with no
        held Mission in reach would be forgone, so ending the turn loses nothing (helper-283
        was asked all the same)."""
        state, seat = self.session.state, self.session.to_act
        return [a for a in self._view.actions if a != "complete_mission" or within_reach(state, seat)]

    def _confirm_end(self, left: list[str]) -> None:
        self.confirm(f"End the turn with {counted(len(left), 'action')} left "
                     f"({', '.join(ACTION_TITLE.get(a, a) for a in left)})?", "End the turn", ev.EndTurn())

    def follow_cursor(self) -> None:
        """The move list highlights what enter on the focused board plays (its first move, where
        a pick narrows): its highlight stood on move 1 while enter played the board's cursor."""
        panel = self.focused
        if isinstance(panel, RestartPanel):
            picker, at = self.query_one(MovePicker), (self.panel_id(panel), panel.cursor)
            picker.highlight([move for move in picker.moves if at in self.targets(move)])
        self.show_detail()

    def _started(self, start: Any, key: Hashable) -> bool:
        """A Mission picked in the holder while [Complete a Mission] is still to be started:
        the action started and that Mission completed, when the engine takes both (a review
        picked the Mission and was told "Not a choice now"). False: nothing played."""
        session = self.session
        if start is None or start not in session.legal_moves():
            return False
        then = ev.CompleteMission(key[1])
        state = clone(session.state)
        session.game.apply(state, start)
        try:
            session.game.check(state, then)
        except IllegalMove:
            return False
        return self.play(start) and self.play(then)

    def _refusal(self, panel: RestartPanel, key: Hashable) -> str:
        """Why a pick on a board is no move now: the rules the engine names for the moves the
        pick stands for (a field used last turn, a display card beyond Memory's reach, another
        Senator than the one maneuvered), where up to three do."""
        view = self._view
        if key[0] == "field" and view.turn_field >= 0 and view.turn_seat == view.asked:  # it said
            # "that is not a move now" and the prompt (a review picked Memory in a Focus turn)
            return (f"Mind fields: your Action marker is on {FIELD_TITLE[FIELDS[view.turn_field]]} this "
                    "turn; it moves at the start of your next turn")
        probe = getattr(panel, "PROBES", {}).get(key[0]) or PROBES.get(key[0])
        if probe is not None:  # the moves the pick could start
            probes = probe(key)
        else:
            targets = {type(m): target_of(m) for m in self.session.legal_moves() if type(m) in NAMED_BY_KEY}
            probes = [kind(key[1]) for kind, (board, (what, *_)) in targets.items()
                      if board == self.panel_id(panel) and what == key[0]]
        texts = self._reasons(probes)
        if not texts and key[0] in CRYSTAL_PROBES:  # mid-action, the step offers no crystal move:
            texts = self._reasons(CRYSTAL_PROBES[key[0]](key))  # the rule says when (helper-278)
        if 0 < len(texts) <= 3:  # a Move step offers the Adult and the Child: each says why not
            head = texts[0].split(": ", 1)[0] + ": "  # "Move: ..." said once
            return "; ".join([texts[0]] + [t.removeprefix(head) for t in texts[1:]])
        return f"Not a choice now: {self._view.prompt}"

    def _reasons(self, moves) -> list[str]:
        """The engine's reasons for refusing `moves`, each rule once, as first worded."""
        reasons: dict[str, str] = {}
        for refused in self._refusals(moves):
            reasons.setdefault(refused.code, refused.text)
        return list(reasons.values())

    def _refusals(self, moves) -> list[IllegalMove]:
        """The engine's refusal of each of `moves` (a legal one has none)."""
        refusals = []
        for move in moves:
            try:
                self.session.game.check(self.session.state, move)
            except IllegalMove as refused:
                refusals.append(refused)
        return refusals

    # -- keys ------------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "focus_panel":
            return bool(self._targets.get(str(parameters[0])))  # shown only where a choice is
        if action == "chaos":
            return self._view is not None and self._view.chaos is not None
        if action == "expand":  # solo has no other players: Chaos has its own panel (c)
            return self._view is not None and self._view.chaos is None
        return super().check_action(action, parameters)

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        if action == "focus_panel":  # nothing to choose there, but a look is what the key asked:
            self._show_panel(self.panel(str(parameters[0])))  # shown and focused, with no toast
            return None                                       # over it (a review); enter says why
        if action == "chaos":
            return "Chaos plays only in a solo game"
        if action == "expand":  # it did nothing, and said nothing (a review)
            return "no other players in solo: c shows Chaos's panel (its board, score and last turn)"
        return super().why_not(action, parameters)

    def action_focus_panel(self, panel: str) -> None:
        self._show_panel(self.panel(panel))

    def action_focus_moves(self) -> None:
        """l: the move list, from its first move. Its highlight followed the board last
        focused (a hand card's swap ability), and l then enter played that (a review, twice)."""
        picker = self.query_one(MovePicker)
        if picker.moves:
            picker.highlighted = 0
        picker.focus()

    def leave_mode(self) -> bool:
        """escape: a pick narrowed the move list: every legal move again."""
        if not self._narrowed():
            return False
        self.narrowed = []
        self.show_state()
        return True

    def action_chaos(self) -> None:
        self._show_panel(self.query_one(ChaosPanel))

    def _show_panel(self, panel: RestartPanel) -> None:
        """Scroll the panel's top into view (focus alone does not when it has the focus
        already and the board was scrolled away), then focus it, and keep its cursor on
        screen: on a small terminal the top alone left the die to pick below the edge."""
        panel.scroll_visible(animate=False, top=True, immediate=True)
        if panel.can_focus:
            panel.focus(scroll_visible=False)
            self.call_after_refresh(panel.show_cursor)

    def action_expand(self) -> None:
        self.query_one(OthersPanel).toggle_all()

    def on_resize(self) -> None:  # GameScreen.on_resize runs too: Textual calls each class's handler
        self.query_one(RestartBoard).set_class(self.size.width >= WIDE, "wide")
        self.set_class(self.size.width < NARROW, "narrow")
        self.call_after_refresh(self._fit_grid)

    def _fit_grid(self) -> None:
        """The grid scales to the room of its column (half the board slot when two stand)."""
        board = self.query_one(RestartBoard)
        width = board.size.width
        self.query_one(SpacetimeGrid).fit(width // 2 - 1 if board.has_class("wide") else width)

    def help_content(self) -> tuple[str, str, list[tuple[str, str]]]:
        from engine.restart.dystopias import DYSTOPIAS
        from engine.restart.render import SEASON_HELP, SOLO_HELP, SOLO_SEASON_HELP

        title, rules, keys = super().help_content()
        solo, season = len(self.session.seats) == 1, self.session.options.season
        dystopia = self.session.view(self.viewer).dystopia  # "" until Let Fate Decide names it
        # how Chaos plays the dystopia (all four while a season or Let Fate Decide may bring any): a
        # player could neither predict nor check it from the app (a review)
        chaos = [DYSTOPIAS[name].solo_help() for name in ([dystopia] if dystopia and not season else
                                                         sorted(DYSTOPIAS))] if solo else []
        modes = ([SOLO_HELP, *chaos] if solo else []) + ([SEASON_HELP] if season else []) + (
            [SOLO_SEASON_HELP] if solo and season else [])  # what a season of one changes (a review)
        return title, "\n\n".join([rules + self._side_effects_help(), *modes, CODES_HELP]), keys

    def rules_help(self) -> str:
        """The dystopia being played right after the base game (the help opened on the base
        game and listed the four in the alphabet's order: a review looked for theirs), and
        alone unless a season's later episodes may bring the others."""
        from engine.restart.render import rules_help

        view = self.session.view(self.viewer)
        return rules_help(view.dystopia, alone=view.season is None)

    def _side_effects_help(self) -> str:
        """The Side Effect cards in play, whose rules the base game's help does not hold."""
        from engine.restart.side_effects import CARDS, followers

        view = self.session.view(self.viewer)
        held = sorted({x for p in view.players for x in p.side_effects})
        if not held:  # a card once, with whom it binds (each player's copy of it took 25 lines: helper-288)
            return ""
        return "\n\nSide effects in play\n" + "\n".join(
            f"- {CARDS[x].name} ({followers(x, view)}). {CARDS[x].text}" for x in held)


register_screen("restart", RestartScreen)
