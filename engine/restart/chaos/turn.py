"""A Chaos turn (SOLO.md §4-5): reveal the top Chaos card (a chance draw; an empty deck is first
made of the shuffled discard pile), take its field (or its fallback when the field is the one
Chaos used last, L91), perform that field's actions by the fixed rules, then the rift, the
card's Prosperity, and the ordinary end of a turn (refill the Upcoming cards, time fault check).

Chaos plays cards by the base game's own steps where they fit (Study, the benefit, Plan A/B, a
Mission taken); the questions those steps ask the Chaos player are answered in answers.py."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.benefits import BenefitChoice
from engine.restart.chaos import CHAOS, say
from engine.restart.chaos.answers import answers, complete_mission, rift_slot, take_card
from engine.restart.chaos.content import CARDS, DECK, LEVELS, LULL, space_of
from engine.restart.chaos.events import RevealChaos
from engine.restart.chaos.plans import plan_for, plan_why
from engine.restart.content import DIFFICULTIES, FIELD_INDEX, OBJECTIVES
from engine.restart.focus import StudyEvent
from engine.restart.intelligence import PlanAction
from engine.restart.labels import space_label
from engine.restart.objectives import complete_objective, condition_met
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import STEPS, Step
from engine.restart.turn import TurnEnd, TurnStart

FIELD_NAMES = {i: f for f, i in FIELD_INDEX.items()}


class ChaosTurn(Step, tag="chaos_turn"):
    pass


class ChaosReveal(Step, tag="chaos_reveal"):
    pass


class ChaosAction(Step, tag="chaos_action"):
    what: str  # study, move, play, complete, plan, memory, rift, close


def _turn(s, t) -> None:
    pop(s)
    c = s.chaos
    if not c.deck:  # shuffle the discard pile into a new deck (the draw is the shuffle)
        c.deck, c.discard = sorted(c.discard), []
    push(s, ChaosReveal(CHAOS))


def field_for(s, card) -> str:
    """The card's field, or its fallback when Chaos used that field last (L91); a Lull's none."""
    if card.field == LULL:
        return LULL
    last = s.players[CHAOS].field
    return card.fallback if last >= 0 and FIELD_NAMES[last] == card.field else card.field


ACTIONS = {"focus": ("study",), "perception": ("move", "complete"), "intelligence": ("plan",),
           "memory": ("memory",), LULL: ()}


def _reveal(s, t, e: RevealChaos) -> None:
    pop(s)
    c = s.chaos
    c.deck.remove(e.card)
    c.discard.append(e.card)
    card = CARDS[e.card]
    field = field_for(s, card)
    c.narration, c.since = [f"reveals {card.id}"], []
    if field == LULL:
        say(s, "a Lull: no field action")
    else:
        s.players[CHAOS].field = s.turn.field = FIELD_INDEX[field]
        say(s, f"uses {field.capitalize()}" + (f" (its fallback: {card.field.capitalize()} was the last field it used)"
                                                 if field != card.field else ""))  # why (a review)
    push(s, *[ChaosAction(CHAOS, a) for a in ACTIONS[field]],
         *([ChaosAction(CHAOS, "rift")] if card.rift else []), ChaosAction(CHAOS, "close"))


def _objective_slot(s) -> int:
    """The Objective space Chaos goes to: a card it meets, not under the human's Adult; the
    highest value, then the leftmost (SOLO.md §5.2). -1 when none."""
    taken = {q.adult for i, q in enumerate(s.players) if i != CHAOS}
    best = [(-OBJECTIVES[o].points, k) for k, o in enumerate(s.objectives)
            if o >= 0 and OBJECTIVE_BASE + k not in taken
            and condition_met(s.players[CHAOS], OBJECTIVES[o].condition)]
    return min(best)[1] if best else -1


def target_space(s, card) -> int:
    """The card's space, or the next one to the right in its row (wrapping) that holds neither
    the human's Adult nor Chaos's Child (L132)."""
    p = s.players[CHAOS]
    blocked = {q.adult for i, q in enumerate(s.players) if i != CHAOS} | {p.child}
    first = space_of(card.space, s.cols)
    row = first - first % s.cols
    for k in range(s.cols):
        x = row + (first - row + k) % s.cols
        if x not in blocked:
            return x
    return p.adult  # unreachable on a 3x3 grid: at most two spaces of a row are blocked


def _move(s) -> None:
    p = s.players[CHAOS]
    slot = _objective_slot(s)
    if slot >= 0:
        p.adult = OBJECTIVE_BASE + slot
        name = OBJECTIVES[s.objectives[slot]].name
        complete_objective(s, CHAOS)
        say(s, f"moves its Adult to the Objective {name} and completes it")
        return
    card = CARDS[s.chaos.discard[-1]]
    x, first = target_space(s, card), space_of(card.space, s.cols)
    why = ""
    if x != first:  # said, or the Adult seemed to miss the card's space (a review)
        held = "its Child" if first == p.child else "your Adult"
        why = f" (the card's {space_label(s, first)} holds {held}: the next free space to the right)"
    say(s, (f"moves its Adult to {space_label(s, x)}" if x != p.adult else
            f"its Adult stays on {space_label(s, x)}") + why)
    p.adult = x
    push(s, ChaosAction(CHAOS, "play"))


def _play(s) -> None:
    """Play Event (Adult): the leftmost Upcoming card (else the deck's top) onto its Adult's space,
    then its benefit (always taken)."""
    card = take_card(s, ChaosAction(CHAOS, "play"))
    if card < 0:  # drawn from the deck first, then played (or no card left: the game is over)
        return
    p = s.players[CHAOS]
    p.hand.remove(card)
    s.grid[p.adult].append(card)
    say(s, f"plays Event card {card} onto {space_label(s, p.adult)}")
    push(s, BenefitChoice(CHAOS, card))


def _rift(s) -> None:
    slot = rift_slot(s)
    if slot < 0:
        say(s, "rift: the Mission display is empty")
        return
    d, adrenaline = s.display.pop(slot)
    s.players[CHAOS].adrenaline += adrenaline
    say(s, f"rift: removes display card {slot + 1} ({DIFFICULTIES[d]}) to the box, gaining "
           f"{adrenaline} Adrenaline")


def _close(s) -> None:
    card = CARDS[s.chaos.discard[-1]]
    points = card.prosperity + LEVELS[s.chaos.level].prosperity_bonus
    s.chaos.prosperity += points
    if points:
        say(s, f"scores {points} Prosperity (Chaos cards)")
    push(s, TurnEnd(CHAOS))


def _action(s, t) -> None:
    pop(s)
    what = t.what
    if what == "study":
        push(s, StudyEvent(CHAOS))
    elif what == "move":
        _move(s)
    elif what == "play":
        _play(s)
    elif what == "complete":
        complete_mission(s)
    elif what == "plan":
        plan = plan_for(s)
        if plan:
            say(s, f"performs {'Plan A' if plan == 'plan_a' else 'Plan B'}{plan_why(s)}")
            push(s, PlanAction(CHAOS, plan))
        else:
            say(s, "forgoes its Plan action (nothing it can do)")
    elif what == "memory":
        s.players[CHAOS].time += DECK.memory_gain.time
        say(s, f"gains {DECK.memory_gain.time} Time")
    elif what == "rift":
        _rift(s)
    else:
        _close(s)


@answers(TurnStart)
def _begin(s, t) -> None:
    """The turn begun for the Chaos player is a Chaos turn (no start-of-turn choices, §4)."""
    pop(s)
    push(s, ChaosTurn(CHAOS))


STEPS.auto(ChaosTurn, _turn)
STEPS.chance(ChaosReveal, outcomes=lambda s, t: [RevealChaos(c) for c in s.chaos.deck], apply=_reveal)
STEPS.auto(ChaosAction, _action)
