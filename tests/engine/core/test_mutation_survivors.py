"""What two hand-rolled mutation runs of the log modules (tests/mutants.py logs) found untested:
each test fails with its mutant applied. The guarantees are README.md's "Logs you can trust
and share" and issue 11: a bad log is refused with its line number and reason, never half
loaded; an edited line, header field, order or cut end is caught."""
import io
import re
from pathlib import Path

import pytest

from engine.core import CHANCE, LogError, SeatSpec, Session, dumps_log, loads_log
from engine.core import logfile
from engine.core.logfile import check_seat_log, read_log, seat_log, seat_session
from engine.core.records import MAX_RECORD
from engine.core.treefile import _tree_lines, dumps_tree, loads_tree
from engine.registry import GAMES as REAL
from tests.engine.core.test_logfile import bodies, finished, joined, lines, refused, sealed
from tests.tiny_game import GAME, Deal, Die, Play, Roll

GAMES = {"nines": GAME}
FIXTURES = Path(__file__).parents[2] / "fixtures"


def _secret_half_played() -> Session:
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], None)
    session.advance()
    session.apply(session.legal_moves()[0])
    session.advance()
    return session


def test_a_seat_log_whose_header_names_other_seats_is_not_the_full_log_s_game():
    """--against FULL: a seat log's header edited (seats renamed, every hash recomputed) is
    refused on line 1, though each of its events is the full log's (mutant: `and` -> `or`
    in check_seat_log's header comparison)."""
    session = finished()
    raw = seat_log(session, 0)
    assert check_seat_log(read_log(io.BytesIO(raw), GAMES), session) == ([], [], False)
    bs = bodies(raw.split(b"\n")[:-1])
    edited = sealed([bs[0].replace(b'"name":"Ann"', b'"name":"Eve"'), *bs[1:]])
    with pytest.raises(LogError) as info:
        check_seat_log(read_log(io.BytesIO(edited), GAMES), session)
    assert info.value.line == 1 and "header is not the full log's game" in info.value.reason


def test_a_filled_in_placeholder_is_named_at_its_line_when_the_next_line_breaks_a_rule():
    """A seat log whose placeholder (line 2, another seat's hidden deal... here every deal) is
    filled in with the card line 3 deals: the replay breaks at line 3, but the earliest bad line
    is the filled-in one (mutant: the check stopped a line short)."""
    session = _secret_half_played()
    log = read_log(io.BytesIO(seat_log(session, 0)), GAMES)
    events = [e for _, e in session.events()]
    assert log.entries[0].event is None  # a deal: hidden from every seat in Nines
    for entry, event in zip(log.entries, events):
        entry.event = event  # every placeholder filled in from the full log
    log.entries[0].event = events[1]  # line 2 deals the card line 3 deals
    with pytest.raises(LogError) as info:
        seat_session(log, GAMES)
    assert info.value.line == 2 and "placeholder was filled in" in info.value.reason


def test_an_unknown_negative_format_version_is_refused_on_line_1():
    """A header of version -1 (no chain tags) names line 1 (mutant: line 2)."""
    ls = (FIXTURES / "nines-v1.jsonl").read_bytes().split(b"\n")
    ls[0] = ls[0].replace(b'"version":1', b'"version":-1')
    err = refused(b"\n".join(ls))
    assert err.line == 1 and "format version -1 is not known" in err.reason


def test_a_revealed_seed_that_is_not_the_committed_one_is_refused_on_line_1():
    """A finished secret game's seed changed and every hash recomputed: the commitment catches
    it, on the header's line (mutant: line 2)."""
    session = _secret_half_played()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    bs = bodies(lines(session))
    head = re.sub(rb'"seed":(\d+)', lambda m: b'"seed":%d' % (int(m.group(1)) + 1), bs[0])
    err = refused(sealed([head, *bs[1:]]))
    assert err.line == 1 and "does not match the seed's commitment" in err.reason


