"""Rules the rulebook audit (issue: Restart base game) found without a test of their own; each
test names its rulebook line."""
from __future__ import annotations

import pytest

from engine.restart import scoring
from engine.restart.content import EVENTS_BY_NUMBER, TRACK_INDEX
from engine.restart.events import (Benefit, ChooseField, DiscardHolder, EndTurn, MoveAdult,
                                   PlayCard, TakeEvent, TakeTime, UseAction)
from engine.restart.missions import discard_penalty
from engine.restart.objectives import to_holder
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import available

from tests.engine.restart.helpers import (GAME, act, draw_all, end_turn_into_fault, everyone_played_once,
                                          find_event, first_turn, free_card, give, give_mission, play_adult_card,
                                          refused, set_character, set_top, snapshot, started, take_card, track_is)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_time_fault_at_players_or_fewer_refills_to_players_times_three(seats):
    """L246: "equal to or fewer than the number of players (for example, 4 or fewer Mission cards
    in a 4-player game)"; L253: refill to "6 cards for 2 players, 9 ... 3 players, 12 ... 4"."""
    s = started(seats)
    everyone_played_once(s)
    s.display = s.display[:seats + 1]  # one more than the players: no fault
    act(s, EndTurn())
    draw_all(s)
    assert s.faults == 0 and len(s.display) == seats + 1
    for seat in range(seats - 1):
        act(s, ChooseField("perception"))
        act(s, EndTurn())
        draw_all(s)
    s.display = s.display[:seats]      # as many as the players: a time fault
    act(s, ChooseField("perception"))
    end_turn_into_fault(s)
    assert s.faults == 1 and len(s.display) == 3 * seats
    assert [a for _, a in s.display[:seats]] == [1] * seats  # easy cards left: 1 Adrenaline each


def test_the_previous_field_is_still_barred_after_a_time_fault():
    """L91: "you cannot select the same Mind field on two consecutive turns" — a time fault
    between your turns does not reset your Action marker."""
    s = started(2)
    everyone_played_once(s)
    s.display = s.display[:2]
    end_turn_into_fault(s, "perception")
    assert s.faults == 1 and s.turn.seat == 0
    assert "Memory was your field last turn" in refused(s, ChooseField("memory"), "restart.same-field")


def test_adult_may_not_join_another_adult_in_an_objective_space():
    """L132: "In either case [grid or Objective space], the chosen space must not have ...
    another player's Adult figure in it"."""
    s = started(2)
    s.players[1].adult = OBJECTIVE_BASE + 1
    first_turn(s, "perception")
    act(s, UseAction("move"))
    assert "another player's Adult" in refused(s, MoveAdult(OBJECTIVE_BASE + 1), "restart.adult-on-adult")
    assert MoveAdult(OBJECTIVE_BASE + 1) not in GAME.legal_moves(s)
    act(s, MoveAdult(OBJECTIVE_BASE + 2))
    assert s.players[0].adult == OBJECTIVE_BASE + 2


def test_play_event_child_plays_onto_the_childs_space_with_its_benefit():
    """L139: "Play an Event card from your hand to the space on the Spacetime grid where your
    Child figure is. Then, you may choose to gain the benefit"."""
    s = started(2)
    p = s.players[0]
    upper = find_event(s, lambda e: track_is(e, "perception", (1, "play_child"), (4, 2), (6, 3)))
    p.studied[TRACK_INDEX["perception"]].append(take_card(s, upper))
    p.tracks[TRACK_INDEX["perception"]] = "F"
    own = find_event(s, lambda e: e.benefit.gain == ("time", "time") and not e.benefit.others
                     and not e.benefit.spend)
    give(s, 0, own)
    first_turn(s, "perception", child_space=7)
    act(s, UseAction("play_child"))
    act(s, PlayCard(own))
    assert s.grid[7][-1] == own and own not in p.hand and s.tasks[-1].kind == "benefit"
    act(s, Benefit(True))
    assert p.time == 9


def test_deep_bury_is_a_benefit_face_down_under_the_cards_field_worth_two():
    """L217-219: Deep Bury plays a card face down underneath the Mind field printed on it and
    scores 2 at the end; it "may not be performed by placing your Action marker on your
    Intelligence"."""
    s = started(2)
    p = s.players[0]
    first_turn(s, "intelligence")
    assert "deep_bury" not in available(s, 0)
    assert "not available" in refused(s, UseAction("deep_bury"), "restart.action-unavailable")
    s = started(2)
    p = s.players[0]
    play_adult_card(s, find_event(s, lambda e: e.benefit.gain == ("deep_bury",) and not e.benefit.spend))
    act(s, Benefit(True))
    assert s.tasks[-1].kind == "bury" and s.tasks[-1].icon == "deep_bury"
    target = next(c for c in p.hand if EVENTS_BY_NUMBER[c].field == "memory")
    before = scoring.event_points(p)
    act(s, PlayCard(target))
    assert p.deep_buried[TRACK_INDEX["memory"]] == [target] and target not in p.hand
    assert p.buried == [[], [], []] and scoring.event_points(p) == before + 2  # whatever the track


