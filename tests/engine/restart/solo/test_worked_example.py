"""SOLO.md §13, three Chaos turns of solo Pandemia at the standard level, checked step by step
with the design's numbers (test scenarios S-W1, S-W2, S-W3 of §14)."""
from __future__ import annotations

from engine.core import CHANCE
from engine.restart import GAME
from engine.restart.chaos import CHAOS
from engine.restart.chaos.events import RevealChaos
from engine.restart.chaos.pandemia import choose
from engine.restart.dystopias.pandemia.events import RollDie
from engine.restart.events import PlaceFragment
from engine.restart.state import NO_SPACE

from tests.engine.restart.helpers import act, chance
from tests.engine.restart.solo.helpers import (chaos_turn, human_passes, last_field, missions,
                                               objectives, solo, space, upcoming)

E2, M1, DONE = 502, 606, 501


def situation():
    """§13's situation: mid-first-age after 6 Chaos turns."""
    s = solo()
    you, chaos = s.players[0], s.players[CHAOS]
    you.adult, you.child, you.field, you.turns = space("present", 3), space("past", 1), 1, 7
    you.start_hand = []
    chaos.adult, chaos.child = space("past", 3), space("past", 2)
    chaos.time, chaos.void, chaos.adrenaline = 5, 1, 6
    chaos.tracks = ["F", "", "F"]
    s.mission_unseen = sorted(s.mission_unseen + chaos.missions)  # its dealt easy Missions: boxed
    chaos.missions = []
    chaos.missions = missions(s, E2, M1)        # held: E2 first (held longest), then M1
    chaos.completed = missions(s, DONE)
    last_field(s, "intelligence")
    s.chaos.discard = ["C07"]
    s.chaos.deck.remove("C07")
    s.dyst.virus[CHAOS], s.dyst.cure[CHAOS] = 6, 2
    objectives(s, "Borrowed Time", "Shattered Past", "Steady Hand")
    s.display = [[0, 0], [0, 1], [1, 0], [1, 0]]
    upcoming(s, 103, 116, 101)
    return s


def turn_1(s):
    chaos_turn(s, "C03")
    assert s.turn.field == 1                                  # Perception (last: Intelligence)
    assert s.players[CHAOS].adult == space("future", 2)       # no Objective met: the card's space
    assert s.grid[space("future", 2)][-1] == 103              # the leftmost Upcoming card
    assert s.upcoming == [116, 101]
    # Plan A (the benefit): Perception 1 -> 1 die set to virus; the five others rolled
    assert s.dyst.dice[0] == "virus" and s.dyst.set_count == 1
    for face in ("virus", "cure", "cure", "star", "virus"):
        chance(s, RollDie(face))
    assert s.dyst.marked == [2]                               # Memory 1: the leftmost cure
    chance(s, RollDie("virus"))
    # total 1 + 1 + 1 - 1 + 0 + 1 = 3 (Intelligence 0: the star counts 0)
    assert s.dyst.virus[CHAOS] == 9 and s.dyst.last_move == [CHAOS, 0, 3, 3]
    chaos = s.players[CHAOS]
    assert chaos.completed == [DONE, M1] and chaos.missions == [E2]   # the most points it can pay
    assert chaos.time == 2
    assert chaos.tracks == ["F", "F", "F"]                    # fewest crystals: Intelligence
    assert s.chaos.prosperity == 1
    assert GAME.to_act(s) == CHANCE and s.tasks[-1].kind == "draw_event"   # the refill
    draw_rest(s)
    assert s.faults == 0 and len(s.display) == 4
    assert GAME.to_act(s) == 0                                # your turn


def turn_2(s):
    human_passes(s)
    chance(s, RevealChaos("C09"))
    chaos = s.players[CHAOS]
    assert chaos.field == 3 and chaos.time == 4               # Memory: +2 Time
    assert s.display == [[0, 0], [1, 0], [1, 0]]              # the easy with 1 Adrenaline: boxed
    assert chaos.adrenaline == 7 and s.chaos.prosperity == 2
    assert s.faults == 0 and GAME.to_act(s) == 0


def test_chaos_turn_1_c03_perception_plan_a_and_a_medium_mission():
    turn_1(situation())


def test_chaos_turn_2_c09_memory_and_a_rift():
    s = situation()
    turn_1(s)
    turn_2(s)


def draw_rest(s):
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])


def test_chaos_turn_3_c02_wraps_shares_completes_and_faults():
    s = situation()
    turn_1(s)
    turn_2(s)
    human_passes(s, "perception")
    chaos, you = s.players[CHAOS], s.players[0]
    time_before = you.time
    chance(s, RevealChaos("C02"))
    assert chaos.adult == space("present", 1)                 # (present, 3) holds your Adult: wrap
    assert s.grid[space("present", 1)][-1] == 116
    assert "the card's benefit (2 Time; others Time): gains 2 Time tokens" in s.chaos.narration
    assert you.time == time_before + 1                        # your part (others: 1 Time), unasked
    assert chaos.completed == [DONE, M1, E2] and chaos.missions == []
    assert chaos.time == 4                                    # 2 + 2 (116) - 2 (E2)
    assert chaos.tracks[0] == "FF"                            # P1 I1 M1 tied: the card's Perception
    assert s.chaos.prosperity == 2                            # C02 scores 0
    draw_rest(s)                                              # the refill
    # the display fell to 2: the first time fault; your Fragment first (asked), then Chaos's
    assert s.faults == 1 and chaos.adult == NO_SPACE and you.adult == NO_SPACE
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "place_fragment"
    act(s, PlaceFragment("memory"))
    assert chaos.tracks == ["FF", "FF", "F"]                  # I1, M1 tied; C02's Perception not tied
    assert chaos.child == space("present", 2)                 # one age up
    assert s.display[:2] == [[0, 1], [1, 2]] and len(s.display) == 6
    draw_rest(s)
    assert GAME.to_act(s) == 0 and s.turn.seat == 0           # you take the next turn
    assert (chaos.time, chaos.adrenaline, s.dyst.virus[CHAOS], s.dyst.cure[CHAOS]) == (4, 7, 9, 2)
    assert choose(s) == "plan_b"                              # Virus stage 2 vs Cure stage 1
