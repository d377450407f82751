"""Time fault: after a turn, if the Mission display holds players or fewer cards. The third one
ends the game at once (unresolved). Otherwise: Adults come back, every player places a Fragment
crystal (each decides, in turn order from the next player), Children move up one age,
Adrenaline goes on each remaining display card by difficulty, the display is refilled to
players x 3, and the Upcoming cards are replaced."""
from __future__ import annotations

from engine.restart.content import DIFFICULTIES, DIFFICULTY, GAME
from engine.restart.missions import refill_display
from engine.restart.state import NO_SPACE
from engine.restart.tasks import Task, pop, push

FAULTS_TO_END = GAME.time_fault.faults_to_end
FRAGMENTS = GAME.time_fault.fragments_each


def end_game(s, reason: str) -> None:
    s.phase = "over"
    s.end_reason = reason
    s.tasks = []


def fault_check(s, t) -> None:
    pop(s)
    if len(s.display) > s.seats:
        push(s, Task("next_turn", t.seat))
        return
    s.faults += 1
    if s.faults >= FAULTS_TO_END:
        end_game(s, "the third time fault")
        return
    for p in s.players:
        p.adult = NO_SPACE
    order = [(t.seat + k) % s.seats for k in range(1, s.seats + 1)]
    push(s, *[Task("place_fragment", seat, via="fault") for seat in order for _ in range(FRAGMENTS)],
         Task("fault_rest", t.seat), Task("next_turn", t.seat))


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
    push(s, *[Task("draw_event", t.seat, icon="upcoming") for _ in range(GAME.setup.upcoming_events)])


AUTO = {"fault_check": fault_check, "fault_rest": fault_rest}
