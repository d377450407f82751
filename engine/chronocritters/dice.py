"""Dice: the supply (standard 1-6, precious 7-9, per colour), the 3x3 grid of the transmission
portal, gaining a die (onto a free cell; onto any cell when all 9 are full, that die goes),
changing a value (crossing 6/7 swaps a standard for a precious die of the colour), and the
decisions that place, choose or adjust a die."""
from __future__ import annotations

from engine.chronocritters.content import DICE
from engine.chronocritters.events import AdjustDie, ChooseDie, Done, PlaceDie
from engine.chronocritters.state import Die
from engine.chronocritters.tasks import STEPS, AdjustTask, ChooseDieTask, PlaceDieTask
from engine.core.errors import IllegalMove
from engine.core.steps import pop, push

RULE_GAIN = ("Artifacts: a gained die goes onto any free space of the 3x3 grid; only when all 9 "
             "are occupied can it replace any die (or be left)")
RULE_VALUE = "Dice: standard artifacts have values 1-6 and precious artifacts 7-9"
RULE_SUPPLY = "Dice: if there are no dice of a given colour in the common supply, they cannot be gained"


def refuse(slug: str, text: str) -> IllegalMove:
    return IllegalMove(f"chronocritters.{slug}", text)


def pool(s, value: int) -> dict[str, int]:
    """The supply a die of this value comes from."""
    return s.precious if value >= 7 else s.supply


def can_gain(s, colour: str, value: int) -> bool:
    return 1 <= value <= 9 and pool(s, value)[colour] > 0


def discard(s, p, cell: int) -> None:
    die = p.grid[cell]
    p.grid[cell] = None
    pool(s, die.value)[die.colour] += 1


def set_value(s, p, cell: int, value: int) -> None:
    die = p.grid[cell]
    if value <= 0:
        discard(s, p, cell)
        return
    if (die.value >= 7) != (value >= 7):  # a standard and a precious die trade places
        pool(s, die.value)[die.colour] += 1
        pool(s, value)[die.colour] -= 1
    p.grid[cell] = Die(die.colour, value)


def value_problem(s, p, cell: int, value: int) -> str:
    die = p.grid[cell] if 0 <= cell < 9 else None
    if die is None:
        return "Dice: there is no die on that space of your transmission portal"
    if not 1 <= value <= 9:
        return RULE_VALUE
    if (die.value >= 7) != (value >= 7) and pool(s, value)[die.colour] <= 0:
        return RULE_SUPPLY
    return ""


def cells(p, colours=DICE, least: int = 1) -> list[int]:
    return [i for i, d in enumerate(p.grid) if d is not None and d.colour in colours and d.value >= least]


def held(s) -> bool:
    """A gained die leaves the supply when it is gained and waits in its PlaceDieTask, so a
    free action before it is placed cannot take it (L159: a die the supply lacks cannot be
    gained). A game read from a ruleset-4 log took it from the supply only when placed."""
    return not s.options.ruleset4_dice


def gained_die(s, seat: int, colour: str, value: int) -> PlaceDieTask:
    """The task placing a die just gained (`can_gain` was asked), the die out of the supply."""
    if held(s):
        pool(s, value)[colour] -= 1
    return PlaceDieTask(seat, colour=colour, value=value)


def gain_die(s, seat: int, colour: str, value: int) -> None:
    """Queue a gained die (it is placed by the seat's choice); nothing when the supply is out."""
    if can_gain(s, colour, value):
        push(s, gained_die(s, seat, colour, value))


# -- place a gained die --------------------------------------------------------------------------
KEEP = -1  # PlaceDie(KEEP): with all 9 spaces full, keep the portal as it is (the die is not gained)


def _place_moves(s, t):
    p = s.players[t.seat]
    free = [i for i in range(9) if p.grid[i] is None]
    return [PlaceDie(i) for i in free] if free else [PlaceDie(i) for i in (*range(9), KEEP)]


def _place_check(s, t, e):
    p = s.players[t.seat]
    full = None not in p.grid
    if not (0 <= e.cell < 9 and (full or p.grid[e.cell] is None) or full and e.cell == KEEP):
        raise refuse("die-space", RULE_GAIN)


def _place_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    if e.cell == KEEP:
        if held(s):
            pool(s, t.value)[t.colour] += 1  # not gained after all: back to the supply
        return
    if p.grid[e.cell] is not None:
        discard(s, p, e.cell)
    if held(s):
        p.grid[e.cell] = Die(t.colour, t.value)
    elif can_gain(s, t.colour, t.value):  # ruleset 4: taken from the supply now, if it has one
        pool(s, t.value)[t.colour] -= 1
        p.grid[e.cell] = Die(t.colour, t.value)


STEPS.decision(PlaceDieTask, prompt=lambda s, t: f"place the gained {t.colour} {t.value}",
               accepts=(PlaceDie,), moves=_place_moves, check=_place_check, apply=_place_apply,
               skip_if=lambda s, t: not held(s) and not can_gain(s, t.colour, t.value))


# -- the varan's die: any colour, value up to the bonus's limit ----------------------------------
def _choose_moves(s, t):
    return [ChooseDie(c, v) for c in DICE for v in range(1, t.most + 1) if can_gain(s, c, v)]


def _choose_check(s, t, e):
    if e.colour not in DICE or not 1 <= e.value <= t.most:
        raise refuse("varan-die", f"This bonus gives a die of any colour of value at most {t.most}")
    if not can_gain(s, e.colour, e.value):
        raise refuse("die-supply", RULE_SUPPLY)


def _choose_apply(s, t, e):
    pop(s)
    gain_die(s, t.seat, e.colour, e.value)


STEPS.decision(ChooseDieTask, prompt=lambda s, t: f"choose a die of value at most {t.most}",
               accepts=(ChooseDie,), moves=_choose_moves, check=_choose_check, apply=_choose_apply,
               skip_if=lambda s, t: not _choose_moves(s, t))


# -- adjust a die (a reward: "+-2 pips", "increase by 2") ---------------------------------------
def _deltas(t):
    return [t.n] if t.up_only else [t.n, -t.n]  # exactly n pips, as the adjustment tokens


def _adjust_moves(s, t):
    p = s.players[t.seat]
    out = [AdjustDie(c, d) for c in t.dice or cells(p) for d in _deltas(t)
           if not value_problem(s, p, c, p.grid[c].value + d)]
    return out + [Done()]


def _adjust_check(s, t, e):
    if isinstance(e, Done):
        return
    if e.delta not in _deltas(t):
        raise refuse("adjust-amount", f"this reward changes one die by {'+' if t.up_only else '±'}{t.n} pips")
    if t.dice and e.cell not in t.dice:
        raise refuse("adjust-starting-die", "Starting dice: the ±2 spot's bonus changes one of your "
                     "starting dice, not a die gained in setup")
    p = s.players[t.seat]
    why = value_problem(s, p, e.cell, (p.grid[e.cell].value if 0 <= e.cell < 9 and p.grid[e.cell] else 0) + e.delta)
    if why:
        raise refuse("die-value", why)


def _adjust_apply(s, t, e):
    pop(s)
    if isinstance(e, AdjustDie):
        p = s.players[t.seat]
        set_value(s, p, e.cell, p.grid[e.cell].value + e.delta)


STEPS.decision(AdjustTask, prompt=lambda s, t: f"change one {'starting ' * bool(t.dice)}die by "
               f"{'+' if t.up_only else '±'}{t.n} (or skip)",
               accepts=(AdjustDie, Done), moves=_adjust_moves, check=_adjust_check,
               apply=_adjust_apply, skip_if=lambda s, t: not cells(s.players[t.seat]))
