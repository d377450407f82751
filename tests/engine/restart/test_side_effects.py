"""The Side Effects module (rulebook "Variant: Side Effects Module"): each card as a modifier with
its own refusal, chosen as options (every seat follows them in a single game) or per seat (as
Fatigue assigns them in season mode). Scenarios SE1-SE10 of the design, with their numbers."""
from __future__ import annotations

import pytest

from engine.core import OptionError
from engine.core.steps import push
from engine.restart import scoring
from engine.restart.content import TRACK_INDEX
from engine.restart.events import (ChooseField, CompleteMission, DiscardAdrenaline, EndTurn, MoveAdult,
                                   MoveChild, MoveShadow, PlaceAdrenaline, PlaceChild, PlaceFragment,
                                   PlayCard, RefreshUpcoming, Skip, UseAction)
from engine.restart.intelligence import BuryEvent
from engine.restart.side_effects import _DATA, CARDS
from engine.restart.state import Options
from engine.restart.steps import STEPS
from engine.restart.turn import available

from tests.contract import play_random_game
from tests.engine.restart.helpers import (GAME, act, draw_all, event_named, find_event, first_turn,
                                          give, give_mission, refused, set_top, started, take_card,
                                          track_is)


def _with(*effects, seats=3):
    return started(seats, options=Options(side_effects=list(effects)))


def _end(s):
    act(s, EndTurn())
    draw_all(s)


def _fault(s, place="memory"):
    """End the turn with the Mission display low: a time fault; every seat places its Fragment."""
    s.display = s.display[:s.seats]
    act(s, EndTurn())
    draw_all(s)
    while s.tasks and s.tasks[-1].kind == "place_fragment":
        act(s, PlaceFragment(place))
        draw_all(s)


def _hand_only(s, seat, *cards):
    """The seat's hand is exactly `cards` (the others go back to the deck: still conserved)."""
    p = s.players[seat]
    for c in cards:
        if c not in p.hand:
            give(s, seat, c)
    for c in [c for c in p.hand if c not in cards]:
        p.hand.remove(c)
        s.deck.append(c)
    s.deck.sort()
    p.start_hand = []


def test_options_choose_side_effects_for_every_seat_and_are_checked():
    s = _with("blight", "jet_lag")
    assert all(p.side_effects == ["blight", "jet_lag"] for p in s.players)
    assert len(CARDS) == 8
    with pytest.raises(OptionError) as unknown:
        GAME.initial_state(Options(side_effects=["gravity"]), 3)
    assert unknown.value.code == "restart.option-side-effect" and "unknown side effect 'gravity'" in str(unknown.value)
    # the printed names, as they are typed (ids: a review), and the ids a log holds (names only
    # read wrong beside a log's "Shadow": a review)
    assert "Jet Lag (jet_lag)" in str(unknown.value)
    with pytest.raises(OptionError) as twice:
        GAME.initial_state(Options(side_effects=["blight", "blight"]), 3)
    assert "chosen twice" in str(twice.value)


# -- SE1 Shadow, SE10 with Continuity -------------------------------------------------------------
def test_the_printed_module_eight_cards_four_shadow_tokens_in_rulebook_order():
    """L28-30 "8 Side Effect cards", "4 Shadow tokens (1 in each player color)"; L287-294 print
    the cards in this order, one a line."""
    assert _DATA.components == {"side_effect_cards": 8, "shadow_tokens": 4}
    assert [(c.name, c.line) for c in CARDS.values()] == [
        ("Shadow", 287), ("Stuck With It", 288), ("Continuity", 289), ("Blight", 290),
        ("Inevitable", 291), ("Hide and Sick", 292), ("Jet Lag", 293), ("Obsession", 294)]
    assert [c.component for c in CARDS.values()].count("shadow_token") == 1


