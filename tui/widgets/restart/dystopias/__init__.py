"""One panel per dystopia, in a module named after it (pandemia.py ...) exposing `PANEL`; a
dystopia without one is shown as its own plain text (`render()` of its package)."""
from __future__ import annotations

import importlib

from engine.restart.dystopias import DYSTOPIAS

from tui.widgets.restart.panel import Canvas, RestartPanel


class TextPanel(RestartPanel):
    """Shown (dystopia view, seat names, seat): the dystopia's own board text."""

    name_of = ""  # the dystopia (set by panel_for)

    def draw(self, c: Canvas) -> None:
        dyst, names, _ = self.data
        c.text(DYSTOPIAS[self.name_of].render(dyst, names))


def panel_for(name: str) -> type[RestartPanel]:
    """The panel class of dystopia `name`, or a plain-text one."""
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise  # a panel that exists but is broken must say so
        return type(f"{name.capitalize()}TextPanel", (TextPanel,), {"name_of": name})
    return module.PANEL