def test_memory_gain_time_and_gain_event_when_improved():
    """L222, L227-230: an improved Memory adds Gain Time ("Gain a Time token") and Gain Event
    ("either from the Event deck or the three Upcoming Event cards")."""
    for icon in ("time", "event"):
        s = started(2)
        p = s.players[0]
        card = find_event(s, lambda e: e.field == "memory" and e.actions_reached(2) == (icon,))
        p.studied[TRACK_INDEX["memory"]].append(take_card(s, card))
        p.tracks[TRACK_INDEX["memory"]] = "FF"
        first_turn(s, "memory")
        assert sorted(available(s, 0)) == sorted([icon, "time_or_event", "void"])
        time, hand = p.time, len(p.hand)
        act(s, UseAction(icon))
        if icon == "time":
            assert p.time == time + 1 and s.tasks[-1].kind == "actions"
        else:
            assert TakeTime() not in GAME.legal_moves(s)  # a Gain Event gives no Time
            up = s.upcoming[1]
            act(s, TakeEvent(1))
            assert up in p.hand and len(p.hand) == hand + 1 and len(s.upcoming) == 2
        assert icon not in available(s, 0) and "void" not in available(s, 0)


def test_discarding_the_new_mission_from_a_full_holder_costs_its_points():
    """L243-244: a new Mission with three cards in the holder: discard it or a held card, face
    down; "you will lose points for each Mission card you have discarded"."""
    s = started(2)
    p = s.players[0]
    p.objectives = [s.objective_box.pop(0)]  # 2 Missions + 1 Objective: full
    new = next(m for m in s.mission_unseen if m >= 700)  # a hard one: -3
    s.mission_unseen.remove(new)
    to_holder(s, 0, "mission", new)
    assert s.tasks[-1].kind == "holder_full" and GAME.to_act(s) == 0
    before = scoring.breakdown(s)[0]["missions"]
    act(s, DiscardHolder("mission", new))
    assert p.discarded_missions == [new] and new not in p.missions and len(p.missions) == 2
    assert scoring.breakdown(s)[0]["missions"] == before - discard_penalty(new) == before - 3
    assert GAME.invariants(s) == []


def test_a_refused_move_leaves_the_state_untouched():
    """The common rule for every refusal (here: Play Event (Adult) with the Adult off the grid)."""
    s = started(2)
    first_turn(s, "perception")
    before = snapshot(s)
    refused(s, UseAction("play_adult"), "restart.adult-off-grid")
    assert snapshot(s) == before


def test_the_game_may_end_with_some_players_one_turn_ahead():
    """L74: turns go on "until the end of the game is triggered (this may mean some players have
    one more turn than others)" — here the third time fault after the start player's second turn."""
    s = started(3)
    everyone_played_once(s)
    act(s, EndTurn())
    draw_all(s)
    s.faults = 2
    s.display = s.display[:3]
    act(s, ChooseField("perception"))
    act(s, EndTurn())
    draw_all(s)
    assert s.phase == "over" and GAME.to_act(s) is None and s.faults == 3
    assert [p.turns for p in s.players] == [2, 1, 1]


# -- text the player sees (an audit of L1-L346, 2026-12-06) -----------------------------------------
def test_marek_sol_s_prompt_offers_his_free_recolour_when_no_mission_shows_yet():
    """His card: "you may treat one Event card in the Spacetime grid as a colour of your
    choice without using a Void token"; with no Void the prompt said "none of yours can be
    completed now ... complete none now", where his recolour completes one."""
    from engine.restart.events import CompleteMission, FreeColour, UseAction
    s = started(2)
    set_character(s, 0, "free_void")
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    for x, colour in ((0, "blue"), (3, "purple"), (6, "green")):  # Mission 501's column, one off
        set_top(s, x, colour)
    s.players[0].void = 0
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    prompt = GAME.view(s, 0).prompt
    assert prompt.endswith("; recolour with Marek Sol's free recolour first, or complete none now"), prompt
    act(s, FreeColour(3, "blue"))
    act(s, CompleteMission(501))
    assert 501 in s.players[0].completed


def test_time_capsule_names_deep_buried_cards_too():
    """L215/L218: Buried cards lie face up, Deep Buried face down; Time Capsule counts both (the
    reading NOTES.md gives), its label said "3 Buried cards"."""
    from engine.restart.content import OBJECTIVES
    from engine.restart.labels import objective_text
    from engine.restart.objectives import condition_met
    k = next(i for i, o in enumerate(OBJECTIVES) if o.name == "Time Capsule")
    s = started(2)
    for _ in range(3):
        s.players[0].deep_buried[TRACK_INDEX["memory"]].append(take_card(s, free_card(s, field="memory")))
    assert condition_met(s.players[0], OBJECTIVES[k].condition)
    assert "3 Buried or Deep Buried cards" in objective_text(k)


def test_the_help_scores_the_adrenaline_in_the_supply():
    """L274 "One point for each Adrenaline crystal in your personal supply" (not on tracks)."""
    from engine.restart.render import HELP
    assert "Adrenaline in your supply 1 each" in next(x for x in HELP.splitlines() if x.startswith("Scoring:"))
