"""Restore's 4x4 main board with both Collectors, drawn as one Line-API widget.

       ▼A    B    C    D           Blue's Collector (▼) on its edge: columns A-D
    E▶  Fox •F3*  Lk  •Wolf        Yellow's Collector (▶) on its edge: rows E-H
    F   P2** M5L  ·    Owl         • a disc the player to act may take
    ...

On a large terminal the screen sets `scale` 2, as for the hex boards: each space ten cells
wide and two lines tall, its disc's kind in words under its code ("Fox" / "Animal").

State comes down through `show()`. Choosing a space (arrows + enter, a letter key, or a click
on a label) posts `MainBoard.SpaceChosen(seat, space)`; a click on a disc posts
`MainBoard.CellChosen(index)`. The screen turns either into a move.
"""
from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.messages import CursorMoved
from tui.widgets.restore_text import SEAT_COLOURS, disc_code, disc_kind
from tui.widgets.scrolling import show_left_edge

LABELS = (("A", "B", "C", "D"), ("E", "F", "G", "H"))
EDGE = 3  # row label, Collector mark, space
SLOT = 5  # a mark and a 4-cell disc code
LARGE_SLOT = 11  # scale 2: a mark and 10 cells, the code over the disc's kind
MARKS = ("▼", "▶")  # each seat's Collector, pointing into the board
CURSOR = ("↓", "→")


