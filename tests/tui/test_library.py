"""The library in the app (issue 12): every move saved before it is shown, Continue, leaving
a game safely, the library screen (search, sort, rename, delete, export), conflicts between
two windows, and `rewind library` / `rewind continue`. Every test uses its own library file."""
from __future__ import annotations

import os
import time
from pathlib import Path

import msgspec
import pytest
from textual.widgets import Button, DataTable, Static

from engine.core import LogError, SeatSpec, Session, import_log
from engine.core.library import Library
from engine.core.treefile import dumps_tree, loads_tree, tree_leaves
from tests.tiny_game import GAME
from tests.tui.conftest import settle
from tui import cli
from tui.app import RewindApp
from tui.screens.game import GameScreen
from tui.screens.home import HomeScreen
from tui.screens.library import LIBRARY_ENV, LibraryScreen, events_text, state_text
from tui.widgets.dialogs import Choice, Prompt

SIZE = (110, 30)
GAMES = {GAME.name: GAME}
HUMAN_VS_BOT = [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")]
START = 1_767_225_600.0  # 2026-01-01 00:00 UTC: the library's clock in snapshots


class Clock:
    """A library clock that moves a minute a call, so times and orders are fixed."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        self.now += 60
        return self.now


@pytest.fixture
def utc(monkeypatch):
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.fixture
def library(tmp_path):
    with Library(tmp_path / "library.sqlite3", clock=Clock()) as lib:
        yield lib


def library_app(library: Library, tmp_path: Path, **kwargs) -> RewindApp:
    return RewindApp(GAMES, seed=7, log_dir=tmp_path / "logs", library=library, **kwargs)


async def to_library(pilot) -> LibraryScreen:
    """ctrl+l from the home screen: the library screen."""
    await pilot.press("ctrl+l")
    await pilot.pause()
    assert isinstance(pilot.app.screen, LibraryScreen)
    return pilot.app.screen


def play_line(session: Session, picks: list[int]) -> Session:
    """Play the human's moves by index in the legal list, with chance and bots between."""
    session.advance()
    for pick in picks:
        session.apply(session.legal_moves()[pick])
        session.advance()
    return session


def saved_games(library: Library, titles: list[str]) -> list[int]:
    """Games in the library: the first finished, the others at different lengths."""
    ids = []
    for k, title in enumerate(titles):
        seats = [SeatSpec(f"{title} human", "human"), SeatSpec("Bot", "random")]
        ids.append(library.create(play_line(Session(GAME, seats, k + 1), [0] * (3 - k)), title))
    return ids


async def test_every_move_is_saved_before_it_is_shown_and_continue_resumes(library, tmp_path):
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        resume = app.screen.query_one("#continue", Button)
        assert "no unfinished game" in str(resume.label) and resume.disabled  # nothing to press for
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))
        await settle(pilot)
        game_id = screen.game_id
        assert library.summary(game_id).events == screen.session.depth
        for keys in (["enter"], ["ctrl+z"], ["down", "enter"], ["ctrl+z"], ["ctrl+y"]):
            await pilot.press(*keys)
            await settle(pilot)
            saved = Library(library.path).open(game_id, GAMES)  # another reader sees it all
            assert (saved.cursor, saved.state_hash()) == (screen.session.cursor,
                                                         screen.session.state_hash())
        assert len(saved.tree) == len(screen.session.tree)  # the branch undo left is kept
        hash_before = screen.session.state_hash()

        await pilot.press("q")  # leaving asks and says where the game is
        assert isinstance(app.screen, Choice) and "saved in the library" in app.screen.question
        await pilot.press("enter")  # the first choice: the home screen
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        button = app.screen.query_one("#continue", Button)
        assert "Continue: Nines" in str(button.label) and not button.disabled
        await pilot.pause()
        assert button.size.width >= len(str(button.label))  # laid out anew: read whole
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.game_id == game_id
        assert app.screen.session.state_hash() == hash_before


async def test_a_damaged_saved_game_offers_the_moves_stored_before_the_damage(library, tmp_path):
    """One unreadable node made the whole game unopenable (an audit): continuing it offers the
    moves stored before it as a new game, and the damaged entry stays as it was."""
    session = play_line(Session(GAME, HUMAN_VS_BOT, 5), [0, 0])
    assert not session.over
    game_id = library.create(session)
    bad = len(session.tree) - 2
    library._db.execute("UPDATE nodes SET event = x'c1' WHERE game_id = ? AND node = ?", (game_id, bad))
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l", "v")  # the replay viewer: it says so, and offers no new game
        await settle(pilot)
        assert isinstance(app.screen, LibraryScreen)
        assert any(n.title == "Cannot open" and f"stored event {bad})" in n.message for n in app._notifications)
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, Choice), [n.message for n in app._notifications]
        assert f"stored event {bad}): its event cannot be read" in app.screen.question
        assert f"Open the {bad - 1} events stored before it" in app.screen.question
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game_id not in (None, game_id)
        kept = list(session.events())[:bad - 1]  # (then chance and the bot went on from there)
        assert list(screen.session.events())[:bad - 1] == kept
    assert library.summary(game_id).nodes == len(session.tree)  # untouched


