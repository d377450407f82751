"""The plug-in object the base game finds: Extinction behind the Dystopia interface. Importing
this module registers Extinction's steps."""
from __future__ import annotations

from engine.restart.dystopias.base import Dystopia
from engine.restart.dystopias.extinction import scoring, steps, text
from engine.restart.dystopias.extinction.content import EXTINCTION
from engine.restart.dystopias.extinction.state import ExtinctionState


class Extinction(Dystopia):
    name = "extinction"
    title = "Extinction"
    steps, scoring, text = steps, scoring, text

    def new_state(self, seats: int) -> ExtinctionState:
        return ExtinctionState(x_deck=EXTINCTION.cards("X"), y_deck=EXTINCTION.cards("Y"),
                               display=[""] * EXTINCTION.display.positions,
                               columns=[[[] for _ in range(EXTINCTION.columns)] for _ in range(seats)],
                               freezer=[[] for _ in range(seats)])

    def setup_tasks(self, seats: int) -> list:
        return steps.setup_tasks(seats)

    def invariants(self, s) -> list[str]:
        return text.invariants(s)

    def mask(self, s, seat) -> None:
        text.mask(s, seat)

    def fill(self, s, rng) -> None:
        text.fill(s, rng)


DYSTOPIA = Extinction()
