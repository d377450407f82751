"""Rulebook, "Focus", "Improving Mind Fields", "Perception", "Complete a Mission Action",
"Using a Void Token", "Intelligence" (Bury), "Memory": each action and its illegal uses."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import (ChooseSpace, CompleteMission, DiscardAdrenaline, EndTurn,
                                   MoveAdult, PlaceAdrenaline, PlaceFragment, PlaceVoid, PlayCard,
                                   Skip, TakeEvent, TakeTime, UseAction)
from engine.restart.perception import RULE_ADULT_OBJECTIVE
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import available

from tests.engine.restart.helpers import (GAME, act, find_event, first_turn, give, give_mission,
                                          refused, set_character, set_top, snapshot, started, take_card,
                                          track_is)


def _column_501(s, top="blue", middle="blue", bottom="green"):
    """Mission 501: blue, blue directly below, green directly below that (3x3 grid, column 0)."""
    for x in range(s.rows * s.cols):
        set_top(s, x, "yellow")
    set_top(s, 0, top)
    set_top(s, 3, middle)
    set_top(s, 6, bottom)


# -- Focus: Study -----------------------------------------------------------------------------------
def test_study_goes_on_top_of_the_cards_mind_field():
    s = started(2)
    p = s.players[0]
    old = find_event(s, lambda e: e.field == "memory")
    p.studied[2].append(take_card(s, old))
    card = next(c for c in p.hand if EVENTS_BY_NUMBER[c].field == "memory") if any(
        EVENTS_BY_NUMBER[c].field == "memory" for c in p.hand) else None
    if card is None:
        card = find_event(s, lambda e: e.field == "memory")
        give(s, 0, card)
    set_character(s, 0, "free_void")  # not Ada Quill: no draw after the Study
    first_turn(s, "focus")
    act(s, UseAction("study"))
    act(s, PlayCard(card))
    assert p.studied[2] == [old, card] and card not in p.hand  # the new card on top
    assert "not available" in refused(s, UseAction("study"), "restart.action-unavailable")     # one Study, nothing reached


def test_study_may_be_foregone():
    s = started(2)
    first_turn(s, "focus")
    hand = list(s.players[0].hand)
    act(s, UseAction("study"))
    act(s, Skip())
    assert s.players[0].hand == hand and s.players[0].studied == [[], [], []]


# -- Improving Mind fields: extra actions of the topmost Studied card ---------------------------------
def test_only_the_topmost_studied_cards_actions_are_usable():
    s = started(2)
    p = s.players[0]
    lower = find_event(s, lambda e: track_is(e, "perception", (1, "move"), (4, 2), (6, 3)))
    upper = find_event(s, lambda e: track_is(e, "perception", (1, "play_child"), (4, 2), (6, 3)))
    p.studied[0] += [take_card(s, lower), take_card(s, upper)]
    p.tracks[0] = "F"
    first_turn(s, "perception")
    assert sorted(available(s, 0)) == ["complete_mission", "move", "play_adult", "play_child"]
    act(s, UseAction("move"))
    act(s, Skip())
    assert "move" not in available(s, 0)  # the lower card's Move is covered


def test_action_icon_not_reached_is_not_available():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: track_is(e, "intelligence", (2, "bury"), (4, 1), (6, 2)))
    p.studied[1].append(take_card(s, card))
    p.tracks[1] = "F"
    first_turn(s, "intelligence")
    assert "bury" not in available(s, 0)
    assert "not available" in refused(s, UseAction("bury"), "restart.action-unavailable")
    act(s, PlaceAdrenaline("intelligence"))  # 2 crystals reach space 2
    assert "bury" in available(s, 0)


def test_extra_action_reached_mid_turn_by_a_missions_fragment():
    s = started(2)
    p = s.players[0]
    card = find_event(s, _move_at_2)
    p.studied[0].append(take_card(s, card))
    p.tracks[0] = "A"
    give_mission(s, 0, 501)
    _column_501(s)
    first_turn(s, "perception", child_space=7)
    act(s, UseAction("move"))
    act(s, MoveAdult(4))
    assert "move" not in available(s, 0)
    act(s, UseAction("complete_mission"))
    act(s, CompleteMission(501))
    act(s, PlaceFragment("perception"))
    assert p.tracks[0] == "AF" and "move" in available(s, 0)


def test_discarding_adrenaline_after_using_an_extra_keeps_the_other_base_actions():
    """Bug found: a Move taken while an Adrenaline crystal reached the extra Move blocked Play Event
    (Adult) and Complete a Mission once that crystal was discarded."""
    s = started(2)
    p = s.players[0]
    card = find_event(s, _move_at_2)
    p.studied[0].append(take_card(s, card))
    p.tracks[0] = "F"
    first_turn(s, "perception")
    act(s, PlaceAdrenaline("perception"))
    for space in (1, 2):
        act(s, UseAction("move"))
        act(s, MoveAdult(space))
    act(s, DiscardAdrenaline("perception", 2))
    assert p.tracks[0] == "F"
    assert sorted(available(s, 0)) == ["complete_mission", "play_adult"]
    act(s, UseAction("play_adult"))
    assert s.tasks[-1].kind == "play"


def test_discarding_adrenaline_after_an_extra_plan_does_not_give_the_base_choice_twice():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: track_is(e, "intelligence", (1, "plan_a"), (4, 2), (6, 3)))
    p.studied[1].append(take_card(s, card))
    p.tracks[1] = "A"
    first_turn(s, "intelligence")
    s.turn.used = {"plan_a": 2}   # the extra Plan A and the base choice, both taken
    act(s, DiscardAdrenaline("intelligence", 1))
    assert available(s, 0) == []


def _move_at_2(e) -> bool:
    return e.field == "perception" and not e.actions_reached(1) and e.actions_reached(2) == ("move",)


# -- Perception -----------------------------------------------------------------------------------------
def test_perception_base_actions_and_play_child_only_when_improved():
    s = started(2)
    first_turn(s, "perception")
    assert sorted(available(s, 0)) == ["complete_mission", "move", "play_adult"]
    assert "not available" in refused(s, UseAction("play_child"), "restart.action-unavailable")
    assert "Place Event is not available" in refused(s, UseAction("place_event"), "restart.action-unavailable")  # benefits only


def test_play_event_adult_from_an_objective_space_is_refused_state_unchanged():
    s = started(2)
    s.players[0].adult = OBJECTIVE_BASE + 2
    first_turn(s, "perception")
    before = snapshot(s)
    assert refused(s, UseAction("play_adult"), "restart.adult-in-objective") == RULE_ADULT_OBJECTIVE
    assert snapshot(s) == before
    act(s, UseAction("move"))
    act(s, MoveAdult(4))
    act(s, UseAction("play_adult"))
    card = s.players[0].hand[0]
    act(s, PlayCard(card))
    assert s.grid[4][-1] == card and s.tasks[-1].kind == "benefit"


def test_play_event_adult_needs_the_adult_on_the_grid():
    s = started(2)
    first_turn(s, "perception")
    assert "not on the Spacetime grid" in refused(s, UseAction("play_adult"), "restart.adult-off-grid")


def test_place_event_puts_a_card_anywhere_without_its_benefit():
    s = started(2)
    p = s.players[0]
    src = find_event(s, lambda e: e.benefit.gain == ("place_event",) and not e.benefit.spend)
    give(s, 0, src)
    p.adult = 4
    first_turn(s, "perception")
    act(s, UseAction("play_adult"))
    act(s, PlayCard(src))
    act(s, GAME.legal_moves(s)[0])  # take the benefit
    placed = p.hand[0]
    act(s, PlayCard(placed))
    act(s, ChooseSpace(8))
    assert s.grid[8][-1] == placed and placed not in p.hand
    assert s.tasks[-1].kind == "actions"  # no benefit asked for the placed card


# -- Complete a Mission ----------------------------------------------------------------------------------
def test_pattern_not_present_is_refused_state_unchanged():
    s = started(2)
    give_mission(s, 0, 501)
    _column_501(s, bottom="purple")
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    before = snapshot(s)
    assert "does not show the pattern of Mission 501" in refused(s, CompleteMission(501), "restart.pattern-not-shown")
    assert snapshot(s) == before


def test_pattern_only_in_its_printed_orientation():
    s = started(2)
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (1, "blue"), (2, "green")):  # the column laid on its side
        set_top(s, x, colour)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    assert "only in the orientation shown" in refused(s, CompleteMission(501), "restart.pattern-not-shown")


def test_too_little_time_is_refused_state_unchanged():
    s = started(2)
    give_mission(s, 0, 501)
    _column_501(s)
    s.players[0].time = 1
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    before = snapshot(s)
    assert "costs 2 Time tokens; you have 1" in refused(s, CompleteMission(501), "restart.mission-time")
    assert snapshot(s) == before and CompleteMission(501) not in GAME.legal_moves(s)


def test_a_mission_not_in_the_holder_is_refused():
    s = started(2)
    give_mission(s, 1, 501)
    _column_501(s)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    assert 501 not in s.players[0].missions
    assert "from your card holder" in refused(s, CompleteMission(501), "restart.mission-not-held")


def test_completing_pays_time_and_gives_a_fragment_placed_at_once():
    s = started(2)
    p = s.players[0]
    give_mission(s, 0, 501)
    _column_501(s)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, CompleteMission(501))
    assert p.time == 5 and p.completed == [501] and 501 not in p.missions
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "place_fragment"
    assert "not a move now" in refused(s, EndTurn(), "restart.not-now")
    act(s, PlaceFragment("memory"))
    assert p.tracks[2] == "F"


def test_void_tokens_recolour_and_return_to_the_general_supply():
    s = started(2)
    p = s.players[0]
    give_mission(s, 0, 501)
    _column_501(s, middle="purple")
    p.void = 2
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    assert "already is that colour" in refused(s, PlaceVoid(0, "blue"), "restart.recolour-same")
    act(s, PlaceVoid(3, "blue"))
    assert "already counts as another colour" in refused(s, PlaceVoid(3, "green"), "restart.recolour-twice")
    act(s, CompleteMission(501))
    assert p.void == 1 and s.turn.voids == []  # spent, not back to the personal supply


def test_void_tokens_come_back_when_the_mission_is_foregone():
    s = started(2)
    p = s.players[0]
    give_mission(s, 0, 501)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, PlaceVoid(3, "blue"))
    assert p.void == 0
    assert "no Void token" in refused(s, PlaceVoid(4, "blue"), "restart.no-void")
    said = GAME.describe(s, Skip())  # the log says so (a review read a bot's Void as wasted)
    assert said == "Complete no Mission now (end the action; the Void token placed comes back)"
    act(s, Skip())
    assert p.void == 1 and s.turn.voids == []


# -- Intelligence: Bury ----------------------------------------------------------------------------------
def test_bury_face_up_under_the_cards_field():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: track_is(e, "intelligence", (1, "bury"), (4, 2), (6, 3)))
    p.studied[1].append(take_card(s, card))
    p.tracks[1] = "F"
    first_turn(s, "intelligence")
    target = p.hand[0]
    act(s, UseAction("bury"))
    act(s, PlayCard(target))
    f = ("perception", "intelligence", "memory").index(EVENTS_BY_NUMBER[target].field)
    assert p.buried[f] == [target] and target not in p.hand and p.deep_buried[f] == []


# -- Memory ---------------------------------------------------------------------------------------------
def test_memory_time_or_event_twice_then_nothing():
    s = started(2)
    p = s.players[0]
    first_turn(s, "memory")
    act(s, UseAction("time_or_event"))
    act(s, TakeTime())
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(-1))
    assert GAME.to_act(s) != 0  # chance draws the card
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert p.time == 8 and len(p.hand) == 8 and available(s, 0) == []
    assert "not available" in refused(s, UseAction("time_or_event"), "restart.action-unavailable")


def test_memory_extra_gains_when_improved():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: track_is(e, "memory", (1, "adrenaline"), (4, 2), (6, 3)))
    p.studied[2].append(take_card(s, card))
    p.tracks[2] = "F"
    first_turn(s, "memory")
    assert sorted(available(s, 0)) == ["adrenaline", "time_or_event", "void"]
    act(s, UseAction("adrenaline"))
    assert p.adrenaline == 7 and "void" not in available(s, 0)
