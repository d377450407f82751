"""Restart screen speed: CPU per key press on its Spacetime grid against the plain Line-API
reference widget of benchmarks/tui_chronocritters.py at the grid's size, mounted on the same
screen so both pay the same compositing (goal: at most 2x), and the first frame of a mid-game
table (goal: at most 1 s).

A key press is an arrow moving the cursor between grid spaces while the human (seat 0 of
three, against random bots) chooses a grid space: the grid repaints the lines the cursor leaves
and enters. Both are pressed through Textual's Pilot at 100x30, headless; CPU is process time.

    python3 -m benchmarks.tui_restart [--presses 200]
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time

from benchmarks.table import print_table
from benchmarks.tui_chronocritters import SIZE, Reference, press_cpu
from engine.core import CHANCE, SeatSpec, Session
from engine.restart import GAME


def grid_session(seed: int = 1) -> Session:
    """The human's first decision on the grid after 100 random decisions."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random"), SeatSpec("Cy", "random")], seed)
    rng = random.Random(seed)
    from tui.screens.restart import target_of

    played = 0
    while not session.over:
        if session.to_act == CHANCE:
            session.step_auto()
            continue
        moves = session.legal_moves()
        if played > 100 and session.to_act == 0 and any(
                (target_of(m) or ("",))[0] == "rs-grid" for m in moves):
            return session
        session.apply(rng.choice(moves))
        played += 1
    raise RuntimeError("the game ended first")


async def measure(presses: int) -> list[tuple[str, str, str]]:
    from tui.app import RewindApp
    from tui.widgets.restart import SpacetimeGrid

    session = grid_session()
    with tempfile.TemporaryDirectory() as logs:
        app = RewindApp({GAME.name: GAME}, seed=1, log_dir=logs)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            start = time.perf_counter()
            screen = app.start_game(session)
            await pilot.pause()
            first_frame = time.perf_counter() - start
            grid = screen.query_one(SpacetimeGrid)
            ours = await press_cpu(pilot, grid, presses)
            rows, width = len(grid.canvas.lines), grid.size.width
            reference = Reference(rows, width)
            await screen.query_one("#rs-board").mount(reference, before="#rs-grid")
            base = await press_cpu(pilot, reference, presses)
    return [
        ("key press on the Spacetime grid", f"{ours * 1000:.2f} ms CPU", f"{rows} rows x {width} cells"),
        ("key press on the Line-API reference", f"{base * 1000:.2f} ms CPU", "same size, on the same screen"),
        ("ratio", f"{ours / base:.2f}x", "goal: <= 2x"),
        ("first frame, mid-game table", f"{first_frame * 1000:.0f} ms",
         "start_game to the first paint, 3 players (goal: <= 1 s)"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    args = parser.parse_args()
    print_table(asyncio.run(measure(args.presses)))


if __name__ == "__main__":
    main()
