"""Each rule, and each illegal move with the rule it names (the state left untouched)."""
from __future__ import annotations

from engine.restart import scoring
from engine.restart.steps import Ending
from engine.restart.content import EVENTS_BY_NUMBER, OBJECTIVES
from engine.restart.crystals import RULE_DURING_ACTION
from engine.restart.events import (Benefit, ChooseField, CompleteObjective, DiscardAdrenaline,
                                   DiscardHolder, DrawEvent, DrawMission, EndTurn, MoveAdult,
                                   MoveChild, PlaceAdrenaline, PlaceChild, PlaceFragment, PlayCard,
                                   RefreshUpcoming, Share, Skip, TakeEvent, TakeMission,
                                   TakeTime, UseAction)
from engine.restart.dystopias.pandemia.events import Roll, RollDie, SetDie
from engine.restart.perception import RULE_ADULT_OBJECTIVE
from engine.restart.state import OBJECTIVE_BASE, Options
from engine.restart.turn import available

from tests.engine.restart.helpers import (CHANCE, GAME, act, event_named, chance, draw_all, find_event,
                                          first_turn, give, refused, started, take_card,
                                          past_a_mission_point)


def _end_turn(s):
    act(s, EndTurn())
    draw_all(s)


def test_same_mind_field_twice_is_refused():
    s = started(2)
    first_turn(s, "memory")
    _end_turn(s)
    first_turn(s, "focus")
    _end_turn(s)
    assert GAME.to_act(s) == 0
    rule = refused(s, ChooseField("memory"), "restart.same-field")
    assert "different Mind field" in rule and "Memory" in rule
    act(s, ChooseField("focus"))


def test_child_must_be_placed_in_the_past_before_the_first_action():
    s = started(2)
    assert "place your Child figure in the past" in refused(s, ChooseField("memory"), "restart.child-first")
    assert "bottom row" in refused(s, PlaceChild(0), "restart.child-in-past")
    act(s, PlaceChild(7))
    assert s.players[0].child == 7
    assert "already on the Spacetime grid" in refused(s, PlaceChild(8), "restart.child-placed")


def test_adult_may_not_join_own_child_or_another_adult():
    s = started(2)
    s.players[1].adult = 4
    first_turn(s, "perception", child_space=6)
    act(s, UseAction("move"))
    assert "your own Child" in refused(s, MoveAdult(6), "restart.adult-on-own-child")
    assert "another player's Adult" in refused(s, MoveAdult(4), "restart.adult-on-adult")
    assert MoveAdult(6) not in GAME.legal_moves(s) and MoveAdult(4) not in GAME.legal_moves(s)
    act(s, MoveAdult(OBJECTIVE_BASE + 1))
    assert s.players[0].adult == OBJECTIVE_BASE + 1


def test_child_moves_only_along_its_row_and_not_onto_its_adult():
    s = started(2)
    s.players[0].adult = 8
    first_turn(s, "perception", child_space=6)
    act(s, UseAction("move"))
    assert "same age (row)" in refused(s, MoveChild(3), "restart.child-same-age")
    assert "where your Adult" in refused(s, MoveChild(8), "restart.child-on-own-adult")
    act(s, MoveChild(7))
    assert s.players[0].child == 7


def test_play_event_adult_from_an_objective_space_is_refused():
    s = started(2)
    s.players[0].adult = OBJECTIVE_BASE
    first_turn(s, "perception")
    assert refused(s, UseAction("play_adult"), "restart.adult-in-objective") == RULE_ADULT_OBJECTIVE
    assert UseAction("play_adult") not in GAME.legal_moves(s)
    v = GAME.view(s, 0)  # the Mind board's "Actions left" leaves it out and says why (a review)
    assert "play_adult" not in v.actions and ["play_adult", RULE_ADULT_OBJECTIVE] in v.barred
    s.upcoming.pop()  # one Upcoming card to refill: chance acts before the next turn
    GAME.apply(s, EndTurn())
    v = GAME.view(s, 0)
    assert GAME.to_act(s) == CHANCE and s.turn.seat == 0 and v.actions == [] and v.barred == []  # ended


def test_play_event_adult_offers_the_benefit_and_declining_denies_the_others():
    s = started(3)
    shared = next(c for c in s.deck if EVENTS_BY_NUMBER[c].benefit.others == ("time",)
                  and not EVENTS_BY_NUMBER[c].benefit.spend)
    give(s, 0, shared)
    s.players[0].adult = 4
    first_turn(s, "perception")
    act(s, UseAction("play_adult"))
    act(s, PlayCard(shared))
    assert s.grid[4][-1] == shared and s.tasks[-1].kind == "benefit"
    before = [p.time for p in s.players]
    act(s, Benefit(False))
    assert [p.time for p in s.players] == before and s.tasks[-1].kind == "actions"


