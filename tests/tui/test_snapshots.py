"""How it looks: SVG snapshots at 100x30 of seeded games (stored in snapshots/tui/).
Update with `python3 -m pytest tests/tui --snapshot-update` after checking the report."""
from __future__ import annotations

from engine.core import SeatSpec, Session
from tests.tiny_game import GAME
from tests.tui.conftest import settle
from tui.app import RewindApp

SIZE = (100, 30)
SEATS = [SeatSpec("Ada", "human"), SeatSpec("Random bot", "random")]


def app(tmp_path) -> RewindApp:
    return RewindApp({GAME.name: GAME}, seed=12345, log_dir=tmp_path)


async def _start(pilot, human_moves: int) -> None:
    pilot.app.start_game(Session(GAME, SEATS, seed=5))
    await settle(pilot)
    for _ in range(human_moves):
        await pilot.press("enter")
        await settle(pilot)


def test_home_screen(snap_compare, tmp_path):
    assert snap_compare(app(tmp_path), terminal_size=SIZE)


def test_mid_game(snap_compare, tmp_path):
    async def run_before(pilot):
        await _start(pilot, 1)
        await pilot.press("down")  # a highlighted move other than the first

    assert snap_compare(app(tmp_path), terminal_size=SIZE, run_before=run_before)


def test_end_of_game_scores(snap_compare, tmp_path):
    async def run_before(pilot):
        await _start(pilot, 3)
        assert pilot.app.screen.session.over

    assert snap_compare(app(tmp_path), terminal_size=SIZE, run_before=run_before)
