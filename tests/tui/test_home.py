"""The home screen: a game, its seats, its options, seed and undo policy, then Start."""
from __future__ import annotations

from typing import Literal

import msgspec
from textual.widgets import Input, Select, Static

from engine import registry
from tests.tiny_game import GAME
from tests.tui.conftest import burst, choose, focus_by_tab, set_select, settle
from tui.app import RewindApp
from tui.screens.game import GameScreen
from tui.screens.handoff import HandOffScreen
from tui.screens.home import HomeScreen, remembered_options, remembered_setup


async def test_pick_the_tiny_game_human_vs_bot_with_the_keyboard(games, tmp_path):
    app = RewindApp(games, seed=99, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await choose(pilot, "game", "nines")
        await choose(pilot, "seat-count", 2)
        await choose(pilot, "seat-kind-0", "human")
        await choose(pilot, "seat-kind-1", "random")
        await focus_by_tab(pilot, "start")
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        session = screen.session
        assert session.game is GAME
        assert [(s.name, s.kind) for s in session.seats] == [("Player 1", "human"),
                                                              ("Random bot 2", "random")]
        assert session.seed == 99
        assert session.policy == "casual"
        assert session.to_act == 0  # the cards are dealt; the human is to play



async def test_a_game_opened_at_start_up_leaves_the_home_form_unbuilt_until_the_home_shows(games, tmp_path):
    """`rewind open` and `continue` show a game at once: the home under it built its form
    anyway, a quarter of a second of CPU for a form nobody saw. It is built when the home shows."""
    from engine.core import SeatSpec, Session
    session = Session(GAME, [SeatSpec("Ann", "human"), SeatSpec("Bot", "random")], 5)
    app = RewindApp(games, seed=99, log_dir=tmp_path, session=session)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.2)
        home = app.screen_stack[0]
        assert isinstance(app.screen, GameScreen) and isinstance(home, HomeScreen)
        assert not home.query(Select) and not home.games
        app.show_home()
        await pilot.pause()  # while the home shows, a pause waits for its form (conftest)
        assert app.screen is home and home.query_one("#game", Select).has_focus
        assert home.games == dict(games)

async def test_the_label_of_the_field_with_the_focus_is_lit_and_follows_it(make_app):
    """The label lit at the start stayed lit as the focus went on to the next fields, and
    theirs never lit (CSS's :focus-within restyled only the focused field's own widgets)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        seen = set()
        for _ in range(3):
            mine = app.focused.parent.query_one(".field-label")
            others = {label.styles.color for label in app.screen.query(".field-label") if label is not mine}
            assert len(others) == 1 and mine.styles.color not in others
            seen.add((mine.styles.color, *others))
            await pilot.press("tab")
        assert len(seen) == 1  # the same light, on each row in turn


async def test_seat_count_kinds_names_seed_and_policy_reach_the_session(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        home = app.screen
        await set_select(pilot, "seat-count", 3)
        assert len(home.query(".seat-name")) == 3
        await set_select(pilot, "seat-kind-1", "human")  # a default name follows the kind
        assert home.query_one("#seat-name-1", Input).value == "Player 2"
        home.query_one("#seat-name-0", Input).value = "Ada"
        home.query_one("#seed", Input).value = "4242"
        await set_select(pilot, "policy", "strict")
        await focus_by_tab(pilot, "seed")
        await pilot.press("enter")  # enter in a text field goes on to the next field
        assert isinstance(app.screen, HomeScreen) and app.focused.id == "policy"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen)  # two people at one keyboard
        await pilot.press("enter")
        session = app.screen.session
        assert [s.name for s in session.seats] == ["Ada", "Player 2", "Random bot 3"]
        assert [s.kind for s in session.seats] == ["human", "human", "random"]
        assert session.seed == 4242 and session.policy == "strict"


async def test_a_typed_name_survives_a_change_of_seat_count(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seat-name-1", Input).value = "Bea"
        await set_select(pilot, "seat-count", 3)
        assert app.screen.query_one("#seat-name-1", Input).value == "Bea"
        assert app.screen.query_one("#seat-name-2", Input).value == "Random bot 3"


async def test_a_bad_seed_is_refused_with_a_notification(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seed", Input).value = "12x"
        await focus_by_tab(pilot, "start")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any("seed" in n.message for n in app._notifications)


async def test_two_seats_with_one_name_are_refused(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#seat-name-1", Input).value = "Player 1"
        app.screen.start()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any("own name" in n.message for n in app._notifications)


async def test_a_seat_name_takes_at_most_what_a_log_holds(make_app):
    """A 100-character name started a game no log of which would open (a review): the field
    takes 64 characters, as a log's header does."""
    from engine.core.session import MAX_NAME

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#seat-name-0", Input)
        assert field.max_length == MAX_NAME == 64
        field.focus()
        field.value = ""
        await pilot.pause()
        await burst(pilot, *"x" * 70)
        assert field.value == "x" * MAX_NAME


