"""Rules a hand-made mutation of the engine broke without any test noticing (helper-306's
and helper-311's mutation runs): each test quotes the rulebook line it checks (restore.txt,
L<n>)."""
import pytest

from engine.restore import GAME, geometry
from engine.restore import view as seat_view
from engine.restore.content import DISCS, GRID_RADIUS, MODULES, SHAPE_SPECS, SHAPES, TILES
from engine.restore.events import (Collect, LiftModule, Place, PlaceModule, PlaceStart,
                                   PlaceVolcano, TakeBonus)
from engine.restore.state import Ending, Options
from engine.restore.view import cell as draw_cell
from engine.restore.view import disc_text, hex_at, layout_rows, render, render_board, space_number

from tests.engine.restore.helpers import act, hold, refused, started, take_from_bag
from tests.engine.restore.test_variant1 import build, custom


def _lay_by_hand(s, seat, cells, pick):
    """Discs chosen by `pick` (a Disc -> bool) onto `cells` of a board, out of the bag or the
    main board (the 60 discs conserved)."""
    board = s.players[seat].board
    for c in cells:
        d = next(x for x in s.bag + s.main if x >= 0 and pick(DISCS[x]))
        take_from_bag(s, d)
        board[c] = d


def _londra_nova(modules: int):
    """Variant 1: Blue lays Londra Nova's Starting Tile and its first `modules` modules."""
    spec = next(x for x in SHAPE_SPECS if x.slug == "londra-nova")  # no Volcano Tiles
    s = custom(0)
    build(s, spec, spec.modules[:modules])
    return s, spec


def _to_the_bonus_step(s):
    """Blue fills the last space of the Sky Blue region: Step 3.2 waits for a bonus tile."""
    spaces = SHAPES[s.shape].region_spaces[1]
    _lay_by_hand(s, 0, spaces[:-1], lambda d: d.kind != "mission")
    act(s, Collect(1))
    act(s, Place(spaces[-1], True))
    assert s.phase == "bonus"


def test_a_bonus_pile_past_the_three_is_refused():
    """L116 "take the top tile from any of the three Bonus Tile stacks": a fourth is refused
    as a move (not a crash)."""
    s = started(collector=0).state
    _to_the_bonus_step(s)
    refused(s, TakeBonus(3), "restore.bonus-pile", "three bonus piles")
    refused(s, TakeBonus(-1), "restore.bonus-pile", "three bonus piles")
    assert GAME.legal_moves(s) == [TakeBonus(0), TakeBonus(1), TakeBonus(2)]


def test_the_fifth_and_last_marker_is_taken_and_wins():
    """L34 "5 Mission Completion Markers"; L117 "take 1 Mission Completion Marker. If you take
    your third ..., the game ends immediately, and you win": with 2 markers each, the last
    marker in the supply is still taken and is the third."""
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    far = [c for c in shape.spaces if c not in shape.adj[shape.start_cell]]
    _lay_by_hand(s, 0, far[:7], lambda d: d.kind == "animal")
    s.players[0].markers = s.players[1].markers = 2
    s.markers_left = 1
    s.players[0].rewarded, s.players[1].rewarded = [-5, -6], [-7, -8]  # earlier Missions
    act(s, Collect(1))
    mission = next(x.id for x in DISCS if x.kind == "mission" and x.requires == "animal"
                   and (x.id in s.bag or x.id in s.main))
    hold(s, mission)
    act(s, next(m for m in GAME.legal_moves(s) if isinstance(m, Place) and not m.paid))
    assert s.players[0].markers == 3 and s.markers_left == 0
    assert s.phase == "over" and s.winner == 0 and s.end == Ending.THIRD_MARKER
    assert GAME.outcome(s).winners == [0]


def test_a_disc_on_the_starting_tile_breaks_the_invariants_whatever_its_id():
    """L105 "the Starting Tile space, Volcano Tile spaces, and Ruin Tile spaces do not count as
    empty spaces": a disc there (disc 0 too) is reported."""
    s = started(collector=0).state
    assert GAME.invariants(s) == []
    take_from_bag(s, 0)
    s.players[0].board[SHAPES[s.shape].start_cell] = 0
    assert "seat 0: a disc off the spaces" in GAME.invariants(s)


