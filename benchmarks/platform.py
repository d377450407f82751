"""The platform's speed goals (issue "Kernel 2"), side by side with python-chess in one run:

- random-play events per second through the Session (bots and chance, `Session.advance`)
  against python-chess random-playout plies per second: >= 3x for Restore, >= 1.5x for
  Restart with 4 players;
- the Session's overhead: the same random games played on the raw verbs (initial_state,
  to_act, legal_moves, chance_outcomes, apply) take at least 1/1.3 of the Session's time.

    python3 -m benchmarks.platform [--rounds 5]

Each measure is a median over rounds that alternate the contenders, so a busy machine slows
them alike.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import chess

from benchmarks.table import print_table
from engine.core import CHANCE, SeatSpec, Session
from engine.registry import GAMES

CASES = (("restore", 2, 3.0, 20), ("restart", 4, 1.5, 3), ("restart", 2, None, 3))


def chess_plies_per_second(games: int, seed: int) -> float:
    rng = random.Random(seed)
    plies, start = 0, time.perf_counter()
    for _ in range(games):
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            plies += 1
    return plies / (time.perf_counter() - start)


def session_events_per_second(game, seats: int, games: int, seed: int) -> float:
    events, start = 0, time.perf_counter()
    for k in range(games):
        session = Session(game, [SeatSpec(f"r{i}", "random") for i in range(seats)], seed + k)
        session.advance()
        events += session.depth
    return events / (time.perf_counter() - start)


def raw_events_per_second(game, seats: int, games: int, seed: int) -> float:
    """The same kind of game on the bare verbs: a random move or outcome, applied."""
    rng = random.Random(seed)
    events, start = 0, time.perf_counter()
    for _ in range(games):
        state = game.initial_state(game.default_options(), seats)
        while (actor := game.to_act(state)) is not None:
            options = game.chance_outcomes(state) if actor == CHANCE else game.legal_moves(state)
            game.apply(state, rng.choice(options))
            events += 1
    return events / (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    chess_rates = [chess_plies_per_second(20, r) for r in range(args.rounds)]
    rows = [("python-chess random playouts", f"{statistics.median(chess_rates):,.0f} plies/s",
             f"median of {args.rounds} rounds of 20 games")]
    for name, seats, goal, games in CASES:
        game = GAMES[name]
        session_rates, raw_rates, vs_chess = [], [], []
        for r in range(args.rounds):
            plies = chess_plies_per_second(5, 100 + r)
            session_rates.append(session_events_per_second(game, seats, games, 1000 * r))
            raw_rates.append(raw_events_per_second(game, seats, games, 1000 * r))
            vs_chess.append(session_rates[-1] / plies)
        overhead = statistics.median(raw / ses for raw, ses in zip(raw_rates, session_rates))
        ratio = statistics.median(vs_chess)
        label = f"{name} {seats}p"
        rows.append((f"{label} through Session", f"{statistics.median(session_rates):,.0f} events/s",
                     f"{ratio:.2f}x chess" + (f" (goal >= {goal}x: {'met' if ratio >= goal else 'NOT met'})"
                                              if goal else "")))
        rows.append((f"{label} raw verbs", f"{statistics.median(raw_rates):,.0f} events/s",
                     f"Session overhead {overhead:.2f}x (goal <= 1.3x: "
                     f"{'met' if overhead <= 1.3 else 'NOT met'})"))
    print_table(rows)


if __name__ == "__main__":
    main()
