"""Restart's mutable state. It round-trips through msgpack: only lists, dicts with str keys,
ints, strs, bools and Structs. Cards are numbers (Event 1xx-4xx, Mission 5xx-7xx); Objectives
and Characters are indexes into content. Decks hold no order: the Event deck is a sorted list
(an unordered pile; chance draws one card), plus the cards returned to its bottom, in order."""
from __future__ import annotations

import msgspec

from typing import Union

from engine.core.steps import Task
from engine.restart.chaos.state import ChaosState
from engine.restart.dystopias import state_types

OBJECTIVE_BASE = 100  # a figure position >= 100 is Objective space (position - 100)
NO_SPACE = -1

# Each dystopia's state slice, tagged by its name: one tagged union over the packages found.
DystopiaState = Union[state_types()]  # type: ignore[valid-type]
# The tagged union of every task kind. msgspec reads this annotation when it first encodes or
# decodes a State; rules.py sets it to STEPS.union() once every module registered its kinds.
StepUnion = Task


class Options(msgspec.Struct, forbid_unknown_fields=True):
    dystopia: str = "pandemia"     # or "fate": Let Fate Decide from the dealt grid
    side_effects: list[str] = []   # Side Effects module: ids from data/side_effects.json
    season: bool = False           # five episodes as one game (season.py); side effects by Fatigue
    season_dystopias: str = "fate"  # season: fate | upfront (season_plan) | each_episode
    season_plan: list[str] = []    # season, upfront: the five dystopias in order
    chaos_level: str = "standard"  # solo (1 seat): the Chaos deck's level (chaos_deck.json)
    ruleset4: bool = False         # set only by ruleset 4's upcaster (rules.py): Chaos pays a black
                                   # arrow's price though it uses nothing the arrow gives (SOLO.md 6.1)
    ruleset5: bool = False         # set only by the upcasters of rulesets 3 to 5 (rules.py): each other
                                   # player accepts or declines their part of a benefit (Share)


class Player(msgspec.Struct):
    character: int = -1
    hand: list[int] = []           # acquisition order (the position says nothing of the card)
    start_hand: list[int] = []     # starting-hand cards still returnable on the first turn
    missions: list[int] = []       # card holder: uncompleted Missions
    objectives: list[int] = []     # card holder: completed Objectives
    completed: list[int] = []      # face-up Missions beside the Mind board
    discarded_missions: list[int] = []    # face down beside the Mind board
    discarded_objectives: list[int] = []
    time: int = 0
    void: int = 0
    adrenaline: int = 0
    # Per Mind board field (TRACK_INDEX: perception, intelligence, memory; Focus has none).
    tracks: list[str] = msgspec.field(default_factory=lambda: ["", "", ""])  # "F"/"A", bottom first
    studied: list[list[int]] = msgspec.field(default_factory=lambda: [[], [], []])  # last = topmost
    buried: list[list[int]] = msgspec.field(default_factory=lambda: [[], [], []])
    deep_buried: list[list[int]] = msgspec.field(default_factory=lambda: [[], [], []])
    adult: int = NO_SPACE          # grid space, OBJECTIVE_BASE + k, or -1 (beside the board)
    child: int = NO_SPACE
    field: int = -1                # Mind field (FIELD_INDEX) of the Action marker (-1 before the first turn)
    turns: int = 0                 # turns begun
    side_effects: list[str] = []   # the Side Effect cards this seat follows (side_effects.py)
    shadow: int = NO_SPACE         # Shadow token's grid space (placed at a time fault)
    bury_field: int = -1           # Obsession: the one field (TRACK_INDEX) Buried under


class Turn(msgspec.Struct):
    seat: int = 0
    field: int = -1                # -1 until the Action marker is placed this turn
    used: dict[str, int] = {}      # field actions used this turn, by icon
    void_taken: bool = False       # Memory: the Gain Void action instead of all others
    ability_used: bool = False     # the Character ability (once per turn)
    refreshed: bool = False        # same-colour Upcoming refreshed this turn
    returned: bool = False         # first turn: the one exchange of starting cards is done
    adrenaline_field: int = -1     # Hide and Sick: the field (TRACK_INDEX) Adrenaline went on
    acted: bool = False            # an action was begun this turn
    voids: list[list[int]] = []    # Complete a Mission: [space, colour index, free(0/1)] recolours
    benefits: list[list[int]] = []  # cards played this turn: [card, benefit taken (0/1)] (public)
    parts: list[list[int]] = []    # other players' parts gained unasked this turn: [seat, card] (the log says them)


class EpisodeRow(msgspec.Struct):
    """One column of the Season sheets (L303-308), per seat where a list."""
    dystopia: str
    points: list[int]
    totals: list[int]
    winners: list[int]
    completed: list[int]           # Missions completed (the finale's tie-break)
    mission_points: list[int]      # points from completed Missions (its second tie-break)
    top_cards: list[int]           # the top Event card of each grid space, grid order
    held: list[list[int]]          # the Missions left in each seat's card holder


class Season(msgspec.Struct):
    dystopias: str                 # fate | upfront | each_episode
    plan: list[str]                # upfront: the five dystopias
    totals: list[int]              # per seat, the season's Prosperity so far
    fatigue: list[str]             # per Fatigue threshold: its Side Effect id ("" not reached)
    episode: int = 1
    start_seat: int = 0
    characters: list[int] = []     # dealt in Episode I, kept (L313)
    rows: list[EpisodeRow] = []    # one per finished episode
    drawn: list[str] = []          # the Side Effect cards being chosen between


class State(msgspec.Struct):
    seats: int
    rows: int
    cols: int
    dystopia: str
    players: list[Player]
    grid: list[list[int]]          # per space (row * cols + col): the Event card stack, last on top
    objectives: list[int]          # per Objective space: Objective index or -1 (taken)
    objective_box: list[int]       # Objective cards not dealt (sorted)
    characters_box: list[int]
    upcoming: list[int]
    deck: list[int]                # Event deck, unordered (sorted)
    deck_bottom: list[int]         # cards returned to the bottom, in order (drawn last)
    discard: list[int]             # Event discard pile (face up)
    display: list[list[int]]       # Mission display: [difficulty index, Adrenaline on it]
    mission_deck: list[int]        # face-down Missions left per difficulty (stacked easy on top)
    mission_unseen: list[int]      # Missions never seen (deck, display, box): chance picks faces
    dyst: DystopiaState
    turn: Turn = msgspec.field(default_factory=Turn)
    tasks: list[StepUnion] = []    # the step machine's stack, top last (steps.py)
    faults: int = 0
    phase: str = "setup"           # setup, play, over
    end_reason: str = ""
    season: Season | None = None   # season mode only
    chaos: ChaosState | None = None  # solo only: Chaos is players[1] (engine/restart/chaos/)
    shares_asked: bool = False     # Options.ruleset5: each other player accepts or declines their part
