"""The contract suite on the kernel's own test game (hidden hands, dice), and that it catches
what it promises to catch: a leaking log line, a check that lets an unlisted move through."""
import pytest

from tests.contract import play_random_game
from tests.tiny_game import GAME, Deal, Nines


@pytest.mark.parametrize("seats", [2, 3])
def test_random_games(seats):
    for seed in range(10):
        play_random_game(GAME, seats, seed, secrecy=1.0)


class LeakyNines(Nines):
    def describe(self, s, e):
        return f"deals {e.card}" if isinstance(e, Deal) else super().describe(s, e)


class LaxNines(Nines):
    def check(self, s, e):
        pass


def test_the_suite_catches_a_log_line_that_names_a_hidden_card():
    with pytest.raises(AssertionError, match="cannot tell"):
        play_random_game(LeakyNines(), 2, 1, secrecy=1.0)


def test_the_suite_catches_a_check_that_accepts_an_unlisted_move():
    with pytest.raises(AssertionError, match="passed check"):
        play_random_game(LaxNines(), 2, 1)
