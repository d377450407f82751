"""The Restore screen: both hex player boards, the 4x4 main board with both Collectors, live
scores and the bonus piles, in the board slot of the generic game screen (which keeps the
move list, the event log, undo/redo and the end-of-game score table).

Widgets post what the player pointed at (a Collector space, a main-board disc, a hex cell, a
bonus pile); this screen turns that into an event and hands it to `GameScreen.play`, which
applies it or shows the rule it breaks. Every move also stays in the generic move list.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from rich.text import Text

from engine.core.words import capitalized
from tui.screens.game import KEYS_HELP, GameScreen, register_screen
from tui.widgets import MovePicker
from tui.widgets.hex_board import HexBoard
from tui.widgets.layout_table import LayoutTable
from tui.widgets.main_board import LABELS, MainBoard
from tui.widgets.restore_panel import RestoreLegend, RestoreLine, RestorePiles, RestoreScores
from tui.widgets.restore_text import SEAT_COLOURS, disc_code, disc_text, legend, view_module

THEMES = Path(__file__).parents[2] / "themes"

RESTORE_KEYS = [
    ("← → ↑ ↓  enter", "on the main board: choose your Collector space and take the disc; "
                      "on your board: choose the space for the disc (space works as enter); "
                      "an arrow at a board's edge goes on as tab does (→ ↓: to the next panel, the "
                      "move list after the last board; ← ↑: back, as shift+tab)"),
    ("a-h", "put your Collector on that space (Blue: A-D, Yellow: E-H)"),
    ("click", "a Collector letter or a • disc on the main board, a space on your board, "
              "a bonus pile; Variant 1: a hex of the table moves the piece there, a second "
              "click lays it"),
    ("r", "pay 2 Energy to replenish the main board before taking a disc"),
    ("p", "pay mode: place the disc on any empty space for 2 Energy ($ spaces)"),
    ("1 2 3", "take the top tile of that bonus pile when you complete a region"),
    ("← → ↑ ↓  r R  enter", "Variant 1, building: move the next piece over the table, turn a module "
                           "(r; R turns it back), lay it (enter; a piece that does not fit says why); "
                           "ctrl+z takes the last piece back, to where it was"),
    ("s", "Variant 1: lay the board as a printed shape, step by step in the log (then change it "
          "or confirm it with enter)"),
]


PHASE_OF = {"replenish": "collect", "pay": "place", "bonus": "bonus"}
# When each key applies, for a key pressed at another moment.
WHEN = {
    "replenish": "r replenishes the main board at Step 1, before you take a disc",
    "pay": "p pays 2 Energy at Step 2, while you place the disc you took",
    "bonus": "1 2 3 take a bonus tile only when you have just completed a region",
}


# The legend under the boards only shows on a terminal this tall: at 100x30 its first line
# stood under the boards' last. It takes about 22 rows, so the slot scrolls to its end below
# about 54 rows (it is always in the help, f1).
LEGEND_MIN_HEIGHT = 36
LARGE = (160, 48)  # from this terminal size the hex boards and the main board are drawn larger
NARROW = 100  # under this many columns the main board and scores go under the hex boards


class RestoreBoard(Vertical):
    """The board slot: a prompt, both player boards, the main board and the side panel."""

    def compose(self) -> ComposeResult:
        yield LayoutTable(id="restore-build")
        # narrow from the first frame (set only on a resize, a review saw one frame side by side)
        with Horizontal(id="restore-play", classes="-narrow" if self.app.size.width < NARROW else ""):
            with Vertical(id="restore-boards"):
                yield HexBoard(0, id="hex-0")
                yield HexBoard(1, id="hex-1")
            with Vertical(id="restore-right"):
                yield MainBoard(id="main-board")
                yield RestoreLine(id="restore-info")
                yield RestoreScores(id="restore-scores")
                yield RestorePiles(id="restore-piles")
        yield RestoreLegend(id="restore-legend")


class RestoreScreen(GameScreen):
    CSS_PATH = THEMES / "restore.tcss"
    HELP_KEYS = RESTORE_KEYS + KEYS_HELP
    BOARDS = (MainBoard, HexBoard, RestorePiles, LayoutTable)

    BINDINGS = [
        Binding("r", "replenish", "Replenish", tooltip="Replenish the main board for 2 Energy"),
        Binding("p", "pay", "Pay 2", tooltip="Pay 2 Energy to place on an empty space away from your Worker"),
        *[Binding(letter.lower(), f"collector('{letter}')", f"Collector to {letter}", show=False,
                  tooltip=f"Put your Collector on the main board's space {letter} (Blue: A-D, Yellow: E-H)")
          for letter in "ABCDEFGH"],
        Binding("s", "printed_shape", "Printed shape", tooltip="Variant 1: lay a printed shape"),
        Binding("1", "bonus(0)", "Pile 1", show=False),
        Binding("2", "bonus(1)", "Pile 2", show=False),
        Binding("3", "bonus(2)", "Pile 3", show=False),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.pay_mode = False
        self._bring: tuple[Widget, HexBoard | None] | None = None  # (board, yours) to scroll to, on its way
        self._bring_token = 0  # which call scrolls: the latest
        self._view: Any = None
        self._shape: Any = None  # the board shape last laid out

    # -- the board slot ------------------------------------------------------------------------
    def make_board(self) -> Widget:
        return RestoreBoard(id="restore-board")

    def make_prompt(self) -> Widget:
        return RestoreLine(id="restore-prompt", classes="board-prompt")

    def _interactive(self, seat: int | None) -> bool:
        """The seat on screen is the one to act, and no bot or chance is running."""
        to_act = self.session.to_act
        return not self.thinking and to_act is not None and to_act >= 0 and to_act == seat

    def update_board(self, view: Any, seat: int | None) -> None:
        self._view = view
        vm = view_module()
        building = view.phase == "build"
        show_legend = not building and self.size.height >= LEGEND_MIN_HEIGHT
        for selector, shown in (("#restore-build", building), ("#restore-play", not building),
                                ("#restore-legend", show_legend)):
            widget = self.query_one(selector)
            if widget.display != shown:
                widget.display = shown
        table = self.query_one(LayoutTable)
        table.can_focus = building  # focusable only while shown (a screen focuses its first)
        self.query_one(RestoreBoard).set_class(building, "-building")
        if building:
            moves = self.session.legal_moves() if self._interactive(seat) else []
            table.judge, table.foresee = self.why_refused, self._layout_after
            redo = self.session.tree.redo[self.session.cursor]  # a piece just taken back, if any
            table.show(view, moves, self.session.tree.event[redo] if redo is not None else None,
                       self._stuck(moves))
            self.query_one("#restore-prompt", RestoreLine).show(self.prompt(view, seat, moves))
            if moves and not isinstance(self.focused, (MovePicker, LayoutTable)):
                table.focus()
            return
        shape = vm.board_shape(view)
        if shape is not self._shape:  # a board's width is known: do the boards fit side by side?
            self._shape = shape
            self.call_after_refresh(self._fit_side_by_side)
        active = self._interactive(seat)
        moves = self.session.legal_moves() if active else []
        if not (active and view.phase == "place"):
            self.pay_mode = False
        to_act = self.session.to_act

        chooser = to_act if active and view.phase in ("collect", "first_collector") else None
        spaces = {m.space for m in moves if hasattr(m, "space")}
        main = self.query_one(MainBoard)
        main.show(view.main, [p.collector for p in view.players], chooser, spaces, view.targets,
                  setup=view.phase == "first_collector")
        main.can_focus = chooser is not None  # tab skips a board with nothing to choose now

        for i, player in enumerate(view.players):
            board = self.query_one(f"#hex-{i}", HexBoard)
            placing = active and view.phase == "place" and i == to_act
            legal = {}
            if placing:
                for m in moves:
                    if not m.paid:
                        legal[m.cell] = "free"
                    elif self.pay_mode:
                        legal.setdefault(m.cell, "paid")
            acting = to_act if to_act is not None and to_act >= 0 else view.turn
            turn = view.phase != "over" and acting == i
            title = f"{'▶' if turn else ' '} {SEAT_COLOURS[i]}: {self.session.seat_name(i)}"
            if turn and view.held >= 0:
                title += f" · in hand: {disc_code(view.held).strip()}"
            board.show(shape, player, title, their_turn=turn, legal=legal, active=placing)
            board.can_focus = placing

        self.query_one(RestoreScores).show(view.players)
        choosing_pile = active and view.phase == "bonus"
        piles = self.query_one(RestorePiles)
        piles.show(view.piles, choosing_pile)
        piles.can_focus = choosing_pile
        info = f"Bag {view.bag_count} · supply {view.supply}"  # the rulebook's general supply (L61)
        self.query_one("#restore-info", RestoreLine).show(info)
        self.query_one("#restore-prompt", RestoreLine).show(self.prompt(view, seat, moves))

        narrow = self.query_one("#restore-play").has_class("-narrow")
        # your board (in hot-seat the board of whoever is at the keys: they trade places, and
        # Yellow took a disc at 80x24 with its board scrolled away above: a review)
        own = self.query_one(f"#hex-{seat}", HexBoard) if seat in (0, 1) and seat in self.humans else None
        boards = self.query_one("#restore-boards")
        last = own if narrow and own is not None else self.query_one("#hex-1")
        moved = boards.children[-1] is not last
        if moved:  # under 100 columns yours, just above the main board
            boards.move_child(last, after=boards.children[-1])
            for board in boards.children:  # :last-child's gap (Textual's move_child leaves it on the
                board.update_node_styles()  # board that was last: the gap went above the first)
            self.refresh(layout=True)  # the screen's: the boards alone kept their old places
        if active:
            want: Widget | None = None
            if chooser is not None:
                want = main
            elif view.phase == "place":
                want = self.query_one(f"#hex-{to_act}", HexBoard)
            elif choosing_pile:
                want = piles
            if want is not None and self.focus_is_ours():
                self.place_focus(want, scroll_visible=False)
                # once, after the layout (a second scroll would read the regions unmoved): the
                # latest call's boards (hot-seat: the seat changes), boards moved laid out anew
                # a refresh later
                # with the board to show too if both fit: yours above the main board (narrow),
                # the one whose region was completed beside the piles (a review chose a tile
                # with only the other player's board in sight)
                first = own if narrow and want is main else None
                if choosing_pile:
                    first = self.query_one(f"#hex-{to_act}", HexBoard)
                self._bring = (want, first)
                self._bring_token += 1
                token = self._bring_token
                if moved:
                    self.call_after_refresh(self.call_after_refresh, self._bring_to_top, token)
                else:
                    self.call_after_refresh(self._bring_to_top, token)

    def show_state(self) -> None:
        super().show_state()
        self.follow_cursor()  # the list was shown anew, highlighting its first move

    def follow_cursor(self) -> None:
        """The move list highlights what enter on the focused board plays: its highlight stood
        on move 1 while enter took the disc under the board's cursor."""
        focused, ev = self.focused, self._events()
        if isinstance(focused, MainBoard) and focused.chooser is not None:
            wanted = [ev.Collect(focused.cursor)]
        elif isinstance(focused, HexBoard) and focused.active:
            wanted = [ev.Place(focused.cursor, False)] + [ev.Place(focused.cursor, True)] * self.pay_mode
        else:
            return
        self.query_one(MovePicker).highlight(wanted)

    def on_option_list_option_highlighted(self, event) -> None:
        """While Blue builds the shape, the table's cursor carries the move highlighted in the
        list (browsed there: a list filled anew highlights its first, far from the cursor)."""
        if self._view is not None and self._view.phase == "build" and event.option_list.id == "moves" \
                and event.option_list.has_focus:
            moves = self.query_one("#moves", MovePicker).moves
            if 0 <= event.option_index < len(moves):
                self.query_one(LayoutTable).follow(moves[event.option_index])

    def on_layout_table_moved(self, message: LayoutTable.Moved) -> None:
        message.stop()
        self.query_one(MovePicker).highlight([message.piece])  # enter there plays the same

    def on_layout_table_chosen(self, message: LayoutTable.Chosen) -> None:
        """Lay the piece, or confirm the layout. The last piece, where the layout would then
        break a rule, stays in hand as a piece that does not fit does (a review laid it after
        the table said so, and had to take it back); the move list still lays it."""
        message.stop()
        later = self._layout_after(message.piece) if message.piece is self.query_one(LayoutTable).piece else None
        if later:
            self.warn(f"Not laid: the layout would then break a rule: {later}. Move the piece (laid "
                      "from the move list, it would have to be lifted before the layout is confirmed)",
                      title="Not now")  # "or lay it from the move list" read as a way round the rule (helper-282)
        else:
            self.play(message.piece)

    def _stuck(self, moves: list) -> str:
        """Why the layout cannot go on, when only lifting is left ("": it can)."""
        from engine.restore.events import LiftModule, LiftTiles  # the game loads lazily
        from engine.restore.setup import build_step, layout_problem, next_module

        if not moves or not all(isinstance(m, (LiftModule, LiftTiles)) for m in moves):
            return ""
        state = self.session.state
        return (layout_problem(state) if build_step(state) == "confirm" else
                f"Variant 1: {next_module(state)} fits nowhere on the table area left")

    def _layout_after(self, piece: Any) -> str | None:
        """The rule the whole layout would break once `piece`, the last one, is laid (what the
        confirmation checks, said before it is laid: a review saw "fits", then a refusal)."""
        from engine.core.game import clone
        from engine.restore.setup import build_step, layout_problem

        state = clone(self.session.state)
        self.game.apply(state, piece)
        return layout_problem(state) if build_step(state) == "confirm" else None

    def _fit_side_by_side(self) -> None:
        """The main board goes under the hex boards where the two do not fit side by side:
        under NARROW columns, and beside a wide custom board (10 hexes across hid the main
        board's column D at 120 columns, and a move offered a disc there; a review)."""
        play = self.query_one("#restore-play")
        room = self.query_one("#board-area").scrollable_content_region.width  # its scrollbar gutter out
        wide = self.query_one("#restore-boards").outer_size.width + self.query_one("#restore-right").outer_size.width
        if play.display and not wide:  # shown just now (a Variant 1 board confirmed): not laid out yet,
            self.set_timer(0.05, self._fit_side_by_side)  # and an after-refresh call came round unlaid
            return
        narrow = self.size.width < NARROW or 0 < room < wide
        if narrow != play.has_class("-narrow"):
            play.set_class(narrow, "-narrow")
            if self._view is not None:
                self.update_board(self._view, self.viewer)

    def _bring_to_top(self, token: int) -> None:
        """Scroll the decision's board to the top of the slot (scrolled only into view, a short
        screen showed rows of the board above it without that board's name: whose was it?),
        or not at all while the slot's top shows it whole (Yellow's turns scrolled the score
        table's heading away, and back on Blue's: a review). `first`, a board to show with
        it, goes at the top when both fit: you saw the discs without the spaces they could
        go to, or chose a bonus tile beside the other player's board."""
        if token != self._bring_token or self._bring is None:
            return  # a later call scrolls
        (want, first), self._bring = self._bring, None
        area, prompt = self.query_one("#board-area"), self.query_one("#restore-prompt")
        # sideways first: the main board and the piles stand at the slot's left, which a slot
        # scrolled to a far hex of a wide custom board hid (a review)
        area.scroll_to(x=0, animate=False, immediate=True)
        if isinstance(want, HexBoard):
            want.show_cursor()
        top = area.content_region.y + prompt.size.height  # the first row under the docked prompt
        room = area.content_region.bottom - top

        def at(widget: Widget) -> int:  # the scroll that puts `widget` at the top
            return area.scroll_y + widget.region.y - top

        start, end = at(want), at(want) + want.size.height + 1  # (+1: a caption under it)
        if first is not None and max(end, at(first) + first.size.height) - at(first) <= room:
            start, end = at(first), max(end, at(first) + first.size.height)
        area.scroll_to(y=0 if end <= room else start, animate=False, immediate=True)

    def on_resize(self) -> None:
        self.query_one("#restore-play").set_class(self.size.width < NARROW, "-narrow")
        self.call_after_refresh(self._fit_side_by_side)
        large = self.size.width >= LARGE[0] and self.size.height >= LARGE[1]
        for board in (*self.query(HexBoard), self.query_one(MainBoard)):
            board.set_scale(2 if large else 1)
        if self._view is not None:
            self.update_board(self._view, self.viewer)

    def prompt(self, view: Any, seat: int | None, moves: list) -> Text:
        session = self.session
        to_act = session.to_act
        if view.phase == "over":
            return Text("Game over — the final scores are below.")
        if self.thinking or to_act is None or to_act < 0:
            return Text("Bots and chance are playing…")
        who = f"{SEAT_COLOURS[to_act]} ({session.seat_name(to_act)})"
        if to_act != seat:
            return Text(capitalized(self.waiting_for(who)) + ".")
        if view.phase == "build":
            from engine.restore.setup import plan_moves  # the game loads lazily

            table = self.query_one(LayoutTable)
            if table.stuck:  # shown just before, with its reason
                return Text(f"{who}: this layout cannot be finished (the table says why).")
            if table.confirm is not None:
                return Text(f"{who}: every piece is laid: enter confirms the shape (ctrl+z takes a piece back).")
            return Text(f"{who}: build the board shape piece by piece"
                        + (" (or press s to lay a printed shape)." if plan_moves(session.state) else "."))
        if view.phase == "first_collector":
            return Text(f"{who}: place your Collector — ↑↓ enter, keys E-H, or click")
        # Step 1 and 2 may cost 2 Energy: yours in sight (under 100 columns the points table
        # with it stood below the fold: helper-282)
        have = f"{who}, {view.players[to_act].energy} Energy"
        if view.phase == "collect":
            # the main board's letters: "a-d" read as the rows a-g of the player boards (a review)
            keys = "←→ enter, keys A-D" if to_act == 0 else "↑↓ enter, keys E-H"
            return Text(f"{have}: take a disc — {keys}, or click a • disc")
        if view.phase == "place":
            if self.pay_mode:
                return Text(f"{have}: PAY MODE — any $ space for 2 Energy (p or escape: cancel)")
            disc = disc_text(view.held) if view.held >= 0 else "the disc"
            return Text(f"{have}: place {disc} on a + space — arrows enter, or click")
        if view.phase == "bonus":
            return Text(f"{who}: take a bonus tile — 1 2 3, or ↑↓ enter on the piles")
        return Text(f"{who} to act.")

    def _paid_only(self) -> list[int]:
        """The spaces only paying opens, which pay mode offers (paying for a free space is legal,
        L103, and buys nothing, so p does not offer it)."""
        from engine.restore.setup import shape_of
        from engine.restore.turn import paid_only

        state = self.session.state
        return paid_only(shape_of(state), state.players[self.session.to_act])

    def _pay_refusal(self) -> str:
        """Why p pays for nothing now, in the rules' own words (it said "no empty space to pay
        for, or less than 2 Energy" to a player with 1 Energy: a review)."""
        far = self._paid_only()
        if not far:  # before Energy: with 2 it would still open nothing (helper-303)
            return "Step 2: every empty space you may use is free now: place there without paying"
        return self.why_refused(self._events().Place(far[0], True)) or WHEN["pay"]

    # -- messages up: what the player pointed at -> an event -----------------------------------
    def _events(self):
        from engine.restore import events

        return events

    @staticmethod
    def _letter_seat(letter: str) -> int:
        return next(seat for seat, letters in enumerate(LABELS) if letter in letters)

    def _not_your_collector(self, seat: int) -> str | None:
        """Why `seat`'s Collector spaces are not the player's to act on now, or None."""
        to_act = self.session.to_act
        if to_act is None or to_act < 0 or seat == to_act or not self._mine(to_act):
            return None
        return (f"{LABELS[seat][0]}-{LABELS[seat][3]} are {SEAT_COLOURS[seat]}'s Collector spaces; "
                f"yours are {LABELS[to_act][0]}-{LABELS[to_act][3]}")

    def on_main_board_space_chosen(self, message: MainBoard.SpaceChosen) -> None:
        message.stop()
        ev = self._events()
        refused = self._not_your_collector(message.seat)
        if refused:
            self.warn(refused)
            return
        if self._view.phase == "first_collector":
            self.play(ev.SetCollector(message.space))
        else:
            self.play(ev.Collect(message.space))

    def on_main_board_cell_chosen(self, message: MainBoard.CellChosen) -> None:
        message.stop()
        ev = self._events()
        to_act = self.session.to_act
        view = self._view
        row, col = divmod(message.index, 4)
        if to_act is None or to_act < 0 or not self._mine(to_act):
            self.play(ev.Collect(col))  # refused: the game is over, or not this seat's turn
            return
        if view.phase == "first_collector":
            self.play(ev.SetCollector(row))
            return
        space = col if to_act == 0 else row
        if view.phase == "collect" and view.targets[space] != message.index:
            from engine.restore.turn import RULE_TARGET

            other = 1 - to_act
            line = "row" if to_act == 0 else "column"
            at = view.players[other].collector
            where = f"{line} {LABELS[other][at]}" if at >= 0 else "nowhere yet"
            self.warn(f"{RULE_TARGET}: {SEAT_COLOURS[other]}'s Collector points at {where}, "
                      "so you can only take a disc from that line")
            return
        self.play(ev.Collect(space))

    def on_hex_board_cell_chosen(self, message: HexBoard.CellChosen) -> None:
        message.stop()
        ev = self._events()
        to_act = self.session.to_act
        if (self._view.phase == "place" and to_act is not None and to_act >= 0
                and message.seat != to_act and self._mine(to_act)):
            self.warn(f"Step 2: the disc goes on your own Player Board "
                      f"({SEAT_COLOURS[to_act]}), not on {SEAT_COLOURS[message.seat]}'s")
            return
        moves = [m for m in self.session.legal_moves()
                 if isinstance(m, ev.Place) and m.cell == message.cell]
        free = [m for m in moves if not m.paid]
        paid = [m for m in moves if m.paid]
        if free:
            self.play(free[0])
        elif paid and self.pay_mode:
            self.play(paid[0])
        else:
            # not legal as chosen: the engine names the rule (and `p` pays when that helps)
            self.play(ev.Place(message.cell, self.pay_mode))

    def on_restore_piles_pile_chosen(self, message: RestorePiles.PileChosen) -> None:
        message.stop()
        self.play(self._events().TakeBonus(message.pile))

    def _mine(self, seat: int) -> bool:
        return not self.thinking and seat == self.viewer

    def play(self, move: Any) -> bool:
        played = super().play(move)
        if played:
            self.pay_mode = False
        return played

    # -- keys ------------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "collector":  # the other seat's letters: not in the palette (the key says why)
            if self.session.over:  # nor any once the game is over (the palette offered them: a review)
                return False
            return self._not_your_collector(self._letter_seat(str(parameters[0]))) is None
        if action == "printed_shape":  # dimmed once the pieces laid leave every printed shape
            if self._view is None or self._view.phase != "build" or not self._interactive(self.viewer):
                return False
            from engine.restore.setup import plan_moves
            return True if plan_moves(self._view) else None
        if action in ("replenish", "pay", "bonus"):
            phase = self._view.phase if self._view is not None else None
            if phase != PHASE_OF[action] or not self._interactive(self.viewer):
                return False  # hidden: not this step
            # shown dimmed when not legal now (a full main board, too little Energy...)
            ev, moves = self._events(), self.session.legal_moves()
            if action == "replenish":
                return True if any(isinstance(m, ev.Replenish) for m in moves) else None
            if action == "pay":
                paying = self._paid_only() and any(isinstance(m, ev.Place) and m.paid for m in moves)
                return True if paying else None
            return True
        return super().check_action(action, parameters)

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        if action == "collector":
            return self._not_your_collector(self._letter_seat(str(parameters[0])))
        if action == "printed_shape" and not self.thinking:
            if self.check_action(action, parameters) is None:  # offered a shape that never came (a review)
                return ("no printed shape goes on from the pieces laid (or has this many Volcano Tiles): "
                        "ctrl+z takes pieces back")
            return "s lays a printed shape only while you build a Variant 1 board (custom shape)"
        if action not in ("replenish", "pay", "bonus"):
            return super().why_not(action, parameters)
        if self.thinking:
            return super().why_not(action, parameters)
        if not self._interactive(self.viewer):
            return "it is not your turn" if self.session.to_act is not None else "the game is over"
        if self._view.phase != PHASE_OF[action]:
            return WHEN[action]
        if action == "pay":
            return self._pay_refusal()
        return self.why_refused(self._events().Replenish()) or WHEN[action]

    def action_printed_shape(self) -> None:
        """Variant 1: the steps that lay one of the printed shapes (what the bots build), each
        played and logged as if picked from the list, up to the confirmation, which stays the
        player's (a review built a board only by copying coordinates out of the data)."""
        from engine.restore.events import ConfirmLayout
        from engine.restore.setup import plan_moves, plan_shapes

        session, laid = self.session, 0
        while session.to_act == self.viewer and session.state.phase == "build":
            plan = [m for m in plan_moves(session.state) if m in session.legal_moves()]
            if not plan or isinstance(plan[0], ConfirmLayout):
                break
            session.apply(plan[0])
            laid += 1
        if laid:
            self._advance_or_show()
        # named: a review saw a board appear and asked which one
        names = " or ".join(spec.name for spec in plan_shapes(session.state))
        self.notify(f"{names} is laid: enter on the table confirms it; undo takes back a "
                    "piece at a time, to lay it elsewhere (the move list lifts any module)",
                    title="Printed shape")

    def action_replenish(self) -> None:
        self.choose(self._events().Replenish())

    def choose(self, move: Any) -> None:
        """A paid replenish of a full main board (Blue's first turn) draws nothing and only
        throws 2 Energy away (NOTES 2): asked first, from `r` as from a move list (helper-282)."""
        if (isinstance(move, self._events().Replenish) and -1 not in self._view.main
                and self._interactive(self.viewer) and self.why_refused(move) is None):
            self.confirm("The main board is full: replenishing draws nothing and only pays 2 Energy. "
                         "Pay 2 Energy anyway?", "Pay 2 Energy", move, back="Keep my Energy")
        else:
            super().choose(move)

    def action_collector(self, letter: str) -> None:
        """a-h: a Collector space, from any focus (the board says why one is refused). The
        boards take the focus, so the next step's board has it: from the move list, a letter
        left the arrows on the list while the prompt said to place on a + space (a review)."""
        main = self.query_one(MainBoard)
        if main.can_focus:
            main.focus(scroll_visible=False)
        main.action_space(letter)

    def action_bonus(self, pile: int) -> None:
        self.play(self._events().TakeBonus(pile))

    def action_pay(self) -> None:
        """Toggle pay mode: the $ spaces (any empty space, for 2 Energy) become choosable, on the
        board that takes the disc, which gets the focus (from the move list, the arrows stayed on
        the list, whose highlight went back to its first move, and enter played that: a review)."""
        self.pay_mode = not self.pay_mode
        if self.pay_mode:
            board = self.query_one(f"#hex-{self.session.to_act}", HexBoard)
            if board.can_focus:
                self.set_focus(board, scroll_visible=False)
        self.show_state()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """p's word says it cancels while pay mode is on (the footer offered "Pay 2" again)."""
        bindings = super().active_bindings
        pay = bindings.get("p")
        if pay is not None and self.pay_mode:
            bindings["p"] = pay._replace(binding=replace(pay.binding, description="Cancel pay"))
        return bindings

    def leave_mode(self) -> bool:
        if not self.pay_mode:
            return False
        self.action_pay()  # escape, as p, leaves pay mode
        return True

    def help_content(self) -> tuple[str, str, list[tuple[str, str]]]:
        title, rules, keys = super().help_content()
        return title, rules + "\n\n" + legend(), keys


register_screen("restore", RestoreScreen)
