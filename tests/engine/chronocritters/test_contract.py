"""The shared contract suite on Chronocritters: seeded random playouts for solo (against the
automa) and 2, 3 and 4 players, with both variants and both year-goal sides."""
import pytest

from engine.chronocritters import GAME
from engine.chronocritters.content import SHAPES, goal
from engine.chronocritters.state import Options
from engine.core import OptionError, SeatSpec, Session

from tests.contract import play_random_game

OPTIONS = [Options(), Options(alternative_boards=True), Options(action_tiles="random", year_goals="back"),
           Options(action_tiles="mining,energy,bonus", year_goals="front,back,back,front")]


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_random_games(seats):
    for seed in range(3):
        session = play_random_game(GAME, seats, seed, OPTIONS[seed % len(OPTIONS)])
        assert session.state.round == 7 and GAME.to_act(session.state) is None


@pytest.mark.parametrize("options", OPTIONS[1:])
@pytest.mark.parametrize("seats", [1, 3])
def test_random_games_variants(seats, options):
    play_random_game(GAME, seats, 100, options)


def test_solo_outcome_names_the_automa_with_no_points_and_a_rating():
    session = play_random_game(GAME, 1, 11, Options())
    out = GAME.outcome(session.state)
    assert out.winners == [0] and len(out.scores) == 2
    assert out.scores[1].total == 0 and set(out.scores[1].categories) == set(out.scores[0].categories)
    assert out.rating and "automa scores no points" in out.reason
    assert out.rating not in out.reason  # the end screen said it twice, once in each (a review)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_random_games_many(seats):
    for seed in range(200):
        play_random_game(GAME, seats, 1000 + seed, OPTIONS[seed % len(OPTIONS)])


def test_registered():
    from engine.registry import GAMES
    assert GAMES["chronocritters"] is GAME


def test_declared_information():
    assert GAME.info.seat_counts == (1, 2, 3, 4) and GAME.info.solo
    assert GAME.participants(Options(), 1) == ["Automa"] and GAME.participants(Options(), 3) == []


@pytest.mark.parametrize("seats, options, code", [
    (5, Options(), "options.seats"),
    (2, Options(year_goals="sideways"), "chronocritters.option-year-goals"),
    (2, Options(year_goals="front,back"), "chronocritters.option-year-goals"),
    (2, Options(action_tiles="peacock,energy,bonus"), "chronocritters.option-action-tiles"),
])
def test_bad_seats_or_options_are_refused(seats, options, code):
    with pytest.raises(OptionError) as exc:
        GAME.initial_state(options, seats)
    assert exc.value.code == code


def test_variant_2_fixed_tiles_move_the_seasonal_actions():
    s = GAME.initial_state(Options(action_tiles="mining,energy,bonus"), 2)
    assert s.seasonal == {"spring": "peacock", "summer": "mining", "autumn": "energy", "winter": "bonus"}


def test_each_year_goal_type_may_show_its_own_side():
    # L121 "choose the back or front side of each type"
    options = Options(year_goals="front,back,back,front")
    assert [goal(options, shape, 2).side for shape in SHAPES] == ["front", "back", "back", "front"]
    assert {goal(Options(year_goals="back"), shape, 2).side for shape in SHAPES} == {"back"}
    assert "front,back,back,front" in GAME.option_choices["year_goals"]


def test_log_texts_and_board_render():
    session = play_random_game(GAME, 2, 7, Options())
    texts = [t for _, _, t in session.texts()]
    assert any("places the" in t for t in texts) and any("comes into the" in t for t in texts)
    board = GAME.render(GAME.view(session.state, 0))
    assert "Round 7 of 7" in board and "Player 2" in board
    assert "Final scoring" in GAME.rules_help()
    # "Dam (1 gold, 1 wood per marker)" read as a cost of 1 gold (a newcomer's review)
    assert "Dam (gain 1 gold; pay 1 wood per dam marker placed)" in " ".join(GAME.rules_help().split())
    # "Pairs 33" could not be checked: the rulebook prints no chart, the help had no table (helper-277)
    assert "by the pairs table: 1: 6, 2: 11, 3: 17, " in " ".join(GAME.rules_help().split())
    assert ", 9: 50, " in GAME.rules_help()  # L465's nine pairs, 50 VPs


def test_refills_name_their_offer_in_words():
    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 3)
    session.advance()
    refills = [t for _, _, t in session.texts() if "comes into the" in t]
    assert refills and not any("_" in t or "bonus1" in t or "bonus2" in t for t in refills)
    assert any("comes into the starting colour quest offer" in t for t in refills)
    rolls = [t for _, _, t in session.texts() if "die rolls" in t]
    assert any(t.startswith("an orange die") for t in rolls) and not any(t.startswith("a orange") for t in rolls)


def test_the_rules_help_says_free_actions_wait_outside_an_action():
    """An audit: the help said "free actions any time in the turn", while a portal opened or a
    die adjusted inside an action is refused (NOTES, Free actions; test_rulebook_audit)."""
    text = " ".join(GAME.rules_help().split())
    assert "free actions before or after it (completing quests, upgrades and year goals also between" in text
    assert "any time in the turn" not in text
