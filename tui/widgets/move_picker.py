"""The legal moves as a list: arrows to browse, enter to choose."""
from __future__ import annotations

import re
from typing import Any, Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from tui.screens.styled_once import StyledOnce
from tui.widgets.messages import MoveChosen



def _word(word: str) -> str:
    """A typed word as a pattern: a number only as a whole number ("green 1" found "green 2 ...
    V19" by its 1, and enter played it: a review), anything else anywhere."""
    escaped = re.escape(word)
    return rf"(?<!\w){escaped}(?!\d)" if word.isdigit() else escaped


class MovePicker(OptionList):
    """Shows `(move, text)` pairs set by the screen; posts `MoveChosen(move)` on enter/click.
    A filter (`filter_moves`) keeps the moves whose text holds each comma-separated part
    typed, each shown under its number in the whole list. Escape here clears a filter too
    (without one, it goes on to the screen)."""

    # enter in the footer: the list has the keys (a review, the footer naming no key of it,
    # took the list for unfocused and played a move with down and enter)
    BINDINGS = [Binding("enter", "select", "Play"),  # short: at 80 columns every letter counts
                Binding("escape", "clear_filter", "Clear the filter", show=False)]

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes, markup=False)  # move texts are plain
        self._all: list[tuple[Any, str]] = []
        self._moves: list[Any] = []
        self._parts: list[str] = []
        self._wanted: list[re.Pattern] = []  # one pattern a part
        self._at_word: list[re.Pattern] = []  # each, where it starts a word of its own
        self._whole_word: list[re.Pattern] = []  # each, where it is words of its own
        self._placeholder = ""

    @property
    def moves(self) -> list[Any]:
        """The moves shown (all of them unless a filter is on)."""
        return list(self._moves)

    def show_moves(self, moves: Sequence[tuple[Any, str]], placeholder: str = "") -> None:
        """Replace the list. `placeholder` is shown (disabled) when there is nothing to pick."""
        self._all, self._placeholder = list(moves), placeholder
        self._show()

    def filter_moves(self, text: str) -> None:
        """Show only the moves whose text holds each comma-separated part of `text` (any case;
        a part's words in their order, other words between them allowed: "end turn" finds "End
        the turn", which a review typed in vain); typed text that some move holds whole is
        matched whole, so a comma of the moves' own ("at (-2, 1)") can be typed."""
        whole = text.casefold().strip()
        if whole and any(whole in move_text.casefold() for _, move_text in self._all):
            parts, wanted = [whole], [re.compile(re.escape(whole))]
        else:
            parts = [part.strip() for part in whole.split(",") if part.strip()]
            wanted = [re.compile(".*?".join(map(_word, part.split()))) for part in parts]
        if parts != self._parts:  # closing the filter clears it once, not again as its text empties
            self._parts, self._wanted = parts, wanted
            self._at_word = [re.compile(rf"(?<![\w-])(?:{w.pattern})") for w in wanted]
            self._whole_word = [re.compile(rf"(?<![\w-])(?:{w.pattern})(?![\w-])") for w in wanted]
            self._show()

    def _show(self) -> None:
        width = len(str(len(self._all)))
        shown = [(i, move, text) for i, (move, text) in enumerate(self._all, 1)
                 if all(w.search(text.casefold()) for w in self._wanted)]
        # where each part is words of its own first, then where each starts one: "right space"
        # put "top-right space" first, and "stop" a move that "stops" before Stop, and enter
        # played it (reviews); the numbers stay the whole list's
        shown.sort(key=lambda row: [not all(w.search(row[2].casefold()) for w in tier)
                                    for tier in (self._whole_word, self._at_word)])
        if bool(self._moves) != bool(shown):
            self.refresh_bindings()  # enter's key comes and goes with the moves
        self._moves = [move for _, move, _ in shown]
        if shown:
            self.set_options(Option(_numbered(i, width, text)) for i, _, text in shown)
            self.highlighted = 0
        elif self._all:
            self.set_options([Option(f"no move holds {', '.join(self._parts)!r} "
                                     "(escape clears the filter)", disabled=True)])
        else:
            self.set_options([Option(self._placeholder, disabled=True)] if self._placeholder else [])

    def highlight(self, wanted: Sequence[Any]) -> None:
        """Highlight the first of `wanted` the list shows (what enter on a board's cursor
        plays); none shown: no highlight (a review read the one left as what enter would play)."""
        shown = self._moves
        self.highlighted = next((shown.index(move) for move in wanted if move in shown), None)

    def scroll_to_highlight(self, top: bool = False) -> None:
        """As an OptionList does, then to the first line of the move the view began inside, or
        of the next one ("done)" stood at the top of Restart's list: a review), so that the
        highlighted move still shows whole."""
        super().scroll_to_highlight(top)
        y, highlighted = round(self.scroll_y), self.highlighted
        if highlighted is None or not 0 <= y < len(self._lines) or not self._lines[y][1]:
            return
        index, line = self._lines[y]
        start = self._index_to_line[highlighted]
        end = start + self._heights[highlighted]
        for begin in (y - line, y - line + self._heights[index]):
            if begin <= start and end - begin <= self.scrollable_content_region.height:
                self.scroll_to(y=begin, animate=False, immediate=True)
                return

    def action_cursor_up(self) -> None:
        self._step(-1)

    def action_cursor_down(self) -> None:
        self._step(1)

    def _step(self, direction: int) -> None:
        """To the next move that way, never round the end: up on the first move went to the
        last ("Stop", "End the turn"), and the next enter gave up the turn's free actions (a
        review). The filter's "no move holds" line is passed over."""
        at = self.highlighted
        if at is None:
            super().action_cursor_up() if direction < 0 else super().action_cursor_down()
            return
        k = at + direction
        while 0 <= k < self.option_count and self.get_option_at_index(k).disabled:
            k += direction
        if 0 <= k < self.option_count:
            self.highlighted = k

    def on_focus(self) -> None:
        """Reached with no move highlighted (the board's cursor stood on none): the first is,
        so that enter and the arrows start from it as in any list."""
        if self.highlighted is None and self._moves:
            self.highlighted = 0

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "select":
            return bool(self._moves)  # no move: no key in the footer (False hides it)
        return bool(self._parts) if action == "clear_filter" else True

    def action_clear_filter(self) -> None:
        self.screen.query_one(MoveFilter).close()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._moves):
            self.post_message(MoveChosen(self._moves[event.option_index]))


