"""One test (or a few) per rule of a turn: each illegal move is refused naming its rule and
leaves the state exactly as it was."""
import pytest

from engine.core import CHANCE
from engine.restore import GAME
from engine.restore.content import DISCS, FILL_PATH, SHAPES, TILES
from engine.restore.events import (Collect, Place, Replenish, SetCollector, TakeBonus)
from engine.restore.geometry import intersection
from engine.restore.state import Ending

from tests.engine.restore.helpers import act, draw_all, hold, refused, started, to_bag


def first_free(s, seat):
    """The first legal free (unpaid) placement."""
    return next(m for m in GAME.legal_moves(s) if isinstance(m, Place) and not m.paid)


# -- setup ---------------------------------------------------------------------------------------
def test_setup_energy_piles_main_board_and_first_collector():
    from engine.core import SeatSpec, Session
    from engine.restore.state import Options
    session = Session(GAME, [SeatSpec("a"), SeatSpec("b")], 7, Options(shape="dubara"))
    s = session.state
    assert [p.energy for p in s.players] == [2, 2] and s.supply == 24
    assert s.volcano_count == 1  # Dubara uses one Volcano Tile, the other goes back in the box
    assert sum(k == "volcano" for k in SHAPES["dubara"].kind) == 1
    session.advance()
    s = session.state
    assert [pile[0] for pile in s.piles] == [0, 1, 2]  # basic tiles 2, 3, 4 at the bottom
    assert [len(pile) for pile in s.piles] == [3, 3, 3]
    assert all(not TILES[t].basic for pile in s.piles for t in pile[1:])
    assert len(s.extras) == 6  # the other six extra tiles stay in the box
    assert all(d >= 0 for d in s.main) and len(s.bag) == 44
    assert session.to_act == 1  # the other player places their Collector first
    assert GAME.legal_moves(s) == [SetCollector(i) for i in range(4)]
    assert s.players[0].worker == SHAPES["dubara"].start_cell
    refused(s, Collect(0), "restore.first-collector-first", "Setup 8")


