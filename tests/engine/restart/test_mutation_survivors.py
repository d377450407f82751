"""Tests written for mutants of the Restart engine that the suite let survive (helper-308's
hand-rolled mutation run): each pins a behaviour no other test noticed being broken."""
from __future__ import annotations

from engine.restart.chaos.content import LEVELS
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import Benefit, PlayCard, Share, UseAction
from engine.restart.state import Options

from tests.engine.restart.helpers import GAME, act, first_turn, give, started


def test_the_invariants_count_objectives_with_missions_in_the_card_holder():
    """L242: "Your card holder is limited to holding a maximum of three cards (uncompleted
    Mission cards and completed Objective cards)": the self-check adds the two kinds."""
    s = started(2)
    p = s.players[0]
    full = "seat 0: more than 3 cards in the card holder"
    assert len(p.missions) == 2 and full not in GAME.invariants(s)
    for slot in (0, 1):  # two Objective cards as well: four cards held
        p.objectives.append(s.objectives[slot])
        s.objectives[slot] = -1
    assert full in GAME.invariants(s)


def test_chaos_level_applies_only_to_a_solo_game():
    """L318: Chaos is the solo opponent: its level is kept in a solo game's options (a log
    header must not drop it) and set aside with two or more seats."""
    level = next(x for x in LEVELS if x != Options().chaos_level)
    assert GAME.option_applies("chaos_level", Options(), 1)
    assert GAME.applicable_options(Options(chaos_level=level), 1).chaos_level == level
    for seats in (2, 3, 4):
        assert not GAME.option_applies("chaos_level", Options(), seats)
        assert GAME.applicable_options(Options(chaos_level=level), seats).chaos_level == Options().chaos_level


def test_accepting_a_share_is_an_answer_in_another_players_turn():
    """L148: other players gain the smaller part of a benefit played on your turn; their
    accepting it is a reply in your turn (an `answer`), your own moves are not."""
    s = started(2, options=Options(ruleset5=True))
    shared = next(c for c in s.deck if EVENTS_BY_NUMBER[c].benefit.others == ("time",)
                  and not EVENTS_BY_NUMBER[c].benefit.spend)
    give(s, 0, shared)
    s.players[0].adult = 4
    first_turn(s, "perception")
    assert not GAME.answers(s, 0, UseAction("play_adult"))
    act(s, UseAction("play_adult"))
    act(s, PlayCard(shared))
    act(s, Benefit(True))
    while GAME.to_act(s) == 0 and s.tasks[-1].kind != "share":
        act(s, GAME.legal_moves(s)[-1])
    assert GAME.to_act(s) == 1 and s.phase == "play"
    assert GAME.answers(s, 1, Share(True))
