"""Log files: round trips, the hash chain, old versions, and every kind of bad file refused
cleanly with its line."""
import hashlib
import io
import re
from pathlib import Path

import pytest

from engine.core import LogError, SeatSpec, Session, dumps_log, export_log, import_log, loads_log
from engine.core.logfile import read_log
from engine.core.records import MAX_RECORD
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


def lines(session, **kw) -> list[bytes]:
    return dumps_log(session, **kw).split(b"\n")[:-1]


def joined(ls: list[bytes]) -> bytes:
    return b"\n".join(ls) + b"\n"


def bodies(ls: list[bytes]) -> list[bytes]:
    return [b"{" + line[24:] for line in ls]


def sealed(bodies: list[bytes]) -> bytes:
    """What a careful editor writes: every tag and the end's chain recomputed."""
    digest, before, out = b"", b"", []  # before: every line so far, line ends included
    for body in bodies:
        if body.startswith(b'{"end":'):
            body = re.sub(rb'"chain":"[0-9a-f]*"', b'"chain":"' + digest.hex().encode() + b'"', body)
        digest = hashlib.sha256(before + body).digest()
        out.append(b'{"h":"' + digest[:8].hex().encode() + b'",' + body[1:])
        before += out[-1] + b"\n"
    return joined(out)


def refused(data: bytes) -> LogError:
    with pytest.raises(LogError) as info:
        loads_log(data, GAMES)
    return info.value


@pytest.mark.parametrize("fmt", ["jsonl", "msgpack"])
@pytest.mark.parametrize("seed", [None, 7])
def test_round_trip_gives_the_same_state_and_the_same_bytes(fmt, seed):
    session = finished(seed)
    data = dumps_log(session, fmt)
    loaded = loads_log(data, GAMES)
    assert loaded.state == session.state
    assert [s.name for s in loaded.seats] == ["Ann", "Bob"]
    assert dumps_log(loaded, fmt) == data
    assert loaded.log_check.startswith("hash chain; every chance outcome checked")


def test_export_writes_the_path_to_the_cursor_atomically_and_never_overwrites(tmp_path):
    session = finished()
    session.undo()
    target = tmp_path / "logs" / "game.jsonl"
    export_log(session, target)
    assert import_log(target, GAMES).state == session.state
    assert [p.name for p in target.parent.iterdir()] == ["game.jsonl"]  # no temp file left
    before = target.read_bytes()
    with pytest.raises(FileExistsError):
        export_log(finished(3), target)
    assert target.read_bytes() == before and len(list(target.parent.iterdir())) == 1
    export_log(session, tmp_path / "game.msgpack")
    assert (tmp_path / "game.msgpack").read_bytes()[:1] in (b"\xc4", b"\xc5", b"\xc6")


def test_every_changed_line_is_caught_at_that_line():
    ls = lines(finished())
    for i in range(len(ls)):
        changed = list(ls)
        changed[i] = changed[i].replace(b"1", b"2", 1) if b"1" in changed[i][24:] else changed[i][:-1] + b' }'
        if changed[i] == ls[i]:
            continue
        err = refused(joined(changed))
        assert err.line == i + 1, (i, err)


def test_a_re_sealed_edit_is_judged_by_the_rules():
    """An editor who recomputes every tag gets past the chain (it is not a signature), but the
    replay still checks every chance outcome against the revealed seed."""
    bs = bodies(lines(finished(pick=-1)))
    i = next(i for i, body in enumerate(bs) if b'"type":"die"' in body)
    face = re.search(rb'"face":(\d)', bs[i]).group(1)
    bs[i] = bs[i].replace(b'"face":' + face, b'"face":' + (b"1" if face != b"1" else b"2"))
    err = refused(sealed(bs))
    assert err.line == i + 1 and "seed" in err.reason


def test_dropped_duplicated_swapped_lines_and_a_cut_end_are_named():
    ls = lines(finished())
    assert refused(joined(ls[:5] + ls[6:])).line == 6
    err = refused(joined(ls[:5] + [ls[4]] + ls[5:]))
    assert err.line == 6 and "repeats line 5" in err.reason
    assert refused(joined(ls[:5] + [ls[6], ls[5]] + ls[7:])).line == 6
    err = refused(joined(ls[:-3]))
    assert err.line == len(ls) - 3 and "cut short" in err.reason
    err = refused(joined(ls + [ls[1]]))
    assert err.line == len(ls) + 1


def test_header_changes_are_caught_on_line_1():
    ls = lines(finished())
    for old, new in [(b'"name":"Ann"', b'"name":"Bob"'), (b'"rounds":3', b'"rounds":4'),
                     (b'"seed":11', b'"seed":12'), (b'"policy":"casual"', b'"policy":"strict"')]:
        assert old in ls[0]
        err = refused(joined([ls[0].replace(old, new), *ls[1:]]))
        assert err.line == 1 and "header" in err.reason