# -- options are rendered from the game's Options struct, whatever the game -------------------
class WideOptions(msgspec.Struct):
    rounds: int = 3
    variant: str = "basic"
    speed: Literal["slow", "fast"] = "slow"
    friendly: bool = False
    label: str = "hello"
    ratio: float = 0.5
    weights: list[int] = msgspec.field(default_factory=lambda: [1, 2])


class WideGame(type(GAME)):
    name = "wide"
    title = "Wide options"
    Options = WideOptions
    option_choices = {"variant": ["basic", "advanced"]}

    def initial_state(self, options, seats):
        return super().initial_state(type(GAME).Options(rounds=options.rounds), seats)


async def test_options_become_widgets_by_type_and_come_back_as_the_struct(make_app):
    wide = WideGame()
    app = make_app({"nines": GAME, "wide": wide})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await set_select(pilot, "game", "wide")
        home = app.screen
        assert isinstance(home.query_one("#opt-rounds"), Input)
        assert isinstance(home.query_one("#opt-variant"), Select)  # from option_choices
        assert isinstance(home.query_one("#opt-speed"), Select)  # from the Literal
        assert isinstance(home.query_one("#opt-friendly"), Select)  # a bool reads off / on
        assert isinstance(home.query_one("#opt-label"), Input)
        await set_select(pilot, "opt-variant", "advanced")
        await choose(pilot, "opt-speed", "fast")  # a Literal's choices, by the keys
        await set_select(pilot, "opt-friendly", True)
        home.query_one("#opt-rounds", Input).value = "5"
        home.query_one("#opt-weights", Input).value = "[3, 4]"
        options = home.read_options(wide)
        assert options == WideOptions(5, "advanced", "fast", True, "hello", 0.5, [3, 4])
        await set_select(pilot, "game", "nines")  # back: the nines form again
        assert not home.query("#opt-variant")
        assert home.query_one("#opt-rounds", Input).value == "3"


async def test_bad_options_are_refused_with_the_reason(make_app):
    wide = WideGame()
    app = make_app({"wide": wide})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.screen.query_one("#opt-weights", Input).value = '["x"]'
        app.screen.start()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any("options" in n.message and "weights" in n.message for n in app._notifications)


async def test_with_no_game_registered_the_home_screen_says_so(make_app):
    app = make_app({})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#no-games")
        assert not app.screen.query("#start")


