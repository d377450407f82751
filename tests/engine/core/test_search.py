"""IS-MCTS (engine/core/search.py) on the tiny game Nines: budgets, cancel, explain, secrecy."""
import random
import threading
import time

import pytest

from engine.core import CHANCE
from engine.core import search
from engine.core.game import clone, decide, explaining
from tests.tiny_game import Nines, Play, Roll, State


class SampledNines(Nines):
    """Nines with a view that shows everything public (rolls too) and a sample that deals the
    other hands and the pile from the cards not in the seat's hand."""

    def view(self, s, seat):
        v = super().view(s, seat)
        v.update(rolls=list(s.rolls), rounds=s.rounds, seats=s.seats)
        return v

    def sample(self, v, seat, rng):
        mine = v["hands"][seat]
        # Nines scores played cards without naming them: the unseen are 1-9 but mine (a loose guess)
        unseen = [c for c in range(1, 10) if c not in mine]
        rng.shuffle(unseen)
        hands = [list(mine) if i == seat else [unseen.pop() for _ in range(n)]
                 for i, n in enumerate(v["hands"])]
        return State(v["seats"], v["rounds"], sorted(unseen[:v["pile"]]), hands, list(v["cards"]),
                     list(v["dice"]), list(v["rolls"]), v["turns"], None, False, False)


GAME = SampledNines()


def decision(seed=1, rounds=2, seats=2):
    """A state where seat 0 decides, after the deal."""
    rng = random.Random(seed)
    s = GAME.initial_state(GAME.Options(rounds=rounds), seats)
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, rng.choice(GAME.chance_outcomes(s)))
    return s


def test_every_root_move_is_tried_and_the_visit_shares_sum_to_one():
    s = decision()
    moves = GAME.legal_moves(s)
    found = search.search(GAME, GAME.view(s, 0), moves, 0, random.Random(1), iterations=300)
    assert {c.move for c in found} == set(moves)
    assert sum(c.visits for c in found) == 300
    assert abs(sum(c.share for c in found) - 1) < 1e-9
    assert [c.visits for c in found] == sorted((c.visits for c in found), reverse=True)
    assert all(0 <= c.value <= 1 for c in found)


def test_the_last_decision_plays_the_highest_card():
    s = decision(rounds=1)
    s.hands[0] = [1, 9]
    found = search.search(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(2), iterations=400)
    assert found[0].move == Play(9)
    assert max(found, key=lambda c: c.score).move == Play(9)


def test_the_search_sees_only_the_view():
    """Two states that differ only in the other seat's hand give the same search, move for move."""
    a = decision(seed=3)
    b = clone(a)
    other = [c for c in range(1, 10) if c not in a.hands[0] and c not in a.hands[1]][:2]
    b.pile = sorted(set(b.pile) - set(other) | set(b.hands[1]))
    b.hands[1] = other
    assert GAME.view(a, 0) == GAME.view(b, 0) and a.hands[1] != b.hands[1]
    runs = [search.search(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(5), iterations=200)
            for s in (a, b)]
    assert runs[0] == runs[1]


def test_a_deadline_stops_the_search():
    s = decision()
    start = time.perf_counter()
    found = search.search(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(1), seconds=0.05)
    assert time.perf_counter() - start < 0.5
    assert sum(c.visits for c in found) > 0


def test_cancel_stops_the_search_early():
    s = decision()
    event = threading.Event()
    event.set()
    assert search.search(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(1), seconds=5,
                         cancel=event) == []
    calls = []
    found = search.search(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(1), seconds=5,
                          cancel=lambda: calls.append(1) or len(calls) > 10)
    assert sum(c.visits for c in found) == 10


def test_explain_gives_the_top_three():
    s = decision()
    top = search.explain(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, random.Random(1), iterations=200)
    assert len(top) == 3 and top[0].visits >= top[1].visits >= top[2].visits


def test_the_bots_think_for_their_level(monkeypatch):
    monkeypatch.setitem(search.LEVELS, "easy", 0.02)
    bots = search.search_bots()
    assert set(bots) == {"mcts-easy", "mcts", "mcts-hard"}
    s = decision()
    moves = GAME.legal_moves(s)
    start = time.perf_counter()
    move = bots["mcts-easy"](GAME, GAME.view(s, 0), moves, 0, random.Random(1))
    assert move in moves and time.perf_counter() - start < 0.3
    assert bots["mcts-hard"](GAME, GAME.view(s, 0), [Roll()], 0, random.Random(1)) == Roll()


def test_solo_maximises_the_score():
    """One seat: no other seat decides, so the reward is the score itself."""
    s = decision(rounds=1, seats=2)
    s.turns = 1  # seat 0's turn is over; seat 1 decides alone until the end
    s.hands[1] = [2, 8]
    found = search.search(GAME, GAME.view(s, 1), GAME.legal_moves(s), 1, random.Random(4), iterations=200)
    assert found[0].move == Play(8)


def test_a_game_without_sample_names_itself():
    with pytest.raises(NotImplementedError, match="Nines"):
        Nines().sample({}, 0, random.Random())


