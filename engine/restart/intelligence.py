"""Intelligence: Plan A or Plan B (the dystopia's actions); improved: another Plan A, Plan B,
Bury Event. Deep Bury comes only from benefits."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart import modifiers
from engine.restart.content import EVENTS_BY_NUMBER, TRACK_INDEX
from engine.restart.dystopias import dystopia_of
from engine.restart.events import PlayCard, Skip
from engine.restart.focus import check_from_hand, hand_or_skip, no_card
from engine.restart.steps import ICON_STEPS, STEPS, Step


class BuryEvent(Step, tag="bury"):
    icon: str  # "bury" (face up) or "deep_bury" (face down)


class PlanAction(Step, tag="plan"):
    icon: str  # "plan_a" or "plan_b"


def start_plan(s, t) -> None:
    """Automatic step: hand over to the dystopia's Plan A / Plan B action."""
    pop(s)
    push(s, *dystopia_of(s).plan_tasks(s, t.seat, t.icon))


def _apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    p.hand.remove(e.card)
    f = TRACK_INDEX[EVENTS_BY_NUMBER[e.card].field]
    (p.deep_buried if t.icon == "deep_bury" else p.buried)[f].append(e.card)
    modifiers.after(s, t.seat, "bury", e.card)


STEPS.decision(BuryEvent, prompt=lambda s, t: ("Deep Bury Event: a card face down" if t.icon == "deep_bury"
                                               else "Bury Event: a card face up") + " underneath its Mind field",
               accepts=(PlayCard, Skip), moves=hand_or_skip,
               check=check_from_hand("bury-not-in-hand", "Bury Event: bury an Event card from your hand"),
               apply=_apply, skip_if=no_card)
STEPS.auto(PlanAction, start_plan)
ICON_STEPS.update({icon: BuryEvent for icon in ("bury", "deep_bury")})
ICON_STEPS.update({icon: PlanAction for icon in ("plan_a", "plan_b")})
