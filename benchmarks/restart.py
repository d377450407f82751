"""Restart speed for 2, 3 and 4 players, beside python-chess in the same run (issue "Kernel 2"):

- games/s and events/game of random games through the Session (`Session.advance`: random bots,
  each given its seat's view and the legal moves, and chance);
- decisions/s through the Session (every event: decisions and chance outcomes);
- the same games on the raw verbs (initial_state, to_act, legal_moves or chance_outcomes,
  apply with the very same choices), and the Session/raw time ratio (goal <= 1.3x);
- the ratio to python-chess random-playout plies/s (goal >= 1.5x for 4 players);
- what building the deciding seat's view costs per event (bots that read it pay this).

    python3 -m benchmarks.restart [--games 6] [--rounds 3]

Each figure is a median over rounds that alternate the contenders, so a busy machine slows
them alike.
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.platform import chess_plies_per_second
from benchmarks.table import print_table
from engine.core import CHANCE, SeatSpec, Session
from engine.restart import GAME


def session_games(seats: int, games: int, seed: int) -> tuple[float, list[list]]:
    """(seconds, the event path of each game) for random games through the Session."""
    paths, start = [], time.perf_counter()
    for k in range(games):
        session = Session(GAME, [SeatSpec(f"random {i}", "random") for i in range(seats)], seed + k)
        session.advance()
        paths.append(session)
    elapsed = time.perf_counter() - start
    return elapsed, [[e for _, e in s.events()] for s in paths]


def raw_seconds(seats: int, paths: list[list], views: bool = False) -> float:
    """The same games on the bare verbs: each step asks who acts and what may be chosen, then
    applies the choice the Session made. With `views`, also the deciding seat's view (what a
    bot that reads it costs on top)."""
    options = GAME.default_options()
    start = time.perf_counter()
    for path in paths:
        state = GAME.initial_state(options, seats)
        for event in path:
            actor = GAME.to_act(state)
            if actor == CHANCE:
                GAME.chance_outcomes(state)
            else:
                GAME.legal_moves(state)
                if views:
                    GAME.view(state, actor)
            GAME.apply(state, event)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    rows = []
    chess_rates = []
    for seats in (2, 3, 4):
        runs = []
        for r in range(args.rounds):
            plies = chess_plies_per_second(5, 100 + r)
            chess_rates.append(plies)
            elapsed, paths = session_games(seats, args.games, 1000 * r)
            events = sum(len(p) for p in paths)
            raw = raw_seconds(seats, paths)
            seen = raw_seconds(seats, paths, views=True)
            runs.append((args.games / elapsed, events / args.games, events / elapsed, events / raw,
                         elapsed / raw, events / elapsed / plies, 1e6 * (seen - raw) / events))
        games_s, per_game, session_s, raw_s, overhead, vs_chess, view_us = (
            statistics.median(x) for x in zip(*runs))
        label = f"Restart {seats} players"
        rows.append((f"{label}: games", f"{games_s:.2f} games/s", f"{per_game:,.0f} events/game"))
        rows.append((f"{label}: Session", f"{session_s:,.0f} decisions/s",
                     f"{vs_chess:.2f}x chess plies/s" + (f" (goal >= 1.5x: {'met' if vs_chess >= 1.5 else 'NOT met'})"
                                                         if seats == 4 else "")))
        rows.append((f"{label}: raw verbs", f"{raw_s:,.0f} events/s",
                     f"Session/raw {overhead:.2f}x (goal <= 1.3x: {'met' if overhead <= 1.3 else 'NOT met'})"))
        rows.append((f"{label}: a seat's view", f"{view_us:.1f} µs/event",
                     "what a bot that reads its view adds per event (the blind random bot skips it)"))
    rows.insert(0, ("python-chess random playouts", f"{statistics.median(chess_rates):,.0f} plies/s",
                    "median of the rounds, measured between the Restart runs"))
    print_table(rows)


if __name__ == "__main__":
    main()
