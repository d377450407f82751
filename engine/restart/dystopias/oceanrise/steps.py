"""Oceanrise's Plan A / Plan B: a sequence of steps, each its own task kind on Restart's STEPS.

  ChooseFigure   (decision, Plan B) another player's Adult or Child on the Spacetime grid
  Contribution   (decision of that figure's owner) circle the leftmost uncircled number, or not;
                 the 3rd/6th/9th/12th brings a Mission card at once (before the drawing)
  Drawing        (decision) symbols one at a time in the region, within the crystal table's
                 allowances read when the action starts; stop any time
  RegionMission  (automatic) the region's second sector was drawn: cross its box, take a Mission

A Plan action that cannot be performed (Adult in an Objective space, no figure for Plan B) is
refused as an action through the modifier seam; gained from a benefit, it does nothing.
"""
from __future__ import annotations

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.core.words import counted
from engine.restart import modifiers
from engine.restart.dystopias.base import crystals
from engine.restart.dystopias.oceanrise.content import (OCEANRISE, SECTORS, SYMBOL_NAME, SYMBOLS,
                                                        region_label, region_of)
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.labels import player_name
from engine.restart.missions import MissionToTake
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import STEPS, Step, refuse

TABLE = OCEANRISE.crystal_table
TRACK = OCEANRISE.contribution_track
FIGURES = ("adult", "child")
RULE_PLAN_A = ("Oceanrise, Plan A: If your Adult figure is in an Objective space, you are unable to "
               "perform a Plan A action")
RULE_PLAN_B = ("Oceanrise, Plan B: Choose another player's Adult or Child figure on the Spacetime grid "
               "that is not in an Objective space")
RULE_NO_REGION = ("Oceanrise: A figure in an Objective space is not considered to be in any region and "
                  "cannot be used to perform a Plan A or Plan B action")
RULE_ALLOWANCE = ("Oceanrise: The number of crystals on your Perception, Intelligence, and Memory tracks "
                  "determines how many of each symbol you may draw")


class ChooseFigure(Step, tag="oceanrise_figure"):
    pass


class Contribution(Step, tag="oceanrise_circle"):
    drawer: int  # the player performing Plan B (`seat` is the figure's owner, who decides)


class Drawing(Step, tag="oceanrise_draw"):
    pass


class RegionMission(Step, tag="oceanrise_mission"):
    pass


# -- where figures are -------------------------------------------------------------------------
def position(s, seat: int, figure: str) -> int:
    p = s.players[seat]
    return p.adult if figure == "adult" else p.child


def on_grid(space: int) -> bool:
    return 0 <= space < OBJECTIVE_BASE


def plan_b_figures(s, seat: int) -> list[tuple[int, str]]:
    """Other players' figures on the Spacetime grid (not in an Objective space, not beside it)."""
    return [(j, f) for j in range(s.seats) if j != seat for f in FIGURES if on_grid(position(s, j, f))]


def plan_problem(s, seat: int, plan: str) -> IllegalMove | None:
    """Why the seat cannot perform this Plan action now, None when it can."""
    if plan == "plan_a":
        adult = s.players[seat].adult
        if adult >= OBJECTIVE_BASE:
            return refuse("oceanrise-adult-in-objective", RULE_PLAN_A)
        if adult < 0:
            return refuse("oceanrise-adult-off-grid", f"{RULE_PLAN_A}; your Adult figure is not on the "
                                                      f"Spacetime grid yet, so it is in no region")
    elif plan == "plan_b" and not plan_b_figures(s, seat):
        return refuse("oceanrise-no-figure", f"{RULE_PLAN_B}; no other player's figure is there")
    return None


class PlanLimits(modifiers.Modifier):
    """Refuses a Plan action that has no region to draw in, before it starts."""
    name = "oceanrise"

    def refusal(self, s, seat, what, detail):
        return plan_problem(s, seat, detail) if what == "action" else None


_LIMITS = (PlanLimits(),)
modifiers.register(lambda s, seat: _LIMITS if s.dystopia == "oceanrise" else ())


def start(s, seat: int, plan: str) -> list[Step]:
    if plan_problem(s, seat, plan):
        return []  # gained from a benefit but impossible: "you are unable to perform" it
    d, p = s.dyst, s.players[seat]
    d.plan, d.mission_due = plan, False
    d.left = TABLE.allowances(crystals(p, "perception"), crystals(p, "intelligence"), crystals(p, "memory"))
    if plan == "plan_a":
        d.region = region_of(p.adult, s.cols)
        return [Drawing(seat), RegionMission(seat)]
    d.region = -1
    return [ChooseFigure(seat), Drawing(seat), RegionMission(seat)]


# -- Plan B: the figure, and its owner's Contribution track ------------------------------------
def _figure_check(s, t, e):
    if not 0 <= e.seat < s.seats or e.figure not in FIGURES:
        raise refuse("oceanrise-no-such-figure", f"{RULE_PLAN_B} (a seat's \"adult\" or \"child\")")
    if e.seat == t.seat:
        raise refuse("oceanrise-figure-own", f"{RULE_PLAN_B}: another player's, not your own")
    space = position(s, e.seat, e.figure)
    if space >= OBJECTIVE_BASE:
        raise refuse("oceanrise-figure-in-objective", RULE_NO_REGION)
    if space < 0:
        raise refuse("oceanrise-figure-off-grid", f"{RULE_PLAN_B}: that figure is not on the grid")


