"""Focus: Study Event — an Event card from your hand goes face up on top of the Mind field printed
on it. A card step's moves and check are shared with the other card actions (hand_or_skip,
check_from_hand)."""
from __future__ import annotations

from typing import ClassVar

from engine.core.steps import pop
from engine.restart import modifiers
from engine.restart.content import EVENTS_BY_NUMBER, TRACK_INDEX
from engine.restart.events import PlayCard, Skip
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse


class StudyEvent(Step, tag="study"):
    icon: ClassVar[str] = "study"


def hand_or_skip(s, t) -> list:
    """The moves of a card step: any card of the asked seat's hand, or forgo the action."""
    return [PlayCard(c) for c in s.players[t.seat].hand] + [Skip()]


def check_from_hand(slug: str, rule: str):
    """A card step's check: a played card must come from the asked seat's hand."""
    def check(s, t, e):
        if isinstance(e, PlayCard) and e.card not in s.players[t.seat].hand:
            raise refuse(slug, rule)
    return check


def hand_empty(s, t) -> bool:
    return not s.players[t.seat].hand


def _apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    p.hand.remove(e.card)
    p.studied[TRACK_INDEX[EVENTS_BY_NUMBER[e.card].field]].append(e.card)
    modifiers.after(s, t.seat, "study")


STEPS.decision(StudyEvent, prompt=lambda s, t: "Study Event: a card from your hand onto its Mind field",
               accepts=(PlayCard, Skip), moves=hand_or_skip,
               check=check_from_hand("study-not-in-hand", "Study Event: study an Event card from your hand"),
               apply=_apply, skip_if=hand_empty)
ICON_STEPS["study"] = lambda seat, icon: StudyEvent(seat)
