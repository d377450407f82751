"""Anomie's final scoring, per seat: Plan A the points on the Law track space of your marker,
Plan B for each Bill track the points below its space (2, 3, 4, 6, 7, 8)."""
from __future__ import annotations

from engine.restart.dystopias.anomie.content import BILL_TRACK, BILLS, LAW_TRACK

TITLES = {"plan_a": "Plan A (Law track)", "plan_b": "Plan B (Bill tracks)"}


def score(s) -> list[dict[str, int]]:
    d = s.dyst
    return [{"plan_a": LAW_TRACK.score(d.law[i]),
             "plan_b": sum(BILL_TRACK.score(x) for x in d.bills[i])} for i in range(s.seats)]


def details(s, i: int) -> dict[str, str]:
    """How seat i's Plan points were counted: each marker's space and its points."""
    d = s.dyst
    return {"plan_a": f"Law {d.law[i]}: {LAW_TRACK.score(d.law[i])}",
            "plan_b": ", ".join(f"{b.capitalize()} {x}: {BILL_TRACK.score(x)}" for b, x in zip(BILLS, d.bills[i]))}
