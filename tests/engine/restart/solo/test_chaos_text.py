"""Chaos for people (SOLO.md §0.3: no secrets): the seat's view and the board text show Chaos's
whole board (its face-up Missions, its deck, its Chaos-card points, its last turn), and the log
narrates every Chaos turn in words after the event that caused it."""
from __future__ import annotations

from engine.core.steps import push
from engine.restart import GAME
from engine.restart.chaos import CHAOS
from engine.restart.chaos.events import RevealChaos
from engine.restart.chaos.turn import ChaosTurn
from engine.restart.state import Turn
from engine.restart.steps import STEPS

from tests.engine.restart.solo.helpers import chaos_turn, last_field, solo, upcoming


def test_the_view_and_board_show_chaos():
    s = solo()
    last_field(s, "memory")
    chaos_turn(s, "C03")
    v = GAME.view(s, 0)
    assert v.players[CHAOS].name == "Chaos" and v.players[CHAOS].missions == s.players[CHAOS].missions
    assert v.chaos.discard == ["C03"] and v.chaos.prosperity == 1 and v.chaos.deck_count == 11
    text = GAME.render(v)
    assert "Chaos (solo opponent)" in text and "holder (face up)" in text
    assert "Chaos deck (standard): 11 face down, last revealed C03 Perception" in text
    assert "Chaos's last turn: reveals C03; uses Perception; moves its Adult to Future 2" in text
    assert "CA" in text                                            # its Adult on the grid


def test_the_log_narrates_the_chaos_turn_after_its_card():
    s = solo()
    last_field(s, "memory")
    upcoming(s, 116, 103, 101)
    s.turn, s.tasks = Turn(seat=CHAOS), []
    push(s, ChaosTurn(CHAOS))
    STEPS.settle(s)
    line = GAME.describe(s, RevealChaos("C01"))
    assert line.startswith("Chaos reveals C01 Perception (else Memory) · if Perception: Adult to Present 1 · 0 pt; Chaos ")
    assert "moves its Adult to Present 1; plays Event card 116 (Cattle Plague) onto Present 1" in line
    # its benefit, then a Mission paid with it (Time 7 -> 9 -> 7: no change left to say)
    assert line.endswith("gains 2 Time tokens; completes Mission 503 (easy, 4 points) for 2 Time, "
                         "no pattern needed; places a Fragment on Perception")
    assert s.chaos.discard == []                                   # describing changed nothing


def test_a_memory_card_reads_as_time_gained():
    s = solo()
    last_field(s, "perception")
    s.turn, s.tasks = Turn(seat=CHAOS), []
    push(s, ChaosTurn(CHAOS))
    STEPS.settle(s)
    assert GAME.describe(s, RevealChaos("C01")).endswith("Chaos uses Memory (its fallback: Perception was the last field it used); gains 2 Time")


def test_a_choice_in_the_move_list_says_only_what_it_does_not_chaos_s_turn_after_it():
    """A reviewer read "Accept Chaos's shared benefit: Time; Chaos completes Mission 506..." as
    if accepting made Chaos complete the Mission: Chaos's turn is in the log line only."""
    from engine.core import SeatSpec, Session
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("A", "random")], 4, Options(chaos_level="standard"))
    session.advance()
    state, followed = GAME.initial_state(session.options, 1), 0
    for seat, e in session.events():
        if seat == 0:
            line, choice = GAME.describe(state, e), GAME.move_text(state, e)
            assert "; then Chaos: " not in choice and "; Chaos " not in choice
            followed += "; then Chaos: " in line  # the rest of Chaos's turn, named as Chaos's
        GAME.apply(state, e)
    assert followed  # some of them were followed by a Chaos turn


def test_chaos_is_named_chaos_never_by_its_seat_colour_and_its_missions_are_named():
    """A review of a solo season: "Plan B with Blue's Adult" (Chaos's figure, seat 1's colour),
    and "Chaos is dealt an easy Mission card (face down)" though its holder is face up."""
    from engine.restart.dystopias.oceanrise.events import OceanFigure
    from engine.restart.dystopias.oceanrise.text import describe
    from engine.restart.events import DrawMission
    from engine.restart.labels import mission_text
    from engine.restart.missions import MissionFace

    s = solo("oceanrise")
    assert describe(s, OceanFigure(CHAOS, "adult"), "Red").startswith("Plan B with Chaos's Adult")
    push(s, MissionFace(CHAOS, difficulty=0, setup=True))
    mission = s.mission_unseen[0]
    assert GAME.describe(s, DrawMission(mission)) == f"Chaos is dealt the easy Mission card {mission_text(mission)}"
    s.tasks[-1] = MissionFace(0, difficulty=0)
    assert GAME.describe(s, DrawMission(mission)) == "Red takes the Mission card into the card holder (its front hidden from the others)"


