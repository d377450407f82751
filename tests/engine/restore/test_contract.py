"""The shared contract suite: seeded random playouts on every shape, invariants after every
event, exported logs that replay to the same state."""
import pytest

from engine.restore import GAME
from engine.restore.content import SHAPES
from engine.restore.state import Options

from tests.contract import play_random_game


@pytest.mark.parametrize("slug", list(SHAPES))
def test_random_games(slug):
    for seed in range(20):
        play_random_game(GAME, 2, seed, Options(shape=slug, lake_variant=seed % 4 == 0))


def test_random_games_variant_1():
    for seed in range(6):
        play_random_game(GAME, 2, seed, Options(custom_shape=True, volcanoes=seed % 3))


@pytest.mark.slow
@pytest.mark.parametrize("slug", list(SHAPES))
def test_random_games_many(slug):
    for seed in range(500):
        play_random_game(GAME, 2, 10_000 + seed, Options(shape=slug, lake_variant=seed % 2 == 1))


def test_registered():
    from engine.registry import GAMES
    assert GAMES["restore"] is GAME


def test_views_hide_the_bag_and_render():
    session = play_random_game(GAME, 2, 3, Options(shape="seorium"))
    v = GAME.view(session.state, 0)
    assert not hasattr(v, "bag") and v.bag_count == len(session.state.bag)
    text = GAME.render(v)
    assert "Blue" in text and "Yellow" in text and "Main board" in text
    texts = [t for _, _, t in session.texts()]
    assert any("takes" in t for t in texts) and any("places" in t for t in texts)
    assert "players tied on points share the win" in GAME.rules_help()
