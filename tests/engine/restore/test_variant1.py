"""Variant 1: Blue builds a custom board shape through decision events; the layout rules are
checked; Yellow's board is a copy."""
import random

import pytest

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.content import SHAPE_SPECS, SHAPES
from engine.restore.events import (ConfirmLayout, LiftModule, LiftTiles, PlaceModule,
                                   PlaceStart, PlaceVolcano, SetCollector)
from engine.core import IllegalMove
from engine.restore import geometry
from engine.restore.content import GRID_RADIUS, MODULES
from engine.restore.setup import plan_moves, shape_of, surroundable
from engine.restore.state import Options

from tests.engine.restore.helpers import act, refused


def custom(volcanoes):
    return GAME.initial_state(Options(custom_shape=True, volcanoes=volcanoes), 2)


def build(s, spec, modules=None):
    act(s, PlaceStart(*spec.start))
    for v in spec.volcanoes:
        act(s, PlaceVolcano(*v))
    for p in modules or spec.modules:
        act(s, PlaceModule(p.module, p.q, p.r, p.rot))


@pytest.mark.parametrize("slug", ["londra-nova", "dubara", "singa-nexus"])
def test_building_a_printed_shape_gives_that_shape(slug):
    spec = next(x for x in SHAPE_SPECS if x.slug == slug)
    s = custom(len(spec.volcanoes))
    assert GAME.to_act(s) == 0 and s.phase == "build"
    build(s, spec)
    assert ConfirmLayout() in GAME.legal_moves(s)
    act(s, ConfirmLayout())
    assert s.phase == "deal"
    shape = shape_of(s)
    assert shape.coords == SHAPES[slug].coords and shape.kind == SHAPES[slug].kind
    assert len(s.players[0].board) == len(s.players[1].board) == len(shape.coords)
    assert s.players[1].worker == s.players[0].worker == shape.start_cell


def test_volcano_count_comes_from_the_options():
    s = custom(2)
    act(s, PlaceStart(0, 0))
    act(s, PlaceVolcano(1, 0))
    refused(s, PlaceModule("brown", 3, 3, 0), "restore.module-step")
    act(s, PlaceVolcano(-1, 0))
    refused(s, PlaceVolcano(0, 2), "restore.volcano-order", "exactly 2 Volcano")
    assert all(isinstance(m, PlaceModule) and m.module == "brown"  # or the tiles taken back
               or isinstance(m, LiftTiles) for m in GAME.legal_moves(s))


def test_modules_may_not_overlap_or_leave_the_table():
    s = custom(0)
    act(s, PlaceStart(0, 0))
    refused(s, PlaceModule("brown", 0, 0, 0), "restore.overlap")
    refused(s, PlaceModule("brown", 5, 0, 0), "restore.table-area", "Rewind's table", "the rulebook sets no size")
    moves = GAME.legal_moves(s)
    assert moves and all(m.module == "brown" for m in moves if not isinstance(m, LiftTiles))
    assert PlaceModule("brown", 0, 0, 0) not in moves


LONDRA = SHAPE_SPECS[0]


def test_the_tiles_and_modules_go_down_in_any_order():
    """L204-205: the tiles "in any configuration", then the modules around them: only the
    finished layout is judged, so a Volcano Tile may come before the Starting Tile and the
    modules in any order."""
    spec = next(x for x in SHAPE_SPECS if x.slug == "dubara")
    s = custom(len(spec.volcanoes))
    for v in spec.volcanoes:
        act(s, PlaceVolcano(*v))
    refused(s, PlaceStart(*spec.volcanoes[0]), "restore.overlap")
    refused(s, PlaceModule("brown", 3, 3, 0), "restore.module-step")  # the Starting Tile first
    act(s, PlaceStart(*spec.start))
    last = spec.modules[-1]
    act(s, PlaceModule(last.module, last.q, last.r, last.rot))           # the list offers the first module
    refused(s, PlaceModule(last.module, 0, 4, 0), "restore.module-placed", "not a module left")
    for p in reversed(spec.modules[:-1]):
        act(s, PlaceModule(p.module, p.q, p.r, p.rot))
    act(s, ConfirmLayout())
    assert shape_of(s).coords == SHAPES["dubara"].coords and shape_of(s).kind == SHAPES["dubara"].kind


