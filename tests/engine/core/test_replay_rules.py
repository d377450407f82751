"""Replay is fast, yet every event still goes through the game's own rules: a real game's log,
edited and re-sealed (every chain hash recomputed), is refused at the edited line with the
rule it breaks."""
import re

import pytest

from engine.core import LogError, SeatSpec, Session, dumps_log, loads_log
from engine.registry import GAMES
from engine.restore.content import SHAPES
from tests.engine.core.test_logfile import bodies, sealed


def played(name: str, seats: int) -> list[bytes]:
    session = Session(GAMES[name], [SeatSpec(f"r{i}", "random") for i in range(seats)], 3)
    session.advance()
    return bodies(dumps_log(session).split(b"\n")[:-1])


START = b'"cell":%d' % SHAPES["londra-nova"].start_cell


@pytest.mark.parametrize("name, seats, move, edit, rule", [
    ("restore", 2, b'"type":"place"', lambda b: re.sub(rb'"cell":\d+', START, b),
     "the Starting Tile does not count as empty"),
    ("restart", 4, b'"type":"place_child"', lambda b: re.sub(rb'"space":\d+', b'"space":0', b),
     "goes on a space of the bottom row"),
])
def test_a_re_sealed_illegal_move_is_refused_by_the_rules(name, seats, move, edit, rule):
    bs = played(name, seats)
    i = next(i for i, body in enumerate(bs) if move in body)
    changed = edit(bs[i])
    assert changed != bs[i]
    bs[i] = changed
    with pytest.raises(LogError) as info:
        loads_log(sealed(bs), GAMES)
    assert info.value.line == i + 1 and info.value.code == "log.illegal"
    assert rule in info.value.reason


def test_the_fast_path_replays_to_the_same_state_as_check_then_apply():
    """Restart's `take` (one call a move, used under casual undo) against the general path
    (strict undo, which asks what each move revealed): the same state after a whole game."""
    seats = [SeatSpec(f"r{i}", "random") for i in range(4)]
    source = Session(GAMES["restart"], seats, 5)
    source.advance()
    replays = [Session(GAMES["restart"], seats, 5, policy=policy) for policy in ("casual", "strict")]
    for session in replays:
        session.extend(list(source.events()))
    assert source.over and replays[0].state == replays[1].state == source.state
