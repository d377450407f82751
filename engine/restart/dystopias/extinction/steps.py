"""Extinction's setup and Plan A / Plan B, each a task kind on Restart's STEPS.

  setup        DisplaySlot (chance: X or Y, three of each) + ChromosomeDraw for the six display
               positions; then per seat two X and two Y cards, one per column
  ExtinctionPlan (decision) in any order: Move (Intelligence), Unfreeze (cards of the Plan's
               type), exactly one Take (deck, or the display within Memory reach); End
  ChromosomeDraw (chance)   the top card of a deck: one card of the unordered pile
  PlaceTaken   (decision)   the taken card at once onto a column, or into the Freezer (its
                            Perception limit is checked at the end of the action)
  FreezerLimit (decision)   at the end, over the Perception limit: place Freezer cards (any type)
  the refill   (chance)     after a display take: a card of the same type (else the other) to 6
  MissionPoints (automatic) each threshold a total (columns + Freezer) reached: a Mission
"""
from __future__ import annotations

from collections import Counter

from engine.core.steps import pop, push
from engine.core.words import a_or_an
from engine.restart.dystopias.base import crystals
from engine.restart.dystopias.extinction.content import EXTINCTION, TYPES
from engine.restart.dystopias.extinction.events import (ChromosomeDrawn, ChromosomeEnd, ChromosomeMove,
                                                        ChromosomePlace, ChromosomeSlot, ChromosomeTakeDeck,
                                                        ChromosomeTakeDisplay, ChromosomeUnfreeze)
from engine.restart.missions import MissionToTake
from engine.restart.steps import STEPS, Step, refuse

CE = EXTINCTION.crystal_effects
COLUMNS = EXTINCTION.columns
MAX = EXTINCTION.column_max
POSITIONS = EXTINCTION.display.positions
FREEZER = -1  # ChromosomePlace's column for the Freezer
TYPE = {"plan_a": "X", "plan_b": "Y"}
PLAN_TITLE = {"plan_a": "Plan A (X cards)", "plan_b": "Plan B (Y cards)"}
ALL_CARDS = Counter(EXTINCTION.cards("X") + EXTINCTION.cards("Y"))
DRAWN = {c: ChromosomeDrawn(c) for c in ALL_CARDS}

RULE_COLUMN_FULL = "Extinction: no more than 6 cards in a single Chromosome column"
RULE_PLACE = ("Extinction: take the top card of the Chromosome deck and immediately place it in "
              "one of your Chromosome columns (or, with Perception crystals, in your Freezer)")
RULE_FREEZER = ("Extinction: at the end of each Plan A or Plan B action, if you have more Chromosome "
                "cards in your Freezer than the number of crystals on your Perception track, you must "
                "immediately place Chromosome cards from your Freezer into your Chromosome columns")


class ExtinctionPlan(Step, tag="extinction_plan"):
    pass


class ChromosomeDraw(Step, tag="extinction_draw"):
    pile: str       # the deck drawn from: "X" or "Y"
    to: str         # "take" (the Plan's take), "display" (first empty position), "column"
    column: int = 0


class DisplaySlot(Step, tag="extinction_slot"):
    pass


class PlaceTaken(Step, tag="extinction_place"):
    pass


class FreezerLimit(Step, tag="extinction_freezer"):
    pass


class MissionPoints(Step, tag="extinction_missions"):
    pass


# -- helpers ---------------------------------------------------------------------------------------
def deck(d, kind: str) -> list[str]:
    return d.x_deck if kind == "X" else d.y_deck


def limits(player) -> tuple[int, int, int]:
    """(cards the Freezer may hold, cards moved per action, display positions within reach)."""
    return (CE.perception_freezer_limit[crystals(player, "perception")],
            CE.intelligence_moves[crystals(player, "intelligence")],
            CE.memory_display_reach[crystals(player, "memory")])


def totals(d, seat: int) -> list[int]:
    """[X cards, Y cards] in the seat's columns and Freezer (what Mission points count)."""
    cards = [c for col in d.columns[seat] for c in col] + d.freezer[seat]
    return [sum(c[0] == k for c in cards) for k in TYPES]


def can_freeze(s, seat: int) -> bool:
    """A taken card may go into the Freezer with Perception crystals. Its limit binds at the end
    of the action (L513, L514), so the Freezer may pass it for now, unless every column is full:
    then nothing could leave it at the end."""
    d, limit = s.dyst, limits(s.players[seat])[0]
    return limit > 0 and (len(d.freezer[seat]) < limit or bool(open_columns(d, seat)))


