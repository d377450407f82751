"""Rulebook, "Extinction Dystopia": setup, Plan A / Plan B, the crystal effects (Freezer, moving,
the display), the display refill and decks running out, Mission points, final scoring, what a
seat sees, and Purple's example with its numbers."""
from __future__ import annotations

from functools import partial

import random

import pytest

from engine.restart import GAME
from engine.restart.dystopias.extinction.content import EXTINCTION
from engine.restart.dystopias.extinction.events import (ChromosomeDrawn, ChromosomeEnd, ChromosomeMove,
                                                        ChromosomePlace, ChromosomeSlot, ChromosomeTakeDeck,
                                                        ChromosomeTakeDisplay, ChromosomeUnfreeze)
from engine.restart.dystopias.extinction.scoring import seat_score
from engine.restart.dystopias.extinction.steps import deck
from engine.restart.dystopias.extinction import text
from engine.restart.dystopias.extinction.dystopia import DYSTOPIA
from engine.restart.events import PlaceAdrenaline, UseAction
from engine.restart.scoring import breakdown
from engine.restart.state import Options

from tests.engine.restart.helpers import CHANCE, act, chance, first_turn, refused, started as started_with

OPTIONS = Options(dystopia="extinction")
FREEZER = -1


started = partial(started_with, options=OPTIONS)


def lay(s, seat: int = 0, columns=None, freezer=None, display=None) -> None:
    """Lay out the seat's columns / Freezer / the display by hand; every card comes from (and
    the replaced ones go back to) the decks, so the 96 cards stay conserved."""
    d = s.dyst
    back = []
    if columns is not None:
        back += [c for col in d.columns[seat] for c in col]
    if freezer is not None:
        back += d.freezer[seat]
    if display is not None:
        back += [c for c in d.display if c]
    for c in back:
        deck(d, c[0]).append(c)

    def take(c):
        pile = deck(d, c[0])
        if c not in pile:  # dealt elsewhere: swap it for another card of its type from the deck
            spare = pile.pop(next(k for k, x in enumerate(pile) if x != c))
            places = [d.display] + [col for k, cols in enumerate(d.columns) if k != seat for col in cols]
            place = next(p for p in places if c in p)
            place[place.index(c)] = spare
            return c
        pile.remove(c)
        return c
    if columns is not None:
        d.columns[seat] = [[take(c) for c in col] for col in columns]
    if freezer is not None:
        d.freezer[seat] = [take(c) for c in freezer]
    if display is not None:
        d.display = [take(c) if c else "" for c in display]
    d.x_deck.sort()
    d.y_deck.sort()
    assert not GAME.invariants(s)


def plan(s, which="plan_a", perception=0, intelligence=0, memory=0):
    """Seat 0's first turn: crystals on its tracks, Action marker on Intelligence, Plan A or B."""
    s.players[0].tracks = ["F" * perception, "F" * intelligence, "F" * memory]
    first_turn(s, "intelligence")
    act(s, UseAction(which))


def kinds(s) -> list[str]:
    return [t.kind for t in s.tasks]


# -- setup ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_display_of_three_and_three_and_two_of_each_deck_per_player(seats):
    s = started(seats)
    d = s.dyst
    assert len(d.display) == 6 and sorted(c[0] for c in d.display) == ["X"] * 3 + ["Y"] * 3
    for cols in d.columns:
        assert [len(c) for c in cols] == [1, 1, 1, 1]
        assert sorted(c[0][0] for c in cols) == ["X", "X", "Y", "Y"]
    assert len(d.x_deck) == len(d.y_deck) == 48 - 3 - 2 * seats
    assert d.freezer == [[]] * seats


