"""Restore speed: random games per second, events per game, fold throughput, undo/jump cost,
and the greedy bot's win rate against the random bot.

    python3 -m benchmarks.restore [--games 200]
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.table import print_table
from engine.core import SeatSpec, Session
from engine.restore import GAME


def play(seed: int, kinds=("random", "random"), shape: str | None = None) -> Session:
    options = GAME.Options(shape=shape) if shape else None
    session = Session(GAME, [SeatSpec(f"{k} {i}", k) for i, k in enumerate(kinds)], seed, options)
    session.advance()
    return session


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    args = parser.parse_args()
    rows = []

    start = time.perf_counter()
    sessions = [play(seed) for seed in range(50)]
    elapsed = time.perf_counter() - start
    events = [s.depth for s in sessions]
    rows.append(("random games (2 random bots)", f"{len(sessions) / elapsed:.1f} games/s",
                 f"median {statistics.median(events):.0f} events/game"))

    paths = [[e for _, e in s.events()] for s in sessions]
    total = sum(len(p) for p in paths)

    def fold_all():
        for session, path in zip(sessions, paths):
            state = GAME.initial_state(session.options, 2)
            for event in path:
                GAME.apply(state, event)
    times = []
    for _ in range(5):
        t = time.perf_counter()
        fold_all()
        times.append(time.perf_counter() - t)
    rows.append(("fold (apply only)", f"{total / statistics.median(times):,.0f} events/s", f"{total} events"))

    session = sessions[0]
    undo = []
    for _ in range(100):
        t = time.perf_counter()
        session.jump(session.tree.parent[session.cursor] if session.cursor else 0)
        undo.append(time.perf_counter() - t)
    rows.append(("jump one event back", f"median {1e3 * statistics.median(undo):.3f} ms", f"max {1e3 * max(undo):.3f} ms"))

    wins = 0.0
    start = time.perf_counter()
    for seed in range(args.games):
        kinds = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        outcome = GAME.outcome(play(seed, kinds).state)
        greedy = kinds.index("greedy")
        if greedy in outcome.winners:
            wins += 1 / len(outcome.winners)
    rows.append((f"greedy vs random, {args.games} games", f"{100 * wins / args.games:.1f}% greedy wins",
                 f"seats alternate; {time.perf_counter() - start:.0f} s"))

    print_table(rows)


if __name__ == "__main__":
    main()
