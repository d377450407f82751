"""Anomie for people: the public view of its slice, the board text, log lines and help. Everything
in Anomie is public (the board, every stack, every track), so the log names every move."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.core.words import counted
from engine.restart.dystopias.anomie.content import (BILL_AT, BILL_TRACK, BILLS, COLS, COLUMN_NAMES, LAW,
                                                     LAW_TRACK, ROWS, STARTS, TOKENS, VETO, neighbour, senator,
                                                     space_name, start_space)
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieEnd, AnomieExtraBill,
                                                    AnomieManeuver, AnomieMove, AnomieSupport,
                                                    AnomieTakeBenefit)
from engine.restart.dystopias.anomie.steps import (PLAN_TITLE, PlanStep, gain_result, maneuver_end, token_id,
                                                   where)
from engine.restart.labels import SEAT_NAMES, player_name

HELP = (Path(__file__).parent / "data" / "help.txt").read_text().strip()
SPACE_MARK = {LAW: "Lw", **{space: BILLS[b][:2].capitalize() for space, b in BILL_AT.items()}}
CELL = 7


class AnomieView(msgspec.Struct):
    board: list[list[int]]
    law: list[int]
    bills: list[list[int]]
    plan: str          # the Plan action in progress ("" when none)
    maneuvered: int    # its maneuvered Senator (-1: none yet)


def view(s, seat) -> AnomieView:
    d = s.dyst  # all public: the board and the tracks lie open on the table
    step = next((t for t in reversed(s.tasks) if isinstance(t, PlanStep)), None)
    return AnomieView([list(x) for x in d.board], list(d.law), [list(b) for b in d.bills],
                      step.plan if step else "", step.maneuvered if step else -1)


def token_name(token: int) -> str:
    """A Senator token on the board: its colour's initial and its number ("R1", "R2")."""
    seat, k = divmod(token, TOKENS)
    return f"{SEAT_NAMES[seat][0]}{k + 1}"


def _cell(v: AnomieView, space: int, starts: dict[int, str]) -> str:
    if space in VETO:
        return "#"
    stack = "".join(token_name(x) for x in v.board[space])
    return SPACE_MARK.get(space, "") + stack or starts.get(space, ".")


def render(v: AnomieView, names: list[str]) -> str:
    seats = len(v.law)
    starts = {start_space(i, w): SEAT_NAMES[i][0].lower() for i in range(seats) for w in STARTS}
    out = ["Anomie board (Lw Law, He/Cu/Ed/Ec Health/Culture/Education/Economy Bills, # Veto, r/b/g/y "
           "starting spaces; R1 = Red's Senator 1; a stack reads bottom first):",
           "     " + "".join(c.ljust(CELL) for c in COLUMN_NAMES)]
    for r in range(ROWS):
        out.append(f"  {r + 1}  " + " ".join(_cell(v, r * COLS + c, starts).ljust(CELL - 1)
                                          for c in range(COLS)).rstrip())
    out.append(f"  Law track (Plan A) /{LAW_TRACK.spaces}, Mission points "
               f"{','.join(map(str, LAW_TRACK.mission_points))}: "
               + "  ".join(f"{n} {x} ({counted(LAW_TRACK.score(x), 'pt')})" for n, x in zip(names, v.law)))
    out.append(f"  Bill tracks (Plan B) /{BILL_TRACK.spaces}, points {','.join(map(str, BILL_TRACK.points))}, "
               f"Mission point {','.join(map(str, BILL_TRACK.mission_points))}:")
    for n, bills in zip(names, v.bills):
        out.append(f"    {n}: " + "  ".join(f"{b.capitalize()} {x}" for b, x in zip(BILLS, bills))
                   + f" ({counted(sum(BILL_TRACK.score(x) for x in bills), 'pt')})")
    if v.plan:
        out.append(f"  {PLAN_TITLE[v.plan]} in progress"
                   + (f"; {senator(v.maneuvered)} maneuvered" if v.maneuvered >= 0 else ""))
    return "\n".join(out)


def _passed(d, space: int, direction: str, end: int) -> str:
    """What a Maneuver passes through: Veto spaces and the Senators on top of each stack."""
    out = []
    nxt = neighbour(space, direction)
    while nxt != end:
        out.append("Veto" if nxt in VETO else "+".join(token_name(x) for x in d.board[nxt]))
        nxt = neighbour(nxt, direction)
    return ", ".join(out)


def describe(s, e, who: str) -> str | None:
    """Short lines: the log already names the player who decides."""
    if not isinstance(e, (AnomieManeuver, AnomieMove, AnomieSupport, AnomieBreakout, AnomieTakeBenefit,
                          AnomieExtraBill, AnomieEnd)):
        return None
    d, t = s.dyst, s.tasks[-1] if s.tasks else None
    if isinstance(e, AnomieEnd):
        return "End the Plan action"
    if isinstance(e, AnomieTakeBenefit):
        if not e.take:
            return "Decline the benefit"
        return f"Take the benefit of {space_name(t.space)}{gain_result(s, t.seat, t.plan, t.space, 1)}"
    if isinstance(e, AnomieExtraBill):
        return f"Also advance the {e.track.capitalize()} track by {t.times}"
    seat = t.seat
    space = where(d, token_id(seat, e.token))
    here = f"{senator(e.token)} from {space_name(space)}"
    if isinstance(e, AnomieBreakout):
        # the space alone: "the left starting space F1" named the player's left (NOTES), and F1
        # is drawn right of E1 (a review)
        return f"Break out {here} to your starting space {space_name(start_space(seat, e.start))}"
    target = neighbour(space, e.direction)
    if isinstance(e, AnomieManeuver):
        end, _ = maneuver_end(d, space, e.direction)
        if end is None:
            return f"Maneuver {here} {e.direction} (off the board)"
        return (f"Maneuver {here} {e.direction} through {_passed(d, space, e.direction, end)} to "
                f"{space_name(end)}{gain_result(s, seat, t.plan, end, 1)}")
    if isinstance(e, AnomieMove):
        return f"Move {here} {e.direction} to {space_name(target) if target is not None else 'off the board'}" + (
            gain_result(s, seat, t.plan, target, 1) if target is not None else "")
    stack = d.board[target] if target is not None else []
    if not stack:
        return f"Support with {here} {e.direction} (no stack there)"
    times = len(stack) + 1
    return (f"Support: {here} goes under {player_name(s, stack[0] // TOKENS)}'s Senator on {space_name(target)} "
            f"(x{times}){gain_result(s, seat, t.plan, target, times)}")
