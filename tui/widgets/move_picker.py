"""The legal moves as a list: arrows to browse, enter to choose."""
from __future__ import annotations

from typing import Any, Sequence

from rich.table import Table
from rich.text import Text
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.widgets.messages import MoveChosen


class MovePicker(OptionList):
    """Shows `(move, text)` pairs set by the screen; posts `MoveChosen(move)` on enter/click."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes, markup=False)  # move texts are plain
        self._moves: list[Any] = []

    @property
    def moves(self) -> list[Any]:
        return list(self._moves)

    def show_moves(self, moves: Sequence[tuple[Any, str]], placeholder: str = "") -> None:
        """Replace the list. `placeholder` is shown (disabled) when there is nothing to pick."""
        self._moves = [move for move, _ in moves]
        if moves:
            width = len(str(len(moves)))
            self.set_options(Option(_numbered(i, width, text)) for i, (_, text) in enumerate(moves, 1))
            self.highlighted = 0
        else:
            self.set_options([Option(placeholder, disabled=True)] if placeholder else [])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self._moves):
            self.post_message(MoveChosen(self._moves[event.option_index]))


def _numbered(i: int, width: int, text: str) -> Table:
    """`12. text`, its wrapped lines under the text, not under the number (plain: no markup)."""
    row = Table.grid()
    row.add_column(width=width + 2, no_wrap=True)
    row.add_column(ratio=1)
    row.add_row(Text(f"{i:>{width}}. "), Text(text))
    return row
