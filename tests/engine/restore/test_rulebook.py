"""The rulebook read literally (audit): the printed examples of Step 1 and Step 2 with the
book's letters, and the rules of Components, Setup, Step 3 and Scoring that had no test of
their own. Each test quotes the line it checks."""
import pytest

from engine.restore import GAME
from engine.restore.content import (DISCS, FILL_PATH, MISSION_NEEDS, REGION_TITLES, REGIONS,
                                    SHAPES, TILES)
from engine.restore.events import Collect, Place, Replenish, SetCollector, TakeBonus
from engine.restore.scoring import board_items

from tests.engine.restore.helpers import (act, cell, draw_all, hold, lay, refused, started,
                                          to_bag)

A, B, C, D = range(4)  # Blue's Collector spaces (columns)
E, F, G, H = range(4)  # Yellow's Collector spaces (rows)


def collects(s) -> list[int]:
    return [m.space for m in GAME.legal_moves(s) if isinstance(m, Collect)]


def tile(effect: str, counts=None) -> int:
    return next(t.id for t in TILES if t.effect == effect and t.counts == counts)


# -- Components and Setup --------------------------------------------------------------------------
def test_components_28_energy_tokens_and_5_mission_markers():
    """"28 Energy Tokens", "5 Mission Completion Markers"; Setup 5: "Each player receives ...
    2 Energy Tokens. Form a general supply ... with Mission Completion Markers and the
    remaining Energy Tokens"; Setup 3: the Ruin Tiles sit on their ruin spaces."""
    s = started().state
    assert [p.energy for p in s.players] == [2, 2] and s.supply == 28 - 4
    assert s.markers_left == 5 and [p.markers for p in s.players] == [0, 0]
    assert all(p.tiles == [-1, -1, -1] for p in s.players)  # -1: the Ruin Tile is there
    assert SHAPES[s.shape].kind.count("ruin") == 3


def test_setup_8_the_collector_goes_on_one_of_the_four_spaces():
    """Setup 8: "The other player places their Collector on one of the four spaces matching
    their color"."""
    from engine.core import SeatSpec, Session
    session = Session(GAME, [SeatSpec("Keanu"), SeatSpec("Zenta")], 1)
    session.advance()
    refused(session.state, SetCollector(4), "restore.collector-space", "4 spaces")


def test_setup_2_the_default_shape_is_a_tutorial_one():
    """Setup 2: "For introductory games, choosing a "Tutorial" shape is highly recommended"."""
    assert SHAPES[GAME.default_options().shape].tutorial


def test_replenishing_fills_the_empty_spaces_in_path_order():
    """Replenishing: "Draw discs from the bag to fill all empty spaces on the Main Board.
    Always begin filling from the space marked with the green arrow and follow the indicated
    path"."""
    s = started(collector=F).state
    holes = [15, 6, 0, 9]  # out of path order on purpose
    for idx in holes:
        to_bag(s, idx)
    act(s, Replenish())
    drawn = []
    while GAME.to_act(s) < 0:
        outcome = GAME.chance_outcomes(s)[-1]
        drawn.append(outcome.disc)
        GAME.apply(s, outcome)
    assert [s.main[i] for i in FILL_PATH if i in holes] == drawn
    assert all(d >= 0 for d in s.main)


# -- Step 1: the printed examples ----------------------------------------------------------------
def test_example_taking_a_disc_B_or_D_but_not_A_or_C():
    """"Keanu (Blue) can place his Collector on B to take, or on D to take. A or C are
    unavailable to him, as there is no disc in either intersection.\""""
    s = started(collector=F).state
    to_bag(s, F * 4 + A)
    to_bag(s, F * 4 + C)
    assert collects(s) == [B, D]
    for space in (A, C):
        refused(s, Collect(space), "restore.collector-target", "intersection that holds a disc")
    want = s.main[F * 4 + D]
    act(s, Collect(D))
    assert s.held == want and s.main[F * 4 + D] == -1


