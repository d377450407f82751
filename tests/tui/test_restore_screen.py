"""The Restore screen: whole games against the greedy bot played through the screen with
the keyboard and with the mouse, undo and redo, illegal choices refused with their rule, the
generic move list still offering every legal move, and SVG snapshots.

Snapshots are taken at 100x30, the smallest size the screen is designed for: both hex
boards, the main board, the scores and the bonus piles all fit there, so the snapshot shows
exactly what a player at that size sees. The final score table is taken at 120x40, where it
fits under the boards instead of squeezing them out of view.
"""
from __future__ import annotations

import random
import re
import subprocess
import sys
from collections import deque

import pytest
from textual.widgets._footer import FooterKey

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.events import Collect, Place, Replenish, SetCollector, TakeBonus
from engine.restore.turn import RULE_ADJACENT, RULE_TARGET
from tests.tui.conftest import settle
from tui.screens import screen_class_for
from tui.screens.restore import RestoreScreen
from tui.screens.turn_words import handed_words
from tui.widgets import MovePicker, ScoreTable
from tui.widgets.hex_board import CELL, HexBoard
from tui.widgets.layout_table import LayoutTable
from tui.widgets.main_board import EDGE, LABELS, SLOT, MainBoard
from tui.widgets.restore_panel import RestorePiles

SIZE = (100, 30)
HUMAN_VS_GREEDY = [SeatSpec("Ann"), SeatSpec("Greedy", "greedy")]


async def start(app, pilot, seed: int, seats=HUMAN_VS_GREEDY) -> RestoreScreen:
    await pilot.pause()
    screen = app.start_game(Session(GAME, list(seats), seed=seed))
    await settle(pilot)
    assert isinstance(screen, RestoreScreen)
    return screen


def pick(session: Session, rng: random.Random):
    """A legal move for the human, now and then paying to replenish (not the full opening board,
    where it buys nothing) or to place away from the Worker (pay mode on a free space places it
    free: paying there buys nothing)."""
    moves = session.legal_moves()
    if any(isinstance(m, Replenish) for m in moves) and -1 in session.state.main and rng.random() < 0.2:
        return Replenish()
    paid = [m for m in moves if isinstance(m, Place) and m.paid and Place(m.cell, False) not in moves]
    if paid and rng.random() < 0.25:
        return rng.choice(paid)
    plain = [m for m in moves if not isinstance(m, Replenish) and not getattr(m, "paid", False)]
    return rng.choice(plain)


def hex_path(board: HexBoard, goal: int) -> list[str]:
    """Arrow keys that take the board's cursor to `goal`, using the board's own navigation."""
    keys = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
    start = (board.cursor, board.aim())  # a cell and the column Up and Down aim at there
    came = {start: None}
    todo = deque([start])
    while todo:
        at = todo.popleft()
        if at[0] == goal:
            path = []
            while came[at] is not None:
                at, key = came[at]
                path.append(key)
            return path[::-1]
        for key, (dx, dy) in keys.items():
            nxt = board.step(at[0], dx, dy, at[1])
            if nxt[0] != at[0] and nxt not in came:  # at an edge the key leaves the board
                came[nxt] = (at, key)
                todo.append(nxt)
    raise AssertionError(f"cell {goal} cannot be reached with the arrows")


def keys_for(screen: RestoreScreen, move) -> list[str]:
    seat = screen.session.to_act
    if isinstance(move, (Collect, SetCollector)):
        main = screen.query_one(MainBoard)
        assert screen.focused is main  # the screen moved the focus to the main board
        steps = move.space - main.cursor  # the edge leaves the board: no way round it
        return ["right" if steps > 0 else "left"] * abs(steps) + ["enter"]
    if isinstance(move, Replenish):
        return ["r"]
    if isinstance(move, Place):
        board = screen.query_one(f"#hex-{seat}", HexBoard)
        assert screen.focused is board
        return (["p"] if move.paid else []) + hex_path(board, move.cell) + ["enter"]
    if isinstance(move, TakeBonus):
        piles = screen.query_one(RestorePiles)
        assert screen.focused is piles
        if move.pile % 2:  # arrows and enter on the piles; else the pile's number key
            return ["down"] * ((move.pile - piles.cursor) % 3) + ["enter"]
        return [str(move.pile + 1)]
    raise AssertionError(f"no keys for {move!r}")


def hex_offset(board: HexBoard, cell: int) -> tuple[int, int]:
    row = next(n for n, cells in enumerate(board._rows) if cell in cells)
    return board._col[cell] + CELL // 2, row + 1


def main_offset(index: int) -> tuple[int, int]:
    row, col = divmod(index, 4)
    return EDGE + col * SLOT + 2, row + 1


async def click_for(pilot, screen: RestoreScreen, move) -> None:
    seat = screen.session.to_act
    if isinstance(move, Collect):
        main = screen.query_one(MainBoard)
        target = screen.session.view(seat).targets[move.space]  # the engine says where it points
        await pilot.click(main, offset=main_offset(target))
    elif isinstance(move, Place):
        if move.paid:
            await pilot.press("p")
        board = screen.query_one(f"#hex-{seat}", HexBoard)
        await pilot.click(board, offset=hex_offset(board, move.cell))
    elif isinstance(move, TakeBonus):
        await pilot.click(screen.query_one(RestorePiles), offset=(2, move.pile + 1))
    elif isinstance(move, Replenish):
        await pilot.press("r")  # a key only: there is nothing on the board to click for it
    else:
        raise AssertionError(f"no click for {move!r}")


def played_after(session: Session, depth: int):
    """The event made at `depth` on the current line (the human's decision)."""
    return session.tree.event[session.path()[depth]]


async def play_to_end(pilot, screen: RestoreScreen, seed: int, by_mouse: bool) -> set[str]:
    session = screen.session
    rng = random.Random(seed)
    decisions = 0
    kinds = set()
    while not session.over:
        assert session.to_act == 0 and not screen.thinking
        move = pick(session, rng)
        depth = session.depth
        if by_mouse:
            await click_for(pilot, screen, move)
        else:
            await pilot.press(*keys_for(screen, move))
        await settle(pilot)
        assert played_after(session, depth) == move, f"decision {decisions}: {move!r}"
        decisions += 1
        kinds.add(type(move).__name__ + ("-paid" if getattr(move, "paid", False) else ""))
    assert decisions >= 20
    return kinds


def assert_final_table(screen: RestoreScreen) -> None:
    table = screen.query_one(ScoreTable)
    assert table.display
    outcome = GAME.outcome(screen.session.state)
    assert table.outcome == outcome
    assert [s.total for s in outcome.scores] == [p.total for p in screen.session.view(0).players]