def test_the_volcano_count_applies_only_to_variant_1_and_variant_2_to_any_shape():
    """L57 (a printed shape fixes its Volcano Tiles), L203 (Variant 1: "decide how many Volcano
    Tiles will be used"), L208-210 (Variant 2 changes only Lake scoring: any shape)."""
    printed = Options(shape="dubara", lake_variant=True, volcanoes=2)
    assert not GAME.option_applies("volcanoes", printed, 2)
    assert GAME.option_applies("lake_variant", printed, 2)
    assert GAME.option_applies("custom_shape", printed, 2)
    kept = GAME.applicable_options(printed, 2)
    assert kept.lake_variant and kept.shape == "dubara" and kept.volcanoes == Options().volcanoes
    variant1 = Options(custom_shape=True, volcanoes=2, lake_variant=True)
    assert GAME.option_applies("volcanoes", variant1, 2) and not GAME.option_applies("shape", variant1, 2)
    assert GAME.applicable_options(variant1, 2).volcanoes == 2


def test_only_a_placed_module_can_be_lifted():
    """Variant 1 L204-205 (the modules surround the tiles): lifting a module back is the app's
    undo of a placement; a module not on the table is refused, not a move that does nothing."""
    s, spec = _londra_nova(1)
    p = spec.modules[0]
    other = spec.modules[1].module
    refused(s, LiftModule(other), "restore.lift-placed")
    assert LiftModule(other) not in GAME.legal_moves(s)
    act(s, LiftModule(p.module))
    assert s.modules == []


def test_running_scores_during_variant_1_building_are_zero():
    """Variant 1 L199-206: while Blue builds, no board exists yet: each seat has 0 points (the
    score chart samples it from the first event)."""
    s = custom(1)
    assert GAME.running_scores(s) == [0, 0]


@pytest.mark.parametrize("start,volcanoes", [
    ((-4, 0), [(1, -4), (0, 4)]),  # rings 18 + links 2 + 5: exactly the modules' 25 hexes
    ((-4, 0), [(2, -4), (4, -3)]),  # 21 hexes (a farthest-first linking would count 26)
])
def test_tiles_far_apart_are_accepted_while_the_modules_can_still_surround_them(start, volcanoes):
    """Variant 1 L204 "places their Starting Tile and chosen Volcano Tile(s) in any
    configuration", L205 "then, they must completely surround those tiles": a tile is refused
    only when the 25 module hexes could not surround them all (the cheapest linking counts)."""
    s = custom(2)
    act(s, PlaceStart(*start))
    act(s, PlaceVolcano(*volcanoes[0]))
    assert PlaceVolcano(*volcanoes[1]) in GAME.legal_moves(s)
    act(s, PlaceVolcano(*volcanoes[1]))
    assert s.volcanoes == [list(v) for v in volcanoes]


def _met_lake_mission(s, seat):
    """Five Lakes and the 5+ Lakes Mission on a board, its marker not taken."""
    spaces = SHAPES[s.shape].spaces
    _lay_by_hand(s, seat, spaces[-5:], lambda d: d.kind == "lake")
    _lay_by_hand(s, seat, spaces[-6:-5], lambda d: d.kind == "mission" and d.requires == "lake")


def test_a_met_mission_left_without_its_marker_is_flagged_for_either_seat():
    """L117 "Whenever you complete a Mission disc, take 1 Mission Completion Marker": a met
    Mission without its marker breaks the invariants for the turn player outside the bonus step,
    and for the other player during it (only the turn player's bonus step may leave one)."""
    s = started(collector=0).state
    _met_lake_mission(s, 0)
    assert s.turn == 0 and s.phase == "collect"
    assert "seat 0: a Mission met and not rewarded" in GAME.invariants(s)
    s = started(collector=0).state
    _met_lake_mission(s, 1)
    s.phase = "bonus"  # Blue completing a region (Yellow's Mission left unrewarded)
    assert "seat 1: a Mission met and not rewarded" in GAME.invariants(s)


