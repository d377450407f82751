"""Chaos in Anomie, Extinction and Oceanrise exactly as printed (rules/restart.txt L450-471,
L545-552, L602-619), one test per printed rule or SOLO.md §14 scenario (S-A*, S-E*, S-O*)."""
from __future__ import annotations

from engine.core import CHANCE
from engine.core.steps import push
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS
from engine.restart.chaos import anomie, extinction, oceanrise
from engine.restart.dystopias.anomie.content import LAW, at, senator, space_name, start_space
from engine.restart.dystopias.anomie.events import AnomieManeuver, AnomieSupport, AnomieTakeBenefit
from engine.restart.dystopias.extinction.events import ChromosomeDrawn
from engine.restart.dystopias.extinction.steps import ChromosomeDraw, deck, limits
from engine.restart.dystopias.oceanrise.content import CITY, SECTORS, region_of
from engine.restart.dystopias.oceanrise.events import OceanCircle
from engine.restart.events import UseAction
from engine.restart.intelligence import PlanAction
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import STEPS

from tests.engine.restart.helpers import act, chance
from tests.engine.restart.solo.helpers import chaos_turn, last_field, solo, space

HEALTH, CULTURE, ECONOMY = 39, 31, 49  # Bill spaces (BILL_AT: health 0, culture 1, education 2, economy 3)
YOU, C0, C1 = 0, 2 * CHAOS, 2 * CHAOS + 1   # Senator tokens: yours 0/1, Chaos's 2/3


def intelligence_turn(s):
    last_field(s, "memory")
    chaos_turn(s, "C05")           # intelligence (fallback perception)


def forced(s, plan: str):
    """An Event card's Plan icon: Chaos performs that Plan action (L456, L550, L606)."""
    push(s, PlanAction(CHAOS, plan))
    STEPS.settle(s)


def draw_rest(s):
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])


# == Anomie =======================================================================================
def put(d, token: int, space: int, bottom: bool = False):
    anomie.relocate(d, token, space, bottom)


def test_setup_gives_chaos_progress_markers_and_two_senators_placed_as_yours():
    """L452 "5 Progress markers in its color"; L453 "2 Senator tokens in its color, placing them
    on the Anomie board as you would for a human player" (L372: the middle of its 3 spaces, and
    the space to its right)."""
    d = solo("anomie").dyst
    assert d.law[CHAOS] == 0 and d.bills[CHAOS] == [0, 0, 0, 0]   # 1 Law + 4 Bill markers
    assert d.board[start_space(CHAOS, "middle")] == [C0] and d.board[start_space(CHAOS, "right")] == [C1]


def test_s_a1_empty_law_space_plan_a_with_the_token_alone_off_law_and_bills():
    """L455 "If Chaos can legally place a Senator token in the Law space (either the space is
    empty ...) it performs the Plan A action"; L458 "Any one that is alone in a space that is not
    the Law space or a Bill space"; L465 "place ... in the space. Chaos gains the benefit"."""
    s = solo("anomie")
    d = s.dyst
    first = anomie.selected(d)
    assert anomie.choose(s) == "plan_a"
    assert anomie.criterion(d, C0) == anomie.criterion(d, C1) == 1
    assert first == min((C0, C1), key=lambda t: anomie.where(d, t))   # reading order
    came = space_name(anomie.where(d, first))
    intelligence_turn(s)
    assert d.board[LAW] == [first] and d.law[CHAOS] == 1           # Perception 0: 1 space
    # which Senator, from where (a review could check L457-463 only on the board), and the gain
    # said once (it read "(the Law space)" again)
    assert f"places its {senator(first % 2)} from {came} in the Law space: Law 0 -> 1" in s.chaos.narration
    assert all("Bill space" not in line for line in s.chaos.narration)  # named as the board names them


