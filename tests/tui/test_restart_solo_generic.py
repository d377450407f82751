"""Solo Restart through the generic screen: the board shows Chaos and the log narrates its turn
(nothing solo-specific in the screen: the participant list, the board text and the log lines)."""
from __future__ import annotations

import pytest

from engine.core import SeatSpec, Session
from engine.restart import GAME
from tests.tui.conftest import settle
from tui.app import RewindApp
from tui.screens.game import GAME_SCREENS, GameScreen
from tui.widgets import EventLog, TextBoard


@pytest.fixture(autouse=True)
def generic_screen(monkeypatch):
    monkeypatch.setitem(GAME_SCREENS, GAME.name, GameScreen)


async def test_solo_game_shows_chaos_and_narrates_its_turn(tmp_path):
    app = RewindApp({GAME.name: GAME}, seed=3, log_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ann", "human")], 3))
        await settle(pilot)
        session = screen.session
        while session.state.players[1].turns == 0:   # the last listed move until Chaos has played
            await pilot.press("up", "enter")             # (up from the first wraps to the last)
            await settle(pilot)
        board = str(screen.query_one("#board", TextBoard).render())
        assert "Chaos (solo opponent)" in board and "Chaos's last turn: reveals" in board
        log = [e.text for e in screen.query_one(EventLog).entries]
        assert any(t.startswith("Chaos reveals") for t in log)
