"""Setup: Variant 1 board building, the bonus piles, the first main-board fill and the other
player's first Collector. Each function either checks (raising IllegalMove, changing nothing)
or folds (changing the state in place)."""
from __future__ import annotations

from engine.core import IllegalMove
from engine.restore import geometry
from engine.restore.content import (GRID_RADIUS, MODULE_ORDER, MODULES, Placement,
                                    SHAPE_SPECS, SHAPES, START_ENERGY, custom_shape,
                                    module_hexes)
from engine.restore.events import (ConfirmLayout, LiftModule, LiftTiles, PlaceModule,
                                   PlaceStart, PlaceVolcano)
from engine.restore.state import Player, State

# The rulebook places the Starting and Volcano Tiles "in any configuration" that the modules
# then surround: a tile is refused only when that has become impossible (see surroundable).
MODULE_CELLS = sum(len(MODULES[m].cells) for m in MODULE_ORDER)
PHASE_SEAT = {"build": 0, "first_collector": 1}  # who acts in these phases (Blue builds, L69 Yellow)
CHANCE_PHASES = ("deal", "fill", "replenish")  # the bag and the bonus piles act


def shape_of(s: State):
    if s.shape != "custom":
        return SHAPES[s.shape]
    return custom_shape(s.start, s.volcanoes, s.modules)


def begin_boards(s: State) -> None:
    """The shape is known: lay out both (identical) boards, Workers on the Starting Tile."""
    shape = shape_of(s)
    for p in s.players:
        p.board = [-1] * len(shape.coords)
        p.tiles = [-1, -1, -1]
        p.worker = shape.start_cell
    s.phase = "deal"


# -- Variant 1 -----------------------------------------------------------------------------------
def build_step(s: State) -> str:
    if not s.start:
        return "start"
    if len(s.volcanoes) < s.volcano_count:
        return "volcano"
    if len(s.modules) < len(MODULE_ORDER):
        return "module"
    return "confirm"


def _placed(s: State) -> set[str]:
    return {p.module for p in s.modules}


def next_module(s: State) -> str | None:
    placed = _placed(s)
    return next((m for m in MODULE_ORDER if m not in placed), None)


def _taken(s: State) -> dict[tuple[int, int], str]:
    """Each hex laid on the table, with what covers it ("the Starting Tile", "a Volcano Tile",
    a module's title): a refusal names both pieces (a review read a Volcano called a module)."""
    taken = {tuple(v): "a Volcano Tile" for v in s.volcanoes}
    if s.start:
        taken[tuple(s.start)] = "the Starting Tile"
    for name, hexes in module_hexes(s.modules):
        taken.update((h, MODULES[name].title) for h in hexes)
    return taken


def _used(s: State) -> set[tuple[int, int]]:
    return set(_taken(s))


def module_options(s: State) -> list[PlaceModule]:
    """Every placement of the next module in MODULE_ORDER that check_build accepts, turned
    copies of the same hexes included (a symmetric module covers the same hexes from two or
    three anchors). Any module left may be placed (check_build takes it); the list names one
    at a time, or it would hold every module's hundreds of placements at once."""
    module = next_module(s)
    if module is None:
        return []
    used = _used(s)
    cells = MODULES[module].cells
    return [PlaceModule(module, q, r, rot)
            for q, r in geometry.grid(GRID_RADIUS) for rot in range(6)
            if not any(h in used or not geometry.in_grid(*h, GRID_RADIUS)
                       for h in geometry.place(cells, q, r, rot))]


def surroundable(tiles: list[tuple[int, int]]) -> bool:
    """Whether modules could still surround these Starting/Volcano Tiles: every hex next to
    a tile is on the table area, and the hexes that must be module cells (those next to a
    tile, plus a link between tiles more than 3 apart) are no more than the modules have.
    A necessary condition: the layout itself is judged when it is confirmed."""
    tiles = [tuple(t) for t in tiles]
    ring = {n for t in tiles for n in geometry.neighbours(*t)} - set(tiles)
    if any(not geometry.in_grid(*h, GRID_RADIUS) for h in ring):
        return False
    # tiles up to 3 apart have touching rings; farther ones need d - 3 more cells between
    # them (a minimum spanning tree over the tiles, Prim's, is the cheapest linking)
    linked, rest, links = [tiles[0]], tiles[1:], 0
    while rest:
        gap, nearest = min((geometry.distance(a, b), b) for a in linked for b in rest)
        links += max(0, gap - 3)
        linked.append(nearest)
        rest.remove(nearest)
    return len(ring) + links <= MODULE_CELLS