def test_s_a2_support_under_your_token_in_the_law_space():
    """L466 "Chaos performs a Support action in the Law space; place Chaos' selected Senator
    token below your token. You may gain the benefit of the space and then Chaos gains double
    or triple"; with 1 Perception crystal the Law benefit is 2, doubled: 4 (cf. L472-476)."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    s.players[CHAOS].tracks = ["F", "", "FF"]                      # Perception 1, Memory 2
    assert anomie.choose(s) == "plan_a"
    intelligence_turn(s)
    assert d.board[LAW][1] == YOU and d.board[LAW][0] in (C0, C1)
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "anomie_offer"   # you are asked first
    act(s, AnomieTakeBenefit(True))
    assert d.law[YOU] == 1 and d.law[CHAOS] == 4


def test_s_a3_no_support_means_plan_b_in_the_empty_bill_space_lowest_then_top():
    """L455 "Otherwise, it performs the Plan B action"; L469-470 "place ... in an empty Bill
    space ... choose the Bill space where Chaos' Progress marker is lower ... In case of a tie,
    choose the earlier Bill track on the Anomie board (from top to bottom)"."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    s.players[CHAOS].tracks = ["", "", "F"]                        # Memory 1: no Support
    assert anomie.choose(s) == "plan_b"
    intelligence_turn(s)
    assert d.board[HEALTH] and d.board[HEALTH][0] in (C0, C1) and d.bills[CHAOS][0] == 1
    put(d, d.board[HEALTH][0], 0)                                  # back off the Bill space
    d.bills[CHAOS] = [3, 1, 0, 2]
    assert anomie.placement(s, "plan_b") == (41, False)            # education: its lowest marker
    d.bills[CHAOS] = [1, 0, 2, 0]
    assert anomie.placement(s, "plan_b") == (CULTURE, False)       # culture and economy tie: culture


def test_plan_b_supports_in_a_bill_space_when_it_can():
    """L468 "If Chaos can perform a Support action in a Bill space, it does so"."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    put(d, 1, CULTURE)                                             # your other token
    s.players[CHAOS].tracks = ["", "", "FF"]
    d.board[LAW] = [YOU]
    assert anomie.placement(s, "plan_a") == (LAW, True)            # (Plan A would support too)
    assert anomie.placement(s, "plan_b") == (CULTURE, True)


def test_several_bill_spaces_to_support_in_lower_marker_then_top_to_bottom():
    """L470 "In either case, if there is more than one applicable Bill space, choose the Bill
    space where Chaos' Progress marker is lower ... In case of a tie, choose the earlier Bill
    track on the Anomie board (from top to bottom)": here the Support case (L468)."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, HEALTH)
    put(d, 1, CULTURE)
    s.players[CHAOS].tracks = ["", "", "FF"]
    d.bills[CHAOS] = [2, 1, 0, 0]
    assert anomie.placement(s, "plan_b") == (CULTURE, True)
    d.bills[CHAOS] = [1, 1, 0, 0]
    assert anomie.placement(s, "plan_b") == (HEALTH, True)


def test_s_a4_selection_order_of_the_printed_criteria():
    """L458-463: alone off Law/Bill, alone in the Law space, alone in a Bill space, topmost in
    the Law space, topmost in a Bill space, under one of your tokens."""
    s = solo("anomie")
    d = s.dyst
    put(d, C0, LAW)
    assert anomie.selected(d) == C1                                # C1 alone on a start space
    put(d, C1, HEALTH)
    assert anomie.selected(d) == C0                                # alone in Law before a Bill
    put(d, YOU, LAW)                                               # your token on top of C0
    assert anomie.criterion(d, C0) == 6 and anomie.selected(d) == C1
    put(d, 1, HEALTH)
    assert anomie.criterion(d, C1) == 6 and anomie.selected(d) == C1   # both under: Health (39) reads first


def test_topmost_in_the_law_space_then_topmost_in_a_bill_space_then_under_yours():
    """L461 "Chaos' topmost one in the Law space", L462 "Any of Chaos' topmost ones in a Bill
    space", L463 "Any one underneath one of your Senator tokens" (in this order)."""
    s = solo("anomie")
    d = s.dyst
    put(d, C0, LAW)
    put(d, YOU, LAW, bottom=True)                                  # you supported under C0
    put(d, C1, HEALTH)
    put(d, 1, HEALTH, bottom=True)                                 # and under C1
    assert (anomie.criterion(d, C0), anomie.criterion(d, C1)) == (4, 5) and anomie.selected(d) == C0
    put(d, C0, CULTURE)
    put(d, YOU, CULTURE)                                           # C0 now under your token
    assert (anomie.criterion(d, C0), anomie.selected(d)) == (6, C1)