def test_setup_shuffles_three_of_each_type_together():
    s = GAME.initial_state(OPTIONS, 2)
    for _ in range(3):
        while GAME.to_act(s) == CHANCE and not any(isinstance(o, ChromosomeSlot) for o in GAME.chance_outcomes(s)):
            GAME.apply(s, GAME.chance_outcomes(s)[0])
        assert GAME.chance_outcomes(s).count(ChromosomeSlot("X")) == 3 - sum(c[:1] == "X" for c in s.dyst.display)
        chance(s, ChromosomeSlot("X"))
        chance(s, ChromosomeDrawn("X4"))
    assert GAME.chance_outcomes(s) == [ChromosomeSlot("Y")] * 3     # only Y positions are left


# -- Purple's example (the printed example, step by step) ------------------------------------------
def purple():
    s = started(2)
    lay(s, columns=[["X8", "X5", "X4"], ["Y3"], ["Y6", "Y5"], ["X1"]], freezer=["X6", "X2"],
        display=["Y2", "Y8", "X7", "X3", "Y1", "X6"])
    plan(s, "plan_a", perception=1, intelligence=4, memory=3)
    return s


def test_purples_five_card_sequence():
    s = purple()
    d = s.dyst
    assert d.before == [6, 3]                                      # X total 6, Y total 3
    act(s, ChromosomeMove(0, 1))                                   # the 4 ...
    act(s, ChromosomeMove(0, 1))                                   # ... and the 5: two of four moves
    assert d.columns[0][0] == ["X8"] and d.columns[0][1] == ["Y3", "X4", "X5"] and d.moves == 2
    act(s, ChromosomeTakeDisplay(3))                               # the 7 from position 3 (Memory 3)
    assert GAME.view(s, 0).prompt.startswith("Extinction: place the card you took")  # not "the top card of the deck"
    act(s, ChromosomePlace(0))                                     # on the uncovered 8
    act(s, ChromosomeUnfreeze("X6", 0))                            # the 6 from the Freezer (not a move)
    assert d.freezer[0] == ["X2"] and d.moves == 2
    act(s, ChromosomeMove(1, 0))                                   # the 5 back, then the 4
    act(s, ChromosomeMove(1, 0))
    assert d.columns[0][0] == ["X8", "X7", "X6", "X5", "X4"] and d.moves == 4
    assert EXTINCTION.column_points(d.columns[0][0]) == 13
    assert "(4)" in refused(s, ChromosomeMove(3, 1), "restart.extinction-move-limit")
    act(s, ChromosomeEnd())
    assert "extinction_freezer" not in kinds(s)                     # 1 card, 1 Perception crystal
    assert d.display[:5] == ["Y2", "Y8", "X3", "Y1", "X6"] and d.display[5] == ""
    assert set(GAME.chance_outcomes(s)) == {ChromosomeDrawn(c) for c in d.x_deck}  # from the X deck
    chance(s, ChromosomeDrawn("X5"))
    assert d.display[5] == "X5"
    assert "take_mission" not in kinds(s) and d.plan == ""          # X total 7: not a threshold
    assert seat_score(d.columns[0]) == {"plan_a": 13, "plan_b": 3}   # 8-7-6-5-4, and Y6-Y5


# -- Plan A moves only X, Plan B only Y --------------------------------------------------------------
def test_plan_a_moves_takes_and_unfreezes_only_x_cards():
    s = started(2)
    lay(s, columns=[["X3"], ["Y3"], [], []], freezer=["Y2", "X5"], display=["Y2", "X7", "Y8", "X3", "Y1", "X6"])
    plan(s, "plan_a", perception=2, intelligence=2, memory=6)
    refused(s, ChromosomeMove(1, 2), "restart.extinction-move-wrong-type")
    refused(s, ChromosomeTakeDisplay(1), "restart.extinction-display-wrong-type")
    refused(s, ChromosomeUnfreeze("Y2", 2), "restart.extinction-unfreeze-wrong-type")
    moves = GAME.legal_moves(s)
    assert ChromosomeMove(0, 1) in moves and not any(isinstance(m, ChromosomeMove) and m.src == 1 for m in moves)
    assert [m.position for m in moves if isinstance(m, ChromosomeTakeDisplay)] == [2, 4, 6]
    assert ChromosomeUnfreeze("X5", 3) in moves and ChromosomeUnfreeze("Y2", 3) not in moves
    s.dyst.freezer[0] = []
    assert "your Freezer is empty" in refused(s, ChromosomeUnfreeze("X5", 3), "restart.extinction-freezer-empty")


