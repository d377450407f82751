"""The end-of-game score table: one column per participant (the seats, then the game's other
participants such as Chaos), a row per scoring category, the totals, then who won, why, how
the game ended and any solo rating. Given an `Outcome` and the participants' names; it
computes nothing itself. Every name is shown literally (never read as markup)."""
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
        self.ended = "Game end"

    def show_outcome(self, outcome: Outcome | None, names: Sequence[str], ended: str = "Game end") -> None:
        """`names`: one per participant of the outcome, seats first; `ended`: what ended (a
        season's episode)."""
        self.outcome = outcome
        self.names = list(names)
        self.ended = ended
        self.refresh(layout=True)

    def winner_text(self) -> str:
        if self.outcome is None:
            return ""
        who = " and ".join(self.names[i] for i in self.outcome.winners) or "Nobody"
        verb = "share the win" if len(self.outcome.winners) > 1 else "wins"
        return f"{who} {verb} — {self.outcome.reason}"

    def end_text(self) -> str:
        """How the game ended, and the solo rating when there is one."""
        if self.outcome is None:
            return ""
        text = f"{self.ended}: {self.outcome.end_text}"
        return text + (f" · rating: {self.outcome.rating}" if self.outcome.rating else "")

    def render(self):
        outcome = self.outcome
        if outcome is None:
            return ""
        winner = self.get_component_rich_style("score-table--winner", partial=True)
        total = self.get_component_rich_style("score-table--total", partial=True)
        header = self.get_component_rich_style("score-table--header", partial=True)
        table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, header_style=header,
                      expand=False)
        categories: list[str] = []
        for score in outcome.scores:
            categories.extend(c for c in score.categories if c not in categories)
        # the labels whole ("dam majorities" was cut to "majorit…" at 80 columns): names wrap
        table.add_column("", min_width=max(map(len, categories), default=5), no_wrap=True)
        for i, name in enumerate(self.names):
            table.add_column(Text(name), justify="right", min_width=5,
                             header_style=winner if i in outcome.winners else header)
        for category in categories:
            table.add_row(Text(category),
                          *(Text(str(s.categories.get(category, ""))) for s in outcome.scores))
        table.add_row("total", *(Text(str(s.total), style=winner if i in outcome.winners else "")
                                 for i, s in enumerate(outcome.scores)), style=total)
        return Group(table, Text(""), Text(self.winner_text(), style=winner),
                     Text(self.end_text()))
