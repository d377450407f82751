"""Extinction's slice of the state (State.dyst, tagged "extinction"). A card is "X5" / "Y8";
cards of one type and value are identical. The decks are unordered piles (sorted lists; a chance
event draws one card), like the Event deck."""
from __future__ import annotations

import msgspec


class ExtinctionState(msgspec.Struct, tag="extinction", tag_field="dystopia"):
    x_deck: list[str]              # the X Chromosome deck, sorted
    y_deck: list[str]
    display: list[str]             # positions 1-6 (index 0-5); "" = empty
    columns: list[list[list[str]]]  # per seat: four columns, first placed -> last placed (movable)
    freezer: list[list[str]]       # per seat, face down: the values only its owner sees
    # the Plan action in progress
    plan: str = ""                 # "plan_a" (X cards) or "plan_b" (Y cards); "" between actions
    moves: int = 0                 # cards moved this action
    took: bool = False             # the one Take of the action is done
    taken: str = ""                # the card taken and not yet placed
    from_display: int = 0          # display position taken from (1-6; 0 = none)
    before: list[int] = []         # [X total, Y total] (columns + Freezer) when the action began
    # cards put face down on the bottom of their deck (solo Chaos, L549-550), first put first; each
    # is also in its deck, and is drawn only when the rest of its deck is gone
    bottom: list[str] = []


STATE = ExtinctionState