def test_plan_b_takes_the_top_card_of_the_y_deck():
    s = started(2)
    plan(s, "plan_b")
    assert GAME.legal_moves(s) == [ChromosomeTakeDeck()]           # no crystals: the deck only
    act(s, ChromosomeTakeDeck())
    assert set(GAME.chance_outcomes(s)) == {ChromosomeDrawn(c) for c in s.dyst.y_deck}
    chance(s, ChromosomeDrawn("Y8"))
    assert GAME.legal_moves(s) == [ChromosomePlace(k) for k in range(4)]   # no Freezer without Perception
    act(s, ChromosomePlace(2))
    assert s.dyst.columns[0][2][-1] == "Y8"


def test_the_moved_card_is_the_last_placed():
    s = started(2)
    lay(s, columns=[["X8", "X5", "X4"], [], [], []])
    plan(s, "plan_a", intelligence=1)
    act(s, ChromosomeMove(0, 2))
    assert s.dyst.columns[0][0] == ["X8", "X5"] and s.dyst.columns[0][2] == ["X4"]


def test_moves_are_limited_by_intelligence_crystals():
    s = started(2)
    lay(s, columns=[["X8"], [], [], []])
    plan(s, "plan_a")
    assert not any(isinstance(m, ChromosomeMove) for m in GAME.legal_moves(s))
    assert "(0)" in refused(s, ChromosomeMove(0, 1), "restart.extinction-move-limit")


def test_move_refusals():
    s = started(2)
    lay(s, columns=[["X1", "X3", "X4", "X5", "X6", "X7"], [], ["X5"], []])
    plan(s, "plan_a", intelligence=3)
    refused(s, ChromosomeMove(2, 2), "restart.extinction-move-same-column")
    refused(s, ChromosomeMove(1, 2), "restart.extinction-move-empty-column")
    assert "no more than 6" in refused(s, ChromosomeMove(2, 0), "restart.extinction-column-full")
    refused(s, ChromosomeMove(2, 4), "restart.extinction-no-such-column")


# -- the display ---------------------------------------------------------------------------------
def test_display_reach_is_the_memory_crystals():
    s = started(2)
    lay(s, display=["X1", "X2", "X3", "X4", "X5", "X6"])
    plan(s, "plan_a", memory=3)
    takes = [m.position for m in GAME.legal_moves(s) if isinstance(m, ChromosomeTakeDisplay)]
    assert takes == [1, 2, 3]
    assert "(3)" in refused(s, ChromosomeTakeDisplay(4), "restart.extinction-display-out-of-reach")
    refused(s, ChromosomeTakeDisplay(7), "restart.extinction-no-such-position")


def test_the_rightmost_card_needs_six_memory_crystals():
    # L523 "For example, you may only take the rightmost Chromosome card from the display if you
    # have six crystals on your Memory track."
    for memory in (5, 6):
        s = started(2)
        lay(s, display=["X1", "X2", "X3", "X4", "X5", "X6"])
        plan(s, "plan_a", memory=memory)
        assert (ChromosomeTakeDisplay(6) in GAME.legal_moves(s)) is (memory == 6)
        if memory == 5:
            assert "(5)" in refused(s, ChromosomeTakeDisplay(6), "restart.extinction-display-out-of-reach")


