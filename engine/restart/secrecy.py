"""Which events a seat may not see, for seat logs (Game.hidden_from). Restart's rules call
`hidden_from`; it reads only the task on top of the stack and the event's type."""
from __future__ import annotations

from engine.restart.chaos import is_chaos
from engine.restart.dystopias.extinction.events import ChromosomeDrawn
from engine.restart.events import DiscardHolder, DrawEvent, DrawMission, PlayCard, ReturnCard
from engine.restart.labels import card_text, holder_card_text, mission_name


def hidden_from(s, e, seat: int) -> bool:
    """True when `seat` does not see what `e` is: another seat's Event card drawn into its hand,
    its face-down Mission, a card it Buries (face up or down, "Other players may not look at
    this card"), a holder card it discards face down or a starting card it returns, and the
    Chromosome card it takes from the top of a deck (it may go face down into its Freezer, L510;
    the view shows others "X?")."""
    t = s.tasks[-1] if s.tasks else None
    if t is None or t.seat == seat or is_chaos(s, t.seat):  # Chaos has no secrets (SOLO.md §0.3)
        return False
    if isinstance(e, DrawEvent):
        return t.to == "hand"
    if isinstance(e, ChromosomeDrawn):
        return getattr(t, "to", "") == "take"
    if isinstance(e, PlayCard):
        return t.kind == "bury"
    return isinstance(e, (DrawMission, DiscardHolder, ReturnCard))


ANYONE_ELSE = -1  # not a seat: hidden_from(s, e, ANYONE_ELSE) asks whether e is kept from others


def private_text(s, e) -> tuple[int, str] | None:
    """What the seat that alone sees `e` reads of it (Game.private_text): the card it draws or
    is dealt, buries, returns or discards."""
    if not hidden_from(s, e, ANYONE_ELSE):
        return None
    seat = s.tasks[-1].seat
    if isinstance(e, DrawMission):
        return seat, mission_name(e.mission)
    if isinstance(e, DiscardHolder):
        return seat, holder_card_text(e.kind, e.card)
    if isinstance(e, ChromosomeDrawn):
        return seat, e.card
    return seat, card_text(e.card)  # an Event card: drawn, buried or returned
