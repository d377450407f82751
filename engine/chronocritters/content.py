"""Chronocritters' content, decoded once from data/*.json into frozen Structs and checked.

Every number the rulebook prints is checked at import: 17/26/34 standard dice on the outer ring
for 2/3/4 players, 3x20 standard and 3x6 precious dice, 12 starting quests, 4x5 value and 4x5
colour hard disc quests, 4x9 seasonal docking quests, 14 + 13 bonus docking tiles, 4x3 year
goals, the seasons of the 7 rounds (1 spring, 2 each of summer, autumn, winter), 12 dam
markers, wood and sand at most 6, energy tracks of 3, at most 3 portals, the peacock's 6 gold
and 4/6/10 VPs, the adjustment tokens by seat order and the portal values of the purple die.
A data file that breaks one stops the import with a ContentError. Values the rulebook does not
print are explained in NOTES.md.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal

import msgspec

from engine.core.errors import ContentError

DATA = Path(__file__).parent / "data"

SEASONS = ("spring", "summer", "autumn", "winter")
DICE = ("green", "orange", "purple")
CRITTERS = ("eagle", "varan", "beaver", "peacock")
UPGRADABLE = CRITTERS[:3]
TILE_COLOURS = {"spring": "green", "summer": "yellow", "autumn": "orange", "winter": "blue"}
# The 12 quest spots around the 3x3 grid: a row's left/right end, a column's top/bottom end.
SPOTS = ("r0L", "r0R", "r1L", "r1R", "r2L", "r2R", "c0T", "c0B", "c1T", "c1B", "c2T", "c2B")

RewardKind = Literal["vp", "gold", "wood", "sand", "berry", "berry_present", "berry_any", "energy",
                     "die", "die_any", "adjust", "raise", "portal_up", "colour_quest",
                     "value_quest", "dam"]
Season = Literal["spring", "summer", "autumn", "winter"]
DieColour = Literal["green", "orange", "purple"]
Action = Literal["dam", "sand", "value", "colour", "docking", "berries", "peacock", "energy",
                 "bonus", "mining"]
Scoring = Literal["dam_markers", "die_pips", "pairs", "critter_levels", "gold", "mines",
                  "completed_quests", "portal_dice_left", "goals"]
Need = Literal["dam_markers", "completed_quests", "critter_upgrades", "mines", "docking_done"]


class Reward(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: RewardKind
    n: int = 1
    season: str = ""   # berry: which season
    colour: str = ""   # die: which colour


class RingSpace(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    segment: int       # 0..6, the round whose board segment holds it
    colour: DieColour
    players: int       # 2: always filled, 3: the 3+ icon, 4: the 4 icon


class Spot(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    unlimited: bool = False
    players: int = 2   # 3: a 3+ player spot
    berries: int = 0   # paid to use the spot (any season)
    dice: int = 0      # paid to use the spot (any colour and value)
    gain: int = 0      # Taking berries: how many
    ruleset8: bool = False  # on the board of rulesets 4 to 8 only: the central disc's 3+ spots,
                            # which L99's "4 action slots" leave no room for (NOTES.md)


class DamColumn(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    reward: Reward
    first: int
    second: int
    players: int


class Dam(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    rows: int
    columns: list[DamColumn]


class Board(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    rounds: list[Season]
    ring: list[RingSpace]
    standard_dice: dict[str, int]
    standard_per_colour: int
    precious_per_colour: int
    actions: dict[Action, list[Spot]]
    seasonal: dict[Season, Action]
    dam: Dam
    value_offer: list[int]
    colour_offer: list[int]
    colour_offer_rewards: list[Reward]
    pair_vps: dict[Season, int]
    pairs_final: list[int]
    portal_values: list[int]
    adjustment_tokens: list[list[int]]
    dam_markers: int
    wood_max: int
    sand_max: int
    energy_max: int
    portals: int
    peacock_cost: int
    peacock_vps: list[int]
    spot_bonuses: dict[str, Reward]


class PlayerBoard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    triangle: dict[str, list[Reward]]  # "eagle-varan" ...: gained when both are on the triangle
    mines_top: list[list[Reward]]
    mines_bottom: list[list[Reward]]   # bottom k sits below top k and k+1
    row_bonuses: list[list[Reward]]


class HardDiscQuest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    colour: str
    kind: Literal["value", "colour"]
    reward: list[Reward]
    low: int = 0
    high: int = 0
    dice: list[DieColour] = []


class HardDiscQuests(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    starting: list[HardDiscQuest]
    value: list[HardDiscQuest]
    colour: list[HardDiscQuest]


class DockingQuest(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    season: Season
    colour: str
    berries: dict[Season, int]
    sand: int
    reward: list[Reward]


class BonusTileI(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    reward: list[Reward]
    income: list[Reward]


class BonusTileII(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    scoring: Scoring
    per: int
    colour: str = ""
    or_flat: int = 0   # "or gain this many VPs instead" (the tile's bottom half)


class BonusTiles(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    I: list[BonusTileI]
    II: list[BonusTileII]


AutomaAction = Literal["dam", "die", "value", "colour", "docking", "berries", "mining", "energy", "bonus"]
CardAction = Literal["dam_or_tile", "hard_disc", "berries_or_docking", "die", "mining", "energy", "bonus"]


class SoloCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A solo card: the front (letter, arrow, number, die icon) says how the automa acts; the
    back says what it does when the card is flipped."""
    id: int
    letter: Literal["A", "B"]       # A: the top action of a two-action card, B: the bottom one
    arrow: Literal["left", "right"]
    number: int                     # spaces a marker moves; corners on the solo tile
    die: Literal["highest", "lowest"]
    action: CardAction

    @property
    def step(self) -> int:
        return -1 if self.arrow == "left" else 1


