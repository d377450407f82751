"""Tests written for mutants of the Restart engine that the suite let survive (helper-308's
and helper-312's hand-rolled mutation runs): each pins a behaviour no other test noticed being
broken."""
from __future__ import annotations

from engine.restart.chaos.content import LEVELS
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import Benefit, EndTurn, PlaceFragment, PlayCard, Share, UseAction
from engine.restart.intelligence import BuryEvent
from engine.restart.state import Options

from tests.engine.restart.helpers import (GAME, act, draw_all, everyone_played_once, find_event, first_turn, give,
                                          play_adult_card, started)


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


def test_bury_and_deep_bury_prompts_say_face_up_and_face_down():
    """L214: Bury Event plays the card face up underneath its Mind field; L217: Deep Bury face
    down. The prompt asking for the card says which."""
    for icon, words in (("bury", "Bury Event: a card face up"), ("deep_bury", "Deep Bury Event: a card face down")):
        s = started(2)
        card = find_event(s, lambda e: e.benefit.gain == (icon,) and not e.benefit.spend)
        play_adult_card(s, card)
        act(s, Benefit(True))
        assert isinstance(s.tasks[-1], BuryEvent) and s.tasks[-1].icon == icon
        prompt = GAME.view(s, 0).prompt
        assert prompt.startswith(words), prompt


def test_the_view_flags_a_time_fault_only_while_one_is_resolved():
    """L246-255: a time fault is triggered after a turn and then ends: the view says a fault is
    being resolved while its Fragments are placed, and not in an ordinary turn."""
    s = started(2)
    everyone_played_once(s)
    assert not any(GAME.view(s, seat).time_fault for seat in (0, 1))
    s.display = s.display[:2]  # as many Mission cards as players: a time fault after this turn
    act(s, EndTurn())
    draw_all(s)
    assert s.tasks[-1].kind == "place_fragment"
    assert all(GAME.view(s, seat).time_fault for seat in (0, 1))
    while s.tasks[-1].kind == "place_fragment":
        act(s, PlaceFragment("memory"))
        draw_all(s)
    assert s.faults == 1 and not any(GAME.view(s, seat).time_fault for seat in (0, 1))


def test_season_dystopia_choices_apply_only_in_a_season():
    """L297-315: how a season's dystopias are chosen (Let Fate Decide, five planned up front, or
    each episode) is a Season mode option; the five-dystopia plan is read only when planned up
    front. A header keeps each where it applies."""
    plan = ["pandemia", "anomie", "pandemia", "anomie", "pandemia"]
    plain = Options(season_dystopias="upfront", season_plan=plan)
    assert not GAME.option_applies("season_dystopias", plain, 2)
    assert not GAME.option_applies("season_plan", plain, 2)
    assert GAME.applicable_options(plain, 2).season_plan == []
    upfront = Options(season=True, season_dystopias="upfront", season_plan=plan)
    assert GAME.option_applies("season_dystopias", upfront, 2) and GAME.option_applies("season_plan", upfront, 2)
    assert GAME.applicable_options(upfront, 2).season_plan == plan
    for mode in ("fate", "each_episode"):
        other = Options(season=True, season_dystopias=mode, season_plan=plan)
        assert GAME.option_applies("season_dystopias", other, 2)
        assert not GAME.option_applies("season_plan", other, 2)
        assert GAME.applicable_options(other, 2).season_dystopias == mode