def open_columns(d, seat: int) -> list[int]:
    return [k for k, col in enumerate(d.columns[seat]) if len(col) < MAX]


def can_place(s, seat: int) -> bool:
    return bool(open_columns(s.dyst, seat)) or can_freeze(s, seat)


def can_take(s, seat: int) -> bool:
    """A Take is possible: a card of the Plan's type in its deck or within reach, and room for it."""
    d = s.dyst
    kind = TYPE[d.plan]
    reach = limits(s.players[seat])[2]
    return (not d.took and can_place(s, seat)
            and (bool(deck(d, kind)) or any(c[:1] == kind for c in d.display[:reach])))


def setup_tasks(seats: int) -> list[Step]:
    per = EXTINCTION.setup_per_player
    deal = [ChromosomeDraw(seat, kind, "column", k)
            for seat in range(seats)
            for k, kind in enumerate(kind for kind in TYPES for _ in range(per[kind]))]
    return [DisplaySlot(0) for _ in range(POSITIONS)] + deal


def start(s, seat: int, plan: str) -> list[Step]:
    d = s.dyst
    d.plan, d.moves, d.took, d.taken, d.from_display = plan, 0, False, "", 0
    d.before = totals(d, seat)
    return [ExtinctionPlan(seat)]


# -- checks shared by the decisions ------------------------------------------------------------------
def _check_column(d, seat: int, column: int) -> None:
    if not 0 <= column < COLUMNS:
        raise refuse("extinction-no-such-column", "Extinction: you have four Chromosome columns (1-4)")
    if len(d.columns[seat][column]) >= MAX:
        raise refuse("extinction-column-full", RULE_COLUMN_FULL)


def _check_in_freezer(d, seat: int, card: str) -> None:
    if not d.freezer[seat]:  # a review picked the empty Freezer and was told only the prompt
        raise refuse("extinction-freezer-empty", "Extinction: your Freezer is empty: no card to place from it")
    if card not in d.freezer[seat]:  # none named: the Freezer's label picked (helper-278)
        raise refuse("extinction-not-in-freezer", "Extinction: that card is not in your Freezer (pick one of its cards)"
                     if card else "Extinction: pick one of the cards in your Freezer, after its label")


def _check_room(s, seat: int) -> None:
    if not can_place(s, seat):
        raise refuse("extinction-no-room", RULE_PLACE + ": every column holds 6 cards and your Freezer "
                                                        "is at its limit")


# -- the Plan action -----------------------------------------------------------------------------
def _plan_moves(s, t) -> list:
    d, seat = s.dyst, t.seat
    kind = TYPE[d.plan]
    cols = d.columns[seat]
    _, moves, reach = limits(s.players[seat])
    room = open_columns(d, seat)
    out: list = []
    if not d.took and can_place(s, seat):
        if deck(d, kind):
            out.append(ChromosomeTakeDeck())
        out += [ChromosomeTakeDisplay(k + 1) for k, c in enumerate(d.display[:reach]) if c[:1] == kind]
    if d.moves < moves:
        out += [ChromosomeMove(a, b) for a, col in enumerate(cols) if col and col[-1][0] == kind
                for b in room if b != a]
    out += [ChromosomeUnfreeze(c, b) for c in sorted(set(d.freezer[seat])) if c[0] == kind for b in room]
    if d.took or not can_take(s, seat):
        out.append(ChromosomeEnd())
    return out


