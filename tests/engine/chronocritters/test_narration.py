"""The log narrates each round's end (the next round, its season and turn order) and the
game's end, on the line of the event that brought it about."""
from __future__ import annotations

import re

from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD
from engine.core import SeatSpec, Session


def test_round_ends_and_the_game_end_are_narrated():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 1)
    session.advance()
    lines = [text for _, _, text in session.texts()]
    begun = [(int(r), season) for t in lines
             for r, season in re.findall(r"round \d ends; round (\d) of 7 \((\w+)\) begins", t)]
    assert begun == [(r, BOARD.rounds[r - 1]) for r in range(2, 8)]
    assert "round 7 ends and with it the game" in lines[-1]
    vp = [int(x) for x in re.findall(r"(\d+) VP before final scoring", lines[-1])]
    assert vp == [p.vp for p in session.state.players]
