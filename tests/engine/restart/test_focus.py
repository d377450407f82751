"""Ruleset 2: Focus is the Character card, a place for the Action marker only. The Mind board
has three fields with tracks (Perception, Intelligence, Memory); Event cards name only those;
a Focus turn is at most one Study Event; Objectives count the three fields."""
from __future__ import annotations

import pytest

from engine.restart.content import EVENTS_BY_NUMBER, OBJECTIVES, TRACK_INDEX
from engine.restart.events import (ChooseField, CompleteObjective, EndTurn, PlayCard, SwapUpcoming,
                                   UseAction)
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import available

from tests.engine.restart.helpers import (GAME, act, draw_all, find_event, first_turn, give, refused,
                                          set_character, started, take_card)


def test_a_focus_turn_is_one_study_onto_the_cards_mind_board_field():
    """S-F4: Study 307 (Intelligence) from Focus; no second Study; Focus not twice in a row."""
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "free_void")  # no draw after the Study
    give(s, 0, 307)
    first_turn(s, "memory")
    act(s, EndTurn())
    draw_all(s)
    first_turn(s, "perception")
    act(s, EndTurn())
    draw_all(s)
    act(s, ChooseField("focus"))
    assert available(s, 0) == ["study"]
    act(s, UseAction("study"))
    act(s, PlayCard(307))
    assert p.studied[TRACK_INDEX["intelligence"]] == [307]
    assert available(s, 0) == []  # Focus has no track: nothing can add a second Study
    assert "not available" in refused(s, UseAction("study"), "restart.action-unavailable")
    act(s, EndTurn())
    draw_all(s)
    # seat 1's turn, then seat 0 again: Focus twice in a row is refused
    act(s, ChooseField("memory"))
    act(s, EndTurn())
    draw_all(s)
    assert "Focus was your field last turn" in refused(s, ChooseField("focus"), "restart.same-field")


def test_the_character_ability_is_usable_on_any_field():
    """S-F4 4: the Character card is Focus's place, but its ability is 'on your turn'."""
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "upcoming_swap")
    first_turn(s, "perception")
    mine = p.hand[0]
    act(s, SwapUpcoming(mine, 0))
    assert s.upcoming[0] == mine


def _on_objective(s, name: str):
    """Seat 0's Adult on an Objective space holding `name` (dealt there by hand)."""
    idx = next(i for i, o in enumerate(OBJECTIVES) if o.name == name)
    if idx in s.objectives:
        k = s.objectives.index(idx)
    else:
        k = 0
        s.objective_box.remove(idx)
        s.objective_box.append(s.objectives[0])
        s.objective_box.sort()
        s.objectives[0] = idx
    s.players[0].adult = OBJECTIVE_BASE + k
    return k


def test_whole_mind_needs_studied_cards_on_all_three_mind_board_fields():
    """S-F5: Whole Mind (4 points) counts Perception, Intelligence and Memory."""
    s = started(2)
    p = s.players[0]
    _on_objective(s, "Whole Mind")
    first_turn(s, "memory")
    for field in ("perception", "intelligence"):
        p.studied[TRACK_INDEX[field]].append(take_card(s, find_event(s, lambda e: e.field == field)))
    assert "Whole Mind" in refused(s, CompleteObjective(), "restart.objective-unmet")
    p.studied[TRACK_INDEX["memory"]].append(take_card(s, find_event(s, lambda e: e.field == "memory")))
    act(s, CompleteObjective())
    assert OBJECTIVES[p.objectives[0]].name == "Whole Mind"


@pytest.mark.parametrize("fragments, met", [("FFFF", False), ("FFFFF", True)])
def test_single_mind_needs_five_fragments_on_one_track(fragments, met):
    """S-F5: Single Mind (5 points) needs 5 Fragments on one track (so it implies Shattered Past)."""
    s = started(2)
    p = s.players[0]
    _on_objective(s, "Single Mind")
    first_turn(s, "perception")
    p.tracks[TRACK_INDEX["memory"]] = fragments
    if met:
        act(s, CompleteObjective())
        assert OBJECTIVES[p.objectives[0]].name == "Single Mind"
    else:
        refused(s, CompleteObjective(), "restart.objective-unmet")


def test_every_event_card_is_studied_onto_a_field_with_a_track():
    s = started(2)
    for n, e in EVENTS_BY_NUMBER.items():
        assert e.field in TRACK_INDEX, n
    assert [len(x) for x in (s.players[0].tracks, s.players[0].studied)] == [3, 3]
    assert GAME.invariants(s) == []
