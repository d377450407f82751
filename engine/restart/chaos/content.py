"""The Chaos deck (data/chaos_deck.json, SOLO.md §3 and §15), loaded into frozen Structs and
checked at import: every level names cards of the box, a fallback is never its own field (so one
of the two is always legal, L91), a space is on the 3x3 solo grid."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.core.errors import ContentError

ROWS = ("future", "present", "past")  # grid row 0 is the future (Children move up towards it)
FIELDS = ("focus", "perception", "intelligence", "memory")
LULL = "none"


class ChaosCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    field: str         # a Mind field, or "none" (a Lull card)
    fallback: str      # used when `field` was Chaos's field on its previous turn
    space: tuple[str, int]  # [row, column 1-3]: where the Adult goes on a Perception turn
    rift: bool         # Chaos removes a Mission from the display (§5.6)
    prosperity: int    # points on the "Chaos cards" line


class Level(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    deck: tuple[str, ...]
    prosperity_bonus: int = 0


class Setup(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    child_start: tuple[str, int]


class MemoryGain(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    time: int


class ChaosDeck(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Every key of the file is read: a key the engine ignored (orders that are rules, in
    answers.py) looked like data a designer could change."""
    version: int
    cards: tuple[ChaosCard, ...]
    levels: dict[str, Level]
    default_level: str
    benchmark_level: str
    memory_gain: MemoryGain
    setup: Setup
    benchmark_by_dystopia: dict[str, str] = {}  # the level the greedy bot is measured at (§15)
    doc: str = msgspec.field(default="", name="_doc")  # the file's words on itself


def space_of(place: tuple[str, int], cols: int) -> int:
    """A [row, column] of the Chaos card as a grid space index."""
    return ROWS.index(place[0]) * cols + place[1] - 1


def _load() -> ChaosDeck:
    path = Path(__file__).parent.parent / "data" / "chaos_deck.json"
    deck = msgspec.json.decode(path.read_bytes(), type=ChaosDeck)
    ids = {c.id for c in deck.cards}

    def need(ok: bool, what: str) -> None:
        if not ok:
            raise ContentError(f"chaos_deck.json: {what}")
    for c in deck.cards:
        need(c.field in FIELDS + (LULL,), f"{c.id}: unknown field {c.field!r}")
        need(c.field == LULL or (c.fallback in FIELDS and c.fallback != c.field),
             f"{c.id}: the fallback must be another Mind field")
        need(c.space[0] in ROWS and 1 <= c.space[1] <= 3, f"{c.id}: a space of the 3x3 grid")
    for name, level in deck.levels.items():
        need(set(level.deck) <= ids and len(set(level.deck)) == len(level.deck),
             f"level {name}: distinct cards of the box")
    need(deck.default_level in deck.levels and deck.benchmark_level in deck.levels
         and set(deck.benchmark_by_dystopia.values()) <= set(deck.levels), "known levels")
    return deck


DECK = _load()
CARDS: dict[str, ChaosCard] = {c.id: c for c in DECK.cards}
LEVELS = DECK.levels


def benchmark_level(dystopia: str) -> str:
    """The level at which the greedy bot meets Chaos in the balance benchmark (SOLO.md §15)."""
    return DECK.benchmark_by_dystopia.get(dystopia, DECK.benchmark_level)
