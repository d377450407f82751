"""Extinction's final scoring: each column that is one valid set or sequence scores by its number
of cards (2/3/4/5/6 -> 3/7/11/13/15): X columns under Plan A, Y columns under Plan B. Cards in
the Freezer score nothing."""
from __future__ import annotations

from engine.restart.dystopias.extinction.content import EXTINCTION

TITLES = {"plan_a": "Plan A (X sets and sequences)", "plan_b": "Plan B (Y sets and sequences)"}


def seat_score(columns: list[list[str]]) -> dict[str, int]:
    out = {"plan_a": 0, "plan_b": 0}
    for col in columns:
        points = EXTINCTION.column_points(col)
        if points:
            out["plan_a" if col[0][0] == "X" else "plan_b"] += points
    return out


def score(s) -> list[dict[str, int]]:
    return [seat_score(cols) for cols in s.dyst.columns]


def details(s, i: int) -> dict[str, str]:
    """Seat i's scoring columns by plan, first placed first: "X8 X7 X6 7"."""
    out = {"plan_a": [], "plan_b": []}
    for col in s.dyst.columns[i]:
        points = EXTINCTION.column_points(col)
        if points:
            out["plan_a" if col[0][0] == "X" else "plan_b"].append(f"{' '.join(col)} {points}")
    return {plan: ", ".join(cols) or "no valid column" for plan, cols in out.items()}
