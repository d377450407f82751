"""The plug-in object the base game finds: Pandemia behind the Dystopia interface. Importing
this module registers Pandemia's steps."""
from __future__ import annotations

from engine.restart.dystopias.base import Dystopia
from engine.restart.dystopias.pandemia import scoring, steps, text
from engine.restart.dystopias.pandemia.state import PandemiaState


class Pandemia(Dystopia):
    name = "pandemia"
    title = "Pandemia"
    steps, scoring, text = steps, scoring, text

    def new_state(self, seats: int) -> PandemiaState:
        return PandemiaState(virus=[0] * seats, cure=[0] * seats)

    def invariants(self, s) -> list[str]:
        d = s.dyst
        out = []
        for plan, pos in (("plan_a", d.virus), ("plan_b", d.cure)):
            if len(pos) != s.seats or any(not 0 <= p <= steps.TRACKS[plan].spaces for p in pos):
                out.append(f"Pandemia: a Progress marker off the {steps.TRACKS[plan].name} track")
        if d.plan and len(d.dice) != steps.DICE:
            out.append("Pandemia: a roll without six dice")
        return out


DYSTOPIA = Pandemia()