def test_a_log_of_exactly_the_event_limit_loads(monkeypatch):
    """Games up to the limit load (README: "games up to 50,000 events"); one more is refused
    (mutant: `>` -> `>=`, the limit itself refused)."""
    session = finished()
    monkeypatch.setattr(logfile, "MAX_EVENTS", session.depth)
    for fmt in ("jsonl", "msgpack"):
        assert loads_log(dumps_log(session, fmt), GAMES).state == session.state
    monkeypatch.setattr(logfile, "MAX_EVENTS", session.depth - 1)
    err = refused(dumps_log(session))
    assert err.line == session.depth + 1 and "more than" in err.reason


def test_a_tree_export_whose_header_does_not_decode_is_refused_on_line_1():
    """(mutant: line 2)"""
    data = dumps_tree(finished())
    broken = data.replace(b'"logs":1', b'"logs":"one"', 1)
    assert broken != data
    with pytest.raises(LogError) as info:
        loads_tree(broken, GAMES)
    assert info.value.line == 1 and info.value.reason.startswith("not a tree export")


@pytest.mark.parametrize("seed", [None, 4])
def test_a_seat_log_opened_as_the_game_counts_its_unchecked_draws(seed):
    """README: a shared unfinished log plays on with a new secret seed, its earlier draws
    flagged as unchecked, the header counting them (never past the log's draws). A seat log
    that hides nothing (Restore) opens as the game: with a secret seed all its draws are
    unchecked, no more; with a chosen one none (mutant: `is None` -> `is not None`)."""
    session = Session(REAL["restore"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "greedy")], seed)
    for _ in range(12):
        session.step_auto()
    opened = seat_session(read_log(io.BytesIO(seat_log(session, 1)), REAL), REAL)
    draws = opened.tree.chances[opened.cursor]
    assert opened.state == session.state and draws > 0
    assert opened.unverified == (draws if seed is None else 0)


def test_a_session_labels_no_seat_for_chance_or_nobody():
    """Session.seat_label: "" for chance or nobody (mutant: `and` -> `or` asked the game for
    seat -1's label, and failed on None)."""
    session = Session(REAL["restore"], [SeatSpec("Ann"), SeatSpec("Bob")], 1)
    assert session.seat_label(0) == REAL["restore"].seat_label(0) != ""
    assert session.seat_label(CHANCE) == "" and session.seat_label(None) == ""


def test_a_one_line_file_of_text_is_said_to_be_no_log_not_a_cut_one():
    """A file of one line that is not JSON is no log at all (mutant: `> 1` -> `>= 1` called it
    "cut short inside" its last line)."""
    err = refused(b"hello, this is a text file")
    assert err.line == 1 and err.reason.startswith("not a Rewind log: a JSON Lines log starts with {")


def test_an_empty_file_is_refused_as_a_whole_naming_no_line():
    """LogError: line 0 when the file as a whole is refused (empty); an empty file has no line 1
    (mutant: "line 1: the file is empty")."""
    err = refused(b"")
    assert err.line == 0 and str(err) == "the file is empty" and err.code == "log.empty"


def test_a_move_recorded_by_the_first_seat_out_of_turn_names_that_seat():
    """A refusal names who recorded the move, counted from 1 (mutant: seat 0 read as "seat
    number 0", a seat the game does not have)."""
    bs = bodies(lines(finished()))
    i = next(i for i, body in enumerate(bs) if b'"seat":1,' in body)
    bs[i] = bs[i].replace(b'"seat":1,', b'"seat":0,')
    err = refused(sealed(bs))
    assert err.line == i + 1 and "Ann (seat 1) recorded a move, but Bob must act" in err.reason


def test_a_placeholder_filled_in_with_the_full_log_s_own_event_is_named_not_refused():
    """--against FULL names the lines that show an event this Rewind hides from that seat, as
    the full log has it (an older version showed some); another event there is refused
    (mutant: the full log's event looked up four lines off)."""
    session = finished()
    log = read_log(io.BytesIO(seat_log(session, 0)), GAMES)
    events = [e for _, e in session.events()]
    assert log.entries[0].event is None
    log.entries[0].event = events[0]
    assert check_seat_log(log, session) == ([], [2], False)
    log.entries[0].event = next(e for e in events[1:4] if e != events[0])
    with pytest.raises(LogError) as info:
        check_seat_log(log, session)
    assert info.value.line == 2 and "differs from the full log" in info.value.reason