def test_s_a5_forced_plan_a_with_its_token_alone_in_law_is_forgone():
    """L456 "Event cards give specific Plan A or Plan B actions": Plan A when its token stands
    alone in the Law space has no legal placement (SOLO.md §9.2 gap): forgone."""
    s = solo("anomie")
    d = s.dyst
    put(d, C0, LAW)
    put(d, C1, HEALTH)
    before = [list(x) for x in d.board], list(d.law)
    forced(s, "plan_a")
    assert ([list(x) for x in d.board], list(d.law)) == before


def test_forced_plan_a_with_its_token_already_under_yours_in_law_is_forgone():
    """L463 selects a token under one of yours; when it is the Law space's bottom token already,
    neither L465 (the space is not empty) nor a Support (L427: under another player's token) can
    place it: forgone (SOLO.md §9.2, a solo audit's case)."""
    s = solo("anomie")
    d = s.dyst
    put(d, C0, LAW)
    put(d, YOU, LAW)                                # [C0, yours]
    put(d, C1, ECONOMY)
    put(d, YOU + 1, ECONOMY)                        # [C1, yours]
    assert anomie.selected(d) == C0                 # both under yours: the earlier in reading order
    before = [list(x) for x in d.board], list(d.law)
    forced(s, "plan_a")
    assert ([list(x) for x in d.board], list(d.law)) == before


def test_its_token_on_top_of_your_stack_supports_under_yours_rather_than_forgo():
    """L455: your token is the bottom one in the Law space and Chaos can Support (6 Memory): Plan
    A. L461 selects its token on top of that stack; L466 "place Chaos' selected Senator token
    below your token": the token moves under yours, you are asked, Chaos gains x2."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    put(d, C0, LAW)                                 # [yours, C0]
    put(d, YOU + 1, HEALTH)
    put(d, C1, HEALTH, bottom=True)                 # [C1, yours]
    s.players[CHAOS].tracks = ["", "", "FFFFFF"]
    assert (anomie.choose(s), anomie.selected(d)) == ("plan_a", C0)
    intelligence_turn(s)
    assert d.board[LAW] == [C0, YOU]
    assert "forgoes" not in " ".join(s.chaos.narration)
    assert GAME.to_act(s) == 0 and AnomieTakeBenefit(False) in GAME.legal_moves(s)  # you may gain first
    GAME.apply(s, AnomieTakeBenefit(False))
    assert d.law[CHAOS] == 2                        # then Chaos: the space's 1, doubled


def test_chaos_takes_its_benefit_when_you_support_under_it_and_never_maneuvers():
    """L430 "may choose to immediately gain": Chaos always does (SOLO.md §9.2)."""
    s = solo("anomie")
    d = s.dyst
    put(d, C0, LAW)
    s.players[CHAOS].tracks = ["", "", ""]
    push(s, anomie.BenefitOffer(CHAOS, "plan_a", LAW, YOU))
    STEPS.settle(s)
    assert d.law[CHAOS] == 1
    assert s.chaos.since[-1] == "takes the benefit of the Law space: Law 0 -> 1"  # it was unsaid (a review)


def test_six_perception_crystals_advance_the_lowest_other_bill_track():
    s = solo("anomie")
    d = s.dyst
    s.players[CHAOS].tracks = ["FFFFFF", "", ""]
    d.bills[CHAOS] = [0, 2, 1, 3]
    push(s, anomie.Gain(CHAOS, "plan_b", HEALTH, 1))
    STEPS.settle(s)
    assert d.bills[CHAOS] == [1, 2, 2, 3]                          # health +1, education (lowest) +1


# == Extinction ===================================================================================
def set_display(d, cards):
    for c in d.display:
        if c:
            deck(d, c[0]).append(c)
    d.display = []
    for c in cards:
        deck(d, c[0]).remove(c)
        d.display.append(c)
    d.x_deck.sort()
    d.y_deck.sort()


def test_setup_gives_chaos_its_four_preferred_cards_before_the_shuffle():
    """L547 "give Chaos a value 4 and a value 5 X Chromosome card and a value 1 and a value 8 Y
    Chromosome card. Place these in a row as the start of Chaos' four Chromosome columns"."""
    s = solo("extinction")
    d = s.dyst
    assert d.columns[CHAOS] == [["X4"], ["X5"], ["Y1"], ["Y8"]]
    assert [len(c) for c in d.columns[YOU]] == [1, 1, 1, 1]
    assert not GAME.invariants(s)


