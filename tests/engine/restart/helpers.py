"""Shared helpers for the Restart rules tests: a game set up to the first decision, decisions
applied the way the session does (check first, then fold), chance outcomes fed explicitly, and
ways to lay out cards by hand while keeping every card conserved."""
from __future__ import annotations

import msgspec

from engine.core import CHANCE, IllegalMove, SeatSpec, Session
from engine.restart import GAME
from engine.restart.content import EVENTS, EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER, TRACK_INDEX
from engine.restart.dystopias.pandemia.events import Roll, RollDie
from engine.restart.events import ChooseField, PlaceChild, UseAction
from engine.restart.state import Options


def snapshot(s) -> bytes:
    return msgspec.msgpack.encode(s)


def random_session(seats: int, seed: int, options: Options, limit: int = 1_000_000) -> Session:
    """Random bots' game (no fuzz or invariants: the contract tests do that), `limit` events
    at most: for tests that only read what a game leaves."""
    session = Session(GAME, [SeatSpec(f"bot {i}", "random") for i in range(seats)], seed, options)
    session.advance(limit)
    return session


def started(seats: int = 2, seed: int = 0, options: Options | None = None):
    """A state at the first decision of the game: seat 0's first turn, chance resolved by
    always taking the first outcome (so the layout is fixed and seed-free)."""
    s = GAME.initial_state(options or Options(), seats)
    draw_all(s)
    return s


def crystals(s, seat: int, perception: int = 0, intelligence: int = 0, memory: int = 0) -> None:
    """Set the seat's Mind tracks to that many Fragment crystals each."""
    t = s.players[seat].tracks
    t[TRACK_INDEX["perception"]], t[TRACK_INDEX["intelligence"]], t[TRACK_INDEX["memory"]] = (
        "F" * perception, "F" * intelligence, "F" * memory)


def draw_all(s) -> None:
    while GAME.to_act(s) == CHANCE:
        GAME.apply(s, GAME.chance_outcomes(s)[0])


def act(s, e) -> None:
    """A decision, checked then folded."""
    GAME.check(s, e)
    GAME.apply(s, e)


def chance(s, e) -> None:
    """A chance outcome fed explicitly: it must be one of the outcomes offered now."""
    assert GAME.to_act(s) == CHANCE, f"chance is not to act: {s.tasks[-1].kind}"
    assert e in GAME.chance_outcomes(s), f"{e} is not a possible outcome now"
    GAME.apply(s, e)


def refused(s, e, code: str) -> str:
    """The rule text an illegal decision breaks, which must carry `code`; asserts the state is
    untouched."""
    before = snapshot(s)
    try:
        GAME.check(s, e)
    except IllegalMove as exc:
        assert snapshot(s) == before
        assert exc.code == code, f"{e}: refused with {exc.code}, not {code}"
        return exc.rule
    raise AssertionError(f"{e} was accepted")



def first_turn(s, field: str, child_space: int | None = None) -> None:
    """Seat to act places its Child in the past and its Action marker on `field`."""
    if child_space is None:
        child_space = (s.rows - 1) * s.cols
    act(s, PlaceChild(child_space))
    act(s, ChooseField(field))


def everyone_played_once(s) -> None:
    """Every seat's first turn (Child in the past, one space each; Memory, nothing done; Adult
    put on grid space `seat`), up to the last seat's open turn."""
    from engine.restart.events import EndTurn
    for seat in range(s.seats):
        first_turn(s, "memory", child_space=(s.rows - 1) * s.cols + seat)
        s.players[seat].adult = seat
        if seat < s.seats - 1:
            act(s, EndTurn())
            draw_all(s)


def end_turn_into_fault(s, field: str = "memory") -> None:
    """End the turn (its draws fed) and place every time-fault Fragment on `field`."""
    from engine.restart.events import EndTurn, PlaceFragment
    act(s, EndTurn())
    draw_all(s)
    while s.tasks and s.tasks[-1].kind == "place_fragment":
        act(s, PlaceFragment(field))
        draw_all(s)


