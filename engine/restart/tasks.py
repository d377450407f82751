"""The task stack: what must happen next. The top task names the seat asked (or chance) and
the step; an action that grants more actions pushes them on top, so nesting (a benefit giving
a Move, a Mission giving a Fragment that reaches an extra action) needs no special code."""
from __future__ import annotations

import msgspec

from engine.core import IllegalMove
from engine.restart.events import PlayCard, Skip


class Task(msgspec.Struct):
    kind: str        # what is asked: see rules.HANDLERS (decisions), rules.CHANCE_KINDS, rules.AUTO
    seat: int        # who decides (or whose card / board the chance outcome goes to)
    icon: str = ""   # the action, gain or destination concerned
    card: int = -1   # a card concerned (the card played, the incoming holder card...)
    n: int = 0       # a number (grid space, die index, difficulty...)
    via: str = ""    # "field" (the Action marker), "benefit", "ability", "fault", "setup"
    icons: list[str] = []  # a list of gains (a shared benefit's part)


def push(s, *tasks: Task) -> None:
    """Put tasks on top of the stack; the first given runs first."""
    s.tasks.extend(reversed(tasks))


def top(s) -> Task | None:
    return s.tasks[-1] if s.tasks else None


def pop(s) -> Task:
    return s.tasks.pop()


class Handler:
    """One decision step: the events it accepts, its legal moves, its check (raising
    IllegalMove with the rule) and its fold. `skip_if` pops the task without asking when there
    is nothing to decide (e.g. no die may be rerolled)."""

    def __init__(self, prompt, accepts, moves, check, apply, skip_if=None):
        self.prompt = prompt      # (s, task) -> str: what the seat is asked
        self.accepts = accepts    # event types this step takes
        self.moves = moves        # (s, task) -> list of events
        self.check = check        # (s, task, event) -> None or raise IllegalMove
        self.apply = apply        # (s, task, event) -> None (the task is still on top)
        self.skip_if = skip_if    # (s, task) -> bool


class ChanceStep:
    """A chance step: the outcomes (repeated to weight them) and the fold."""

    def __init__(self, outcomes, apply):
        self.outcomes = outcomes  # (s, task) -> list of events
        self.apply = apply        # (s, task, event) -> None (the task is still on top)


def hand_or_skip(s, t) -> list:
    """The moves of a card step: any card of the asked seat's hand, or forgo the action."""
    return [PlayCard(c) for c in s.players[t.seat].hand] + [Skip()]


def check_from_hand(rule: str):
    """A card step's check: a played card must come from the asked seat's hand."""
    def check(s, t, e):
        if isinstance(e, PlayCard) and e.card not in s.players[t.seat].hand:
            raise IllegalMove(rule)
    return check
