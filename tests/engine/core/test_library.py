"""The game library: whole trees saved and reopened through the rules, list/search/sort,
rename/delete/continue, export, branch names, corrupt rows, schema migrations, two instances."""
import random
import sqlite3
import threading

import msgspec
import pytest

from engine.core import CHANCE, SeatSpec, Session, dumps_log, import_log, loads_log
from engine.core.library import (VERSION, ConflictError, Library, LibraryError, migrate,
                                 redo_tip)
from engine.registry import GAMES
from tests.tiny_game import GAME, Play, Roll

NINES = {GAME.name: GAME}
ANN_BOB = [SeatSpec("Ann"), SeatSpec("Bob")]


def play(session: Session, rng: random.Random, moves: int, library=None, game_id=None,
         undo=0.25) -> None:
    """Random human moves with undos (which leave branches), saving after each."""
    for _ in range(moves):
        if session.over:
            return
        if rng.random() < undo and session.can_undo():
            session.undo()
        else:
            session.apply(rng.choice(session.legal_moves()))
            session.advance()
        if library is not None:
            library.sync(session, game_id)


def tree_of(session: Session) -> list:
    t = session.tree
    return [(t.parent[n], t.seat[n], t.event[n], t.reveals[n]) for n in range(len(t))]


def new_game(seed=3, seats=ANN_BOB, rounds=8, policy="casual") -> Session:
    session = Session(GAME, seats, seed, GAME.Options(rounds=rounds), policy)
    session.advance()
    return session


@pytest.fixture
def library(tmp_path):
    with Library(tmp_path / "library.sqlite3") as lib:
        yield lib


def test_a_game_reopens_with_every_branch_the_cursor_and_the_redo_line(library):
    session = new_game()
    game_id = library.create(session)
    play(session, random.Random(5), 60, library, game_id)
    session.undo()
    session.undo()
    library.sync(session, game_id)
    assert len(session.tree) > session.depth + 3  # undo left branches beside the line
    reopened = library.open(game_id, NINES)
    assert tree_of(reopened) == tree_of(session)
    assert (reopened.cursor, reopened.state_hash()) == (session.cursor, session.state_hash())
    assert redo_tip(reopened) == redo_tip(session)
    for node in range(len(session.tree)):  # every node of every branch folds to the same state
        session.jump(node)
        reopened.jump(node)
        assert reopened.state_hash() == session.state_hash()


def test_sync_is_committed_when_it_returns_and_writes_only_what_is_new(library, tmp_path):
    session = new_game()
    game_id = library.create(session)
    other = Library(tmp_path / "library.sqlite3")  # its own connection: sees only commits
    writes, saved = [], len(session.tree)
    library._db.set_trace_callback(writes.append)
    session.apply(session.legal_moves()[0])
    session.advance()
    library.sync(session, game_id)
    inserted = [int(w.split("VALUES (")[1].split(",")[1]) for w in writes if w.startswith("INSERT INTO nodes")]
    assert inserted == list(range(saved, len(session.tree)))  # the new nodes, no old one again
    assert writes.count("BEGIN IMMEDIATE") == writes.count("COMMIT") == 1  # one transaction
    assert other.summary(game_id).events == session.depth
    assert other.open(game_id, NINES).state_hash() == session.state_hash()
    writes.clear()
    library.sync(session, game_id)  # nothing new: nothing written
    assert writes == []
    session.undo()
    library.sync(session, game_id)  # only the cursor moved
    assert other.open(game_id, NINES).cursor == session.cursor


def test_a_secret_seed_is_kept_so_the_reopened_game_draws_the_same_chance(library):
    session = Session(GAME, ANN_BOB, None, GAME.Options(rounds=6))
    session.advance()
    game_id = library.create(session)
    reopened = library.open(game_id, NINES)
    assert (reopened.seed_known, reopened.seed, reopened.salt) == (False, session.seed, session.salt)
    for s in (session, reopened):  # the same decisions draw the same dice and cards
        play(s, random.Random(1), 40, undo=0)
    assert list(reopened.events()) == list(session.events())