def test_shared_benefit_each_other_player_accepted_or_declined_until_ruleset_6():
    s = started(3, options=Options(ruleset5=True))
    shared = next(c for c in s.deck if EVENTS_BY_NUMBER[c].benefit.others == ("time",)
                  and not EVENTS_BY_NUMBER[c].benefit.spend)
    gain = EVENTS_BY_NUMBER[shared].benefit.gain
    give(s, 0, shared)
    s.players[0].adult = 4
    first_turn(s, "perception")
    act(s, UseAction("play_adult"))
    act(s, PlayCard(shared))
    before = [p.time for p in s.players]
    act(s, Benefit(True))
    # own part first (resources are automatic; an action would be asked of seat 0) ...
    while GAME.to_act(s) == 0 and s.tasks[-1].kind != "share":
        act(s, GAME.legal_moves(s)[-1])
    # ... then seat 1 is asked, then seat 2
    assert GAME.to_act(s) == 1 and GAME.legal_moves(s) == [Share(True), Share(False)]
    # asked in seat 0's turn: seat 1's crystals wait for its own (L105 "On your turn")
    assert "on your own turn" in refused(s, PlaceAdrenaline("memory"), "restart.crystals-not-your-turn")
    act(s, Share(True))
    assert GAME.to_act(s) == 2
    act(s, Share(False))
    assert s.players[1].time == before[1] + 1 and s.players[2].time == before[2]
    assert s.players[0].time == before[0] + gain.count("time")


def test_spend_to_gain_needs_the_price():
    s = started(2)
    card = next(c for c in s.deck if EVENTS_BY_NUMBER[c].benefit.spend == ("time", "time"))
    give(s, 0, card)
    s.players[0].adult = 4
    s.players[0].time = 1
    first_turn(s, "perception")
    act(s, UseAction("play_adult"))
    act(s, PlayCard(card))
    assert "you lack 2 Time tokens" in refused(s, Benefit(True), "restart.arrow-unpaid")
    act(s, Benefit(False))


def test_crystal_placed_during_an_action_is_refused():
    s = started(2)
    first_turn(s, "perception")
    act(s, PlaceAdrenaline("perception"))  # before an action: fine
    act(s, UseAction("move"))
    assert refused(s, PlaceAdrenaline("memory"), "restart.crystals-during-action") == RULE_DURING_ACTION
    assert refused(s, DiscardAdrenaline("perception", 1), "restart.crystals-during-action") == RULE_DURING_ACTION
    act(s, Skip())
    act(s, DiscardAdrenaline("perception", 1))  # after it: fine


def test_discarding_adrenaline_lets_fragments_fall():
    s = started(2)
    p = s.players[0]
    p.tracks[1] = "AFAF"
    first_turn(s, "memory")
    assert "no Adrenaline crystal in space 2" in refused(s, DiscardAdrenaline("intelligence", 2), "restart.no-adrenaline-there")
    act(s, DiscardAdrenaline("intelligence", 1))
    assert p.tracks[1] == "FAF"
    act(s, PlaceAdrenaline("intelligence"))
    assert p.tracks[1] == "FAFA"  # the lowest empty space


def test_full_track_refuses_crystals():
    s = started(2)
    p = s.players[0]
    p.tracks[0] = "FFFFFF"
    first_turn(s, "memory")
    assert "track is full" in refused(s, PlaceAdrenaline("perception"), "restart.track-full")


def test_extra_action_reached_mid_turn_by_adrenaline():
    s = started(2)
    p = s.players[0]
    comet = event_named("Comet Exploitation")  # Perception, Move at space 2
    p.studied[0].append(take_card(s, comet))
    p.tracks[0] = "F"
    first_turn(s, "perception")
    act(s, UseAction("move"))
    act(s, Skip())
    assert "move" not in available(s, 0)
    assert "not available" in refused(s, UseAction("move"), "restart.action-unavailable")
    act(s, PlaceAdrenaline("perception"))
    assert "move" in available(s, 0)


