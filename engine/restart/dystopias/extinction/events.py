"""Extinction's events (in Restart's one tagged union, tag field "type")."""
from __future__ import annotations

from engine.restart.events import Drawn, Ev


class ChromosomeDrawn(Drawn, frozen=True, tag="chromosome_drawn"):
    """The top card of a Chromosome deck (an unordered pile: one of its cards)."""
    card: str


class ChromosomeSlot(Drawn, frozen=True, tag="chromosome_slot"):
    """Setup: the three X and three Y cards shuffled together; the type of the next display
    position ("X" or "Y"), weighted by the cards of each type still to place."""
    kind: str


class ChromosomeMove(Ev, frozen=True, tag="chromosome_move"):
    """Intelligence crystals: the last placed card of column `src` onto column `dst` (0-3)."""
    src: int
    dst: int


class ChromosomeUnfreeze(Ev, frozen=True, tag="chromosome_unfreeze"):
    """A card from the Freezer onto column `column` (0-3)."""
    card: str
    column: int


class ChromosomeTakeDeck(Ev, frozen=True, tag="chromosome_take_deck"):
    """Take the top card of the Plan's deck (X for Plan A, Y for Plan B)."""


class ChromosomeTakeDisplay(Ev, frozen=True, tag="chromosome_take_display"):
    """Memory crystals: take the card at display position `position` (1-6)."""
    position: int


class ChromosomePlace(Ev, frozen=True, tag="chromosome_place"):
    """The card just taken goes onto column `column` (0-3), or -1: into the Freezer."""
    column: int


class ChromosomeEnd(Ev, frozen=True, tag="chromosome_end"):
    """End the Plan action (then the Freezer limit, the display refill, Mission points)."""


EVENTS = (ChromosomeDrawn, ChromosomeSlot, ChromosomeMove, ChromosomeUnfreeze, ChromosomeTakeDeck,
          ChromosomeTakeDisplay, ChromosomePlace, ChromosomeEnd)
