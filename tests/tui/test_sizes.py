"""Every screen at 80x24, 100x30 and 200x60: readable, or a notice naming the size it needs."""
from __future__ import annotations

from textual.widgets import Static

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from tests.tiny_game import GAME
from tests.tui.conftest import settle

SEATS = [SeatSpec("Ada"), SeatSpec("Bot", "random")]


async def test_restore_below_100x30_names_the_size_it_needs(make_app):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        notice = screen.query_one("#too-small", Static)
        assert notice.display and not screen.query_one("#main").display
        assert "at least 100×30 (this one is 80×24)" in str(notice.render())
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not notice.display and screen.query_one("#main").display


async def test_at_80x24_the_status_line_wraps_and_at_200x60_the_side_grows(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(GAME, SEATS, 2))
        await settle(pilot)
        status = screen.query_one("#status", Static)
        assert "view: Ada" in str(status.render()) and status.size.height == 2
        assert not screen.query_one("#too-small").display
        side = screen.query_one("#side").size.width
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert status.size.height == 1 and screen.query_one("#side").size.width >= 1.5 * side