def test_one_take_per_action_and_no_end_before_it():
    s = started(2)
    lay(s, display=["X1", "X2", "X3", "X4", "X5", "X6"])
    plan(s, "plan_a", memory=6)
    assert ChromosomeEnd() not in GAME.legal_moves(s)
    refused(s, ChromosomeEnd(), "restart.extinction-end-before-take")
    act(s, ChromosomeTakeDisplay(6))
    assert GAME.legal_moves(s) == [ChromosomePlace(k) for k in range(4)]   # placed immediately
    act(s, ChromosomePlace(0))
    refused(s, ChromosomeTakeDeck(), "restart.extinction-take-twice")
    refused(s, ChromosomeTakeDisplay(1), "restart.extinction-take-twice")
    assert GAME.legal_moves(s) == [ChromosomeEnd()]


def run_out_of_x(s) -> None:
    """The X deck runs out: its cards go to seat 1's Freezer (conserved, out of play)."""
    d = s.dyst
    d.freezer[1] += d.x_deck
    d.x_deck = []


def test_refill_takes_from_the_other_deck_when_one_ran_out():
    s = started(2)
    lay(s, display=["X1", "Y2", "Y3", "Y4", "Y5", "Y6"])
    run_out_of_x(s)
    plan(s, "plan_a", memory=1)
    refused(s, ChromosomeTakeDeck(), "restart.extinction-deck-empty")
    act(s, ChromosomeTakeDisplay(1))
    act(s, ChromosomePlace(0))
    act(s, ChromosomeEnd())
    assert s.dyst.display[:5] == ["Y2", "Y3", "Y4", "Y5", "Y6"]
    assert set(GAME.chance_outcomes(s)) == {ChromosomeDrawn(c) for c in s.dyst.y_deck}


def test_both_decks_out_leave_position_six_empty():
    s = started(2)
    lay(s, display=["X1", "Y2", "Y3", "Y4", "Y5", "Y6"])
    run_out_of_x(s)
    s.dyst.freezer[1] += s.dyst.y_deck
    s.dyst.y_deck = []
    plan(s, "plan_a", memory=1)
    act(s, ChromosomeTakeDisplay(1))
    act(s, ChromosomePlace(0))
    act(s, ChromosomeEnd())
    assert GAME.to_act(s) != CHANCE and s.dyst.display == ["Y2", "Y3", "Y4", "Y5", "Y6", ""]


def test_deck_run_out_and_nothing_in_reach_ends_the_action_without_a_card():
    s = started(2)
    lay(s, display=["Y1", "Y2", "Y3", "Y4", "Y5", "X6"])
    run_out_of_x(s)
    plan(s, "plan_a", memory=5)
    assert GAME.legal_moves(s) == [ChromosomeEnd()]
    act(s, ChromosomeEnd())
    assert s.dyst.plan == "" and "take_mission" not in kinds(s)


def test_an_empty_display_position_cannot_be_taken():
    """Both decks ran out, so position 6 was left empty (L526 has no card to refill it with)."""
    s = started(2)
    lay(s, display=["X1", "Y2", "Y3", "Y4", "Y5", ""])
    run_out_of_x(s)
    s.dyst.freezer[1] += s.dyst.y_deck
    s.dyst.y_deck = []
    plan(s, "plan_a", memory=6)
    refused(s, ChromosomeTakeDisplay(6), "restart.extinction-display-empty-position")
    assert GAME.legal_moves(s) == [ChromosomeTakeDisplay(1)]


FULL_COLUMNS = [["X4"] * 6, ["X5"] * 6, ["Y1"] * 6, ["Y8"] * 6]


@pytest.mark.parametrize("perception, frozen", [(0, []), (1, ["X2"])])
def test_no_take_when_every_column_is_full_and_there_is_no_freezer_room(perception, frozen):
    """L485 "Each column may contain up to six Chromosome cards", L513: with four full columns
    the card taken could only go into the Freezer, and not past its limit (no column could take
    the surplus at the end), so no card is taken."""
    s = started(2)
    lay(s, columns=FULL_COLUMNS, freezer=frozen)
    plan(s, "plan_b", perception=perception, memory=6)
    refused(s, ChromosomeTakeDeck(), "restart.extinction-no-room")
    refused(s, ChromosomeTakeDisplay(next(k for k, c in enumerate(s.dyst.display) if c[0] == "Y") + 1),
            "restart.extinction-no-room")
    assert GAME.legal_moves(s) == [ChromosomeEnd()]
    act(s, ChromosomeEnd())
    assert s.dyst.plan == "" and "take_mission" not in kinds(s)