# -- whole games ------------------------------------------------------------------------------
@pytest.mark.slow  # whole Pilot games: 20-25 s each
async def test_a_whole_game_against_greedy_with_the_keyboard(make_app):
    app = make_app({"restore": GAME}, seed=11)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=11)
        kinds = await play_to_end(pilot, screen, seed=11, by_mouse=False)
        assert {"Collect", "Place", "Place-paid", "TakeBonus"} <= kinds
        assert_final_table(screen)
        assert screen.query_one(MovePicker).moves == []


@pytest.mark.slow
async def test_a_whole_game_against_greedy_with_the_mouse(make_app):
    app = make_app({"restore": GAME}, seed=23)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=23)
        kinds = await play_to_end(pilot, screen, seed=23, by_mouse=True)
        assert {"Collect", "Place", "Replenish", "TakeBonus"} <= kinds
        assert_final_table(screen)


# -- undo, redo and what the screen shows ------------------------------------------------------
@pytest.mark.slow  # Pilot turns against greedy (7-8 s); undo and redo stay in the default suite elsewhere
async def test_undo_and_redo_mid_game_redraw_the_boards(make_app):
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=5)
        session = screen.session
        rng = random.Random(5)
        hashes = []
        placed = 0
        while placed < 3:  # three turns, the last decision a placement
            hashes.append(session.state_hash())
            move = pick(session, rng)
            placed += isinstance(move, Place)
            await pilot.press(*keys_for(screen, move))
            await settle(pilot)
        after = session.state_hash()
        board = list(screen.query_one("#hex-0", HexBoard).player.board)
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert session.state_hash() == hashes[-1]
        shown = screen.query_one("#hex-0", HexBoard).player.board
        assert shown == session.view(0).players[0].board and shown != board
        assert screen.focused is screen.query_one("#hex-0", HexBoard)  # placing again
        await pilot.press("ctrl+z", "ctrl+z")
        await settle(pilot)
        assert session.state_hash() == hashes[-3]
        await pilot.press("ctrl+y", "ctrl+y", "ctrl+y")
        await settle(pilot)
        assert session.state_hash() == after
        assert screen.query_one("#hex-0", HexBoard).player.board == board


async def test_every_legal_move_stays_in_the_move_list(make_app):
    app = make_app({"restore": GAME}, seed=8)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=8)
        session = screen.session
        picker = screen.query_one(MovePicker)
        assert picker.moves == session.legal_moves()
        # play a Collect from the list itself
        await pilot.press("tab")
        while screen.focused is not picker:
            await pilot.press("tab")
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(played_after(session, session.depth - 1), Collect)
        assert picker.moves == session.legal_moves()
        assert any(m.paid for m in picker.moves)  # 2 Energy: placing anywhere is listed


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_illegal_choices_show_the_rule_and_change_nothing(make_app):
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=5)
        session = screen.session
        main = screen.query_one(MainBoard)
        before = session.state_hash()
        # a main-board disc off the line the other Collector points at
        other_row = session.state.players[1].collector
        off = next(i for i in range(16) if i // 4 != other_row and session.state.main[i] >= 0)
        await pilot.click(main, offset=main_offset(off))
        await pilot.pause()
        assert session.state_hash() == before
        assert any(RULE_TARGET in m for m in messages(app))
        # Yellow's spaces are not Blue's
        await pilot.press("f")
        await pilot.pause()
        assert session.state_hash() == before
        assert any("Yellow's Collector spaces" in m for m in messages(app))
        # take a disc, then try a space not next to the Worker without paying
        await pilot.press("enter")
        await settle(pilot)
        assert session.state.phase == "place"
        before = session.state_hash()
        moves = session.legal_moves()
        far = next(m.cell for m in moves if m.paid)
        board = screen.query_one("#hex-0", HexBoard)
        await pilot.click(board, offset=hex_offset(board, far))
        await pilot.pause()
        assert session.state_hash() == before
        assert any(m.startswith(RULE_ADJACENT) for m in messages(app))
        # the opponent's board is not yours
        other = screen.query_one("#hex-1", HexBoard)
        await pilot.click(other, offset=hex_offset(other, far))
        await pilot.pause()
        assert session.state_hash() == before
        assert any("your own Player Board" in m for m in messages(app))
        # the start tile is not an empty space
        start_cell = board.shape.start_cell
        await pilot.click(board, offset=hex_offset(board, start_cell))
        await pilot.pause()
        assert session.state_hash() == before
        assert any("Starting Tile does not count as empty" in m for m in messages(app))
        # escape takes nothing back: it puts the refusals away, then says what does; in pay mode
        # it leaves the mode, as p does
        await pilot.press("escape")
        assert session.state_hash() == before and not messages(app)
        await pilot.press("escape")
        assert session.state_hash() == before and any("ctrl+z undoes the last move" in m for m in messages(app))
        await pilot.press("p", "escape")
        assert not screen.pay_mode and session.state_hash() == before
        # paying: p, then the same far space is taken for 2 Energy
        depth = session.depth
        await pilot.press("p")
        await pilot.click(board, offset=hex_offset(board, far))
        await settle(pilot)
        assert played_after(session, depth) == Place(far, True)


async def test_p_from_the_move_list_pays_on_the_board_and_its_key_says_it_cancels(make_app):
    """A review pressed p on the move list: the arrows stayed on the list, its highlight went
    back to the first move and enter played that; the footer still offered "Pay 2". A free space
    clicked in pay mode is placed free."""
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=5)
        session = screen.session
        await pilot.press("enter")  # a disc taken: Blue places it
        await settle(pilot)
        assert session.state.phase == "place"
        footer = lambda: {k.key: k.description for k in screen.query(FooterKey)}  # noqa: E731
        picker, board = screen.query_one(MovePicker), screen.query_one("#hex-0", HexBoard)
        picker.focus()
        await pilot.press("down")
        await settle(pilot)
        assert footer()["p"] == "Pay 2"
        await pilot.press("p")
        await settle(pilot)
        assert screen.pay_mode and app.focused is board and footer()["p"] == "Cancel pay"
        assert picker.moves[picker.highlighted] in (Place(board.cursor, False), Place(board.cursor, True))
        await pilot.press("escape")
        await settle(pilot)
        assert not screen.pay_mode and app.focused is board and footer()["p"] == "Pay 2"
        # a space next to the Worker clicked in pay mode is placed free: paying for it is legal
        # (L103) and listed, but buys nothing
        near, depth = next(m.cell for m in session.legal_moves() if not m.paid), session.depth
        assert Place(near, True) in session.legal_moves()
        await pilot.press("p")
        await pilot.click(board, offset=hex_offset(board, near))
        await settle(pilot)
        assert played_after(session, depth) == Place(near, False)


