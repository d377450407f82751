"""Restart through the generic game screen: a full seeded 3-player game (one human, two random
bots) played with the keyboard to the final score table, with an undo and a redo on the way,
and a snapshot of a mid-game screen.

The human hoards Event cards (`choice` below: draw from the deck, Gain Event, Memory, else end
the turn, else the last move of the list), arrowing down the move list and pressing enter. That
drains the Event deck fast: with seed 1 the game really ends (the deck runs out) after about 190
human decisions and 840 events; a human choosing at random plays about 650 decisions."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from engine.core import SeatSpec, Session
from engine.restart import GAME
from engine.restart.events import ChooseField, DiscardAdrenaline, EndTurn, PlaceAdrenaline, TakeEvent, UseAction
from tests.tui.conftest import settle
from tui.app import RewindApp
from tui.screens.game import GAME_SCREENS, GameScreen
from tui.widgets import EventLog, MovePicker, ScoreTable, TextBoard
from tui.widgets.words import chance_named, seat_names

SEATS = [SeatSpec("Ann", "human"), SeatSpec("Random bot 2", "random"),
         SeatSpec("Random bot 3", "random")]
SEED = 1
SIZE = (120, 40)


@pytest.fixture(autouse=True)
def generic_screen(monkeypatch):
    """Restart has its own screen (test_restart_screen.py): these tests pin the generic one."""
    monkeypatch.setitem(GAME_SCREENS, GAME.name, GameScreen)


def choice(moves) -> int:
    """The index of the move the human plays."""
    for wanted in (lambda m: isinstance(m, TakeEvent) and m.source == -1,
                   lambda m: isinstance(m, UseAction) and m.action in ("event", "time_or_event"),
                   lambda m: isinstance(m, ChooseField) and m.field == "memory",
                   lambda m: isinstance(m, EndTurn)):
        for i, m in enumerate(moves):
            if wanted(m):
                return i
    return max(i for i, m in enumerate(moves) if not isinstance(m, (PlaceAdrenaline, DiscardAdrenaline)))


async def play(pilot, index: int) -> None:
    await pilot.press(*(["down"] * index), "enter")
    await settle(pilot)


def board_text(screen: GameScreen) -> str:
    return str(screen.query_one("#board", TextBoard).render())


@pytest.mark.slow  # a full Pilot game: about 90 s
async def test_full_three_player_game_to_the_score_table(tmp_path):
    app = RewindApp({GAME.name: GAME}, seed=SEED, log_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, SEATS, SEED))
        await settle(pilot)
        session = screen.session
        picker = screen.query_one(MovePicker)
        moves = 0
        undo_checked = False
        while not session.over:
            assert session.to_act == 0 and not screen.thinking
            legal = session.legal_moves()
            assert picker.moves == legal and legal
            assert picker.highlighted == 0
            assert "Ann" in str(screen.query_one("#status", Static).render())
            if moves == 40 and not undo_checked:
                # undo the last decision (and the bots' replies), then redo it
                before_hash, before_cursor = session.state_hash(), session.cursor
                before_board = board_text(screen)
                await play(pilot, choice(legal))
                after_hash = session.state_hash()
                assert after_hash != before_hash
                await pilot.press("ctrl+z")
                await settle(pilot)
                assert session.state_hash() == before_hash and session.cursor == before_cursor
                assert board_text(screen) == before_board
                assert picker.moves == legal
                await pilot.press("ctrl+y")
                await settle(pilot)
                assert session.state_hash() == after_hash
                undo_checked = True
                moves += 1
                continue
            await play(pilot, choice(legal))
            moves += 1
        assert undo_checked and moves > 100
        assert session.state.end_reason  # a real end: the deck ran out or the third time fault
        table = screen.query_one(ScoreTable)
        assert table.display and table.outcome == session.outcome()  # with its details
        assert "Game over" in str(screen.query_one("#status", Static).render())
        assert picker.moves == []
        assert board_text(screen).startswith("GAME OVER: ")
        log = screen.query_one(EventLog)
        called = seat_names(session.seat_label, [s.name for s in session.seats])  # a chance line names
        assert [e.text for e in log.entries] == [chance_named(t, called) if seat < 0 else t  # the player
                                                 for _, seat, t in session.texts(screen.viewer)]  # (you: ...) hers


async def test_the_board_scrolls_while_the_move_list_keeps_the_focus(tmp_path):
    """A general screen feature: `]` / `[` page the board slot, shift+down / shift+up move it a
    line, and the move list keeps the focus (Restart's board is longer than the slot)."""
    app = RewindApp({GAME.name: GAME}, seed=SEED, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, SEATS, SEED))
        await settle(pilot)
        area = screen.query_one("#board-area")
        picker = screen.query_one(MovePicker)
        assert app.focused is picker and area.scroll_y == 0
        assert area.max_scroll_y > 0  # the board is longer than the slot
        await pilot.press("right_square_bracket")
        await pilot.pause()
        page = area.scroll_y
        assert page == area.scrollable_content_region.height - 1 or page == area.max_scroll_y
        await pilot.press("shift+up")
        await pilot.pause()
        assert area.scroll_y == page - 1
        await pilot.press("shift+down", "left_square_bracket")
        await pilot.pause()
        assert area.scroll_y == 0
        assert app.focused is picker and picker.highlighted == 0


def test_mid_game_snapshot(snap_compare, tmp_path):
    """Seed 1, the human's twelfth decision, at 120x40."""
    session = Session(GAME, SEATS, SEED)  # the way there is played before the screen opens
    session.advance()
    for _ in range(12):
        moves = session.legal_moves()
        session.apply(moves[choice(moves)])
        session.advance()

    async def run_before(pilot):
        pilot.app.start_game(session)
        await settle(pilot)
        await pilot.press("down")

    assert snap_compare(RewindApp({GAME.name: GAME}, seed=SEED, log_dir=tmp_path),
                        terminal_size=SIZE, run_before=run_before)