class MoveFilter(Input):
    """The text the move list is filtered by (`/` opens it): enter or down goes to the
    matching moves, escape clears the filter and closes it."""

    BINDINGS = [Binding("escape", "close", "Clear the filter", show=False),
                Binding("down", "to_moves", "To the moves", show=False)]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(placeholder="filter the moves: text to find (commas: each part)", id=id)
        self.display = self.can_focus = False  # hidden, it must not take the screen's first focus
        self._back: Widget | None = None

    def open(self) -> None:
        self._back = self.screen.focused  # where escape returns: a board's cursor (a review lost it)
        self.display = self.can_focus = True
        self.focus()

    def close(self) -> None:
        """Clear the filter and hide it (the whole list is shown at once)."""
        if not self.display and not self.value:
            return
        had_focus = self.has_focus
        self.value = ""
        self.display = self.can_focus = False
        picker = self.screen.query_one(MovePicker)
        picker.filter_moves("")
        back = self._back
        if had_focus:  # back where `/` was pressed, when that can still take the focus
            (back if back is not None and back.is_attached and back.focusable else picker).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        self.screen.query_one(MovePicker).filter_moves(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.action_to_moves()

    def action_to_moves(self) -> None:
        picker = self.screen.query_one(MovePicker)
        if not picker.moves:  # nothing matches: what is typed next stays text (a review's next
            self.app.bell()   # word, read as the list's keys, took a portal and ended the turn)
            return
        picker.focus()

    def action_close(self) -> None:
        self.close()


def _numbered(i: int, width: int, text: str) -> Table:
    """`12. text`, its wrapped lines under the text, not under the number (plain: no markup)."""
    row = Table.grid()
    row.add_column(width=width + 2, no_wrap=True)
    row.add_column(ratio=1)
    row.add_row(Text(f"{i:>{width}}. "), Text(text))
    return row


class WideMoves(StyledOnce, ModalScreen[Any]):
    """The legal moves at the terminal's width (m): a narrow side list wrapped a long move over
    four or five lines, and twelve starting quests could not be compared (a review). Enter
    dismisses with the move highlighted; escape with None."""
    DEFAULT_CSS = """WideMoves { align: center middle; }
    WideMoves #wide-box { width: 96%; height: 90%; border: thick $accent; background: $surface; }
    WideMoves MovePicker { height: 1fr; }
    WideMoves #wide-keys { color: $text-muted; height: 1; }
    """
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, title: str, moves: Sequence[tuple[Any, str]], highlighted: int | None) -> None:
        super().__init__()
        self.title_text, self.moves, self.start = title, list(moves), highlighted

    def compose(self) -> ComposeResult:
        with Vertical(id="wide-box") as box:
            box.border_title = Content(self.title_text)  # a seat's name: literal, never markup
            yield MovePicker(id="wide-moves")
            yield Static("↑↓ enter: play it · escape: back", id="wide-keys")

    def on_mount(self) -> None:
        picker = self.query_one(MovePicker)
        picker.show_moves(self.moves)
        # the side list's highlight, else the first: the picker had the focus before its moves
        # came, so its own "first on focus" never ran, and enter did nothing (a review)
        picker.highlighted = self.start if self.start is not None else 0
        picker.focus()

    def on_move_chosen(self, message: MoveChosen) -> None:
        message.stop()
        self.dismiss(message.move)
