"""Anomie's slice of the state (State.dyst, tagged "anomie"). Everything in it is public. A
Senator token is `2 * seat + k` (k 0: set up in the middle of its colour's spaces, 1: to its
right); the action in progress lives on its tasks (steps.py)."""
from __future__ import annotations

import msgspec


class AnomieState(msgspec.Struct, tag="anomie", tag_field="dystopia"):
    board: list[list[int]]         # per space (row * cols + col): its Senator tokens, bottom first
    law: list[int]                 # per seat: Law track space (0 = not on the track)
    bills: list[list[int]]         # per seat: space on each Bill track (content.BILLS order)


STATE = AnomieState
