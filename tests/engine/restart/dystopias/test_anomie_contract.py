"""Anomie through the shared contract suite (random bots to the end for 2, 3 and 4 players,
invariants, unlisted moves refused, secrecy, replay), plus the board text, the help, the log
lines, the content checks and the greedy bot."""
from __future__ import annotations

import json
import re

import pytest

from engine.core import ContentError
from engine.restart.dystopias.anomie import content
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieExtraBill, AnomieManeuver,
                                                    AnomieMove, AnomieSupport, AnomieTakeBenefit)
from engine.restart.greedy import greedy_bot
from engine.restart.state import Options

from tests.contract import bot_moves, play_random_game
from tests.engine.restart.dystopias.rich import crystal_rich_game
from tests.engine.restart.helpers import GAME, random_session

OPTIONS = Options(dystopia="anomie")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games(seats):  # 40 a seat count under slow
    session = play_random_game(GAME, seats, 0, OPTIONS)
    assert session.state.phase == "over"
    assert any(isinstance(e, AnomieMove) for _, e in session.events())


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_many(seats):
    for seed in range(40):
        play_random_game(GAME, seats, 100 + seed, OPTIONS)


# per seat: its Perception, Intelligence and Memory tracks (Fragment crystals)
TRACKS = (("F" * 6, "F" * 6, "FF"), ("FFF", "F", "F" * 6), ("F", "F" * 4, "F" * 5), ("", "FF", "F" * 6))
NEAR_THE_SENATE = ((4, 4), (3, 4), (2, 4), (4, 2))        # per seat: where its Senator 0 starts


def near_the_senate(s) -> None:
    """Each seat's Senator 0 starts near the Law space, so Supports and Breakouts happen."""
    for seat, pos in zip(range(s.seats), NEAR_THE_SENATE):
        token = 2 * seat
        next(x for x in s.dyst.board if token in x).remove(token)
        s.dyst.board[content.at(pos)].append(token)


@pytest.mark.slow  # long seeded runs (6 s); the contract's random games stay by default
def test_crystal_rich_random_games_reach_every_anomie_decision():
    kinds = set()
    for seats, seed in ((4, 2), (3, 5), (4, 7)):  # each game reaches all six (ruleset 6)
        s, seen, _ = crystal_rich_game("anomie", seats, seed, TRACKS, near_the_senate)
        assert s.phase == "over"
        kinds |= seen
    assert {AnomieManeuver, AnomieMove, AnomieSupport, AnomieTakeBenefit, AnomieExtraBill,
            AnomieBreakout} <= kinds


def test_board_text_and_help():
    session = random_session(4, 3, OPTIONS, limit=400)
    text = GAME.render(GAME.view(session.state, 0))
    assert "Anomie board" in text and "Law track (Plan A) /20" in text and "Bill tracks (Plan B) /6" in text
    lines = text[text.index("Anomie board"):].splitlines()
    board = lines[2:11]  # rows 1-9 from the top, columns A-I, as people name the spaces
    assert lines[1].split() == list("ABCDEFGHI")
    assert [line.split()[0] for line in board] == [str(r) for r in range(1, 10)]
    assert "#" in board[3] and "Lw" in board[4] and "Cu" in board[3]
    help_text = GAME.rules_help()
    assert "Anomie" in help_text and "1/2/2/3/3/3/4" in help_text and "2/3/4/6/7/8" in help_text


def test_the_log_names_each_senator_move():
    session = random_session(2, 5, OPTIONS)
    texts = [t for _, _, t in session.texts()]
    moves = [(e, t) for (_, e), t in zip(session.events(), texts) if isinstance(e, AnomieMove)]
    assert moves and all(t.startswith(f"Move Senator {e.token + 1} from ") and " to " in t for e, t in moves)
    # a space as people count it: column letter, row from 1 (the board panel's edge labels)
    spaces = {w for _, t in moves for w in re.findall(r"\b([A-Z]\d+)\b", t)}
    assert spaces and all(w[0] in "ABCDEFGHI" and 1 <= int(w[1:]) <= 9 for w in spaces)
    assert not any("[" in t or "Senator 0" in t for _, t in moves)


def test_spaces_are_named_by_column_letter_and_row_from_1():
    assert [content.space_name(content.at(rc)) for rc in ((0, 0), (0, 3), (8, 8))] == ["A1", "D1", "I9"]
    assert content.space_name(content.LAW) == "the Law space"


def test_greedy_bot_plays_anomie():
    moves = bot_moves(GAME, GAME.initial_state(OPTIONS, 2), greedy_bot, 600, 5)
    assert any(isinstance(m, AnomieMove) for m in moves)


@pytest.mark.parametrize("path,value,rule", [
    (("crystal_effects", "perception_law_spaces"), [1, 2, 2, 3, 3, 4, 4], "perception_law_spaces"),
    (("crystal_effects", "memory_support_under"), [0, 1, 1, 1, 1, 1, 2], "memory_support_under"),
    (("bill_tracks", "points"), [2, 3, 4, 5, 7, 8], "2, 3, 4, 6, 7, 8"),
    (("opposite", None), {"health": "culture", "culture": "health", "education": "economy",
                          "economy": "education"}, "opposite"),
    (("multiplier_by_stack_size", None), {"2": 2, "3": 4}, "triple"),
    (("law_track", "mission_points"), [4, 10, 15], "Green's example"),
    (("senators_per_player", None), 3, "2 Senator tokens"),
])
def test_content_is_checked_against_the_printed_numbers(tmp_path, path, value, rule):
    data = json.loads((content.DATA / "anomie.json").read_text())
    if path[1] is None:
        data[path[0]] = value
    else:
        data[path[0]][path[1]] = value
    (tmp_path / "anomie.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match=rule):
        content.load(tmp_path)


def test_the_board_layout_is_checked(tmp_path):
    data = json.loads((content.DATA / "anomie.json").read_text())
    data["board"]["start_spaces"]["red"]["right"] = [0, 2]      # not beside the middle space
    (tmp_path / "anomie.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match="to its right"):
        content.load(tmp_path)