def test_example_paying_to_replenish_then_any_space_A_to_D():
    """"If Keanu pays 2 Energy Tokens before placing his Collector, the Main Board is
    replenished. Keanu may then place his Collector on any space from A to D to take a disc."
    ("Important! ... You may place your Collector on its current space")."""
    s = started(collector=F).state
    to_bag(s, F * 4 + A)
    to_bag(s, F * 4 + C)
    s.players[0].collector = A  # where he stands, pointing at an empty intersection
    assert collects(s) == [B, D] and Replenish() in GAME.legal_moves(s)
    act(s, Replenish())
    assert s.players[0].energy == 0 and s.supply == 26
    draw_all(s)
    assert all(d >= 0 for d in s.main)  # "After replenishing, all spaces will have discs"
    assert collects(s) == [A, B, C, D]
    want = s.main[F * 4 + A]
    act(s, Collect(A))  # his current space: he leaves it there
    assert s.held == want


def test_example_free_replenishing_zenta_chooses_G():
    """"Zenta (yellow) ... there are no discs in the intersections currently available to
    her. She therefore replenishes the Main Board for free, then makes her choice, selecting
    any space from E to H. She chooses G and takes the intersecting disc.\""""
    s = started(collector=E).state
    act(s, Collect(B))  # Keanu takes E/B
    for row in (F, G, H):
        to_bag(s, row * 4 + B)
    near = min(c for c in SHAPES[s.shape].adj[s.players[0].worker]
               if SHAPES[s.shape].kind[c] == "space")
    act(s, Place(near))
    energy = s.players[1].energy
    assert GAME.to_act(s) < 0 and s.phase == "replenish"  # free: chance fills the board
    draw_all(s)
    assert s.players[1].energy == energy and all(d >= 0 for d in s.main)
    assert collects(s) == [E, F, G, H]
    want = s.main[G * 4 + B]
    act(s, Collect(G))
    assert s.held == want


def test_in_play_your_current_space_never_points_at_a_disc_before_a_replenish():
    """Why the "must move" reading (NOTES, Interpretation 1) changes no game: at the start of
    Step 1 your Collector's current space points at the intersection the last take emptied,
    so only a replenish ("Important! ... You may place your Collector on its current space")
    can make staying possible. Checked at every Step 1 of seeded games, both ways of
    replenishing included (greedy never pays, random sometimes does)."""
    from engine.core import SeatSpec, Session
    from engine.restore.geometry import intersection
    checked = 0
    for seed, kinds in ((1, ("random", "random")), (2, ("greedy", "random"))):
        session = Session(GAME, [SeatSpec("a", kinds[0]), SeatSpec("b", kinds[1])], seed)
        while session.advance(1):
            s = session.state
            p = s.players[s.turn]
            if s.phase == "collect" and not s.replenished and p.collector >= 0:
                idx = intersection(s.turn, p.collector, s.players[1 - s.turn].collector)
                assert s.main[idx] < 0, (seed, s.turns_played)
                checked += 1
    assert checked > 60


# -- Step 2: the printed example -----------------------------------------------------------------
def test_example_placing_a_disc_on_A_or_B_or_anywhere_for_2_energy():
    """"Zenta can place her disc on space A or B. If she pays 2 Energy Tokens, she may place it
    on any empty space instead." Zenta's Worker stands on d3; of its neighbours only d4 (A)
    and e3 (B) are empty."""
    s = started(collector=E).state
    act(s, Collect(B))
    act(s, Place(cell(s.shape, "c3")))
    draw_all(s)
    act(s, GAME.legal_moves(s)[0])  # Zenta takes a disc
    for label in ("d3", "d2", "e4", "c3"):
        lay(s, 1, label, "lake")
    s.players[1].worker = cell(s.shape, "d3")
    shape = SHAPES[s.shape]
    a, b = cell(s.shape, "d4"), cell(s.shape, "e3")
    assert GAME.invariants(s) == []
    moves = GAME.legal_moves(s)
    assert sorted(m.cell for m in moves if not m.paid) == sorted([a, b])
    empty = [c for c in shape.spaces if s.players[1].board[c] < 0]
    assert sorted(m.cell for m in moves if m.paid) == sorted(empty)  # A and B too (L103)
    far = cell(s.shape, "g3")
    refused(s, Place(far), "restore.place-adjacent", "adjacent to your Worker")
    act(s, Place(far, True))
    assert s.players[1].worker == far and s.players[1].board[far] >= 0