def test_shadow_is_placed_at_each_time_fault_and_moves_instead_of_a_figure():
    s = _with("shadow")
    p = s.players[0]
    first_turn(s, "perception", child_space=9)
    act(s, UseAction("move"))
    assert not any(isinstance(m, MoveShadow) for m in GAME.legal_moves(s))
    assert "beginning of the first time fault" in refused(s, MoveShadow(3), "restart.shadow-none")
    act(s, MoveAdult(5))
    _end(s)
    first_turn(s, "memory", child_space=10)
    _end(s)
    act(s, PlaceChild(11))  # seat 2 places its Child, then the fault comes after seat 0's turn
    act(s, ChooseField("memory"))
    _end(s)
    act(s, ChooseField("memory"))
    _fault(s)  # the first time fault, in order: Shadow, Adults back, Fragments, Children up
    assert (p.shadow, p.child, p.adult) == (9, 5, -1)
    assert [q.shadow for q in s.players[1:]] == [10, 11]
    for _ in (1, 2):
        act(s, ChooseField("focus"))
        _end(s)
    p.studied[TRACK_INDEX["perception"]].append(take_card(s, event_named("Comet Exploitation")))
    p.tracks[TRACK_INDEX["perception"]] = "FF"  # Move at space 2 reached: two Moves this turn
    act(s, ChooseField("perception"))
    act(s, UseAction("move"))
    assert "where your Shadow token is" in refused(s, MoveAdult(9), "restart.shadow-adult")
    shadows = [m.space for m in GAME.legal_moves(s) if isinstance(m, MoveShadow)]
    assert shadows == [x for x in range(12) if x not in (9, 5)]  # 10: not its own space nor the Child's
    # its own space is refused as where it is, not as a figure's (helper-288)
    assert refused(s, MoveShadow(9), "restart.shadow-already-there").endswith("is already in that space")
    act(s, MoveChild(4))
    act(s, UseAction("move"))
    assert "without your Adult or Child" in refused(s, MoveShadow(4), "restart.shadow-on-figure")
    act(s, MoveShadow(0))
    assert p.shadow == 0 and s.tasks[-1].kind == "actions" and "move" not in available(s, 0)
    _fault(s)  # second fault: the Shadow goes to the Child's space, then the Child moves up
    assert (p.shadow, p.child) == (4, 0)


def test_shadow_blocks_the_childs_move_and_continuity_lists_no_child_moves():
    """SE10: with Continuity and Shadow, a Move lists Adult and Shadow moves, no Child move."""
    s = _with("continuity", "shadow")
    p = s.players[0]
    first_turn(s, "memory", child_space=9)
    _fault(s)
    for _ in (1, 2):
        first_turn(s, "memory")
        _end(s)
    act(s, ChooseField("perception"))
    act(s, UseAction("move"))
    kinds = {type(m) for m in GAME.legal_moves(s)}
    assert kinds == {MoveAdult, MoveShadow, Skip}
    assert "may not move your Child" in refused(s, MoveChild(4), "restart.continuity")
    p.side_effects = ["shadow"]  # without Continuity the Child still may not join the Shadow
    p.shadow = 6
    assert "Child figure in the space where your Shadow" in refused(s, MoveChild(6), "restart.shadow-child")


# -- SE2 Stuck With It ----------------------------------------------------------------------------
def test_stuck_with_it_studies_only_onto_an_empty_field():
    s = _with("stuck_with_it")
    p = s.players[0]
    p.studied[TRACK_INDEX["intelligence"]].append(take_card(s, 307))
    smart = find_event(s, lambda e: e.field == "intelligence")
    seen = find_event(s, lambda e: e.field == "perception")
    _hand_only(s, 0, smart, seen)
    first_turn(s, "focus")
    act(s, UseAction("study"))
    assert GAME.legal_moves(s) == [PlayCard(seen), Skip()]
    assert "your Intelligence already has one" in refused(s, PlayCard(smart), "restart.stuck-with-it")
    act(s, Skip())
    _hand_only(s, 0, smart)
    s.turn.used = {}
    assert UseAction("study") not in GAME.legal_moves(s)
    refused(s, UseAction("study"), "restart.stuck-with-it")


