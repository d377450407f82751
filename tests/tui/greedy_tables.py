"""Chronocritters tables for snapshots and size checks: games played by the greedy bot up to the
human's first turn decision of a round, stored as logs because playing them again costs up to
8 s of greedy turns in every test worker that needs them. `python3 -m tests.tui.greedy_tables` writes
them anew (after a ruleset bump, or when greedy should set the table differently)."""
from __future__ import annotations

import random
from pathlib import Path

from engine.chronocritters import GAME
from engine.core import SeatSpec, Session, dumps_log, loads_log

HERE = Path(__file__).parent / "tables"
TWO = [SeatSpec("Ann"), SeatSpec("Greedy", "greedy")]
SOLO = [SeatSpec("Ann")]
GAMES = {  # name: (seats, seed, round)
    "late-2p": (TWO, 5, 7),      # round 7: quests done, portals open, markers on the dam
    "round3-2p": (TWO, 1, 3),    # quests on both sides of the portal, one completed
    "solo-round4": (SOLO, 6, 4),  # solo: the automa's card too
}


def stored(name: str) -> Session:
    """A new session (the screen plays on it) from the stored game `name`."""
    return loads_log((HERE / f"{name}.jsonl").read_bytes(), {GAME.name: GAME})


def greedy_until(seats, seed: int, round_: int) -> Session:
    """Every seat played by the greedy bot up to seat 0's first decision of a turn in `round_`."""
    session = Session(GAME, list(seats), seed=seed)
    rng = random.Random(seed)
    greedy = GAME.bots["greedy"]
    session.advance()
    while not session.over:
        state = session.state
        if state.round >= round_ and type(state.tasks[-1]).__name__ == "TurnTask" and not state.turn.acted:
            return session
        session.apply(greedy(GAME, session.view(0), session.legal_moves(), 0, rng))
        session.advance()
    raise AssertionError("the game ended first")


if __name__ == "__main__":
    for name, (seats, seed, round_) in GAMES.items():
        (HERE / f"{name}.jsonl").write_bytes(dumps_log(greedy_until(seats, seed, round_)))
