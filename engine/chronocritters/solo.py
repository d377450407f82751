"""Solo mode: the automa, a non-seat participant that places critters (blocking spots), takes
dice and quests away and places dam markers, and scores nothing.

Its deck of 8 solo cards (L88) holds no order: the face-up top card is a chance draw naming the card.
On the automa's turn the top card is flipped (its back says what the automa does) and a new top
card is drawn; that card's front (letter, arrow, number, die icon) says how. The unused
colour's markers sit on every offer, the year goals and the solo tile; a marker moves the
card's number of spaces in the arrow's direction (wrapping around the row) and the item it
stops on is removed. The player decides only where the rulebook says "the player chooses" (a
tie between dice); nothing else of the automa is a choice. Readings are in NOTES.md."""
from __future__ import annotations

from engine.chronocritters.actions import columns
from engine.chronocritters.content import (BOARD, CRITTERS, SEASONS, SHAPES, SOLO, SOLO_CARDS,
                                           board_players, offer_name, ring_place, solo_cards)
from engine.chronocritters.dice import refuse
from engine.chronocritters.events import AutomaDie, SoloCard, SoloStart
from engine.chronocritters.offers import move_marker, take
from engine.chronocritters.rewards import present
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER, Automa
from engine.chronocritters.tasks import (STEPS, AutomaDieTask, AutomaTurn, NextTurn,
                                         SoloDraw, SoloRoundEnd, SoloStartTask)
from engine.core.steps import pop, push

OFFERS = ("value", "colour", "bonus1", "bonus2", *SEASONS)   # each with a marker on its rightmost
SHUFFLE_AFTER = (2, 4, 6)          # rounds after which the automa's deck is shuffled
GOAL_AFTER = (4, 6)                # rounds after which the automa removes a year goal
BOTTOM_CARD_AFTER = 6              # the back of the bottom card is played at the end of round 6
START_TOKENS = {True: [1, 1], False: [1, 2]}   # going first / second
MARKS = ((220, "excellent: \"If you can achieve 220 VPs, you have shown yourself to be quite an "
               "excellent player!!!\""),
         (200, "great: \"200 VPs is a great value to reach\""),
         (160, "good for beginners: \"Achieving 160 VPs is quite good for beginners\""))
# Two-action cards: the letter on the new top card picks the top (A) or the bottom (B) action.
CHOICES = {"dam_or_tile": ("dam", "tile"), "hard_disc": ("value", "colour"),
           "berries_or_docking": ("berries", "docking")}


def actions_in_round(round_: int) -> int:
    """3 actions in rounds 1-4; 4 in rounds 5-7, the peacock too."""
    return 3 if round_ <= 4 else 4


def rating(total: int) -> str:
    return next((text for least, text in MARKS if total >= least),
                "below the rulebook's marks (160 VPs is quite good for beginners)")


# -- setup ----------------------------------------------------------------------------------------
def setup(s) -> None:
    """The automa's dam marker on the 3+ space of the bottom row; the unused colour's markers on
    the rightmost item of every offer, the rightmost year goal and the solo tile."""
    s.dam[0][SOLO.dam_setup_column] = SETUP_MARKER
    markers = {name: len(s.offers[name]) - 1 for name in OFFERS}
    markers["goals"] = len(SHAPES) - 1
    s.automa = Automa(deck=solo_cards(s.options), markers=markers, tile=SOLO.tile_start)
    s.players[0].tokens = []    # by the starting player, drawn once the game begins


def begin_tasks(s) -> list:
    return [SoloStartTask(0), SoloDraw(0, purpose="shuffle")] if s.automa is not None else []


def _start_apply(s, t, e):
    pop(s)
    s.order = [0, AUTOMA] if e.first else [AUTOMA, 0]
    s.first_order = list(s.order)
    s.players[0].tokens = list(START_TOKENS[e.first])


STEPS.chance(SoloStartTask, outcomes=lambda s, t: [SoloStart(True), SoloStart(False)], apply=_start_apply)


# -- the deck -------------------------------------------------------------------------------------
def front_text(card: int) -> str:
    """A solo card's front, face up in the deck: "A, left 2, highest die"."""
    c = SOLO_CARDS[card]
    return f"{c.letter}, {c.arrow} {c.number}, {c.die} die"


def action_text(card: int) -> str:
    """A solo card's back: the action the automa takes when it is flipped."""
    return SOLO_CARDS[card].action.replace("_", " ")


def _draw_outcomes(s, t):
    a = s.automa
    if t.purpose == "top":
        cards = a.deck
    elif t.purpose == "bottom":
        cards = a.deck or [a.top]
    else:  # "shuffle" (all cards, the new top drawn) or "goal" (a random card)
        cards = solo_cards(s.options)
    return [SoloCard(c) for c in cards]


