"""The event log: one line per event on the current line of play, newest at the bottom.

A Line-API widget (`render_line`), so a long game costs nothing per key. Long entries wrap
under a small indent. Chance lines are styled by the `event-log--chance` component class.

An entry may carry a detail (what a searching bot weighed). One detail is open at a time, on
its own lines under its entry (indented, styled by `event-log--detail`): the newest, or the one
picked by a click on its entry or by `enter` (each press opens the next older, and after the
oldest the newest again). Hovering an entry shows its detail as a tooltip. Details are long (three
moves in the game's words), so showing them all would bury the log itself.
"""
from __future__ import annotations

import re
import textwrap
from typing import NamedTuple, Sequence

from rich.segment import Segment
from textual import events
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from tui.widgets.words import chance_named, seat_names, spoken



class _Wrapper(textwrap.TextWrapper):
    """Breaks after a "+" too, as after a hyphen: "green+orange+purple" wraps whole parts."""

    def _split(self, text: str) -> list[str]:
        return [piece for chunk in super()._split(text) for piece in _AFTER_PLUS.split(chunk) if piece]


_AFTER_PLUS = re.compile(r"(?<=\w\+)(?=[^\W\d])")  # between joined words, not in a sign: "+1 sand"


def _wrap(text: str, width: int, **indents) -> list[str]:
    return _Wrapper(width, **indents).wrap(text)

class LogEntry(NamedTuple):
    number: int
    who: str  # a seat name, or "" for chance
    text: str
    detail: str = ""  # shown under the entry; never part of the log file
    label: str = ""   # what the game's texts call the seat (Game.seat_label)

    @property
    def is_chance(self) -> bool:
        return not self.who


def log_entries(session, viewer: int | None, details: dict[int, str] | None = None) -> list[LogEntry]:
    """The entries of `session`'s line of play as `viewer` reads them (details by log node)."""
    called = seat_names(session.seat_label, [s.name for s in session.seats])
    return entries_of(session.texts(viewer), session.seat_name, session.seat_label, called, details)


def entries_of(lines, name_of, label_of, called: dict[str, str],
               details: dict[int, str] | None = None) -> list[LogEntry]:
    """Log entries of (node, seat, text) lines: a seat's by its name and the game's label for
    it, a chance line naming the player beside a seat's label (`called`: seat_names)."""
    details = details or {}
    return [LogEntry(i, "", chance_named(text, called), details.get(n, "")) if s < 0 else
            LogEntry(i, name_of(s), text, details.get(n, ""), label_of(s))
            for i, (n, s, text) in enumerate(lines, 1)]


class EventLog(ScrollView, can_focus=True):
    COMPONENT_CLASSES = {"event-log--chance", "event-log--number", "event-log--seat",
                         "event-log--detail"}
    BINDINGS = [Binding("enter", "older_detail", "Older detail", show=False)]

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._entries: list[LogEntry] = []
        # (entry index, number, who, text, is a detail row)
        self._rows: list[tuple[int, str, str, str, bool]] = []
        self._picked: int | None = None  # the entry whose detail was opened; None: the newest
        # each entry's wrapped lines at one width: a move rewrapped the whole log (50 ms at
        # 2,444 entries of a 4-player Restart game), where only its new lines need it
        self._wrapped: dict[tuple[str, str, str], list[str]] = {}
        self._wrapped_width = 0

    @property
    def entries(self) -> list[LogEntry]:
        return list(self._entries)

    @property
    def open_detail(self) -> int | None:
        """The index of the entry whose detail is shown under it (None: no entry has one)."""
        if self._picked is not None:
            return self._picked
        return next((i for i in reversed(range(len(self._entries))) if self._entries[i].detail),
                    None)

    def show_entries(self, entries: Sequence[LogEntry]) -> None:
        """Replace the entries (after an undo the line of play is shorter) and show the newest,
        unless a reader scrolled up in the log (it has the focus, its end out of sight): a bot's
        moves pulled them back to the end while they read (a review)."""
        reading = self.has_focus and self.scroll_offset.y < self.max_scroll_y
        self._entries = list(entries)
        self._picked = None
        self._layout_rows()
        if not reading:
            self._follow()

    def open(self, index: int | None) -> None:
        """Show the detail of entry `index` (None: the newest), scrolled into view."""
        self._picked = index
        self._layout_rows()
        shown = self.open_detail
        if shown is not None:
            rows = [y for y, row in enumerate(self._rows) if row[0] == shown]
            self.scroll_to_region(Region(0, rows[0], 1, len(rows)), animate=False)

    def action_older_detail(self) -> None:
        shown = self.open_detail
        older = [i for i in range(shown if shown is not None else 0) if self._entries[i].detail]
        if not older and shown is None:  # enter did nothing, silently
            self.notify("no move here has details: a searching bot's moves (mcts) show the moves "
                        "it weighed", title="Log", markup=False)
        self.open(older[-1] if older else None)

    def _entry_at(self, event: events.MouseEvent) -> int | None:
        offset = event.get_content_offset(self)
        row = offset.y + self.scroll_offset.y if offset is not None else -1
        return self._rows[row][0] if 0 <= row < len(self._rows) else None

    def on_click(self, event: events.Click) -> None:
        index = self._entry_at(event)
        if index is not None and self._entries[index].detail:
            self.open(index)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        index = self._entry_at(event)
        self.tooltip = self._entries[index].detail or None if index is not None else None

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
        if self._wrapped_width != width - digits - 1:
            self._wrapped, self._wrapped_width = {}, width - digits - 1
        rows, shown = [], self.open_detail
        for i, entry in enumerate(self._entries):
            number = f"{entry.number:>{digits}} "
            head, text = spoken(entry.who, entry.text, entry.label)
            # The seat name runs on into the text; continuation lines indent under it.
            key = (entry.who, entry.text, entry.label)
            lines = self._wrapped.get(key)
            if lines is None:
                lines = self._wrapped[key] = _wrap(head + text, self._wrapped_width,
                                                   subsequent_indent="  ") or [head]
            left = len(head)
            for k, line in enumerate(lines):
                rows.append((i, number if k == 0 else " " * len(number), line[:left], line[left:],
                             False))
                left = max(0, left - len(line) - 1)
            if i == shown:  # each of its lines wraps on its own
                rows += [(i, " " * len(number), "", line, True)
                         for part in entry.detail.splitlines()
                         for line in _wrap(part, width - len(number), initial_indent="  ",
                                                   subsequent_indent="    ")]
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
