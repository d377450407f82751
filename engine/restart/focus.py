"""Focus: Study Event — an Event card from your hand goes face up on top of the Mind field printed
on it. Ada Quill (study_draw) may then draw an Event card, once per turn."""
from __future__ import annotations

from engine.restart.content import CHARACTERS, EVENTS_BY_NUMBER
from engine.restart.crystals import FIELD_INDEX
from engine.restart.events import PlayCard, Skip
from engine.restart.tasks import Handler, check_from_hand, hand_or_skip, Task, pop, push


def _apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    p.hand.remove(e.card)
    p.studied[FIELD_INDEX[EVENTS_BY_NUMBER[e.card].field]].append(e.card)
    if (p.character >= 0 and CHARACTERS[p.character].ability == "study_draw"
            and not s.turn.ability_used and t.seat == s.turn.seat):
        push(s, Task("gain_event", t.seat, via="ability"))


HANDLERS = {
    "study": Handler(lambda s, t: "Study Event: a card from your hand onto its Mind field",
                     (PlayCard, Skip),
                     hand_or_skip, check_from_hand("Study Event: study an Event card from your hand"),
                     _apply,
                     lambda s, t: not s.players[t.seat].hand),
}