async def test_ctrl_c_asks_too_and_stay_keeps_the_game(library, tmp_path):
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))
        await settle(pilot)
        await pilot.press("ctrl+c")
        assert isinstance(app.screen, Choice)
        assert "`rewind continue` brings it back" in app.screen.question
        await pilot.press("right")  # the arrows move between the buttons, as tab does
        assert app.focused.id == "choice-library"
        await pilot.press("right", "left")
        assert app.focused.id == "choice-library"
        await pilot.click("#choice-stay")
        await pilot.pause()
        assert app.screen is screen
        while not screen.session.over:  # finished: Continue no longer takes it, the library does
            screen.session.apply(screen.session.legal_moves()[0])
            screen.session.advance()
        screen.refresh_view()
        await pilot.press("ctrl+c")
        assert "The finished game is saved" in app.screen.question and "continue" not in app.screen.question
        await pilot.click("#choice-quit")
        await pilot.pause()
    assert app.return_code == 0 and library.summary(screen.game_id) is not None


async def test_without_a_library_leaving_says_the_game_is_not_saved_and_saves_it_to_a_file(tmp_path):
    """The advice was 'export its log (ctrl+e)': the line to the cursor alone, without the
    secret seed, so play went on with other chance (a review). A save keeps every branch and
    the seed."""
    app = RewindApp(GAMES, seed=7, log_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT))  # a secret seed
        await settle(pilot)
        session = screen.session
        play_line(session, [0, 0])
        session.undo()
        play_line(session, [1])
        await pilot.press("q")
        assert "NOT saved" in app.screen.question
        await pilot.click("#choice-file")
        await settle(pilot)
        assert app.screen is screen
    (saved,) = tmp_path.glob("*-save.jsonl")
    back = loads_tree(saved.read_bytes(), GAMES)
    assert len(back.tree) == len(session.tree) and back.state_hash() == session.state_hash()
    assert not session.seed_known and back.seed == session.seed and not back.unverified  # the same chance


async def test_a_library_that_could_not_be_opened_is_tried_again_when_a_game_starts(library, tmp_path):
    """A lock held at start-up left the whole session unsaved, the lock long gone (an audit)."""
    from engine.core.library import LibraryError

    tries = []

    def locked_at_first():
        tries.append(1)
        if len(tries) == 1:
            raise LibraryError("library.open", "database is locked")
        return library

    app = RewindApp(GAMES, seed=7, log_dir=tmp_path / "logs", library=locked_at_first)
    async with app.run_test(size=SIZE) as pilot:
        assert app.library is None and "locked" in app.library_error
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT))
        await settle(pilot)
        assert not screen.unsaved and screen.game_id is not None and len(tries) == 2
        assert library.summary(screen.game_id) is not None
        app.show_home()  # the home screen had no Continue nor Library: they come back
        await settle(pilot)
        assert app.screen.query_one("#continue", Button) and app.screen.query_one("#library", Button)


async def test_a_file_that_is_no_library_is_named_with_what_to_do(tmp_path, monkeypatch):
    """The app said only "the library cannot be opened (file is not a database)": which file,
    and what then? (an audit). The file itself is left as it was."""
    from tui.app import interactive_app

    path = tmp_path / "library.sqlite3"
    path.write_bytes(b"not a library at all" * 100)
    monkeypatch.setenv(LIBRARY_ENV, str(path))
    app = interactive_app(GAMES)
    async with app.run_test(size=SIZE) as pilot:
        assert app.library is None
        await pilot.pause()
        (said,) = [n.message for n in app._notifications if n.title == "No library"]
        assert str(path) in said and "move it aside (with its -wal and -shm files, if any) and Rewind makes a new one" in said
    assert path.read_bytes() == b"not a library at all" * 100


async def test_a_game_kept_nowhere_is_saved_elsewhere_and_not_left_without_asking_again(tmp_path, monkeypatch):
    """With the library and the data folder unwritable, "Save to a file" failed, and Quit
    Rewind then threw the game away without a word (a review)."""
    from engine.core.library import LibraryError

    def no_library():
        raise LibraryError("library.open", "the game library cannot be used: Permission denied")

    (tmp_path / "cwd").mkdir()
    monkeypatch.chdir(tmp_path / "cwd")
    (tmp_path / "data").write_text("a file where the log folder should be")  # cannot be written into
    app = RewindApp(GAMES, seed=7, log_dir=tmp_path / "data", library=no_library)
    async with app.run_test(size=SIZE) as pilot:
        app.library  # opened on first use: it fails
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT))
        await settle(pilot)
        assert screen.unsaved
        play_line(screen.session, [0])
        await pilot.press("q")
        await pilot.click("#choice-quit")
        await pilot.pause()
        assert "leaving loses it" in app.screen.question  # asked again
        await pilot.click("#choice-file")
        await settle(pilot)
        assert app.screen is screen
        (saved,) = (tmp_path / "cwd").glob("*-save.jsonl")  # the current folder took it
        assert loads_tree(saved.read_bytes(), GAMES).state_hash() == screen.session.state_hash()
        assert any(n.title == "Written elsewhere" and "data" in n.message for n in app._notifications)
        await pilot.press("q")
        await pilot.click("#choice-quit")  # saved since its last change: no second question
        await pilot.pause()
    assert app.return_code == 0


def status(screen) -> str:
    return str(screen.query_one("#status").render())


async def test_a_conflict_with_another_window_asks_and_enter_saves_a_copy(library, tmp_path):
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))
        await settle(pilot)
        game_id = screen.game_id
        with Library(library.path) as other:  # another window plays on in the same game
            theirs = other.open(game_id, GAMES)
            theirs.apply(theirs.legal_moves()[1])
            theirs.advance()
            other.sync(theirs, game_id)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, Choice) and "another Rewind window" in app.screen.question
        assert "NOT saved" in status(screen)
        await pilot.press("enter")  # the default: a player pressing on to play loses nothing
        await settle(pilot)
        assert screen.game_id not in (None, game_id)
        assert "NOT saved" not in status(screen)  # it stayed until the next move (a review)
        mine = library.open(screen.game_id, GAMES)
        assert mine.state_hash() == screen.session.state_hash()
        assert library.open(game_id, GAMES).state_hash() == theirs.state_hash()  # untouched


