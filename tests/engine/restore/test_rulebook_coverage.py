"""Rules an audit found with no test, or one a small breakage survived (its probe scripts,
turned into tests): the order of a turn's steps, the range of a Collector space and of a
board cell, a Ruin space holding its Bonus Tile, the Green region's tile, the Forest tile in a
group and in Variant 2, moves after the end, the last turn's edges, exact Energy, and
Variant 1 with Variant 2 in one game. Each test quotes the rulebook line it checks."""
from engine.core import SeatSpec, Session
from engine.restore import GAME, geometry
from engine.restore.content import DISCS, MODULES, SHAPE_SPECS, SHAPES, TILES
from engine.restore.events import (Collect, ConfirmLayout, Place, PlaceModule, PlaceStart,
                                   PlaceVolcano, Replenish, SetCollector, TakeBonus)
from engine.restore.geometry import intersection
from engine.restore.scoring import board_items
from engine.restore.setup import shape_of
from engine.restore.state import Ending, Options

from tests.engine.restore.helpers import (act, cell, disc, draw_all, hold, lay, refused,
                                          started, to_bag)

A, B, C, D = range(4)  # Blue's Collector spaces (columns)
E, F, G, H = range(4)  # Yellow's Collector spaces (rows)
PAY = 2  # "pay 2 Energy Tokens" (L87, L103)


def tile(effect: str) -> int:
    return next(t.id for t in TILES if t.effect == effect)


def near_space(s, seat: int) -> int:
    """An empty space adjacent to the seat's Worker (a free placement)."""
    shape = SHAPES[s.shape]
    p = s.players[seat]
    return next(c for c in shape.adj[p.worker] if shape.kind[c] == "space" and p.board[c] < 0)


def far_space(s, seat: int) -> int:
    """An empty space not adjacent to the seat's Worker (a placement to pay for)."""
    shape = SHAPES[s.shape]
    p = s.players[seat]
    return next(c for c in shape.spaces if p.board[c] < 0 and c not in shape.adj[p.worker])


def one_item(items, category: str):
    found = [i for i in items if i.category == category]
    assert len(found) == 1, found
    return found[0]


# -- L77-79, L83: Step 1 ------------------------------------------------------------------------
def test_the_three_steps_come_in_order_no_place_before_the_take_and_one_take_a_turn():
    # L77-79 "proceed through the following three steps in order: 1. Take a Disc 2. Place the
    # Disc 3. Turn End"
    s = started(collector=F).state
    near = near_space(s, 0)
    assert s.phase == "collect" and s.held == -1
    refused(s, Place(near), "restore.take-before-place", "take a disc")
    refused(s, Place(far_space(s, 0), True), "restore.take-before-place", "take a disc")
    refused(s, TakeBonus(0), "restore.bonus-on-completion")
    act(s, Collect(B))
    # a second take would otherwise be possible: discs in Yellow's row F at A, C and D, and
    # an empty main-board space with 2 Energy to pay for a replenish
    assert all(s.main[intersection(0, space, F)] >= 0 for space in (A, C, D))
    assert s.players[0].energy >= PAY and -1 in s.main and s.bag and not s.replenished
    for move in (Collect(A), Collect(B), Collect(C), Collect(D), Replenish()):
        refused(s, move, "restore.disc-taken", "already hold a disc")
    held = s.held
    act(s, Place(near))  # Step 2 is what is left
    assert s.players[0].board[near] == held


def test_the_collector_goes_on_one_of_the_4_spaces_in_every_turn():
    # L83 "Place your Collector on one of the 4 spaces along the edge of the Main Board
    # matching your color"
    s = started(collector=F).state
    act(s, Collect(B))
    act(s, Place(near_space(s, 0)))
    draw_all(s)
    act(s, Collect(G))  # Zenta moves her Collector from F to G
    act(s, Place(near_space(s, 1)))
    draw_all(s)
    assert (s.turn, s.phase) == (0, "collect") and s.players[0].collector == B
    # off the edge, Blue's "space" -1 or 4 would still name a main-board space with a disc
    # (Yellow's row G, index 7 and 12): only the rule keeps the Collector on its 4 spaces
    for space in (-1, 4):
        idx = intersection(0, space, G)
        assert 0 <= idx < 16 and s.main[idx] >= 0
        refused(s, Collect(space), "restore.collector-space", "one of your 4 spaces")
    assert {m.space for m in GAME.legal_moves(s) if isinstance(m, Collect)} <= {A, B, C, D}


