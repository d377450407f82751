"""Focus: Study Event — an Event card from your hand goes face up on top of the Mind board field
printed on it. A card step's moves and check are shared with the other card actions
(hand_or_skip, check_from_hand, no_card); Study and Bury ask the modifiers about each card
(a side effect may forbid some: Stuck With It, Obsession)."""
from __future__ import annotations

from typing import ClassVar

from engine.core.steps import pop
from engine.restart import modifiers
from engine.restart.content import EVENTS_BY_NUMBER, TRACK_INDEX
from engine.restart.events import PlayCard, Skip
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse


class StudyEvent(Step, tag="study"):
    icon: ClassVar[str] = "study"


# What the modifiers are asked about each card of a step (none: every hand card may be played).
CARD_MOMENT = {"study": "study_card", "bury": "bury_card", "deep_bury": "bury_card"}


def playable(s, seat: int, icon: str) -> list[int]:
    """The hand cards the seat may use for the card action `icon`."""
    hand = s.players[seat].hand
    what = CARD_MOMENT.get(icon)
    if what is None or not modifiers.refusing(s, seat):
        return list(hand)
    return [c for c in hand if not modifiers.refusal(s, seat, what, c)]


def hand_or_skip(s, t) -> list:
    """The moves of a card step: any usable card of the asked seat's hand, or forgo the action."""
    return [PlayCard(c) for c in playable(s, t.seat, t.icon)] + [Skip()]


def check_from_hand(slug: str, rule: str):
    """A card step's check: a played card must come from the asked seat's hand, and no
    modifier may forbid it."""
    def check(s, t, e):
        if not isinstance(e, PlayCard):
            return
        if e.card not in s.players[t.seat].hand:
            raise refuse(slug, rule)
        what = CARD_MOMENT.get(t.icon)
        why = what and modifiers.refusal(s, t.seat, what, e.card)
        if why:
            raise why
    return check


def no_card(s, t) -> bool:
    """No hand card can be used: the step is skipped (a benefit's icon) or cannot start."""
    return not playable(s, t.seat, t.icon)


def _apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    p.hand.remove(e.card)
    p.studied[TRACK_INDEX[EVENTS_BY_NUMBER[e.card].field]].append(e.card)
    modifiers.after(s, t.seat, "study", e.card)


STEPS.decision(StudyEvent, prompt=lambda s, t: "Study Event: a card from your hand onto its Mind field",
               accepts=(PlayCard, Skip), moves=hand_or_skip,
               check=check_from_hand("study-not-in-hand", "Study Event: study an Event card from your hand"),
               apply=_apply, skip_if=no_card)
ICON_STEPS["study"] = lambda seat, icon: StudyEvent(seat)