async def test_a_conflict_can_reload_the_other_windows_version(library, tmp_path):
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))
        await settle(pilot)
        game_id = screen.game_id
        with Library(library.path) as other:
            theirs = play_line(other.open(game_id, GAMES), [1])
            other.sync(theirs, game_id)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.click("#choice-reload")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen is not screen
        assert app.screen.game_id == game_id
        assert app.screen.session.state_hash() == theirs.state_hash()
        assert len(library.list()) == 1


async def test_library_screen_search_sort_rename_delete_and_export(library, tmp_path):
    first, second, third = saved_games(library, ["Alpha", "Beta", "Gamma"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        table = screen.query_one(DataTable)
        rows = lambda: [int(key.value) for key in table.rows]  # noqa: E731
        assert rows() == [third, second, first]  # played last first
        # the highlighted game whole under the table: at 80 columns titles were cut and the
        # players off the table's edge (a review)
        detail = str(screen.query_one("#library-detail", Static).render())
        assert detail.startswith(library.summary(third).title + " · ") and "started " in detail
        await pilot.press("slash", *"beta")
        await pilot.pause()
        assert rows() == [second]
        await pilot.press("ctrl+a", "ctrl+k", "enter")  # empty the search, back to the table
        await pilot.pause()
        assert rows() == [third, second, first] and app.focused is table
        while screen.sort != "events":
            await pilot.press("s")
        assert rows() == [first, second, third]  # 3 human moves, then 2, then 1
        await pilot.press("i")
        assert rows() == [third, second, first]

        assert screen.selected == second  # the game found stays selected after the search
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, Prompt)
        await pilot.press("ctrl+a", "ctrl+k", *"Beta two", "enter")
        await pilot.pause()
        assert library.summary(second).title == "Beta two"
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("ctrl+a", "ctrl+k", "enter")  # an empty title: said, not silently dropped
        await pilot.pause()
        assert library.summary(second).title == "Beta two"
        assert any("cannot be empty" in n.message for n in app._notifications)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("ctrl+a", "ctrl+k", *"Gamma", "enter")  # another game's title: said
        await pilot.pause()
        assert library.summary(second).title == "Gamma (2)"
        assert any("this one is now 'Gamma (2)'" in n.message for n in app._notifications)

        await pilot.press("d")
        await pilot.pause()
        assert "cannot be undone" in app.screen.question
        await pilot.press("escape")  # keeps it
        await pilot.pause()
        assert library.summary(second) is not None
        await pilot.press("d")
        await pilot.click("#choice-delete")
        await pilot.pause()
        assert library.summary(second) is None and rows() == [third, first]
        assert [n.message for n in app._notifications][-1] == "Deleted 'Gamma (2)'"  # which (helper-290)

        await pilot.press("home")
        assert not screen.summary().finished  # its full log would show every hand: asked first
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and "every hand" in app.screen.question
        await pilot.press("enter")  # Cancel
        await pilot.pause()
        assert [n.message for n in app._notifications][-1] == "Nothing exported (cancelled)"
        await pilot.press("x")
        await pilot.click("#choice-0")  # one seat's log shows that seat's hand: asked first too
        await pilot.pause()
        name = screen.summary().seats[0].name
        assert isinstance(app.screen, Choice) and f"{name}'s own hand" in app.screen.question
        assert app.screen.choices == [("cancel", "Cancel"), ("export", f"{name}'s seat log")]  # not "Full log"
        await pilot.press("enter")  # Cancel
        await pilot.pause()
        assert not (tmp_path / "logs").exists() or not list((tmp_path / "logs").iterdir())
        while screen.selected != first:
            await pilot.press("down")
        assert screen.summary().finished
        await pilot.press("e")
        await pilot.press("w")
        await pilot.press("x")
        await pilot.click("#choice-1")  # the bot's seat log
        await pilot.pause()
        written = sorted(p.name for p in (tmp_path / "logs").iterdir())
        assert written == [f"nines-{first}-full.jsonl", f"nines-{first}-seat2.jsonl",
                           f"nines-{first}-tree.jsonl"]
        full = import_log(tmp_path / "logs" / written[0], GAMES)
        assert full.state_hash() == library.open(first, GAMES).state_hash()
        assert import_log(tmp_path / "logs" / written[1], GAMES).header.seat == 1
        await pilot.press("slash", "escape")  # escape leaves the search box, not the library
        assert isinstance(app.screen, LibraryScreen) and app.focused is table
        while screen.sort != "title":
            await pilot.press("s")
        assert not screen.descending  # names A to Z first (they began Z to A: a review); dates newest first
        assert "sorted by title, A to Z" in str(screen.query_one("#library-status", Static).render())
        await pilot.press("enter")  # opens the game
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.game_id == first


async def test_the_game_screen_names_its_exports_as_the_library_does(library, tmp_path):
    """One game's exports were "nines-20261207-061500-seat1" from the game and "nines-3-seat1"
    from the library (a review)."""
    app = library_app(library, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(play_line(Session(GAME, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3), [0]))
        await pilot.pause()
        screen.export()
        screen.export(0)
        assert sorted(p.name for p in (tmp_path / "logs").iterdir()) == [
            f"nines-{screen.game_id}-full.jsonl", f"nines-{screen.game_id}-seat1.jsonl"]


async def test_leaving_a_game_can_go_to_the_library(library, tmp_path):
    """The library was reached from the home screen alone (a review looked for it in a game):
    leaving offers it, and escape there goes home."""
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(play_line(Session(GAME, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3), [0]))
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and ("library", "Library") in app.screen.choices
        await pilot.click("#choice-library")
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen) and app.screen.selected == screen.game_id
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_a_let_fate_decide_title_names_the_dystopia_fate_chose(library, tmp_path):
    """The library and Continue read "Restart (Let Fate Decide): ..." all game long (a
    review); a title the player gave stays."""
    from engine.restart import GAME as RESTART

    app = library_app(library, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        for title in ("", "Our Tuesday game"):
            session = Session(RESTART, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3, RESTART.Options(dystopia="fate"))
            screen = app.start_game(session)
            if title:
                library.rename(screen.game_id, title)
            await settle(pilot)
            fated = RESTART.option_labels["dystopia"][session.state.dystopia]
            assert library.summary(screen.game_id).title == (
                title or f"Restart (Let Fate Decide: {fated}): Ada, Bot")
            app.show_home()
            await pilot.pause()


async def test_library_escape_clears_the_search_before_leaving(library, tmp_path):
    """A player pressed escape to drop a search and kept a filtered list: escape clears a
    search first (in the box or the table), then does what it did before."""
    first, second, third = saved_games(library, ["Alpha", "Beta", "Gamma"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        table = screen.query_one(DataTable)
        search = screen.query_one("#search")
        rows = lambda: [int(key.value) for key in table.rows]  # noqa: E731
        await pilot.press("slash", *"beta", "escape")
        await pilot.pause()
        assert rows() == [third, second, first] and search.value == "" and app.focused is search
        await pilot.press("escape")  # an empty search: back to the table, as before
        assert app.focused is table
        await pilot.press("slash", *"gamma", "enter", "escape")  # from the table too
        await pilot.pause()
        assert rows() == [third, second, first] and app.screen is screen and app.focused is table
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_at_80_columns_the_library_footer_leaves_out_whole_keys_not_half_of_one(library, tmp_path):
    """No footer style fits the Library's eleven keys in 80 columns: it showed "r Rena". Keys
    that do not fit are left out whole (? lists every key), the palette stays at the edge."""
    from textual.widgets._footer import FooterKey

    saved_games(library, ["Alpha"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_library(pilot)
        await pilot.pause()
        keys = {k.description: k for k in screen.query(FooterKey) if k.display}
        palette = keys.pop("palette")
        assert palette.region.right == 80
        assert {"Help", "Back", "Search", "Replay"} <= set(keys)
        assert all(k.region.right <= palette.region.x for k in keys.values()), {
            name: k.region for name, k in keys.items()}
        assert "Rename" not in keys  # the first key that did not fit


async def test_the_status_line_names_the_highlighted_game_s_number_that_the_cli_takes(library, tmp_path):
    """`rewind library --export ID` takes a number this screen did not show (a review)."""
    first, second = saved_games(library, ["Alpha", "Beta"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await to_library(pilot)
        status = lambda: str(screen.query_one("#library-status", Static).render())  # noqa: E731
        assert status().startswith(f"game #{second} │ 2 games │ ") and status().endswith("enter opens")
        assert len(status()) <= 80 - 2  # whole, within its padding: "? every key" is left to the footer
        await pilot.press("down")
        assert status().startswith(f"game #{first} │ ")
        await pilot.resize_terminal(120, 24)
        await pilot.pause()
        assert status().endswith("enter opens │ ? every key")  # where it has room


def test_library_screen_snapshot(snap_compare, library, tmp_path, utc):
    saved_games(library, ["Alpha", "Beta", "Gamma [not markup]"])
    library.rename(1, "Alpha: the finished one")

    async def run_before(pilot):
        await pilot.press("ctrl+l")
        await pilot.pause()

    assert snap_compare(library_app(library, tmp_path), terminal_size=SIZE, run_before=run_before)


def test_whole_tree_export_reads_back_with_every_branch(library, tmp_path, monkeypatch):
    monkeypatch.setenv(LIBRARY_ENV, str(library.path))
    session = play_line(Session(GAME, HUMAN_VS_BOT, 5), [0, 0])
    session.undo()
    session.undo()
    play_line(session, [1, 1])
    session.undo()  # the cursor mid-line, with two lines of play below the split
    game_id = library.create(session)
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path / "t.jsonl"),
                     "--tree"]) == 0
    back = loads_tree((tmp_path / "t.jsonl").read_bytes(), GAMES)
    assert len(back.tree) == len(session.tree) and back.state_hash() == session.state_hash()
    assert sorted(map(back.tree.depth.__getitem__, range(len(back.tree)))) == \
        sorted(session.tree.depth)
    summary = library.summary(game_id)  # the table says where the game is and all it holds
    assert events_text(summary) == f"{session.depth} (+{len(session.tree) - 1 - session.depth} in other branches)"
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path / "p.jsonl")]) == 0
    path = import_log(tmp_path / "p.jsonl", GAMES)  # by default: the path to the cursor
    assert len(path.tree) == session.depth + 1 and path.state_hash() == session.state_hash()


def test_a_tree_export_keeps_the_branch_names_into_another_library(library, tmp_path, monkeypatch):
    """The names lived in the library alone: a tree export, opened in another library (or
    after the game was deleted), came back with every branch but no name (a review)."""
    monkeypatch.setenv(LIBRARY_ENV, str(library.path))
    session = play_line(Session(GAME, HUMAN_VS_BOT, 5), [0, 0])
    session.undo()
    session.undo()
    play_line(session, [1, 1])  # a second line from the start: the cursor on its end
    game_id = library.create(session)
    other_end = tree_leaves(session)[1]  # the end of the first line, off the cursor's path
    for node, name in ((session.cursor, "the bold one"), (other_end, "the first try"),
                       (session.path()[0], "opening")):
        library.name_branch(game_id, node, name)
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path / "t.jsonl"),
                     "--tree"]) == 0
    back = import_log(tmp_path / "t.jsonl", GAMES)

    def by_events(s, names):  # node ids differ from file to file; the events to a node do not
        return {repr([s.tree.event[n] for n in s.tree.path(node)]): name for node, name in names.items()}

    assert by_events(back, back.branch_names) == by_events(session, library.branch_names(game_id))
    other = Library(tmp_path / "other.sqlite")
    copy = other.create(back)
    assert other.branch_names(copy) == back.branch_names and len(back.branch_names) == 3
    other.close()
    # a name pointing past its line or at no line, or empty, is refused at the header
    head, *rest = (tmp_path / "t.jsonl").read_bytes().splitlines()
    header = msgspec.json.decode(head)
    assert sorted(line for line, _, _ in header["names"]) == [1, 1, 2]
    line, event, name = header["names"][0]
    for names, words in (([[line, 99, name]], "does not have"), ([[3, event, name]], "does not have"),
                         ([[line, event, " "]], "empty"), ([[line, event, "\x1b[2J"]], "control character")):
        with pytest.raises(LogError) as info:
            loads_tree(b"\n".join([msgspec.json.encode({**header, "names": names}), *rest]) + b"\n", GAMES)
        assert info.value.line == 1 and words in info.value.reason, info.value


