"""Bots: "random" picks uniformly among the legal moves (from the moves alone)."""
from __future__ import annotations

from engine.core.game import blind


@blind
def random_bot(game, view, moves, seat, rng):
    return rng.choice(moves)


bots = {"random": random_bot}
