"""Pandemia's Plan A / Plan B: a sequence of steps, each its own task kind on Restart's STEPS.

  SetDice      (decision) set up to N dice to virus or cure (N by Perception crystals), then Roll
  RollOne      (chance)   one die at a time: 3 virus, 2 cure, 1 star face
  RerollDice   (decision) mark up to N rolled dice (Memory crystals), then Reroll (once)
  CountStars   (decision) count up to N stars as +2 (Intelligence crystals)
  MoveMarker   (automatic) total, minimum move 1, entering the track costs 1, stop at the last
               space, take a Mission for every Mission point reached or passed.
"""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.dystopias.base import crystals
from engine.restart.dystopias.pandemia.content import PANDEMIA
from engine.restart.dystopias.pandemia.events import (BoostStars, MarkReroll, Reroll, Roll, RollDie,
                                                      SetDie)
from engine.restart.missions import MissionToTake
from engine.restart.steps import STEPS, Step, refuse

DICE = PANDEMIA.dice.count
TRACKS = {"plan_a": PANDEMIA.track("virus"), "plan_b": PANDEMIA.track("cure")}
TABLE = PANDEMIA.crystal_effects
SETTABLE = ("virus", "cure")  # "but not the star side"
FACES = [RollDie(f) for f in PANDEMIA.dice.faces]
# What each face moves for each plan, read once (a roll's total sums six of them).
FACE_VALUE = {(plan, f): PANDEMIA.face_value(plan, f) for plan in TRACKS for f in PANDEMIA.dice.faces}


class SetDice(Step, tag="pandemia_set"):
    plan: str  # plan_a (Virus track) or plan_b (Cure track)


class RollOne(Step, tag="roll_die"):
    die: int


class RerollDice(Step, tag="pandemia_reroll"):
    pass


class CountStars(Step, tag="pandemia_stars"):
    pass


class MoveMarker(Step, tag="pandemia_move"):
    pass


def limits(player) -> tuple[int, int, int]:
    """(dice you may set, stars you may count +2, dice you may reroll)."""
    return (TABLE.perception[crystals(player, "perception")],
            TABLE.intelligence[crystals(player, "intelligence")],
            TABLE.memory[crystals(player, "memory")])


def positions(d, plan: str) -> list[int]:
    return d.virus if plan == "plan_a" else d.cure


def face_total(d) -> int:
    plan = d.plan
    total = sum(FACE_VALUE[plan, f] for f in d.dice if f)
    return total + PANDEMIA.star_boost * d.boosted


def move_amount(total: int) -> int:
    """The roll's total, at least the minimum move of 1."""
    return total if total > 0 else PANDEMIA.minimum_move


def start(s, seat: int, plan: str) -> list[Step]:
    d = s.dyst
    d.plan, d.dice, d.set_count, d.marked, d.rerolled, d.boosted = plan, [""] * DICE, 0, [], False, 0
    return [SetDice(seat, plan)]


# -- set ---------------------------------------------------------------------------------------
def _set_limit(s, t) -> int:
    return min(limits(s.players[t.seat])[0], DICE)


def _set_moves(s, t):
    out = [SetDie(f) for f in SETTABLE] if s.dyst.set_count < _set_limit(s, t) else []
    return out + [Roll()]


def _set_check(s, t, e):
    if isinstance(e, SetDie):
        limit = _set_limit(s, t)
        if e.face not in SETTABLE:
            raise refuse("pandemia-set-face", "Pandemia crystal effects: a die may be set to the virus "
                                              "or the cure side, but not the star side")
        if s.dyst.set_count >= limit:
            raise refuse("pandemia-set-limit", f"Pandemia crystal effects: your Perception crystals let "
                                               f"you set at most {limit} dice")


def _set_apply(s, t, e):
    d = s.dyst
    if isinstance(e, SetDie):
        d.dice[d.set_count] = e.face
        d.set_count += 1
        return
    pop(s)
    seat = t.seat
    push(s, *[RollOne(seat, i) for i in range(d.set_count, DICE)],
         RerollDice(seat), CountStars(seat), MoveMarker(seat))


# -- reroll --------------------------------------------------------------------------------------
def _reroll_moves(s, t):
    d = s.dyst
    out = []
    if len(d.marked) < limits(s.players[t.seat])[2]:
        out = [MarkReroll(i) for i in range(d.set_count, DICE) if i not in d.marked]
    return out + [Reroll()]


