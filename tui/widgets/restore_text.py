"""Short texts for Restore's discs, tiles and regions, shared by the Restore widgets.

Every code is exactly 4 cells wide so a board can be drawn on a fixed grid. Colour is never
the only signal: each region also has its own letter (on empty spaces) and bracket pair
(around every cell of that region), and each disc its letters and number.

`engine.restore` is imported lazily: the app registers the Restore screen at start-up, but
only pays for loading Restore's content when a game of Restore is opened.
"""
from __future__ import annotations

from functools import cache
from types import ModuleType

REGION_KEYS = ("brown", "sky", "green", "purple")
REGION_LETTERS = ("b", "s", "g", "p")
# Opening and closing bracket per region: the region's shape on screen without colour.
REGION_BRACKETS = (("[", "]"), ("(", ")"), ("{", "}"), ("<", ">"))
SEAT_COLOURS = ("Blue", "Yellow")
ENERGY = "*"  # one Energy icon

MISSION_LETTERS = {"lake": "L", "animal": "A", "forest": "F", "purifier": "P", "mission": "M"}

# What a per-region bonus tile counts, in two letters.
COUNT_CODES = {"vent": "Vt", "lake": "Lk", "energy": "En", "type": "Ty", "animal": "An",
               "mission": "Mi"}

LEGEND = ("Regions: [b] brown  (s) sky  {g} green  <p> purple · @ Worker · Strt start · "
          "^^^^ volcano · Ruin · F3 forest with 3 trees · P2 purifier with 2 vents · Lk lake · "
          "M5L mission (5+ lakes) · * energy icon · bonus tiles: 2pts, =Ani (as an Animal), "
          "1/Vt (1 point per Vent)…")


@cache
def content() -> ModuleType:
    from engine.restore import content as module

    return module


@cache
def view_module() -> ModuleType:
    from engine.restore import view as module

    return module


@cache
def disc_code(disc_id: int) -> str:
    """Four cells: species, or kind letter with its number, then Energy icons."""
    c = content()
    disc = c.DISCS[disc_id]
    energy = ENERGY * disc.energy
    if disc.kind == "animal":
        name = disc.species or "Ani"
        return name[:4].ljust(4)
    if disc.kind == "forest":
        body = f"F{disc.trees}"
    elif disc.kind == "purifier":
        body = f"P{disc.vents}"
    elif disc.kind == "mission":
        body = f"M{c.MISSION_NEEDS[disc.requires]}{MISSION_LETTERS[disc.requires]}"
    else:
        body = "Lk"
    return (body + energy.rjust(4 - len(body))).ljust(4)[:4]


@cache
def tile_code(tile_id: int) -> str:
    """Four cells, read off the tile's effect: 2pts, =Ani, =Fo2, 1/Vt, -1Mi, 1/aV..."""
    tile = content().TILES[tile_id]
    return {
        "points": f"{tile.points}pts",
        "as_animal": "=Ani",
        "as_lake": "=Lak",
        "as_forest": f"=Fo{tile.trees}",
        "per_region": f"{tile.points}/{COUNT_CODES.get(tile.counts, '??')}",
        "reduce_missions": "-1Mi",
        "per_adjacent_vent": f"{tile.points}/aV",
    }[tile.effect][:4].ljust(4)


def tile_text(tile_id: int) -> str:
    return content().TILES[tile_id].text


def disc_text(disc_id: int) -> str:
    return view_module().disc_text(disc_id)
