"""SOLO.md's rules for Chaos in solo Pandemia, one test each (the §14 scenarios S-F, S-L, S-O,
S-H, S-P1..P3, S-T and the rules of §2, §5, §6, §8, §10, §11)."""
from __future__ import annotations

import pytest

from engine.core import CHANCE, OptionError
from engine.core.steps import push
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS
from engine.restart.chaos.answers import FALLBACKS, fragment_field
from engine.restart.chaos.pandemia import choose
from engine.restart.dystopias.pandemia.events import RollDie
from engine.restart.events import Benefit, ChooseField, PlayCard, Share, UseAction
from engine.restart.missions import MissionToTake
from engine.restart.state import OBJECTIVE_BASE, Options
from engine.restart.steps import STEPS

from tests.contract import play_random_game
from tests.engine.restart.helpers import act, chance, take_card
from tests.engine.restart.solo.helpers import (chaos_turn, last_field, missions, objectives, solo,
                                               space, upcoming)


# -- setup (§2) ----------------------------------------------------------------------------------
def test_solo_setup_is_a_two_player_game_with_chaos():
    s = solo()
    you, chaos = s.players[0], s.players[CHAOS]
    assert (s.rows, s.cols, len(s.objectives), len(s.display)) == (3, 3, 3, 6)
    assert len(you.hand) == 7 and chaos.hand == []             # Chaos has no Event cards
    assert len(chaos.missions) == 2 and (chaos.time, chaos.void, chaos.adrenaline) == (7, 1, 6)
    assert chaos.child == space("past", 2) and chaos.adult == -1
    assert s.chaos.deck == sorted(f"C{k:02}" for k in range(1, 13))
    assert GAME.to_act(s) == 0 and s.turn.seat == 0            # the human starts
    assert GAME.participants(Options(), 1) == ["Chaos"] and GAME.participants(Options(), 2) == []


def test_options_refused_in_solo():
    with pytest.raises(OptionError):
        GAME.initial_state(Options(chaos_level="nightmare"), 1)


def test_chaos_missions_are_dealt_face_up():
    s = GAME.initial_state(Options(), 1)
    while s.tasks[-1].kind != "draw_mission" or s.tasks[-1].seat != CHAOS:
        GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert not GAME.hidden_from(s, GAME.chance_outcomes(s)[0], 0)
    s = solo()
    assert GAME.view(s, 0).players[CHAOS].missions == s.players[CHAOS].missions


# -- the Mind field (§4.2) -------------------------------------------------------------------------
def test_s_f_the_fallback_when_the_field_was_used_last():
    s = solo()
    last_field(s, "perception")
    t0 = s.players[CHAOS].time
    chaos_turn(s, "C01")                                       # perception, fallback memory
    assert s.players[CHAOS].field == 3 and s.players[CHAOS].time == t0 + 2


def test_s_l_a_lull_keeps_the_last_used_field():
    s = solo(chaos_level="lull_8")
    last_field(s, "perception")
    chaos_turn(s, "L1")
    assert s.players[CHAOS].field == 1                         # the Action token did not move
    s.chaos.deck.append("C03")                                 # (not in lull_8's deck)
    t0 = s.players[CHAOS].time
    chaos_turn(s, "C03")                                       # perception -> its fallback memory
    assert s.players[CHAOS].field == 3 and s.players[CHAOS].time == t0 + 2


# -- Perception (§5.2) ----------------------------------------------------------------------------
def test_s_o_chaos_goes_for_the_best_objective_it_meets_and_plays_no_card():
    s = solo()
    chaos = s.players[CHAOS]
    chaos.time = 10
    chaos.studied[0] = [take_card(s, c) for c in s.deck[:3]]
    objectives(s, "Eager Student", "Borrowed Time", "First Steps")
    last_field(s, "memory")
    grid_before = [list(x) for x in s.grid]
    chaos_turn(s, "C03")
    assert chaos.adult == OBJECTIVE_BASE + 1 and s.objectives[1] == -1
    assert 7 in chaos.objectives                               # Borrowed Time (4) over Eager Student (3)
    assert s.grid == grid_before                               # no Event card played


def test_chaos_does_not_take_the_objective_under_your_adult():
    s = solo()
    s.players[CHAOS].time = 10
    objectives(s, "Borrowed Time", "Eager Student", "First Steps")
    s.players[0].adult = OBJECTIVE_BASE
    last_field(s, "memory")
    chaos_turn(s, "C03")
    assert s.players[CHAOS].adult == space("future", 2) and s.objectives[0] == 7


