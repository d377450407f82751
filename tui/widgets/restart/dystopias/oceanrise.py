"""Oceanrise: every player's Map sheet (W wildlife, L lake, F forest, C City; lower case on
the City), the Contribution track and region boxes, and a drawing in progress. Its decisions
are buttons here: whose figure Plan B uses, circling a Contribution number or not, the symbol to
draw (its sectors follow in the move list), stop drawing."""
from __future__ import annotations

from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.dystopias.oceanrise.text import SYMBOL_NAME, contribution, region_label, sheet_lines
from engine.restart.labels import SEAT_NAMES

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.panel import Canvas

SYMBOL_STYLE = {"W": "green", "L": "blue", "F": "green", "C": "yellow"}


class OceanrisePanel(DystopiaPanel):
    """Shown (Oceanrise view, seat names, seat). Keys: ("figure", seat, figure),
    ("circle", take), ("draw", symbol), ("end",)."""

    TARGETS = {OceanFigure: lambda m: ("figure", m.seat, m.figure),
               OceanCircle: lambda m: ("circle", m.take),
               OceanDraw: lambda m: ("draw", m.symbol),
               OceanEnd: lambda m: ("end",)}

    def draw(self, c: Canvas) -> None:
        v, names, _ = self.data
        seats = len(v.sheets)
        c.add("Oceanrise Map sheets", "title").add("  W wildlife · L lake · F forest · C City", "muted")
        sheets = [sheet_lines(sheet, seats) for sheet in v.sheets]
        width = len(sheets[0][0])
        per_row = 2 if seats == 4 else seats  # side by side within 50 columns (80x24): never cut
        for first in range(0, seats, per_row):
            group = range(first, min(first + per_row, seats))
            c.newline()
            for i in group:
                c.add(f"{names[i][:width]:<{width}}" + (" " if i < group[-1] else ""), f"seat{i}")
            for parts in zip(*(sheets[i] for i in group)):
                c.newline()
                for k, part in enumerate(parts):
                    for ch in part:
                        c.add(ch, SYMBOL_STYLE.get(ch.upper(), "muted"))
                    if k < len(parts) - 1:
                        c.add(" ")
        for i, name in enumerate(names):
            circled = v.circled[i]
            c.newline().add(f"{name[:8]:<8}", f"seat{i}")
            c.add(f" Contribution {contribution(circled)} · region boxes {sum(v.boxes[i])}", "muted")
        if v.plan and v.region >= 0:
            wild, lake, forest = v.left
            plan = "Plan A" if v.plan == "plan_a" else "Plan B"
            c.newline().add(f"Drawing ({plan}) in {region_label(v.region)}: left {wild} wildlife, "
                            f"{lake} lake, {forest} forest" + (" · Mission after" if v.mission_due else ""),
                            "warn")
        figures = [(seat, figure) for _, seat, figure in (k for k in self.targets if k[0] == "figure")]
        self.buttons(c, [*[(("figure", seat, figure), f"{SEAT_NAMES[seat]}'s {figure.capitalize()}")
                           for seat, figure in sorted(figures)],
                         (("circle", True), "Circle a Contribution number"), (("circle", False), "Decline"),
                         *[(("draw", x), f"Draw {SYMBOL_NAME.get(x, x)}") for x in "WLF"],
                         (("end",), "Stop drawing")])


PANEL = OceanrisePanel
