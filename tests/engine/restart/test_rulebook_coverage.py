"""Refusals no other test reached (rulebook L117, L136, L139, L151, L296, L309-314, and the
code-level refusals of a malformed or stale move), and the Solo Season finale tie-break (L316,
SOLO.md §12, SEASON.md §5). Each refusal leaves the state untouched (`refused`)."""
from __future__ import annotations

import random

import pytest

from engine.core import SeatSpec, Session
from engine.core.game import clone
from engine.restart import GAME, season
from engine.restart.chaos import CHAOS
from engine.restart.content import TRACK_INDEX
from engine.restart.dystopias.pandemia.events import MarkReroll, Roll, RollDie
from engine.restart.events import (BeginEpisode, ChooseSideEffect, ChooseSpace, CompleteMission, DrawSideEffect,
                                   PlaceVoid, PlayCard, TakeEvent, TakeMission, UseAction)
from engine.restart.state import EpisodeRow, Options

from tests.engine.restart.helpers import (act, chance, draw_all, find_event, first_turn, give,
                                          give_mission, play_adult_card, refused, started,
                                          take_card, track_is, past_a_mission_point)
from tests.engine.restart.test_season import end_episode

SEASON = Options(season=True, season_dystopias="upfront", season_plan=["pandemia"] * 5)


def _empty_hand(s, seat: int) -> None:
    """The seat's hand goes back into the Event deck (every card conserved)."""
    p = s.players[seat]
    s.deck = sorted(s.deck + p.hand)
    p.hand, p.start_hand = [], []


def _improved_perception(s, seat: int) -> None:
    """A Studied Perception card whose first space (reached by one Fragment) gives Play Event (Child)."""
    p = s.players[seat]
    upper = find_event(s, lambda e: track_is(e, "perception", (1, "play_child"), (4, 2), (6, 3)))
    p.studied[TRACK_INDEX["perception"]].append(take_card(s, upper))
    p.tracks[TRACK_INDEX["perception"]] = "F"


# -- an action with nothing to use ----------------------------------------------------------------
def test_study_is_refused_with_no_event_card_in_hand():
    # L117 "Play an Event card from your hand face up on the Mind field indicated in the bottom left corner of the Event card."
    s = started(2)
    first_turn(s, "focus")
    _empty_hand(s, 0)
    assert "no Event card in your hand" in refused(s, UseAction("study"), "restart.action-empty-hand")
    give(s, 0, s.deck[0])
    act(s, UseAction("study"))  # one card in hand: the same Study is accepted


@pytest.mark.parametrize("action", ["play_adult", "play_child"])
def test_play_event_is_refused_with_no_event_card_in_hand(action):
    # L136 "Play an Event card from your hand to the space on the Spacetime grid where your Adult
    # figure is." L139: the same "where your Child figure is".
    s = started(2)
    if action == "play_adult":
        s.players[0].adult = 4
        first_turn(s, "perception")
    else:
        _improved_perception(s, 0)
        first_turn(s, "perception", child_space=7)
    _empty_hand(s, 0)
    assert "no Event card in your hand" in refused(s, UseAction(action), "restart.play-empty-hand")
    give(s, 0, s.deck[0])
    act(s, UseAction(action))


def test_complete_a_mission_is_refused_holding_no_mission_card():
    # L151 "If the Spacetime grid contains the pattern shown on one of the Mission cards in your card holder, you may complete that Mission card."
    s = started(2)
    p = s.players[0]
    s.mission_unseen = sorted(s.mission_unseen + p.missions)
    p.missions = []
    first_turn(s, "perception")
    assert "no Mission card in your card holder" in refused(s, UseAction("complete_mission"),
                                                            "restart.no-mission-held")
    give_mission(s, 0, 501)
    act(s, UseAction("complete_mission"))


# -- a malformed or stale move: refused, not a crash ---------------------------------------------
def test_gaining_an_upcoming_card_that_is_not_there_is_refused():
    # L230 "Draw an Event card, either from the Event deck or the three Upcoming Event cards."
    s = started(2)
    first_turn(s, "memory")
    act(s, UseAction("time_or_event"))
    assert len(s.upcoming) == 3
    assert "one of the 3 Upcoming Event cards" in refused(s, TakeEvent(3), "restart.no-such-upcoming")
    refused(s, TakeEvent(-2), "restart.no-such-upcoming")  # -1 is the deck; nothing else below 0
    last = s.upcoming[2]
    act(s, TakeEvent(2))
    assert last in s.players[0].hand


