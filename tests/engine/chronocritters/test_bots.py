"""Bots: they choose listed moves from their seat's view; greedy beats random."""
import pytest

from engine.chronocritters import GAME
from engine.core import SeatSpec, Session


def greedy_wins(games: int, first_seed: int = 0) -> int:
    wins = 0
    for seed in range(first_seed, first_seed + games):
        greedy = seed % 2
        seats = [SeatSpec("r", "random"), SeatSpec("r", "random")]
        seats[greedy] = SeatSpec("g", "greedy")
        session = Session(GAME, seats, seed)
        while session.step_auto():
            pass
        wins += GAME.outcome(session.state).winners == [greedy]
    return wins


def test_greedy_beats_random_in_most_two_player_games():
    assert greedy_wins(10) >= 8


@pytest.mark.slow
def test_greedy_beats_random_in_80_percent_of_100_games():
    assert greedy_wins(100, 500) >= 80


def test_greedy_plays_three_and_four_player_games_to_the_end():
    for seats in (3, 4):
        session = Session(GAME, [SeatSpec(f"g{i}", "greedy") for i in range(seats)], 5)
        while session.step_auto():
            pass
        assert GAME.outcome(session.state) is not None
