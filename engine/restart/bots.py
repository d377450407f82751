"""Bots: "random" picks uniformly among the legal moves (it reads no view, so none is built)."""
from __future__ import annotations

from engine.core.game import blind
from engine.restart.greedy import greedy_bot


@blind
def random_bot(game, view, moves, seat, rng):
    return rng.choice(moves)


bots = {"random": random_bot, "greedy": greedy_bot}