def test_s_e1_the_leftmost_preferred_card_decides_the_plan():
    """L548 "If any of Chaos' four preferred Chromosome cards is in the Chromosome display, it
    takes the leftmost of them ... Plan B if it is a Y Chromosome card"; L551 refill."""
    s = solo("extinction")
    d = s.dyst
    set_display(d, ["X7", "Y8", "X4", "Y2", "X1", "Y3"])
    assert extinction.choose(s) == "plan_b"
    intelligence_turn(s)
    assert d.columns[CHAOS][3] == ["Y8", "Y8"]
    assert d.display[:5] == ["X7", "X4", "Y2", "X1", "Y3"] and d.display[5] == ""
    assert s.tasks[-1].kind == "extinction_draw" and s.tasks[-1].pile == "Y"   # from the Y deck
    chance(s, ChromosomeDrawn("Y5"))
    assert d.display[5] == "Y5"


def test_s_e2_no_preferred_card_the_leftmost_goes_to_its_deck():
    """L549 "Chaos chooses to perform a Plan A action if the leftmost Chromosome card in the
    display is an X ... place it face down on the bottom of the matching Chromosome deck"."""
    s = solo("extinction")
    d = s.dyst
    set_display(d, ["X2", "Y3", "X7", "Y2", "X1", "Y3"])
    xs = len(d.x_deck)
    assert extinction.choose(s) == "plan_a"
    intelligence_turn(s)
    assert d.columns[CHAOS] == [["X4"], ["X5"], ["Y1"], ["Y8"]]
    assert len(d.x_deck) == xs + 1 and d.display[0] == "Y3"
    assert s.tasks[-1].kind == "extinction_draw" and s.tasks[-1].pile == "X"


def test_a_card_sent_to_the_bottom_comes_back_only_when_the_rest_of_its_deck_is_gone():
    """L549 "place it face down on the bottom of the matching Chromosome deck": the refill right
    after is not that card, nor is any draw until the cards above it are gone."""
    s = solo("extinction")
    d = s.dyst
    set_display(d, ["X2", "Y3", "X7", "Y2", "X1", "Y3"])
    d.x_deck[:] = ["X3", "X6"]
    intelligence_turn(s)
    assert d.x_deck == ["X2", "X3", "X6"] and d.bottom == ["X2"]
    assert sorted(e.card for e in GAME.chance_outcomes(s)) == ["X3", "X6"]   # the refill
    GAME.apply(s, ChromosomeDrawn("X6"))
    d.x_deck.remove("X3")                                          # the rest of the deck drawn
    push(s, ChromosomeDraw(0, "X", "take"))                        # your take from the X deck
    assert [e.card for e in GAME.chance_outcomes(s)] == ["X2"]
    GAME.apply(s, ChromosomeDrawn("X2"))
    assert d.x_deck == [] and d.bottom == [] and d.taken == "X2"


def test_its_crystals_give_it_nothing_it_takes_from_any_display_position():
    """L546 "The Fragment crystals on Chaos' Mind board do not gain Chaos any additional effects":
    no display reach limit (you with 0 Memory crystals reach fewer than 6 positions), so its
    preferred card in position 6 is taken."""
    s = solo("extinction")
    d = s.dyst
    s.players[CHAOS].tracks = ["", "", ""]
    assert limits(s.players[CHAOS])[2] < 6
    set_display(d, ["X2", "Y3", "X7", "Y2", "X1", "Y8"])
    intelligence_turn(s)
    assert d.columns[CHAOS][3] == ["Y8", "Y8"] and d.freezer[CHAOS] == []