def test_a_log_that_keeps_its_seed_secret_opened_again_opens_the_saved_game(library):
    """A mid-game log of a secret seed, opened, plays on with a new seed: each opening added
    a copy (a review), and the game it was exported from was never found."""
    session = Session(GAME, ANN_BOB, None, GAME.Options(rounds=6))
    session.advance()
    game_id = library.create(session)
    play(session, random.Random(1), 4, library, game_id, undo=0)
    assert not session.over  # (a finished game's log shows its seed)
    log = dumps_log(session)
    opened = loads_log(log, NINES)
    assert opened.seed != session.seed and opened.log_commitment
    assert library.open_same_line(opened, NINES)[0] == game_id  # the game the log came from
    library.delete(game_id)
    assert library.open_same_line(loads_log(log, NINES), NINES) is None  # someone else's log
    copy = library.create(loads_log(log, NINES))
    assert library.open_same_line(loads_log(log, NINES), NINES)[0] == copy  # opened again: the copy
    session.undo()  # another line of the same game is a game of its own
    assert library.open_same_line(loads_log(dumps_log(session), NINES), NINES) is None


def test_a_line_played_on_after_the_end_reopens_marked_known(library):
    """Played to the end (its log shows the seed), undone and played on: the continuation's
    chance is known, and reopened from the library it still says so before any new move."""
    session = Session(GAME, ANN_BOB, None, GAME.Options(rounds=6))
    session.advance()
    game_id = library.create(session)
    play(session, random.Random(1), 200, library, game_id, undo=0)
    assert session.over and not session.seed_known
    while True:  # back to a decision that had another move
        session.undo()
        other = [m for m in session.legal_moves() if m != session.tree.event[session.tree.redo[session.cursor]]]
        if other:
            break
    session.apply(other[0])
    library.sync(session, game_id)
    assert session.seed_known and library.open(game_id, NINES).seed_known


def test_a_library_file_deleted_or_replaced_while_open_is_not_saved_into(tmp_path):
    """Deleted under a running window, it took every later save without a word, and the game
    was gone with the file (an audit): a save now says the file is gone."""
    for replace in (False, True):
        path = tmp_path / f"lib{replace}.sqlite3"
        with Library(path) as library:
            session = new_game()
            game_id = library.create(session)
            for name in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
                name.unlink(missing_ok=True)
            if replace:
                Library(path).close()  # another file under the same name
            play(session, random.Random(1), 3, undo=0)
            with pytest.raises(LibraryError) as info:
                library.sync(session, game_id)
            assert info.value.code == "library.gone" and str(path) in info.value.text


def test_a_library_others_may_read_is_made_its_owner_s_alone(tmp_path):
    """It holds the secret seeds of games in play; one made before with others' read access
    (or an empty file named for it) stayed readable by all (a review)."""
    path = tmp_path / "shared.sqlite3"
    path.write_bytes(b"")
    path.chmod(0o644)
    Library(path).close()
    assert path.stat().st_mode & 0o777 == 0o600
    path.chmod(0o664)  # an existing library, and its journal
    with Library(path) as library:
        library.create(new_game())
    assert all(p.stat().st_mode & 0o077 == 0 for p in tmp_path.iterdir()), [oct(p.stat().st_mode) for p in tmp_path.iterdir()]


def test_a_finished_copy_marks_chance_known_in_every_copy_of_its_game(library):
    """A conflict's copy, or a damaged game's, shares the secret seed: once one copy's game is
    over its log shows the seed, so the others' chance is known too (a review)."""
    session = Session(GAME, ANN_BOB, None, GAME.Options(rounds=6))
    session.advance()
    first, copy = library.create(session), library.create(session)
    other = library.create(new_game(seed=None))  # another game, another seed
    play(session, random.Random(1), 200, library, first, undo=0)
    assert session.over
    assert library.open(copy, NINES).seed_known and not library.open(other, NINES).seed_known
    assert not library.open(first, NINES).seed_known  # the finished one keeps its commitment


def test_strict_undo_floors_come_back_with_the_tree(library):
    session = new_game(policy="strict")
    game_id = library.create(session)
    play(session, random.Random(2), 12, library, game_id, undo=0)
    reopened = library.open(game_id, NINES)
    assert reopened.policy == "strict"
    assert reopened.undo_target() == session.undo_target()


def test_a_real_game_with_its_own_event_union_round_trips(library):
    restore = GAMES["restore"]
    session = Session(restore, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 11)
    session.advance()
    game_id = library.create(session)
    rng = random.Random(4)
    for _ in range(25):
        session.apply(rng.choice(session.legal_moves()))
        session.advance()
        library.sync(session, game_id)
    reopened = library.open(game_id, GAMES)
    assert list(reopened.events()) == list(session.events())
    assert reopened.state_hash() == session.state_hash()


