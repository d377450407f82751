"""Chronocritters' mutable state (round-trips through msgpack). Piles hold no order (sorted
lists; a chance event draws one item), offers are lists left to right ("" = empty slot).
Time: the present is the board segment of the current round (round - 1); a portal keeps its
offset from the present, since the disc turns the portals with it."""
from __future__ import annotations

import msgspec

from engine.chronocritters.tasks import AnyTask

EMPTY = -1          # a free dam space
AUTOMA = 1          # the automa's participant index (solo: seat 0 plays against it)
SETUP_MARKER = -2   # the automa's setup marker on the dam: not counted for majorities


class Options(msgspec.Struct, forbid_unknown_fields=True, frozen=True):
    year_goals: str = "front"           # "front" or "back" for every year goal type, or a side per
                                        # type in SHAPES order: "front,back,front,back"
    alternative_boards: bool = False    # Variant 1: random grey player boards
    action_tiles: str = "standard"      # Variant 2: "standard", "random" or "<summer>,<autumn>,<winter>"
    ruleset4_dice: bool = False         # set only by ruleset 4's upcaster (rules.py): see dice.held
    ruleset5: bool = False              # set only by the upcasters of rulesets 4 and 5 (rules.py):
                                        # see content.tile_income and turn._upgrade
    ruleset6: bool = False              # set only by the upcasters of rulesets 4 to 6 (rules.py):
                                        # the setup's +-2 spot adjusts any die (setup._dice_apply)
    ruleset7: bool = False              # set only by the upcasters of rulesets 4 to 7 (rules.py): the
                                        # solo automa's dam markers may go on the 3+ space (solo.dam_spaces)
    ruleset8: bool = False              # set only by the upcasters of rulesets 4 to 8 (rules.py): the
                                        # central disc's 3+ spots are used (content.Spot.ruleset8)
    ruleset9: bool = False              # set only by the upcasters of rulesets 4 to 9 (rules.py): two
                                        # grey bottom mining spaces give 3 VP (content.mine_printed)
    ruleset10: bool = False             # set only by the upcasters of rulesets 4 to 10 (rules.py): the
                                        # automa's deck has 8 cards (content.solo_cards), as again from 12
    ruleset11: bool = False             # set only by the upcasters of rulesets 4 to 11 (rules.py): with
                                        # ruleset10 unset, the automa's deck has 10 cards (content.solo_cards)
    ruleset12: bool = False             # set only by the upcasters of rulesets 4 to 12 (rules.py): a marker
                                        # the player gained under keeps its place as the offer shifts (offers.take)
    ruleset13: bool = False             # set only by the upcasters of rulesets 4 to 13 (rules.py): two quests
                                        # leave each hard disc offer at a season's end (round_end._end_round)


class Die(msgspec.Struct, frozen=True, array_like=True):
    colour: str
    value: int


class Portal(msgspec.Struct, array_like=True):
    offset: int    # segments from the present (-3..3, not 0)
    value: int     # 1..3: rounds it stays open


class Slot(msgspec.Struct):
    """A quest spot of the transmission portal: its hard disc quest and its docking partner."""
    quest: str = ""
    done: bool = False
    dock: str = ""        # a completed docking quest or a bonus tile placed beside it


class Player(msgspec.Struct):
    board: int = 0        # index into PLAYER_BOARDS (0: the standard side)
    grid: list[Die | None] = msgspec.field(default_factory=lambda: [None] * 9)
    wood: int = 0
    sand: int = 0
    gold: int = 0
    vp: int = 0
    berries: dict[str, int] = msgspec.field(
        default_factory=lambda: {"spring": 0, "summer": 0, "autumn": 0, "winter": 0})
    energy: list[int] = msgspec.field(default_factory=lambda: [0, 0])
    levels: dict[str, int] = msgspec.field(default_factory=lambda: {"eagle": 1, "varan": 1, "beaver": 1})
    peacock: bool = False
    placed: dict[str, str] = msgspec.field(
        default_factory=lambda: {"eagle": "", "varan": "", "beaver": "", "peacock": ""})
    dam_left: int = 12
    mines: list[str] = msgspec.field(default_factory=lambda: [""] * 5)  # "", "res", "vp"
    portals: list[Portal] = []
    slots: dict[str, Slot] = {}
    beside: list[str] = []         # docking quests / tiles not paired with a quest
    pending: list[str] = []        # seasonal docking quests taken, not yet completed
    tokens: list[int] = []         # adjustment tokens left (pips)
    goals: list[str] = []          # "<shape>:<level>"
    eagle_bonus: int = 0           # level of the eagle's unused move bonus (0: none)
    drafted: list[str] = []        # starting quests chosen, not yet placed


class Turn(msgspec.Struct):
    seat: int = 0
    pos: int = -1                  # position in the turn order (-1: the round has not begun)
    acted: bool = False            # the main action was taken
    upgraded: bool = False         # one critter upgrade per turn


class Automa(msgspec.Struct):
    """The solo opponent. The deck holds no order: `top` is the face-up card whose front shows
    how the automa acts; the card flipped from the top says what it does. `markers` are the
    unused colour's dam markers: an index per offer, and "goals" for the year goals row."""
    deck: list[int] = []           # solo card ids under the top card (a set, kept sorted)
    discard: list[int] = []        # flipped this shuffle
    top: int = 0                   # 0: none drawn yet
    acted: int = 0                 # actions this round
    dam_left: int = 11             # 12 markers, one placed at setup
    markers: dict[str, int] = {}
    tile: int = 0                  # the solo tile's marker
    goals: list[str] = []          # year goals the automa removed
    last: str = ""                 # what it did last, for people


class State(msgspec.Struct):
    seats: int
    options: Options
    order: list[int]               # participants: seats, and AUTOMA in solo
    first_order: list[int]         # the order of round 1 (tie rule: later wins)
    ring: list[Die | None]         # per outer-ring space
    dam: list[list[int]]           # [row][column]: the participant of the marker, EMPTY, SETUP_MARKER
    offers: dict[str, list[str]]
    piles: dict[str, list[str]]
    removed: dict[str, list[str]]  # taken out of an offer, reshuffled when a pile runs out
    goals: dict[str, list[int]]    # per shape, the levels still there (top first)
    supply: dict[str, int]         # standard dice per colour
    precious: dict[str, int]       # precious dice per colour
    seasonal: dict[str, str]       # season -> its action (Variant 2 changes it)
    players: list[Player]
    spots: dict[str, list[list[int]]] = {}   # spot -> [seat, critter index] bottom to top
    round: int = 1
    turn: Turn = msgspec.field(default_factory=Turn)
    tasks: list[AnyTask] = []
    over: bool = False
    automa: Automa | None = None   # solo only
