"""Restore screen speed: CPU per key press on the human's hex board against the plain Line-API
reference widget of benchmarks/board_speed.py at the board's size, mounted on the same screen
so both pay the same compositing (goal: at most 2x), and the first frame of a mid-game table
(goal: at most 1 s).

The human (seat 0, against a random bot) has played half a game at random; arrows move the
board's cursor. Pressed through Textual's Pilot, headless; CPU is process time.

    python3 -m benchmarks.tui_restore [--presses 200] [--size 200x60]
"""
from __future__ import annotations

import random

from benchmarks.board_speed import main
from engine.core import CHANCE, SeatSpec, Session
from engine.restore import GAME


def mid_game(seed: int = 1, decisions: int = 40) -> Session:
    """The human to act after `decisions` random decisions of both seats."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random")], seed)
    rng = random.Random(seed)
    played = 0
    while not session.over:
        if session.to_act == CHANCE or session.to_act == 1:
            session.step_auto()
            continue
        if played >= decisions:
            return session
        session.apply(rng.choice(session.legal_moves()))
        played += 1
    raise RuntimeError("the game ended first")


if __name__ == "__main__":
    main(mid_game, "#hex-0", ("#restore-boards", "#hex-1"), "hex board", "mid-game table, 2 players")
