"""Bots over seeded games: seats rotated, wins counted, Wilson intervals."""
from engine.core.tournament import lineups, standings, tournament, wilson
from tests.tiny_game import GAME


def test_wilson_interval_matches_the_textbook_values():
    low, high = wilson(7, 10)
    assert round(low, 3) == 0.397 and round(high, 3) == 0.892
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_every_bot_sits_in_every_seat_equally():
    assert lineups(["a", "b"], 2) == [("a", "b"), ("b", "a")]
    assert len(lineups(["a", "b", "c"], 3)) == 6
    four = lineups(["a", "b"], 4)
    assert four == [("a", "b", "a", "b"), ("b", "a", "b", "a")]
    # one searching bot against three greedy: its four seats in the first four games (listing
    # all 24 orders, the first six games put it in seat 0)
    gauntlet = lineups(["mcts", "greedy", "greedy", "greedy"], 4)
    assert [lineup.index("mcts") for lineup in gauntlet] == [0, 1, 2, 3]


def test_a_tournament_rotates_seats_and_counts_wins():
    entries = tournament(GAME, ["random", "random"], 4, 10, 2)
    assert [(e.game, e.seat, e.seed) for e in entries] == [(g, s, 10 + g) for g in range(4) for s in range(2)]
    per_game = {}
    for e in entries:
        per_game[e.game] = per_game.get(e.game, 0) + e.win
    assert all(abs(w - 1) < 1e-9 for w in per_game.values())  # one win a game, shared or not
    table = standings(entries, ["random"])
    assert table[0].seats == 8 and table[0].wins == 4