# -- SE3 Continuity -------------------------------------------------------------------------------
def test_continuity_keeps_the_child_except_in_a_time_fault():
    s = _with("continuity")
    p = s.players[0]
    first_turn(s, "perception", child_space=9)
    act(s, UseAction("move"))
    moves = GAME.legal_moves(s)
    assert not any(isinstance(m, MoveChild) for m in moves) and MoveAdult(5) in moves
    assert "may not move your Child" in refused(s, MoveChild(10), "restart.continuity")
    # another row too: Continuity forbids every Child move, and says so first (helper-288)
    assert "may not move your Child" in refused(s, MoveChild(3), "restart.continuity")
    assert GAME.view(s, 0).prompt.endswith("(Continuity: your Child does not move)")  # said where it is asked
    act(s, Skip())
    _fault(s)
    assert p.child == 5


# -- SE4 Blight -----------------------------------------------------------------------------------
def _complete_501(s):
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (3, "blue"), (6, "green")):
        set_top(s, x, colour)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    act(s, CompleteMission(501))


def test_blight_keeps_fragments_off_the_topmost_space():
    s = _with("blight", seats=2)
    p = s.players[0]
    p.tracks = ["FFFFF", "AAAAA", "FF"]
    _complete_501(s)
    assert GAME.legal_moves(s) == [PlaceFragment("memory")]
    assert "next space is its topmost" in refused(s, PlaceFragment("perception"), "restart.blight")
    act(s, PlaceFragment("memory"))
    act(s, PlaceAdrenaline("perception"))  # Adrenaline may go on space 6
    assert p.tracks[0] == "FFFFFA"
    comet = take_card(s, find_event(s, lambda e: track_is(e, "perception", (4, 2), (6, 3))))
    p.studied[0].append(comet)
    assert scoring.event_points(p) == 2  # a Fragment never reaches the 3 points at space 6


def test_blight_loses_a_fragment_with_nowhere_to_go():
    s = _with("blight", seats=2)
    p = s.players[0]
    p.tracks = ["FFFFF", "AAAAA", "FFFFF"]
    _complete_501(s)
    assert s.tasks[-1].kind == "actions" and sum(t.count("F") for t in p.tracks) == 10
    assert 501 in p.completed


# -- SE5 Inevitable -------------------------------------------------------------------------------
def test_inevitable_keeps_three_same_coloured_upcoming_cards():
    s = _with("inevitable", seats=2)
    s.discard += s.upcoming
    s.upcoming = [take_card(s, find_event(s, lambda e, k=k: e.colour == "blue" and e.number % 4 == k))
                  for k in range(3)]
    assert RefreshUpcoming() not in GAME.legal_moves(s)
    assert "same colour" in refused(s, RefreshUpcoming(), "restart.inevitable")
    plain = started(2)
    plain.discard += plain.upcoming
    plain.upcoming = [take_card(plain, c) for c in s.upcoming]
    assert RefreshUpcoming() in GAME.legal_moves(plain)


# -- SE6 Hide and Sick ----------------------------------------------------------------------------
def test_hide_and_sick_places_adrenaline_on_one_field_per_turn():
    s = _with("hide_and_sick", seats=2)
    p = s.players[0]
    first_turn(s, "memory")
    act(s, PlaceAdrenaline("memory"))
    act(s, PlaceAdrenaline("memory"))
    assert p.adrenaline == 4
    assert "this turn it is Memory" in refused(s, PlaceAdrenaline("perception"), "restart.hide-and-sick")
    assert PlaceAdrenaline("perception") not in GAME.legal_moves(s)
    act(s, DiscardAdrenaline("memory", 1))
    act(s, PlaceAdrenaline("memory"))
    refused(s, PlaceAdrenaline("intelligence"), "restart.hide-and-sick")
    _end(s)
    first_turn(s, "memory")
    _end(s)
    act(s, ChooseField("perception"))
    act(s, PlaceAdrenaline("perception"))  # a new turn: any field again
    assert p.tracks[0] == "A"


