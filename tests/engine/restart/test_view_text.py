"""Restart's text for people: describe() goes to every player's log, so chance events and moves
that put cards into hidden places (hands, card holders, Bury / Deep Bury, the deck bottom) name
no card; the board text shows what a player decides with."""
from __future__ import annotations

import random
import re

from engine.core import CHANCE, SeatSpec, Session
from engine.restart import GAME
from engine.restart.content import EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart.events import (DiscardHolder, DrawEvent, DrawMission, PlayCard, ReturnCard,
                                   TakeMission)

SEATS = [SeatSpec("Ann"), SeatSpec("Bot 2", "random"), SeatSpec("Bot 3", "random")]


def names_a_card(text: str, card: int) -> bool:
    if 100 <= card < 500:  # Event
        return EVENTS_BY_NUMBER[card].name in text or str(card) in text
    return str(card) in text  # Mission numbers


def hidden_cards(s, e) -> list[int]:
    """The cards `e` (from state s) moves out of sight, or whose face stays unknown to others."""
    t = s.tasks[-1]
    if isinstance(e, DrawEvent) and t.to == "hand":
        return [e.card]
    if isinstance(e, DrawMission):
        return [e.mission]
    if isinstance(e, ReturnCard):
        return [e.card]
    if isinstance(e, PlayCard) and t.kind == "bury":
        return [e.card]
    if isinstance(e, DiscardHolder) and e.kind == "mission":
        return [e.card]
    return []


def play_checking(seed: int) -> tuple[int, dict]:
    """A random 3-player game; every event and every legal move offered on the way is checked."""
    session = Session(GAME, SEATS, seed)
    rng = random.Random(seed)
    s = GAME.initial_state(session.options, 3)
    checked: dict[str, int] = {}

    def check(s, e) -> None:
        text = GAME.describe(s, e)
        assert text and "Ev(" not in text and not text.startswith(type(e).__name__ + "(")
        for card in hidden_cards(s, e):
            assert not names_a_card(text, card), (e, text)
            checked[type(e).__name__] = checked.get(type(e).__name__, 0) + 1
        if isinstance(e, TakeMission):
            assert not any(str(m) in text.split() for m in MISSIONS_BY_NUMBER)

    while not session.over:
        if session.to_act not in (None, CHANCE) and not session.seats[session.to_act].is_bot:
            for m in session.legal_moves():
                check(session.state, m)
            session.apply(rng.choice(session.legal_moves()))
        session.advance()
    for _, e in session.events():
        check(s, e)
        GAME.apply(s, e)
    assert s == session.state
    return session.depth, checked


def test_describe_names_no_hidden_card():
    total: dict[str, int] = {}
    for seed in (1, 2):
        _, checked = play_checking(seed)
        for k, n in checked.items():
            total[k] = total.get(k, 0) + n
    assert total.get("DrawEvent", 0) > 50 and total.get("DrawMission", 0) > 5
    assert total.get("ReturnCard", 0) > 0 and total.get("PlayCard", 0) > 0


def test_chance_lines_are_short_and_name_whom_they_concern():
    session = Session(GAME, SEATS, 4)
    session.advance()
    texts = [t for _, seat, t in session.texts() if seat == CHANCE]
    assert any("draws an Event card" in t for t in texts)
    assert any(t.startswith("Objective space 1:") for t in texts)
    assert all(len(t) <= 80 for t in texts)


