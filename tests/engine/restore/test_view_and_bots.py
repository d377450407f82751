"""What the bots decide from: their seat's view (the bag hidden) and the legal moves. The
main-board intersection is computed in one place and the view carries it."""
import random

import msgspec
import pytest

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.events import Collect, Replenish
from engine.restore.geometry import intersection
from engine.restore.state import Options

from tests.engine.restore.helpers import started


def test_intersection_of_the_two_collectors():
    assert intersection(0, 2, 1) == 1 * 4 + 2  # Blue picks the column, Yellow's row 1
    assert intersection(1, 3, 0) == 3 * 4 + 0  # Yellow picks the row, Blue's column 0
    assert intersection(0, 2, -1) == -1  # the other Collector is not placed yet


def test_the_view_names_the_targets_of_the_turn_player():
    s = started(collector=2).state
    v = GAME.view(s, 0)
    assert v.targets == [2 * 4 + space for space in range(4)]
    collects = {m.space for m in GAME.legal_moves(s) if isinstance(m, Collect)}
    assert collects == {space for space, idx in enumerate(v.targets) if v.main[idx] >= 0}


@pytest.mark.parametrize("bot", ["random", "greedy"])
def test_bots_choose_a_listed_move_from_the_view_and_change_nothing(bot):
    session = Session(GAME, [SeatSpec("a", bot), SeatSpec("b", bot)], 4, Options(shape="dubara"))
    rng = random.Random(1)
    for _ in range(60):
        session.advance(limit=1)
        turn = session.bot_turn()
        if turn is None:
            continue
        _, view, moves, seat, _ = turn
        assert not hasattr(view, "bag")  # only the bag's size is in a view
        before = msgspec.msgpack.encode(view), list(moves)
        choice = GAME.bots[bot](GAME, view, moves, seat, rng)
        assert choice in moves
        assert (msgspec.msgpack.encode(view), list(moves)) == before


def test_greedy_decides_a_turn_from_the_view_alone():
    """Greedy sees the same discs as the player: from the view alone it picks a Collect."""
    session = started(collector=1)
    view, moves = session.view(0), session.legal_moves()
    choice = GAME.bots["greedy"](GAME, view, moves, 0, random.Random(0))
    assert isinstance(choice, Collect) and view.main[view.targets[choice.space]] >= 0


def test_the_help_of_step_1_puts_a_collector_not_yet_on_the_board_and_moves_it_after():
    """Blue's first turn: its Collector is not on the board, so nothing is moved "to another
    space" (a newcomer's review); from its second turn on it must move."""
    session = started()
    assert GAME.phase_help(session.view(0)).startswith("Step 1: put your Collector on one of your spaces")
    session.apply(GAME.legal_moves(session.state)[0])  # take a disc, place it
    session.apply(GAME.legal_moves(session.state)[0])
    session.advance()
    while session.to_act != 0:  # Yellow's turn
        session.apply(GAME.legal_moves(session.state)[0])
        session.advance()
    assert GAME.phase_help(session.view(0)).startswith("Step 1: move your Collector to another of your spaces")
    # L89 "After replenishing ... You may place your Collector on its current space" (an audit:
    # the help said "move" after a replenish, as staying was legal)
    replenish = next(m for m in GAME.legal_moves(session.state) if isinstance(m, Replenish))
    session.apply(replenish)
    session.advance()
    stay = Collect(session.state.players[0].collector)
    assert stay in GAME.legal_moves(session.state)
    assert GAME.phase_help(session.view(0)).startswith(
        "Step 1: put your Collector on any of your spaces (after the replenish it may stay where it is)")


def test_the_text_board_draws_each_space_in_its_region_s_brackets_as_the_screen_does():
    """`rewind replay` and the replay viewer showed discs without their regions, under a legend
    of brackets and screen-only marks (a newcomer's review)."""
    from engine.restore.content import DISCS, SHAPES
    from engine.restore.view import BRACKETS, cell, render_board

    session = started()
    for _ in range(30):
        session.apply(GAME.legal_moves(session.state)[0])
        session.advance()
    view = session.view(None)
    shape, player = SHAPES[view.shape], view.players[0]
    text = "\n".join(render_board(shape, player))
    assert ("|Strt@" if player.worker == shape.start_cell else "|Strt|") in text
    placed = [i for i, d in enumerate(player.board) if d >= 0]
    assert len(placed) >= 6
    for i in placed:
        left, right = BRACKETS[shape.region[i]]
        drawn = "".join(cell(shape, i, player)[:3])
        # the Worker's @ over the right bracket: the code stays whole ("{@P1*}" hid an Energy icon)
        assert drawn == left + DISCS[player.board[i]].code + ("@" if i == player.worker else right)
        assert drawn in text
    full = GAME.render(view)
    assert "v > Blue's and Yellow's Collectors" in full and "• a disc your Collector" not in full


def test_the_help_says_an_animal_group_mixes_species_and_scores_by_the_different_ones():
    """"Animal groups by species" read as groups of one species: a newcomer put a second Duck
    beside a Duck for points (a review); the rulebook's group is any adjacent Animals."""
    text = " ".join(GAME.rules_help().split())
    assert ("a group of adjacent Animal discs (any species) scores by how many different species it "
            "holds, 1/3/6/10/15/21/28/36 (a species twice counts once)") in text
