"""The event log: one line per event on the current line of play, newest at the bottom.

A Line-API widget (`render_line`), so a long game costs nothing per key. Long entries wrap
under a small indent. Chance lines are styled by the `event-log--chance` component class. An
entry's detail (what a searching bot weighed) goes on its own lines under it, indented and
styled by `event-log--detail`.
"""
from __future__ import annotations

import textwrap
from typing import NamedTuple, Sequence

from rich.segment import Segment
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip


class LogEntry(NamedTuple):
    number: int
    who: str  # a seat name, or "" for chance
    text: str
    detail: str = ""  # shown under the entry; never part of the log file

    @property
    def is_chance(self) -> bool:
        return not self.who


class EventLog(ScrollView, can_focus=True):
    COMPONENT_CLASSES = {"event-log--chance", "event-log--number", "event-log--seat",
                         "event-log--detail"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._entries: list[LogEntry] = []
        # (entry index, number, who, text, is a detail row)
        self._rows: list[tuple[int, str, str, str, bool]] = []

    @property
    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    def show_entries(self, entries: Sequence[LogEntry]) -> None:
        """Replace the entries (after an undo the line of play is shorter) and show the newest."""
        self._entries = list(entries)
        self._layout_rows()
        self._follow()

    def on_resize(self) -> None:
        self._layout_rows()
        self._follow()

    def _follow(self) -> None:
        self.call_after_refresh(self.scroll_end, animate=False, x_axis=False)

    def _layout_rows(self) -> None:
        # Wrap as if the vertical scrollbar were always there, so it appearing changes nothing.
        width = max(self.scrollable_content_region.width
                    - (0 if self.show_vertical_scrollbar else self.styles.scrollbar_size_vertical), 16)
        digits = len(str(len(self._entries))) if self._entries else 1
        rows = []
        for i, entry in enumerate(self._entries):
            number = f"{entry.number:>{digits}} "
            head = f"{entry.who}: " if entry.who else "· "
            # The seat name runs on into the text; continuation lines indent under it.
            lines = textwrap.wrap(head + entry.text, width - len(number),
                                  subsequent_indent="  ") or [head]
            left = len(head)
            for k, line in enumerate(lines):
                rows.append((i, number if k == 0 else " " * len(number), line[:left], line[left:],
                             False))
                left = max(0, left - len(line) - 1)
            indent = " " * len(number)
            rows += [(i, indent, "", line, True) for line in textwrap.wrap(
                entry.detail, width - len(number), initial_indent="  ", subsequent_indent="    ")]
        self._rows = rows
        self.virtual_size = Size(0, len(rows))  # rows are wrapped: never a horizontal scroll
        self.refresh()

    def render_line(self, y: int) -> Strip:
        _, scroll_y = self.scroll_offset
        index = scroll_y + y
        width = self.scrollable_content_region.width
        base = self.rich_style
        if index >= len(self._rows):
            return Strip.blank(width, base)
        entry_index, number, head, text, detail = self._rows[index]
        chance = self._entries[entry_index].is_chance
        number_style = base + self.get_component_rich_style("event-log--number")
        text_class = "event-log--detail" if detail else "event-log--chance" if chance else None
        text_style = base + (self.get_component_rich_style(text_class) if text_class else base)
        head_style = text_style if chance else base + self.get_component_rich_style("event-log--seat")
        strip = Strip([Segment(number, number_style), Segment(head, head_style),
                       Segment(text, text_style)])
        return strip.adjust_cell_length(width, base)
