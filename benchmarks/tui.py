"""The home screen's first frame against a bare Textual app (issue 13: <= 1.3x), side by side.

Each measure is a fresh Python process (imports included, as a player starting `rewind` pays
them), timed from the process's first line to the first paint of the screen (the home screen;
its form, which imports the games, follows in the next frame), headless; the rounds
alternate the contenders so a busy machine slows them alike. The goal is on the wall clock;
the processes' CPU time is shown too, as it varies less with the machine's load.

Both start from compiled bytecode, as an installed package does from its second start: the
children keep theirs in one cache in a temporary folder (PYTHONPYCACHEPREFIX), filled by an
untimed first round. Without it, PYTHONDONTWRITEBYTECODE (set in some shells) would make
Rewind compile its sources at every start while Textual's come compiled with the package.

    python3 -m benchmarks.tui [--rounds 7]
"""
from __future__ import annotations

import time

T0 = time.perf_counter()  # before any import below: the child's start
CPU0 = time.process_time()

import argparse  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

GOAL = 1.3


def child(kind: str) -> None:
    """Build the app and run it to its first frame; then print the seconds it took and, one a
    line, the modules loaded by then, and end the process at once (its shutdown is no part of
    the measure)."""
    if kind == "bare":
        from textual.app import App
        from textual.widgets import Footer, Static

        class Bare(App[float]):
            def compose(self):
                yield Static("Rewind")
                yield Footer()

        app = Bare()
    elif kind == "home":
        from tui.app import RewindApp

        app = RewindApp()  # nothing saved: no library
    else:
        from tui.app import interactive_app

        app = interactive_app()  # as `rewind` starts it: the library opens when the form needs it

    screen_name = "Screen" if kind == "bare" else "HomeScreen"
    display = app._display  # what paints a screen's update (headless: everything but the write)

    def first_frame(screen, renderable) -> None:
        display(screen, renderable)
        if renderable is not None and type(screen).__name__ == screen_name:
            seconds = f"{time.perf_counter() - T0} {time.process_time() - CPU0}"
            os.write(1, "\n".join([seconds, *sorted(sys.modules), ""]).encode())
            os._exit(0)  # past Textual's hold on stdout and its shutdown

    app._display = first_frame
    app.run(headless=True, size=(100, 30))
    raise SystemExit(f"{kind}: no first frame")


def measure(kind: str, env: dict) -> tuple[float, float]:
    """Seconds to the first frame: on the wall clock, and of CPU."""
    out = subprocess.run([sys.executable, "-m", "benchmarks.tui", "--child", kind],
                         capture_output=True, text=True, env=env, check=True)
    wall, cpu = out.stdout.split("\n", 1)[0].split()
    return float(wall), float(cpu)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    from benchmarks.table import print_table

    kinds = ("bare", "home", "home+library")
    with tempfile.TemporaryDirectory() as folder:
        # never the user's settings or saved games
        env = dict(os.environ, REWIND_CONFIG=folder, REWIND_LIBRARY=os.path.join(folder, "lib"),
                   PYTHONPYCACHEPREFIX=os.path.join(folder, "bytecode"))
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for kind in kinds:  # untimed: fills the bytecode cache (and creates the library)
            measure(kind, env)
        times: dict[str, list[tuple[float, float]]] = {k: [] for k in kinds}
        for _ in range(args.rounds):
            for kind in kinds:
                times[kind].append(measure(kind, env))
    wall, cpu = ({kind: statistics.median(t[i] for t in times[kind]) for kind in kinds}
                 for i in (0, 1))
    rows = [("bare Textual app, first frame", f"{wall['bare'] * 1000:.0f} ms",
             f"CPU {cpu['bare'] * 1000:.0f} ms; medians of {args.rounds} fresh processes")]
    for kind in kinds[1:]:
        ratio = wall[kind] / wall["bare"]
        rows.append((f"Rewind {kind}, first frame", f"{wall[kind] * 1000:.0f} ms",
                     f"{ratio:.2f}x bare (goal <= {GOAL}x: {'met' if ratio <= GOAL else 'NOT met'}); "
                     f"CPU {cpu[kind] * 1000:.0f} ms, {cpu[kind] / cpu['bare']:.2f}x"))
    rows.append(("machine load (1 min average, 2 cores)", f"{os.getloadavg()[0]:.2f}",
                 "during the rounds above; a quiet machine is below 1"))
    print_table(rows)


if __name__ == "__main__":
    main()