def test_example_no_free_adjacent_space_keanu_places_anywhere_for_free():
    """L109 "Example: No free adjacent space. There are no empty spaces adjacent to Keanu's
    Worker. Therefore, Keanu may place his disc on any empty space on his Player Board." (L103
    "If there are no empty spaces adjacent to your Worker, you may place the disc on any empty
    space"): every empty space is offered without paying (paying is offered too, L103's "you
    may pay 2 Energy Tokens ... any empty space", but buys nothing), and placing far away costs
    no Energy."""
    s = started(collector=F).state
    shape = SHAPES[s.shape]
    keanu = s.players[0]
    assert keanu.worker == shape.start_cell
    for c in shape.adj[keanu.worker]:  # c2's neighbours on Londra Nova: all six filled
        if shape.kind[c] == "space":
            lay(s, 0, cell_label(s, c), "lake")
    act(s, Collect(B))
    empty = [c for c in shape.spaces if keanu.board[c] < 0]
    assert not set(empty) & set(shape.adj[keanu.worker])
    moves = GAME.legal_moves(s)
    assert sorted(m.cell for m in moves if not m.paid) == sorted(empty)
    assert sorted(m.cell for m in moves if m.paid) == sorted(empty)
    far = cell(s.shape, "g3")
    assert far in empty and far not in shape.adj[keanu.worker]
    energy, supply, held = keanu.energy, s.supply, s.held
    act(s, Place(far))
    assert keanu.board[far] == held and keanu.worker == far
    # no 2 Energy paid: only the placed disc's own Energy icons move (Step 3.1, "Take Energy")
    assert keanu.energy == energy + DISCS[held].energy and s.supply == supply - DISCS[held].energy

# -- Step 3 --------------------------------------------------------------------------------------
def _fill_but_last(s, seat, region, kind="lake"):
    """Fill a region except its last space with discs of one kind, the Worker next to it."""
    spaces = SHAPES[s.shape].region_spaces[region]
    labels = [cell_label(s, c) for c in spaces]
    for label in labels[:-1]:
        lay(s, seat, label, kind)
    s.players[seat].worker = spaces[-2]
    assert spaces[-1] in SHAPES[s.shape].adj[spaces[-2]]
    return spaces[-1]


def cell_label(s, c):
    return SHAPES[s.shape].labels[c]


def test_completing_the_purple_region_takes_no_bonus_tile():
    """Step 3.2: only "the Sky Blue (City), Green (Radioactive), or Brown (Wasteland) region"
    earns a Bonus Tile; the Purple (Factory) has no ruin space."""
    s = started(collector=E).state
    last = _fill_but_last(s, 0, 3)
    act(s, Collect(B))
    act(s, Place(last))
    assert s.phase != "bonus" and GAME.to_act(s) != 0
    assert s.players[0].tiles == [-1, -1, -1] and [len(p) for p in s.piles] == [3, 3, 3]


