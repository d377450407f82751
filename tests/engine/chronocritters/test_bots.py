"""Bots: they choose listed moves from their seat's view; greedy beats random, plays solo
sensibly (completes quests, pairs them) and its estimate judges the searching bot's leaves."""
import random
import statistics
import sys

import pytest

from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD, HARD_DISC
from engine.chronocritters.state import Portal, Slot
from engine.core import SeatSpec, Session, search
from tests.engine.chronocritters.helpers import blank, dice, first_turn

bots = sys.modules["engine.chronocritters.bots"]  # the package's `bots` is the bots table


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


@pytest.mark.slow  # a whole greedy game (4-8 s); the default suite plays greedy in other tests
def test_greedy_beats_random_in_a_two_player_game():
    assert greedy_wins(1) == 1


@pytest.mark.slow
def test_greedy_beats_random_in_80_percent_of_100_games():
    assert greedy_wins(100, 500) >= 80


@pytest.mark.slow  # 3 players about 10 s, 4 about 15 s; a 2-player greedy game stays by default
@pytest.mark.parametrize("seats", [3, 4])
def test_greedy_plays_three_and_four_player_games_to_the_end(seats):
    session = Session(GAME, [SeatSpec(f"g{i}", "greedy") for i in range(seats)], 5)
    while session.step_auto():
        pass
    assert GAME.outcome(session.state) is not None


def solo_totals(bot: str, games: int, first_seed: int) -> list[int]:
    totals = []
    for seed in range(first_seed, first_seed + games):
        session = Session(GAME, [SeatSpec("me", bot)], seed)
        session.advance()
        totals.append(session.outcome().scores[0].total)
    return totals


def test_a_quest_line_is_worth_more_the_nearer_its_dice_are_to_fulfilling_it():
    s = first_turn(seats=1)
    p = s.players[0]
    blank(p)
    p.slots = {"r0L": Slot(quest="C01")}  # green + orange + purple
    values = []
    for cells in ({}, {0: ("green", 2)}, {0: ("green", 2), 1: ("orange", 3)},
                  {0: ("green", 2), 1: ("orange", 3), 2: ("purple", 4)}):
        dice(p, cells)
        values.append(bots.estimate(s, 0))
    assert values == sorted(values) and len(set(values)) == 4
    assert bots.line_progress(p, "r0L", HARD_DISC["C01"]) == 1.0
    dice(p, {2: ("green", 4)})  # a wrong colour in the line
    assert bots.line_progress(p, "r0L", HARD_DISC["C01"]) < 2 / 3


def test_the_search_estimate_finishes_the_choices_under_way_and_scores_every_participant():
    session = Session(GAME, [SeatSpec("me", "random")], 4)  # any player will do (greedy took 4 s)
    session.advance(150)  # a moment whose estimate draws (some settle without a draw)
    state = GAME.sample(session.view(0), 0, None)
    drawn = []

    class Spy(random.Random):  # the search's own source: a fixed-seed one here was public (an audit)
        def random(self):
            drawn.append(1)
            return super().random()

    values = GAME.estimate(state, Spy(0))
    assert len(values) == 2 and values[1] == 0.0  # the automa scores nothing
    assert drawn  # its ties and draws came from the source it was given
    assert GAME.to_act(state) is None or type(state.tasks[-1]).__name__ == "TurnTask"


def test_a_starting_quest_chosen_in_the_draft_counts_by_its_reward():
    """The draft's starting quests counted nothing until placed on a spot, later, so every
    estimate in the draft was 0: the search chose at random and its hint and log said
    "0.0 points" for every starting quest (a review)."""
    session = Session(GAME, [SeatSpec("a", "human"), SeatSpec("b", "human")], 7)
    session.advance()
    state = session.state
    tokens = bots.TOKEN_PIP * sum(state.players[0].tokens)  # the adjustment tokens kept
    assert type(state.tasks[-1]).__name__ == "Draft" and bots.estimate(state, 0) == tokens
    values = {}
    for move in session.legal_moves():
        after = GAME.sample(session.view(0), 0, None)
        GAME.apply(after, move)
        values[move.quest] = bots.estimate(after, 0)
    rewards = {q: bots.worth(HARD_DISC[q].reward) for q in values}
    assert all(v > tokens for v in values.values())
    assert sorted(values, key=values.get) == sorted(rewards, key=rewards.get)


