"""The base of every Chronocritters board: one Line-API widget drawing rows of styled pieces,
some of which are places a player can choose ("spot:dam.0", "cell:4", "dam:2.1"...).

A subclass builds its rows from the view in `build()`; the screen says which places are legal
now (`show(view, legal, picked)`). Arrows move a cursor between the legal places, enter or a
click posts `Canvas.PlaceChosen(place)` up; the screen turns places into a move. Rows are
turned into strips once and cached, so a key press repaints only the two rows the cursor
leaves and enters.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Offset, Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.scrolling import area_point
from tui.widgets.words import NBSP, shortened

# Styles every board shares (themes/chronocritters.tcss); a piece names one of these.
STYLES = ("title", "muted", "bold", "green", "orange", "purple", "spring", "summer", "autumn",
          "winter", "violet", "seat0", "seat1", "seat2", "seat3", "automa", "present", "done",
          "legal", "picked", "cursor", "empty")


class Piece(NamedTuple):
    text: str
    style: str = ""        # one of STYLES, or "" (the widget's own)
    place: str = ""        # what choosing this piece means; "" for plain text
    tip: str = ""          # a coded piece without a place: its code in words (the tooltip)


Row = list[Piece]


def lines_of(text: str, width: int) -> list[str]:
    """`text` broken at spaces into lines of at most `width` (a longer word stands alone); a
    number never starts a line alone, its word goes down with it ("die up to" / "4" read as a
    die of 4 beside the portal's frame: a review)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        elif word.isdigit() and lines and " " in lines[-1]:
            head, last = lines[-1].rsplit(" ", 1)
            lines[-1:] = [head, f"{last} {word}"]
        else:
            lines.append(word)
    return lines or [""]


INDENT = 2  # a wrapped row's continuation


def _glued(row: Row, k: int) -> int:
    """How much of what follows piece k stays on its line with it: a one-word piece without a
    place ("▼", "6+ ") holds on to the next piece ("▼6+ C13 GOO"), which may hold on in turn;
    at 80 columns a marker stood at a line's end, its item on the next."""
    piece = row[k]
    word = piece.text.strip()
    if piece.place or not word or " " in word or word == "·" or k + 1 == len(row):
        return 0  # a separator stays at the end of its line: "·" began the next one (a review)
    nxt = row[k + 1]
    if not nxt.place and " " in nxt.text.strip():
        return 0  # running text: it wraps at its own spaces
    return len(nxt.text) + _glued(row, k + 1)


def wrapped(rows: list[Row], width: int, indent: int = INDENT) -> list[Row]:
    """Rows broken to fit `width`: plain text at spaces, a place whole on the next line (cut
    only when wider than a line); continuations indented. Blank padding past the edge is
    dropped."""
    out: list[Row] = []
    indent = max(0, min(indent, width - 1))  # a hang as wide as the line never advanced (a hang)
    for row in rows:
        if sum(len(p.text) for p in row) <= width:
            out.append(row)
            continue
        line: Row = []
        x = 0
        for k, piece in enumerate(row):
            text = piece.text
            held = _glued(row, k)  # a label or mark goes with what follows it
            if held and len(text) + held > width - x and x > indent and len(text) + held <= width - indent:
                out.append(line)
                line, x = [Piece(" " * indent)], indent
            if len(line) == 1 and x == indent and not piece.place:  # a continuation's first words
                text = text.lstrip(" ")
            if text.strip() == "·" and len(text) > width - x and not held:
                out.append(line)  # a separator that no longer fits: the line's end says it
                line, x = [Piece(" " * indent)], indent
                continue
            while text:
                room = width - x
                if len(text) <= room:
                    line.append(piece._replace(text=text))
                    x += len(text)
                    break
                if not text.strip():
                    break
                cut = -1 if piece.place else text.rfind(" ", 0, room + 1)
                if cut <= 0 and x <= indent:
                    cut = max(room, 1)  # wider than a whole line: cut (a character at least)
                if cut > 0:
                    line.append(piece._replace(text=text[:cut]))
                out.append(line)
                line, x = [Piece(" " * indent)], indent
                text = text[max(cut, 0):] if piece.place else text[max(cut, 0):].lstrip(" ")
        out.append(line)
    return out


def explain(view: Any, seat: int | None, piece: Piece) -> str | None:
    """A piece in words: its place described (the game's modules are loaded by then), else its tip."""
    if piece.place and view is not None:
        from tui.widgets.chronocritters.places import describe

        return describe(view, seat, piece.place)
    return piece.tip or None


def seat_style(seat: int, solo: bool) -> str:
    return "automa" if solo and seat == 1 else f"seat{seat}"


class Canvas(Widget, can_focus=True):
    ALLOW_MAXIMIZE = False  # one board of several alone on the screen: the palette's Maximize (a review)
    COMPONENT_CLASSES = {f"canvas--{name}" for name in STYLES}
    NAME_MOST = 12  # a seat's name is cut to this (twice it on a large board): boards beside the table
    grid = False  # places lie in columns as well as rows (`neighbour`)

    BINDINGS = [
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("enter,space", "choose", "Choose"),
    ]

    class PlaceChosen(Message):
        def __init__(self, canvas: "Canvas", place: str) -> None:
            super().__init__()
            self.canvas = canvas
            self.place = place

        @property
        def control(self) -> "Canvas":
            return self.canvas

    class PlaceFocused(Message):
        """The cursor moved onto `place` (the screen shows what it is)."""

        def __init__(self, canvas: "Canvas", place: str) -> None:
            super().__init__()
            self.canvas = canvas
            self.place = place

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.rows: list[Row] = []
        self.legal: set[str] = set()
        self.picked: set[str] = set()
        self.main: set[str] = set()  # the next picks of the turn's own choice (no free action)
        self.cursor = ""
        self.looking = False  # the cursor visits every place, lit or not, to read it (the screen's l)
        self._strips: list[Strip | None] = []
        self._zones: list[tuple[str, int, int, int]] = []  # place, y, x0, x1 of the pieces the cursor visits
        self._styles: dict[str, Style] = {}
        self._width = 0
        self.built: list[Row] = []  # the rows as built (`rows` are them wrapped to the width)
        self._wrap = 0  # the width `rows` are wrapped to (0: as built)
        self.scale = 1  # 2 on a large terminal: the board is built larger, in words (`large`)
        self.view: Any = None
        self.seat: int | None = None
        self.names: list[str] = []  # the seats' names (the screen's), beside the game's "Player 2"

    @property
    def large(self) -> bool:
        return self.scale > 1

    @property
    def hang(self) -> int:
        """How far a wrapped row's continuation is indented."""
        return INDENT

    def seat_label(self, seat: int) -> str:
        """"Player 2 (Bea)": the number the game's texts and the log use, and the seat's name
        (cut on a compact board)."""
        label = f"Player {seat + 1}"
        if seat >= len(self.names) or self.names[seat] == label:  # not "Player 1 (Player 1)"
            return label
        name, most = self.names[seat], self.NAME_MOST * self.scale
        return f"{label} ({shortened(name, most)})"

    # -- state down --------------------------------------------------------------------------
    def build(self, view: Any, seat: int | None) -> list[Row]:
        raise NotImplementedError

    def show(self, view: Any, seat: int | None, legal: set[str], picked: set[str],
             main: set[str] | None = None) -> None:
        """`legal`: the places lit; `main`: the next picks of the turn's own choice (no free
        action), where the cursor starts."""
        self.view, self.seat = view, seat  # what the tooltips describe
        rows = self.build(view, seat)
        width = max((sum(len(p.text) for p in row) for row in rows), default=0)
        resized = rows != self.built or width != self._width
        self.built, self.legal, self.picked, self._width = rows, legal, picked, width
        self.main = main or set()
        self._lay_out()
        self.refresh(layout=resized)

    def _lay_out(self) -> None:
        """The rows wrapped to the width they have, and where each legal place lies."""
        rows = wrapped(self.built, self._wrap, self.hang) if 0 < self._wrap < self._width else self.built
        self.rows = rows
        self._strips = [None] * len(rows)
        self._zones = []
        for y, row in enumerate(rows):
            x = 0
            for piece in row:
                if piece.place and (self.looking or piece.place in self.legal):
                    self._zones.append((piece.place, y, x, x + len(piece.text)))
                x += len(piece.text)
        if self.cursor not in {z[0] for z in self._zones}:  # the turn's own choice first: on
            # the first lit place, a free action (a token) took the cursor every turn
            self.cursor = next((z[0] for z in self._zones if z[0] in self.main),
                               self._zones[0][0] if self._zones else "")

    def row_of(self, place: str) -> int:
        """The row a place the cursor visits is drawn on (-1: none)."""
        return next((y for zone, y, _, _ in self._zones if zone == place), -1)

    @property
    def places(self) -> list[str]:
        """The legal places on this board, in reading order."""
        return [z[0] for z in self._zones if z[0] in self.legal]

    def get_content_width(self, container: Size, viewport: Size) -> int:
        # inside a container sized by its content (width 0 here) the board keeps its width
        return min(self._width, container.width) if container.width else self._width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if width != self._wrap:
            self._wrap = width
            self._lay_out()
        return len(self.rows)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles = {}
        self._strips = [None] * len(self.rows)

    # -- drawing -----------------------------------------------------------------------------
    def _style(self, name: str) -> Style:
        style = self._styles.get(name)
        if style is None:
            style = self.get_component_rich_style(f"canvas--{name}", partial=True) if name else Style()
            self._styles[name] = style
        return style

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if y >= len(self.rows):
            return Strip.blank(width, self.rich_style)
        strip = self._strips[y]
        if strip is None:
            base = self.rich_style
            segments = []
            for piece in self.rows[y]:
                style = base + self._style(piece.style)
                if piece.place:
                    if piece.place in self.picked:
                        style += self._style("picked")
                    elif piece.place in self.legal:
                        style += self._style("legal")
                    if piece.place == self.cursor and self.has_focus and (self.looking or piece.place in self.legal):
                        style += self._style("cursor")
                segments.append(Segment(piece.text, style))
            strip = Strip(segments).adjust_cell_length(width, base)
            self._strips[y] = strip
        return strip

    def _repaint_place(self, place: str) -> None:
        for zone, y, _, _ in self._zones:
            if zone == place and y < len(self._strips):
                self._strips[y] = None
                self.refresh(Region(0, y, self._width, 1))

    def _on_focus(self, event: events.Focus) -> None:
        self._repaint_place(self.cursor)
        if self.cursor:  # said and followed by the move list as an arrow's move is (tab left it stale)
            self.post_message(self.PlaceFocused(self, self.cursor))

    def _on_blur(self, event: events.Blur) -> None:
        self._repaint_place(self.cursor)

    # -- keys and mouse up -------------------------------------------------------------------
    def action_move(self, dx: int, dy: int) -> None:
        """To the neighbouring place; from a board's edge on to the board beside it that way on
        screen (the boards are separate widgets: arrows alone would stay on one, as if the
        others were out of reach; in the focus chain's order, right from the disc went to the
        action spots below it: a review). Past the outer boards the cursor stays at the edge:
        the focus went on into the move list, on the move the cursor was on, and the next
        enter played it unawares (a review); tab reaches the list."""
        place = self.neighbour(self.cursor, dx, dy)
        if place != self.cursor:
            self.set_cursor(place)
            return
        zone = next((z for z in self._zones if z[0] == self.cursor), None)
        here = area_point(self, zone[2], zone[1]) if zone is not None else None
        board = self._beside(dx, dy, *here) if here is not None else None
        if board is not None:
            board.come_in(dx, dy, here[1])
            board.focus()

    def _beside(self, dx: int, dy: int, area: Widget, point: Offset) -> Canvas | None:
        """The nearest board with places that way from `point` (in `area`'s lines), across its
        line or column: not one off to the side (down from the portal went to the action spots
        down and left of it)."""
        x, y = point
        ahead = []
        for board in self.screen.focus_chain:
            if not isinstance(board, Canvas) or board is self or not board._zones:
                continue
            corner = area_point(board, 0, 0)
            if corner is None or corner[0] is not area:
                continue
            (left, top), (width, height) = corner[1], board.outer_size
            if dx:
                far, across = (left - x if dx > 0 else x - (left + width - 1)), top <= y < top + height
            else:
                far, across = (top - y if dy > 0 else y - (top + height - 1)), left <= x < left + width
            if far > 0 and across:
                ahead.append((far, board))
        return min(ahead, key=lambda a: a[0])[1] if ahead else None

    def come_in(self, dx: int, dy: int, point: Offset) -> None:
        """The cursor where an arrow from another board comes in at `point` (in the area's
        lines): going down on the top row, nearest its column (up: the bottom row); going
        right on the row nearest its line, the first place (left: the last). It stood where
        it was last left: up from the portal went to the disc's segment 2 once, 7 the next
        time (a review)."""
        corner = area_point(self, 0, 0)
        if corner is None or not self._zones:
            return
        x, y = point - corner[1]
        if dx:
            zone = min(self._zones, key=lambda z: (abs(z[1] - y), z[2] * dx))
        else:
            zone = min(self._zones, key=lambda z: (z[1] * dy, abs(z[2] - x)))
        self.cursor = zone[0]

    def neighbour(self, place: str, dx: int, dy: int) -> str:
        """Where an arrow goes from `place` (itself: nowhere on this board). A place drawn on
        several lines (a large board's cell) counts from its first line, and is left whole.

        On a `grid` (the player board, the action spots, the dam) a place lies by both its row
        and its column: left and right go to the nearest place that way, in the row, else in
        the next row up or down (left from the portal's top middle to its free left space a
        row down: a review found it went nowhere; further rows were too far: right from the
        portal went to the berries six rows up), never back, so the arrow reaches the board's
        edge; up and down keep to the column over the next two rows that hold a place, else
        the nearest. Elsewhere a row is a list (a disc segment's dice, a kind of offer): left
        and right read on into the next row, up and down go to the next row that holds a
        place (keeping to a column two rows down skipped a die between: a review)."""
        here = next((z for z in self._zones if z[0] == place), None)
        if here is None:
            return place
        _, y, x0, x1 = here
        firsts = {z[0]: z for z in reversed(self._zones)}  # each place at its first line
        others = [z for z in firsts.values() if z[0] != place]
        if dx and self.grid:  # this row, else the next row up or down that holds a place
            rows = {z[1] for z in others}
            near = {y, max((r for r in rows if r < y), default=y), min((r for r in rows if r > y), default=y)}
            later = [z for z in others if z[1] in near and (z[2] - x0) * dx > 0]
            best = min(later, key=lambda z: (abs(z[1] - y), (z[2] - x0) * dx), default=None)
        elif dx:
            row = [z for z in others if z[1] == y and (z[2] - x0) * dx > 0]
            later = row or [z for z in others if (z[1] - y) * dx > 0]
            best = min(later, key=lambda z: ((z[1] - y) * dx, (z[2] - x0) * dx), default=None)
        else:
            later = [z for z in others if (z[1] - y) * dy > 0]
            near = sorted({z[1] for z in later}, key=lambda r: (r - y) * dy)[:2 if self.grid else 1]
            column = [z for z in later if z[1] in near and z[2] < x1 and x0 < z[3]]
            best = min(column or later, key=lambda z: ((z[1] - y) * dy, abs(z[2] - x0)), default=None)
        return best[0] if best is not None else place

    def set_cursor(self, place: str) -> None:
        old, self.cursor = self.cursor, place
        self._repaint_place(old)
        self._repaint_place(place)
        self.post_message(self.PlaceFocused(self, place))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":
            return bool(self.cursor)
        return True

    def action_choose(self) -> None:
        if self.cursor:
            self.post_message(self.PlaceChosen(self, self.cursor))

    def piece_at(self, x: int, y: int) -> Piece | None:
        if not 0 <= y < len(self.rows):
            return None
        left = 0
        for piece in self.rows[y]:
            if left <= x < left + len(piece.text):
                return piece
            left += len(piece.text)
        return None

    def place_at(self, x: int, y: int) -> str:
        piece = self.piece_at(x, y)
        return piece.place if piece is not None else ""

    def on_mouse_move(self, event: events.MouseMove) -> None:
        """The piece under the mouse in words (tooltip): a place as the screen names it, else
        the piece's own tip (issue 13: every code explained where it appears)."""
        offset = event.get_content_offset(self)
        piece = self.piece_at(offset.x, offset.y) if offset is not None else None
        self.tooltip = explain(self.view, self.seat, piece) if piece is not None else None

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        place = self.place_at(offset.x, offset.y) if offset is not None else ""
        if place:
            event.stop()
            if place in self.legal:
                self.set_cursor(place)
            self.post_message(self.PlaceChosen(self, place))
