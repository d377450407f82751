"""Rules the mutation runs of the dystopias and Chaos (helpers 309 and 313) found no test for:
each test fails with one surviving mutant applied and passes on the real code."""
from __future__ import annotations

import json

import pytest

from engine.core import ContentError
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS
from engine.restart.content import EVENTS
from engine.restart.dystopias.anomie.content import at
from engine.restart.dystopias.anomie.events import AnomieManeuver
from engine.restart.dystopias.anomie.steps import token_id, where
from engine.restart.events import Benefit, ChooseField, PlayCard, UseAction
from engine.restart.season import DystopiaChoice
from engine.restart.state import Options
from engine.restart.steps import STEPS, Ending, end_game

from tests.engine.restart.helpers import act, crystals, draw_all, first_turn, started, take_card
from tests.engine.restart.solo.helpers import solo, space

BY_COLOUR = {c: [e.number for e in EVENTS if e.colour == c] for c in ("blue", "yellow", "green", "purple")}


def _cards(*rows: str) -> list[int]:
    left = {c: list(v) for c, v in BY_COLOUR.items()}
    full = {"b": "blue", "y": "yellow", "g": "green", "p": "purple"}
    return [left[full[c]].pop() for row in rows for c in row.split()]


def test_chaos_won_the_episode_so_a_fate_tie_goes_to_the_first_colour_in_order():
    """L280 ("the winner chooses one of the tied dystopias"), SOLO.md §8: Chaos takes the first
    tied colour in the order blue, yellow, green, purple (L281-284)."""
    s = GAME.initial_state(Options(season=True), 1)
    draw_all(s)
    while type(s.tasks[-1]) is DystopiaChoice:   # episode I's own tie: yours to choose
        GAME.apply(s, GAME.legal_moves(s)[0])
        draw_all(s)
    top = _cards("b y g", "b y p", "p p g")       # blue 5, yellow 5, green 4, purple 4
    for stack, card in zip(s.grid, top):
        stack[-1] = card
    s.players[0].adrenaline += 40 - sum(scoring.breakdown(s)[0].values())
    s.chaos.prosperity += 60 - sum(scoring.breakdown(s)[CHAOS].values())
    end_game(s, Ending.TIME_FAULTS)
    STEPS.settle(s)
    assert s.season.rows[0].winners == [CHAOS]
    GAME.apply(s, GAME.legal_moves(s)[0])         # you (the lower total) begin Episode II
    draw_all(s)
    assert s.season.episode == 2 and s.dystopia == "pandemia"   # blue before yellow