def test_a_reached_extra_action_counts_beside_the_fields_own():
    """The Mind board showed one [Move] where a Studied card's reached Move made two (L124:
    "in addition to the other actions that Mind field normally provides"; a review)."""
    s = started(2)
    p = s.players[0]
    p.studied[0].append(take_card(s, event_named("Comet Exploitation")))  # Perception, Move at space 2
    p.tracks[0] = "FF"
    first_turn(s, "perception")
    slots = GAME.view(s, 0).action_slots
    assert slots.count(["move"]) == 2 and slots.count(["complete_mission"]) == 1, slots
    act(s, UseAction("move"))
    act(s, Skip())
    assert GAME.view(s, 0).action_slots.count(["move"]) == 1


def test_a_reached_plan_a_is_one_more_beside_the_plan_a_or_plan_b_of_intelligence():
    """With Space Elevator's Plan A reached the board read "[Plan A ×2] [Plan B]": three Plans,
    where two can be taken (Intelligence's Plan A or Plan B, and the reached Plan A; a review)."""
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.field == "intelligence" and any(
        step.action == "plan_a" for step in e.track))
    p.studied[1].append(take_card(s, card))
    at = next(step.at for step in EVENTS_BY_NUMBER[card].track if step.action == "plan_a")
    p.tracks[1] = "F" * at
    first_turn(s, "intelligence")
    assert GAME.view(s, 0).action_slots == [["plan_a", "plan_b"], ["plan_a"]]
    act(s, UseAction("plan_b"))
    act(s, Roll())
    while GAME.to_act(s) != 0 or s.tasks[-1].kind != "actions":  # the Plan B played out
        if GAME.to_act(s) == CHANCE:
            chance(s, GAME.chance_outcomes(s)[0])
        else:
            act(s, GAME.legal_moves(s)[-1])
    assert GAME.view(s, 0).action_slots == [["plan_a"]]


def test_intelligence_plan_a_or_plan_b_not_both():
    s = started(2)
    first_turn(s, "intelligence")
    assert set(available(s, 0)) == {"plan_a", "plan_b"}
    act(s, UseAction("plan_b"))
    act(s, Roll())
    while GAME.to_act(s) != 0 or s.tasks[-1].kind != "actions":
        if GAME.to_act(s) == CHANCE:
            chance(s, RollDie("cure") if s.tasks[-1].kind == "roll_die" else GAME.chance_outcomes(s)[0])
        else:
            act(s, GAME.legal_moves(s)[-1])
    assert s.dyst.cure[0] == 6  # six cures; entering the track uses 1 of the 6
    assert len(s.players[0].missions) == 3  # the Mission point at 4 gave a Mission card
    assert available(s, 0) == []
    assert "not available" in refused(s, UseAction("plan_a"), "restart.action-unavailable")


def test_pandemia_minimum_move_track_end_and_mission_points():
    s = started(2)
    s.dyst.virus[0] = 3
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    assert "not the star side" in refused(s, SetDie("star"), "restart.pandemia-set-face")  # no crystals: nothing may be set
    act(s, Roll())
    for _ in range(6):
        chance(s, RollDie("cure"))
    # total -6: still moves 1 (3 -> 4); no Mission point (5) reached
    assert s.dyst.virus[0] == 4 and s.tasks[-1].kind == "actions"
    s.turn.used = {}
    s.dyst.virus[0] = 36
    act(s, UseAction("plan_a"))
    act(s, Roll())
    for _ in range(6):
        chance(s, RollDie("virus"))
    assert s.dyst.virus[0] == 40  # the last space
    s.turn.used = {}
    s.dyst.virus[0] = 3
    act(s, UseAction("plan_a"))
    act(s, Roll())
    for _ in range(6):
        chance(s, RollDie("virus"))
    assert s.dyst.virus[0] == 9
    # Mission point at 5 reached: a Mission card must be taken from the display
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "take_mission"
    assert Skip() not in GAME.legal_moves(s)
    slot_adrenaline = s.display[0][1]
    adrenaline = s.players[0].adrenaline
    act(s, TakeMission(0))
    assert GAME.to_act(s) == CHANCE
    outcome = GAME.chance_outcomes(s)[0]
    chance(s, outcome)
    assert s.players[0].adrenaline == adrenaline + slot_adrenaline


