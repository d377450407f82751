"""Restore's content, loaded once from data/*.json into typed frozen Structs and validated.

Everything the rulebook prints is checked here at import (60 discs, paw prints = copies,
Bear 1 and Frog 5, 15 bonus tiles, 2/3/4-point basic tiles, the five mission requirements,
module sizes, the 4x4 main board and its fill path). Values the rulebook does not print are
explained in NOTES.md. Board shapes are turned into `Shape` objects with their adjacency
precomputed, so the fold and the scoring never do geometry.
"""
from __future__ import annotations

from operator import itemgetter
from pathlib import Path
from typing import Literal

import msgspec

from engine.core.errors import ContentError
from engine.core.words import counted
from engine.restore import geometry

DATA = Path(__file__).parent / "data"

Kind = Literal["animal", "forest", "lake", "purifier", "mission"]
Counts = Literal["vent", "lake", "energy", "type", "animal", "mission"]
Effect = Literal["points", "as_animal", "as_lake", "as_forest", "per_region",
                 "reduce_missions", "per_adjacent_vent"]
RegionName = Literal["brown", "sky", "green", "purple"]

REGIONS = ("brown", "sky", "green", "purple")
REGION_TITLES = ("Brown (Wasteland)", "Sky Blue (City)", "Green (Radioactive)", "Purple (Factory)")
BONUS_REGIONS = (0, 1, 2)  # regions with a ruin space, completed for a bonus tile
TYPES = ("Animal", "Forest", "Lake", "Purifier", "Mission", "Bonus")
KIND_TYPE = {"animal": "Animal", "forest": "Forest", "lake": "Lake", "purifier": "Purifier",
             "mission": "Mission"}
MISSION_NEEDS = {"lake": 5, "animal": 7, "forest": 6, "purifier": 5, "mission": 3}
MISSION_LETTERS = {"lake": "L", "animal": "A", "forest": "F", "purifier": "P", "mission": "M"}
# What a per-region bonus tile counts, in two letters.
COUNT_CODES = {"vent": "Vt", "lake": "Lk", "energy": "En", "type": "Ty", "animal": "An",
               "mission": "Mi"}
ANIMAL_POINTS = (0, 1, 3, 6, 10, 15, 21, 28, 36)  # by number of species in the group


