"""At the end: the score table by category and a score-over-time chart for every seat."""
from __future__ import annotations

import pytest

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from tests.tiny_game import GAME
from tests.tui.conftest import settle
from tui.widgets import ScoreTable
from tui.widgets.score_chart import ScoreChart, resample, sparkline


def test_sparkline_and_resampling():
    assert sparkline([0, 4, 8], 8) == " ▄█"
    assert resample(list(range(100)), 5) == [0, 25, 50, 74, 99]
    assert resample([1, 2], 5) == [1, 2]


async def finished(app, pilot, game=RESTORE, bot="greedy", seed=4):
    """The screen of a bot game played to its end."""
    session = Session(game, [SeatSpec("Ann", bot), SeatSpec("Bo", bot)], seed)
    session.advance()
    screen = app.start_game(session)
    await settle(pilot)
    return screen


async def test_restore_ends_with_categories_and_a_chart_per_seat(make_app):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(120, 45)) as pilot:
        screen = await finished(app, pilot)
        session = screen.session
        table, chart = screen.query_one(ScoreTable), screen.query_one(ScoreChart)
        assert table.display and chart.display
        outcome = session.outcome()
        assert set(outcome.scores[0].categories) >= {"Animals", "Forests", "Lakes"}
        assert [s[-1] for s in chart.series] == [s.total for s in outcome.scores]
        decisions = sum(1 for r in session.events() if r.seat >= 0)
        assert [len(s) for s in chart.series] == [decisions + 1] * 2
        rendered = [str(line) for line in chart.render().renderables]
        assert rendered[1].startswith("Ann ") and rendered[2].startswith("Bo ")


async def test_a_restore_instant_win_says_how_the_game_ended_once(make_app):
    """'Bo wins — instant win: Yellow completed a third Mission disc' (so worded then) was followed by 'Game
    end: Third mission marker' (a review): the winner's line, read first, says it alone."""
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await finished(app, pilot, seed=1)  # Yellow's third Mission marker at event 140
        table = screen.query_one(ScoreTable)
        assert screen.session.outcome().end == "third-mission-marker"
        text = "\n".join(strip.text for strip in table.render_lines(table.region.reset_offset))
        assert "Bo wins — instant win: a third Mission disc completed" in text, text
        assert "Game end" not in text and "marker" not in text.lower(), text


# one game by default (the screens share the footer); each of the others under slow
@pytest.mark.parametrize("name", ["restart", pytest.param("restore", marks=pytest.mark.slow),
                                  pytest.param("chronocritters", marks=pytest.mark.slow)])
async def test_a_finished_game_s_footer_names_the_key_that_leaves_it(make_app, name):
    """Only the help said that q leaves a game; at its end, when leaving is what is left to
    do, the footer says it too, in every game (in play the footer has no room for it)."""
    from textual.widgets._footer import FooterKey

    from engine.registry import GAMES
    from tui.widgets import SteadyFooter
    from tui.widgets.dialogs import Choice

    game = GAMES[name]
    app = make_app({name: game})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await finished(app, pilot, game, "random")
        footer = screen.query_one(SteadyFooter)
        keys = {k.key: k for k in footer.query(FooterKey)}
        assert "q" in keys and keys["q"].description == "Quit"
        assert keys["q"].region.right <= keys["ctrl+p"].region.x  # whole on screen
        await pilot.press("ctrl+z")  # in play again: the footer's room goes to the game's keys
        await pilot.pause()
        assert "q" not in {k.key for k in footer.query(FooterKey)}
        await pilot.press("q")  # and q still leaves
        await pilot.pause()
        assert isinstance(app.screen, Choice)


