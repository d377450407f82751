"""Hidden information: a seat sees its own hand, card holder, Buried and Deep Buried cards; of
another seat only counts. Buried cards are face up but "Other players may not look at this card
during the game" (Bury Event Action), so they are hidden like Deep Buried ones. The Event deck
shows only its size, the Mission display only difficulty and Adrenaline."""
from __future__ import annotations

import msgspec

from engine.restart.content import MISSIONS_BY_NUMBER

from tests.engine.restart.helpers import GAME, find_event, started, take_card


def _laid_out():
    s = started(3)
    for i, p in enumerate(s.players):
        p.buried[0].append(take_card(s, find_event(s, lambda e: e.field == "perception")))
        p.deep_buried[1].append(take_card(s, find_event(s, lambda e: e.field == "intelligence")))
        p.studied[2].append(take_card(s, find_event(s, lambda e: e.field == "memory")))
    s.players[1].objectives = [s.objective_box.pop(0)]
    s.deck_bottom.append(take_card(s, s.deck[0]))
    s.display[0][1] = 2
    return s


def test_a_seat_sees_its_own_hidden_cards():
    s = _laid_out()
    v = GAME.view(s, 1)
    me, p = v.players[1], s.players[1]
    assert me.hand == p.hand and me.missions == p.missions and me.objectives == p.objectives
    assert me.buried == p.buried and me.deep_buried == p.deep_buried


def test_another_seats_hand_holder_buried_and_deep_buried_are_hidden():
    s = _laid_out()
    v = GAME.view(s, 0)
    for j in (1, 2):
        pv, p = v.players[j], s.players[j]
        assert pv.hand == [] and pv.start_hand == [] and pv.hand_count == len(p.hand)
        assert pv.missions == [] and pv.objectives == []
        assert pv.holder_count == len(p.missions) + len(p.objectives)
        assert pv.buried == [] and pv.deep_buried == []
        assert pv.buried_count == [1, 0, 0] and pv.deep_buried_count == [0, 1, 0]
        assert pv.studied == p.studied                         # Studied cards are public
        numbers = _numbers(msgspec.json.encode(v).decode())
        for c in p.hand + p.missions + p.buried[0] + p.deep_buried[1]:
            assert c not in numbers, c                         # not anywhere in the view


def test_no_deck_order_and_no_mission_faces():
    s = _laid_out()
    for seat in (0, 1, 2, None):
        v = GAME.view(s, seat)
        fields = set(msgspec.structs.asdict(v))
        assert not fields & {"deck", "deck_bottom", "mission_unseen", "tasks"}
        assert v.deck_count == len(s.deck) + len(s.deck_bottom)
        assert v.display == s.display and v.display[0] == [0, 2]
        assert all(len(slot) == 2 and slot[0] in (0, 1, 2) for slot in v.display)
        numbers = _numbers(msgspec.json.encode(v).decode())
        for m in s.mission_unseen:                              # no face of the display or deck
            assert m not in numbers, m
        assert s.deck_bottom[0] not in numbers


def test_spectator_sees_no_hand_or_holder():
    s = _laid_out()
    v = GAME.view(s, None)
    assert all(pv.hand == [] and pv.missions == [] and pv.buried == [] and pv.deep_buried == []
               for pv in v.players)


def test_completed_and_discarded_missions_show_as_printed():
    s = _laid_out()
    p = s.players[2]
    done = [m for m in s.mission_unseen if MISSIONS_BY_NUMBER[m].difficulty == "easy"][:2]
    for m in done:
        s.mission_unseen.remove(m)
    p.completed, p.discarded_missions = [done[0]], [done[1]]
    v = GAME.view(s, 0)
    assert v.players[2].completed == [done[0]]                  # face up beside the Mind board
    assert v.players[2].discarded_missions == ["easy"]          # face down: only the dots
    assert done[1] not in _numbers(msgspec.json.encode(v).decode())


def _numbers(text: str) -> set[int]:
    import re
    return {int(x) for x in re.findall(r"\d+", text)}