def test_a_damaged_tree_export_is_refused_as_a_log_is(library, tmp_path, monkeypatch, capsys):
    """A tree with a BOM was accepted (a log is refused); a dropped or added line, a changed
    count and a cut line were all 'a header with the count ... was expected' at line 1 or
    msgspec's own words; swapped lines, or one dropped with the count mended, loaded;
    --tree into a .msgpack name wrote JSON Lines under it."""
    session = play_line(Session(GAME, HUMAN_VS_BOT, 5), [0, 0])
    session.undo()
    play_line(session, [1])
    data = dumps_tree(session)
    head, first, second = data.splitlines()
    cases = {b"\xef\xbb\xbf" + data: (1, "byte-order mark"),
             b"\n".join([head, first]) + b"\n": (3, "announces 2 lines of play after it, the file has 1"),
             b"\n".join([head, first, second, second]) + b"\n": (4, "the file has 3"),
             b"\n".join([head, first, second[:-40]]) + b"\n": (3, "not a whole tree entry (cut short"),
             b"\n".join([head, b"", second]) + b"\n": (2, "blank line"),
             # a blank line added (a review: 'line 4: the header announces 2 lines ... the file has 3')
             b"\n".join([head, b"", first, second]) + b"\n": (2, "blank line"),
             b"\n".join([head, first, second, b""]) + b"\n": (4, "blank line"),
             # lines moved or dropped (with the count mended): which line comes first is the
             # cursor's, so a swap changed the result shown
             b"\n".join([head, second, first]) + b"\n": (2, "not the line the header lists here"),
             b"\n".join([head.replace(b'"logs":2', b'"logs":1'), first]) + b"\n": (1, "a digest of each line")}
    for bad, (line, words) in cases.items():
        with pytest.raises(LogError) as info:
            loads_tree(bad, GAMES)
        assert (info.value.line, words in info.value.reason) == (line, True), info.value
    monkeypatch.setenv(LIBRARY_ENV, str(library.path))
    game_id = library.create(session)
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path / "t.msgpack"), "--tree"]) == 2  # a bad argument
    assert "name the file .jsonl" in capsys.readouterr().err and not (tmp_path / "t.msgpack").exists()
    # a mistyped folder is refused, not made (a review found one made)
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path / "typo" / "t.jsonl")]) == 1
    assert "there is no folder" in capsys.readouterr().err and not (tmp_path / "typo").exists()
    # a folder named as the file: a bad argument, said as such (it read "exists already": a review)
    assert cli.main(["library", "--export", str(game_id), "--to", str(tmp_path)]) == 2
    assert "a folder; name a file in it" in capsys.readouterr().err


