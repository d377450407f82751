"""Rulebook, "Character Cards": each Character's ability (content in characters.json), usable on
your turn, once per turn."""
from __future__ import annotations

from engine.restart.events import (Benefit, CompleteMission, FreeColour, MoveAdult, PlaceAdrenaline,
                                   PlaceFragment, PlayCard, Skip, SwapUpcoming, TakeEvent, UseAction)

from tests.engine.restart.helpers import (GAME, act, event_named, find_event, first_turn, give, give_mission,
                                          refused, set_character, set_top, started, take_card, track_is)


def test_ada_quill_draws_after_studying_once_per_turn():
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "study_draw")
    towers = event_named("Hydroponic Towers")  # benefit: 1 Time -> Study, Study (two this turn)
    give(s, 0, towers)
    first_turn(s, "perception")
    act(s, UseAction("move"))
    act(s, MoveAdult(0))
    act(s, UseAction("play_adult"))
    act(s, PlayCard(towers))
    act(s, Benefit(True))
    n = len(p.hand)
    act(s, PlayCard(p.hand[0]))                # the first Study
    assert s.tasks[-1].kind == "gain_event" and GAME.to_act(s) == 0 and Skip() in GAME.legal_moves(s)
    assert GAME.view(s, 0).prompt.startswith("Ada Quill's ability: you may gain an Event card")  # whose draw
    assert GAME.describe(s, TakeEvent(-1)).endswith("Take an Event card from the deck (Ada Quill's ability)")
    up = s.upcoming[1]
    act(s, TakeEvent(1))
    assert up in p.hand and len(p.hand) == n
    act(s, PlayCard(p.hand[0]))                # the second Study
    assert s.tasks[-1].kind == "actions" and len(p.hand) == n - 1   # no second draw this turn


def test_a_character_without_study_draw_does_not_draw():
    s = started(2)
    set_character(s, 0, "bury_adrenaline")
    first_turn(s, "focus")
    act(s, UseAction("study"))
    act(s, PlayCard(s.players[0].hand[0]))
    assert s.tasks[-1].kind == "actions" and len(s.players[0].hand) == 6


def _column_501(s, middle):
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (3, middle), (6, "green")):
        set_top(s, x, colour)


def test_marek_sol_recolours_one_card_without_a_void_token_once_per_turn():
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "free_void")
    give_mission(s, 0, 501)
    _column_501(s, "purple")
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, FreeColour(3, "blue"))
    assert "once per turn" in refused(s, FreeColour(0, "green"), "restart.free-void-unavailable")
    act(s, CompleteMission(501))
    act(s, PlaceFragment("memory"))
    assert p.void == 1 and 501 in p.completed and s.turn.ability_used


def test_only_marek_sol_recolours_for_free():
    s = started(2)
    set_character(s, 0, "study_draw")
    give_mission(s, 0, 501)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    assert "only for Marek Sol" in refused(s, FreeColour(3, "blue"), "restart.free-void-unavailable")


def test_ines_varga_gains_adrenaline_when_burying_once_per_turn():
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "bury_adrenaline")
    card = find_event(s, lambda e: track_is(e, "intelligence", (1, "bury"), (4, 2), (6, 3)))
    p.studied[1].append(take_card(s, card))
    p.tracks[1] = "F"
    first_turn(s, "intelligence")
    act(s, UseAction("bury"))
    act(s, PlayCard(p.hand[0]))
    assert p.adrenaline == 7
    # a second Bury the same turn (another Bury icon reached) gains nothing more
    s.turn.used = {}
    act(s, UseAction("bury"))
    act(s, PlayCard(p.hand[0]))
    assert p.adrenaline == 7 and sum(len(x) for x in p.buried) == 2


def test_tomas_reyes_swaps_a_hand_card_with_an_upcoming_card_once_per_turn():
    s = started(2)
    p = s.players[0]
    set_character(s, 0, "upcoming_swap")
    first_turn(s, "memory")
    mine, theirs = p.hand[2], s.upcoming[1]
    act(s, SwapUpcoming(mine, 1))
    assert s.upcoming[1] == mine and theirs in p.hand and mine not in p.hand
    assert "once per turn" in refused(s, SwapUpcoming(p.hand[0], 0), "restart.swap-unavailable")
    act(s, PlaceAdrenaline("memory"))         # between actions, still refused
    assert "once per turn" in refused(s, SwapUpcoming(p.hand[0], 0), "restart.swap-unavailable")


def test_only_tomas_reyes_swaps_and_not_during_an_action():
    s = started(2)
    set_character(s, 0, "free_void")
    first_turn(s, "memory")
    assert "only for Tomas Reyes" in refused(s, SwapUpcoming(s.players[0].hand[0], 0), "restart.swap-unavailable")
    s2 = started(2)
    set_character(s2, 0, "upcoming_swap")
    first_turn(s2, "memory")
    act(s2, UseAction("time_or_event"))
    assert "not a move now" in refused(s2, SwapUpcoming(s2.players[0].hand[0], 0), "restart.not-now")
