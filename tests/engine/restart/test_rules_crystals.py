"""Rulebook, "Crystals During Your Turn" and "Placing Crystals on Your Mind Board"."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.crystals import RULE_DURING_ACTION
from engine.restart.events import (Benefit, CompleteMission, DiscardAdrenaline, EndTurn, MoveAdult,
                                   PlaceAdrenaline, PlaceFragment, PlayCard, Share, UseAction)
from engine.restart.dystopias.pandemia.events import Roll
from engine.restart.state import Options
from engine.restart.turn import available

from tests.engine.restart.helpers import (GAME, act, draw_all, find_event, first_turn, give, give_mission,
                                          refused, set_top, snapshot, started)


def test_adrenaline_goes_on_the_lowest_empty_space_as_often_as_you_like():
    s = started(2)
    p = s.players[0]
    p.tracks[1] = "FA"
    first_turn(s, "memory")
    for n in range(3):
        act(s, PlaceAdrenaline("intelligence"))
    assert p.tracks[1] == "FAAAA" and p.adrenaline == 3
    act(s, PlaceAdrenaline("perception"))
    assert p.tracks[0] == "A" and p.adrenaline == 2
    assert "it has no track" in refused(s, PlaceAdrenaline("focus"), "restart.no-track")


def test_adrenaline_may_be_placed_and_discarded_at_the_start_of_a_turn_before_the_action_marker():
    """L105 "On your turn, before or after an action": the start of a turn is before one."""
    s = started(2)
    p = s.players[0]
    p.tracks[2] = "FA"
    assert PlaceAdrenaline("perception") in GAME.legal_moves(s)              # the first turn too
    act(s, PlaceAdrenaline("perception"))
    act(s, DiscardAdrenaline("memory", 2))
    assert p.tracks[0] == "A" and p.tracks[2] == "F" and p.adrenaline == 5
    first_turn(s, "memory")                                                  # Child, then the marker
    act(s, EndTurn())
    draw_all(s)
    assert s.tasks[-1].kind == "start" and s.tasks[-1].seat == 1             # the next turn's start
    act(s, PlaceAdrenaline("intelligence"))
    assert s.players[1].tracks[1] == "A" and s.tasks[-1].kind == "start"     # the marker still to place


def test_adrenaline_comes_from_the_personal_supply():
    s = started(2)
    s.players[0].adrenaline = 0
    first_turn(s, "memory")
    before = snapshot(s)
    assert "no Adrenaline crystal in your personal supply" in refused(s, PlaceAdrenaline("perception"), "restart.no-adrenaline")
    assert snapshot(s) == before


def test_discarded_adrenaline_goes_to_the_general_supply_and_fragments_fall():
    s = started(2)
    p = s.players[0]
    p.tracks[0] = "AFAFF"
    first_turn(s, "memory")
    act(s, DiscardAdrenaline("perception", 3))
    assert p.tracks[0] == "AFFF" and p.adrenaline == 6  # not back to the personal supply
    act(s, DiscardAdrenaline("perception", 1))
    assert p.tracks[0] == "FFF"                         # every Fragment fell to the bottom


def test_a_fragment_is_never_discarded_or_moved():
    s = started(2)
    p = s.players[0]
    p.tracks[0] = "FA"
    first_turn(s, "memory")
    before = snapshot(s)
    assert "Fragment crystals stay for good" in refused(s, DiscardAdrenaline("perception", 1), "restart.no-adrenaline-there")
    assert "no Adrenaline crystal in space 5" in refused(s, DiscardAdrenaline("perception", 5), "restart.no-adrenaline-there")
    assert snapshot(s) == before
    # no event takes a crystal off a track to another track: only Adrenaline discards exist
    assert all(not isinstance(m, DiscardAdrenaline) or p.tracks[0][m.space - 1] == "A"
               for m in GAME.legal_moves(s))


def test_crystals_refused_while_performing_an_action_state_unchanged():
    s = started(3, options=Options(ruleset5=True))  # each other player answered (ruleset 5 and before)
    p = s.players[0]
    p.adult = 4
    shared = find_event(s, lambda e: e.benefit.others == ("time",) and not e.benefit.spend)
    give(s, 0, shared)
    first_turn(s, "perception", child_space=8)
    act(s, UseAction("move"))
    for e in (PlaceAdrenaline("memory"), DiscardAdrenaline("memory", 1)):
        before = snapshot(s)
        assert refused(s, e, "restart.crystals-during-action") == RULE_DURING_ACTION and snapshot(s) == before
    act(s, MoveAdult(5))
    act(s, UseAction("play_adult"))
    act(s, PlayCard(shared))                       # the benefit decision is part of the action
    assert refused(s, PlaceAdrenaline("memory"), "restart.crystals-during-action") == RULE_DURING_ACTION
    act(s, Benefit(True))
    while s.tasks[-1].kind != "share":
        act(s, GAME.legal_moves(s)[0])
    assert "on your own turn" in refused(s, PlaceAdrenaline("memory"), "restart.crystals-not-your-turn")  # nor on another's answer
    act(s, Share(False))
    act(s, Share(False))
    act(s, PlaceAdrenaline("memory"))             # after the action: fine
    assert p.tracks[2] == "A"


def test_no_adrenaline_during_a_pandemia_roll():
    s = started(2)
    s.players[0].tracks[2] = "F"  # one Memory crystal: a reroll is asked after the roll
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    assert refused(s, PlaceAdrenaline("perception"), "restart.crystals-during-action") == RULE_DURING_ACTION
    act(s, Roll())
    # chance rolls; the player cannot add crystals before resolving the roll either
    while GAME.to_act(s) != 0:
        GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert s.tasks[-1].kind == "pandemia_reroll"
    assert refused(s, PlaceAdrenaline("perception"), "restart.crystals-during-action") == RULE_DURING_ACTION


def test_a_fragment_is_placed_at_once_on_a_track_with_an_empty_space():
    s = started(2)
    p = s.players[0]
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (3, "blue"), (6, "green")):
        set_top(s, x, colour)
    p.tracks = ["FFFFFF", "AAAAAA", ""]
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, CompleteMission(501))
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "place_fragment"
    before = snapshot(s)
    assert "at least one empty space" in refused(s, PlaceFragment("perception"), "restart.fragment-track-full")
    assert "it has no track" in refused(s, PlaceFragment("focus"), "restart.no-track")
    assert "at least one empty space" in refused(s, PlaceFragment("intelligence"), "restart.fragment-track-full")
    assert refused(s, PlaceAdrenaline("memory"), "restart.crystals-during-action") == RULE_DURING_ACTION
    assert "not a move now" in refused(s, EndTurn(), "restart.not-now")
    assert snapshot(s) == before
    assert sorted(m.field for m in GAME.legal_moves(s)) == ["memory"]
    act(s, PlaceFragment("memory"))
    assert p.tracks[2] == "F"


def test_a_fragment_with_every_track_full_is_lost():
    s = started(2)
    p = s.players[0]
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (3, "blue"), (6, "green")):
        set_top(s, x, colour)
    p.tracks = ["FFFFFF"] * 4
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, CompleteMission(501))
    assert s.tasks[-1].kind == "actions" and p.tracks == ["FFFFFF"] * 4


def test_crystal_counts_include_adrenaline_for_extra_actions():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.field == "memory" and e.actions_reached(2) == ("time",)
                      and not e.actions_reached(1))
    p.studied[2].append(card)
    s.deck.remove(card)
    first_turn(s, "memory")
    assert "time" not in available(s, 0)
    act(s, PlaceAdrenaline("memory"))
    act(s, PlaceAdrenaline("memory"))
    assert "time" in available(s, 0) and EVENTS_BY_NUMBER[card].field == "memory"


def test_the_help_says_a_reached_icon_adds_its_action_on_this_turn_s_field_only():
    """A newcomer put a crystal on Perception's Move while on Focus and got no Move: the help
    said "add that action (even mid-turn)" without the field (L124-125: the chosen field's)."""
    assert "add that action, on this turn's Mind field only (even mid-turn)" in GAME.rules_help()
