"""Rulebook, "Playing an Event Card on the Spacetime Grid" and Iconography, "Event Card
Benefits": your part, the several-figures icon (the other players gain theirs; if you decline,
nobody gains), the black arrow (spend once to gain), and the Mission card icon."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import (Benefit, DrawMission, PlaceAdrenaline, PlayCard, Share, Skip, TakeEvent,
                                   TakeMission)
from engine.restart.state import Options

from tests.engine.restart.helpers import (CHANCE, GAME, act, chance, draw_all, find_event, play_adult_card,
                                          refused, snapshot, started)


def _play(s, card, seats_adult=4):
    """Seat 0 plays `card` with Play Event (Adult) on its first turn; the benefit is asked."""
    play_adult_card(s, card, seats_adult)
    assert s.tasks[-1].kind == "benefit" and s.grid[seats_adult][-1] == card


def _shared_time(s):
    return find_event(s, lambda e: e.benefit.others == ("time",) and not e.benefit.spend
                      and e.benefit.gain == ("time", "time"))


def test_own_benefit_gained():
    s = started(2)
    card = find_event(s, lambda e: e.benefit.gain == ("time", "time") and not e.benefit.others
                      and not e.benefit.spend)
    _play(s, card)
    act(s, Benefit(True))
    assert s.players[0].time == 9 and s.tasks[-1].kind == "actions"


def test_the_other_players_gain_their_part_of_your_benefit():
    """L322 "Other players gain the benefit indicated to the right of this icon", L148 "others
    gain you a larger benefit and all other players a smaller benefit": theirs is no choice of
    theirs (each was asked to accept or decline it until ruleset 6: helper-292)."""
    s = started(4)
    card = _shared_time(s)
    _play(s, card)
    act(s, Benefit(True))
    assert [p.time for p in s.players] == [9, 8, 8, 8]
    assert s.tasks[-1].kind == "actions" and GAME.to_act(s) == 0


def test_a_log_of_ruleset_5_asked_each_other_player_after_your_part():
    s = started(4, options=Options(ruleset5=True))
    card = _shared_time(s)
    _play(s, card)
    act(s, Benefit(True))
    assert s.players[0].time == 9                       # own part first
    asked = []
    for answer in (True, False, True):
        assert s.tasks[-1].kind == "share"
        asked.append(GAME.to_act(s))
        act(s, Share(answer))
    assert asked == [1, 2, 3]
    assert [p.time for p in s.players] == [9, 8, 7, 8]
    assert s.tasks[-1].kind == "actions" and GAME.to_act(s) == 0


def test_declining_your_benefit_means_nobody_gains():
    s = started(3)
    card = _shared_time(s)
    _play(s, card)
    before = [p.time for p in s.players]
    act(s, Benefit(False))
    assert [p.time for p in s.players] == before
    assert s.tasks[-1].kind == "actions" and all(t.kind != "share" for t in s.tasks)


def test_shared_event_the_other_player_chooses_deck_or_upcoming():
    s = started(2)
    card = find_event(s, lambda e: e.benefit.others == ("event",) and not e.benefit.spend)
    _play(s, card)
    act(s, Benefit(True))
    while GAME.to_act(s) != 1:              # seat 0's own part: forego the Study, draw from the deck
        if GAME.to_act(s) == 0:
            moves = GAME.legal_moves(s)
            act(s, Skip() if Skip() in moves else moves[0])
        else:
            draw_all(s)
    assert s.tasks[-1].kind == "gain_event"
    prompt = GAME.view(s, 1).prompt  # why it draws in Red's turn
    assert f"your part of {EVENTS_BY_NUMBER[card].name}, which Red just played: gain an Event card" in prompt
    # drawn in seat 0's turn: seat 1's crystals wait for its own (L105 "On your turn")
    assert "on your own turn" in refused(s, PlaceAdrenaline("memory"), "restart.crystals-not-your-turn")
    up = s.upcoming[-1]
    last = len(s.upcoming) - 1
    assert GAME.to_act(s) == 1 and TakeEvent(last) in GAME.legal_moves(s) and TakeEvent(-1) in GAME.legal_moves(s)
    assert "gained now" in refused(s, Skip(), "restart.gain-event-now")
    act(s, TakeEvent(last))
    assert up in s.players[1].hand and len(s.players[1].hand) == 8


def test_spend_to_gain_refused_without_the_price_state_unchanged():
    s = started(2)
    card = find_event(s, lambda e: e.benefit.spend == ("time", "time") and e.benefit.gain == ("fragment",))
    s.players[0].time = 1
    _play(s, card)
    before = snapshot(s)
    assert "you lack 2 Time tokens" in refused(s, Benefit(True), "restart.arrow-unpaid")
    assert snapshot(s) == before and GAME.legal_moves(s) == [Benefit(False)]


def test_spend_to_gain_pays_once_then_gains():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.benefit.spend == ("time", "time") and e.benefit.gain == ("fragment",))
    _play(s, card)
    act(s, Benefit(True))
    assert p.time == 5 and s.tasks[-1].kind == "place_fragment"
    act(s, GAME.legal_moves(s)[0])
    assert sum(t.count("F") for t in p.tracks) == 1 and s.tasks[-1].kind == "actions" and p.time == 5


def test_spending_an_event_card_discards_the_chosen_card_face_up():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.benefit.spend == ("event",) and e.benefit.gain == ("void",))
    _play(s, card)
    act(s, Benefit(True))
    assert s.tasks[-1].kind == "spend_event" and GAME.to_act(s) == 0
    victim = p.hand[3]
    assert "discard an Event card from your hand" in refused(s, PlayCard(card), "restart.arrow-card-not-in-hand")  # already played
    act(s, PlayCard(victim))
    assert victim not in p.hand and s.discard[-1] == victim and p.void == 2


def test_spending_an_event_card_needs_a_card_in_hand():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.benefit.spend == ("event",) and e.benefit.gain == ("void",))
    _play(s, card)
    s.discard.extend(p.hand)
    p.hand.clear()
    assert "you lack 1 Event card" in refused(s, Benefit(True), "restart.arrow-unpaid")


def test_mission_icon_takes_a_display_card_with_its_adrenaline():
    s = started(2)
    p = s.players[0]
    card = find_event(s, lambda e: e.benefit.gain == ("mission",) and e.benefit.spend == ("adrenaline", "adrenaline"))
    s.display[2][1] = 2
    s.mission_unseen = sorted(s.mission_unseen + p.missions[1:])  # room in the holder
    p.missions = p.missions[:1]
    _play(s, card)
    act(s, Benefit(True))
    assert p.adrenaline == 4 and s.tasks[-1].kind == "take_mission"
    n = len(s.display)
    act(s, TakeMission(2))
    assert p.adrenaline == 6 and len(s.display) == n - 1
    assert GAME.to_act(s) == CHANCE
    m = GAME.chance_outcomes(s)[0].mission
    chance(s, DrawMission(m))
    assert m in p.missions and GAME.invariants(s) == []


def test_a_benefit_s_play_adult_its_adult_cannot_take_is_said_lost_before_it_is_taken():
    """L136: an Adult in an Objective space may not Play Event (Adult); a benefit's Play Adult is
    then skipped when its turn comes. A review paid the Time of 306 Gene Editing (Time -> Play
    Adult + Play Child) and saw the Play Adult vanish unsaid: the benefit's line says it first."""
    from engine.restart.benefits import BenefitChoice
    from engine.restart.state import OBJECTIVE_BASE

    s = started(2)
    s.tasks.append(BenefitChoice(0, 306))
    s.players[0].adult, s.players[0].child = 4, 1  # both on the grid: nothing lost
    assert ";" not in GAME.move_text(s, Benefit(True))
    s.players[0].adult = OBJECTIVE_BASE
    assert GAME.move_text(s, Benefit(True)).endswith(
        "; its Play Adult is lost: your Adult figure is in an Objective space, so you may not "
        "perform this action")
    assert "lost" not in GAME.move_text(s, Benefit(False))
