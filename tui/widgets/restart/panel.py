"""The one Line-API base every Restart board and panel draws with.

A panel turns the view it is shown into lines of styled segments (`draw(canvas)`); a segment
may carry a *key* (a grid space, a hand card, a Mission display slot...). Keyed segments are
what arrows move between and what enter or a click picks: the panel posts `Picked(key)` and
the screen turns it into a move. The panel knows no rule: the screen says which keys are legal
now (`targets`), and they are drawn marked.
"""
from __future__ import annotations

from typing import Any, Hashable, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.messages import CursorMoved
from tui.widgets.scrolling import show_among

# Style names a panel may use: each is a component class "rs--<name>" (themes/restart.tcss).
STYLES = ("title", "muted", "legal", "cursor", "seat0", "seat1", "seat2", "seat3", "green",
          "yellow", "blue", "purple", "fragment", "adrenaline", "reached", "marker", "void",
          "hidden", "warn", "legal-fill")
FILLS = frozenset(("green", "yellow", "blue", "purple", "fragment", "adrenaline"))  # a cell's own background


class Spot(NamedTuple):
    y: int
    x0: int
    x1: int  # exclusive
    key: Hashable


class Canvas:
    """Lines of (text, style names, key) segments; records where each key lies."""

    def __init__(self) -> None:
        self.lines: list[list[tuple[str, str, Hashable | None]]] = [[]]
        self.spots: list[Spot] = []
        self.flush: set[int] = set()  # lines whose wrapped continuations keep their own indent
        self._x = 0

    def add(self, text: str, style: str = "", key: Hashable | None = None) -> "Canvas":
        if key is not None:
            self.spots.append(Spot(len(self.lines) - 1, self._x, self._x + len(text), key))
        self.lines[-1].append((text, style, key))
        self._x += len(text)
        return self

    def pad(self, column: int) -> "Canvas":
        """Spaces up to `column` (nothing when the line is already longer)."""
        if column > self._x:
            self.add(" " * (column - self._x))
        return self

    def paragraph(self, column: int, text: str, style: str = "") -> "Canvas":
        """A new line of running text from `column`, wrapped as a block there (not hanging)."""
        self.newline().pad(column).add(text, style)
        self.flush.add(len(self.lines) - 1)
        return self

    def newline(self) -> "Canvas":
        self.lines.append([])
        self._x = 0
        return self

    def text(self, text: str, style: str = "") -> "Canvas":
        """Plain lines (a dystopia's own text), one canvas line each."""
        for k, line in enumerate(text.splitlines()):
            if k or self._x:
                self.newline()
            self.add(line, style)
        return self

    @property
    def width(self) -> int:
        return max((sum(len(t) for t, _, _ in line) for line in self.lines), default=0)

    def wrapped(self, width: int) -> "Canvas":
        """The lines broken at spaces to fit `width` (a word is cut only when it is wider than
        a line), each continuation indented two past its line's own indent; keys follow
        their text. Blank padding that does not fit is dropped."""
        if width <= 0 or self.width <= width:
            return self
        out = Canvas()
        for y, line in enumerate(self.lines):
            if y:
                out.newline()
            whole = "".join(t for t, _, _ in line)
            indent = min(len(whole) - len(whole.lstrip(" ")) + 2 * (y not in self.flush), width // 2)
            for text, style, key in line:
                while text:
                    room = width - out._x
                    if len(text) <= room:
                        out.add(text, style, key)
                        break
                    if not text.strip():
                        break  # padding past the edge
                    cut = text.rfind(" ", 0, room + 1)
                    if cut <= 0 and out._x > indent:  # not a word fits here: the next line
                        out.newline().pad(indent)
                        text = text.lstrip(" ")
                        continue
                    cut = cut if cut > 0 else room  # a word wider than the line
                    out.add(text[:cut], style, key)
                    text = text[cut:].lstrip(" ")
                    if text:
                        out.newline().pad(indent)
        return out


class RestartPanel(Widget):
    """Shown with `show(data, targets)`; draws `draw(canvas)` of a subclass."""
    ALLOW_MAXIMIZE = False  # one board of several alone on the screen: the palette's Maximize (a review)

    ASKED_FIRST: tuple[str, ...] = ()  # key kinds the cursor goes to first when a decision offers one
    # key kinds whose cursor stays put when its key is no longer a target but others of its kind
    # are (a die marked for a reroll: the cursor jumped to the next die, and a right arrow then
    # marked the one after it: a review)
    STAYS: tuple[str, ...] = ()
    ROWS_APART = False  # left/right stop at a line's end (a grid's rows), else go on to the next key
    COMPONENT_CLASSES = {f"rs--{name}" for name in STYLES}
    BINDINGS = [
        Binding("left", "step(-1, 0)", "Left", show=False),
        Binding("right", "step(1, 0)", "Right", show=False),
        Binding("up", "step(0, -1)", "Up", show=False),
        Binding("down", "step(0, 1)", "Down", show=False),
        Binding("enter,space", "pick", "Choose"),
    ]

    class Picked(Message):
        """The player picked `key` on `panel` (enter or a click)."""

        def __init__(self, panel: "RestartPanel", key: Hashable) -> None:
            super().__init__()
            self.panel = panel
            self.key = key

        @property
        def control(self) -> "RestartPanel":
            return self.panel

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.data: Any = None
        self.targets: frozenset = frozenset()
        self.cursor: Hashable | None = None
        self.canvas = Canvas()  # as drawn
        self._shown: tuple[int, Canvas] | None = None  # (width, the canvas wrapped to it)
        self._strips: dict[int, Strip] = {}
        self._strips_width = 0  # the width the cached strips were drawn for
        self._styles: dict[str, Style] = {}

    # -- data down -----------------------------------------------------------------------------
    def show(self, data: Any, targets: frozenset | set = frozenset()) -> None:
        """Show `data` with `targets` marked. A move changes one panel or two: the others,
        drawn alike, are not repainted (and the screen's layout is not redone for them)."""
        marked = (self.targets, self.cursor)
        self.data = data
        self.targets = frozenset(targets)
        drawn = self.redraw()
        keys = self.keys()
        legal = [k for k in keys if k in self.targets]
        asked = self.targets != marked[0] and any(k[0] in self.ASKED_FIRST for k in legal)
        stays = (self.cursor in keys and self.cursor[0] in self.STAYS
                 and any(k[0] == self.cursor[0] for k in legal))
        if (self.cursor not in keys or (self.targets and self.cursor not in self.targets and not stays)
                or (asked and self.cursor[0] not in self.ASKED_FIRST)):  # a new decision
            self.cursor = self.first_choice(legal) if legal else (keys or [None])[0]
        self.can_focus = bool(keys)
        if not drawn and (self.targets, self.cursor) != marked:  # the same lines, marked anew
            self._strips.clear()
            self.refresh()

    def redraw(self) -> bool:
        """Draw the data again; repaint (True) only when the lines differ from those shown."""
        canvas = Canvas()
        if self.data is not None:
            self.draw(canvas)
        if canvas.lines == self.canvas.lines:
            return False
        self.canvas = canvas
        self._shown = None
        self._strips.clear()
        self.refresh(layout=True)
        return True

    def draw(self, canvas: Canvas) -> None:
        raise NotImplementedError

    def keys(self) -> list[Hashable]:
        return list(dict.fromkeys(s.key for s in self.canvas.spots))

    def first_choice(self, legal: list[Hashable]) -> Hashable:
        """Where the cursor starts among the legal keys (in reading order): the first of the
        kinds in `ASKED_FIRST`, else the first."""
        return next((k for k in legal if k[0] in self.ASKED_FIRST), legal[0])

    # -- drawing --------------------------------------------------------------------------------
    def wrapped(self, width: int) -> Canvas:
        if self._shown is None or self._shown[0] != width:
            self._shown = (width, self.canvas.wrapped(width))
        return self._shown[1]

    @property
    def shown(self) -> Canvas:
        """The canvas as on screen: wrapped to the widget's width (never cut mid-word)."""
        return self.wrapped(self.size.width)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return min(self.canvas.width, container.width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.wrapped(width).lines)

    def style(self, names: str) -> Style:
        """The widget's style plus the named component styles (cached: a key press redraws
        two lines, and asking Textual for a style costs more than drawing the line)."""
        style = self._styles.get(names)
        if style is None:
            style = self.rich_style
            for name in names.split():
                style += self.get_component_rich_style(f"rs--{name}", partial=True)
            self._styles[names] = style
        return style

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles.clear()
        self._strips.clear()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        if self._strips_width != width:  # a size change can arrive after a repaint asked for lines
            self._strips.clear()
            self._strips_width = width
        strip = self._strips.get(y)
        if strip is None:
            base = self.style("")
            lines = self.shown.lines
            if y >= len(lines):
                return Strip.blank(width, base)
            segments = []
            for text, names, key in lines[y]:
                if key is not None and key in self.targets:  # on a filled cell, underlined alone:
                    # the legal colour over its background read 1.1:1 in a light theme (a review)
                    names += " legal-fill" if FILLS.intersection(names.split()) else " legal"
                if key is not None and key == self.cursor and self.has_focus:
                    names += " cursor"
                segments.append(Segment(text, self.style(names)))
            strip = self._strips[y] = Strip(segments).crop_extend(0, width, base)
        return strip

    def _refresh_key_lines(self, *keys: Hashable | None) -> None:
        """Redraw only the lines holding these keys (a cursor move touches two lines)."""
        for spot in self.shown.spots:
            if spot.key in keys:
                self._strips.pop(spot.y, None)
                self.refresh(Region(0, spot.y, self.size.width, 1))

    def on_resize(self) -> None:
        self._strips.clear()  # drawn for the old width

    def on_focus(self) -> None:
        self._repaint()
        self.post_message(CursorMoved())

    def on_blur(self) -> None:
        self._repaint()

    def _repaint(self) -> None:
        self._styles.clear()  # :focus changes the background
        self._strips.clear()
        self.refresh()

    # -- keys -------------------------------------------------------------------------------------
    def spot_of(self, key: Hashable) -> Spot | None:
        return next((s for s in self.shown.spots if s.key == key), None)

    def step(self, key: Hashable, dx: int, dy: int) -> Hashable:
        """The key an arrow leads to from `key`: the nearest spot that way (left/right stay on
        the line, or go to the previous/next key at either end of it unless ROWS_APART)."""
        here = self.spot_of(key)
        if here is None:
            return key
        first: dict[Hashable, Spot] = {}  # a key's first spot: the grid's figures under a
        for s in self.shown.spots:        # space are its second line, not a row of their own
            first.setdefault(s.key, s)
        spots = [s for k, s in first.items() if k != key]
        if dy:
            ahead = [s for s in spots if (s.y - here.y) * dy > 0]
            if not ahead:
                return key
            best = min(ahead, key=lambda s: (abs(s.y - here.y), abs(s.x0 - here.x0)))
            return best.key
        same = [s for s in spots if s.y == here.y and (s.x0 - here.x0) * dx > 0]
        if same:
            return min(same, key=lambda s: abs(s.x0 - here.x0)).key
        if self.ROWS_APART:
            return key
        keys = self.keys()
        return keys[(keys.index(key) + dx) % len(keys)]

    def action_step(self, dx: int, dy: int) -> None:
        if self.cursor is None:
            return
        was, self.cursor = self.cursor, self.step(self.cursor, dx, dy)
        self._refresh_key_lines(was, self.cursor)
        self.show_cursor()
        self.post_message(CursorMoved())

    def show_cursor(self) -> None:
        """Scroll the board so the cursor's line is on screen (an arrow could move it below
        the visible part, and enter then chose what nobody could see), with the other choices
        where they fit (Pandemia's dice after the third stood below the edge at 80x24)."""
        spot = self.spot_of(self.cursor)
        if spot is not None:
            rows = [s.y for s in self.shown.spots if s.key in self.targets] + [spot.y]
            show_among(self, spot.y, min(rows), max(rows))

    def action_pick(self) -> None:
        if self.cursor is not None:
            self.picked(self.cursor)

    def picked(self, key: Hashable) -> None:
        """A key was chosen: the screen decides what it means (a panel may keep it)."""
        self.post_message(self.Picked(self, key))

    # -- mouse ------------------------------------------------------------------------------------
    def key_at(self, x: int, y: int) -> Hashable | None:
        return next((s.key for s in self.shown.spots if s.y == y and s.x0 <= x < s.x1), None)

    def describe(self, key: Hashable) -> str | None:
        """What the thing at `key` is, in words (its tooltip); None: nothing to add."""
        return None

    def on_mouse_move(self, event: events.MouseMove) -> None:
        offset = event.get_content_offset(self)
        key = self.key_at(offset.x, offset.y) if offset is not None else None
        self.tooltip = self.describe(key) if key is not None else None

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        key = self.key_at(offset.x, offset.y) if offset is not None else None
        if key is None:
            return
        event.stop()
        was, self.cursor = self.cursor, key
        self._refresh_key_lines(was, key)
        self.picked(key)
