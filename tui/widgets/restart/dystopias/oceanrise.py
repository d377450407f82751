"""Oceanrise: every player's Map sheet (W wildlife, L lake, F forest, C City; lower case on
the City), the Contribution track and region boxes, and a drawing in progress. Its decisions
are taken here: whose figure Plan B uses, circling a Contribution number or not, the sector to
draw in on your own sheet (the symbols for it follow in the move list), stop drawing."""
from __future__ import annotations

from engine.restart.dystopias.oceanrise.content import CITY, SECTOR_COLS, SYMBOLS, used_region_cols
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.dystopias.oceanrise.text import TRACK, contribution, region_label, sheet_cells
from engine.restart.labels import AGES

from tui.widgets.restart.dystopias import DystopiaPanel
from tui.widgets.restart.panel import Canvas

SYMBOL_STYLE = {"W": "green", "L": "blue", "F": "green", "C": "yellow"}


class OceanrisePanel(DystopiaPanel):
    """Shown (Oceanrise view, seat names, seat). Keys: ("figure", seat, figure),
    ("circle", take), ("sector", k) of the region being drawn in on your sheet, ("end",)."""

    TARGETS = {OceanFigure: lambda m: ("figure", m.seat, m.figure),
               OceanCircle: lambda m: ("circle", m.take),
               OceanDraw: lambda m: ("sector", m.sector),  # a review drew on its City from the list
               OceanEnd: lambda m: ("end",)}
    # a sector already drawn in: the engine's reason (L564), for any symbol (a review)
    PROBES = {"sector": lambda key: tuple(OceanDraw(symbol, key[1]) for symbol in SYMBOLS)}

    def describe(self, key):
        if key[0] != "sector":
            return None
        region = self.data[0].region
        city = (": the City; a symbol here ends it, and the region's wildlife and lakes then score "
                "nothing") if key[1] == CITY[region] else ""
        return f"Sector {key[1] + 1} of {region_label(region)}{city}"

    def draw(self, c: Canvas) -> None:
        v, names, seat = self.data
        seats = len(v.sheets)
        on_city = "lower case: on a City".replace(" ", "\u00a0")  # wrapped whole
        c.add("Oceanrise Map sheets", "title").add(f"  W wildlife · L lake · F forest · C City · {on_city}", "muted")
        sheets = [sheet_cells(sheet, seats) for sheet in v.sheets]
        width = len(sheets[0][0])
        drawing = any(k[0] == "sector" for k in self.targets)  # on the viewer's sheet, in v.region
        per_row = 2 if seats == 4 else seats  # side by side within 50 columns (80x24): never cut
        # moves name regions "Past 3": the region columns are numbered over each sheet, its rows
        # named (a review counted blocks of dots); a left margin would not fit 80x24
        numbers = " ".join(f"{col + 1:^{SECTOR_COLS}}" for col in used_region_cols(seats))
        c.newline().add(f"region rows top down: {', '.join(AGES)}", "muted")
        for first in range(0, seats, per_row):
            group = range(first, min(first + per_row, seats))
            c.newline()
            for i in group:
                c.add(f"{names[i][:width]:<{width}}" + (" " if i < group[-1] else ""), f"seat{i}")
            c.newline().add(" ".join(numbers for _ in group), "muted")
            for parts in zip(*(sheets[i] for i in group)):
                c.newline()
                for k, part in enumerate(parts):
                    mine = drawing and group[k] == seat
                    for ch, cell in part:
                        key = ("sector", cell[1]) if mine and cell and cell[0] == v.region else None
                        c.add(ch, SYMBOL_STYLE.get(ch.upper(), "muted"), key)
                    if k < len(parts) - 1:
                        c.add(" ")
        points = ", ".join(map(str, TRACK.mission_points))  # thresholds a review looked for
        c.newline().add(f"Contribution track: a Mission card at {points}", "muted")
        for i, name in enumerate(names):
            circled = v.circled[i]
            c.newline().add(f"{name[:8]:<8}", f"seat{i}")
            c.add(f" Contribution {contribution(circled)} · region boxes {sum(v.boxes[i])}", "muted")
        if v.plan and v.region >= 0:
            wild, lake, forest = v.left
            plan = "Plan A" if v.plan == "plan_a" else "Plan B"
            who = "You draw" if v.drawer == seat else f"{names[v.drawer]} draws"
            c.newline().add(f"{who} ({plan}) in {region_label(v.region)}: left {wild} wildlife, "
                            f"{lake} lake, {forest} forest" + (" · Mission after" if v.mission_due else ""),
                            "warn")
        if drawing:
            c.newline().add(f"Pick a sector of {region_label(v.region)} on your sheet (arrows, enter), then the "
                            "symbol in the move list (C: the City, which a symbol ends)", "muted")
        figures = [(seat, figure) for _, seat, figure in (k for k in self.targets if k[0] == "figure")]
        self.buttons(c, [*[(("figure", seat, figure), f"{names[seat]}'s {figure.capitalize()}")
                           for seat, figure in sorted(figures)],
                         (("circle", True), "Circle a Contribution number"), (("circle", False), "Decline"),
                         (("end",), "Stop drawing")])


PANEL = OceanrisePanel
