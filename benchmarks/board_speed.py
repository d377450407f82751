"""What the screen benchmarks share: a plain Line-API reference widget, CPU per arrow key on a
board, and the comparison of a game screen's board with the reference mounted beside it (both
pay the same compositing), plus the first frame of the screen. Used by
benchmarks/tui_chronocritters.py and benchmarks/tui_restart.py (goal: at most 2x, and 1 s)."""
from __future__ import annotations

import argparse
import asyncio
import tempfile
import time

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from benchmarks.table import print_table
from engine.core import Session

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


async def press_cpu(pilot, widget: Widget, presses: int) -> float:
    """CPU seconds per arrow key (right and left in turn) pressed on `widget`."""
    widget.focus()
    await pilot.pause()
    start = time.process_time()
    for key in ["right", "left"] * (presses // 2):
        await pilot.press(key)
    await pilot.pause()
    return (time.process_time() - start) / (presses // 2 * 2)


async def board_against_reference(session: Session, board: str, place: tuple[str, str], presses: int,
                                  what: str, position: str,
                                  size: tuple[int, int] = SIZE) -> list[tuple[str, str, str]]:
    """The rows of the table: key-press CPU on the screen's widget `board` (a CSS query) and on
    the reference of its size, mounted in `place` (container, before which child), and the
    screen's first frame."""
    from tui.app import RewindApp

    with tempfile.TemporaryDirectory() as logs:
        app = RewindApp({session.game.name: session.game}, seed=1, log_dir=logs)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            start = time.perf_counter()
            screen = app.start_game(session)
            await pilot.pause()
            first_frame = time.perf_counter() - start
            widget = screen.query_one(board)
            ours = await press_cpu(pilot, widget, presses)
            rows, width = widget.virtual_size.height, widget.size.width
            reference = Reference(rows, width)
            await screen.query_one(place[0]).mount(reference, before=place[1])
            base = await press_cpu(pilot, reference, presses)
    return [
        (f"key press on the {what}", f"{ours * 1000:.2f} ms CPU", f"{rows} rows x {width} cells"),
        ("key press on the Line-API reference", f"{base * 1000:.2f} ms CPU", "same size, on the same screen"),
        ("ratio", f"{ours / base:.2f}x", "goal: <= 2x"),
        (f"first frame, {position}", f"{first_frame * 1000:.0f} ms",
         f"start_game to the first paint at {size[0]}x{size[1]} (goal: <= 1 s)"),
    ]


def main(session_at, board: str, place: tuple[str, str], what: str, position: str) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--size", default="x".join(map(str, SIZE)), help="terminal WxH, e.g. 200x60")
    args = parser.parse_args()
    size = tuple(int(n) for n in args.size.split("x"))
    print_table(asyncio.run(board_against_reference(session_at(), board, place, args.presses, what,
                                                    position, size)))
