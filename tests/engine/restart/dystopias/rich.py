"""A crystal-rich random game for a dystopia: every seat starts with crystals on its Mind board
tracks, so the crystal effects (Maneuver and Support, Freezer and display, wildlife and lakes)
come up at once, under the contract's checks after every event (invariants, listed moves pass
check, unlisted ones are refused with a code, secrecy)."""
from __future__ import annotations

import random

from engine.core import CHANCE
from engine.restart.content import TRACK_INDEX
from engine.restart.state import Options

from tests.contract import check_listed_and_unlisted, check_secrecy
from tests.engine.restart.helpers import GAME

FIELDS = ("perception", "intelligence", "memory")


def crystal_rich_game(dystopia: str, seats: int, seed: int, tracks, prepare=None):
    """Random bots from a state whose seat i has `tracks[i]` (Perception, Intelligence, Memory
    track contents, e.g. "FF" or "FAA": Adrenaline ones may be discarded during play);
    `prepare(s)` lays out the dystopia's own slice first. Returns (final state, move types
    played, task kinds met)."""
    s = GAME.initial_state(Options(dystopia=dystopia), seats)
    if prepare:
        prepare(s)
    for p, contents in zip(s.players, tracks):
        for field, track in zip(FIELDS, contents):
            p.tracks[TRACK_INDEX[field]] = track
    rng, seen, moved, met = random.Random(seed), {}, set(), set()
    for _ in range(20_000):
        assert not GAME.invariants(s)
        if s.tasks:
            met.add(s.tasks[-1].kind)
        actor = GAME.to_act(s)
        if actor is None:
            return s, moved, met
        if actor == CHANCE:
            GAME.apply(s, rng.choice(GAME.chance_outcomes(s)))
            continue
        moves = GAME.legal_moves(s)
        check_listed_and_unlisted(GAME, s, moves, seen, rng, 2, seed)
        if rng.random() < 0.25:
            check_secrecy(GAME, s, moves, seats, rng, seed)
        move = rng.choice(moves)
        moved.add(type(move))
        GAME.apply(s, move)
    raise AssertionError("no end")
