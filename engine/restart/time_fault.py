"""Time fault: after a turn, if the Mission display holds players or fewer cards. The third one
ends the game at once (unresolved). Otherwise: Adults come back, every player places a Fragment
crystal (each decides, in turn order from the next player), Children move up one age,
Adrenaline goes on each remaining display card by difficulty, the display is refilled to
players x 3, and the Upcoming cards are replaced."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart import modifiers
from engine.restart.content import DIFFICULTIES, DIFFICULTY, GAME
from engine.restart.crystals import FragmentToPlace
from engine.restart.deck import to_upcoming
from engine.restart.missions import refill_display
from engine.restart.state import NO_SPACE
from engine.restart.steps import STEPS, Ending, Step, end_game

FAULTS_TO_END = GAME.time_fault.faults_to_end
FRAGMENTS = GAME.time_fault.fragments_each


class FaultCheck(Step, tag="fault_check"):
    pass


class FaultRest(Step, tag="fault_rest"):
    pass


def fault_check(s, t) -> None:
    """The next turn is already on the stack below: a time fault puts its steps on top."""
    s.tasks.pop()  # every turn runs this: no helper call
    if len(s.display) > s.seats:
        return
    s.faults += 1
    if s.faults >= FAULTS_TO_END:
        end_game(s, Ending.TIME_FAULTS)
        return
    order = [(t.seat + k) % s.seats for k in range(1, s.seats + 1)]
    for seat in order:  # "at the beginning of each time fault" (Shadow)
        modifiers.after(s, seat, "fault_start")
    for p in s.players:
        p.adult = NO_SPACE
    push(s, *[FragmentToPlace(seat, fault=True) for seat in order for _ in range(FRAGMENTS)],
         FaultRest(t.seat))


def fault_rest(s, t) -> None:
    pop(s)
    for p in s.players:
        if p.child >= s.cols:
            p.child -= s.cols  # one age up: past -> present -> future
    for slot in s.display:
        slot[1] += DIFFICULTY[DIFFICULTIES[slot[0]]].fault_adrenaline
    refill_display(s)
    s.discard.extend(s.upcoming)
    s.upcoming = []
    push(s, *[to_upcoming(t.seat) for _ in range(GAME.setup.upcoming_events)])


STEPS.auto(FaultCheck, fault_check)
STEPS.auto(FaultRest, fault_rest)
