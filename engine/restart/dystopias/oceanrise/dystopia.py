"""The plug-in object the base game finds: Oceanrise behind the Dystopia interface. Importing
this module registers Oceanrise's steps (and its Plan-action refusals on the modifier seam)."""
from __future__ import annotations

from engine.restart.dystopias.base import Dystopia
from engine.restart.dystopias.oceanrise import scoring, steps, text
from engine.restart.dystopias.oceanrise.content import REGIONS, SECTORS, SYMBOLS
from engine.restart.dystopias.oceanrise.state import OceanriseState


class Oceanrise(Dystopia):
    name = "oceanrise"
    title = "Oceanrise"
    steps, scoring, text = steps, scoring, text

    def new_state(self, seats: int) -> OceanriseState:
        return OceanriseState(sheets=[[""] * (REGIONS * SECTORS) for _ in range(seats)],
                              boxes=[[False] * REGIONS for _ in range(seats)], circled=[0] * seats)

    def invariants(self, s) -> list[str]:
        d = s.dyst
        out = []
        if len(d.sheets) != s.seats or any(len(sh) != REGIONS * SECTORS or set(sh) - {"", *SYMBOLS}
                                          for sh in d.sheets):
            out.append("Oceanrise: a Map sheet is not 108 sectors of W/L/F or blank")
        if any(not 0 <= c <= steps.TRACK.spaces for c in d.circled):
            out.append("Oceanrise: more Contribution numbers circled than the track has")
        for i, (sheet, boxes) in enumerate(zip(d.sheets, d.boxes)):
            for r in range(REGIONS):
                drawn = sum(1 for x in sheet[SECTORS * r:SECTORS * (r + 1)] if x)
                due = d.mission_due and d.region == r and i == s.turn.seat  # box crossed after drawing
                if boxes[r] != (drawn >= 2) and not due:
                    out.append(f"Oceanrise: seat {i} region {r}: Mission box and drawn sectors disagree")
        if d.plan and any(x < 0 for x in d.left):
            out.append("Oceanrise: a negative symbol allowance")
        return out


DYSTOPIA = Oceanrise()