def test_example_completing_a_region_zenta_fills_sky_blue_and_takes_a_bonus():
    """L119 "Example: Completing a region. Zenta's Sky Blue (City) region is completely filled.
    Zenta chooses an available Bonus and takes it. She replaces the Ruin Tile in the Sky Blue
    (City) region with this Bonus Tile and removes the Ruin Tile from the game." (L116 "take
    the top tile from any of the three Bonus Tile stacks"). Zenta (Yellow, seat 1) places the
    last disc of her Sky Blue region; she may take the top of any stack; the one she takes
    stands on her Sky Blue ruin space (and scores there), the other ruins and Keanu's stay."""
    s = started(collector=E).state
    shape = SHAPES[s.shape]
    sky = REGIONS.index("sky")
    assert REGION_TITLES[sky] == "Sky Blue (City)"
    act(s, Collect(B))  # Keanu's turn first
    near = min(c for c in shape.adj[s.players[0].worker] if shape.kind[c] == "space")
    act(s, Place(near))
    draw_all(s)
    last = _fill_but_last(s, 1, sky)
    assert GAME.to_act(s) == 1 and s.phase == "collect"
    act(s, next(m for m in GAME.legal_moves(s) if isinstance(m, Collect)))
    hold(s, next(d for d in s.bag if DISCS[d].kind == "lake"))
    assert GAME.invariants(s) == []
    act(s, Place(last))
    zenta = s.players[1]
    assert all(zenta.board[c] >= 0 for c in shape.region_spaces[sky])  # completely filled
    assert s.phase == "bonus" and GAME.to_act(s) == 1 and s.bonus_region == sky
    assert GAME.legal_moves(s) == [TakeBonus(0), TakeBonus(1), TakeBonus(2)]  # any stack
    tops = [pile[-1] for pile in s.piles]
    act(s, TakeBonus(2))
    assert zenta.tiles == [-1, tops[2], -1]  # on the Sky Blue ruin; Brown and Green keep theirs
    assert s.players[0].tiles == [-1, -1, -1] and [len(p) for p in s.piles] == [3, 3, 2]
    items = board_items(shape, zenta.board, zenta.tiles)
    assert [i.category for i in items if shape.ruin_cell[sky] in i.cells] == ["Bonus tiles"]
    assert GAME.to_act(s) == 0 and GAME.invariants(s) == []


def test_a_bonus_tile_taken_in_step_3_2_counts_for_missions_in_step_3_3():
    """Step 3 in order: "2. Complete a Region ... 3. Check for Instant Victory". A "Reduce all
    of your Mission disc requirements by 1" tile taken for the region completes a 7+ Animals
    Mission disc with 6 Animals on the same turn."""
    s = started(collector=E).state
    for label in ("a1", "b1", "c1", "d1", "d2", "d3"):  # purple: 6 Animals
        lay(s, 0, label, "animal")
    lay(s, 0, "a2", "mission", requires="animal")
    last = _fill_but_last(s, 0, 1)  # sky blue, all lakes
    k = tile("reduce_missions")
    on_top(s, k, 0)
    assert GAME.invariants(s) == []
    act(s, Collect(B))
    hold(s, next(d for d in s.bag if DISCS[d].kind == "lake"))
    act(s, Place(last))
    assert s.phase == "bonus" and s.players[0].markers == 0
    act(s, TakeBonus(0))
    assert s.players[0].tiles[1] == k
    assert s.players[0].markers == 1 and s.markers_left == 4
    assert GAME.invariants(s) == []


def on_top(s, t: int, pile: int) -> None:
    """Bonus tile `t` swaps places with the top of `pile` (wherever it was: a pile or the box)."""
    top = s.piles[pile][-1]
    for tiles in s.piles + [s.extras]:
        tiles[:] = [top if x == t else x for x in tiles]
    s.piles[pile][-1] = t


def play_first(s, decisions: int) -> None:
    """Make the first legal decision `decisions` times, chance drawing the lowest disc."""
    for _ in range(decisions):
        draw_all(s)
        act(s, GAME.legal_moves(s)[0])
    draw_all(s)


def _seven_animals_with_two_animal_missions(s):
    for label in ("a1", "b1", "c1", "d1", "d2", "d3"):
        lay(s, 0, label, "animal")
    lay(s, 0, "a2", "mission", requires="animal")
    lay(s, 0, "c4", "mission", requires="animal")
    act(s, Collect(B))
    hold(s, next(d for d in s.bag + s.main if d >= 0 and DISCS[d].kind == "animal"))
    act(s, Place(cell(s.shape, "c3")))  # the 7th Animal meets both requirements at once