def test_taking_a_mission_from_a_display_slot_that_is_not_there_is_refused():
    # L189 "Whenever you reach or pass a Mission point, you must take a new Mission card and any Adrenaline crystals on top of it from the Mission display."
    s = started(2)
    past_a_mission_point(s)
    assert s.tasks[-1].kind == "take_mission"
    n = len(s.display)
    assert f"one of the {n} cards of the Mission display" in refused(s, TakeMission(n), "restart.no-such-display-slot")
    refused(s, TakeMission(-1), "restart.no-such-display-slot")
    act(s, TakeMission(n - 1))
    assert len(s.display) == n - 1


def test_rerolling_a_die_beyond_the_six_pandemia_dice_is_refused():
    # L198 "After you roll the Pandemia dice, you may choose up to a certain number of the dice and reroll them once." (L177: "the six Pandemia dice")
    s = started(2)
    s.players[0].tracks = ["", "", "FF"]  # Memory: reroll up to 2 dice
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    act(s, Roll())
    for face in ("cure", "cure", "cure", "virus", "virus", "virus"):
        chance(s, RollDie(face))
    assert "six dice" in refused(s, MarkReroll(6), "restart.pandemia-no-such-die")
    refused(s, MarkReroll(-1), "restart.pandemia-no-such-die")
    act(s, MarkReroll(5))  # the sixth die is one of them
    assert s.dyst.marked == [5]


def test_a_void_token_off_the_spacetime_grid_is_refused():
    # L161 "To use a Void token, place it on an Event card in the Spacetime grid and choose a color."
    s = started(2)
    give_mission(s, 0, 501)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    cells = s.rows * s.cols
    assert "on an Event card of the Spacetime grid" in refused(s, PlaceVoid(cells, "blue"),
                                                               "restart.recolour-no-such-space")
    refused(s, PlaceVoid(-1, "blue"), "restart.recolour-no-such-space")
    act(s, PlaceVoid(3, "blue"))
    assert s.players[0].void == 0


def test_complete_a_mission_says_when_none_can_be_completed_now():
    # L151 "If the Spacetime grid contains the pattern shown on one of the Mission cards in your
    # card holder, you may complete that Mission card." A review recoloured through 36 Void
    # choices before finding "Complete no Mission now" at the end of the list.
    s = started(2)
    give_mission(s, 0, 501)
    first_turn(s, "perception")
    act(s, UseAction("complete_mission"))
    assert not any(isinstance(m, CompleteMission) for m in GAME.legal_moves(s))
    assert GAME.view(s, 0).prompt == (
        "Complete a Mission: none of yours can be completed now (its pattern must show and its Time "
        "be paid); recolour with your 1 Void token first, or complete none now")
    s.players[0].void = 0
    assert GAME.view(s, 0).prompt.endswith("be paid): complete none now")


def _completes(s, last: int = -1) -> bool:
    """Whether some recolourings (each space once, in rising order) then a completion are legal
    moves from here: the action's own moves, searched."""
    moves = GAME.legal_moves(s)
    if any(isinstance(m, CompleteMission) for m in moves):
        return True
    for m in moves:
        if getattr(m, "space", -1) > last:  # a Void token or a free recolour
            after = clone(s)
            act(after, m)
            if _completes(after, m.space):
                return True
    return False


def test_the_move_list_says_when_complete_a_mission_could_complete_none():
    # L151-152: a Mission whose pattern shows, Void tokens recolouring (L160-161), its Time paid
    # (L155). Started to look, the action was forgone (a review): its line says so beforehand.
    # within_reach against a search of the action's moves, in states of random games.
    from engine.restart.describe import move_text
    from engine.restart.missions import within_reach

    checked = {True: 0, False: 0}
    for seed in range(40):
        session, seen = Session(GAME, [SeatSpec("a"), SeatSpec("b")], seed), 0
        session.advance()
        while not session.over and seen < 3:  # a few states a game, across many games
            s, start = session.state, UseAction("complete_mission")
            if start in session.legal_moves() and s.players[s.turn.seat].void <= 2:
                after = clone(s)
                act(after, start)
                reach = within_reach(s, s.turn.seat)
                assert reach == _completes(after), seed
                checked[reach], seen = checked[reach] + 1, seen + 1
                said = move_text(s, start)
                assert said.endswith("(none of your Missions can be completed now)") != reach, said
            session.apply(random.Random(seed + session.depth).choice(session.legal_moves()))
            session.advance()
    assert min(checked.values()) >= 5, checked  # both answers met


def test_place_event_off_the_spacetime_grid_is_refused():
    # L141 "Place an Event card from your hand to any space on the Spacetime grid."
    s = started(2)
    p = s.players[0]
    src = find_event(s, lambda e: e.benefit.gain == ("place_event",) and not e.benefit.spend)
    play_adult_card(s, src)
    act(s, GAME.legal_moves(s)[0])  # take the benefit: Place Event
    placed = p.hand[0]
    act(s, PlayCard(placed))
    assert s.tasks[-1].kind == "place_space"
    cells = s.rows * s.cols
    assert "a space of the Spacetime grid" in refused(s, ChooseSpace(cells), "restart.place-no-such-space")
    refused(s, ChooseSpace(-1), "restart.place-no-such-space")
    act(s, ChooseSpace(cells - 1))
    assert s.grid[cells - 1][-1] == placed


