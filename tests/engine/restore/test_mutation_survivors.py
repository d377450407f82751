"""Rules a hand-made mutation of the engine broke without any test noticing (helper-306's
mutation run): each test quotes the rulebook line it checks (restore.txt, L<n>)."""
import pytest

from engine.restore import GAME
from engine.restore.content import DISCS, SHAPE_SPECS, SHAPES
from engine.restore.events import (Collect, LiftModule, Place, PlaceModule, PlaceStart,
                                   PlaceVolcano, TakeBonus)
from engine.restore.state import Ending, Options

from tests.engine.restore.helpers import act, hold, refused, started, take_from_bag


def _to_the_bonus_step(s):
    """Blue fills the last space of the Sky Blue region: Step 3.2 waits for a bonus tile."""
    shape = SHAPES[s.shape]
    spaces = shape.region_spaces[1]
    board = s.players[0].board
    for c in spaces[:-1]:
        d = next(x for x in s.bag if DISCS[x].kind != "mission")
        s.bag.remove(d)
        board[c] = d
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
    board = s.players[0].board
    far = [c for c in shape.spaces if c not in shape.adj[shape.start_cell]]
    for c in far[:7]:
        d = next(x for x in s.bag if DISCS[x].kind == "animal")
        s.bag.remove(d)
        board[c] = d
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
    custom = Options(custom_shape=True, volcanoes=2, lake_variant=True)
    assert GAME.option_applies("volcanoes", custom, 2) and not GAME.option_applies("shape", custom, 2)
    assert GAME.applicable_options(custom, 2).volcanoes == 2


def test_only_a_placed_module_can_be_lifted():
    """Variant 1 L204-205 (the modules surround the tiles): lifting a module back is the app's
    undo of a placement; a module not on the table is refused, not a move that does nothing."""
    s = GAME.initial_state(Options(custom_shape=True, volcanoes=0), 2)
    spec = next(x for x in SHAPE_SPECS if x.slug == "londra-nova")
    act(s, PlaceStart(*spec.start))
    p = spec.modules[0]
    act(s, PlaceModule(p.module, p.q, p.r, p.rot))
    other = spec.modules[1].module
    refused(s, LiftModule(other), "restore.lift-placed")
    assert LiftModule(other) not in GAME.legal_moves(s)
    act(s, LiftModule(p.module))
    assert s.modules == []


def test_running_scores_during_variant_1_building_are_zero():
    """Variant 1 L199-206: while Blue builds, no board exists yet: each seat has 0 points (the
    score chart samples it from the first event)."""
    s = GAME.initial_state(Options(custom_shape=True, volcanoes=1), 2)
    assert GAME.running_scores(s) == [0, 0]


@pytest.mark.parametrize("start,volcanoes", [
    ((-4, 0), [(1, -4), (0, 4)]),  # rings 18 + links 2 + 5: exactly the modules' 25 hexes
    ((-4, 0), [(2, -4), (4, -3)]),  # 21 hexes (a farthest-first linking would count 26)
])
def test_tiles_far_apart_are_accepted_while_the_modules_can_still_surround_them(start, volcanoes):
    """Variant 1 L204 "places their Starting Tile and chosen Volcano Tile(s) in any
    configuration", L205 "then, they must completely surround those tiles": a tile is refused
    only when the 25 module hexes could not surround them all (the cheapest linking counts)."""
    s = GAME.initial_state(Options(custom_shape=True, volcanoes=2), 2)
    act(s, PlaceStart(*start))
    act(s, PlaceVolcano(*volcanoes[0]))
    assert PlaceVolcano(*volcanoes[1]) in GAME.legal_moves(s)
    act(s, PlaceVolcano(*volcanoes[1]))
    assert s.volcanoes == [list(v) for v in volcanoes]
