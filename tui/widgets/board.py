"""The default board: the game's own text rendering of a view (`game.render(view)`)."""
from __future__ import annotations

from rich.text import Text
from textual.widgets import Static


class TextBoard(Static):
    """Plain text, never markup: a rendering may contain brackets."""

    def show_text(self, text: str) -> None:
        self.update(Text(text))
