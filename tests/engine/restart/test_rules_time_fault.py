"""Rulebook, "Time Fault": triggered after a turn when the Mission display holds players or fewer
cards; the third ends the game unresolved; an empty Event deck ends it too."""
from __future__ import annotations

from engine.restart.events import DrawEvent, EndTurn, PlaceFragment, TakeEvent, UseAction

from tests.engine.restart.helpers import (GAME, act, chance, draw_all, end_turn_into_fault,
                                          everyone_played_once, first_turn, started)


def test_no_fault_while_the_display_holds_more_than_the_players():
    s = started(3)
    everyone_played_once(s)
    s.display = s.display[:4]
    act(s, EndTurn())
    draw_all(s)
    assert s.faults == 0 and s.players[0].adult == 0 and len(s.display) == 4 and GAME.to_act(s) == 0


def test_fault_resolution_in_the_printed_order():
    s = started(3)
    everyone_played_once(s)
    s.display = [[0, 0], [1, 1], [2, 0]]     # easy, medium (with 1 already), hard
    s.mission_deck = [0, 4, 9]
    up = list(s.upcoming)
    act(s, EndTurn())
    draw_all(s)
    assert s.faults == 1
    assert all(p.adult == -1 for p in s.players)                 # Adults recalled
    seen = []
    while s.tasks[-1].kind == "place_fragment":                  # a Fragment for everyone
        seen.append(GAME.to_act(s))
        # the prompt says why the Fragment comes (it read like any other: a review)
        assert GAME.view(s, seen[-1]).prompt == "time fault 1: place a Fragment crystal on a track (at once)"
        act(s, PlaceFragment("memory"))
        draw_all(s)
    assert seen == [0, 1, 2] and all(p.tracks[2] == "F" for p in s.players)
    assert [p.child for p in s.players] == [4, 5, 6]             # past -> present
    assert [a for _, a in s.display[:3]] == [1, 3, 3]            # +1 easy, +2 medium, +3 hard
    assert len(s.display) == 9 and s.display[3:] == [[1, 0]] * 4 + [[2, 0]] * 2
    assert s.mission_deck == [0, 0, 7]
    assert set(up) <= set(s.discard) and not set(up) & set(s.upcoming) and len(s.upcoming) == 3
    assert GAME.to_act(s) == 0 and s.turn.seat == 0              # seat 2 ended: the next to its left


def test_second_fault_moves_children_to_the_future():
    s = started(2)
    first_turn(s, "memory", child_space=7)
    s.players[1].child = 5   # already in the present
    s.players[0].child = 4
    s.faults = 1
    s.display = s.display[:2]
    end_turn_into_fault(s)
    assert s.faults == 2 and [p.child for p in s.players] == [1, 2] and len(s.display) == 6


def test_third_fault_ends_the_game_without_resolving():
    s = started(2)
    first_turn(s, "memory")
    s.players[0].adult = 3
    s.faults = 2
    s.display = [[0, 0], [2, 0]]
    up = list(s.upcoming)
    act(s, EndTurn())
    draw_all(s)
    assert s.phase == "over" and s.end_reason == "the third time fault"
    assert s.players[0].adult == 3 and s.players[0].tracks == ["", "", ""]   # unresolved
    assert s.display == [[0, 0], [2, 0]] and s.upcoming == up
    assert GAME.legal_moves(s) == [] and GAME.outcome(s) is not None


def test_empty_event_deck_ends_the_game_at_once():
    s = started(2)
    first_turn(s, "memory")
    last = s.deck[0]
    s.discard.extend(s.deck[1:])
    s.deck = [last]
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(-1))
    chance(s, DrawEvent(last))
    assert s.phase == "over" and s.end_reason == "the Event deck running out"
    assert GAME.to_act(s) is None and "Event deck" in GAME.outcome(s).end_text
