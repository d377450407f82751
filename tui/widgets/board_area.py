"""The boards' slot on a game screen, framed, its frame lit while a board in it has the keys."""
from __future__ import annotations

from textual import events
from textual.containers import VerticalScroll


class BoardArea(VerticalScroll, can_focus=False):
    """CSS's `:focus-within` restyled every board in the slot at each focus change (about 40 ms
    on a Restart screen): the `-lit` class is set on the slot alone and only the slot is
    restyled. Both events ask where the focus is now (a blur can arrive after the next
    board's focus)."""

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        self._light()

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        self._light()

    def _light(self) -> None:
        lit = self.has_focus_within
        if self.has_class("-lit") != lit:
            self.set_class(lit, "-lit", update=False)
            self.app.stylesheet.apply(self)
            self.refresh()
