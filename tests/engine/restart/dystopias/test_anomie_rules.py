"""Rulebook, "Anomie Dystopia": setup, Plan A / Plan B (Move, Support, Breakout), the Maneuver,
the crystal tables, the Law and Bill tracks with their Mission points, final scoring; the two
printed examples with their numbers (spec scenarios AN-1, AN-2) and the designed AN-3."""
from __future__ import annotations

from functools import partial

import pytest

from engine.core.steps import push
from engine.restart.dystopias.anomie import scoring
from engine.restart.dystopias.anomie.content import BILLS, COLS, at
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieEnd, AnomieExtraBill,
                                                    AnomieManeuver, AnomieMove, AnomieSupport,
                                                    AnomieTakeBenefit)
from engine.restart.dystopias.anomie.steps import PlanStep, token_id, where
from engine.restart.events import TakeMission, UseAction
from engine.restart.intelligence import PlanAction
from engine.restart.state import Options
from engine.restart.steps import STEPS

from tests.engine.restart.helpers import GAME, act, crystals, draw_all, first_turn, refused, started as started_with

RED, BLUE, GREEN, YELLOW = range(4)
BILL = {name: BILLS.index(name) for name in BILLS}


started = partial(started_with, options=Options(dystopia="anomie"))



def put(s, seat: int, k: int, pos, bottom: bool = False) -> None:
    """Set a Senator on a space (on top of its stack, or at the bottom)."""
    d, token = s.dyst, token_id(seat, k)
    d.board[where(d, token)].remove(token)
    d.board[at(pos)].insert(0 if bottom else len(d.board[at(pos)]), token)


def stack(s, pos) -> list[tuple[int, int]]:
    return [divmod(x, 2) for x in s.dyst.board[at(pos)]]


def pos_of(s, seat: int, k: int) -> tuple[int, int]:
    return divmod(where(s.dyst, token_id(seat, k)), COLS)


def plan(s, which: str = "plan_a") -> None:
    """Seat 0's first turn: Child in the past, Action marker on Intelligence, the Plan action."""
    first_turn(s, "intelligence")
    act(s, UseAction(which))


def plan_for(s, seat: int, which: str) -> None:
    """A Plan action for `seat` now, as an Event card's Plan icon would start it."""
    push(s, PlanStep(seat, which))


def take_mission(s) -> None:
    assert s.tasks[-1].kind == "take_mission"
    act(s, TakeMission(0))
    draw_all(s)


def kinds(s) -> list[str]:
    return [t.kind for t in s.tasks]


def texts(s, moves) -> list[str]:
    return [GAME.describe(s, m) for m in moves]


# -- setup ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_middle_then_the_space_to_its_right(seats):
    s = started(seats)
    middle_right = {RED: ((0, 4), (0, 3)), BLUE: ((8, 4), (8, 5)), GREEN: ((4, 8), (3, 8)),
                    YELLOW: ((4, 0), (5, 0))}
    for seat in range(seats):
        assert (pos_of(s, seat, 0), pos_of(s, seat, 1)) == middle_right[seat]
    assert s.dyst.law == [0] * seats and s.dyst.bills == [[0] * 4] * seats
    assert sum(len(x) for x in s.dyst.board) == 2 * seats


# -- AN-1: Red's maneuver through a Veto space (printed example) ------------------------------------
def test_reds_path_to_the_example_is_five_plan_a_moves():
    s = started(2)
    plan(s)
    act(s, AnomieMove(0, "down"))                      # [0,4] -> [1,4]
    for direction in ("right", "right", "down", "down"):  # [1,5] [1,6] [2,6] [3,6]
        plan_for(s, RED, "plan_a")
        act(s, AnomieMove(0, direction))
    assert pos_of(s, RED, 0) == (3, 6) and s.dyst.law == [0, 0] and s.dyst.bills[RED] == [0] * 4


def test_reds_maneuver_through_a_veto_then_onto_the_law_space():
    s = started(2)
    put(s, RED, 0, (3, 6))
    crystals(s, RED, intelligence=1)
    plan(s)
    assert GAME.describe(s, AnomieManeuver(0, "left")).endswith(
        "to the Culture space (no gain: Plan A moves the Law track only)")
    act(s, AnomieManeuver(0, "left"))                  # through [3,5], the Veto space
    assert pos_of(s, RED, 0) == (3, 4)                 # the Culture space
    assert s.dyst.bills[RED] == [0, 0, 0, 0]           # Plan A: no Bill progress
    assert refused(s, AnomieMove(1, "down"), "restart.anomie-maneuver-other-token").startswith(
        "Anomie, Maneuver")
    refused(s, AnomieManeuver(0, "down"), "restart.anomie-maneuver-once")
    act(s, AnomieMove(0, "down"))                      # onto the Law space
    assert pos_of(s, RED, 0) == (4, 4) and s.dyst.law[RED] == 1
    assert "take_mission" not in kinds(s) and "anomie_plan" not in kinds(s)


