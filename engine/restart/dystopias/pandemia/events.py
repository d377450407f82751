"""Pandemia's events (in Restart's one tagged union, tag field "type")."""
from __future__ import annotations

from engine.restart.events import Drawn, Ev


class RollDie(Drawn, frozen=True, tag="roll_die"):
    """One Pandemia die lands on a face (virus, cure or star; repeated to weight 3/2/1)."""
    face: str


class SetDie(Ev, frozen=True, tag="set_die"):
    """Before rolling (Perception crystals): set one die to virus or cure."""
    face: str


class Roll(Ev, frozen=True, tag="roll"):
    """Roll the dice not set."""


class MarkReroll(Ev, frozen=True, tag="mark_reroll"):
    """After rolling (Memory crystals): choose die `die` (0-5) to reroll."""
    die: int


class Reroll(Ev, frozen=True, tag="reroll"):
    """Reroll the chosen dice once (none chosen: keep the roll)."""


class BoostStars(Ev, frozen=True, tag="boost_stars"):
    """Intelligence crystals: count `count` star faces as +2."""
    count: int


EVENTS = (RollDie, SetDie, Roll, MarkReroll, Reroll, BoostStars)
