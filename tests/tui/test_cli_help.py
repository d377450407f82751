"""`rewind --help` names the games, their bots and options; `simulate` explains shared wins
and prints mean scores per category and the solo ratings."""
from __future__ import annotations

import msgspec
import pytest

from engine.registry import GAMES
from tests.tiny_game import GAME
from tui.cli import main


def test_help_lists_every_game_with_its_bots_and_options(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for name, game in GAMES.items():
        line = next(line for line in out.splitlines() if line.startswith(f"  {name} ("))
        assert all(bot in line for bot in game.bots)
        assert all(f"{field}=" in line for field in game.Options.__struct_fields__)


class AlwaysShared(type(GAME)):
    """Nines where every game ends in a shared win."""

    def outcome(self, state):
        outcome = super().outcome(state)
        return outcome if outcome is None else msgspec.structs.replace(outcome, winners=[0, 1])


def test_simulate_prints_category_means_and_explains_shared_wins(capsys, monkeypatch):
    monkeypatch.setitem(GAMES, GAME.name, AlwaysShared())
    assert main(["simulate", GAME.name, "--seats", "random,random", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "4 games ended in a shared win: each of the k winners counts 1/k of a win" in out
    assert [line.split()[2:4] for line in out.splitlines() if line.startswith("1: ")] == [["2", "50.0%"]]
    means = out.split("mean per category")[1].splitlines()[1:]
    assert [line.split()[0] for line in means] == ["cards", "dice"]


def test_simulate_reports_solo_ratings(capsys):
    assert main(["simulate", "chronocritters", "--seats", "greedy", "--games", "1"]) == 0
    assert "solo rating " in capsys.readouterr().out