async def test_hot_seat_setup_collector_by_keys(make_app):
    """Two humans: Yellow places the first Collector on the main board (setup step 8). Restore
    hides nothing, so no hand-off screen comes between them: the board follows the turn."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=3, seats=[SeatSpec("Ann"), SeatSpec("Bea")])
        session = screen.session
        assert app.screen is screen  # no hand-off
        assert session.state.phase == "first_collector" and screen.viewer == 1
        main = screen.query_one(MainBoard)
        assert app.focused is main
        footer = lambda: {k.description for k in screen.query(FooterKey)}  # noqa: E731
        assert "Place Collector" in footer() and "Take disc" not in footer()  # no disc is taken (a review)
        await pilot.click(main, offset=(0, 3))  # the row label G on Yellow's edge
        await settle(pilot)
        assert played_after(session, session.depth - 1) == SetCollector(2)
        assert app.screen is screen and screen.viewer == 0
        assert "Take disc" in footer() and "Place Collector" not in footer()
        palette = {c.title for c in app.get_system_commands(screen)}  # Blue's letters only (a review)
        assert {f"Collector to {x}" for x in "ABCD"} <= palette and not palette & {f"Collector to {x}" for x in "EFGH"}
        await pilot.press("e")  # Yellow's: said, nothing played
        await pilot.pause()
        assert any(n.message == "E-H are Yellow's Collector spaces; yours are A-D" for n in app._notifications)
        screen.query_one(MovePicker).focus()  # the letters work from the move list too
        await pilot.press("d")  # Blue's Collector to D, by its letter
        await settle(pilot)
        assert played_after(session, session.depth - 1) == Collect(3)
        screen.warn("Ann's refusal")  # on screen when Ann's turn ends: not Bea's to read (a review)
        await pilot.pause()
        assert any(n.message == "Ann's refusal" for n in app._notifications)
        screen.play(session.legal_moves()[0])  # Blue places the disc: Yellow's turn, said by a toast
        await settle(pilot)
        assert not any(n.message == "Ann's refusal" for n in app._notifications)
        said = [n.message for n in app._notifications if n.title == "Bea to act"]
        # Ann named once for her moves in a row (before each, the toast stood 11 lines at 80x24)
        assert len(said) == 1 and said[0].startswith("Ann (Blue): takes ") and said[0].count("Ann") == 1, said
        assert "; places " in said[0] and "Blue" not in said[0][len("Ann (Blue)"):]
        # a long turn: its first moves (the main action), how many more; a line a player (a
        # review's toast named a turn's last three: berries and "ends the turn")
        since = [(0, f"Blue move {k}") for k in range(5)] + [(1, "Yellow takes Owl"), (0, "Blue move 5")]
        assert handed_words(screen.session, since) == ("Ann (Blue): move 0; move 1; move 2 (+2 more)\n"
                                               "Bea (Yellow): takes Owl\nAnn (Blue): move 5")
        # a move repeated in a row said once, with its count (three alike hid the next: a review)
        since = [(1, "Yellow returns a card")] * 3 + [(1, "Yellow takes Owl")]
        assert handed_words(screen.session, since) == "Bea (Yellow): returns a card (×3); takes Owl"


async def test_variant_1_building_shows_the_layout_then_the_boards(make_app):
    from engine.restore.setup import plan_moves
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2,
                          options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        assert screen.query_one("#restore-build").display
        assert not screen.query_one("#restore-play").display
        picker = screen.query_one(MovePicker)
        assert picker.moves == session.legal_moves()  # building is done from the move list
        # the Starting Tile from the list, then the rest of a printed shape straight to the
        # session
        picker.highlighted = picker.moves.index(plan_moves(session.state)[0])
        picker.focus()
        await pilot.press("enter")
        await settle(pilot)
        assert session.state.start
        while session.state.phase == "build":
            session.apply(plan_moves(session.state)[0])
        screen.refresh_view()  # what the app does after a move: redraw
        await settle(pilot)
        session.advance()
        screen.refresh_view()
        await settle(pilot)
        assert not screen.query_one("#restore-build").display
        assert screen.query_one("#restore-play").display
        assert screen.query_one("#hex-0", HexBoard).shape.slug == "custom"


async def test_the_variant_1_builder_previews_the_highlighted_move(make_app):
    from engine.restore.events import PlaceModule, PlaceStart
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2,
                          options=Options(custom_shape=True, volcanoes=0))
        screen = app.start_game(session)
        await settle(pilot)
        build = screen.query_one("#restore-build")
        picker = screen.query_one(MovePicker)
        picker.focus()
        picker.highlighted = picker.moves.index(PlaceStart(1, 0))  # browsed in the list: shown on the table
        await pilot.pause()
        assert "[STA]" in build.text and "Starting Tile at (1, 0) fits" in build.text
        await pilot.press("enter")
        await settle(pilot)
        placing = [i for i, m in enumerate(picker.moves) if isinstance(m, PlaceModule)]
        picker.highlighted = placing[len(placing) // 2]
        await pilot.pause()
        text = build.text
        layout = "".join(line for line in text.splitlines() if "·" in line)
        assert layout.count("[BRO]") == 5 and layout.count("[RUI]") == 1  # Brown: 6 hexes, 1 a ruin
        assert " STA " in layout
        assert "Cursor: Brown (Wasteland) turned" in text
        await pilot.press("enter")  # Brown laid: its ruin shows where it will be (it did not)
        await settle(pilot)
        text = build.text
        assert text.count("~bro~") == 2 and "~bro~: a module's ruin" in text  # the board and its legend


@pytest.mark.slow  # the whole board built by keys; the builder's other tests run by default
async def test_variant_1_is_built_on_the_table_with_arrows_r_and_enter(make_app):
    """A review could lay modules only by picking coordinates out of a list of hundreds: the
    table carries the next piece under a cursor. A piece that does not fit says why and enter
    on it changes nothing; the move list highlights the piece when it fits."""
    from engine.restore.events import PlaceModule, PlaceStart
    from engine.restore.setup import plan_moves
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        table, picker = screen.query_one(LayoutTable), screen.query_one(MovePicker)
        assert app.focused is table and table.piece == PlaceStart(0, 0)  # the centre of the table
        text = lambda: table.text  # noqa: E731
        assert "Cursor: the Starting Tile at (0, 0) fits." in text()
        rows = table.query_one("#layout-rows")

        async def click(q: int, r: int) -> None:
            top, left = table.frame
            await pilot.click(rows, offset=((2 * q + r - left) * 3 + 2, r - top))
            await settle(pilot)

        await click(1, -1)  # a click moves the piece to a hex of the table area...
        assert table.piece == PlaceStart(1, -1) and session.depth == 0
        await click(1, -1)  # ...and lays it there clicked again
        assert session.tree.event[session.cursor] == PlaceStart(1, -1)
        await pilot.press("ctrl+z")  # taken back: the printed plan starts elsewhere
        await settle(pilot)
        assert session.depth == 0

        async def go(q: int, r: int) -> None:
            """Arrows to (q, r): rows first (up and down keep to the column), then along the row."""
            for _ in range(30):
                at = table.piece
                if (at.q, at.r) == (q, r):
                    return
                key = ("up" if r < at.r else "down") if at.r != r else ("left" if q < at.q else "right")
                await pilot.press(key)
                if table.piece == at:  # the table area's edge: along the row first
                    await pilot.press("left" if q < at.q else "right")

        while (plan := plan_moves(session.state)) and hasattr(plan[0], "q"):
            target = plan[0]
            await go(target.q, target.r)
            for _ in range((getattr(target, "rot", 0) - getattr(table.piece, "rot", 0)) % 6):
                await pilot.press("r")
            assert table.piece == target and picker.highlighted == picker.moves.index(target)
            await pilot.press("enter")
            await settle(pilot)
            assert session.tree.event[session.cursor] == target
            if isinstance(target, PlaceModule) and target.module == "brown":  # a clash is named, not laid
                await go(*session.state.start)
                why = screen.why_refused(table.piece)
                assert why and f"does not fit: {why}" in text()
                assert any("!" in line for line in text().splitlines() if "·" in line)  # the clash drawn
                assert picker.highlighted is None  # the list highlights nothing enter there would play
                depth = session.depth
                await pilot.press("enter")
                await settle(pilot)
                assert session.depth == depth and why in [n.message for n in app._notifications]
                await pilot.press("ctrl+z")  # Brown taken back: it comes back where it was, turned as it was
                await settle(pilot)
                assert table.piece == target and session.depth == depth - 1
                await pilot.press("R")  # turned back a step, then on again
                assert table.piece.rot == (target.rot - 1) % 6
                await pilot.press("r", "enter")
                await settle(pilot)
                assert session.tree.event[session.cursor] == target
        assert "Every piece is laid: enter confirms the shape" in text()
        await pilot.press("enter")
        await settle(pilot)
        assert session.state.phase != "build" and screen.query_one("#hex-0", HexBoard).shape.slug == "custom"


async def test_a_wide_custom_board_just_confirmed_puts_the_main_board_under_it(make_app):
    """A review's custom board, 8 hexes across, was laid beside the main board at 100x30 and
    cut it ("▶Ye", "Blu"): the fit was judged before the boards just shown were laid out."""
    from engine.restore.events import ConfirmLayout, PlaceModule, PlaceStart, PlaceVolcano
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        for move in [PlaceStart(0, 0), PlaceVolcano(1, 0), PlaceModule("brown", 2, -1, 3),
                     PlaceModule("sky", -1, 3, 4), PlaceModule("green", 2, 0, 0), PlaceModule("purple3", 3, -1, 4),
                     PlaceModule("purple2a", -1, -1, 1), PlaceModule("purple2b", -2, -1, 1)]:
            session.apply(move)
        assert ConfirmLayout() in session.legal_moves()
        screen = app.start_game(session)
        await settle(pilot)
        await pilot.press("enter")  # confirmed on the table
        await settle(pilot)
        await pilot.pause(0.2)
        boards, right = screen.query_one("#restore-boards"), screen.query_one("#restore-right")
        assert session.state.phase != "build"
        assert boards.outer_size.width + right.outer_size.width > screen.query_one("#board-area").content_region.width
        assert screen.query_one("#restore-play").has_class("-narrow")  # so the main board went under


WIDE_LAYOUT = "start 0 0, volcano 1 0, brown 2 -1 3, sky -1 3 4, green 2 0 0, purple3 3 -1 4, purple2a -1 -1 1, purple2b -2 -1 1"


async def test_a_custom_board_wider_than_80_columns_scrolls_to_the_cursor_s_hex(make_app):
    """At 80x24 a review's custom board, 8 hexes across, lost its last hex past the slot's
    edge: the slot scrolls sideways, and an arrow onto that hex brings it into sight."""
    from engine.restore.events import ConfirmLayout, PlaceModule, PlaceStart, PlaceVolcano
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        for part in WIDE_LAYOUT.split(", "):
            name, *numbers = part.split()
            kind = {"start": PlaceStart, "volcano": PlaceVolcano}.get(name)
            session.apply(kind(*map(int, numbers)) if kind else PlaceModule(name, *map(int, numbers)))
        session.apply(ConfirmLayout())
        screen = app.start_game(session)
        await settle(pilot)
        await pilot.press("enter")  # a disc taken: Blue's board is where it goes
        await settle(pilot)
        board, area = screen.query_one("#hex-0", HexBoard), screen.query_one("#board-area")
        assert session.state.phase == "place" and app.focused is board
        assert board.outer_size.width > area.content_region.width  # wider than the slot
        xs = board._col
        far = max(range(len(xs)), key=xs.__getitem__)
        row = next(r for r in board._rows if far in r)
        board.cursor = row[row.index(far) - 1]
        await pilot.press("right")
        await pilot.pause()
        assert board.cursor == far and area.scroll_x > 0
        left = board.region.x + board._col[far]  # the cell's first column on screen
        assert area.content_region.x <= left and left + CELL <= area.content_region.right
        await pilot.press("shift+left")  # the slot scrolls sideways by key too
        assert area.scroll_x < area.max_scroll_x
        await pilot.press("shift+right", "shift+right")
        assert area.scroll_x == area.max_scroll_x
        # the next turn's Collector on the main board, at the slot's left: the slot scrolled
        # back (it stayed on the far hex, the main board's A and the cursor out of sight)
        screen.play(next(m for m in session.legal_moves() if m.cell != far))
        await settle(pilot)
        assert session.state.phase == "collect" and session.to_act == 0
        main = screen.query_one(MainBoard)
        assert app.focused is main and area.scroll_x == 0


async def test_at_80x24_the_table_s_rows_scroll_sideways_and_its_words_wrap_to_the_slot(make_app):
    """At 80x24 the table's hex rows wrapped and broke the grid (a review); rows that do not fit
    now scroll sideways on their own, and the words above and below wrap to the slot."""
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        await pilot.press(*["right"] * 5)
        await pilot.pause()
        table, area = screen.query_one(LayoutTable), screen.query_one("#board-area")
        scroll = table.query_one("#layout-scroll")
        assert scroll.max_scroll_x > 0 and scroll.scroll_x > 0  # the piece at (5, 0), scrolled to
        assert area.max_scroll_x == 0  # the slot itself does not scroll sideways: the words stay whole
        assert table.query_one("#layout-foot").size.width <= area.content_region.width
        rows = str(table.query_one("#layout-rows").render()).splitlines()
        assert len(rows) == 11  # the table area's 11 rows, none wrapped


async def test_at_80x24_a_module_carried_to_the_table_s_edge_stays_whole_in_sight(make_app):
    """The table scrolled sideways to a module's anchor hex alone: carried right, the rest of
    it stood past the slot's edge (a review saw "[GRE] [RUI] [GR")."""
    from engine.restore.events import PlaceStart, PlaceVolcano
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        session.apply(PlaceStart(0, 0))
        session.apply(PlaceVolcano(1, 0))
        screen = app.start_game(session)
        await settle(pilot)
        table = screen.query_one(LayoutTable)
        scroll = table.query_one("#layout-scroll")
        for _ in range(8):
            await pilot.press("right")
            await pilot.pause()
            lines = str(table.query_one("#layout-rows").render()).splitlines()
            left, width = int(scroll.scroll_x), scroll.scrollable_content_region.width
            carried = sum(len(re.findall(r"\[\w+\]", line)) for line in lines)
            shown = sum(len(re.findall(r"\[\w+\]", line[left:left + width])) for line in lines)
            assert type(table.piece).__name__ == "PlaceModule" and carried >= 2 and shown == carried
        assert scroll.scroll_x > 0


