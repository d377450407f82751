"""Pandemia for people: the public view of its slice, the board text, log lines and help."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.restart.dystopias.pandemia.events import (BoostStars, MarkReroll, Reroll, Roll, RollDie,
                                                      SetDie)
from engine.restart.dystopias.pandemia.steps import DICE, TRACKS

HELP = (Path(__file__).parent / "data" / "help.txt").read_text().strip()


class PandemiaView(msgspec.Struct):
    virus: list[int]
    cure: list[int]
    plan: str
    dice: list[str]
    set_count: int
    marked: list[int]
    boosted: int
    last_move: list[int]
    rerolled: bool = False  # the marked dice rolled again


def view(s, seat) -> PandemiaView:
    d = s.dyst  # all public: the tracks and the dice on the table
    return PandemiaView(list(d.virus), list(d.cure), d.plan, list(d.dice), d.set_count,
                        list(d.marked), d.boosted, list(d.last_move), d.rerolled)


def render(v: PandemiaView, names: list[str]) -> str:
    out = ["Pandemia (MP: Mission points; pt@space: milestones):"]
    for title, plan, pos in (("Virus track (Plan A)", "plan_a", v.virus),
                             ("Cure track (Plan B)", "plan_b", v.cure)):
        tr = TRACKS[plan]
        out.append(f"  {title} /{tr.spaces}: " + "  ".join(f"{n} {p}" for n, p in zip(names, pos)))
        out.append(f"    MP {','.join(map(str, tr.mission_points))} · "
                   + " ".join(f"{m.points}pt@{m.space}" for m in tr.milestones))
    if v.plan:
        faces = " ".join(f"{k + 1}:{f or '?'}" + ("(set)" if k < v.set_count else "")
                         + (("(rerolled)" if v.rerolled else "(reroll)") if k in v.marked else "")
                         for k, f in enumerate(v.dice))
        out.append(f"  Dice for {'Plan A (Virus)' if v.plan == 'plan_a' else 'Plan B (Cure)'}: "
                   f"{faces}" + (f" · stars +2: {v.boosted}" if v.boosted else ""))
    elif v.last_move:
        seat, plan, total, moved = v.last_move
        out.append(f"  Last roll: {names[seat]} {'Virus' if plan == 0 else 'Cure'} total {total},"
                   f" moved {moved}")
    return "\n".join(out)


def describe(s, e, who: str) -> str | None:
    """Short lines: the log already names the player who decides."""
    d = s.dyst
    if isinstance(e, SetDie):
        return f"Set a die to {e.face} (before rolling)"
    if isinstance(e, Roll):
        return f"Roll {DICE - d.set_count} Pandemia dice"
    if isinstance(e, RollDie):
        t = s.tasks[-1] if s.tasks else None
        return f"Pandemia die {t.die + 1 if t else '?'} shows {e.face}"
    if isinstance(e, MarkReroll):
        face = d.dice[e.die] if 0 <= e.die < len(d.dice) else "?"
        return f"Mark die {e.die + 1} ({face}) for a reroll"
    if isinstance(e, Reroll):
        n = len(d.marked)
        return f"Reroll {n} marked {'die' if n == 1 else 'dice'}" if n else "Keep the roll"
    if isinstance(e, BoostStars):
        return f"Count {e.count} star{'s' if e.count != 1 else ''} as +2"
    return None
