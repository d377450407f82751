"""Restart screen speed: CPU per key press on its Spacetime grid against the plain Line-API
reference widget of benchmarks/board_speed.py at the grid's size, mounted on the same
screen so both pay the same compositing (goal: at most 2x), and the first frame of a mid-game
table (goal: at most 1 s).

A key press is an arrow moving the cursor between grid spaces while the human (seat 0 of
three, against random bots) chooses a grid space: the grid repaints the lines the cursor leaves
and enters. Both are pressed through Textual's Pilot at 100x30, headless; CPU is process time.

    python3 -m benchmarks.tui_restart [--presses 200]
"""
from __future__ import annotations

import random

from benchmarks.board_speed import main
from engine.core import CHANCE, SeatSpec, Session
from engine.restart import GAME


def grid_session(seed: int = 1) -> Session:
    """The human's first decision on the grid after 100 random decisions."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random"), SeatSpec("Cy", "random")], seed)
    rng = random.Random(seed)
    from tui.screens.restart import target_of

    played = 0
    while not session.over:
        if session.to_act == CHANCE:
            session.step_auto()
            continue
        moves = session.legal_moves()
        if played > 100 and session.to_act == 0 and any(
                (target_of(m) or ("",))[0] == "rs-grid" for m in moves):
            return session
        session.apply(rng.choice(moves))
        played += 1
    raise RuntimeError("the game ended first")


if __name__ == "__main__":
    main(grid_session, "SpacetimeGrid", ("#rs-board", "#rs-grid"), "Spacetime grid",
         "mid-game table, 3 players")
