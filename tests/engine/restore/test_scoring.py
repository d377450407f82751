"""Scoring rules one at a time, on boards laid by hand; Variant 2 lakes; the tie-break."""
import pytest

from engine.restore.content import DISCS, SHAPES, TILES
from engine.restore.scoring import board_items, breakdown, outcome
from engine.restore.state import Ending

from tests.engine.restore.helpers import started

SPECIES = ["Frog", "Bear", "Wolf", "Owl", "Fox", "Deer", "Rabbit", "Duck"]


def pick(kind, used, **attrs):
    d = next(x.id for x in DISCS if x.id not in used and x.kind == kind
             and all(getattr(x, k) == v for k, v in attrs.items()))
    used.add(d)
    return d


def path_cells(shape, n, region=None):
    """n spaces forming a connected chain (depth-first walk over spaces)."""
    ok = [c for c in shape.spaces if region is None or shape.region[c] == region]
    start = ok[0]
    seen, order, stack = {start}, [], [start]
    while stack and len(order) < n:
        c = stack.pop()
        order.append(c)
        for m in shape.adj[c]:
            if m in ok and m not in seen:
                seen.add(m)
                stack.append(m)
    assert len(order) == n
    return order


@pytest.mark.parametrize("n", range(1, 9))
def test_animal_group_by_species(n):
    shape = SHAPES["rio-vertex"]
    cells = path_cells(shape, n + 1)
    board = [-1] * len(shape.coords)
    used = set()
    for c, sp in zip(cells, SPECIES[:n] + ["Frog"]):
        board[c] = pick("animal", used, species=sp)
    items = [i for i in board_items(shape, board, [-1] * 3) if i.category == "Animals"]
    # connected chain: one group; the extra Frog repeats a species
    assert len(items) == 1 and len(items[0].cells) == n + 1
    assert items[0].points == [1, 3, 6, 10, 15, 21, 28, 36][n - 1]


@pytest.mark.parametrize("trees,points", [((1, 3), 0), ((2, 3), 5), ((3, 3), 0),
                                          ((3, 3, 2, 2), 10), ((3, 3, 3), 0), ((1,), 0),
                                          # "a multiple of 5 trees": past the table's 10 too
                                          ((3, 3, 3, 3, 2, 1), 15),
                                          ((3, 3, 3, 3, 2, 2, 2, 2), 20), ((3, 3, 3, 3, 2, 2, 2), 0)])
def test_forest_group_scores_only_multiples_of_five(trees, points):
    shape = SHAPES["londra-nova"]
    cells = path_cells(shape, len(trees))
    board = [-1] * len(shape.coords)
    used = set()
    for c, t in zip(cells, trees):
        board[c] = pick("forest", used, trees=t)
    items = [i for i in board_items(shape, board, [-1] * 3) if i.category == "Forests"]
    assert [i.points for i in items] == [points]


def test_purifier_needs_as_many_adjacent_types_as_vents():
    shape = SHAPES["londra-nova"]
    centre = next(c for c in shape.spaces
                  if sum(shape.kind[n] == "space" for n in shape.adj[c]) >= 5)
    around = [n for n in shape.adj[centre] if shape.kind[n] == "space"]
    for vents, kinds, ok in [(3, ["animal", "lake", "forest"], True),
                             (3, ["animal", "animal", "lake"], False),
                             (4, ["animal", "lake", "forest", "mission"], True),
                             (1, ["purifier"], True)]:
        board = [-1] * len(shape.coords)
        used = set()
        board[centre] = pick("purifier", used, vents=vents)
        for n, k in zip(around, kinds):
            board[n] = pick(k, used)
        item = next(i for i in board_items(shape, board, [-1] * 3) if i.cells == [centre])
        assert item.points == (vents if ok else 0), (vents, kinds)


def test_start_and_volcano_are_no_type():
    shape = SHAPES["dubara"]
    volcano = shape.kind.index("volcano")
    c = next(c for c in shape.spaces
             if shape.start_cell in shape.adj[c] and volcano in shape.adj[c])
    board = [-1] * len(shape.coords)
    board[c] = pick("purifier", set(), vents=1)
    item = next(i for i in board_items(shape, board, [-1] * 3) if i.category == "Purifiers")
    assert item.points == 0 and "0 adjacent Types" in item.detail
    assert item.detail.startswith("Purifier (1 Vent) with")  # "1 Vents" (a review)


def test_a_ruin_is_no_type_and_a_bonus_tile_is_the_bonus_type():
    shape = SHAPES["dubara"]
    g, c = next((g, c) for g in range(3) for c in shape.adj[shape.ruin_cell[g]]
                if shape.kind[c] == "space")
    board = [-1] * len(shape.coords)
    board[c] = pick("purifier", set(), vents=1)
    tiles = [-1, -1, -1]
    item = next(i for i in board_items(shape, board, tiles) if i.category == "Purifiers")
    assert item.points == 0
    tiles[g] = 0  # basic tile: type Bonus
    item = next(i for i in board_items(shape, board, tiles) if i.category == "Purifiers")
    assert item.points == 1


