"""Setup: the Spacetime grid (3x4, or 3x3 for 2 players), Upcoming cards, Objective cards, the
Mission display and deck (2 easy Missions per player set aside and dealt), Characters, starting
hands of 7 Event cards, the personal supply (7 Time, 1 Void, 6 Adrenaline) and the dystopia.
Every random step is a chance event (one card at a time, from an unordered pile). A season's
later episodes carry the Characters, the grid's top cards and the held Missions over (L310-314)."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.content import (CHARACTERS, CONTENT, DIFFICULTIES, EVENTS, GAME, MISSION_DECK,
                                    MISSIONS_BY_NUMBER, OBJECTIVES)
from engine.restart.deck import DrawEventCard, to_hand, to_upcoming
from engine.restart.dystopias import DYSTOPIAS, NAMES
from engine.restart.events import DealCharacter, DealObjective
from engine.restart.missions import MissionFace, refill_display
from engine.restart.state import Player, Season, State
from engine.restart.steps import STEPS, Step
from engine.restart.chaos import is_chaos, plans as chaos_plans
from engine.restart.chaos.state import ChaosState
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
    pass  # seat: the start player


class DecideDystopia(Step, tag="decide_dystopia"):
    pass  # seat: the start player; season.py runs it (Let Fate Decide or ask)


class DystopiaSetup(Step, tag="dystopia_setup"):
    pass


PLACEHOLDER = NAMES[0]  # the dystopia a state holds until Let Fate Decide (its slice is unused)


def new_state(seats: int, dystopia: str, effects: list[list[str]], season: Season | None = None,
              chaos: ChaosState | None = None) -> State:
    """A game, or a season's next episode (L310-314). `effects`: the Side Effect cards each
    seat follows. `dystopia` "" is decided after the grid is dealt (Let Fate Decide, or a
    season's choice episode by episode); until then the state holds a placeholder dystopia.
    Solo: `chaos` is given, `seats` counts Chaos (2), and Chaos's setup is chaos/setup.py's."""
    g = GAME.grid_for(seats)
    row = MISSION_DECK.row(seats)
    last = season.rows[-1] if season is not None and season.rows else None
    held = last.held if last else [[] for _ in range(seats)]
    unseen = [m for m in USABLE_MISSIONS[seats] if not any(m in h for h in held)]
    left = [sum(1 for m in unseen if MISSIONS_BY_NUMBER[m].difficulty == d) for d in DIFFICULTIES]
    grid = [[c] for c in last.top_cards] if last else [[] for _ in range(g.rows * g.columns)]
    on_grid = {c for stack in grid for c in stack}
    s = State(seats=seats, rows=g.rows, cols=g.columns, dystopia=dystopia or PLACEHOLDER,
              players=[Player(time=SETUP.time, void=SETUP.void, adrenaline=SETUP.adrenaline,
                              missions=list(h), side_effects=list(x)) for h, x in zip(held, effects)],
              grid=grid, objectives=[-1] * g.objective_slots,
              objective_box=list(range(len(OBJECTIVES))), characters_box=list(range(len(CHARACTERS))),
              upcoming=[], deck=sorted(e.number for e in EVENTS if e.number not in on_grid),
              deck_bottom=[], discard=[], display=[],
              # a difficulty short of what its row asks (many held): all that is left (SEASON.md §4)
              mission_deck=[min(row.count(d), n) for d, n in zip(DIFFICULTIES, left)],
              mission_unseen=unseen, dyst=DYSTOPIAS[dystopia or PLACEHOLDER].new_state(seats),
              season=season, chaos=chaos)
    if season is not None and season.characters:  # the same Character every episode (L313)
        for p, c in zip(s.players, season.characters):
            p.character = c
            s.characters_box.remove(c)
    refill_display(s)  # the first display: players x 3 from the top (all easy)
    start = season.start_seat if season is not None else 0
    push(s,
         *[CharacterDeal(i) for i in range(seats) if s.players[i].character < 0],
         *[DrawEventCard(0, "grid", x) for x, stack in enumerate(s.grid) if not stack],
         *([] if dystopia else [DecideDystopia(start)]),
         *[to_upcoming(0) for _ in range(SETUP.upcoming_events)],
         *[ObjectiveDeal(0, k) for k in range(g.objective_slots)],
         *[MissionFace(i, 0, setup=True) for i in range(seats) if last is None or is_chaos(s, i)
           for _ in range(MISSION_DECK.set_aside_easy_per_player)],  # none after Episode I (L312) but Chaos's
         *[to_hand(i) for i in range(seats) if not is_chaos(s, i) for _ in range(SETUP.hand_events)],
         DystopiaSetup(start),
         Begin(start))
    return s


def _dystopia_setup(s, t) -> None:
    """The dystopia's own setup (chance steps), once it is known."""
    pop(s)
    push(s, *DYSTOPIAS[s.dystopia].setup_tasks(s.seats))
    if s.chaos is not None:  # Chaos's own part of the dystopia's setup (solo)
        chaos_plans.setup(s)


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
    """Setup done: the starting hands are fixed, the start player takes the first turn (seat 0,
    the one who "most recently checked the time", L74; in a season the lowest total, L314)."""
    pop(s)
    for p in s.players:
        p.start_hand = list(p.hand)
    s.phase = "play"
    begin_turn(s, t.seat)


STEPS.chance(CharacterDeal, outcomes=_char_outcomes, apply=_char_apply)
STEPS.chance(ObjectiveDeal, outcomes=_obj_outcomes, apply=_obj_apply)
STEPS.auto(Begin, begin)
STEPS.auto(DystopiaSetup, _dystopia_setup)
