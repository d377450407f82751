"""Game.sample for Chronocritters: everything is public (the piles and the automa's deck hold
no order; chance draws from them), so a seat's view is the whole state and a determinisation
is a copy of it. `rng` is not drawn from."""
from __future__ import annotations

from engine.core.game import clone


def sample(game, view, seat: int, rng):
    return clone(view)
