"""Secret chance and the two export kinds: nothing a seat sees during a game gives the seed
away; a finished game's full log reveals it and every chance outcome is checked against it."""
import io

import msgspec
import pytest

from engine.core import LogError, SeatSpec, Session, dumps_log, loads_log
from engine.core.chance import commitment
from engine.core.logfile import check_seat_log, export_warning, read_log, seat_log
from engine.core.treefile import dumps_tree, loads_tree
from tests.tiny_game import GAME

GAMES = {"nines": GAME}


def half_played(seed=None, bob="random") -> Session:
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", bob)], seed)
    session.advance()
    session.apply(session.legal_moves()[0])
    session.advance()
    return session


def play_out(session) -> Session:
    while not session.over:
        session.apply(session.legal_moves()[-1])
        session.advance()
    return session


def test_a_secret_seed_appears_nowhere_a_seat_looks_during_the_game():
    session = half_played()
    assert not session.seed_known
    secret = str(session.seed).encode()
    seen = [dumps_log(session), dumps_log(session, "msgpack"), seat_log(session, 0),
            repr(session.view(0)).encode(), repr(session.view(1)).encode(),
            "".join(t for _, _, t in session.texts()).encode()]
    assert not any(secret in blob for blob in seen)
    assert commitment(session.seed, session.salt).encode() in seen[0]
    assert b'"seed":null' in seen[0] and b'"seed":null' in seen[2]


def test_the_commitment_does_not_give_the_seed_to_a_search():
    session = half_played()
    target = commitment(session.seed, session.salt)
    assert all(commitment(guess, session.salt) != target for guess in range(100_000))


def test_two_secret_games_draw_differently_and_a_chosen_seed_repeats():
    deals = [tuple(e for _, e in half_played().events())[:4] for _ in range(6)]
    assert len(set(deals)) > 1
    assert [e for _, e in half_played(5).events()] == [e for _, e in half_played(5).events()]


def test_a_finished_game_reveals_the_seed_and_every_chance_outcome_is_checked():
    session = play_out(half_played())
    data = dumps_log(session)
    assert str(session.seed).encode() in data
    loaded = loads_log(data, GAMES)
    assert loaded.state == session.state
    assert "every chance outcome checked against the revealed seed" in loaded.log_check
    assert loaded.unverified == 0


def test_a_finished_game_that_withholds_its_seed_is_refused():
    session = play_out(half_played())
    data = dumps_log(session).split(b"\n")
    bodies = [b"{" + line[24:] for line in data[:-1]]
    import re
    bodies[0] = re.sub(rb'"seed":\d+,"salt":"[0-9a-f]*"', b'"seed":null,"salt":""', bodies[0])
    from tests.engine.core.test_logfile import sealed
    with pytest.raises(LogError, match="keeps its seed secret"):
        loads_log(sealed(bodies), GAMES)


def test_an_unfinished_share_replays_unchecked_and_plays_on_with_a_new_secret():
    session = half_played()
    loaded = loads_log(dumps_log(session), GAMES)
    assert loaded.state == session.state and "not yet checked" in loaded.log_check
    assert loaded.seed != session.seed and not loaded.seed_known
    assert loaded.unverified == session.tree.chances[session.cursor]
    play_out(loaded)
    again = loads_log(dumps_log(loaded), GAMES)  # the continuation's own seed checks the rest
    assert again.state == loaded.state and "came from a shared log" in again.log_check
    assert f"every chance outcome after the first {loaded.unverified} checked" in again.log_check  # not "every"


def test_an_unfinished_share_taken_back_before_its_last_draws_exports_what_opens_again():
    """The header counted every unchecked outcome of the log it came from, not those on the line
    written: undone before the last draws, every export (a log, a save, a tree) was refused with
    "the header says the first 23 chance outcomes are unchecked, but the log has 22" (an audit)."""
    session = half_played()
    loaded = loads_log(dumps_log(session), GAMES)
    shared = loaded.tree.chances[loaded.cursor]
    back = max(n for n in loaded.path() if loaded.tree.chances[n] < shared)
    loaded.jump(back)  # undone to before the share's last draw
    for kind in ("full", "save"):
        again = loads_log(dumps_log(loaded, kind=kind), GAMES)
        assert again.state == loaded.state
    assert loads_log(dumps_log(loaded, kind="save"), GAMES).unverified == loaded.tree.chances[back]
    tree = loads_tree(dumps_tree(loaded, kind="save"), GAMES)
    assert tree.state == loaded.state and len(tree.tree) == len(loaded.tree)


