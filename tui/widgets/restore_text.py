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

# Bonus tiles by id (see engine/restore/data/bonus_tiles.json), 4 cells each.
TILE_CODES = ("2pts", "3pts", "4pts", "=Ani", "=Ani", "=Lak", "=Fo2", "1/Vt", "3/Lk", "2/En",
              "1/Ty", "2/An", "-1Mi", "3/Mi", "1/aV")

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


def tile_code(tile_id: int) -> str:
    return TILE_CODES[tile_id] if 0 <= tile_id < len(TILE_CODES) else f"B{tile_id:<3}"[:4]


def tile_text(tile_id: int) -> str:
    return content().TILES[tile_id].text


def disc_text(disc_id: int) -> str:
    return view_module().disc_text(disc_id)
