"""The contract every game and mode passes (OpenSpiel's random_sim_test, grown): random playouts
to the end with, after every event,

- the invariants hold and every seat's view encodes;
- every listed legal move passes `check`, and moves that are not listed (taken from other
  moments of the game) are refused with an IllegalMove carrying a code, the state untouched;
- a game's replay fast path (`take`) does what `check` then `apply` do: the same state after
  a listed move, the same refusal of an unlisted one, nothing for a seat that does not act;
- bots choose only listed moves (the session refuses anything else);
- at a chance node, `chance_pick` gives for a draw value the outcome `chance_outcomes` lists,
  and a game's fast path for chance (`draw`) folds that outcome as `apply` does and no other;
- secrecy: two outcomes (or two moves) that a seat cannot tell apart in its view read the same
  in the public log, and leave that seat the same move texts; two moves that read alike in
  the mover's list do alike;

then the outcome names every participant, and the exported log replays to the same state in
both formats. Game test modules call `play_random_game` with their own seeds."""
from __future__ import annotations

import random

import msgspec

from engine.core import CHANCE, IllegalMove, Session, SeatSpec, dumps_log, loads_log

_encode = msgspec.msgpack.Encoder(order="deterministic").encode


def play_random_game(game, seats: int, seed: int, options=None, max_events: int = 20_000,
                     fuzz: int = 2, secrecy: float = 0.25) -> Session:
    """A seeded game of random bots, with the invariants checked after every event and one
    seat's view encoded (seats in turn). At each decision `fuzz` unlisted moves are tried (each
    refused, or another spelling of a listed move that leaves what it leaves); a
    share `secrecy` of the events get the secrecy check (it folds four copies of the state)."""
    session = Session(game, [SeatSpec(f"bot {i}", "random") for i in range(seats)], seed, options)
    rng = random.Random(seed)
    seen: dict[bytes, object] = {}  # every move listed so far, for the unlisted-move fuzz
    for _ in range(max_events):
        state = session.state
        problems = game.invariants(state)
        assert not problems, f"seed {seed}, event {session.depth}: {problems}"
        _encode(game.view(state, session.depth % seats))  # each seat's view in turn
        actor = session.to_act
        if actor is None:
            break
        if actor == CHANCE:
            options_now = list(game.chance_outcomes(state))
            assert options_now, f"seed {seed}: a chance node with no outcomes"
            for value in (0, len(options_now) - 1, session.depth * 0x9E3779B97F4A7C15):  # as replay picks
                assert game.chance_pick(state, value) == options_now[value % len(options_now)], f"seed {seed}"
                check_draw(game, state, value, options_now, seed)
        else:
            options_now = game.legal_moves(state)
            assert options_now, f"seed {seed}: seat {actor} has no legal move"
            check_listed_and_unlisted(game, state, options_now, seen, rng, fuzz, seed)
        if rng.random() < secrecy:
            check_secrecy(game, state, options_now, seats, rng, seed)
        assert session.step_auto()
    else:
        raise AssertionError(f"seed {seed}: no end after {max_events} events")
    check_outcome(game, session, seats)
    for fmt in ("jsonl", "msgpack"):
        data = dumps_log(session, fmt)
        replayed = loads_log(data, {game.name: game})
        assert replayed.state == session.state
        assert dumps_log(replayed, fmt) == data
    return session


def bot_moves(game, state, bot, events: int, seed: int) -> list:
    """Play up to `events` events of `state` with `bot` in every seat (chance drawn at random),
    checking the bot picks a listed move; the moves it chose."""
    rng, chosen = random.Random(seed), []
    for _ in range(events):
        actor = game.to_act(state)
        if actor is None:
            break
        if actor == CHANCE:
            game.apply(state, rng.choice(game.chance_outcomes(state)))
            continue
        moves = game.legal_moves(state)
        move = bot(game, game.view(state, actor), moves, actor, rng)
        assert move in moves
        chosen.append(move)
        game.apply(state, move)
    return chosen


def check_listed_and_unlisted(game, state, moves, seen, rng, fuzz, seed) -> None:
    before = _encode(state)
    for move in moves:
        game.check(state, move)
        seen.setdefault(_encode(move), move)
    check_alike_moves_do_alike(game, state, moves, seed)
    listed = {_encode(m) for m in moves}
    pool = [m for key, m in seen.items() if key not in listed]
    for move in rng.sample(pool, min(fuzz, len(pool))):
        try:
            game.check(state, move)
        except IllegalMove as exc:
            assert exc.code and "." in exc.code and exc.text, f"seed {seed}: {exc!r} has no code"
            check_take(game, state, move, exc, seed)
        else:  # only another spelling of a listed move may pass: a swap's dice in the other
            # order, the second of two alike tokens; it must leave what that move leaves
            try:
                after = _encode(_after(game, state, move))
            except Exception:  # the fold cannot take it: no spelling of a legal move
                after = None
            if after is None or not any(_encode(_after(game, state, m)) == after for m in moves):
                raise AssertionError(f"seed {seed}: unlisted move {move!r} passed check")
    if game.take is not None:
        check_take(game, state, rng.choice(moves), None, seed)
    assert _encode(state) == before, f"seed {seed}: check changed the state"