def test_playing_an_event_card_not_in_hand_is_refused():
    # L136 "Play an Event card from your hand to the space on the Spacetime grid where your Adult figure is."
    s = started(2)
    p = s.players[0]
    p.adult = 4
    first_turn(s, "perception")
    act(s, UseAction("play_adult"))
    elsewhere = s.deck[0]  # in the deck, not the hand
    assert elsewhere not in p.hand
    assert "from your hand" in refused(s, PlayCard(elsewhere), "restart.play-not-in-hand")
    refused(s, PlayCard(s.grid[0][-1]), "restart.play-not-in-hand")  # a card on the grid
    card = p.hand[0]
    act(s, PlayCard(card))
    assert s.grid[4][-1] == card


# -- season mode ----------------------------------------------------------------------------------
def _season(seats: int = 2):
    s = GAME.initial_state(SEASON, seats)
    draw_all(s)
    return s


def test_fatigue_chooser_keeps_one_of_the_two_side_effects_drawn(scores):
    # L296 "The player with the lowest total Prosperity points for the Season draws two random Side Effect cards and must choose one"
    s = _season()
    end_episode(s, scores, [80, 10])  # seat 0 reaches 78; seat 1 (lowest) draws
    chance(s, DrawSideEffect("jet_lag"))
    chance(s, DrawSideEffect("blight"))
    assert GAME.to_act(s) == 1
    assert "Jet Lag, Blight" in refused(s, ChooseSideEffect("shadow"), "restart.side-effect-not-drawn")
    refused(s, ChooseSideEffect("obsession"), "restart.side-effect-not-drawn")
    act(s, ChooseSideEffect("blight"))
    assert s.season.fatigue == ["blight", "", "", ""] and s.season.drawn == []


def test_episodes_are_begun_in_order(scores):
    # L309 "Episodes II to V" (L299 "Episode I" first; "a miniseries of five consecutive games", L298)
    s = _season()
    end_episode(s, scores, [10, 20])  # no threshold reached: the next episode is asked at once
    assert s.tasks[-1].kind == "next_episode" and GAME.to_act(s) == 0
    assert "the next episode is Episode 2" in refused(s, BeginEpisode(3), "restart.episode-order")
    refused(s, BeginEpisode(1), "restart.episode-order")  # Episode I again
    act(s, BeginEpisode(2))
    assert s.season.episode == 2


# -- the Solo Season finale ---------------------------------------------------------------------
def _solo_finale(totals, completed, mission_points):
    """A Solo Season at its finale: five episodes whose rows sum to these per-seat figures."""
    s = GAME.initial_state(SEASON, 1)
    rows = []
    for k in range(5):
        points = [t // 5 for t in totals]
        rows.append(EpisodeRow(dystopia="pandemia", points=points, totals=[p * (k + 1) for p in points],
                               winners=[0, 1], completed=[c if k == 0 else 0 for c in completed],
                               mission_points=[m if k == 0 else 0 for m in mission_points],
                               top_cards=[], held=[[], []]))
    s.season.rows = rows
    s.season.totals = list(totals)
    s.season.episode = 5
    return s


def test_solo_season_finale_tie_on_points_goes_to_missions_then_mission_points_then_a_tie():
    # L316 "The player with the most total Prosperity points wins" (no tie-break printed: SEASON.md §5 / SOLO.md §12, the L278 tie-break over the season)
    assert CHAOS == 1
    out = season.outcome(_solo_finale([100, 100], completed=[3, 2], mission_points=[10, 20]))
    assert out.winners == [0] and out.reason.startswith("you win") and "Missions completed" in out.reason
    out = season.outcome(_solo_finale([100, 100], completed=[2, 3], mission_points=[20, 10]))
    assert out.winners == [CHAOS] and out.reason.startswith("you lose")
    out = season.outcome(_solo_finale([100, 100], completed=[3, 3], mission_points=[10, 14]))
    assert out.winners == [CHAOS] and out.reason.startswith("you lose")
    out = season.outcome(_solo_finale([100, 100], completed=[3, 3], mission_points=[14, 14]))
    assert out.winners == [0, CHAOS] and out.reason.startswith("a tie") and "shared" in out.reason
    out = season.outcome(_solo_finale([105, 100], completed=[0, 9], mission_points=[0, 50]))
    assert out.winners == [0]  # the tie-break only for equal totals