# -- L103, L105: Step 2 -------------------------------------------------------------------------
def test_a_disc_goes_on_a_space_of_your_player_board_never_minus_one_or_past_the_last():
    # L103 "Place the disc you've taken onto an empty space on your Player Board ... If there
    # are no empty spaces adjacent to your Worker, you may place the disc on any empty space"
    s = started(collector=F).state
    shape = SHAPES[s.shape]
    for label in ("b1", "b2", "c1", "c3", "d2", "d3"):  # every space around the Worker on c2
        lay(s, 0, label, "lake")
    act(s, Collect(B))
    last = len(shape.coords) - 1
    # Python would read cell -1 as the last cell, an empty space any placement may take now
    assert shape.kind[last] == "space" and Place(last) in GAME.legal_moves(s)
    for bad in (-1, len(shape.coords)):
        for paid in (False, True):
            refused(s, Place(bad, paid), "restore.place-off-board", "not on your Player Board")
    assert all(0 <= m.cell < len(shape.coords) for m in GAME.legal_moves(s))
    held = s.held
    act(s, Place(last))
    assert s.players[0].board[last] == held and s.players[0].board[-1] == held


def test_a_ruin_space_holding_a_bonus_tile_is_not_empty():
    # L105 "Spaces that already contain a disc, the Starting Tile space, Volcano Tile spaces,
    # and Ruin Tile spaces do not count as empty spaces." (L116: the Bonus Tile replaces the
    # Ruin Tile on that space)
    s = started(collector=F).state
    shape = SHAPES[s.shape]
    labels = shape.labels
    for c in shape.region_spaces[1]:  # Sky Blue completed...
        lay(s, 0, labels[c], "lake")
    s.players[0].tiles[1] = s.piles[0].pop()  # ...its Ruin Tile replaced by a Bonus Tile
    ruin = shape.ruin_cell[1]
    s.players[0].worker = next(c for c in shape.adj[ruin] if shape.kind[c] == "space")
    act(s, Collect(B))
    assert GAME.invariants(s) == []
    assert s.players[0].board[ruin] == -1  # no disc on it: only the tile fills it
    refused(s, Place(ruin), "restore.place-not-space", "Ruin Tile", "bonus tile")
    refused(s, Place(ruin, True), "restore.place-not-space", "Ruin Tile", "bonus tile")
    assert ruin not in {m.cell for m in GAME.legal_moves(s)}


# -- L116: Step 3 --------------------------------------------------------------------------------
def test_completing_the_green_region_takes_a_bonus_tile_onto_its_ruin():
    # L116 "If you fill the final empty space of the Sky Blue (City), Green (Radioactive), or
    # Brown (Wasteland) region, take the top tile from any of the three Bonus Tile stacks.
    # Replace the Ruin Tile currently sitting in that completed region"
    s = started(collector=F).state
    shape = SHAPES[s.shape]
    labels = shape.labels
    *first, last = shape.region_spaces[2]  # green
    for c in first:
        lay(s, 0, labels[c], "lake")
    s.players[0].worker = next(c for c in first if last in shape.adj[c])
    act(s, Collect(B))
    hold(s, next(d for d in s.bag if DISCS[d].kind == "lake"))
    act(s, Place(last))
    assert s.phase == "bonus" and GAME.to_act(s) == 0 and s.bonus_region == 2
    assert GAME.legal_moves(s) == [TakeBonus(0), TakeBonus(1), TakeBonus(2)]
    top = s.piles[1][-1]
    act(s, TakeBonus(1))
    assert s.players[0].tiles == [-1, -1, top]  # on the Green ruin, the other ruins stay
    assert [len(p) for p in s.piles] == [3, 2, 3]
    assert GAME.to_act(s) == 1 and GAME.invariants(s) == []


