"""Anomie's content, loaded from data/anomie.json and checked at import against every number the
rulebook prints: 2 Senator tokens and 5 Progress markers per colour, the Law space and the four
Bill spaces (Health-Education and Culture-Economy opposite), the crystal tables for 0..6
crystals, stacks of at most 3 paying x2 / x3, six-space Bill tracks scoring 2/3/4/6/7/8, and the
numbers of the two printed examples (Red's maneuver, Green's maneuver + support). The board
layout, the Law track and the Mission points are designed (NOTES.md).

The board's geometry is here too: a space is `row * cols + col`."""
from __future__ import annotations

from pathlib import Path
from typing import Literal

from engine.restart.content import MIND_BOARD
from engine.restart.content_checks import Check, decode
from engine.restart.labels import SEAT_NAMES
from engine.restart.schema import _S

DATA = Path(__file__).parent / "data"
Pos = tuple[int, int]
Extra = Literal["none", "opposite", "any_other"]
PRINTED_BILLS = ("health", "culture", "education", "economy")
PRINTED_TABLES = {"perception_law_spaces": (1, 2, 2, 3, 3, 3, 4),
                  "perception_extra_bill": ("none",) * 3 + ("opposite",) * 3 + ("any_other",),
                  "intelligence_maneuver_through": (0, 1, 1, 1, 2, 2, 3),
                  "memory_support_under": (0, 0, 1, 1, 1, 1, 2)}


class StartSpaces(_S):
    side: str
    left: Pos
    middle: Pos
    right: Pos


class Board(_S):
    rows: int
    cols: int
    coordinates: str
    veto: tuple[Pos, ...]
    law: Pos
    bills: dict[str, Pos]
    start_spaces: dict[str, StartSpaces]


class CrystalEffects(_S):
    perception_law_spaces: tuple[int, ...]      # Plan A on the Law space: spaces advanced
    perception_extra_bill: tuple[Extra, ...]    # Plan B on a Bill space: the extra track
    intelligence_maneuver_through: tuple[int, ...]  # 0: no Maneuver
    memory_support_under: tuple[int, ...]       # 0: no Support


class Track(_S):
    spaces: int
    points: tuple[int, ...]
    mission_points: tuple[int, ...]

    def score(self, space: int) -> int:
        """The points shown on the marker's space (0: not on the track)."""
        return self.points[space - 1] if space else 0

    def advance(self, space: int, by: int) -> tuple[int, int]:
        """(new space, Mission points reached or passed): entering the track uses 1 of the
        movement (0 = off the track), and a marker stops at the last space."""
        after = min(self.spaces, space + by)
        return after, sum(1 for p in self.mission_points if space < p <= after)


class Anomie(_S):
    board: Board
    senators_per_player: int
    progress_markers_per_player: int
    max_stack: int
    bill_order: tuple[str, ...]
    opposite: dict[str, str]
    crystal_effects: CrystalEffects
    multiplier_by_stack_size: dict[str, int]
    law_track: Track
    bill_tracks: Track
    entering_a_track_costs: int


def _check(a: Anomie) -> None:
    need = Check("anomie.json")
    b = a.board
    need(a.senators_per_player == 2 and a.progress_markers_per_player == 5,
         "each player takes 2 Senator tokens and 5 Progress markers")
    need(a.bill_order == PRINTED_BILLS and set(b.bills) == set(PRINTED_BILLS),
         "four Bill tracks: Health, Culture, Education, Economy")
    need(a.progress_markers_per_player == 1 + len(a.bill_order), "one Progress marker per Anomie track")
    need(a.opposite == {"health": "education", "education": "health", "culture": "economy",
                        "economy": "culture"}, "Health and Education are opposite, Culture and Economy are opposite")
    for name, printed in PRINTED_TABLES.items():
        need(getattr(a.crystal_effects, name) == printed, f"crystal table {name}: {printed} for 0..6 crystals")
        need(len(printed) == MIND_BOARD.track_spaces + 1, "the crystal tables count 0..6 crystals")
    need(a.max_stack == 3 and a.multiplier_by_stack_size == {"2": 2, "3": 3},
         "Support under 1 or 2 other tokens: a stack of 2 gains double, of 3 triple the benefit")
    need(a.max_stack == 1 + max(a.crystal_effects.memory_support_under), "a stack holds at most 3 tokens")
    bt, lt = a.bill_tracks, a.law_track
    need(bt.spaces == 6 and bt.points == (2, 3, 4, 6, 7, 8), "Bill tracks: spaces 1-6 score 2, 3, 4, 6, 7, 8")
    need(a.entering_a_track_costs == 1, "moving onto the first space of a track uses 1 of your movement")
    need(lt.spaces > bt.spaces, "one long Law track and four short Bill tracks")
    for t in (lt, bt):
        need(len(t.points) == t.spaces and all(x < y for x, y in zip(t.points, t.points[1:])),
             "designed: a point value per space, rising along the track (NOTES.md)")
        mp = list(t.mission_points)
        need(mp and mp == sorted(set(mp)) and 1 <= mp[0] and mp[-1] <= t.spaces, "Mission points on the track")
    # the board (designed, NOTES.md)
    cells = {(r, c) for r in range(b.rows) for c in range(b.cols)}
    special = [*b.veto, b.law, *b.bills.values()]
    need(set(special) <= cells and len(set(special)) == len(special),
         "the Veto, Law and Bill spaces are distinct spaces of the board")
    need(all(abs(p[0] - b.law[0]) + abs(p[1] - b.law[1]) == 1 for p in b.bills.values()),
         "designed: every Bill space is orthogonally adjacent to the Law space (Support Bill <-> Law)")
    need(set(b.start_spaces) == {n.lower() for n in SEAT_NAMES}, "three starting spaces for each player colour")
    starts = [p for s in b.start_spaces.values() for p in (s.left, s.middle, s.right)]
    need(set(starts) <= cells - set(special) and len(set(starts)) == len(starts),
         "starting spaces are ordinary spaces, three per colour")
    for s in b.start_spaces.values():
        need(abs(s.right[0] - s.middle[0]) + abs(s.right[1] - s.middle[1]) == 1
             and (s.left[0] + s.right[0], s.left[1] + s.right[1]) == (2 * s.middle[0], 2 * s.middle[1]),
             "the first Senator in the middle of the 3 spaces of its colour, the other on the space to its right")
    _check_examples(a)


