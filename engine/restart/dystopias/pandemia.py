"""Pandemia: Plan A rolls the six dice to advance on the Virus track, Plan B on the Cure track.

A Plan action is a sequence of steps, each its own task:
  pandemia_set    (decision) set up to N dice to virus or cure (N by Perception crystals), then Roll
  roll_die        (chance)   one die at a time: 3 virus, 2 cure, 1 star face
  pandemia_reroll (decision) mark up to N rolled dice (Memory crystals), then Reroll (once)
  pandemia_stars  (decision) count up to N stars as +2 (Intelligence crystals)
  pandemia_move   (automatic) total, minimum move 1, entering the track costs 1, stop at the
                  last space, take a Mission for every Mission point reached or passed.
"""
from __future__ import annotations

import msgspec

from engine.core import IllegalMove
from engine.restart.content import PANDEMIA
from engine.restart.dystopias.base import Dystopia, crystals
from engine.restart.events import BoostStars, MarkReroll, Reroll, Roll, RollDie, SetDie
from engine.restart.tasks import ChanceStep, Handler, Task, pop, push

DICE = PANDEMIA.dice.count
TRACKS = {"plan_a": PANDEMIA.track("virus"), "plan_b": PANDEMIA.track("cure")}
TABLE = PANDEMIA.crystal_effects
SETTABLE = ("virus", "cure")  # "but not the star side"


class PandemiaState(msgspec.Struct, tag="pandemia", tag_field="dystopia"):
    virus: list[int]               # per seat: space of the Progress marker (0 = not on the track)
    cure: list[int]
    plan: str = ""                 # the Plan action being rolled ("" when none)
    dice: list[str] = []           # per die: face, "" before it is rolled
    set_count: int = 0             # dice 0..set_count-1 were set, not rolled
    marked: list[int] = []         # dice chosen for the reroll
    rerolled: bool = False
    boosted: int = 0               # stars counted as +2
    last_move: list[int] = []      # [seat, plan index, total, spaces moved] of the last Plan action


def limits(player) -> tuple[int, int, int]:
    """(dice you may set, stars you may count +2, dice you may reroll)."""
    return (TABLE.perception[crystals(player, "perception")],
            TABLE.intelligence[crystals(player, "intelligence")],
            TABLE.memory[crystals(player, "memory")])


def positions(d: PandemiaState, plan: str) -> list[int]:
    return d.virus if plan == "plan_a" else d.cure


def face_total(d: PandemiaState) -> int:
    plan = d.plan
    total = sum(PANDEMIA.face_value(plan, f) for f in d.dice if f)
    return total + PANDEMIA.star_boost * d.boosted


def move_amount(total: int) -> int:
    """The roll's total, at least the minimum move of 1."""
    return total if total > 0 else PANDEMIA.minimum_move


# -- set ---------------------------------------------------------------------------------------
def _set_moves(s, t):
    d = s.dyst
    out = []
    if d.set_count < min(limits(s.players[t.seat])[0], DICE):
        out = [SetDie(f) for f in SETTABLE]
    return out + [Roll()]


def _set_check(s, t, e):
    if isinstance(e, SetDie):
        limit = limits(s.players[t.seat])[0]
        if e.face not in SETTABLE:
            raise IllegalMove("Pandemia crystal effects: a die may be set to the virus or the cure "
                              "side, but not the star side")
        if s.dyst.set_count >= limit:
            raise IllegalMove(f"Pandemia crystal effects: your Perception crystals let you set at most "
                              f"{limit} dice")


def _set_apply(s, t, e):
    d = s.dyst
    if isinstance(e, SetDie):
        d.dice[d.set_count] = e.face
        d.set_count += 1
        return
    pop(s)
    seat = t.seat
    push(s, *[Task("roll_die", seat, n=i) for i in range(d.set_count, DICE)],
         Task("pandemia_reroll", seat), Task("pandemia_stars", seat), Task("pandemia_move", seat))


# -- reroll --------------------------------------------------------------------------------------
def _reroll_moves(s, t):
    d = s.dyst
    limit = limits(s.players[t.seat])[2]
    out = []
    if len(d.marked) < limit:
        out = [MarkReroll(i) for i in range(d.set_count, DICE) if i not in d.marked]
    return out + [Reroll()]


def _reroll_check(s, t, e):
    if isinstance(e, MarkReroll):
        d = s.dyst
        limit = limits(s.players[t.seat])[2]
        if not 0 <= e.die < DICE:
            raise IllegalMove("Pandemia: there are six dice (0-5)")
        if e.die < d.set_count:
            raise IllegalMove("Pandemia crystal effects: you reroll dice you rolled, not the dice you set")
        if e.die in d.marked:
            raise IllegalMove("Pandemia crystal effects: each chosen die is rerolled once")
        if len(d.marked) >= limit:
            raise IllegalMove(f"Pandemia crystal effects: your Memory crystals let you reroll at most "
                              f"{limit} dice")