def play_adult_card(s, card: int, space: int = 4) -> None:
    """Seat 0's first turn: its Adult on `space`, Perception, Play Event (Adult) with `card`
    (given from wherever it is); the benefit is asked next."""
    from engine.restart.events import PlayCard, UseAction
    give(s, 0, card)
    s.players[0].adult = space
    first_turn(s, "perception", child_space=(s.rows - 1) * s.cols)
    act(s, UseAction("play_adult"))
    act(s, PlayCard(card))


def take_card(s, card: int) -> int:
    """Remove an Event card from wherever it is (deck, upcoming, hands, grid stacks not on top)."""
    for pile in (s.deck, s.deck_bottom, s.upcoming, s.discard):
        if card in pile:
            pile.remove(card)
            return card
    for p in s.players:
        if card in p.hand:
            p.hand.remove(card)
            if card in p.start_hand:
                p.start_hand.remove(card)
            return card
    for stack in s.grid:
        if card in stack and len(stack) > 1:
            stack.remove(card)
            return card
    raise LookupError(f"Event card {card} is not free to move")


def free_card(s, colour: str | None = None, field: str | None = None, exclude=()) -> int:
    """An Event card in the deck with the given colour / Mind field."""
    for c in sorted(s.deck):
        e = EVENTS_BY_NUMBER[c]
        if c not in exclude and (colour is None or e.colour == colour) and (field is None or e.field == field):
            return c
    raise LookupError((colour, field))


def find_event(s, pred) -> int:
    """The lowest-numbered Event card in the deck for which pred(EventCard) holds."""
    for c in sorted(s.deck):
        if pred(EVENTS_BY_NUMBER[c]):
            return c
    raise LookupError("no Event card in the deck matches")


def track_is(e, field: str, *icons) -> bool:
    """The card is of `field` and its track is exactly `icons`: (at, action-or-points) pairs."""
    return e.field == field and tuple((t.at, t.action or t.points) for t in e.track) == icons


def set_top(s, space: int, colour: str) -> int:
    """Play a deck card of `colour` on top of grid space `space`."""
    c = take_card(s, free_card(s, colour=colour))
    s.grid[space].append(c)
    return c


def give(s, seat: int, card: int) -> None:
    s.players[seat].hand.append(take_card(s, card))


def give_mission(s, seat: int, number: int) -> None:
    """Swap an unseen Mission into the seat's holder (its first Mission goes back unseen)."""
    p = s.players[seat]
    if number in p.missions:
        return
    for q in s.players:
        if number in q.missions:  # dealt to someone else: they get another unseen one
            q.missions[q.missions.index(number)] = s.mission_unseen.pop(0)
            s.mission_unseen.append(number)
            s.mission_unseen.sort()
    s.mission_unseen.remove(number)
    if len(p.missions) + len(p.objectives) >= 3:
        s.mission_unseen.append(p.missions.pop(0))
        s.mission_unseen.sort()
    p.missions.append(number)


def set_character(s, seat: int, ability: str) -> None:
    """Give the seat the Character with `ability` (swapping with the box or another seat)."""
    from engine.restart.content import CHARACTERS
    idx = next(i for i, c in enumerate(CHARACTERS) if c.ability == ability)
    p = s.players[seat]
    for q in s.players:
        if q.character == idx:
            q.character, p.character = p.character, idx
            return
    s.characters_box.remove(idx)
    s.characters_box.append(p.character)
    s.characters_box.sort()
    p.character = idx


def event_named(name: str) -> int:
    return next(e.number for e in EVENTS if e.name == name)


def mission_pattern(number: int):
    return [(c.row, c.col, c.colour) for c in MISSIONS_BY_NUMBER[number].cells]


__all__ = ["GAME", "CHANCE", "IllegalMove", "started", "draw_all", "act", "chance", "refused",
           "first_turn", "everyone_played_once", "end_turn_into_fault", "play_adult_card", "take_card", "free_card", "find_event", "track_is", "set_top", "give", "give_mission", "set_character", "event_named",
           "snapshot", "mission_pattern"]


def past_a_mission_point(s) -> None:
    """The seat to act, on its first turn, rolls Plan A from Virus 3 past the Mission point at
    5 (Pandemia): it must take a Mission card from the display next."""
    s.dyst.virus[0] = 3
    first_turn(s, "intelligence")
    act(s, UseAction("plan_a"))
    act(s, Roll())
    for _ in range(6):
        chance(s, RollDie("virus"))