def _check_examples(a: Anomie) -> None:
    """The numbers of the printed examples (the board moves are replayed in the tests)."""
    need = Check("examples")
    ce, lt = a.crystal_effects, a.law_track
    need(ce.intelligence_maneuver_through[1] == 1 and ce.perception_law_spaces[0] == 1,
         "Red: 1 Intelligence crystal maneuvers through one Veto space; Plan A on the Law space advances 1")
    need(ce.intelligence_maneuver_through[6] == 3 and ce.memory_support_under[2] == 1,
         "Green: 6 Intelligence crystals maneuver through three spaces; 2 Memory crystals support under one")
    red, green = ce.perception_law_spaces[2], ce.perception_law_spaces[1] * a.multiplier_by_stack_size["2"]
    need((red, green) == (2, 4), "Green's example: Red advances two spaces, Green four (a double benefit)")
    need(lt.advance(2, red)[1] == 0 and lt.advance(0, green)[1] == 0,
         "designed: Green's example (Red 2 -> 4, Green 0 -> 4) reaches no Mission point, as printed")


def load(data: Path = DATA) -> Anomie:
    """Decode and validate data/anomie.json; raises ContentError on the first problem."""
    a = decode(data, "anomie.json", Anomie)
    _check(a)
    return a


ANOMIE: Anomie = load()


# -- the board's geometry -----------------------------------------------------------------------
BOARD = ANOMIE.board
ROWS, COLS = BOARD.rows, BOARD.cols
TABLE = ANOMIE.crystal_effects
BILLS = ANOMIE.bill_order              # Bill track index -> name (the board's order, top to bottom)
LAW_TRACK, BILL_TRACK = ANOMIE.law_track, ANOMIE.bill_tracks
DIRECTIONS = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}
STARTS = ("left", "middle", "right")
TOKENS = ANOMIE.senators_per_player    # token k of a seat: 0 set up in the middle, 1 to its right


def at(pos: Pos) -> int:
    return pos[0] * COLS + pos[1]


LAW = at(BOARD.law)
BILL_AT = {at(pos): BILLS.index(name) for name, pos in BOARD.bills.items()}   # space -> Bill index
VETO = frozenset(at(p) for p in BOARD.veto)
OPPOSITE = tuple(BILLS.index(ANOMIE.opposite[name]) for name in BILLS)


def start_space(seat: int, which: str) -> int:
    return at(getattr(BOARD.start_spaces[SEAT_NAMES[seat].lower()], which))


def neighbour(space: int, direction: str) -> int | None:
    """The orthogonally adjacent space, None off the board."""
    dr, dc = DIRECTIONS[direction]
    r, c = divmod(space, COLS)
    r, c = r + dr, c + dc
    return r * COLS + c if 0 <= r < ROWS and 0 <= c < COLS else None


def senator(k: int) -> str:
    """A seat's Senator `k` (0 or 1 in events) as people count: "Senator 1" or "Senator 2"."""
    return f"Senator {k + 1}"


COLUMN_NAMES = "ABCDEFGHI"  # people's names of the columns, left to right; rows count from 1 at the top


def space_name(space: int) -> str:
    """A space as people read it on the board: the Law or a Bill space, else column letter and
    row number ("D1": the top row, fourth column), as the board panel labels its edges."""
    if space == LAW:
        return "the Law space"
    if space in BILL_AT:
        return f"the {BILLS[BILL_AT[space]].capitalize()} space"
    row, col = divmod(space, COLS)
    return f"{COLUMN_NAMES[col]}{row + 1}"