def test_main_board_fills_along_the_path():
    from engine.restore.state import Options
    s = GAME.initial_state(Options(), 2)
    while s.phase == "deal":
        GAME.apply(s, GAME.chance_outcomes(s)[-1])
    drawn = []
    while s.phase == "fill":
        outcome = GAME.chance_outcomes(s)[len(s.bag) // 2]
        drawn.append(outcome.disc)
        GAME.apply(s, outcome)
    assert [s.main[i] for i in FILL_PATH] == drawn


# -- step 1 --------------------------------------------------------------------------------------
def test_collect_takes_the_intersection_disc():
    s = started(collector=2).state
    want = s.main[2 * 4 + 1]  # Yellow's row 2 (G), Blue's column 1 (B)
    act(s, Collect(1))
    assert s.held == want and s.main[9] == -1 and s.phase == "place"
    assert s.players[0].collector == 1


def test_collector_on_an_empty_intersection_is_refused():
    s = started(collector=0).state
    to_bag(s, 0 * 4 + 2)
    refused(s, Collect(2), "restore.collector-target")
    assert Collect(2) not in GAME.legal_moves(s)


def test_staying_put_in_play_is_refused_by_the_printed_rule():
    """In play the current space points at the intersection the last take emptied (NOTES 1):
    staying is refused by L85, which is printed, before the must-move reading (helper-282)."""
    s = started(collector=0).state
    act(s, Collect(1))
    act(s, first_free(s, 0))
    here = s.players[1].collector
    refused(s, Collect(here), "restore.collector-target", "must point to an intersection that holds a disc")


def test_collector_must_move_without_a_replenish():
    s = started(collector=0).state
    act(s, Collect(1))
    act(s, first_free(s, 0))
    assert GAME.to_act(s) == 1
    # Yellow's current space (row 0) points at column 1: refill it so only the rule stops it
    s.main[1] = s.bag.pop()
    assert intersection(1, 0, s.players[0].collector) == 1
    refused(s, Collect(0), "restore.collector-must-move")
    assert Collect(0) not in GAME.legal_moves(s)


def test_free_replenish_when_no_space_targets_a_disc():
    s = started(collector=0).state
    act(s, Collect(1))
    for row in (1, 2, 3):  # every other row of Yellow's meets column B emptily
        to_bag(s, row * 4 + 1)
    energy = [p.energy for p in s.players]
    act(s, first_free(s, 0))
    assert s.phase == "replenish" and GAME.to_act(s) == CHANCE and s.replenished
    draw_all(s)
    assert all(d >= 0 for d in s.main) and s.phase == "collect"
    assert [p.energy for p in s.players][1] == energy[1]  # free
    # after the replenish the Collector may stay where it is
    assert Collect(0) in GAME.legal_moves(s)
    act(s, Collect(0))


def test_paid_replenish():
    s = started(collector=0).state
    to_bag(s, 5)
    to_bag(s, 10)
    act(s, Replenish())
    assert s.players[0].energy == 0 and s.supply == 26 and s.phase == "replenish"
    draw_all(s)
    assert all(d >= 0 for d in s.main)
    refused(s, Replenish(), "restore.replenish-once")


def test_paid_replenish_needs_energy_only():
    """L87 "You can replenish the Main Board before choosing, even if there are valid
    intersections, by paying 2 Energy Tokens": a full main board too (it was refused: an
    audit), drawing nothing."""
    s = started(collector=0).state
    assert -1 not in s.main and Replenish() in GAME.legal_moves(s)
    assert GAME.describe(s, Replenish()).endswith("replenish the main board, which is full: nothing is drawn")
    bag = list(s.bag)
    act(s, Replenish())
    assert s.players[0].energy == 0 and s.replenished and s.bag == bag
    assert GAME.to_act(s) == 0 and s.phase == "collect"
    assert GAME.legal_moves(s) == [Collect(i) for i in range(4)]
    s = started(collector=0).state
    to_bag(s, 5)
    s.players[0].energy, s.supply = 1, s.supply + 1
    refused(s, Replenish(), "restore.replenish-energy", "you have 1")
    assert Replenish() not in GAME.legal_moves(s)


def test_replenish_stops_when_the_bag_runs_out():
    s = started(collector=0).state
    for i in (5, 6, 7):
        to_bag(s, i)
    s.bag = s.bag[:1]  # (conservation deliberately broken: only the fold is under test)
    act(s, Replenish())
    draw_all(s)
    assert s.phase == "collect" and s.main.count(-1) == 2


# -- step 2 --------------------------------------------------------------------------------------
def test_place_adjacent_to_worker_or_pay():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    act(s, Collect(1))
    near = set(shape.adj[shape.start_cell]) & set(shape.spaces)
    far = next(c for c in shape.spaces if c not in near)
    refused(s, Place(far), "restore.place-adjacent")
    moves = GAME.legal_moves(s)
    assert {m.cell for m in moves if not m.paid} == near
    assert {m.cell for m in moves if m.paid} == set(shape.spaces)
    supply = s.supply
    act(s, Place(far, True))
    assert s.players[0].board[far] >= 0 and s.players[0].worker == far
    assert s.players[0].energy == DISCS[s.players[0].board[far]].energy + 0 and \
        s.supply == supply + 2 - DISCS[s.players[0].board[far]].energy


def test_paying_energy_you_do_not_have():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    act(s, Collect(1))
    s.players[0].energy, s.supply = 1, s.supply + 1
    far = next(c for c in shape.spaces if c not in shape.adj[shape.start_cell])
    refused(s, Place(far, True), "restore.pay-energy", "you have 1")
    assert not any(m.paid for m in GAME.legal_moves(s))


@pytest.mark.parametrize("kind,words", [("start", "Starting Tile"), ("volcano", "Volcano Tile"),
                                         ("ruin", "Ruin Tile")])
def test_no_disc_on_start_volcano_or_ruin(kind, words):
    s = started("dubara", collector=0).state
    shape = SHAPES["dubara"]
    act(s, Collect(1))
    target = next(i for i, k in enumerate(shape.kind) if k == kind)
    refused(s, Place(target), "restore.place-not-space", words)
    refused(s, Place(target, True), "restore.place-not-space", words)


def test_no_disc_on_an_occupied_space():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    act(s, Collect(1))
    c = min(set(shape.adj[shape.start_cell]) & set(shape.spaces))
    act(s, Place(c))
    act(s, Collect(2) if Collect(2) in GAME.legal_moves(s) else GAME.legal_moves(s)[0])
    act(s, first_free(s, 1))
    draw_all(s)
    act(s, GAME.legal_moves(s)[0])
    refused(s, Place(c), "restore.place-occupied")


def test_anywhere_when_no_adjacent_space_is_empty():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    p = s.players[0]
    for n in shape.adj[shape.start_cell]:
        if shape.kind[n] == "space":
            d = s.bag.pop()
            p.board[n] = d
    act(s, Collect(1))
    moves = GAME.legal_moves(s)
    empty = [c for c in shape.spaces if p.board[c] < 0]
    assert moves == [Place(c, False) for c in empty] + [Place(c, True) for c in empty]
    act(s, Place(empty[-1]))


# -- step 3 --------------------------------------------------------------------------------------
def test_energy_icons_are_taken_from_the_supply():
    s = started(collector=0).state
    act(s, Collect(1))
    d = next(x.id for x in DISCS if x.energy == 2 and (x.id in s.bag or x.id in s.main))
    hold(s, d)
    supply = s.supply
    act(s, first_free(s, 0))
    assert s.players[0].energy == 4 and s.supply == supply - 2
    assert not GAME.invariants(s)


def test_energy_supply_can_run_dry():
    s = started(collector=0).state
    act(s, Collect(1))
    d = next(x.id for x in DISCS if x.energy == 2 and (x.id in s.bag or x.id in s.main))
    hold(s, d)
    s.players[1].energy += s.supply - 1
    s.supply = 1
    act(s, first_free(s, 0))
    assert s.players[0].energy == 3 and s.supply == 0
    assert not GAME.invariants(s)


def _fill_region_but_one(s, seat, region):
    shape = SHAPES[s.shape]
    spaces = shape.region_spaces[region]
    board = s.players[seat].board
    for c in spaces[:-1]:
        d = next(x for x in s.bag if DISCS[x].kind != "mission")
        s.bag.remove(d)
        board[c] = d
    s.players[seat].worker = spaces[-2]
    return spaces[-1]


def test_completing_a_region_takes_a_bonus_tile_of_your_choice():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    last = _fill_region_but_one(s, 0, 1)  # sky blue
    act(s, Collect(1))
    if Place(last) not in GAME.legal_moves(s):
        act(s, Place(last, True)) if s.players[0].energy >= 2 else None
    else:
        act(s, Place(last))
    assert s.phase == "bonus" and GAME.to_act(s) == 0
    assert GAME.legal_moves(s) == [TakeBonus(0), TakeBonus(1), TakeBonus(2)]
    top = s.piles[2][-1]
    refused(s, Place(0), "restore.bonus-first")
    act(s, TakeBonus(2))
    assert s.players[0].tiles[1] == top and len(s.piles[2]) == 2
    assert s.players[0].tiles[0] == -1 and s.players[0].tiles[2] == -1  # other ruins remain
    assert GAME.to_act(s) == 1
    # the tile now stands on the region's ruin space, and scores
    assert shape.kind[shape.ruin_cell[1]] == "ruin"
    assert not GAME.invariants(s)


def test_an_empty_bonus_pile_cannot_be_chosen():
    s = started(collector=0).state
    last = _fill_region_but_one(s, 0, 0)
    act(s, Collect(1))
    s.players[0].worker = SHAPES[s.shape].region_spaces[0][-2]
    for t in s.piles[0][::-1]:  # empty pile 1 (those tiles go out of play)
        s.extras.append(s.piles[0].pop())
    act(s, Place(last) if Place(last) in GAME.legal_moves(s) else Place(last, True))
    assert TakeBonus(0) not in GAME.legal_moves(s)
    refused(s, TakeBonus(0), "restore.bonus-pile-empty")


def _place_mission_setup(s, requires, have):
    """Blue's board gets `have` discs of the required kind; Blue will hold a mission disc."""
    shape = SHAPES[s.shape]
    board = s.players[0].board
    kind = "mission" if requires == "mission" else requires
    free = [c for c in shape.spaces if c not in shape.adj[shape.start_cell]]
    for c in free[:have]:
        d = next(x for x in s.bag + [m for m in s.main if m >= 0]
                 if DISCS[x].kind == kind and (kind != "mission" or DISCS[x].requires != "lake"))
        if d in s.bag:
            s.bag.remove(d)
        else:
            s.main[s.main.index(d)] = -1
        board[c] = d


def test_mission_marker_when_a_requirement_becomes_met():
    s = started(collector=0).state
    _place_mission_setup(s, "animal", 7)
    act(s, Collect(1))
    mission = next(x.id for x in DISCS if x.kind == "mission" and x.requires == "animal"
                   and (x.id in s.bag or x.id in s.main))
    hold(s, mission)
    act(s, first_free(s, 0))
    assert s.players[0].markers == 1 and s.markers_left == 4
    assert s.phase != "over" and GAME.to_act(s) == 1
    assert not GAME.invariants(s)


def test_third_mission_marker_wins_instantly():
    s = started(collector=0).state
    _place_mission_setup(s, "animal", 7)
    s.players[0].markers, s.markers_left = 2, 3
    s.players[0].rewarded = [-5, -6]  # two earlier missions (cells not needed here)
    act(s, Collect(1))
    mission = next(x.id for x in DISCS if x.kind == "mission" and x.requires == "animal"
                   and (x.id in s.bag or x.id in s.main))
    hold(s, mission)
    act(s, first_free(s, 0))
    assert s.phase == "over" and GAME.to_act(s) is None
    out = GAME.outcome(s)
    assert out.winners == [0] and out.end == Ending.THIRD_MARKER and "third Mission" in out.reason


def test_game_ends_when_both_boards_are_full():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    # fill both boards except one space each (animals and forests: no mission to win)
    for seat in (0, 1):
        board = s.players[seat].board
        for c in shape.spaces[:-1]:
            board[c] = s.bag.pop(0)
        s.players[seat].worker = shape.spaces[-2]
    placed = 0
    for _ in range(10):
        draw_all(s)
        if GAME.to_act(s) is None:
            break
        move = GAME.legal_moves(s)[0]
        placed += isinstance(move, Place)
        act(s, move)
    assert placed == 2
    assert all(p.board[c] >= 0 for p in s.players for c in shape.spaces)
    assert GAME.outcome(s).end == Ending.BOARDS_FULL
    assert not GAME.invariants(s)


def test_a_player_with_a_full_board_is_skipped():
    s = started(collector=0).state
    shape = SHAPES[s.shape]
    board = s.players[1].board
    for c in shape.spaces:
        board[c] = s.bag.pop(0)
    act(s, Collect(1))
    act(s, first_free(s, 0))
    draw_all(s)
    assert GAME.to_act(s) == 0 and s.turn == 0  # Yellow's board is full: Blue plays again
    assert s.phase == "collect"