# -- L136, L164, L208: the Forest and Lake tiles in scoring ----------------------------------------
def _board(layout: dict[str, tuple[str, dict]]):
    """A Londra Nova board laid by hand: label -> (kind, attributes)."""
    shape = SHAPES["londra-nova"]
    board, used = [-1] * len(shape.coords), []
    for label, (kind, attrs) in layout.items():
        d = disc(kind, used, **attrs)
        used.append(d)
        board[cell("londra-nova", label)] = d
    return shape, board


SKY_RUIN = "e2"  # Londra Nova's Sky Blue ruin


def test_the_forest_tile_joins_a_forest_group_2_plus_3_trees_make_5_points():
    # L164 "Treated as a Forest disc with 2 Trees" + L136 "Forest groups: Score as many points
    # as there are trees, only if the group is comprised of a multiple of 5 trees"
    forest = tile("as_forest")
    assert TILES[forest].trees == 2
    ruin = cell("londra-nova", SKY_RUIN)
    shape, board = _board({"e3": ("forest", {"trees": 3})})  # next to the Sky Blue ruin
    assert cell("londra-nova", "e3") in shape.adj[ruin]
    alone = one_item(board_items(shape, board, [-1, -1, -1]), "Forests")
    assert alone.points == 0  # 3 Trees: not a multiple of 5
    group = one_item(board_items(shape, board, [-1, forest, -1]), "Forests")
    assert sorted(group.cells) == sorted([ruin, cell("londra-nova", "e3")])
    assert group.points == 3 + 2
    # apart (g1 is not next to the ruin) they are two groups of 3 and 2 Trees: 0 each
    shape, board = _board({"g1": ("forest", {"trees": 3})})
    assert cell("londra-nova", "g1") not in shape.adj[ruin]
    apart = [i for i in board_items(shape, board, [-1, forest, -1]) if i.category == "Forests"]
    assert [i.points for i in apart] == [0, 0]


def test_variant_2_the_forest_tile_trees_count_for_a_lake_in_its_region():
    # L208 "each Lake disc scores points equal to the total number of Trees present within the
    # same region" + L164 "Treated as a Forest disc with 2 Trees"
    ruin = cell("londra-nova", SKY_RUIN)
    shape, board = _board({"g1": ("lake", {})})  # Sky Blue, not next to the ruin
    g1 = cell("londra-nova", "g1")
    assert shape.region[g1] == shape.region[ruin] == 1 and g1 not in shape.adj[ruin]
    tiles = [-1, tile("as_forest"), -1]
    lake = one_item(board_items(shape, board, tiles, lake_variant=True), "Lakes")
    assert lake.cells == [g1] and lake.points == TILES[tile("as_forest")].trees == 2
    assert one_item(board_items(shape, board, tiles), "Lakes").points == 0  # not adjacent
    # the tile in another region (Brown) gives this Lake nothing
    brown = [tile("as_forest"), -1, -1]
    assert one_item(board_items(shape, board, brown, lake_variant=True), "Lakes").points == 0


def test_variant_2_the_lake_tile_scores_the_trees_of_its_region():
    # L208 "each Lake disc scores points equal to the total number of Trees present within the
    # same region" + L163 "Treated as a Lake disc"
    ruin = cell("londra-nova", SKY_RUIN)
    shape, board = _board({"g1": ("forest", {"trees": 3}),  # Sky Blue, not next to the ruin
                           "f1": ("forest", {"trees": 1}),  # Sky Blue, next to the ruin
                           "d2": ("forest", {"trees": 2})})  # purple, next to the ruin
    g1, f1, d2 = (cell("londra-nova", x) for x in ("g1", "f1", "d2"))
    assert shape.region[g1] == shape.region[f1] == 1 and shape.region[d2] == 3
    assert g1 not in shape.adj[ruin] and {f1, d2} <= set(shape.adj[ruin])
    tiles = [-1, tile("as_lake"), -1]
    lake = one_item(board_items(shape, board, tiles, lake_variant=True), "Lakes")
    assert lake.cells == [ruin] and lake.points == 3 + 1  # its region's Trees, d2's 2 not
    assert one_item(board_items(shape, board, tiles), "Lakes").points == 1 + 2  # adjacent