def _reroll_apply(s, t, e):
    d = s.dyst
    if isinstance(e, MarkReroll):
        d.marked.append(e.die)
        return
    pop(s)
    d.rerolled = True
    push(s, *[Task("roll_die", t.seat, n=i) for i in sorted(d.marked)])


def _reroll_skip(s, t):
    return limits(s.players[t.seat])[2] == 0


# -- stars -------------------------------------------------------------------------------------
def _stars(s, t) -> int:
    return min(limits(s.players[t.seat])[1], s.dyst.dice.count("star"))


def _stars_moves(s, t):
    return [BoostStars(k) for k in range(_stars(s, t) + 1)]


def _stars_check(s, t, e):
    limit = limits(s.players[t.seat])[1]
    stars = s.dyst.dice.count("star")
    if e.count < 0:
        raise IllegalMove("Pandemia: count zero or more stars")
    if e.count > stars:
        raise IllegalMove(f"Pandemia: only {stars} dice show the star side")
    if e.count > limit:
        raise IllegalMove(f"Pandemia crystal effects: your Intelligence crystals let you count at most "
                          f"{limit} stars as +2")


def _stars_apply(s, t, e):
    s.dyst.boosted = e.count
    pop(s)


def _stars_skip(s, t):
    return _stars(s, t) == 0


# -- chance and the move -------------------------------------------------------------------------
def _roll_outcomes(s, t):
    return [RollDie(f) for f in PANDEMIA.dice.faces]


def _roll_apply(s, t, e):
    s.dyst.dice[t.n] = e.face
    pop(s)


def _move(s, t):
    pop(s)
    d = s.dyst
    track = TRACKS[d.plan]
    pos = positions(d, d.plan)
    before = pos[t.seat]
    total = face_total(d)
    after = min(track.spaces, before + move_amount(total))
    pos[t.seat] = after
    d.last_move = [t.seat, 0 if d.plan == "plan_a" else 1, total, after - before]
    crossed = track.mission_points_crossed(before, after)
    d.plan, d.dice, d.set_count, d.marked, d.rerolled, d.boosted = "", [], 0, [], False, 0
    push(s, *[Task("take_mission", t.seat, via="pandemia") for _ in range(crossed)])


def _prompt_set(s, t):
    return f"set up to {limits(s.players[t.seat])[0] - s.dyst.set_count} more dice, then roll"


