"""Rules the mutation run of the dystopias and Chaos (helper 309) found no test for: each test
fails with one surviving mutant applied and passes on the real code."""
from __future__ import annotations

import json

import pytest

from engine.core import ContentError
from engine.restart import GAME, scoring
from engine.restart.chaos import CHAOS
from engine.restart.content import EVENTS
from engine.restart.season import DystopiaChoice
from engine.restart.state import Options
from engine.restart.steps import STEPS, Ending, end_game

from tests.engine.restart.helpers import draw_all

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
