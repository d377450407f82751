"""Log files: round trips, atomic export, upcasting, and every kind of bad file refused cleanly."""
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from engine.core import LogError, SeatSpec, Session, dumps_log, export_log, import_log, loads_log
from tests.tiny_game import GAME

GAMES = {"nines": GAME}
FIXTURES = Path(__file__).parents[2] / "fixtures"


def finished(seed=11, seats=("Ann", "Bob"), pick=0) -> Session:
    session = Session(GAME, [SeatSpec(n) for n in seats], seed)
    session.advance()
    while not session.over:
        moves = session.legal_moves()
        session.apply(moves[pick % len(moves)])
        session.advance()
    return session


@pytest.mark.parametrize("fmt", ["jsonl", "msgpack"])
def test_round_trip_gives_the_same_state_and_the_same_bytes(fmt):
    session = finished()
    data = dumps_log(session, fmt)
    loaded = loads_log(data, GAMES)
    assert loaded.state == session.state
    assert [s.name for s in loaded.seats] == ["Ann", "Bob"]
    assert dumps_log(loaded, fmt) == data


def test_export_only_writes_the_path_to_the_cursor_and_replaces_atomically(tmp_path):
    session = finished()
    session.undo()
    target = tmp_path / "logs" / "game.jsonl"
    export_log(session, target)
    assert import_log(target, GAMES).state == session.state
    assert [p.name for p in target.parent.iterdir()] == ["game.jsonl"]  # no temp file left
    export_log(session, tmp_path / "game.msgpack")
    assert (tmp_path / "game.msgpack").read_bytes()[:1] in (b"\xc4", b"\xc5", b"\xc6")


def lines(session) -> list[bytes]:
    return dumps_log(session).split(b"\n")[:-1]


def refused(data: bytes) -> LogError:
    with pytest.raises(LogError) as info:
        loads_log(data, GAMES)
    return info.value


def test_truncated_file_is_refused_at_its_last_line():
    ls = lines(finished())
    err = refused(b"\n".join(ls[:-3]) + b"\n")
    assert err.line == len(ls) - 3 and "cut short" in err.reason


def test_reordered_events_are_refused_with_the_line():
    ls = lines(finished())
    ls[5], ls[6] = ls[6], ls[5]
    err = refused(b"\n".join(ls) + b"\n")
    assert err.line == 6 and "out of order" in err.reason


def test_tampered_event_is_refused():
    session = finished(pick=-1)  # always roll
    ls = lines(session)
    i = next(i for i, l in enumerate(ls) if b'"type":"die"' in l)
    face = ls[i].split(b'"face":')[1][:1]
    ls[i] = ls[i].replace(b'"face":' + face, b'"face":' + (b"1" if face != b"1" else b"2"))
    err = refused(b"\n".join(ls) + b"\n")
    assert err.line == i + 1 and "seed" in err.reason


def test_tampered_hash_is_refused():
    ls = lines(finished())
    ls[-1] = ls[-1][:-10] + b'0000000"}'
    err = refused(b"\n".join(ls) + b"\n")
    assert err.line == len(ls) and "hash" in err.reason


def test_unknown_version_and_game_and_ruleset():
    ls = lines(finished())
    for old, new, words in [(b'"version":1', b'"version":9', "newer"),
                            (b'"game":"nines"', b'"game":"chess"', "unknown game"),
                            (b'"ruleset":"1"', b'"ruleset":"0"', "ruleset")]:
        err = refused(b"\n".join([ls[0].replace(old, new), *ls[1:]]) + b"\n")
        assert err.line == 1 and words in err.reason


def test_illegal_event_names_the_rule():
    ls = lines(finished())
    i = next(i for i, l in enumerate(ls) if b'"seat":0' in l)
    ls[i] = ls[i].replace(b'"seat":0', b'"seat":1')
    err = refused(b"\n".join(ls) + b"\n")
    assert err.line == i + 1 and "must act" in err.reason


def test_v0_fixture_is_upcast_and_replayed():
    session = import_log(FIXTURES / "nines-v0.jsonl", GAMES)
    assert session.over
    assert [s.name for s in session.seats] == ["Ann", "Bob"]
    assert session.state == finished().state
    assert loads_log(dumps_log(session), GAMES).state == session.state  # saved as v1


def test_unreadable_file_is_a_log_error(tmp_path):
    with pytest.raises(LogError, match="cannot read"):
        import_log(tmp_path / "missing.jsonl", GAMES)


GOOD = {fmt: dumps_log(finished(5, ("A", "B", "C"), pick=1), fmt) for fmt in ("jsonl", "msgpack")}


@settings(max_examples=300, deadline=None)
@given(fmt=st.sampled_from(["jsonl", "msgpack"]), data=st.data())
def test_mangled_logs_are_refused_cleanly_or_load_unchanged(fmt, data):
    good = GOOD[fmt]
    kind = data.draw(st.sampled_from(["flip", "cut", "drop_line", "dup_line", "insert"]))
    if kind == "flip":
        i = data.draw(st.integers(0, len(good) - 1))
        mangled = good[:i] + bytes([data.draw(st.integers(0, 255))]) + good[i + 1:]
    elif kind == "cut":
        mangled = good[:data.draw(st.integers(0, len(good) - 1))]
    elif kind in ("drop_line", "dup_line") and fmt == "jsonl":
        ls = good.split(b"\n")
        i = data.draw(st.integers(0, len(ls) - 2))
        ls[i:i + 1] = [] if kind == "drop_line" else [ls[i], ls[i]]
        mangled = b"\n".join(ls)
    else:
        i = data.draw(st.integers(0, len(good)))
        mangled = good[:i] + data.draw(st.binary(min_size=1, max_size=8)) + good[i:]
    try:
        loaded = loads_log(mangled, GAMES)
    except LogError as exc:
        assert exc.line >= 1 and exc.reason
    else:  # only a change that means nothing (white space, say) may load, to the same game
        assert loaded.state == loads_log(good, GAMES).state