def _plan_check(s, t, e) -> None:
    d, seat = s.dyst, t.seat
    kind = TYPE[d.plan]
    _, moves, reach = limits(s.players[seat])
    if isinstance(e, ChromosomeMove):
        if not (0 <= e.src < COLUMNS and 0 <= e.dst < COLUMNS):
            raise refuse("extinction-no-such-column", "Extinction: you have four Chromosome columns (1-4)")
        if d.moves >= moves:
            raise refuse("extinction-move-limit", f"Extinction: you may move a number of Chromosome cards "
                                                  f"during each Plan A or Plan B action up to the number of "
                                                  f"crystals on your Intelligence track ({moves})")
        if e.src == e.dst:
            raise refuse("extinction-move-same-column", "Extinction: move a Chromosome card from one "
                                                        "column to another")
        col = d.columns[seat][e.src]
        if not col:
            raise refuse("extinction-move-empty-column", "Extinction: that column holds no card to move")
        if col[-1][0] != kind:
            raise refuse("extinction-move-wrong-type", f"Extinction: when performing a {PLAN_TITLE[d.plan]} "
                                                       f"action, you may only move {kind} Chromosome cards")
        _check_column(d, seat, e.dst)
    elif isinstance(e, ChromosomeUnfreeze):
        _check_in_freezer(d, seat, e.card)
        if e.card[0] != kind:
            raise refuse("extinction-unfreeze-wrong-type", f"Extinction: during a {PLAN_TITLE[d.plan]} "
                                                           f"action, you may place {kind} Chromosome cards "
                                                           f"from your Freezer")
        _check_column(d, seat, e.column)
    elif isinstance(e, (ChromosomeTakeDeck, ChromosomeTakeDisplay)):
        if d.took:
            raise refuse("extinction-take-twice", "Extinction: a Plan action takes one Chromosome card")
        if isinstance(e, ChromosomeTakeDeck):
            if not deck(d, kind):
                raise refuse("extinction-deck-empty", f"Extinction: the {kind} Chromosome deck has run out")
        else:
            if not 1 <= e.position <= POSITIONS:
                raise refuse("extinction-no-such-position", "Extinction: the display has positions 1 to 6")
            if e.position > reach:
                raise refuse("extinction-display-out-of-reach",
                             f"Extinction: you may only take a card up to the position equal to the number "
                             f"of crystals on your Memory track ({reach})")
            card = d.display[e.position - 1]
            if not card:
                raise refuse("extinction-display-empty-position", "Extinction: that display position is empty")
            if card[0] != kind:
                raise refuse("extinction-display-wrong-type",
                             f"Extinction: when performing a {PLAN_TITLE[d.plan]} action, you may only take "
                             f"{a_or_an(kind)} Chromosome card from the display")
        _check_room(s, seat)
    elif not d.took and can_take(s, seat):  # ChromosomeEnd
        raise refuse("extinction-end-before-take", f"Extinction: {PLAN_TITLE[d.plan]}: take a Chromosome "
                                                   f"card (the top card of the deck or one in the display) "
                                                   f"and place it before the action ends")


def _plan_apply(s, t, e) -> None:
    d, seat = s.dyst, t.seat
    cols = d.columns[seat]
    if isinstance(e, ChromosomeMove):
        cols[e.dst].append(cols[e.src].pop())
        d.moves += 1
    elif isinstance(e, ChromosomeUnfreeze):
        d.freezer[seat].remove(e.card)
        cols[e.column].append(e.card)
    elif isinstance(e, ChromosomeTakeDeck):
        d.took = True
        push(s, ChromosomeDraw(seat, TYPE[d.plan], "take"), PlaceTaken(seat))
    elif isinstance(e, ChromosomeTakeDisplay):
        d.took, d.from_display = True, e.position
        d.taken, d.display[e.position - 1] = d.display[e.position - 1], ""
        push(s, PlaceTaken(seat))
    else:  # End: the Freezer limit, the display refill, then Mission points
        pop(s)
        refill = []
        if d.from_display:  # close the gap: the cards to its right shift one position left
            d.display.pop(d.from_display - 1)
            d.display.append("")
            refill = [ChromosomeDraw(seat, TYPE[d.plan], "display")]
        push(s, FreezerLimit(seat), *refill, MissionPoints(seat))


# -- placing the taken card ------------------------------------------------------------------------
def _place_moves(s, t) -> list:
    room = [ChromosomePlace(k) for k in open_columns(s.dyst, t.seat)]
    return room + ([ChromosomePlace(FREEZER)] if can_freeze(s, t.seat) else [])


def _place_check(s, t, e) -> None:
    if e.column != FREEZER:
        _check_column(s.dyst, t.seat, e.column)
        return
    limit = limits(s.players[t.seat])[0]
    if limit == 0:
        raise refuse("extinction-freeze-no-crystals", "Extinction: with 1 or more crystals on your "
                                                      "Perception track you may place Chromosome cards "
                                                      "you take into your Freezer")
    if not can_freeze(s, t.seat):
        raise refuse("extinction-freezer-full", f"Extinction: you may store a number of Chromosome cards "
                                                f"in your Freezer up to the number of crystals on your "
                                                f"Perception track ({limit}); every column is full, so "
                                                f"none could leave it at the end of the action")


def _place_apply(s, t, e) -> None:
    pop(s)
    d = s.dyst
    (d.freezer[t.seat] if e.column == FREEZER else d.columns[t.seat][e.column]).append(d.taken)
    d.taken = ""


# -- the end of the action ------------------------------------------------------------------------
def _over_limit(s, t) -> bool:
    return len(s.dyst.freezer[t.seat]) > limits(s.players[t.seat])[0]