async def test_a_game_without_running_scores_shows_no_chart(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await finished(app, pilot, GAME, "random")
        assert screen.query_one(ScoreTable).display
        assert not screen.query_one(ScoreChart).display


async def test_at_80x24_a_finished_game_keeps_rows_for_its_board_without_the_chart(make_app):
    """The final scores and the score chart squeezed Restore's board to one line at 80x24;
    the chart shows from 30 rows."""
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await finished(app, pilot, bot="random")
        assert screen.query_one(ScoreTable).display and not screen.query_one(ScoreChart).display
        assert screen.query_one("#board-area").region.height >= 8
        await pilot.resize_terminal(100, 40)
        await settle(pilot)
        assert screen.query_one(ScoreChart).display


async def test_at_80x24_the_score_labels_stay_whole_with_four_players(make_app):
    """'dam majorities' read 'majorit…' and 'resources' 'resourc…' at 80 columns."""
    from engine.chronocritters import GAME as CHRONO

    app = make_app({"chronocritters": CHRONO})
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(CHRONO, [SeatSpec(f"Random bot {i}", "random") for i in range(4)], 3)
        session.advance()
        screen = app.start_game(session)
        await settle(pilot)
        text = "".join(str(s.text) for s in screen.query_one(ScoreTable).render_lines(
            screen.query_one(ScoreTable).region.reset_offset))
        assert "Dam majorities" in text and "Resources" in text and "…" not in text


@pytest.mark.parametrize("dystopia", ["extinction", pytest.param("oceanrise", marks=pytest.mark.slow)])
async def test_at_80x24_a_four_player_restart_shows_every_seat_s_column(make_app, dystopia):
    """Extinction's and Oceanrise's long Plan labels pushed the fourth seat's column off the
    table at 80 columns ('Play…' headed the three left): the labels wrap at spaces when the
    names, wrapped too, leave them no room; from 100 columns the labels stay on one line."""
    from engine.restart import GAME as RESTART

    def lines_of(table):
        return [strip.text for strip in table.render_lines(table.region.reset_offset)]

    app = make_app({"restart": RESTART})
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(RESTART, [SeatSpec(f"Player {i}", "random") for i in range(1, 5)], 3,
                          RESTART.Options(dystopia=dystopia))
        session.advance()
        screen = app.start_game(session)
        await settle(pilot)
        table, outcome = screen.query_one(ScoreTable), session.outcome()
        lines = lines_of(table)
        text = "\n".join(lines)
        total, = [line.strip(" │").split() for line in lines if line.strip(" │").startswith("Total")]
        assert total[1:] == [str(s.total) for s in outcome.scores], text
        head, details = text.split("Game end:")  # the details under it name each player again
        assert head.count("Player") == 4 + 1 and "…" not in text, text  # the four heads, and the winner's line
        assert all(f"Player {i}: Missions: " in details for i in range(1, 5)), text
        words = {word for line in lines for word in line.split()}
        assert {w for c in outcome.scores[0].categories for w in c.split()} <= words, text
        # the reason the game ended is the table's to say: the prompt said it too, on 2 lines
        prompt = str(screen.query_one("#rs-prompt").render())
        assert prompt == "Game over — the final scores are below.", prompt
        assert session.state.end_reason.lower() in text.lower(), text
        await pilot.resize_terminal(100, 30)
        await settle(pilot)
        text = "\n".join(lines_of(table))
        assert all(category in text for category in outcome.scores[0].categories), text


async def test_final_scores_taller_than_a_short_screen_scroll_with_the_board_keys(make_app):
    """At 80x24 a 3-player Chronocritters table (its counting lines under it) ran off the
    screen, its end and bottom edge cut and the board squeezed to nothing (a review): the
    scores scroll in a slot that leaves some board in sight, with [ ] as the board does."""
    from pathlib import Path

    from engine.core.logfile import import_log
    from engine.registry import GAMES

    session = import_log(Path(__file__).parents[1] / "fixtures" / "chronocritters-greedy-3p.jsonl", GAMES)
    app = make_app(GAMES)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.start_game(session)
        await settle(pilot)
        slot, board, table = screen.query_one("#scores-slot"), screen.query_one("#board-area"), screen.query_one(ScoreTable)
        assert session.over and slot.max_scroll_y > 0 and board.size.height > 0
        assert slot.virtual_size.height == table.outer_size.height  # every line of it within reach
        await pilot.press(*["right_square_bracket"] * 4)
        await pilot.pause()
        assert slot.scroll_y == slot.max_scroll_y > 0
        await pilot.press("left_square_bracket")
        await pilot.pause()
        assert slot.scroll_y < slot.max_scroll_y
