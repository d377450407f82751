"""Anomie's events (in Restart's one tagged union, tag field "type"). No chance events: setup
is fixed and the Missions taken at Mission points are the base game's draws. `token` is the
seat's Senator 0 or 1; `direction` is up, down, left or right on the board as printed."""
from __future__ import annotations

from engine.restart.events import Ev


class AnomieManeuver(Ev, frozen=True, tag="anomie_maneuver"):
    """Before the Plan action (Intelligence crystals): jump the Senator in a straight line
    through non-empty spaces to the first empty one."""
    token: int
    direction: str


class AnomieMove(Ev, frozen=True, tag="anomie_move"):
    """Move a Senator alone on its space to the orthogonally adjacent empty space."""
    token: int
    direction: str


class AnomieSupport(Ev, frozen=True, tag="anomie_support"):
    """Memory crystals: move a Senator under the stack on the adjacent Law (Plan A) or Bill
    (Plan B) space."""
    token: int
    direction: str


class AnomieBreakout(Ev, frozen=True, tag="anomie_breakout"):
    """A Senator under others goes to one of its colour's starting spaces ("left", "middle",
    "right") that has no Senator."""
    token: int
    start: str


class AnomieTakeBenefit(Ev, frozen=True, tag="anomie_take_benefit"):
    """The opponent directly above a supporting Senator gains the space's benefit, or not."""
    take: bool


class AnomieExtraBill(Ev, frozen=True, tag="anomie_extra_bill"):
    """6 Perception crystals, Plan B on a Bill space: the other Bill track that also advances."""
    track: str


class AnomieEnd(Ev, frozen=True, tag="anomie_end"):
    """Forego the rest of the Plan action."""


EVENTS = (AnomieManeuver, AnomieMove, AnomieSupport, AnomieBreakout, AnomieTakeBenefit,
          AnomieExtraBill, AnomieEnd)