def test_a_slow_rollout_is_dropped_at_the_deadline():
    class SlowNines(SampledNines):
        @staticmethod
        def rollout(game, state, moves, seat, rng):
            time.sleep(0.005)
            return moves[-1]

    game = SlowNines()
    s = decision(rounds=40)
    start = time.perf_counter()
    search.search(game, game.view(s, 0), game.legal_moves(s), 0, random.Random(1), seconds=0.05)
    assert time.perf_counter() - start < 0.3  # one rollout alone would take 0.4 s


def test_a_searching_bot_explains_its_top_three_and_plays_the_first(monkeypatch):
    monkeypatch.setitem(search.LEVELS, "easy", 0.05)
    bot = search.search_bots()["mcts-easy"]
    s = decision()
    moves = GAME.legal_moves(s)
    weighed = []
    move = decide(bot, GAME, GAME.view(s, 0), moves, 0, random.Random(1), explain=weighed.extend)
    assert len(weighed) == 3 and move == weighed[0].move
    assert sum(c.share for c in weighed) <= 1 + 1e-9
    forced = []  # one legal move: nothing weighed, nothing explained
    decide(bot, GAME, GAME.view(s, 0), [moves[0]], 0, random.Random(1), explain=forced.extend)
    assert forced == []


def test_a_searching_bot_plays_the_one_move_weighed_moves_keeps_without_searching(monkeypatch):
    """As with a forced move: a second of search over one root move said "100% of the
    search" of a choice nobody made (a review)."""
    class KeepsOne(SampledNines):
        def weighed_moves(self, view, moves):
            return [m for m in moves if isinstance(m, Roll)]

    game, s = KeepsOne(), decision()
    monkeypatch.setattr(search, "search", lambda *args, **kwargs: pytest.fail("searched"))
    weighed = []
    move = decide(search.search_bots()["mcts"], game, game.view(s, 0), game.legal_moves(s), 0,
                  random.Random(1), explain=weighed.extend)
    assert move == Roll() and weighed == []


def test_decide_passes_explain_only_to_a_bot_marked_explaining():
    plain = GAME.bots["random"]
    assert decide(plain, GAME, None, [Roll()], 0, random.Random(1), explain=print) == Roll()
    said = []
    told = explaining(lambda game, view, moves, seat, rng, explain: explain(["why"]) or moves[0])
    assert decide(told, GAME, None, [Roll()], 0, random.Random(1), explain=said.extend) == Roll()
    assert said == ["why"]


def test_a_cut_playout_rewards_points_even_behind_the_leader():
    """At a cut playout the win is a chance by the estimates: a seat far behind still prefers
    more points (with the leader alone taking the win, both states gave it the same reward)."""
    class CutNines(SampledNines):
        rollout_horizon = 0
        totals = [10.0, 40.0]

        def estimate(self, state, rng):
            return list(self.totals)

    game = CutNines()
    s = decision()
    search_ = search._Search(game, game.view(s, 0), game.legal_moves(s), 0, random.Random(1))
    behind, _ = search_._rollout(clone(s))
    game.totals = [20.0, 40.0]
    closer, _ = search_._rollout(clone(s))
    assert closer[0] > behind[0] and closer[1] < behind[1]
    assert abs(sum(behind) - 1) < 1e-9  # the win shared out in full, the points' shares too


def test_a_node_below_the_root_branches_only_after_expand_after_rollouts():
    class Patient(SampledNines):
        expand_after = 8

    def nodes(node):
        for child in node.children.values():
            yield child
            yield from nodes(child)

    s = decision()
    grown = {}
    for game in (Patient(), SampledNines()):
        search_ = search._Search(game, game.view(s, 0), game.legal_moves(s), 0, random.Random(1))
        search_.run(0, lambda: False, 300)
        assert len(search_.root.children) == len(game.legal_moves(s))  # the root branches at once
        grown[type(game)] = min(n.visits for n in nodes(search_.root) if n.children)
    assert grown[Patient] > 8 and grown[SampledNines] <= 8  # by default a node branches at once


def test_scaled_rewards_concentrate_visits_when_every_reward_is_small():
    """Far behind at cut playouts, a seat's rewards differ by hundredths: the exploration term
    swamps them and visits spread evenly over the moves. With `scale_rewards` the higher card,
    scaled against the range of rewards seen, takes most visits."""
    class Behind(SampledNines):
        rollout_horizon = 0

        def estimate(self, state, rng):  # seat 0 is 60 points behind whatever it plays
            return [state.card_points[0], 60.0 + state.card_points[1]]

    class ScaledBehind(Behind):
        scale_rewards = True

    for seed in (1, 2, 3):
        s = decision(seed=seed, rounds=6)
        shares = {}
        for game in (Behind(), ScaledBehind()):
            found = search.search(game, game.view(s, 0), game.legal_moves(s), 0, random.Random(3), iterations=400)
            assert found[0].move == Play(max(s.hands[0]))
            shares[type(game)] = found[0].share
        assert shares[ScaledBehind] > 0.7 and shares[Behind] < 0.4