def _limit_moves(s, t) -> list:
    d = s.dyst
    return [ChromosomeUnfreeze(c, k) for c in sorted(set(d.freezer[t.seat])) for k in open_columns(d, t.seat)]


def _limit_check(s, t, e) -> None:
    _check_in_freezer(s.dyst, t.seat, e.card)
    _check_column(s.dyst, t.seat, e.column)


def _limit_apply(s, t, e) -> None:
    d = s.dyst
    d.freezer[t.seat].remove(e.card)
    d.columns[t.seat][e.column].append(e.card)


def earned(d, seat: int) -> list[int]:
    """[X, Y] Mission point thresholds `seat` reached since its Plan action began (L500: its
    Missions are taken when the action ends)."""
    return [EXTINCTION.thresholds_crossed(b, a) for b, a in zip(d.before, totals(d, seat))]


def _missions(s, t) -> None:
    pop(s)
    d = s.dyst
    reached = sum(earned(d, t.seat))
    d.plan, d.moves, d.took, d.taken, d.from_display, d.before = "", 0, False, "", 0, []
    push(s, *[MissionToTake(t.seat) for _ in range(reached)])


# -- chance ----------------------------------------------------------------------------------------
def _pile(d, t) -> list[str]:
    """The deck a draw comes from; the display refill takes from the other deck when its own ran
    out (the Plan's take does not)."""
    own = deck(d, t.pile)
    if own or t.to != "display":
        return own
    return deck(d, "Y" if t.pile == "X" else "X")


def above_bottom(d, pile: list[str]) -> list[str]:
    """The pile without the cards put on its bottom (L549-550): what the top card is drawn from."""
    if not d.bottom:  # always so outside solo: no counting on every draw
        return pile
    return list((Counter(pile) - Counter(d.bottom)).elements())


def _draw_outcomes(s, t) -> list:
    d = s.dyst
    pile = _pile(d, t)
    top = above_bottom(d, pile)
    if top or not pile:
        return [DRAWN[c] for c in top]
    return [DRAWN[next(c for c in d.bottom if c[0] == pile[0][0])]]


def _draw_apply(s, t, e) -> None:
    pop(s)
    d = s.dyst
    if not above_bottom(d, deck(d, e.card[0])):
        d.bottom.remove(e.card)
    deck(d, e.card[0]).remove(e.card)
    if t.to == "take":
        d.taken = e.card
    elif t.to == "display":
        d.display[d.display.index("")] = e.card
    else:
        d.columns[t.seat][t.column].append(e.card)


def _slot_outcomes(s, t) -> list:
    placed = Counter(c[0] for c in s.dyst.display if c)
    each = EXTINCTION.display.setup_from_each_deck
    return [ChromosomeSlot(k) for k in TYPES for _ in range(each - placed[k])]


def _slot_apply(s, t, e) -> None:
    pop(s)
    push(s, ChromosomeDraw(t.seat, e.kind, "display"))


def _plan_prompt(s, t) -> str:
    d = s.dyst
    moves = limits(s.players[t.seat])[1]
    what = "moves, unfreezes, then End" if d.took else "take a card (deck or display); move or unfreeze cards"
    return f"Extinction {PLAN_TITLE[d.plan]}: {what} (moves used {d.moves}/{moves})"


STEPS.decision(ExtinctionPlan, prompt=_plan_prompt,
               accepts=(ChromosomeMove, ChromosomeUnfreeze, ChromosomeTakeDeck, ChromosomeTakeDisplay,
                        ChromosomeEnd),
               moves=_plan_moves, check=_plan_check, apply=_plan_apply)
# the card is not named: a prompt is public, and a card drawn from the deck is not
STEPS.decision(PlaceTaken, prompt=lambda s, t: "Extinction: place the card you took in one of your "
               "Chromosome columns (or, with Perception crystals, in your Freezer)", accepts=(ChromosomePlace,),
               moves=_place_moves, check=_place_check, apply=_place_apply)
STEPS.decision(FreezerLimit, prompt=lambda s, t: RULE_FREEZER, accepts=(ChromosomeUnfreeze,),
               moves=_limit_moves, check=_limit_check, apply=_limit_apply,
               skip_if=lambda s, t: not _over_limit(s, t) or not open_columns(s.dyst, t.seat))
STEPS.chance(ChromosomeDraw, outcomes=_draw_outcomes, apply=_draw_apply)
STEPS.chance(DisplaySlot, outcomes=_slot_outcomes, apply=_slot_apply)
STEPS.auto(MissionPoints, _missions)
