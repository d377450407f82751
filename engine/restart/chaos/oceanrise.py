"""Solo Oceanrise (printed, L602-620): Chaos draws as many symbols as its crystals allow, wildlife,
then lake, then forest, in the region's sectors top to bottom, left to right, Cities included
(L604, L609). Plan A when its Adult's region has a blank sector, else Plan B (L605). For Plan B it
uses your Child when your Adult is in an Objective space, else your figure in the region with the
most symbols on its Map sheet (tie: your Adult's); a region with no blank sector is passed over,
and with none left it forgoes the action and you are not asked (L608, L610; SOLO.md §9.4 reading
(b)). When you perform Plan B with its figure, its Contribution number is circled, no question
(L611). Its scoring adds 8/5/3 for each wildlife/lake/forest drawn in a City sector (L617-619)."""
from __future__ import annotations

from engine.core.steps import pop
from engine.core.words import counted
from engine.restart.chaos import CHAOS, say
from engine.restart.chaos.answers import answers, decide
from engine.restart.chaos.plans import EXTRA_POINTS, PLAN_CHOICE
from engine.restart.dystopias.oceanrise.content import (CITY, REGIONS, SECTOR_NAMES, SECTORS, SYMBOL_NAME, SYMBOLS,
                                                        region_label, region_of)
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.dystopias.oceanrise.steps import TRACK, ChooseFigure, Contribution, Drawing, next_number, on_grid
from engine.restart.state import OBJECTIVE_BASE

CITY_BONUS = {"W": 8, "L": 5, "F": 3}
HUMAN = 0


def _region(s, space: int) -> list[str] | None:
    """Chaos's Map sheet region of a grid space (None when the space is in no region)."""
    if not on_grid(space):
        return None
    r = region_of(space, s.cols)
    return s.dyst.sheets[CHAOS][SECTORS * r:SECTORS * (r + 1)]


def choose(s) -> str:
    region = _region(s, s.players[CHAOS].adult)
    return "plan_a" if region is not None and not all(region) else "plan_b"


def figure(s) -> str | None:
    """Which of your figures Chaos uses for Plan B, or None (it forgoes)."""
    you = s.players[HUMAN]
    figures = ("child",) if you.adult >= OBJECTIVE_BASE else ("adult", "child")
    open_ = []
    for f in figures:
        region = _region(s, you.adult if f == "adult" else you.child)
        if region is not None and not all(region):
            open_.append((-sum(1 for x in region if x), f != "adult", f))
    return min(open_)[2] if open_ else None


@answers(ChooseFigure)
def _figure(s, t) -> None:
    f = figure(s)
    if f is None:
        pop(s)  # the Drawing step finds no region and is passed over
        say(s, "forgoes Plan B: your figures' regions on its Map sheet are full")
        return
    say(s, f"uses your {f} for Plan B")
    decide(s, t, OceanFigure(HUMAN, f))


@answers(Drawing)
def _draw(s, t) -> None:
    d = s.dyst
    if d.region < 0:
        pop(s)
        return
    cells = d.sheets[CHAOS][SECTORS * d.region:SECTORS * (d.region + 1)]
    blank = next((k for k, x in enumerate(cells) if not x), None)
    symbol = next((sym for i, sym in enumerate(SYMBOLS) if d.left[i]), None)
    if blank is None or symbol is None:
        decide(s, t, OceanEnd())
        return
    say(s, f"draws a {SYMBOL_NAME[symbol]} in {region_label(d.region)}, {SECTOR_NAMES[blank]} sector"  # as yours read
        + (" (a City)" if blank == CITY[d.region] else ""))
    decide(s, t, OceanDraw(symbol, blank))


@answers(Contribution)
def _circle(s, t) -> None:
    """You performed Plan B with a Chaos figure: you circle its next number (L611)."""
    if s.dyst.circled[CHAOS] >= TRACK.spaces:
        pop(s)
        return
    space, points, mission = next_number(s.dyst, CHAOS)  # said: a Mission it took read as unexplained (an audit)
    say(s, f"circles its Contribution space {space} ({counted(points, 'point')})"
        + (", a Mission point: it takes a Mission" if mission else ""))
    decide(s, t, OceanCircle(True))


def city_points(sheet: list[str]) -> int:
    return sum(CITY_BONUS.get(sheet[SECTORS * r + CITY[r]], 0) for r in range(REGIONS))


def _extra(s) -> dict[str, int]:
    return {"plan_a": city_points(s.dyst.sheets[CHAOS])}


PLAN_CHOICE["oceanrise"] = choose
EXTRA_POINTS["oceanrise"] = _extra
