"""Nothing shown is lost (issue 12): the real app (`python -m tui continue`, with the tiny
test game registered as conftest does, so other games' work in progress cannot break it) runs
under a pseudo-terminal, plays moves, and is killed with SIGKILL; every event number the
screen showed is in the library afterwards, and the saved game replays through the rules."""
from __future__ import annotations

import fcntl
import os
import pty
import random
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from engine.core import SeatSpec, Session
from engine.core.library import Library
from tests.tiny_game import GAME, Options
from tui.screens.library import LIBRARY_ENV

ROOT = Path(__file__).resolve().parents[2]
ANSI = re.compile(rb"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|[=>NOM78c])")
SHOWN = re.compile(rb"event (\d+)")
# `python -m tui continue` with the tiny game registered
APP = ("import runpy, sys; from engine import registry; from tests.tiny_game import GAME; "
       "registry.register(GAME); sys.argv = ['tui', 'continue']; "
       "runpy.run_module('tui', run_name='__main__')")


def run_and_kill(library_path: Path, moves: int, rng: random.Random) -> int:
    """Start the app on the library's last game, press enter (play the highlighted move)
    `moves` times, each after the screen showed the previous result, then SIGKILL it at a
    random moment; returns the highest event number the screen showed."""
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 140, 0, 0))
    env = {**os.environ, LIBRARY_ENV: str(library_path), "TERM": "xterm-256color",
           "COLUMNS": "140", "LINES": "40"}
    app = subprocess.Popen([sys.executable, "-c", APP], cwd=ROOT, env=env,
                           stdin=terminal, stdout=terminal, stderr=terminal, start_new_session=True)
    os.close(terminal)
    shown, seen = 0, b""

    def read(seconds: float) -> None:
        nonlocal shown, seen
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            if not select.select([controller], [], [], left)[0]:
                break
            try:
                chunk = os.read(controller, 65536)
            except OSError:
                break
            seen = (seen + ANSI.sub(b"", chunk))[-4000:]
            numbers = [int(n) for n in SHOWN.findall(seen)]
            if numbers:
                shown = max(shown, *numbers)

    try:
        deadline = time.monotonic() + 30
        while not shown and time.monotonic() < deadline:  # the app starts and shows the game
            read(0.2)
        read(0.3)  # the rest of the first screen
        assert shown, f"the game screen never showed an event number: {seen[-500:]!r}"
        for _ in range(moves):
            before = shown
            os.write(controller, b"\r")
            deadline = time.monotonic() + 20
            while shown == before and time.monotonic() < deadline:
                read(0.2)
        os.write(controller, b"\r")  # one more move in flight when the kill lands
        read(rng.uniform(0, 0.3))
    finally:
        app.send_signal(signal.SIGKILL)
        app.wait()
        os.close(controller)
    return shown


def kill_rounds(tmp_path: Path, rounds: int, moves: int) -> None:
    path = tmp_path / "library.sqlite3"
    games = {GAME.name: GAME}
    with Library(path) as library:  # long enough for every round's moves
        game_id = library.create(Session(GAME, [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")],
                                         3, Options(rounds=rounds * (moves + 1) + 2)))
    rng = random.Random(12)
    for _ in range(rounds):
        shown = run_and_kill(path, moves, rng)
        with Library(path) as library:
            saved = library.summary(game_id)
            session = library.open(game_id, games)  # every stored event replays through the rules
        assert saved.events >= shown, f"the screen showed event {shown}, the library has {saved.events}"
        assert session.depth == saved.events
    assert saved.events >= 2 * rounds * moves  # each move the app played: Ada's and the bot's


def test_sigkill_loses_no_move_the_screen_showed(tmp_path):
    kill_rounds(tmp_path, rounds=2, moves=3)


@pytest.mark.slow
def test_fifty_sigkills_lose_nothing(tmp_path):
    kill_rounds(tmp_path, rounds=50, moves=2)
