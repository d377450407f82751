"""Solo: every automa card draw of seeded random games checked against an independent reading
of the rulebook's solo section (L505-L545), written from the text and the solo cards' data,
not from solo.py: which spot its critter takes, which item a marker removes (L513-L521), which
die it takes (L523-L525), where its dam markers go (L527-L529), the solo tile (L531-L533), the
year goal removed (L545) and the deck (L499, L543)."""
import random

import pytest

from engine.chronocritters import GAME, solo
from engine.chronocritters.content import BOARD, SEASONS, SHAPES, SOLO
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER, Options
from engine.chronocritters.tasks import AutomaDieTask, SoloDraw
from engine.core import CHANCE
from engine.core.game import clone

CARDS = {c.id: c for c in SOLO.cards[:8]}  # L88 "8 solo cards" (the data's last 2: ruleset-11 logs)
CHOICE = {"dam_or_tile": ("dam", "tile"), "hard_disc": ("value", "colour"),
          "berries_or_docking": ("berries", "docking")}


def _step(card) -> int:
    return -1 if card.arrow == "left" else 1


def _move(occupied, pos, step, n):
    """n cards in the arrow's direction, off the last card on to the first of the other side."""
    if not any(occupied):
        return None
    for _ in range(n):
        pos = (pos + step) % len(occupied)
        while not occupied[pos]:
            pos = (pos + step) % len(occupied)
    return pos


def _place(s, action, critter, spot=None):
    """The next available 2 player spot of the action (none: no critter, L535)."""
    if spot is None:
        for i, sp in enumerate(BOARD.actions[action]):
            if sp.players <= 2 and (sp.unlimited or not s.spots.get(f"{action}.{i}")):
                spot = f"{action}.{i}"
                break
    if critter and spot:
        s.spots.setdefault(spot, []).append([AUTOMA, s.automa.acted - 1])


def _remove(s, offer, card):
    row = s.offers[offer]
    pos = _move([bool(x) for x in row], s.automa.markers[offer], _step(card), card.number)
    if pos is None:
        return
    s.automa.markers[offer] = pos
    s.removed[offer].append(row[pos])
    if offer in SEASONS:
        row[pos] = ""
    else:                       # the others shift right, a new one comes in on the left
        del row[pos]
        row.insert(0, "")


def _dam(s, card):
    """From its leftmost marker in the previous round's row (none: the setup marker), the card's
    number of spaces; a full space is passed, wrapping, and so is the 3+ player space (L194: not
    used in a solo game; L529 "the next available space"); the second on the next free space."""
    r, width = s.round - 1, len(BOARD.dam.columns)
    solo_space = [col.players <= 2 for col in BOARD.dam.columns]
    mine = [c for c in range(width) if r and s.dam[r - 1][c] in (AUTOMA, SETUP_MARKER)]
    pos, placed = (min(mine) if mine else SOLO.dam_setup_column) + _step(card) * card.number, 0
    for _ in range(width):
        if placed < 2 and s.automa.dam_left and s.dam[r][pos % width] == EMPTY and solo_space[pos % width]:
            s.dam[r][pos % width] = AUTOMA
            s.automa.dam_left -= 1
            placed += 1
        pos += _step(card)


def _die(s, card, critter):
    for k in range(7):
        spaces = [x for x, d in enumerate(s.ring) if d and BOARD.ring[x].segment == (s.round - 1 + k) % 7]
        if spaces:
            pick = max if card.die == "highest" else min
            best = pick(s.ring[x].value for x in spaces)
            tied = [x for x in spaces if s.ring[x].value == best]
            if len({s.ring[x] for x in tied}) > 1:
                return tied                       # the player chooses (L523)
            d, s.ring[tied[0]] = s.ring[tied[0]], None
            s.supply[d.colour] += 1
            _place(s, "die", critter, f"die.{tied[0]}")
            return None
    return None


def _act(s, action, critter, card):
    if action in CHOICE:
        action = CHOICE[action][card.letter == "B"]
    if action == "dam":
        _place(s, "dam", critter)
        _dam(s, card)
        return None
    if action == "tile":
        pos, n, passed = s.automa.tile, card.number, []
        while n:
            pos = (pos + 1) % len(SOLO.tile)
            n -= SOLO.tile[pos].corner
            if not SOLO.tile[pos].corner:
                passed.append(SOLO.tile[pos].action)
        s.automa.tile = pos
        ties = [_act(s, x, False, card) for x in passed] + [_act(s, SOLO.tile[pos].action, critter, card)]
        return next((t for t in ties if t), None)
    if action == "die":
        return _die(s, card, critter)
    if action in ("value", "colour", "docking", "bonus"):
        _place(s, action, critter)
        _remove(s, {"docking": BOARD.rounds[s.round - 1], "bonus": "bonus1" if s.round <= 4 else "bonus2"}
                .get(action, action), card)
        return None
    _place(s, action, critter)               # berries, mining, energy
    return None


def _expected(s, t, card_id):
    exp = clone(s)
    exp.tasks.pop()
    a = exp.automa
    if t.purpose == "top":
        a.deck.remove(card_id)
        a.top = card_id
        return exp, _act(exp, t.action, True, CARDS[card_id])
    if t.purpose == "bottom":
        return exp, _act(exp, CARDS[card_id].action, False, CARDS[a.top])
    if t.purpose == "goal":
        c = CARDS[card_id]
        pos = _move([bool(exp.goals[x]) for x in SHAPES], a.markers["goals"], _step(c), c.number)
        if pos is not None:
            a.markers["goals"] = pos
            exp.goals[SHAPES[pos]].pop(0)
        return exp, None
    a.top, a.deck, a.discard = card_id, sorted(x for x in CARDS if x != card_id), []
    return exp, None


@pytest.mark.parametrize("seed", range(6))
def test_every_automa_draw_matches_an_independent_reading(seed):
    s, rng, checked = GAME.initial_state(Options(), 1), random.Random(seed), 0
    while (actor := GAME.to_act(s)) is not None:
        if actor != CHANCE:
            GAME.apply(s, rng.choice(GAME.legal_moves(s)))
            continue
        t, e = s.tasks[-1], rng.choice(GAME.chance_outcomes(s))
        if isinstance(t, SoloDraw):
            exp, tied = _expected(s, t, e.card)
            got = clone(s)
            solo._draw_apply(got, got.tasks[-1], e)
            for field in ("dam", "ring", "offers", "spots", "removed", "supply", "goals"):
                assert getattr(got, field) == getattr(exp, field), (t, e, field)
            for field in ("markers", "tile", "dam_left", "top", "deck"):
                assert getattr(got.automa, field) == getattr(exp.automa, field), (t, e, field)
            asked = [x.spaces for x in got.tasks if isinstance(x, AutomaDieTask)]
            assert asked == ([tied] if tied else []), (t, e)
            checked += 1
        GAME.apply(s, e)
    assert checked == 4 + 24 + 2 + 1      # shuffles, actions, year goals, the bottom card