@pytest.mark.parametrize("index,moved,reason", [
    (2, (0, -5, 0), "completely surrounded"),       # green pulled away from the start tile
    (0, (0, -5, 0), "one piece"),                  # brown floats apart
    (1, (-3, 2, 1), "may not enclose gaps"),        # sky leaves a walled-in hole
])
def test_invalid_layouts_cannot_be_confirmed(index, moved, reason):
    s = custom(0)
    modules = list(LONDRA.modules)
    p = modules[index]
    modules[index] = type(p)(p.module, *moved)
    build(s, LONDRA, modules)
    assert ConfirmLayout() not in GAME.legal_moves(s)
    refused(s, ConfirmLayout(), "restore.layout", reason)
    # lifting the module and putting it back where the printed shape has it fixes the layout
    act(s, LiftModule(p.module))
    assert s.phase == "build" and len(s.modules) == 5
    act(s, PlaceModule(p.module, p.q, p.r, p.rot))
    act(s, ConfirmLayout())
    assert s.phase == "deal"


def test_confirm_needs_every_module():
    s = custom(0)
    act(s, PlaceStart(0, 0))
    refused(s, ConfirmLayout(), "restore.confirm-early")
    refused(s, SetCollector(0), "restore.build-first")


def test_a_custom_game_plays_to_the_end_with_bots():
    for seed in range(3):
        session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "greedy")], seed,
                          Options(custom_shape=True, volcanoes=seed % 3))
        session.advance()
        assert session.over
        s = session.state
        assert s.shape == "custom" and len(shape_of(s).volcanoes) == seed % 3
        assert not GAME.invariants(s)


@pytest.mark.parametrize("bot", ["mcts-easy", "mcts", "mcts-hard"])
def test_searching_bots_build_a_printed_shape_and_leave_setup(bot):
    """They laid modules anywhere, lifted them and laid them again: setup never ended."""
    searching = GAME.bots[bot]
    assert searching.cancellable and searching.explaining  # its marks kept
    for volcanoes in range(3):
        s, rng = custom(volcanoes), random.Random(volcanoes)
        for _ in range(1 + volcanoes + 6 + 1):  # the tiles, six modules and the confirm
            act(s, searching(GAME, GAME.view(s, 0), GAME.legal_moves(s), 0, rng))
        assert s.phase == "deal"
        assert shape_of(s).coords in {shape.coords for shape in SHAPES.values()}


def test_the_bots_plan_follows_a_module_laid_the_other_way_round_on_the_same_hexes():
    from engine.restore import geometry
    from engine.restore.content import MODULES
    from engine.restore.setup import plan_moves

    spec = next(sp for sp in SHAPE_SPECS if len(sp.volcanoes) == 1)
    s = custom(1)
    act(s, PlaceStart(*spec.start))
    act(s, PlaceVolcano(*spec.volcanoes[0]))
    for p in spec.modules:
        cells = MODULES[p.module].cells
        hexes = set(geometry.place(cells, p.q, p.r, p.rot))
        twin = next(((q, r, rot) for q, r in geometry.grid(4) for rot in range(6)
                     if (q, r, rot) != (p.q, p.r, p.rot)
                     and set(geometry.place(cells, q, r, rot)) == hexes), None)
        act(s, PlaceModule(p.module, *(twin or (p.q, p.r, p.rot))))
        if twin:
            break
    assert twin is not None  # a two-hex module has a twin placement
    assert plan_moves(s), "the plan was lost after an equivalent placement"


# -- what check accepts is what legal_moves lists (issue 13, item 7) ---------------------------
def accepted(s, moves) -> list:
    ok = []
    for move in moves:
        try:
            GAME.check(s, move)
        except IllegalMove:
            continue
        ok.append(move)
    return ok


def test_every_module_placement_check_accepts_is_listed_turned_copies_too():
    s = custom(1)
    act(s, PlaceStart(0, 0))
    act(s, PlaceVolcano(0, -2))
    everything = [PlaceModule("brown", q, r, rot) for q, r in geometry.grid(GRID_RADIUS + 2)
                  for rot in range(6)]
    listed = [m for m in GAME.legal_moves(s) if isinstance(m, PlaceModule)]
    assert sorted(accepted(s, everything), key=repr) == sorted(listed, key=repr)
    by_hexes = {}
    for m in listed:
        by_hexes.setdefault(frozenset(geometry.place(MODULES["brown"].cells, m.q, m.r, m.rot)), []).append(m)
    assert max(len(forms) for forms in by_hexes.values()) == 2  # brown is symmetric: two anchors


@pytest.mark.parametrize("spec", SHAPE_SPECS, ids=lambda sp: f"{sp.start}{sp.volcanoes}")
def test_the_bots_plan_only_offers_listed_moves(spec):
    s = custom(len(spec.volcanoes))
    while s.phase == "build":
        plan = plan_moves(s)
        assert plan and set(plan) <= set(GAME.legal_moves(s))
        act(s, plan[0])