class Disc(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: int
    kind: Kind
    energy: int = 0  # energy icons
    species: str | None = None
    paws: int = 0
    trees: int = 0
    vents: int = 0
    requires: Kind | None = None  # mission discs

    @property
    def label(self) -> str:
        return self.board_label()

    def board_label(self, reduce: int = 0) -> str:
        """`label` on a board whose owner's Mission requirements are `reduce` lower, as
        `board_code`: a Mission names what it needs there."""
        if self.kind == "animal":
            return self.species or "Animal"
        if self.kind == "forest":
            return f"Forest ({counted(self.trees, 'tree')})"
        if self.kind == "purifier":
            return f"Purifier ({counted(self.vents, 'vent')})"
        if self.kind == "mission":
            return (f"Mission ({MISSION_NEEDS[self.requires] - reduce}+ {self.requires}"
                    + (", 1 less by the bonus tile)" if reduce else ")"))
        return "Lake"

    @property
    def code(self) -> str:
        """Four cells for a board space, the same on every screen and in `rewind replay`:
        an animal's species (Wolf), F3 (forest, 3 trees), P2 (purifier, 2 vents), Lk (lake),
        M5L (mission: 5+ lakes), then one * per Energy icon where it fits."""
        return self.board_code()

    def board_code(self, reduce: int = 0) -> str:
        """`code` on a board whose owner's Mission requirements are `reduce` lower (the -1Mi
        bonus tile): a Mission shows what it needs there (M7A read as 7 beside the tile)."""
        if self.kind == "animal":
            return (self.species or "Ani")[:4].ljust(4)
        if self.kind == "forest":
            body = f"F{self.trees}"
        elif self.kind == "purifier":
            body = f"P{self.vents}"
        elif self.kind == "mission":
            body = f"M{MISSION_NEEDS[self.requires] - reduce}{MISSION_LETTERS[self.requires]}"
        else:
            body = "Lk"
        return (body + ("*" * self.energy).rjust(4 - len(body))).ljust(4)[:4]


class BonusTile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: int
    basic: bool
    effect: Effect
    points: int
    text: str
    counts: Counts | None = None
    trees: int = 0

    @property
    def code(self) -> str:
        """Four cells read off the effect: 2pts, =Ani, =Lak, =Fo2, 1/Vt (1 point per Vent in
        the region), -1Mi (one Mission fewer needed), 1/aV (1 point per adjacent Vent)."""
        return {
            "points": f"{self.points}pts",
            "as_animal": "=Ani",
            "as_lake": "=Lak",
            "as_forest": f"=Fo{self.trees}",
            "per_region": f"{self.points}/{COUNT_CODES.get(self.counts, '??')}",
            "reduce_missions": "-1Mi",
            "per_adjacent_vent": f"{self.points}/aV",
        }[self.effect][:4].ljust(4)

    @property
    def type(self) -> str:
        return {"as_animal": "Animal", "as_lake": "Lake", "as_forest": "Forest"}.get(self.effect, "Bonus")


class Module(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    region: RegionName
    title: str
    cells: list[tuple[int, int]]
    ruin: tuple[int, int] | None


class Placement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    module: str
    q: int
    r: int
    rot: int


class ShapeSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    slug: str
    name: str
    tutorial: bool
    start: tuple[int, int]
    volcanoes: list[tuple[int, int]]
    modules: list[Placement]


class MainBoardSpec(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    size: int
    fill_path: list[tuple[int, int]]
    collector_labels: list[list[str]]


class _Discs(msgspec.Struct):
    discs: list[Disc]


class _Tiles(msgspec.Struct):
    tiles: list[BonusTile]


class _Modules(msgspec.Struct):
    grid_radius: int
    modules: list[Module]


class _Shapes(msgspec.Struct):
    shapes: list[ShapeSpec]


def _load(name: str, typ):
    return msgspec.json.decode((DATA / name).read_bytes(), type=typ)


def _need(cond: bool, what: str) -> None:
    if not cond:
        raise ContentError(f"Restore content: {what}", "restore.content")


# -- shapes ----------------------------------------------------------------------------------
class Shape:
    """A player board shape with everything the rules need precomputed. Cells are numbered
    by row then column; `adj[i]` lists the board cells next to cell i."""

    __slots__ = ("slug", "name", "tutorial", "start", "volcanoes", "placements", "coords",
                 "kind", "region", "module", "adj", "start_cell", "spaces", "region_spaces",
                 "region_cells", "ruin_cell", "index", "along_region", "off_spaces", "adj_spaces",
                 "labels")

    def __init__(self, slug, name, tutorial, start, volcanoes, placements):
        self.slug, self.name, self.tutorial = slug, name, tutorial
        self.start = tuple(start)
        self.volcanoes = tuple(tuple(v) for v in volcanoes)
        self.placements = tuple(placements)
        problem = geometry.layout_problem(self.start, self.volcanoes, module_hexes(placements),
                                          GRID_RADIUS)
        if problem:
            raise ContentError(f"shape {name}: {problem}", "restore.shape")
        info: dict[tuple[int, int], tuple[str, int, str]] = {self.start: ("start", -1, "start")}
        for v in self.volcanoes:
            info[v] = ("volcano", -1, "volcano")
        for p in placements:
            m = MODULES[p.module]
            for local, h in zip(m.cells, geometry.place(m.cells, p.q, p.r, p.rot)):
                kind = "ruin" if m.ruin is not None and tuple(local) == tuple(m.ruin) else "space"
                info[h] = (kind, REGIONS.index(m.region), m.id)
        self.coords = tuple(sorted(info, key=lambda h: (h[1], h[0])))
        self.index = {h: i for i, h in enumerate(self.coords)}
        self.kind = tuple(info[h][0] for h in self.coords)
        self.region = tuple(info[h][1] for h in self.coords)
        self.module = tuple(info[h][2] for h in self.coords)
        self.adj = tuple(tuple(self.index[n] for n in geometry.neighbours(*h) if n in self.index)
                         for h in self.coords)
        self.start_cell = self.index[self.start]
        self.spaces = tuple(i for i, k in enumerate(self.kind) if k == "space")
        # the spaces next to each cell, in cell order: where a disc may go beside the Worker
        self.adj_spaces = tuple(tuple(sorted(n for n in a if self.kind[n] == "space")) for a in self.adj)
        self.region_spaces = tuple(tuple(i for i in self.spaces if self.region[i] == g)
                                   for g in range(len(REGIONS)))
        self.region_cells = tuple(tuple(i for i in range(len(self.coords)) if self.region[i] == g)
                                  for g in range(len(REGIONS)))
        self.ruin_cell = tuple(next(i for i, k in enumerate(self.kind)
                                    if k == "ruin" and self.region[i] == g) for g in BONUS_REGIONS)
        # per region, a function reading a board's spaces of the region as a tuple, in C
        self.along_region = tuple(_reader(cells) for cells in self.region_spaces)
        self.off_spaces = len(self.coords) - len(self.spaces)  # cells no disc goes on: a full board has this many -1
        # each cell's name for people: row letter (a = top row) and place in the row, e.g. "c4"
        rows, count, labels = sorted({r for _, r in self.coords}), {}, []
        for _, r in self.coords:
            count[r] = count.get(r, 0) + 1
            labels.append(f"{chr(ord('a') + rows.index(r))}{count[r]}")
        self.labels = tuple(labels)

    def __len__(self) -> int:
        return len(self.coords)


def _reader(cells: tuple[int, ...]):
    """A function giving the items of a list at `cells`, always as a tuple."""
    if len(cells) > 1:
        return itemgetter(*cells)
    return lambda items: tuple(items[i] for i in cells)


def module_hexes(placements) -> list[tuple[str, list[tuple[int, int]]]]:
    return [(p.module, geometry.place(MODULES[p.module].cells, p.q, p.r, p.rot)) for p in placements]


_custom_cache: dict[str, Shape] = {}


def custom_shape(start, volcanoes, placements) -> Shape:
    """A Variant 1 shape, cached by its layout (raises ContentError when invalid)."""
    key = repr((tuple(start), tuple(map(tuple, volcanoes)),
                tuple((p.module, p.q, p.r, p.rot) for p in placements)))
    shape = _custom_cache.get(key)
    if shape is None:
        shape = Shape("custom", "Custom shape", False, start, volcanoes, placements)
        if len(_custom_cache) > 256:
            _custom_cache.clear()
        _custom_cache[key] = shape
    return shape


# -- load and validate -----------------------------------------------------------------------
DISCS: list[Disc] = _load("discs.json", _Discs).discs
_need(len(DISCS) == 60, "there must be 60 discs")
_need([d.id for d in DISCS] == list(range(60)), "disc ids must be 0..59 in order")
_species: dict[str, list[Disc]] = {}
for _d in DISCS:
    _need((_d.kind == "animal") == (_d.species is not None), f"disc {_d.id}: species only on animals")
    _need((_d.kind == "forest") == (_d.trees > 0), f"disc {_d.id}: trees only (and always) on forests")
    _need((_d.kind == "purifier") == (_d.vents > 0), f"disc {_d.id}: vents only on purifiers")
    _need((_d.kind == "mission") == (_d.requires is not None), f"disc {_d.id}: requirement on missions")
    _need(_d.energy >= 0, f"disc {_d.id}: energy icons cannot be negative")
    if _d.species:
        _species.setdefault(_d.species, []).append(_d)
for _name, _group in _species.items():
    _need(all(d.paws == len(_group) for d in _group), f"{_name}: paw prints must equal its copies")
_need(len(_species) >= 8, "at least 8 animal species (8 species can share a group)")
_need(len(_species.get("Bear", [])) == 1 and len(_species.get("Frog", [])) == 5, "Bear 1, Frog 5")
_need({d.requires for d in DISCS if d.kind == "mission"} == set(MISSION_NEEDS),
      "one mission disc for each printed requirement at least")
_need(max(d.vents for d in DISCS) >= 4, "purifiers up to 4 vents (scoring example f)")
SPECIES = sorted(_species, key=lambda s: (len(_species[s]), s))

TILES: list[BonusTile] = _load("bonus_tiles.json", _Tiles).tiles
_need([t.id for t in TILES] == list(range(15)), "15 bonus tiles, ids 0..14")
BASIC = [t.id for t in TILES if t.basic]
EXTRA = [t.id for t in TILES if not t.basic]
_need(sorted(TILES[i].points for i in BASIC) == [2, 3, 4] and len(EXTRA) == 12,
      "3 basic tiles worth 2, 3 and 4 points and 12 extra tiles")
_need(all(t.effect == "points" for t in TILES if t.basic), "basic tiles score their points")
_need(all((t.effect == "per_region") == (t.counts is not None) for t in TILES),
      "per-region tiles say what they count")

_mods = _load("modules.json", _Modules)
GRID_RADIUS: int = _mods.grid_radius
MODULES: dict[str, Module] = {m.id: m for m in _mods.modules}
MODULE_ORDER: list[str] = [m.id for m in _mods.modules]
_need(sorted(len(m.cells) for m in _mods.modules if m.region == "purple") == [2, 2, 3],
      "the purple factory is 2+2+3 hexes")
for _g in ("brown", "sky", "green"):
    _ms = [m for m in _mods.modules if m.region == _g]
    _need(len(_ms) == 1 and _ms[0].ruin is not None and list(_ms[0].ruin) in [list(c) for c in _ms[0].cells],
          f"one {_g} module with one ruin space")

SHAPE_SPECS: list[ShapeSpec] = _load("shapes.json", _Shapes).shapes
_need(len(SHAPE_SPECS) == 8, "eight named board shapes")
SHAPES: dict[str, Shape] = {}
for _s in SHAPE_SPECS:
    _need([p.module for p in _s.modules] == MODULE_ORDER, f"{_s.name}: every module once, in order")
    _need(len(_s.volcanoes) <= 2, f"{_s.name}: at most 2 volcano tiles")
    SHAPES[_s.slug] = Shape(_s.slug, _s.name, _s.tutorial, _s.start, _s.volcanoes, _s.modules)
SHAPE_SLUGS = list(SHAPES)
SPACES_PER_BOARD = len(next(iter(SHAPES.values())).spaces)
_need(all(len(s.spaces) == SPACES_PER_BOARD for s in SHAPES.values()), "every shape has the same spaces")
_need(2 * SPACES_PER_BOARD + 16 <= len(DISCS), "both boards must fill from one bag")

MAIN: MainBoardSpec = _load("main_board.json", MainBoardSpec)
_need(MAIN.size == 4 and sorted(map(tuple, MAIN.fill_path)) == [(r, c) for r in range(4) for c in range(4)],
      "the fill path visits all 16 main-board spaces once")
_need(all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in zip(MAIN.fill_path, MAIN.fill_path[1:])),
      "the fill path moves one space at a time")
FILL_PATH: tuple[int, ...] = tuple(r * 4 + c for r, c in MAIN.fill_path)

ENERGY_TOKENS = 28
START_ENERGY = 2
MISSION_MARKERS = 5
PAY = 2  # energy paid to replenish or to ignore adjacency
