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
        offered = [field for field in game.Options.__struct_fields__ if field not in game.upcast_only]
        assert all(f"{field}=" in line for field in offered)
        assert not any(f"{field}=" in line for field in game.upcast_only)  # only an old log sets it
    assert GAMES["chronocritters"].upcast_only == {"ruleset4_dice", "ruleset5", "ruleset6", "ruleset7", "ruleset8", "ruleset9", "ruleset10", "ruleset11", "ruleset12", "ruleset13"}


def test_an_option_only_an_upcaster_sets_is_neither_taken_nor_offered(capsys):
    assert main(["simulate", "chronocritters", "--seats", "random", "--option", "ruleset4_dice=true"]) == 2
    assert "options are year_goals, alternative_boards, action_tiles (KEY" in capsys.readouterr().err
    from tui.screens.home import option_fields
    assert [name for name, *_ in option_fields(GAMES["chronocritters"])] == [
        "year_goals", "alternative_boards", "action_tiles"]


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
    assert [line.split()[0] for line in means] == ["Cards", "Dice"]  # capitalized, as replay says them


def test_simulate_reports_solo_ratings(capsys):
    assert main(["simulate", "chronocritters", "--seats", "random", "--games", "1"]) == 0
    assert "solo rating " in capsys.readouterr().out