def test_the_adult_skips_its_own_child_and_your_adult_to_the_right_wrapping():
    s = solo()
    s.players[0].adult = space("past", 2)                      # C04's space; its Child is on past 2 too
    s.players[CHAOS].child = space("past", 3)
    last_field(s, "memory")
    chaos_turn(s, "C04")                                       # past 2 -> past 3 (own Child) -> past 1
    assert s.players[CHAOS].adult == space("past", 1)
    assert ("moves its Adult to Past 1 (the card's Past 2 holds your Adult: the next free space to "
            "the right)") in s.chaos.narration


def test_chaos_completes_the_most_valuable_mission_it_can_pay_without_a_pattern():
    s = solo()
    chaos = s.players[CHAOS]
    s.mission_unseen = sorted(s.mission_unseen + chaos.missions)
    chaos.missions = missions(s, 501, 707, 606)
    chaos.time = 4                                            # the hard (5) is out of reach
    last_field(s, "memory")
    chaos_turn(s, "C03")
    chaos_done = [m for m in chaos.completed]
    assert chaos_done == [606] and chaos.missions == [501, 707]
    assert "completes Mission 606 (medium, 7 points) for 3 Time, no pattern needed" in s.chaos.narration  # its price said


def test_chaos_plays_the_leftmost_upcoming_card_and_you_gain_your_part():
    s = solo()
    upcoming(s, 116, 103, 101)
    last_field(s, "memory")
    t0, mine = s.players[CHAOS].time, s.players[0].time
    chaos_turn(s, "C01")
    assert s.grid[space("present", 1)][-1] == 116 and s.upcoming[:2] == [103, 101]
    assert "the card's benefit (2 Time; others Time): gains 2 Time tokens" in s.chaos.narration
    assert "completes Mission 503 (easy, 4 points) for 2 Time, no pattern needed" in s.chaos.narration
    assert s.players[CHAOS].time == t0 + 2 - 2  # its benefit, then the Mission's price
    assert s.players[0].time == mine + 1        # your part, gained unasked (L322; ruleset 6)


def test_a_log_of_ruleset_5_asked_you_for_your_part_of_chaos_s_card():
    s = solo(ruleset5=True)
    upcoming(s, 116, 103, 101)
    last_field(s, "memory")
    t0 = s.players[CHAOS].time
    chaos_turn(s, "C01")
    assert s.grid[space("present", 1)][-1] == 116 and s.upcoming[:2] == [103, 101]
    assert s.players[CHAOS].time == t0 + 2
    # a free benefit is said too, and what it gains (its icons alone left a reader counting: helper-283)
    assert "the card's benefit (2 Time; others Time): gains 2 Time tokens" in s.chaos.narration
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "share"
    mine = s.players[0].time
    act(s, Share(False))
    assert s.players[0].time == mine


def test_chaos_gains_the_others_part_of_your_card():
    s = solo()
    you = s.players[0]
    you.adult, you.child = space("present", 2), space("past", 1)
    you.field, you.turns, you.start_hand = 2, 3, []
    you.hand.append(take_card(s, 116))
    t0 = s.players[CHAOS].time
    act(s, ChooseField("perception"))
    act(s, UseAction("play_adult"))
    act(s, PlayCard(116))
    act(s, Benefit(True))
    assert s.players[CHAOS].time == t0 + 1                     # "another player": Chaos accepts


# -- rifts, Missions, the holder, Fragments (§5.6, §6.2-6.4) -------------------------------------
def test_s_h_chaos_takes_the_richest_hardest_card_and_discards_its_easiest():
    s = solo()
    chaos = s.players[CHAOS]
    s.mission_unseen = sorted(s.mission_unseen + chaos.missions)
    chaos.missions = missions(s, 501, 606)
    chaos.objectives = [s.objective_box.pop()]
    s.display = [[0, 3], [2, 3], [1, 1]]
    adr = chaos.adrenaline
    push(s, MissionToTake(CHAOS))
    STEPS.settle(s)
    assert s.display == [[0, 3], [1, 1]] and chaos.adrenaline == adr + 3   # the hard with 3
    hard = GAME.chance_outcomes(s)[0]
    GAME.apply(s, hard)
    assert chaos.discarded_missions == [501] and chaos.missions == [606, hard.mission]


def test_the_rift_removes_by_the_take_order_and_chaos_keeps_the_adrenaline():
    s = solo()
    s.display = [[0, 1], [1, 1], [2, 0], [0, 0]]
    adr = s.players[CHAOS].adrenaline
    last_field(s, "perception")
    chaos_turn(s, "C09")                                       # memory, rift
    assert [0, 1] in s.display and [1, 1] not in s.display     # tie on 1: the harder one
    assert s.players[CHAOS].adrenaline == adr + 1