def test_list_searches_by_game_player_and_title_and_sorts(tmp_path):
    now = iter(range(100, 1000, 10))
    library = Library(tmp_path / "lib.sqlite3", clock=lambda: next(now))
    ids = {}
    for key, seats, title in (("a", [SeatSpec("Zoë"), SeatSpec("Bob")], "Sunday rematch"),
                              ("b", ANN_BOB, ""),
                              ("c", [SeatSpec("ÉLODIE"), SeatSpec("Bot", "random")], "Quick one")):
        ids[key] = library.create(new_game(seats=seats), title)
    finished = new_game(rounds=1)
    ids["done"] = library.create(finished, "Finished")
    while not finished.over:
        finished.apply(Roll())
        finished.advance()
    library.sync(finished, ids["done"])

    def listed(*args, **kwargs):
        return [next(k for k, v in ids.items() if v == s.id) for s in library.list(*args, **kwargs)]

    assert listed() == ["done", "c", "b", "a"]                     # last played first
    assert listed(sort="started", descending=False) == ["a", "b", "c", "done"]
    assert listed(sort="title", descending=False) == ["done", "b", "c", "a"]
    assert listed(player="zoë") == ["a"] and listed(player="élodie") == ["c"]  # not ASCII-only
    assert listed("zoe") == ["a"] and listed(player="Elodie") == ["c"]  # accents set aside
    assert listed("bob") == ["done", "b", "a"]                          # a player's name
    assert listed("REMATCH") == ["a"] and listed(title="quick") == ["c"]
    assert listed(game="nines") == listed() and listed(game="restore") == []
    assert listed("nines", finished=False) == ["c", "b", "a"]
    assert library.summary(ids["b"]).title == "Nines (test game): Ann, Bob"
    done = library.summary(ids["done"])
    assert done.finished and done.winners == [finished.seats[i].name for i in finished.outcome().winners]
    with pytest.raises(ValueError):
        library.list(sort="seed")


def test_continue_rename_and_delete(tmp_path):
    now = iter(range(100, 1000, 10))
    library = Library(tmp_path / "lib.sqlite3", clock=lambda: next(now))
    assert library.last_unfinished() is None
    first, second = new_game(), new_game(seed=4)
    first_id, second_id = library.create(first), library.create(second)
    assert library.last_unfinished().id == second_id
    play(first, random.Random(1), 3, library, first_id, undo=0)
    assert library.last_unfinished().id == first_id               # played last
    assert library.rename(second_id, "Renamed") == "Renamed"
    assert library.summary(second_id).title == "Renamed"
    # another game's title is not taken twice (two games of one name read alike); the game's own is kept
    assert library.rename(first_id, "Renamed") == "Renamed (2)" == library.summary(first_id).title
    assert library.rename(first_id, "Renamed (2)") == "Renamed (2)"
    assert library.rename(first_id, "Renamed") == "Renamed (2)"  # back: its own number, not "(3)"
    library.sync(second, second_id)  # a rename is no conflict for the window playing the game
    library.name_branch(first_id, 2, "before the roll")
    library.delete(first_id)
    assert [s.id for s in library.list()] == [second_id]
    assert library._db.execute("SELECT count(*) FROM nodes WHERE game_id = ?", (first_id,)).fetchone() == (0,)
    assert library.branch_names(first_id) == {}
    with pytest.raises(LibraryError) as error:
        library.open(first_id, NINES)
    assert error.value.code == "library.no-game"
    with pytest.raises(LibraryError):
        library.rename(first_id, "gone")
    third_id = library.create(new_game())
    assert third_id > second_id > first_id  # ids are never reused


def test_a_second_game_of_the_same_title_is_numbered(library):
    """The same log opened twice made two rows alike, told apart in the delete question only
    by their event counts."""
    first, second, third = (library.create(new_game()) for _ in range(3))
    title = library.summary(first).title
    assert [library.summary(g).title for g in (second, third)] == [f"{title} (2)", f"{title} (3)"]
    library.delete(second)
    assert library.summary(library.create(new_game())).title == f"{title} (2)"  # free again
    assert library.summary(library.create(new_game(), "Mine")).title == "Mine"


