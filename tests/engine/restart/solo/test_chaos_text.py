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
    assert line.startswith("Chaos reveals C01 Perception (else Memory) · Perception: Adult to Present 1 · 0 pt; Chaos ")
    assert "moves its Adult to Present 1; plays Event card 116 onto Present 1" in line
    assert s.chaos.discard == []                                   # describing changed nothing


def test_a_memory_card_reads_as_time_gained():
    s = solo()
    last_field(s, "perception")
    s.turn, s.tasks = Turn(seat=CHAOS), []
    push(s, ChaosTurn(CHAOS))
    STEPS.settle(s)
    assert GAME.describe(s, RevealChaos("C01")).endswith("Chaos uses Memory (its fallback); gains 2 Time")
