"""A Footer rebuilt only when the keys it shows changed."""
from __future__ import annotations

from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


WIDE_ONLY = {"redo", "export"}  # left out under 100 columns (? and the palette list them):
# there a game's own step keys (Restore's r Replenish and p Pay 2) need the room


class SteadyFooter(Footer):
    """Textual's Footer rebuilds every key widget on each bindings signal, and a game screen
    sends two a move (the Restart screen's Pilot tests spent about a quarter of their time
    there). This one skips a signal when the screen's keys, their states and tooltips are
    those it shows already."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._signalled = False  # Footer composes no key before the first signal
        self._shown: tuple | None = None  # the keys as last composed

    def _keys(self) -> tuple:
        return tuple((binding.key, binding.action, binding.description, binding.show, enabled,
                      tooltip) for _, binding, enabled, tooltip in self.screen.active_bindings.values())

    def compose(self):
        self._shown = self._keys() if self._signalled else None
        for widget in super().compose():
            if isinstance(widget, FooterKey) and self.compact and widget.action in WIDE_ONLY:
                continue
            if isinstance(widget, FooterKey) and not widget.has_class("-command-palette"):
                # A FooterKey starts compact and is then bound to ours (all but the palette's
                # key): two style passes a key on every rebuild. Starting it at ours skips both.
                widget.set_reactive(FooterKey.compact, self.compact)
            yield widget

    def bindings_changed(self, screen: Screen) -> None:
        self._signalled = True
        if self._shown is not None and screen is self.screen and self._keys() == self._shown:
            return
        super().bindings_changed(screen)

    def on_resize(self, event) -> None:
        # under 100 columns (a screen with more keys says its own width) they fit only compact
        compact = event.size.width < getattr(self.screen, "FOOTER_ROOM", 100)
        if compact != self.compact:
            self.compact = compact
            self.refresh(recompose=True)
