"""The contract every game passes (OpenSpiel's random_sim_test): random playouts to the end,
invariants after every event, views that encode, and an exported log that replays to the
same state in both formats. Game test modules call `play_random_game` with their own seeds."""
from __future__ import annotations

import msgspec

from engine.core import CHANCE, Session, SeatSpec, dumps_log, loads_log


def play_random_game(game, seats: int, seed: int, options=None, max_events: int = 20_000) -> Session:
    session = Session(game, [SeatSpec(f"bot {i}", "random") for i in range(seats)], seed, options)
    for _ in range(max_events):
        problems = game.invariants(session.state)
        assert not problems, f"seed {seed}, event {session.depth}: {problems}"
        for seat in range(seats):
            msgspec.msgpack.encode(game.view(session.state, seat))
        actor = session.to_act
        if actor is None:
            break
        if actor != CHANCE:
            assert game.legal_moves(session.state), f"seed {seed}: seat {actor} has no legal move"
        assert session.step_auto()
    else:
        raise AssertionError(f"seed {seed}: no end after {max_events} events")
    outcome = game.outcome(session.state)
    assert outcome is not None and outcome.winners
    assert len(outcome.scores) == seats
    for fmt in ("jsonl", "msgpack"):
        data = dumps_log(session, fmt)
        replayed = loads_log(data, {game.name: game})
        assert replayed.state == session.state
        assert dumps_log(replayed, fmt) == data
    return session
