"""The Chronocritters screen: the central disc, the season areas' action spots, your player
board, the dam, the offers and year goals, the others (and the automa in solo), in the board
slot of the generic game screen (which keeps the move list, the log, undo/redo and the final
scores).

A move is chosen on the table by its places (tui/widgets/chronocritters/places.py): pick an
action spot, then a critter, a die, a quest... Each pick narrows the legal moves; when one is
left it is played, otherwise the move list shows only what is left (a payment, a colour, a
delta) and the boards light what can still be picked. Free actions are on keys (o portal,
u upgrade, a adjust, c complete, e end turn or stop); esc drops the picks.

From 160x48 (LARGE) every board is built larger, in words where the small ones have codes
(Canvas.large): dice "green 3", the portal framed, quests and offers in full — your quests
on their own board (#cc-quests, shown only then). Under 100 columns the boards stack.
"""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from engine.core.words import capitalized
from tui.screens.game import BOTS_PLAYING, KEYS_HELP, GameScreen, register_screen
from tui.widgets import MovePicker
from tui.widgets.chronocritters.canvas import Canvas
from tui.widgets.restore_panel import RestoreLine
from tui.widgets.scrolling import show_part

THEMES = Path(__file__).parents[2] / "themes"

CHRONO_KEYS = [
    ("← → ↑ ↓  enter, click", "pick a place on a board: an action spot, a ring die, a critter, a "
                              "die of your portal, a quest spot, a dam space, an offer; at a "
                              "board's edge on to the board beside it that way, if any (tab: the move list)"),
    ("d", "dice on a grid: the starting dice (each die's colour and value, the diagonal), or a "
          "die from the supply"),
    ("l", "look: the cursor visits every place on the boards, lit or not, and the prompt line "
          "says what it is (an offer's rewards, why a spot is closed); l or esc: back to playing"),
    ("o", "time portal: open one (a purple die, then a segment on the disc) or raise one"),
    ("u", "upgrade a critter"),
    ("a", "adjust a die: 1 gold or a token for pips"),
    ("c", "complete a quest, a docking quest or a year goal"),
    ("e", "end the turn, or stop the optional part of an action"),
    ("x", "the other players' boards in full (their quests, mines, portals, docking quests), under "
          "the table; x again: in short"),
    ("esc", "drop the places picked so far"),
]
NARROW = 100  # terminal columns under which the boards stack
LARGE = (160, 48)  # from this terminal size the boards are drawn larger, in words (Canvas.large)
# The boards the focus goes to when they hold something to pick, in this order.
FOCUS_ORDER = ("#cc-player", "#cc-actions", "#cc-disc", "#cc-dam", "#cc-offers")


