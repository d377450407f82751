"""Objective cards: an Adult figure in an Objective space whose owner meets the card's condition
may take the card into the card holder (at the start of the turn or between actions). The card
holder holds 3 cards (Missions and Objectives); a fourth means discarding one of the four face
down — a discarded Objective does not score, a discarded Mission costs points."""
from __future__ import annotations

from collections import Counter

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.restart.content import EVENTS_BY_NUMBER, GAME, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart.events import DiscardHolder
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import STEPS, Step, refuse

HOLDER = GAME.setup.card_holder


class HolderFull(Step, tag="holder_full"):
    card_kind: str  # "mission" or "objective": the incoming card
    card: int


def condition_met(p, cond) -> bool:
    k, n = cond.kind, cond.count
    if k == "studied_cards":
        return sum(len(x) for x in p.studied) >= n
    if k == "studied_fields":
        return sum(1 for x in p.studied if x) >= n
    if k == "studied_same_colour":
        colours = Counter(EVENTS_BY_NUMBER[c].colour for x in p.studied for c in x)
        return max(colours.values(), default=0) >= n
    if k == "buried_cards":
        return sum(len(x) for x in p.buried) + sum(len(x) for x in p.deep_buried) >= n
    if k == "completed_missions":
        return sum(1 for m in p.completed
                   if cond.difficulty is None or MISSIONS_BY_NUMBER[m].difficulty == cond.difficulty) >= n
    if k == "fragments_total":
        return sum(t.count("F") for t in p.tracks) >= n
    if k == "fragments_one_track":
        return max(t.count("F") for t in p.tracks) >= n
    if k == "void_tokens":
        return p.void >= n
    if k == "time_tokens":
        return p.time >= n
    raise ValueError(k)


def objective_problem(s, seat: int) -> IllegalMove | None:
    """Why the seat cannot complete an Objective now (None when it can)."""
    p = s.players[seat]
    slot = p.adult - OBJECTIVE_BASE
    if not 0 <= slot < len(s.objectives):
        return refuse("objective-adult-away", "Complete an Objective: your Adult figure must be in an "
                                              "Objective space")
    if s.objectives[slot] < 0:
        return refuse("objective-taken", "Complete an Objective: that Objective space has no card left")
    o = OBJECTIVES[s.objectives[slot]]
    if not condition_met(p, o.condition):
        return refuse("objective-unmet", f"Complete an Objective: you do not meet the condition of {o.name}")
    return None


def complete_objective(s, seat: int) -> None:
    slot = s.players[seat].adult - OBJECTIVE_BASE
    card = s.objectives[slot]
    s.objectives[slot] = -1
    to_holder(s, seat, "objective", card)


def holder_size(p) -> int:
    return len(p.missions) + len(p.objectives)


def to_holder(s, seat: int, kind: str, card: int) -> None:
    """A new Mission or completed Objective for the card holder (a full holder asks a discard)."""
    p = s.players[seat]
    if holder_size(p) < HOLDER:
        (p.missions if kind == "mission" else p.objectives).append(card)
    else:
        push(s, HolderFull(seat, kind, card))


def _full_moves(s, t):
    p = s.players[t.seat]
    return ([DiscardHolder("mission", m) for m in p.missions]
            + [DiscardHolder("objective", o) for o in p.objectives]
            + [DiscardHolder(t.card_kind, t.card)])


def _full_check(s, t, e):
    p = s.players[t.seat]
    held = (e.kind == "mission" and e.card in p.missions) or (e.kind == "objective" and e.card in p.objectives)
    if not held and (e.kind, e.card) != (t.card_kind, t.card):
        raise refuse("holder-discard", "Card holder: discard the new card or one of the cards in your "
                                       "card holder")


def _full_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    if (e.kind, e.card) != (t.card_kind, t.card):
        (p.missions if e.kind == "mission" else p.objectives).remove(e.card)
        (p.missions if t.card_kind == "mission" else p.objectives).append(t.card)
    (p.discarded_missions if e.kind == "mission" else p.discarded_objectives).append(e.card)


STEPS.decision(HolderFull, prompt=lambda s, t: "your card holder is full (3): discard one card face down",
               accepts=(DiscardHolder,), moves=_full_moves, check=_full_check, apply=_full_apply)
