"""Restart's content schema: the closed vocabularies (`Icon`, `Condition.kind`, `Ability`, so the
rules dispatch on them exhaustively) and the frozen Structs the data files decode into. The
numbers the rulebook prints are checked in content_checks.py; content.py loads the files.
A dystopia's content lives in its own package (dystopias/<name>/content.py)."""
from __future__ import annotations

from typing import Literal, get_args

import msgspec


Colour = Literal["green", "yellow", "blue", "purple"]
# The Action marker's four places: Focus is the Character card; the other three are the Mind
# board's fields, each with a track and a card space (the only fields an Event card can name).
Field = Literal["focus", "perception", "intelligence", "memory"]
BoardField = Literal["perception", "intelligence", "memory"]
Difficulty = Literal["easy", "medium", "hard"]
Age = Literal["future", "present", "past"]
Dystopia = Literal["pandemia", "anomie", "extinction", "oceanrise"]

# Every icon of the Iconography that stands for something a player does or gets.
Icon = Literal[
    # Focus actions
    "study",
    # Perception actions
    "move", "play_adult", "play_child", "complete_mission", "place_event",
    # Intelligence actions (Plan A / Plan B are the dystopia's actions)
    "plan_a", "plan_b", "bury", "deep_bury",
    # Resources, cards and Memory actions
    "time", "void", "fragment", "adrenaline", "event", "time_or_event", "mission",
]
# What can stand left of a benefit's black arrow (Fragments may never leave the Mind board,
# a Mission card is never spent).
Spendable = Literal["time", "void", "adrenaline", "event"]
# What other players may get from a shared benefit (the "several figures" icon).
Shared = Literal["time", "void", "adrenaline", "event", "time_or_event"]
BenefitKind = Literal["own", "shared", "exchange"]
Ability = Literal["study_draw", "free_void", "bury_adrenaline", "upcoming_swap"]
ConditionKind = Literal[
    "studied_cards",        # at least `count` Studied Event cards, all Mind fields together
    "studied_fields",       # Studied Event cards in at least `count` different Mind fields
    "studied_same_colour",  # at least `count` Studied Event cards of one colour
    "buried_cards",         # at least `count` Buried + Deep Buried Event cards
    "completed_missions",   # at least `count` completed Missions (of `difficulty` if given)
    "fragments_total",      # at least `count` Fragment crystals on the Mind board
    "fragments_one_track",  # at least `count` Fragment crystals on a single track
    "void_tokens",          # at least `count` Void tokens in the personal supply
    "time_tokens",          # at least `count` Time tokens in the personal supply
]

COLOURS: tuple[str, ...] = get_args(Colour)
FIELDS: tuple[str, ...] = get_args(Field)
BOARD_FIELDS: tuple[str, ...] = get_args(BoardField)
DIFFICULTIES: tuple[str, ...] = get_args(Difficulty)
ICONS: tuple[str, ...] = get_args(Icon)
ABILITIES: tuple[str, ...] = get_args(Ability)
CONDITION_KINDS: tuple[str, ...] = get_args(ConditionKind)

# The Iconography groups the action icons by Mind field; a benefit's action icons come from
# its own card's field ("one of the benefits that appears on Event cards with the Perception
# icon"), except Study: Focus has no cards of its own, so its icon may be on any card.
# Resource icons may appear on a card of any field.
FIELD_ACTIONS: dict[str, frozenset[str]] = {
    "focus": frozenset({"study"}),
    "perception": frozenset({"move", "play_adult", "play_child", "complete_mission", "place_event"}),
    "intelligence": frozenset({"plan_a", "plan_b", "bury", "deep_bury"}),
    "memory": frozenset(),
}
RESOURCE_ICONS = frozenset({"time", "void", "fragment", "adrenaline", "event", "time_or_event",
                            "mission"})
# "there is no card with this action on its left hand side": benefit-only icons.
BENEFIT_ONLY = frozenset({"place_event", "deep_bury"})

