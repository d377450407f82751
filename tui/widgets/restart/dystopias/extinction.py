"""Extinction: the Chromosome display, every player's columns (first placed to last) and
Freezer, and a Plan in progress. X and Y cards have their own colour and keep their letter."""
from __future__ import annotations

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.panel import Canvas

TYPE_STYLE = {"X": "blue", "Y": "purple"}


def _card(c: Canvas, card: str) -> None:
    c.add(card or "--", TYPE_STYLE.get(card[:1], "muted")).add(" ")


class ExtinctionPanel(DystopiaPanel):
    """Shown (Extinction view, seat names, seat)."""

    def draw(self, c: Canvas) -> None:
        v, names, _ = self.data
        c.add("Extinction", "title").add(f"  decks X {v.x_deck} · Y {v.y_deck}", "muted")
        c.newline().add("Display  ", "muted")
        for card in v.display:
            _card(c, card)
        for i, (name, columns) in enumerate(zip(names, v.columns)):
            c.newline().add(f"{name[:8]:<8}", f"seat{i}").add(" (you)" if i == v.seat else "", "muted")
            for k, column in enumerate(columns):
                c.add(f" {k + 1}:", "muted")
                for card in column:
                    _card(c, card)
                if not column:
                    c.add("- ", "muted")
            c.add(" Freezer: ", "muted")
            for card in v.freezer[i]:
                _card(c, card)
            if not v.freezer[i]:
                c.add("empty", "muted")
        if v.plan:
            taken = f", taken {v.taken} (to place)" if v.taken else (", card taken" if v.took else "")
            plan = "Plan A" if v.plan == "plan_a" else "Plan B"
            c.newline().add(f"{plan} in progress: {v.moves} moved{taken}", "warn")


PANEL = ExtinctionPanel
