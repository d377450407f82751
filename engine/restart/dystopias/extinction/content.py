"""Extinction's content, loaded from data/extinction.json and checked at import against every
number the rulebook prints: 96 Chromosome cards in an X deck and a Y deck with values 1-8 and a
different number of each value, a display of six (three from each deck), two cards of each deck
per player, four columns of at most six, sets and sequences of two to six cards, the Mission
point thresholds, the scoring table and the crystal effects ("up to the number of crystals").
The deck compositions are not printed (the Aid card shows them): NOTES.md explains the choice."""
from __future__ import annotations

from pathlib import Path
from typing import Literal

from engine.restart.content import MIND_BOARD
from engine.restart.content_checks import Check, decode
from engine.restart.schema import _S

DATA = Path(__file__).parent / "data"
TYPES = ("X", "Y")
VALUES = range(1, 9)


class Deck(_S):
    colour: Literal["black", "red"]
    counts: dict[int, int]  # value -> cards of that value


class Display(_S):
    positions: int
    setup_from_each_deck: int


class CrystalEffects(_S):
    perception_freezer_limit: tuple[int, ...]  # cards the Freezer may hold
    intelligence_moves: tuple[int, ...]        # cards moved per Plan action
    memory_display_reach: tuple[int, ...]      # display positions 1..n within reach


class Extinction(_S):
    decks: dict[str, Deck]
    card_ids: str
    display: Display
    setup_per_player: dict[str, int]
    columns: int
    column_max: int
    set_or_sequence_min: int
    mission_point_thresholds: tuple[int, ...]
    scoring_by_cards: dict[int, int]
    crystal_effects: CrystalEffects

    def cards(self, kind: str) -> list[str]:
        """Every card of the `kind` deck, sorted ("X1", "X1", ..., "X8")."""
        return [f"{kind}{v}" for v, n in sorted(self.decks[kind].counts.items()) for _ in range(n)]

    def column_points(self, column: list[str]) -> int:
        """A column (first placed first) scores when all its cards form one set or one
        descending sequence of one type, 2 to 6 cards; otherwise 0."""
        if not self.set_or_sequence_min <= len(column) <= self.column_max:
            return 0
        if len({c[0] for c in column}) != 1:
            return 0
        values = [int(c[1:]) for c in column]
        steps = {a - b for a, b in zip(values, values[1:])}
        return self.scoring_by_cards[len(column)] if steps in ({0}, {1}) else 0

    def thresholds_crossed(self, before: int, after: int) -> int:
        """Mission point thresholds reached or passed going from `before` to `after` cards."""
        return sum(1 for t in self.mission_point_thresholds if before < t <= after)


def _check(x: Extinction) -> None:
    need = Check("extinction.json")
    need(sorted(x.decks) == ["X", "Y"], "two Chromosome decks, X and Y")
    need((x.decks["X"].colour, x.decks["Y"].colour) == ("black", "red"),
         "the X deck is coloured black, the Y deck red")
    for kind, deck in x.decks.items():
        need(sorted(deck.counts) == list(VALUES) and all(n > 0 for n in deck.counts.values()),
             f"{kind} deck: cards with values from 1 to 8")
    need(sum(n for d in x.decks.values() for n in d.counts.values()) == 96, "96 Chromosome cards")
    need(all(x.decks["X"].counts[v] != x.decks["Y"].counts[v] for v in VALUES)
         and all(len(set(d.counts.values())) > 1 for d in x.decks.values()),
         "each deck has a different number of each value")
    need((x.display.positions, x.display.setup_from_each_deck) == (6, 3),
         "the display: the top three cards of each deck, positions 1 to 6")
    need(x.setup_per_player == {"X": 2, "Y": 2}, "deal two Chromosome cards from each deck to each player")
    need((x.columns, x.column_max, x.set_or_sequence_min) == (4, 6, 2),
         "four Chromosome columns of up to six cards; a set or sequence has two to six cards")
    need(x.mission_point_thresholds == (3, 5, 6, 8, 10, 13, 14, 18, 22),
         "Mission point thresholds: 3, 5, 6, 8, 10, 13, 14, 18, 22")
    need(x.scoring_by_cards == {2: 3, 3: 7, 4: 11, 5: 13, 6: 15},
         "final scoring: 2/3/4/5/6 cards score 3/7/11/13/15")
    upto = tuple(range(MIND_BOARD.track_spaces + 1))
    ce = x.crystal_effects
    need((ce.perception_freezer_limit, ce.intelligence_moves, ce.memory_display_reach) == (upto,) * 3,
         "crystal effects: up to the number of crystals on the track (0..6)")


def _check_examples(x: Extinction) -> None:
    need = Check("examples")
    need(x.column_points(["Y7", "Y7", "Y7"]) == 7 and x.column_points(["Y8", "Y7", "Y6"]) == 7,
         "valid: a three-card set of 7Y, a three-card sequence 8Y, 7Y, 6Y")
    need(x.column_points(["X8", "X5", "X4"]) == 0, "Purple: 8, 5, 4 X is not a valid sequence")
    need(x.column_points(["X8", "X7", "X6", "X5", "X4"]) == 13, "Purple's five-card sequence")
    need(x.decks["Y"].counts[7] >= 3 and min(x.decks["Y"].counts[v] for v in (6, 7, 8)) >= 1,
         "the printed examples can be built from the Y deck")


def load(data: Path = DATA) -> Extinction:
    """Decode and validate data/extinction.json; raises ContentError on the first problem."""
    x = decode(data, "extinction.json", Extinction)
    _check(x)
    _check_examples(x)
    return x


EXTINCTION: Extinction = load()