def _figure_apply(s, t, e):
    pop(s)
    s.dyst.region = region_of(position(s, e.seat, e.figure), s.cols)
    push(s, Contribution(e.seat, t.seat))


def next_number(d, seat: int) -> tuple[int, int, bool]:
    """The leftmost uncircled Contribution space of `seat`: (space, points, Mission point)."""
    space = d.circled[seat] + 1
    return space, TRACK.points[space - 1], space in TRACK.mission_points


def _circle_apply(s, t, e):
    pop(s)
    if e.take:
        d = s.dyst
        d.circled[t.seat] += 1
        if d.circled[t.seat] in TRACK.mission_points:  # cross the icon, take a Mission now
            push(s, MissionToTake(t.seat))


def _circle_prompt(s, t) -> str:
    space, points, mission = next_number(s.dyst, t.seat)
    return (f"{player_name(s, t.drawer)} uses your figure for Plan B: circle Contribution space {space} "
            f"({counted(points, 'point')})" + (", a Mission point: take a Mission card now" if mission else "") + "?")


# -- drawing ------------------------------------------------------------------------------------
def region_sectors(d, seat: int) -> list[str]:
    base = SECTORS * d.region
    return d.sheets[seat][base:base + SECTORS]


def _draw_moves(s, t):
    d = s.dyst
    blank = [k for k, x in enumerate(region_sectors(d, t.seat)) if not x]
    return [OceanDraw(sym, k) for i, sym in enumerate(SYMBOLS) if d.left[i] for k in blank] + [OceanEnd()]


def _nothing_to_draw(s, t) -> bool:
    d = s.dyst
    return not any(d.left) or all(region_sectors(d, t.seat))


def _draw_check(s, t, e):
    if isinstance(e, OceanEnd):
        return
    d = s.dyst
    if e.symbol not in SYMBOLS:
        raise refuse("oceanrise-no-such-symbol", "Oceanrise: you draw wildlife (W), lake (L) and forest (F) "
                                                 "symbols")
    if not 0 <= e.sector < SECTORS:
        raise refuse("oceanrise-sector-other-region", f"Oceanrise: draw in the region of the figure "
                                                      f"({region_label(d.region)}), sectors 0-8")
    if region_sectors(d, t.seat)[e.sector]:
        raise refuse("oceanrise-sector-drawn", "Oceanrise: You may only draw one symbol in each sector")
    if not d.left[SYMBOLS.index(e.symbol)]:
        raise refuse("oceanrise-symbol-limit", f"{RULE_ALLOWANCE}; no {SYMBOL_NAME[e.symbol]} symbol is "
                                               f"left to draw in this action")


def _draw_apply(s, t, e):
    if isinstance(e, OceanEnd):
        pop(s)
        return
    d = s.dyst
    d.sheets[t.seat][SECTORS * d.region + e.sector] = e.symbol
    d.left[SYMBOLS.index(e.symbol)] -= 1
    if sum(1 for x in region_sectors(d, t.seat) if x) == 2:  # "a second sector in the same region"
        d.mission_due = True


def _draw_prompt(s, t) -> str:
    d = s.dyst
    w, lake, f = d.left
    return (f"draw in region {region_label(d.region)}: up to {w} wildlife, {lake} lake, {f} forest "
            f"(one symbol per sector), or stop")


def _finish(s, t):
    """After the drawing: cross the region's Mission box and take the Mission card."""
    pop(s)
    d = s.dyst
    due = d.mission_due
    if due:
        d.boxes[t.seat][d.region] = True
    d.plan, d.region, d.left, d.mission_due = "", -1, [], False
    if due:
        push(s, MissionToTake(t.seat))


STEPS.decision(ChooseFigure, prompt=lambda s, t: f"Plan B: choose {'Chaos' if s.chaos else 'another player'}'s "
                                                 "Adult or Child figure on the Spacetime grid",  # (solo: a review)
               accepts=(OceanFigure,), moves=lambda s, t: [OceanFigure(j, f) for j, f in plan_b_figures(s, t.seat)],
               check=_figure_check, apply=_figure_apply)
STEPS.decision(Contribution, prompt=_circle_prompt, accepts=(OceanCircle,),
               moves=lambda s, t: [OceanCircle(True), OceanCircle(False)],
               check=lambda s, t, e: None, apply=_circle_apply,
               skip_if=lambda s, t: s.dyst.circled[t.seat] >= TRACK.spaces)
STEPS.decision(Drawing, prompt=_draw_prompt, accepts=(OceanDraw, OceanEnd), moves=_draw_moves,
               check=_draw_check, apply=_draw_apply, skip_if=_nothing_to_draw)
STEPS.auto(RegionMission, _finish)
