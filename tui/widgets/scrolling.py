"""Scrolling a part of a board into sight: a board's cursor can stand outside the visible part
of the board slot (below it on a short terminal, beside it on a narrow one)."""
from __future__ import annotations

from textual.geometry import Offset, Region
from textual.widget import Widget


def _placed(widget: Widget, x: int, y: int) -> tuple[Widget, Offset, Widget] | None:
    """The nearest scrolling ancestor of `widget`, (x, y) of `widget` in that area's virtual
    lines (each widget's virtual region is relative to its parent's content), and the area's
    child holding `widget`; None when nothing scrolls it."""
    area = next((a for a in widget.ancestors if isinstance(a, Widget)
                 and (a.allow_vertical_scroll or a.allow_horizontal_scroll)), None)
    if area is None:
        return None
    node = widget
    while True:
        x, y = x + node.virtual_region.x, y + node.virtual_region.y
        if node.parent is area:
            return area, Offset(x, y), node
        node = node.parent


def area_point(widget: Widget, x: int, y: int) -> tuple[Widget, Offset] | None:
    """(x, y) of `widget` in the virtual lines of its nearest scrolling area, with the area
    (widgets in one area compare by it, wherever it stands scrolled); None: nothing scrolls it."""
    placed = _placed(widget, x, y)
    return placed[:2] if placed is not None else None


def show_part(widget: Widget, x: int, y: int, width: int = 1, height: int = 1) -> None:
    """Scroll the nearest scrolling ancestor of `widget` so the part (x, y, width, height) of
    `widget` is on screen, clear of the lines docked in it (the prompt above the boards, the
    line under them: a cursor's row stood under the prompt). Measured in the area's virtual
    lines, so a board scrolled wholly out of sight comes back too."""
    placed = _placed(widget, x, y)
    if placed is not None:
        area, at, child = placed
        area.scroll_to_region(Region(at.x, at.y, width, height), spacing=child.dock_gutter,
                              animate=False, immediate=True)


def show_among(widget: Widget, y: int, first: int, last: int) -> None:
    """Scroll so line `y` of `widget` is on screen with its lines `first` to `last` (the other
    choices of a question) where they fit in the area; else line `y` alone."""
    placed = _placed(widget, 0, first)
    if placed is not None:
        area, _, child = placed
        gutter = child.dock_gutter
        room = area.scrollable_content_region.height - gutter.top - gutter.bottom
        first, last = (first, last) if last - first < room else (y, y)
        show_part(widget, 0, first, 1, last - first + 1)


def show_left_edge(widget: Widget) -> None:
    """Scroll the area sideways, and only sideways, so `widget`'s left edge is in sight."""
    placed = _placed(widget, 0, 0)
    if placed is not None and placed[1].x < placed[0].scroll_x:
        placed[0].scroll_to(x=placed[1].x, animate=False, immediate=True)