def test_fragments_go_to_the_fewest_then_the_card_field():
    s = solo()
    s.players[CHAOS].tracks = ["F", "F", "FF"]
    s.chaos.discard = ["C05"]                                  # intelligence
    assert fragment_field(s) == "intelligence"
    s.chaos.discard = ["C08"]                                  # memory: not among the fewest
    assert fragment_field(s) == "perception"
    s.players[CHAOS].tracks = ["FFFFFF", "FFFFFF", "FFFFF"]
    assert fragment_field(s) == "memory"


# -- Pandemia Plan A / Plan B (§9.1) --------------------------------------------------------------
def test_s_p1_the_lower_stage_decides():
    s = solo()
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 9, 2             # stage 2, stage 1
    assert choose(s) == "plan_b"


def test_s_p2_same_stage_chases_where_you_lead():
    s = solo()
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 9, 5             # stage 2, stage 2
    s.dyst.virus[0], s.dyst.cure[0] = 18, 5                    # you: stage 4, stage 2
    assert choose(s) == "plan_a"
    s.dyst.virus[0], s.dyst.cure[0] = 9, 14                    # you lead on Cure
    assert choose(s) == "plan_b"
    s.dyst.virus[0] = s.dyst.cure[0] = 0
    assert choose(s) == "plan_a"                               # still tied: Plan A
    s.dyst.virus[0], s.dyst.cure[0] = 0, 5                     # you: behind on Virus, level on Cure
    assert choose(s) == "plan_b"  # you stand better on Cure (fewer stages behind: a review read "further ahead" as a lead only)


def test_chaos_says_why_it_performs_its_plan():
    """The log said "performs Plan B" alone, and a review could not check the choice by hand."""
    from engine.restart.chaos.pandemia import decision

    s = solo()
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 9, 2
    assert decision(s) == ("plan_b", "its Cure marker is on the lower stage (1)")
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 9, 5
    s.dyst.virus[0], s.dyst.cure[0] = 0, 5
    assert decision(s) == ("plan_b", "both its markers on stage 2; you stand better on Cure")
    s.dyst.virus[0] = s.dyst.cure[0] = 0
    assert decision(s) == ("plan_a", "both its markers on stage 2, and you stand alike on both")
    s.dyst.cure[CHAOS] = 24
    assert decision(s) == ("plan_a", "its Cure marker is on the last space")


def test_a_marker_on_the_last_space_turns_chaos_to_the_other_track():
    s = solo()
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 3, 24
    assert choose(s) == "plan_a"


def test_s_p3_crystals_in_full():
    s = solo()
    s.players[CHAOS].tracks = ["FFFFFF", "FFFFFF", "FFFFFF"]
    last_field(s, "memory")
    chaos_turn(s, "C05")                                       # intelligence: Plan A (both 0)
    assert s.dyst.dice[:4] == ["virus"] * 4                    # Perception 6: 4 dice set
    chance(s, RollDie("virus"))
    chance(s, RollDie("cure"))
    assert s.dyst.marked == [5]                                # the cure die, rerolled
    chance(s, RollDie("star"))
    assert s.dyst.virus[CHAOS] == 7 and s.dyst.last_move[2] == 7   # 4 set + 1 + a star at +2


# -- the end and scoring (§7, §8) --------------------------------------------------------------
def test_s_t_the_third_fault_ends_with_both_score_sheets():
    s = solo()
    s.faults = 2
    s.display = s.display[:3]
    last_field(s, "perception")
    chaos_turn(s, "C06")                                       # intelligence + rift: display 2
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert s.phase == "over" and s.faults == 3
    o = GAME.outcome(s)
    assert len(o.scores) == 2 and o.scores[CHAOS].categories["Chaos cards"] == s.chaos.prosperity
    assert "Chaos cards" not in o.scores[0].categories
    assert o.reason.startswith({(0,): "you win", (1,): "you lose", (0, 1): "a tie"}[tuple(o.winners)])


def test_solo_result_words():
    s = solo()
    s.phase, s.end_reason = "over", "the third time fault"
    s.players[CHAOS].adrenaline = s.players[0].adrenaline = 0
    s.chaos.prosperity = 0
    assert GAME.outcome(s).winners == [0, 1] and GAME.outcome(s).reason.startswith("a tie")
    s.chaos.prosperity = 1
    assert GAME.outcome(s).reason.startswith("you lose")
    s.players[0].adrenaline = 2
    assert GAME.outcome(s).reason.startswith("you win")
    assert scoring.breakdown(s)[CHAOS]["chaos_cards"] == 1


# -- whole games ----------------------------------------------------------------------------------
def test_random_solo_games_pandemia():
    FALLBACKS.clear()
    for seed in range(4):
        s = play_random_game(GAME, 1, seed, Options(dystopia="pandemia")).state
        assert s.phase == "over" and s.players[CHAOS].hand == []
    assert FALLBACKS == []                                     # every question Chaos met has its rule


