"""The rulebook's worked examples, step by step, with the numbers it prints."""
from __future__ import annotations

import pytest

from engine.restart import scoring
from engine.restart.content import OBJECTIVES, TRACK_INDEX
from engine.restart.dystopias.pandemia.content import PANDEMIA
from engine.restart.crystals import RULE_DURING_ACTION
from engine.restart.events import (CompleteMission, MoveAdult, PlaceAdrenaline, PlaceFragment,
                                   PlaceVoid, UseAction)
from engine.restart.dystopias.pandemia.events import BoostStars, MarkReroll, Reroll, Roll, RollDie, SetDie
from engine.restart.turn import available

from tests.engine.restart.helpers import (GAME, act, chance, event_named, first_turn, give_mission,
                                          refused, set_top, started, take_card)


def test_paul_void_token_mission():
    s = started(2)
    p = s.players[0]
    # Paul's Mission: a blue card, another blue directly below, a green directly below that.
    give_mission(s, 0, 501)
    for x in range(9):
        set_top(s, x, "yellow")
    set_top(s, 0, "blue")
    set_top(s, 3, "purple")   # the card he recolours
    set_top(s, 6, "green")
    comet = event_named("Comet Exploitation")
    p.studied[0].append(take_card(s, comet))
    p.tracks[0] = "F"          # one crystal: Comet Exploitation's Move (space 2) not reached yet
    first_turn(s, "perception", child_space=7)
    act(s, UseAction("move"))
    act(s, MoveAdult(4))
    assert "move" not in available(s, 0)
    act(s, UseAction("complete_mission"))
    rule = refused(s, CompleteMission(501), "restart.pattern-not-shown")
    assert "does not show the pattern of Mission 501" in rule
    assert GAME.view(s, 0).prompt.endswith("recolour with your 1 Void token first, or complete none now")
    act(s, PlaceVoid(3, "blue"))  # the purple card counts as blue
    assert p.void == 0  # none left to recolour with: not offered (helper-278)
    assert GAME.view(s, 0).prompt == "Complete a Mission: complete a Mission whose pattern shows"
    time_before = p.time
    act(s, CompleteMission(501))
    assert p.time == time_before - 2 and 501 in p.completed and 501 not in p.missions
    # the Fragment is placed at once, by Paul, before anything else
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "place_fragment"
    assert refused(s, PlaceAdrenaline("memory"), "restart.crystals-during-action") == RULE_DURING_ACTION
    assert "it has no track" in refused(s, PlaceFragment("focus"), "restart.no-track")
    act(s, PlaceFragment("perception"))
    assert p.tracks[0] == "FF" and s.turn.voids == [] and p.void == 0
    # the Move on Comet Exploitation is reached: an additional Move this turn
    assert "move" in available(s, 0)
    act(s, UseAction("move"))
    act(s, MoveAdult(5))
    assert p.adult == 5 and "move" not in available(s, 0)


def test_jen_plan_a():
    s = started(2)
    p = s.players[0]
    first_turn(s, "intelligence")
    for field in ("perception", "intelligence", "memory"):  # one crystal in each track: 3 in all
        act(s, PlaceAdrenaline(field))
    assert p.tracks == ["A", "A", "A"] and p.adrenaline == 3  # set 1, reroll 1, star +2 for 1
    assert "it has no track" in refused(s, PlaceAdrenaline("focus"), "restart.no-track")
    act(s, UseAction("plan_a"))
    act(s, SetDie("virus"))
    assert "at most 1 dice" in refused(s, SetDie("cure"), "restart.pandemia-set-limit")
    act(s, Roll())
    for face in ("virus", "cure", "star", "star", "cure"):  # the five rolled dice
        chance(s, RollDie(face))
    assert s.dyst.dice == ["virus", "virus", "cure", "star", "star", "cure"]
    act(s, MarkReroll(2))  # she rerolls one die showing the cure side
    assert "at most 1 dice" in refused(s, MarkReroll(5), "restart.pandemia-reroll-limit")
    act(s, Reroll())
    chance(s, RollDie("virus"))
    assert "at most 1 stars" in refused(s, BoostStars(2), "restart.pandemia-stars-limit")
    act(s, BoostStars(1))  # one of the two stars counts +2
    # 1 + 1 + 1 + 2 + 0 + (-1) = 4; entering the track uses 1 of it
    assert s.dyst.virus[0] == 4 and s.dyst.last_move == [0, 0, 4, 4]
    assert s.tasks[-1].kind == "actions" and s.dyst.plan == ""


@pytest.mark.parametrize("studied, events, total", [
    ([203, 307], 9, 77),  # as on the sheet: "one of the Event cards on his Mind board scores 2"
    ([307], 7, 75),       # as narrated: only the three named cards score (2 + 3 + 2)
])
def test_jack_final_score(studied, events, total):
    """The printed Event line (9) does not add up from its parts (2 + 3 + 2 = 7); both end
    positions are scored by the one rule: a second Studied card scoring 2 gives every printed
    number (Missions 27, Objective 4, Event 9, Adrenaline 7, Plan A 23, Plan B 7 = 77)."""
    s = started(2)
    jack, other = s.players
    # Missions: 4 easy + 2 medium completed, 1 hard discarded: 16 + 14 - 3 = 27
    easy = [m for m in s.mission_unseen if 500 <= m < 600][:4]
    medium = [m for m in s.mission_unseen if 600 <= m < 700][:2]
    hard = [m for m in s.mission_unseen if m >= 700][:1]
    for m in easy + medium + hard:
        s.mission_unseen.remove(m)
    jack.completed = easy + medium
    jack.discarded_missions = hard
    # an Objective worth 4 in his holder
    four = next(i for i, o in enumerate(OBJECTIVES) if o.points == 4)
    if four in s.objective_box:
        s.objective_box.remove(four)
    else:
        s.objectives[s.objectives.index(four)] = -1
    jack.objectives = [four]
    # Event cards on three Mind board fields: Intelligence holds the Studied cards (2 points
    # each at reach 5) and Buried 303 Quantum Network (1 + 2 = 3); 112 Deep Buried under Memory (2).
    intelligence, memory = TRACK_INDEX["intelligence"], TRACK_INDEX["memory"]
    jack.studied[intelligence] = [take_card(s, c) for c in studied]
    jack.buried[intelligence].append(take_card(s, 303))
    jack.deep_buried[memory].append(take_card(s, 112))
    jack.tracks = ["FFF", "FFFFF", ""]  # 8 Fragments: 6 Missions + 2 time faults; Perception scores nothing
    jack.adrenaline = 7
    # Virus: milestone 18 reached, tied for furthest in a stage worth 5; Cure: first milestone (7)
    virus = PANDEMIA.track("virus")
    space = next(x for x in range(1, virus.spaces + 1)
                 if virus.milestone_points(x) == 18 and virus.stage_points(x) == 5)
    s.dyst.virus = [space, space]
    s.dyst.cure = [6, 12]  # the other player is furthest on the Cure track
    cats = scoring.breakdown(s)[0]
    assert cats["missions"] == 27
    assert cats["objectives"] == 4
    assert cats["adrenaline"] == 7
    assert cats["plan_a"] == 23
    assert cats["plan_b"] == 7
    assert cats["events"] == events
    assert sum(cats.values()) == total
    assert GAME.invariants(s) == []  # the hand-built position keeps every card conserved
