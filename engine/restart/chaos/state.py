"""Chaos's slice of the state (State.chaos; None unless the game is solo)."""
from __future__ import annotations

import msgspec


class ChaosState(msgspec.Struct):
    level: str                     # the deck's level (chaos_deck.json `levels`)
    deck: list[str]                # the face-down Chaos deck, unordered (sorted): a draw reveals one
    discard: list[str] = []        # revealed cards, last on top (face up)
    prosperity: int = 0            # the "Chaos cards" score line so far
    narration: list[str] = []      # what Chaos did in its current (or last) turn, in words
    since: list[str] = []          # what it did since, on your turn or its time fault (a Mission
                                   # its Contribution reached in your Plan B read as its last turn's)
    ruleset4: bool = False         # a game of ruleset 4 (Options.ruleset4): it pays a black arrow's
                                   # price for gains it ignores all of (SOLO.md 6.1)
