"""Extinction for people: what a seat sees, the board text, log lines and help.

Public: the decks' sizes, the display, every column, and of each Freezer how many cards of
which type ("spread out ... to allow other players to see how many cards and of which types").
Private: the values of Freezer cards (only their owner's), a card drawn from a deck until it is
placed in a column (only the drawer's), and the order and content of the decks (nobody's).
A hidden card shows as its type and "?" ("X?"). The log names a card only once it is face up."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec

from engine.core.words import a_or_an
from engine.restart.dystopias.extinction.content import EXTINCTION, TYPES
from engine.restart.dystopias.extinction.events import (ChromosomeDrawn, ChromosomeEnd, ChromosomeMove,
                                                        ChromosomePlace, ChromosomeSlot, ChromosomeTakeDeck,
                                                        ChromosomeTakeDisplay, ChromosomeUnfreeze)
from engine.restart.dystopias.extinction.steps import (ALL_CARDS, FREEZER, PLAN_TITLE, TYPE, ExtinctionPlan,
                                                       above_bottom, deck, earned)

HELP = (Path(__file__).parent / "data" / "help.txt").read_text().strip()


class ExtinctionView(msgspec.Struct):
    seat: int | None
    x_deck: int                     # cards left (face down)
    y_deck: int
    display: list[str]              # positions 1-6 ("" empty)
    columns: list[list[list[str]]]  # per seat, first placed -> last placed
    freezer: list[list[str]]        # per seat; another seat's cards read "X?" / "Y?"
    plan: str
    moves: int
    took: bool
    taken: str                      # the card taken, not yet placed ("X?" when drawn by another seat)
    due: list[list[int]]            # per seat, [X, Y] Missions its action in progress has earned (L500)


def hide(card: str) -> str:
    return card[0] + "?"


def _taken_by(s) -> int:
    """The seat whose taken card waits to be placed (-1: none or taken face up from the display)."""
    d = s.dyst
    return s.tasks[-1].seat if d.taken and not d.from_display and s.tasks else -1


def view(s, seat) -> ExtinctionView:
    d = s.dyst
    freezer = [list(f) if i == seat else [hide(c) for c in f] for i, f in enumerate(d.freezer)]
    owner = _taken_by(s)
    taken = hide(d.taken) if owner >= 0 and owner != seat else d.taken
    return ExtinctionView(seat, len(d.x_deck), len(d.y_deck), list(d.display),
                          [[list(c) for c in cols] for cols in d.columns], freezer,
                          d.plan, d.moves, d.took, taken, missions_due(s))


def missions_due(s) -> list[list[int]]:
    """Per seat, [X, Y] Mission point thresholds reached since its Plan action began: taken
    only when the action ends (L500), so the totals are already past them."""
    d = s.dyst
    due = [[0, 0] for _ in d.columns]
    actor = next((t.seat for t in reversed(s.tasks) if isinstance(t, ExtinctionPlan)), None)
    if d.before and actor is not None:
        due[actor] = earned(d, actor)
    return due


def mask(s, seat) -> None:
    """In a copy of the state (sampling.table): hide what `seat` cannot see."""
    d = s.dyst
    owner = _taken_by(s)
    # the cards put on a deck's bottom were seen (from the display, L549-550)
    d.x_deck, d.y_deck = ([c for c in d.bottom if c[0] == k] + [hide(c) for c in above_bottom(d, deck(d, k))]
                          for k in TYPES)
    d.freezer = [f if i == seat else [hide(c) for c in f] for i, f in enumerate(d.freezer)]
    if owner >= 0 and owner != seat:
        d.taken = hide(d.taken)


def fill(s, rng) -> None:
    """Each hidden card gets a card of its type from those the seat has not seen."""
    d = s.dyst
    places = [d.x_deck, d.y_deck, *d.freezer]
    seen = Counter(c for place in places + [d.display, [d.taken]] + [c for cols in d.columns for c in cols]
                   for c in place if c and not c.endswith("?"))
    pool = {k: [c for c in (ALL_CARDS - seen).elements() if c[0] == k] for k in TYPES}
    for cards in pool.values():
        rng.shuffle(cards)
    for place in places:
        place[:] = [pool[c[0]].pop() if c.endswith("?") else c for c in place]
    if d.taken.endswith("?"):
        d.taken = pool[d.taken[0]].pop()
    d.x_deck.sort()
    d.y_deck.sort()


def mission_progress(columns: list[list[str]], freezer: list[str], due: list[int] = (0, 0)) -> str:
    """A seat's X and Y cards (columns and Freezer, L500) against the next Mission point
    threshold each: "X 4/5 Y 2/3"; a total past the last threshold shows alone; Missions the
    action in progress has earned (`due`, per type) follow: "X 3/5 (1 due)"."""
    cards = [c for col in columns for c in col] + freezer
    parts = []
    for k, owed in zip(TYPES, due):
        n = sum(c[0] == k for c in cards)
        nxt = next((t for t in EXTINCTION.mission_point_thresholds if t > n), None)
        parts.append((f"{k} {n}/{nxt}" if nxt else f"{k} {n}") + (f" ({owed} due)" if owed else ""))
    return " ".join(parts)


PROGRESS_LEGEND = "X n/m: n X cards (columns and Freezer); a Mission point at m"


def progress_legend(v: ExtinctionView) -> str:
    """The legend, naming "(n due)" while a seat has Missions due."""
    due = any(map(any, v.due))
    return PROGRESS_LEGEND + ("; (n due): Missions taken when the Plan action ends" if due else "")


def _column_text(col: list[str]) -> str:
    points = EXTINCTION.column_points(col)
    return "[" + " ".join(col) + "]" + (f"={points}" if points else "")


def render(v: ExtinctionView, names: list[str]) -> str:
    out = [f"Extinction (decks: X {v.x_deck}, Y {v.y_deck} cards; column = first placed .. "
           f"last placed, =points if a valid set or sequence; {progress_legend(v)}):",
           "  Display: " + " ".join(f"{k + 1}:{c or '-'}" for k, c in enumerate(v.display))]
    for i, (name, cols) in enumerate(zip(names, v.columns)):
        you = " (you)" if i == v.seat else ""
        frozen = " ".join(v.freezer[i]) or "empty"
        out.append(f"  {name}{you}: " + " ".join(f"{k + 1}:{_column_text(c)}" for k, c in enumerate(cols))
                   + f" · Freezer: {frozen} · {mission_progress(cols, v.freezer[i], v.due[i])}")
    if v.plan:
        taken = f", taken {v.taken} (to place)" if v.taken else (", card taken" if v.took else "")
        out.append(f"  {PLAN_TITLE[v.plan]} in progress: {v.moves} moved{taken}")
    return "\n".join(out)


def describe(s, e, who: str) -> str | None:
    """Short lines: the log already names the player who decides."""
    d = s.dyst
    t = s.tasks[-1] if s.tasks else None
    if isinstance(e, ChromosomeSlot):
        return f"Chromosome display position {sum(1 for c in d.display if c) + 1}: {a_or_an(e.kind)} card"
    if isinstance(e, ChromosomeDrawn):
        if t is None or t.kind != "extinction_draw":
            return f"Chromosome card {e.card}"
        if t.to == "take":
            return f"{who} draws the top card of the {t.pile} Chromosome deck"
        if t.to == "display":
            return f"Chromosome display position {d.display.index('') + 1}: {e.card}"
        return f"{who} is dealt {e.card} (Chromosome column {t.column + 1})"
    if isinstance(e, ChromosomeMove):
        col = d.columns[t.seat][e.src] if t is not None and 0 <= e.src < len(d.columns[t.seat]) else []
        return f"Move {col[-1] if col else 'a card'} from column {e.src + 1} to column {e.dst + 1}"
    if isinstance(e, ChromosomeUnfreeze):
        return f"From the Freezer: {e.card} onto column {e.column + 1}"
    if isinstance(e, ChromosomeTakeDeck):
        return f"Take the top card of the {TYPE.get(d.plan, '?')} Chromosome deck"
    if isinstance(e, ChromosomeTakeDisplay):
        card = d.display[e.position - 1] if 1 <= e.position <= len(d.display) else ""
        return f"Take {card or 'a card'} from Chromosome display position {e.position}"
    if isinstance(e, ChromosomePlace):
        if e.column == FREEZER:
            return "Put the card taken into the Freezer (face down)"
        return f"Place {d.taken or 'the card taken'} on column {e.column + 1}"
    if isinstance(e, ChromosomeEnd):
        return f"End the {PLAN_TITLE.get(d.plan, 'Plan')} action"
    return None


def invariants(s) -> list[str]:
    d = s.dyst
    out = []
    cards = Counter(d.x_deck + d.y_deck + [c for c in d.display if c] + ([d.taken] if d.taken else []))
    for cols, frozen in zip(d.columns, d.freezer):
        cards.update(frozen)
        for col in cols:
            cards.update(col)
    if cards != ALL_CARDS:
        out.append(f"Extinction: Chromosome cards not conserved ({sum(cards.values())} of 96)")
    if any(c[0] != k for k in TYPES for c in deck(d, k)):
        out.append("Extinction: a card in the other type's deck")
    if Counter(d.bottom) - Counter(d.x_deck + d.y_deck):
        out.append("Extinction: a card on a deck's bottom is not in that deck")
    if len(d.display) != EXTINCTION.display.positions:
        out.append("Extinction: the display is not six positions")
    if len(d.columns) != s.seats or any(len(cols) != EXTINCTION.columns or
                                        any(len(c) > EXTINCTION.column_max for c in cols)
                                        for cols in d.columns):
        out.append("Extinction: a seat without four columns of at most six cards")
    return out
