"""The contract suite in solo (tests/contract.py) for every dystopia: seeded random games to the
end with invariants, views, move checks, secrecy and log replay after every event; Chaos never
needs a fallback answer. A few games per dystopia by default, many more under `slow`. And the
solo fixture log (tests/fixtures/restart-solo.jsonl) loads to Chaos's win as recorded."""
from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import import_log
from engine.registry import GAMES
from engine.restart import GAME
from engine.restart.chaos import CHAOS
from engine.restart.chaos.answers import FALLBACKS
from engine.restart.state import Options

from tests.contract import play_random_game

DYSTOPIAS = ("pandemia", "anomie", "extinction", "oceanrise", "fate")
FIXTURE_RESULT = (26, 78, [1])  # greedy vs Chaos, seed 7, ruleset 5 (rewind simulate ... --export)
FIXTURE = Path(__file__).parents[3] / "fixtures" / "restart-solo.jsonl"


def _games(dystopia: str, seeds) -> None:
    FALLBACKS.clear()
    for seed in seeds:
        s = play_random_game(GAME, 1, seed, Options(dystopia=dystopia)).state
        assert s.phase == "over" and s.faults <= 3
        assert s.players[CHAOS].hand == [] and s.chaos.discard
    assert FALLBACKS == []


@pytest.mark.parametrize("dystopia", DYSTOPIAS)
def test_random_solo_games(dystopia):
    _games(dystopia, range(100, 103))


@pytest.mark.slow
@pytest.mark.parametrize("dystopia", DYSTOPIAS)
def test_random_solo_games_many(dystopia):
    _games(dystopia, range(2_000, 2_100))


@pytest.mark.parametrize("level", ["lull_8", "storm"])
def test_other_levels_play_to_the_end(level):
    play_random_game(GAME, 1, 5, Options(chaos_level=level))


def test_the_solo_fixture_loads_with_both_score_sheets():
    session = import_log(FIXTURE, GAMES)
    o = GAME.outcome(session.state)
    assert session.over and len(session.seats) == 1
    assert GAME.participants(session.options, 1) == ["Chaos"] and len(o.scores) == 2
    assert (o.scores[0].total, o.scores[1].total, o.winners) == FIXTURE_RESULT
    assert o.scores[CHAOS].categories["Chaos cards"] == session.state.chaos.prosperity > 0
