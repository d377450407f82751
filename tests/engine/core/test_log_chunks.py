"""The reader checks a log a chunk at a time (framing and chain tags in bulk, record by record
only to name a bad line): the chunk size must change no answer, and the earliest bad line is
the one named, whatever kind of fault comes after it."""
import hashlib
import io
import random

import msgspec
import pytest

from engine.core import LogError, dumps_log, loads_log
from engine.core import logfile, records
from tests.engine.core.test_log_fuzz import GOOD, mangle
from tests.engine.core.test_log_fuzz import GAMES as FUZZED
from tests.engine.core.test_logfile import bodies, finished, joined, lines, refused, sealed
from tests.tiny_game import GAME

GAMES = {"nines": GAME}


def result(data: bytes) -> tuple:
    try:
        return ("loaded", dumps_log(loads_log(data, FUZZED)))
    except LogError as exc:
        return ("refused", exc.line, exc.reason)


def test_the_chunk_size_changes_no_answer(monkeypatch):
    """Mangled logs give the same refusal (line and reason) or the same game with chunks of 7,
    97 and 1000 bytes (records split across reads) as with the default size."""
    rng = random.Random(3)
    variants = [mangle(rng, *rng.choice([(good, fmt) for (_, fmt), good in sorted(GOOD.items())]))
                for _ in range(150)]
    variants += [dumps_log(finished(seed), fmt) for seed in (1, 2) for fmt in ("jsonl", "msgpack")]
    expected = [result(v) for v in variants]
    assert {e[0] for e in expected} == {"loaded", "refused"}
    for size in (7, 97, 1000):
        monkeypatch.setattr(records, "CHUNK", size)
        assert [result(v) for v in variants] == expected, size


@pytest.mark.parametrize("size", [5, 40, 300])
def test_faults_in_later_chunks_are_named_at_their_line(monkeypatch, size):
    monkeypatch.setattr(records, "CHUNK", size)
    ls = lines(finished())
    assert loads_log(joined(ls), GAMES).state == finished().state
    changed = list(ls)
    changed[9] = changed[9].replace(b'"seat":', b'"seat": ', 1)
    assert refused(joined(changed)).line == 10
    assert refused(joined(ls[:12] + ls[13:])).line == 13
    assert "blank" in (err := refused(joined(ls[:7] + [b""] + ls[7:]))).reason and err.line == 8
    err = refused(joined(ls[:7] + [b"x" * records.MAX_RECORD] + ls[7:]))
    assert err.line == 8 and "longer than" in err.reason
    packed = dumps_log(finished(), "msgpack")
    err = refused(packed[:-3])
    assert "cut short inside a record" in err.reason and err.line == len(ls)


def test_an_illegal_event_is_named_before_a_later_broken_chain():
    bs = bodies(lines(finished()))
    i = next(i for i, body in enumerate(bs) if b'"seat":0' in body and i > 3)
    bs[i] = bs[i].replace(b'"seat":0', b'"seat":1')
    ls = sealed(bs).split(b"\n")
    ls[i + 3] = ls[i + 3][:-1] + b" }"  # the chain breaks three lines later
    err = refused(b"\n".join(ls))
    assert err.line == i + 1 and "must act" in err.reason


def _reseal_msgpack(data: bytes, line: int, body: bytes) -> bytes:
    """`data` with record `line` (1-based) replaced by `body` and the tags from there on
    recomputed: what an editor who knows the format writes."""
    payloads = [p for chunk in records.msgpack_chunks(io.BytesIO(data)) for p in chunk]
    parts = [p[records.TAG:] for p in payloads]
    parts[line - 1] = body
    before, out = b"", []  # before: every record so far, tags included, each with a line end
    for part in parts:
        record = hashlib.sha256(before + part).digest()[:records.TAG] + part
        out.append(msgspec.msgpack.encode(record))
        before += record + b"\n"
    return b"".join(out)


def test_an_undecodable_msgpack_event_is_a_bad_event_at_its_line():
    data = dumps_log(finished(), "msgpack")
    err = refused(_reseal_msgpack(data, 6, msgspec.msgpack.encode([0, [99]])))
    assert err.line == 6 and err.reason.startswith("bad event")


def test_a_msgpack_log_names_records_not_lines():
    """A binary file has no lines: 'line 37' sent people looking for one."""
    data = bytearray(dumps_log(finished(), "msgpack"))
    data[-20] ^= 0xFF  # a byte inside the end record
    err = refused(bytes(data))
    assert str(err).startswith(f"record {err.line}: ") and "line" not in err.reason
    assert str(refused(dumps_log(finished(), "jsonl")[:-30])).startswith("line ")


def test_more_events_than_the_limit_are_refused_at_the_first_one_too_many(monkeypatch):
    monkeypatch.setattr(logfile, "MAX_EVENTS", 5)
    for fmt in ("jsonl", "msgpack"):
        err = refused(dumps_log(finished(), fmt))
        assert err.line == 7 and "more than 5 events" in err.reason


@pytest.mark.parametrize("size", [40, records.CHUNK])
def test_a_record_after_the_end_record_is_named(monkeypatch, size):
    monkeypatch.setattr(records, "CHUNK", size)
    bs = bodies(lines(finished()))
    moved = bs[:-2] + [bs[-1], bs[-2]]  # the end record one line early, every tag recomputed
    err = refused(sealed(moved))
    assert err.line == len(bs) and "after the end record" in err.reason


@pytest.mark.parametrize("fmt", ["jsonl", "msgpack"])
def test_a_chunk_is_checked_by_its_last_tag_and_an_earlier_tag_alone_is_named(fmt):
    """Version 3: a record's tag covers every byte before it, tags included, so the tag of a
    chunk's last record vouches for the whole chunk; a change of nothing but an earlier
    record's tag breaks it, and the record-by-record pass names that record."""
    data = dumps_log(finished(), fmt)
    assert len(data) < records.CHUNK  # one chunk
    if fmt == "jsonl":
        ls = data.split(b"\n")
        ls[5] = ls[5][:6] + (b"0" if ls[5][6:7] != b"0" else b"1") + ls[5][7:]
        err = refused(b"\n".join(ls))
    else:
        payloads = [p for chunk in records.msgpack_chunks(io.BytesIO(data)) for p in chunk]
        payloads[5] = bytes([payloads[5][0] ^ 1]) + payloads[5][1:]
        err = refused(b"".join(msgspec.msgpack.encode(p) for p in payloads))
    assert err.line == 6 and "chain breaks here" in err.reason


@pytest.mark.parametrize("label", ["one 60 MB line", "60 MB of short garbage lines", "60 MB of nesting",
                                   "60 MB tree export of one line"])
def test_a_60_mb_hostile_file_is_refused_within_100_mib(tmp_path, label):
    """Issue 11's bound, measured as benchmarks/logs.py does (VmHWM of a fresh process)."""
    import subprocess
    import sys

    from benchmarks.logs import HOSTILE, PEAK, played
    from engine.registry import GAMES as REAL

    path = tmp_path / "hostile.jsonl"
    path.write_bytes(HOSTILE[label](dumps_log(played(REAL["restore"], 2, 1)).split(b"\n")[0] + b"\n"))
    out = subprocess.run([sys.executable, "-c", PEAK, str(path)], capture_output=True, text=True).stdout.split("\n")
    assert out[0].startswith("LogError") and int(out[-2]) / 1024 <= 100, out