def test_full_holder_asks_the_owner_to_discard():
    s = started(2)
    p = s.players[0]
    p.objectives = [s.objective_box.pop(0)]  # 2 Missions + 1 Objective: full
    p.missions = p.missions[:2]
    past_a_mission_point(s)
    act(s, TakeMission(0))
    new = GAME.chance_outcomes(s)[0].mission
    chance(s, DrawMission(new))
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "holder_full"
    assert len(GAME.legal_moves(s)) == 4 and GAME.invariants(s) == []
    assert "discard the new card or one of" in refused(s, DiscardHolder("mission", 999), "restart.holder-discard")
    words = {GAME.move_text(s, move) for move in GAME.legal_moves(s)}  # each says what it costs (L244)
    penalties = {-scoring.discard_penalty(m) for m in p.missions + [new]}
    assert {w[w.rindex("(") + 1:w.index(" at the end)")] for w in words if "Mission" in w} == set(map(str, penalties))
    assert any(w.endswith("face down (it will not score)") for w in words if "Objective" in w)
    old = p.missions[0]
    act(s, DiscardHolder("mission", old))
    assert new in p.missions and p.discarded_missions == [old] and len(p.missions) + len(p.objectives) == 3


def test_objective_needs_the_adult_and_the_condition():
    s = started(2)
    p = s.players[0]
    k = next(i for i, o in enumerate(s.objectives) if OBJECTIVES[o].condition.kind in
             ("time_tokens", "void_tokens", "fragments_total", "studied_cards", "buried_cards"))
    idx = s.objectives[k]
    o = OBJECTIVES[idx]
    assert "must be in an Objective space" in refused(s, CompleteObjective(), "restart.objective-adult-away")
    p.adult = OBJECTIVE_BASE + k
    assert f"condition of {o.name}" in refused(s, CompleteObjective(), "restart.objective-unmet")
    c = o.condition
    if c.kind == "time_tokens":
        p.time = c.count
    elif c.kind == "void_tokens":
        p.void = c.count
    elif c.kind == "fragments_total":
        p.tracks = ["FFFFFF", "FFFFFF", ""]
    else:
        for _ in range(c.count):
            card = s.deck[0]
            (p.studied if c.kind == "studied_cards" else p.buried)[0].append(take_card(s, card))
    act(s, CompleteObjective())  # at the start of the turn
    assert p.objectives == [idx] and s.objectives[k] == -1
    assert "no card left" in refused(s, CompleteObjective(), "restart.objective-taken")


def test_an_objective_met_by_an_action_is_completed_after_it_without_a_move():
    """NOTES.md "Completing an Objective": between any two actions, not only after a Move (the
    help said "after a Move there" while the game offered it after Gain Time: a review)."""
    s = started(2)
    p = s.players[0]
    idx = s.objectives[0] = next(i for i, o in enumerate(OBJECTIVES) if o.name == "Borrowed Time")  # 10 Time
    first_turn(s, "memory")
    p.adult, p.time = OBJECTIVE_BASE, 9
    assert "condition of Borrowed Time" in refused(s, CompleteObjective(), "restart.objective-unmet")
    act(s, UseAction("time_or_event"))
    act(s, TakeTime())                                       # 9 -> 10 Time: met now
    assert CompleteObjective() in GAME.legal_moves(s)
    act(s, CompleteObjective())
    assert p.objectives == [idx] and s.objectives[0] == -1


def test_memory_void_instead_of_all_memory_actions():
    s = started(2)
    first_turn(s, "memory")
    assert "void" in available(s, 0)
    act(s, UseAction("void"))
    assert s.players[0].void == 2 and available(s, 0) == []
    s2 = started(2)
    first_turn(s2, "memory")
    act(s2, UseAction("time_or_event"))
    act(s2, TakeTime())
    assert s2.players[0].time == 8
    assert "void" not in available(s2, 0) and available(s2, 0) == ["time_or_event"]
    assert "not available" in refused(s2, UseAction("void"), "restart.action-unavailable")


def test_gain_event_from_upcoming_and_end_of_turn_refill():
    s = started(2)
    first_turn(s, "memory")
    up = s.upcoming[1]
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(1))
    assert up in s.players[0].hand and len(s.upcoming) == 2
    act(s, EndTurn())
    assert GAME.to_act(s) == CHANCE
    draw_all(s)
    assert len(s.upcoming) == 3 and GAME.to_act(s) == 1