def test_bonus_tiles_treated_as_discs_and_counting_tiles():
    shape = SHAPES["londra-nova"]
    g = 1  # sky blue
    ruin = shape.ruin_cell[g]
    spaces = shape.region_spaces[g]
    used = set()
    board = [-1] * len(shape.coords)
    board[spaces[0]] = pick("lake", used)
    board[spaces[1]] = pick("purifier", used, vents=3)
    board[spaces[2]] = pick("animal", used, species="Frog")
    board[spaces[3]] = pick("mission", used, requires="lake")
    board[spaces[4]] = pick("purifier", used, vents=1)  # 2 energy icons
    energy = sum(DISCS[board[c]].energy for c in spaces)

    def tile_points(effect, counts=None):
        t = next(x for x in TILES if x.effect == effect and x.counts == counts)
        tiles = [-1, -1, -1]
        tiles[g] = t.id
        return next(i for i in board_items(shape, board, tiles) if i.cells == [ruin]).points, t

    pts, t = tile_points("per_region", "vent")
    assert pts == 4 * t.points
    pts, t = tile_points("per_region", "lake")
    assert pts == 1 * t.points
    pts, t = tile_points("per_region", "energy")
    assert pts == energy * t.points and energy >= 2
    pts, t = tile_points("per_region", "type")
    assert pts == 5 * t.points  # Lake, Purifier, Animal, Mission + the Bonus tile itself
    pts, t = tile_points("per_region", "animal")
    assert pts == 1 * t.points
    pts, t = tile_points("per_region", "mission")
    assert pts == 1 * t.points
    adjacent_vents = sum(DISCS[board[n]].vents for n in shape.adj[ruin] if board[n] >= 0)
    pts, t = tile_points("per_adjacent_vent")
    assert pts == adjacent_vents * t.points
    for basic in (0, 1, 2):
        tiles = [-1, -1, -1]
        tiles[g] = basic
        assert next(i for i in board_items(shape, board, tiles) if i.cells == [ruin]).points == \
            TILES[basic].points


def test_animal_tile_joins_groups_and_counts_as_animal():
    shape = SHAPES["londra-nova"]
    ruin = shape.ruin_cell[1]
    around = [n for n in shape.adj[ruin] if shape.kind[n] == "space"]
    a, b = next((x, y) for x in around for y in around if x < y and y not in shape.adj[x])
    used = set()
    board = [-1] * len(shape.coords)
    board[a] = pick("animal", used, species="Bear")
    board[b] = pick("animal", used, species="Wolf")
    assert sorted(i.points for i in board_items(shape, board, [-1] * 3)) == [1, 1]
    tile = next(t.id for t in TILES if t.effect == "as_animal")
    items = board_items(shape, board, [-1, tile, -1])
    group = [i for i in items if i.category == "Animals"]
    assert len(group) == 1 and group[0].points == 3 and ruin in group[0].cells


def test_forest_tile_has_two_trees_next_to_a_lake():
    shape = SHAPES["londra-nova"]
    ruin = shape.ruin_cell[0]
    lake = next(n for n in shape.adj[ruin] if shape.kind[n] == "space")
    board = [-1] * len(shape.coords)
    board[lake] = pick("lake", set())
    tile = next(t.id for t in TILES if t.effect == "as_forest")
    items = board_items(shape, board, [tile, -1, -1])
    assert next(i for i in items if i.category == "Lakes").points == 2


def test_variant_2_lakes_score_their_region_with_purple_as_one():
    shape = SHAPES["nile-nexus"]
    purple = shape.region_spaces[3]
    modules = {shape.module[c] for c in purple}
    assert len(modules) == 3
    # the three purple modules are not all joined on this shape
    lake = purple[0]
    far = [c for c in purple if shape.module[c] != shape.module[lake]
           and c not in shape.adj[lake]]
    used = set()
    board = [-1] * len(shape.coords)
    board[lake] = pick("lake", used)
    board[far[0]] = pick("forest", used, trees=3)
    board[far[1]] = pick("forest", used, trees=2)
    other = shape.region_spaces[0][0]
    board[other] = pick("forest", used, trees=1)  # another region: does not count
    standard = next(i for i in board_items(shape, board, [-1] * 3) if i.category == "Lakes")
    variant = next(i for i in board_items(shape, board, [-1] * 3, lake_variant=True)
                   if i.category == "Lakes")
    assert standard.points == sum(DISCS[board[n]].trees for n in shape.adj[lake] if board[n] >= 0)
    assert variant.points == 5


