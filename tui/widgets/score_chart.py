"""Score over time: one sparkline row per seat, all on the same scale, drawn with block
characters (no plotting dependency: a row of eighths is all a terminal chart needs here).

`score_series(session)` samples the game's `running_scores(state)` after every seat's
decision, folding the session's events into a private state of its own (the session's is never
touched); a game without that hook gets no chart."""
from __future__ import annotations

from typing import Any, Sequence

from rich.console import Group
from rich.text import Text
from textual.widget import Widget

from engine.core import CHANCE

BLOCKS = " ▁▂▃▄▅▆▇█"


def score_series(session: Any) -> list[list[int]] | None:
    game = session.game
    running = getattr(game, "running_scores", None)
    if running is None:
        return None
    state = game.initial_state(session.options, len(session.seats))
    series: list[list[int]] = [[0] for _ in session.seats]
    for record in session.events():
        game.apply(state, record.event)
        if record.seat != CHANCE:
            for line, points in zip(series, running(state)):
                line.append(points)
    return series


def resample(values: Sequence[int], width: int) -> list[int]:
    """`width` samples spread evenly over `values` (its last value always kept)."""
    if len(values) <= width:
        return list(values)
    return [values[round(i * (len(values) - 1) / (width - 1))] for i in range(width)]


def sparkline(values: Sequence[int], top: int) -> str:
    steps = len(BLOCKS) - 1
    return "".join(BLOCKS[round(max(v, 0) * steps / top)] if top > 0 else BLOCKS[0]
                   for v in values)


class ScoreChart(Widget):
    """Rows of `name │ sparkline │ final points`; the caption names the scale."""

    COMPONENT_CLASSES = {"score-chart--line", "score-chart--caption"}

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.series: list[list[int]] = []
        self.names: list[str] = []

    def show(self, series: Sequence[Sequence[int]], names: Sequence[str]) -> None:
        self.series = [list(s) for s in series]
        self.names = list(names)
        self.refresh(layout=True)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.series) + 1 if self.series else 0

    def render(self):
        if not self.series:
            return ""
        line_style = self.get_component_rich_style("score-chart--line", partial=True)
        caption = self.get_component_rich_style("score-chart--caption", partial=True)
        label = max(len(n) for n in self.names[:len(self.series)])
        final = max(len(str(s[-1])) for s in self.series)
        width = max(8, self.size.width - label - final - 4)
        top = max(max(s) for s in self.series)
        rows = [Text(f"Points after each decision, 0 to {top} (every row on one scale)",
                     style=caption)]
        for name, values in zip(self.names, self.series):
            row = Text(name.ljust(label) + " ")
            row.append(sparkline(resample(values, width), top).ljust(width), style=line_style)
            row.append(f" {values[-1]:>{final}}")
            rows.append(row)
        return Group(*rows)