def test_what_chaos_does_on_your_turn_is_said_apart_from_its_last_turn():
    """A review saw a Mission Chaos took during the player's Plan B (its Contribution reached a
    Mission point) listed under "Its last turn"."""
    from engine.core import SeatSpec, Session
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("A", "random")], 1, Options(chaos_level="standard", dystopia="oceanrise"))
    session.advance()
    state = GAME.initial_state(session.options, 1)
    for seat, e in session.events():
        line = GAME.describe(state, e)
        GAME.apply(state, e)
        took = [t for t in state.chaos.since if t.startswith("takes display card")]
        if seat == 0 and took and state.turn.seat == 0:
            break
    else:
        raise AssertionError("no Mission taken on the player's turn in this game")
    assert "then Chaos: circles its Contribution space" in line  # the log line of the move says it, and why
    assert f"a Mission point: it takes a Mission; {took[-1]}" in line
    v = GAME.view(state, 0).chaos
    assert took[-1] in v.since and took[-1] not in v.narration and v.narration[0].startswith("reveals")
    assert "Chaos since: " in GAME.render(GAME.view(state, 0))


def test_chaos_s_fragment_at_a_time_fault_is_named_so_though_the_fault_is_said_after_it():
    """The log line read "then Chaos: places a Fragment on Perception; time fault 2 of 3: ..."
    as if the Fragment came first (a review)."""
    from engine.core import SeatSpec, Session
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("A", "random")], 1, Options(chaos_level="standard", dystopia="oceanrise"))
    session.advance()
    faults = [t for _, seat, t in session.texts() if seat == 0 and "time fault 2 of 3" in t]
    assert faults and "then Chaos: places its time fault Fragment on " in faults[0]
    assert all("places a Fragment" not in t for t in faults)


def test_chaos_s_map_symbols_name_the_sector_as_yours_do():
    """A solo review: Chaos "draws lake in sector 1 (a City)" while your own lines read "Draw
    a lake in Future 2, top-left sector": the same words for both."""
    from engine.core import SeatSpec, Session
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("Ann", "random")], 0, Options(dystopia="oceanrise"))
    session.advance()
    lines = [text for _, seat, text in session.texts(None) if "draws a " in text]
    assert lines and "draws a lake in Future 2, top-left sector" in lines[0]
    assert not any(" in sector " in line for line in lines)


def test_chaos_taking_its_share_of_your_benefit_is_said():
    """L148-149: Chaos takes every share of a benefit others may gain; its Time rose on your
    turn with no word in the log (a review)."""
    from engine.core import SeatSpec, Session

    session = Session(GAME, [SeatSpec("A", "random")], 9)
    session.advance()
    state, said = GAME.initial_state(session.options, 1), []
    for seat, e in session.events():
        was, line = state.players[CHAOS].time, GAME.describe(state, e)
        GAME.apply(state, e)
        if seat == 0 and state.turn.seat == 0 and state.players[CHAOS].time > was:
            said.append(line)
    assert said and all("then Chaos: takes its share of your benefit: " in line
                        and "its Time" in line for line in said), said


def test_chaos_s_deep_bury_names_the_upcoming_card_it_takes_not_the_deck_s_top():
    """It said "deep-buries an Event card" of the leftmost Upcoming card, face up before (a
    review); a card from the Event deck's top goes face down unseen (L217)."""
    from engine.restart.chaos import said
    from engine.restart.intelligence import BuryEvent

    s = solo()
    upcoming(s, 116, 103, 101)
    s.turn, s.tasks = Turn(seat=CHAOS), []
    push(s, BuryEvent(CHAOS, icon="deep_bury"))
    STEPS.settle(s)
    assert said(s)[-1] == "deep-buries Event card 116" and 116 in sum(s.players[CHAOS].deep_buried, [])
    s.upcoming = []
    push(s, BuryEvent(CHAOS, icon="deep_bury"))
    STEPS.settle(s)
    GAME.apply(s, GAME.chance_outcomes(s)[0])  # the deck's top card is drawn
    STEPS.settle(s)
    assert said(s)[-1] == "deep-buries the Event deck's top card, unseen"
    assert len(sum(s.players[CHAOS].deep_buried, [])) == 2


def test_chaos_s_share_of_an_event_card_is_said_to_give_it_nothing():
    """"takes its share of your benefit: Event; does not use the benefit's Event card" said
    one thing and then its opposite (helper-296)."""
    from engine.restart.chaos import said
    from engine.restart.events import Benefit, ChooseField, PlayCard, TakeEvent, UseAction
    from tests.engine.restart.helpers import act, draw_all, take_card
    from tests.engine.restart.solo.helpers import space

    s = solo()
    you = s.players[0]
    you.adult, you.child = space("present", 2), space("past", 1)
    you.field, you.turns, you.start_hand = 2, 3, []
    you.hand.append(take_card(s, 120))  # Insect Protein: 2 Event cards; others an Event card
    for e in (ChooseField("perception"), UseAction("play_adult"), PlayCard(120), Benefit(True)):
        act(s, e)
    while s.tasks[-1].kind == "gain_event" and s.tasks[-1].seat == 0:  # your own two, from the deck
        act(s, TakeEvent(-1))
        draw_all(s)
    assert said(s)[-1] == "its share of your benefit (Event) gives it nothing: Chaos ignores Event cards"
    assert not any("takes its share" in line or "does not use" in line for line in said(s))