def test_rewind_library_lists_and_continue_refuses_when_nothing_is_unfinished(
        library, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv(LIBRARY_ENV, str(library.path))
    assert cli.main(["continue"]) == 1
    assert "no unfinished game" in capsys.readouterr().err
    saved_games(library, ["Alpha", "Beta"])
    assert cli.main(["library"]) == 0
    out = capsys.readouterr().out
    assert out.index("Beta") < out.index("Alpha")  # played last first
    assert " won" in out and "in progress" in out and "Alpha human, Bot (random)" in out
    assert cli.main(["library", "alp"]) == 0
    assert "Beta" not in capsys.readouterr().out


def test_commands_that_only_look_make_no_library_nor_its_folders(tmp_path, monkeypatch, capsys):
    """`rewind continue` and `rewind library --export` made the library file and its folders
    where there was none (a review); a listing already did not."""
    path = tmp_path / "none" / "sub" / "games.db"
    monkeypatch.setenv(LIBRARY_ENV, str(path))
    assert cli.main(["continue"]) == 1
    assert f"no unfinished game: no library at {path} yet" in capsys.readouterr().err
    assert cli.main(["library", "--export", "1", "--to", str(tmp_path / "x.jsonl")]) == 1
    assert cli.main(["library"]) == 0
    assert not (tmp_path / "none").exists()


async def test_a_failed_save_is_not_saved_until_a_save_works_and_leaving_says_so(library, tmp_path, monkeypatch):
    """A full disk refused each save with a 3-second toast; the status line never said NOT
    saved and q said "The game is saved in the library", so quitting lost 11 moves (a review).
    Leaving tries once more (the disk may have room by then)."""
    import sqlite3

    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))
        await settle(pilot)
        sync = library.sync

        def full(*args):
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(library, "sync", full)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.save_error == "database or disk is full" and "NOT saved" in status(screen)
        await pilot.press("q")
        await pilot.pause()
        question = app.screen.question
        assert "NOT saved in the library (its last save failed: database or disk is full)" in question
        assert "saved in the library as" not in question and app.screen.query_one("#choice-file")
        await pilot.click("#choice-stay")
        await pilot.pause()
        monkeypatch.setattr(library, "sync", sync)  # room again
        await pilot.press("q")
        await pilot.pause()
        assert "The game is saved in the library as" in app.screen.question  # saved as q was pressed
        assert screen.save_error is None and "NOT saved" not in status(screen)
        assert library.open(screen.game_id, GAMES).state_hash() == screen.session.state_hash()
        await pilot.click("#choice-stay")
        await pilot.pause()