def test_taking_the_disc_at_the_first_intersection_names_that_disc():
    """L83 "take the disc located at the exact intersection pointed to by both Collectors": with
    Yellow on E, Blue's A points at the main board's first space (A/E): the log names its disc."""
    s = started(collector=0).state
    assert s.main[0] >= 0
    assert GAME.describe(s, Collect(0)) == f"Blue takes {disc_text(s.main[0])} at A/E"


def test_each_extra_bonus_tile_dealt_is_said_to_go_on_the_pile_it_goes_on():
    """L63 "draw 6, and place them face-up on top of the Basic Bonus Tiles, distributing 2 onto
    each pile": the log names the pile each tile lands on."""
    s = GAME.initial_state(Options(shape="londra-nova"), 2)
    assert s.phase == "deal"
    while s.phase == "deal":
        e = GAME.chance_outcomes(s)[0]
        said = GAME.describe(s, e)
        GAME.apply(s, e)
        pile = next(i for i, p in enumerate(s.piles) if p[-1] == e.tile)
        assert said.startswith(f"bonus pile {pile + 1} gets: "), said
    assert [len(p) for p in s.piles] == [3, 3, 3]


def test_the_text_board_shows_every_bonus_tile_and_blues_collector():
    """L63 the bonus tiles "face-up ... so all tiles remain visible"; L83 each player's Collector
    on a space of their colour: the text board lists each pile's tiles, top first, and marks
    Blue's Collector over its column (v), Yellow's beside its row (>)."""
    s = started(collector=0).state
    s.players[0].collector = 2  # Blue on C, Yellow on E
    lines = render(GAME.view(s, None)).splitlines()
    for i, pile in enumerate(s.piles):
        assert (f"Bonus pile {i + 1}: " + " | ".join(TILES[t].text for t in reversed(pile))
                + "   (top first)") in lines
    top = lines[lines.index(next(x for x in lines if x.startswith("Main board"))) + 1]
    assert top.split() == ["A", "B", "vC", "D"]
    assert any(x.startswith("  >E") for x in lines)


def test_an_animal_disc_is_named_and_coded_by_its_species():
    """L131 animal groups score "the number of different animal species"; L49 paw prints (Bear 1,
    Frog 5): a disc's label (the log) and board code (the boards) name its species."""
    bear = next(d for d in DISCS if d.species == "Bear")
    frog = next(d for d in DISCS if d.species == "Frog")
    assert (bear.label, bear.code) == ("Bear", "Bear")
    assert (frog.label, frog.code) == ("Frog", "Frog")


def test_a_module_placed_twice_is_refused_naming_the_modules_left():
    """Variant 1 L205 "surround those tiles with their remaining region modules": a module already
    on the table is refused, and the refusal lists the modules still to place, not the placed one."""
    s, spec = _londra_nova(1)
    brown = spec.modules[0]
    text = refused(s, PlaceModule(brown.module, 0, 0, 0), "restore.module-placed")
    left = text[text.index("(") + 1:text.rindex(")")]
    assert MODULES["sky"].title in left and MODULES["brown"].title not in left


def test_the_hexes_at_the_left_edge_of_the_drawn_table_can_be_picked():
    """Variant 1 L204 "places their Starting Tile and chosen Volcano Tile(s) in any configuration":
    a click on any hex of the drawn table area finds it, the leftmost column's too."""
    s = custom(0)
    rows, top, left = layout_rows(GAME.view(s, 0), None, GRID_RADIUS)
    edge = [(q, r) for q, r in geometry.grid(GRID_RADIUS) if 2 * q + r == left]
    assert edge
    for q, r in edge:
        assert rows[r - top][:5].strip() == "·"
        assert all(hex_at(top, left, k, r - top) == (q, r) for k in range(5)), (q, r)


def test_the_layout_being_built_marks_the_three_ruin_spaces():
    """L57 the Brown, Sky Blue and Green Ruin Tiles go on "the corresponding ruin spaces marked on
    those colored modules" (L116: a completed region's bonus tile replaces it): while Blue builds,
    exactly the three ruin hexes are drawn as ruins (~bro~), the Purple modules having none."""
    s, _ = _londra_nova(6)
    rows, top, left = layout_rows(GAME.view(s, 0))
    shape = SHAPES["londra-nova"]
    drawn = {}
    for q, r in shape.coords:
        x = (2 * q + r - left) * 3
        drawn[(q, r)] = rows[r - top][x:x + 5]
    ruins = {shape.coords[c]: body for c, body in zip(shape.ruin_cell, ("~bro~", "~sky~", "~gre~"))}
    assert {h: b for h, b in drawn.items() if "~" in b} == ruins
    assert {b.strip() for b in drawn.values() if "~" not in b} == {"STA", "bro", "sky", "gre", "pur"}