def _tiles(s: State) -> list[tuple[int, int]]:
    return ([tuple(s.start)] if s.start else []) + [tuple(v) for v in s.volcanoes]


def layout_problem(s: State) -> str | None:
    return geometry.layout_problem(tuple(s.start), [tuple(v) for v in s.volcanoes],
                                   [(MODULES[name].title, hexes) for name, hexes in module_hexes(s.modules)],
                                   GRID_RADIUS)


def _tile_spots(s: State) -> list[tuple[int, int]]:
    """The free hexes where one more Starting or Volcano Tile still leaves the tiles surroundable."""
    used, tiles = _used(s), _tiles(s)
    return [(q, r) for q, r in geometry.grid(GRID_RADIUS) if (q, r) not in used and surroundable(tiles + [(q, r)])]


def build_moves(s: State) -> list:
    step = build_step(s)
    if step == "start":  # listed first; a Volcano Tile may come first too (L204 "any configuration")
        return [PlaceStart(q, r) for q, r in _tile_spots(s)] + ([LiftTiles()] if _tiles(s) else [])
    # the tiles come back while no module is placed: `surroundable` is only necessary, so a
    # configuration no layout surrounds would otherwise never leave setup
    lifts = [LiftModule(p.module) for p in s.modules] or [LiftTiles()]
    if step == "volcano":
        return [PlaceVolcano(q, r) for q, r in _tile_spots(s)] + lifts
    if step == "module":
        return module_options(s) + lifts
    return ([ConfirmLayout()] if layout_problem(s) is None else []) + lifts


def _check_tile_spot(s: State, e, code: str, out_of_range: str) -> None:
    """A Starting or Volcano Tile's hex: free, on the table area, all tiles still surroundable
    (what _tile_spots lists)."""
    if (e.q, e.r) in _used(s):
        raise IllegalMove("restore.overlap", "Variant 1: tiles may not overlap")
    edge = next((h for h in [(e.q, e.r), *geometry.neighbours(e.q, e.r)]
                 if not geometry.in_grid(*h, GRID_RADIUS)), None)
    if edge is not None:  # the other tiles' rings are on the table: they were checked so
        what = "this tile" if edge == (e.q, e.r) else "the modules around this tile"
        raise IllegalMove(code, geometry.off_table(what, edge, GRID_RADIUS))
    if not surroundable(_tiles(s) + [(e.q, e.r)]):
        raise IllegalMove(code, out_of_range)


# Both tiles' refusal where the module hexes run short (the Starting Tile's named only room on
# the table: an audit); at the table's edge, `geometry.off_table` (the rulebook sets no table:
# "Variant 1:" before it read as the rulebook's, helper-282).
RULE_SURROUND = ("Variant 1: the tiles may go in any configuration the modules can then surround; "
                 f"the modules' {MODULE_CELLS} hexes could not surround these tiles, so far apart")


