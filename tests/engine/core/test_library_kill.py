"""kill -9 at random moments loses nothing acknowledged: the driver saves each event with
Library.sync before printing its ack; after each SIGKILL the library is reopened and every
acknowledged position is found with the same state hash (issue 12)."""
from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from engine.core.library import Library

ROOT = Path(__file__).resolve().parents[3]


def kill_at_random(library: Path, seed: int, game: str, rng: random.Random) -> list[tuple]:
    """Start the driver, SIGKILL it after a random number of acks plus a random pause (so the
    kill lands anywhere: mid-move, mid-transaction, mid-print), return every ack it printed."""
    proc = subprocess.Popen([sys.executable, "-m", "tests.engine.core.library_driver", str(library),
                             str(seed), "--game", game], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    acks, target = [], rng.randint(1, 40)
    for line in proc.stdout:
        acks.append(line)
        if len(acks) >= target:
            break
    time.sleep(rng.uniform(0, 0.02))
    proc.kill()
    proc.wait()
    assert proc.returncode == -signal.SIGKILL, proc.stderr.read().decode()  # it was still playing
    acks += proc.stdout.readlines()  # printed before the kill, still in the pipe: acknowledged too
    parsed = []
    for line in acks:
        if line.endswith(b"\n"):  # a line cut by the kill was never a whole acknowledgement
            word, depth, digest, game_id, node = line.split()
            assert word == b"ack"
            parsed.append((int(game_id), int(node), int(depth), digest.decode()))
    return parsed


def check_every_ack(library: Path, acks: list[tuple], games: dict) -> None:
    with Library(library) as lib:
        assert lib._db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        sessions = {}
        for game_id, node, depth, digest in acks:
            if game_id not in sessions:
                sessions[game_id] = lib.open(game_id, games)
            session = sessions[game_id]
            session.jump(node)
            assert (session.depth, session.state_hash()) == (depth, digest), (game_id, node)


def run(tmp_path: Path, kills: int, game: str, seed: int) -> int:
    from tests.engine.core.library_driver import game_table

    library, rng, acks = tmp_path / "library.sqlite3", random.Random(seed), []
    for k in range(kills):
        acks += kill_at_random(library, seed + k, game, rng)
        check_every_ack(library, acks, game_table(game))  # 0 lost, after every kill
    return len(acks)


def test_a_kill_loses_no_acknowledged_move(tmp_path):
    assert run(tmp_path, kills=3, game="nines", seed=1) >= 3


@pytest.mark.slow
@pytest.mark.parametrize("game", ["nines", "restore"])
def test_fifty_kills_lose_no_acknowledged_move(tmp_path, game):
    assert run(tmp_path, kills=50, game=game, seed=100) >= 50
