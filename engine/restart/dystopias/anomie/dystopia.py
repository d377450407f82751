"""The plug-in object the base game finds: Anomie behind the Dystopia interface. Importing this
module registers Anomie's steps."""
from __future__ import annotations

from collections import Counter

from engine.restart.dystopias.anomie import scoring, steps, text
from engine.restart.dystopias.anomie.content import (ANOMIE, BILL_AT, BILL_TRACK, BILLS, LAW, LAW_TRACK,
                                                     ROWS, COLS, TOKENS, VETO, start_space)
from engine.restart.dystopias.anomie.state import AnomieState
from engine.restart.dystopias.base import Dystopia


class Anomie(Dystopia):
    name = "anomie"
    title = "Anomie"
    steps, scoring, text = steps, scoring, text

    def new_state(self, seats: int) -> AnomieState:
        """One Senator in the middle of the 3 spaces of your colour, the other to its right."""
        board: list[list[int]] = [[] for _ in range(ROWS * COLS)]
        for seat in range(seats):
            for k, which in enumerate(("middle", "right")):
                board[start_space(seat, which)].append(steps.token_id(seat, k))
        return AnomieState(board=board, law=[0] * seats, bills=[[0] * len(BILLS) for _ in range(seats)])

    def invariants(self, s) -> list[str]:
        d = s.dyst
        out = []
        tokens = Counter(x for stack in d.board for x in stack)
        if sorted(tokens) != list(range(TOKENS * s.seats)) or set(tokens.values()) != {1}:
            out.append("Anomie: every Senator token must be on the board exactly once")
        for space, stack in enumerate(d.board):
            if stack and space in VETO:
                out.append(f"Anomie: a Senator on the Veto space {space}")
            if len(stack) > ANOMIE.max_stack:
                out.append(f"Anomie: a stack of {len(stack)} on space {space}")
            if len(stack) > 1 and space != LAW and space not in BILL_AT:
                out.append(f"Anomie: a stack off the Law and Bill spaces ({space})")
        if any(not 0 <= x <= LAW_TRACK.spaces for x in d.law) or len(d.law) != s.seats:
            out.append("Anomie: a Progress marker off the Law track")
        if any(len(b) != len(BILLS) or not all(0 <= x <= BILL_TRACK.spaces for x in b) for b in d.bills):
            out.append("Anomie: a Progress marker off a Bill track")
        return out


DYSTOPIA = Anomie()