class ChronoBoard(Vertical):
    def __init__(self, names: list[str], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.names = names  # the seats' names, for the boards' headings

    def on_mount(self) -> None:
        for board in self.query(Canvas):
            board.names = self.names

    def compose(self) -> ComposeResult:
        # the game's modules load with its first board, not with the app
        from tui.widgets.chronocritters.player import PlayerBoard, QuestBoard
        from tui.widgets.chronocritters.table import (ActionBoard, AutomaBoard, DamBoard, DiscBoard,
                                                      OfferBoard, OthersBoard)

        yield AutomaBoard(id="cc-automa")
        with Horizontal(id="cc-top"):
            with Vertical(id="cc-table"):
                yield DiscBoard(id="cc-disc")
                yield ActionBoard(id="cc-actions")
            with Vertical(id="cc-mine"):
                yield PlayerBoard(id="cc-player")
                yield DamBoard(id="cc-dam")
        yield QuestBoard(id="cc-quests")
        yield OfferBoard(id="cc-offers")
        yield OthersBoard(id="cc-others")


class ChronocrittersScreen(GameScreen):
    CSS_PATH = THEMES / "chronocritters.tcss"
    HELP_KEYS = CHRONO_KEYS + KEYS_HELP
    BOARDS = (Canvas,)

    BINDINGS = [  # in the footer's order: a narrow footer cuts the last (ending a turn is every turn's)
        Binding("d", "dice", "Dice"),  # shown only while dice are chosen (StartDice, ChooseDie)
        Binding("e", "group('end')", "End"),
        Binding("c", "group('complete')", "Complete"),
        Binding("o", "group('portal')", "Portal"),
        Binding("u", "group('upgrade')", "Upgrade"),
        Binding("a", "group('adjust')", "Adjust"),
        Binding("l", "look", "Look", show=False),  # in the help and the waiting prompt: the footer is full
        Binding("x", "others", "Other players' boards", show=False),  # in the help and over those boards
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.picked: list[str] = []
        self._picked_at = -1  # the log node the picks were made at: they belong to that position
        self._view: Any = None
        self._seat: int | None = None
        self._moves: list = []
        self._lit: Any = None  # places.Lit of the picks made: what the boards light, and whether they decide
        self.looking = False  # l: the cursor reads any place on the boards (Canvas.looking)
        self._before_look: tuple[Any, str] = (None, "")  # the focus and its cursor as looking began

    # -- the board slot ------------------------------------------------------------------------
    def make_board(self) -> Widget:
        return ChronoBoard([self.session.seat_name(i) for i in range(len(self.session.seats))], id="cc-board")

    def make_prompt(self) -> Widget:
        return RestoreLine(id="cc-prompt", classes="board-prompt")

    def make_detail(self) -> Widget:
        return RestoreLine(id="cc-detail", classes="board-detail")  # it was under the last board

    @cached_property
    def table(self) -> Any:
        """How moves map to places (tui/widgets/chronocritters/places.py), loaded with the
        screen so that the app starts without the game."""
        from tui.widgets.chronocritters import places

        return places

    def _active(self) -> bool:
        to_act = self.session.to_act
        return not self.thinking and to_act is not None and to_act >= 0 and to_act == self.viewer

    def _shown_seat(self, view: Any, seat: int | None) -> int | None:
        """Whose board is drawn: the viewer's; for a spectator, the seat whose turn it is."""
        if seat is not None:
            return seat
        to_act = self.session.to_act
        return to_act if to_act is not None and 0 <= to_act < len(view.players) else view.turn.seat

    def update_board(self, view: Any, seat: int | None) -> None:
        if self._view is not None and view.round != self._view.round:
            self._new_round(view)
        if view.automa is not None and self._view is not None and self._view.automa is not None and (
                view.automa.acted, view.automa.last) != (self._view.automa.acted, self._view.automa.last):
            # the automa played: the board from its top, where its next move stands (it was left
            # scrolled away after each of its turns: a review); the choices come into sight after
            self.query_one("#board-area").scroll_home(animate=False)
        self._view, self._seat = view, seat
        self._moves = self.session.legal_moves() if self._active() else []
        if self.session.cursor != self._picked_at:
            self.picked = []  # a move, undo, redo or a jump: another position
        lit = self._lit = self.table.legal_places(view, self._moves, self.picked)
        chosen = set(self.picked)
        shown = self._shown_seat(view, seat)
        for board in self.query(Canvas):
            board.looking = self.looking
            board.show(view, shown, lit.places, chosen, lit.main)
            # tab skips a board with nothing to pick now: its arrows did nothing (a review)
            board.can_focus = type(board).can_focus and (self.looking or bool(self._open_places(board)))
        prompt = self.query_one("#cc-prompt", RestoreLine)
        prompt.set_class(self.looking, "-looking")  # a place's words, then why it is closed
        prompt.show(self.prompt_text(view))
        self._fit_side()
        self._focus_board()
        self.call_after_refresh(self.show_detail)  # once the focus has moved

    def _fit_side(self) -> None:
        """Under 100 columns the boards stand one above the other and the move list takes what
        they leave; the final score table, four seats wide, takes it back."""
        self.set_class(self.size.width < NARROW and not self.session.over, "narrow")

    def _new_round(self, view: Any) -> None:
        """Said whenever someone plays at the keyboard: the turn order may keep the same player
        there, and only the disc's heading changed (a review played into round 3 unaware); in
        solo one e ran on through the automa's turns and the round's end."""
        if not self.humans or view.over:  # solo too: one e ran on through the automa's
            return                         # turns and the round's end, said in the log alone
        from engine.chronocritters.content import season_of

        seat = view.order[0]
        first = self.session.seat_name(seat) if seat < len(self.session.seats) else "the automa"
        self.notify(f"{first} goes first (the turn order of this round)", markup=False, timeout=5,
                    title=f"Round {view.round} of 7 · {season_of(view.round - 1)}")

    def show_detail(self) -> None:
        """Name the place under the focused board's cursor as it is now (a quest taken since
        is gone), or nothing."""
        focused = self.focused
        cursor = focused.cursor if isinstance(focused, Canvas) and self._view is not None else ""
        self.query_one("#cc-detail", RestoreLine).show(self.describe_place(cursor) if cursor else "")
        if cursor:
            self._follow(cursor)

    def show_state(self) -> None:
        super().show_state()
        if self._moves and self.picked:  # the move list follows the picks
            session = self.session
            live = self.table.candidates(self._view, self._moves, self.picked)
            self.query_one(MovePicker).show_moves([(m, session.move_text(m)) for m in live])

    def _focus_board(self) -> None:
        """Focus the board of the next choice (past one whose pick is made), the turn's own
        choice before the free actions: at a turn's start your board, which lights free actions
        all turn long, kept the focus and its cursor stood on a token."""
        if not self._active():
            return
        boards = [b for b in (self.query_one(selector, Canvas) for selector in FOCUS_ORDER) if self._open_places(b)]
        want = [b for b in boards if b.main.intersection(self._open_places(b))] or boards
        if not self.focus_is_ours():  # the player went to the move list or the log: it stays
            if want:  # there, and the choices come into sight (the dam's rows 1-2 stood under
                self.call_after_refresh(self._into_view, want[0])  # the edge: a review)
            return
        if self.focused in want:  # already there, but its choices may have moved out of sight:
            self.call_after_refresh(self._into_view, self.focused)  # a critter's, then the portal's
        elif want:
            self.place_focus(want[0], scroll_visible=False)
            self.call_after_refresh(self._into_view, want[0])
        else:
            self.place_focus(self.query_one(MovePicker))  # a choice no board draws (a starting quest)

    def _open_places(self, board: Canvas) -> list[str]:
        """The board's lit places not picked yet (a picked place stays lit, as chosen)."""
        picked = set(map(self.table.drawn, self.picked))
        return [p for p in board.places if p not in picked]

    def _into_view(self, board: Canvas) -> None:
        """Bring the rows of the board's choices into view (the dam's lower rows stood under
        the edge while its top showed; a board wholly out of sight came back by its top)."""
        if not self.query_one("#board-area").region:
            return  # not laid out yet
        rows = [board.row_of(place) for place in board.places]
        if rows:
            show_part(board, 0, min(rows), 1, max(rows) - min(rows) + 1)

    def on_resize(self) -> None:
        # under 100 columns the table and your board stand one above the other
        self.query_one("#cc-top").set_class(self.size.width < NARROW, "-narrow")
        self._fit_side()
        self._detail_room()
        scale = 2 if self.size.width >= LARGE[0] and self.size.height >= LARGE[1] else 1
        self.query_one("#cc-quests").display = scale > 1  # a small board lists them in short
        boards = list(self.query(Canvas))
        if boards and boards[0].scale != scale:
            for board in boards:
                board.scale = scale
            if self._view is not None:
                self.update_board(self._view, self._seat)

    def game_title(self) -> str:
        """"Chronocritters (round 2/7)": the round in sight whatever the board shows (a review
        scrolled to find it, the disc's line gone above a decision's board); short, so that
        hot-seat's line keeps every part at 100 columns and the undo policy at 80."""
        from engine.chronocritters.content import BOARD  # the game loads only when played

        view = self._view
        return self.game.title if view is None else f"{self.game.title} (round {view.round}/{len(BOARD.rounds)})"

    def prompt_text(self, view: Any) -> Text:
        session = self.session
        to_act = session.to_act
        if self.looking:
            focused = self.focused
            place = focused.cursor if isinstance(focused, Canvas) else ""
            return Text("Looking (l or esc: back to playing) — " + (
                self.describe_place(place) + self._closed_words(place) if place else
                "arrows on a board: what each place is"))
        if to_act is None:
            return Text("Game over — the final scores are below.")
        if self.thinking or to_act < 0:
            return Text("Bots and chance are playing… (l: look around the table)")
        who = session.seat_name(to_act)
        if to_act != self.viewer:
            return Text(capitalized(self.waiting_for(who)) + ". (l: look around the table)")
        text = f"{who}: {self.game.prompt(view)}"
        if self.table.candidates(view, self._moves, ["do:end"]):  # which key skips (a review)
            text = text.replace("(or skip)", "(or skip: e)")
        ready = [] if self.picked else self.table.candidates(view, self._moves, ["do:complete"])
        if ready:  # a line of dice or a goal met said nothing until c was tried (a review)
            one = session.move_text(ready[0]).split(" (")[0]  # "Complete SV6": its details are the list's
            text += " — c: " + (one[:1].lower() + one[1:] if len(ready) == 1 else
                                f"complete one of {len(ready)} ready (quests, pairs, goals)")
        from engine.chronocritters.events import MoveEagle  # the game loads only when played
        from engine.chronocritters.tasks import TurnTask

        eagle = view.players[to_act].eagle_bonus if not self.picked else 0
        if eagle and any(isinstance(m, MoveEagle) for m in self._moves):
            # its one move, said: a review found it eighth in the wide move list, unannounced
            text += f" — the level {eagle} eagle may move to another spot (pick it on the table)"
        dice = self._dice_kind()
        if dice:
            text += f" — d: {'set them' if dice == 'StartDice' else 'pick it'} on a grid (or the move list: ↑↓ enter, m: wide)"
        elif self._moves and not self._lit.deciding:
            text += " — move list: ↑↓ enter" + ("" if self.picked else " (m: wide)")  # no pick on a board tells them apart
        elif self._moves and not isinstance(view.tasks[-1], TurnTask):
            # a choice a step opened, on a board, said as the list's are (a review read "pay a
            # die" alone); not the turn's own, the most frequent, which two lines would push down
            text += " — arrows enter, or click"
        if self.picked:
            from tui.widgets.chronocritters.places import picked_words  # the game loads lazily

            text += " · picked: " + "; ".join(picked_words(view, self.viewer, p) for p in self.picked) \
                + " (esc drops)"
        return Text(text)

    # -- messages up: a place on a board -> the moves that hold it -----------------------------
    def on_canvas_place_chosen(self, message: Canvas.PlaceChosen) -> None:
        message.stop()
        self.pick(message.place)

    def on_canvas_place_focused(self, message: Canvas.PlaceFocused) -> None:
        """Name the place under the cursor, and keep its row in view on a small terminal."""
        message.stop()
        self.query_one("#cc-detail", RestoreLine).show(self.describe_place(message.place))
        if self.looking:
            self.query_one("#cc-prompt", RestoreLine).show(self.prompt_text(self._view))
        self._follow(message.place)
        row = message.canvas.row_of(message.place)
        if row >= 0:
            show_part(message.canvas, 0, row)

    def _follow(self, place: str) -> None:
        """The move list highlights the first move enter on `place` keeps (as `pick` narrows):
        its highlight stood on move 1 while enter acted on the board's cursor."""
        if not self._active():
            return
        live = next((found for picks in self._tries(place)
                     if (found := self.table.candidates(self._view, self._moves, picks))), [])
        self.query_one(MovePicker).highlight(live[:1])

    def pick(self, place: str) -> None:
        """Narrow the legal moves to those holding `place` too (or, when none does, to those
        holding it alone: the player starts another move); play the one left."""
        if not self._active():
            self.warn(self._not_yours(), title="Not now")
            return
        if self.looking and place in self._lit.places:  # a choice picked while looking: play on
            self.looking = False
        if not any(self.narrow(picks) for picks in self._tries(place)):
            # a spot closed to your critters says why ("not a choice now" alone, at 0 gold on
            # the peacock's spot: a review); any other place, what is asked instead
            closed = self._closed_words(place)
            self.warn(f"{self.describe_place(place)}{closed}" if closed else
                      f"{self.describe_place(place)}: not a choice now — {self.game.prompt(self._view)}",
                      title="Not now")

    def _tries(self, place: str) -> list[list[str]]:
        """The picks `place` makes, in the order they are tried: beside the picks made, else
        alone (the player starts another move)."""
        names = self.table.aliases(place)
        return [[*self.picked, name] for name in names if name not in self.picked] + [[name] for name in names]

    def narrow(self, picks: list[str]) -> bool:
        """Keep `picks` when some legal move holds them all: play it when it is the only one,
        else show what is left. False when no move holds them."""
        live = self.table.candidates(self._view, self._moves, picks)
        if not live:
            return False
        if len(live) == 1:
            self.play(live[0])
        else:
            self.picked, self._picked_at = picks, self.session.cursor
            self.show_state()
        return True

    def _not_yours(self) -> str:
        """Why nothing on the boards can be picked now."""
        to_act = self.session.to_act
        if self.thinking:
            return BOTS_PLAYING
        if to_act is None:
            return "the game is over"
        return f"it is {self.session.seat_name(to_act)}'s turn"

    def _closed_words(self, place: str) -> str:
        """Why an action spot is closed to the player placing a critter now ("" otherwise)."""
        from engine.chronocritters import events as ev
        from engine.chronocritters.content import board_players, spot_spec
        from engine.chronocritters.turn import closed_reason

        spot = place.removeprefix("spot:")
        placing = [m for m in self._moves if isinstance(m, ev.PlaceCritter)]
        if (spot == place or not placing or any(m.spot == spot for m in placing)
                or spot_spec(spot).players > board_players(self._view.seats)):  # "3-4 players only" said
            return ""
        why = closed_reason(self._view, self.viewer, spot)
        return f" — closed to you now: {why}" if why else ""

    def describe_place(self, place: str) -> str:
        return self.table.describe(self._view, self._shown_seat(self._view, self._seat), place)

    # -- keys: dice on a grid, looking, the free actions ---------------------------------------
    def _dice_kind(self) -> str:
        """"StartDice" or "ChooseDie" when the seat on screen chooses dice that a grid shows
        better than the move list (72 and up to 18 ways), else ""."""
        kind = type(self._moves[0]).__name__ if self._moves else ""
        return kind if kind in ("StartDice", "ChooseDie") else ""

    def action_dice(self) -> None:
        from engine.chronocritters import events as ev
        from tui.widgets.chronocritters import dice_dialogs  # the game loads lazily

        dialog = (dice_dialogs.StartDiceDialog(self._view, self.session.to_act) if self._dice_kind() == "StartDice"
                  # the dice alone: a free action may be offered beside them (a quest, a year goal)
                  else dice_dialogs.DiePicker(self.game.prompt(self._view),
                                              [m for m in self._moves if isinstance(m, ev.ChooseDie)]))
        self.app.push_screen(dialog, lambda move: move is not None and self.play(move))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "dice":
            return bool(self._dice_kind())
        if action == "others":  # solo has none (the automa has its own board)
            return len(self.session.seats) > 1
        if action == "group":
            if not self._active():
                return False
            if self._in_setup():  # hidden: the free actions come with the rounds (five dimmed keys
                # in setup: a review); e where the prompt says "(or skip: e)" (it was refused: a review)
                return parameters[0] == "end" and bool(self.table.candidates(self._view, self._moves, ["do:end"]))
            held = self.table.candidates(self._view, self._moves, [f"do:{parameters[0]}"])
            return True if held else None  # dimmed: nothing of the kind is legal now
        return super().check_action(action, parameters)

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        if action == "group":
            if not self._active():
                return self._not_yours()
            if self._in_setup() and parameters[0] != "end":  # their round reasons did not fit (a review)
                return "the free actions come with the rounds: finish the setup first (your starting quests and dice)"
            names = {"portal": self._why_no_portal(),
                     "upgrade": "no critter upgrade now (3 energy to level 2, 2 to level 3; one a turn)",
                     "adjust": "no die to adjust now (1 gold a pip, or a token)",
                     "complete": "nothing to complete now (a quest's line needs exactly 3 dice)",
                     "end": self._why_no_end()}
            said = names[str(parameters[0])]
            if parameters[0] != "end" and self._moves:  # the step under way asks something else: its
                said += f"; now: {self.game.prompt(self._view)} (the move list)"  # words (a review, c at a pairing)
            return said
        if action == "others":
            return "no other players in solo: the automa's card and last action stand above the table"
        if action == "dice":  # it said nothing (a review: "n", "u" and "c" say why)
            return "no dice to choose now: d opens a grid of dice while the starting dice or a die are chosen"
        return super().why_not(action, parameters)

    def _why_no_portal(self) -> str:
        """Which of a time portal's needs is missing (L237: a purple die, sand, a portal die):
        "a purple die and sand" said both to a review holding two purple dice and no sand."""
        from engine.chronocritters.content import BOARD  # the game loads only when played

        p, why = self._view.players[self.session.to_act], ""
        if not any(die is not None and die.colour == "purple" for die in p.grid):
            why = ": you hold no purple die, which opens one"
        elif p.sand < 1:
            why = ": you have no sand (1 sand time particle a segment from the present time)"
        elif len(p.portals) >= BOARD.portals:
            why = f": all {BOARD.portals} of your portal dice are on the disc"
        return "no time portal to open or raise now" + (why or " (a purple die and sand, or a portal bonus)")

    def _in_setup(self) -> bool:
        from engine.chronocritters.tasks import BeginPlay  # the game loads only when played

        return self._view is not None and any(isinstance(t, BeginPlay) for t in self._view.tasks)

    def _why_no_end(self) -> str:
        """Why e ends nothing: no action taken yet, or one under way (a review: mid-way through
        taking berries it named the docking quest, which had nothing to do with it)."""
        from engine.chronocritters import events as ev  # the game loads only when played

        if self._in_setup():  # (setup is no action)
            return "nothing to end now: finish the setup first (your starting quests and dice)"
        if any(isinstance(m, ev.PlaceCritter) for m in self._moves):
            return "nothing to end now: place a critter first (each turn takes one action)"
        declining = (" (doing without what it offers, as taking no seasonal docking quest, is in the "
                     "move list)" if ev.Done() in self._moves else " (the move list shows what it asks)")
        return "nothing to end now: finish the action under way first" + declining

    def action_group(self, group: str) -> None:
        self.narrow([f"do:{group}"])

    def action_look(self) -> None:
        self.looking = not self.looking
        if self.looking:  # where the player was: looking ends there (a review's enter, after
            focused = self.focused  # escape, picked the spot looked at, not the move shown)
            self._before_look = (focused, focused.cursor if isinstance(focused, Canvas) else "")
        self.update_board(self._view, self._seat)
        if self.looking:
            if not isinstance(self.focused, Canvas):
                board = next((b for b in (self.query_one(sel, Canvas) for sel in FOCUS_ORDER) if b.display), None)
                if board is not None:
                    board.focus()
        else:
            widget, cursor = self._before_look
            if widget is not None and widget.is_attached and widget.can_focus:
                widget.focus()
                if isinstance(widget, Canvas) and cursor in widget.places:
                    widget.set_cursor(cursor)

    def action_others(self) -> None:
        """x: the other players' boards in full, or in short again; the board area goes to
        them either way (they stand last, under the offers: shortened out of sight, they
        seemed not to change, a review)."""
        board = self.query_one("#cc-others", Canvas)
        board.full = not board.full
        if board.view is None:
            return
        board.show(board.view, board.seat, board.legal, board.picked, board.main)
        self.call_after_refresh(lambda: show_part(board, 0, 0, 1, len(board.rows)))

    def leave_mode(self) -> bool:
        """escape: stop looking, else drop the picks made on the boards."""
        if self.looking:
            self.action_look()
            return True
        if not self.picked:
            return False
        self.picked = []
        self.show_state()
        return True

    def help_content(self) -> tuple[str, str, list[tuple[str, str]]]:
        title, rules, keys = super().help_content()
        from tui.widgets.chronocritters.codes import HELP as CODES_HELP

        return title, rules + "\n\n" + CODES_HELP, keys

register_screen("chronocritters", ChronocrittersScreen)
