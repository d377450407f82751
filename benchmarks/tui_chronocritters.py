"""Chronocritters screen speed: CPU per key press on its boards against a plain Line-API
reference widget of the same size (goal: at most 2x), and the first frame of a late-game
table (goal: at most 1 s).

A key press is an arrow moving the cursor on the focused board (the Actions board of a
2-player game in round 5, the human to place a critter): the board repaints the two rows the
cursor leaves and enters and the line naming the place under it. The reference is a widget
drawing as many rows of plain text, whose arrow keys move a reversed cursor and repaint two
rows, mounted on the same screen (so both pay the same compositing). Both are pressed through Textual's Pilot at 100x30, headless; CPU is
process time (the Pilot's own waiting is sleep, not CPU).

    python3 -m benchmarks.tui_chronocritters [--presses 200]
"""
from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from benchmarks.table import print_table
from engine.chronocritters import GAME
from engine.chronocritters.tasks import TurnTask
from engine.core import CHANCE, SeatSpec, Session

SIZE = (100, 30)


class Reference(Widget, can_focus=True):
    """The least a Line-API board does on an arrow: move a cursor, repaint two rows."""

    BINDINGS = [Binding("left", "move(-1)"), Binding("right", "move(1)")]

    def __init__(self, rows: int, width: int) -> None:
        super().__init__()
        self.lines = [f"row {y:2} " + "[  ] " * ((width - 7) // 5) for y in range(rows)]
        self.width = width
        self.cursor = 0

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines)

    def render_line(self, y: int) -> Strip:
        if y >= len(self.lines):
            return Strip.blank(self.size.width)
        text = self.lines[y]
        if y != self.cursor:
            return Strip([Segment(text)]).adjust_cell_length(self.size.width)
        return Strip([Segment(text[:7]), Segment(text[7:11], Style(reverse=True)),
                      Segment(text[11:])]).adjust_cell_length(self.size.width)

    def action_move(self, step: int) -> None:
        old, self.cursor = self.cursor, (self.cursor + step) % len(self.lines)
        for y in (old, self.cursor):
            self.refresh(Region(0, y, self.size.width, 1))


def late_session(seed: int = 4, round_: int = 5) -> Session:
    """A human (seat 0) against a random bot, at the human's first turn of `round_`."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], seed=seed)
    rng = random.Random(seed)
    while not session.over:
        if session.to_act == CHANCE:
            session.step_auto()
            continue
        state = session.state
        if (state.round >= round_ and session.to_act == 0 and isinstance(state.tasks[-1], TurnTask)
                and not state.turn.acted):
            return session
        session.apply(rng.choice(session.legal_moves()))
    raise RuntimeError("the game ended before that round")


async def press_cpu(pilot, widget: Widget, presses: int) -> float:
    """CPU seconds per arrow key (right and left in turn) pressed on `widget`."""
    widget.focus()
    await pilot.pause()
    start = time.process_time()
    for key in ["right", "left"] * (presses // 2):
        await pilot.press(key)
    await pilot.pause()
    return (time.process_time() - start) / (presses // 2 * 2)


async def measure(presses: int) -> list[tuple[str, str, str]]:
    from tui.app import RewindApp
    from tui.widgets.chronocritters.table import ActionBoard

    session = late_session()
    with tempfile.TemporaryDirectory() as logs:
        app = RewindApp({GAME.name: GAME}, seed=4, log_dir=logs)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            start = time.perf_counter()
            screen = app.start_game(session)
            await pilot.pause()
            first_frame = time.perf_counter() - start
            board = screen.query_one(ActionBoard)
            ours = await press_cpu(pilot, board, presses)
            rows, width = len(board.rows), board.size.width
            # the reference sits on the same screen, so both pay the same compositing
            reference = Reference(rows, width)
            await screen.query_one("#cc-board").mount(reference, before="#cc-top")
            base = await press_cpu(pilot, reference, presses)
    return [
        ("key press on the Actions board", f"{ours * 1000:.2f} ms CPU",
         f"{rows} rows x {width} cells"),
        ("key press on the Line-API reference", f"{base * 1000:.2f} ms CPU",
         "same size, on the same screen"),
        ("ratio", f"{ours / base:.2f}x", "goal: <= 2x"),
        ("first frame, late-game table", f"{first_frame * 1000:.0f} ms",
         "start_game to the first paint, round 5 of 7 (goal: <= 1 s)"),
    ]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    args = parser.parse_args()
    print_table(asyncio.run(measure(args.presses)))


if __name__ == "__main__":
    main()