def test_reds_example_reads_in_the_log():
    s = started(2)
    put(s, RED, 0, (3, 6))
    crystals(s, RED, intelligence=1)
    plan(s)
    assert GAME.describe(s, AnomieManeuver(0, "left")) == (
        "Maneuver Senator 1 from G4 left through Veto to the Culture space (no gain: Plan A moves the Law track only)")
    act(s, AnomieManeuver(0, "left"))
    assert GAME.describe(s, AnomieMove(0, "down")) == (
        "Move Senator 1 from the Culture space down to the Law space: Law 0 -> 1")


def test_a_move_that_reaches_a_mission_point_says_it_takes_a_mission():
    s = started(2)
    put(s, RED, 0, (3, 4))                             # the Culture space, above the Law space
    s.dyst.law[RED] = 4                                # the Law track's first Mission point is 5
    plan(s)
    assert GAME.describe(s, AnomieMove(0, "down")) == (
        "Move Senator 1 from the Culture space down to the Law space: Law 4 -> 5 (takes a Mission)")
    act(s, AnomieMove(0, "down"))
    assert kinds(s).count("take_mission") == 1


def test_maneuver_must_pass_through_a_non_empty_space_and_no_more_than_the_limit():
    s = started(2)
    put(s, RED, 0, (3, 7))
    crystals(s, RED, intelligence=1)
    plan(s)
    refused(s, AnomieManeuver(0, "left"), "restart.anomie-maneuver-through-none")   # [3,6] is empty
    put(s, BLUE, 0, (3, 6))                            # now Blue's Senator and the Veto: 2 spaces
    assert "at most 1" in refused(s, AnomieManeuver(0, "left"), "restart.anomie-maneuver-too-far")
    crystals(s, RED, intelligence=4)
    act(s, AnomieManeuver(0, "left"))
    assert pos_of(s, RED, 0) == (3, 4)


def test_maneuver_needs_an_intelligence_crystal_and_an_empty_space_on_the_board():
    s = started(2)
    plan(s)
    refused(s, AnomieManeuver(1, "left"), "restart.anomie-maneuver-no-crystals")
    crystals(s, RED, intelligence=6)
    put(s, BLUE, 0, (0, 2))
    put(s, BLUE, 1, (0, 1))                            # [0,3] R1, [0,2] B0, [0,1] B1, [0,0] empty
    put(s, RED, 0, (0, 0))
    refused(s, AnomieManeuver(1, "left"), "restart.anomie-maneuver-off-board")
    refused(s, AnomieManeuver(1, "sideways"), "restart.anomie-no-such-direction")
    refused(s, AnomieMove(2, "up"), "restart.anomie-no-such-token")


def test_maneuver_from_the_top_of_a_stack_leaves_the_others():
    s = started(2)
    put(s, BLUE, 0, (4, 4))
    put(s, RED, 0, (4, 4))                             # Red on top of Blue on the Law space
    put(s, BLUE, 1, (4, 3))                            # on Health
    crystals(s, RED, intelligence=1)
    plan(s, "plan_b")
    act(s, AnomieManeuver(0, "left"))                  # through Health (Blue 1) to [4,2]
    assert pos_of(s, RED, 0) == (4, 2) and stack(s, (4, 4)) == [(BLUE, 0)]
    assert s.dyst.bills[RED] == [0] * 4
    act(s, AnomieEnd())                                # the Plan action itself may be foregone
    assert "anomie_plan" not in kinds(s)


def test_a_plan_b_maneuver_ending_on_a_bill_space_pays_its_track():
    s = started(2)
    put(s, RED, 0, (1, 4))
    put(s, BLUE, 0, (2, 4))
    crystals(s, RED, intelligence=1)
    plan(s, "plan_b")
    act(s, AnomieManeuver(0, "down"))                  # through Blue to Culture
    assert pos_of(s, RED, 0) == (3, 4) and s.dyst.bills[RED] == [0, 1, 0, 0]
    # then onto the Law space: Plan B, nothing (L396), and the move says so (a review read of no gain)
    assert GAME.describe(s, AnomieMove(0, "down")) == (
        "Move Senator 1 from the Culture space down to the Law space (no gain: Plan B moves the Bill tracks only)")
    act(s, AnomieMove(0, "down"))
    assert s.dyst.law[RED] == 0 and s.dyst.bills[RED] == [0, 1, 0, 0]