def test_a_record_of_64_kib_with_its_line_end_is_refused_at_its_line():
    """README: records up to 64 KiB (mutant: 65 KiB let a longer one through to the chain)."""
    ls = lines(finished())
    fits = refused(joined(ls[:4] + [b"x" * (64 * 1024 - 1)] + ls[4:]))  # with its line end, 64 KiB
    assert fits.line == 5 and "chain hash" in fits.reason  # refused for what it is, not its length
    err = refused(joined(ls[:4] + [b"x" * (64 * 1024)] + ls[4:]))
    assert err.line == 5 and "longer than the 65,536 bytes a record may hold" in err.reason


def test_a_tree_export_is_at_most_64_mib():
    """README: a tree export is read line by line, the file at most 64 MiB (mutant: 65 MiB)."""
    mib = b"x" * (1024 * 1024 - 1) + b"\n"
    assert sum(1 for _ in _tree_lines(io.BytesIO(mib * 64))) == 64  # 64 MiB exactly: read
    with pytest.raises(LogError) as info:
        for _ in _tree_lines(io.BytesIO(mib * 64 + b"y\n")):
            pass
    assert info.value.line == 65 and "at most 67,108,864 bytes" in info.value.reason


class _Rolls(type(GAME)):
    """Nines where a seat's only move is to roll, which plays itself."""

    def legal_moves(self, s):
        return [Roll()]

    def plays_itself(self, s, move):
        return True


class _Eager(type(GAME)):
    """Nines where every move would play itself, were it the only one."""

    def plays_itself(self, s, move):
        return True


def test_a_human_s_only_move_plays_itself_where_the_game_says_so_and_no_choice_does():
    """Game.plays_itself: a human seat's ONLY legal move is played for them; a choice of
    several never is (mutants: `is not` -> `is` never asked the game; `== 1` -> `!= 1` played
    the first of several and not an only one)."""
    humans = [SeatSpec("Ann"), SeatSpec("Bob")]
    rolls = Session(_Rolls(), humans, 7)
    rolls.advance()
    assert rolls.over and all(type(e) in (Deal, Roll, Die) for _, e in rolls.events())
    eager = Session(_Eager(), humans, 7)
    eager.advance()
    assert eager.to_act == 0 and len(eager.legal_moves()) > 1 and eager.forced_move() is None


def test_step_auto_says_false_when_a_human_must_choose():
    """(mutant: step_auto said True without a step, and advance spun to its limit)"""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], 7)
    assert session.advance(limit=50) == 4  # the four deals, then Ann chooses
    depth = session.depth
    assert session.step_auto() is False and session.depth == depth


def test_redo_at_the_end_of_the_line_says_false_and_stays():
    """(mutant: redo said True with nothing to redo: `while session.redo()` never ended)"""
    session = finished()
    end = session.cursor
    assert not session.can_redo() and session.redo() is False and session.cursor == end


def test_a_secret_seed_on_the_mersenne_stream_or_an_unknown_stream_is_refused_on_line_1():
    """A secret seed draws only from SHAKE-256: the old Mersenne stream's outputs give its seed
    away; and a stream this Rewind does not know is refused, not a traceback (mutant: the
    header's `or` -> `and` let both through, the second as a KeyError)."""
    secret = bodies(lines(_secret_half_played()))
    assert b'"chance":"shake256"' in secret[0]
    err = refused(sealed([secret[0].replace(b'"chance":"shake256"', b'"chance":"mt19937"'), *secret[1:]]))
    assert err.line == 1 and "not one a secret seed may use" in err.reason
    known = bodies(lines(finished()))
    err = refused(sealed([known[0].replace(b'"chance":"shake256"', b'"chance":"shake512"'), *known[1:]]))
    assert err.line == 1 and "'shake512' is unknown" in err.reason


def test_a_v1_log_names_an_out_of_order_event_at_its_own_line():
    """Version 1 logs keep their line numbers: the header is line 1, event n line n + 1
    (mutant: every line named one too far)."""
    ls = (FIXTURES / "nines-v1.jsonl").read_bytes().split(b"\n")
    ls[1], ls[2] = ls[2], ls[1]
    err = refused(b"\n".join(ls))
    assert err.line == 2 and "numbered 2 where 1 was expected" in err.reason


