"""Chronocritters speed for solo (against the automa) and 2, 3 and 4 players, beside python-chess
in the same run: random games through the Session (`Session.advance`: random bots and chance),
as games/s, events/game, decisions/s (the seats' moves) and events/s (moves and chance
outcomes, the automa's card draws among them), and events/s against python-chess random-playout
plies/s.

    python3 -m benchmarks.chronocritters [--games 10] [--rounds 3]

Each figure is a median over rounds that alternate the contenders, so a busy machine slows
them alike.
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.platform import chess_plies_per_second
from benchmarks.table import print_table
from engine.chronocritters import GAME
from engine.core import CHANCE, SeatSpec, Session


def session_games(seats: int, games: int, seed: int) -> tuple[float, int, int]:
    """(seconds, events, decisions) of random games through the Session."""
    events = decisions = 0
    start = time.perf_counter()
    for k in range(games):
        session = Session(GAME, [SeatSpec(f"random {i}", "random") for i in range(seats)], seed + k)
        session.advance()
        recorded = list(session.events())
        events += len(recorded)
        decisions += sum(1 for r in recorded if r.seat != CHANCE)
    return time.perf_counter() - start, events, decisions


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rows, chess_rates = [], []
    for seats in (1, 2, 3, 4):
        runs = []
        for r in range(args.rounds):
            plies = chess_plies_per_second(5, 100 + r)
            chess_rates.append(plies)
            elapsed, events, decisions = session_games(seats, args.games, 1000 * r)
            runs.append((args.games / elapsed, events / args.games, decisions / args.games,
                         decisions / elapsed, events / elapsed, events / elapsed / plies))
        games_s, per_game, decisions_game, decisions_s, events_s, vs_chess = (
            statistics.median(x) for x in zip(*runs))
        label = "Chronocritters " + ("solo (automa)" if seats == 1 else f"{seats} players")
        rows.append((f"{label}: games", f"{games_s:.2f} games/s",
                     f"{per_game:,.0f} events/game, {decisions_game:,.0f} of them decisions"))
        rows.append((f"{label}: decisions", f"{decisions_s:,.0f} decisions/s", "seats' moves through the Session"))
        rows.append((f"{label}: events", f"{events_s:,.0f} events/s", f"{vs_chess:.2f}x chess plies/s"))
    rows.insert(0, ("python-chess random playouts", f"{statistics.median(chess_rates):,.0f} plies/s",
                    "median of the rounds, measured between the Chronocritters runs"))
    print_table(rows)


if __name__ == "__main__":
    main()