def _draw_apply(s, t, e):
    pop(s)
    a = s.automa
    card = SOLO_CARDS[e.card]
    if t.purpose == "shuffle":
        a.deck, a.discard = [c for c in solo_cards(s.options) if c != e.card], []
        a.top = e.card
    elif t.purpose == "top":
        a.deck.remove(e.card)
        a.top = e.card
        a.last += f" and draws card {e.card} ({front_text(e.card)}) to say how: " + act(s, t.action, True)
    elif t.purpose == "bottom":
        a.last = f"plays the back of card {e.card} (end of round 6): " + act(s, card.action, False)
    else:
        a.last = f"card {e.card} moves the year goals marker: " + _remove_goal(s, card)


STEPS.chance(SoloDraw, outcomes=_draw_outcomes, apply=_draw_apply)


def _turn(s, t):
    """Flip the top card: its back is the action; the next card, drawn now, says how."""
    pop(s)
    a = s.automa
    flipped = a.top
    a.acted += 1
    a.discard.append(flipped)
    a.top = 0
    a.last = f"flips card {flipped} ({action_text(flipped)})"
    if not a.deck:  # 8 cards run out at round 6's last flip: the flipped cards make a new deck (NOTES)
        a.deck, a.discard = sorted(a.discard), []
        a.last += ", shuffles the flipped cards into a new deck (the deck ran out)"
    push(s, SoloDraw(0, purpose="top", action=SOLO_CARDS[flipped].action), NextTurn(0))


STEPS.auto(AutomaTurn, _turn)


# -- markers --------------------------------------------------------------------------------------
def remove_by_marker(s, offer: str) -> str:
    """Move the offer's marker by the top card and remove the item it stops on (refilled as
    usual; the marker stays). Returns the item removed ("" if the offer is empty)."""
    a, card = s.automa, SOLO_CARDS[s.automa.top]
    row = s.offers[offer]
    pos = move_marker([bool(x) for x in row], a.markers[offer], card.step, card.number)
    if pos is None:
        return ""
    a.markers[offer] = pos
    item = take(s, offer, pos, automa=True)
    s.removed[offer].append(item)
    return item


def _remove_goal(s, card) -> str:
    a = s.automa
    pos = move_marker([bool(s.goals[x]) for x in SHAPES], a.markers["goals"], card.step, card.number)
    if pos is None:
        return "no year goal is left"
    a.markers["goals"] = pos
    shape = SHAPES[pos]
    a.goals.append(f"{shape}:{s.goals[shape].pop(0)}")
    return f"the automa removes the {shape} year goal (level {a.goals[-1].partition(':')[2]})"


# -- the automa's actions -------------------------------------------------------------------------
def free_spot(s, action: str) -> str:
    """The next available spot of `action` for a 2 player game ("" when none is free)."""
    for i, sp in enumerate(BOARD.actions[action]):
        spot = f"{action}.{i}"
        if sp.players <= board_players(s.seats) and (sp.unlimited or not s.spots.get(spot)):
            return spot
    return ""


def place_critter(s, spot: str, critter: bool) -> str:
    """Place the automa's critter of this turn; "can't take the action" (no spot) places none."""
    if not critter:  # an action passed on the solo tile
        return " (no critter placed)"
    if not spot:  # "can't take the indicated action": taken all the same
        return " (no critter placed: no spot of the action is free)"
    s.spots.setdefault(spot, []).append([AUTOMA, min(s.automa.acted, len(CRITTERS)) - 1])
    name, _, index = spot.partition(".")
    return " (its critter on " + ("that space)" if name == "die" else
                                  f"spot {int(index) + 1} of the {name.capitalize()} action)")


def dam_reference(s) -> int:
    """The column the automa counts its dam markers from: its leftmost marker in the previous
    round's row, or its setup marker's column when it has none there."""
    row = s.round - 1
    previous = s.dam[row - 1] if row else []
    return min((c for c, x in enumerate(previous) if x in (AUTOMA, SETUP_MARKER)), default=SOLO.dam_setup_column)


def dam_spaces(s) -> list[tuple[int, int]]:
    """Where the automa's 2 dam markers go in the current round's row: the card's number of
    spaces in the arrow's direction from its leftmost marker in the previous round's row (its
    setup marker when it has none there), counted over the whole row; a full space, or the 3+
    player space (L194: not used in a solo game), is passed over, wrapping around; the second
    marker goes on the next available space in that direction (ruleset 7: the 3+ space too)."""
    card, row = SOLO_CARDS[s.automa.top], s.round - 1
    width = len(BOARD.dam.columns)
    usable = range(width) if s.options.ruleset7 else columns(s)
    start = dam_reference(s) + card.step * card.number
    free = [c % width for c in range(start, start + card.step * width, card.step)
            if s.dam[row][c % width] == EMPTY and c % width in usable]
    return [(row, c) for c in free[:min(2, s.automa.dam_left)]]