class TileSpace(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    action: AutomaAction
    corner: bool


class Solo(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    cards: list[SoloCard]
    tile: list[TileSpace]          # clockwise from the top-right corner
    tile_start: int                # the violet card on a red background (top-right)
    dam_setup_column: int          # the 3+ player space of the bottom row


class YearGoal(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    shape: str
    level: int
    side: Literal["front", "back"]
    need: Need
    count: int
    reward: list[Reward]
    income: list[Reward]


def _load(name: str, typ):
    try:
        return msgspec.json.decode((DATA / name).read_bytes(), type=typ)
    except msgspec.ValidationError as exc:
        raise ContentError(f"Chronocritters data/{name}: {exc}", "chronocritters.content") from exc


BOARD: Board = _load("board.json", Board)
PLAYER_BOARDS: list[PlayerBoard] = _load("player_boards.json", list[PlayerBoard])
_QUESTS: HardDiscQuests = _load("hard_disc_quests.json", HardDiscQuests)
DOCKING: list[DockingQuest] = _load("docking_quests.json", list[DockingQuest])
_TILES: BonusTiles = _load("bonus_tiles.json", BonusTiles)
YEAR_GOALS: list[YearGoal] = _load("year_goals.json", list[YearGoal])
SOLO: Solo = _load("solo.json", Solo)
SOLO_CARDS = {c.id: c for c in SOLO.cards}
DECK = 8  # L88 "8 solo cards": cards 1-8; ruleset 11 alone dealt all 10 (NOTES.md, Solo mode)


def solo_cards(options) -> list[int]:
    """The automa's cards in a game of these options, by number."""
    ten = options.ruleset11 and not options.ruleset10  # a log of ruleset 11 (rulesets 4-10 set both)
    return sorted(c for c in SOLO_CARDS if c <= DECK or ten)


STARTING = _QUESTS.starting
HARD_DISC: dict[str, HardDiscQuest] = {q.id: q for q in (*STARTING, *_QUESTS.value, *_QUESTS.colour)}
VALUE_IDS = sorted(q.id for q in _QUESTS.value)
COLOUR_IDS = sorted(q.id for q in _QUESTS.colour)
DOCKING_BY_ID = {q.id: q for q in DOCKING}
TILES_I = {t.id: t for t in _TILES.I}
TILES_II = {t.id: t for t in _TILES.II}
SHAPES = tuple(dict.fromkeys(g.shape for g in YEAR_GOALS))
GOALS = {(g.shape, g.level, g.side): g for g in YEAR_GOALS}
SIDES = ("front", "back")


def goal_sides(year_goals: str) -> list[str]:
    """The side of each year goal type in SHAPES order (L121 "choose the back or front side of
    each type"): the option names one side for every type, or one per type ("front,back,...")."""
    sides = year_goals.split(",")
    return sides * len(SHAPES) if len(sides) == 1 else sides


def tile_income(options, tile: str) -> list[Reward]:
    """A level I tile's income each season. Ruleset 6 gave BI01 the 2 VPs of L398's example
    ("the tile with an income of berries and 2 VPs"); the logs of rulesets 4 and 5 keep its
    berries alone (option ruleset5)."""
    income = TILES_I[tile].income
    return [r for r in income if r.kind != "vp"] if options.ruleset5 and tile == "BI01" else income


# Rulesets up to 9: grey 2's second and grey 4's first bottom mining space gave 3 VP, where L406's
# printed 5 VP instead of the resources always paid more (a review): ruleset 10 gives 3 gold and
# 2 energy, the kinds the other bottom spaces give. Logs of rulesets 4 to 9 keep 3 VP (ruleset9).
RULESET9_MINES = {(2, 4): [Reward("vp", 3)], (4, 3): [Reward("vp", 3)]}  # (board, space 0-4)


def mine_printed(options, board: int, space: int) -> list[Reward]:
    """What mining space `space` (0-2 top, 3-4 bottom) of player board `board` gives when a
    tool placed there takes its resources, not its printed VPs."""
    if options.ruleset9 and (board, space) in RULESET9_MINES:
        return RULESET9_MINES[board, space]
    b = PLAYER_BOARDS[board]
    return b.mines_top[space] if space < 3 else b.mines_bottom[space - 3]


def goal(options, shape: str, level: int) -> YearGoal:
    """The year goal of `shape` and `level` on the side the options chose for its type."""
    return GOALS[(shape, level, goal_sides(options.year_goals)[SHAPES.index(shape)])]


def board_players(seats: int) -> int:
    """The player count the board is set up for: solo is set up as a 2 player game."""
    return max(seats, 2)


def season_of(segment: int) -> str:
    return BOARD.rounds[segment % 7]


def segments(offset: int) -> str:
    """A portal's distance from the present in words: "2 segments back", "1 segment ahead"."""
    n = abs(offset)
    return f"{n} segment{'s' if n != 1 else ''} {'ahead' if offset > 0 else 'back'}"


def ring_place(space: int) -> str:
    """An outer-ring space in the words of the board: "segment 2 (space 3)", both from 1."""
    segment = BOARD.ring[space].segment
    place = sum(1 for x in BOARD.ring[:space] if x.segment == segment) + 1
    return f"segment {segment + 1} (space {place})"


def spot_spec(spot: str) -> Spot:
    """The printed action spot an id names ("sand.2"); an empty Spot for a ring die's or an
    unknown id."""
    name, _, index = spot.partition(".")
    spots = BOARD.actions.get(name, [])
    return spots[int(index)] if index.isdigit() and int(index) < len(spots) else Spot()


def spot_name(spot: str) -> str:
    """An action spot in words: "dam.0" -> "Dam action (spot 1)", "die.5" -> "ring segment 2
    (space 3)" (text.spot_text names the die on it too)."""
    if spot == "manage":
        return "Managing transmission portal"
    name, _, index = spot.partition(".")
    if name == "die":
        return f"ring {ring_place(int(index))}"
    return f"{name.capitalize()} action (spot {int(index) + 1})"


QUEST_SIDES = {"L": "left", "R": "right", "T": "top", "B": "bottom"}


def quest_spot_name(spot: str) -> str:
    """A quest spot around the transmission portal in words: "r0L" -> "row 1 left", "c2B" ->
    "column 3 bottom" (the event's code counts from 0, people from 1)."""
    return f"{'row' if spot[0] == 'r' else 'column'} {int(spot[1]) + 1} {QUEST_SIDES[spot[2]]}"


def quest_spot_code(spot: str) -> str:
    """A quest spot's short code for people, counted from 1 as its words are: "r0L" -> "r1L"."""
    return f"{spot[0]}{int(spot[1]) + 1}{spot[2]}"


def offer_name(offer: str) -> str:
    """An offer's key in words: "start_colour" -> "starting colour quest"."""
    return {"value": "value quest", "colour": "colour quest", "bonus1": "bonus tile I",
            "bonus2": "bonus tile II", "start_value": "starting value quest",
            "start_colour": "starting colour quest"}.get(offer, f"{offer} docking quest")


def line_cells(spot: str) -> tuple[int, int, int]:
    """The three grid cells (row-major 0..8) a quest spot reads."""
    k = int(spot[1])
    return (3 * k, 3 * k + 1, 3 * k + 2) if spot[0] == "r" else (k, k + 3, k + 6)


def _fail(what: str) -> None:
    raise ContentError(f"Chronocritters content: {what}", "chronocritters.content")


def _validate() -> None:
    b = BOARD
    if Counter(b.rounds) != {"spring": 1, "summer": 2, "autumn": 2, "winter": 2} or b.rounds[0] != "spring":
        _fail("7 rounds: 1 spring, then 2 each of summer, autumn, winter")
    for n, want in ((2, 17), (3, 26), (4, 34)):
        if b.standard_dice[str(n)] != want or sum(r.players <= n for r in b.ring) != want:
            _fail(f"{want} standard dice on the outer ring for {n} players")
    if b.standard_per_colour != 20 or b.precious_per_colour != 6:
        _fail("3x20 standard and 3x6 precious artifacts")
    if any(sum(r.colour == c for r in b.ring) + 4 > b.standard_per_colour for c in DICE):
        _fail("the ring and 4 players' starting dice must fit the 20 dice of a colour")
    if (b.dam_markers, b.wood_max, b.sand_max, b.energy_max, b.portals) != (12, 6, 6, 3, 3):
        _fail("12 dam markers, wood and sand at most 6, energy tracks of 3, at most 3 portals")
    if b.peacock_cost != 6 or b.peacock_vps != [4, 6, 10]:
        _fail("the peacock costs 6 gold and gives 4/6/10 VPs by critter level")
    if b.portal_values != [1, 1, 1, 2, 2, 2, 3, 3, 3]:
        _fail("a purple die 1-3 opens a portal of value 1, 4-6 of 2, 7-9 of 3")
    if b.adjustment_tokens != [[1, 1], [1, 2], [2, 2], [2, 3]]:
        _fail("starting adjustment tokens: +-1 +-1 / +-1 +-2 / +-2 +-2 / +-2 +-3")
    paid = [sp for spots in b.actions.values() for sp in spots if sp.players == 2]
    if not any(sp.berries for sp in paid) or not any(sp.dice for sp in paid):
        _fail("some action slots require payment of a berry or a die (for 2 players too)")
    if sum(not sp.ruleset8 for action in ("docking", "berries") for sp in b.actions[action]) != 4:
        _fail("the central disc's beige section has 4 action slots (L99), with any number of players")
    if b.seasonal["spring"] != "peacock" or sorted(b.seasonal.values()) != ["bonus", "energy", "mining", "peacock"]:
        _fail("one seasonal action per season, the peacock always in spring")
    if set(b.spot_bonuses) != set(SPOTS) or Counter(r.kind for r in b.spot_bonuses.values())["adjust"] != 1:
        _fail("a bonus icon under each of the 12 quest spots, one of them +-2 pips")
    if len(b.pairs_final) != len(SPOTS) + 1 or b.pairs_final[9] != 50:
        _fail("final scoring: a VP value per number of pairs (nine pairs are worth 50)")
    if (b.pair_vps["summer"], b.pair_vps["autumn"]) != (5, 3):
        _fail("a pair completed in summer is worth 5 VPs, in autumn 3")
    if len(b.value_offer) != 4 or len(b.colour_offer) != 4 or len(b.colour_offer_rewards) != 4:
        _fail("4 value and 4 colour hard disc quests on offer")
    if len(b.dam.columns) != 4 or b.dam.rows != 7:
        _fail("the dam: a row per round")
    q = _QUESTS
    if len(q.starting) != 12 or Counter(x.kind for x in q.starting) != {"value": 6, "colour": 6}:
        _fail("12 starting quests: enough for 1 more than 4 players of each type")
    if any(x.colour != "violet" for x in q.starting):
        _fail("starting quests are violet")
    for kind, quests in (("value", q.value), ("colour", q.colour)):
        if len(quests) != 20 or any(x.kind != kind for x in quests):
            _fail(f"20 {kind} hard disc quests of the {kind} kind")
    # L396 "It is sometimes possible to gain 3rd violet hard disc quests later": one of each
    # season's 10 on offer is violet (NOTES.md)
    if Counter(x.colour for x in q.value + q.colour) != {"violet": 4} | {c: 9 for c in TILE_COLOURS.values()}:
        _fail("9 hard disc quests on offer of each season's colour and 4 violet")
    for x in HARD_DISC.values():
        if x.kind == "colour" and len(x.dice) != 3 or x.kind == "value" and not 3 <= x.low <= x.high <= 27:
            _fail(f"quest {x.id}: 3 dice colours, or a value range 3..27")
    if Counter(d.season for d in DOCKING) != {s: 9 for s in SEASONS}:
        _fail("4x9 seasonal docking quests")
    if any(d.colour != TILE_COLOURS[d.season] for d in DOCKING):
        _fail("a docking quest has its season's colour")
    if len(TILES_I) != 14 or len(TILES_II) != 13:
        _fail("27 bonus docking tiles: 14 level I and 13 level II")
    if len(SHAPES) != 4 or Counter((g.shape, g.level) for g in YEAR_GOALS) != {
            (s, lv): 2 for s in SHAPES for lv in (1, 2, 3)}:
        _fail("4x3 double-sided year goals")
    if len(SOLO.cards) != 10 or sorted(SOLO_CARDS) != list(range(1, 11)):
        _fail("10 solo cards, numbered 1-10 (the first 8 dealt, L88; all 10 in ruleset-11 logs)")
    if len({(c.letter, c.arrow, c.number) for c in SOLO.cards}) != len(SOLO.cards):
        _fail("every solo card's front is its own (the face-up front names the next action)")
    if not all(1 <= c.number <= 3 for c in SOLO.cards) or not SOLO.tile[SOLO.tile_start].corner:
        _fail("solo cards move 1-3 spaces; the solo tile's marker starts on a corner")
    if b.dam.columns[SOLO.dam_setup_column].players != 3:
        _fail("the automa's setup marker sits on the 3+ player space of the dam")
    if len(PLAYER_BOARDS) != 5:
        _fail("the standard player board side and 4 grey sides")
    for pb in PLAYER_BOARDS:
        if len(pb.mines_top) != 3 or len(pb.mines_bottom) != 2 or len(pb.row_bonuses) != 2:
            _fail(f"player board {pb.name}: 5 mining spaces (3 above 2) and 2 row bonuses")
        if set(pb.triangle) != {"eagle-varan", "varan-beaver", "beaver-eagle"}:
            _fail(f"player board {pb.name}: the triangle's three lines")
        if any(all(r.kind == "vp" for r in rewards) for rewards in (*pb.mines_top, *pb.mines_bottom)):
            _fail(f"player board {pb.name}: a mining space's resources are no VPs (L406: its printed VPs are the other choice)")


_validate()