# -- SE7 Jet Lag, SE9 per seat --------------------------------------------------------------------
def test_jet_lag_offers_no_void_instead_of_memory_actions():
    s = _with("jet_lag", seats=2)
    first_turn(s, "memory")
    moves = GAME.legal_moves(s)
    assert UseAction("time_or_event") in moves and UseAction("void") not in moves
    assert "gain a Void token instead" in refused(s, UseAction("void"), "restart.jet-lag")
    actions = GAME.view(s, s.turn.seat).actions  # the Mind board offered it, then refused it
    assert "time_or_event" in actions and "void" not in actions


def test_a_side_effect_binds_only_the_seats_that_follow_it():
    """SE9: as Fatigue assigns them, per seat: seat 0 follows Jet Lag, seat 1 does not."""
    s = started(2)
    s.players[0].side_effects = ["jet_lag"]
    first_turn(s, "memory")
    refused(s, UseAction("void"), "restart.jet-lag")
    _end(s)
    first_turn(s, "memory")
    assert "void" in GAME.view(s, 1).actions
    act(s, UseAction("void"))
    assert s.players[1].void == 2


# -- SE8 Obsession --------------------------------------------------------------------------------
def test_obsession_buries_under_one_field_only():
    s = _with("obsession", seats=2)
    p = s.players[0]
    extra = find_event(s, lambda e: track_is(e, "intelligence", (1, "bury"), (4, 2), (6, 3)))
    p.studied[TRACK_INDEX["intelligence"]].append(take_card(s, extra))
    p.tracks[TRACK_INDEX["intelligence"]] = "F"
    smart = find_event(s, lambda e: e.field == "intelligence" and e.number != 303)
    mem = find_event(s, lambda e: e.field == "memory")
    _hand_only(s, 0, 303, mem, smart)
    first_turn(s, "intelligence")
    act(s, UseAction("bury"))
    act(s, PlayCard(303))  # the first Bury fixes the field: Intelligence
    assert p.bury_field == TRACK_INDEX["intelligence"]
    push(s, BuryEvent(0, "deep_bury"))  # a Deep Bury benefit
    STEPS.settle(s)
    assert GAME.legal_moves(s) == [PlayCard(smart), Skip()]
    assert "yours is Intelligence" in refused(s, PlayCard(mem), "restart.obsession")
    act(s, PlayCard(smart))
    assert p.deep_buried[TRACK_INDEX["intelligence"]] == [smart]


# -- the contract, with each side effect and with all of them ---------------------------------------
@pytest.mark.parametrize("seats", [2, pytest.param(3, marks=pytest.mark.slow),  # 2: the shortest game
                                   pytest.param(4, marks=pytest.mark.slow)])
@pytest.mark.parametrize("effect", sorted(CARDS))
def test_random_games_with_each_side_effect(effect, seats):  # and 25 seeds each under slow
    s = play_random_game(GAME, seats, 40, Options(side_effects=[effect])).state
    assert s.phase == "over"


@pytest.mark.parametrize("seats", [2, pytest.param(3, marks=pytest.mark.slow), 4])  # 3 as 2 and 4, under slow
def test_random_games_with_every_side_effect(seats):  # 25 a seat count under slow
    s = play_random_game(GAME, seats, 60, Options(side_effects=sorted(CARDS))).state
    assert s.phase == "over"


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("effects", [[x] for x in sorted(CARDS)] + [sorted(CARDS)], ids=lambda e: "+".join(e))
def test_random_games_with_side_effects_many(effects, seats):
    for seed in range(25):
        play_random_game(GAME, seats, 2_000 + seed, Options(side_effects=effects))


def test_a_solo_game_s_side_effects_bind_all_its_players_not_chaos():
    """Chaos follows no Side Effect: a solo game's board said "Shadow (Red only)", hinting at
    players who did not follow it (helper-289)."""
    from engine.restart.render import render

    s = GAME.initial_state(Options(side_effects=["shadow", "continuity"]), 1)
    text = render(GAME.view(s, 0))
    assert "Side effects: Continuity (all follow it), Shadow (all follow it)" in text, text
