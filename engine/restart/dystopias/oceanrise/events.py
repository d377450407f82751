"""Oceanrise's events (in Restart's one tagged union, tag field "type"). No chance events: the
Mission faces taken at Mission points are the base game's draws."""
from __future__ import annotations

from engine.restart.events import Ev


class OceanFigure(Ev, frozen=True, tag="ocean_figure"):
    """Plan B: use another player's figure (`seat`'s "adult" or "child") on the Spacetime grid."""
    seat: int
    figure: str


class OceanCircle(Ev, frozen=True, tag="ocean_circle"):
    """The chosen figure's owner circles the leftmost uncircled Contribution number, or not."""
    take: bool


class OceanDraw(Ev, frozen=True, tag="ocean_draw"):
    """Draw one symbol ("W", "L" or "F") in sector `sector` (0-8, 3 x row + column) of the
    action's region."""
    symbol: str
    sector: int


class OceanEnd(Ev, frozen=True, tag="ocean_end"):
    """Stop drawing (the table's numbers are maxima)."""


EVENTS = (OceanFigure, OceanCircle, OceanDraw, OceanEnd)