async def test_at_80x24_a_volcano_that_does_not_fit_stays_whole_in_sight(make_app):
    """The reason a piece does not fit lengthened the words under the table, a scrollbar came
    and narrowed the slot after the table had scrolled for the wider one: the Volcano showed
    as "[VO" (a review)."""
    from engine.restore.events import PlaceStart
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        session.apply(PlaceStart(0, 0))
        screen = app.start_game(session)
        await settle(pilot)
        table = screen.query_one(LayoutTable)
        scroll = table.query_one("#layout-scroll")
        reasons = 0
        for _ in range(5):
            await pilot.press("right")
            await settle(pilot)
            lines = str(table.query_one("#layout-rows").render()).splitlines()
            left, width = int(scroll.scroll_x), scroll.scrollable_content_region.width
            reasons += "does not fit" in str(table.query_one("#layout-foot").render())
            assert type(table.piece).__name__ == "PlaceVolcano"
            assert sum("[VOL]" in line[left:left + width] for line in lines) == 1, (left, width, lines)
        assert reasons


def test_the_restore_screen_is_registered_and_restore_loads_lazily():
    assert screen_class_for("restore") is RestoreScreen
    code = ("import sys, tui.app; from tui.screens.game import screen_class_for; "
            "assert screen_class_for('restore').__name__ == 'RestoreScreen'; "
            "sys.exit(1 if 'engine.restore' in sys.modules else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# -- snapshots ----------------------------------------------------------------------------------
def seeded_session(seed: int, human_decisions: int | None) -> Session:
    """Human vs greedy; the human's decisions made by the greedy bot for `human_decisions`
    decisions (None: to the end of the game)."""
    session = Session(GAME, list(HUMAN_VS_GREEDY), seed=seed)
    session.advance()
    rng = random.Random(seed)
    n = 0
    while not session.over and (human_decisions is None or n < human_decisions):
        session.apply(GAME.bots["greedy"](GAME, session.view(0), session.legal_moves(), 0, rng))
        session.advance()
        n += 1
    return session


def snapshot_app(make_app, session: Session):
    app = make_app({"restore": GAME}, seed=session.seed)

    async def run_before(pilot) -> None:
        await start_existing(app, pilot, session)

    return app, run_before


async def start_existing(app, pilot, session: Session) -> None:
    await pilot.pause()
    app.start_game(session)
    await settle(pilot)


def test_snapshot_opening(snap_compare, make_app):
    app, run_before = snapshot_app(make_app, seeded_session(4, 0))
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_mid_game_placing(snap_compare, make_app):
    session = seeded_session(4, 21)  # ten turns each, then Blue has just taken a disc
    assert session.state.phase == "place"
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_final_scores(snap_compare, make_app):
    session = seeded_session(4, None)
    assert session.over
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=(120, 40), run_before=run_before)