def test_a_docking_quest_held_counts_more_with_a_partner_waiting_and_fewer_berries_lacking():
    s = first_turn(seats=1)
    p = s.players[0]
    blank(p)

    def held(summer: int, partner: bool) -> float:
        """What holding DSP2 (green docking: 3 summer berries -> an orange 4 and 5 VP) adds to
        the estimate."""
        p.berries["summer"] = summer
        p.slots = {"r0L": Slot(quest="C01", done=True)} if partner else {}  # C01: green
        p.pending = []
        without = bots.estimate(s, 0)
        p.pending = ["DSP2"]
        return bots.estimate(s, 0) - without

    assert held(0, partner=True) > held(0, partner=False) > 0
    assert held(0, True) < held(1, True) < held(2, True) < held(3, True)
    # completing it (the pair scores now) beats holding it ready
    p.berries["summer"], p.pending = 3, ["DSP2"]
    ready = bots.estimate(s, 0)
    p.berries["summer"], p.pending, p.slots["r0L"].dock = 0, [], "DSP2"
    p.vp += 5 + BOARD.pair_vps["spring"]
    dice(p, {4: ("orange", 4)})  # its die (ruleset 4: a docking quest without a die gives one)
    assert bots.estimate(s, 0) > ready


def test_the_peacock_is_worth_more_the_earlier_and_a_spring_portal_counts_only_when_usable():
    s = first_turn(seats=1)
    p = s.players[0]
    p.peacock = True
    early = bots._peacock(s, p)
    s.round = 6
    assert early > bots._peacock(s, p) > 0
    p.peacock, s.round = False, 2
    p.portals = [Portal(offset=-1, value=1)]  # round 2: one segment back is spring
    p.gold = BOARD.peacock_cost
    assert bots._peacock(s, p) > 0
    p.gold -= 1
    assert bots._peacock(s, p) == 0
    p.gold += 1
    p.placed = {c: "dam.0" for c in p.placed}
    assert bots._peacock(s, p) == 0


@pytest.mark.slow  # 6 s
def test_greedy_completes_and_pairs_quests_in_solo_games():
    for seed in (0, 3):
        session = Session(GAME, [SeatSpec("me", "greedy")], seed)
        session.advance()
        p = session.state.players[0]
        assert sum(sl.done for sl in p.slots.values()) >= 4
        assert session.outcome().scores[0].total >= 45  # the old greedy: 32-40


@pytest.mark.slow  # four greedy rounds, 12-14 s: the default suite stood at 4 min 58 s
def test_greedy_keeps_its_adjustment_tokens_for_a_change_worth_a_pip():
    """A review: greedy spent both tokens on its first turn for changes that led nowhere (every
    one of 60 uses over 30 solo games came in round 1: a token kept counted nothing). Kept,
    a token now counts TOKEN_PIP a pip (seeds 1000-1029: 33 of the 60 used, 7 in round 1)."""
    from engine.chronocritters.events import AdjustToken

    first_round = dealt = 0
    for seed in range(1000, 1004):  # a greedy round 1 takes 1.5 s
        session = Session(GAME, [SeatSpec("me", "greedy")], seed)
        while session.state.round == 1 and session.step_auto():  # round 1 is all this asks
            pass
        first_round += sum(isinstance(e, AdjustToken) for _, e in session.events())
        dealt += 2  # solo: two tokens (L497)
    assert first_round <= dealt / 2  # before: all 16 in round 1 on seeds 1000-1007; now 1 of 8 here


@pytest.mark.slow
def test_greedy_solo_median_over_ten_games():
    # measured median 110.5 (97-126) on these seeds; 100 games (seeds 1000-1099): median 109
    assert statistics.median(solo_totals("greedy", 10, 200)) >= 90


@pytest.mark.slow
def test_mcts_easy_solo_scores_at_least_what_greedy_scores(monkeypatch):
    monkeypatch.setitem(search.LEVELS, "easy", 0.2)
    assert statistics.median(solo_totals("mcts-easy", 3, 0)) >= 50  # measured 74 (56, 74, 78)