class MainBoard(Widget, can_focus=True):
    ALLOW_MAXIMIZE = False  # one board of several alone on the screen: the palette's Maximize (a review)
    COMPONENT_CLASSES = {
        "main-board--label", "main-board--seat0", "main-board--seat1", "main-board--disc",
        "main-board--empty", "main-board--legal", "main-board--legal-mark", "main-board--cursor",
        "main-board--key",
    }

    BINDINGS = [
        Binding("left,up", "move(-1)", "Previous space", show=False),
        Binding("right,down", "move(1)", "Next space", show=False),
        Binding("enter,space", "choose('take')", "Take disc"),
        Binding("enter,space", "choose('setup')", "Place Collector"),  # the footer says which
    ]  # the letters a-h are the screen's keys: they work with the move list focused too

    class SpaceChosen(Message):
        """`seat`'s Collector space `space` (0-3) was chosen."""

        def __init__(self, board: "MainBoard", seat: int, space: int) -> None:
            super().__init__()
            self.board = board
            self.seat = seat
            self.space = space

        @property
        def control(self) -> "MainBoard":
            return self.board

    class CellChosen(Message):
        """The disc at main-board index `index` (row * 4 + column) was clicked."""

        def __init__(self, board: "MainBoard", index: int) -> None:
            super().__init__()
            self.board = board
            self.index = index

        @property
        def control(self) -> "MainBoard":
            return self.board

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.main: list[int] = [-1] * 16
        self.collectors = [-1, -1]
        self.chooser: int | None = None  # the seat choosing a space now, if any
        self.setup = False  # the chooser places its first Collector
        self.legal: set[int] = set()  # spaces of `chooser` that are legal now
        self.targets = [-1] * 4  # the main-board index each space of `chooser` points at
        self.cursor = 0
        self.scale = 1  # 2: each space two lines tall and wider (set_scale)

    @property
    def slot(self) -> int:
        return SLOT if self.scale == 1 else LARGE_SLOT

    def set_scale(self, scale: int) -> None:
        if scale != self.scale:
            self.scale = scale
            self.refresh(layout=True)

    def show(self, main: list[int], collectors: list[int], chooser: int | None,
             legal: set[int] | frozenset[int] = frozenset(),
             targets: list[int] | None = None, setup: bool = False) -> None:
        """`targets`: from the engine's view, the index each of the chooser's four spaces
        points at (-1: nowhere); the widget never works it out itself. `setup`: the chooser
        places its Collector for the first time (no disc is taken)."""
        was = self.chooser
        if chooser != was or setup != self.setup:
            self.refresh_bindings()
        self.setup = setup
        self.main = list(main)
        self.collectors = list(collectors)
        self.chooser = chooser
        self.legal = set(legal)
        self.targets = list(targets) if targets is not None else [-1] * 4
        if chooser is not None and (chooser != was or self.cursor not in self.legal):
            self.cursor = min(self.legal) if self.legal else max(collectors[chooser], 0)
        self.refresh()

    # -- size and drawing ------------------------------------------------------------------
    def get_content_width(self, container: Size, viewport: Size) -> int:
        return EDGE + 4 * self.slot

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return 2 + 4 * self.scale

    def _style(self, name: str) -> Style:
        return self.get_component_rich_style(f"main-board--{name}", partial=True)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.rich_style
        chooser = self.chooser
        if y == 0:
            return self._header(base).adjust_cell_length(width, base)
        if y == 1 + 4 * self.scale:
            seg = [Segment(MARKS[0] + SEAT_COLOURS[0] + " A-D", base + self._style("seat0")),
                   Segment("  ", base),
                   Segment(MARKS[1] + SEAT_COLOURS[1] + " E-H", base + self._style("seat1"))]
            return Strip(seg).adjust_cell_length(width, base)
        if y > 1 + 4 * self.scale:
            return Strip.blank(width, base)
        row, line = divmod(y - 1, self.scale)
        mark = " "
        if line:  # a tall row's second line: the discs in words, no label
            return self._words(row, base).adjust_cell_length(width, base)
        if self.collectors[1] == row:
            mark = MARKS[1]
        label_style = base + self._style("seat1")
        if chooser == 1:
            if row == self.cursor and self.has_focus:
                mark = CURSOR[1] if self.collectors[1] != row else MARKS[1]
                label_style += self._style("cursor")
            elif row in self.legal:  # the seat's colour kept: the legal colour is a seat's in
                label_style += self._style("legal-mark")  # three palettes (a review of themes)
        segments = [Segment(LABELS[1][row], label_style), Segment(mark, base + self._style("seat1")),
                    Segment(" ", base)]
        for index in range(row * 4, row * 4 + 4):
            disc = self.main[index]
            code = disc_code(disc) if disc >= 0 else " ·  "
            if self.scale > 1:  # on a wide space the mark stays at its code ("» ·" had a gap)
                code = code.strip()
            left = (self.slot - 1 - len(code)) // 2
            lead, style = self._disc_look(index, base)
            segments.append(Segment(f"{' ' * left}{lead}{code:{self.slot - 1 - left}}", style))
        return Strip(segments).adjust_cell_length(width, base)

    def _words(self, row: int, base: Style) -> Strip:
        """The kind of each disc of `row` ("Purifier", "Animal"), styled as its code above."""
        segments = [Segment(" " * EDGE, base)]
        for index in range(row * 4, row * 4 + 4):
            disc = self.main[index]
            words = disc_kind(disc) if disc >= 0 else ""
            segments.append(Segment(" " + words.center(self.slot - 1), self._disc_look(index, base)[1]))
        return Strip(segments)

    def _disc_look(self, index: int, base: Style) -> tuple[str, Style]:
        """The mark before a main-board space and its style: • one the chooser may take, » the
        one its cursor points at (shown while the board has the focus, as enter on it takes
        that space: left on it, it stood on one space while enter in the list played another)."""
        lead, style = " ", base + self._style("disc" if self.main[index] >= 0 else "empty")
        if self.chooser is None:
            return lead, style
        if index in {self.targets[s] for s in self.legal}:
            lead, style = "•", style + self._style("legal")
        if index == self.targets[self.cursor] >= 0 and self.has_focus:
            lead, style = "»", style + self._style("cursor")
        return lead, style

    def _header(self, base: Style) -> Strip:
        segments = [Segment(" " * EDGE, base)]
        seat_style = base + self._style("seat0")
        for col in range(4):
            mark = MARKS[0] if self.collectors[0] == col else " "
            label_style = seat_style
            if self.chooser == 0:
                if col == self.cursor and self.has_focus:
                    if self.collectors[0] != col:
                        mark = CURSOR[0]
                    label_style += self._style("cursor")
                elif col in self.legal:
                    label_style += self._style("legal-mark")
            half = (self.slot - 2) // 2 if self.scale > 1 else 0  # over the middle of a wide space
            segments += [Segment(" " * half, base), Segment(mark, seat_style), Segment(LABELS[0][col], label_style),
                         Segment(" " * (self.slot - 2 - half), base)]
        return Strip(segments)

    # -- keys ----------------------------------------------------------------------------------
    def on_focus(self) -> None:
        show_left_edge(self)  # the slot may stand scrolled to a far hex of a wide board
        self.refresh()
        self.post_message(CursorMoved())

    def on_blur(self) -> None:
        self.refresh()  # the cursor goes: enter plays what the focused list highlights

    def action_move(self, step: int) -> None:
        if self.chooser is None:
            return
        # At an edge, on to the next widget as the hex boards do (it wrapped round, and a review
        # took D's disc with left from A).
        if not 0 <= self.cursor + step < 4:
            (self.screen.focus_next if step > 0 else self.screen.focus_previous)()
            return
        self.cursor += step
        self.refresh()
        self.post_message(CursorMoved())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":  # only while a space is chosen, named by what enter does then
            return self.chooser is not None and self.setup == (parameters == ("setup",))
        return True

    def action_choose(self, what: str = "take") -> None:  # `what` only names the footer's binding
        if self.chooser is not None:
            self.post_message(self.SpaceChosen(self, self.chooser, self.cursor))

    def action_space(self, letter: str) -> None:
        seat = 0 if letter in LABELS[0] else 1
        space = LABELS[seat].index(letter)
        if seat == self.chooser:
            self.cursor = space
            self.refresh()
        self.post_message(self.SpaceChosen(self, seat, space))

    # -- mouse ---------------------------------------------------------------------------------
    def hit(self, x: int, y: int) -> tuple[str, int] | None:
        """What lies at content offset (x, y): ("space", seat * 4 + space) for a Collector
        space, ("cell", index) for a main-board space, or None."""
        if y == 0 and x >= EDGE:
            col = (x - EDGE) // self.slot
            return ("space", col) if col < 4 else None
        if 1 <= y <= 4 * self.scale:
            row = (y - 1) // self.scale
            if x < EDGE:
                return ("space", 4 + row)
            col = (x - EDGE) // self.slot
            if col < 4:
                return ("cell", row * 4 + col)
        return None

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        what = self.hit(offset.x, offset.y) if offset is not None else None
        if what is None:
            return
        event.stop()
        kind, n = what
        if kind == "space":
            seat, space = divmod(n, 4)
            if seat == self.chooser:
                self.cursor = space
                self.refresh()
            self.post_message(self.SpaceChosen(self, seat, space))
        else:
            self.post_message(self.CellChosen(self, n))