def test_refresh_upcoming_only_when_same_colour_and_once():
    # L96 "If all 3 Upcoming Event cards are the same color, you may discard them all and refill them by placing 3 Event cards face up from the top of the Event deck. You may only do this once on each of your turns."
    s = started(2)

    def lay_upcoming(*colours):
        """The Upcoming cards go back to the deck; the lowest deck cards of `colours` replace them."""
        s.deck = sorted(s.deck + s.upcoming)
        s.upcoming = []
        for colour in colours:
            s.upcoming.append(take_card(s, next(c for c in s.deck if EVENTS_BY_NUMBER[c].colour == colour)))
        return list(s.upcoming)

    lay_upcoming("green", "green", "blue")
    assert "same colour" in refused(s, RefreshUpcoming(), "restart.refresh-same-colour")
    greens = lay_upcoming("green", "green", "green")
    act(s, RefreshUpcoming())
    draw_all(s)
    assert len(s.upcoming) == 3 and s.discard[-3:] == greens and not set(greens) & set(s.upcoming)
    lay_upcoming("yellow", "yellow", "yellow")  # the same colour again, in the same turn
    assert "only once" in refused(s, RefreshUpcoming(), "restart.refresh-once")


def test_time_fault_resolution():
    s = started(3)
    for seat in range(3):
        first_turn(s, "memory", child_space=8 + seat)
        s.players[seat].adult = seat
        if seat < 2:
            _end_turn(s)
    s.display = s.display[:3]  # 3 left <= 3 players
    easy_left = len(s.display)
    act(s, EndTurn())
    draw_all(s)
    # Adults recalled; each player places a Fragment, from the next player on
    assert s.faults == 1 and all(p.adult == -1 for p in s.players)
    order = []
    while s.tasks[-1].kind == "place_fragment":
        order.append(GAME.to_act(s))
        act(s, PlaceFragment("memory"))
        draw_all(s)
    assert order == [0, 1, 2]
    assert all(p.tracks[2] == "F" for p in s.players)
    assert [p.child for p in s.players] == [4, 5, 6]  # one age up
    assert [a for _, a in s.display[:easy_left]] == [1] * easy_left  # easy: 1 Adrenaline
    assert len(s.display) == 9 and all(a == 0 for _, a in s.display[easy_left:])
    assert len(s.upcoming) == 3 and GAME.to_act(s) == 0


def test_third_time_fault_ends_the_game():
    s = started(2)
    first_turn(s, "memory")
    s.faults = 2
    s.display = s.display[:2]
    act(s, EndTurn())
    draw_all(s)
    assert s.phase == "over" and s.faults == 3 and s.end_reason == "the third time fault"
    assert GAME.to_act(s) is None and GAME.outcome(s) is not None


def test_event_deck_running_out_ends_the_game():
    s = started(2)
    first_turn(s, "memory")
    keep = s.deck[:1]
    for c in s.deck[1:]:
        s.discard.append(c)
    s.deck = keep
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(-1))
    chance(s, DrawEvent(keep[0]))
    assert s.phase == "over" and s.end_reason == "the Event deck running out"


def test_tie_breaks_and_shared_win():
    s = started(2)
    s.end_reason = Ending.TIME_FAULTS  # scored as if the game had just ended
    a, b = s.players
    for p in (a, b):
        p.adrenaline = 0
    easy = [m for m in s.mission_unseen if m < 600]
    med = [m for m in s.mission_unseen if 600 <= m < 700]
    a.completed = [easy[0], easy[1]]          # 8 points, 2 Missions
    b.completed = [med[0]]                    # 7 points, 1 Mission
    b.adrenaline = 1                          # 8 points
    for m in a.completed + b.completed:
        s.mission_unseen.remove(m)
    out = scoring.outcome(s)
    assert out.scores[0].total == out.scores[1].total and out.winners == [0]
    assert "most completed Mission" in out.reason
    b.completed.append(easy[2])
    s.mission_unseen.remove(easy[2])
    a.adrenaline = 4
    out = scoring.outcome(s)                  # 12 vs 12, 2 Missions each, 8 vs 11 Mission points
    assert out.winners == [1] and "points from completed" in out.reason
    b.completed = [easy[2], easy[3]]
    s.mission_unseen.remove(easy[3])
    b.adrenaline = a.adrenaline
    out = scoring.outcome(s)
    assert out.winners == [0, 1] and "shared" in out.reason


def test_stage_majority_ties_and_one_stage_for_a_double_leader():
    s = started(3)
    s.dyst.virus = [23, 23, 10]   # tie on the Virus track, stage worth 10
    s.dyst.cure = [14, 5, 5]      # seat 0 also leads the Cure track (stage worth 11)
    cats = scoring.breakdown(s)
    assert cats[1]["plan_a"] == 12 + 10   # milestone 12 + tied stage 10
    assert cats[0]["plan_a"] == 12        # leads both: only the higher stage (Cure 11)
    assert cats[0]["plan_b"] == 14 + 11
    assert cats[2]["plan_a"] == 6 and cats[2]["plan_b"] == 0
