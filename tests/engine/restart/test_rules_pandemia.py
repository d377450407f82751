"""Rulebook, "Pandemia: Plan A / Plan B", "Pandemia Tracks", "Pandemia Crystal Effects" and the
Pandemia part of "Final Scoring"."""
from __future__ import annotations

import pytest

from engine.restart import scoring
from engine.restart.events import (TakeMission, UseAction)
from engine.restart.dystopias.pandemia.content import PANDEMIA
from engine.restart.dystopias.pandemia.events import BoostStars, MarkReroll, Reroll, Roll, RollDie, SetDie
from engine.restart.steps import STEPS

from tests.engine.restart.helpers import GAME, act, chance, first_turn, refused, snapshot, started

TABLE = (0, 1, 2, 2, 3, 3, 4)   # printed: 0, 1, 2-3, 4-5, 6 crystals -> 0, 1, 2, 3, 4


def _plan(s, plan="plan_a", tracks=("", "", "")):
    s.players[0].tracks = list(tracks)
    first_turn(s, "intelligence")
    act(s, UseAction(plan))


def _roll(s, *faces):
    for f in faces:
        chance(s, RollDie(f))


def test_total_zero_or_less_still_moves_one():
    s = started(2)
    s.dyst.virus[0] = 10
    _plan(s)
    act(s, Roll())
    _roll(s, "virus", "virus", "virus", "cure", "cure", "cure")   # total 0
    assert s.dyst.virus[0] == 11 and s.dyst.last_move[2:] == [0, 1]


def test_entering_the_track_uses_one_movement():
    s = started(2)
    _plan(s, "plan_b")
    act(s, Roll())
    _roll(s, "cure", "cure", "cure", "virus", "star", "star")     # +3 -1 = 2
    assert s.dyst.cure[0] == 2                                     # space 1 costs 1, then space 2


def test_a_marker_stops_on_the_last_space():
    s = started(2)
    s.dyst.cure[0] = 22
    _plan(s, "plan_b")
    act(s, Roll())
    _roll(s, *["cure"] * 6)
    assert s.dyst.cure[0] == PANDEMIA.track("cure").spaces == 24


def test_plan_b_counts_cure_up_and_virus_down():
    s = started(2)
    s.dyst.cure[0] = 5
    _plan(s, "plan_b")
    act(s, Roll())
    _roll(s, "cure", "cure", "virus", "virus", "virus", "cure")   # 3 - 3 = 0 -> 1
    assert s.dyst.cure[0] == 6 and s.dyst.virus[0] == 0


@pytest.mark.parametrize("crystals", range(7))
def test_dice_set_by_perception_crystals(crystals):
    s = started(2)
    _plan(s, tracks=("A" * crystals, "", ""))
    for _ in range(TABLE[crystals]):
        act(s, SetDie("virus"))
    assert SetDie("cure") not in GAME.legal_moves(s)
    assert GAME.view(s, 0).prompt == "roll the dice"  # not "set up to 0 more dice" (a review)
    before = snapshot(s)
    assert f"at most {TABLE[crystals]} dice" in refused(s, SetDie("cure"), "restart.pandemia-set-limit")
    assert snapshot(s) == before
    act(s, Roll())
    assert sum(1 for t in s.tasks if t.kind == "roll_die") == 6 - TABLE[crystals]


def test_a_die_cannot_be_set_to_the_star():
    s = started(2)
    _plan(s, tracks=("FFFFFF", "", ""))
    assert "not the star side" in refused(s, SetDie("star"), "restart.pandemia-set-face")


@pytest.mark.parametrize("crystals", range(7))
def test_stars_count_plus_two_by_intelligence_crystals(crystals):
    s = started(2)
    _plan(s, tracks=("", "A" * crystals, ""))
    act(s, Roll())
    _roll(s, *["star"] * 6)
    if TABLE[crystals] == 0:
        assert s.dyst.virus[0] == 1        # no boost possible: total 0 -> 1
        return
    assert GAME.legal_moves(s) == [BoostStars(k) for k in range(TABLE[crystals], -1, -1)]  # the most first
    assert f"at most {TABLE[crystals]} stars" in refused(s, BoostStars(TABLE[crystals] + 1), "restart.pandemia-stars-limit")
    act(s, BoostStars(TABLE[crystals]))
    assert s.dyst.virus[0] == 2 * TABLE[crystals]


def test_stars_only_up_to_the_stars_rolled():
    s = started(2)
    _plan(s, tracks=("", "FFFFFF", ""))
    act(s, Roll())
    _roll(s, "star", "virus", "virus", "virus", "virus", "cure")
    assert "only 1 dice show the star side" in refused(s, BoostStars(2), "restart.pandemia-stars-shown")
    # the dice are said with the choice (a review had to open the board to see them): 4 virus
    # +1 each, a cure -1, the star 0
    assert STEPS.prompt(s) == "count star faces as +2 (the dice: star virus virus virus virus cure; they move 3 as they are)"
    act(s, BoostStars(1))
    assert s.dyst.virus[0] == 3 + 2


