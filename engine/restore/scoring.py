"""Scoring exactly as printed: disc groups, individual discs, bonus tiles; and the outcome.

`board_items` lists every scoring item of one player board (a group, a lake, a purifier, a
mission disc, a bonus tile) with its cells and points, so a test or a screen can point at
any single item; `breakdown` sums them per category.
"""
from __future__ import annotations

import msgspec

from engine.core import Outcome, SeatScore
from engine.core.game import INSTANT_WIN
from engine.core.words import counted
from engine.restore.content import (ANIMAL_POINTS, DISCS, KIND_TYPE, MISSION_NEEDS, TILES,
                                    Shape)
from engine.restore.state import Ending

CATEGORIES = ("Animals", "Forests", "Lakes", "Purifiers", "Missions", "Bonus tiles")


class Item(msgspec.Struct, frozen=True):
    category: str
    cells: list[int]
    points: int
    detail: str


class Board:
    """One player board read for scoring: per cell its type and numbers."""

    __slots__ = ("shape", "types", "species", "trees", "vents", "energy", "tile_at", "reduce")

    def __init__(self, shape: Shape, board: list[int], tiles: list[int]):
        n = len(shape.coords)
        self.shape = shape
        self.types: list[str | None] = [None] * n
        self.species: list[str | None] = [None] * n
        self.trees = [0] * n
        self.vents = [0] * n
        self.energy = [0] * n
        self.tile_at = [-1] * n
        for i in shape.spaces:
            d = board[i]
            if d >= 0:
                disc = DISCS[d]
                self.types[i] = KIND_TYPE[disc.kind]
                self.species[i] = disc.species
                self.trees[i] = disc.trees
                self.vents[i] = disc.vents
                self.energy[i] = disc.energy
        self.reduce = 0
        for g, t in enumerate(tiles):
            if t >= 0:
                cell = shape.ruin_cell[g]
                tile = TILES[t]
                self.types[cell] = tile.type
                self.trees[cell] = tile.trees
                self.tile_at[cell] = t
                if tile.effect == "reduce_missions":
                    self.reduce = 1

    def adjacent_types(self, i: int) -> int:
        """How many different types lie next to cell `i` (what a purifier needs)."""
        return len({self.types[j] for j in self.shape.adj[i] if self.types[j] is not None})

    def groups(self, typ: str) -> list[list[int]]:
        seen = set()
        out = []
        adj = self.shape.adj
        for i, t in enumerate(self.types):
            if t != typ or i in seen:
                continue
            group, stack = [i], [i]
            seen.add(i)
            while stack:
                for n in adj[stack.pop()]:
                    if self.types[n] == typ and n not in seen:
                        seen.add(n)
                        group.append(n)
                        stack.append(n)
            out.append(sorted(group))
        return out

    def count(self, typ: str) -> int:
        return sum(1 for t in self.types if t == typ)


# Per disc id: its Type, and the Type its Mission requires with how many (None: not a
# Mission); per Type the ids of its discs and of the Missions that need it. Read at every
# turn's end: set operations in C instead of a whole Board (disc ids are unique, so an
# intersection counts).
_TYPE_OF = tuple(KIND_TYPE[d.kind] for d in DISCS)
_MISSION_OF = tuple((KIND_TYPE[d.requires], MISSION_NEEDS[d.requires]) if d.kind == "mission"
                    else None for d in DISCS)
_MISSIONS = frozenset(d.id for d in DISCS if d.kind == "mission")
_DISCS_OF = {typ: frozenset(d.id for d in DISCS if KIND_TYPE[d.kind] == typ) for typ in KIND_TYPE.values()}
_NEEDING = {typ: tuple(m for m in sorted(_MISSIONS) if _MISSION_OF[m][0] == typ) for typ in KIND_TYPE.values()}
# Per disc id: the Missions its placement can meet (those needing its Type, and itself)
_MEETS = tuple(_NEEDING[_TYPE_OF[d]] + ((d,) if d in _MISSIONS and d not in _NEEDING[_TYPE_OF[d]] else ())
               for d in range(len(DISCS)))
_TILES_OF = {typ: frozenset(t.id for t in TILES if t.type == typ) for typ in KIND_TYPE.values()}
_REDUCING = frozenset(t.id for t in TILES if t.effect == "reduce_missions")


def met_missions(board: list[int], tiles: list[int], rewarded=()) -> list[int]:
    """Cells holding a Mission disc whose requirement is met now, in cell order, leaving out
    the cells in `rewarded`: as many cells of the required Type (discs and bonus tiles, as
    Board counts them) as the disc needs."""
    if _MISSIONS.isdisjoint(board):  # most boards, most turns
        return []
    cells = [cell for cell in map(board.index, _MISSIONS.intersection(board)) if cell not in rewarded]
    return _met(board, tiles, cells) if cells else cells


def met_by_placing(board: list[int], tiles: list[int], rewarded, cell: int) -> list[int]:
    """met_missions just after a disc was placed on `cell` of a board whose met Missions were
    all in `rewarded` before (as every turn's end leaves them): only the placed disc, if a
    Mission, and the Missions needing its Type can have become met (counts only grow)."""
    cells = []
    for mission in _MEETS[board[cell]]:  # at most three: a loop, not a set operation over the board
        if mission in board:
            at = board.index(mission)
            if at not in rewarded:
                cells.append(at)
    return _met(board, tiles, cells) if cells else cells


