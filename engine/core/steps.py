"""The step machine: a game whose turns nest (an action granting actions, a reward triggering
rewards, a decision asked of any seat) keeps a stack of tasks in its state. The top task says
who is asked (a seat, or chance) and what; a step that grants more work pushes tasks on top.

A task kind is a msgspec Struct subclass of `Task` with its own typed fields; its tag is the
kind's name. Each kind is registered once with what runs it:

- `Decision`: a seat decides (its moves, a direct check, the fold, and an optional skip),
- `Chance`: the kernel draws one of its outcomes,
- `Auto`: runs at once, deciding nothing.

A game builds one `Steps`, registers its kinds (a second registration of a kind is refused),
and delegates its verbs to it. A `Gate` catches event types that are not any one step's own
(a modifier's options, say) before the top step sees them. `Steps.union()` is the tagged union a State's `tasks` field is
typed with, made once every kind is registered.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Union

import msgspec

from engine.core.errors import IllegalMove
from engine.core.game import CHANCE


class Task(msgspec.Struct, tag_field="kind"):
    """One step still to run. `seat` is who decides (or whose card or board a chance outcome
    goes to). Subclasses add typed fields and give `tag="<kind>"`."""
    seat: int


@dataclass(frozen=True)
class Decision:
    """A seat decides. `prompt(s, t)` says what is asked; `accepts` are the event types it takes;
    `moves(s, t)` lists every legal event; `check(s, t, e)` raises IllegalMove (quoting the rule)
    for an accepted type it refuses — directly, without listing the moves; `apply(s, t, e)` folds
    (the task is still on top). `skip_if(s, t)` pops the task when there is nothing to decide."""
    prompt: Callable[[Any, Any], str]
    accepts: tuple[type, ...]
    moves: Callable[[Any, Any], list]
    check: Callable[[Any, Any, Any], None]
    apply: Callable[[Any, Any, Any], None]
    skip_if: Callable[[Any, Any], bool] | None = None
    # the event types found to be accepted: a set lookup per move, not isinstance over a tuple
    accepted: set = field(default_factory=set, init=False, repr=False, compare=False)


@dataclass(frozen=True)
class Chance:
    """The kernel draws: `outcomes(s, t)` are equally likely (repeat one to weight it).
    `exhausted(s, t)`, when given, is `not outcomes(s, t)` said cheaply: settle asks it rather
    than list every outcome (a long deck) only to see whether any is left."""
    outcomes: Callable[[Any, Any], list]
    apply: Callable[[Any, Any, Any], None]
    exhausted: Callable[[Any, Any], bool] | None = None


@dataclass(frozen=True)
class Auto:
    """Runs at once when it reaches the top (it must pop itself or push work)."""
    run: Callable[[Any, Any], None]


Step = Union[Decision, Chance, Auto]


@dataclass(frozen=True)
class Gate:
    """What a seat's event of a gated type passes before the top step. `check(s, t, e)` raises
    IllegalMove to refuse and returns True when it decided (the step's check is skipped);
    `apply(s, t, e)`, when given, folds the event instead of the step."""
    check: Callable[[Any, Any, Any], bool]
    apply: Callable[[Any, Any, Any], None] | None = None


def push(s, *tasks: Task) -> None:
    """Put tasks on top of the stack; the first given runs first."""
    s.tasks.extend(tasks[::-1])


def top(s) -> Task | None:
    return s.tasks[-1] if s.tasks else None


def pop(s) -> Task:
    return s.tasks.pop()


class Steps:
    """The registry of one game's task kinds, and the verbs that run them. The state must have
    a `tasks` list (top last); an empty stack means the game is over."""

    def __init__(self, game: str, watch: Callable[[Any], bool] | None = None):
        self.game = game          # the code prefix of the refusals this machine raises
        self.watch = watch        # (s) -> True when the game just ended (checked before each step)
        self.kinds: dict[type, Step] = {}
        self._by_tag: dict[str, Step] = {}
        self.gates: dict[type, Gate] = {}  # event type -> its gate (few types have one)

    # -- registration -----------------------------------------------------------------------
    def register(self, kind: type, step: Step) -> type:
        tag = kind.__struct_config__.tag
        if not (isinstance(kind, type) and issubclass(kind, Task)) or not isinstance(tag, str):
            raise TypeError(f"{kind!r} is not a Task subclass with a tag")
        if tag in self._by_tag:
            raise ValueError(f"{self.game}: task kind {tag!r} is already registered")
        self.kinds[kind] = step
        self._by_tag[tag] = step
        return kind

    def decision(self, kind: type, **parts) -> type:
        return self.register(kind, Decision(**parts))

    def chance(self, kind: type, **parts) -> type:
        return self.register(kind, Chance(**parts))

    def auto(self, kind: type, run: Callable[[Any, Any], None]) -> type:
        return self.register(kind, Auto(run))

    def gate(self, types, check: Callable[[Any, Any, Any], bool],
             apply: Callable[[Any, Any, Any], None] | None = None) -> None:
        for cls in types:
            self.gates[cls] = Gate(check, apply)

    def union(self) -> Any:
        """The tagged union of every registered kind (for the State's `tasks` annotation)."""
        return Union[tuple(self.kinds)]  # type: ignore[return-value]

    def step(self, task: Task) -> Step:
        return self.kinds[type(task)]

    # -- the verbs --------------------------------------------------------------------------
    def settle(self, s) -> None:
        """Run automatic steps (and skip empty ones) until a seat or chance must act, or the
        stack is empty (the game is over)."""
        kinds, watch = self.kinds, self.watch
        while s.tasks:
            if watch is not None and watch(s):
                return
            t = s.tasks[-1]
            step = kinds[type(t)]
            if type(step) is Auto:
                step.run(s, t)
            elif type(step) is Decision:
                if step.skip_if is None or not step.skip_if(s, t):
                    return
                s.tasks.pop()
            elif step.exhausted(s, t) if step.exhausted is not None else not step.outcomes(s, t):
                s.tasks.pop()  # nothing left to draw
            else:
                return

    def to_act(self, s) -> int | None:
        if not s.tasks:
            return None
        t = s.tasks[-1]
        return CHANCE if type(self.kinds[type(t)]) is Chance else t.seat

    def chance_outcomes(self, s) -> list:
        t = s.tasks[-1]
        return self.kinds[type(t)].outcomes(s, t)

    def legal_moves(self, s) -> list:
        if not s.tasks:
            return []
        t = s.tasks[-1]
        step = self.kinds[type(t)]
        return step.moves(s, t) if type(step) is Decision else []

    def prompt(self, s) -> str:
        t = s.tasks[-1] if s.tasks else None
        step = self.kinds[type(t)] if t is not None else None
        return step.prompt(s, t) if type(step) is Decision else ""

    def check(self, s, e) -> None:
        """Direct: a gated event type passes its gate; the event's type must be one the top
        step accepts, then the step's check."""
        if not s.tasks:
            raise IllegalMove("core.game-over", "the game is over")
        t = s.tasks[-1]
        step = self.kinds[type(t)]
        if type(step) is not Decision:
            raise IllegalMove("core.chance-acts", "chance acts now (a draw or a roll), not a player")
        self._judge(s, t, step, e)

    def _judge(self, s, t, step: Decision, e) -> Gate | None:
        """Refuse `e` at decision `t` (IllegalMove) or return the gate of its type, if any."""
        cls = type(e)
        gate = self.gates.get(cls)
        if gate is not None and gate.check(s, t, e):
            return gate
        if cls not in step.accepted:
            if not isinstance(e, step.accepts):
                raise IllegalMove(f"{self.game}.not-now", f"that is not a move now: {step.prompt(s, t)}")
            step.accepted.add(cls)
        step.check(s, t, e)
        return gate

    def take(self, s, seat: int, e) -> bool:
        """`check` then `apply` in one call, for a replay: True when done; False, doing
        nothing, when `seat` does not decide now (chance acts, another seat, the game is over)."""
        if not s.tasks:
            return False
        t = s.tasks[-1]
        step = self.kinds[type(t)]
        if type(step) is not Decision or t.seat != seat:
            return False
        gate = self._judge(s, t, step, e)
        (step.apply if gate is None or gate.apply is None else gate.apply)(s, t, e)
        self.settle(s)
        return True

    def apply(self, s, e) -> None:
        t = s.tasks[-1]
        gate = self.gates.get(type(e))
        if gate is not None and gate.apply is not None:
            gate.apply(s, t, e)
        else:
            self.kinds[type(t)].apply(s, t, e)
        self.settle(s)