def test_two_mission_discs_completed_at_once_give_two_markers_once_each():
    """Step 3.3: "Whenever you complete a Mission disc, take 1 Mission Completion Marker":
    one marker per Mission disc, two at once when one disc completes two; a completed disc
    gives no second marker on a later turn."""
    s = started(collector=E).state
    _seven_animals_with_two_animal_missions(s)
    assert s.players[0].markers == 2 and s.markers_left == 3 and s.phase != "over"
    play_first(s, 3)  # Zenta's turn, then Keanu takes a disc: still 7 Animals
    assert (s.turn, s.phase) == (0, "place")
    hold(s, next(d for d in s.bag + s.main if d >= 0 and DISCS[d].kind == "lake"))
    act(s, next(m for m in GAME.legal_moves(s) if isinstance(m, Place)))
    draw_all(s)
    assert s.players[0].markers == 2 and s.markers_left == 3


def test_the_third_marker_wins_even_when_two_come_at_once():
    """"If you take your third Mission Completion Marker, the game ends immediately, and you
    win" (with one marker already, two more at once make three)."""
    s = started(collector=E).state
    lay(s, 0, "e1", "mission", requires="mission")  # (3+ Missions: 3 on the board, met)
    s.players[0].rewarded, s.players[0].markers, s.markers_left = [cell(s.shape, "e1")], 1, 4
    _seven_animals_with_two_animal_missions(s)
    assert s.players[0].markers == 3 and s.phase == "over"
    out = GAME.outcome(s)
    assert out.winners == [0] and "instant win" in out.reason


def test_the_3_missions_disc_counts_itself():
    """"3 or more Mission discs (including this disc itself)": with two other Mission discs
    it is met when placed; with one other it is not."""
    for others, met in ((2, True), (1, False)):
        s = started(collector=E).state
        for label in ("a1", "g3")[:others]:
            lay(s, 0, label, "mission", requires="forest")
        act(s, Collect(B))
        hold(s, next(d.id for d in DISCS if d.requires == "mission"))
        act(s, Place(cell(s.shape, "c3")))
        assert s.players[0].markers == (1 if met else 0)
        item = next(i for i in board_items(SHAPES[s.shape], s.players[0].board, s.players[0].tiles)
                    if i.cells == [cell(s.shape, "c3")])
        assert item.points == (3 if met else 0)


# -- Scoring -------------------------------------------------------------------------------------
def _board(layout: dict[str, tuple[str, dict]]):
    """A Londra Nova board laid by hand: label -> (kind, attributes)."""
    shape = SHAPES["londra-nova"]
    board, used = [-1] * len(shape.coords), set()
    for label, (kind, attrs) in layout.items():
        d = next(x.id for x in DISCS if x.id not in used and x.kind == kind
                 and all(getattr(x, k) == v for k, v in attrs.items()))
        used.add(d)
        board[cell("londra-nova", label)] = d
    return shape, board


def _points_at(shape, board, tiles, label):
    c = cell("londra-nova", label)
    return next(i for i in board_items(shape, board, tiles) if c in i.cells)


def _mission_board(requires: str, have: int):
    """A Mission disc on g3 and `have` discs of the type it requires on the board (the disc
    itself included when it requires Mission discs)."""
    spaces = ["a1", "a2", "b1", "b2", "c1", "c3", "c4"]
    others = have - (requires == "mission")
    layout = {label: (requires, {}) for label in spaces[:others]}  # laid first: g3 keeps its disc
    layout["g3"] = ("mission", {"requires": requires})
    return _board(layout)


@pytest.mark.parametrize("requires", list(MISSION_NEEDS))
def test_each_mission_requirement_is_n_or_more_and_the_reduce_tile_lowers_it_by_one(requires):
    """"If the requirement is met, the disc is worth 3 points": "5 or more Lake discs", "7 or
    more Animal discs", "6 or more Forest discs", "5 or more Purifier discs", "3 or more
    Mission discs"; "Reduce all of your Mission disc requirements by 1" lowers each."""
    need = MISSION_NEEDS[requires]
    shape, board = _mission_board(requires, need)
    assert _points_at(shape, board, [-1, -1, -1], "g3").points == 3
    shape, board = _mission_board(requires, need - 1)
    assert _points_at(shape, board, [-1, -1, -1], "g3").points == 0
    assert _points_at(shape, board, [tile("reduce_missions"), -1, -1], "g3").points == 3


