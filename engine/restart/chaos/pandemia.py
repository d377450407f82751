"""Solo Pandemia (designed, SOLO.md §9.1): Chaos performs the Plan action of the track where its
marker is on the lower stage (ties: where the human stands better against it, more stages ahead
or fewer behind, then Plan A; a marker on the last space: the other track), and uses its crystal
effects in full: every die it may set on the forward side, every backward die it may reroll (the
lowest dice first), every star it may count as +2."""
from __future__ import annotations

from engine.restart.chaos import CHAOS, say
from engine.restart.chaos.answers import answers, decide
from engine.restart.chaos.plans import PLAN_CHOICE, PLAN_WHY
from engine.restart.dystopias.pandemia.events import BoostStars, MarkReroll, Reroll, Roll, SetDie
from engine.restart.dystopias.pandemia.steps import (DICE, TRACKS, CountStars, RerollDice, SetDice,
                                                     _stars, face_total, landing, limits, move_amount,
                                                     positions)

PLANS = ("plan_a", "plan_b")


def stage(plan: str, space: int) -> int:
    """The stage (1-8) of a marker on `space`; 0 before it enters the track."""
    return next((k + 1 for k, st in enumerate(TRACKS[plan].stages) if st.first <= space <= st.last), 0)


def decision(s) -> tuple[str, str]:
    """The Plan Chaos performs and why, in the words of SOLO.md §9.1."""
    d = s.dyst
    name = {p: TRACKS[p].name.capitalize() for p in PLANS}
    mine = {p: stage(p, positions(d, p)[CHAOS]) for p in PLANS}
    for p, other in (("plan_a", "plan_b"), ("plan_b", "plan_a")):
        if positions(d, p)[CHAOS] >= TRACKS[p].spaces:
            return other, f"its {name[p]} marker is on the last space"
    if mine["plan_a"] != mine["plan_b"]:
        low = min(PLANS, key=lambda p: mine[p])
        return low, f"its {name[low]} marker is on the lower stage ({mine[low]})"
    lead = {p: max(stage(p, x) for i, x in enumerate(positions(d, p)) if i != CHAOS) - mine[p]
            for p in PLANS}
    if lead["plan_a"] == lead["plan_b"]:
        return "plan_a", f"both its markers on stage {mine['plan_a']}, and you stand alike on both"
    best = "plan_b" if lead["plan_b"] > lead["plan_a"] else "plan_a"
    return best, f"both its markers on stage {mine[best]}; you stand better on {name[best]}"


def choose(s) -> str:
    return decision(s)[0]


@answers(SetDice)
def _set(s, t) -> None:
    d = s.dyst
    forward = TRACKS[t.plan].forward
    more = d.set_count < min(limits(s.players[CHAOS])[0], DICE)
    in_full(s, t, SetDie(forward) if more else None, Roll(), d.set_count and f"sets {dice(d.set_count)} to {forward}")


@answers(RerollDice)
def _reroll(s, t) -> None:
    d = s.dyst
    backward = TRACKS[d.plan].backward
    can = [i for i in range(d.set_count, DICE) if d.dice[i] == backward and i not in d.marked]
    more = can and len(d.marked) < limits(s.players[CHAOS])[2]
    in_full(s, t, MarkReroll(can[0]) if more else None, Reroll(),
            d.marked and f"rerolls {dice(len(d.marked))} ({backward})")


def dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def in_full(s, t, one_more, done, text) -> None:
    """A crystal effect used in full: one more die while any is left, then `done`, narrated
    (`text` is falsy when no die was set or marked)."""
    if one_more is not None:
        decide(s, t, one_more)
        return
    if text:
        say(s, text)
    decide(s, t, done)


@answers(CountStars)
def _stars_all(s, t) -> None:
    d = s.dyst
    n = _stars(s, t)
    decide(s, t, BoostStars(n))
    stars = d.dice.count("star")
    counted = "" if not n else " (counted +2)" if stars == 1 else f" ({'all' if n == stars else n} counted +2)"
    dice = ", ".join(f"{d.dice.count(f)} {f}" for f in ("virus", "cure", "star") if d.dice.count(f))
    # the dice set before the roll are not rolled ("sets 1 die to virus · rolls 3 virus, 2 cure,
    # 1 star" read as six rolled: helper-283)
    rolled = f"rolls the other {DICE - d.set_count}, the six showing " if d.set_count else "rolls "
    say(s, f"{rolled}{dice}{counted}"  # the stars counted +2 are among those rolled (", 1 star
        # counted +2" after "1 star" read as one more die: a review)
        + f": moves {move_amount(face_total(d))} on the {TRACKS[d.plan].name.capitalize()} track, to "
        f"{landing(d, CHAOS)}")  # where it lands (a review had to open the board to see it)


PLAN_CHOICE["pandemia"] = choose
PLAN_WHY["pandemia"] = lambda s: decision(s)[1]
