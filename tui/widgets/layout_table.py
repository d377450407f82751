"""Restore's Variant 1 table: the layout Blue is building, with a cursor that carries the next
piece (the Starting Tile, a Volcano Tile or the next module) over the table area. Arrows move
it a hex, r turns a module (R back), enter or space lays it; a piece that does not fit there
says why, and a last piece that fits but leaves the layout breaking a rule says that.
The move list stays the complete fallback: its highlighted move is shown here, and a piece
that fits is highlighted there.

The piece is one of the game's own build moves, made from a legal move of the same kind
(`type(move)(...)`). A click on a hex moves the piece there; a second click there lays it.
"""
from __future__ import annotations

from typing import Any, Callable

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import HorizontalScroll, Vertical
from textual.geometry import Region
from textual.message import Message
from textual.widgets import Static

from engine.core.words import counted
from tui.widgets.restore_text import content, view_module

TURNS = ("0°", "60°", "120°", "180°", "240°", "300°")  # a module turned rot * 60° clockwise


def _anchor(move: Any) -> tuple[int, int] | None:
    return (move.q, move.r) if hasattr(move, "q") else None


def _same_piece(a: Any, b: Any) -> bool:
    """Both moves lay the same piece (the same kind of tile, or the same module)."""
    return type(a) is type(b) and getattr(a, "module", None) == getattr(b, "module", None)


def _on_table(at: tuple[int, int]) -> bool:
    """Whether hex `at` is on the table area (where the cursor may go)."""
    q, r = at
    return max(abs(q), abs(r), abs(q + r)) <= content().GRID_RADIUS