def spliced(*logs: bytes) -> bytes:
    """A tree export of `logs` as its lines, every digest made anew (anyone can)."""
    from engine.core.treefile import TREE_FORMAT, TREE_VERSION, TreeHeader, TreeLog, _line_digest

    lines = [msgspec.json.encode(TreeLog(log.decode())) for log in logs]
    header = TreeHeader(TREE_FORMAT, TREE_VERSION, len(lines), [_line_digest(raw) for raw in lines], [])
    return b"\n".join([msgspec.json.encode(header), *lines]) + b"\n"


def test_a_tree_of_lines_from_two_secret_seeds_is_refused():
    """Two games with the same seats, each seed secret, loaded as one tree whose branches drew
    chance anew from the start (undo never re-rolls): the lines' commitments were not compared
    (an audit). So is a revealed seed that is not the one another line commits to."""
    one, other = half_played(), half_played()
    with pytest.raises(LogError, match="another game than the first line"):
        loads_tree(spliced(dumps_log(one), dumps_log(other)), GAMES)
    with pytest.raises(LogError, match="another game than the first line"):
        loads_tree(spliced(dumps_log(one), dumps_log(play_out(other))), GAMES)
    with pytest.raises(LogError, match="another game than the first line"):
        loads_tree(spliced(dumps_log(play_out(other)), dumps_log(one)), GAMES)
    # one game's lines: the finished one reveals the seed the unfinished branch, left before
    # the end, commits to
    game = half_played()
    fork = game.cursor
    game.apply(game.legal_moves()[0])
    game.advance()
    game.jump(fork)
    play_out(game)  # its last move: another than the branch's
    assert not game.seed_known and game.tree.children[fork][0] != game.path()[game.tree.depth[fork]]
    both = loads_tree(dumps_tree(game), GAMES)
    assert len(both.tree) == len(game.tree) and both.state == game.state
    # the branch's outcomes checked against the seed the finished line reveals (they were
    # counted unchecked, as a share's: a review)
    assert both.unverified == 0 and "every chance outcome checked" in both.log_check


def test_a_share_played_to_its_end_then_on_from_before_it_exports_what_opens_again():
    """Its finished line revealed the new seed, so a line played on from before the end draws
    known chance (seed_known) while its first outcomes still came from the share: the reader
    checked those against the new seed too, and every export was refused at line 2 (an audit,
    a bug since logs from shares could be played on)."""
    from engine.core import CHANCE

    loaded = loads_log(dumps_log(half_played()), GAMES)
    shared = loaded.unverified
    play_out(loaded)
    for node in reversed(loaded.path()):  # undone to the last decision with another move
        loaded.jump(node)
        other = [m for m in loaded.legal_moves() if loaded.tree.child_with(node, m) is None] \
            if loaded.to_act not in (None, CHANCE) else []
        if other:
            loaded.apply(other[0])
            break
    loaded.advance()
    assert loaded.seed_known and shared > 0
    for data in (dumps_log(loaded), dumps_log(loaded, kind="save"), dumps_log(loaded, "msgpack")):
        again = loads_log(data, GAMES)
        assert again.state == loaded.state and again.unverified == shared
        assert f"every chance outcome after the first {shared} checked against the known seed" in again.log_check
    assert loads_tree(dumps_tree(loaded), GAMES).state == loaded.state
    seat = read_log(io.BytesIO(seat_log(loaded, 0)), GAMES)
    assert check_seat_log(seat, loads_log(dumps_log(loaded), GAMES)) == ([], [], False)


def test_a_save_resumes_with_the_same_secret_seed():
    session = half_played(bob="human")  # (a bot's stream restarts from the seed on resume)
    save = dumps_log(session, kind="save")
    resumed = loads_log(save, GAMES)
    assert resumed.seed == session.seed and resumed.unverified == 0
    assert "against the secret seed this save holds" in resumed.log_check  # not "the revealed seed"
    assert [e for _, e in play_out(resumed).events()] == [e for _, e in play_out(session).events()]


def test_a_mid_game_full_export_warns_and_a_finished_one_does_not():
    session = half_played()
    assert "every hand" in export_warning(session)
    assert export_warning(play_out(session)) is None