def test_a_solo_game_s_title_names_its_opponent(library):
    """"Restart (Pandemia): Player 1" said nothing of Chaos (helper-276)."""
    restart = GAMES["restart"]
    game_id = library.create(Session(restart, [SeatSpec("Ada")], 3))
    assert library.summary(game_id).title == "Restart (Pandemia): Ada, Chaos"


def test_a_solo_score_is_saved_with_no_winner_named(library):
    """A solo Chronocritters game, whose automa scores no points, read "Player 1 won" in the
    library (helper-281): it is finished, with no winner."""
    session = Session(GAMES["chronocritters"], [SeatSpec("Ada", "random")], 3)
    session.advance()
    summary = library.summary(library.create(session))
    assert summary.finished and summary.winners == []


def test_branch_names_label_saved_nodes(library):
    session = new_game()
    game_id = library.create(session)
    play(session, random.Random(3), 10, library, game_id)
    library.name_branch(game_id, 5, "the bold line")
    library.name_branch(game_id, 7, "safe")
    library.name_branch(game_id, 7, "")
    assert library.branch_names(game_id) == {5: "the bold line"}
    with pytest.raises(LibraryError) as error:
        library.name_branch(game_id, len(session.tree), "not saved")
    assert error.value.code == "library.no-node"


def test_export_writes_the_path_to_the_cursor_as_a_log(library, tmp_path):
    session = new_game()
    game_id = library.create(session)
    play(session, random.Random(8), 20, library, game_id)
    path = library.export(game_id, NINES, tmp_path / "game.jsonl")
    loaded = import_log(path, NINES)
    assert list(loaded.events()) == list(session.events())
    with pytest.raises(FileExistsError):
        library.export(game_id, NINES, path)


def _tamper(library, sql, *args):
    library._db.execute(sql, args)


@pytest.mark.parametrize("damage, text", [
    ("UPDATE nodes SET event = x'c1' WHERE game_id = ? AND node = {node}", "stored event {node}): its event cannot be read"),
    ("UPDATE nodes SET seat = 1 - seat WHERE game_id = ? AND node = {node}", "stored event {node}): illegal event"),
    ("DELETE FROM nodes WHERE game_id = ? AND node = {node}", "stored event {node}): missing from the tree"),
    ("UPDATE nodes SET parent = {node} + 2 WHERE game_id = ? AND node = {node}", "stored event {node}): its parent"),
    ("UPDATE games SET cursor = 999 WHERE id = ?", "the cursor 999"),
    ("UPDATE games SET options = '{{\"rounds\": \"x\"}}' WHERE id = ?", "header cannot be used"),
])
def test_a_corrupt_row_is_refused_naming_the_game_and_the_node(library, damage, text):
    session = new_game()
    game_id = library.create(session, "Damaged")
    play(session, random.Random(1), 12, library, game_id, undo=0)
    node = next(n for n in range(5, len(session.tree)) if session.tree.seat[n] != CHANCE)  # a decision
    _tamper(library, damage.format(node=node), game_id)
    with pytest.raises(LibraryError) as error:
        library.open(game_id, NINES)
    assert error.value.code == "library.corrupt"
    assert f"saved game {game_id} ('Damaged'" in error.value.text
    assert text.format(node=node) in error.value.text
    if error.value.node is None:  # the game's row: nothing to salvage
        assert "node" not in text
        return
    # what was stored before the damaged node opens whole (an audit: one bad row lost the game)
    assert error.value.node == node
    saved = library.salvage(game_id, NINES, error.value.node)
    assert len(saved.tree) == node and list(saved.events()) == list(session.events())[:node - 1]
    copy = library.create(saved)
    assert list(library.open(copy, NINES).events()) == list(saved.events())


def test_an_illegal_event_that_decodes_is_refused_by_the_rules(library):
    session = new_game()
    game_id = library.create(session)
    play(session, random.Random(1), 12, library, game_id, undo=0)
    node = next(n for n in range(1, len(session.tree)) if type(session.tree.event[n]) is Play)
    _tamper(library, "UPDATE nodes SET event = ? WHERE game_id = ? AND node = ?",
            msgspec.msgpack.encode(Play(99)), game_id, node)
    with pytest.raises(LibraryError, match=f"stored event {node}\\): illegal event: you may only play a card from your own hand"):
        library.open(game_id, NINES)