# -- L73, L123: the end ------------------------------------------------------------------------------
def test_no_move_is_accepted_once_the_game_is_over():
    # L73 "the game ends once both players' Player Boards are completely filled" / L123 "the
    # game ends when all empty spaces on both Player Boards are filled"
    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 5)
    session.advance()
    s = session.state
    assert s.phase == "over" and GAME.to_act(s) is None and GAME.legal_moves(s) == []
    shape = shape_of(s)
    spare = next(c for c in shape.spaces)
    for move in (Collect(A), Collect(D), Replenish(), Place(spare), Place(spare, True),
                 TakeBonus(0), SetCollector(0)):
        refused(s, move, "restore.game-over", "over")


def _last_turn(s, blue: list[tuple[str, dict]], yellow: list[tuple[str, dict]], empty: str):
    """After Blue's take: Yellow's board full, Blue's full but for `empty`, laid by hand in
    cell order with the (kind, attributes) given."""
    shape = SHAPES[s.shape]
    labels = shape.labels
    spaces = [labels[c] for c in shape.spaces]
    mine = [x for x in spaces if x != empty]
    assert len(blue) == len(mine) and len(yellow) == len(spaces)
    for seat, plan, where in ((0, blue, mine), (1, yellow, spaces)):
        for label, (kind, attrs) in zip(where, plan):
            lay(s, seat, label, kind, **attrs)
    s.players[1].worker = cell(s.shape, spaces[-1])
    s.players[0].worker = cell(s.shape, mine[-1])


def test_the_last_placement_completing_a_region_takes_its_tile_then_the_game_ends():
    # L116 "If you fill the final empty space of the ... Green (Radioactive) ... region, take
    # the top tile" + L123 "the game ends when all empty spaces on both Player Boards are
    # filled" + L159 "Basic Bonus Tiles: Score the points printed on the tile"
    s = started(collector=F).state
    act(s, Collect(B))
    green = SHAPES[s.shape].region_spaces[2]
    empty = SHAPES[s.shape].labels[green[-1]]  # Blue's last empty space ends Green
    plain = [("lake", {}), ("purifier", {}), ("animal", {}), ("forest", {})]  # no Mission
    yellow = [("animal", {})] * 15 + [("forest", {})] * 7
    _last_turn(s, [plain[i % 4] for i in range(21)], yellow, empty)
    hold(s, next(d for d in s.bag if DISCS[d].kind == "lake"))
    four = next(t.id for t in TILES if t.basic and t.points == 4)
    pile = next(i for i, p in enumerate(s.piles) if four in p)
    s.piles[pile][s.piles[pile].index(four)] = s.piles[0][-1]  # swapped: 4 points on top
    s.piles[0][-1] = four
    assert GAME.invariants(s) == []
    act(s, Place(cell(s.shape, empty)))
    # the tile first: the game is not over while it is chosen
    assert s.phase == "bonus" and GAME.to_act(s) == 0 and GAME.outcome(s) is None
    act(s, TakeBonus(0))
    assert s.players[0].tiles == [-1, -1, four]
    assert s.phase == "over" and GAME.to_act(s) is None
    out = GAME.outcome(s)
    assert out.end == Ending.BOARDS_FULL
    assert out.scores[0].categories["Bonus tiles"] == TILES[four].points == 4


