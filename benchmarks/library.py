"""The library's save cost: Library.sync after one move (one SQLite transaction, WAL,
synchronous=FULL, so an fsync per save) next to the in-memory append it follows
(Session.apply), on this machine's disk; and the cost of reopening a saved game.

    python3 -m benchmarks.library [--moves 3000] [--dir DIR]

Goal (issue 12): a save never makes a move feel slower, <= 5 ms at the 99th percentile.
The library file goes in a fresh folder under --dir (default: the system temp folder; give a
folder on the disk the user data folder is on if that one differs).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.table import print_table
from engine.core import SeatSpec, Session
from engine.core.library import Library
from engine.registry import GAMES


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def ms(seconds: float) -> str:
    return f"{1e3 * seconds:.3f} ms"


def play_and_save(library: Library, name: str, seed: int, apply_t: list, sync_t: list) -> tuple[int, Session]:
    """Two human seats making random moves; each move is applied (chance that follows is drawn)
    then saved. Times the apply and the save of every move."""
    session = Session(GAMES[name], [SeatSpec("Ann"), SeatSpec("Bob")], seed)
    session.advance()
    game_id = library.create(session)
    rng = random.Random(seed)
    while not session.over:
        move = rng.choice(session.legal_moves())
        start = time.perf_counter()
        session.apply(move)
        middle = time.perf_counter()
        library.sync(session, game_id)
        end = time.perf_counter()
        apply_t.append(middle - start)
        sync_t.append(end - middle)
        session.advance()  # chance after the move: saved with the next move's sync
    library.sync(session, game_id)
    return game_id, session


def raw_fsync(folder: str, times: int = 300) -> list[float]:
    """The disk's own floor: fsync after a 100-byte append (what a commit cannot go below)."""
    fd, path = tempfile.mkstemp(dir=folder)
    out = []
    try:
        for _ in range(times):
            os.write(fd, b"x" * 100)
            start = time.perf_counter()
            os.fsync(fd)
            out.append(time.perf_counter() - start)
    finally:
        os.close(fd)
        os.unlink(path)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--moves", type=int, default=3000, help="at least this many saves per game")
    parser.add_argument("--dir", default=None)
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(dir=args.dir) as folder, Library(Path(folder) / "bench.sqlite3") as library:
        for name in ("restore", "restart"):
            apply_t, sync_t, saved = [], [], []
            while len(sync_t) < args.moves:
                saved.append(play_and_save(library, name, len(saved), apply_t, sync_t))
            n = len(sync_t)
            rows.append((f"{name}: Session.apply (in memory)", f"median {ms(statistics.median(apply_t))}",
                         f"p99 {ms(percentile(apply_t, 99))}, {n} moves"))
            rows.append((f"{name}: Library.sync after one move", f"median {ms(statistics.median(sync_t))}",
                         f"p99 {ms(percentile(sync_t, 99))}, max {ms(max(sync_t))}, "
                         f"{sum(t > 0.005 for t in sync_t)} over 5 ms (goal: p99 <= 5 ms)"))
            open_t = []
            for game_id, session in saved:
                start = time.perf_counter()
                reopened = library.open(game_id, GAMES)
                open_t.append(time.perf_counter() - start)
                assert reopened.state_hash() == session.state_hash()
            events = statistics.median(len(s.tree) - 1 for _, s in saved)
            rows.append((f"{name}: Library.open (replay a finished game)", f"median {ms(statistics.median(open_t))}",
                         f"{events:.0f} events/game"))
        fsync_t = raw_fsync(folder)
        rows.append(("disk: fsync of a 100-byte append", f"median {ms(statistics.median(fsync_t))}",
                     f"p99 {ms(percentile(fsync_t, 99))}: the floor under every save"))
        pages, size = (library._db.execute(f"PRAGMA {p}").fetchone()[0] for p in ("page_count", "page_size"))
        nodes = library._db.execute("SELECT count(*) FROM nodes").fetchone()[0]
        rows.append(("library file", f"{pages * size / nodes:.0f} bytes/event",
                     f"{nodes} events in {len(library.list())} games"))
    print_table(rows)


if __name__ == "__main__":
    main()
