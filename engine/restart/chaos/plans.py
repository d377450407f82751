"""What each dystopia's Chaos module (SOLO.md §9) plugs in: which Plan action Chaos performs on an
Intelligence turn (PLAN_CHOICE; "" = it forgoes the action), its part of the dystopia's setup
(SETUP, run as the dystopia's setup steps are pushed) and its extra final-scoring points
(EXTRA_POINTS: per category)."""
from __future__ import annotations

from typing import Callable

PLAN_CHOICE: dict[str, Callable] = {}
PLAN_WHY: dict[str, Callable] = {}  # why, in words, where the choice weighs the tracks (Pandemia)
SETUP: dict[str, Callable] = {}
EXTRA_POINTS: dict[str, Callable] = {}


def plan_for(s) -> str:
    return PLAN_CHOICE[s.dystopia](s)


def plan_why(s) -> str:
    """" (why)" after the Plan Chaos performs, where its dystopia says ("" elsewhere)."""
    return f" ({PLAN_WHY[s.dystopia](s)})" if s.dystopia in PLAN_WHY else ""


def supported(dystopia: str) -> bool:
    return dystopia in PLAN_CHOICE


def setup(s) -> None:
    if s.dystopia in SETUP:
        SETUP[s.dystopia](s)


def extra_points(s) -> dict[str, int]:
    return EXTRA_POINTS[s.dystopia](s) if s.dystopia in EXTRA_POINTS else {}