def test_a_module_preview_marks_the_hexes_it_would_overlap():
    """Variant 1 L205 "completely surround those tiles ... leaving no gaps" (pieces do not overlap,
    `restore.overlap`): a module's preview shows [BRO] on a free hex and !BRO! on a taken one."""
    s = custom(0)
    act(s, PlaceStart(0, 0))
    preview = next(PlaceModule("brown", q, r, 0) for q, r in geometry.grid(GRID_RADIUS)
                   if (0, 0) in geometry.place(MODULES["brown"].cells, q, r, 0))
    hexes = geometry.place(MODULES["brown"].cells, preview.q, preview.r, 0)
    rows, top, left = layout_rows(GAME.view(s, 0), preview)
    ruin = MODULES["brown"].cells.index(tuple(MODULES["brown"].ruin))
    for k, (q, r) in enumerate(hexes):
        x = (2 * q + r - left) * 3
        body = "RUI" if k == ruin else "BRO"
        assert rows[r - top][x:x + 5] == (f"!{body}!" if (q, r) == (0, 0) else f"[{body}]"), (q, r)


def test_an_empty_board_is_drawn_with_every_space_numbered():
    """The board the rulebook lays out before play (L59 the Worker on the Starting Tile, L105
    ruins and tiles not spaces): `cell` with no player (the screen's empty board) draws every
    space empty with its number, the ruins as Ruin Tiles."""
    shape = SHAPES["dubara"]
    for i, kind in enumerate(shape.kind):
        left, code, right, what = draw_cell(shape, i, None)
        if kind == "space":
            assert what == "empty" and code.strip() == space_number(shape, i) + "bsgp"[shape.region[i]]
        else:
            assert what == {"ruin": "ruin", "start": "start", "volcano": "volcano"}[kind]


def test_a_boards_score_is_its_own_when_another_shape_left_one_under_its_key():
    """L125-172 (scoring): a board's running score is read on its own shape. The remembered scores
    are keyed by id(shape), which a freed shape's successor may reuse: an entry left by another
    shape is not taken as this one's."""
    s = started(collector=0).state
    shape, other = SHAPES[s.shape], SHAPES["rio-vertex"]
    _met_lake_mission(s, 0)
    p = s.players[0]
    key = (id(shape), tuple(p.board), tuple(p.tiles), False)
    right = seat_view.breakdown(seat_view.board_items(shape, p.board, p.tiles, False))
    stale = dict.fromkeys(right, 99)
    seat_view._scores[key] = (other, stale)  # as if `other` had had shape's id
    try:
        assert seat_view.live_scores(shape, p.board, p.tiles, False) == right
    finally:
        seat_view._scores.pop(key, None)


def test_the_text_board_draws_each_hex_beside_its_neighbours():
    """L129 a group is "a cluster of adjacent discs" (and L142-143, L172 count what is adjacent):
    the text board (`rewind replay`) draws a hex's 6 columns 6 to the right of its row neighbour
    and 3 to the side of those in the next row, the leftmost hex at the row label's edge."""
    s = started(collector=0).state
    shape, p = SHAPES[s.shape], GAME.view(s, None).players[0]
    lines = render_board(shape, p)
    rows = sorted({r for _, r in shape.coords})
    at = {}
    for i, (q, r) in enumerate(shape.coords):
        line, block = lines[rows.index(r)], "".join(draw_cell(shape, i, p)[:3])
        assert line.count(block) == 1, (block, line)
        at[(q, r)] = line.index(block)
    assert min(at.values()) == 2
    for (q, r), x in at.items():
        for (dq, dr), shift in (((1, 0), 6), ((0, 1), 3), ((-1, 1), -3)):
            if (q + dq, r + dr) in at:
                assert at[(q + dq, r + dr)] == x + shift, ((q, r), (dq, dr))
