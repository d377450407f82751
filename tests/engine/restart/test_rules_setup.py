"""Rulebook, "Setup", "Player Setup" and "Pandemia Setup" (L45-71), counted for 2, 3 and 4
players on the state at the first decision; and "Your Turn" (L74): the start player goes first."""
from __future__ import annotations

import pytest

from engine.restart.content import DIFFICULTIES, MISSIONS_BY_NUMBER

from tests.engine.restart.helpers import GAME, started

# players: (grid rows x columns, Objective cards, Mission deck easy / medium / hard (NOTES.md))
PRINTED = {2: ((3, 3), 3, (6, 4, 6)), 3: ((3, 4), 4, (9, 6, 9)), 4: ((3, 4), 4, (12, 8, 12))}


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_for_each_player_count(seats):
    (rows, cols), objectives, deck = PRINTED[seats]
    s = started(seats)
    # L49a: "one Event card face up in each of the 12 Event card slots ... 3 row, 4 column grid"
    # (2 players: "9 cards ... 3 row, 3 column"); L49c: 3 Upcoming Event cards
    assert (s.rows, s.cols) == (rows, cols) and [len(x) for x in s.grid] == [1] * rows * cols
    assert len(s.upcoming) == 3
    # L51: "4 cards in a 3- or 4-player game, 3 cards in a 2-player game", all different
    assert len(s.objectives) == objectives and len(set(s.objectives)) == objectives and min(s.objectives) >= 0
    # L53-54: the deck by the table (easy 6/9/12, medium 4 printed for 2 players), 2 easy set aside
    # per player; the display holds players x 3 (L253), taken from the top: all easy.
    assert len(s.display) == 3 * seats and all(d == 0 and a == 0 for d, a in s.display)
    easy, medium, hard = deck
    assert s.mission_deck == [easy - 3 * seats, medium, hard]
    for p in s.players:
        # L63: 2 easy Missions each; L64: 7 Event cards; L65: 7 Time, 1 Void, 6 Adrenaline
        assert len(p.missions) == 2 and all(MISSIONS_BY_NUMBER[m].difficulty == DIFFICULTIES[0] for m in p.missions)
        assert len(p.hand) == 7 and (p.time, p.void, p.adrenaline) == (7, 1, 6)
        # the Mind board starts empty: no crystals, no Studied or Buried cards, no Action marker
        assert p.tracks == ["", "", ""] and not any(p.studied) and not any(p.buried) and not any(p.deep_buried)
        assert p.field == -1 and p.adult == -1 and p.child == -1 and p.completed == [] and p.objectives == []
    # L58: one Character each, all different
    assert len({p.character for p in s.players}) == seats and min(p.character for p in s.players) >= 0
    # L70: Pandemia, 2 Progress markers each, not on the tracks yet (entering costs 1, L179)
    assert s.dystopia == "pandemia" and s.dyst.virus == [0] * seats and s.dyst.cure == [0] * seats
    # every Event card is somewhere: 108 = grid + Upcoming + hands + deck
    assert len(s.deck) == 108 - rows * cols - 3 - 7 * seats and s.deck_bottom == [] and s.discard == []
    # L74: the start player (seat 0, "most recently checked the time") takes the first turn
    assert GAME.to_act(s) == 0 and s.turn.seat == 0 and s.phase == "play" and s.faults == 0
    assert GAME.invariants(s) == []