def test_a_header_relabelled_as_an_older_version_keeps_its_checks():
    ls = lines(finished())
    for version in (b"0", b"1"):
        err = refused(joined([ls[0].replace(b'"version":3', b'"version":' + version), *ls[1:]]))
        assert err.line == 1 and "no chain hashes, but the records carry them: the header was changed" in err.reason
    # version 2 has tags too, hashed another way: the header's own tag no longer matches
    err = refused(joined([ls[0].replace(b'"version":3', b'"version":2'), *ls[1:]]))
    assert err.line == 1 and "header does not match its hash" in err.reason


def test_a_finished_log_cut_short_and_resealed_is_refused_for_its_revealed_seed():
    """A full log reveals a secret seed only once its game is over: one cut before the end and
    re-sealed loaded as an unfinished game that showed its seed (and so every draw to come)."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], None)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    bs = bodies(lines(session))
    assert b'"seed_known":false' in bs[0] and b'"seed":null' not in bs[0]
    assert loads_log(sealed(bs), GAMES).over
    cut = bs[:-3] + [re.sub(rb'"end":\d+', b'"end":%d' % (len(bs) - 4), bs[-1])]
    err = refused(sealed(cut))
    assert err.line == len(cut) and "reveals its secret seed but its game is not over" in err.reason


def test_a_version_2_log_loads_with_its_own_chain_checked():
    """Version 2 hashed each record apart, sha256(previous digest, body): such logs keep
    loading, and an edit of one is caught at its line as before."""
    def v2(bodies: list[bytes]) -> bytes:
        digest, out = b"", []
        for body in bodies:
            if body.startswith(b'{"end":'):  # the whole digest of the record before it, as v2 wrote
                body = re.sub(rb'"chain":"\w*"', b'"chain":"%s"' % digest.hex().encode(), body)
            digest = hashlib.sha256(digest + body).digest()
            out.append(b'{"h":"' + digest[:8].hex().encode() + b'",' + body[1:])
        return joined(out)

    session = finished()
    bs = bodies(lines(session))
    bs[0] = bs[0].replace(b'"version":3', b'"version":2')
    old = loads_log(v2(bs), GAMES)
    assert old.state == session.state and old.log_check.startswith("hash chain; every chance outcome checked")
    changed = v2(bs).split(b"\n")
    changed[4] = changed[4][:-1] + b" }"  # the same event, other bytes
    assert refused(b"\n".join(changed)).line == 5


def test_the_end_record_s_whole_chain_hash_is_checked():
    """The end record holds the whole sha256 of the chain, whose tags keep only 8 bytes of it:
    it was written and never read, so a changed one loaded (an audit)."""
    records = lines(finished())
    end = re.sub(rb'"chain":"\w*"', b'"chain":"' + b"0" * 64 + b'"', b"{" + records[-1][24:])
    tag = hashlib.sha256(b"\n".join(records[:-1]) + b"\n" + end).digest()[:8]  # its own tag made anew
    err = refused(joined([*records[:-1], b'{"h":"' + tag.hex().encode() + b'",' + end[1:]]))
    assert err.line == len(records) and "the end record's chain hash" in err.reason, err


def test_unknown_version_game_and_a_ruleset_mismatch_names_both():
    bs = bodies(lines(finished()))
    for old, new, words in [(b'"version":3', b'"version":9', "newer"),
                            (b'"game":"nines"', b'"game":"chess"', "unknown game"),
                            (b'"ruleset":"1"', b'"ruleset":"0"', "ruleset '0'; this Rewind plays ruleset '1'")]:
        err = refused(sealed([bs[0].replace(old, new), *bs[1:]]))
        assert err.line == 1 and words in err.reason, err


def test_a_seat_named_in_a_full_log_is_refused_and_an_option_that_plays_no_part_is_read():
    """A seat named in a full log's header was taken and ignored (a review, every hash
    recomputed). An option that plays no part at another value than its default is taken as
    written: Rewinds before 2026-12-02 wrote such headers (the home screen kept hidden rows),
    and games saved then still export them; it changes nothing in the game."""
    from engine.registry import GAMES as ALL

    session = Session(ALL["restore"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 3)
    session.advance()
    bs = bodies(dumps_log(session).split(b"\n")[:-1])
    assert b'"volcanoes":1' in bs[0] and b'"seat":-1' in bs[0]
    with pytest.raises(LogError) as info:
        loads_log(sealed([bs[0].replace(b'"seat":-1', b'"seat":1'), *bs[1:]]), ALL)
    assert info.value.line == 1 and "only a seat log names one" in info.value.reason, info.value
    assert loads_log(sealed(bs), ALL).state == session.state  # the same, unedited, loads
    old = loads_log(sealed([bs[0].replace(b'"volcanoes":1', b'"volcanoes":2'), *bs[1:]]), ALL)
    assert old.options.volcanoes == 2 and old.state == session.state


def test_v1_logs_load_marked_as_the_weaker_check():
    v1 = (FIXTURES / "nines-v1.jsonl").read_bytes()
    session = loads_log(v1, GAMES)
    assert session.over and session.log_check.startswith("v1 end hash")
    ls = v1.split(b"\n")
    ls[-2] = ls[-2][:-10] + b'0000000"}'  # the end hash still counts
    assert "hash" in refused(b"\n".join(ls)).reason
    again = loads_log(dumps_log(session), GAMES)  # saved in today's version on the old stream
    assert again.state == session.state and again.log_check.startswith("hash chain")


def test_v0_fixture_is_upcast_and_replayed_and_may_not_grow_an_end_record():
    v0 = (FIXTURES / "nines-v0.jsonl").read_bytes()
    session = loads_log(v0, GAMES)
    assert session.over and [s.name for s in session.seats] == ["Ann", "Bob"]
    assert session.log_check.startswith("none")
    assert loads_log(dumps_log(session), GAMES).state == session.state
    err = refused(v0 + b'{"end": 30, "state_hash": "00"}\n')
    assert "version 0 logs have no end record" in err.reason


def test_illegal_event_names_the_rule_at_its_line():
    bs = bodies(lines(finished()))
    i = next(i for i, body in enumerate(bs) if b'"seat":0' in body)
    bs[i] = bs[i].replace(b'"seat":0', b'"seat":1')
    err = refused(sealed(bs))
    assert err.line == i + 1 and "Bob (seat 2) recorded a move, but Ann must act" in err.reason  # from 1
    bs[i] = bs[i].replace(b'"seat":1', b'"seat":9')  # a seat the game does not have: named, no traceback
    assert "seat number 9 recorded a move" in refused(sealed(bs)).reason


@pytest.mark.parametrize("data, words", [
    (b"", "empty"), (b"\n", "blank line"), (b"\xef\xbb\xbf{}", "save it as UTF-8 without one"),
    # before a binary log it is not an editor's UTF-8 (it said so: a review)
    (b"\xef\xbb\xbf\xc4\x05garbage", "before a MessagePack log: remove its first 3 bytes"),
    # it said "JSON is malformed: trailing characters" (a review)
    (dumps_log(finished()).replace(b"\n", b"\r"), "end in a carriage return alone"),
    (dumps_log(finished()).replace(b"\n", b"\r") * 300, "end in a carriage return alone"),  # past 64 KiB
    (b"[" * 100_000, "longer than"), (b"\xff\xfe\x00garbage", "UTF-16"),
    (b"\x00" * 70_000, "NUL bytes only, no text"),  # /dev/zero: "UTF-16 or UTF-32" (an audit)
    (b'{"h":"00","format":"rewind-log"}', "not a Rewind log header"),
])
def test_unreadable_files_get_a_clear_reason(data, words):
    err = refused(data)
    assert words in err.reason
    # MessagePack has records, not lines (a BOM before one was named at "line 1": helper-273)
    assert str(err).startswith("record 1: " if b"MessagePack" in words.encode() else ("line " if err.line else ""))


def test_a_utf16_file_is_named_as_such():
    """It read 'JSON is malformed: invalid character (byte 0)'."""
    text = dumps_log(finished()).decode()
    for encoding in ("utf-16", "utf-16-be"):
        data = text.encode(encoding)
        data = data if data[:2] in (b"\xff\xfe", b"\xfe\xff") else b"\xfe\xff" + data
        err = refused(data)
        assert err.line == 1 and "UTF-16" in err.reason, encoding


def test_utf32_and_utf16_without_a_byte_order_mark_are_named_as_such():
    """A review: UTF-32 read 'the file is in UTF-16' (its mark begins as UTF-16's), and UTF-16
    with no mark 'not a Rewind log header (JSON is malformed: object keys must be strings)'."""
    text = dumps_log(finished()).decode()
    for encoding, words in (("utf-32", "UTF-32"), ("utf-32-be", "UTF-16 or UTF-32"),
                            ("utf-16-le", "UTF-16 or UTF-32"), ("utf-16-be", "UTF-16 or UTF-32")):
        err = refused(text.encode(encoding))
        assert err.line == 1 and words in err.reason, (encoding, err.reason)


def test_blank_line_inside_and_a_huge_line_are_named():
    ls = lines(finished())
    err = refused(joined(ls[:4] + [b""] + ls[4:]))
    assert err.line == 5 and "blank" in err.reason
    err = refused(joined(ls[:4] + [b"x" * (MAX_RECORD + 10)] + ls[4:]))
    assert err.line == 5 and "longer than" in err.reason


def test_deep_nesting_in_the_options_is_refused_without_recursion():
    bs = bodies(lines(finished()))
    for depth in (60, 5000):
        deep = bs[0].replace(b'"rounds":3', b'"rounds":' + b"[" * depth + b"]" * depth)
        err = refused(sealed([deep, *bs[1:]]))
        assert err.line == 1
    assert err.reason == "not a Rewind log header (lists or objects nested too deeply)"  # not Python's words


def test_huge_seat_name_is_refused():
    bs = bodies(lines(finished()))
    err = refused(sealed([bs[0].replace(b'"name":"Ann"', b'"name":"' + b"A" * 5000 + b'"'), *bs[1:]]))
    assert err.line == 1 and "length" in err.reason


def test_a_seat_name_with_a_control_character_is_refused():
    """An escape code in a shared log's seat name redrew the terminal of whoever opened it
    (`rewind open` drew a broken frame; the library listed it raw)."""
    bs = bodies(lines(finished()))
    for code in (rb"\u001b[31mred", rb"bell\u0007", rb"two\nlines", rb"c1\u009b"):
        err = refused(sealed([bs[0].replace(b'"name":"Ann"', b'"name":"' + code + b'"'), *bs[1:]]))
        assert err.line == 1 and "control character" in err.reason, code


def test_a_game_is_started_only_with_names_a_log_can_hold():
    """A 100-character name started a game whose every log and save was then refused ("bad
    header: Expected `str` of length <= 64"): the game's only copy could not open (a review).
    A session takes 1 to 64 characters, not blank; a log's blank name is refused at line 1 (it
    replayed as "Winner: nobody")."""
    from engine.core import OptionError
    from engine.core.session import MAX_NAME

    for bad in ("A" * (MAX_NAME + 1), "", "   "):
        with pytest.raises(OptionError) as err:
            Session(GAME, [SeatSpec(bad), SeatSpec("Bob", "random")], 1)
        assert err.value.code == "options.seat-name" and f"1 to {MAX_NAME} characters" in str(err.value)
    session = Session(GAME, [SeatSpec("Ω" * MAX_NAME), SeatSpec("Bob", "random")], 1)
    assert loads_log(dumps_log(session), GAMES).seats == session.seats
    bs = bodies(lines(finished()))
    err = refused(sealed([bs[0].replace(b'"name":"Ann"', b'"name":" "'), *bs[1:]]))
    assert err.line == 1 and "1 to 64 characters" in err.reason


def test_a_header_of_a_later_format_version_says_it_may_be_damaged():
    """A flipped bit in a MessagePack header read "format version 35 is newer than this Rewind
    reads (3)", an upgrade to get (a review): it says the header may be damaged too."""
    data = dumps_log(finished())
    err = refused(data.replace(b'"version":3', b'"version":35', 1))
    assert err.line == 1 and "a newer Rewind wrote it, or the header is damaged" in err.reason


def test_unreadable_path_is_a_log_error(tmp_path):
    with pytest.raises(LogError, match="cannot read"):
        import_log(tmp_path / "missing.jsonl", GAMES)


def test_reading_from_a_stream_matches_reading_bytes():
    data = dumps_log(finished(4), "msgpack")
    assert read_log(io.BytesIO(data), GAMES).state == loads_log(data, GAMES).state


def test_a_file_cut_inside_its_last_line_says_so_and_one_without_its_last_line_end_loads():
    """A JSON Lines file cut mid-record was refused as "the hash chain breaks here: this line
    was changed..."; MessagePack already said "cut short"."""
    data = joined(lines(finished()))
    count = data.count(b"\n")
    err = refused(data[:-20])
    assert err.line == count and "the file is cut short inside it" in err.reason
    err = refused(data + b"\x00")  # it read as cut short only (an audit)
    assert err.line == count + 1 and "or bytes were added after its end" in err.reason
    assert loads_log(data.rstrip(b"\n"), GAMES).state_hash() == loads_log(data, GAMES).state_hash()


def test_a_log_saved_with_crlf_line_ends_reads_as_with_lf():
    """A Windows editor saves CRLF: the chain covers the records, not their line ends (README)."""
    session = finished()
    data = dumps_log(session)
    assert loads_log(data.replace(b"\n", b"\r\n"), GAMES).state == session.state


def test_an_upper_case_chain_tag_is_refused_on_its_own_line():
    """Its line hashed as written, so the next line's tag broke: the next line was blamed (a
    review); the schema says lower case."""
    ls = lines(finished())
    ls[5] = ls[5][:6] + ls[5][6:22].upper() + ls[5][22:]
    assert ls[5][6:22] != ls[5][6:22].lower()  # (the tag has a letter to change)
    error = refused(joined(ls))
    assert error.line == 6 and "lower-case hexadecimal" in error.reason