def test_anomie_law_track_needs_a_point_value_per_space(tmp_path):
    """L445: the Law track scores the points shown on the marker's space: one value per space."""
    from engine.restart.dystopias.anomie import content
    data = json.loads((content.DATA / "anomie.json").read_text())
    data["law_track"]["points"] = data["law_track"]["points"][:-1]
    (tmp_path / "anomie.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match="a point value per space"):
        content.load(tmp_path)


def test_extinction_a_deck_may_hold_a_single_card_of_a_value(tmp_path):
    """L484: each deck includes values 1 to 8, in different numbers: one card of a value is a
    value the deck includes (the check refused only a missing value)."""
    from engine.restart.dystopias.extinction import content
    data = json.loads((content.DATA / "extinction.json").read_text())
    counts = data["decks"]["X"]["counts"]
    counts["4"] += counts["1"] - 1
    counts["1"] = 1
    (tmp_path / "extinction.json").write_text(json.dumps(data))
    assert content.load(tmp_path).decks["X"].counts[1] == 1


def test_oceanrise_contribution_track_of_exactly_twelve_spaces_is_accepted(tmp_path):
    """L593: Mission points at the third, sixth, ninth and twelfth space: twelve spaces suffice."""
    from engine.restart.dystopias.oceanrise import content
    data = json.loads((content.DATA / "oceanrise.json").read_text())
    track = data["contribution_track"]
    track["spaces"], track["points"] = 12, track["points"][:12]
    (tmp_path / "oceanrise.json").write_text(json.dumps(data))
    assert content.load(tmp_path).contribution_track.spaces == 12


def test_extinction_a_deck_with_two_different_counts_is_accepted(tmp_path):
    """L484: the decks are not identical and "each deck has a different number of each value":
    a deck holding two different counts (3 and 9) is not uniform, so it is valid."""
    from engine.restart.dystopias.extinction import content
    data = json.loads((content.DATA / "extinction.json").read_text())
    data["decks"]["X"]["counts"] = {"1": 3, "2": 3, "3": 3, "4": 9, "5": 9, "6": 9, "7": 9, "8": 3}
    (tmp_path / "extinction.json").write_text(json.dumps(data))
    assert sorted(set(content.load(tmp_path).decks["X"].counts.values())) == [3, 9]


def test_anomie_a_board_whose_ordinary_spaces_are_all_starting_spaces_is_accepted(tmp_path):
    """L372-375: each colour's three starting spaces are ordinary spaces (not Veto, Law or Bill
    spaces); nothing asks for other ordinary spaces, so a 5x5 board whose twelve border spaces
    are the starting spaces (its corners Veto spaces) is a valid board."""
    from engine.restart.dystopias.anomie import content
    data = json.loads((content.DATA / "anomie.json").read_text())
    data["board"].update(
        rows=5, cols=5, law=[2, 2],
        veto=[[1, 1], [1, 3], [3, 1], [3, 3], [0, 0], [0, 4], [4, 0], [4, 4]],
        bills={"health": [2, 1], "culture": [1, 2], "education": [2, 3], "economy": [3, 2]},
        start_spaces={"red": {"side": "north", "left": [0, 3], "middle": [0, 2], "right": [0, 1]},
                      "green": {"side": "east", "left": [3, 4], "middle": [2, 4], "right": [1, 4]},
                      "blue": {"side": "south", "left": [4, 1], "middle": [4, 2], "right": [4, 3]},
                      "yellow": {"side": "west", "left": [1, 0], "middle": [2, 0], "right": [3, 0]}})
    (tmp_path / "anomie.json").write_text(json.dumps(data))
    assert content.load(tmp_path).board.rows == 5


def test_pandemia_a_milestone_on_the_first_space_of_a_track_is_accepted(tmp_path):
    """L188: milestones lie on each track; the first space is on the track (the check refused
    only a space off it)."""
    from engine.restart.dystopias.pandemia import content
    data = json.loads((content.DATA / "pandemia.json").read_text())
    data["tracks"][1]["milestones"][0]["space"] = 1
    (tmp_path / "pandemia.json").write_text(json.dumps(data))
    assert content.load(tmp_path).track("cure").milestones[0].space == 1


def test_anomie_after_a_maneuver_the_prompt_names_senator_1_as_the_one_to_act():
    """L412: the maneuvered Senator must be the one that performs the Plan action; the prompt
    names it, Senator 1 (token 0) as well as Senator 2."""
    s = started(2, options=Options(dystopia="anomie"))
    d, token = s.dyst, token_id(0, 0)
    d.board[where(d, token)].remove(token)
    d.board[at((3, 6))].append(token)                  # Red's example: right of a Veto space
    crystals(s, 0, intelligence=1)
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    act(s, AnomieManeuver(0, "left"))
    assert "with Senator 1" in STEPS.prompt(s) and "a Senator" not in STEPS.prompt(s)


def test_ruleset_5_log_chaos_accepts_its_part_of_your_card():
    """L148-149, L322 and SOLO.md §6.1: the other players gain the several-figures part of your
    benefit; in a log of rulesets 3-5 each is asked, and Chaos accepts its part."""
    s = solo(ruleset5=True)
    you = s.players[0]
    you.adult, you.child = space("present", 2), space("past", 1)
    you.field, you.turns, you.start_hand = 2, 3, []
    you.hand.append(take_card(s, 116))                 # 2 Time; others Time
    t0 = s.players[CHAOS].time
    act(s, ChooseField("perception"))
    act(s, UseAction("play_adult"))
    act(s, PlayCard(116))
    act(s, Benefit(True))
    assert s.players[CHAOS].time == t0 + 1
