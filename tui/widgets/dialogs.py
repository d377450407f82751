"""Small modal questions: a choice between buttons, or a line of text. Each dismisses with
the answer (a choice's key, the typed text) or None when escape closes it."""
from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.content import Content
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from tui.screens.styled_once import StyledOnce

DIALOG_CSS = """
.dialog { width: 72; height: auto; max-width: 95%; padding: 1 2; border: thick $accent;
          background: $surface; }
.dialog-text { width: 100%; margin-bottom: 1; }
.dialog-buttons { height: auto; width: 100%; }
.dialog-buttons Button { margin-right: 2; }
Vertical.dialog-buttons Button { margin-bottom: 1; }
.dialog-keys { width: 100%; color: $text-muted; }
"""
# ? over a dialog that has HELP_TITLE and HELP_KEYS: its own keys (a modal screen cuts off the
# app's ? binding, and it did nothing there: a review)
DIALOG_HELP = Binding("question_mark,f1", "app.help", "Help", key_display="?", show=False)


ROW = 64  # a dialog's width inside its border and padding: its buttons' room on one line


class Choice(StyledOnce, ModalScreen[str | None]):
    """A question answered by one of its buttons: `choices` are (key, label); the first one
    has the focus, so enter takes it; the arrows move between them as tab does."""
    DEFAULT_CSS = f"Choice {{ align: center middle; }} {DIALOG_CSS}"
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel"),
                Binding("left,up", "app.focus_previous", "Previous", show=False),
                Binding("right,down", "app.focus_next", "Next", show=False)]

    def __init__(self, question: str, choices: list[tuple[str, str]]) -> None:
        super().__init__()
        self.question = question
        self.choices = choices

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.question), classes="dialog-text", id="question")
            # in a row when they fit the dialog (72 wide), else one under another: a fourth
            # seat's name and a long choice's end went past its edge (a review)
            row = sum(len(label) + 6 for _, label in self.choices) <= ROW  # a compact button: its label + 4
            with (Horizontal if row else Vertical)(classes="dialog-buttons"):
                for key, label in self.choices:
                    yield Button(Content(label), id=f"choice-{key}", compact=True)  # a seat name: literal

    def on_mount(self) -> None:
        self.query(Button).first().focus()
        # the question is what matters now: a toast lay over the Leave dialog's Stay (a review)
        self.app.clear_notifications()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.dismiss(event.button.id.removeprefix("choice-"))


class Prompt(StyledOnce, ModalScreen[str | None]):
    """A line of text (a new title, a branch name); enter answers, escape cancels."""
    DEFAULT_CSS = f"Prompt {{ align: center middle; }} {DIALOG_CSS}"
    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, question: str, value: str = "", enter: str = "save") -> None:
        super().__init__()
        self.question = question
        self.value = value
        self.enter = enter  # what enter does, in the keys line

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(Text(self.question), classes="dialog-text")
            yield Input(self.value, id="answer")
            yield Static(f"enter: {self.enter} · escape: cancel", classes="dialog-keys")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)
