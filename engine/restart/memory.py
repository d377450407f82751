"""Memory: Gain Time / Event twice (or a Void token instead of all Memory actions); improved:
Gain Time, Gain Event, Gain Adrenaline. Also the gain steps every benefit uses: a resource, an
Event card from the deck or the Upcoming cards, a Time token or an Event card."""
from __future__ import annotations

from engine.core import IllegalMove
from engine.restart.events import Skip, TakeEvent, TakeTime
from engine.restart.tasks import Handler, Task, pop, push

RESOURCES = ("time", "void", "adrenaline")


def gain_resource(s, t) -> None:
    """Automatic step: one Time, Void or Adrenaline from the general supply (unlimited)."""
    pop(s)
    p = s.players[t.seat]
    setattr(p, t.icon, getattr(p, t.icon) + 1)


def _event_sources(s) -> list[TakeEvent]:
    out = [TakeEvent(-1)] if s.deck or s.deck_bottom else []
    return out + [TakeEvent(i) for i in range(len(s.upcoming))]


def _check_source(s, e: TakeEvent) -> None:
    if e.source == -1:
        if not (s.deck or s.deck_bottom):
            raise IllegalMove("Gain Event: the Event deck is empty")
    elif not 0 <= e.source < len(s.upcoming):
        raise IllegalMove(f"Gain Event: draw from the Event deck or one of the {len(s.upcoming)} "
                          f"Upcoming Event cards")


def _take_event(s, t, e: TakeEvent) -> None:
    pop(s)
    if t.via == "ability":
        s.turn.ability_used = True
    if e.source == -1:
        push(s, Task("draw_event", t.seat, icon="hand"))
    else:
        s.players[t.seat].hand.append(s.upcoming.pop(e.source))


def _event_moves(s, t):
    moves = _event_sources(s)
    return moves + [Skip()] if t.via == "ability" else moves


def _event_check(s, t, e):
    if isinstance(e, Skip):
        if t.via != "ability":
            raise IllegalMove("Gain Event: the Event card is gained now (draw from the deck or the "
                              "Upcoming cards)")
        return
    _check_source(s, e)


def _event_apply(s, t, e):
    if isinstance(e, Skip):
        pop(s)
    else:
        _take_event(s, t, e)


def _tor_moves(s, t):
    return [TakeTime()] + _event_sources(s)


def _tor_check(s, t, e):
    if isinstance(e, TakeEvent):
        _check_source(s, e)


def _tor_apply(s, t, e):
    if isinstance(e, TakeTime):
        pop(s)
        s.players[t.seat].time += 1
    else:
        _take_event(s, t, e)


HANDLERS = {
    "gain_event": Handler(lambda s, t: "gain an Event card: from the deck or an Upcoming card",
                          (TakeEvent, Skip), _event_moves, _event_check, _event_apply,
                          lambda s, t: not _event_sources(s)),
    "gain_time_or_event": Handler(lambda s, t: "gain a Time token or an Event card",
                                  (TakeTime, TakeEvent), _tor_moves, _tor_check, _tor_apply),
}
AUTO = {"gain": gain_resource}
