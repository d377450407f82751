"""Greedy beats random (slow: 200 seeded games, seats alternating)."""
import pytest

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.content import SHAPES
from engine.restore.state import Options


def greedy_wins(games: int) -> int:
    """Games the greedy bot wins against random, seats alternating, shapes in turn."""
    wins = 0
    shapes = list(SHAPES)
    for seed in range(games):
        greedy = seed % 2
        seats = [SeatSpec("r", "random"), SeatSpec("r", "random")]
        seats[greedy] = SeatSpec("g", "greedy")
        session = Session(GAME, seats, seed, Options(shape=shapes[seed % len(shapes)]))
        session.advance()
        out = GAME.outcome(session.state)
        wins += out.winners == [greedy]
    return wins


def test_greedy_bot_plays_legal_moves_to_the_end():
    for seed in range(3):
        session = Session(GAME, [SeatSpec("g", "greedy"), SeatSpec("h", "greedy")], seed,
                          Options(shape=list(SHAPES)[seed]))
        session.advance()  # the session checks every bot move: an illegal one raises
        assert session.over and GAME.outcome(session.state).winners
        assert not GAME.invariants(session.state)


@pytest.mark.slow
def test_greedy_beats_random():
    wins = greedy_wins(200)
    print(f"greedy won {wins} of 200")
    assert wins >= 160