async def test_the_worker_s_mark_leaves_its_disc_s_code_and_left_bracket_whole(make_app):
    """The Worker's @ took the place of its disc's opening bracket ('@Owl >': a review), then of
    the code's last character ('{@P1*}' read as one Energy icon, not two: a review); it goes
    over the right bracket, the left one naming the region, every cell 6 wide."""
    from engine.restore.content import DISCS
    from engine.restore.view import BRACKETS

    app = make_app({"restore": GAME})
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, 2)
        board = screen.query_one("#hex-0", HexBoard)
        await pilot.press("enter")  # take a disc
        await settle(pilot)
        await pilot.press("enter")  # and place it: the Worker moves onto it
        await settle(pilot)
        worker = screen.session.state.players[0].worker
        assert board.shape.kind[worker] not in ("start", "volcano")
        line = "".join(seg.text for seg in board.render_line(1 + board._row_of(worker)))
        left = BRACKETS[board.shape.region[worker]][0]
        cells = board._rows[board._row_of(worker)]
        drawn = [line[board._col[i]:board._col[i] + CELL] for i in cells]
        disc = screen.session.state.players[0].board[worker]
        assert drawn[cells.index(worker)] == f"{left}{DISCS[disc].code}@", drawn
        assert all(cell[0] in "[({<|^" and cell[-1] in "])}>|^@" for cell in drawn), drawn


async def test_markup_in_seat_names_is_shown_literally_on_the_restore_screen(make_app):
    app = make_app({"restore": GAME}, seed=6)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=6,
                             seats=[SeatSpec("[/]"), SeatSpec("[link=x]Eve", "greedy")])
        boards = [screen.query_one(f"#hex-{i}", HexBoard) for i in (0, 1)]
        assert "Blue: [/]" in boards[0].title and "Yellow: [link=x]Eve" in boards[1].title
        title = "".join(seg.text for seg in boards[1].render_line(0))
        assert "[link=x]Eve" in title
        await pilot.press("enter")  # take a disc: the screen redraws with both names
        await settle(pilot)
        assert "Ann" not in screen.status_text() and "[/] to act" in screen.status_text()


