"""Rulebook, "Your Turn", "Mind Fields", "Start of Your First Turn", "The End of Your Turn":
the start-of-first-turn steps, the Action marker, and the Upcoming refill."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER, OBJECTIVES
from engine.restart.crystals import FIELD_INDEX
from engine.restart.events import (ChooseField, CompleteObjective, ConfirmReturn, DrawEvent, EndTurn,
                                   MoveAdult, PlaceChild, RefreshUpcoming, ReturnCard, TakeEvent, UseAction)
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.turn import ACTION_TITLE, available, is_available

from tests.engine.restart.helpers import (CHANCE, GAME, act, chance, draw_all, first_turn, refused,
                                          snapshot, started, take_card)


def _end(s):
    act(s, EndTurn())
    draw_all(s)


# -- Start of your first turn ---------------------------------------------------------------------
def test_first_turn_offers_return_and_child_in_the_past_only():
    s = started(2)
    moves = GAME.legal_moves(s)
    hand = list(s.players[0].hand)
    assert {m.card for m in moves if isinstance(m, ReturnCard)} == set(hand)
    assert {m.space for m in moves if isinstance(m, PlaceChild)} == {6, 7, 8}  # 3x3: bottom row
    assert not any(isinstance(m, ChooseField) for m in moves)
    for space in (0, 3, 5):
        assert "bottom row (the past)" in refused(s, PlaceChild(space), "restart.child-in-past")


def test_the_action_marker_waits_for_the_child():
    s = started(2)
    assert "place your Child figure in the past before your first action" in refused(s, ChooseField("focus"), "restart.child-first")


def test_returning_starting_cards_is_one_exchange():
    """R1: pick the cards, confirm, then draw as many; no second return after a replacement."""
    s = started(2)
    p = s.players[0]
    deck = len(s.deck)
    a, b, c, d, e, f, g = p.hand
    act(s, ReturnCard(b))
    assert len(p.hand) == 6 and s.tasks[-1].picks == [b] and len(s.deck) == deck and s.deck_bottom == []
    assert GAME.invariants(s) == []  # set aside face down: still conserved
    act(s, ReturnCard(e))
    assert len(p.hand) == 5 and s.tasks[-1].picks == [b, e]
    assert "confirm the cards you are returning" in refused(s, PlaceChild(6), "restart.return-pending")
    refused(s, ChooseField("memory"), "restart.return-pending")
    assert "only cards from your starting hand" in refused(s, ReturnCard(b), "restart.return-start-hand")
    assert GAME.legal_moves(s) == [ReturnCard(x) for x in (a, c, d, f, g)] + [ConfirmReturn()]
    act(s, ConfirmReturn())
    assert s.deck_bottom == [b, e]                       # in pick order
    for _ in range(2):
        assert GAME.to_act(s) == CHANCE
        assert DrawEvent(b) not in GAME.chance_outcomes(s)  # drawn from the top, not the bottom
        chance(s, GAME.chance_outcomes(s)[0])
    x, y = p.hand[-2:]
    assert p.hand == [a, c, d, f, g, x, y] and len(s.deck) == deck - 2
    assert "one exchange" in refused(s, ReturnCard(x), "restart.return-once")
    assert "one exchange" in refused(s, ReturnCard(a), "restart.return-once")
    assert not any(isinstance(m, ReturnCard) for m in GAME.legal_moves(s))
    act(s, PlaceChild(6))
    assert p.child == 6


def test_declining_the_exchange_by_placing_the_child():
    """R2, R3: the Child placed without picks; nothing to confirm at the start."""
    s = started(2)
    p = s.players[0]
    assert "pick at least one card" in refused(s, ConfirmReturn(), "restart.return-none")
    act(s, PlaceChild(7))
    assert p.start_hand == [] and len(p.hand) == 7
    refused(s, ReturnCard(p.hand[0]), "restart.return-first-turn")


def test_returned_cards_lie_under_the_deck_in_the_order_returned():
    """R4: seat 0 returns [b, e], seat 1 returns [k]: drawn b, e, k once the deck is empty."""
    s = started(2)
    b, e = s.players[0].hand[1], s.players[0].hand[4]
    act(s, ReturnCard(b))
    act(s, ReturnCard(e))
    act(s, ConfirmReturn())
    draw_all(s)
    first_turn(s, "memory")
    _end(s)
    k = s.players[1].hand[0]
    act(s, ReturnCard(k))
    act(s, ConfirmReturn())
    assert s.deck_bottom == [b, e, k]
    s.discard += s.deck[1:]  # one card left on top: seat 1's replacement empties the shuffled part
    s.deck = s.deck[:1]
    draw_all(s)
    assert s.deck == [] and s.deck_bottom == [b, e, k]
    first_turn(s, "memory")
    act(s, UseAction("time_or_event"))
    assert TakeEvent(-1) in GAME.legal_moves(s)
    act(s, TakeEvent(-1))
    assert GAME.chance_outcomes(s) == [DrawEvent(b)]


def test_the_log_hides_the_picked_cards_and_names_the_count():
    """R5: others read "returns a card face down"; the mover's move list names the card."""
    s = started(2)
    c = s.players[0].hand[2]
    assert "face down" in GAME.describe(s, ReturnCard(c)) and str(c) not in GAME.describe(s, ReturnCard(c))
    assert str(c) in GAME.move_text(s, ReturnCard(c))
    act(s, ReturnCard(c))
    d = s.players[0].hand[0]
    act(s, ReturnCard(d))
    assert GAME.describe(s, ConfirmReturn()) == "Confirm: return 2 cards to the bottom of the Event deck and draw 2"
    # a filter "confirm" finds the confirming line alone (every pick's said "then confirm": a review)
    confirming = [m for m in GAME.legal_moves(s) if "confirm" in GAME.move_text(s, m).casefold()]
    assert confirming == [ConfirmReturn()] and any(isinstance(m, ReturnCard) for m in GAME.legal_moves(s))
    assert GAME.view(s, 0).players[0].returning == [c, d]
    assert GAME.view(s, 1).players[0].returning == []
    assert GAME.view(s, 1).table.tasks[-1].picks == [-1, -1]  # a searching bot's table hides them
    assert GAME.view(s, 0).table.tasks[-1].picks == [c, d]