def test_a_seat_log_hides_other_seats_draws_and_checks_against_the_full_log():
    session = play_out(half_played())
    raw = seat_log(session, 0)
    log = read_log(io.BytesIO(raw), GAMES)
    hidden = [e for e in log.entries if e.event is None]
    assert hidden and all(e.seat == -1 for e in hidden)
    assert log.end.outcome == GAME.outcome(session.state)
    assert check_seat_log(log, session).reworded == []
    # words are named, not refused: another version may word an event otherwise
    log.entries[5].text = "plays 9"
    assert check_seat_log(log, session).reworded == [7]
    outcome = log.end.outcome  # so are an outcome's words: its categories' names, its reason
    log.end.outcome = msgspec.structs.replace(outcome, reason="on points", scores=[
        msgspec.structs.replace(s, categories={f"{k} (renamed)": v for k, v in s.categories.items()})
        for s in outcome.scores])
    assert check_seat_log(log, session).reworded == [7, len(log.entries) + 2]
    first = outcome.scores[0]  # not its numbers (the scores reversed were the same in a tie: a flaky run)
    log.end.outcome = msgspec.structs.replace(outcome, scores=[
        msgspec.structs.replace(first, total=first.total + 1), *outcome.scores[1:]])
    with pytest.raises(LogError, match="final scores differ"):
        check_seat_log(log, session)
    log.end.outcome = outcome
    log.entries[5].event = log.entries[6].event  # an event that is not the one played
    with pytest.raises(LogError) as info:
        check_seat_log(log, session)
    assert info.value.line == 7 and "event differs" in str(info.value)
    with pytest.raises(LogError, match="seat log"):
        loads_log(raw, GAMES)


def test_a_seat_log_written_mid_game_checks_against_the_later_full_log():
    """A seat log shared mid-game could never be checked: 'the seat log has 8 events, the full
    log 20'. It is checked against the full log's first events, as many as it holds."""
    session = half_played()
    early = read_log(io.BytesIO(seat_log(session, 0)), GAMES)
    finished = loads_log(dumps_log(play_out(session)), GAMES)  # the seed revealed at the end
    assert 0 < len(early.entries) < finished.depth
    cursor = finished.cursor
    assert check_seat_log(early, finished) == ([], [], False) and finished.cursor == cursor
    early.entries[-1].event = early.entries[-2].event  # still the line it claims to be
    with pytest.raises(LogError, match="event differs"):
        check_seat_log(early, finished)
    game = half_played(seed=5)
    half = loads_log(dumps_log(game), GAMES)  # a full log written mid-game
    late = read_log(io.BytesIO(seat_log(play_out(game), 0)), GAMES)  # the seat log at the end
    with pytest.raises(LogError) as info:
        check_seat_log(late, half)
    assert info.value.line == half.depth + 2
    assert info.value.reason == f"the seat log has {len(late.entries)} events, the full log only {half.depth}"


def test_a_seat_log_is_checked_against_a_tree_that_holds_its_line_on_another_branch():
    """A whole-tree export holds every line: a seat log of a line undo left was told "this event
    differs" at the first event past the branch (an audit)."""
    from engine.core.treefile import dumps_tree, loads_tree

    game = half_played(seed=5)
    fork = game.cursor
    game.apply(game.legal_moves()[0])
    game.advance()
    left = read_log(io.BytesIO(seat_log(game, 0)), GAMES)  # the line undo is about to leave
    game.jump(fork)
    play_out(game)  # another first move
    tree = loads_tree(dumps_tree(game, "save"), GAMES)
    cursor = tree.cursor
    assert check_seat_log(left, tree) == ([], [], True) and tree.cursor == cursor  # on another branch
    assert check_seat_log(read_log(io.BytesIO(seat_log(game, 1)), GAMES), tree) == ([], [], False)
    left.entries[-1].event = left.entries[-2].event  # on no line of the tree
    with pytest.raises(LogError, match="event differs"):
        check_seat_log(left, tree)


