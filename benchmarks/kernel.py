"""Kernel speed on the tiny test game: fold, undo/redo/jump, log export/import.

    python3 -m benchmarks.kernel

Prints a table of medians. Targets (issue 2): undo/redo/jump <= 10 ms at 2,000 events;
replay (decode + validate + fold) of 10,000 events at >= 1/4 the speed of decoding alone.
"""
from __future__ import annotations

import gc
import random
import statistics
import tempfile
import time
from pathlib import Path

import msgspec

from benchmarks.table import print_table
from engine.core import SeatSpec, Session, dumps_log, export_log, import_log, loads_log
from engine.core.logfile import Header, _entry_type
from tests.tiny_game import GAME


def long_game(events: int, seed: int = 1) -> Session:
    """Two humans who roll every turn: two events per turn (decision + die)."""
    options = GAME.Options(rounds=events // 4 + 1)
    session = Session(GAME, [SeatSpec("A"), SeatSpec("B")], seed, options)
    session.advance()
    rng = random.Random(seed)
    while session.depth < events:
        moves = session.legal_moves()
        session.apply(moves[-1] if rng.random() < 0.8 else moves[0])
        session.advance()
    return session


def timed(fn, repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return out


def main() -> None:
    rows = []
    session = long_game(2_000)
    events = [e for _, e in session.events()]
    n = len(events)

    def fold():
        state = GAME.initial_state(session.options, 2)
        for e in events:
            GAME.apply(state, e)
    t = statistics.median(timed(fold, 20))
    rows.append(("fold (apply only)", f"{n / t:,.0f} events/s", f"{n} events"))

    end = session.cursor
    undo_t, redo_t = [], []
    for _ in range(200):  # undo then redo at the end of a 2,000-event game
        undo_t += timed(session.undo, 1)
        redo_t += timed(session.redo, 1)
    assert session.cursor == end
    rng = random.Random(2)
    targets = [rng.randrange(len(session.tree)) for _ in range(500)]
    jump_t = [timed(lambda t=t: session.jump(t), 1)[0] for t in targets]
    for name, ts in (("undo at 2,000 events", undo_t), ("redo at 2,000 events", redo_t),
                     ("jump to a random node", jump_t)):
        rows.append((name, f"median {1e3 * statistics.median(ts):.3f} ms",
                     f"max {1e3 * max(ts):.3f} ms"))
    session.jump(end)

    big = long_game(10_000)
    n = big.depth
    with tempfile.TemporaryDirectory() as tmp:
        for fmt in ("jsonl", "msgpack"):
            path = Path(tmp) / f"big.{fmt}"
            exp = statistics.median(timed(lambda: (path.unlink(missing_ok=True), export_log(big, path)), 5))
            imp = statistics.median(timed(lambda: import_log(path, {"nines": GAME}), 5))
            size = path.stat().st_size
            rows.append((f"export 10k events ({fmt})", f"{1e3 * exp:.1f} ms", f"{size / n:.1f} bytes/event"))
            rows.append((f"import 10k events ({fmt})", f"{1e3 * imp:.1f} ms", f"{n / imp:,.0f} events/s"))

        data = dumps_log(big, "jsonl")
        entry = msgspec.json.Decoder(_entry_type(GAME))

        def decode_only():
            lines = data.split(b"\n")
            msgspec.json.decode(b"{" + lines[0][24:], type=Header)  # past the chain tag
            return [entry.decode(b"{" + line[24:]) for line in lines[1:-2]]
        # Decode and replay are timed in alternation, 21 pairs, so both see the same machine;
        # the baseline gets the collector setting the loader uses (off).
        decode_t, replay_t = [], []
        for _ in range(21):
            gc.disable()
            decode_t += timed(decode_only, 1)
            gc.enable()
            replay_t += timed(lambda: loads_log(data, {"nines": GAME}), 1)
        dec, rep = statistics.median(decode_t), statistics.median(replay_t)
        ratios = sorted(d / r for d, r in zip(decode_t, replay_t))
        rows.append(("decode only, 10k (jsonl)", f"{1e3 * dec:.1f} ms", "msgspec, typed, gc off"))
        rows.append(("replay, 10k (jsonl)", f"{1e3 * rep:.1f} ms",
                     f"decode/replay: median of pairs {statistics.median(ratios):.2f} "
                     f"(quartiles {ratios[5]:.2f}-{ratios[15]:.2f}; target >= 0.25)"))

    print_table(rows)


if __name__ == "__main__":
    main()
