"""A screen styled once when it opens, not twice."""
from __future__ import annotations

from textual import events
from textual.screen import Screen


class StyledOnce:
    """Mixed into a Screen. Its widgets take their styles as they mount; Textual then restyles
    every one of them again when the new screen first resumes (a quarter of a second on a game
    screen, at every game's start). The first resume skips that second pass; later ones, after
    a screen above it closes, restyle as Textual does (the theme may have changed meanwhile)."""

    _resumed = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        if self._resumed:
            return  # Textual's own handler, next in the MRO, runs
        self._resumed = True
        event.prevent_default()
        Screen._on_screen_resume(self, events.ScreenResume(refresh_styles=False))
