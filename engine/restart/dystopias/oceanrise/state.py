"""Oceanrise's slice of the state (State.dyst, tagged "oceanrise"). A Map sheet is 108 sectors,
region-major: region 4R + C (row R of the Spacetime grid, column C; 12 regions even with 2
players, whose rightmost column is never reached), sector 3r + c inside it."""
from __future__ import annotations

import msgspec


class OceanriseState(msgspec.Struct, tag="oceanrise", tag_field="dystopia"):
    sheets: list[list[str]]        # per seat: 108 sectors, "" (blank or City) | "W" | "L" | "F"
    boxes: list[list[bool]]        # per seat: the 12 region Mission boxes crossed
    circled: list[int]             # per seat: Contribution numbers circled (leftmost first)
    plan: str = ""                 # the Plan action being drawn ("" when none)
    region: int = -1               # region being drawn in (-1: Plan B figure not chosen yet)
    left: list[int] = []           # allowance still to draw: [wildlife, lake, forest]
    mission_due: bool = False      # this action drew the region's second sector


STATE = OceanriseState
