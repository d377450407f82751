"""`rewind open FILE`: a shared log opens in the game screen, ready to undo and play on."""
from engine.core import SeatSpec, Session, export_log, import_log
from tests.tiny_game import GAME
from tests.tui.conftest import settle
from tui.app import RewindApp
from tui.cli import main
from tui.screens.game import GameScreen


def half_played(tmp_path):
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 9)
    session.advance()
    for _ in range(2):
        session.apply(session.legal_moves()[-1])
        session.advance()
    return export_log(session, tmp_path / "shared.jsonl")


async def test_an_opened_log_is_on_screen_and_can_be_undone_and_played_on(tmp_path):
    loaded = import_log(half_played(tmp_path), {"nines": GAME})
    before = loaded.state_hash()
    app = RewindApp({"nines": GAME}, session=loaded, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.session is loaded
        assert loaded.state_hash() == before  # nothing moved on its own: Ann is to act
        said = [n.message for n in app._notifications if n.title == "Opened from a log"]
        assert said == [f"This game comes from a log file. Checked: {loaded.log_check}."]  # nothing said before
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert loaded.state_hash() != before
        await pilot.press("ctrl+y")
        await settle(pilot)
        assert loaded.state_hash() == before


def test_open_refuses_a_bad_log_before_any_screen(tmp_path, capsys, monkeypatch):
    from engine import registry

    monkeypatch.setitem(registry.GAMES, "nines", GAME)
    # a log that loads would open the real app and wait for keys: fail fast instead
    monkeypatch.setattr("tui.app.run_app", lambda **_: (_ for _ in ()).throw(AssertionError("opened")))
    path = half_played(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[3], lines[4] = lines[4], lines[3]  # two records swapped
    path.write_bytes(b"\n".join(lines))
    assert main(["open", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 4" in err and "out of order" in err


async def test_an_opened_shared_log_with_a_secret_seed_says_its_draws_are_unchecked(tmp_path):
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], None)
    session.advance()
    session.apply(session.legal_moves()[-1])
    session.advance()
    loaded = import_log(export_log(session, tmp_path / "shared.jsonl"), {"nines": GAME})
    assert loaded.unverified > 0 and not loaded.seed_known
    app = RewindApp({"nines": GAME}, session=loaded, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        said, = [n.message for n in app._notifications if n.title == "Opened from a log"]
        assert said == ("This game comes from a log file that keeps its seed secret. Checked: the hash "
                        f"chain, and that its {loaded.unverified} chance outcomes could happen; they can "
                        "never be checked against the seed. Play goes on with a new secret seed.")
        assert "not yet checked" not in said  # it said so, then that they never would be (a review)


async def opened_twice(path, tmp_path, library) -> tuple[list[int], str]:
    """The library ids the app opens `path` as, twice, and what the second opening said."""
    ids = []
    for _ in range(2):
        app = RewindApp({"nines": GAME}, session=import_log(path, {"nines": GAME}), log_dir=tmp_path,
                        library=library)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            ids.append(app.screen.game_id)
            said = [n.message for n in app._notifications if n.title == "Opened from a log"]
    return ids, said[-1]


async def test_a_log_opened_again_opens_the_library_s_game_and_adds_none(tmp_path):
    """A finished game's log opened twice was saved twice, "... (2)" (a review): the library's
    game with the same line is opened instead; a log of another line is a game of its own."""
    from engine.core.library import Library

    path = half_played(tmp_path)
    with Library(tmp_path / "library.sqlite3") as library:
        ids, said = await opened_twice(path, tmp_path, library)
        assert ids[0] == ids[1] and len(library.list()) == 1
        assert said.endswith(f"It is in the library already, as {library.list()[0].title!r}: that "
                             "one is open, nothing was added.")
        other = import_log(path, {"nines": GAME})
        other.undo()
        app = RewindApp({"nines": GAME}, session=import_log(export_log(other, tmp_path / "other.jsonl"),
                                                            {"nines": GAME}), log_dir=tmp_path, library=library)
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert app.screen.game_id not in ids and len(library.list()) == 2


async def test_a_log_that_keeps_its_seed_secret_opened_twice_adds_one_game(tmp_path):
    """Each opening of a mid-game log of a secret seed drew a new seed and added a copy, "(2)",
    "(3)" (a review): the second opens the first's copy, and says both things."""
    from engine.core.library import Library

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], None)
    session.advance()
    session.apply(session.legal_moves()[-1])
    session.advance()
    path = export_log(session, tmp_path / "secret.jsonl")
    with Library(tmp_path / "library.sqlite3") as library:
        ids, said = await opened_twice(path, tmp_path, library)
        assert ids[0] == ids[1] and len(library.list()) == 1
        assert "keeps its seed secret" in said and said.endswith("nothing was added.")
