"""Bots: "random" picks uniformly among the legal moves."""
from __future__ import annotations


def random_bot(game, s, seat, rng):
    return rng.choice(game.legal_moves(s))


bots = {"random": random_bot}
