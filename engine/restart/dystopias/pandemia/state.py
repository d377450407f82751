"""Pandemia's slice of the state (State.dyst, tagged "pandemia")."""
from __future__ import annotations

import msgspec


class PandemiaState(msgspec.Struct, tag="pandemia", tag_field="dystopia"):
    virus: list[int]               # per seat: space of the Progress marker (0 = not on the track)
    cure: list[int]
    plan: str = ""                 # the Plan action being rolled ("" when none)
    dice: list[str] = []           # per die: face, "" before it is rolled
    set_count: int = 0             # dice 0..set_count-1 were set, not rolled
    marked: list[int] = []         # dice chosen for the reroll
    rerolled: bool = False
    boosted: int = 0               # stars counted as +2
    last_move: list[int] = []      # [seat, plan index, total, spaces moved] of the last Plan action


STATE = PandemiaState
