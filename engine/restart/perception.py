"""Perception: Move, Play Event (Adult), Complete a Mission (missions.py); improved: more Moves,
Play Event (Adult) again, Play Event (Child); Place Event comes only from benefits.
Playing a card on the Spacetime grid puts it on top of the space's stack; Play Event (Adult /
Child) then offers the card's benefit, Place Event does not."""
from __future__ import annotations

from engine.core import IllegalMove
from engine.restart.events import ChooseSpace, MoveAdult, MoveChild, PlayCard, Skip
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.tasks import Handler, hand_or_skip, Task, pop, push

RULE_ADULT_OBJECTIVE = ("Play Event (Adult): your Adult figure is in an Objective space, so you may "
                        "not perform this action")
RULE_ADULT_OFF = "Play Event (Adult): your Adult figure is not on the Spacetime grid"


def on_grid(s, space: int) -> bool:
    return 0 <= space < s.rows * s.cols


def play_problem(s, seat: int, icon: str) -> str:
    """Why the Play / Place Event action `icon` cannot start now ("" when it can)."""
    p = s.players[seat]
    if icon == "play_adult":
        if p.adult >= OBJECTIVE_BASE:
            return RULE_ADULT_OBJECTIVE
        if not on_grid(s, p.adult):
            return RULE_ADULT_OFF
    if icon == "play_child" and not on_grid(s, p.child):
        return "Play Event (Child): your Child figure is not on the Spacetime grid"
    if not p.hand:
        return "Play Event: you have no Event card in your hand"
    return ""


# -- Move --------------------------------------------------------------------------------------
def adult_problem(s, seat: int, space: int) -> str:
    p = s.players[seat]
    slots = len(s.objectives)
    if not (on_grid(s, space) or OBJECTIVE_BASE <= space < OBJECTIVE_BASE + slots):
        return "Move: your Adult goes to a space of the Spacetime grid or an Objective space"
    if space == p.adult:
        return "Move: your Adult figure is already in that space"
    if space == p.child:
        return "Move: your Adult may not go to a space with your own Child figure"
    if any(q.adult == space for i, q in enumerate(s.players) if i != seat):
        return "Move: your Adult may not go to a space with another player's Adult figure"
    return ""


def child_problem(s, seat: int, space: int) -> str:
    p = s.players[seat]
    if not on_grid(s, space) or not on_grid(s, p.child):
        return "Move: your Child figure stays on the Spacetime grid"
    if space // s.cols != p.child // s.cols:
        return "Move: your Child moves only to a space in the same age (row) of the Spacetime grid"
    if space == p.child:
        return "Move: your Child figure is already in that space"
    if space == p.adult:
        return "Move: your Child may not go to the space where your Adult figure is"
    return ""


def _move_moves(s, t):
    cells = s.rows * s.cols
    spaces = list(range(cells)) + [OBJECTIVE_BASE + k for k in range(len(s.objectives))]
    out = [MoveAdult(x) for x in spaces if not adult_problem(s, t.seat, x)]
    out += [MoveChild(x) for x in range(cells) if not child_problem(s, t.seat, x)]
    return out + [Skip()]


def _move_check(s, t, e):
    if isinstance(e, MoveAdult):
        why = adult_problem(s, t.seat, e.space)
    elif isinstance(e, MoveChild):
        why = child_problem(s, t.seat, e.space)
    else:
        why = ""
    if why:
        raise IllegalMove(why)


def _move_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    if isinstance(e, MoveAdult):
        p.adult = e.space
    elif isinstance(e, MoveChild):
        p.child = e.space


# -- Play Event (Adult / Child), Place Event -----------------------------------------------------
def _play_check(s, t, e):
    if isinstance(e, PlayCard):
        why = play_problem(s, t.seat, t.icon)
        if why:
            raise IllegalMove(why)
        if e.card not in s.players[t.seat].hand:
            raise IllegalMove("Play Event: play an Event card from your hand")


def _play_apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    if t.icon == "place_event":
        push(s, Task("place_space", t.seat, card=e.card))
        return
    space = p.adult if t.icon == "play_adult" else p.child
    p.hand.remove(e.card)
    s.grid[space].append(e.card)
    push(s, Task("benefit", t.seat, card=e.card))


def _space_moves(s, t):
    return [ChooseSpace(x) for x in range(s.rows * s.cols)]


def _space_check(s, t, e):
    if not on_grid(s, e.space):
        raise IllegalMove("Place Event: choose a space of the Spacetime grid")


def _space_apply(s, t, e):
    pop(s)
    s.players[t.seat].hand.remove(t.card)
    s.grid[e.space].append(t.card)  # no benefit for a placed card


HANDLERS = {
    "move": Handler(lambda s, t: "Move: your Adult to a grid or Objective space, or your Child along its row",
                    (MoveAdult, MoveChild, Skip), _move_moves, _move_check, _move_apply),
    "play": Handler(lambda s, t: {"play_adult": "Play Event (Adult): a card onto your Adult's space",
                                  "play_child": "Play Event (Child): a card onto your Child's space",
                                  "place_event": "Place Event: a card onto any grid space"}[t.icon],
                    (PlayCard, Skip), hand_or_skip, _play_check, _play_apply,
                    lambda s, t: bool(play_problem(s, t.seat, t.icon))),
    "place_space": Handler(lambda s, t: "Place Event: the grid space for the card",
                           (ChooseSpace,), _space_moves, _space_check, _space_apply),
}