def test_a_third_marker_on_the_last_placement_wins_instantly_not_on_points():
    # L117 "If you take your third Mission Completion Marker, the game ends immediately, and
    # you win" / L123 "If a player completes 3 Mission discs, they immediately win the game.
    # Otherwise, the game ends when all empty spaces on both Player Boards are filled"
    s = started(collector=F).state
    act(s, Collect(B))
    frogs = [("animal", {"species": "Frog"})] * 5 + [("animal", {"species": "Rabbit"})] * 2
    missions = [("mission", {"requires": "animal"})] * 2  # met: 7 Animals
    blue = frogs + missions + [("lake", {})] * 10 + [("purifier", {"vents": 4})] * 2
    yellow = [("animal", {})] * 13 + [("forest", {})] * 9
    _last_turn(s, blue, yellow, "d3")  # purple: no region tile to wait for
    shape = SHAPES[s.shape]
    p = s.players[0]
    done = [c for c in shape.spaces if p.board[c] >= 0 and DISCS[p.board[c]].kind == "mission"]
    p.rewarded, p.markers, s.markers_left = done, 2, 3  # two Missions completed earlier
    hold(s, disc("mission", requires="mission"))  # 3 Missions on the board once placed: met
    assert GAME.invariants(s) == []
    act(s, Place(cell(s.shape, "d3")))
    assert s.players[0].markers == 3 and s.phase == "over"
    out = GAME.outcome(s)
    assert out.end == Ending.THIRD_MARKER and out.winners == [0] and "instant win" in out.reason
    # both boards are full and Yellow has more points: the points do not decide
    assert all(q.board[c] >= 0 for q in s.players for c in shape.spaces)
    assert out.scores[1].total > out.scores[0].total


# -- L87, L103: paying Energy twice in a turn ------------------------------------------------------
def _energy(s, seat: int, amount: int) -> None:
    """The seat holds `amount` Energy, the difference to or from the general supply."""
    p = s.players[seat]
    s.supply -= amount - p.energy
    p.energy = amount


def test_with_exactly_4_energy_a_paid_replenish_and_a_paid_placement_are_both_allowed():
    # L87 "You can replenish the Main Board before choosing ... by paying 2 Energy Tokens" +
    # L103 "you may pay 2 Energy Tokens to ignore adjacency"
    s = started(collector=F).state
    _energy(s, 0, 4)
    supply = s.supply
    to_bag(s, F * 4 + A)
    act(s, Replenish())
    assert s.players[0].energy == 4 - PAY and s.supply == supply + PAY
    draw_all(s)
    act(s, Collect(A))  # an earlier empty space, filled by the replenish
    hold(s, next(d for d in s.bag if DISCS[d].energy == 0))  # no Energy icon to take back
    far = far_space(s, 0)
    assert Place(far, True) in GAME.legal_moves(s)
    act(s, Place(far, True))
    assert s.players[0].board[far] >= 0 and s.players[0].worker == far
    assert s.players[0].energy == 4 - PAY - PAY == 0 and s.supply == supply + 2 * PAY


def test_with_exactly_2_energy_the_paid_replenish_leaves_none_for_a_paid_placement():
    # L87 "by paying 2 Energy Tokens" + L103 "you may pay 2 Energy Tokens to ignore adjacency"
    s = started(collector=F).state
    assert s.players[0].energy == 2
    to_bag(s, F * 4 + A)
    act(s, Replenish())
    assert s.players[0].energy == 0
    draw_all(s)
    act(s, Collect(A))
    refused(s, Place(far_space(s, 0), True), "restore.pay-energy", "you have 0")
    assert not any(m.paid for m in GAME.legal_moves(s))
    near = near_space(s, 0)
    act(s, Place(near))  # the free placement next to the Worker stays
    assert s.players[0].worker == near


# -- Variant 1 + Variant 2 ---------------------------------------------------------------------------
# A valid layout that is none of the printed shapes (found by the audit's random search):
# Starting Tile (0, 0), a Volcano Tile at (-1, 1), the purple modules apart.
START, VOLCANO = (0, 0), (-1, 1)
LAYOUT = [("brown", 2, -1, 3), ("sky", -2, 3, 5), ("green", -1, -3, 1), ("purple3", -2, 1, 1),
          ("purple2a", 1, 1, 4), ("purple2b", 1, -3, 4)]