def test_board_text_shows_what_a_player_decides_with():
    session = Session(GAME, SEATS, 3)
    session.advance()
    s = session.state
    text = GAME.render(GAME.view(s, 0))
    me = s.players[0]
    assert text.splitlines()[0].startswith("Turn: Red (you)")
    assert ">> Red (you):" in text  # the pending decision, near the top
    # to anyone else, the prompt worded to Red is Red's, quoted (a review read "your" as its own)
    prompt = GAME.view(s, 0).prompt
    for viewer in (None, 1):
        assert f'>> Red to act, asked: "{prompt}"' in GAME.render(GAME.view(s, viewer))
    for card in me.hand:
        assert EVENTS_BY_NUMBER[card].name in text  # my hand, by name
    for m in me.missions:
        assert str(m) in text  # my holder
    for o in s.objectives:
        assert OBJECTIVES[o].name in text
    for part in ("Spacetime grid", "Upcoming:", "Your hand", "Your Mind", "Mission display",
                 "Virus track", "Cure track", "Time 7"):
        assert part in text
    # someone else's view: my hand and holder are not in it
    other = GAME.render(GAME.view(s, 1))
    assert "Your hand" in other and "Turn: Red" in other and "(you)" not in other.splitlines()[0]
    for card in me.hand:
        if card not in s.players[1].hand:
            assert EVENTS_BY_NUMBER[card].name not in other.split("Upcoming:")[1]
    public = GAME.render(GAME.view(s, None))
    assert "Your hand" not in public


def test_articles_and_plurals_read_right():
    """A reviewer read "Discard a easy Mission face down", "(1 hard Missions done)", and
    "Take display Mission 1" after taking the third."""
    from engine.core.words import a_or_an
    from engine.restart.labels import objective_text

    assert [a_or_an(d) for d in ("easy", "medium", "hard")] == ["an easy", "a medium", "a hard"]
    assert [a_or_an(k) for k in ("X", "Y")] == ["an X", "a Y"]  # Chromosome cards ("an Y card": a review)
    from engine.core.words import possessive  # "Take Orbital Mirrors's benefit" (a newcomer)
    assert (possessive("Orbital Mirrors"), possessive("Chaos Engine")) == ("Orbital Mirrors'", "Chaos Engine's")
    texts = {OBJECTIVES[k].condition.count: objective_text(k) for k in range(len(OBJECTIVES))
             if OBJECTIVES[k].condition.kind == "completed_missions"}
    assert "(1 hard Mission done)" in texts[1] and "Missions done)" in texts[2]
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    session.advance()
    discards = [t for _, _, t in session.texts() if "Mission face down" in t]
    assert discards and not any("a easy" in t for t in discards)
    # a face-down display Mission taken: the log names no slot (alike ones read alike, so it
    # named the first alike slot, not the one chosen); the mover's own list names the slot
    takes = [t for _, _, t in session.texts() if "from the display" in t]
    assert takes and all(re.search(r"Take an? (easy|medium|hard) Mission from the display", t) for t in takes)


def test_a_field_where_no_action_can_start_says_so_in_the_movers_list():
    """Oceanrise's first turn: Intelligence's Plans need an Adult or another player's figure
    on the grid; a player put the marker there and lost the turn without a word."""
    from engine.restart.events import ChooseField
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("A"), SeatSpec("B", "greedy"), SeatSpec("C", "greedy")], 0,
                      Options(dystopia="oceanrise"))
    session.advance()
    while not any(isinstance(m, ChooseField) for m in session.legal_moves()):
        session.apply(session.legal_moves()[0])
        session.advance()
    texts = {m.field: session.move_text(m) for m in session.legal_moves() if isinstance(m, ChooseField)}
    assert texts["intelligence"].endswith("(none of its actions can start now)")
    assert not texts["memory"].endswith("now)")
    assert GAME.describe(session.state, ChooseField("intelligence")) == "Action marker on Intelligence"


def test_objective_spaces_before_the_deal_are_not_called_taken():
    """The replay viewer at event 0 read "1 (taken) 2 (taken) 3 (taken)" before any
    Objective was dealt (a review)."""
    from engine.restart.render import render

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], 3)
    text = render(session.view(0))
    assert session.state.phase == "setup" and "(taken)" not in text
    assert text.count("(not dealt yet)") == len(session.state.objectives)


def test_the_players_line_names_discarded_missions_and_objectives_apart():
    """"Missions 4 (discarded 2)" counted a discarded Objective as a Mission (a review)."""
    session = Session(GAME, SEATS, 3)
    session.advance()
    s = session.state
    s.players[1].discarded_missions = [s.players[1].missions[0]]
    s.players[1].discarded_objectives = [s.objectives[0]]
    text = GAME.render(GAME.view(s, 0))
    assert "Missions 0 (discarded 1 Mission, 1 Objective)" in text, text
