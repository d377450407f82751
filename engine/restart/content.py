"""Restart's content (base game + Pandemia), loaded from data/*.json into frozen Structs.

Every number the rulebook prints is checked at import: 108 Event cards (4 colours x 27), 12
Objectives worth 3/4/5, 54 Missions (22/17/15 with 3/4/5 cells, 2/3/5 Time, 4/7/13 points,
-1/-2/-3 when discarded), 4 Characters, the 3x4 (3x3) Spacetime grid, the setup supply, the
six Pandemia dice (3 virus, 2 cure, 1 star), the crystal-effect table, eight stages per
Pandemia track with the Virus track the longer, and the named rulebook examples (Paul's
mission and Comet Exploitation, Jen's dice, Jack's score). A data file that breaks one of them
stops the import with a `ContentError` naming the file and the rule. Values the rulebook does
not print (the cards themselves, track lengths, milestones...) are explained in NOTES.md.

The vocabularies (`Icon`, `Condition.kind`, `Ability`) are closed Literal sets so the rules
engine can dispatch on them exhaustively.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal, get_args

import msgspec

DATA = Path(__file__).parent / "data"

Colour = Literal["green", "yellow", "blue", "purple"]
Field = Literal["focus", "perception", "intelligence", "memory"]
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
Face = Literal["virus", "cure", "star"]
Plan = Literal["plan_a", "plan_b"]

COLOURS: tuple[str, ...] = get_args(Colour)
FIELDS: tuple[str, ...] = get_args(Field)
DIFFICULTIES: tuple[str, ...] = get_args(Difficulty)
ICONS: tuple[str, ...] = get_args(Icon)
ABILITIES: tuple[str, ...] = get_args(Ability)
CONDITION_KINDS: tuple[str, ...] = get_args(ConditionKind)

# The Iconography groups the action icons by Mind field; a benefit's action icons come from
# its own card's field ("one of the benefits that appears on Event cards with the Perception
# icon"). Resource icons may appear on a card of any field.
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
PRINTED_CRYSTAL_TABLE = (0, 1, 2, 2, 3, 3, 4)   # crystals 0, 1, 2-3, 4-5, 6 -> 0..4 dice
PRINTED_DIFFICULTY = {  # cells, Time cost, points, discard penalty, fault Adrenaline, count, dots
    "easy": (3, 2, 4, 1, 1, 22, 1),
    "medium": (4, 3, 7, 2, 2, 17, 2),
    "hard": (5, 5, 13, 3, 3, 15, 3),
}


class ContentError(ValueError):
    """A data file breaks something the rulebook prints (or a rule of the content's shape)."""


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
    field: Field
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
    base_actions: tuple[tuple[Icon, ...], ...]   # each inner tuple: one action, a choice among icons
    alternative: tuple[tuple[Icon, ...], ...]    # instead of all base actions (Memory: a Void token)
    track_actions: tuple[Icon, ...]              # what a Studied card may print beside the track


class MindBoard(_S):
    track_spaces: int
    fields: tuple[MindField, ...]

    def field(self, name: str) -> MindField:
        return next(f for f in self.fields if f.field == name)


class Dice(_S):
    count: int
    faces: tuple[Face, ...]


class CrystalEffects(_S):
    perception: tuple[int, ...]    # dice you may set to virus or cure before rolling
    intelligence: tuple[int, ...]  # star sides you may count as +2
    memory: tuple[int, ...]        # dice you may reroll once


class Stage(_S):
    first: int
    last: int
    points: int


class Milestone(_S):
    space: int
    points: int


class PandemiaTrack(_S):
    name: Literal["virus", "cure"]
    plan: Plan
    forward: Face
    backward: Face
    spaces: int
    stages: tuple[Stage, ...]
    milestones: tuple[Milestone, ...]
    mission_points: tuple[int, ...]

    def stage_points(self, space: int) -> int:
        """Stage points for a Progress marker on `space` (0 = not on the track yet)."""
        return next((s.points for s in self.stages if s.first <= space <= s.last), 0)

    def milestone_points(self, space: int) -> int:
        """Points of the highest milestone reached or passed."""
        return max((m.points for m in self.milestones if m.space <= space), default=0)

    def mission_points_crossed(self, before: int, after: int) -> int:
        """Mission points reached or passed moving from `before` to `after`."""
        return sum(1 for p in self.mission_points if before < p <= after)


class Pandemia(_S):
    dice: Dice
    progress_markers_per_player: int
    star_boost: int
    minimum_move: int
    crystal_effects: CrystalEffects
    tracks: tuple[PandemiaTrack, ...]

    def track(self, name: str) -> PandemiaTrack:
        return next(t for t in self.tracks if t.name == name)

    def face_value(self, plan: str, face: str, boosted: bool = False) -> int:
        """Movement of one die face for Plan A (Virus track) or Plan B (Cure track)."""
        t = next(t for t in self.tracks if t.plan == plan)
        if face == "star":
            return self.star_boost if boosted else 0
        return 1 if face == t.forward else -1


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
    pandemia: Pandemia

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


# -- load and validate -----------------------------------------------------------------------
def _decode(data: Path, name: str, typ):
    try:
        return msgspec.json.decode((data / name).read_bytes(), type=typ)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise ContentError(f"Restart content, {name}: {exc}") from None


class _Check:
    def __init__(self, file: str):
        self.file = file

    def __call__(self, cond: bool, what: str) -> None:
        if not cond:
            raise ContentError(f"Restart content, {self.file}: {what}")


def _orthogonally_connected(cells: list[tuple[int, int]]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    pool = set(cells)
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in pool and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(pool)


def _check_game(game: Game) -> None:
    need = _Check("game.json")
    c = game.components
    need((c.event_cards, c.objective_cards, c.mission_cards) == (108, 12, 54),
         "108 Event cards, 12 Objective cards, 54 Mission cards")
    need((c.easy_missions, c.medium_missions, c.hard_missions) == (22, 17, 15),
         "22 easy, 17 medium, 15 hard Mission cards")
    need((c.mind_boards, c.card_holders, c.character_cards) == (4, 4, 4),
         "4 Mind boards, 4 card holders, 4 Character cards")
    need((c.time_tokens, c.void_tokens, c.fragment_crystals, c.adrenaline_crystals) == (42, 12, 48, 60),
         "42 Time tokens, 12 Void tokens, 48 Fragment crystals, 60 Adrenaline crystals")
    need((c.pandemia_dice, c.progress_markers) == (6, 20), "6 Pandemia dice, 20 Progress markers")
    need(game.players == (2, 3, 4), "Restart is played by 2 to 4 players (solo is not covered)")
    need(game.colours == COLOURS and set(game.colour_aspects) == set(COLOURS),
         "four colours: green, yellow, blue, purple")
    need(game.colour_aspects == {"green": "food", "yellow": "energy", "blue": "technology",
                                 "purple": "society"}, "food green, energy yellow, technology blue, society purple")
    need(tuple(g.players for g in game.grid) == game.players, "one grid size per player count")
    for g in game.grid:
        cols, slots = (3, 3) if g.players == 2 else (4, 4)
        need(g.rows == 3 and g.columns == cols, f"{g.players} players: a 3x{cols} Spacetime grid")
        need(g.objective_slots == slots, f"{g.players} players: {slots} Objective cards")
    need(game.row_ages == ("future", "present", "past"), "rows: future (top), present, past (bottom)")
    s = game.setup
    need((s.hand_events, s.upcoming_events, s.time, s.void, s.adrenaline, s.easy_missions, s.card_holder)
         == (7, 3, 7, 1, 6, 2, 3),
         "setup: 7 Event cards, 3 Upcoming, 7 Time, 1 Void, 6 Adrenaline, 2 easy Missions, holder of 3")
    need(s.child_start_row == "past", "the Child figure starts in the past (bottom row)")
    need((game.time_fault.faults_to_end, game.time_fault.fragments_each) == (3, 1),
         "the third time fault ends the game; each time fault gives one Fragment crystal")
    need((game.scoring.deep_buried, game.scoring.adrenaline_in_supply) == (2, 1),
         "Deep Buried cards score 2, Adrenaline in supply 1 each")
    need(game.fate.row_weights == {"past": 1, "present": 2, "future": 3}, "fate weights past 1, present 2, future 3")
    need(game.fate.dystopia_by_colour == {"blue": "pandemia", "yellow": "anomie", "green": "extinction",
                                          "purple": "oceanrise"}, "fate colours -> dystopias")


def _check_mind_board(board: MindBoard, pandemia_table_len: int) -> None:
    need = _Check("mind_board.json")
    need(tuple(f.field for f in board.fields) == FIELDS, "the four Mind fields in order")
    need(board.track_spaces == pandemia_table_len - 1,
         "a track holds as many crystals as the crystal tables count (0..6)")
    need([f.slot for f in board.fields] == ["character_card", "mind_board", "mind_board", "mind_board"],
         "the Focus is the Character card, the other fields are on the Mind board")
    base = {f.field: [list(a) for a in f.base_actions] for f in board.fields}
    need(base == {"focus": [["study"]], "perception": [["move"], ["play_adult"], ["complete_mission"]],
                  "intelligence": [["plan_a", "plan_b"]], "memory": [["time_or_event"], ["time_or_event"]]},
         "printed field actions: Study; Move, Play (Adult), Complete a Mission; Plan A or B; Time/Event twice")
    need([list(a) for a in board.field("memory").alternative] == [["void"]]
         and all(not f.alternative for f in board.fields if f.field != "memory"),
         "only Memory has an alternative: gain a Void token instead")
    for f in board.fields:
        allowed = FIELD_ACTIONS[f.field] | (RESOURCE_ICONS if f.field == "memory" else frozenset())
        need(set(f.track_actions) <= allowed, f"{f.field}: extra actions must be {f.field} actions")
        need(not set(f.track_actions) & BENEFIT_ONLY,
             f"{f.field}: Place Event and Deep Bury never appear beside a track")
    need(set(board.field("perception").track_actions) == {"move", "play_adult", "play_child"},
         "improved Perception: Move, Play Event (Adult) again, Play Event (Child)")
    need(set(board.field("intelligence").track_actions) == {"plan_a", "plan_b", "bury"},
         "improved Intelligence: Plan A, Plan B, Bury Event")
    need(set(board.field("memory").track_actions) == {"time", "event", "adrenaline"},
         "improved Memory: Gain Time, Gain Event, Gain Adrenaline")


def _check_events(events: tuple[EventCard, ...], board: MindBoard) -> None:
    need = _Check("events.json")
    need(len(events) == 108, f"108 Event cards (found {len(events)})")
    colours = Counter(e.colour for e in events)
    need(all(colours[c] == 27 for c in COLOURS), f"27 Event cards of each colour (found {dict(colours)})")
    numbers = [e.number for e in events]
    need(all(100 <= n <= 999 for n in numbers), "every Event card has a three-digit number")
    need(len(set(numbers)) == len(numbers), "Event card numbers are unique")
    need(len({e.name for e in events}) == len(events), "Event card names are unique")
    for e in events:
        where = f"Event {e.number} {e.name!r}"
        ats = [t.at for t in e.track]
        need(ats == sorted(set(ats)) and all(1 <= a <= board.track_spaces for a in ats),
             f"{where}: track icons on distinct spaces 1..{board.track_spaces}, bottom first")
        allowed = set(board.field(e.field).track_actions)
        for t in e.track:
            need((t.action is None) != (t.points == 0), f"{where}: each track icon is an action or points")
            need(t.points >= 0, f"{where}: points cannot be negative")
            need(t.action is None or t.action in allowed,
                 f"{where}: {t.action} is not an extra {e.field} action")
        need(any(t.points for t in e.track), f"{where}: at least one Prosperity point icon")
        b = e.benefit
        need(len(b.gain) > 0, f"{where}: a benefit gains something")
        need(not (b.others and b.spend), f"{where}: a benefit is own, shared or an exchange, not two")
        need(not b.others or len(b.others) < len(b.gain),
             f"{where}: others gain a smaller benefit than you")
        field_ok = FIELD_ACTIONS[e.field] | RESOURCE_ICONS
        need(set(b.gain) <= field_ok, f"{where}: benefit actions must belong to its Mind field ({e.field})")
    icons = set().union(*(e.benefit.icons | set(e.track_actions) for e in events))
    need(icons >= set(ICONS), f"every Iconography icon on some card (missing {sorted(set(ICONS) - icons)})")
    kinds = {e.benefit.kind for e in events}
    need(kinds == {"own", "shared", "exchange"}, "own, shared (several figures) and arrow benefits all appear")
    for f in FIELDS:
        seen = {a for e in events if e.field == f for a in e.track_actions}
        need(seen == set(board.field(f).track_actions), f"every extra {f} action appears on a {f} card")


def _check_missions(m: _Missions, game: Game) -> None:
    need = _Check("missions.json")
    diffs = {d.name: d for d in m.difficulties}
    need(tuple(diffs) == DIFFICULTIES, "easy, medium, hard")
    for name, (cells, cost, points, penalty, adren, count, dots) in PRINTED_DIFFICULTY.items():
        d = diffs[name]
        need((d.cells, d.cost, d.points, d.discard_penalty, d.fault_adrenaline, d.count, d.dots)
             == (cells, cost, points, penalty, adren, count, dots),
             f"{name}: {cells} cells, {cost} Time, {points} points, -{penalty} discarded, "
             f"{adren} Adrenaline per fault, {count} cards, {dots} dot(s)")
    need(len(m.missions) == 54, f"54 Mission cards (found {len(m.missions)})")
    numbers = [x.number for x in m.missions]
    need(all(100 <= n <= 999 for n in numbers) and len(set(numbers)) == 54,
         "Mission cards have unique three-digit numbers")
    counts = Counter(x.difficulty for x in m.missions)
    patterns = set()
    for x in m.missions:
        d = diffs[x.difficulty]
        where = f"Mission {x.number}"
        need(len(x.cells) == d.cells, f"{where}: a {x.difficulty} pattern has {d.cells} cells")
        need((x.cost, x.points) == (d.cost, d.points), f"{where}: costs {d.cost} Time, scores {d.points}")
        coords = [(c.row, c.col) for c in x.cells]
        need(len(set(coords)) == len(coords), f"{where}: pattern cells are distinct")
        need(min(r for r, _ in coords) == 0 and min(c for _, c in coords) == 0,
             f"{where}: pattern starts at row 0 and column 0")
        need(_orthogonally_connected(coords), f"{where}: pattern cells are orthogonally connected")
        need(x.fits(3, 4), f"{where}: pattern must fit the 3x4 Spacetime grid")
        need(x.fits_3x3 == x.fits(3, 3), f"{where}: fits_3x3 says {x.fits_3x3} but placing says otherwise")
        key = tuple(sorted((c.row, c.col, c.colour) for c in x.cells))
        need(key not in patterns, f"{where}: the same pattern is on another Mission card")
        patterns.add(key)
    need(all(counts[n] == diffs[n].count for n in DIFFICULTIES), f"22/17/15 missions (found {dict(counts)})")
    deck = m.deck
    need(deck.set_aside_easy_per_player == 2 and deck.display_per_player == 3,
         "2 easy Missions set aside per player; display of players x 3")
    need(deck.order == DIFFICULTIES, "the deck is stacked easy on top, then medium, then hard")
    need(tuple(r.players for r in deck.by_players) == game.players, "one deck row per player count")
    for r in deck.by_players:
        p = r.players
        need((r.players, r.easy) in {(2, 6), (3, 9), (4, 12)}, f"{p} players: printed easy 6/9/12")
        need(p != 2 or r.medium == 4, "2 players: printed medium 4")
        display = deck.display_per_player * p
        need(r.easy == display, f"{p} players: the easy cards fill the first display ({display})")
        # Two refills (the third time fault ends the game): each needs 2p when p cards remain.
        need(r.total >= display + 2 * (display - p), f"{p} players: the deck must last three time faults")
        g = game.grid_for(p)
        for dname in DIFFICULTIES:
            usable = sum(1 for x in m.missions if x.difficulty == dname and x.fits(g.rows, g.columns))
            wanted = r.count(dname) + (deck.set_aside_easy_per_player * p if dname == "easy" else 0)
            need(usable >= wanted, f"{p} players: {wanted} {dname} Missions fitting 3x{g.columns} "
                                   f"needed, only {usable}")


def _check_objectives(objs: tuple[Objective, ...], board: MindBoard) -> None:
    need = _Check("objectives.json")
    need(len(objs) == 12, f"12 Objective cards (found {len(objs)})")
    need({o.points for o in objs} == {3, 4, 5}, "Objectives are worth three, four or five points")
    need(len({o.name for o in objs}) == 12, "Objective names are unique")
    for o in objs:
        c = o.condition
        need(c.count >= 1, f"{o.name}: count at least 1")
        need(c.difficulty is None or c.kind == "completed_missions", f"{o.name}: difficulty only for missions")
        need(c.kind != "studied_fields" or c.count <= len(FIELDS), f"{o.name}: there are only 4 Mind fields")
        need(c.kind != "fragments_one_track" or c.count <= board.track_spaces,
             f"{o.name}: a track holds {board.track_spaces} crystals")
        need(c.kind != "fragments_total" or c.count <= board.track_spaces * len(FIELDS),
             f"{o.name}: the Mind board holds only {board.track_spaces * len(FIELDS)} crystals")


def _check_characters(chars: tuple[Character, ...]) -> None:
    need = _Check("characters.json")
    need(len(chars) == 4, "4 Character cards")
    need(sorted(c.ability for c in chars) == sorted(ABILITIES), "each ability on exactly one Character")
    need(len({c.name for c in chars}) == 4, "Character names are unique")


def _check_pandemia(p: Pandemia) -> None:
    need = _Check("pandemia.json")
    need(p.dice.count == 6, "six Pandemia dice")
    need(sorted(Counter(p.dice.faces).items()) == [("cure", 2), ("star", 1), ("virus", 3)],
         "each die: three virus sides, two cure sides, one star (Cure / Virus) side")
    need(p.progress_markers_per_player == 2, "2 Progress markers per player")
    need((p.star_boost, p.minimum_move) == (2, 1), "a star counts +2 when boosted; a roll moves at least 1")
    for f in ("perception", "intelligence", "memory"):
        need(getattr(p.crystal_effects, f) == PRINTED_CRYSTAL_TABLE,
             f"{f}: crystal effects 0/1/2/2/3/3/4 for 0..6 crystals")
    need(tuple(t.name for t in p.tracks) == ("virus", "cure"), "a Virus track and a Cure track")
    virus, cure = p.tracks
    need((virus.plan, virus.forward, virus.backward) == ("plan_a", "virus", "cure"),
         "Plan A: virus +1, cure -1 on the Virus track")
    need((cure.plan, cure.forward, cure.backward) == ("plan_b", "cure", "virus"),
         "Plan B: cure +1, virus -1 on the Cure track")
    need(virus.spaces > cure.spaces, "the Virus track is longer than the Cure track")
    for t in p.tracks:
        need(len(t.stages) == 8, f"{t.name}: eight stages")
        need(t.stages[0].first == 1 and t.stages[-1].last == t.spaces
             and all(a.last + 1 == b.first for a, b in zip(t.stages, t.stages[1:]))
             and all(s.first <= s.last for s in t.stages), f"{t.name}: stages cover spaces 1..{t.spaces}")
        pts = [s.points for s in t.stages]
        peak = pts.index(max(pts))
        need(0 < peak < 7 and all(a < b for a, b in zip(pts[:peak], pts[1:peak + 1]))
             and all(a > b for a, b in zip(pts[peak:], pts[peak + 1:])),
             f"{t.name}: stage points rise, then fall (strategy tip)")
        ms = [m.space for m in t.milestones]
        need(ms == sorted(set(ms)) and all(1 <= s <= t.spaces for s in ms), f"{t.name}: milestones on the track")
        need(all(a.points < b.points for a, b in zip(t.milestones, t.milestones[1:])),
             f"{t.name}: later milestones are worth more")
        mp = list(t.mission_points)
        need(mp == sorted(set(mp)) and all(1 <= s <= t.spaces for s in mp) and mp,
             f"{t.name}: mission points on the track")


def _check_examples(c: Content) -> None:
    """The rulebook's worked examples must be playable with this content."""
    need = _Check("examples")
    # Paul: a blue card, another blue directly below, a green directly below that; 2 Time.
    paul = [x for x in c.missions if x.cost == 2 and sorted((k.row, k.col, k.colour) for k in x.cells)
            == [(0, 0, "blue"), (1, 0, "blue"), (2, 0, "green")]]
    need(len(paul) == 1, "Paul's easy Mission (blue, blue below, green below that; 2 Time)")
    comet = [e for e in c.events if e.name == "Comet Exploitation"]
    need(len(comet) == 1 and comet[0].field == "perception" and "move" in comet[0].track_actions,
         "Comet Exploitation: a Perception card with a Move action beside its track")
    # Jen: one crystal on each track sets 1 die, counts 1 star as +2, rerolls 1 die.
    ce = c.pandemia.crystal_effects
    need((ce.perception[1], ce.intelligence[1], ce.memory[1]) == (1, 1, 1), "Jen's 1/1/1 crystal effects")
    # Jack: a Studied card scoring 2, a Buried card scoring 3 (some crystal reach gives them).
    reach = range(1, c.mind_board.track_spaces + 1)
    need(any(e.points_reached(r) == 2 for e in c.events for r in reach), "Jack: an Event card scoring 2")
    need(any(e.points_reached(r) == 3 for e in c.events for r in reach), "Jack: an Event card scoring 3")
    need(any(o.points == 4 for o in c.objectives), "Jack: an Objective card worth 4")
    virus, cure = c.pandemia.track("virus"), c.pandemia.track("cure")
    need(cure.milestones[0].points == 7, "Jack: the first Cure milestone is worth 7")
    ok = False
    for i, m in enumerate(virus.milestones):
        if m.points == 18:
            end = virus.milestones[i + 1].space - 1 if i + 1 < len(virus.milestones) else virus.spaces
            ok = ok or any(virus.stage_points(s) == 5 for s in range(m.space, end + 1))
    need(ok, "Jack: a Virus milestone worth 18 followed (before the next) by a stage worth 5")


def load(data: Path = DATA) -> Content:
    """Decode and validate every data file in `data`; raises ContentError on the first problem."""
    game = _decode(data, "game.json", Game)
    _check_game(game)
    pandemia = _decode(data, "pandemia.json", Pandemia)
    _check_pandemia(pandemia)
    board = _decode(data, "mind_board.json", MindBoard)
    _check_mind_board(board, len(pandemia.crystal_effects.perception))
    events = _decode(data, "events.json", _Events).events
    _check_events(events, board)
    missions = _decode(data, "missions.json", _Missions)
    _check_missions(missions, game)
    _Check("missions.json")(not {x.number for x in missions.missions} & {e.number for e in events},
                            "Mission and Event card numbers never collide (Season sheets record both)")
    objectives = _decode(data, "objectives.json", _Objectives).objectives
    _check_objectives(objectives, board)
    characters = _decode(data, "characters.json", _Characters).characters
    _check_characters(characters)
    content = Content(game=game, mind_board=board, events=events,
                      difficulties={d.name: d for d in missions.difficulties},
                      mission_deck=missions.deck, missions=missions.missions,
                      objectives=objectives, characters=characters, pandemia=pandemia)
    _check_examples(content)
    return content


CONTENT: Content = load()
GAME = CONTENT.game
MIND_BOARD = CONTENT.mind_board
EVENTS = CONTENT.events
EVENTS_BY_NUMBER: dict[int, EventCard] = {e.number: e for e in EVENTS}
MISSIONS = CONTENT.missions
MISSIONS_BY_NUMBER: dict[int, Mission] = {m.number: m for m in MISSIONS}
DIFFICULTY = CONTENT.difficulties
MISSION_DECK = CONTENT.mission_deck
OBJECTIVES = CONTENT.objectives
CHARACTERS = CONTENT.characters
PANDEMIA = CONTENT.pandemia
