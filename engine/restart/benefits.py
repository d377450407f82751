"""Event card benefits (Iconography): what an icon makes you do or gain, the choice to take a
played card's benefit, the black arrow (spend once to gain), and the several-figures icon (the
other players' part: each accepts or declines it; if you decline the benefit, nobody gains)."""
from __future__ import annotations

from engine.core import IllegalMove
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import Benefit, PlayCard, Share
from engine.restart.tasks import Handler, Task, pop, push

# Action icons -> the task kind that performs the action.
ACTION_KIND = {"study": "study", "move": "move", "play_adult": "play", "play_child": "play",
               "place_event": "play", "complete_mission": "complete_mission", "bury": "bury",
               "deep_bury": "bury", "plan_a": "plan", "plan_b": "plan"}
SPEND_NAMES = {"time": "Time token", "void": "Void token", "adrenaline": "Adrenaline crystal",
               "event": "Event card"}


def icon_task(seat: int, icon: str, via: str) -> Task:
    """The step that gains or performs one icon."""
    if icon in ("time", "void", "adrenaline"):
        return Task("gain", seat, icon=icon, via=via)
    if icon == "fragment":
        return Task("place_fragment", seat, via=via)
    if icon == "event":
        return Task("gain_event", seat, via=via)
    if icon == "time_or_event":
        return Task("gain_time_or_event", seat, via=via)
    if icon == "mission":
        return Task("take_mission", seat, via=via)
    return Task(ACTION_KIND[icon], seat, icon=icon, via=via)


def missing_payment(p, spend) -> str:
    """What `p` lacks to pay `spend` ("" when it can pay). A card just played is not in hand."""
    need = {k: spend.count(k) for k in set(spend)}
    have = {"time": p.time, "void": p.void, "adrenaline": p.adrenaline, "event": len(p.hand)}
    short = [f"{n} {SPEND_NAMES[k]}{'s' if n > 1 else ''}" for k, n in sorted(need.items()) if have[k] < n]
    return ", ".join(short)


def _benefit_moves(s, t):
    b = EVENTS_BY_NUMBER[t.card].benefit
    moves = [Benefit(False)]
    if not missing_payment(s.players[t.seat], b.spend):
        moves.insert(0, Benefit(True))
    return moves


def _benefit_check(s, t, e):
    if e.take:
        b = EVENTS_BY_NUMBER[t.card].benefit
        short = missing_payment(s.players[t.seat], b.spend)
        if short:
            raise IllegalMove(f"Black arrow: spend what is left of the arrow to gain the benefit; "
                              f"you lack {short}")


def _benefit_apply(s, t, e):
    pop(s)
    if not e.take:
        return  # declined: the other players do not gain their part either
    seat = t.seat
    b = EVENTS_BY_NUMBER[t.card].benefit
    p = s.players[seat]
    tasks = []
    for k in b.spend:
        if k == "event":
            tasks.append(Task("spend_event", seat))
        else:
            setattr(p, k, getattr(p, k) - 1)
    tasks += [icon_task(seat, icon, "benefit") for icon in b.gain]
    if b.others:
        tasks += [Task("share", (seat + k) % s.seats, card=t.card, icons=list(b.others))
                  for k in range(1, s.seats)]
    push(s, *tasks)


def _share_apply(s, t, e):
    pop(s)
    if e.accept:
        push(s, *[icon_task(t.seat, icon, "share") for icon in t.icons])


def _spend_moves(s, t):
    return [PlayCard(c) for c in s.players[t.seat].hand]


def _spend_check(s, t, e):
    if e.card not in s.players[t.seat].hand:
        raise IllegalMove("Black arrow: discard an Event card from your hand")


def _spend_apply(s, t, e):
    pop(s)
    s.players[t.seat].hand.remove(e.card)
    s.discard.append(e.card)


HANDLERS = {
    "benefit": Handler(lambda s, t: f"gain the benefit of {EVENTS_BY_NUMBER[t.card].name}?",
                       (Benefit,), _benefit_moves, _benefit_check, _benefit_apply),
    "share": Handler(lambda s, t: f"accept your part of {EVENTS_BY_NUMBER[t.card].name}'s benefit "
                                  f"({', '.join(t.icons)})?",
                     (Share,), lambda s, t: [Share(True), Share(False)], lambda s, t, e: None,
                     _share_apply),
    "spend_event": Handler(lambda s, t: "discard an Event card from your hand (the arrow's price)",
                           (PlayCard,), _spend_moves, _spend_check, _spend_apply),
}