def check_draw(game, state, value: int, outcomes: list, seed) -> None:
    """`draw` (chance's replay fast path) of the outcome a draw of `value` gives: the state
    `apply` leaves, or False and nothing changed (left to the general path); of any other
    outcome: False, nothing changed."""
    if game.draw is None:
        return
    picked = game.chance_pick(state, value)
    copy = _copy(state)
    if game.draw(copy, value, picked):
        assert copy == _after(game, state, picked), f"seed {seed}: draw {picked!r}"
    else:
        assert copy == state, f"seed {seed}: a draw left to the general path changed the state"
    others = [o for o in outcomes if o != picked]
    for other in others[:1] + others[-1:]:  # two others, not every disc left in a bag
        copy = _copy(state)
        assert not game.draw(copy, value, other) and copy == state, f"seed {seed}: draw {other!r} for {picked!r}"


def check_take(game, state, move, refusal: IllegalMove | None, seed) -> None:
    """`take` of `move` by the seat to act: refused as `check` refused it (`refusal`), or the
    state `apply` leaves; by any other seat: False, nothing changed."""
    if game.take is None:
        return
    seat, copy = game.to_act(state), _copy(state)
    for other in {CHANCE, seat - 1, seat + 1} - {seat}:  # chance, the seats beside the one to act
        assert not game.take(copy, other, move) and copy == state, f"seed {seed}: take by seat {other}"
    if refusal is not None:
        try:
            game.take(copy, seat, move)
        except IllegalMove as exc:
            assert (exc.code, exc.text) == (refusal.code, refusal.text), f"seed {seed}: {exc!r} != {refusal!r}"
            assert copy == state, f"seed {seed}: a refused take changed the state"
        else:
            raise AssertionError(f"seed {seed}: take accepted the unlisted move {move!r}")
    else:
        assert game.take(copy, seat, move) and copy == _after(game, state, move), f"seed {seed}: take {move!r}"


def check_alike_moves_do_alike(game, state, moves, seed) -> None:
    """Two moves that read alike in the mover's list must leave the mover the same view (a
    move list may show them once); otherwise the list cannot tell them apart."""
    seat = game.to_act(state)
    by_text: dict[str, object] = {}
    for move in moves:
        text = game.move_text(state, move)
        other = by_text.setdefault(text, move)
        if other is not move:
            va = _encode(game.view(_after(game, state, other), seat))
            vb = _encode(game.view(_after(game, state, move), seat))
            assert va == vb, f"seed {seed}: {other!r} and {move!r} both read {text!r} but differ"


def _copy(state):
    return msgspec.msgpack.decode(_encode(state), type=type(state))


def _after(game, state, event):
    s = _copy(state)
    game.apply(s, event)
    return s


def check_secrecy(game, state, options_now, seats, rng, seed) -> None:
    """Two different events from here: a seat whose view cannot tell the results apart must
    read the same log line for both, and be offered the same move texts afterwards."""
    distinct = list({_encode(e): e for e in options_now}.values())
    if len(distinct) < 2:
        return
    a, b = rng.sample(distinct, 2)
    sa, sb = _after(game, state, a), _after(game, state, b)
    for seat in range(seats):
        if _encode(game.view(sa, seat)) != _encode(game.view(sb, seat)):
            continue
        assert game.describe(state, a) == game.describe(state, b), (
            f"seed {seed}: seat {seat} cannot tell {a!r} from {b!r}, but the log names it: "
            f"{game.describe(state, a)!r} / {game.describe(state, b)!r}")
        if game.to_act(sa) == seat == game.to_act(sb):
            texts_a = sorted(game.move_text(sa, m) for m in game.legal_moves(sa))
            texts_b = sorted(game.move_text(sb, m) for m in game.legal_moves(sb))
            assert texts_a == texts_b, f"seed {seed}: seat {seat}'s move texts show what its view hides"


def check_outcome(game, session, seats) -> None:
    outcome = game.outcome(session.state)
    others = game.participants(session.options, seats)
    assert outcome is not None and outcome.end and outcome.reason
    assert len(outcome.scores) == seats + len(others)
    assert all(0 <= w < seats + len(others) for w in outcome.winners)
    assert outcome.winners or outcome.rating, "nobody won and no solo rating was given"
    for score in outcome.scores:
        assert score.total == sum(score.categories.values())
