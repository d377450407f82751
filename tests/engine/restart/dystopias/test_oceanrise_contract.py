"""Oceanrise through the shared contract suite (random bots to the end for 2, 3 and 4 players,
invariants, unlisted moves refused, secrecy, replay), plus what is public, the log lines, the
board text, the help, the content checks and the greedy bot."""
from __future__ import annotations

import json

import pytest

from engine.core import ContentError
from engine.restart.dystopias.oceanrise import content
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanFigure
from engine.restart.greedy import greedy_bot
from engine.restart.state import Options

from tests.contract import bot_moves, play_random_game
from tests.engine.restart.dystopias.rich import crystal_rich_game
from tests.engine.restart.helpers import GAME, random_session

OPTIONS = Options(dystopia="oceanrise")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games(seats):  # 40 a seat count under slow
    s = play_random_game(GAME, seats, 0, OPTIONS).state
    assert s.phase == "over" and any(any(sh) for sh in s.dyst.sheets)


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_many(seats):
    for seed in range(40):
        play_random_game(GAME, seats, 100 + seed, OPTIONS)


@pytest.mark.slow  # long seeded runs (5 s); the contract's random games stay by default
def test_random_games_reach_every_oceanrise_decision():
    seen, texts = set(), []
    for seats in (2, 3, 4):
        session = play_random_game(GAME, seats, 11, OPTIONS)
        seen |= {type(e) for _, e in session.events()}
        texts += [t for _, _, t in session.texts()]
    assert {OceanFigure, OceanCircle, OceanDraw} <= seen
    assert any("Draw a forest in " in t for t in texts) and any("Plan B with " in t for t in texts)


# per seat: its Perception, Intelligence and Memory tracks (every symbol allowance from 0 up)
TRACKS = (("F" * 6, "F" * 6, "F" * 6), ("FF", "FFFF", "FFF"), ("", "", ""), ("FFFFF", "A", "AAAAAA"))


def test_crystal_rich_random_games_reach_every_oceanrise_decision():
    moved, met = set(), set()
    for seats, seed in ((2, 1), (4, 3)):
        s, played, kinds = crystal_rich_game("oceanrise", seats, seed, TRACKS)
        assert s.phase == "over" and s.dyst.plan == ""
        moved |= played
        met |= kinds
    assert {OceanFigure, OceanCircle, OceanDraw} <= moved
    assert {"oceanrise_figure", "oceanrise_circle", "oceanrise_draw"} <= met
    assert any(all(sh[9 * r:9 * r + 9]) for sh in s.dyst.sheets for r in range(12))   # a full region


def test_the_map_sheets_are_public():
    s = random_session(3, 4, OPTIONS).state
    for seat in (0, 1, 2, None):
        v = GAME.view(s, seat).dyst
        assert v.sheets == s.dyst.sheets and v.circled == s.dyst.circled and v.boxes == s.dyst.boxes


def test_board_text_and_help():
    text = GAME.render(GAME.view(random_session(4, 3, OPTIONS, limit=400).state, 0))
    assert "Oceanrise Map sheets" in text and "Contribution" in text
    assert sum(1 for line in text.splitlines() if line.count("|") == 3 * 4) == 9   # 4 sheets x 4 columns
    two = GAME.render(GAME.view(random_session(2, 3, OPTIONS, limit=400).state, 1))
    assert sum(1 for line in two.splitlines() if line.count("|") == 2 * 2) == 9    # 3 region columns
    help_text = GAME.rules_help()
    assert "Oceanrise" in help_text and "1/1/1/1/2/2/3" in help_text


def test_greedy_bot_plays_oceanrise():
    s = GAME.initial_state(OPTIONS, 2)
    bot_moves(GAME, s, greedy_bot, 400, 5)
    assert any(any(sh) for sh in s.dyst.sheets)


@pytest.mark.parametrize("path,value,rule", [
    (("crystal_table", "intelligence_lake"), [1, 1, 1, 2, 2, 2, 3], "intelligence_lake"),
    (("contribution_track", "mission_points"), [3, 6, 9, 11], "Mission points"),
    (("scoring", "full_column"), 5, "final scoring"),
    (("map_sheet", "unused_region_cols_by_players"), {"2": [], "3": [], "4": []}, "2 players"),
])
def test_content_is_checked_against_the_printed_numbers(tmp_path, path, value, rule):
    data = json.loads((content.DATA / "oceanrise.json").read_text())
    data[path[0]][path[1]] = value
    (tmp_path / "oceanrise.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match=rule):
        content.load(tmp_path)