class Pandemia(Dystopia):
    name = "pandemia"
    title = "Pandemia"
    titles = {"plan_a": "Plan A (Virus)", "plan_b": "Plan B (Cure)"}

    handlers = {
        "pandemia_set": Handler(_prompt_set, (SetDie, Roll), _set_moves, _set_check, _set_apply),
        "pandemia_reroll": Handler(lambda s, t: "choose dice to reroll once, then reroll",
                                   (MarkReroll, Reroll), _reroll_moves, _reroll_check, _reroll_apply,
                                   _reroll_skip),
        "pandemia_stars": Handler(lambda s, t: "count star faces as +2", (BoostStars,),
                                  _stars_moves, _stars_check, _stars_apply, _stars_skip),
    }
    chance = {"roll_die": ChanceStep(_roll_outcomes, _roll_apply)}
    auto = {"pandemia_move": _move}

    def new_state(self, seats: int) -> PandemiaState:
        return PandemiaState(virus=[0] * seats, cure=[0] * seats)

    def plan_tasks(self, s, seat: int, plan: str) -> list[Task]:
        d = s.dyst
        d.plan, d.dice, d.set_count, d.marked, d.rerolled, d.boosted = plan, [""] * DICE, 0, [], False, 0
        return [Task("pandemia_set", seat, icon=plan)]

    def score(self, s) -> list[dict[str, int]]:
        """Milestones, then stage majority per track: the furthest marker (ties all score); a
        seat furthest on both tracks scores only its higher stage."""
        d = s.dyst
        out = [{"plan_a": TRACKS["plan_a"].milestone_points(d.virus[i]),
                "plan_b": TRACKS["plan_b"].milestone_points(d.cure[i])} for i in range(s.seats)]
        stage = {}
        for plan in ("plan_a", "plan_b"):
            pos = positions(d, plan)
            best = max(pos)
            if best <= 0:
                continue
            for i, p in enumerate(pos):
                if p == best:
                    stage.setdefault(i, {})[plan] = TRACKS[plan].stage_points(p)
        for i, by_plan in stage.items():
            if len(by_plan) == 2:
                keep = max(by_plan, key=lambda k: (by_plan[k], k == "plan_a"))
                by_plan = {keep: by_plan[keep]}
            for plan, pts in by_plan.items():
                out[i][plan] += pts
        return out

    def view(self, s, seat):
        d = s.dyst
        return PandemiaView(list(d.virus), list(d.cure), d.plan, list(d.dice), d.set_count,
                            list(d.marked), d.boosted, list(d.last_move))

    def render(self, v, names) -> str:
        out = ["Pandemia (MP: Mission points; pt@space: milestones):"]
        for title, plan, pos in (("Virus track (Plan A)", "plan_a", v.virus),
                                 ("Cure track (Plan B)", "plan_b", v.cure)):
            tr = TRACKS[plan]
            out.append(f"  {title} /{tr.spaces}: " + "  ".join(f"{n} {p}" for n, p in zip(names, pos)))
            out.append(f"    MP {','.join(map(str, tr.mission_points))} · "
                       + " ".join(f"{m.points}pt@{m.space}" for m in tr.milestones))
        if v.plan:
            faces = " ".join(f"{k + 1}:{f or '?'}" + ("(set)" if k < v.set_count else "")
                             + ("(reroll)" if k in v.marked else "") for k, f in enumerate(v.dice))
            out.append(f"  Dice for {'Plan A (Virus)' if v.plan == 'plan_a' else 'Plan B (Cure)'}: "
                       f"{faces}" + (f" · stars +2: {v.boosted}" if v.boosted else ""))
        elif v.last_move:
            seat, plan, total, moved = v.last_move
            out.append(f"  Last roll: {names[seat]} {'Virus' if plan == 0 else 'Cure'} total {total},"
                       f" moved {moved}")
        return "\n".join(out)

    def describe(self, s, e, who: str) -> str | None:
        """Short lines: the log already names the player who decides."""
        d = s.dyst
        if isinstance(e, SetDie):
            return f"Set a die to {e.face} (before rolling)"
        if isinstance(e, Roll):
            return f"Roll {DICE - d.set_count} Pandemia dice"
        if isinstance(e, RollDie):
            t = s.tasks[-1] if s.tasks else None
            return f"Pandemia die {t.n + 1 if t else '?'} shows {e.face}"
        if isinstance(e, MarkReroll):
            face = d.dice[e.die] if 0 <= e.die < len(d.dice) else "?"
            return f"Mark die {e.die + 1} ({face}) for a reroll"
        if isinstance(e, Reroll):
            n = len(d.marked)
            return f"Reroll {n} marked {'die' if n == 1 else 'dice'}" if n else "Keep the roll"
        if isinstance(e, BoostStars):
            return f"Count {e.count} star{'s' if e.count != 1 else ''} as +2"
        return None

    def rules_help(self) -> str:
        return PANDEMIA_HELP

    def invariants(self, s) -> list[str]:
        d = s.dyst
        out = []
        for plan, pos in (("plan_a", d.virus), ("plan_b", d.cure)):
            if len(pos) != s.seats or any(not 0 <= p <= TRACKS[plan].spaces for p in pos):
                out.append(f"Pandemia: a Progress marker off the {TRACKS[plan].name} track")
        if d.plan and len(d.dice) != DICE:
            out.append("Pandemia: a roll without six dice")
        return out


class PandemiaView(msgspec.Struct):
    virus: list[int]
    cure: list[int]
    plan: str
    dice: list[str]
    set_count: int
    marked: list[int]
    boosted: int
    last_move: list[int]


PANDEMIA_HELP = """Pandemia (Intelligence: Plan A or Plan B)
- Plan A rolls the six dice for the Virus track (virus +1, cure -1), Plan B for the Cure track
  (cure +1, virus -1). A star is 0, or +2 when counted with Intelligence crystals.
- Before rolling you may set dice to virus or cure (Perception crystals: 0/1/2/2/3/3/4 for
  0..6 crystals); after rolling you may reroll dice once (Memory crystals, same table); then
  count stars as +2 (Intelligence crystals, same table).
- A total of 0 or less still moves 1. Entering the track uses 1 movement. A marker stops at
  the last space. Reaching or passing a Mission point: take a Mission card from the display.
- Final scoring per track: the highest milestone reached; the furthest marker (ties all)
  scores its stage; a player furthest on both tracks scores only the higher stage."""

PANDEMIA_DYSTOPIA = Pandemia()
