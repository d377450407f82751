"""Containers lit while a widget in them has the focus: the boards' frame on a game screen, a
field's row on the home form (its label lights)."""
from __future__ import annotations

from textual import events
from textual.containers import Horizontal, VerticalScroll


class LitByFocus:
    """Mixed into a container: it has the class `-lit` while a widget in it has the focus.
    CSS's `:focus-within` restyled every widget in the container at each focus change (about
    40 ms for the boards on a Restart screen), and never relit a label beside the focused
    field (Textual restyles from the focused widget's ancestors down; a label is a sibling).
    Here the container and its `LIT_PARTS` alone are restyled. Both events ask where the
    focus is now: a blur can arrive after the next widget's focus."""

    LIT_PARTS = ""  # a selector of the children whose style follows the container's `-lit`

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._light()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._light()

    def _light(self) -> None:
        lit = self.has_focus_within
        if self.has_class("-lit") != lit:
            self.set_class(lit, "-lit", update=False)
            parts = self.query_children(self.LIT_PARTS) if self.LIT_PARTS else ()
            # each style that changes repaints its widget, as after Textual's own restyles
            self.app.stylesheet.update_nodes([self, *parts])


class BoardArea(LitByFocus, VerticalScroll, can_focus=False):
    """The boards' slot, framed; its frame is lit while a board in it has the keys."""


class FieldRow(LitByFocus, Horizontal):
    """A form's row: a label and its field(s); the label is lit while a field has the focus."""

    LIT_PARTS = ".field-label"