def _dam(s, critter: bool) -> str:
    card, ref, spaces = SOLO_CARDS[s.automa.top], dam_reference(s), dam_spaces(s)
    counted = (f"from its marker in row {s.round - 1}, column {ref + 1}" if s.round > 1 and s.dam[s.round - 2][ref] == AUTOMA
               else f"from its setup marker (column {ref + 1})")
    for r, c in spaces:
        s.dam[r][c] = AUTOMA
    s.automa.dam_left -= len(spaces)
    where = ", ".join(f"column {c + 1}" + ("" if c in columns(s) else " (3+ players)")
                      for _, c in spaces) or "nowhere (no space or marker left)"
    return (f"Dam ({card.arrow} {card.number} {counted}): markers in row {s.round}, {where}"
            + place_critter(s, "dam.0", critter))


def _tile(s, critter: bool) -> str:
    """Solo tile: the marker moves clockwise the card's number of corners; the non-corner
    actions passed are taken without a critter, the corner reached is the primary action."""
    a, n = s.automa, SOLO_CARDS[s.automa.top].number
    passed, pos = [], a.tile
    while n:
        pos = (pos + 1) % len(SOLO.tile)
        if SOLO.tile[pos].corner:
            n -= 1
        else:
            passed.append(SOLO.tile[pos].action)
    a.tile = pos
    done = [act(s, x, False) for x in passed] + [act(s, SOLO.tile[pos].action, critter)]
    return f"solo tile to {SOLO.tile[pos].action}: " + "; ".join(done)


def _die(s, critter: bool) -> str:
    """The die of the highest (or lowest) value of the present sector, else of the next sector
    clockwise; the player chooses among tied dice."""
    want = max if SOLO_CARDS[s.automa.top].die == "highest" else min
    for k in range(7):
        segment = (s.round - 1 + k) % 7
        spaces = [x for x, d in enumerate(s.ring) if d is not None and BOARD.ring[x].segment == segment]
        if spaces:
            best = want(s.ring[x].value for x in spaces)
            tied = [x for x in spaces if s.ring[x].value == best]
            if len({s.ring[x] for x in tied}) > 1:
                push(s, AutomaDieTask(0, spaces=tied, critter=critter))
                return f"takes a die of value {best} (you choose which)"
            return take_die(s, tied[0], critter)
    return "takes no die (the ring is empty)"


def take_die(s, space: int, critter: bool) -> str:
    die = s.ring[space]
    s.ring[space] = None
    s.supply[die.colour] += 1  # discarded to the supply
    return (f"takes the {die.colour} {die.value} die of {ring_place(space)}"
            + place_critter(s, f"die.{space}", critter))


def _remove(s, action: str, offer: str, critter: bool) -> str:
    where = place_critter(s, free_spot(s, action), critter)
    item = remove_by_marker(s, offer)
    return f"{action}: removes {item or 'nothing'} from the {offer_name(offer)} offer{where}"


def act(s, action: str, critter: bool) -> str:
    if action in CHOICES:
        action = CHOICES[action][SOLO_CARDS[s.automa.top].letter == "B"]
    if action == "dam":
        return _dam(s, critter)
    if action == "tile":
        return _tile(s, critter)
    if action == "die":
        return _die(s, critter)
    if action in ("value", "colour"):
        return _remove(s, action, action, critter)
    if action == "docking":
        return _remove(s, action, present(s), critter)
    if action == "bonus":
        return _remove(s, action, "bonus1" if s.round <= 4 else "bonus2", critter)
    return action + place_critter(s, free_spot(s, action), critter)   # berries, mining, energy


def _die_check(s, t, e):
    if e.space not in t.spaces:
        raise refuse("automa-die", "Automa, Choosing a die: in the case of a tie, the player chooses "
                     "which of the tied dice the automa takes")


def _die_apply(s, t, e):
    pop(s)
    s.automa.last += "; " + take_die(s, e.space, t.critter)


STEPS.decision(AutomaDieTask, prompt=lambda s, t: "choose which of the tied dice the automa takes",
               accepts=(AutomaDie,), moves=lambda s, t: [AutomaDie(x) for x in t.spaces],
               check=_die_check, apply=_die_apply)


# -- turns and the end of a round -----------------------------------------------------------------
def is_automa(s, who: int) -> bool:
    """Participant `who` is the automa (in a game with seats, index 1 is the second seat)."""
    return s.automa is not None and who == AUTOMA


def has_turn(s) -> bool:
    return s.automa.acted < actions_in_round(s.round)


def _round_end(s, t):
    """Before the usual end of round: after round 6 the back of the bottom card is played; after
    rounds 4 and 6 a random card removes a year goal; after rounds 2, 4, 6 the deck is shuffled."""
    pop(s)
    r = s.round
    s.automa.acted = 0
    push(s, *([SoloDraw(0, purpose="bottom")] if r == BOTTOM_CARD_AFTER else []),
         *([SoloDraw(0, purpose="goal")] if r in GOAL_AFTER else []),
         *([SoloDraw(0, purpose="shuffle")] if r in SHUFFLE_AFTER else []))


STEPS.auto(SoloRoundEnd, _round_end)
