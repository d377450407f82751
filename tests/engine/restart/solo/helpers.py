"""Helpers for the solo (Chaos) tests: a solo game set up to the human's first decision, a state
laid out by hand (cards conserved), and a Chaos turn begun with a chosen card on top."""
from __future__ import annotations

from engine.core import CHANCE
from engine.core.steps import push
from engine.restart import GAME
from engine.restart.chaos import CHAOS
from engine.restart.chaos.events import RevealChaos
from engine.restart.chaos.turn import ChaosTurn
from engine.restart.content import FIELD_INDEX, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart.events import ChooseField, EndTurn
from engine.restart.state import Options, Turn
from engine.restart.steps import STEPS

from tests.engine.restart.helpers import act, chance, draw_all, take_card

NAMED = {o.name: i for i, o in enumerate(OBJECTIVES)}


def solo(dystopia: str = "pandemia", **options):
    """A solo game at the human's first decision (chance: always the first outcome)."""
    s = GAME.initial_state(Options(dystopia=dystopia, **options), 1)
    draw_all(s)
    return s


def space(row: str, col: int) -> int:
    return ("future", "present", "past").index(row) * 3 + col - 1


def objectives(s, *names: str) -> None:
    ids = [NAMED[n] for n in names]
    s.objectives = ids
    s.objective_box = sorted(set(range(len(OBJECTIVES))) - set(ids))


def upcoming(s, *cards: int) -> None:
    """These cards as the Upcoming cards, left to right (the old ones go back to the deck)."""
    s.deck = sorted(s.deck + s.upcoming)
    s.upcoming = []
    for c in cards:
        stack = next((x for x in s.grid if x == [c]), None)
        if stack is not None:  # alone on a grid space: a deck card takes its place
            stack[0] = next(x for x in s.deck if x not in cards)
            s.deck.remove(stack[0])
            s.upcoming.append(c)
        else:
            s.upcoming.append(take_card(s, c))


def missions(s, *numbers: int) -> list[int]:
    """These Mission cards out of the box (a holder holding one gets another of its difficulty)."""
    for m in numbers:
        if m not in s.mission_unseen:
            holder = next(p.missions for p in s.players if m in p.missions)
            d = MISSIONS_BY_NUMBER[m].difficulty
            other = next(x for x in s.mission_unseen if MISSIONS_BY_NUMBER[x].difficulty == d
                         and x not in numbers)
            holder[holder.index(m)] = other
            s.mission_unseen.append(m)
        s.mission_unseen.remove(m)
    s.mission_unseen.sort()
    return list(numbers)


def last_field(s, field: str) -> None:
    s.players[CHAOS].field = FIELD_INDEX[field]


def chaos_turn(s, card: str) -> None:
    """Begin a Chaos turn now (the stack replaced) and reveal `card` from its deck."""
    c = s.chaos
    if card not in c.deck:
        c.discard.remove(card)
        c.deck = sorted(c.deck + [card])
    s.turn = Turn(seat=CHAOS)
    s.tasks = []
    push(s, ChaosTurn(CHAOS))
    STEPS.settle(s)
    chance(s, RevealChaos(card))


def human_passes(s, field: str = "memory") -> None:
    """The human's turn with no action: a field, then End turn (refills drawn: first outcome)."""
    act(s, ChooseField(field))
    act(s, EndTurn())
    while GAME.to_act(s) == CHANCE and s.tasks[-1].kind != "chaos_reveal":
        GAME.apply(s, GAME.chance_outcomes(s)[0])