def test_cards_are_returned_only_before_the_child_is_placed():
    s = started(2)
    card = s.players[0].hand[0]
    act(s, PlaceChild(6))
    # L97-99's order, not "before your first action": placing the Child is no action (an audit)
    assert "returned first, before you place your Child" in refused(s, ReturnCard(card), "restart.return-first-turn")
    assert "already on the Spacetime grid" in refused(s, PlaceChild(7), "restart.child-placed")


def test_the_child_may_share_a_space_with_another_players_figures():
    s = started(2)
    first_turn(s, "memory", child_space=7)
    _end(s)
    act(s, PlaceChild(7))
    assert s.players[1].child == 7 == s.players[0].child


def test_start_of_turn_objective_and_same_colour_refresh():
    s = started(2)
    p = s.players[0]
    first_turn(s, "memory")
    _end(s)
    first_turn(s, "memory")
    _end(s)
    # seat 0's second turn: its Adult sits in an Objective space whose condition it meets
    k = 1
    _put_objective(s, k, "time_tokens")
    o = OBJECTIVES[s.objectives[k]]
    p.adult = OBJECTIVE_BASE + k
    p.time = o.condition.count
    greens = [c for c in sorted(s.deck) if EVENTS_BY_NUMBER[c].colour == "purple"][:3]
    assert len(greens) == 3
    old = list(s.upcoming)
    s.upcoming = [take_card(s, c) for c in greens]
    s.deck = sorted(s.deck + old)
    moves = GAME.legal_moves(s)
    assert CompleteObjective() in moves and RefreshUpcoming() in moves
    act(s, CompleteObjective())
    assert s.objectives[k] == -1 and len(p.objectives) == 1
    act(s, RefreshUpcoming())
    draw_all(s)
    assert set(greens) <= set(s.discard) and len(s.upcoming) == 3
    assert RefreshUpcoming() not in GAME.legal_moves(s)


def _put_objective(s, slot, kind):
    """Deal the Objective with condition `kind` onto `slot` (the card there goes to the box)."""
    idx = next(i for i, o in enumerate(OBJECTIVES) if o.condition.kind == kind)
    if idx in s.objectives:
        s.objectives[s.objectives.index(idx)], s.objectives[slot] = s.objectives[slot], idx
        return
    s.objective_box.remove(idx)
    s.objective_box.append(s.objectives[slot])
    s.objective_box.sort()
    s.objectives[slot] = idx


# -- The Action marker ------------------------------------------------------------------------------
def test_the_action_marker_gives_only_its_fields_actions():
    s = started(2)
    first_turn(s, "memory")
    assert s.players[0].field == FIELD_INDEX["memory"] == s.turn.field
    assert set(available(s, 0)) == {"time_or_event", "void"}
    for other in ("move", "study", "plan_a", "bury"):
        assert "not available" in refused(s, UseAction(other), "restart.action-unavailable")