def test_with_full_columns_the_freezer_takes_a_card_only_below_its_limit():
    s = started(2)
    lay(s, columns=FULL_COLUMNS, freezer=["X2"])
    plan(s, "plan_b", perception=2)
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("Y7"))
    assert GAME.legal_moves(s) == [ChromosomePlace(FREEZER)]
    act(s, ChromosomePlace(FREEZER))
    act(s, ChromosomeEnd())
    assert s.dyst.freezer[0] == ["X2", "Y7"] and s.dyst.plan == ""


# -- the Freezer ---------------------------------------------------------------------------------
def test_no_freezer_without_perception_crystals():
    s = started(2)
    plan(s, "plan_a")
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn(s.dyst.x_deck[0]))
    assert ChromosomePlace(FREEZER) not in GAME.legal_moves(s)
    refused(s, ChromosomePlace(FREEZER), "restart.extinction-freeze-no-crystals")


def test_the_freezer_may_pass_its_limit_during_the_action_and_must_fit_at_the_end():
    """L505 "You may place Chromosome cards you take into your Freezer"; L513 "At the end of each
    Plan A or Plan B action, if you have more Chromosome cards in your Freezer than the number of
    crystals on your Perception track, you must immediately place Chromosome cards from your
    Freezer into your Chromosome columns until the number of cards in your Freezer obeys this
    limit": the limit binds at the end of the action, not at each card put in."""
    s = started(2)
    lay(s, freezer=["X3"])
    plan(s, "plan_b", perception=1)
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("Y7"))
    assert ChromosomePlace(FREEZER) in GAME.legal_moves(s)
    act(s, ChromosomePlace(FREEZER))                               # 2 cards, 1 crystal: for now
    assert s.dyst.freezer[0] == ["X3", "Y7"]
    act(s, ChromosomeEnd())
    assert s.tasks[-1].kind == "extinction_freezer"
    act(s, ChromosomeUnfreeze("X3", 0))                            # any type (NOTES.md, reading 7)
    assert s.dyst.freezer[0] == ["Y7"] and s.dyst.plan == ""


def test_a_card_taken_goes_into_the_freezer_and_stays_private():
    s = started(3)
    plan(s, "plan_a", perception=2)
    act(s, ChromosomeTakeDeck())
    drawn = ChromosomeDrawn("X7")
    line = GAME.describe(s, drawn)
    assert "X7" not in line and "X Chromosome deck" in line
    chance(s, drawn)
    assert GAME.view(s, 0).dyst.taken == "X7" and GAME.view(s, 1).dyst.taken == "X?"
    assert "X7" not in GAME.view(s, 1).prompt and "X7" not in GAME.render(GAME.view(s, 1))
    place = ChromosomePlace(FREEZER)
    assert "X7" not in GAME.describe(s, place)
    act(s, place)
    assert s.dyst.freezer[0] == ["X7"]
    assert GAME.view(s, 0).dyst.freezer[0] == ["X7"]
    for seat in (1, 2, None):
        v = GAME.view(s, seat)
        assert v.dyst.freezer[0] == ["X?"] and v.table.dyst.freezer[0] == ["X?"]
        assert set(v.table.dyst.x_deck) == {"X?"} and len(v.table.dyst.x_deck) == len(s.dyst.x_deck)


def test_a_card_from_a_column_never_goes_to_the_freezer():
    s = started(2)
    plan(s, "plan_a", perception=6, intelligence=6)
    assert all(getattr(m, "dst", 0) != FREEZER for m in GAME.legal_moves(s))
    refused(s, ChromosomeMove(0, FREEZER), "restart.extinction-no-such-column")


