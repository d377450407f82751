"""Oceanrise for people: the public view of its slice, the board text, log lines and help. The
Map sheets are public (NOTES.md): each lies face up in front of its owner, and Plan B needs
the others' sheets and Contribution tracks to be judged."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.core.words import counted
from engine.restart.dystopias.oceanrise.content import (CITY, REGION_COLS, SECTOR_COLS, SECTOR_NAMES, SECTORS,
                                                        SHEET_ROWS, SYMBOL_NAME, region_label, region_of,
                                                        used_region_cols)
from engine.restart.dystopias.oceanrise.events import OceanCircle, OceanDraw, OceanEnd, OceanFigure
from engine.restart.dystopias.oceanrise.steps import TRACK, next_number, on_grid, position
from engine.restart.labels import player_name

HELP = (Path(__file__).parent / "data" / "help.txt").read_text().strip()


class OceanriseView(msgspec.Struct):
    sheets: list[list[str]]
    boxes: list[list[bool]]
    circled: list[int]
    plan: str
    region: int
    left: list[int]
    mission_due: bool
    drawer: int = -1  # the seat drawing (the turn's): another's Plan B on your figure read as yours


def contribution(circled: int) -> str:
    """"2/15 (2 pts, next 3 and a Mission)": what the circled numbers score and the next would
    (the track's values are ours, not printed on any card, so they are shown)."""
    following = ""
    if circled < TRACK.spaces:  # and whether the next is a Mission point (3, 6, 9, 12)
        mission = " and a Mission" if circled + 1 in TRACK.mission_points else ""
        following = f", next {TRACK.score(circled + 1)}{mission}"
    return f"{circled}/{TRACK.spaces} ({counted(TRACK.score(circled), 'pt')}{following})"


def view(s, seat) -> OceanriseView:
    d = s.dyst  # all public: the Map sheets and Contribution tracks lie face up
    return OceanriseView([list(x) for x in d.sheets], [list(b) for b in d.boxes], list(d.circled),
                         d.plan, d.region, list(d.left), d.mission_due, s.turn.seat if d.plan else -1)


def _cell(sheet: list[str], region: int, k: int) -> str:
    x = sheet[SECTORS * region + k]
    if k == CITY[region]:
        return x.lower() if x else "C"
    return x or "."


def sheet_cells(sheet: list[str], seats: int) -> list[list[tuple[str, tuple[int, int] | None]]]:
    """The sheet as lines of (character, (region, sector) or None for a rule): region columns
    split by |, region rows by a rule of - and +."""
    cols = used_region_cols(seats)
    out = []
    for row in range(SHEET_ROWS):
        if row and row % (SHEET_ROWS // 3) == 0:
            out.append([(ch, None) for ch in "+".join("-" * SECTOR_COLS for _ in cols)])
        rr, r = divmod(row, SHEET_ROWS // 3)
        line: list[tuple[str, tuple[int, int] | None]] = []
        for k, rc in enumerate(cols):
            if k:
                line.append(("|", None))
            for c in range(SECTOR_COLS):
                region, sector = REGION_COLS * rr + rc, SECTOR_COLS * r + c
                line.append((_cell(sheet, region, sector), (region, sector)))
        out.append(line)
    return out


def sheet_lines(sheet: list[str], seats: int) -> list[str]:
    """The sheet as text (see `sheet_cells`)."""
    return ["".join(ch for ch, _ in line) for line in sheet_cells(sheet, seats)]


def render(v: OceanriseView, names: list[str]) -> str:
    seats = len(v.sheets)
    out = ["Oceanrise Map sheets (. blank, C City, W/L/F wildlife/lake/forest, lower case: on the City;"
           " rows future/present/past):"]
    width = len(sheet_lines(v.sheets[0], seats)[0])
    out.append("  " + "  ".join(n[:width].ljust(width) for n in names))
    columns = [sheet_lines(sh, seats) for sh in v.sheets]
    for parts in zip(*columns):
        out.append("  " + "  ".join(parts))
    for i, n in enumerate(names):
        c = v.circled[i]
        out.append(f"  {n}: Contribution {contribution(c)}; Mission points "
                   f"{','.join(map(str, TRACK.mission_points))}, region boxes crossed {sum(v.boxes[i])}")
    if v.plan and v.region >= 0:
        w, lake, f = v.left
        plan = "Plan A" if v.plan == "plan_a" else "Plan B"
        out.append(f"  {names[v.drawer]} draws ({plan}) in {region_label(v.region)}:"
                   f" left {w} wildlife, {lake} lake, {f} forest"
                   + (" · Mission after drawing" if v.mission_due else ""))
    return "\n".join(out)


def ends_city(s, e) -> bool:
    """A draw on the City of the region being drawn in (a symbol there ends the City, L564)."""
    return isinstance(e, OceanDraw) and s.dystopia == "oceanrise" and e.sector == CITY[s.dyst.region]


def describe(s, e, who: str) -> str | None:
    """Short lines: the log already names the player who decides."""
    d = s.dyst
    if isinstance(e, OceanFigure):
        where = position(s, e.seat, e.figure)
        return (f"Plan B with {player_name(s, e.seat)}'s {e.figure.capitalize()}"
                + (f" in {region_label(region_of(where, s.cols))}" if on_grid(where) else ""))
    if isinstance(e, OceanCircle):
        if not e.take:
            return "Decline to circle a Contribution number"
        seat = s.tasks[-1].seat
        space, points, mission = next_number(d, seat)
        return f"Circle Contribution space {space} ({counted(points, 'point')})" + (", a Mission point" if mission else "")
    if isinstance(e, OceanDraw):
        city = " on the City (no longer a City)" if ends_city(s, e) else ""
        return (f"Draw a {SYMBOL_NAME.get(e.symbol, e.symbol)} in {region_label(d.region)}, "
                f"{SECTOR_NAMES[e.sector] if 0 <= e.sector < SECTORS else e.sector} sector{city}")
    if isinstance(e, OceanEnd):
        return "Stop drawing"
    return None
