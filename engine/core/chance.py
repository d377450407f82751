"""Chance and the bots' randomness come from the game seed, never from `random` in the rules.

The seed is a key, not a public number: the k-th chance event picks its outcome with the k-th
64-bit number of SHAKE-256(seed, "chance") and the bots draw from a generator seeded with
SHAKE-256(seed, "bots"). Both are one-way, so nothing a seat sees (outcomes, bot moves) leads
back to the seed or forward to the next draw, and the two streams are apart (a bot's choice
never moves chance). The same seed and index always pick the same outcome: redo is
byte-identical, undo cannot re-roll, and a log that reveals its seed can be checked.

A secret seed is published first as a commitment, sha256(salt, seed): a log of an unfinished
game carries only that, a finished game's log reveals seed and salt and anyone can check both.
"""
from __future__ import annotations

import hashlib
import random
import secrets
import struct
from typing import Any, Sequence


def _stream(seed: int, purpose: bytes, size: int) -> bytes:
    return hashlib.shake_256(b"rewind/%d/%s" % (seed, purpose)).digest(size)


class ChanceStream:
    name = "shake256"  # logs name their stream: version 0 and 1 logs drew from MersenneStream

    def __init__(self, seed: int):
        self._seed = seed
        self._values: list[int] = []

    def values(self, count: int) -> list[int]:
        """The first `count` (or more) numbers of the stream."""
        values = self._values
        if len(values) < count:  # regrow to twice the need: few SHAKE calls in a long game
            size = max(count * 2, 64)
            values[:] = struct.unpack(f"<{size}Q", _stream(self._seed, b"chance", 8 * size))
        return values

    def pick(self, index: int, outcomes: Sequence[Any]) -> Any:
        """The outcome of the chance event number `index` (0-based along the path)."""
        if not outcomes:
            raise ValueError("a chance node with no outcomes")
        return outcomes[self.values(index + 1)[index] % len(outcomes)]


class MersenneStream(ChanceStream):
    """The stream of version 0 and 1 logs: a Mersenne Twister seeded with the public seed.
    Only games that carry on from such a log draw from it (their seed was never secret)."""
    name = "mt19937"

    def values(self, count: int) -> list[int]:
        values = self._values
        if len(values) < count:
            rng = random.Random(self._seed)  # the stream from its start: cheap, and rare
            values[:] = [rng.getrandbits(64) for _ in range(max(count * 2, 256))]
        return values


STREAMS = {stream.name: stream for stream in (ChanceStream, MersenneStream)}


def bot_rng(seed: int) -> random.Random:
    """The bots' random source in a session: one stream, drawn from in order of the bots'
    decisions. Its Mersenne Twister state is a one-way function of the seed."""
    return random.Random(int.from_bytes(_stream(seed, b"bots", 32), "big"))


def secret_seed() -> int:
    return secrets.randbits(63)  # fits a log's 64-bit integer; 2**63 guesses are out of reach


def new_salt() -> str:
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    """What a log shows of a secret seed until the game is over."""
    return hashlib.sha256(f"rewind-seed/{salt}/{seed}".encode()).hexdigest()