def test_s_e3_a_forced_plan_takes_the_required_type():
    """L550 "take the leftmost preferred card ... of the appropriate type ... If no preferred
    card of the required type is in the display, instead place the leftmost Chromosome card of
    the required type ... onto the bottom of the matching Chromosome deck"."""
    s = solo("extinction")
    d = s.dyst
    set_display(d, ["X4", "X2", "Y3", "X6", "Y2", "X1"])
    ys = len(d.y_deck)
    forced(s, "plan_b")
    assert d.columns[CHAOS][0] == ["X4"] and len(d.y_deck) == ys + 1
    assert d.display[:5] == ["X4", "X2", "X6", "Y2", "X1"]
    draw_rest(s)
    set_display(d, ["X4", "X2", "X3", "X6", "X2", "X1"])
    before = list(d.display)
    forced(s, "plan_b")                                            # no Y card: forgone
    assert d.display == before and GAME.to_act(s) != CHANCE


def x4_column(d, more: int) -> None:
    """`more` X4 cards from the deck onto Chaos's X4 column."""
    for _ in range(more):
        deck(d, "X").remove("X4")
        d.columns[CHAOS][0].append("X4")


def test_a_full_column_makes_the_card_not_preferred():
    s = solo("extinction")
    d = s.dyst
    x4_column(d, 5)
    assert not extinction.preferred(d, "X4") and extinction.preferred(d, "X5")


def test_s_e4_chaos_scores_sets_as_you_do():
    """L552 "Chaos gains Prosperity points for creating sets ... just as a human player does"."""
    s = solo("extinction")
    d = s.dyst
    x4_column(d, 3)
    assert scoring.breakdown(s)[CHAOS]["plan_a"] == 11             # a 4-card set


# == Oceanrise ====================================================================================
def region(s, seat, space_):
    r = region_of(space_, s.cols)
    return s.dyst.sheets[seat][SECTORS * r:SECTORS * (r + 1)]


def fill(s, seat, space_, n):
    r = region_of(space_, s.cols)
    for k in range(n):
        s.dyst.sheets[seat][SECTORS * r + k] = "F"


def test_s_o1_plan_a_draws_wildlife_lake_forest_top_to_bottom_left_to_right():
    """L605 Plan A when its Adult's region has a blank sector; L609 "First it draws as many
    wildlife symbols as it is able, then as many lake symbols ..., then ... forest symbols ...
    from top to bottom and from left to right regardless of whether the sector is blank or
    contains a City"; P2 I4 M3 -> 1 wildlife, 2 lakes, 3 forests (L575-580)."""
    s = solo("oceanrise")
    s.players[CHAOS].adult = space("present", 2)
    s.players[CHAOS].tracks = ["FF", "FFFF", "FFF"]
    assert oceanrise.choose(s) == "plan_a"
    display = len(s.display)
    intelligence_turn(s)
    assert region(s, CHAOS, space("present", 2)) == ["W", "L", "L", "F", "F", "F", "", "", ""]
    assert len(s.display) == display - 1                           # the region's Mission (2nd sector)
    assert s.dyst.boxes[CHAOS][region_of(space("present", 2), 3)]


def test_s_o2_plan_b_uses_your_figure_in_the_fuller_region_and_asks_you():
    """L610 "Chaos will choose to use your figure that is in a region with the most symbols
    drawn in it ... You may circle the leftmost uncircled number on your Contribution track"."""
    s = solo("oceanrise")
    s.players[CHAOS].adult = space("present", 2)
    fill(s, CHAOS, space("present", 2), 9)
    s.players[YOU].adult, s.players[YOU].child = space("future", 1), space("past", 3)
    fill(s, CHAOS, space("future", 1), 5)
    fill(s, CHAOS, space("past", 3), 7)
    assert oceanrise.choose(s) == "plan_b" and oceanrise.figure(s) == "child"
    intelligence_turn(s)
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "oceanrise_circle"
    act(s, OceanCircle(True))
    assert s.dyst.circled[YOU] == 1
    assert region(s, CHAOS, space("past", 3))[7] != ""             # Chaos drew on its own sheet


