"""The end-of-game score table: one column per seat, a row per scoring category, the totals,
then who won and why. Given an `Outcome` and the seat names; it computes nothing itself."""
from __future__ import annotations

from typing import Sequence

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from engine.core import Outcome


class ScoreTable(Widget):
    COMPONENT_CLASSES = {"score-table--winner", "score-table--total", "score-table--header"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.outcome: Outcome | None = None
        self.names: list[str] = []

    def show_outcome(self, outcome: Outcome | None, names: Sequence[str]) -> None:
        self.outcome = outcome
        self.names = list(names)
        self.refresh(layout=True)

    def winner_text(self) -> str:
        if self.outcome is None:
            return ""
        who = " and ".join(self.names[i] for i in self.outcome.winners)
        verb = "share the win" if len(self.outcome.winners) > 1 else "wins"
        return f"{who} {verb} — {self.outcome.reason}"

    def render(self):
        outcome = self.outcome
        if outcome is None:
            return ""
        winner = self.get_component_rich_style("score-table--winner", partial=True)
        total = self.get_component_rich_style("score-table--total", partial=True)
        header = self.get_component_rich_style("score-table--header", partial=True)
        table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style=header,
                      expand=False)
        table.add_column("")
        for seat, name in enumerate(self.names):  # plain strings: Text cells lose justify here
            table.add_column(name, justify="right", min_width=5,
                             header_style=winner if seat in outcome.winners else header)
        categories: list[str] = []
        for score in outcome.scores:
            categories.extend(c for c in score.categories if c not in categories)
        for category in categories:
            table.add_row(category, *(str(s.categories.get(category, "")) for s in outcome.scores))
        table.add_row("total", *(f"[{winner}]{s.total}[/]" if seat in outcome.winners else str(s.total)
                                 for seat, s in enumerate(outcome.scores)), style=total)
        return Group(table, Text(""), Text(self.winner_text(), style=winner))
