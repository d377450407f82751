"""Solo Restart: Chaos, the solo opponent (SOLO.md). Chaos is a player of the rules (players[CHAOS],
so every rule that counts players counts it) but not a seat of the kernel: it acts only through
chance draws of its deck and fixed rules, never by a bot's choice.

- content.py: the Chaos deck and its levels (data/chaos_deck.json)
- state.py:   Chaos's own slice (State.chaos: its deck, discard pile, Chaos-card points, narration)
- turn.py:    a Chaos turn: reveal a card, its field's actions, rift, Prosperity
- answers.py: Chaos's answers whenever a base-game step asks the Chaos player (the step
              machine's watch calls it): its Fragments, Missions, holder, benefits, dice...
- plans.py:   which Plan action Chaos performs, per dystopia (SOLO.md §9)
"""
from __future__ import annotations

CHAOS = 1  # Chaos's index in State.players; the one seat of a solo game is 0


def is_chaos(s, seat: int) -> bool:
    return s.chaos is not None and seat == CHAOS


def said(s) -> list[str]:
    """The lines of what Chaos does now: its turn's, or those since it (view, log)."""
    return s.chaos.narration if s.turn.seat == CHAOS else s.chaos.since


def say(s, text: str) -> None:
    """A line of what Chaos does now, for its narrated turn or what it did since."""
    said(s).append(text)
