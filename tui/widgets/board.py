"""The default board: the game's own text rendering of a view (`game.render(view)`)."""
from __future__ import annotations

import textwrap

from rich.text import Text
from textual.widgets import Static


def fit_lines(text: str, width: int) -> str:
    """Wrap the lines longer than `width`, continuing each under its own indent plus two, so
    a wrapped entry of a list still reads as one entry. Shorter lines keep their spacing."""
    out = []
    for line in text.splitlines():
        if len(line) <= width:
            out.append(line)
            continue
        indent = " " * (len(line) - len(line.lstrip()) + 2)
        out += textwrap.wrap(line, width, subsequent_indent=indent) or [""]
    return "\n".join(out)


class TextBoard(Static):
    """Plain text, never markup: a rendering may contain brackets."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._source = ""

    def show_text(self, text: str) -> None:
        self._source = text
        self._fit()

    def on_resize(self) -> None:
        self._fit()

    def _fit(self) -> None:
        width = self.content_region.width
        self.update(Text(fit_lines(self._source, width) if width > 10 else self._source))
