"""Shared helpers for the Restore tests: a game set up to a given moment, and a way to apply
a decision the way the session does (check first, then fold)."""
from __future__ import annotations

import pytest

from engine.core import CHANCE, IllegalMove, SeatSpec, Session, clone
from engine.restore import GAME
from engine.restore.content import DISCS, SHAPES
from engine.restore.events import DrawDisc, SetCollector
from engine.restore.state import Options

HUMANS = [SeatSpec("Keanu"), SeatSpec("Zenta")]


def started(shape: str = "londra-nova", seed: int = 1, collector: int = 0, **opts) -> Session:
    """A session past setup: piles dealt, main board filled, Yellow's Collector placed; Blue to act."""
    session = Session(GAME, HUMANS, seed, Options(shape=shape, **opts))
    session.advance()
    assert session.to_act == 1 and session.state.phase == "first_collector"
    session.apply(SetCollector(collector))
    session.advance()
    assert session.to_act == 0
    return session


def act(state, event) -> None:
    """A decision, checked then folded, as the session does it."""
    GAME.check(state, event)
    GAME.apply(state, event)


def refused(state, event, code: str, *words: str) -> str:
    """`event` is refused with the rule `code` (and a text holding `words`), the state
    untouched. Returns the text players read."""
    before = snapshot(state)
    with pytest.raises(IllegalMove) as err:
        GAME.check(state, event)
    assert snapshot(state) == before
    assert err.value.code == code, (err.value.code, err.value.text)
    for w in words:
        assert w in err.value.text, err.value.text
    return err.value.text


def draw_all(state) -> None:
    """Resolve chance by always drawing the lowest-numbered disc in the bag."""
    while GAME.to_act(state) == CHANCE:
        GAME.apply(state, GAME.chance_outcomes(state)[0])


def cell(shape: str, label: str) -> int:
    return SHAPES[shape].labels.index(label)


def disc(kind: str, used=(), **attrs) -> int:
    """A disc id of that kind and attributes not in `used`."""
    for d in DISCS:
        if d.id not in used and d.kind == kind and all(getattr(d, k) == v for k, v in attrs.items()):
            return d.id
    raise LookupError(f"no {kind} {attrs}")


def take_from_bag(state, disc_id: int) -> None:
    """Move a disc out of the bag or the main board (so the 60 stay conserved in tests that
    lay a board by hand)."""
    if disc_id in state.bag:
        state.bag.remove(disc_id)
    elif disc_id in state.main:
        state.main[state.main.index(disc_id)] = -1


def to_bag(s, idx: int) -> None:
    """Empty a main-board space, the disc going back to the bag."""
    if s.main[idx] >= 0:
        s.bag.append(s.main[idx])
        s.bag.sort()
        s.main[idx] = -1


def hold(s, disc_id: int) -> None:
    """Make the turn player hold a particular disc (swapped with the one taken)."""
    if s.held != disc_id:
        if disc_id in s.bag:
            s.bag[s.bag.index(disc_id)] = s.held
        else:
            s.main[s.main.index(disc_id)] = s.held
        s.held = disc_id
        s.bag.sort()


def lay(s, seat: int, label: str, kind: str, **attrs) -> int:
    """Put a disc of that kind on a board space by hand (taken from the bag when one is there,
    else from the main board), so the 60 discs stay conserved. Returns its id."""
    free = set(s.bag) | {d for d in s.main if d >= 0}
    ordered = sorted(free, key=lambda d: d not in s.bag)  # the bag first
    d = next(x for x in ordered if DISCS[x].kind == kind
             and all(getattr(DISCS[x], k) == v for k, v in attrs.items()))
    take_from_bag(s, d)
    s.players[seat].board[cell(s.shape, label)] = d
    return d


def snapshot(state) -> bytes:
    import msgspec
    return msgspec.msgpack.encode(state)


__all__ = ["GAME", "CHANCE", "started", "act", "refused", "draw_all", "cell", "disc", "clone", "snapshot",
           "take_from_bag", "to_bag", "hold", "lay", "DrawDisc"]
