"""Every screen at 80x24, 100x30 and 200x60: readable, or a notice naming the size it needs."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from tests.tiny_game import GAME
from tests.tui.conftest import settle

SEATS = [SeatSpec("Ada"), SeatSpec("Bot", "random")]


async def test_restore_plays_at_80x24_with_the_main_board_under_the_hex_boards(make_app):
    """Under 100 columns the main board and the scores go under the hex boards (before, the
    screen asked for 100x30); the widest printed shape (Rio Vertex) fits without a sideways
    scroll, and the focus brings the board of the decision into view: a disc is taken and
    placed by enter."""
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        for shape in ("rio-vertex", "londra-nova"):
            options = RESTORE.Options(shape=shape)
            screen = app.start_game(Session(RESTORE, SEATS, 2, options))
            await settle(pilot)
            assert not screen.query_one("#too-small").display
            assert screen.query_one("#board-area").max_scroll_x == 0, shape
            boards, right = (screen.query_one(f"#restore-{w}").virtual_region for w in ("boards", "right"))
            assert right.y >= boards.bottom, shape  # under, not beside
            app.pop_screen()
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        while screen._view.phase != "collect":
            screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        depth = screen.session.depth
        await pilot.press("enter")  # the main board has the focus, on screen
        await settle(pilot)
        assert screen._view.phase == "place"
        await pilot.press("enter")
        await settle(pilot)
        assert screen.session.depth >= depth + 2
        await pilot.resize_terminal(100, 30)  # side by side again
        await pilot.pause()
        boards, right = (screen.query_one(f"#restore-{w}").virtual_region for w in ("boards", "right"))
        assert right.x >= boards.right and right.y == boards.y


async def test_at_100x30_the_widest_shape_s_main_board_and_scores_are_whole(make_app):
    """The slot's scrollbar gutter was counted as room: Rio Vertex stayed side by side with its
    right column cut by 2 columns ("Fo" for Fox, "Yellow E-"; a review)."""
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 3, RESTORE.Options(shape="rio-vertex")))
        await settle(pilot)
        area, right = screen.query_one("#board-area"), screen.query_one("#restore-right")
        assert right.region.right <= area.scrollable_content_region.right


async def test_at_80x24_the_status_line_wraps_and_at_200x60_the_side_grows(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        seats = [SeatSpec("Ada, Countess of Lovelace and First Programmer"), SeatSpec("Bot", "random")]
        screen = app.start_game(Session(GAME, seats, 2))
        await settle(pilot)
        status = screen.query_one("#status", Static)
        assert str(status.render()).endswith("undo: casual") and status.size.height == 2
        assert "view:" not in str(status.render())  # one human: their view, not said
        assert not screen.query_one("#too-small").display
        side = screen.query_one("#side").size.width
        await pilot.resize_terminal(200, 60)
        await pilot.pause()
        assert status.size.height == 1 and screen.query_one("#side").size.width >= 1.5 * side


@pytest.mark.parametrize("name", ["restart", "restore", pytest.param("chronocritters", marks=pytest.mark.slow)])
async def test_a_chosen_seed_keeps_the_status_on_one_line_at_80x24_in_every_game(make_app, name):
    """A review saw "chance is known (seed chosen)" wrap the status line at 80 columns: with
    the default names, Restart's longest dystopia late in a game (4-digit events) and Restore
    in hot-seat (its "view: Player 2") fit one line, as late in a game as the fixture logs go."""
    from engine.registry import GAMES

    game, against_bot = GAMES[name], [SeatSpec("Player 1"), SeatSpec("Random bot 2", "random")]
    seats, options, last_event = {
        "restart": (against_bot, {"dystopia": "extinction"}, 2575),
        "chronocritters": (against_bot, {}, 505),
        "restore": ([SeatSpec("Player 1"), SeatSpec("Player 2")], {}, 167)}[name]
    app = make_app({name: game})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(game, seats, 5, game.Options(**options)))
        await settle(pilot)
        status = screen.query_one("#status", Static)
        text = str(status.render())
        assert "seeded" in text and status.size.height == 1, text
        late = text.replace(f"event {screen.session.depth} ", f"event {last_event} ")
        assert len(late) <= status.content_size.width, late


async def test_in_hot_seat_the_status_line_fits_80_columns_and_keeps_every_part_at_100(make_app):
    """Hot-seat Restart with the default names (no seed) and hot-seat Chronocritters with a
    chosen seed wrapped the status line at 80 columns ("... │ view: Player 1" on a second
    line): when narrow, the least useful parts go first (the event number, then the view),
    and from 100 columns the line holds them all again."""
    from engine.chronocritters import GAME as CHRONOCRITTERS
    from engine.restart import GAME as RESTART

    hot_seat = [SeatSpec("Player 1"), SeatSpec("Player 2")]
    cases = [(RESTART, None, RESTART.Options(dystopia="extinction")), (CHRONOCRITTERS, 5, None)]
    app = make_app({game.name: game for game, *_ in cases})
    async with app.run_test(size=(80, 24)) as pilot:
        for game, seed, options in cases:
            screen = app.start_game(Session(game, hot_seat, seed, options) if options else
                                    Session(game, hot_seat, seed))
            await settle(pilot)
            if app.screen is not screen:  # Restart's hand-off: Player 1 shows their view
                await pilot.press("enter")
                await settle(pilot)
            status = screen.query_one("#status", Static)
            text = str(status.render())
            assert status.size.height == 1 and "Player 1 to act" in text and "undo: casual" in text, text
            assert ("seeded" in text) == (seed is not None), text
            await pilot.resize_terminal(100, 30)
            await pilot.pause()
            text = str(status.render())
            assert status.size.height == 1 and f"event {screen.session.depth}" in text, text
            assert text.endswith("view: Player 1"), text
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            app.pop_screen()


async def test_restart_wraps_at_80x24_and_scales_up_at_200x60(make_app):
    """No panel line is wider than its panel (long lines wrap at spaces, never cut mid-word);
    on a large terminal the grid's cells widen and name their top cards, and the move list grows."""
    from itertools import takewhile

    from engine.restart import GAME as RESTART
    from engine.restart.content import EVENTS_BY_NUMBER
    from tui.widgets.restart import MindPanel, RestartPanel, SpacetimeGrid

    app = make_app({"restart": RESTART})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTART, SEATS, 1))
        await settle(pilot)
        widths = {}
        for size in ((80, 24), (100, 30), (200, 60)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert not screen.query_one("#too-small").display
            for panel in screen.query(RestartPanel):
                assert panel.shown.width <= panel.size.width, (size, panel)
                # line breaks only where spaces were: the same words, none split
                assert _words(panel.shown) == _words(panel.canvas), (size, panel)
            # the Character's ability wraps once, as a block under its name (it was wrapped
            # at 50 columns and then again, ragged, at 80x24)
            mind = screen.query_one(MindPanel)
            lines = ["".join(t for t, _, _ in line) for line in mind.shown.lines]
            first = next(k for k, line in enumerate(lines) if line.strip().startswith("Once per"))
            block = list(takewhile(lambda line: line.startswith(" " * 14), lines[first:]))
            assert block and all(line[14] != " " for line in block), (size, block)
            grid = screen.query_one(SpacetimeGrid)
            grid_text = "\n".join("".join(t for t, _, _ in line) for line in grid.shown.lines)
            named = [n for n in (EVENTS_BY_NUMBER[c].name.split()[0] for c in grid.data.grid if c > 0)
                     if n in grid_text]
            widths[size] = (screen.query_one("#moves").size.width, grid.size.width, len(named))
        (moves_s, grid_s, named_s), (moves_l, grid_l, named_l) = widths[(80, 24)], widths[(200, 60)]
        assert named_s < named_l
        assert moves_l >= 2 * moves_s and grid_l > grid_s


def _words(canvas) -> list[str]:
    return " ".join("".join(t for t, _, _ in line) for line in canvas.lines).split()


async def test_restore_boards_scale_up_at_200x60(make_app):
    """From 160x48 the hex boards are drawn twice as large (hexes 10 wide, 2 lines tall, a
    placed disc's kind on its second line), and so is the main board (each disc's kind under its
    code, a click on either line taking it); at 100x30 they are as before, and nothing needs a
    sideways scroll."""
    from tui.widgets.hex_board import HexBoard
    from tui.widgets.main_board import MainBoard
    from tui.widgets.restore_text import disc_code, disc_kind

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        sizes = {}
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        for size in ((100, 30), (200, 60)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            sizes[size] = [(b.size.width, b.size.height) for b in (*screen.query(HexBoard), screen.query_one(MainBoard))]
            assert screen.query_one("#board-area").max_scroll_x == 0, size
        small, large = sizes[(100, 30)], sizes[(200, 60)]
        assert all(w2 > 1.5 * w and h2 == 2 * h - 1 for (w, h), (w2, h2) in zip(small[:2], large[:2]))
        assert small[2] == (23, 6) and large[2] == (47, 10)  # 4 spaces of 5 -> 11 columns, rows 1 -> 2 lines
        main = screen.query_one(MainBoard)
        disc = main.main[5]  # row F, column B
        code, words = (main.render_line(y).text[3 + 11:3 + 22] for y in (3, 4))
        assert code.strip().lstrip("•»") == disc_code(disc).strip() and words.strip() == disc_kind(disc)
        assert main.hit(3 + 11 + 5, 3) == main.hit(3 + 11 + 5, 4) == ("cell", 5)
        board = screen.query_one("#hex-0", HexBoard)  # a tile is named under its code too
        start = board.shape.kind.index("start")
        assert "Start" in board.render_line(2 + 2 * board._row_of(start)).text


async def test_chronocritters_boards_grow_in_words_from_160x48(make_app):
    """From 160x48 the disc, the action spots, your board and the dam are drawn larger, with
    words for codes (dice "green 3", quests in full), the portal framed and aligned; the move
    list grows. At every size no row is wider than its board, no word is cut and nothing
    needs a sideways scroll."""
    from engine.chronocritters import GAME as CHRONO
    from engine.chronocritters.text import item_text
    from tests.tui.greedy_tables import stored
    from tui.widgets.chronocritters.canvas import Canvas

    app = make_app({"chronocritters": CHRONO})
    async with app.run_test(size=(100, 30)) as pilot:
        # round 3: quests on both sides of the portal, a completed one (V12✓) on the right
        screen = app.start_game(stored("round3-2p"))
        await settle(pilot)
        view = screen.session.view(0)
        quest = item_text(view.offers["value"][0], view.options)  # "V16 (blue value quest: sum 12-16 -> 4 vp, gold)"
        dice = [f"{d.colour} {d.value}" for d in view.ring if d is not None]
        widths, shown = {}, {}
        for size in ((100, 30), (160, 48), (200, 60)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            assert screen.query_one("#board-area").max_scroll_x == 0, size
            for board in screen.query(Canvas):
                if not board.rows or not board.display:
                    continue
                assert max(sum(len(p.text) for p in row) for row in board.rows) <= board.size.width, (size, board.id)
                assert _canvas_words(board.rows) == _canvas_words(board.built), (size, board.id)
                _assert_portal_aligned(board)
            widths[size] = {b: screen.query_one(f"#cc-{b}").size.width for b in ("disc", "actions", "player", "dam")}
            widths[size]["moves"] = screen.query_one("#moves").size.height
            shown[size] = "\n".join("".join(p.text for p in row) for b in screen.query(Canvas) for row in b.rows)
        for size in ((160, 48), (200, 60)):
            assert all(widths[size][b] > widths[(100, 30)][b] for b in widths[size]), (size, widths)
            assert quest in shown[size] and all(d in shown[size] for d in dice), size
        assert quest not in shown[(100, 30)]


async def test_chronocritters_large_boards_fit_160x48_with_four_players(make_app):
    """A segment of the disc holds up to 6 dice with 4 players: it takes two lines, and the
    table and your board still stand side by side, none cut at the edge."""
    from engine.chronocritters import GAME as CHRONO
    from tui.widgets.chronocritters.canvas import Canvas

    app = make_app({"chronocritters": CHRONO})
    async with app.run_test(size=(160, 48)) as pilot:
        screen = app.start_game(Session(CHRONO, SEATS + [SeatSpec("C", "random"), SeatSpec("D", "random")], 3))
        await settle(pilot)
        area = screen.query_one("#board-area").content_region
        for board in screen.query(Canvas):
            widest = max((sum(len(p.text) for p in row) for row in board.rows), default=0)
            assert board.region.right <= area.right and widest <= board.size.width, board.id


def _canvas_words(rows) -> list[str]:
    return " ".join("".join(p.text for p in row) for row in rows).split()


def _assert_portal_aligned(board) -> None:
    """Every row of the transmission portal has its cells in the same columns, the left quest
    spots end and the right ones start in one column (a spot's text may be shorter)."""
    at: dict[str, list[int]] = {}
    for row in board.rows:
        x = 0
        for piece in row:
            kind, _, name = piece.place.partition(":")
            text = piece.text
            if kind == "cell":
                at.setdefault(f"column {int(name) % 3}", []).append(x)
            elif kind == "qspot" and name.endswith("L") and text.strip():
                at.setdefault("left spots end", []).append(x + len(text.rstrip()))
            elif kind == "qspot" and name.endswith("R") and text.strip():
                at.setdefault("right spots start", []).append(x + len(text) - len(text.lstrip()))
            x += len(text)
    for what, xs in at.items():
        assert len(set(xs)) == 1, (board.id, what, xs)


async def test_chronocritters_wraps_long_rows_at_80x24_and_100x30(make_app):
    """The offers and the others' summary wrap at spaces (a place moves whole to the next
    line); the compact boards keep their shape. No row is wider than its board."""
    from engine.chronocritters import GAME as CHRONO
    from tui.widgets.chronocritters.canvas import Canvas

    app = make_app({"chronocritters": CHRONO})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(CHRONO, SEATS, 2))
        await settle(pilot)
        for size in ((80, 24), (100, 30)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            wrapped = 0
            for board in screen.query(Canvas):
                if not board.rows:
                    continue
                assert max(sum(len(p.text) for p in row) for row in board.rows) <= board.size.width
                shown = " ".join("".join(p.text for p in row) for row in board.rows).split()
                built = " ".join("".join(p.text for p in row) for row in board.built).split()
                assert shown == built, (size, board.id)
                wrapped += len(board.rows) > len(board.built)
            assert wrapped, size  # the offers' year goals at least


async def test_at_80_columns_the_footer_is_compact_and_shows_help_and_hint_whole(make_app):
    """The footer cut its last key at 80 columns, which was ? Help; the hint key was in
    no footer; Restore's r Replenish and p Pay were cut off the end."""
    from textual.widgets._footer import FooterKey

    from tui.widgets import SteadyFooter

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        footer = screen.query_one(SteadyFooter)
        assert footer.compact
        keys = {k.description: k for k in footer.query(FooterKey)}
        palette = keys.pop("palette")
        assert palette.region.right == 80  # to the edge: a letter of a key under it showed there
        for name in ("Help", "Undo", "Hint"):
            assert keys[name].region.right <= palette.region.x, name
        # the room goes to the game's keys, then to redo (just after an undo, it is what to press:
        # a review); export is in ? and the palette
        assert "Export log" not in keys and keys["Redo"].region.right <= palette.region.x
        for phase, name in (("collect", "Replenish"), ("place", "Pay 2")):  # cut off before
            while screen._view.phase != phase:
                screen.play(screen.session.legal_moves()[0])
                await settle(pilot)
            keys = {k.description: k for k in footer.query(FooterKey)}  # rebuilt: the keys changed
            assert keys[name].region.right <= keys["palette"].region.x, name


async def test_at_80x24_the_prompt_stays_in_sight_when_the_board_scrolls_to_the_decision(make_app):
    """Restore and Chronocritters kept their prompt inside the scrolled board: at 80x24 the
    board scrolled to the main board to take a disc and the prompt went off the top."""
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        while screen._view.phase != "collect":
            screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        area = screen.query_one("#board-area")
        prompt = screen.query_one("#restore-prompt")
        assert area.scroll_y > 0  # scrolled down to the main board
        assert prompt.region.y == area.content_region.y and "take a disc" in str(prompt.render())


@pytest.mark.slow  # eight Pilot turns against greedy (8-9 s); the 80x24 Restore layout stays by default
async def test_at_80x24_you_take_a_disc_with_your_board_in_sight_above_the_main_board(make_app):
    """A newcomer chose a disc at 80x24 without seeing the spaces it could go to: their board
    was scrolled away above the other player's. Yours now comes last, just above the main
    board, and both are in sight (its name row too) while you take a disc."""
    import random

    from tui.widgets.hex_board import HexBoard
    from tui.widgets.main_board import MainBoard

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 3))
        await settle(pilot)
        rng = random.Random(1)
        for _ in range(8):  # a few turns in
            screen.play(rng.choice(screen.session.legal_moves()))
            await settle(pilot)
        while screen._view.phase != "collect":
            screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        await pilot.pause()
        slot = screen.query_one("#board-area").content_region
        top = slot.y + screen.query_one("#restore-prompt").region.height
        own, main = screen.query_one(f"#hex-{screen.viewer}", HexBoard), screen.query_one(MainBoard)
        assert top <= own.region.y and own.region.bottom <= main.region.y and main.region.bottom <= slot.bottom
    # hot-seat: the boards trade places, whoever takes a disc sees their board above the main
    # board, both whole (Yellow's was scrolled away above: a review)
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ann"), SeatSpec("Bea")], 3))
        await settle(pilot)
        seen = set()
        for _ in range(12):
            await pilot.press("enter")
            await settle(pilot)
            await pilot.pause()
            if screen._view.phase == "collect":
                slot = screen.query_one("#board-area").content_region
                top = slot.y + screen.query_one("#restore-prompt").region.height
                own, main = screen.query_one(f"#hex-{screen.viewer}", HexBoard), screen.query_one(MainBoard)
                assert top <= own.region.y and own.region.bottom <= main.region.y and main.region.bottom <= slot.bottom
                seen.add(screen.viewer)
        assert seen == {0, 1}


def _restore_hot_seat_at(reached) -> Session:
    """A hot-seat Restore game played at random up to the first state `reached` accepts."""
    import random

    session, rng = Session(RESTORE, [SeatSpec("Ann"), SeatSpec("Bea")], 42), random.Random(1)
    session.advance()
    while not reached(session.state):
        session.apply(rng.choice(session.legal_moves()))
        session.advance()
    return session


async def test_at_120x40_a_bonus_tile_is_chosen_beside_the_board_that_earned_it(make_app):
    """A review chose Blue's bonus tile with only Yellow's board in sight (the piles went to the
    slot's top, beside the lower board), and each of Yellow's turns scrolled the score table's
    heading away: the slot stays at its top while that shows the decision whole, and the board
    whose region was completed stands beside the piles."""
    from tui.widgets.hex_board import HexBoard
    from tui.widgets.restore_panel import RestorePiles, RestoreScores

    reached = [lambda s: s.phase == "bonus" and s.turn == 0, lambda s: s.phase == "bonus" and s.turn == 1,
               lambda s: s.phase == "place" and s.turn == 1 and s.turns_played > 10]
    for case, reach in enumerate(reached):
        app = make_app({"restore": RESTORE})
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.start_game(_restore_hot_seat_at(reach))
            await settle(pilot)
            await pilot.pause()
            area = screen.query_one("#board-area")
            slot = area.content_region
            top = slot.y + screen.query_one("#restore-prompt").region.height
            if case < 2:  # the bonus tile of `case`'s region
                for shown in (screen.query_one(f"#hex-{case}", HexBoard), screen.query_one(RestorePiles)):
                    assert top <= shown.region.y and shown.region.bottom <= slot.bottom, (case, shown)
            else:  # Yellow places
                yellow, scores = screen.query_one("#hex-1", HexBoard), screen.query_one(RestoreScores)
                assert area.scroll_y == 0 and yellow.region.bottom <= slot.bottom
                assert slot.y <= scores.region.y  # the score table's heading in sight


async def test_at_80x24_a_board_in_sight_shows_its_name(make_app):
    """Scrolled just far enough to show the main board, an 80x24 screen showed rows c-g of the
    board above it without its name: whose board was that? The decision's board now comes
    to the top, so each player board in sight shows its name row."""
    from tui.widgets.hex_board import HexBoard

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(Session(RESTORE, SEATS, 2))
        await settle(pilot)
        for phase in ("collect", "place", "collect"):
            while screen._view.phase != phase:
                screen.play(screen.session.legal_moves()[0])
                await settle(pilot)
            await pilot.pause()
            slot = screen.query_one("#board-area").content_region
            top = slot.y + screen.query_one("#restore-prompt").region.height  # under the docked prompt
            for board in screen.query(HexBoard):
                r = board.region
                if r.bottom > top and r.y < slot.bottom:  # some of it is in sight
                    assert r.y >= top, (phase, board.id)


async def test_below_80x24_the_toasts_do_not_cover_the_notice(make_app):
    """"Opened from a log" covered half the notice of the size the game needs (a review)."""
    from engine.registry import GAMES

    app = make_app({"restore": GAMES["restore"]})
    async with app.run_test(size=(60, 15), notifications=True) as pilot:
        screen = app.start_game(Session(GAMES["restore"], SEATS, 1))
        await settle(pilot)
        app.notify("This game comes from a log file.", title="Opened from a log")
        await pilot.pause()
        toasts = screen.query("Toast")
        assert toasts and not any(toast.visible for toast in toasts)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert all(toast.visible for toast in screen.query("Toast"))


@pytest.mark.parametrize("name", ["restore", "restart", "chronocritters"])
async def test_below_80x24_keys_act_on_nothing_unseen_and_the_game_plays_on_when_it_grows(make_app, name):
    """Under the notice the game's widgets are hidden: a page key on the hidden move list
    crashed the app (Textual's line cache is empty while hidden), and enter played a move
    nobody could see. Only help and leaving keys act there."""
    from engine.registry import GAMES
    from tui.screens.help import HelpScreen
    from tui.widgets import MovePicker, SteadyFooter

    game = GAMES[name]
    app = make_app({name: game})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(game, SEATS, 1))
        await settle(pilot)
        depth = screen.session.depth
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert screen.query_one("#too-small").display
        # the footer's keys would act on nothing: it goes, and the notice names what acts
        assert not screen.query_one(SteadyFooter).display
        assert "? shows the help and q leaves the game" in str(screen.query_one("#too-small").render())
        screen.query_one(MovePicker).focus()
        screen.show_state()  # the list shown anew while hidden (as after a bot's reply)
        await pilot.press("pagedown", "pageup", "enter", "b", "a", "ctrl+z", "space")
        await pilot.pause()
        assert app.is_running and screen.session.depth == depth
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")
        await pilot.resize_terminal(100, 30)
        await settle(pilot)
        assert not screen.query_one("#too-small").display and screen.query_one(SteadyFooter).display
        await pilot.press("enter")  # enter plays again
        await settle(pilot)
        assert screen.session.depth > depth


async def test_the_gap_between_restore_s_boards_follows_the_board_that_comes_second(make_app):
    """Under 100 columns your board moves under the other; the blank line between them stayed
    on the board that had been second, above the first board (a review)."""
    from tui.widgets.hex_board import HexBoard

    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(160, 48)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ann"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        for size in ((80, 24), (160, 48)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            first, second = screen.query_one("#restore-boards").children
            assert (first.id, size) == ("hex-1" if size[0] < 100 else "hex-0", size)
            assert isinstance(first, HexBoard) and (first.styles.margin.top, second.styles.margin.top) == (0, 1)
