"""Scrolling a part of a board into sight: a board's cursor can stand outside the visible part
of the board slot (below it on a short terminal, beside it on a narrow one)."""
from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget


def show_part(widget: Widget, x: int, y: int, width: int = 1, height: int = 1) -> None:
    """Scroll the nearest scrolling ancestor of `widget` so its content region (x, y, width,
    height) is on screen."""
    area = next((a for a in widget.ancestors if isinstance(a, Widget)
                 and (a.allow_vertical_scroll or a.allow_horizontal_scroll)), None)
    if area is None or not widget.region or not area.region:
        return
    x += widget.region.x - area.region.x + area.scroll_x  # in the area's own columns and rows
    y += widget.region.y - area.region.y + area.scroll_y
    area.scroll_to_region(Region(x, y, width, height), animate=False, immediate=True)