async def test_a_variant_1_layout_that_cannot_be_finished_says_what_to_do(make_app):
    """A reviewer placed the Volcano far from the Starting Tile and every module around it:
    only lifts were left, and the prompt still said "build the board shape"."""
    from engine.restore.events import PlaceStart, PlaceVolcano
    from engine.restore.setup import layout_problem
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=7, options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        prompt = lambda: str(screen.query_one("#restore-prompt").render())  # noqa: E731
        assert "(q, r) is a hex's place, (0, 0) the centre" in screen.query_one("#restore-build").text
        assert isinstance(screen.focused, LayoutTable)  # arrows and enter work from the start
        for move in [PlaceStart(0, 0), PlaceVolcano(0, -4)] + [None] * 5:
            session.apply(move or session.legal_moves()[0])
        screen.refresh_view()
        await settle(pilot)
        table = screen.query_one(LayoutTable)
        last = session.legal_moves()[0]
        table.follow(last)  # the last module fits where it stands, but what it leaves is said first
        assert screen.why_refused(last) is None
        assert "fits, but the layout would then break a rule: Variant 1:" in table.text
        table.focus()
        await pilot.press("enter")  # stays in hand, as a piece that does not fit (a review laid it)
        await pilot.pause()
        assert session.legal_moves()[0] == last and table.piece == last
        assert app._notifications and "Not laid: the layout would then break a rule" in list(app._notifications)[-1].message
        session.apply(last)  # the move list still lays it
        screen.refresh_view()
        await settle(pilot)
        # the rule the layout breaks, by name (it said only "no gapless layout is left": a review),
        # on the table, where the room is (in the prompt's two lines it was cut short)
        table = screen.query_one(LayoutTable).text
        assert "cannot be finished" in prompt() and "the table says why" in prompt()
        assert f"This layout cannot be finished: {layout_problem(session.state)}. ctrl+z" in table
        assert "completely surrounded by modules (the hex" in table or "fits nowhere" in table


async def test_tab_goes_between_the_board_of_the_decision_and_the_move_list(make_app):
    """A newcomer placing a disc pressed tab, then enter: the focus had gone to the main board,
    where nothing could be chosen, and enter did nothing. Only the decision's board takes it."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=3)
        assert isinstance(app.focused, MainBoard)  # Step 1: the main board
        await pilot.press("enter")  # take the disc the cursor shows
        await settle(pilot)
        assert screen.session.state.phase == "place" and isinstance(app.focused, HexBoard)
        seen, area, frames = set(), screen.query_one("#board-area"), {}
        for _ in range(4):
            await pilot.press("tab")
            await pilot.pause()
            seen.add(type(app.focused).__name__)
            # the boards' frame is lit while a board in it has the keys
            inside = area in app.focused.ancestors
            assert area.has_class("-lit") == inside
            frames[inside] = area.styles.border_top
        assert "MainBoard" not in seen and "HexBoard" in seen
        assert frames[True] != frames[False]


async def test_an_arrow_at_the_board_s_edge_goes_on_to_the_move_list(make_app):
    """Arrows stopped at the edge of the board to place on and went nowhere (a review: as if
    the rest of the screen were out of reach); they go on as Chronocritters' do."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await start(app, pilot, seed=3)
        await pilot.press("enter")  # take the disc the cursor shows
        await settle(pilot)
        board = app.focused
        assert isinstance(board, HexBoard) and board.active
        edge = board._rows[-1][-1]  # the bottom row's last cell: right is the edge
        board.cursor = edge
        assert "cursor" in board.cell_text(edge)[3]
        await pilot.press("right")
        await pilot.pause()
        assert isinstance(app.focused, MovePicker) and board.cursor == edge
        # the board's cursor goes with the focus: it stood on a cell while enter in the list
        # played another (a review)
        assert "cursor" not in board.cell_text(edge)[3]
        await pilot.press("shift+tab")
        await pilot.pause()
        assert app.focused is board and "cursor" in board.cell_text(edge)[3]
        await pilot.press("left")  # inside the board an arrow still moves the cursor
        assert app.focused is board and board.cursor == board._rows[-1][-2]


async def test_a_letter_key_from_the_move_list_hands_the_focus_to_the_board_to_place_on(make_app):
    """From the move list, c took a disc and the arrows stayed on the list while the prompt
    said 'place ... on a + space — arrows enter' (a review, 2 of 2)."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=3)
        screen.query_one(MovePicker).focus()
        await pilot.pause()
        letter = next(chr(ord("a") + m.space) for m in screen.session.legal_moves())
        await pilot.press(letter)
        await settle(pilot)
        assert screen.session.state.phase == "place" and isinstance(app.focused, HexBoard)


async def test_the_move_list_highlights_what_enter_on_the_focused_board_plays(make_app):
    """The move list's highlight stood on move 1 while enter played the board's cursor (a
    review of Restart's screen, the same here): it follows the cursor on both boards."""
    app = make_app({"restore": GAME}, seed=8)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=8)
        session, picker, main = screen.session, screen.query_one(MovePicker), screen.query_one(MainBoard)

        def highlighted():
            return None if picker.highlighted is None else picker.moves[picker.highlighted]

        assert screen.focused is main and highlighted() == Collect(main.cursor)
        await pilot.press("right")
        while highlighted() != Collect(main.cursor):  # a space pointing nowhere has no move...
            assert highlighted() is None  # ...and the list highlights none (it kept the last)
            await pilot.press("right")
        chosen = highlighted()
        await pilot.press("enter")
        await settle(pilot)
        assert played_after(session, session.depth - 1) == chosen
        board = screen.query_one("#hex-0", HexBoard)
        assert screen.focused is board and highlighted() == Place(board.cursor, False)
        for key in ("right", "down", "left"):
            await pilot.press(key)
            assert highlighted() == Place(board.cursor, False) or Place(board.cursor, False) not in picker.moves


