"""Oceanrise's final scoring, per seat: Plan A is the Map sheet, every symbol on it (6 per
column of nine sectors all drawn; 2 per wildlife and 1 per lake in a region whose City is still
a City), Plan B the rightmost circled number on the Contribution track."""
from __future__ import annotations

from engine.restart.dystopias.oceanrise.content import (CITY, OCEANRISE, REGIONS, SECTOR_COLS, SECTORS,
                                                        SHEET_ROWS, region_label, sheet_sector,
                                                        used_region_cols)

# The printed final scoring's two parts (L596-600): every symbol on the Map sheet, whichever Plan
# drew it, and the Contribution track others' Plan B actions circle ("Plan A (all Map symbols)",
# named as the other dystopias' Plans, read as what Plan A drew: helper-283, helper-288)
TITLES = {"plan_a": "Map symbols", "plan_b": "Contribution track"}
POINTS = OCEANRISE.scoring


def full_columns(sheet: list[str], seats: int) -> int:
    cols = [SECTOR_COLS * rc + c for rc in used_region_cols(seats) for c in range(SECTOR_COLS)]
    return sum(all(sheet_sector(sheet, r, col) for r in range(SHEET_ROWS)) for col in cols)


def city_bonus(sheet: list[str], region: int) -> int:
    """Wildlife 2 and lake 1 each, if the region's City has no symbol drawn on it."""
    cells = sheet[SECTORS * region:SECTORS * (region + 1)]
    if cells[CITY[region]]:
        return 0
    return POINTS.wildlife_with_city * cells.count("W") + POINTS.lake_with_city * cells.count("L")


def map_points(sheet: list[str], seats: int) -> int:
    return (POINTS.full_column * full_columns(sheet, seats)
            + sum(city_bonus(sheet, r) for r in range(REGIONS)))


def score(s) -> list[dict[str, int]]:
    d = s.dyst
    return [{"plan_a": map_points(d.sheets[i], s.seats),
             "plan_b": OCEANRISE.contribution_track.score(d.circled[i])} for i in range(s.seats)]


def details(s, i: int) -> dict[str, str]:
    """Seat i's Map sheet points (full columns, then each region's bonus while its City stands)
    and its rightmost circled number."""
    sheet, seats = s.dyst.sheets[i], s.seats
    bonus = [f"{region_label(r)} +{city_bonus(sheet, r)}" for r in range(REGIONS) if city_bonus(sheet, r)]
    circled = s.dyst.circled[i]
    full = full_columns(sheet, seats)
    return {"plan_a": (f"{full} full columns x {POINTS.full_column}" if full else "no full column")
                      + (f", wildlife and lakes beside a City: {', '.join(bonus)}" if bonus else ""),
            "plan_b": (f"circled up to {circled}" if circled else "none circled")
                      + f": {OCEANRISE.contribution_track.score(circled)}"}
