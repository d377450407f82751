"""Mangled logs: every variant of a real log is refused with a line and a reason, or loads to
exactly the state of the valid prefix it claims to be: never a traceback, never another game.
The logs: finished games of Restore and Chronocritters solo with secret seeds (revealed at the
end) and of the tiny test game with a chosen one, each as JSON Lines and MessagePack; lines
(records, in MessagePack) are dropped, repeated, swapped, changed and resealed, the header's
fields and version changed, bytes flipped, cut, inserted, non-UTF-8, nested and huge.
A few hundred variants by default; `-m slow` runs 6,000."""
import io
import random
import re
from unittest import mock

import msgspec
import pytest

from engine.core import LogError, SeatSpec, Session, dumps_log, loads_log
from engine.core.records import msgpack_chunks
from engine.registry import GAMES as REAL
from tests.engine.core.test_logfile import bodies, finished, sealed
from tests.tiny_game import GAME

GAMES = {**REAL, "nines": GAME}


def _played(game, kinds: list[str], seed: int) -> Session:
    """A finished game with a secret seed: `seed`, drawn as a secret one is, so that a failing
    variant comes back the next run."""
    with mock.patch("engine.core.session.secret_seed", lambda: seed), \
            mock.patch("engine.core.session.new_salt", lambda: f"{seed:032x}"):
        session = Session(game, [SeatSpec(f"p{i}", kind) for i, kind in enumerate(kinds)])
    session.advance()
    assert session.over and not session.seed_known
    return session


SESSIONS = {"nines": finished(5, ("A", "B", "C"), pick=1),
            "restore": _played(REAL["restore"], ["greedy", "random"], 41),
            "chronocritters": _played(REAL["chronocritters"], ["random"], 42)}
GOOD = {(name, fmt): dumps_log(session, fmt) for name, session in SESSIONS.items() for fmt in ("jsonl", "msgpack")}
STATES = {name: session.state for name, session in SESSIONS.items()}


# -- MessagePack records: a stream of bin objects, framed again after a change ---------------------
def _records(data: bytes) -> list[bytes]:
    return [payload for chunk in msgpack_chunks(io.BytesIO(data)) for payload in chunk]


def _framed(records: list[bytes]) -> bytes:
    return b"".join(map(msgspec.msgpack.encode, records))  # each a bin object, as the writer frames it


def _moved(rng: random.Random, items: list, i: int, kind: str) -> bool:
    """Drop, repeat or swap item i (a line, or a MessagePack record); False for other kinds."""
    if kind == "drop":
        del items[i]
    elif kind == "dup":
        items.insert(i, items[i])
    elif kind == "swap":
        j = rng.randrange(len(items))
        items[i], items[j] = items[j], items[i]
    else:
        return False
    return True


def mangle(rng: random.Random, good: bytes, fmt: str) -> bytes:
    kind = rng.choice(["flip", "cut", "insert", "garbage", "nonutf8", "huge", "nest", "drop",
                       "dup", "swap", "number", "header", "version", "resealed", "bom", "crlf", "blank"])
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
        at = rng.choice([b'"options":', b'"seats":', b'"event":', b'"end":'])
        return good.replace(at, at + b"[" * depth, 1) if fmt == "jsonl" else good + b"\xdc\xff\xff" * depth
    if kind == "bom":
        return b"\xef\xbb\xbf" + good
    if kind in ("crlf", "blank") and fmt == "msgpack":
        return good + (b"\r\n" if kind == "crlf" else b"\n")  # a text tool's touch on a binary file
    if fmt == "msgpack":  # whole records, as lines below
        recs = _records(good)
        i = rng.randrange(len(recs))
        if not _moved(rng, recs, i, kind):  # a changed byte inside a record, its frame kept
            r = recs[i]
            k = rng.randrange(len(r))
            recs[i] = r[:k] + bytes([(r[k] + rng.randint(1, 255)) % 256]) + r[k + 1:]
        return _framed(recs)
    ls = good.split(b"\n")[:-1]
    i = rng.randrange(len(ls))
    if kind == "crlf":
        return b"\r\n".join(ls) + b"\r\n"
    if kind == "blank":
        ls.insert(i, rng.choice([b"", b" ", b"\t"]))
    elif _moved(rng, ls, i, kind):
        pass
    elif kind == "number":
        ls[i] = re.sub(rb"\d+", lambda m: str(int(m.group()) + rng.choice([-1, 1, 7])).encode(), ls[i], count=1)
    elif kind == "header":
        field = rng.choice([rb'"name":"[^"]*"', rb'"ruleset":"[^"]*"', rb'"policy":"[^"]*"',
                            rb'"game":"[^"]*"', rb'"seed":\d+', rb'"salt":"[^"]*"', rb'"kind":"[^"]*"'])
        ls[0] = re.sub(field, lambda m: m.group()[:-2] + b'9"' if m.group().endswith(b'"') else m.group() + b"1",
                       ls[0], count=1)
    elif kind == "version":  # a downgrade may not skip the checks of the version it claims
        ls[0] = re.sub(rb'"version":\d+', b'"version":' + rng.choice([b"0", b"1", b"2", b"-1", b"99"]), ls[0])
    else:  # "resealed": an editor changes a number and recomputes every hash
        bs = bodies(ls)
        bs[i] = re.sub(rb"\d+", lambda m: str(int(m.group()) % 9 + 1).encode(), bs[i], count=1)
        return sealed(bs)
    return b"\n".join(ls) + b"\n"


def check_one(name: str, mangled: bytes) -> None:
    try:
        loaded = loads_log(mangled, GAMES)
    except LogError as exc:
        assert exc.reason and exc.line >= 1, exc  # every refusal names where (the file is not empty)
        return
    # loaded: a whole game, the one the valid log describes (a CRLF copy, a resealed change
    # that the rules allow and that ends the same way), replayed exactly
    assert loaded.over and loaded.game.name == name
    assert loaded.state == STATES[name] or dumps_log(loaded, "jsonl") == mangled.replace(b"\r\n", b"\n"), name


def run(count: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(count):
        (name, fmt), good = rng.choice(sorted(GOOD.items()))
        check_one(name, mangle(rng, good, fmt))


def test_mangled_logs_are_refused_cleanly_or_load_unchanged():
    run(400, 1)


@pytest.mark.slow
def test_mangled_logs_many():
    run(6_000, 2)