def test_a_full_region_is_passed_over_and_ties_go_to_your_adult():
    s = solo("oceanrise")
    s.players[YOU].adult, s.players[YOU].child = space("future", 1), space("past", 3)
    fill(s, CHAOS, space("future", 1), 9)
    fill(s, CHAOS, space("past", 3), 2)
    assert oceanrise.figure(s) == "child"                          # reading (b) of SOLO.md §9.4
    fill(s, CHAOS, space("future", 1), 2)
    s.dyst.sheets[CHAOS][SECTORS * region_of(space("future", 1), 3):][2:9] = [""] * 7
    r = region_of(space("future", 1), 3)
    s.dyst.sheets[CHAOS][SECTORS * r + 2:SECTORS * r + 9] = [""] * 7
    assert oceanrise.figure(s) == "adult"                          # 2 and 2: your Adult's


def test_s_o3_your_adult_in_an_objective_and_your_childs_region_full_forgoes():
    """L610 "If your Adult figure is in an Objective space, Chaos will choose to use your Child
    figure"; L608 "... it forgoes this action, and you do not get to circle"."""
    s = solo("oceanrise")
    s.players[YOU].adult, s.players[YOU].child = OBJECTIVE_BASE, space("past", 1)
    fill(s, CHAOS, space("past", 1), 9)
    forced(s, "plan_b")
    assert s.dyst.circled[YOU] == 0 and GAME.to_act(s) != 0 or s.tasks[-1].kind != "oceanrise_circle"
    assert s.dyst.plan == "" and s.dyst.region == -1


def test_your_adult_beside_the_board_counts_as_in_no_region_as_in_an_objective():
    """After a time fault your Adult stands beside the board until your next Move (L246-256):
    in no region, as in an Objective space (L562), so L610 takes your Child, and with its
    region full L608 forgoes, you not asked (SOLO.md §9.4, a solo audit's case)."""
    s = solo("oceanrise")
    s.players[YOU].adult, s.players[YOU].child = -1, space("past", 1)
    fill(s, CHAOS, space("past", 1), 9)
    forced(s, "plan_b")
    assert s.dyst.circled[YOU] == 0 and not (GAME.to_act(s) == 0 and s.tasks[-1].kind == "oceanrise_circle")
    assert s.dyst.plan == "" and s.dyst.region == -1
    s = solo("oceanrise")
    s.players[YOU].adult, s.players[YOU].child = -1, space("past", 1)
    assert oceanrise.figure(s) == "child"


def test_chaos_scores_its_map_as_you_do_columns_and_symbols_by_a_city():
    """L614 "6 Prosperity points for each column containing nine sectors that each have a symbol";
    L615-616 "2 ... for each Wildlife symbol in the same region as a City", "1 ... for each Lake"."""
    s = solo("oceanrise")
    sheet = s.dyst.sheets[CHAOS]
    r = region_of(space("future", 1), 3)
    w, l = [k for k in range(SECTORS) if k != CITY[r]][:2]
    sheet[SECTORS * r + w], sheet[SECTORS * r + l] = "W", "L"
    assert scoring.breakdown(s)[CHAOS]["plan_a"] == 2 + 1
    sheet[:] = [""] * len(sheet)
    for row in range(3):                                           # the first column of sectors
        for sector_row in range(3):
            sheet[SECTORS * region_of(space(("future", "present", "past")[row], 1), 3) + 3 * sector_row] = "F"
    assert scoring.breakdown(s)[CHAOS]["plan_a"] == 6 + oceanrise.city_points(sheet)


