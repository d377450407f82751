"""Restart solo balance (issue 10, SOLO.md §15): the greedy bot (engine/restart/greedy.py) against
Chaos over seeded games per dystopia: greedy's win rate with its Wilson 95% interval, ties,
and both score distributions (median, quartiles), game length in Chaos turns. The aim: a Chaos
that greedy beats in 30-70% of games in every dystopia.

    python3 -m benchmarks.restart_solo [--games 200] [--seed 1] [--level LEVEL] [--dystopias a,b]

Without --level each dystopia plays at its calibrated level (chaos_deck.json
`benchmark_by_dystopia`); `--level standard` measures the level people play by default."""
from __future__ import annotations

import argparse
import statistics
import time

from benchmarks.table import print_table
from engine.core import SeatSpec, Session
from engine.restart import GAME
from engine.restart.chaos import CHAOS
from engine.restart.chaos.content import benchmark_level
from engine.restart.state import Options
from engine.core.tournament import wilson

DYSTOPIAS = ("pandemia", "anomie", "extinction", "oceanrise")


def play(dystopia: str, level: str, games: int, seed: int) -> dict:
    wins = ties = 0.0
    you, chaos, turns = [], [], []
    for g in range(games):
        session = Session(GAME, [SeatSpec("greedy", "greedy")], seed + g,
                          Options(dystopia=dystopia, chaos_level=level))
        session.advance()
        o = GAME.outcome(session.state)
        wins += o.winners == [0]
        ties += len(o.winners) > 1
        you.append(o.scores[0].total)
        chaos.append(o.scores[CHAOS].total)
        turns.append(session.state.players[CHAOS].turns)
    return {"wins": wins, "ties": ties, "you": you, "chaos": chaos, "turns": turns}


def spread(xs: list[int]) -> str:
    q1, med, q3 = statistics.quantiles(xs, n=4)
    return f"{med:.0f} ({q1:.0f}-{q3:.0f})"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="", help="one Chaos level for every dystopia")
    parser.add_argument("--dystopias", default=",".join(DYSTOPIAS))
    args = parser.parse_args(argv)
    rows = [("dystopia (level)", "greedy wins (95% CI) · ties",
             "median score (quartiles): greedy | Chaos · Chaos turns")]
    for dystopia in args.dystopias.split(","):
        level = args.level or benchmark_level(dystopia)
        start = time.perf_counter()
        r = play(dystopia, level, args.games, args.seed)
        n = args.games
        lo, hi = wilson(r["wins"], n)
        rows.append((f"{dystopia} ({level})",
                     f"{100 * r['wins'] / n:.0f}% ({100 * lo:.0f}-{100 * hi:.0f}%) · {100 * r['ties'] / n:.0f}%",
                     f"{spread(r['you'])} | {spread(r['chaos'])} · {statistics.median(r['turns']):.0f}"
                     f"   [{n} games, {time.perf_counter() - start:.0f} s]"))
    print_table(rows)


if __name__ == "__main__":
    main()
