"""The home screen's first frame (issue 13: <= 1.3x a bare Textual app, benchmarks/tui.py)
waits for nothing it does not show: the games, the engine, the saved-games library and the
other screens load after it, and the form and the Continue row follow in the next frame."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import Button, Select

from engine.core.library import Library
from tui.app import RewindApp

ROOT = Path(__file__).resolve().parents[2]
AFTER_THE_FIRST_FRAME = ("engine", "msgspec", "sqlite3", "tui.screens.library",
                         "tui.screens.game", "tui.screens.help", "tui.widgets")
# the footer, and the form's rows (small; the package loads each widget module on first use)
ON_THE_FIRST_FRAME = ("tui.widgets", "tui.widgets.footer", "tui.widgets.lit")


@pytest.mark.parametrize("kind", ["home", "home+library"])
def test_the_first_frame_loads_no_game_engine_or_library(kind, tmp_path):
    """The benchmark's own child: the modules loaded when the home screen first paints."""
    env = dict(os.environ, REWIND_CONFIG=str(tmp_path), REWIND_LIBRARY=str(tmp_path / "lib"))
    out = subprocess.run([sys.executable, "-m", "benchmarks.tui", "--child", kind], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=60, check=True)
    wall, cpu, *modules = out.stdout.split()
    assert float(wall) > 0 and float(cpu) > 0 and "tui.screens.home" in modules
    early = [m for m in modules if (m.startswith(tuple(f"{name}." for name in AFTER_THE_FIRST_FRAME))
                                    or m in AFTER_THE_FIRST_FRAME) and m not in ON_THE_FIRST_FRAME]
    assert early == []
    assert not (tmp_path / "lib").exists()  # nor is the library file opened


async def test_the_library_opens_on_first_use_and_the_continue_row_comes_with_the_form(tmp_path):
    opened = []

    def open_library() -> Library:
        opened.append(tmp_path / "lib.sqlite3")
        return Library(opened[-1])

    app = RewindApp(library=open_library)  # the real registry, as `rewind` starts
    assert app.saves_games and opened == []
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(100):  # a busy machine (the suite on both cores) can take a few frames
            await pilot.pause()
            if opened and app.screen.query("#continue") and app.screen.query_one("#game").has_focus:
                break  # (the focus comes a call later than the form)
        assert opened == [tmp_path / "lib.sqlite3"]
        assert isinstance(app.library, Library) and len(opened) == 1  # opened once
        home = app.screen
        assert app.screen_stack == [home]  # the first screen: no blank one built under it
        assert "no unfinished game" in str(home.query_one("#continue", Button).label)
        assert home.query_one("#game", Select).has_focus
        assert home.check_action("continue", ()) and home.check_action("library", ())
