"""Log files: size, replay speed against msgspec decode-only, and the reader's peak memory on
a 60 MB hostile file (measured in a fresh subprocess).

    python3 -m benchmarks.logs

Targets (issue 11): msgpack <= 20 bytes/event on a 4-player Restart game; replay (decode +
chain + validate + fold) >= 0.25x decode-only for Restore, >= 0.125x for Restart 4 players;
peak RSS <= 100 MiB reading a 60 MB hostile file. Beside each replay: the game's own verbs
alone on the same events (to_act, take or check or chance_pick, apply; no log), the floor of any
replay, so the best ratio a reader could reach is decode-only / verbs. The ratio is of
wall-clock medians; beside it, the ratio of the least CPU times of the rounds, which a loaded
machine disturbs less.
"""
from __future__ import annotations

import gc
import io
import statistics
import subprocess
import sys
import tempfile
import time
from operator import itemgetter
from pathlib import Path

import msgspec

from benchmarks.table import print_table
from engine.core import CHANCE, SeatSpec, Session, dumps_log, loads_log
from engine.core.records import msgpack_chunks
from engine.registry import GAMES

HOSTILE = {  # each: a valid header line, then 60 MB of what the attacker chose
    "one 60 MB line": lambda head: head + b"7" * 60_000_000,
    "60 MB of short garbage lines": lambda head: head + b'{"h":"0000000000000000","x":1}\n' * 2_000_000,
    "60 MB of nesting": lambda head: head + b"[" * 60_000_000,
    # a whole-tree export, read a line at a time (it was read whole: 276-420 MiB, an audit)
    "60 MB tree export of one line": lambda head: b'{"format":"rewind-tree","version":2,"logs":1,"lines":["0"]}\n'
                                                  + b'{"log":"' + b"a" * 60_000_000,
}
# VmHWM, not ru_maxrss: Linux carries ru_maxrss over from the parent across exec
PEAK = ("import re, sys; from engine.registry import GAMES; from engine.core.logfile import import_log\n"
        "try: import_log(sys.argv[1], GAMES)\nexcept Exception as e: print(type(e).__name__, str(e)[:60])\n"
        "print(re.search(r'VmHWM:\\s+(\\d+)', open('/proc/self/status').read()).group(1))")


def played(game, seats: int, seed: int) -> Session:
    session = Session(game, [SeatSpec(f"r{i}", "random") for i in range(seats)], seed)
    session.advance()
    return session


_BINS, _ANY_MSGPACK, _ANY_JSON = (msgspec.msgpack.Decoder(list[bytes]), msgspec.msgpack.Decoder(),
                                  msgspec.json.Decoder())
_past_tag = itemgetter(slice(8, None))  # a MessagePack record's payload past its chain tag


def framed(data: bytes) -> bytes:
    """A MessagePack log as one array of its bin records, which msgspec decodes in one call. The
    count the array needs is found here, before the clock starts: a run of objects is no input
    msgspec takes, and timing our own framing loop would slow the baseline (it was 60% of it).
    A JSON Lines file is returned as it is."""
    if data[:1] not in (b"\xc4", b"\xc5", b"\xc6"):
        return data
    n = sum(map(len, msgpack_chunks(io.BytesIO(data))))  # the reader's own framing counts them
    return b"\xdd" + n.to_bytes(4, "big") + data


def decode_only(data: bytes) -> list:
    """The baseline: msgspec decodes every record of a JSON Lines file, or of a MessagePack one
    `framed`, untyped, nothing checked, in C as far as it goes."""
    if data[:1] == b"\xdd":
        return list(map(_ANY_MSGPACK.decode, map(_past_tag, _BINS.decode(data))))
    return list(map(_ANY_JSON.decode, data.splitlines()))


def verbs_only(session: Session, events: list) -> None:
    """What any replay must do: the game's verbs on `events` (the session's, listed before
    the clock starts), nothing else, as replay calls them (a seat's move by `take` where the
    game has one, a chance outcome's draw by `chance_pick`)."""
    game, seats = session.game, len(session.seats)
    state = game.initial_state(session.options, seats)
    take = game.take
    for seat, event in events:
        if take is not None and seat >= 0 and take(state, seat, event):
            continue
        if game.to_act(state) == CHANCE:
            game.chance_pick(state, 0)
        else:
            game.check(state, event)
        game.apply(state, event)


def ratio(data: bytes, session: Session, games: dict, rounds: int = 11) -> tuple[float, ...]:
    """Median times of decode-only, replay and the verbs alone, the median of per-round
    decode/replay ratios, timed in alternation so all see the same machine (gc off, as the
    loader runs), and the ratio of the least CPU times (steadier on a loaded machine)."""
    dec, rep, verbs, cpu_dec, cpu_rep = [], [], [], [], []
    events = list(session.events())
    whole = framed(data)
    for _ in range(rounds):
        for run, times, cpu in ((lambda: decode_only(whole), dec, cpu_dec),
                                (lambda: loads_log(data, games), rep, cpu_rep),
                                (lambda: verbs_only(session, events), verbs, [])):
            gc.disable()
            t, c = time.perf_counter(), time.process_time()
            run()
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            gc.enable()
    return (statistics.median(dec), statistics.median(rep), statistics.median(verbs),
            statistics.median(d / r for d, r in zip(dec, rep)), min(cpu_dec) / min(cpu_rep))


def main() -> None:
    rows = []
    for name, seats, target in (("restore", 2, 0.25), ("restart", 4, 0.125)):
        game = GAMES[name]
        sessions = [played(game, seats, seed) for seed in range(3)]
        verbs, ceilings = [], []
        for fmt in ("jsonl", "msgpack"):
            blobs = [dumps_log(s, fmt) for s in sessions]
            events = sum(s.depth for s in sessions)
            rows.append((f"{name} {seats}p size ({fmt})", f"{sum(map(len, blobs)) / events:.1f} B/event",
                         "target <= 20" if fmt == "msgpack" and name == "restart" else ""))
            results = [ratio(b, s, GAMES) for b, s in zip(blobs, sessions)]
            dec, rep, verb = (1e3 * statistics.median(r[k] for r in results) for k in range(3))
            rows.append((f"{name} {seats}p replay ({fmt})",
                         f"{statistics.median(r[3] for r in results):.3f}x decode-only",
                         f"decode {dec:.2f} ms, replay {rep:.2f} ms ({verb / rep:.0%} of it the game's "
                         f"verbs); CPU time {statistics.median(r[4] for r in results):.3f}x; "
                         f"target >= {target}"))
            verbs.append(verb)
            ceilings.append(f"{dec / verb:.3f}x ({fmt})")
        rows.append((f"{name} {seats}p verbs alone", f"{statistics.median(verbs):.2f} ms",
                     "to_act, take or check or chance_pick, apply on the same events; a replay could "
                     "reach at most " + ", ".join(ceilings)))
    head = dumps_log(played(GAMES["restore"], 2, 1)).split(b"\n")[0] + b"\n"
    with tempfile.TemporaryDirectory() as tmp:
        for label, make in HOSTILE.items():
            path = Path(tmp) / "hostile.jsonl"
            path.write_bytes(make(head))
            out = subprocess.run([sys.executable, "-c", PEAK, str(path)], capture_output=True, text=True).stdout.split("\n")
            rows.append((f"peak RSS, {label}", f"{int(out[-2]) / 1024:.0f} MiB", f"{out[0]}; target <= 100"))
    print_table(rows)


if __name__ == "__main__":
    main()
