"""A hex player board drawn as one Line-API widget: one text row per hex row, every hex 6
cells wide (a bracket pair and a 4-cell code), rows offset by half a hex.

    a       <p  ><p  >{g  }
    b    <p  >{g  }{Ruin}
    c  <p  >|@Str|{g  }{g  }

On a large terminal the screen sets `scale` 2: hexes 10 cells wide and two lines tall.

State comes down through `show()`; the widget knows no rules. Enter or a click posts
`HexBoard.CellChosen(seat, cell)` up; the screen decides what it means.

Colours come from the component classes below (styled in themes/restore.tcss); each region
also has its own bracket pair and letter, so nothing depends on colour alone.
"""
from __future__ import annotations

from typing import Any, Mapping

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.messages import CursorMoved
from tui.widgets.restore_text import REGION_KEYS, disc_kind, disc_text, tile_text, view_module
from tui.widgets.scrolling import show_part

HALF = 3  # cells per half hex: neighbours in a row are 2 * HALF apart
CELL = 2 * HALF
LABEL = 2  # the row letter and a space


class HexBoard(Widget, can_focus=True):
    """One player's board. `legal` maps a cell to "free" or "paid" (placing there costs 2
    Energy); legal cells are marked + (free) or $ (paid) as well as coloured."""
    ALLOW_MAXIMIZE = False  # one board of several alone on the screen: the palette's Maximize (a review)

    COMPONENT_CLASSES = {
        "hex-board--title", "hex-board--turn", "hex-board--label",
        "hex-board--brown", "hex-board--sky", "hex-board--green", "hex-board--purple",
        "hex-board--start", "hex-board--volcano", "hex-board--ruin", "hex-board--bonus",
        "hex-board--empty", "hex-board--worker", "hex-board--legal", "hex-board--paid",
        "hex-board--cursor",
    }

    BINDINGS = [
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("enter,space", "choose", "Place here"),
    ]

    class CellChosen(Message):
        def __init__(self, board: "HexBoard", seat: int, cell: int) -> None:
            super().__init__()
            self.board = board
            self.seat = seat
            self.cell = cell

        @property
        def control(self) -> "HexBoard":
            return self.board

    def __init__(self, seat: int, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.seat = seat
        self.shape: Any = None
        self.player: Any = None
        self.title = ""
        self.their_turn = False
        self.legal: dict[int, str] = {}
        self.active = False
        self.cursor = -1
        self._rows: list[list[int]] = []  # cell ids per text row, left to right
        self._col: list[int] = []  # first text column of each cell
        self._x: list[int] = []  # doubled hex column of each cell
        self._goal: int | None = None  # the column Up and Down aim at while the cursor stays
        self._goal_at = -1             # at the cell they left it on
        self._width = 0
        self._layout_of: Any = None
        self.scale = 1  # 2: every hex twice as tall and wider (set_scale)
        self._half, self._cell = HALF, CELL

    def set_scale(self, scale: int) -> None:
        if scale != self.scale:
            self.scale = scale
            self._half = HALF + 2 * (scale - 1)
            self._cell = 2 * self._half
            self._lay_out(self._layout_of)

    # -- state down ------------------------------------------------------------------------
    def show(self, shape: Any, player: Any, title: str, *, their_turn: bool = False,
             legal: Mapping[int, str] | None = None, active: bool = False) -> None:
        if shape is not self._layout_of:
            self._lay_out(shape)
        self.shape, self.player, self.title = shape, player, title
        self.their_turn = their_turn
        was_active = self.active
        self.legal = dict(legal or {})
        if active != self.active:
            self.refresh_bindings()
        self.active = active
        if active and (not was_active or self.cursor not in self.legal):
            self.cursor, self._goal_at = self._first_legal(), -1  # a new run of Up and Down
        self.refresh()

    def _lay_out(self, shape: Any) -> None:
        self._layout_of = shape
        if shape is None:
            self._rows, self._col, self._x, self._width = [], [], [], 0
            self.refresh(layout=True)
            return
        xs = [2 * q + r for q, r in shape.coords]
        xmin = min(xs)
        rows = sorted({r for _, r in shape.coords})
        self._x = xs
        self._col = [LABEL + (x - xmin) * self._half for x in xs]
        self._rows = [sorted((i for i, (_, r) in enumerate(shape.coords) if r == row),
                             key=lambda i: xs[i]) for row in rows]
        self._width = LABEL + (max(xs) - xmin) * self._half + self._cell
        self.cursor = self._goal_at = -1
        self.refresh(layout=True)

    def _first_legal(self) -> int:
        free = sorted(c for c, how in self.legal.items() if how == "free")
        if free:
            return free[0]
        if self.legal:
            return min(self.legal)
        if self.player is not None and self.player.worker >= 0:
            return self.player.worker
        return 0 if self._col else -1

    # -- size ------------------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self._width  # a longer title is cropped

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self._rows) * self.scale + 1

    # -- drawing -----------------------------------------------------------------------------
    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"hex-board--{name}", partial=True)

    def cell_text(self, i: int) -> tuple[str, str, str, list[str]]:
        """(left, code, right, component names) for cell i: the engine's cell, with the
        spaces a disc may go to now (+, or $ for 2 Energy) and the cursor marked."""
        left, code, right, what = view_module().cell(self.shape, i, self.player)
        styles = [what] if what in ("start", "volcano") else [REGION_KEYS[self.shape.region[i]]]
        if what == "empty":
            how = self.legal.get(i)
            mark, what = {"free": ("+", "legal"), "paid": ("$", "paid")}.get(how, (" ", "empty"))
            code = f"{mark}{code.strip()}{mark}"
        if what not in ("start", "volcano", "disc"):
            styles.append(what)
        if self.player is not None and self.player.worker == i:
            styles.append("worker")
        # the cursor, what enter on the board takes, only while the board has the focus (left
        # drawn, it stood on one cell while enter in the list played another: a review)
        if self.active and self.has_focus and i == self.cursor:
            left, right = "»", right if right == "@" else "«"  # the Worker's @ stays
            styles.append("cursor")
        return left, code, right, styles

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        if y == 0:
            title_style = base + self._style("turn" if self.their_turn else "title")
            return Strip([Segment(self.title, title_style)]).adjust_cell_length(width, base)
        row, line = divmod(y - 1, self.scale)
        if self.shape is None or row >= len(self._rows):
            return Strip.blank(width, base)
        label_style = base + self._style("label")
        segments = [Segment((chr(ord("a") + row) if not line else "").ljust(LABEL), label_style)]
        at = LABEL
        inner = self._cell - 2
        for i in self._rows[row]:
            col = self._col[i]
            if col > at:
                segments.append(Segment(" " * (col - at), base))
            left, code, right, names = self.cell_text(i)
            style = base
            for name in names:
                style += self._style(name)
            # the code on a hex's first line; a taller hex names its disc below it
            text = code if not line else self._disc_name(i)
            segments.append(Segment(left + text.center(inner) + right, style))
            at = col + self._cell
        return Strip(segments).adjust_cell_length(width, base)

    def _disc_name(self, i: int) -> str:
        kind = self.shape.kind[i]
        if kind != "space":  # a tile: a bonus tile said to be one under its code (a blank line)
            return {"start": "Start", "volcano": "Volcano"}.get(kind, "") or (
                "Bonus" if view_module().cell(self.shape, i, self.player)[3] == "bonus" else "")
        disc = self.player.board[i] if self.player is not None and self.player.board else -1
        return disc_kind(disc) if disc >= 0 else ""  # its figures are in the code above it

    # -- navigation --------------------------------------------------------------------------
    def _row_of(self, cell: int) -> int:
        return next((n for n, cells in enumerate(self._rows) if cell in cells), -1)

    def step(self, cell: int, dx: int, dy: int, goal: int | None = None) -> tuple[int, int | None]:
        """(the cell an arrow key leads to from `cell`, the column the next Up or Down aims
        at): along its row, or to the cell of the row above or below nearest to `goal` (the
        column where a run of Up and Down began, so that they zigzag under it rather than
        drift down-left: a review), the cell itself at an edge."""
        row = self._row_of(cell)
        if row < 0:
            return cell, None
        if dx:
            cells = self._rows[row]
            k = cells.index(cell) + dx
            return (cells[k] if 0 <= k < len(cells) else cell), None
        goal = self._x[cell] if goal is None else goal
        if 0 <= row + dy < len(self._rows):
            return min(self._rows[row + dy], key=lambda i: (abs(self._x[i] - goal), self._x[i])), goal
        return cell, goal

    def aim(self) -> int | None:
        """The column the next Up or Down aims at (None: the cursor's own)."""
        return self._goal if self._goal_at == self.cursor else None

    def on_focus(self) -> None:
        self.refresh()
        self.post_message(CursorMoved())

    def on_blur(self) -> None:
        self.refresh()

    def action_move(self, dx: int, dy: int) -> None:
        if not self._rows:
            return
        if self.cursor < 0:
            self.cursor = self._first_legal()
        cell, goal = self.step(self.cursor, dx, dy, self.aim())
        self._goal, self._goal_at = goal, cell
        if cell == self.cursor:  # the edge: on to the next widget, as in Chronocritters (a review)
            (self.screen.focus_next if dx + dy > 0 else self.screen.focus_previous)()
            return
        self.cursor = cell
        self.refresh()
        self.show_cursor()
        self.post_message(CursorMoved())

    def show_cursor(self) -> None:
        """Scroll the board slot so the cursor's cell is in sight (a custom board can be wider
        than the slot at 80x24, and its far hexes were out of reach)."""
        cell = self.cursor if self.cursor >= 0 else self._first_legal()
        if 0 <= cell < len(self._col):
            show_part(self, self._col[cell], 1 + self._row_of(cell) * self.scale, self._cell, self.scale)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":
            return self.active  # "Place here" only while this board takes the disc
        return True

    def action_choose(self) -> None:
        if self.cursor >= 0:
            self.post_message(self.CellChosen(self, self.seat, self.cursor))

    # -- mouse ---------------------------------------------------------------------------------
    def cell_at(self, x: int, y: int) -> int:
        """The cell drawn at content offset (x, y), or -1."""
        row = (y - 1) // self.scale if y >= 1 else -1
        if not 0 <= row < len(self._rows):
            return -1
        for i in self._rows[row]:
            if self._col[i] <= x < self._col[i] + self._cell:
                return i
        return -1

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        if offset is None:
            return
        cell = self.cell_at(offset.x, offset.y)
        if cell < 0:
            return
        event.stop()
        if self.active:
            self.cursor, self._goal_at = cell, -1
            self.refresh()
        self.post_message(self.CellChosen(self, self.seat, cell))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        offset = event.get_content_offset(self)
        cell = self.cell_at(offset.x, offset.y) if offset is not None else -1
        self.tooltip = self.describe_cell(cell) if cell >= 0 else None

    def describe_cell(self, i: int) -> str:
        """A line for people: the cell's label, region and what lies on it."""
        from tui.widgets.restore_text import content

        shape, player = self.shape, self.player
        label = shape.labels[i]
        kind = shape.kind[i]
        if kind == "start":
            what = "Starting Tile"
        elif kind == "volcano":
            what = "Volcano Tile"
        else:
            region = content().REGION_TITLES[shape.region[i]]
            if kind == "ruin":
                tile = player.tiles[shape.region[i]] if player is not None else -1
                what = f"{region}: " + (f"bonus tile — {tile_text(tile)}" if tile >= 0 else "Ruin Tile")
            else:
                disc = player.board[i] if player is not None else -1
                what = f"{region}: " + (disc_text(disc) if disc >= 0 else "empty space")
        if player is not None and player.worker == i:
            what += " (Worker)"
        return f"{label} {what}"
