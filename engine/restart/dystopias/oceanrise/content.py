"""Oceanrise's content, loaded from data/oceanrise.json and checked at import against every number
the rulebook prints: twelve regions of nine sectors with one City each, regions matching the
Spacetime grid (the rightmost column unused with 2 players), the crystal table, Mission points
at the 3rd/6th/9th/12th Contribution space, the final-scoring values and Green's example. The
City positions and the Contribution track's length and numbers are designed (NOTES.md)."""
from __future__ import annotations

from pathlib import Path

from engine.restart.content import GAME, MIND_BOARD
from engine.restart.content_checks import Check, decode
from engine.restart.labels import AGES
from engine.restart.schema import _S

DATA = Path(__file__).parent / "data"
SYMBOLS = ("W", "L", "F")   # wildlife, lake, forest: the order of the crystal table's rows
SYMBOL_NAME = {"W": "wildlife", "L": "lake", "F": "forest"}
PRINTED_TABLE = {"perception_wildlife": (0, 0, 1, 1, 1, 1, 2),
                 "intelligence_lake": (1, 1, 1, 1, 2, 2, 3),
                 "memory_forest": (0, 1, 2, 3, 4, 5, 6)}


class City(_S):
    region: tuple[int, int]   # [region row, region column]
    sector: tuple[int, int]   # [sector row, sector column] inside the region


class MapSheet(_S):
    region_rows: int
    region_cols: int
    sectors_per_region: tuple[int, int]
    coordinates: str
    cities: tuple[City, ...]
    unused_region_cols_by_players: dict[str, tuple[int, ...]]
    region_mission_boxes: str


class Symbols(_S):
    wildlife: str
    lake: str
    forest: str


class CrystalTable(_S):
    perception_wildlife: tuple[int, ...]
    intelligence_lake: tuple[int, ...]
    memory_forest: tuple[int, ...]

    def allowances(self, perception: int, intelligence: int, memory: int) -> list[int]:
        """[wildlife, lake, forest] you may draw with these crystal counts."""
        return [self.perception_wildlife[perception], self.intelligence_lake[intelligence],
                self.memory_forest[memory]]


class ContributionTrack(_S):
    spaces: int
    points: tuple[int, ...]
    mission_points: tuple[int, ...]

    def score(self, circled: int) -> int:
        """The rightmost circled number (0 when none is circled)."""
        return self.points[circled - 1] if circled else 0


class Scoring(_S):
    full_column: int
    column_sectors: int
    wildlife_with_city: int
    lake_with_city: int


class Oceanrise(_S):
    map_sheet: MapSheet
    symbols: Symbols
    crystal_table: CrystalTable
    contribution_track: ContributionTrack
    scoring: Scoring


def _check(o: Oceanrise) -> None:
    need = Check("oceanrise.json")
    m = o.map_sheet
    need((m.region_rows, m.region_cols) == (3, 4) and m.sectors_per_region == (3, 3),
         "the Map sheet: twelve regions, each containing nine sectors")
    grids = {g.players: g for g in GAME.grid}
    for players, g in grids.items():
        unused = m.unused_region_cols_by_players.get(str(players), ())
        need(g.rows == m.region_rows and g.columns == m.region_cols - len(unused)
             and all(c >= g.columns for c in unused),
             f"{players} players: each region corresponds to the Spacetime grid space in the same "
             f"position; the rightmost column of regions is not used with 2 players")
    need(tuple(m.unused_region_cols_by_players["2"]) == (3,), "2 players: the rightmost column is not used")
    regions = [c.region for c in m.cities]
    need(sorted(regions) == [(r, c) for r in range(3) for c in range(4)],
         "eight sectors of each region are blank and one contains a City")
    need(all(0 <= x < 3 for c in m.cities for x in c.sector), "a City is a sector of its region")
    need(sorted(3 * c.region[1] + c.sector[1] for c in m.cities) == list(range(12)),
         "designed: each column of nine sectors holds exactly one City (NOTES.md)")
    need((o.symbols.wildlife, o.symbols.lake, o.symbols.forest) == SYMBOLS,
         "wildlife, lake and forest symbols")
    for row, printed in PRINTED_TABLE.items():
        need(getattr(o.crystal_table, row) == printed, f"crystal table, {row}: {printed} for 0..6 crystals")
        need(len(printed) == MIND_BOARD.track_spaces + 1, "the crystal table counts 0..6 crystals")
    ct = o.contribution_track
    need(ct.mission_points == (3, 6, 9, 12), "Mission points at the third, sixth, ninth and twelfth space")
    need(ct.spaces >= 12 and len(ct.points) == ct.spaces, "the Contribution track has a twelfth space")
    need(all(a < b for a, b in zip(ct.points, ct.points[1:])) and ct.points[0] > 0,
         "designed: each circled number is worth more than the one before (NOTES.md)")
    s = o.scoring
    need((s.full_column, s.column_sectors, s.wildlife_with_city, s.lake_with_city) == (6, 9, 2, 1),
         "final scoring: 6 per column of nine drawn sectors, 2 per wildlife and 1 per lake with a City")
    need(s.column_sectors == 3 * m.region_rows, "a column of sectors holds nine sectors")
    need(o.crystal_table.allowances(2, 4, 3) == [1, 2, 3],
         "Green's example: 2/4/3 crystals draw one wildlife, two lakes and three forests")


def load(data: Path = DATA) -> Oceanrise:
    """Decode and validate data/oceanrise.json; raises ContentError on the first problem."""
    o = decode(data, "oceanrise.json", Oceanrise)
    _check(o)
    return o


OCEANRISE: Oceanrise = load()


# -- the Map sheet's geometry -------------------------------------------------------------------
SHEET = OCEANRISE.map_sheet
REGION_COLS = SHEET.region_cols
SECTORS = SHEET.sectors_per_region[0] * SHEET.sectors_per_region[1]   # per region
SECTOR_ROWS, SECTOR_COLS = SHEET.sectors_per_region
SHEET_ROWS = SHEET.region_rows * SECTOR_ROWS   # a column of sectors: nine
REGIONS = SHEET.region_rows * REGION_COLS
CITY = [0] * REGIONS   # per region: the City's sector (3r + c)
for _c in SHEET.cities:
    CITY[REGION_COLS * _c.region[0] + _c.region[1]] = SECTOR_COLS * _c.sector[0] + _c.sector[1]


def region_of(space: int, grid_cols: int) -> int:
    """The region of a Spacetime grid space (row * grid_cols + col): same row and column."""
    row, col = divmod(space, grid_cols)
    return REGION_COLS * row + col


def sheet_sector(sheet: list[str], row: int, col: int) -> str:
    """The symbol at sector row `row`, column `col` of the whole sheet (9 x 12)."""
    region = REGION_COLS * (row // SECTOR_ROWS) + col // SECTOR_COLS
    return sheet[SECTORS * region + SECTOR_COLS * (row % SECTOR_ROWS) + col % SECTOR_COLS]


def used_region_cols(seats: int) -> list[int]:
    unused = SHEET.unused_region_cols_by_players[str(seats)]
    return [c for c in range(REGION_COLS) if c not in unused]


SECTOR_NAMES = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom",
                "bottom-right")


def region_label(region: int) -> str:
    """Named like its Spacetime grid space: "Future 1" is the top-left region."""
    row, col = divmod(region, REGION_COLS)
    return f"{AGES[row]} {col + 1}"
