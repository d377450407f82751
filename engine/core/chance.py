"""Chance outcomes come from (game seed, index of the chance event), never from `random`.

The same seed and index always pick the same outcome, on every machine and Python version,
so redo is byte-identical and a recorded log can be checked against its seed.
"""
from __future__ import annotations

import hashlib
import random
from typing import Any, Sequence


def _draw(seed: int, label: str, index: int) -> int:
    digest = hashlib.blake2b(f"{seed}:{label}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def pick_outcome(seed: int, index: int, outcomes: Sequence[Any]) -> Any:
    if not outcomes:
        raise ValueError("a chance node with no outcomes")
    return outcomes[_draw(seed, "chance", index) % len(outcomes)]


def bot_rng(seed: int, index: int, seat: int) -> random.Random:
    """The random source a bot uses for its decision at path position `index`."""
    return random.Random(_draw(seed, f"bot{seat}", index))