class LayoutTable(Vertical, can_focus=False):
    """The layout with the piece under its cursor, between a heading and what the cursor
    carries (its rows apart, unwrapped, so a click finds its hex). Set by the screen:
    `judge(move)` names the rule a piece breaks (None: it fits), `foresee(move)` the rule the
    whole layout would break once a fitting last piece is laid."""

    BINDINGS = [
        Binding("left", "shift(-1, 0)", "Left", show=False),
        Binding("right", "shift(1, 0)", "Right", show=False),
        Binding("up", "shift(0, -1)", "Up", show=False),
        Binding("down", "shift(0, 1)", "Down", show=False),
        Binding("r", "turn(1)", "Turn module", tooltip="Turn the module 60° clockwise (R: back)"),
        Binding("R", "turn(-1)", "Turn back", show=False),
        Binding("enter,space", "lay", "Lay it", show=False),
    ]

    class Moved(Message):
        """The cursor's piece changed (the move list highlights it when it fits)."""

        def __init__(self, piece: Any) -> None:
            super().__init__()
            self.piece = piece

    class Chosen(Message):
        """Enter (or a click where the piece stands): lay it, or confirm a finished layout."""

        def __init__(self, piece: Any) -> None:
            super().__init__()
            self.piece = piece

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.judge: Callable[[Any], str | None] = lambda move: None
        self.foresee: Callable[[Any], str | None] = lambda move: None
        self.stuck = ""  # why the layout cannot go on ("": it can)
        self.view: Any = None
        self.moves: list = []  # the legal moves; empty while it is not Blue's to build
        self.piece: Any = None  # the build move under the cursor (None: nothing to lay)
        self.confirm: Any = None  # the move that confirms a finished layout, when legal
        self.column = 0  # the column (2q + r) up and down keep to, as on a printed hex map
        self.frame = (0, 0)  # the r of the rows' first row and the 2q + r of their first column

    def compose(self) -> ComposeResult:
        yield Static(id="layout-head")
        with HorizontalScroll(id="layout-scroll", can_focus=False):  # the rows alone scroll sideways in a narrow slot
            yield Static(id="layout-rows")
        yield Static(id="layout-foot")

    @property
    def text(self) -> str:
        """Everything the table shows, as text."""
        return "\n".join(str(part.render()) for part in self.query(Static))

    def show(self, view: Any, moves: list, undone: Any = None, stuck: str = "") -> None:
        """A new position: the cursor keeps its place and takes the step's piece, moved to the
        nearest place it fits when it does not fit where it stands; a piece just taken back
        (`undone`, the move redo would play) comes back where it was, turned as it was."""
        from engine.restore.events import ConfirmLayout  # the game loads lazily

        self.view, self.moves, self.stuck = view, moves, stuck
        self.confirm = next((m for m in moves if isinstance(m, ConfirmLayout)), None)
        kind = next((m for m in moves if _anchor(m) is not None), None)
        if kind is None:
            self.piece = None
            self._draw()
            return
        last = undone if _same_piece(undone, kind) else self.piece
        at, rot = _anchor(last) or (0, 0), getattr(last, "rot", 0)
        piece = self._make(kind, at, rot)
        if piece not in moves:
            from engine.restore.geometry import distance as hexes  # the game loads lazily

            same = [m for m in moves if type(m) is type(kind)]
            piece = min(same, key=lambda m: (hexes(_anchor(m), at), (getattr(m, "rot", 0) - rot) % 6))
        self._set(piece)  # the move list, filled anew, highlights it

    def follow(self, move: Any) -> None:
        """The move list's highlighted move: a build piece goes under the cursor."""
        if _anchor(move) is not None and move != self.piece:
            self._set(move, tell=False)

    @staticmethod
    def _make(kind: Any, at: tuple[int, int], rot: int) -> Any:
        if hasattr(kind, "module"):
            return type(kind)(kind.module, at[0], at[1], rot)
        return type(kind)(*at)

    def _set(self, piece: Any, column: bool = True, tell: bool = True) -> None:
        """Carry `piece`; `column`: up and down keep to its column from now on; `tell`: the
        move list hears of it."""
        self.piece = piece
        if column:
            self.column = 2 * piece.q + piece.r
        self._draw()
        if tell:
            self.post_message(self.Moved(piece))

    def action_shift(self, dq: int, dr: int) -> None:
        if self.piece is None:
            return
        q, r = self.piece.q, self.piece.r
        if dr:  # up or down: of the two hexes there, the one nearer the column kept
            options = [(q, r + dr), (q - dr, r + dr)]
            q, r = min(options, key=lambda h: (abs(2 * h[0] + h[1] - self.column), h[0]))
        else:
            q += dq
        if not _on_table((q, r)):
            return  # the cursor stays on the table area
        self._set(self._make(self.piece, (q, r), getattr(self.piece, "rot", 0)), column=bool(dq))

    def action_turn(self, step: int) -> None:
        if self.piece is not None and hasattr(self.piece, "rot"):
            self._set(self._make(self.piece, (self.piece.q, self.piece.r), (self.piece.rot + step) % 6))

    def action_lay(self) -> None:
        if self.piece is not None or self.confirm is not None:
            self.post_message(self.Chosen(self.piece or self.confirm))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "turn":  # shown only while a module is carried
            return hasattr(self.piece, "rot")
        return True

    def _draw(self) -> None:
        view = self.view
        if view is None or not self.is_mounted:
            return
        vm = view_module()
        rows, *self.frame = vm.layout_rows(view, self.piece if self.moves else None, content().GRID_RADIUS)
        foot = []
        if self.moves and self.piece is not None:
            foot += self._status()
        elif self.confirm is not None:
            foot.append("Every piece is laid: enter confirms the shape, and Yellow builds the same "
                        "(ctrl+z takes the last piece back).")
        elif self.stuck:
            foot.append(f"This layout cannot be finished: {self.stuck}. ctrl+z takes the last piece "
                        "back; the move list lifts any module (with none down, the tiles).")
        if view.modules:
            foot.append("~bro~: a module's ruin (a bonus tile covers it when its region is completed)")
        self.query_one("#layout-head", Static).update(Text(
            f"Blue builds the custom board shape ({counted(view.volcano_count, 'Volcano Tile')}); "
            "(q, r) is a hex's place, (0, 0) the centre of the table:"))
        self.query_one("#layout-rows", Static).update(Text("\n".join(rows)))
        self.query_one("#layout-foot", Static).update(Text("\n".join(foot)))
        if self.piece is not None:  # a narrow slot scrolls the table sideways: the whole piece
            xs = [(2 * q + r - self.frame[1]) * 3 for (q, r), _ in vm.preview_hexes(self.piece)]  # in sight
            scroll = self.query_one("#layout-scroll", HorizontalScroll)  # (its anchor alone was: a review)
            if xs:
                self.call_after_refresh(scroll.scroll_to_region, Region(min(xs), 0, max(xs) + 5 - min(xs), 1),
                                        animate=False)

    def on_click(self, event: events.Click) -> None:
        """A hex of the table: the piece goes there; clicked where it already is, it is laid."""
        rows = self.query_one("#layout-rows", Static)
        offset = event.get_content_offset(rows)
        if self.piece is None or offset is None:
            return
        at = view_module().hex_at(*self.frame, offset.x, offset.y)
        if at is None or not _on_table(at):
            return
        if at == _anchor(self.piece):
            self.action_lay()
        else:
            self._set(self._make(self.piece, at, getattr(self.piece, "rot", 0)))

    def _status(self) -> list[str]:
        """What the cursor carries and whether it fits there, then the keys."""
        piece = self.piece
        what = view_module().piece_name(piece)
        keys = "arrows move it, enter lays it"
        if hasattr(piece, "rot"):
            what += f" turned {TURNS[piece.rot]}"
            keys = "arrows move it, r turns it (R back), enter lays it"
        why = self.judge(piece)
        later = self.foresee(piece) if why is None else None
        verdict = (f"does not fit: {why}" if why is not None else
                   f"fits, but the layout would then break a rule: {later}" if later else "fits")
        return [f"Cursor: {what} at ({piece.q}, {piece.r}) {verdict}.",
                f"({keys}; ctrl+z takes a piece back; · is the table area, !BRO! a clash)"]
