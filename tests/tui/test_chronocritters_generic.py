"""Chronocritters through the generic game screen (pinned here: the game has its own screen,
tests/tui/test_chronocritters_screen.py): a human seat against a random bot plays its decisions
by keys from the move list; the board text and the log follow the game."""
from __future__ import annotations

from engine.chronocritters import GAME
from engine.core import SeatSpec, Session
from tests.tui.conftest import settle
from tui.app import RewindApp
from tui.screens.game import GAME_SCREENS, GameScreen
from tui.widgets import EventLog, MovePicker, TextBoard


async def test_a_human_plays_chronocritters_by_keys_through_the_generic_screen(tmp_path, monkeypatch):
    monkeypatch.setitem(GAME_SCREENS, GAME.name, GameScreen)
    app = RewindApp({GAME.name: GAME}, seed=3, log_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 3))
        await settle(pilot)
        assert type(screen) is GameScreen
        session = screen.session
        picker = screen.query_one(MovePicker)
        played = 0
        while played < 12 and not session.over:
            assert session.to_act == 0 and picker.moves == session.legal_moves()
            depth = session.depth
            await pilot.press("enter")  # the first listed move
            await settle(pilot)
            assert session.depth > depth
            played += 1
        board = str(screen.query_one("#board", TextBoard).render())
        assert "Ann" in board or "Player 1" in board
        assert len(screen.query_one(EventLog).entries) > played