def test_a_stacked_senator_cannot_maneuver_or_move():
    s = started(2)
    put(s, RED, 0, (4, 4))
    put(s, BLUE, 0, (4, 4))                            # Blue on top of Red
    crystals(s, RED, intelligence=3, memory=6)
    plan(s)
    refused(s, AnomieManeuver(0, "up"), "restart.anomie-maneuver-stacked-token")
    refused(s, AnomieMove(0, "up"), "restart.anomie-move-not-alone")
    refused(s, AnomieSupport(0, "up"), "restart.anomie-support-stacked-token")


# -- AN-2: Green's maneuver + support, Red takes the Law benefit (printed example) --------------------
def greens_example():
    s = started(4)
    put(s, GREEN, 0, (3, 6))                           # Green 1 stays on [3,8], its setup space
    put(s, RED, 0, (4, 4))                             # alone on the Law space
    put(s, RED, 1, (3, 7))
    s.dyst.law[RED] = 2
    crystals(s, GREEN, perception=1, intelligence=6, memory=2)
    crystals(s, RED, perception=2)
    s.turn.seat = GREEN
    plan_for(s, GREEN, "plan_a")
    act(s, AnomieManeuver(1, "left"))                  # through Red, Green, Veto
    assert pos_of(s, GREEN, 1) == (3, 4) and s.dyst.bills[GREEN] == [0] * 4
    act(s, AnomieSupport(1, "down"))
    assert stack(s, (4, 4)) == [(GREEN, 1), (RED, 0)]
    assert GAME.to_act(s) == RED and s.tasks[-1].kind == "anomie_offer"
    return s


def test_greens_maneuver_and_support_red_takes_the_benefit():
    s = greens_example()
    assert GAME.describe(s, AnomieTakeBenefit(True)) == "Take the benefit of the Law space: Law 2 -> 4"
    act(s, AnomieTakeBenefit(True))
    assert s.dyst.law[RED] == 4                        # two crystals on Red's Perception track
    assert s.dyst.law[GREEN] == 4                      # four spaces forward: a double benefit
    assert "take_mission" not in kinds(s)              # no Mission point crossed (5 is the first)


def test_greens_support_red_declines_green_still_gains_double():
    s = greens_example()
    act(s, AnomieTakeBenefit(False))
    assert s.dyst.law[RED] == 2 and s.dyst.law[GREEN] == 4


def test_greens_maneuver_reads_in_the_log():
    s = started(4)
    put(s, GREEN, 0, (3, 6))
    put(s, RED, 1, (3, 7))
    crystals(s, GREEN, intelligence=6)
    s.turn.seat = GREEN
    plan_for(s, GREEN, "plan_a")
    assert GAME.describe(s, AnomieManeuver(1, "left")) == (
        "Maneuver Senator 2 from I4 left through R2, G1, Veto to the Culture space (no gain: Plan A moves the "
        "Law track only)")


def test_after_greens_support_green_may_break_out_to_a_free_starting_space():
    s = greens_example()
    act(s, AnomieTakeBenefit(True))
    plan_for(s, GREEN, "plan_b")
    refused(s, AnomieBreakout(0, "left"), "restart.anomie-breakout-not-under")
    act(s, AnomieBreakout(1, "right"))                 # [3,8]: empty since Green 1 maneuvered
    assert pos_of(s, GREEN, 1) == (3, 8) and stack(s, (4, 4)) == [(RED, 0)]
    assert s.dyst.bills[GREEN] == [0] * 4 and s.dyst.law[GREEN] == 4   # a Breakout pays nothing


