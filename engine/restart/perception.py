"""Perception: Move, Play Event (Adult), Complete a Mission (missions.py); improved: more Moves,
Play Event (Adult) again, Play Event (Child); Place Event comes only from benefits.
Playing a card on the Spacetime grid puts it on top of the space's stack; Play Event (Adult /
Child) then offers the card's benefit, Place Event does not.

The `*_problem` functions say why something cannot happen now (an IllegalMove to raise) or
None: the moves and the checks ask the same function, so they cannot disagree."""
from __future__ import annotations

from typing import ClassVar

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.restart import modifiers
from engine.restart.benefits import BenefitChoice
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.events import ChooseSpace, MoveAdult, MoveChild, MoveShadow, PlayCard, Skip
from engine.restart.focus import hand_or_skip
from engine.restart.state import OBJECTIVE_BASE
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse

RULE_ADULT_OBJECTIVE = ("Play Event (Adult): your Adult figure is in an Objective space, so you may "
                        "not perform this action")
RULE_ADULT_OFF = "Play Event (Adult): your Adult figure is not on the Spacetime grid"


class MoveFigure(Step, tag="move"):
    icon: ClassVar[str] = "move"


class PlayEventCard(Step, tag="play"):
    icon: str  # play_adult, play_child or place_event


class PlaceSpace(Step, tag="place_space"):
    card: int  # the card being placed


def on_grid(s, space: int) -> bool:
    return 0 <= space < s.rows * s.cols


def figure_problem(s, seat: int, icon: str) -> IllegalMove | None:
    """Why Play Event `icon` cannot start where the seat's figure stands (None when it can)."""
    p = s.players[seat]
    if icon == "play_adult":
        if p.adult >= OBJECTIVE_BASE:
            return refuse("adult-in-objective", RULE_ADULT_OBJECTIVE)
        if not on_grid(s, p.adult):
            return refuse("adult-off-grid", RULE_ADULT_OFF)
    if icon == "play_child" and not on_grid(s, p.child):
        return refuse("child-off-grid", "Play Event (Child): your Child figure is not on the Spacetime grid")
    return None


def play_problem(s, seat: int, icon: str) -> IllegalMove | None:
    """Why the Play / Place Event action `icon` cannot start now (None when it can)."""
    why = figure_problem(s, seat, icon)
    if why is None and not s.players[seat].hand:
        return refuse("play-empty-hand", "Play Event: you have no Event card in your hand")
    return why


# -- Move --------------------------------------------------------------------------------------
def adult_problem(s, seat: int, space: int) -> IllegalMove | None:
    p = s.players[seat]
    if not (on_grid(s, space) or OBJECTIVE_BASE <= space < OBJECTIVE_BASE + len(s.objectives)):
        return refuse("adult-no-such-space", "Move: your Adult goes to a space of the Spacetime grid "
                                             "or an Objective space")
    if space == p.adult:
        return refuse("adult-already-there", "Move: your Adult figure is already in that space")
    if space == p.child:
        return refuse("adult-on-own-child", "Move: your Adult may not go to a space with your own "
                                            "Child figure")
    if any(q.adult == space for i, q in enumerate(s.players) if i != seat):
        return refuse("adult-on-adult", "Move: your Adult may not go to a space with another "
                                        "player's Adult figure")
    return modifiers.refusal(s, seat, "move_adult", space)


def child_problem(s, seat: int, space: int) -> IllegalMove | None:
    p = s.players[seat]
    why = modifiers.refusal(s, seat, "move_child", space)  # first: Continuity forbids every Child
    if why:                                                 # move (its row's refusal was said: helper-288)
        return why
    if not on_grid(s, space) or not on_grid(s, p.child):
        return refuse("child-stays-on-grid", "Move: your Child figure stays on the Spacetime grid")
    if space // s.cols != p.child // s.cols:
        return refuse("child-same-age", "Move: your Child moves only to a space in the same age (row) "
                                        "of the Spacetime grid")
    if space == p.child:
        return refuse("child-already-there", "Move: your Child figure is already in that space")
    if space == p.adult:
        return refuse("child-on-own-adult", "Move: your Child may not go to the space where your "
                                            "Adult figure is")
    return None


