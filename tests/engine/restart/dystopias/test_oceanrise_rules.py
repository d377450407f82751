"""Rulebook, "Oceanrise Dystopia": the Map sheet and its regions, Plan A / Plan B, the crystal
table, the Contribution track, Mission points and final scoring; each printed example with its
numbers (spec scenarios OC-1..OC-4)."""
from __future__ import annotations

from functools import partial

import pytest

from engine.restart.dystopias.oceanrise import scoring
from engine.restart.dystopias.oceanrise.content import CITY, OCEANRISE, region_of
from engine.restart.dystopias.oceanrise.dystopia import DYSTOPIA
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.events import TakeMission, UseAction
from engine.restart.scoring import seat_scores
from engine.restart.state import OBJECTIVE_BASE, Options
from engine.restart.steps import STEPS

from tests.engine.restart.helpers import GAME, CHANCE, act, crystals, first_turn, refused, snapshot, started as started_with

W, L, F = "W", "L", "F"


started = partial(started_with, options=Options(dystopia="oceanrise"))



def space(s, row: int, col: int) -> int:
    return row * s.cols + col


def plan(s, which: str = "plan_a") -> None:
    """Seat 0's first turn: Child in the past, Action marker on Intelligence, the Plan action."""
    first_turn(s, "intelligence")
    act(s, UseAction(which))


def sector(r: int, c: int) -> int:
    return 3 * r + c


def region_cells(s, seat: int, region: int) -> list[str]:
    return s.dyst.sheets[seat][9 * region:9 * region + 9]


def kinds(s) -> list[str]:
    return [t.kind for t in s.tasks]


# -- OC-1: Green's Plan A, 1 + 2 + 3 symbols ---------------------------------------------------
def test_greens_plan_a_draws_one_wildlife_two_lakes_three_forests_then_takes_a_mission():
    s = started(3)
    s.players[0].adult = space(s, 0, 0)          # topmost space of the leftmost column
    crystals(s, 0, perception=2, intelligence=4, memory=3)
    s.display[0][1] = 2                          # Adrenaline on the Mission taken
    plan(s)
    assert region_of(s.players[0].adult, s.cols) == 0 and s.dyst.left == [1, 2, 3]
    act(s, OceanDraw(W, sector(0, 2)))
    assert "no wildlife symbol is left" in refused(s, OceanDraw(W, sector(0, 1)), "restart.oceanrise-symbol-limit")
    act(s, OceanDraw(L, sector(1, 0)))           # the region's second sector: a Mission, later
    assert s.dyst.mission_due and "take_mission" not in kinds(s)
    act(s, OceanDraw(L, sector(1, 1)))
    refused(s, OceanDraw(L, sector(2, 0)), "restart.oceanrise-symbol-limit")
    act(s, OceanDraw(F, sector(2, 1)))
    act(s, OceanDraw(F, sector(2, 2)))
    assert "take_mission" not in kinds(s)        # "once they have finished drawing"
    assert CITY[0] == sector(0, 0)
    act(s, OceanDraw(F, sector(0, 0)))           # the third forest, on the City
    assert s.tasks[-1].kind == "take_mission" and s.tasks[-1].seat == 0   # allowances used: the action ends
    assert s.dyst.boxes[0][0] and s.dyst.left == [] and not s.dyst.mission_due
    assert region_cells(s, 0, 0) == [F, "", W, L, L, "", "", F, F]
    adrenaline, held = s.players[0].adrenaline, len(s.players[0].missions)
    act(s, TakeMission(0))
    assert GAME.to_act(s) == CHANCE
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert s.players[0].adrenaline == adrenaline + 2 and len(s.players[0].missions) == held + 1
    assert scoring.city_bonus(s.dyst.sheets[0], 0) == 0   # the City is gone: no wildlife/lake points


def test_greens_region_with_the_city_kept_scores_its_wildlife_and_lakes():
    sheet = [""] * 108
    for k, sym in ((sector(0, 2), W), (sector(1, 0), L), (sector(1, 1), L), (sector(2, 1), F),
                   (sector(2, 2), F), (sector(0, 1), F)):
        sheet[k] = sym
    assert scoring.city_bonus(sheet, 0) == 2 * 1 + 1 * 2


@pytest.mark.parametrize("n", range(7))
def test_crystal_table_as_printed(n):
    s = started(2)
    s.players[0].adult = space(s, 1, 1)
    crystals(s, 0, n, n, n)
    plan(s)
    assert s.dyst.left == [[0, 0, 1, 1, 1, 1, 2][n], [1, 1, 1, 1, 2, 2, 3][n], [0, 1, 2, 3, 4, 5, 6][n]]
    assert sum(isinstance(m, OceanDraw) for m in GAME.legal_moves(s)) == 9 * sum(1 for x in s.dyst.left if x)


