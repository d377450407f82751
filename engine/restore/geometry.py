"""Restore's geometry. The main board: which space two Collectors point at. The player
boards: axial hex coordinates (q, r), module placement, and the layout rules of the rulebook
(modules never overlap; the Starting Tile and Volcano Tiles are completely surrounded; the
board is one piece with no gaps)."""
from __future__ import annotations

from typing import Iterable, Sequence

def intersection(seat: int, space: int, other: int) -> int:
    """The main-board index (row * 4 + column) `seat`'s Collector on `space` points at, with
    the other seat's Collector on `other`; -1 while that one is not placed. Seat 0's spaces
    pick a column, seat 1's a row. Every reader (rules, view, bots, screen) asks here."""
    if other < 0:
        return -1
    return other * 4 + space if seat == 0 else space * 4 + other


# TARGETS[seat][other + 1]: what each of `seat`'s four spaces points at with the other
# Collector on `other` (-1: not placed), read at the start of every turn.
TARGETS = tuple(tuple(tuple(intersection(seat, space, other) for space in range(4)) for other in range(-1, 4))
                for seat in (0, 1))


# The six axial neighbour directions.
DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))

Coord = tuple[int, int]


def neighbours(q: int, r: int) -> list[Coord]:
    return [(q + dq, r + dr) for dq, dr in DIRS]


def distance(a: Coord, b: Coord) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def in_grid(q: int, r: int, radius: int) -> bool:
    return max(abs(q), abs(r), abs(q + r)) <= radius


def grid(radius: int) -> list[Coord]:
    """Every hex within `radius` of the origin, ordered by row then column."""
    return [(q, r) for r in range(-radius, radius + 1) for q in range(-radius, radius + 1)
            if in_grid(q, r, radius)]


def rotate(q: int, r: int, rot: int) -> Coord:
    """Turn (q, r) about the origin by rot * 60 degrees clockwise."""
    for _ in range(rot % 6):
        q, r = -r, q + r
    return q, r


def place(cells: Sequence[Sequence[int]], q: int, r: int, rot: int) -> list[Coord]:
    """A module's hexes when its local origin sits on (q, r), turned `rot` steps."""
    out = []
    for lq, lr in cells:
        dq, dr = rotate(lq, lr, rot)
        out.append((q + dq, r + dr))
    return out


def off_table(what: str, h: Coord, radius: int) -> str:
    """A piece past the table's edge: the app's table, as the rulebook sets none (NOTES 10)."""
    return (f"{what} would go past the table's edge at {h}: Rewind's table reaches {radius} hexes "
            "from its centre (the rulebook sets no size)")


def layout_problem(start: Coord, volcanoes: Sequence[Coord],
                   modules: Iterable[tuple[str, list[Coord]]], radius: int) -> str | None:
    """Why this layout breaks the layout rules, or None when it is valid."""
    used: dict[Coord, str] = {start: "the Starting Tile"}
    for v in volcanoes:
        if v in used:
            return f"Variant 1: tiles may not overlap (a Volcano Tile on {used[v]} at {v})"
        used[v] = "a Volcano Tile"
    for name, hexes in modules:
        for h in hexes:
            if not in_grid(*h, radius):
                return off_table(name, h, radius)
            if h in used:
                return f"Variant 1: pieces may not overlap ({name} covers {used[h]} at {h})"
            used[h] = name
    for centre in [start, *volcanoes]:
        for n in neighbours(*centre):
            if n not in used:
                return ("Variant 1: the Starting Tile and Volcano Tiles must be completely "
                        f"surrounded by modules (the hex {n} next to {centre} is empty)")
    # one piece
    seen = {start}
    stack = [start]
    while stack:
        for n in neighbours(*stack.pop()):
            if n in used and n not in seen:
                seen.add(n)
                stack.append(n)
    if len(seen) != len(used):
        return "Variant 1: the board must be one piece, leaving no gaps between modules"
    # no holes: every empty hex near the board must reach the outside through empty hexes
    outer = radius + 2
    free = {h for h in grid(outer) if h not in used}
    edge = [h for h in free if distance(h, (0, 0)) == outer]
    reach = set(edge)
    stack = list(edge)
    while stack:
        for n in neighbours(*stack.pop()):
            if n in free and n not in reach:
                reach.add(n)
                stack.append(n)
    holes = sorted(free - reach)
    if holes:
        return f"Variant 1: the board may not enclose gaps (the hex {holes[0]} is walled in)"
    return None
