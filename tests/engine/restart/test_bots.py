"""Restart's greedy bot: the baseline and playout policy must clearly beat random play."""
import pytest

from engine.registry import GAMES
from tui.cli import standings, tournament


def greedy_rate(games: int, seed: int) -> float:
    entries = tournament(GAMES["restart"], ["greedy", "random"], games, seed, 2)  # seats rotated
    return standings(entries, ["greedy", "random"])[0].rate


def test_greedy_beats_random_in_most_of_six_two_player_games():
    assert greedy_rate(6, 101) >= 4 / 6


@pytest.mark.slow
def test_greedy_beats_random_in_70_percent_of_40_two_player_games():
    assert greedy_rate(40, 101) >= 0.7  # measured 0.97 (39 of 40)
