"""The rulebook's scoring example (items A-D, a-j, total 47) as a board laid by hand on the
Londra Nova shape. Each printed item is found by its cell and checked on its own."""
from engine.restore.content import DISCS, SHAPES, TILES
from engine.restore.scoring import board_items, breakdown

from tests.engine.restore.helpers import cell

SHAPE = "londra-nova"
# cell label (row letter from the top, position in the row) -> disc
LAYOUT = {
    "a1": ("forest", {"trees": 3}), "a2": ("forest", {"trees": 3}),           # C: 6 trees
    "b1": ("animal", {"species": "Owl"}), "b2": ("animal", {"species": "Frog"}),
    "c1": ("animal", {"species": "Frog"}), "d2": ("animal", {"species": "Bear"}),
    "e3": ("animal", {"species": "Duck"}),                                     # B: 4 species
    "g3": ("animal", {"species": "Rabbit"}),                                   # A: 1 species
    "d4": ("forest", {"trees": 3}), "e4": ("forest", {"trees": 2}),
    "f2": ("forest", {"trees": 2}), "f3": ("forest", {"trees": 3}),            # D: 10 trees
    "d3": ("lake", {}), "e5": ("lake", {}),                                    # a, b
    "d1": ("purifier", {"vents": 3}),                                          # c
    "g2": ("purifier", {"vents": 2}),                                          # d
    "f1": ("purifier", {"vents": 3}),                                          # e
    "c3": ("purifier", {"vents": 4}),                                          # f
    "c4": ("mission", {"requires": "mission"}),                                # g
    "d5": ("mission", {"requires": "animal"}),                                 # h
    "e1": ("mission", {"requires": "lake"}),                                   # i
}
J = next(t.id for t in TILES if t.effect == "per_adjacent_vent")
K = next(t.id for t in TILES if t.effect == "reduce_missions")


def build():
    shape = SHAPES[SHAPE]
    board = [-1] * len(shape.coords)
    used = set()
    for label, (kind, attrs) in LAYOUT.items():
        d = next(x.id for x in DISCS if x.id not in used and x.kind == kind
                 and all(getattr(x, k) == v for k, v in attrs.items()))
        used.add(d)
        board[cell(SHAPE, label)] = d
    tiles = [-1, -1, -1]
    tiles[shape.region[cell(SHAPE, "f4")]] = K  # brown ruin: k
    tiles[shape.region[cell(SHAPE, "b3")]] = J  # green ruin: j
    return shape, board, tiles


def item_at(items, label):
    c = cell(SHAPE, label)
    found = [it for it in items if c in it.cells]
    assert len(found) == 1, found
    return found[0]


def test_board_is_laid_as_intended():
    shape, board, tiles = build()
    assert shape.kind[cell(SHAPE, "f4")] == "ruin" and shape.kind[cell(SHAPE, "b3")] == "ruin"
    assert shape.kind[cell(SHAPE, "e2")] == "ruin" and tiles[shape.region[cell(SHAPE, "e2")]] == -1
    assert sum(1 for d in board if d >= 0) == 21


def test_scoring_example_items_and_total():
    shape, board, tiles = build()
    items = board_items(shape, board, tiles)
    expected = {  # item: (a cell of it, category, points)
        "A": ("g3", "Animals", 1), "B": ("b1", "Animals", 10),
        "C": ("a1", "Forests", 0), "D": ("d4", "Forests", 10),
        "a": ("d3", "Lakes", 5), "b": ("e5", "Lakes", 5),
        "c": ("d1", "Purifiers", 0), "d": ("g2", "Purifiers", 2), "e": ("f1", "Purifiers", 0),
        "f": ("c3", "Purifiers", 4),
        "g": ("c4", "Missions", 3), "h": ("d5", "Missions", 3), "i": ("e1", "Missions", 0),
        "j": ("b3", "Bonus tiles", 4), "k": ("f4", "Bonus tiles", 0),
    }
    for name, (label, category, points) in expected.items():
        it = item_at(items, label)
        assert (it.category, it.points) == (category, points), (name, it)
    # the printed reasons
    assert "1 species" in item_at(items, "g3").detail
    assert "4 species" in item_at(items, "b1").detail
    assert "6 Trees" in item_at(items, "a1").detail and "10 Trees" in item_at(items, "d4").detail
    assert "5 adjacent Trees" in item_at(items, "d3").detail
    assert "5 adjacent Trees" in item_at(items, "e5").detail
    for label in ("d1", "g2", "f1"):
        assert "2 adjacent Types" in item_at(items, label).detail
    assert "5 adjacent Types" in item_at(items, "c3").detail
    assert "6 on the board" in item_at(items, "d5").detail  # 7 reduced to 6 by k
    assert "4+ lake: 2 on the board" in item_at(items, "e1").detail  # 5 reduced to 4
    assert "4 adjacent Vents" in item_at(items, "b3").detail
    # every item is one of the printed ones: nothing else scores
    assert len(items) == len(expected)
    cats = breakdown(items)
    assert cats == {"Animals": 11, "Forests": 10, "Lakes": 10, "Purifiers": 6, "Missions": 6,
                    "Bonus tiles": 4}
    assert sum(cats.values()) == 47


def test_without_tile_k_the_7_animal_mission_fails_and_the_3_mission_one_still_scores():
    """Tile k reduces every Mission's requirement by 1: without it d5 (7+ animals, 6 on the
    board) scores nothing, while c4 (3+ missions) is met anyway (its old name said both fail)."""
    shape, board, tiles = build()
    tiles[shape.region[cell(SHAPE, "f4")]] = -1
    items = board_items(shape, board, tiles)
    assert item_at(items, "d5").points == 0  # 6 animals < 7
    assert item_at(items, "c4").points == 3  # 3 missions >= 3 anyway
