"""`rewind`: the TUI with no arguments; `replay`, `simulate` and `--version` run headless."""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import msgspec


def _version() -> str:
    try:
        return version("rewind")
    except PackageNotFoundError:
        return "unknown"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="rewind", description="Board games in a terminal, with undo and shareable logs.")
    parser.add_argument("--version", action="version", version=f"rewind {_version()}")
    sub = parser.add_subparsers(dest="command")
    replay = sub.add_parser("replay", help="replay a log: narrative and final scores")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print only the final outcome as JSON")
    opener = sub.add_parser("open", help="open a log in the game screen and play on from it")
    opener.add_argument("file", type=Path)
    sim = sub.add_parser("simulate", help="play bot games headless")
    sim.add_argument("game")
    sim.add_argument("--seats", required=True, help="comma-separated bot names, one per seat")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--export", type=Path, metavar="DIR", help="write each game's log here")
    return parser


def _outcome_json(session) -> dict:
    outcome = session.game.outcome(session.state)
    data = msgspec.to_builtins(outcome) if outcome else {"scores": [], "winners": [], "reason": "unfinished"}
    for seat, score in zip(session.seats, data["scores"]):
        score["seat"] = seat.name
    data["winner_names"] = [session.seats[w].name for w in data["winners"]]
    return data


def score_table(session) -> str:
    """A plain-text table: one column per seat, one row per category, then the total."""
    outcome = session.game.outcome(session.state)
    if outcome is None:
        return "The game is not over."
    names = [s.name for s in session.seats]
    cats = list(dict.fromkeys(c for s in outcome.scores for c in s.categories))
    width = max([len(c) for c in cats] + [5])
    cols = [max(len(n), 5) for n in names]
    lines = [" " * width + "  " + "  ".join(n.rjust(w) for n, w in zip(names, cols))]
    for cat in cats:
        lines.append(cat.ljust(width) + "  " + "  ".join(str(s.categories.get(cat, 0)).rjust(w)
                                                         for s, w in zip(outcome.scores, cols)))
    lines.append("total".ljust(width) + "  " + "  ".join(str(s.total).rjust(w) for s, w in zip(outcome.scores, cols)))
    winners = " and ".join(names[w] for w in outcome.winners)
    lines.append(f"Winner: {winners} ({outcome.reason})")
    return "\n".join(lines)


def _load(path: Path):
    """The session in a log file, or None after saying on stderr why the file was refused."""
    from engine.core import LogError, import_log

    try:
        return import_log(path)
    except LogError as exc:
        print(f"rewind: {path}: {exc}", file=sys.stderr)
        return None


def cmd_replay(args) -> int:
    session = _load(args.file)
    if session is None:
        return 1
    if args.json:
        print(json.dumps(_outcome_json(session), indent=2))
        return 0
    game = session.game
    print(f"{game.title} — seed {session.seed} — " + ", ".join(f"{s.name} ({s.kind})" for s in session.seats))
    for i, (_, seat, text) in enumerate(session.texts(), 1):
        print(f"{i:5}  {session.seat_name(seat):>12}  {text}")
    print()
    print(game.render(game.view(session.state, None)))
    print()
    print(score_table(session))
    return 0


def cmd_simulate(args, parser) -> int:
    from engine.core import Session, SeatSpec, export_log
    from engine.registry import GAMES
    from rich.progress import Progress

    game = GAMES.get(args.game)
    if game is None:
        parser.error(f"unknown game {args.game!r} (games: {', '.join(GAMES)})")
    kinds = args.seats.split(",")
    if len(kinds) not in game.seat_counts or any(k not in game.bots for k in kinds):
        parser.error(f"--seats: {game.title} takes {'/'.join(map(str, game.seat_counts))} of "
                     f"{', '.join(game.bots)}")
    if args.games < 1:
        parser.error("--games must be at least 1")
    wins = [0.0] * len(kinds)
    totals = [0] * len(kinds)
    events = 0
    start = time.perf_counter()
    with Progress(transient=True) as progress:
        task = progress.add_task(f"{game.title}", total=args.games)
        for g in range(args.games):
            seats = [SeatSpec(f"{k} {i + 1}", k) for i, k in enumerate(kinds)]
            session = Session(game, seats, args.seed + g)
            session.advance()
            events += session.depth
            outcome = game.outcome(session.state)
            for w in outcome.winners:
                wins[w] += 1 / len(outcome.winners)
            for i, score in enumerate(outcome.scores):
                totals[i] += score.total
            if args.export:
                export_log(session, args.export / f"{game.name}-{args.seed + g}.jsonl")
            progress.advance(task)
    elapsed = time.perf_counter() - start
    print(f"{args.games} games of {game.title}, seeds {args.seed}..{args.seed + args.games - 1}, "
          f"{elapsed:.1f} s, {events / args.games:.0f} events per game")
    print(f"{'seat':<14}{'wins':>8}{'win %':>8}{'mean score':>12}")
    for i, k in enumerate(kinds):
        print(f"{f'{i + 1}: {k}':<14}{wins[i]:>8g}{100 * wins[i] / args.games:>7.1f}%{totals[i] / args.games:>12.1f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            return cmd_replay(args)
        if args.command == "simulate":
            return cmd_simulate(args, parser)
    except BrokenPipeError:  # the reader left (`rewind replay F | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    session = None
    if args.command == "open":
        session = _load(args.file)
        if session is None:
            return 1
    from tui.app import run_app

    run_app(session=session)
    return 0