def test_over_the_limit_at_the_end_cards_of_any_type_leave_the_freezer():
    """The Freezer holds [Y2, X3] with 1 Perception crystal (an Adrenaline crystal discarded since)."""
    s = started(2)
    lay(s, freezer=["Y2", "X3"])
    plan(s, "plan_a", perception=1)
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("X5"))
    act(s, ChromosomePlace(1))
    act(s, ChromosomeEnd())
    assert s.tasks[-1].kind == "extinction_freezer"
    assert GAME.legal_moves(s) == [ChromosomeUnfreeze(c, k) for c in ("X3", "Y2") for k in range(4)]
    refused(s, ChromosomeEnd(), "restart.not-now")
    refused(s, ChromosomeUnfreeze("Y7", 0), "restart.extinction-not-in-freezer")
    act(s, ChromosomeUnfreeze("Y2", 3))                            # a Y card during Plan A
    assert s.dyst.freezer[0] == ["X3"] and s.dyst.columns[0][3][-1] == "Y2"
    assert s.dyst.plan == ""                                      # within the limit: the action is over


def test_no_adrenaline_during_the_action_to_make_room_in_the_freezer():
    """L514: "you cannot decide to place an Adrenaline crystal just before the end of a Plan A or
    Plan B action to allow you to store more Chromosome cards in your Freezer"."""
    s = started(2)
    lay(s, freezer=["X2"])
    s.players[0].adrenaline = 2
    plan(s, "plan_a", perception=1)
    during = "restart.crystals-during-action"
    refused(s, PlaceAdrenaline("perception"), during)
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("X7"))
    act(s, ChromosomePlace(FREEZER))                               # 2 cards, 1 crystal
    refused(s, PlaceAdrenaline("perception"), during)              # just before the end
    act(s, ChromosomeEnd())
    assert s.tasks[-1].kind == "extinction_freezer"                # the limit is still 1
    refused(s, PlaceAdrenaline("perception"), during)               # nor while fitting it
    act(s, ChromosomeUnfreeze("X2", 0))
    assert s.dyst.plan == "" and PlaceAdrenaline("perception") in GAME.legal_moves(s)   # after it


# -- Mission points ------------------------------------------------------------------------------
def test_a_total_reaching_a_threshold_takes_a_mission():
    s = started(2)                                                 # X 2, Y 2 at the start
    plan(s, "plan_b")
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("Y1"))
    act(s, ChromosomePlace(0))
    act(s, ChromosomeEnd())
    assert kinds(s).count("take_mission") == 1                     # Y total 2 -> 3


def test_consecutive_thresholds_13_and_14_each_take_a_mission():
    s = started(4)
    ys = s.dyst.y_deck
    lay(s, columns=[ys[0:6], ys[6:12], [], []], freezer=[ys[12]])   # Y total 13 (already taken)
    plan(s, "plan_b", perception=2)
    assert s.dyst.before[1] == 13
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn(s.dyst.y_deck[-1]))
    act(s, ChromosomePlace(FREEZER))
    act(s, ChromosomeEnd())
    assert kinds(s).count("take_mission") == 1                     # 13 -> 14


def test_no_mission_between_thresholds():
    s = started(2)
    lay(s, columns=[["X1", "X2"], ["X3"], [], []])                  # X 3
    plan(s, "plan_a")
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("X8"))
    act(s, ChromosomePlace(3))
    act(s, ChromosomeEnd())                                        # X 3 -> 4
    assert "take_mission" not in kinds(s)


def test_each_seat_s_totals_are_shown_against_the_next_threshold_hidden_freezer_cards_counted():
    s = started(2)
    lay(s, columns=[["X1", "X2"], ["X3"], ["Y4"], []], freezer=["Y5"])
    other = text.view(s, 1)                                         # seat 0's Freezer reads "Y?" to seat 1
    assert other.freezer[0] == ["Y?"]
    assert text.mission_progress(other.columns[0], other.freezer[0]) == "X 3/5 Y 2/3"
    assert "X 3/5 Y 2/3" in text.render(other, ["Ann", "Bo"])
    assert text.mission_progress([["X8"] * 6] * 4, ["X1"]) == "X 25 Y 0/3"   # past 22: no threshold left


