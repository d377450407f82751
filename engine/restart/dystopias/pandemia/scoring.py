"""Pandemia's final scoring: per track the highest milestone reached, then the stage of the
furthest marker (ties all score); a seat furthest on both tracks scores only its higher stage."""
from __future__ import annotations

from engine.restart.dystopias.pandemia.steps import TRACKS, positions

TITLES = {"plan_a": "Plan A (Virus)", "plan_b": "Plan B (Cure)"}


def score(s) -> list[dict[str, int]]:
    d = s.dyst
    out = [{"plan_a": TRACKS["plan_a"].milestone_points(d.virus[i]),
            "plan_b": TRACKS["plan_b"].milestone_points(d.cure[i])} for i in range(s.seats)]
    stage: dict[int, dict[str, int]] = {}
    for plan in ("plan_a", "plan_b"):
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
            by_plan = {keep: by_plan[keep]}
        for plan, pts in by_plan.items():
            out[i][plan] += pts
    return out
