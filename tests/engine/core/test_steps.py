"""The step machine: typed task kinds, registration refusing a kind twice, settle running
automatic steps and skipping empty ones, and direct checks with codes."""
import msgspec
import pytest

from engine.core import CHANCE, IllegalMove
from engine.core.steps import Steps, Task, push


class Pick(msgspec.Struct, frozen=True, tag="pick"):
    n: int


class Draw(msgspec.Struct, frozen=True, tag="draw"):
    n: int


class Choose(Task, tag="choose"):
    most: int = 3


class Roll(Task, tag="roll"):
    pass


class Bonus(Task, tag="bonus"):
    amount: int = 0


class Maybe(Task, tag="maybe"):
    pass


def machine():
    steps = Steps("toy")

    def check(s, t, e):
        if not 1 <= e.n <= t.most:
            raise IllegalMove("toy.pick-range", f"pick 1 to {t.most}")

    def pick(s, t, e):
        s.tasks.pop()
        s.total += e.n
        push(s, Bonus(t.seat, amount=e.n), Roll(t.seat))  # the first given runs first

    steps.decision(Choose, prompt=lambda s, t: "pick a number", accepts=(Pick,),
                   moves=lambda s, t: [Pick(n) for n in range(1, t.most + 1)], check=check,
                   apply=pick)
    steps.chance(Roll, outcomes=lambda s, t: [Draw(n) for n in (1, 2, 3)],
                 apply=lambda s, t, e: (s.tasks.pop(), setattr(s, "total", s.total + e.n)))
    steps.auto(Bonus, lambda s, t: (s.tasks.pop(), setattr(s, "total", s.total + t.amount)))
    steps.decision(Maybe, prompt=lambda s, t: "", accepts=(Pick,), moves=lambda s, t: [],
                   check=lambda s, t, e: None, apply=lambda s, t, e: None,
                   skip_if=lambda s, t: True)
    return steps


def state_type(steps):
    return msgspec.defstruct("S", [("tasks", list[steps.union()]), ("total", int, 0)])


def test_a_kind_registers_once():
    steps = machine()
    with pytest.raises(ValueError, match="'roll' is already registered"):
        steps.chance(Roll, outcomes=lambda s, t: [], apply=lambda s, t, e: None)


def test_a_turn_runs_decision_then_auto_then_chance_and_ends():
    steps = machine()
    S = state_type(steps)
    s = S([Maybe(0), Choose(1)])
    assert steps.to_act(s) == 1 and steps.legal_moves(s) == [Pick(1), Pick(2), Pick(3)]
    steps.check(s, Pick(2))
    steps.apply(s, Pick(2))  # the Bonus runs at once; the Roll waits for chance
    assert s.total == 4 and steps.to_act(s) == CHANCE
    assert steps.chance_outcomes(s) == [Draw(1), Draw(2), Draw(3)]
    steps.apply(s, Draw(3))  # then Maybe is skipped: nothing left, the game is over
    assert s.total == 7 and steps.to_act(s) is None and s.tasks == []


def test_checks_are_direct_and_carry_codes():
    steps = machine()
    S = state_type(steps)
    s = S([Choose(0, most=2)])
    with pytest.raises(IllegalMove) as exc:
        steps.check(s, Pick(3))
    assert exc.value.code == "toy.pick-range"
    with pytest.raises(IllegalMove) as exc:
        steps.check(s, Draw(1))
    assert exc.value.code == "toy.not-now" and "pick a number" in exc.value.text
    s.tasks = [Roll(0)]
    with pytest.raises(IllegalMove) as exc:
        steps.check(s, Pick(1))
    assert exc.value.code == "core.chance-acts"
    s.tasks = []
    with pytest.raises(IllegalMove) as exc:
        steps.check(s, Pick(1))
    assert exc.value.code == "core.game-over"


def test_tasks_round_trip_as_a_tagged_union():
    steps = machine()
    S = state_type(steps)
    s = S([Choose(0, most=2), Bonus(1, amount=4)], 5)
    assert msgspec.msgpack.decode(msgspec.msgpack.encode(s), type=S) == s
    assert msgspec.json.encode(Bonus(1, amount=4)) == b'{"kind":"bonus","seat":1,"amount":4}'


class Wild(msgspec.Struct, frozen=True, tag="wild"):
    """An event no step accepts: a gate (a modifier's option, say) takes it anywhere."""
    n: int


def test_a_gate_checks_and_folds_its_event_type_before_the_step():
    steps = machine()

    def wild_check(s, t, e):
        if e.n < 0:
            raise IllegalMove("toy.wild-negative", "a wild number is not negative")
        return True  # decided: the step's own check is skipped

    steps.gate([Wild], wild_check, lambda s, t, e: setattr(s, "total", s.total + 10 * e.n))
    s = state_type(steps)([Choose(0, most=2)])
    with pytest.raises(IllegalMove, match="not negative"):
        steps.check(s, Wild(-1))
    steps.check(s, Wild(5))  # above the step's most: the step's check never saw it
    steps.apply(s, Wild(5))
    assert s.total == 50 and s.tasks == [Choose(0, most=2)]
    with pytest.raises(IllegalMove) as exc:
        steps.check(s, Draw(1))  # an ungated type still goes to the step
    assert exc.value.code == "toy.not-now"


def test_take_is_check_then_apply_and_does_nothing_when_the_seat_does_not_decide():
    steps = machine()
    S = state_type(steps)
    taken, applied = S([Choose(1)]), S([Choose(1)])
    assert not steps.take(taken, 0, Pick(2))  # seat 1 decides, not seat 0
    assert taken == applied
    with pytest.raises(IllegalMove) as exc:
        steps.take(taken, 1, Pick(4))
    assert exc.value.code == "toy.pick-range" and taken == applied  # refused: untouched
    assert steps.take(taken, 1, Pick(2))
    steps.check(applied, Pick(2))
    steps.apply(applied, Pick(2))
    assert taken == applied and steps.to_act(taken) == CHANCE
    assert not steps.take(taken, CHANCE, Draw(1)) and taken == applied  # chance: the session draws
    taken.tasks = []
    assert not steps.take(taken, 1, Pick(1))  # the game is over


def test_settle_asks_a_chance_kind_whether_it_is_exhausted_instead_of_listing_its_outcomes():
    steps = Steps("toy")
    listed = []

    def outcomes(s, t):
        listed.append(t)
        return [Draw(n) for n in range(s.total)]

    steps.chance(Roll, outcomes=outcomes, apply=lambda s, t, e: None,
                 exhausted=lambda s, t: s.total == 0)
    S = state_type(steps)
    s = S([Roll(0)], total=0)
    steps.settle(s)  # nothing left to draw: skipped
    assert s.tasks == [] and listed == []
    s = S([Roll(0)], total=2)
    steps.settle(s)  # chance acts, and only the kernel's draw lists the outcomes
    assert steps.to_act(s) == CHANCE and listed == []