def test_lake_tile_scores_adjacent_trees_and_counts_as_a_lake_disc():
    """"Treated as a Lake disc": it scores "the number of trees adjacent to it" and counts
    for "5 or more Lake discs" (tile on the Sky Blue ruin e2)."""
    layout = {"e3": ("forest", {"trees": 3}), "d1": ("forest", {"trees": 2}),
              "a1": ("lake", {}), "a2": ("lake", {}), "b1": ("lake", {}), "b2": ("lake", {}),
              "g3": ("mission", {"requires": "lake"})}
    shape, board = _board(layout)
    lake = tile("as_lake")
    items = board_items(shape, board, [-1, lake, -1])
    ruin = cell("londra-nova", "e2")
    assert next(i for i in items if i.category == "Lakes" and i.cells == [ruin]).points == 5
    assert _points_at(shape, board, [-1, -1, -1], "g3").points == 0  # 4 Lake discs
    assert _points_at(shape, board, [-1, lake, -1], "g3").points == 3  # 4 + the tile


def test_animal_tile_counts_as_an_animal_disc_for_missions():
    """"Treated as an Animal disc": with 6 Animal discs it makes the 7+ Animals Mission."""
    layout = {label: ("animal", {}) for label in ("a1", "a2", "b1", "b2", "c1", "c3")}
    layout["g3"] = ("mission", {"requires": "animal"})
    shape, board = _board(layout)
    assert _points_at(shape, board, [-1, -1, -1], "g3").points == 0
    assert _points_at(shape, board, [-1, tile("as_animal"), -1], "g3").points == 3


def test_an_animal_tile_alone_is_a_group_of_no_species():
    """NOTES 13 (doubtful reading): "Treated as an Animal disc" adds no species, so a group of
    the tile alone scores 0 and the tile next to a Bear leaves 1 species (1 point)."""
    shape, board = _board({})
    animal = tile("as_animal")
    ruin = cell("londra-nova", "e2")
    group = next(i for i in board_items(shape, board, [-1, animal, -1]) if i.category == "Animals")
    assert group.cells == [ruin] and group.points == 0
    shape, board = _board({"e3": ("animal", {"species": "Bear"})})
    group = next(i for i in board_items(shape, board, [-1, animal, -1]) if i.category == "Animals")
    assert len(group.cells) == 2 and group.points == 1


def test_a_treated_as_tile_is_that_type_for_purifiers_not_bonus():
    """Types: "Bonus Tiles that specify they are treated as an Animal, Forest, or Lake are
    considered that respective type". A 2-Vent Purifier on e3 between an Animal (d3) and the
    Sky Blue ruin e2: with an Animal tile there it sees 1 type, with a basic tile 2."""
    shape, board = _board({"e3": ("purifier", {"vents": 2}), "d3": ("animal", {})})
    assert _points_at(shape, board, [-1, tile("as_animal"), -1], "e3").points == 0
    assert _points_at(shape, board, [-1, 0, -1], "e3").points == 2
    assert _points_at(shape, board, [-1, -1, -1], "e3").points == 0  # a Ruin is no type


def test_step_1_and_2_wait_while_a_bonus_tile_is_chosen():
    """Step 3.2 comes before the turn ends: while a completed region waits for its Bonus Tile,
    no other move is accepted, and the refusal says so."""
    s = started(collector=E).state
    last = _fill_but_last(s, 0, 1)
    act(s, Collect(B))
    act(s, Place(last))
    assert s.phase == "bonus"
    for move in (Collect(A), Replenish(), Place(cell(s.shape, "c3"))):
        refused(s, move, "restore.bonus-first", "bonus pile")