def test_start_and_volcano_tiles_go_in_any_configuration_the_modules_can_surround():
    s = custom(2)
    act(s, PlaceStart(1, -1))  # off centre: the old 2-hex limit was not the rulebook's
    far = PlaceVolcano(1, 3)  # 4 hexes from the Starting Tile: was refused
    assert far in GAME.legal_moves(s) and accepted(s, [far]) == [far]
    edge = PlaceVolcano(-GRID_RADIUS, 0)  # no room around it on the table area
    assert edge not in GAME.legal_moves(s)
    refused(s, edge, "restore.volcano-range", "past the table's edge", "the rulebook sets no size")
    act(s, far)
    assert surroundable([(1, -1), (1, 3), (-3, 2)]) and not surroundable([(1, -1), (5, 0)])
    listed = {(m.q, m.r) for m in GAME.legal_moves(s) if not isinstance(m, LiftTiles)}
    for q, r in geometry.grid(GRID_RADIUS):
        if (q, r) not in {(1, -1), (1, 3)}:
            assert ((q, r) in listed) == surroundable([(1, -1), (1, 3), (q, r)])


def test_the_build_help_says_what_the_layout_rules_check():
    """Variant 1, 2-3: tiles "in any configuration", then "completely surround those tiles
    with their remaining region modules, leaving no gaps" — not "each module touching what is
    placed", which no check asks."""
    from engine.restore.view import phase_help
    text = phase_help(custom(1))
    assert "any configuration" in text and "completely surrounding" in text and "no gaps" in text
    assert "touching" not in text


# L204-205: "places their Starting Tile and chosen Volcano Tile(s) in any configuration. Then,
# they must completely surround those tiles". `surroundable` is only a necessary test: with the
# Starting Tile at (3, 0) and Volcano Tiles at (-3, 3) and (0, -3) the three rings need 18
# module hexes plus linking ones, and an exhaustive search of the modules' layouts finds none
# (audit 2026-12-02). Taken back, the tiles can be laid again; before, setup never ended.
DEAD_END = [PlaceStart(3, 0), PlaceVolcano(-3, 3), PlaceVolcano(0, -3)]


def test_tiles_no_layout_can_surround_can_be_taken_back_and_laid_again():
    s = custom(2)
    for e in DEAD_END:
        act(s, e)  # accepted: every hex next to a tile is on the table, 18 + 6 <= 25
    assert LiftTiles() in GAME.legal_moves(s)
    act(s, LiftTiles())
    assert s.start == [] and s.volcanoes == [] and s.phase == "build"
    build(s, next(x for x in SHAPE_SPECS if len(x.volcanoes) == 2))
    act(s, ConfirmLayout())
    assert s.phase == "deal"


def test_tiles_are_taken_back_only_with_no_module_on_the_table():
    s = custom(1)
    refused(s, LiftTiles(), "restore.lift-tiles")  # nothing placed yet
    act(s, PlaceStart(0, 0))
    assert LiftTiles() in GAME.legal_moves(s)  # before the Volcano Tile too
    act(s, PlaceVolcano(0, -2))
    p = next(x for x in SHAPE_SPECS if x.slug == "dubara").modules[0]
    act(s, PlaceModule(p.module, p.q, p.r, p.rot))
    assert LiftTiles() not in GAME.legal_moves(s)
    refused(s, LiftTiles(), "restore.lift-tiles", "no module")
    act(s, LiftModule(p.module))
    act(s, LiftTiles())
    assert s.start == [] and s.volcanoes == []


def test_every_hex_of_the_drawn_layout_is_found_again_where_it_is_drawn():
    """The table's rows (with the table area's dots round them) and `hex_at`, which reads a
    click on them, agree: each hex's 5 cells lead back to it, and every hex found is drawn."""
    from engine.restore.view import hex_at, layout_rows, view

    s = custom(1)
    spec = next(sp for sp in SHAPE_SPECS if len(sp.volcanoes) == 1)
    build(s, spec, modules=spec.modules[:3])
    rows, top, left = layout_rows(view(s, 0), None, GRID_RADIUS)
    found = {hex_at(top, left, x, y) for y, line in enumerate(rows) for x in range(len(line))} - {None}
    found = {h for h in found if geometry.in_grid(*h, GRID_RADIUS)}  # a click off the table moves nothing
    assert tuple(s.start) in found and all(tuple(v) in found for v in s.volcanoes)
    for q, r in found:
        x = (2 * q + r - left) * 3
        assert rows[r - top][x:x + 5].strip("~ ") in ("STA", "VOL", "·", "bro", "sky", "gre", "pur"), (q, r)
        assert all(hex_at(top, left, x + k, r - top) == (q, r) for k in range(5))
    assert set(rows[0].split()) == {"·"}  # a margin of table area above what is laid
