"""Setup: the Spacetime grid (3x4, or 3x3 for 2 players), Upcoming cards, Objective cards, the
Mission display and deck (2 easy Missions per player set aside and dealt), Characters, starting
hands of 7 Event cards, the personal supply (7 Time, 1 Void, 6 Adrenaline) and the dystopia.
Every random step is a chance event (one card at a time, from an unordered pile)."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.content import (CHARACTERS, CONTENT, DIFFICULTIES, EVENTS, GAME, MISSION_DECK,
                                    OBJECTIVES)
from engine.restart.deck import DrawEventCard, to_hand, to_upcoming
from engine.restart.dystopias import DYSTOPIAS
from engine.restart.events import DealCharacter, DealObjective
from engine.restart.missions import MissionFace, refill_display
from engine.restart.state import Player, State
from engine.restart.steps import STEPS, Step
from engine.restart.turn import begin_turn

SETUP = GAME.setup
# The Missions each player count may use (2 players: only patterns that fit the 3x3 grid).
USABLE_MISSIONS = {n: sorted(m.number for d in DIFFICULTIES for m in CONTENT.missions_for(d, n))
                   for n in GAME.players}


class CharacterDeal(Step, tag="deal_character"):
    pass


class ObjectiveDeal(Step, tag="deal_objective"):
    slot: int  # the Objective space


class Begin(Step, tag="begin"):
    pass


def new_state(seats: int, dystopia: str, side_effects: list[str] = ()) -> State:
    """A single game: every seat follows every chosen Side Effect card."""
    g = GAME.grid_for(seats)
    row = MISSION_DECK.row(seats)
    unseen = list(USABLE_MISSIONS[seats])
    s = State(seats=seats, rows=g.rows, cols=g.columns, dystopia=dystopia,
              players=[Player(time=SETUP.time, void=SETUP.void, adrenaline=SETUP.adrenaline,
                              side_effects=list(side_effects)) for _ in range(seats)],
              grid=[[] for _ in range(g.rows * g.columns)], objectives=[-1] * g.objective_slots,
              objective_box=list(range(len(OBJECTIVES))), characters_box=list(range(len(CHARACTERS))),
              upcoming=[], deck=sorted(e.number for e in EVENTS), deck_bottom=[], discard=[],
              display=[], mission_deck=[row.count(d) for d in DIFFICULTIES], mission_unseen=unseen,
              dyst=DYSTOPIAS[dystopia].new_state(seats))
    refill_display(s)  # the first display: players x 3 from the top (all easy)
    cells = g.rows * g.columns
    push(s,
         *[CharacterDeal(i) for i in range(seats)],
         *[DrawEventCard(0, "grid", x) for x in range(cells)],
         *[to_upcoming(0) for _ in range(SETUP.upcoming_events)],
         *[ObjectiveDeal(0, k) for k in range(g.objective_slots)],
         *[MissionFace(i, 0, setup=True) for i in range(seats)
           for _ in range(MISSION_DECK.set_aside_easy_per_player)],
         *[to_hand(i) for i in range(seats) for _ in range(SETUP.hand_events)],
         *DYSTOPIAS[dystopia].setup_tasks(seats),
         Begin(0))
    return s


def _char_outcomes(s, t):
    return [DealCharacter(c) for c in s.characters_box]


def _char_apply(s, t, e):
    pop(s)
    s.characters_box.remove(e.character)
    s.players[t.seat].character = e.character


def _obj_outcomes(s, t):
    return [DealObjective(o) for o in s.objective_box]


def _obj_apply(s, t, e):
    pop(s)
    s.objective_box.remove(e.objective)
    s.objectives[t.slot] = e.objective


def begin(s, t) -> None:
    """Setup done: the starting hands are fixed, the start player (seat 0) takes the first turn."""
    pop(s)
    for p in s.players:
        p.start_hand = list(p.hand)
    s.phase = "play"
    begin_turn(s, 0)


STEPS.chance(CharacterDeal, outcomes=_char_outcomes, apply=_char_apply)
STEPS.chance(ObjectiveDeal, outcomes=_obj_outcomes, apply=_obj_apply)
STEPS.auto(Begin, begin)
