"""The shared contract suite: seeded random playouts for 2, 3 and 4 players to the end,
invariants after every event, views that encode, exported logs that replay to the same state;
and what a seat's view may never show."""
from __future__ import annotations

import msgspec
import pytest

from engine.core import CHANCE, SeatSpec, Session
from engine.restart import GAME
from engine.restart.content import MISSIONS_BY_NUMBER

from tests.contract import play_random_game


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games(seats):
    session = play_random_game(GAME, seats, 0)  # 200 a seat count under slow
    s = session.state
    assert s.phase == "over" and s.end_reason
    assert s.faults <= 3
    out = GAME.outcome(s)  # how it ended is said once, by the Ending (the reason repeated it)
    assert s.end_reason not in out.reason and out.end_text.lower() == s.end_reason.lower()


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_many(seats):
    for seed in range(200):
        play_random_game(GAME, seats, 1_000 + seed)


def test_registered():
    from engine.registry import GAMES
    assert GAMES["restart"] is GAME


def test_games_reach_time_faults_and_both_endings():
    # plain random games: test_random_games runs the contract's checks on such games
    ends = [_mid_game(seats, 500 + seed, 20_000).state for seats in (2, 3, 4) for seed in range(4)]
    assert all(s.phase == "over" for s in ends)
    assert max(s.faults for s in ends) >= 1
    assert {s.end_reason for s in ends} == {"the third time fault", "the Event deck running out"}


def _mid_game(seats: int, seed: int, events: int) -> Session:
    session = Session(GAME, [SeatSpec(f"bot {i}", "random") for i in range(seats)], seed)
    while session.depth < events and session.step_auto():
        pass
    return session


def _encoded(v) -> str:
    return msgspec.json.encode(v).decode()


@pytest.mark.parametrize("seats", [2, 4])
def test_a_seat_never_sees_what_others_hide(seats):
    for seed in range(3):
        for depth in (120, 400, 900):
            s = _mid_game(seats, seed, depth).state
            for seat in range(seats):
                v = GAME.view(s, seat)
                for j, (pv, p) in enumerate(zip(v.players, s.players)):
                    assert pv.hand_count == len(p.hand)
                    assert pv.deep_buried_count == [len(x) for x in p.deep_buried]
                    if j == seat:
                        assert pv.hand == p.hand and pv.missions == p.missions
                        assert pv.deep_buried == p.deep_buried and pv.objectives == p.objectives
                    else:
                        assert pv.hand == [] and pv.missions == [] and pv.objectives == []
                        assert pv.buried == [] and pv.deep_buried == [] and pv.start_hand == []
                # no deck order, no deck content, no Mission faces on the display
                assert not hasattr(v, "deck") and v.deck_count == len(s.deck) + len(s.deck_bottom)
                assert all(len(slot) == 2 for slot in v.display)
                text = _card_numbers_text(v)
                for j, p in enumerate(s.players):
                    if j == seat:
                        continue
                    # another seat's hidden cards never appear in the view (unless public elsewhere)
                    public = set(v.grid) | set(v.upcoming) | {c for pv in v.players for x in pv.studied for c in x}
                    for c in p.hand + [c for x in p.deep_buried + p.buried for c in x]:
                        if c not in public and v.discard_top != c:
                            assert f"{c}" not in _numbers(text), (seat, j, c)
                    for m in p.missions:
                        if m not in v.players[seat].missions:
                            assert m not in _numbers(text)
            spectator = GAME.view(s, None)
            assert all(pv.hand == [] and pv.missions == [] for pv in spectator.players)


def _card_numbers_text(v) -> str:
    """The view as JSON without figure positions (an Adult on Objective space 2 is at 102,
    which is also an Event card's number), in the players and in the masked table."""
    d = msgspec.to_builtins(v)
    for pv in d["players"] + d["table"]["players"]:
        del pv["adult"], pv["child"]
    return msgspec.json.encode(d).decode()


def _numbers(text: str) -> set:
    import re
    return {int(x) for x in re.findall(r"\d+", text)} | {x for x in re.findall(r"\d+", text)}


def test_the_log_never_names_hidden_cards():
    """describe() is shown to every player: a card drawn to a hand, taken into a holder or
    buried is never named."""
    session = play_random_game(GAME, 3, 7)
    texts = [t for _, _, t in session.texts()]
    events = [e for _, e in session.events()]
    assert len(texts) == len(events)
    state = GAME.initial_state(session.options, 3)
    from engine.restart.events import DrawEvent, DrawMission, PlayCard
    from engine.restart.content import EVENTS_BY_NUMBER
    checked = 0
    for e, text in zip(events, texts):
        t = state.tasks[-1]
        if isinstance(e, DrawEvent) and t.to == "hand":
            assert EVENTS_BY_NUMBER[e.card].name not in text and str(e.card) not in text
            checked += 1
        if isinstance(e, DrawMission):
            assert str(e.mission) not in text
            checked += 1
        if isinstance(e, PlayCard) and t.kind == "bury":
            assert EVENTS_BY_NUMBER[e.card].name not in text
        GAME.apply(state, e)
    assert checked > 20
    assert state == session.state


def test_render_and_help():
    session = _mid_game(3, 2, 300)
    text = GAME.render(GAME.view(session.state, 1))
    assert "Spacetime grid" in text and "Your hand" in text and "Virus track" in text
    assert "Tie-break" in GAME.rules_help() and "Pandemia" in GAME.rules_help()
    for m in session.legal_moves() if session.to_act not in (None, CHANCE) else []:
        assert GAME.describe(session.state, m)
    assert MISSIONS_BY_NUMBER  # content loaded
