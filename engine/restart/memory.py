"""Memory: Gain Time / Event twice (or a Void token instead of all Memory actions); improved:
Gain Time, Gain Event, Gain Adrenaline. Also the gain steps every benefit uses: a resource, an
Event card from the deck or the Upcoming cards, a Time token or an Event card."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.content import CHARACTERS, EVENTS_BY_NUMBER
from engine.restart.deck import to_hand
from engine.restart.events import Skip, TakeEvent, TakeTime
from engine.restart.labels import player_name
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse

RESOURCES = ("time", "void", "adrenaline")


class GainResource(Step, tag="gain"):
    resource: str  # time, void or adrenaline


class GainEventCard(Step, tag="gain_event"):
    via: str = ""  # "ability": a Character's optional draw (may be forgone, uses the ability)


class GainTimeOrEvent(Step, tag="gain_time_or_event"):
    pass


def gain_resource(s, t) -> None:
    """Automatic step: one Time, Void or Adrenaline from the general supply (unlimited)."""
    pop(s)
    p = s.players[t.seat]
    setattr(p, t.resource, getattr(p, t.resource) + 1)


def _event_sources(s) -> list[TakeEvent]:
    out = [TakeEvent(-1)] if s.deck or s.deck_bottom else []
    return out + [TakeEvent(i) for i in range(len(s.upcoming))]


def _check_source(s, e: TakeEvent) -> None:
    if e.source == -1:
        if not (s.deck or s.deck_bottom):
            raise refuse("deck-empty", "Gain Event: the Event deck is empty")
    elif not 0 <= e.source < len(s.upcoming):
        raise refuse("no-such-upcoming", f"Gain Event: draw from the Event deck or one of the "
                                         f"{len(s.upcoming)} Upcoming Event cards")


def _take_event(s, t, e: TakeEvent) -> None:
    pop(s)
    if t.kind == "gain_event" and t.via == "ability":
        s.turn.ability_used = True
    if e.source == -1:
        push(s, to_hand(t.seat))
    else:
        s.players[t.seat].hand.append(s.upcoming.pop(e.source))


def _event_moves(s, t):
    moves = _event_sources(s)
    return moves + [Skip()] if t.via == "ability" else moves


def _event_check(s, t, e):
    if isinstance(e, Skip):
        if t.via != "ability":
            raise refuse("gain-event-now", "Gain Event: the Event card is gained now (draw from the "
                                           "deck or the Upcoming cards)")
        return
    _check_source(s, e)


def _event_apply(s, t, e):
    if isinstance(e, Skip):
        pop(s)
    else:
        _take_event(s, t, e)


def _tor_check(s, t, e):
    if isinstance(e, TakeEvent):
        _check_source(s, e)


def _tor_apply(s, t, e):
    if isinstance(e, TakeTime):
        pop(s)
        s.players[t.seat].time += 1
    else:
        _take_event(s, t, e)


STEPS.auto(GainResource, gain_resource)
def _event_prompt(s, t) -> str:
    """Whose draw it is: a Character's may be forgone (two alike prompts read as one: a review)."""
    if t.via == "ability":
        return (f"{CHARACTERS[s.players[t.seat].character].name}'s ability: you may gain an Event card "
                "from the deck or an Upcoming card, or forgo it")
    if s.phase == "play" and t.seat != s.turn.seat:  # in another's turn: their benefit's share (L322)
        card = next((c for seat, c in reversed(s.turn.parts) if seat == t.seat), None)
        played = f"{EVENTS_BY_NUMBER[card].name}, which {player_name(s, s.turn.seat)} just played" \
            if card is not None else f"{player_name(s, s.turn.seat)}'s benefit"
        return f"your part of {played}: gain an Event card from the deck or an Upcoming card"
    return "gain an Event card: from the deck or an Upcoming card"


STEPS.decision(GainEventCard, prompt=_event_prompt,
               accepts=(TakeEvent, Skip), moves=_event_moves, check=_event_check, apply=_event_apply,
               skip_if=lambda s, t: not (s.deck or s.deck_bottom or s.upcoming))
STEPS.decision(GainTimeOrEvent, prompt=lambda s, t: "gain a Time token or an Event card",
               accepts=(TakeTime, TakeEvent), moves=lambda s, t: [TakeTime()] + _event_sources(s),
               check=_tor_check, apply=_tor_apply)
ICON_STEPS.update({r: GainResource for r in RESOURCES})
ICON_STEPS.update(event=lambda seat, icon: GainEventCard(seat),
                  time_or_event=lambda seat, icon: GainTimeOrEvent(seat))