async def test_ctrl_s_starts_the_game_from_anywhere_on_the_form(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await focus_by_tab(pilot, "seat-kind-1")  # a Select has focus, not a text field
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.screen.session.seats[1].kind == "random"


async def test_a_blank_seed_is_secret_and_a_typed_one_makes_chance_known(make_app):
    from textual.widgets import Static

    app = make_app(seed=None)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        seed = app.screen.query_one("#seed", Input)
        assert seed.value == ""  # blank by default
        seed.focus()
        await pilot.press("tab")  # through it: blank stays valid (it turned red as an error: a review)
        assert seed.is_valid and not seed.has_class("-invalid")
        app.screen.start()
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and not screen.session.seed_known
        status = str(screen.query_one("#status", Static).render())
        assert "seed" not in status and str(screen.session.seed) not in status
        app.show_home()
        await pilot.pause()
        app.screen.query_one("#seed", Input).value = "31"
        app.screen.start()
        await settle(pilot)
        assert app.screen.session.seed == 31 and app.screen.session.seed_known
        assert "seeded" in str(app.screen.query_one("#status", Static).render())


# -- Restore's form: readable shapes, options only where they apply, its own undo text ---------
async def test_restore_options_show_only_where_they_apply_with_readable_shapes(make_app):
    from engine.restore import GAME as RESTORE

    app = make_app({"nines": GAME, "restore": RESTORE})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await set_select(pilot, "game", "restore")
        home = app.screen
        shapes = dict((v, t) for t, v in home.query_one("#opt-shape", Select)._options)
        assert shapes["londra-nova"] == "Londra Nova (tutorial)"
        assert shapes["hudson-prime"] == "Hudson Prime"
        visible = lambda name: home.query_one(f"#row-opt-{name}").display  # noqa: E731
        assert visible("shape") and not visible("volcanoes")
        labels = [str(home.query_one(f"#row-opt-{name} .field-label", Static).content)
                  for name in ("custom_shape", "lake_variant")]
        assert labels == ["Variant 1: shapes", "Variant 2: lakes"]  # the rulebook's names (a review)
        # what each option does: on hovering its field and in the help (its name alone did not
        # say: a newcomer's review)
        assert home.query_one("#opt-lake_variant").tooltip == RESTORE.option_notes["lake_variant"]
        await pilot.press("f1")
        await pilot.pause()
        help_text = str(app.screen.query_one("#help-rules").render())
        assert "Restore's options: shape: the printed Player Board shape" in " ".join(help_text.split())
        await pilot.press("escape")
        await pilot.pause()
        await set_select(pilot, "opt-custom_shape", True)  # Variant 1: Blue builds the shape
        assert visible("volcanoes") and not visible("shape")
        # said once: "shape: it plays no part with these choices" under that heading (a review)
        assert str(home.query_one("#options-set-aside", Static).content) == "Not used with these choices: shape"
        note = home.query_one("#policy-note", Static)  # what strict means, whole on its own line:
        assert not note.display  # (in the choice it was cut before it: a review)
        await set_select(pilot, "policy", "strict")
        assert note.display and str(note.content) == "strict: never undo past a disc drawn from the bag"
        await set_select(pilot, "game", "nines")
        assert str(note.content) == f"strict: never undo past {GAME.reveals_text}"


async def test_restart_options_follow_the_seat_count_and_season_and_hidden_ones_stay_default(make_app):
    from engine.restart import GAME as RESTART

    app = make_app({"restart": RESTART})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        home = app.screen
        visible = lambda name: home.query_one(f"#row-opt-{name}").display  # noqa: E731
        await set_select(pilot, "seat-count", 1)
        assert visible("chaos_level") and visible("dystopia") and not visible("season_dystopias")
        levels = dict((v, t) for t, v in home.query_one("#opt-chaos_level", Select)._options)
        assert levels["lull_2"].startswith("Lull 2 (easier") and levels["storm"].startswith("Storm (hardest")
        await set_select(pilot, "opt-chaos_level", "storm")
        await set_select(pilot, "seat-count", 2)  # Chaos plays only solo: its level is hidden
        assert not visible("chaos_level")
        said = lambda: [n.message for n in app._notifications if n.title == "Option not used"]  # noqa: E731
        assert said() == ["chaos level (storm) set aside: Chaos plays only in a solo game"]
        names = home.query_one("#opt-side_effects", Input)  # its choices named before a refusal (a review),
        hint = home.query_one("#row-opt-side_effects .option-hint", Static)  # whole, under it (a placeholder cut them)
        assert str(hint.render()).startswith("none, or any of Shadow, Stuck With It, ") and "Obsession" in str(hint.render())
        assert hint.region.y == names.region.y + 1 and hint.content_region.x == names.region.x  # past the label
        names.value = "Shadow, Continuity"
        await pilot.pause()
        await set_select(pilot, "opt-season", True)  # a season deals its own dystopias
        assert visible("season_dystopias") and not visible("dystopia") and not visible("season_plan")
        # typed side effects were dropped without a word when the season hid them (a review)
        assert said()[-1] == ("side effects (Shadow, Continuity) set aside: a season deals its Side Effect "
                              "cards at the Fatigue thresholds"), said()
        # and the fields a season hides are named under the options, with why (a review looked
        # for side effects); a field the seat count hides is not (chaos level: solo only)
        note = home.query_one("#options-set-aside", Static)
        assert note.display and str(note.content) == (
            "Not used with these choices: dystopia: a season chooses each episode's dystopia (season "
            "dystopias); side effects: a season deals its Side Effect cards at the Fatigue thresholds")
        await set_select(pilot, "opt-season_dystopias", "upfront")
        assert visible("season_plan")  # with the names it takes (a review read "none, or names")
        assert str(home.query_one("#row-opt-season_plan .option-hint", Static).render()) == (
            "five, in episode order (one may come again), of Anomie, Extinction, Oceanrise, Pandemia")
        await set_select(pilot, "opt-season", False)
        assert not note.display
        assert visible("side_effects") and names.value == "Shadow, Continuity"  # set aside, not lost
        session = home.build_session()
        assert session.options.chaos_level == "standard"  # the hidden choice is not recorded
        assert session.options.season_dystopias == "fate"


async def test_with_the_real_registry_the_form_follows_the_first_frame(tmp_path):
    """The games are imported after the home screen's first paint, then the form appears."""
    from engine.registry import GAMES

    app = RewindApp(seed=1, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)  # the form, then its focus (a call later: one pause missed it under load)
        home = app.screen
        assert isinstance(home, HomeScreen) and set(home.games) == set(GAMES)
        values = [v for _, v in home.query_one("#game", Select)._options]
        assert values == list(GAMES) and app.focused.id == "game"
        # a new opponent is the greedy bot in every game (random made a first game pointless)
        for name in ("restore", "restart", "chronocritters"):
            await set_select(pilot, "game", name)
            await set_select(pilot, "seat-count", 2)
            await settle(pilot)
            assert home.query_one("#seat-kind-1", Select).value == "greedy"
            assert home.query_one("#seat-name-1", Input).value == "Greedy bot 2"


async def test_another_game_keeps_the_seat_count_where_it_can(tmp_path):
    """Restore with 2 players, then Restart: the seats fell to solo, and ctrl+s straight
    after started a solo game (a review). A count the new game lacks takes its first."""
    app = RewindApp(seed=1, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await settle(pilot)
        count = lambda: app.screen.query_one("#seat-count", Select).value  # noqa: E731
        await set_select(pilot, "game", "restore")
        assert count() == 2
        for game in ("restart", "chronocritters"):
            await set_select(pilot, "game", game)
            assert count() == 2, game
        await set_select(pilot, "seat-count", 4)
        await set_select(pilot, "game", "restore")  # two players only
        assert count() == 2
        assert app.screen.build_session().game.name == "restore"


async def test_a_list_of_names_is_typed_separated_by_commas(make_app):
    """Restart's Side Effects were a JSON list on the form ("[]"); now names and commas, as
    the CLI's --option takes them, blank for none."""
    from engine.restart import GAME as RESTART

    app = make_app({"restart": RESTART})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        home = app.screen
        field = home.query_one("#opt-side_effects", Input)
        assert field.value == "" and "commas" in field.placeholder
        assert home.build_session().options.side_effects == []
        field.value = "Shadow, Jet Lag"  # as the rulebook prints them
        assert home.build_session().options.side_effects == ["shadow", "jet_lag"]
        home.start()  # remembered: the next time, the field names them as printed, not by their
        await pilot.pause()  # ids ("shadow, jet_lag" under a hint of names: helper-288)
    app = make_app({"restart": RESTART})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.screen.query_one("#opt-side_effects", Input).value == "Shadow, Jet Lag"


def test_a_default_seat_name_spells_the_bot_kind():
    from tui.screens.home import default_name

    assert [default_name(1, k) for k in ("human", "greedy", "mcts", "mcts-hard")] == \
        ["Player 2", "Greedy bot 2", "MCTS bot 2", "MCTS-hard bot 2"]


def test_list_options_take_names_as_printed():
    from engine.core.game import list_option

    assert list_option(" Jet Lag, stuck-with-it ,HIDE AND SICK,, ") == ["jet_lag", "stuck_with_it", "hide_and_sick"]
    assert list_option("") == [] and list_option(" None ") == [] and list_option("(none)") == []


def test_a_searching_bot_names_its_time_a_move_and_the_help_says_what_each_bot_does():
    """The levels were names only ("bot: mcts-easy"), with nothing of what sets them apart."""
    from engine.core import search
    from tui.screens.home import bot_label, bots_help

    assert [bot_label(k) for k in ("random", "greedy", "mcts-easy", "mcts", "mcts-hard")] == \
        ["bot: random", "bot: greedy", "bot: mcts-easy (0.2 s)", "bot: mcts (1 s)", "bot: mcts-hard (3 s)"]
    assert all(len(bot_label(k)) <= 22 for k in search.BOT_NAMES.values())  # the seat's list shows it whole
    words = bots_help()
    assert "random plays any legal move" in words and "mcts-easy 0.2 s, mcts 1 s, mcts-hard 3 s" in words


async def test_the_form_opens_as_the_last_game_was_started_and_forgets_what_no_longer_fits(
        tmp_path, config_folder):
    """A player who plays the same table every evening set it up every time (a newcomer's
    review): the game, seats, names, options and undo policy come back; the seed does not."""
    import json

    from tui.settings import settings_path

    app = RewindApp(seed=None, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await set_select(pilot, "game", "restart")
        await set_select(pilot, "seat-count", 3)
        await settle(pilot)
        home = app.screen
        home.query_one("#seat-name-0", Input).value = "Ada"
        await set_select(pilot, "seat-kind-2", "mcts")
        await set_select(pilot, "opt-dystopia", "anomie")
        await set_select(pilot, "policy", "strict")
        home.query_one("#seed", Input).value = "77"
        session = home.build_session()
        home.start()  # remembers the set-up; the bots' first moves are not awaited
        await pilot.pause()
        app.show_home()  # back on the form, the chosen seed is gone: a review's "new" game was the same deal
        await settle(pilot)
        assert app.screen.query_one("#seed", Input).value == "" and app.screen.query_one("#game", Select).value == "restart"
    app = RewindApp(seed=None, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await settle(pilot)
        home = app.screen
        assert home.query_one("#game", Select).value == "restart"
        assert home.query_one("#seat-count", Select).value == 3
        assert [home.query_one(f"#seat-name-{i}", Input).value for i in range(3)] == \
            [s.name for s in session.seats] == ["Ada", "Greedy bot 2", "MCTS bot 3"]
        assert [home.query_one(f"#seat-kind-{i}", Select).value for i in range(3)] == ["human", "greedy", "mcts"]
        assert home.query_one("#opt-dystopia", Select).value == "anomie"
        assert home.query_one("#policy", Select).value == "strict"
        assert home.query_one("#seed", Input).value == ""  # a chosen seed is not kept
        assert home.build_session().options == session.options
    good = json.loads(settings_path().read_text())
    assert remembered_setup(registry.GAMES) is not None
    for spoil in (lambda s: s["last_setup"]["seats"][2].__setitem__(1, "a bot since removed"),
                  lambda s: s["last_setup"]["seats"][0].__setitem__(0, "A\x1b[2J\x1b]0;pwn\x07Z"),
                  lambda s: s["last_setup"].__setitem__("seats", 3),
                  lambda s: s["last_setup"]["options"].__setitem__("dystopia", "utopia"),
                  lambda s: s["last_setup"].__setitem__("policy", ["strict"])):
        settings = json.loads(json.dumps(good))
        spoil(settings)
        settings_path().write_text(json.dumps(settings))
        assert remembered_setup(registry.GAMES) is None
    for raw in (b"\xff\xfe{}", b"[" * 100_000):  # not UTF-8; nested past Python's limit
        settings_path().write_bytes(raw)
        assert remembered_setup(registry.GAMES) is None
    app = RewindApp(seed=None, log_dir=tmp_path)  # the form opens on the defaults
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await settle(pilot)
        assert app.screen.query_one("#game", Select).value == "restore"


async def test_each_game_opens_with_the_options_it_was_last_started_with(tmp_path, config_folder):
    """A game of Restore between two of Restart's Oceanrise cost the dystopia: only the last
    game's options were kept."""
    import json

    from tui.settings import settings_path

    app = RewindApp(seed=None, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for game, option, value in (("restart", "opt-dystopia", "oceanrise"), ("restore", "opt-lake_variant", True)):
            await settle(pilot)
            await set_select(pilot, "game", game)
            await settle(pilot)
            await set_select(pilot, option, value)
            app.screen.start()  # remembers the options; the bot's first turn is not awaited
            await pilot.pause()
            app.show_home()
    app = RewindApp(seed=None, log_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await settle(pilot)
        assert app.screen.query_one("#opt-lake_variant", Select).value is True  # the last game's, as before
        await set_select(pilot, "game", "restart")
        await settle(pilot)
        assert app.screen.query_one("#opt-dystopia", Select).value == "oceanrise"
    settings = json.loads(settings_path().read_text())
    settings["options_by_game"]["restart"] = {"dystopia": 7}  # edited by hand: the defaults
    settings_path().write_text(json.dumps(settings))
    assert remembered_options(registry.GAMES["restart"]) is None


def test_every_offered_option_of_every_game_says_what_it_does():
    from engine.chronocritters import GAME as CHRONOCRITTERS
    from engine.restart import GAME as RESTART
    from engine.restore import GAME as RESTORE
    from tui.screens.home import option_fields

    for game in (RESTORE, RESTART, CHRONOCRITTERS):
        assert set(game.option_notes) == {name for name, *_ in option_fields(game)}, game.name