# -- AN-3 (designed): Plan B triple benefit with 6 Perception ---------------------------------------
def test_plan_b_triple_support_with_six_perception_and_the_opposite_track_above():
    s = started(4)
    put(s, BLUE, 0, (3, 4))
    put(s, RED, 0, (3, 4))                             # Culture: Blue bottom, Red on top
    put(s, YELLOW, 0, (2, 4))
    crystals(s, YELLOW, perception=6, memory=6)
    crystals(s, BLUE, perception=3)
    s.turn.seat = YELLOW
    plan_for(s, YELLOW, "plan_b")
    act(s, AnomieSupport(0, "down"))
    assert stack(s, (3, 4)) == [(YELLOW, 0), (BLUE, 0), (RED, 0)]
    assert GAME.to_act(s) == BLUE                      # directly above Yellow's Senator
    act(s, AnomieTakeBenefit(True))
    assert s.dyst.bills[BLUE] == [0, 1, 0, 1]          # Culture + the opposite track, Economy
    assert s.dyst.bills[YELLOW][BILL["culture"]] == 3  # triple; space 3 is a Mission point
    assert GAME.to_act(s) == YELLOW and kinds(s)[-2:] == ["anomie_extra_bill", "take_mission"]
    take_mission(s)
    assert sorted(m.track for m in GAME.legal_moves(s)) == ["economy", "education", "health"]
    refused(s, AnomieExtraBill("culture"), "restart.anomie-extra-bill-same")
    refused(s, AnomieExtraBill("law"), "restart.anomie-no-such-bill")
    act(s, AnomieExtraBill("health"))
    assert s.dyst.bills[YELLOW] == [3, 3, 0, 0] and s.tasks[-1].kind == "take_mission"


def test_plan_b_double_support_doubles_the_opposite_track_too():
    """L431 "you gain double the benefit of the space ... include any Perception crystal effect
    you may have": with 3 Perception crystals the opposite Bill track (L405) is part of the
    benefit, so it advances two spaces as well (NOTES.md, reading 2)."""
    s = started(2)
    put(s, BLUE, 0, (3, 4))                            # alone on Culture
    crystals(s, RED, perception=3, memory=2)
    plan(s, "plan_b")
    put(s, RED, 0, (2, 4))
    act(s, AnomieSupport(0, "down"))
    assert stack(s, (3, 4)) == [(RED, 0), (BLUE, 0)]
    act(s, AnomieTakeBenefit(False))                   # Blue declines: Red still gains in full
    assert s.dyst.bills[BLUE] == [0, 0, 0, 0]
    assert s.dyst.bills[RED] == [0, 2, 0, 2]           # Culture and the opposite Economy, x2 each


# -- Move, and what each Plan pays -------------------------------------------------------------------
def test_move_refusals():
    s = started(2)
    plan(s)
    refused(s, AnomieMove(0, "up"), "restart.anomie-move-off-board")
    put(s, RED, 0, (2, 3))
    refused(s, AnomieMove(0, "down"), "restart.anomie-move-veto")
    put(s, BLUE, 0, (1, 3))
    assert "Empty space" in refused(s, AnomieMove(0, "up"), "restart.anomie-move-not-empty")
    put(s, BLUE, 1, (2, 3))                            # Blue on top of Red
    refused(s, AnomieMove(0, "left"), "restart.anomie-move-not-alone")


@pytest.mark.parametrize("which,target,law,bills", [
    ("plan_a", (4, 4), 1, [0, 0, 0, 0]),   # Plan A on the Law space: Law +1
    ("plan_a", (3, 4), 0, [0, 0, 0, 0]),   # Plan A on a Bill space: nothing
    ("plan_b", (3, 4), 0, [0, 1, 0, 0]),   # Plan B on the Culture space: Culture +1
    ("plan_b", (4, 4), 0, [0, 0, 0, 0]),   # Plan B on the Law space: nothing
])
def test_each_plan_pays_on_its_own_spaces(which, target, law, bills):
    s = started(2)
    put(s, RED, 0, (2, 4) if target == (3, 4) else (4, 5))   # above Culture, or on Education
    plan(s, which)
    act(s, AnomieMove(0, "down" if target == (3, 4) else "left"))
    assert pos_of(s, RED, 0) == target and s.dyst.law[RED] == law and s.dyst.bills[RED] == bills


@pytest.mark.parametrize("perception,spaces", [(0, 1), (1, 2), (2, 2), (3, 3), (4, 3), (5, 3), (6, 4)])
def test_plan_a_law_spaces_by_perception_as_printed(perception, spaces):
    s = started(2)
    put(s, RED, 0, (3, 4))
    crystals(s, RED, perception=perception)
    s.dyst.law[RED] = 11
    plan(s)
    act(s, AnomieMove(0, "down"))
    assert s.dyst.law[RED] == 11 + spaces