async def test_a_library_that_cannot_be_opened_is_named_and_the_app_plays_on(tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(LIBRARY_ENV, str(blocker / "library.sqlite"))  # under a file: cannot exist
    from tui.app import interactive_app
    app = interactive_app(GAMES)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.library is None and not app.saves_games
        assert any("Games are not saved" in str(n.message) for n in app._notifications)
        assert isinstance(app.screen, HomeScreen)
        screen = app.start_game(Session(GAME, HUMAN_VS_BOT, 5))  # played on, unsaved
        await settle(pilot)
        assert " │ NOT saved │ " in screen.status_text()  # said all game long, not in a toast alone
        await pilot.press("ctrl+q")  # quit at once lost the game: it asks, as q does
        await pilot.pause()
        assert isinstance(app.screen, Choice) and "NOT saved" in app.screen.question
        await pilot.click("#choice-stay")
        await pilot.pause()
        assert app.screen is screen and app.is_running


async def test_a_saved_game_of_a_refused_ruleset_is_named_and_the_library_stays(library, tmp_path):
    """A Chronocritters game saved under ruleset 3 (refused since ruleset 4): opening or
    replaying it says why in a notice and the library stays open, its row listed."""
    from engine.chronocritters import GAME as CHRONO

    session = Session(CHRONO, [SeatSpec("Ann", "human"), SeatSpec("Bot", "greedy")], 5)
    session.advance()
    game_id = library.create(session, "Old rules")
    library._db.execute("UPDATE games SET ruleset = '3' WHERE id = ?", (game_id,))
    app = RewindApp({CHRONO.name: CHRONO}, seed=7, log_dir=tmp_path / "logs", library=library)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        assert screen.selected == game_id
        for key in ("enter", "v"):
            app.clear_notifications()
            await pilot.press(key)
            await settle(pilot)
            assert app.screen is screen and app.is_running, key
            (notice,) = [n for n in app._notifications if n.title == "Cannot open"]
            assert "ruleset '3'" in notice.message and f"ruleset '{CHRONO.ruleset}'" in notice.message, key
            assert "Old rules" in notice.message and notice.severity == "error"
        assert [int(k.value) for k in screen.query_one(DataTable).rows] == [game_id]
        await pilot.press("escape")  # home: Continue names it until another game is played,
        await settle(pilot)          # and says where the others are (helper-290)
        app.clear_notifications()
        await pilot.press("ctrl+o")
        await settle(pilot)
        (notice,) = [n for n in app._notifications if n.title == "Cannot open"]
        assert notice.message.endswith(". Your other saved games open from the Library (ctrl+l)")


async def test_a_pipe_named_to_open_is_refused_and_the_screen_stays_awake(library, tmp_path):
    """A named pipe typed at "Open a log" froze the app until something wrote to it (an audit)."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        screen._open_log(str(fifo))  # as the prompt answers
        await pilot.pause()
        (notice,) = [n for n in app._notifications if n.title == "Cannot open"]
        assert "not a file (a pipe or a device)" in notice.message and app.screen is screen
        app.clear_notifications()
        screen._open_log("x" * 300 + ".jsonl")  # exists() raised here: a traceback (a review)
        await pilot.pause()
        (notice,) = [n for n in app._notifications if n.title == "Cannot open"]
        assert "cannot read the file: File name too long" in notice.message and app.is_running


async def test_help_in_the_library_lists_its_own_keys(library, tmp_path):
    """It listed the home screen's keys (tab, ctrl+s) instead."""
    from tui.screens.help import HelpScreen

    saved_games(library, ["Alpha"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.help_title == "Saved games — keys"
        keys = " ".join(what for _, what in app.screen.keys)
        assert "export one seat's log" in keys and "start the game" not in keys
        app.pop_screen()
        helps = {c.title: c.help for c in app.key_commands(app.screen)}  # the palette's words
        assert len({helps["Export"], helps["Seat log"], helps["Whole tree"]}) == 3


async def test_titles_and_seat_names_with_brackets_are_shown_literally_on_buttons(library, tmp_path):
    """A game renamed "oops [/] x [/bold]" crashed every later start on the Continue button
    (its label was read as markup), and a seat named "Zed [/]" would crash the seat-log
    choice the same way."""
    from tui.widgets.dialogs import Choice

    game_id = library.create(play_line(Session(GAME, [SeatSpec("Zed [/]"), SeatSpec("Bot", "random")], 5), [0]),
                             "oops [/] x [/bold]")
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        label = app.screen.query_one("#continue", Button).label
        assert str(label) == "Continue: oops [/] x [/bold] (" + f"{library.summary(game_id).events} events)"
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("x")  # whose seat log: the seat names are buttons
        await pilot.pause()
        assert isinstance(app.screen, Choice)
        assert [str(b.label) for b in app.screen.query(Button)] == ["Zed [/]", "Bot", "Cancel"]


@pytest.mark.parametrize("width", [80, 120])
async def test_continue_names_as_much_of_the_title_as_the_home_screen_has_room_for(library, tmp_path, width):
    """At 120 columns Continue read "Restore (L…): Player 1, Player 2" (helper-276); Library
    stays beside it at 80."""
    title = "Restore (Londra Nova): Player 1, Player 2"
    _, game = saved_games(library, ["x", "y"])
    library.rename(game, title)
    app = library_app(library, tmp_path)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause()
        label = str(app.screen.query_one("#continue").label)
        assert (title in label) == (width == 120), label
        assert app.screen.query_one("#library").region.right <= width
        await pilot.resize_terminal(200 - width, 24)  # and after a resize (helper-281)
        await pilot.pause()
        await pilot.pause()
        label = str(app.screen.query_one("#continue").label)
        assert (title in label) == (width == 80), label
        assert app.screen.query_one("#library").region.right <= 200 - width


async def test_a_long_title_is_shortened_so_the_other_columns_stay_in_sight_at_80_columns(library, tmp_path):
    """A 175-character title pushed every other column off an 80-column screen, and the column
    kept its width after a rename to a short title; the Continue button pushed Library away."""
    long_title = "A very long title " * 10
    _, game = saved_games(library, ["x", "y"])  # the second is unfinished: Continue offers it
    library.rename(game, long_title)
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert str(app.screen.query_one("#continue").label).startswith(f"Continue: {long_title[:31]}…")
        table = (await to_library(pilot)).query_one(DataTable)
        assert sum(column.get_render_width(table) for column in table.ordered_columns[:4]) <= 80 - 2
        library.rename(game, "Short")
        app.screen.refresh_table()
        await pilot.pause()
        assert list(table.columns.values())[0].get_render_width(table) < 10  # shrunk
        await pilot.press("slash", *"nothing like it")
        await pilot.pause()
        assert "0 games matching 'nothing like it'" in str(app.screen.query_one("#library-status").render())


def test_a_long_title_keeps_the_number_that_tells_copies_apart():
    """The table and Continue cut 'Chronocritters: Player 1, MCTS bot 2 (4)' keeping its
    '(4)': cut with the rest, four games read alike (a review)."""
    from tui.screens.library import TITLE_WIDTH, title_within

    long = "Chronocritters: Player 1, MCTS bot 2"
    assert title_within(long + " (4)") == "Chronocritters: Player 1, M… (4)"
    assert len(title_within(long + " (4)")) == TITLE_WIDTH
    assert title_within("Restore (2)") == "Restore (2)"
    # the game's details go before the players, which tell games apart (a review: "Restore
    # (Londra Nova): Player 1…" twice); the game's name stays ("Res…" was Restore or Restart)
    assert title_within("Restore (Londra Nova): Player 1, Greedy bot 2 (2)") == "Restore…: Player 1, Greedy … (2)"
    assert title_within("Restart (Pandemia): Player 1, Greedy bot 2") == "Restart…: Player 1, Greedy bot 2"
    assert title_within("Restore (Londra Nova): Player 1, Mcts-hard bot 2", 26) == "Restore…: Player 1, Mcts-…"
    assert title_within("Saturday night", 10) == "Saturday …"
    # its details cut inside their brackets, closed ("Restart (sea…: Player 1" read as cut off: a review)
    assert title_within("Restart (season): Player 1, Greedy bot 2", 38) == "Restart (sea…): Player 1, Greedy bot 2"


async def test_the_table_gives_a_title_what_the_terminal_leaves(library, tmp_path):
    """At 100 columns a default title is whole; cut at 80 columns it keeps the game's name
    and the start of each player's (cut to 32 characters, two games against different bots
    read alike: a review; cut to its players, Restore and Restart read alike: a review)."""
    title = "Restore (Londra Nova): Player 1, Greedy bot 2"  # 45 characters
    saved_games(library, [title])
    app = library_app(library, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        table = (await to_library(pilot)).query_one(DataTable)
        assert str(table.get_cell_at((0, 0))) == title
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert str(table.get_cell_at((0, 0))) == "Restore (Londra…): Player 1, Greedy bot 2"  # closed
        widths = [column.get_render_width(table) for column in table.ordered_columns[:4]]
        assert sum(widths) <= 80 - 2  # Events stays in sight


async def test_at_100_columns_a_title_beside_undone_events_goes_whole_on_two_lines(library, tmp_path):
    """Beside '148 (+3 undone)' and a winner, 100 columns cut a default title ('Restore (Londra
    No…: Player 1, Greedy bot 2': a review): it goes on two lines, the game then its players;
    at 80 columns it is cut on one line as before (two-line rows would halve the games in sight)."""
    from tui.screens.library import title_within

    title = "Restore (Londra Nova): Player 1, Greedy bot 2"
    session = Session(GAME, [SeatSpec("Player 1"), SeatSpec("Greedy bot 2", "random")], 1)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    session.undo()
    session.undo()
    while not session.over:  # another line to the end: the first one's events undone
        session.apply(session.legal_moves()[-1])
        session.advance()
    summary = library.summary(library.create(session, title))
    assert summary.finished and "in other branches)" in events_text(summary)
    app = library_app(library, tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await to_library(pilot)
        table = screen.query_one(DataTable)
        assert screen.title_width() < len(title)  # one line cannot hold it there
        assert str(table.get_cell_at((0, 0))) == "Restore (Londra Nova):\nPlayer 1, Greedy bot 2"
        assert table.ordered_rows[0].height == 2 and str(table.get_cell_at((0, 3))) == events_text(summary)
        widths = [column.get_render_width(table) for column in table.ordered_columns[:4]]
        assert sum(widths) <= 100 - 2  # Events stays in sight
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert str(table.get_cell_at((0, 0))) == title_within(title, screen.title_width())
        assert table.ordered_rows[0].height == 1


async def test_the_state_and_events_of_a_finished_game_stay_whole_at_80_columns(library, tmp_path):
    """'finished: Player 1 and Greedy bot 2 win' beside a title cut to a fixed width pushed
    Events off the edge: '153' read '15' (a review). The title gives way instead."""
    from engine.registry import GAMES

    session = Session(GAMES["restore"], [SeatSpec("Greedy player with a long name", "greedy"),
                                         SeatSpec("Random 2", "random")], 3)
    session.advance()
    game_id = library.create(session)
    summary = library.summary(game_id)
    assert summary.finished and summary.events >= 100
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        table = (await to_library(pilot)).query_one(DataTable)
        row = [str(cell) for cell in table.get_row_at(0)]
        assert row[1] in (f"{summary.winners[0]} won", "nobody won") or row[1].endswith("…")
        assert row[3] == events_text(summary)
        widths = [column.get_render_width(table) for column in table.ordered_columns[:4]]
        assert widths[3] >= len(row[3]) and sum(widths) <= 80 - 2  # Events whole on screen


async def test_every_seat_of_a_four_seat_game_is_a_whole_button_in_the_seat_log_choice(library, tmp_path):
    """'Player 1   Player 2   Greedy bot 3   Greedy bot' in one row past the dialog's edge, and
    no Cancel but escape (a review): the buttons go one under another when a row cannot
    hold them, and Cancel is one of them."""
    from engine.registry import GAMES
    from tui.widgets.dialogs import Choice

    seats = [SeatSpec("Player 1"), SeatSpec("Player 2"), SeatSpec("Greedy bot 3", "greedy"),
             SeatSpec("Greedy bot 4", "greedy")]
    library.create(Session(GAMES["chronocritters"], seats, 5))
    app = library_app(library, tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_library(pilot)
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, Choice)
        buttons = list(app.screen.query(Button))
        assert [str(b.label) for b in buttons] == [s.name for s in seats] + ["Cancel"]
        dialog = app.screen.query_one(".dialog").content_region
        for button in buttons:
            assert button.region.width >= len(str(button.label)) and dialog.contains_region(button.region)
        await pilot.press("down", "down", "down", "down", "enter")  # Cancel: back to the table
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen) and not list((tmp_path / "logs").glob("*"))


async def test_the_detail_line_names_the_players_once(library, tmp_path):
    """"Nines: Ann, Bot · Nines... · Ann, Bot (random)": the players twice (a review). Named
    in the title, only the bots' kinds are added."""
    seats = [SeatSpec("Ann", "human"), SeatSpec("Bot", "random")]
    game_id = library.create(play_line(Session(GAME, seats, 1), [0]))
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        assert screen.selected == game_id
        detail = str(screen.query_one("#library-detail", Static).render())
        title = library.summary(game_id).title
        assert title.endswith("Ann, Bot") and detail.startswith(f"{title} · bot: Bot (random) · started ")


async def test_home_and_end_go_to_the_first_and_last_game_and_a_delete_keeps_the_place(library, tmp_path):
    """Home only scrolled sideways, and after a delete the cursor jumped to the top (a review)."""
    first, second, third = saved_games(library, ["Alpha", "Beta", "Gamma"])
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await to_library(pilot)
        assert screen.selected == third  # played last, first
        await pilot.press("end")
        assert screen.selected == first
        await pilot.press("home")
        assert screen.selected == third
        await pilot.press("down", "d")
        await pilot.pause()
        await pilot.click("#choice-delete")
        await pilot.pause()
        assert library.summary(second) is None and screen.selected == first  # the row below it


def test_a_finished_game_with_no_winner_named_reads_finished(library):
    """A solo score (Chronocritters' automa scores nothing) is stored with no winner: its State
    reads "finished", not "nobody won" (helper-281)."""
    from engine.registry import GAMES as ALL
    session = Session(ALL["chronocritters"], [SeatSpec("Ada", "random")], 3)
    session.advance()
    assert state_text(library.summary(library.create(session))) == "finished"
