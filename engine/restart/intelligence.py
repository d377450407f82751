"""Intelligence: Plan A or Plan B (the dystopia's actions); improved: another Plan A, Plan B,
Bury Event. Deep Bury comes only from benefits. Ines Varga (bury_adrenaline) gains an
Adrenaline crystal when she Buries or Deep Buries, once per turn."""
from __future__ import annotations

from engine.restart.content import CHARACTERS, EVENTS_BY_NUMBER
from engine.restart.crystals import FIELD_INDEX
from engine.restart.dystopias import dystopia_of
from engine.restart.events import PlayCard, Skip
from engine.restart.tasks import Handler, check_from_hand, hand_or_skip, pop, push


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
    f = FIELD_INDEX[EVENTS_BY_NUMBER[e.card].field]
    (p.deep_buried if t.icon == "deep_bury" else p.buried)[f].append(e.card)
    if (p.character >= 0 and CHARACTERS[p.character].ability == "bury_adrenaline"
            and not s.turn.ability_used and t.seat == s.turn.seat):
        s.turn.ability_used = True
        p.adrenaline += 1


HANDLERS = {
    "bury": Handler(lambda s, t: ("Deep Bury Event: a card face down" if t.icon == "deep_bury"
                                  else "Bury Event: a card face up") + " underneath its Mind field",
                    (PlayCard, Skip),
                    hand_or_skip, check_from_hand("Bury Event: bury an Event card from your hand"),
                    _apply, lambda s, t: not s.players[t.seat].hand),
}
AUTO = {"plan": start_plan}