def check_build(s: State, e) -> None:
    step = build_step(s)
    if isinstance(e, PlaceStart):
        if s.start:
            raise IllegalMove("restore.start-placed", "Variant 1: the Starting Tile is already placed")
        _check_tile_spot(s, e, "restore.start-range", RULE_SURROUND)
    elif isinstance(e, PlaceVolcano):  # before or after the Starting Tile: "any configuration"
        if len(s.volcanoes) >= s.volcano_count or s.modules:
            raise IllegalMove("restore.volcano-order", f"Variant 1: exactly {s.volcano_count} Volcano "
                              "Tile(s), placed with the Starting Tile before the modules")
        _check_tile_spot(s, e, "restore.volcano-range", RULE_SURROUND)
    elif isinstance(e, PlaceModule):
        if step != "module":
            raise IllegalMove("restore.module-step", "Variant 1: modules are placed after the "
                              "Starting Tile and Volcano Tiles, and only while some are left")
        placed = _placed(s)
        if e.module not in MODULES or e.module in placed:
            # titles, as the log names them (ids: an audit)
            left = ", ".join(MODULES[m].title for m in MODULE_ORDER if m not in placed)
            name = MODULES[e.module].title if e.module in MODULES else repr(e.module)
            raise IllegalMove("restore.module-placed", f"Variant 1: {name} is not a module left to place ({left})")
        if not 0 <= e.rot < 6:
            raise IllegalMove("restore.module-rotation", "Variant 1: a rotation is 0-5 steps of 60 degrees")
        taken, title = _taken(s), MODULES[e.module].title
        for h in geometry.place(MODULES[e.module].cells, e.q, e.r, e.rot):
            if not geometry.in_grid(*h, GRID_RADIUS):
                raise IllegalMove("restore.table-area", geometry.off_table(title, h, GRID_RADIUS))
            if h in taken:
                raise IllegalMove("restore.overlap",
                                  f"Variant 1: pieces may not overlap ({title} would cover {taken[h]} at {h})")
    elif isinstance(e, LiftModule):
        if step not in ("module", "confirm") or e.module not in _placed(s):
            raise IllegalMove("restore.lift-placed", "Variant 1: only a placed module can be lifted")
    elif isinstance(e, LiftTiles):
        if not _tiles(s) or s.modules:
            raise IllegalMove("restore.lift-tiles", "Variant 1: the Starting and Volcano Tiles "
                              "can be taken back once placed, while no module is on the table")
    elif isinstance(e, ConfirmLayout):
        if step != "confirm":
            raise IllegalMove("restore.confirm-early",
                              "Variant 1: every module must be placed before the shape is confirmed")
        problem = layout_problem(s)
        if problem:
            raise IllegalMove("restore.layout", problem)


def apply_build(s: State, e) -> None:
    if isinstance(e, PlaceStart):
        s.start = [e.q, e.r]
    elif isinstance(e, PlaceVolcano):
        s.volcanoes.append([e.q, e.r])
    elif isinstance(e, PlaceModule):
        s.modules.append(Placement(e.module, e.q, e.r, e.rot))
        s.modules.sort(key=lambda p: MODULE_ORDER.index(p.module))
    elif isinstance(e, LiftModule):
        s.modules = [p for p in s.modules if p.module != e.module]
    elif isinstance(e, LiftTiles):
        s.start, s.volcanoes = [], []
    elif isinstance(e, ConfirmLayout):
        begin_boards(s)


def _covers(p) -> tuple[str, frozenset]:
    return p.module, frozenset(geometry.place(MODULES[p.module].cells, p.q, p.r, p.rot))


def move_key(move):
    """What a build move does: a module placement is the hexes it covers (the same hexes
    covered by another turn of the module is the same placement); any other move is itself."""
    return _covers(move) if isinstance(move, PlaceModule) else move


def plan_shapes(s) -> list:
    """The printed shapes with the chosen number of volcanoes that the layout so far (of a
    state or a view) is a beginning of."""
    out = []
    for spec in SHAPE_SPECS:
        if len(spec.volcanoes) != s.volcano_count:
            continue
        if s.start and list(spec.start) != list(s.start):
            continue
        if [list(v) for v in spec.volcanoes[:len(s.volcanoes)]] != [list(v) for v in s.volcanoes]:
            continue
        planned = {_covers(p) for p in spec.modules}
        if any(_covers(p) not in planned for p in s.modules):  # any placement of the same hexes
            continue
        out.append(spec)
    return out


def plan_moves(s) -> list:
    """Moves that continue building one of the printed shapes with the chosen number of
    volcanoes (what the bots do in Variant 1), read from a state or a view. Empty when the
    layout left every plan."""
    step = build_step(s)
    out = []
    for spec in plan_shapes(s):
        if step == "start":
            out.append(PlaceStart(*spec.start))
        elif step == "volcano":
            out.append(PlaceVolcano(*spec.volcanoes[len(s.volcanoes)]))
        elif step == "module":
            p = spec.modules[MODULE_ORDER.index(next_module(s))]
            out.append(PlaceModule(p.module, p.q, p.r, p.rot))
        else:
            out.append(ConfirmLayout())
    return list(dict.fromkeys(out))


def new_players() -> list[Player]:
    return [Player(energy=START_ENERGY) for _ in range(2)]


__all__ = ["shape_of", "begin_boards", "build_moves", "check_build", "apply_build",
           "plan_moves", "plan_shapes", "move_key", "new_players", "layout_problem"]
