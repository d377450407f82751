"""Which events a seat may not see, for seat logs (Game.hidden_from). Restart's rules call
`hidden_from`; it reads only the task on top of the stack and the event's type."""
from __future__ import annotations

from engine.restart.chaos import is_chaos
from engine.restart.events import DiscardHolder, DrawEvent, DrawMission, PlayCard, ReturnCard


def hidden_from(s, e, seat: int) -> bool:
    """True when `seat` does not see what `e` is: another seat's Event card drawn into its hand,
    its face-down Mission, a card it Buries (face up or down, "Other players may not look at
    this card"), a holder card it discards face down or a starting card it returns."""
    t = s.tasks[-1] if s.tasks else None
    if t is None or t.seat == seat or is_chaos(s, t.seat):  # Chaos has no secrets (SOLO.md §0.3)
        return False
    if isinstance(e, DrawEvent):
        return t.to == "hand"
    if isinstance(e, PlayCard):
        return t.kind == "bury"
    return isinstance(e, (DrawMission, DiscardHolder, ReturnCard))
