"""Scrolling a part of a board into sight: a board's cursor can stand outside the visible part
of the board slot (below it on a short terminal, beside it on a narrow one)."""
from __future__ import annotations

from textual.geometry import Region
from textual.widget import Widget


def show_part(widget: Widget, x: int, y: int, width: int = 1, height: int = 1) -> None:
    """Scroll the nearest scrolling ancestor of `widget` so the part (x, y, width, height) of
    `widget` is on screen, clear of the lines docked in it (the prompt above the boards, the
    line under them: a cursor's row stood under the prompt). Measured in the area's virtual
    lines, so a board scrolled wholly out of sight comes back too."""
    area = next((a for a in widget.ancestors if isinstance(a, Widget)
                 and (a.allow_vertical_scroll or a.allow_horizontal_scroll)), None)
    if area is None:
        return
    node = widget
    while True:  # each widget's virtual region is relative to its parent's content
        x, y = x + node.virtual_region.x, y + node.virtual_region.y
        if node.parent is area:
            break
        node = node.parent
    area.scroll_to_region(Region(x, y, width, height), spacing=node.dock_gutter, animate=False, immediate=True)