def _normal_forms(hexes, start):
    """The hexes seen from the Starting Tile, turned every way and mirrored."""
    forms = set()
    for mirror in (False, True):
        for rot in range(6):
            seen = set()
            for q, r in hexes:
                q, r = q - start[0], r - start[1]
                if mirror:
                    q, r = r, q
                seen.add(geometry.rotate(q, r, rot))
            forms.add(frozenset(seen))
    return forms


def _variant_2_lakes(region_of, board, tiles, ruins) -> int:
    """L208, counted here: each Lake (disc, or the Lake tile on its ruin) scores the Trees
    (discs and the Forest tile) of its region, the purple modules being one region."""
    trees, lakes = {}, []
    for c, d in enumerate(board):
        if d >= 0:
            trees[region_of[c]] = trees.get(region_of[c], 0) + DISCS[d].trees
            lakes += [c] if DISCS[d].kind == "lake" else []
    for g, t in enumerate(tiles):
        if t >= 0:
            c = ruins[g]
            trees[region_of[c]] = trees.get(region_of[c], 0) + TILES[t].trees
            lakes += [c] if TILES[t].effect == "as_lake" else []
    return sum(trees.get(region_of[c], 0) for c in lakes)


def test_variant_1_custom_layout_and_variant_2_lakes_play_a_game_to_the_end():
    # L201-206 Variant 1 "players may construct custom Player Board shapes ... place their
    # Starting Tile and chosen Volcano Tile(s) in any configuration ... completely surround
    # those tiles with their remaining region modules ... The other player then replicates
    # this exact same shape" + L208-210 Variant 2 "each Lake disc scores points equal to the
    # total number of Trees present within the same region. The Purple (Factory) region is
    # considered a single, unified region even if its modules are separated"
    hexes_of = {m: geometry.place(MODULES[m].cells, q, r, rot) for m, q, r, rot in LAYOUT}
    built = {START, VOLCANO} | {h for hs in hexes_of.values() for h in hs}
    printed = set()
    for spec in SHAPE_SPECS:
        cells = {tuple(spec.start), *map(tuple, spec.volcanoes)}
        cells |= {h for p in spec.modules
                  for h in geometry.place(MODULES[p.module].cells, p.q, p.r, p.rot)}
        printed |= _normal_forms(cells, spec.start)
    assert not _normal_forms(built, START) & printed  # no printed shape, turned or mirrored
    purple = {h for m, hs in hexes_of.items() if m.startswith("purple") for h in hs}
    reached, todo = {min(purple)}, [min(purple)]
    while todo:
        for n in geometry.neighbours(*todo.pop()):
            if n in purple and n not in reached:
                reached.add(n)
                todo.append(n)
    assert reached != purple  # the purple modules lie apart: one region all the same

    session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], 11,
                      Options(custom_shape=True, volcanoes=1, lake_variant=True))
    for event in [PlaceStart(*START), PlaceVolcano(*VOLCANO),
                  *(PlaceModule(m, q, r, rot) for m, q, r, rot in LAYOUT), ConfirmLayout()]:
        session.apply(event)
    session.advance()
    s = session.state
    shape = shape_of(s)
    assert s.shape == "custom" and s.lake_variant and set(shape.coords) == built
    assert shape.kind[shape.index[VOLCANO]] == "volcano" and shape.start_cell == shape.index[START]
    assert s.phase == "over" and GAME.invariants(s) == []
    out = GAME.outcome(s)
    if out.end == Ending.BOARDS_FULL:
        assert all(p.board[c] >= 0 for p in s.players for c in shape.spaces)
    else:
        assert out.end == Ending.THIRD_MARKER and out.winners == [s.winner]
    module_region = {m: "purple" if m.startswith("purple") else m for m in hexes_of}
    region_of = [next((module_region[m] for m, hs in hexes_of.items() if h in hs), None)
                 for h in shape.coords]
    lakes = [_variant_2_lakes(region_of, p.board, p.tiles, shape.ruin_cell) for p in s.players]
    assert [sc.categories["Lakes"] for sc in out.scores] == lakes
    adjacent = [sum(i.points for i in board_items(shape, p.board, p.tiles)
                    if i.category == "Lakes") for p in s.players]
    assert adjacent != lakes  # this game tells the two readings apart
