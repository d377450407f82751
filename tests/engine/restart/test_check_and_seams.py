"""check is direct and complete: every listed move passes it, and moves that are not listed now
(gathered from other moments of random games, plus events of every type with odd fields) are
refused with a stable code. The plug-in seams: dystopias are discovered, task kinds are unique,
and a modifier bends a rule without any rule module changing."""
from __future__ import annotations

import dataclasses
import random

import msgspec
import pytest

from engine.core import CHANCE, IllegalMove
from engine.core.steps import Decision
from engine.restart import GAME, modifiers
from engine.restart.dystopias import DYSTOPIAS, NAMES
from engine.restart.events import ChooseField
from engine.restart.steps import STEPS
from engine.restart.turn import TurnStart

from tests.engine.restart.helpers import act, draw_all, first_turn, refused, started

_enc = msgspec.msgpack.Encoder(order="deterministic").encode


@pytest.mark.parametrize("seats", [2, 4])
def test_listed_moves_pass_check_and_unlisted_ones_are_refused_with_a_code(seats):
    rng = random.Random(seats)
    pool: dict[bytes, object] = {}
    refused_count = 0
    for seed in range(3):
        s = GAME.initial_state(GAME.Options(), seats)
        while (actor := GAME.to_act(s)) is not None:
            if actor == CHANCE:
                outcomes = GAME.chance_outcomes(s)
                GAME.apply(s, outcomes[rng.randrange(len(outcomes))])
                continue
            moves = GAME.legal_moves(s)
            listed = {_enc(m) for m in moves}
            for m in moves:
                GAME.check(s, m)
                pool.setdefault(_enc(m), m)
            before = _enc(s)
            others = [m for k, m in pool.items() if k not in listed]
            for m in rng.sample(others, min(12, len(others))):
                with pytest.raises(IllegalMove) as exc:
                    GAME.check(s, m)
                assert exc.value.code.startswith(("restart.", "core.")) and exc.value.text
                refused_count += 1
            assert _enc(s) == before
            GAME.apply(s, moves[rng.randrange(len(moves))])
    assert refused_count > 5_000


def test_check_never_lists_the_moves(monkeypatch):
    listed = []
    for kind, step in list(STEPS.kinds.items()):
        if isinstance(step, Decision):
            def moves(s, t, _moves=step.moves):
                listed.append(t)
                return _moves(s, t)
            monkeypatch.setitem(STEPS.kinds, kind, dataclasses.replace(step, moves=moves))
    rng = random.Random(5)
    s = GAME.initial_state(GAME.Options(), 3)
    checked = 0
    while (actor := GAME.to_act(s)) is not None:
        if actor == CHANCE:
            outcomes = GAME.chance_outcomes(s)
            GAME.apply(s, outcomes[rng.randrange(len(outcomes))])
            continue
        moves = GAME.legal_moves(s)
        before = len(listed)
        for m in moves:
            GAME.check(s, m)
        assert len(listed) == before
        checked += len(moves)
        GAME.apply(s, moves[rng.randrange(len(moves))])
    assert checked > 1_000


def test_every_dystopia_package_is_found_and_plugged_in():
    import pathlib
    import engine.restart.dystopias as folder
    packages = sorted(p.name for p in pathlib.Path(folder.__file__).parent.iterdir()
                      if (p / "__init__.py").exists())
    assert "pandemia" in NAMES and list(NAMES) == packages and set(DYSTOPIAS) == set(NAMES)
    assert GAME.option_choices["dystopia"] == sorted(NAMES) + ["fate"]  # fate: Let Fate Decide
    assert "Pandemia" in GAME.rules_help()
    from engine.restart.dystopias.pandemia.events import RollDie
    assert RollDie in GAME.Event.__args__


def test_a_task_kind_cannot_be_registered_twice():
    with pytest.raises(ValueError, match="already registered"):
        STEPS.auto(TurnStart, lambda s, t: None)


class _NoMemory(modifiers.Modifier):
    """A stand-in side effect: Memory is forbidden."""
    name = "no memory"

    def refusal(self, s, seat, what, detail):
        if what == "field" and detail == "memory":
            return IllegalMove("restart.test-no-memory", "Test: no Memory")
        return None


def test_a_modifier_bends_a_rule_through_the_seam_alone(monkeypatch):
    s = started(2)
    first_turn(s, "focus")
    act(s, GAME.legal_moves(s)[-1])  # end the turn
    draw_all(s)
    first_turn(s, "focus")
    act(s, GAME.legal_moves(s)[-1])
    draw_all(s)
    assert ChooseField("memory") in GAME.legal_moves(s)
    monkeypatch.setattr(modifiers, "SOURCES", [*modifiers.SOURCES, lambda st, seat: (_NoMemory(),)])
    assert ChooseField("memory") not in GAME.legal_moves(s)
    assert refused(s, ChooseField("memory"), "restart.test-no-memory") == "Test: no Memory"
