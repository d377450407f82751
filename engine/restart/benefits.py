"""Event card benefits (Iconography): the choice to take a played card's benefit, the black
arrow (spend once to gain), and the several-figures icon (the other players' part: they gain
it, in turn order, unless you decline the benefit, L149; logs of rulesets 3-5 asked each of
them to accept or decline it, ShareOffer). What each icon makes you do or gain
is the task its own module registers in steps.ICON_STEPS."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.core.words import possessive
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import Benefit, PlayCard, Share
from engine.restart.steps import STEPS, Step, icon_step, refuse

SPEND_NAMES = {"time": "Time token", "void": "Void token", "adrenaline": "Adrenaline crystal",
               "event": "Event card"}


class BenefitChoice(Step, tag="benefit"):
    card: int  # the card just played


class ShareOffer(Step, tag="share"):
    card: int
    icons: list[str]  # the other players' part, to accept or decline (rulesets 3 to 5)


class SharedPart(Step, tag="shared"):
    card: int
    icons: list[str]  # the other players' part, gained (L322)


class SpendEventCard(Step, tag="spend_event"):
    pass


def missing_payment(p, spend) -> str:
    """What `p` lacks to pay `spend` ("" when it can pay). A card just played is not in hand."""
    need = {k: spend.count(k) for k in set(spend)}
    have = {"time": p.time, "void": p.void, "adrenaline": p.adrenaline, "event": len(p.hand)}
    short = [f"{n} {SPEND_NAMES[k]}{'s' if n > 1 else ''}" for k, n in sorted(need.items()) if have[k] < n]
    return ", ".join(short)


def _benefit_moves(s, t):
    b = EVENTS_BY_NUMBER[t.card].benefit
    if not b.spend or not missing_payment(s.players[t.seat], b.spend):
        return [Benefit(True), Benefit(False)]
    return [Benefit(False)]


def _benefit_check(s, t, e):
    if e.take:
        b = EVENTS_BY_NUMBER[t.card].benefit
        short = missing_payment(s.players[t.seat], b.spend)
        if short:
            raise refuse("arrow-unpaid", f"Black arrow: spend what is left of the arrow to gain the "
                                         f"benefit; you lack {short}")


def _benefit_apply(s, t, e):
    pop(s)
    s.turn.benefits.append([t.card, int(e.take)])
    if not e.take:
        return  # declined: the other players do not gain their part either
    seat = t.seat
    b = EVENTS_BY_NUMBER[t.card].benefit
    p = s.players[seat]
    tasks = []
    for k in b.spend:
        if k == "event":
            tasks.append(SpendEventCard(seat))
        else:
            setattr(p, k, getattr(p, k) - 1)
    tasks += [icon_step(seat, icon) for icon in b.gain]
    if b.others:  # the other players' part, in turn order
        part = ShareOffer if s.shares_asked else SharedPart
        tasks += [part((seat + k) % s.seats, t.card, list(b.others)) for k in range(1, s.seats)]
    push(s, *tasks)


def gain_part(s, t) -> None:
    """The other player `t.seat` gains its part of the benefit."""
    pop(s)
    push(s, *[icon_step(t.seat, icon) for icon in t.icons])
    if type(t) is SharedPart:  # unasked: no move of theirs says it (ruleset 6)
        s.turn.parts.append([t.seat, t.card])


def _share_apply(s, t, e):
    if e.accept:
        gain_part(s, t)
    else:
        pop(s)


def _spend_check(s, t, e):
    if e.card not in s.players[t.seat].hand:
        raise refuse("arrow-card-not-in-hand", "Black arrow: discard an Event card from your hand")


def _spend_apply(s, t, e):
    pop(s)
    s.players[t.seat].hand.remove(e.card)
    s.discard.append(e.card)


SHARE_MOVES = [Share(True), Share(False)]

STEPS.decision(BenefitChoice, prompt=lambda s, t: f"gain the benefit of {EVENTS_BY_NUMBER[t.card].name}?",
               accepts=(Benefit,), moves=_benefit_moves, check=_benefit_check, apply=_benefit_apply)
STEPS.decision(ShareOffer, prompt=lambda s, t: f"accept your part of {possessive(EVENTS_BY_NUMBER[t.card].name)} "
                                               f"benefit ({', '.join(t.icons)})?",
               accepts=(Share,), moves=lambda s, t: list(SHARE_MOVES), check=lambda s, t, e: None,
               apply=_share_apply)
STEPS.auto(SharedPart, gain_part)
STEPS.decision(SpendEventCard, prompt=lambda s, t: "discard an Event card from your hand (the arrow's price)",
               accepts=(PlayCard,), moves=lambda s, t: [PlayCard(c) for c in s.players[t.seat].hand],
               check=_spend_check, apply=_spend_apply)
