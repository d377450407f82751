"""The session: validation, chance from the seed, undo/redo/jump over the log tree, policies."""
import pytest

from engine.core import CHANCE, IllegalMove, SeatSpec, Session
from engine.core.session import Recorded
from tests.tiny_game import GAME, Die, Play, Roll

HUMANS = [SeatSpec("Ann"), SeatSpec("Bob")]


def fresh(seats=HUMANS, seed=7, policy="casual") -> Session:
    session = Session(GAME, seats, seed, policy=policy)
    session.advance()
    return session


def test_setup_chance_is_drawn_by_the_kernel_and_depends_only_on_the_seed():
    a, b, c = fresh(seed=7), fresh(seed=7), fresh(seed=8)
    assert list(a.events()) == list(b.events())
    assert [e for _, e in a.events()] != [e for _, e in c.events()]
    assert all(seat == CHANCE for seat, _ in a.events())
    assert a.to_act == 0


def test_illegal_move_names_the_rule_and_leaves_the_state_untouched():
    session = fresh()
    before = (session.state_hash(), session.cursor, len(session.tree))
    foreign = next(c for c in range(1, 10) if c not in session.state.hands[0])
    with pytest.raises(IllegalMove, match="your own hand"):
        session.apply(Play(foreign))
    with pytest.raises(IllegalMove):
        session.apply(Die(3))  # a chance outcome is not a player's to choose
    assert (session.state_hash(), session.cursor, len(session.tree)) == before


def test_chance_cannot_be_applied_by_hand():
    session = Session(GAME, HUMANS, 1)
    assert session.to_act == CHANCE
    with pytest.raises(IllegalMove, match="chance"):
        session.apply(Roll())


def test_undo_takes_back_the_move_with_its_chance_outcome_and_redo_restores_them():
    session = fresh()
    start = session.state_hash()
    session.apply(Roll())
    session.advance()  # the die is rolled
    rolled = session.state_hash()
    die = list(session.events())[-1]
    assert die[0] == CHANCE
    assert session.undo()
    assert session.state_hash() == start and session.to_act == 0
    assert session.redo()
    assert session.state_hash() == rolled and list(session.events())[-1] == die


def test_undo_cannot_reroll_a_die():
    session = fresh()
    session.apply(Roll())
    session.advance()
    first = list(session.events())[-1]
    session.undo()
    session.apply(Roll())  # the same move again follows the recorded line
    session.advance()
    assert list(session.events())[-1] == first
    assert len(session.tree[session.tree[session.cursor].parent].children) == 1


def test_bot_replies_are_undone_with_the_human_move():
    session = fresh(seats=[SeatSpec("Ann"), SeatSpec("Bot", "random")])
    before = session.state_hash()
    session.apply(session.legal_moves()[-1])
    session.advance()
    assert session.to_act == 0  # the bot has answered
    assert session.undo()
    assert session.state_hash() == before and session.to_act == 0


def test_a_new_move_after_undo_starts_a_branch_and_keeps_the_old_line():
    session = fresh()
    root_of_turn = session.cursor
    session.apply(Roll())
    session.advance()
    old_line = session.cursor
    session.undo()
    card = session.state.hands[0][0]
    session.apply(Play(card))
    session.advance()
    assert len(session.tree[root_of_turn].children) == 2
    session.jump(old_line)
    assert isinstance(list(session.events())[-2][1], Roll)
    fresh_fold = Session(GAME, HUMANS, 7)
    for seat, event in session.events():
        fresh_fold.record(event, seat)
    assert fresh_fold.state == session.state


def test_undo_all_the_way_then_redo_all_the_way():
    session = fresh()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    end = session.state_hash()
    undos = 0
    while session.undo():
        undos += 1
    assert undos == 2 * 3  # one per human turn: 2 seats x 3 rounds
    assert session.tree[session.cursor].depth == 4  # the four setup deals stay
    while session.redo():
        pass
    assert session.over and session.state_hash() == end


def test_strict_policy_stops_undo_at_revealed_information():
    session = fresh(policy="strict")
    session.apply(Roll())
    session.advance()  # a die result became known
    assert not session.can_undo() and not session.undo()
    casual = fresh(policy="casual")
    casual.apply(Roll())
    casual.advance()
    assert casual.can_undo()


def test_strict_policy_stops_undo_of_a_revealing_decision():
    session = fresh(policy="strict")
    session.apply(Play(session.state.hands[0][0]))  # shows a hidden card (reveals)
    assert not session.can_undo()


def test_strict_policy_keeps_jumps_at_or_after_the_latest_reveal():
    """The timeline may not do what undo may not: go back before a reveal on the path, or to
    a branch that parts from the path before it."""
    session = fresh(policy="strict")
    start = session.cursor
    session.apply(Roll())
    session.advance()  # a die result became known
    floor = session.strict_floor()
    assert floor == session.tree.depth[session.cursor] > 0
    assert session.may_jump(session.cursor)
    assert not session.may_jump(start) and not session.may_jump(0)
    session = fresh(policy="casual")  # a tree made under casual, then looked at under strict
    start = session.cursor
    session.apply(Play(session.state.hands[0][0]))
    session.advance()
    play_line = session.cursor
    session.jump(start)
    session.apply(Roll())
    session.advance()  # the die is a reveal
    session.policy = "strict"
    assert session.strict_floor() == session.tree.depth[session.cursor] == session.tree.depth[start] + 2
    assert not session.may_jump(play_line)  # it parts from this line before the die
    assert session.may_jump(session.cursor) and not session.may_jump(start)


def test_jump_uses_snapshots_and_matches_a_fresh_fold():
    session = Session(GAME, HUMANS, 3, snapshot_every=2)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[-1])
        session.advance()
    for target in range(len(session.tree)):
        session.jump(target)
        fold = GAME.initial_state(GAME.default_options(), 2)
        for _, event in session.events():
            GAME.apply(fold, event)
        assert fold == session.state


def test_state_at_folds_any_node_of_the_line_and_leaves_the_session_where_it_is():
    session = Session(GAME, HUMANS, 3, snapshot_every=3)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    cursor, final = session.cursor, session.state_hash()
    fold = GAME.initial_state(GAME.default_options(), 2)
    for n in session.path():
        GAME.apply(fold, session.tree.event[n])
        assert session.state_at(n) == fold
    assert session.cursor == cursor and session.state_hash() == final


def test_seat_and_bot_validation():
    with pytest.raises(ValueError):
        Session(GAME, [SeatSpec("solo")], 1)
    with pytest.raises(ValueError):
        Session(GAME, [SeatSpec("a"), SeatSpec("b", "genius")], 1)
    with pytest.raises(ValueError):
        Session(GAME, HUMANS, 1, policy="lenient")


def test_view_hides_other_hands():
    session = fresh()
    view = GAME.view(session.state, 0)
    assert view["hands"][0] == session.state.hands[0]
    assert view["hands"][1] == len(session.state.hands[1])


def test_recording_where_a_line_exists_follows_it_or_branches_and_counts_what_it_took():
    session = fresh()
    session.apply(Roll())
    session.advance()
    rolled = list(session.events())
    session.undo()
    start = session.cursor
    session.extend(rolled[-2:])  # the same Roll and die again: the old nodes are followed
    assert session.extended == 2 and len(session.tree[start].children) == 1
    session.undo()
    with pytest.raises(IllegalMove):
        session.extend([Recorded(0, Play(session.state.hands[0][0])), Recorded(0, Roll())])
    assert session.extended == 1 and len(session.tree[start].children) == 2
