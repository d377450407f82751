"""The Event deck: an unordered pile (chance draws one card) plus the cards returned to its
bottom, drawn last in order. A draw goes to a hand, the Upcoming cards or a grid space."""
from __future__ import annotations

from operator import itemgetter

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import DrawEvent
from engine.restart.steps import STEPS, Step


class DrawEventCard(Step, tag="draw_event"):
    to: str          # "hand", "upcoming" or "grid"
    space: int = -1  # the grid space (setup)


def to_hand(seat: int) -> DrawEventCard:
    return DrawEventCard(seat, "hand")


def to_upcoming(seat: int) -> DrawEventCard:
    return DrawEventCard(seat, "upcoming")


_DRAWS = {n: DrawEvent(n) for n in EVENTS_BY_NUMBER}  # made once (frozen): listed at every draw


def _outcomes(s, t):
    if len(s.deck) > 1:  # one C call for the whole deck (itemgetter of one key gives the item)
        return list(itemgetter(*s.deck)(_DRAWS))
    if s.deck:
        return [_DRAWS[s.deck[0]]]
    return [_DRAWS[s.deck_bottom[0]]] if s.deck_bottom else []


def _exhausted(s, t) -> bool:
    return not s.deck and not s.deck_bottom


def _apply(s, t, e):
    s.tasks.pop()  # every draw runs this: no helper call
    if s.deck:
        s.deck.remove(e.card)
    else:
        s.deck_bottom.pop(0)
    if t.to == "hand":
        s.players[t.seat].hand.append(e.card)
    elif t.to == "upcoming":
        s.upcoming.append(e.card)
    else:
        s.grid[t.space].append(e.card)


STEPS.chance(DrawEventCard, outcomes=_outcomes, apply=_apply, exhausted=_exhausted)
