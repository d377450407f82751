"""Fixture logs made by earlier code replay forever: one per game and mode (Restore's named
shape, Variant 1, Variant 2 with lakes; Restart with 2, 3 and 4 players; one MessagePack each),
and the nines logs of format versions 0 and 1. A change of rules or content that breaks one
must bump the game's ruleset (and ship an upcaster) instead."""
from pathlib import Path

import pytest

from engine.core import import_log
from engine.registry import GAMES
from tests.tiny_game import GAME as NINES

FIXTURES = sorted((Path(__file__).parents[2] / "fixtures").glob("*-*.*"))


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.name)
def test_fixture_replays_to_a_finished_game(path):
    session = import_log(path, {**GAMES, "nines": NINES})
    assert session.over and session.depth > 0
    assert session.game.outcome(session.state).winners is not None
    if "-v" not in path.stem:  # today's format checks every chance outcome
        assert session.log_check.startswith("hash chain; every chance outcome checked")


def test_every_game_and_mode_has_a_fixture():
    names = {p.stem for p in FIXTURES}
    assert {"restore-named-shape", "restore-variant1", "restore-variant2-lake", "restart-2p",
            "restart-3p", "restart-4p", "nines-v0", "nines-v1"} <= names
    assert any(p.suffix == ".msgpack" and p.name.startswith("restart") for p in FIXTURES)
