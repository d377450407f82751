"""Which Plan action Chaos performs on an Intelligence turn (SOLO.md §9): each dystopia's Chaos
module registers its rule in PLAN_CHOICE ("" = Chaos forgoes the action)."""
from __future__ import annotations

from typing import Callable

PLAN_CHOICE: dict[str, Callable] = {}


def plan_for(s) -> str:
    return PLAN_CHOICE[s.dystopia](s)


def supported(dystopia: str) -> bool:
    return dystopia in PLAN_CHOICE
