"""Restart's greedy bot (engine/restart/greedy.py, issues 10 and 15): its strength and its cost.
Greedy against random with 2-4 players (seats rotated, Wilson 95% intervals), greedy's solo
score and Missions completed against Chaos at `standard`, and its time per decision (it is the
rollout policy of IS-MCTS, so it must stay cheap).

    python3 -m benchmarks.restart_greedy [--games 100] [--solo-games 100] [--seed 1]"""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.restart_solo import spread
from benchmarks.table import print_table
from engine.core import SeatSpec, Session
from engine.registry import GAMES
from engine.restart import greedy
from engine.restart.state import Options
from engine.core.tournament import standings, tournament

GAME = GAMES["restart"]


class Clock:
    """Times every greedy decision with more than one legal move."""
    def __init__(self):
        self.seconds, self.count, self.bot = 0.0, 0, greedy.greedy_bot

    def __call__(self, game, view, moves, seat, rng):
        start = time.perf_counter()
        move = self.bot(game, view, moves, seat, rng)
        if len(moves) > 1:
            self.seconds += time.perf_counter() - start
            self.count += 1
        return move


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--solo-games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    clock = Clock()
    GAME.bots["greedy"] = clock
    rows = []
    try:
        for seats in (2, 3, 4):
            start = time.perf_counter()
            entries = tournament(GAME, ["greedy", "random"], args.games, args.seed, seats)
            me = standings(entries, ["greedy", "random"])[0]
            missions = statistics.mean(e.categories.get("Missions", 0) for e in entries if e.bot == "greedy")
            rows.append((f"vs random, {seats}p: win rate (95% CI) · mean score",
                         f"{100 * me.rate:.0f}% ({100 * me.low:.0f}-{100 * me.high:.0f}%) · {me.mean:.1f}"
                         f" (Mission points {missions:.1f})",
                         f"{args.games} [{time.perf_counter() - start:.0f} s]"))
        totals, completed = [], []
        start = time.perf_counter()
        for k in range(args.solo_games):
            session = Session(GAME, [SeatSpec("greedy", "greedy")], args.seed + k, Options())
            session.advance()
            totals.append(GAME.outcome(session.state).scores[0].total)
            completed.append(len(session.state.players[0].completed))
        rows.append(("solo vs Chaos (standard): score median (quartiles)", spread(totals),
                     f"{args.solo_games} [{time.perf_counter() - start:.0f} s]"))
        rows.append(("solo: Missions completed a game, mean · games with one",
                     f"{statistics.mean(completed):.2f} · {100 * sum(c > 0 for c in completed) / len(completed):.0f}%",
                     str(args.solo_games)))
        rows.append(("time per decision (more than one move)", f"{1000 * clock.seconds / clock.count:.2f} ms",
                     f"{clock.count} decisions"))
    finally:
        GAME.bots["greedy"] = clock.bot
    print_table(rows)


if __name__ == "__main__":
    main()