@pytest.mark.parametrize("perception,bills", [(2, [1, 0, 0, 0]), (3, [1, 0, 1, 0]), (5, [1, 0, 1, 0])])
def test_plan_b_opposite_bill_track_from_three_perception(perception, bills):
    s = started(2)
    put(s, RED, 0, (4, 2))
    crystals(s, RED, perception=perception)
    plan(s, "plan_b")
    act(s, AnomieMove(0, "right"))                     # onto Health; Education is opposite
    assert s.dyst.bills[RED] == bills and "anomie_extra_bill" not in kinds(s)


def test_plan_b_any_other_bill_track_with_six_perception_skips_full_tracks():
    s = started(2)
    put(s, RED, 0, (6, 4))
    crystals(s, RED, perception=6)
    s.dyst.bills[RED] = [6, 6, 0, 2]
    plan(s, "plan_b")
    act(s, AnomieMove(0, "up"))                        # onto Economy: 2 -> 3, a Mission point
    assert s.dyst.bills[RED][BILL["economy"]] == 3
    take_mission(s)
    assert [m.track for m in GAME.legal_moves(s)] == ["education"]
    assert "cannot advance any further" in refused(s, AnomieExtraBill("health"),
                                                   "restart.anomie-extra-bill-full")
    act(s, AnomieExtraBill("education"))
    assert s.dyst.bills[RED] == [6, 6, 1, 3]


# -- Support --------------------------------------------------------------------------------------
def support_position(memory: int):
    s = started(3)
    put(s, BLUE, 0, (4, 4))                            # Blue alone on the Law space
    put(s, RED, 0, (3, 4))                             # Red beside it, on Culture
    crystals(s, RED, memory=memory)
    return s


def test_support_needs_two_memory_crystals():
    s = support_position(1)
    plan(s)
    refused(s, AnomieSupport(0, "down"), "restart.anomie-support-no-crystals")


def test_support_goes_only_to_the_space_of_its_plan():
    s = support_position(2)
    put(s, GREEN, 0, (4, 3))                           # Green on Health
    put(s, RED, 1, (4, 2))                             # Red 1 beside Health
    plan(s, "plan_b")
    assert "via a Plan B action" in refused(s, AnomieSupport(0, "down"), "restart.anomie-support-wrong-space")
    refused(s, AnomieSupport(0, "up"), "restart.anomie-support-wrong-space")     # [2,4]: not Law or Bill
    act(s, AnomieSupport(1, "right"))                  # under Green on Health: Plan B's space
    assert stack(s, (4, 3)) == [(RED, 1), (GREEN, 0)]


def test_support_refusals_empty_too_high_own_bottom():
    s = support_position(2)
    plan(s)
    put(s, BLUE, 0, (2, 2))
    refused(s, AnomieSupport(0, "down"), "restart.anomie-support-empty-space")
    put(s, GREEN, 0, (4, 4))
    put(s, BLUE, 0, (4, 4))                            # Law: Green, Blue
    assert "at most 1" in refused(s, AnomieSupport(0, "down"), "restart.anomie-support-too-high")
    put(s, GREEN, 0, (4, 8))
    put(s, RED, 1, (4, 4), bottom=True)                # Law: Red 1, Blue
    crystals(s, RED, memory=6)                         # room under 2: only the bottom is wrong
    refused(s, AnomieSupport(0, "down"), "restart.anomie-support-own-bottom")


def test_six_memory_supports_under_two_for_a_triple_benefit():
    s = support_position(6)
    put(s, GREEN, 0, (4, 4))                           # Law: Blue, Green
    crystals(s, RED, perception=1, memory=6)
    plan(s)
    act(s, AnomieSupport(0, "down"))
    assert stack(s, (4, 4)) == [(RED, 0), (BLUE, 0), (GREEN, 0)]
    assert GAME.to_act(s) == BLUE                      # directly above: the former bottom
    act(s, AnomieTakeBenefit(False))
    assert s.dyst.law == [6, 0, 0]                     # 2 spaces x 3; 5 is a Mission point
    assert s.tasks[-1].kind == "take_mission" and s.tasks[-1].seat == RED


def test_a_senator_on_top_of_a_stack_may_support():
    s = support_position(2)
    put(s, GREEN, 0, (3, 4))
    put(s, RED, 0, (3, 4))                             # Culture: Green, Red (top)
    plan(s)
    act(s, AnomieSupport(0, "down"))
    assert stack(s, (3, 4)) == [(GREEN, 0)] and stack(s, (4, 4)) == [(RED, 0), (BLUE, 0)]


def test_the_offer_is_not_asked_when_the_benefit_moves_nothing():
    s = support_position(2)
    s.dyst.law[BLUE] = 20
    plan(s)
    act(s, AnomieSupport(0, "down"))
    assert "anomie_offer" not in kinds(s) and s.dyst.law == [2, 20, 0]


