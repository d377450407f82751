"""Bots: "random" picks uniformly among the legal moves."""
from __future__ import annotations


def random_bot(game, view, moves, seat, rng):
    return rng.choice(moves)


bots = {"random": random_bot}