def test_a_tree_export_s_branch_names_come_back_on_the_events_they_named():
    """A name on a line's first event, one in its middle and one on its last event each come
    back on that very event (mutants: the depth written one too deep; the first or the last
    event of a line refused as one the file does not have)."""
    session = finished()
    first_line = session.path()
    session.jump(first_line[3])  # the deals done: Ann rolls where she played
    session.apply(Roll())
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    names = {first_line[0]: "the first deal", first_line[6]: "midway", first_line[-1]: "the end",
             session.cursor: "the other end"}
    back = loads_tree(dumps_tree(session, names=names), GAMES)

    def events_to(s, n):
        return [s.tree.event[m] for m in s.path(n)]
    assert ({name: events_to(back, n) for n, name in back.branch_names.items()}
            == {name: events_to(session, n) for n, name in names.items()})


class _Dealt(type(GAME)):
    """Nines dealt before it starts: Ann's first decision is the first event."""

    def initial_state(self, options, seats):
        s = super().initial_state(options, seats)
        s.hands, s.pile, s.deal_to, s.setup = [[1, 2], [3, 4]], list(range(5, 10)), None, False
        return s


def test_redo_from_the_start_follows_the_line_jumped_to_not_the_latest_one():
    """Tree.follow: after a jump, redo from any ancestor (the start too) comes back along the
    line jumped to (mutant: the start kept pointing at the line played last)."""
    session = Session(_Dealt(), [SeatSpec("Ann"), SeatSpec("Bob")], 7)
    session.apply(Roll())
    session.advance()  # the die
    rolled = session.cursor
    session.jump(0)
    session.apply(Play(1))  # a second line from the start
    session.jump(rolled)
    session.jump(0)
    assert session.redo() and session.cursor == rolled


def test_a_game_of_bots_cannot_undo_past_its_start():
    """With no human seat undo goes before the latest bot move; before any, there is none
    (mutant: the root itself was taken for one, and undo jumped to node -1)."""
    bots = [SeatSpec("A", "random"), SeatSpec("B", "random")]
    session = Session(GAME, bots, 7)
    assert not session.can_undo() and session.undo() is False
    assert session.advance(limit=4) == 4  # the deals: chance alone
    assert session.depth == 4 and session.to_act == 0 and not session.can_undo() and session.undo() is False


class _Secretive(type(GAME)):
    """Nines where a seat's play is hidden from the other seats (its placeholder stands for
    any card)."""

    def hidden_from(self, s, e, seat):
        return super().hidden_from(s, e, seat) or (type(e) is Play and self.to_act(s) != seat)


def test_a_seat_log_that_two_lines_hold_is_placed_on_the_cursor_s_line():
    """check_seat_log: a seat log whose placeholders fit two lines of the tree is the cursor's
    line's, not "elsewhere" (mutant: the later line was tried first)."""
    game = _Secretive()
    full = Session(game, [SeatSpec("Ann"), SeatSpec("Bob")], 7)
    full.advance()
    full.apply(full.legal_moves()[0])
    full.advance()
    bobs_turn = full.cursor
    full.apply(full.legal_moves()[0])
    full.advance()
    first = full.cursor
    full.jump(bobs_turn)
    full.apply(full.legal_moves()[1])  # Bob plays his other card: Ann sees a placeholder again
    full.advance()
    full.jump(first)
    log = read_log(io.BytesIO(seat_log(full, 0)), {"nines": game})
    assert log.entries[-2].seat == 1 and log.entries[-2].event is None
    assert check_seat_log(log, full) == ([], [], False)


def test_a_record_announcing_more_than_64_kib_is_refused_as_too_long_though_the_file_ends_there():
    """A MessagePack record's length is judged as soon as it is read, even where the file ends
    right after it: the record is too long, not cut short (mutant: the length bytes ending the
    file were taken as not yet all there)."""
    record = b"\xc6" + (MAX_RECORD + 1).to_bytes(4, "big")
    msgpack = dumps_log(finished(), "msgpack")
    assert msgpack[:1] == b"\xc4"  # the header: a bin 8
    header = msgpack[:2 + msgpack[1]]
    for data, line in ((record, 1), (header + record, 2)):
        err = refused(data)
        assert err.line == line and "longer than the 65,536 bytes" in err.reason