def _met(board: list[int], tiles: list[int], cells: list[int]) -> list[int]:
    """Which of `cells` (holding Mission discs) are met, in cell order."""
    reduce = not _REDUCING.isdisjoint(tiles)
    met = []
    for cell in sorted(cells):
        typ, need = _MISSION_OF[board[cell]]
        if len(_DISCS_OF[typ].intersection(board)) + len(_TILES_OF[typ].intersection(tiles)) >= need - reduce:
            met.append(cell)
    return met


def _region_count(b: Board, cells, counts: str, tile_cell: int) -> tuple[int, str]:
    """What a region tile counts, and its noun (singular: `counted` makes "1 Lake disc")."""
    discs = [i for i in cells if i != tile_cell and b.types[i] is not None and b.tile_at[i] < 0]
    if counts == "vent":
        return sum(b.vents[i] for i in discs), "Vent"
    if counts == "energy":
        return sum(b.energy[i] for i in discs), "Energy icon"
    if counts == "type":
        kinds = {b.types[i] for i in cells if b.types[i] is not None}
        return len(kinds), "different Type"
    typ = {"lake": "Lake", "animal": "Animal", "mission": "Mission"}[counts]
    return sum(1 for i in discs if b.types[i] == typ), f"{typ} disc"


def scored_words(items: list[Item]) -> str:
    """What scored, for the log at the game's end: "Animals 12 (Animal group with 3 species: 8;
    Animal group with 2 species: 4), Lakes 5 (...)", so every total can be checked."""
    out = []
    for category in CATEGORIES:
        scoring = [it for it in items if it.category == category and it.points]
        if scoring:
            out.append(f"{category} {sum(it.points for it in scoring)} ("
                       + "; ".join(f"{it.detail}: {it.points}" for it in scoring) + ")")
    return ", ".join(out) or "nothing"


def board_items(shape: Shape, board: list[int], tiles: list[int], lake_variant: bool = False) -> list[Item]:
    b = Board(shape, board, tiles)
    adj = shape.adj
    items: list[Item] = []
    for group in b.groups("Animal"):
        species = {b.species[i] for i in group if b.species[i]}
        items.append(Item("Animals", group, ANIMAL_POINTS[len(species)],
                          f"Animal group with {len(species)} species"))
    for group in b.groups("Forest"):
        trees = sum(b.trees[i] for i in group)
        items.append(Item("Forests", group, trees if trees % 5 == 0 else 0,
                          f"Forest group with {trees} Trees"))
    for i, t in enumerate(b.types):
        if t == "Lake":
            if lake_variant:
                region = shape.region[i]
                trees = sum(b.trees[j] for j in shape.region_cells[region])
                items.append(Item("Lakes", [i], trees, f"Lake with {counted(trees, 'Tree')} in its region"))
            else:
                trees = sum(b.trees[j] for j in adj[i])
                items.append(Item("Lakes", [i], trees, f"Lake with {counted(trees, 'adjacent Tree')}"))
    for i in shape.spaces:
        d = board[i]
        if d < 0:
            continue
        disc = DISCS[d]
        if disc.kind == "purifier":
            kinds = b.adjacent_types(i)
            ok = kinds >= disc.vents
            items.append(Item("Purifiers", [i], disc.vents if ok else 0,
                              f"Purifier ({counted(disc.vents, 'Vent')}) with {counted(kinds, 'adjacent Type')}"
                              + ("" if ok else ", requirement not met")))
        elif disc.kind == "mission":
            need = MISSION_NEEDS[disc.requires] - b.reduce
            have = b.count(KIND_TYPE[disc.requires])
            ok = have >= need
            items.append(Item("Missions", [i], 3 if ok else 0,
                              f"Mission {need}+ {disc.requires}: {have} on the board"
                              + ("" if ok else ", not met")))
    for g, t in enumerate(tiles):
        if t < 0:
            continue
        tile = TILES[t]
        cell = shape.ruin_cell[g]
        if tile.effect == "points":
            pts, detail = tile.points, tile.text
        elif tile.effect == "per_region":
            n, what = _region_count(b, shape.region_cells[g], tile.counts, cell)
            pts, detail = n * tile.points, f"{tile.text}: {counted(n, what)}"
        elif tile.effect == "per_adjacent_vent":
            n = sum(b.vents[j] for j in adj[cell])
            pts, detail = n * tile.points, f"{tile.text}: {counted(n, 'adjacent Vent')}"
        else:
            pts, detail = 0, tile.text + " (scored with that type)" if tile.type != "Bonus" else tile.text
        items.append(Item("Bonus tiles", [cell], pts, detail))
    return items


def breakdown(items: list[Item]) -> dict[str, int]:
    out = {c: 0 for c in CATEGORIES}
    for it in items:
        out[it.category] += it.points
    return out


def player_items(shape: Shape, state, seat: int) -> list[Item]:
    p = state.players[seat]
    return board_items(shape, p.board, p.tiles, state.lake_variant)


def score(shape: Shape, state, seat: int) -> SeatScore:
    cats = breakdown(player_items(shape, state, seat))
    return SeatScore(sum(cats.values()), cats)


TIE_BREAK = ("Ties: the rulebook prints no tie-break (\"the player with the higher total score wins\"): "
             "players tied on points share the win.")


def outcome(shape: Shape, state) -> Outcome:
    scores = [score(shape, state, seat) for seat in range(2)]
    end = Ending(state.end)
    if state.winner >= 0:
        return Outcome(scores, [state.winner], end,
                       f"{INSTANT_WIN}: a third Mission disc completed")  # the winner is named before it
    best = max(s.total for s in scores)
    tied = [i for i, s in enumerate(scores) if s.total == best]
    return Outcome(scores, tied, end, "most points" if len(tied) == 1 else "shared win: tied on points")