def test_with_no_upcoming_card_chaos_plays_the_top_of_the_event_deck():
    """§5.0: no Upcoming card left: the top card of the Event deck (a chance draw)."""
    s = solo()
    s.deck = sorted(s.deck + s.upcoming)
    s.upcoming = []
    last_field(s, "memory")
    chaos_turn(s, "C03")
    assert GAME.to_act(s) == CHANCE and s.tasks[-1].kind == "draw_event"
    assert not GAME.hidden_from(s, GAME.chance_outcomes(s)[0], 0)     # drawn face up for all
    card = GAME.chance_outcomes(s)[0].card
    GAME.apply(s, GAME.chance_outcomes(s)[0])
    assert s.grid[space("future", 2)][-1] == card and s.players[CHAOS].hand == []


def test_chaos_s_turn_says_what_it_pays_for_a_benefit_and_what_it_does_not_use():
    """A review saw Chaos's Adrenaline fall and an Upcoming card go with nothing said (§6.1:
    the black arrow's price is paid when Chaos can pay it all, and the arrow gives it something
    it uses: ruleset 4 paid for 2 Place Event, which it ignores, and discarded a card for
    nothing, helper-283; a ruleset-4 game keeps that way)."""
    from engine.restart.content import EVENTS_BY_NUMBER

    for old in (False, True):
        s = solo(ruleset4=old)
        last_field(s, "memory")
        upcoming(s, 202, 112, 214)  # Comet Exploitation: Event -> 2 Place Event
        discard = list(s.discard)
        chaos_turn(s, "C02")                                       # Perception: plays the leftmost
        said = s.chaos.narration
        if old:
            assert (f"pays 1 Event card (the leftmost Upcoming: 112 {EVENTS_BY_NUMBER[112].name}, discarded) "
                    "for the card's benefit (Event→2 Place Event)") in said
            assert said.count("does not use the benefit's Place Event (Chaos ignores it)") == 1
            assert s.discard[-1] == 112
        else:
            assert ("does not pay 1 Event card for the card's benefit (Event→2 Place Event): it would use "
                    "none of what it gives") in said
            assert not any("Place Event (Chaos ignores it)" in line for line in said)
            assert s.discard == discard and 112 in s.upcoming

    for adrenaline, words in ((2, "pays"), (1, "cannot pay")):  # Cloud Outage: 2 Adrenaline -> Mission
        s = solo()
        last_field(s, "memory")
        s.players[CHAOS].adrenaline = adrenaline
        upcoming(s, 308, 112, 214)
        chaos_turn(s, "C02")
        assert f"{words} 2 Adrenaline crystals for the card's benefit (2 Adrenaline→Mission card)" in s.chaos.narration

    s = solo()  # Solar Canopy: Event -> Void: what a paid benefit gains is said (helper-283)
    last_field(s, "memory")
    upcoming(s, 204, 112, 214)
    voids = s.players[CHAOS].void
    chaos_turn(s, "C02")
    assert any(line.endswith("for the card's benefit (Event→Void): gains 1 Void token") for line in s.chaos.narration)
    assert s.players[CHAOS].void == voids + 1


def test_the_chaos_deck_file_holds_no_key_the_engine_ignores():
    """It held Chaos's orders (the Mission it takes, its Fragment's track...), which are rules
    in answers.py: changing them changed nothing (an audit). Every key is read now."""
    import json
    from pathlib import Path

    import msgspec
    import pytest

    from engine.restart.chaos.content import ChaosDeck

    path = Path(__file__).parents[4] / "engine" / "restart" / "data" / "chaos_deck.json"
    data = json.loads(path.read_text())
    assert msgspec.convert(data, ChaosDeck).doc.startswith("Chaos deck")
    with pytest.raises(msgspec.ValidationError, match="mission_take_order"):
        msgspec.convert(data | {"mission_take_order": ["hardest"]}, ChaosDeck)


def test_the_icons_chaos_will_not_pay_for_are_the_ones_it_answers_with_nothing():
    """worth_paying's IGNORED and the answers that do nothing (§6.1's table) name the same icons,
    of every icon an Event card's benefit gains (helper-285: two lists to keep in step)."""
    from engine.restart.chaos.answers import ANSWERS, IGNORED, _nothing
    from engine.restart.content import EVENTS_BY_NUMBER
    from engine.restart.steps import ICON_STEPS

    icons = {i for card in EVENTS_BY_NUMBER.values() for i in card.benefit.gain}
    assert IGNORED <= icons
    assert {i for i in icons if ANSWERS.get(type(ICON_STEPS[i](CHAOS, i))) is _nothing} == IGNORED