def test_s_o4_city_bonuses_8_5_3_and_the_city_is_gone():
    """L617-619 "8 Prosperity points for each Wildlife symbol drawn in a sector showing a City",
    5 per Lake, 3 per Forest; L607 "it no longer counts as a City and any wildlife or lake
    symbols in the same region will not score"."""
    s = solo("oceanrise")
    r = region_of(space("future", 1), 3)
    base = SECTORS * r
    sheet = s.dyst.sheets[CHAOS]
    sheet[base + CITY[r]] = "W"
    sheet[base + (CITY[r] + 1) % SECTORS] = "L"
    assert scoring.breakdown(s)[CHAOS]["plan_a"] == 8
    r2 = region_of(space("past", 2), 3)
    sheet[SECTORS * r2 + CITY[r2]] = "F"
    assert scoring.breakdown(s)[CHAOS]["plan_a"] == 8 + 3
    assert oceanrise.city_points(["L" if k % SECTORS == CITY[k // SECTORS] else "" for k in range(108)]) == 5 * 12


def test_s_o5_your_plan_b_with_a_chaos_figure_circles_its_number():
    """L611 "each time you perform the Plan B action, you should circle the leftmost uncircled
    number on Chaos' Contribution track"."""
    s = solo("oceanrise")
    you = s.players[YOU]
    you.adult, you.child, you.field, you.turns, you.start_hand = space("present", 1), space("past", 1), 1, 3, []
    s.players[CHAOS].adult = space("future", 3)
    from engine.restart.dystopias.oceanrise.events import OceanFigure
    from engine.restart.events import ChooseField
    act(s, ChooseField("intelligence"))
    act(s, UseAction("plan_b"))
    act(s, OceanFigure(CHAOS, "adult"))
    assert s.dyst.circled[CHAOS] == 1 and GAME.to_act(s) == 0      # no question


def test_greens_printed_example_with_chaos_as_red():
    """L472-476 (Green's maneuver + support) run in solo, you as Green and Chaos as Red (SOLO.md
    §14): Chaos always takes the Law benefit (L430): Red's 2 -> 4 (2 Perception crystals) and
    yours 0 -> 4 (1 crystal, doubled)."""
    s = solo("anomie")
    d = s.dyst
    put(d, 1, at((3, 8)))                                            # your Senator 1, Green's space
    put(d, YOU, at((3, 6)))
    put(d, C0, at((4, 4)))                                           # Chaos alone on the Law space
    put(d, C1, at((3, 7)))
    d.law[CHAOS] = 2
    s.players[YOU].tracks = ["F", "FFFFFF", "FF"]                  # Perception 1, Intelligence 6, Memory 2
    s.players[CHAOS].tracks = ["FF", "", ""]
    push(s, anomie.PlanStep(YOU, "plan_a"))
    act(s, AnomieManeuver(1, "left"))                              # through Chaos, yours, the Veto
    line = GAME.describe(s, AnomieSupport(1, "down"))
    act(s, AnomieSupport(1, "down"))
    assert d.board[LAW] == [1, C0] and GAME.to_act(s) == YOU       # no question to Chaos
    # L430-431: the supported Senator gains first; "; then Chaos: takes the benefit" read as
    # after yours (a review)
    assert line.endswith("(x2): Law 0 -> 4; Chaos, supported, gains first: takes the benefit of "
                         "the Law space: Law 2 -> 4"), line
    assert (d.law[CHAOS], d.law[YOU]) == (4, 4)


def test_its_token_on_top_of_your_stack_needs_only_two_memory_to_go_under_yours():
    """L427 Support onto a space with "1 or 2 other Senator tokens"; L432-435: 2-5 Memory crystals
    stack under 1. Chaos's selected token on top of [yours, C0] goes under one token, yours (L466),
    so 2 Memory crystals are enough: Plan A (L455), a stack of 2, double benefit."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    put(d, C0, LAW)                                 # [yours, C0]
    put(d, YOU + 1, HEALTH)
    put(d, C1, HEALTH, bottom=True)                 # [C1, yours]: L463, so C0 (L461) is selected
    s.players[CHAOS].tracks = ["", "", "FF"]
    assert (anomie.choose(s), anomie.selected(d)) == ("plan_a", C0)
    intelligence_turn(s)
    assert d.board[LAW] == [C0, YOU]
    GAME.apply(s, AnomieTakeBenefit(False))
    assert d.law[CHAOS] == 2                        # the space's 1, doubled


def test_a_token_elsewhere_still_counts_both_tokens_of_the_stack():
    """The same stack [yours, C0] with C1 alone off the Law and Bill spaces (L458: C1 selected):
    C1 would go under 2 tokens, which needs 6 Memory crystals (L436); with 2: Plan B."""
    s = solo("anomie")
    d = s.dyst
    put(d, YOU, LAW)
    put(d, C0, LAW)
    s.players[CHAOS].tracks = ["", "", "FF"]
    assert (anomie.choose(s), anomie.selected(d)) == ("plan_b", C1)
