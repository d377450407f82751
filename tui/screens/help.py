"""The help modal: the game's rules summary and the keys."""
from __future__ import annotations

from typing import Sequence

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from tui.screens.styled_once import StyledOnce


class HelpScreen(StyledOnce, ModalScreen[None]):
    BINDINGS = [
        Binding("escape,enter,q,question_mark,f1", "close", "Close"),
    ]

    def __init__(self, title: str, rules: str, keys: Sequence[tuple[str, str]]) -> None:
        super().__init__()
        self.help_title = title
        self.rules = rules
        self.keys = list(keys)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box") as box:
            box.border_title = self.help_title
            box.border_subtitle = "esc to close"
            if self.rules:
                yield Static(Text(self.rules), id="help-rules")
            keys = Table.grid(padding=(0, 2))
            keys.add_column(no_wrap=True)
            keys.add_column()
            for key, what in self.keys:
                keys.add_row(Text(key), Text(what))
            yield Static("Keys", classes="help-heading")
            yield Static(keys, id="help-keys")

    def action_close(self) -> None:
        self.dismiss(None)