# -- Plan A ---------------------------------------------------------------------------------------
def test_plan_a_is_refused_from_an_objective_space():
    s = started(2)
    s.players[0].adult = OBJECTIVE_BASE + 1
    first_turn(s, "intelligence")
    rule = refused(s, UseAction("plan_a"), "restart.oceanrise-adult-in-objective")
    assert "unable to perform a Plan A action" in rule
    assert UseAction("plan_a") not in GAME.legal_moves(s)


def test_plan_a_is_refused_with_the_adult_beside_the_board():
    s = started(2)
    first_turn(s, "intelligence")
    assert s.players[0].adult < 0
    refused(s, UseAction("plan_a"), "restart.oceanrise-adult-off-grid")


def test_a_plan_action_gained_but_impossible_does_nothing():
    s = started(2)
    s.players[0].adult = OBJECTIVE_BASE
    before = snapshot(s)
    assert DYSTOPIA.plan_tasks(s, 0, "plan_a") == [] and DYSTOPIA.plan_tasks(s, 0, "plan_b") == []
    assert snapshot(s) == before


def test_symbols_in_any_order_and_stopping_early():
    s = started(2)
    s.players[0].adult = space(s, 2, 2)          # past, rightmost of 3 columns: region 10
    crystals(s, 0, 6, 6, 6)
    plan(s)
    act(s, OceanDraw(F, 4))
    act(s, OceanDraw(W, 0))                      # second sector: the Mission box
    act(s, OceanEnd())
    assert region_cells(s, 0, 10)[0] == W and region_cells(s, 0, 10)[4] == F
    assert s.dyst.boxes[0][10] and s.tasks[-1].kind == "take_mission"


def test_one_symbol_per_sector_within_the_region():
    s = started(2)
    s.players[0].adult = space(s, 0, 1)
    crystals(s, 0, 6, 6, 6)
    plan(s)
    act(s, OceanDraw(L, 5))
    assert "only draw one symbol in each sector" in refused(s, OceanDraw(F, 5), "restart.oceanrise-sector-drawn")
    refused(s, OceanDraw(F, 9), "restart.oceanrise-sector-other-region")
    refused(s, OceanDraw("X", 1), "restart.oceanrise-no-such-symbol")


def test_the_region_mission_comes_once_at_the_second_sector_even_across_actions():
    s = started(2)
    s.players[0].adult = space(s, 1, 0)
    region = region_of(s.players[0].adult, s.cols)
    s.dyst.sheets[0][9 * region + 8] = F           # drawn in an earlier action
    crystals(s, 0, 0, 0, 6)
    plan(s)
    act(s, OceanDraw(F, 0))                        # the second sector of the region
    act(s, OceanDraw(F, 1))
    act(s, OceanEnd())
    assert [t.kind for t in s.tasks].count("take_mission") == 1
    # a later action in the same region: the box is crossed already, no Mission
    s2 = started(2)
    s2.players[0].adult = s.players[0].adult
    s2.dyst.sheets[0][9 * region:9 * region + 2] = [F, F]
    s2.dyst.boxes[0][region] = True
    crystals(s2, 0, 0, 0, 6)
    plan(s2)
    act(s2, OceanDraw(F, 2))
    act(s2, OceanEnd())
    assert "take_mission" not in kinds(s2)


def test_a_full_region_draws_nothing():
    s = started(2)
    s.players[0].adult = space(s, 0, 0)
    s.dyst.sheets[0][0:9] = [F] * 9
    s.dyst.boxes[0][0] = True
    plan(s)
    assert s.tasks[-1].kind == "actions" and s.dyst.plan == ""   # nothing to draw: back to the field


# -- OC-2: Plan B and the Contribution track ---------------------------------------------------
def _plan_b(circled: int = 2, seats: int = 3):
    s = started(seats)
    s.players[1].child = space(s, 1, 2)            # Blue's Child: present row, column 3
    s.dyst.circled[1] = circled
    crystals(s, 0, 2, 4, 3)
    plan(s, "plan_b")
    return s


def test_plan_b_owner_circles_the_third_space_and_takes_a_mission_at_once():
    s = _plan_b()
    assert GAME.legal_moves(s) == [OceanFigure(1, "child")]
    act(s, OceanFigure(1, "child"))
    assert GAME.to_act(s) == 1 and s.dyst.region == region_of(space(s, 1, 2), s.cols) == 6
    act(s, OceanCircle(True))
    assert s.dyst.circled[1] == 3
    assert s.tasks[-1].kind == "take_mission" and s.tasks[-1].seat == 1   # before the drawing
    act(s, TakeMission(0))
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "oceanrise_draw" and s.dyst.left == [1, 2, 3]
    act(s, OceanDraw(W, 0))
    assert region_cells(s, 0, 6)[0] == W and region_cells(s, 1, 6) == [""] * 9   # on the drawer's sheet


def test_plan_b_declined_leaves_the_drawing_unchanged():
    s = _plan_b()
    act(s, OceanFigure(1, "child"))
    act(s, OceanCircle(False))
    assert s.dyst.circled[1] == 2 and GAME.to_act(s) == 0 and s.dyst.left == [1, 2, 3]
    assert "take_mission" not in kinds(s)


