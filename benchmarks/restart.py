"""Restart speed: random games per second and events per game for 2, 3 and 4 players.

    python3 -m benchmarks.restart [--games 20]
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.table import print_table
from engine.core import SeatSpec, Session
from engine.restart import GAME


def play(seats: int, seed: int) -> Session:
    session = Session(GAME, [SeatSpec(f"random {i}", "random") for i in range(seats)], seed)
    session.advance()
    return session


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    rows = []
    for seats in (4, 3, 2):
        start = time.perf_counter()
        sessions = [play(seats, seed) for seed in range(args.games)]
        elapsed = time.perf_counter() - start
        events = [s.depth for s in sessions]
        faults = [s.state.faults for s in sessions]
        rows.append((f"random {seats}-player games", f"{len(sessions) / elapsed:.2f} games/s",
                     f"median {statistics.median(events):.0f} events/game "
                     f"(min {min(events)}, max {max(events)}), {sum(events) / elapsed:,.0f} events/s, "
                     f"mean time faults {statistics.mean(faults):.1f}"))
    print_table(rows)


if __name__ == "__main__":
    main()