def test_reroll_once_up_to_the_memory_limit_and_only_rolled_dice():
    s = started(2)
    _plan(s, tracks=("F", "", "FF"))      # set 1, reroll 2
    act(s, SetDie("cure"))
    act(s, Roll())
    _roll(s, "cure", "cure", "cure", "virus", "virus")
    assert "not the dice you set" in refused(s, MarkReroll(0), "restart.pandemia-reroll-set-die")
    act(s, MarkReroll(1))
    assert "each chosen die is rerolled once" in refused(s, MarkReroll(1), "restart.pandemia-reroll-once")
    act(s, MarkReroll(2))
    assert "at most 2 dice" in refused(s, MarkReroll(3), "restart.pandemia-reroll-limit")
    act(s, Reroll())
    _roll(s, "virus", "virus")
    # the reroll is over: the move follows (no second reroll is offered)
    assert s.tasks[-1].kind == "actions"
    # set cure -1; rerolled: virus, virus; kept: cure, virus, virus -> -1 + 2 - 1 + 2 = 2
    assert s.dyst.virus[0] == 2


def test_mission_points_reached_or_passed_each_give_a_mission():
    s = started(2)
    s.dyst.cure[0] = 3
    _plan(s, "plan_b", tracks=("", "FFFFFF", ""))
    act(s, Roll())
    _roll(s, *["star"] * 6)
    act(s, BoostStars(4))       # 8 -> 3 + 8 = 11: passes 4 and 10
    assert s.dyst.cure[0] == 11
    assert [t.kind for t in s.tasks[-2:]] == ["take_mission", "take_mission"]
    act(s, TakeMission(0))
    assert GAME.to_act(s) != 0


def test_milestones_highest_reached_or_passed():
    s = started(3)
    virus, cure = PANDEMIA.track("virus"), PANDEMIA.track("cure")
    s.dyst.virus[2], s.dyst.cure[2] = 40, 24    # seat 2 leads both tracks: no stage for seats 0, 1
    for track, pos in ((virus, s.dyst.virus), (cure, s.dyst.cure)):
        plan = "plan_a" if track is virus else "plan_b"
        previous = 0
        for m in track.milestones:
            pos[0], pos[1] = m.space - 1, m.space
            cats = scoring.breakdown(s)
            assert cats[0][plan] == previous and cats[1][plan] == m.points
            previous = m.points
        pos[0] = track.spaces - 1   # past the last milestone, behind seat 2
        pos[1] = 0
        assert scoring.breakdown(s)[0][plan] == track.milestones[-1].points
        assert scoring.breakdown(s)[1][plan] == 0
        pos[0] = 0
    assert cure.milestones[0].points == 7     # Jack: the first Cure milestone is worth 7


def test_stage_majority_ties_all_score():
    s = started(3)
    s.dyst.virus = [12, 12, 3]      # tied furthest, stage 3 (6 points)
    s.dyst.cure = [1, 2, 9]         # seat 2 furthest alone on the Cure track (stage 3: 7 points)
    cats = scoring.breakdown(s)
    assert [c["plan_a"] for c in cats] == [6 + 6, 6 + 6, 0]
    assert [c["plan_b"] for c in cats] == [0, 0, 7 + 7]


def test_same_leader_on_both_tracks_scores_only_the_higher_stage():
    s = started(2)
    s.dyst.virus = [21, 3]          # stage 5: 10
    s.dyst.cure = [4, 4]            # tied on the Cure: stage 2: 5
    cats = scoring.breakdown(s)
    assert cats[0]["plan_a"] == 12 + 10 and cats[0]["plan_b"] == 0     # Cure stage dropped
    assert cats[1]["plan_b"] == 5                                       # the tied other still scores
    s.dyst.virus = [3, 0]           # stage 1: 2 < Cure stage 2: 5
    s.dyst.cure = [4, 0]
    cats = scoring.breakdown(s)
    assert cats[0]["plan_a"] == 0 and cats[0]["plan_b"] == 5


def test_the_die_that_ends_a_roll_is_its_seat_s_result():
    """Game.result_of: the die whose landing moves the marker (no reroll or star count left to
    choose) says the roll's total and the move; a hot-seat hand-off left both out (a review),
    as it leaves chance out. Any other die, and any other chance outcome, is chance's own."""
    from engine.core import SeatSpec, Session
    from engine.restart.dystopias.pandemia.events import RollDie
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 0, Options(dystopia="pandemia"))
    session.advance()
    state, ends, dice = GAME.initial_state(session.options, 2), 0, 0
    for _, e in session.events():
        roller = state.tasks[-1].seat if type(e) is RollDie else None
        result, was = GAME.result_of(state, e), state.dyst.plan
        GAME.apply(state, e)
        ends += result is not None
        dice += type(e) is RollDie
        assert result == (roller if was and not state.dyst.plan and type(e) is RollDie else None), e
    assert 0 < ends < dice
