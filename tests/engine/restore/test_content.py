"""Content holds every printed number; the eight shapes are valid and fill from one bag."""
import msgspec
import pytest

from engine.restore import GAME, geometry
from engine.restore.content import (DISCS, FILL_PATH, MISSION_NEEDS, MODULES, SHAPES, TILES,
                                    module_hexes)
from engine.restore.state import Options, State


def test_sixty_discs_with_paw_prints_equal_to_copies():
    assert len(DISCS) == 60
    species = {}
    for d in DISCS:
        if d.kind == "animal":
            species.setdefault(d.species, []).append(d)
    assert len(species) >= 8
    assert all(len(v) == v[0].paws for v in species.values())
    assert len(species["Bear"]) == 1 and len(species["Frog"]) == 5
    assert max(d.vents for d in DISCS) >= 4
    assert any(d.energy for d in DISCS)
    assert {d.requires for d in DISCS if d.kind == "mission"} == set(MISSION_NEEDS)
    assert MISSION_NEEDS == {"lake": 5, "animal": 7, "forest": 6, "purifier": 5, "mission": 3}


def test_bonus_tiles():
    basic = sorted(t.points for t in TILES if t.basic)
    assert basic == [2, 3, 4] and sum(not t.basic for t in TILES) == 12
    effects = [t.effect for t in TILES if not t.basic]
    assert effects.count("as_animal") == 2 and effects.count("as_lake") == 1
    assert [t.trees for t in TILES if t.effect == "as_forest"] == [2]
    assert sorted(t.counts for t in TILES if t.effect == "per_region") == \
        sorted(["vent", "lake", "energy", "type", "animal", "mission"])
    assert effects.count("reduce_missions") == 1 and effects.count("per_adjacent_vent") == 1


@pytest.mark.parametrize("slug", list(SHAPES))
def test_every_shape_is_valid_and_fills_from_one_bag(slug):
    shape = SHAPES[slug]
    hexes = module_hexes(shape.placements)
    assert geometry.layout_problem(shape.start, shape.volcanoes, hexes, 5) is None
    assert sorted(len(h) for m, h in hexes if MODULES[m].region == "purple") == [2, 2, 3]
    assert [shape.kind.count(k) for k in ("start", "ruin")] == [1, 3]
    assert shape.kind.count("volcano") <= 2
    # the neighbours of the start tile are all on the board
    assert len(shape.adj[shape.start_cell]) == 6
    # both boards and a full main board come out of the 60 discs
    assert 2 * len(shape.spaces) + 16 <= len(DISCS)
    assert all(len(r) >= 2 for r in shape.region_spaces)


def test_eight_named_shapes_with_two_tutorials():
    names = [s.name for s in SHAPES.values()]
    assert names == ["Londra Nova", "Dubara", "Hudson Prime", "Singa Nexus", "Rio Vertex",
                     "Neo Edo", "Seorium", "Nile Nexus"]
    assert [s.name for s in SHAPES.values() if s.tutorial] == ["Londra Nova", "Dubara"]
    assert len({len(s.coords) and tuple(sorted(s.coords)) for s in SHAPES.values()}) == 8


def test_fill_path_is_a_clockwise_spiral_to_the_centre():
    cells = [divmod(i, 4) for i in FILL_PATH]
    assert cells[0] == (0, 0) and len(set(cells)) == 16
    # turning right (clockwise) at every corner, never left
    for a, b, c in zip(cells, cells[1:], cells[2:]):
        d1 = (b[0] - a[0], b[1] - a[1])
        d2 = (c[0] - b[0], c[1] - b[1])
        assert d2 in (d1, (d1[1], -d1[0])), (a, b, c)
    assert cells[-1] in [(1, 1), (1, 2), (2, 1), (2, 2)]


def test_state_round_trips_through_msgpack():
    s = GAME.initial_state(Options(shape="neo-edo"), 2)
    while GAME.to_act(s) is not None and s.phase != "place":
        moves = GAME.chance_outcomes(s) if GAME.to_act(s) < 0 else GAME.legal_moves(s)
        GAME.apply(s, moves[0])
    data = msgspec.msgpack.encode(s)
    assert msgspec.msgpack.decode(data, type=State) == s


def test_unknown_options_are_refused():
    from engine.core import OptionError
    with pytest.raises(OptionError) as err:
        GAME.initial_state(Options(shape="atlantis"), 2)
    assert err.value.code == "restore.shape"
    with pytest.raises(OptionError) as err:
        GAME.initial_state(Options(custom_shape=True, volcanoes=3), 2)
    assert err.value.code == "restore.volcanoes"


def test_the_game_declares_what_it_is():
    assert (GAME.name, GAME.title, tuple(GAME.seat_counts)) == ("restore", "Restore", (2,))
    assert not GAME.info.hidden and not GAME.info.solo  # no hand-off screen in hot-seat
    assert GAME.participants(GAME.default_options(), 2) == []


def test_content_errors_are_the_kernel_ones():
    from engine.core import ContentError
    from engine.restore import content
    assert not hasattr(content, "ContentError") or content.ContentError is ContentError
    with pytest.raises(ContentError) as err:
        content.custom_shape((0, 0), [], [])  # no modules around the Starting Tile
    assert err.value.code == "restore.shape"


def test_engine_never_imports_drawing_code():
    import engine.restore
    import ast
    from pathlib import Path
    for path in Path(engine.restore.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n.split(".")[0] in ("textual", "tui", "rich") for n in names), path


def test_the_discs_are_those_the_notes_list():
    """NOTES.md's disc table (values the rulebook does not print), so the notes stay true."""
    from collections import Counter
    kinds = Counter(d.kind for d in DISCS)
    assert kinds == {"animal": 20, "forest": 13, "lake": 10, "purifier": 10, "mission": 7}
    assert Counter(d.species for d in DISCS if d.species) == {
        "Bear": 1, "Wolf": 2, "Owl": 2, "Fox": 2, "Deer": 2, "Rabbit": 3, "Duck": 3, "Frog": 5}
    assert Counter(d.trees for d in DISCS if d.trees) == {1: 4, 2: 5, 3: 4}
    assert sum(d.trees for d in DISCS) == 26
    assert Counter(d.vents for d in DISCS if d.vents) == {1: 2, 2: 3, 3: 3, 4: 2}
    assert Counter(d.requires for d in DISCS if d.requires) == {
        "lake": 1, "animal": 2, "forest": 2, "purifier": 1, "mission": 1}
    assert sum(d.energy for d in DISCS) == 15 and sum(1 for d in DISCS if d.energy) == 13