# Printed values checked below (rulebook page in brackets where it helps the reader).
PRINTED_DIFFICULTY = {  # cells, Time cost, points, discard penalty, fault Adrenaline, count, dots
    "easy": (3, 2, 4, 1, 1, 22, 1),
    "medium": (4, 3, 7, 2, 2, 17, 2),
    "hard": (5, 5, 13, 3, 3, 15, 3),
}



# -- Structs ---------------------------------------------------------------------------------
class _S(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    pass


class Benefit(_S):
    """The one-time benefit in the middle of an Event card, gained when it is played on the
    Spacetime grid. `gain` is yours; `others` (the several-figures icon) goes to every other
    player; `spend` (left of the black arrow) must be paid once to gain `gain`. Repeated icons
    mean that many (["time", "time"] is two Time tokens)."""
    gain: tuple[Icon, ...]
    others: tuple[Shared, ...] = ()
    spend: tuple[Spendable, ...] = ()

    @property
    def kind(self) -> str:
        return "exchange" if self.spend else "shared" if self.others else "own"

    @property
    def icons(self) -> frozenset[str]:
        return frozenset(self.gain) | frozenset(self.others) | frozenset(self.spend)


class TrackIcon(_S):
    """An icon printed on an Event card beside track space `at` (1 = bottom space): an extra
    action (white) or Prosperity points (gold). Crystals reach it when the track holds at
    least `at` crystals (for points at the end: a Fragment crystal in space `at` or higher)."""
    at: int
    action: Icon | None = None
    points: int = 0


class EventCard(_S):
    number: int
    name: str
    colour: Colour
    field: BoardField
    benefit: Benefit
    track: tuple[TrackIcon, ...]

    def actions_reached(self, crystals: int) -> tuple[str, ...]:
        """Extra actions this card gives as the topmost Studied card with `crystals` on the track."""
        return tuple(t.action for t in self.track if t.action and t.at <= crystals)

    def points_reached(self, reach: int) -> int:
        """Prosperity points of the icons a crystal in space `reach` reaches or passes."""
        return sum(t.points for t in self.track if t.at <= reach)

    @property
    def track_actions(self) -> tuple[str, ...]:
        return tuple(t.action for t in self.track if t.action)

    @property
    def max_points(self) -> int:
        return sum(t.points for t in self.track)


class Cell(msgspec.Struct, frozen=True, array_like=True, forbid_unknown_fields=True):
    row: int  # 0 = the top of the pattern (towards the future)
    col: int
    colour: Colour


class Mission(_S):
    number: int
    difficulty: Difficulty
    cost: int    # Time tokens
    points: int
    fits_3x3: bool  # may be dealt in a 2-player game (3x3 Spacetime grid)
    cells: tuple[Cell, ...]

    @property
    def height(self) -> int:
        return max(c.row for c in self.cells) + 1

    @property
    def width(self) -> int:
        return max(c.col for c in self.cells) + 1

    def placements(self, rows: int, cols: int) -> list[tuple[int, int]]:
        """Every (row, col) offset that puts the whole pattern, unrotated, inside the grid."""
        return [(dr, dc) for dr in range(rows) for dc in range(cols)
                if all(0 <= c.row + dr < rows and 0 <= c.col + dc < cols for c in self.cells)]

    def fits(self, rows: int, cols: int) -> bool:
        return bool(self.placements(rows, cols))


class DifficultyInfo(_S):
    name: Difficulty
    dots: int
    count: int
    cells: int
    cost: int
    points: int
    discard_penalty: int
    fault_adrenaline: int


class DeckRow(_S):
    players: int
    easy: int
    medium: int
    hard: int

    def count(self, difficulty: str) -> int:
        return getattr(self, difficulty)

    @property
    def total(self) -> int:
        return self.easy + self.medium + self.hard


class MissionDeck(_S):
    set_aside_easy_per_player: int
    display_per_player: int
    order: tuple[Difficulty, ...]  # top of the deck first
    by_players: tuple[DeckRow, ...]

    def row(self, players: int) -> DeckRow:
        for r in self.by_players:
            if r.players == players:
                return r
        raise KeyError(players)


class Condition(_S):
    kind: ConditionKind
    count: int
    difficulty: Difficulty | None = None


class Objective(_S):
    name: str
    points: int
    condition: Condition


class Character(_S):
    name: str
    field_hint: Field
    ability: Ability
    text: str


class MindField(_S):
    field: Field
    slot: Literal["character_card", "mind_board"]
    track: bool                                  # Focus (the Character card) has none
    base_actions: tuple[tuple[Icon, ...], ...]   # each inner tuple: one action, a choice among icons
    alternative: tuple[tuple[Icon, ...], ...]    # instead of all base actions (Memory: a Void token)
    track_actions: tuple[Icon, ...]              # what a Studied card may print beside the track


class MindBoard(_S):
    track_spaces: int
    fields: tuple[MindField, ...]

    def field(self, name: str) -> MindField:
        return next(f for f in self.fields if f.field == name)




class Components(_S):
    event_cards: int
    objective_cards: int
    mission_cards: int
    easy_missions: int
    medium_missions: int
    hard_missions: int
    mind_boards: int
    card_holders: int
    character_cards: int
    time_tokens: int
    void_tokens: int
    fragment_crystals: int
    adrenaline_crystals: int
    pandemia_dice: int
    progress_markers: int


class GridSize(_S):
    players: int
    rows: int
    columns: int
    objective_slots: int


class Setup(_S):
    hand_events: int
    upcoming_events: int
    time: int
    void: int
    adrenaline: int
    easy_missions: int
    card_holder: int
    child_start_row: Age


class TimeFault(_S):
    faults_to_end: int
    fragments_each: int
    threshold: Literal["players"]


class Scoring(_S):
    deep_buried: int
    adrenaline_in_supply: int


class Fate(_S):
    row_weights: dict[Age, int]
    dystopia_by_colour: dict[Colour, Dystopia]


class Game(_S):
    players: tuple[int, ...]
    colours: tuple[Colour, ...]
    colour_aspects: dict[Colour, str]
    components: Components
    grid: tuple[GridSize, ...]
    row_ages: tuple[Age, ...]
    setup: Setup
    time_fault: TimeFault
    scoring: Scoring
    fate: Fate

    def grid_for(self, players: int) -> GridSize:
        return next(g for g in self.grid if g.players == players)


class _Events(_S):
    events: tuple[EventCard, ...]


class _Missions(_S):
    difficulties: tuple[DifficultyInfo, ...]
    deck: MissionDeck
    missions: tuple[Mission, ...]


class _Objectives(_S):
    objectives: tuple[Objective, ...]


class _Characters(_S):
    characters: tuple[Character, ...]


class Content(msgspec.Struct, frozen=True):
    game: Game
    mind_board: MindBoard
    events: tuple[EventCard, ...]
    difficulties: dict[str, DifficultyInfo]
    mission_deck: MissionDeck
    missions: tuple[Mission, ...]
    objectives: tuple[Objective, ...]
    characters: tuple[Character, ...]

    def event(self, number_or_name: int | str) -> EventCard:
        key = "number" if isinstance(number_or_name, int) else "name"
        return next(e for e in self.events if getattr(e, key) == number_or_name)

    def mission(self, number: int) -> Mission:
        return next(m for m in self.missions if m.number == number)

    def missions_for(self, difficulty: str, players: int | None = None) -> tuple[Mission, ...]:
        """The Missions of a difficulty that may be used with `players` (their grid must hold them)."""
        if players is None:
            return tuple(m for m in self.missions if m.difficulty == difficulty)
        g = self.game.grid_for(players)
        return tuple(m for m in self.missions
                     if m.difficulty == difficulty and m.fits(g.rows, g.columns))


