"""Solo Extinction (printed, L545-552): Chaos collects sets of its four preferred cards, X4, X5, Y1
and Y8, given to it before the decks are shuffled as the start of its four columns (L547). On a
Plan action of type T (X: Plan A, Y: Plan B) it takes the leftmost preferred card of type T from
the display into its matching column; with none, the leftmost card of type T goes to the matching
deck (L548-550); with no card of type T it forgoes the action. Its crystals give it nothing
(L546): no Freezer, no moves, no reach limit. The display is refilled as for you (L551).

On its Intelligence turn the card decides the Plan: the leftmost preferred card of either type,
else the leftmost card (L548-549); both readings meet the rule above. A preferred card whose
column is full (6) is treated as not preferred (SOLO.md §9.3)."""
from __future__ import annotations

from engine.restart.chaos import CHAOS, say
from engine.restart.chaos.answers import answers
from engine.restart.chaos.plans import PLAN_CHOICE, SETUP
from engine.restart.dystopias.extinction.content import EXTINCTION
from engine.restart.dystopias.extinction.events import ChromosomeEnd
from engine.restart.dystopias.extinction.steps import ChromosomeDraw, ExtinctionPlan, TYPE, deck
from engine.restart.steps import STEPS

PREFERRED = ("X4", "X5", "Y1", "Y8")   # Chaos's four columns, in this order (L547)
PLAN_OF = {"X": "plan_a", "Y": "plan_b"}


def _setup(s) -> None:
    """Chaos's columns start with its preferred cards, taken out before the decks are shuffled;
    the deal of its 2 X and 2 Y cards is not made."""
    d = s.dyst
    s.tasks = [t for t in s.tasks if not (type(t) is ChromosomeDraw and t.seat == CHAOS and t.to == "column")]
    for card in PREFERRED:
        deck(d, card[0]).remove(card)
    d.columns[CHAOS] = [[card] for card in PREFERRED]


def preferred(d, card: str) -> bool:
    """A preferred card whose column still has room (a full column: not preferred)."""
    return card in PREFERRED and len(d.columns[CHAOS][PREFERRED.index(card)]) < EXTINCTION.column_max


def target(d, kind: str | None) -> int:
    """The display position Chaos takes from for type `kind` (None: either): the leftmost preferred
    card, else the leftmost card of that type; -1 when there is none."""
    cards = [(k, c) for k, c in enumerate(d.display) if c and (kind is None or c[0] == kind)]
    best = next((k for k, c in cards if preferred(d, c)), None)
    return best if best is not None else (cards[0][0] if cards else -1)


def choose(s) -> str:
    k = target(s.dyst, None)
    return PLAN_OF[s.dyst.display[k][0]] if k >= 0 else ""


@answers(ExtinctionPlan)
def _plan(s, t) -> None:
    d = s.dyst
    k = target(d, TYPE[d.plan])
    if k >= 0:
        card = d.display[k]
        d.took, d.from_display, d.display[k] = True, k + 1, ""
        if preferred(d, card):
            d.columns[CHAOS][PREFERRED.index(card)].append(card)
            say(s, f"takes {card} from display position {k + 1} into its {card} column")
        else:
            deck(d, card[0]).append(card)
            deck(d, card[0]).sort()  # the pile stays sorted; d.bottom keeps it under the rest
            d.bottom.append(card)
            say(s, f"sends {card} from display position {k + 1} to the bottom of the {card[0]} deck")
    else:
        say(s, f"forgoes the action (no {TYPE[d.plan]} card in the display)")
    STEPS.step(t).apply(s, t, ChromosomeEnd())  # the refill and Mission points, as for you


PLAN_CHOICE["extinction"] = choose
SETUP["extinction"] = _setup
