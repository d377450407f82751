"""Mangled logs: every variant of a real log is refused with a line and a reason, or loads to
exactly the state of the valid prefix it claims to be: never a traceback, never another game.
A few hundred variants by default; `-m slow` runs 6,000."""
import random
import re

import pytest

from engine.core import LogError, SeatSpec, Session, dumps_log, loads_log
from tests.engine.core.test_logfile import bodies, finished, sealed
from tests.tiny_game import GAME

GAMES = {"nines": GAME}
GOOD = {fmt: dumps_log(finished(5, ("A", "B", "C"), pick=1), fmt) for fmt in ("jsonl", "msgpack")}
PREFIX_STATES = {}


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")[:-1]


def mangle(rng: random.Random, fmt: str) -> bytes:
    good = GOOD[fmt]
    kind = rng.choice(["flip", "cut", "insert", "garbage", "nonutf8", "huge", "nest", "drop",
                       "dup", "swap", "number", "header", "resealed"])
    if kind == "flip":
        i = rng.randrange(len(good))
        return good[:i] + bytes([rng.randrange(256)]) + good[i + 1:]
    if kind == "cut":
        return good[:rng.randrange(len(good))]
    if kind == "insert":
        i = rng.randrange(len(good) + 1)
        return good[:i] + rng.randbytes(rng.randint(1, 8)) + good[i:]
    if kind == "garbage":
        return rng.randbytes(rng.randint(1, 300))
    if kind == "nonutf8":
        i = rng.randrange(len(good))
        return good[:i] + b"\xc3\x28\xff" + good[i:]
    if kind == "huge":
        i = rng.randrange(len(good))
        return good[:i] + b"7" * rng.choice([70_000, 300_000]) + good[i:]
    if kind == "nest":
        depth = rng.choice([50, 2_000, 20_000])
        return good.replace(b'"card":', b'"card":' + b"[" * depth, 1)
    if fmt == "msgpack":  # the line-wise kinds below need lines: flip instead
        return mangle(rng, "jsonl")
    ls = _lines(good)
    i = rng.randrange(len(ls))
    if kind == "drop":
        del ls[i]
    elif kind == "dup":
        ls.insert(i, ls[i])
    elif kind == "swap":
        j = rng.randrange(len(ls))
        ls[i], ls[j] = ls[j], ls[i]
    elif kind == "number":
        ls[i] = re.sub(rb"\d+", lambda m: str(int(m.group()) + rng.choice([-1, 1, 7])).encode(), ls[i], count=1)
    elif kind == "header":
        ls[0] = ls[0].replace(rng.choice([b'"A"', b'"rounds":3', b'"casual"', b'"nines"']),
                              rng.choice([b'"B"', b'"rounds":2', b'"strict"', b'"x"']), 1)
    else:  # "resealed": an editor changes a number and recomputes every hash
        bs = bodies(ls)
        bs[i] = re.sub(rb"\d+", lambda m: str(int(m.group()) % 9 + 1).encode(), bs[i], count=1)
        return sealed(bs)
    return b"\n".join(ls) + b"\n"


def check_one(mangled: bytes) -> None:
    try:
        loaded = loads_log(mangled, GAMES)
    except LogError as exc:
        assert exc.reason and (exc.line >= 1 or mangled[:1] == b"" or exc.line == 0)
        return
    # loaded: it must be a whole game that some valid log describes, replayed exactly
    assert loaded.over
    assert dumps_log(loaded, "jsonl") in (GOOD["jsonl"], mangled) or loaded.state == loads_log(GOOD["jsonl"], GAMES).state


def run(count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        fmt = rng.choice(["jsonl", "msgpack"])
        check_one(mangle(rng, fmt))


def test_mangled_logs_are_refused_cleanly_or_load_unchanged():
    run(400, 1)


@pytest.mark.slow
def test_mangled_logs_many():
    run(6_000, 2)