def _reroll_check(s, t, e):
    if isinstance(e, MarkReroll):
        d = s.dyst
        limit = limits(s.players[t.seat])[2]
        if not 0 <= e.die < DICE:
            raise refuse("pandemia-no-such-die", "Pandemia: there are six dice (0-5)")
        if e.die < d.set_count:
            raise refuse("pandemia-reroll-set-die", "Pandemia crystal effects: you reroll dice you "
                                                    "rolled, not the dice you set")
        if e.die in d.marked:
            raise refuse("pandemia-reroll-once", "Pandemia crystal effects: each chosen die is "
                                                 "rerolled once")
        if len(d.marked) >= limit:
            raise refuse("pandemia-reroll-limit", f"Pandemia crystal effects: your Memory crystals let "
                                                  f"you reroll at most {limit} dice")


def _reroll_apply(s, t, e):
    d = s.dyst
    if isinstance(e, MarkReroll):
        d.marked.append(e.die)
        return
    pop(s)
    d.rerolled = True
    push(s, *[RollOne(t.seat, i) for i in sorted(d.marked)])


# -- stars -------------------------------------------------------------------------------------
def _stars(s, t) -> int:
    return min(limits(s.players[t.seat])[1], s.dyst.dice.count("star"))


def _stars_check(s, t, e):
    limit = limits(s.players[t.seat])[1]
    stars = s.dyst.dice.count("star")
    if e.count < 0:
        raise refuse("pandemia-stars-negative", "Pandemia: count zero or more stars")
    if e.count > stars:
        raise refuse("pandemia-stars-shown", f"Pandemia: only {stars} dice show the star side")
    if e.count > limit:
        raise refuse("pandemia-stars-limit", f"Pandemia crystal effects: your Intelligence crystals "
                                             f"let you count at most {limit} stars as +2")


def _stars_apply(s, t, e):
    s.dyst.boosted = e.count
    pop(s)


def _stars_prompt(s, t) -> str:
    """The dice said with the choice (a review had to open the board to see them)."""
    d = s.dyst
    return (f"count star faces as +{PANDEMIA.star_boost} (the dice: {' '.join(d.dice)}; "
            f"they move {move_amount(face_total(d))} as they are)")


# -- chance and the move -------------------------------------------------------------------------
def _roll_apply(s, t, e):
    s.dyst.dice[t.die] = e.face
    s.tasks.pop()  # every die runs this: no helper call


def landing(d, seat: int) -> int:
    """Where the seat's marker goes on the track of the Plan under way, by the dice."""
    return min(TRACKS[d.plan].spaces, positions(d, d.plan)[seat] + move_amount(face_total(d)))


def _move(s, t):
    pop(s)
    d = s.dyst
    track = TRACKS[d.plan]
    pos = positions(d, d.plan)
    before = pos[t.seat]
    total = face_total(d)
    after = landing(d, t.seat)
    pos[t.seat] = after
    d.last_move = [t.seat, 0 if d.plan == "plan_a" else 1, total, after - before]
    crossed = track.mission_points_crossed(before, after)
    d.plan, d.dice, d.set_count, d.marked, d.rerolled, d.boosted = "", [], 0, [], False, 0
    push(s, *[MissionToTake(t.seat) for _ in range(crossed)])


def _set_prompt(s, t) -> str:
    left = limits(s.players[t.seat])[0] - s.dyst.set_count
    if left <= 0:  # no Perception crystal sets a die (or all are set): "set up to 0 more dice" read oddly
        return "roll the dice"
    return f"set up to {left} more {'die' if left == 1 else 'dice'}, then roll"


STEPS.decision(SetDice, prompt=_set_prompt,
               accepts=(SetDie, Roll), moves=_set_moves, check=_set_check, apply=_set_apply)
STEPS.decision(RerollDice, prompt=lambda s, t: "choose dice to reroll once, then reroll",
               accepts=(MarkReroll, Reroll), moves=_reroll_moves, check=_reroll_check,
               apply=_reroll_apply, skip_if=lambda s, t: limits(s.players[t.seat])[2] == 0)
STEPS.decision(CountStars, prompt=_stars_prompt, accepts=(BoostStars,),
               moves=lambda s, t: [BoostStars(k) for k in range(_stars(s, t), -1, -1)],  # the most first: enter takes it
               check=_stars_check, apply=_stars_apply, skip_if=lambda s, t: _stars(s, t) == 0)
STEPS.chance(RollOne, outcomes=lambda s, t: FACES, apply=_roll_apply)
STEPS.auto(MoveMarker, _move)
