"""Pandemia's final scoring: per track the highest milestone reached, then the stage of the
furthest marker (ties all score); a seat furthest on both tracks scores only its higher stage."""
from __future__ import annotations

from engine.restart.dystopias.pandemia.steps import TRACKS, positions

TITLES = {"plan_a": "Plan A (Virus)", "plan_b": "Plan B (Cure)"}


def _stages(d) -> dict[int, dict[str, int]]:
    """Seat -> the stage points it scores, by plan: the furthest marker's on each track."""
    stage: dict[int, dict[str, int]] = {}
    for plan in TITLES:
        pos = positions(d, plan)
        best = max(pos)
        if best <= 0:
            continue
        for i, p in enumerate(pos):
            if p == best:
                stage.setdefault(i, {})[plan] = TRACKS[plan].stage_points(p)
    for i, by_plan in stage.items():
        if len(by_plan) == 2:
            keep = max(by_plan, key=lambda k: (by_plan[k], k == "plan_a"))
            stage[i] = {keep: by_plan[keep]}
    return stage


def score(s) -> list[dict[str, int]]:
    d, stage = s.dyst, _stages(s.dyst)
    return [{plan: TRACKS[plan].milestone_points(positions(d, plan)[i]) + stage.get(i, {}).get(plan, 0)
             for plan in TITLES} for i in range(s.seats)]


def details(s, i: int) -> dict[str, str]:
    """How seat i's Plan points were counted: "marker on 14: milestone 18 + stage 5 (furthest)"."""
    d, kept = s.dyst, _stages(s.dyst).get(i, {})
    out = {}
    for plan in TITLES:
        space = positions(d, plan)[i]
        words = f"marker on {space}: milestone {TRACKS[plan].milestone_points(space)}"
        if plan in kept:
            words += f" + stage {kept[plan]} (furthest)"
        elif space and space == max(positions(d, plan)):
            words += " (furthest on both tracks: one stage scores, the other track's)"
        out[plan] = words
    return out