def test_an_unknown_game_or_ruleset_is_refused(library):
    game_id = library.create(new_game())
    with pytest.raises(LibraryError) as error:
        library.open(game_id, {})
    assert error.value.code == "library.unknown-game"
    _tamper(library, "UPDATE games SET ruleset = 'old' WHERE id = ?", game_id)
    with pytest.raises(LibraryError) as error:
        library.open(game_id, NINES)
    assert error.value.code == "library.ruleset"
    assert f"saved game {game_id} " in str(error.value) and "follows" in str(error.value)
    assert "ruleset 'old'" in str(error.value) and f"ruleset {NINES['nines'].ruleset!r}" in str(error.value)


# -- two instances --------------------------------------------------------------------------
def test_two_instances_never_silently_overwrite_each_others_game(tmp_path):
    path = tmp_path / "shared.sqlite3"
    a, b = Library(path), Library(path)
    mine = new_game()
    game_id = a.create(mine)
    theirs = b.open(game_id, NINES)
    play(mine, random.Random(1), 3, a, game_id, undo=0)          # A saves first
    play(theirs, random.Random(2), 1, undo=0)
    with pytest.raises(ConflictError) as error:                     # B's save is refused
        b.sync(theirs, game_id)
    assert error.value.code == "library.conflict" and "another Rewind window" in error.value.text
    assert list(Library(path).open(game_id, NINES).events()) == list(mine.events())  # A's game intact
    copy_id = b.create(theirs)                                      # B keeps its line as a copy
    assert list(a.open(copy_id, NINES).events()) == list(theirs.events())
    reopened = b.open(game_id, NINES)                               # or reopens A's version
    play(reopened, random.Random(3), 2, b, game_id, undo=0)
    with pytest.raises(ConflictError):                              # now A is the stale one
        play(mine, random.Random(5), 1, a, game_id, undo=0)
    a.delete(copy_id)
    with pytest.raises(ConflictError, match="deleted"):
        play(theirs, random.Random(4), 1, b, copy_id, undo=0)


def test_a_game_not_opened_here_cannot_be_saved_over(library):
    game_id = library.create(new_game())
    with pytest.raises(LibraryError) as error:
        library.sync(new_game(), game_id + 1)
    assert error.value.code == "library.not-open"
    played = new_game()
    play(played, random.Random(1), 6, undo=0)
    other_id = library.create(played)
    with pytest.raises(LibraryError) as error:
        library.sync(Session(GAME, ANN_BOB, 3), other_id)  # a shorter tree: another game
    assert error.value.code == "library.wrong-session"


