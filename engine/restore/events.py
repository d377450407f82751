"""Every Restore event: one tagged union (tag field "type"), decisions and chance outcomes."""
from __future__ import annotations

import msgspec


class Ev(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    pass


# -- chance ------------------------------------------------------------------------------------
class DealBonus(Ev, frozen=True, tag="deal_bonus"):
    """Setup: an extra bonus tile drawn at random onto the next pile (two per pile)."""
    tile: int


class DrawDisc(Ev, frozen=True, tag="draw_disc"):
    """A disc drawn from the bag onto the next empty main-board space along the fill path."""
    disc: int


# -- Variant 1: building a custom board shape (seat 0) ----------------------------------------
class PlaceStart(Ev, frozen=True, tag="place_start"):
    q: int
    r: int


class PlaceVolcano(Ev, frozen=True, tag="place_volcano"):
    q: int
    r: int


class PlaceModule(Ev, frozen=True, tag="place_module"):
    module: str
    q: int
    r: int
    rot: int  # turned rot * 60 degrees clockwise


class LiftModule(Ev, frozen=True, tag="lift_module"):
    module: str


class LiftTiles(Ev, frozen=True, tag="lift_tiles"):
    """Take the Starting Tile and Volcano Tiles back (no module on the table), to lay them
    again: a configuration no layout can surround would otherwise never leave setup."""


class ConfirmLayout(Ev, frozen=True, tag="confirm_layout"):
    pass


# -- setup and turns ---------------------------------------------------------------------------
class SetCollector(Ev, frozen=True, tag="set_collector"):
    """Setup step 8: the other player (seat 1) puts their Collector on one of their spaces."""
    space: int


class Replenish(Ev, frozen=True, tag="replenish"):
    """Step 1: pay 2 Energy to replenish the main board before choosing."""


class Collect(Ev, frozen=True, tag="collect"):
    """Step 1: put your Collector on space 0-3 and take the disc at the intersection."""
    space: int


class Place(Ev, frozen=True, tag="place"):
    """Step 2: the disc goes on `cell` of your board; `paid` spends 2 Energy to ignore
    adjacency to your Worker."""
    cell: int
    paid: bool = False


class TakeBonus(Ev, frozen=True, tag="take_bonus"):
    """Step 3: a completed region takes the top tile of bonus pile 0-2."""
    pile: int


Event = (DealBonus | DrawDisc | PlaceStart | PlaceVolcano | PlaceModule | LiftModule | LiftTiles
         | ConfirmLayout | SetCollector | Replenish | Collect | Place | TakeBonus)
