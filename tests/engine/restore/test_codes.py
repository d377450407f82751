"""One set of board codes: the screen and `rewind replay` draw the same 4-cell codes, and the
legend explains every kind of code the content can produce."""
from __future__ import annotations

import re

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.content import COUNT_CODES, DISCS, MISSION_LETTERS, TILES
from engine.restore.view import LEGEND, space_number
from engine.restore.setup import shape_of


def test_every_code_is_four_cells_and_its_form_is_in_the_legend():
    for code in [d.code for d in DISCS] + [t.code for t in TILES]:
        assert len(code) == 4
    for code in {t.code.strip() for t in TILES} | {d.code.strip("* ") for d in DISCS
                                                    if d.kind != "animal"}:
        form = re.sub(r"\d+", r"\\d", re.escape(code))  # any number: 2pts explains 3pts
        if re.fullmatch(r"\d/[A-Z][a-z]", code) and code[2:] != "aV":
            form = r"\d/Vt"  # one per-region form, its other counts named after it
        elif code.startswith("M"):
            form = r"M\dL"  # one Mission form, its other letters named after it
        assert re.search(form, LEGEND), code
    for letters in list(COUNT_CODES.values()) + list(MISSION_LETTERS.values()):
        assert letters in LEGEND


def test_replay_text_uses_the_screen_codes_and_numbers_empty_spaces():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    session.advance(60)
    view = session.view(None)
    text = GAME.render(view)
    for d in view.main:
        if d >= 0:
            assert DISCS[d].code.rstrip() in text
    shape = shape_of(view)
    empty = [i for i, d in enumerate(view.players[0].board) if d < 0 and shape.kind[i] == "space"]
    label = shape.labels[empty[0]]
    assert space_number(shape, empty[0]) == label[1:]
    assert LEGEND in text


def test_a_mission_on_a_board_with_the_minus_one_tile_shows_what_it_needs_there():
    """A review took -1Mi and its boards still read {M7A }, while the log said the Mission
    needed 6: a board's Mission code counts its owner's tile."""
    from engine.restore.view import cell

    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    view = session.view(None)
    player, shape = view.players[0], shape_of(view)
    space = next(i for i, kind in enumerate(shape.kind) if kind == "space")
    ruin = next(i for i, kind in enumerate(shape.kind) if kind == "ruin")
    mission = next(d for d in DISCS if d.kind == "mission" and d.requires == "animal")
    minus = next(t for t in TILES if t.effect == "reduce_missions")
    player.board[space] = mission.id
    assert cell(shape, space, player)[1].startswith("M7A")
    player.tiles[shape.region[ruin]] = minus.id
    assert cell(shape, space, player)[1].startswith("M6A")
    assert mission.code.startswith("M7A")  # the disc itself, in the bag or on the main board


def test_a_completed_mission_is_marked_on_its_board():
    """A review saw a Mission that had earned its marker drawn as one still to complete (on the
    table its Mission Completion Marker lies on it)."""
    from engine.restore.view import LEGEND, cell

    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    view = session.view(None)
    player, shape = view.players[0], shape_of(view)
    space = next(i for i, kind in enumerate(shape.kind) if kind == "space")
    player.board[space] = next(d for d in DISCS if d.kind == "mission" and d.requires == "animal").id
    assert cell(shape, space, player)[1] == "M7A "
    player.rewarded.append(space)
    assert cell(shape, space, player)[1] == "M7A✓" and "M5L✓ completed" in LEGEND
