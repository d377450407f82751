"""Chance outcomes come from (game seed, index of the chance event), never from `random`
in the rules. The k-th chance event of a game uses the k-th 64-bit number of a Mersenne
Twister seeded with the game seed (Python keeps that sequence stable across versions), so
the same seed and index always pick the same outcome: redo is byte-identical, undo cannot
re-roll, and a recorded log can be checked against its seed.
"""
from __future__ import annotations

import random
from typing import Any, Sequence


class ChanceStream:
    def __init__(self, seed: int):
        self._rng = random.Random(seed)
        self._values: list[int] = []

    def values(self, count: int) -> list[int]:
        """The first `count` (or more) numbers of the stream."""
        values = self._values
        if len(values) < count:
            bits = self._rng.getrandbits
            values += [bits(64) for _ in range(count - len(values))]
        return values

    def pick(self, index: int, outcomes: Sequence[Any]) -> Any:
        """The outcome of the chance event number `index` (0-based along the path)."""
        if not outcomes:
            raise ValueError("a chance node with no outcomes")
        return outcomes[self.values(index + 1)[index] % len(outcomes)]


def bot_rng(seed: int) -> random.Random:
    """The bots' random source in a session: one stream, apart from the chance stream (a
    bot's choices never move chance), drawn from in order of the bots' decisions."""
    return random.Random(seed ^ 0x5EED_B075_5EED_B075)