def test_two_instances_saving_at_once_keep_the_file_whole(tmp_path):
    path = tmp_path / "shared.sqlite3"
    Library(path).close()
    failures, sessions = [], {}

    def player(seed):
        try:
            with Library(path) as lib:
                session = new_game(seed=seed, rounds=20)
                game_id = lib.create(session)
                play(session, random.Random(seed), 80, lib, game_id)
                sessions[game_id] = session
        except Exception as exc:  # noqa: BLE001 - reported below with its thread
            failures.append((seed, exc))

    threads = [threading.Thread(target=player, args=(seed,)) for seed in (1, 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert failures == []
    with Library(path) as lib:
        assert lib._db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        for game_id, session in sessions.items():
            assert tree_of(lib.open(game_id, NINES)) == tree_of(session)


# -- schema ---------------------------------------------------------------------------------
def test_a_version_1_library_is_migrated_and_its_games_open(tmp_path):
    path = tmp_path / "old.sqlite3"
    session = new_game()
    play(session, random.Random(6), 10, undo=0)
    db = sqlite3.connect(path, isolation_level=None)
    assert migrate(db, 1) == 1
    t = session.tree
    db.execute("INSERT INTO games (game, ruleset, options, seed, seed_known, salt, chance, unverified, "
               "seats, policy, title, started, last_played, events, nodes, cursor, revision) "
               "VALUES ('nines', '1', '{\"rounds\":8}', '3', 1, '', 'shake256', 0, "
               "'[{\"name\":\"Ann\"},{\"name\":\"Bob\"}]', 'casual', 'Old', 1.0, 2.0, ?, ?, ?, 4)",
               (session.depth, len(t), session.cursor))
    db.executemany("INSERT INTO nodes VALUES (1, ?, ?, ?, ?)",
                   [(n, t.parent[n], t.seat[n], msgspec.msgpack.encode(t.event[n])) for n in range(1, len(t))])
    db.close()
    with Library(path) as library:
        assert library._db.execute("SELECT version FROM schema_version").fetchone() == (VERSION,)
        reopened = library.open(1, NINES)
        assert reopened.state_hash() == session.state_hash()
        play(reopened, random.Random(7), 3, library, 1, undo=0)  # plays on in the new layout
        library.name_branch(1, 2, "migrated")
        assert library.summary(1).title == "Old"


def test_a_library_from_a_newer_rewind_is_refused_untouched(tmp_path):
    path = tmp_path / "new.sqlite3"
    Library(path).close()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("UPDATE schema_version SET version = ?", (VERSION + 1,))
    db.close()
    with pytest.raises(LibraryError) as error:
        Library(path)
    assert error.value.code == "library.newer"


def test_the_file_is_in_wal_mode_and_the_default_path_is_the_user_data_folder(library):
    from engine.core.library import default_path

    assert library._db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert library._db.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    assert default_path().name == "library.sqlite3" and "rewind" in str(default_path()).lower()


def test_a_saved_game_of_an_older_ruleset_opens_where_its_changes_do_not_reach(library):
    """Restart 4 changed only what Chaos does: a saved 2-player game of ruleset 3 opens, a
    saved solo one is refused by name. Restart 5 changed only what Chaos pays: a saved solo
    game of ruleset 4 opens through its upcaster, keeping its Chaos's old way. Restart 6 gives
    the other players their part of a benefit unasked: a saved game of 3 to 5 keeps asking."""
    restart = GAMES["restart"]
    for seats, ruleset, opens in (([SeatSpec("Ann"), SeatSpec("Bob")], "3", True), ([SeatSpec("Ann")], "3", False),
                                  ([SeatSpec("Ann")], "4", True)):
        session = Session(restart, seats, 5)
        session.advance()
        game_id = library.create(session)
        _tamper(library, "UPDATE games SET ruleset = ? WHERE id = ?", ruleset, game_id)
        if opens:
            opened = library.open(game_id, GAMES)
            assert opened.options.ruleset4 == (ruleset == "4") and opened.depth == session.depth
            assert opened.options.ruleset5 and opened.state.shares_asked
            assert msgspec.structs.replace(opened.state, shares_asked=False) == session.state or ruleset == "4"
        else:
            with pytest.raises(LibraryError, match=f"ruleset '3'; this Rewind plays ruleset '{restart.ruleset}'"):
                library.open(game_id, GAMES)


def test_a_saved_chronocritters_game_of_ruleset_3_is_refused_by_name(library):
    """Chronocritters 4 changed content (quest spots, pairs, docking quests): a saved game of
    ruleset 3, of any seats, would gain other things replayed, so it is refused by name."""
    game = GAMES["chronocritters"]
    assert game.ruleset == "14"
    for seats in ([SeatSpec("Ann")], [SeatSpec("Ann"), SeatSpec("Bob", "greedy")]):
        session = Session(game, seats, 5)
        session.advance()
        game_id = library.create(session)
        _tamper(library, "UPDATE games SET ruleset = '3' WHERE id = ?", game_id)
        with pytest.raises(LibraryError, match="Chronocritters ruleset '3'; this Rewind plays ruleset '14'") as error:
            library.open(game_id, GAMES)
        assert error.value.code == "library.ruleset" and f"saved game {game_id} " in str(error.value)
        assert library.summary(game_id).id == game_id  # still listed: only opening it is refused


@pytest.mark.parametrize("ruleset", ["4", "5", "6", "7", "8", "9", "10", "11", "12", "13"])
def test_a_saved_chronocritters_game_of_ruleset_4_to_13_opens_through_its_upcaster(library, ruleset):
    """Rulesets 5 to 14 changed what some moves gain, which are allowed, where the automa
    places, its deck or its markers, what leaves the offers; a game saved under ruleset 4 to 13
    opens with the options that keep its ways, so its moves mean what they did."""
    session = Session(GAMES["chronocritters"], [SeatSpec("Ann"), SeatSpec("Bob", "greedy")], 5)
    session.advance()
    game_id = library.create(session)
    _tamper(library, f"UPDATE games SET ruleset = '{ruleset}' WHERE id = ?", game_id)
    options, n = library.open(game_id, GAMES).options, int(ruleset)
    assert (options.ruleset4_dice, options.ruleset5, options.ruleset6, options.ruleset7, options.ruleset8,
            options.ruleset9, options.ruleset10, options.ruleset11, options.ruleset12, options.ruleset13) == (
        n == 4, n <= 5, n <= 6, n <= 7, n <= 8, n <= 9, n <= 10, n <= 11, n <= 12, True)


def test_a_game_saved_with_a_name_longer_than_a_log_holds_opens_with_it_cut(library):
    """Names are held to 64 characters now (a longer one's logs would not open); a game saved
    before still opens, its names cut to 64, and its log then opens too."""
    session = Session(GAMES["restore"], [SeatSpec("Ann"), SeatSpec("Bob", "greedy")], 5)
    session.advance()
    game_id = library.create(session)
    _tamper(library, "UPDATE games SET seats = ? WHERE id = ?",
            msgspec.json.encode([{"name": "Ω" * 100, "kind": "human"}, {"name": "Bob", "kind": "greedy"}]), game_id)
    opened = library.open(game_id, GAMES)
    assert opened.seats[0].name == "Ω" * 64 and opened.depth == session.depth
    assert loads_log(dumps_log(opened), GAMES).seats == opened.seats


def test_a_new_game_s_title_names_what_tells_it_from_others_of_its_kind(tmp_path):
    """Every row read 'Restart: Player 1, Greedy b…': which was the Oceanrise game? (a review)"""
    from engine.restart.state import Options as RestartOptions
    from engine.restore.state import Options as RestoreOptions

    library = Library(tmp_path / "lib.sqlite3")
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bo", "greedy")]
    for game, options, title in (("restart", RestartOptions(dystopia="oceanrise"), "Restart (Oceanrise): Ann, Bo"),
                                 ("restart", RestartOptions(season=True), "Restart (season): Ann, Bo"),
                                 ("restore", RestoreOptions(custom_shape=True), "Restore (custom board): Ann, Bo"),
                                 ("chronocritters", None, "Chronocritters: Ann, Bo")):
        game_id = library.create(Session(GAMES[game], seats, 1, options))
        assert library.summary(game_id).title == title
    library.close()


def test_a_library_read_only_in_a_folder_this_user_may_not_write_is_still_read(tmp_path, monkeypatch):
    """A WAL library whose folder cannot be written cannot grow its shared-memory file, so a
    plain read-only open failed ("attempt to write a readonly database") and `rewind library`
    could neither list nor export it (a review, as another user; root ignores the folder's
    mode, so here the first open is made to fail as it did): it is read as it stands."""
    with Library(tmp_path / "lib.sqlite3") as library:
        game_id = library.create(new_game())
    connect, opened = sqlite3.connect, []

    class Refused:  # what the plain read-only open gave that user
        def execute(self, *args):
            raise sqlite3.OperationalError("attempt to write a readonly database")

        def close(self):
            pass

    def as_another_user(database, *args, **kwargs):
        opened.append(str(database))
        return connect(database, *args, **kwargs) if "immutable" in str(database) else Refused()

    monkeypatch.setattr(sqlite3, "connect", as_another_user)
    with Library(tmp_path / "lib.sqlite3", read_only=True) as library:
        assert [s.id for s in library.list()] == [game_id]
    assert opened[-1].endswith("?mode=ro&immutable=1")


def test_the_library_file_itself_is_kept_current_not_only_its_wal(tmp_path):
    """After a killed window the file held 4 KB beside a 1.6 MB -wal: a player who moved the
    file alone aside lost every game (helper-290). The -wal is merged every 64 pages, and what
    a killed window left there is merged when the library is opened again."""
    import os
    import sqlite3

    path = tmp_path / "lib.db"
    lib = Library(path)
    for seed in (3, 4, 5):
        session = Session(GAMES["restart"], [SeatSpec("a", "random"), SeatSpec("b", "random")], seed)
        session.advance()
        lib.create(session)
    assert os.path.getsize(path) > 64 * 4096  # while the window is still open
    lib.close()
    with sqlite3.connect(path) as keep:  # a window left open holds the -wal from being merged
        keep.execute("PRAGMA journal_mode=WAL")
        with Library(path) as again:
            session = Session(GAMES["restore"], [SeatSpec("a", "random"), SeatSpec("b", "random")], 1)
            session.advance()
            again.create(session)
        size = os.path.getsize(path)
        Library(path).close()  # opened again: what the -wal held goes into the file
        alone = tmp_path / "alone.db"
        alone.write_bytes(path.read_bytes())  # the file moved aside without its -wal
        assert len(Library(alone, read_only=True).list()) == 4, size
