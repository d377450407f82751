"""Chaos's one event: the top card of its deck, revealed (a chance outcome, seen by all)."""
from __future__ import annotations

from engine.restart.events import Drawn


class RevealChaos(Drawn, frozen=True, tag="reveal_chaos"):
    """Chance: the top card of the Chaos deck is revealed."""
    card: str


EVENTS = (RevealChaos,)
