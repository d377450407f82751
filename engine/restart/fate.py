"""Let Fate Decide (rulebook L279-284): the top Event card of each Spacetime grid space weighs
by its row (future 3, present 2, past 1, from game.json `fate`); the colour with the highest
total names the next dystopia. A tie is the winner's choice (season.py, setup.py ask it)."""
from __future__ import annotations

from engine.restart.content import EVENTS_BY_NUMBER, GAME

WEIGHTS = GAME.fate.row_weights
BY_COLOUR = GAME.fate.dystopia_by_colour


def totals(top_cards: list[int], cols: int) -> dict[str, int]:
    """Weight per colour of the top cards, given in grid order (row 0, the future, first); a
    colour absent from the grid totals 0. A Void token never counts: it recolours only while a
    Mission is completed."""
    out = {c: 0 for c in GAME.colours}
    for x, card in enumerate(top_cards):
        out[EVENTS_BY_NUMBER[card].colour] += WEIGHTS[GAME.row_ages[x // cols]]
    return out


def fated(top_cards: list[int], cols: int) -> list[str]:
    """The dystopias of the colours tied for the highest total, sorted (one: no choice)."""
    weight = totals(top_cards, cols)
    best = max(weight.values())
    return sorted(BY_COLOUR[c] for c, w in weight.items() if w == best)


def top_cards(s) -> list[int]:
    return [stack[-1] for stack in s.grid]


def summary(top: list[int], cols: int, lead: str = "Let Fate Decide: ") -> str:
    """"Let Fate Decide: blue 9, yellow 7, ... -> Pandemia" (or the tied dystopias), after `lead`."""
    weight = totals(top, cols)
    ranked = sorted(weight.items(), key=lambda cw: -cw[1])
    tied = fated(top, cols)
    verdict = tied[0].capitalize() if len(tied) == 1 else "tie " + " / ".join(d.capitalize() for d in tied)
    return lead + ", ".join(f"{c} {w}" for c, w in ranked) + f" -> {verdict}"
