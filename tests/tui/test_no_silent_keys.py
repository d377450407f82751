"""No silent keys: a refused or empty action says why (undo, redo, a Restore key at the wrong
moment, keys on the hand-off curtain, keys while bots play), and a hand-off says why the next
player is called."""
from __future__ import annotations

from textual.widgets import Static

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from engine.restore.events import Replenish
from tests.tiny_game import GAME, Roll
from tests.tui.conftest import settle
from tui.screens.game import BOTS_PLAYING
from tui.screens.handoff import HandOffScreen

HUMAN_VS_BOT = [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")]
TWO_HUMANS = [SeatSpec("Ada", "human"), SeatSpec("Bea", "human")]


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


async def start(pilot, game, seats, seed=3, policy="casual"):
    screen = pilot.app.start_game(Session(game, seats, seed, policy=policy))
    await settle(pilot)
    return screen


async def test_undo_and_redo_with_nothing_to_do_say_so(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, GAME, HUMAN_VS_BOT)
        cursor = screen.session.cursor
        await pilot.press("ctrl+z", "ctrl+y")
        assert screen.session.cursor == cursor
        assert messages(app) == ["nothing to undo yet",
                                 "nothing to redo: redo replays only what undo took back"]


async def test_strict_undo_names_the_reveal_that_stops_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, GAME, HUMAN_VS_BOT, policy="strict")
        assert screen.play(Roll())  # the die is rolled: chance revealed
        await settle(pilot)
        depth = screen.session.depth
        await pilot.press("ctrl+z")
        assert screen.session.depth == depth
        floor, session = screen.session.strict_floor(), screen.session
        line = next(t for n, _, t in session.texts() if session.tree.depth[n] == floor)  # the log's
        assert messages(app)[-1].startswith(f"strict undo: event {floor} ({line[:20]}")  # words too
        assert ") revealed a chance outcome" in messages(app)[-1] and floor > 0


async def test_keys_while_bots_play_are_refused_aloud_not_queued(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, GAME, HUMAN_VS_BOT)
        depth = screen.session.depth
        screen.thinking = True  # as while a bot's worker runs
        await pilot.press("enter", "space")
        screen.thinking = False
        await pilot.pause()
        assert screen.session.depth == depth  # nothing was played, nothing waits to be
        assert messages(app) and set(messages(app)) == {BOTS_PLAYING}


async def test_the_curtain_says_why_and_refuses_undo_aloud(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, GAME, TWO_HUMANS)
        curtain, depth = app.screen, screen.session.depth
        assert isinstance(curtain, HandOffScreen)
        assert str(curtain.query_one("#handoff-reason", Static).render()) == "it is Ada's turn"
        await pilot.press("ctrl+z", "ctrl+y")  # nothing played yet (undo works on the curtain)
        assert app.screen is curtain and screen.session.depth == depth and screen.viewer is None
        assert messages(app) == ["nothing to undo yet",
                                 "nothing to redo: redo replays only what undo took back"]


async def test_restore_keys_at_the_wrong_moment_name_the_rule(make_app):
    app = make_app({"restore": RESTORE}, seed=5)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, RESTORE, [SeatSpec("Ann"), SeatSpec("Greedy", "greedy")],
                             seed=5)
        session = screen.session
        assert screen._view.phase in ("first_collector", "collect")
        app.clear_notifications()  # what Greedy's set-up move was: not a refusal
        await pilot.press("p", "1")
        assert messages(app) == ["p pays 2 Energy at Step 2, while you place the disc you took",
                                 "1 2 3 take a bonus tile only when you have just completed a "
                                 "region"]
        while screen._view.phase != "collect":
            screen.play(session.legal_moves()[0])
            await settle(pilot)
        assert Replenish() in session.legal_moves()  # L87: even on the full opening board
        await pilot.press("r", "enter")  # (asked first there: it draws nothing)
        await pilot.pause()
        assert session.state.replenished and session.state.phase == "collect"
        assert screen.check_action("replenish", ()) is None  # once a turn: dimmed in the footer
        await pilot.press("r")
        assert messages(app)[-1] == screen.why_refused(Replenish())
        assert "already replenished this turn" in messages(app)[-1]
        # the palette lists the key too, with the same reason
        commands = {c.title: c for c in app.get_system_commands(screen)}
        assert commands["Replenish"].help == f"not now: {messages(app)[-1]}"
        assert "Pay 2" not in commands  # hidden: not this step
