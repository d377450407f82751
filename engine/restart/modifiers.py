"""The one seam for rules that bend other rules: Character abilities today; the side effects and
the solo rules later. The rule modules never test an ability's (or a side effect's) name; they
ask this module three questions at fixed points, and the active modifiers answer:

- "is this allowed?"      refusal(s, seat, what, detail) -> an IllegalMove to raise, or None
- "what does this cost?"  cost(s, seat, what, amount)   -> the amount to pay
- "what extra options?"   options(s, task)              -> extra decisions (Option events) at
                          the top task; check/apply run the one the seat picks
- and "something was done": after(s, seat, what)        -> a modifier may react (push tasks)

`what` names the moment. Asked before: "action" (detail: the action icon about to start),
"field" (the Mind field chosen), "move_adult" / "move_child" (the target space), "study_card" /
"bury_card" (the hand card), "fragment_track" / "adrenaline_track" (the Mind board field),
"refresh_upcoming"; cost: "mission_time" (the Time a Mission costs). Told after: "study",
"bury" (detail: the card), "adrenaline" (the field), "fault_start" (each seat, before the
Adults come back).

Who is active for a seat comes from the registered sources (abilities.py registers the
Character card's); a side effect or Chaos registers its own source and its Option events, and
no rule module changes.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from engine.core.errors import IllegalMove


class Modifier:
    """A rule that bends others. Every hook's default changes nothing."""
    name: str = ""
    step: type | None = None        # the task kind its options are offered at
    events: tuple[type, ...] = ()   # the Option events it offers (each has one owner)
    refuses = False                 # it has its own `refusal` (set for each subclass)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.refuses = cls.refusal is not Modifier.refusal

    def options(self, s, t) -> list:
        return []

    def check(self, s, t, e) -> None:
        """Refuse (raise IllegalMove) one of its own events that it does not allow now. Called
        even when the modifier is not active for the seat, so it can say why."""

    def apply(self, s, t, e) -> None:
        pass

    def refusal(self, s, seat: int, what: str, detail: Any) -> IllegalMove | None:
        return None

    def cost(self, s, seat: int, what: str, amount: int) -> int:
        return amount

    def after(self, s, seat: int, what: str, detail: Any = None) -> None:
        pass


Source = Callable[[Any, int], Iterable[Modifier]]
SOURCES: list[Source] = []
OWNERS: dict[type, Modifier] = {}  # Option event type -> the modifier that offers it
NEVER_REFUSE: set[Source] = set()  # sources whose every modifier keeps the default refusal
OFFERED_AT: list[type] = []  # the task kinds where an owner offers its Option events


def register(source: Source, *offering: Modifier) -> None:
    """Add a source of active modifiers, and the modifiers it yields (their Option events are
    theirs to offer). A source that lists its modifiers yields only those; one that lists none
    may yield any."""
    SOURCES.append(source)
    if offering and not any(m.refuses for m in offering):
        NEVER_REFUSE.add(source)
    for m in offering:
        for e in m.events:
            if e in OWNERS:
                raise ValueError(f"{e.__name__} is already offered by {OWNERS[e].name}")
            OWNERS[e] = m
        if m.events and m.step not in OFFERED_AT:
            OFFERED_AT.append(m.step)


def active(s, seat: int) -> list[Modifier]:
    return [m for source in SOURCES for m in source(s, seat)]


def refusing(s, seat: int) -> list[Modifier]:
    """The active modifiers that may refuse something: most seats have none, and the rules ask
    "is this allowed?" of many moves, so they ask only these."""
    return [m for source in SOURCES if source not in NEVER_REFUSE for m in source(s, seat) if m.refuses]


def refusal(s, seat: int, what: str, detail: Any = None) -> IllegalMove | None:
    for source in SOURCES:  # refusing(), unrolled: this runs for most moves
        if source not in NEVER_REFUSE:
            for m in source(s, seat):
                why = m.refusal(s, seat, what, detail) if m.refuses else None
                if why is not None:
                    return why
    return None


def cost(s, seat: int, what: str, amount: int) -> int:
    for m in active(s, seat):
        amount = m.cost(s, seat, what, amount)
    return amount


def after(s, seat: int, what: str, detail: Any = None) -> None:
    for m in active(s, seat):
        m.after(s, seat, what, detail)


def options(s, t) -> list:
    """Options are offered by their events' owners (`owner` checks them), each at its step: at
    any other step (most of them) nobody is asked."""
    if not isinstance(t, tuple(OFFERED_AT)):
        return []
    return [e for m in active(s, t.seat) if m.step is not None and isinstance(t, m.step)
            for e in m.options(s, t)]


def owner(s, t, e) -> Modifier:
    """The modifier that offers `e` at task `t`, or a refusal: not a move at this step."""
    m = OWNERS.get(type(e))
    if m is None or not isinstance(t, m.step):
        raise IllegalMove("restart.not-now", "that is not a move now")
    return m


def check(s, t, e) -> None:
    owner(s, t, e).check(s, t, e)


def apply(s, t, e) -> None:
    owner(s, t, e).apply(s, t, e)