def test_nile_nexus_purple_modules_are_apart():
    shape = SHAPES["nile-nexus"]
    purple = set(shape.region_cells[3])
    start = next(iter(purple))
    seen, stack = {start}, [start]
    while stack:
        for n in shape.adj[stack.pop()]:
            if n in purple and n not in seen:
                seen.add(n)
                stack.append(n)
    assert seen != purple


# -- tie-break ------------------------------------------------------------------------------------
def _tied_state():
    s = started().state
    s.phase = "over"
    s.end = Ending.BOARDS_FULL
    return s


def test_a_tie_on_points_is_a_shared_win_whatever_the_markers_and_energy():
    """L73: "the player with the higher total score wins"; no tie-break is printed, so players
    tied on points share the win (ruleset 1 broke the tie by markers, then Energy)."""
    s = _tied_state()
    shape = SHAPES[s.shape]
    assert breakdown(board_items(shape, s.players[0].board, s.players[0].tiles)) == \
        breakdown(board_items(shape, s.players[1].board, s.players[1].tiles))
    out = outcome(shape, s)
    assert out.winners == [0, 1] and "shared" in out.reason
    s.players[1].energy += 1
    s.supply -= 1
    s.players[0].markers, s.markers_left = 1, 4
    out = outcome(shape, s)
    assert out.winners == [0, 1] and out.reason == "shared win: tied on points"


def test_a_ruleset_1_log_loads_under_ruleset_2_and_a_later_one_is_refused():
    """Ruleset 2 changed only a tie's verdict: every event means what it did."""
    from pathlib import Path

    from engine.core import loads_log
    from engine.restore import GAME
    from engine.registry import GAMES
    data = (Path(__file__).parents[2] / "fixtures" / "restore-format3.jsonl").read_bytes()
    assert b'"ruleset":"1"' in data.split(b"\n")[0] and GAME.ruleset == "2"
    assert loads_log(data, GAMES).over
    assert "cannot replay it: open it with the Rewind that wrote it" in GAME.ruleset_refusal("3", 2)


def test_points_decide_whatever_the_markers():
    s = _tied_state()
    s.players[1].tiles[0] = 0  # a 2-point basic tile
    s.players[0].markers = 2
    out = outcome(SHAPES[s.shape], s)
    assert out.winners == [1] and out.scores[1].total == out.scores[0].total + 2


def test_met_missions_reads_the_missions_as_scoring_does():
    """met_missions, read at every turn's end, names exactly the Mission discs board_items
    scores as met (in cell order), on both boards after every event of random games with
    bonus tiles (one of which lowers every requirement), and leaves out the cells given."""
    from engine.core import SeatSpec, Session
    from engine.restore import GAME
    from engine.restore.scoring import met_missions
    from engine.restore.state import Options
    checked = 0
    for seed in range(6):
        session = Session(GAME, [SeatSpec("a", "random"), SeatSpec("b", "random")], seed,
                          Options(shape="seorium"))
        session.advance()
        s = GAME.initial_state(session.options, 2)
        for _, event in session.events():
            GAME.apply(s, event)
            for p in s.players if s.phase not in ("build", "deal") else ():
                items = board_items(SHAPES["seorium"], p.board, p.tiles)
                met = [it.cells[0] for it in items if it.category == "Missions" and it.points]
                assert met_missions(p.board, p.tiles) == met
                assert met_missions(p.board, p.tiles, met[:1]) == met[1:]
                checked += len(met)
    assert checked > 100  # missions met often enough to test the reading


def test_l129_a_group_crosses_region_borders_but_not_the_starting_tile():
    """L129 "A Group is defined as a cluster of adjacent discs of the same type", whatever
    region each is in; the Starting Tile (no type, L145) joins nothing (an audit's test)."""
    shape = SHAPES["londra-nova"]

    def animal(species):
        return next(x.id for x in DISCS if x.kind == "animal" and x.species == species)

    def animal_groups(a, b):
        board = [-1] * len(shape.coords)
        board[a], board[b] = animal("Bear"), animal("Wolf")
        return sorted(i.points for i in board_items(shape, board, [-1] * 3) if i.category == "Animals")

    a, b = next((x, y) for x in shape.spaces for y in shape.adj[x]
                if shape.kind[y] == "space" and shape.region[x] != shape.region[y])
    assert animal_groups(a, b) == [3]             # one group of 2 species across the border
    around = [n for n in shape.adj[shape.start_cell] if shape.kind[n] == "space"]
    a, b = next((x, y) for x in around for y in around if x < y and y not in shape.adj[x])
    assert animal_groups(a, b) == [1, 1]          # apart: the Starting Tile between them
