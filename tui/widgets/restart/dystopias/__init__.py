"""One panel per dystopia, in a module named after it (pandemia.py ...) exposing `PANEL`; a
dystopia without one is shown as its own plain text (`render()` of its package). Before Let
Fate Decide has named the dystopia (a tie, or a season's next episode) the view's dystopia is
"" and `UndecidedPanel` stands in, offering the choice when it is the viewer's.

Each is a `DystopiaPanel`; one whose dystopia has decisions to pick on it overrides
`target(move)`: the key a move is picked by on that panel, or None (the move list only)."""
from __future__ import annotations

import importlib
from typing import Any, Callable, Hashable

from engine.restart.dystopias import DYSTOPIAS
from engine.restart.events import ChooseDystopia
from engine.restart.fate import WEIGHTS

from tui.widgets.restart.panel import Canvas, RestartPanel


class DystopiaPanel(RestartPanel):
    """Shown (dystopia view, seat names, seat). `TARGETS` maps each move kind picked on the
    panel to the key it is picked by; `PROBES`, a key's kind to the moves a pick of it could
    start (a tuple), which the engine is asked about when it is no move now (its refusals name
    the rules)."""

    TARGETS: dict[type, Callable[[Any], Hashable]] = {}
    PROBES: dict[str, Callable[[Hashable], Any]] = {}
    _buttons: list[Hashable] = []  # the keys of the line of buttons drawn last (`buttons`)

    @classmethod
    def target(cls, move: Any) -> Hashable | None:
        """The key `move` is picked by on this panel (None: the move list only)."""
        key = cls.TARGETS.get(type(move))
        return key(move) if key is not None else None

    def step(self, key: Hashable, dx: int, dy: int) -> Hashable:
        """As a panel's arrows; on a line of buttons with nothing that way, down and up go to
        the next and the previous button, as in the app's dialogs (a review pressed down, then
        enter, to Decline, and circled a Contribution number)."""
        to = super().step(key, dx, dy)
        if to == key and dy and key in self._buttons:
            k = self._buttons.index(key) + dy
            if 0 <= k < len(self._buttons) and self.spot_of(self._buttons[k]) is not None:
                return self._buttons[k]
        return to

    def buttons(self, c: Canvas, buttons: list[tuple[Hashable, str]]) -> None:
        """A line of `[label]` buttons, those that are a choice now (none: no line)."""
        shown = [(key, label) for key, label in buttons if key in self.targets]
        self._buttons = [key for key, _ in shown]
        if shown:
            c.newline()
            for key, label in shown:
                c.add(f"[{label}]", "", key).add(" ")


class TextPanel(DystopiaPanel):
    """The dystopia's own board text."""

    name_of = ""  # the dystopia (set by panel_for)

    def draw(self, c: Canvas) -> None:
        dyst, names, _ = self.data
        c.text(DYSTOPIAS[self.name_of].render(dyst, names))


class UndecidedPanel(TextPanel):
    """No dystopia yet: how Let Fate Decide names it, and the tied dystopias to choose from."""

    TARGETS = {ChooseDystopia: lambda m: ("dystopia", m.dystopia)}

    def draw(self, c: Canvas) -> None:
        c.add("Dystopia: not decided yet", "title")
        weights = ", ".join(f"{age} {w}" for age, w in WEIGHTS.items())
        c.newline().add("Let Fate Decide: each grid space's top card counts", "muted")
        c.newline().add(f"{weights} for its colour; the highest total", "muted")
        c.newline().add("names the dystopia, a tie is chosen.", "muted")
        choices = sorted(key[1] for key in self.targets if key[0] == "dystopia")
        if choices:
            c.newline().add("Choose: ")
            for name in choices:
                c.add(f"[{DYSTOPIAS[name].title}]", "", ("dystopia", name)).add(" ")


def panel_for(name: str) -> type[DystopiaPanel]:
    """The panel class of dystopia `name` ("" before it is decided), or a plain-text one."""
    if not name:
        return UndecidedPanel
    try:
        module = importlib.import_module(f"{__name__}.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"{__name__}.{name}":
            raise  # a panel that exists but is broken must say so
        return type(f"{name.capitalize()}TextPanel", (TextPanel,), {"name_of": name})
    return module.PANEL


def dystopia_target(move: Any) -> Hashable | None:
    """The key `move` is picked by on its dystopia's panel (the move kinds of the dystopias
    differ, so one question to each panel class answers it)."""
    for panel in (UndecidedPanel, *map(panel_for, DYSTOPIAS)):
        key = panel.target(move)
        if key is not None:
            return key
    return None
