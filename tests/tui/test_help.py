"""Help for the decision at hand, and "why can't I?" for the last refusal."""
from __future__ import annotations

from textual.widgets import Static

from engine.core import SeatSpec, Session
from engine.restore import GAME as RESTORE
from engine.restore.events import Collect
from engine.restore.view import phase_help
from tests.tui.conftest import settle
from tui.screens.help import HelpScreen


async def test_help_opens_at_the_decision_and_says_why_the_last_move_was_refused(make_app):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ann"), SeatSpec("G", "greedy")], 5))
        await settle(pilot)
        while screen._view.phase != "collect":
            screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        current = screen.session.view(0).players[0].collector
        assert not screen.play(Collect(current))  # the Collector must move: refused
        refusal = screen.last_refusal
        assert refusal.startswith("Step 1")
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)
        text = str(app.screen.query_one("#help-rules", Static).render())
        assert text.index(phase_help(screen._view)[:40]) < text.index("Why can't I? " + refusal[:30])
        assert text.index("Why can't I?") < text.index("Scoring:")
        assert "Chance is known (\"seeded\" on the status line)" in text  # seed 5 was chosen
        await pilot.press("escape")  # after a move the refusal is of another position: not said
        screen.play(screen.session.legal_moves()[0])
        await settle(pilot)
        await pilot.press("f1")
        assert "Why can't I?" not in str(app.screen.query_one("#help-rules", Static).render())


def test_rules_help_is_written_in_paragraphs_and_legends_fit_the_help_box():
    """The help box (74 columns inside) wraps each paragraph itself: a rules text wrapped by
    hand near 95 columns broke again at every line (a ragged "Yellow:" / "rows E-H)..."). Each
    line of a game's rules help ends a statement; a legend's lines, laid out in columns, fit."""
    from engine.registry import GAMES
    from tui.widgets.restore_text import legend

    for game in GAMES.values():
        for line in game.rules_help().split("\n"):
            assert not line or line.rstrip()[-1] in ".:)", (game.name, line)
    assert max(map(len, legend().split("\n"))) <= 72


GLYPHS = {"right": "→", "left": "←", "right_square_bracket": "]", "left_square_bracket": "[",
          "right_curly_bracket": "}", "left_curly_bracket": "{", "plus": "+", "minus": "-",
          "slash": "/", "question_mark": "?", "equals_sign": None}  # None: "=" is "+" without shift, not listed apart


def test_the_library_replay_and_timeline_help_names_every_key_they_bind():
    """Their help listed the home screen's keys, and at 80 columns their footers cut keys."""
    from textual.binding import Binding

    from tui.screens.library import LibraryScreen
    from tui.screens.replay import ReplayScreen
    from tui.screens.seat_log import SeatLogScreen
    from tui.screens.timeline import TimelineScreen

    from tui.app import APP_KEYS

    for screen in (LibraryScreen, ReplayScreen, SeatLogScreen, TimelineScreen):
        shown = [key for keys, _ in screen.HELP_KEYS + APP_KEYS for key in keys.split() if key != "or"]
        listed = set(shown)
        assert len(shown) == len(listed), screen.__name__  # once each ("? f1" was listed twice)
        for binding in Binding.make_bindings(screen.BINDINGS):
            key = GLYPHS.get(binding.key, binding.key)
            assert key is None or key in listed, (screen.__name__, binding.key)


async def test_the_help_fits_a_terminal_too_small_to_play_in(make_app):
    """Under 80x24 the size notice offers help (?); the help box, 80 wide, ran past a 70-column
    screen ('comple', 'retur', 'esc t': a review)."""
    from engine.registry import GAMES

    app = make_app(GAMES)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.query_one("#help-box").region.right <= 70


async def test_why_can_t_i_is_said_to_the_seat_that_was_refused_alone(make_app):
    """A refusal can name a held card ("the grid does not show the pattern of Mission 507"):
    after undo came back to that position behind the hand-off, the next player's help read it
    (a review of hot-seat Restart)."""
    from engine.restart import GAME as RESTART

    app = make_app({"restart": RESTART})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTART, [SeatSpec("Ann"), SeatSpec("Bea")], 3))
        await settle(pilot)
        await pilot.press("enter")  # Ann takes the keyboard
        await pilot.pause()
        assert screen.viewer == 0
        screen.warn("a refusal naming Ann's Mission 507")
        assert "Why can't I? a refusal naming" in screen.help_content()[1]
        screen.viewer = None  # behind a hand-off, where anyone may press ?
        assert "Why can't I?" not in screen.help_content()[1]


async def test_the_help_says_chance_is_secret_when_the_seed_was_not_chosen(make_app):
    app = make_app({"restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(Session(RESTORE, [SeatSpec("Ann"), SeatSpec("G", "greedy")]))  # a secret seed
        await settle(pilot)
        await pilot.press("f1")
        text = str(app.screen.query_one("#help-rules", Static).render())
        assert "Chance is secret" in text and "Chance is known" not in text


def test_each_game_s_rules_open_with_its_goal_and_end():
    """A newcomer's review: the help went straight into turn rules and never said what the
    game is or how it is won; each summary now opens with its goal, before its turn."""
    from engine.registry import GAMES

    for name, words in (("restore", "3 Mission discs wins at once"), ("restart", "Prosperity points"),
                        ("chronocritters", "the most victory points after 7 rounds")):
        rules = GAMES[name].rules_help()
        goal = rules.index("Goal:")
        assert goal < 100 and words in rules[goal:goal + 400], name  # its second line