def test_a_seat_log_names_that_seat_s_own_draws_as_it_read_them_and_no_other_s():
    """A review: Red's own seat log read "Red draws an Event card" though the event beside it
    held the card; the full log read as Red's seat said "(you: 313 ...)". A seat log gives each
    event's words as its seat read them; another seat's draws stay unnamed."""
    from engine.registry import GAMES as REAL

    session = Session(REAL["restart"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 3)
    session.advance(limit=200)
    for seat in (0, 1):
        log = read_log(io.BytesIO(seat_log(session, seat)), REAL)
        own = [e for e in log.entries if "(you: " in e.text]
        assert own and [e.text for e in log.entries] == [t for _, _, t in session.texts(seat)]
        assert all(e.event is not None for e in own)  # its own draws: the event is there too
        assert check_seat_log(log, session).reworded == []


def test_a_count_of_unchecked_outcomes_hides_no_edited_one_and_stays_within_the_log():
    """A review edited a die and set "unverified": 1000 in the header of a chosen-seed log (the
    chain recomputed): it loaded saying every outcome was checked. An outcome past the count is
    checked; one within it loads said to be unchecked (a known seed's log counts a share's first
    outcomes: a game from a shared log, played to its end and on from before it); a count below
    zero or past the log's outcomes is refused."""
    from tests.engine.core.test_logfile import bodies, sealed

    body = bodies(dumps_log(play_out(half_played(7))).split(b"\n")[:-1])
    k = next(i for i, b in enumerate(body) if b'"type":"die","face":2' in b)
    forged = [*body[:k], body[k].replace(b'"face":2', b'"face":3'), *body[k + 1:]]
    before = sum(b'"seat":-1,' in b for b in body[1:k])  # the chance outcomes before the edited one
    chances = sum(b'"seat":-1,' in b for b in body)
    for lines, count, reason in ((forged, before, "does not match the one the seed draws"),
                                 (body, -5, "bad header"),
                                 (body, chances + 1, f"the first {chances + 1} chance outcomes are unchecked, but")):
        head = lines[0].replace(b'"unverified":0', b'"unverified":%d' % count)
        with pytest.raises(LogError, match=reason):
            loads_log(sealed([head, *lines[1:]]), GAMES)
    head = forged[0].replace(b'"unverified":0', b'"unverified":%d' % (before + 1))
    loaded = loads_log(sealed([head, *forged[1:]]), GAMES)
    assert (f"every chance outcome after the first {before + 1} checked against the known seed; those "
            f"{before + 1} came from a shared log and are possible but unchecked") in loaded.log_check


def test_a_line_played_on_after_a_finished_one_says_chance_is_known():
    """The finished line's log showed the seed: a line played on from before its end draws
    from a seed anyone holding that log has, so it is marked known, not kept as a secret its
    commitment claims (an audit: open a finished log, undo, play on: 'secret')."""
    session = play_out(half_played(bob="human"))
    data = dumps_log(session)
    for game in (session, loads_log(data, GAMES)):
        end = game.cursor
        assert game.undo() and not game.seed_known  # back, nothing new yet: the end's log is as it was
        game.redo()
        assert game.cursor == end and dumps_log(game) == data
        game.undo()
        game.apply(next(m for m in game.legal_moves() if m != game.tree.event[game.tree.redo[game.cursor]]))
        assert game.seed_known
        again = loads_log(dumps_log(game), GAMES)
        assert again.seed_known and again.seed == session.seed and "known seed" in again.log_check


def test_a_save_of_a_tree_with_a_finished_line_loads_as_it_was_played():
    """Lines played before the end stayed secret; one played after it is known: a save of the
    whole tree loads as each was (reading its lines must not mark them known)."""
    from engine.core.treefile import dumps_tree, loads_tree

    session = half_played(bob="human")
    branch = session.cursor
    session.apply(session.legal_moves()[0])  # a line left in play
    session.jump(branch)
    play_out(session)  # another line, to the end
    loaded = loads_tree(dumps_tree(session, "save"), GAMES)
    assert not loaded.seed_known and len(loaded.tree) == len(session.tree)
    while session.undo():  # back to a decision that had another move, and a line played on there
        others = [m for m in session.legal_moves()
                  if session.tree.child_with(session.cursor, m) is None]
        if others:
            break
    session.apply(others[0])
    assert session.seed_known
    assert loads_tree(dumps_tree(session, "save"), GAMES).seed_known


@pytest.mark.parametrize("name", ["restore", "restart", "chronocritters"])
def test_no_real_game_shows_its_secret_seed_to_a_seat_during_play(name):
    """The tiny game's check above, in each real game mid-play: the logs a seat may export, each
    seat's view and the log's texts hold the commitment, never the seed or its salt."""
    from engine.registry import GAMES as REAL

    game = REAL[name]
    session = Session(game, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")])
    for _ in range(60):
        session.step_auto()
    assert not session.over and not session.seed_known
    secrets = [str(session.seed).encode(), session.salt.encode()]
    seen = [dumps_log(session), dumps_log(session, "msgpack"), seat_log(session, 0), seat_log(session, 1),
            *(msgspec.json.encode(session.view(seat)) for seat in (0, 1, None)),
            "".join(t for _, _, t in session.texts()).encode()]
    assert not any(secret in blob for secret in secrets for blob in seen)
    assert commitment(session.seed, session.salt).encode() in seen[0]