async def test_up_and_down_zigzag_under_the_column_they_began_in(make_app):
    """Down took the nearer hex to the left every time, so a run of Down drifted down-left
    across the board (a review): Up and Down aim at the column where their run began, and
    Up retraces Down."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start(app, pilot, seed=3)
        board = screen.query_one("#hex-0", HexBoard)
        rows, xs = board._rows, board._x
        start_cell = rows[0][len(rows[0]) // 2]
        board.cursor = start_cell
        path = [start_cell]
        for _ in rows[1:]:
            board.action_move(0, 1)
            path.append(board.cursor)
        for row, cell in zip(rows, path):
            assert cell in row and abs(xs[cell] - xs[start_cell]) == min(abs(xs[i] - xs[start_cell]) for i in row)
        assert len({xs[c] for c in path}) > 1  # the rows are offset: it zigzags
        for _ in rows[1:]:
            board.action_move(0, -1)
            path.pop()
            assert board.cursor == path[-1]
        board.action_move(1, 0)  # a sideways step begins a new run where it lands
        column = board.cursor
        board.action_move(0, 1)
        assert abs(xs[board.cursor] - xs[column]) == 1


async def test_the_main_board_goes_under_a_board_too_wide_to_stand_beside_it(make_app):
    """A custom board 10 hexes across at 120 columns pushed the main board's column D off the
    screen, and the move list offered a disc there (a review): side by side only when both fit."""
    app = make_app({"restore": GAME}, seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start(app, pilot, seed=3)
        play = screen.query_one("#restore-play")
        assert not play.has_class("-narrow")  # a printed shape fits beside it
        for board in screen.query(HexBoard):
            board._width = 90  # as wide as a long custom board
            board.refresh(layout=True)
        await pilot.pause()
        screen._fit_side_by_side()
        await settle(pilot)
        assert play.has_class("-narrow")
        main = screen.query_one(MainBoard)
        assert main.region.right <= screen.query_one("#board-area").region.right


async def test_an_arrow_at_the_main_board_s_edge_goes_on_and_never_wraps_round(make_app):
    """Left from A went round to D, and enter took D's disc (a review)."""
    app = make_app({"restore": GAME}, seed=8)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=8)
        main = screen.query_one(MainBoard)
        main.focus()
        main.cursor = 0  # A
        await pilot.press("right", "left")
        await pilot.pause()
        assert main.cursor == 0 and screen.focused is main
        drawn = lambda: "".join(main.render_line(y).text for y in range(main.size.height))  # noqa: E731
        assert "»" in drawn()
        await pilot.press("left")  # the edge: the focus goes on, the cursor stays
        await pilot.pause()
        assert main.cursor == 0 and screen.focused is not main
        assert "»" not in drawn()  # undrawn: enter no longer takes that disc (a review)


async def test_s_lays_a_printed_shape_in_variant_1_and_leaves_the_confirmation_to_the_player(make_app):
    """A review could build a board only by copying coordinates out of the data: s lays one of
    the printed shapes, each step a logged move, up to the confirmation."""
    from engine.restore.events import ConfirmLayout
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        assert "or press s to lay a printed shape" in str(screen.query_one("#restore-prompt").render())
        await pilot.press("s")
        await settle(pilot)
        assert session.state.phase == "build" and ConfirmLayout() in session.legal_moves()
        assert session.depth == 2 + 6  # the Starting Tile, a Volcano Tile and the six modules
        laid = [n.message for n in app._notifications if n.title == "Printed shape"]
        assert laid[0].startswith("Dubara is laid")  # which one it is (the first with a volcano)
        # not "build the board shape piece by piece" once every piece is down (a review)
        assert str(screen.query_one("#restore-prompt").render()).startswith(
            "Blue (Ann): every piece is laid: enter confirms the shape")
        await pilot.press("s")  # nothing more to lay: the confirmation is the player's
        await settle(pilot)
        assert session.depth == 8 and [n.title for n in app._notifications].count("Printed shape") == 2
        screen.query_one(MovePicker).focus()
        picker = screen.query_one(MovePicker)
        picker.highlighted = picker.moves.index(ConfirmLayout())
        await pilot.press("enter")
        await settle(pilot)
        assert session.state.phase != "build"
        await pilot.press("s")  # not now: said
        await settle(pilot)
        assert any("only while you build a Variant 1 board" in n.message for n in app._notifications)


async def test_s_dims_once_the_pieces_laid_leave_every_printed_shape(make_app):
    """The footer offered s after a first piece no printed shape starts from, and s then said
    none goes on (a review): it dims there, and pressed says why."""
    from textual.widgets._footer import FooterKey

    from engine.restore.setup import plan_moves
    from engine.restore.state import Options

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True, volcanoes=1))
        screen = app.start_game(session)
        await settle(pilot)
        key = lambda: next(k for k in screen.query(FooterKey) if k.key == "s")  # noqa: E731
        assert not key().has_class("-disabled")
        screen.play(next(m for m in session.legal_moves() if m not in plan_moves(session.state)))
        await settle(pilot)
        assert session.state.phase == "build" and not plan_moves(session.state)
        assert key().has_class("-disabled")
        depth = session.depth
        await pilot.press("s")
        await settle(pilot)
        assert session.depth == depth
        assert any(n.message.startswith("no printed shape goes on from the pieces laid") for n in app._notifications)


async def test_escape_from_the_move_filter_gives_the_focus_back_to_the_board(make_app):
    """`/` from a board, then escape: the filter closed into the move list, and the arrows
    moved the list, not the board's cursor (a review needed four tabs to get back)."""
    from tui.widgets.move_picker import MoveFilter

    app = make_app({"restore": GAME}, seed=2)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(app, pilot, seed=2)
        board = app.focused
        assert isinstance(board, (MainBoard, HexBoard))
        await pilot.press("slash", *"e6", "escape")
        await pilot.pause()
        assert not screen.query_one(MoveFilter).display and app.focused is board
        await pilot.press("slash", *"take", "enter", "escape")  # from the list it went to: the list keeps it
        await pilot.pause()
        assert isinstance(app.focused, MovePicker)


async def test_p_says_why_it_cannot_pay_in_the_rules_words(make_app):
    """With 1 Energy, p said "no empty space to pay for, or less than 2 Energy" (a review): it
    now says which, as the rules refuse a paid placement."""
    rng = random.Random(1)
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bea")], seed=6)
    while not (session.state.phase == "place" and session.state.players[session.to_act].energy < 2):
        session.advance()
        session.apply(rng.choice([m for m in session.legal_moves() if not getattr(m, "paid", False)]
                                 or session.legal_moves()))
    session.advance()
    have = session.state.players[session.to_act].energy
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await start_existing(app, pilot, session)
        await pilot.press("p")
        await pilot.pause()
        assert f"ignoring adjacency costs 2 Energy; you have {have}" in messages(app)[-1], messages(app)


async def test_p_says_paying_opens_nothing_before_it_speaks_of_energy(make_app):
    """With 1 Energy and no empty space next to the Worker, p said paying costs 2 Energy: with 2
    it would still open nothing, as every empty space is free (helper-303)."""
    from engine.restore.setup import shape_of
    from engine.restore.turn import free_spaces

    rng = random.Random(0)
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bea")], seed=0)
    session.advance()
    for _ in range(200):
        s = session.state
        if s.phase == "place" and not free_spaces(shape_of(s), s.players[session.to_act])[0] \
                and s.players[session.to_act].energy < 2:
            break
        session.apply(rng.choice([m for m in session.legal_moves() if not getattr(m, "paid", False)]))
        session.advance()
    assert session.state.phase == "place"
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await start_existing(app, pilot, session)
        await pilot.press("p")
        await pilot.pause()
        assert "every empty space you may use is free now" in messages(app)[-1], messages(app)