def test_a_mission_earned_in_the_action_shows_as_due_until_the_action_ends():
    """L500: the Mission is taken after the action; meanwhile the total is past its threshold,
    so "X 3/5" alone read as if the Mission at 3 had gone by (a review)."""
    s = started(2)
    lay(s, columns=[["X1", "X2"], [], [], []])                      # X 2
    plan(s, "plan_a")
    act(s, ChromosomeTakeDeck())
    chance(s, ChromosomeDrawn("X8"))
    act(s, ChromosomePlace(3))                                     # X 3: the Mission at 3 is due
    for seat in (0, 1):                                            # public: every seat reads it
        v = text.view(s, seat)
        assert v.due == [[1, 0], [0, 0]]
        board = text.render(v, ["Ann", "Bo"])
        assert "X 3/5 (1 due) Y 0/3" in board and "(n due): Missions taken when the Plan action ends" in board
    act(s, ChromosomeEnd())
    assert kinds(s).count("take_mission") == 1
    v = text.view(s, 0)
    assert v.due == [[0, 0], [0, 0]] and "due" not in text.render(v, ["Ann", "Bo"])


# -- final scoring -------------------------------------------------------------------------------
@pytest.mark.parametrize("column, points", [
    (["Y7", "Y7", "Y7"], 7), (["Y8", "Y7", "Y6"], 7),             # the printed valid examples
    (["X8", "X5", "X4"], 0),                                       # Purple's: not a sequence
    (["Y6", "Y7", "Y8"], 0),                                       # ascending
    (["X5", "Y4"], 0), (["X5", "X5", "Y5"], 0),                    # mixed types
    (["X3"], 0), ([], 0),                                          # one card, none
    (["X4", "X3"], 3), (["X6", "X5", "X4", "X3"], 11), (["X4"] * 5, 13), (["Y8"] * 6, 15),
    (["X8", "X7", "X7"], 0),                                       # neither set nor sequence
])
def test_column_points(column, points):
    assert EXTINCTION.column_points(column) == points


def test_final_scoring_x_columns_are_plan_a_y_columns_plan_b_the_freezer_nothing():
    s = started(2)
    lay(s, columns=[["X8", "X7", "X6", "X5", "X4"], ["Y6", "Y5"], ["Y1", "Y1", "Y1"], ["X1", "Y2"]],
        freezer=["X3", "X3"])
    points = breakdown(s)[0]
    assert points["plan_a"] == 13 and points["plan_b"] == 3 + 7
    assert DYSTOPIA.titles["plan_a"].startswith("Plan A (X") and DYSTOPIA.titles["plan_b"].startswith("Plan B (Y")


# -- what seats see, searching bots ---------------------------------------------------------------
def test_sampling_fills_hidden_cards_with_unseen_cards_of_their_type():
    s = started(3)
    lay(s, seat=1, freezer=["Y8", "X4"])
    v = GAME.view(s, 0)
    assert v.dyst.freezer[1] == ["Y?", "X?"]
    for seed in range(5):
        t = GAME.sample(v, 0, random.Random(seed))
        assert not GAME.invariants(t)
        assert [c[0] for c in t.dyst.freezer[1]] == ["Y", "X"]
        assert t.dyst.columns == s.dyst.columns and t.dyst.display == s.dyst.display
        assert len(t.dyst.x_deck) == len(s.dyst.x_deck)


def test_render_and_help():
    s = purple()
    text = GAME.render(GAME.view(s, 1))
    assert "Display: 1:Y2 2:Y8 3:X7" in text and "Freezer: X? X?" in text and "[Y6 Y5]=3" in text
    assert "X6 X2" in GAME.render(GAME.view(s, 0))
    assert "Extinction" in GAME.rules_help() and "3/7/11/13/15" in GAME.rules_help()
