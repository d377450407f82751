"""Rulebook, "Complete an Objective Card" and "Discarding a Mission Card or Objective Card": the
card holder holds 3 (uncompleted Missions and completed Objectives); a fourth makes its owner
discard the new card or a held one, face down."""
from __future__ import annotations

from engine.restart import scoring
from engine.restart.content import OBJECTIVES
from engine.restart.events import CompleteObjective, DiscardHolder, MoveAdult, UseAction
from engine.restart.state import OBJECTIVE_BASE

from tests.engine.restart.helpers import (GAME, act, first_turn, refused, snapshot, started)


def _objective(s, slot, kind):
    idx = next(i for i, o in enumerate(OBJECTIVES) if o.condition.kind == kind)
    if idx in s.objectives:
        j = s.objectives.index(idx)
        s.objectives[j], s.objectives[slot] = s.objectives[slot], idx
    else:
        s.objective_box.remove(idx)
        s.objective_box.append(s.objectives[slot])
        s.objective_box.sort()
        s.objectives[slot] = idx
    return idx


def test_objective_needs_adult_in_its_space_and_the_condition_state_unchanged():
    s = started(2)
    p = s.players[0]
    idx = _objective(s, 0, "time_tokens")
    first_turn(s, "perception")
    before = snapshot(s)
    assert "must be in an Objective space" in refused(s, CompleteObjective(), "restart.objective-adult-away")
    act(s, UseAction("move"))
    act(s, MoveAdult(OBJECTIVE_BASE))
    before = snapshot(s)
    assert f"condition of {OBJECTIVES[idx].name}" in refused(s, CompleteObjective(), "restart.objective-unmet")
    assert snapshot(s) == before
    p.time = OBJECTIVES[idx].condition.count
    act(s, CompleteObjective())                     # between actions, after the Move
    assert p.objectives == [idx] and s.objectives[0] == -1 and len(p.missions) == 2


def test_more_than_one_objective_in_the_same_turn():
    s = started(2)
    p = s.players[0]
    a = _objective(s, 0, "time_tokens")
    b = _objective(s, 1, "void_tokens")
    p.time, p.void = 20, 5
    s.mission_unseen = sorted(s.mission_unseen + p.missions[1:])  # room for both Objectives
    p.missions = p.missions[:1]
    p.adult = OBJECTIVE_BASE
    first_turn(s, "perception")
    act(s, CompleteObjective())
    act(s, UseAction("move"))
    act(s, MoveAdult(OBJECTIVE_BASE + 1))
    act(s, CompleteObjective())
    assert sorted(p.objectives) == sorted([a, b]) and s.objectives[:2] == [-1, -1]
    assert GAME.invariants(s) == []


def test_full_holder_owner_discards_the_new_objective():
    s = started(2)
    p = s.players[0]
    idx = _objective(s, 0, "time_tokens")
    p.objectives = [s.objective_box.pop(0)]         # 2 Missions + 1 Objective
    held = list(p.missions), list(p.objectives)
    p.time = 20
    p.adult = OBJECTIVE_BASE
    act(s, CompleteObjective())
    assert GAME.to_act(s) == 0 and s.tasks[-1].kind == "holder_full"
    assert len(GAME.legal_moves(s)) == 4
    assert "discard the new card or one of" in refused(s, DiscardHolder("objective", 999), "restart.holder-discard")
    assert GAME.invariants(s) == []
    act(s, DiscardHolder("objective", idx))
    assert (p.missions, p.objectives) == held and p.discarded_objectives == [idx]
    assert scoring.breakdown(s)[0]["objectives"] == OBJECTIVES[held[1][0]].points  # discarded: 0


def test_full_holder_owner_discards_a_held_mission_instead():
    s = started(2)
    p = s.players[0]
    idx = _objective(s, 0, "time_tokens")
    p.objectives = [s.objective_box.pop(0)]
    old = p.missions[1]
    p.time = 20
    p.adult = OBJECTIVE_BASE
    act(s, CompleteObjective())
    act(s, DiscardHolder("mission", old))
    assert old in p.discarded_missions and idx in p.objectives and old not in p.missions
    assert len(p.missions) + len(p.objectives) == 3 and GAME.invariants(s) == []
    assert scoring.breakdown(s)[0]["missions"] == -1   # a discarded easy Mission: -1