# -- Breakout -----------------------------------------------------------------------------------
def test_breakout_to_a_free_starting_space_only():
    s = started(3)
    put(s, RED, 0, (4, 4))
    put(s, BLUE, 0, (4, 4))                            # Red 0 under Blue 0
    plan(s)
    refused(s, AnomieBreakout(1, "left"), "restart.anomie-breakout-not-under")
    refused(s, AnomieBreakout(0, "right"), "restart.anomie-breakout-start-taken")    # Red 1 is there
    refused(s, AnomieBreakout(0, "top"), "restart.anomie-no-such-start")
    put(s, BLUE, 1, (0, 5))
    put(s, GREEN, 0, (0, 4))                           # left, middle, right all hold a Senator
    assert "unlikely event" in refused(s, AnomieBreakout(0, "left"), "restart.anomie-breakout-no-free-start")
    put(s, GREEN, 0, (4, 8))
    # named by its space: "the left starting space F1" meant the player's left, and the board
    # draws F1 right of E1 (a review)
    assert GAME.describe(s, AnomieBreakout(0, "middle")) == "Break out Senator 1 from the Law space to your starting space E1"
    act(s, AnomieBreakout(0, "middle"))
    assert pos_of(s, RED, 0) == (0, 4) and stack(s, (4, 4)) == [(BLUE, 0)] and s.dyst.law == [0, 0, 0]


# -- tracks, Mission points, scoring --------------------------------------------------------------
@pytest.mark.parametrize("before,perception,after,missions", [
    (4, 0, 5, 1),     # reach the Mission point 5
    (3, 6, 7, 1),     # pass it
    (9, 6, 13, 1),
    (14, 6, 18, 1),
    (19, 6, 20, 0),   # the last space: no further
    (0, 1, 2, 0),     # entering the track uses 1 of the movement
])
def test_law_track_mission_points_and_last_space(before, perception, after, missions):
    s = started(2)
    put(s, RED, 0, (3, 4))
    crystals(s, RED, perception=perception)
    s.dyst.law[RED] = before
    plan(s)
    act(s, AnomieMove(0, "down"))
    assert s.dyst.law[RED] == after and kinds(s).count("take_mission") == missions


def test_a_support_can_pass_several_mission_points_and_each_brings_a_mission():
    s = support_position(6)
    put(s, GREEN, 0, (4, 4))
    crystals(s, RED, perception=6, memory=6)
    s.dyst.law[RED] = 4
    plan(s)
    act(s, AnomieSupport(0, "down"))
    act(s, AnomieTakeBenefit(False))
    assert s.dyst.law[RED] == 16 and kinds(s).count("take_mission") == 3   # 4 + 4 x 3: 5, 10, 15


def test_final_scoring_law_space_and_bill_table():
    s = started(2)
    s.dyst.law = [7, 0]
    s.dyst.bills = [[1, 2, 3, 6], [0, 4, 5, 0]]
    assert scoring.score(s) == [{"plan_a": 7, "plan_b": 2 + 3 + 4 + 8}, {"plan_a": 0, "plan_b": 6 + 7}]
    s.dyst.law = [20, 1]
    assert [x["plan_a"] for x in scoring.score(s)] == [20, 1]


def test_outcome_names_the_anomie_categories():
    s = started(2)
    s.dyst.law = [3, 0]
    s.dyst.bills = [[0, 0, 0, 0], [0, 0, 2, 0]]
    s.phase = "over"
    s.end_reason = "the Event deck running out"
    out = GAME.outcome(s)
    assert out.scores[RED].categories["Plan A (Law track)"] == 3
    assert out.scores[BLUE].categories["Plan B (Bill tracks)"] == 3


def test_an_event_cards_plan_icon_starts_the_anomie_plan_action():
    s = started(2)
    first_turn(s, "memory")
    push(s, PlanAction(RED, "plan_b"))
    STEPS.settle(s)
    assert s.tasks[-1].kind == "anomie_plan" and s.tasks[-1].plan == "plan_b"


def test_the_board_and_tracks_are_public():
    s = started(3)
    put(s, RED, 0, (4, 4))
    s.dyst.law[BLUE] = 3
    for seat in (0, 1, 2, None):
        v = GAME.view(s, seat).dyst
        assert v.board == s.dyst.board and v.law == s.dyst.law and v.bills == s.dyst.bills
