"""Short texts for Restore's discs, tiles and regions, shared by the Restore widgets.

Every code is exactly 4 cells wide so a board can be drawn on a fixed grid; the codes and
their legend are the engine's, so the screen and `rewind replay` use the same ones. Colour is
never the only signal: each region also has its own letter (on empty spaces) and bracket pair
(around every cell of that region), and each disc its letters and number.

`engine.restore` is imported lazily: the app registers the Restore screen at start-up, but
only pays for loading Restore's content when a game of Restore is opened.
"""
from __future__ import annotations

from functools import cache
from itertools import zip_longest
from types import ModuleType

REGION_KEYS = ("brown", "sky", "green", "purple")
SEAT_COLOURS = ("Blue", "Yellow")


@cache
def content() -> ModuleType:
    from engine.restore import content as module

    return module


@cache
def view_module() -> ModuleType:
    from engine.restore import view as module

    return module


def disc_code(disc_id: int) -> str:
    """Four cells (the engine's code: the screen, the log and `rewind replay` agree)."""
    return content().DISCS[disc_id].code


def tile_code(tile_id: int) -> str:
    return content().TILES[tile_id].code


TWO_COLUMNS = 55  # the narrowest column the legend is laid out in two of


@cache  # by width: the legend widget asks for its height and its lines at each layout
def legend(width: int = 72) -> str:
    """The board codes with the screen's own marks (the text board has its own), in two
    columns where `width` holds two of TWO_COLUMNS (at 200x60 one column left half the room
    blank and ran 22 lines under the boards: a review)."""
    vm = view_module()
    column = (width - 2) // 2
    if column < TWO_COLUMNS:  # one column, at the width there is (at 100 columns the panel's 68
        # wrapped every line of one laid out at 72 mid-sentence: helper-287)
        return "Board codes\n" + vm.legend(vm.CODES + vm.SCREEN_MARKS, width)
    entries = vm.legend_lines(vm.CODES + vm.SCREEN_MARKS, column)
    # the split that leaves the longer column shortest, the entries kept in their order
    split = min(range(len(entries) + 1),
                key=lambda k: max(sum(map(len, entries[:k])), sum(map(len, entries[k:]))))
    left, right = sum(entries[:split], []), sum(entries[split:], [])
    rows = [f"{a:<{column}}  {b}".rstrip() for a, b in zip_longest(left, right, fillvalue="")]
    return "\n".join(["Board codes", *rows])


def tile_text(tile_id: int) -> str:
    return content().TILES[tile_id].text


def disc_text(disc_id: int) -> str:
    return view_module().disc_text(disc_id)


def disc_kind(disc_id: int) -> str:
    """What a tall board writes under a disc's code: its kind ("Animal", "Forest"), which
    scoring counts; an animal's line repeated its species ("Deer" / "Deer": a review)."""
    return content().DISCS[disc_id].kind.capitalize()
