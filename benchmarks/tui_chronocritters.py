"""Chronocritters screen speed: CPU per key press on its boards against a plain Line-API
reference widget of the same size (goal: at most 2x), and the first frame of a late-game
table (goal: at most 1 s).

A key press is an arrow moving the cursor on the focused board (the Actions board of a
2-player game in round 5, the human to place a critter): the board repaints the two rows the
cursor leaves and enters and the line naming the place under it. The reference is a widget
drawing as many rows of plain text, whose arrow keys move a reversed cursor and repaint two
rows, mounted on the same screen (so both pay the same compositing). Both are pressed through Textual's Pilot at 100x30, headless; CPU is
process time (the Pilot's own waiting is sleep, not CPU).

    python3 -m benchmarks.tui_chronocritters [--presses 200]
"""
from __future__ import annotations

import random

from benchmarks.board_speed import main
from engine.chronocritters import GAME
from engine.chronocritters.tasks import TurnTask
from engine.core import CHANCE, SeatSpec, Session

def late_session(seed: int = 4, round_: int = 5) -> Session:
    """A human (seat 0) against a random bot, at the human's first turn of `round_`."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], seed=seed)
    rng = random.Random(seed)
    while not session.over:
        if session.to_act == CHANCE:
            session.step_auto()
            continue
        state = session.state
        if (state.round >= round_ and session.to_act == 0 and isinstance(state.tasks[-1], TurnTask)
                and not state.turn.acted):
            return session
        session.apply(rng.choice(session.legal_moves()))
    raise RuntimeError("the game ended before that round")


if __name__ == "__main__":
    main(late_session, "ActionBoard", ("#cc-board", "#cc-top"), "Actions board",
         "late-game table (round 5 of 7)")
