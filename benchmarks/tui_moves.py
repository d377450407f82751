"""CPU per move on each game's screen: what a player waits for after each move (the screen
shows the new state: boards, move list, log, scores, status and footer keys).

Two human seats at 100x30, headless, from a seeded position 40 decisions in; each move is a
random legal one played through the screen (GameScreen.play), timed in process time from the
move to the screen at rest (Pilot.pause; its waiting is sleep, not CPU). A hand-off between
the two humans (Restart hides hands) is passed untimed.

    python3 -m benchmarks.tui_moves [--moves 60] [--games restore,chronocritters,restart]
"""
from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time

from benchmarks.table import print_table
from engine.core import CHANCE, SeatSpec, Session
from engine.registry import GAMES

SIZE = (100, 30)


async def move_cpu(name: str, moves: int, seed: int = 3) -> list[float]:
    from tui.app import RewindApp

    session = Session(GAMES[name], [SeatSpec("Ann"), SeatSpec("Bea")], seed=seed)
    rng = random.Random(seed)
    for _ in range(40):
        if session.to_act == CHANCE:
            session.step_auto()
        else:
            session.apply(rng.choice(session.legal_moves()))
    times = []
    with tempfile.TemporaryDirectory() as logs:
        app = RewindApp(GAMES, seed=1, log_dir=logs)
        async with app.run_test(size=SIZE) as pilot:
            screen = app.start_game(session)
            await pilot.pause()
            while len(times) < moves and not session.over:
                if app.screen is not screen:  # the hand-off: the next player presses enter
                    await pilot.press("enter")
                    await pilot.pause()
                    continue
                if session.to_act is None or session.to_act < 0:
                    await pilot.pause()
                    continue
                move = rng.choice(session.legal_moves())
                start = time.process_time()
                screen.play(move)
                await pilot.pause()
                times.append(time.process_time() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--games", default="restore,chronocritters,restart")
    args = parser.parse_args()
    rows = []
    for name in args.games.split(","):
        times = sorted(asyncio.run(move_cpu(name, args.moves)))
        rows.append((f"{name}: CPU per move", f"{1000 * statistics.median(times):.0f} ms",
                     f"median of {len(times)} moves; p90 {1000 * times[int(0.9 * len(times))]:.0f} ms, "
                     f"mean {1000 * statistics.mean(times):.0f} ms, at {SIZE[0]}x{SIZE[1]}"))
    print_table(rows)


if __name__ == "__main__":
    main()
