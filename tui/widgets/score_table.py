"""The end-of-game score table: one column per participant (the seats, then the game's other
participants such as Chaos), a row per scoring category, the totals, then who won, why, how
the game ended (unless the why said it) and any solo rating. Given an `Outcome` and the
participants' names; it computes nothing itself. Every name is shown literally (never read
as markup)."""
from __future__ import annotations

from typing import Callable, Sequence

from rich.console import Console, ConsoleOptions, Group, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.widget import Widget

from engine.core import Outcome
from engine.core.words import capitalized


class ScoreTable(Widget):
    COMPONENT_CLASSES = {"score-table--winner", "score-table--total", "score-table--header"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.outcome: Outcome | None = None
        self.names: list[str] = []
        self.ended = "Game end"
        self.brief_under = 0  # screen rows under which only the totals show (0: never)

    def show_outcome(self, outcome: Outcome | None, names: Sequence[str], ended: str = "Game end",
                     brief_under: int = 0) -> None:
        """`names`: one per participant of the outcome, seats first; `ended`: what ended (a
        season's episode); `brief_under`: on a screen of fewer rows, the totals alone (the
        categories of an episode's scoring left the board a line or two at 80x24)."""
        self.outcome = outcome
        self.names = list(names)
        self.ended = ended
        self.brief_under = brief_under
        self.refresh(layout=True)

    @property
    def brief(self) -> bool:
        return self.screen.size.height < self.brief_under

    def winner_text(self) -> str:
        if self.outcome is None:
            return ""
        if len(self.outcome.winners) > 1:
            said = " and ".join(self.outcome.winner_names(self.names)) + " share the win"
        else:
            said = capitalized(self.outcome.result(self.names))
        return f"{said} — {self.outcome.reason}"

    def end_text(self) -> str:
        """How the game ended (unless the winner's line said it), and the solo rating when
        there is one."""
        if self.outcome is None:
            return ""
        said = [] if self.outcome.end_said else [f"{self.ended}: {self.outcome.end_text}"]
        return " · ".join(said + ([f"rating: {self.outcome.rating}"] if self.outcome.rating else []))

    def render(self):
        if self.outcome is None:
            return ""
        winner = self.get_component_rich_style("score-table--winner", partial=True)
        end = self.end_text()
        return Group(_Fitted(self._table), Text(""), Text(self.winner_text(), style=winner),
                     *([Text(end)] if end else []), *map(Text, self.detail_lines()))

    def detail_lines(self) -> list[str]:
        """How each participant's categories were counted, where the game says (not on a
        short screen's totals alone: that the log has them)."""
        if self.outcome is None:
            return []
        if self.brief:  # (a review found the categories nowhere but a long log line)
            # where that line is: a review tabbed past the log (helper-279)
            return ["Totals only at this size: the log's line of this end gives each category's points "
                    "(tab to the log, then ↑)."]
        return self.outcome.named_details(self.names)

    def _table(self, width: int) -> Table:
        """The table for `width` columns. Whole names and labels where they fit; else the
        names wrap at spaces, then the columns close up to one space, then the labels wrap
        (at 80 columns Restart's "Plan B (Y sets and sequences)" pushed the fourth seat's
        column off the table; before, "dam majorities" was cut to "majorit…"): words are
        never cut."""
        outcome = self.outcome
        winner = self.get_component_rich_style("score-table--winner", partial=True)
        total = self.get_component_rich_style("score-table--total", partial=True)
        header = self.get_component_rich_style("score-table--header", partial=True)
        categories: list[str] = []
        for score in outcome.scores if not self.brief else ():
            categories.extend(c for c in score.categories if c not in categories)
        values = [[str(s.categories.get(c, "")) for c in categories] + [str(s.total)]
                  for s in outcome.scores]
        labels = _widest(categories + ["total"])
        whole = [max(5, len(name), _widest(v)) for name, v in zip(self.names, values)]
        wrapped = [max(5, _widest(name.split()), _widest(v)) for name, v in zip(self.names, values)]
        for pad, seats in ((2, whole), (2, wrapped), (1, wrapped)):
            room = width - sum(seats) - pad * (len(seats) + 1)
            if labels <= room:
                break
        table = Table(box=None, padding=(0, pad, 0, 0), show_edge=False, header_style=header,
                      expand=False)
        table.add_column("", width=max(min(labels, room), _widest(" ".join(categories).split())))
        for i, name in enumerate(self.names):
            table.add_column(Text(name), justify="right", width=seats[i],
                             header_style=winner if i in outcome.winners else header)
        for category in categories:
            table.add_row(Text(capitalized(category)),  # a row's head, as "Total" is
                          *(Text(str(s.categories.get(category, ""))) for s in outcome.scores))
        table.add_row("Total", *(Text(str(s.total), style=winner if i in outcome.winners else "")
                                 for i, s in enumerate(outcome.scores)), style=total)
        return table


def _widest(words: Sequence[str]) -> int:
    return max(map(len, words), default=0)


class _Fitted:
    """A renderable made for the width it is given (`make(width)`): Rich tells a widget's
    renderable its width only as it renders."""

    def __init__(self, make: Callable[[int], Table]) -> None:
        self.make = make

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.make(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.make(options.max_width))
