"""Every bot can play solo: random (the contract suite), greedy to the end, IS-MCTS's search
from the seat's view (it determinises with Chaos's public state)."""
from __future__ import annotations

import random

from engine.core import SeatSpec, Session
from engine.core.search import search
from engine.restart import GAME
from engine.restart.state import Options


def test_greedy_plays_a_solo_game_to_the_end():
    session = Session(GAME, [SeatSpec("greedy", "greedy")], 4, Options(dystopia="oceanrise"))
    session.advance()
    assert session.over and len(GAME.outcome(session.state).scores) == 2


def test_mcts_searches_a_solo_position():
    session = Session(GAME, [SeatSpec("me", "random")], 5, Options(dystopia="anomie"))
    while session.state.players[1].turns < 2:
        session.step_auto()
    while session.to_act != 0:
        session.step_auto()
    moves = session.legal_moves()
    found = search(GAME, GAME.view(session.state, 0), moves, 0, random.Random(1), iterations=30)
    assert found and all(c.move in moves for c in found)