async def test_the_move_list_names_its_enter_in_the_footer_while_it_has_moves(make_app):
    """The footer named no key of the move list: a review took it for unfocused and played a
    move with down and enter. Its enter shows while it has moves, and goes with them."""
    app = make_app({"restore": GAME})
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, 2)
        footer = lambda: {k.description for k in screen.query(FooterKey)}  # noqa: E731
        assert "Play" not in footer()  # the main board has the keys
        screen.query_one(MovePicker).focus()
        await settle(pilot)
        assert "Play" in footer()
        screen.query_one(MovePicker).show_moves([], "the game is over")
        await settle(pilot)
        assert "Play" not in footer()


async def test_a_legal_collector_letter_keeps_its_seat_s_colour(make_app):
    """In the colour-blind, high-contrast and light palettes the legal colour is a seat's own:
    Blue's legal letters "B C D" read as Yellow's (a review of themes). A legal letter keeps its
    seat's colour, bold and underlined; a legal disc still takes the legal colour and a •."""
    app = make_app({"restore": GAME})
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=5)
        main = screen.query_one(MainBoard)
        assert main.chooser == 0 and main.legal
        blue = main.get_component_rich_style("main-board--seat0", partial=True).color
        legal = [col for col in main.legal if col != main.cursor]
        assert legal
        segments = list(main.render_line(0))
        for col in legal:
            letter = next(s for s in segments if s.text == LABELS[0][col])
            assert letter.style.color == blue and letter.style.underline and letter.style.bold


async def test_the_move_played_again_after_undo_gets_the_bot_s_reply_it_had(make_app):
    """Undo, then the same placement: greedy's tie-break drew from its random stream anew and
    placed elsewhere, a branch nobody played (a review); it now replies as it did, and says so."""
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(app, pilot, seed=5)
        session = screen.session
        rng = random.Random(5)
        while True:  # up to the human's first placement, then the bot's reply
            move = pick(session, rng)
            assert screen.play(move)
            await settle(pilot)
            if isinstance(move, Place):
                break
        nodes, here = len(session.tree), session.cursor
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert screen.play(move)
        await settle(pilot)
        assert len(session.tree) == nodes and session.cursor == here  # the same line, no branch
        assert any(n.title == "As played before" for n in app._notifications)


async def test_the_board_s_frame_names_the_shape_and_variant_2(make_app):
    """A review found the variants named nowhere on the game screen (only in the help): the
    board's frame says the shape and Variant 2, as `rewind replay` does."""
    from engine.restore.state import Options

    app = make_app({"restore": GAME})
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, list(HUMAN_VS_GREEDY), seed=2,
                                        options=Options(shape="nile-nexus", lake_variant=True)))
        await settle(pilot)
        assert str(screen.query_one("#board-area").border_title) == "Restore - Nile Nexus - Variant 2 lakes"
        screen = app.start_game(Session(GAME, list(HUMAN_VS_GREEDY), seed=2, options=Options(custom_shape=True)))
        await settle(pilot)
        assert str(screen.query_one("#board-area").border_title) == "Restore - Custom shape"


def test_a_large_hex_names_its_disc_s_kind_and_leaves_its_figures_to_the_code():
    """On a large terminal a hex's second line read "Lake (1" and "Purifie..." cut to its 8
    cells (a review): it names the kind, whose figures the code above it gives; an animal's
    kind too, where its species repeated the code ("Deer" / "Deer": a review)."""
    from engine.restore.content import DISCS
    from engine.restore.setup import shape_of

    state = GAME.initial_state(GAME.Options(), 2)
    board, shape, player = HexBoard(0), shape_of(state), state.players[0]
    board.shape, board.player = shape, player
    space = next(i for i, kind in enumerate(shape.kind) if kind == "space")
    named = {}
    for disc in DISCS:
        player.board[space] = disc.id
        named[disc.code] = board._disc_name(space)
    assert named["Lk *"] == "Lake" and named["P1**"] == "Purifier" and named["F3  "] == "Forest"
    assert named["M5L "] == "Mission" and named["Wolf"] == named["Rabb"] == "Animal"


def test_the_legend_takes_two_columns_where_they_fit_and_loses_no_word():
    """At 200x60 the legend, wrapped at 72, left half the width blank and ran 22 lines under the
    boards (a review): where two columns of TWO_COLUMNS fit, it is laid out in two, each line
    within the width, an item's code never left at a line's end."""
    from tui.widgets.restore_text import TWO_COLUMNS, legend

    one = legend()
    assert max(map(len, one.split("\n"))) <= 72
    for width in (60, 68, 2 * TWO_COLUMNS + 1):  # one column, at the width there is: at 100x62
        narrow = legend(width)  # the panel's 68 wrapped lines laid out at 72 mid-sentence (helper-287)
        assert max(map(len, narrow.split("\n"))) <= width and sorted(narrow.split()) == sorted(one.split())
    for width in (2 * TWO_COLUMNS + 2, 112, 140):
        two = legend(width)
        lines = two.split("\n")
        assert max(map(len, lines)) <= width and len(lines) < len(one.split("\n")) - 4, width
        assert sorted(two.split()) == sorted(one.split())  # the same words, rewrapped
        assert not any(re.search(r"(M5L|▼ ▶|1/Vt|\* one|b Brown \[)$", line.rstrip()) for line in lines)
    assert "spaces " in lines[1] and "bonus " in lines[1]  # the entries side by side


async def test_the_collector_letters_leave_the_palette_once_the_game_is_over(make_app):
    """After the game's end the command palette still offered "Collector to A" (a review)."""
    app = make_app({"restore": GAME})
    async with app.run_test(size=SIZE) as pilot:
        await start_existing(app, pilot, seeded_session(4, 2))
        screen = app.screen
        assert screen.check_action("collector", ("A",)) or screen.check_action("collector", ("E",))
        await start_existing(app, pilot, seeded_session(4, None))
        assert app.screen.session.over
        assert not any(app.screen.check_action("collector", (x,)) for x in "ABCDEFGH")


async def test_r_on_the_full_opening_board_asks_before_paying_for_nothing(make_app):
    """On Blue's first turn the main board is full: a paid replenish draws nothing and only
    throws 2 Energy away (NOTES 2). `r` took them at once (helper-282): it asks first, and
    keeping the Energy changes nothing."""
    from tui.widgets.dialogs import Choice
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bea")], seed=3)
    session.advance()
    session.apply(SetCollector(0))  # Yellow's first Collector
    session.advance()
    assert session.to_act == 0 and -1 not in session.state.main and Replenish() in session.legal_moves()
    app = make_app({"restore": GAME}, seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await start_existing(app, pilot, session)
        depth = session.depth
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and "draws nothing" in app.screen.question
        await pilot.press("escape")
        await pilot.pause()
        assert session.depth == depth and session.state.players[0].energy == 2
        await pilot.press("r", "enter")
        await settle(pilot)
        assert session.tree.event[session.path()[depth]] == Replenish()
        assert session.state.players[0].energy == 0
