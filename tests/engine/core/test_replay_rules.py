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
    assert rule in info.value.reason and info.value.reason.startswith(f"illegal event {i}: ")  # as replays count


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


@pytest.mark.parametrize("name, seats, tag, field", [
    ("restore", 2, b"draw_disc", rb'"disc":\d+'),
    ("restart", 4, b"roll_die", rb'"face":"[a-z]+"'),
])
def test_a_re_sealed_chance_outcome_the_seed_did_not_draw_is_refused(name, seats, tag, field):
    """Two later draws swapped: each could happen where it now stands, but is not what the
    seed drew there (replay compares with the game's chance_pick, not only what is possible)."""
    bs = played(name, seats)
    outcome = [re.search(field, body).group() if b'"type":"' + tag in body else None for body in bs]
    i, j = next((a, b) for a in range(20, len(bs)) for b in range(a + 1, len(bs))
                if outcome[a] and outcome[b] and outcome[a] != outcome[b])
    bs[i], bs[j] = bs[i].replace(outcome[i], outcome[j]), bs[j].replace(outcome[j], outcome[i])
    with pytest.raises(LogError) as info:
        loads_log(sealed(bs), GAMES)
    assert info.value.line == i + 1 and info.value.code == "log.illegal"
    assert "does not match the one the seed draws" in info.value.reason