def test_same_mind_field_twice_in_a_row_is_refused_and_the_state_unchanged():
    s = started(2)
    first_turn(s, "perception")
    _end(s)
    first_turn(s, "focus")
    _end(s)
    before = snapshot(s)
    rule = refused(s, ChooseField("perception"), "restart.same-field")
    assert "different Mind field" in rule and "Perception was your field last turn" in rule
    assert snapshot(s) == before
    assert {m.field for m in GAME.legal_moves(s) if isinstance(m, ChooseField)} == {
        "focus", "intelligence", "memory"}
    act(s, ChooseField("memory"))
    _end(s)
    _end_turn_with(s, 1, "perception")   # seat 1 may now use the field seat 0 left
    # two turns later seat 0 may return to Perception (not consecutive)
    act(s, ChooseField("perception"))
    assert s.players[0].field == FIELD_INDEX["perception"]


def _end_turn_with(s, seat, field):
    assert GAME.to_act(s) == seat
    act(s, ChooseField(field))
    _end(s)


def test_unknown_mind_field_is_refused():
    s = started(2)
    act(s, PlaceChild(6))
    assert "no Mind field 'heart'" in refused(s, ChooseField("heart"), "restart.no-such-field")


# -- The end of your turn ---------------------------------------------------------------------------
def test_upcoming_refilled_to_three_at_the_end_of_the_turn_only():
    s = started(2)
    first_turn(s, "memory")
    taken = [s.upcoming[0], s.upcoming[1]]
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(0))
    act(s, UseAction("time_or_event"))
    act(s, TakeEvent(0))
    assert len(s.upcoming) == 1 and all(c in s.players[0].hand for c in taken)
    act(s, EndTurn())
    deck = len(s.deck)
    for _ in range(2):
        assert GAME.to_act(s) == CHANCE and s.tasks[-1].to == "upcoming"
        chance(s, GAME.chance_outcomes(s)[0])
    assert len(s.upcoming) == 3 and len(s.deck) == deck - 2
    assert GAME.to_act(s) == 1 and s.turn.seat == 1


def test_turn_order_goes_to_the_left_and_wraps():
    s = started(3)
    for seat in (0, 1, 2):
        assert GAME.to_act(s) == seat
        first_turn(s, "memory", child_space=8 + seat)
        _end(s)
    assert GAME.to_act(s) == 0 and s.players[0].turns == 2


def test_adult_moves_anywhere_but_own_child_or_another_adult():
    s = started(3)
    s.players[1].adult = 2
    s.players[2].adult = OBJECTIVE_BASE + 1
    s.players[2].child = 5  # another player's Child is no obstacle
    first_turn(s, "perception", child_space=9)
    act(s, UseAction("move"))
    before = snapshot(s)
    assert "your own Child" in refused(s, MoveAdult(9), "restart.adult-on-own-child")
    assert "another player's Adult" in refused(s, MoveAdult(2), "restart.adult-on-adult")
    assert "another player's Adult" in refused(s, MoveAdult(OBJECTIVE_BASE + 1), "restart.adult-on-adult")
    assert "Spacetime grid or an Objective space" in refused(s, MoveAdult(OBJECTIVE_BASE + 4), "restart.adult-no-such-space")
    assert snapshot(s) == before
    act(s, MoveAdult(5))
    assert s.players[0].adult == 5


def test_a_card_shown_from_the_hand_counts_as_revealed_a_buried_one_does_not():
    """What strict undo stops at (the kernel asks `reveals` of every decision)."""
    from engine.restart.events import PlayCard

    s = started(2)
    first_turn(s, "focus")
    act(s, UseAction("study"))
    assert GAME.reveals(s, PlayCard(s.players[0].hand[0]))  # studied: everyone sees it
    from engine.core.steps import push
    from engine.restart.intelligence import BuryEvent

    push(s, BuryEvent(0, "bury"))  # a Bury, however reached
    assert not GAME.reveals(s, PlayCard(s.players[0].hand[0]))  # buried: others may not look
    # a hand card swapped onto the Upcoming cards, a held Mission completed: both shown face up
    # (strict undo took back a bot's swap, and the replay showed another card of its hand)
    from engine.restart.events import CompleteMission, SwapUpcoming
    assert GAME.reveals(s, SwapUpcoming(s.players[0].hand[0], 0))
    assert GAME.reveals(s, CompleteMission(s.players[0].missions[0]))


def test_is_available_answers_as_the_list_of_available_actions():
    """The check of a UseAction asks is_available (one icon); the move list asks available (every
    icon): on every decision between actions of a random 4-seat game, they agree on every icon."""
    from engine.core import SeatSpec, Session
    from engine.restart.turn import TurnActions
    session = Session(GAME, [SeatSpec(f"r{i}", "random") for i in range(4)], 2)
    icons, asked = [*ACTION_TITLE, "void", "not-an-icon"], 0
    while session.step_auto():
        s = session.state
        if s.tasks and isinstance(s.tasks[-1], TurnActions):
            seat = s.tasks[-1].seat
            listed = available(s, seat)
            assert [icon for icon in icons if is_available(s, seat, icon)] == [i for i in icons if i in listed]
            asked += 1
    assert asked > 100