def _move_moves(s, t):
    p = s.players[t.seat]
    cells = s.rows * s.cols
    taken = {q.adult for q in s.players} | {p.child}  # what adult_problem refuses on the grid
    out = [MoveAdult(x) for x in range(cells) if x not in taken]
    out += [MoveAdult(x) for x in range(OBJECTIVE_BASE, OBJECTIVE_BASE + len(s.objectives))
            if x not in taken]
    if on_grid(s, p.child):
        row = p.child - p.child % s.cols
        out += [MoveChild(x) for x in range(row, row + s.cols) if x != p.child and x != p.adult]
    if modifiers.refusing(s, t.seat):  # a modifier may forbid some targets (Shadow, Continuity)
        out = [m for m in out if not modifiers.refusal(s, t.seat, _MOVE_MOMENT[type(m)], m.space)]
    return out + [Skip()]


_MOVE_MOMENT = {MoveAdult: "move_adult", MoveChild: "move_child"}


def _move_check(s, t, e):
    if isinstance(e, MoveAdult):
        why = adult_problem(s, t.seat, e.space)
    elif isinstance(e, MoveChild):
        why = child_problem(s, t.seat, e.space)
    else:
        why = None
    if why:
        raise why


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
            raise why
        if e.card not in s.players[t.seat].hand:
            raise refuse("play-not-in-hand", "Play Event: play an Event card from your hand")


def _play_apply(s, t, e):
    pop(s)
    if isinstance(e, Skip):
        return
    p = s.players[t.seat]
    if t.icon == "place_event":
        push(s, PlaceSpace(t.seat, e.card))
        return
    space = p.adult if t.icon == "play_adult" else p.child
    p.hand.remove(e.card)
    s.grid[space].append(e.card)
    push(s, BenefitChoice(t.seat, e.card))


def _space_check(s, t, e):
    if not on_grid(s, e.space):
        raise refuse("place-no-such-space", "Place Event: choose a space of the Spacetime grid")


def _space_apply(s, t, e):
    pop(s)
    s.players[t.seat].hand.remove(t.card)
    s.grid[e.space].append(t.card)  # no benefit for a placed card


PLAY_PROMPTS = {"play_adult": "Play Event (Adult): a card onto your Adult's space",
                "play_child": "Play Event (Child): a card onto your Child's space",
                "place_event": "Place Event: a card onto any grid space"}

def _move_prompt(s, t) -> str:
    """What may move now, from the moves themselves: Continuity keeps the Child still, Shadow
    adds its token (a fixed text offered a Child move Continuity refuses: an audit)."""
    kinds = {type(m) for m in _move_moves(s, t) + modifiers.options(s, t)}
    parts = (["your Adult to a grid or Objective space"] * (MoveAdult in kinds)
             + ["your Child along its row"] * (MoveChild in kinds)
             + ["your Shadow token to a grid space"] * (MoveShadow in kinds))
    still = modifiers.refusal(s, t.seat, "move_child", -1) if MoveChild not in kinds else None  # any space:
    # Continuity's (a review picked its Child's row and its Adult moved there, told nothing: helper-288)
    held = f" ({still.text.partition(':')[0]}: your Child does not move)" if still else ""
    return "Move: " + (", or ".join(parts) if parts else "nothing can move now: skip") + held


STEPS.decision(MoveFigure, prompt=_move_prompt,
               accepts=(MoveAdult, MoveChild, Skip), moves=_move_moves, check=_move_check,
               apply=_move_apply)
STEPS.decision(PlayEventCard, prompt=lambda s, t: PLAY_PROMPTS[t.icon], accepts=(PlayCard, Skip),
               moves=hand_or_skip, check=_play_check, apply=_play_apply,
               skip_if=lambda s, t: play_problem(s, t.seat, t.icon) is not None)
STEPS.decision(PlaceSpace, prompt=lambda s, t: f"Place Event: the grid space for "
                                               f"{EVENTS_BY_NUMBER[t.card].name} (shown to all)",
               accepts=(ChooseSpace,), moves=lambda s, t: [ChooseSpace(x) for x in range(s.rows * s.cols)],
               check=_space_check, apply=_space_apply)
ICON_STEPS["move"] = lambda seat, icon: MoveFigure(seat)
ICON_STEPS.update({icon: PlayEventCard for icon in PLAY_PROMPTS})