@pytest.mark.parametrize("before,mission", [(0, False), (2, True), (3, False), (5, True), (8, True),
                                            (11, True), (12, False)])
def test_contribution_mission_points_3_6_9_12(before, mission):
    s = _plan_b(before)
    act(s, OceanFigure(1, "child"))
    act(s, OceanCircle(True))
    assert ("take_mission" in kinds(s)) is mission


def test_a_full_contribution_track_is_not_asked():
    s = _plan_b(OCEANRISE.contribution_track.spaces)
    act(s, OceanFigure(1, "child"))
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "oceanrise_draw"


def test_plan_b_figure_refusals():
    s = _plan_b()
    s.players[2].adult = OBJECTIVE_BASE + 2
    assert "not considered to be in any region" in refused(s, OceanFigure(2, "adult"),
                                                           "restart.oceanrise-figure-in-objective")
    refused(s, OceanFigure(0, "child"), "restart.oceanrise-figure-own")
    refused(s, OceanFigure(2, "child"), "restart.oceanrise-figure-off-grid")
    refused(s, OceanFigure(5, "child"), "restart.oceanrise-no-such-figure")
    refused(s, OceanFigure(1, "dog"), "restart.oceanrise-no-such-figure")
    refused(s, OceanDraw(W, 0), "restart.not-now")


def test_plan_b_without_a_figure_on_the_grid_is_refused():
    s = started(3)
    first_turn(s, "intelligence")
    rule = refused(s, UseAction("plan_b"), "restart.oceanrise-no-figure")
    assert "another player's Adult or Child figure" in rule


# -- OC-3 / OC-4: final scoring ------------------------------------------------------------------
def _column_zero(sheet):
    for region, cells in ((0, (F, F, F)), (4, (W, L, L)), (8, (F, F, F))):
        for r, sym in enumerate(cells):
            sheet[9 * region + 3 * r] = sym


def test_final_scoring_full_column_and_city_bonus():
    s = started(3)
    _column_zero(s.dyst.sheets[0])
    s.dyst.circled[0] = 5
    assert scoring.score(s)[0] == {"plan_a": 6 + 2 * 1 + 1 * 2, "plan_b": 5}
    assert scoring.score(s)[1] == {"plan_a": 0, "plan_b": 0}


def test_rightmost_circled_number_scores():
    track = OCEANRISE.contribution_track
    assert [track.score(n) for n in (0, 1, 12, 15)] == [0, 1, 12, 18]


def test_two_players_use_three_region_columns():
    s2, s3 = started(2), started(3)
    assert {region_of(x, s2.cols) % 4 for x in range(s2.rows * s2.cols)} == {0, 1, 2}
    for s in (s2, s3):
        for region in (3, 7, 11):                  # the rightmost column of regions, all drawn
            s.dyst.sheets[0][9 * region:9 * region + 9] = [F] * 9
    assert scoring.full_columns(s2.dyst.sheets[0], 2) == 0
    assert scoring.full_columns(s3.dyst.sheets[0], 3) == 3


def test_outcome_names_the_plan_categories():
    s = started(2)
    _column_zero(s.dyst.sheets[1])
    s.phase = "over"
    s.end_reason = "the Event deck running out"
    out = GAME.outcome(s)
    assert out.scores[1].categories["Map symbols"] == 10
    assert out.scores[0].categories["Contribution track"] == 0


def test_the_map_sheet_category_names_every_symbol_plan_b_included():
    """The Scoring sheet's Plan A row holds the Map sheet (L613), whichever Plan drew on it: a
    review read "Plan A (Map sheet)" for symbols drawn with Plan B. The title says so."""
    s = _plan_b(seats=2)
    act(s, OceanFigure(1, "child"))
    act(s, OceanCircle(False))
    act(s, OceanDraw(L, 0))  # region 6 keeps its City: the lake scores 1
    categories = seat_scores(s)[0].categories  # the score shown while the game goes on
    assert categories["Map symbols"] == 1


def test_the_first_contribution_space_reads_one_point():
    """It read "(1 points)" (a review)."""
    s = _plan_b(circled=0)
    act(s, OceanFigure(1, "child"))
    assert GAME.move_text(s, OceanCircle(True)) == "Circle Contribution space 1 (1 point)"
    assert STEPS.prompt(s).endswith("(1 point)?")


def test_the_contribution_track_shows_what_the_next_number_would_score():
    """Its values are ours (NOTES), printed nowhere: a review could not plan without them."""
    from engine.restart.dystopias.oceanrise.text import contribution
    assert contribution(0) == "0/15 (0 pts, next 1)" and contribution(1) == "1/15 (1 pt, next 2)"
    assert contribution(2) == "2/15 (2 pts, next 3 and a Mission)"  # Mission points: 3, 6, 9, 12
    assert contribution(12) == "12/15 (12 pts, next 14)" and contribution(15) == "15/15 (18 pts)"
