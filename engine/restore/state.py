"""Restore's mutable state. It round-trips through msgpack: only lists, ints, strs, bools and
Structs (no sets, no tuple keys). Board cells are numbered as in the shape (content.Shape)."""
from __future__ import annotations

import enum

import msgspec

from engine.restore.content import Placement


class Ending(enum.StrEnum):
    """How a game of Restore ended (Outcome.end); each value reads as words."""
    BOARDS_FULL = "both-boards-full"  # the last empty space of both Player Boards is filled
    THIRD_MARKER = "third-mission-marker"  # a third Mission Completion Marker: instant win
    # Unreachable with the shipped content (22 spaces a board: the bag always holds enough).
    BAG_EMPTY = "bag-empty"


class Options(msgspec.Struct, forbid_unknown_fields=True):
    shape: str = "londra-nova"  # one of the eight named shapes (ignored with custom_shape)
    custom_shape: bool = False  # Variant 1: seat 0 builds the shape during setup
    volcanoes: int = 1  # Variant 1: how many Volcano Tiles are used (0-2)
    lake_variant: bool = False  # Variant 2: lakes score the trees of their region


class Player(msgspec.Struct):
    energy: int
    board: list[int] = []  # per cell of the shape: disc id, -1 when there is none
    tiles: list[int] = msgspec.field(default_factory=lambda: [-1, -1, -1])  # bonus tile on the brown/sky/green ruin space, -1: the ruin
    worker: int = -1  # cell of the Worker (the Starting Tile at first)
    collector: int = -1  # main-board edge space 0-3, -1 before it is first placed
    markers: int = 0  # Mission Completion Markers taken
    rewarded: list[int] = []  # cells of Mission discs that already earned their marker


class State(msgspec.Struct):
    shape: str  # slug of the named shape, or "custom"
    lake_variant: bool
    volcano_count: int
    players: list[Player]
    main: list[int]  # 16 main-board spaces (row * 4 + column): disc id or -1
    bag: list[int]  # disc ids in the bag, kept sorted (a bag has no order)
    supply: int  # Energy Tokens in the general supply
    piles: list[list[int]]  # bonus piles, bottom to top
    extras: list[int]  # extra bonus tiles not dealt yet (the box after setup)
    markers_left: int
    phase: str  # build, deal, fill, first_collector, collect, replenish, place, bonus, over
    turn: int = 0  # seat whose turn it is
    held: int = -1  # the disc taken in step 1, until placed
    replenished: bool = False  # the main board was replenished this turn
    bonus_region: int = -1  # region completed, waiting for its bonus tile
    winner: int = -1  # instant winner
    end: str = ""  # an Ending once the game is over
    turns_played: int = 0
    # Variant 1 layout under construction (and, once confirmed, the custom shape itself)
    start: list[int] = []
    volcanoes: list[list[int]] = []
    modules: list[Placement] = []
