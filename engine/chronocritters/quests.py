"""Quests on the transmission portal: placing a hard disc quest on a spot (gaining the bonus it
covers), completing it (exactly 3 dice in its row or column: their sum in the range, or their
colours matching in any order), completing a seasonal docking quest (paying its berries and
sand), docking quests and bonus tiles paired with a same-coloured hard disc quest (a pair of
completed ones scores by the present season), and the year goals."""
from __future__ import annotations

from collections import Counter

from engine.chronocritters.content import (BOARD, DOCKING_BY_ID, HARD_DISC, SHAPES, SPOTS, TILES_I,
                                           TILES_II, goal, line_cells, quest_spot_name)
from engine.chronocritters.dice import refuse
from engine.chronocritters.events import PairItem, PlaceQuest, PlaceTile
from engine.chronocritters.offers import marker_gained
from engine.chronocritters.rewards import grant, present
from engine.chronocritters.state import Slot
from engine.chronocritters.tasks import STEPS, AdjustTask, PlaceQuestTask, PlaceTileTask
from engine.core.steps import pop, push

RULE_OPPOSITE = ("Starting quests: the two spots cannot be directly opposite one another "
                 "(they cannot share a row or column)")
RULE_LINE = ("Completing a quest: exactly 3 dice in the row or column of the quest, whose values "
             "add up to the printed range (value) or whose colours match the quest (colour)")


def item_colour(item: str) -> str:
    """Tile colour of a quest or docking tile (bonus docking tiles are violet)."""
    if item in HARD_DISC:
        return HARD_DISC[item].colour
    return DOCKING_BY_ID[item].colour if item in DOCKING_BY_ID else "violet"


def is_tile(item: str) -> bool:
    return item in TILES_I or item in TILES_II


def pairs(p) -> int:
    """Connected pairs of completed tiles: a completed hard disc quest with its partner."""
    return sum(1 for sl in p.slots.values() if sl.done and sl.dock)


def score_pair(s, seat: int) -> None:
    s.players[seat].vp += BOARD.pair_vps[present(s)]


# -- placing a hard disc quest -------------------------------------------------------------------
def free_spots(s, t) -> list[str]:
    p = s.players[t.seat]
    out = [x for x in SPOTS if x not in p.slots]
    if t.starting and p.slots:
        (other,) = p.slots
        out = [x for x in out if x[:2] != other[:2]]
    return out


def _place_check(s, t, e):
    p = s.players[t.seat]
    if e.spot not in SPOTS or e.spot in p.slots:
        raise refuse("spot-taken", "Hard disc quests: place the quest on an empty quest spot of your transmission portal")
    if e.spot not in free_spots(s, t):
        raise refuse("spot-opposite", RULE_OPPOSITE)


def _place_apply(s, t, e):
    pop(s)
    s.players[t.seat].slots[e.spot] = Slot(quest=t.quest)
    bonus = BOARD.spot_bonuses[e.spot]
    if t.dice and bonus.kind == "adjust":  # L149: in setup the +-2 spot adjusts a starting die
        push(s, AdjustTask(t.seat, n=bonus.n, dice=t.dice))
    else:
        grant(s, t.seat, [bonus])


def _place_prompt(s, t) -> str:
    """The second starting quest says why the spots in line with the first are not offered
    (a newcomer missed one silently)."""
    first = list(s.players[t.seat].slots) if t.starting else []
    apart = (f" (not opposite your first, on {quest_spot_name(first[0])}: the other end of its "
             f"{'row' if first[0][0] == 'r' else 'column'} is not offered)" if first else "")
    return f"place quest {t.quest} on your transmission portal{apart}"


STEPS.decision(PlaceQuestTask, prompt=_place_prompt,
               accepts=(PlaceQuest,), moves=lambda s, t: [PlaceQuest(x) for x in free_spots(s, t)],
               check=_place_check, apply=_place_apply, skip_if=lambda s, t: not free_spots(s, t))


# -- completing a hard disc quest ----------------------------------------------------------------
def quest_problem(s, seat: int, spot: str) -> str:
    p = s.players[seat]
    sl = p.slots.get(spot)
    if sl is None or sl.done:
        return "Completing a quest: an uncompleted hard disc quest on your transmission portal"
    dice = [p.grid[c] for c in line_cells(spot)]
    if None in dice:
        return RULE_LINE
    q = HARD_DISC[sl.quest]
    if q.kind == "value":
        ok = q.low <= sum(d.value for d in dice) <= q.high
    else:
        ok = Counter(d.colour for d in dice) == Counter(q.dice)
    return "" if ok else RULE_LINE


def complete_quest(s, seat: int, spot: str) -> None:
    sl = s.players[seat].slots[spot]
    sl.done = True
    if sl.dock:
        score_pair(s, seat)
    grant(s, seat, HARD_DISC[sl.quest].reward)


# -- docking quests and tiles: their place -------------------------------------------------------
def partner_spots(p, item: str) -> list[str]:
    """The spots of `p`'s hard disc quests of `item`'s colour that have no partner yet."""
    colour = item_colour(item)
    return [x for x, sl in sorted(p.slots.items()) if not sl.dock and HARD_DISC[sl.quest].colour == colour]


def dock_spots(s, t) -> list[str]:
    return partner_spots(s.players[t.seat], t.item)


def dock(s, seat: int, item: str, spot: str) -> None:
    """`item` beside the quest on `spot`; a pair with a completed quest scores now."""
    sl = s.players[seat].slots[spot]
    sl.dock = item
    if sl.done:
        score_pair(s, seat)


def may_keep_beside(s, t) -> bool:
    """A docking quest is added to the portal if the player elects to; a bonus tile is placed
    "paired with either of their starting violet hard disc quests", beside the board only when
    no violet quest is free to pair with it."""
    return not is_tile(t.item) or not dock_spots(s, t)


def _tile_check(s, t, e):
    if e.spot and e.spot not in dock_spots(s, t):
        raise refuse("dock-spot", "Docking: pair a docking quest or tile with a hard disc quest of "
                     "the same colour that has no partner yet (or keep it beside your board)")
    if not e.spot and not may_keep_beside(s, t):
        raise refuse("tile-pair", "Bonus docking tile: placed paired with one of your violet hard disc "
                     "quests; next to the player board only when none is free to pair with it")


def _tile_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    if not e.spot:
        p.beside.append(t.item)
        return
    dock(s, t.seat, t.item, e.spot)


def _tile_prompt(s, t) -> str:
    """What the player may do: a bonus tile goes beside the board only when no violet quest is
    free (the prompt offered it always, beside a list without it)."""
    if not dock_spots(s, t):
        return f"keep {t.item} beside your board (no quest of its colour is free to pair with it)"
    if not may_keep_beside(s, t):
        return f"pair {t.item} with one of your violet quests (beside the board only when none is free)"
    return f"pair {t.item} with a quest, or keep it beside your board"


STEPS.decision(PlaceTileTask, prompt=_tile_prompt,
               accepts=(PlaceTile,), moves=lambda s, t: [PlaceTile(x) for x in dock_spots(s, t)]
               + [PlaceTile("")] * may_keep_beside(s, t),
               check=_tile_check, apply=_tile_apply)


def pair_problem(s, seat: int, item: str, spot: str) -> str:
    """L325 a docking quest stays beside the board "until they fulfill it and elect to add it to
    their transmission portal"; L396 "It is sometimes possible to gain 3rd violet hard disc quests
    later to pair with additional bonus tiles": what waits beside the board may be paired later."""
    p = s.players[seat]
    if item not in p.beside:
        return "Docking: only a completed docking quest or a bonus tile kept beside your board is paired later"
    if spot not in partner_spots(p, item):
        return ("Docking: pair it with a hard disc quest of the same colour (violet for a bonus tile) "
                "that has no partner yet")
    return ""


def pair_item(s, seat: int, item: str, spot: str) -> None:
    s.players[seat].beside.remove(item)
    dock(s, seat, item, spot)


def pair_moves(s, seat: int) -> list[PairItem]:
    p = s.players[seat]
    return [PairItem(item, spot) for item in p.beside for spot in partner_spots(p, item)]


def docked(p) -> list[str]:
    """Every docking quest and tile the player holds, paired or beside the board."""
    return [sl.dock for sl in p.slots.values() if sl.dock] + p.beside


# -- completing a seasonal docking quest ---------------------------------------------------------
def docking_problem(s, seat: int, quest: str) -> str:
    p = s.players[seat]
    if quest not in p.pending:
        return "Seasonal docking quest: complete one you have taken and not yet completed"
    q = DOCKING_BY_ID[quest]
    if p.sand < q.sand or any(p.berries[x] < n for x, n in q.berries.items()):
        return "Seasonal docking quest: spend the berries and sand time particles it shows"
    return ""


def complete_docking(s, seat: int, quest: str) -> None:
    p = s.players[seat]
    q = DOCKING_BY_ID[quest]
    p.pending.remove(quest)
    p.sand -= q.sand
    for x, n in q.berries.items():
        p.berries[x] -= n
    s.tasks.append(PlaceTileTask(seat, item=quest))  # after the reward: placed, then paired
    grant(s, seat, q.reward)


# -- year goals ----------------------------------------------------------------------------------
def goal_count(p, need: str) -> int:
    if need == "dam_markers":
        return BOARD.dam_markers - p.dam_left
    if need == "completed_quests":
        return sum(sl.done for sl in p.slots.values())
    if need == "critter_upgrades":
        return sum(p.levels.values()) - len(p.levels)
    if need == "mines":
        return sum(bool(m) for m in p.mines)
    return sum(1 for x in docked(p) if x in DOCKING_BY_ID)  # docking_done


# What a year goal counts, in words: the square's "completed quests" are hard disc quests only
# (the hexagon's back counts docking quests; a review read the square as counting both).
GOAL_NEED = {"dam_markers": "dam markers placed", "completed_quests": "completed hard disc quests",
             "critter_upgrades": "critter upgrades", "mines": "mining tools placed",
             "docking_done": "completed docking quests"}


def goal_problem(s, seat: int, shape: str) -> str:
    p = s.players[seat]
    levels = s.goals.get(shape)
    if not levels:
        return "Year goals: none of this shape is left"
    if any(g.startswith(shape + ":") for g in p.goals):
        return "Year goals: each player gains at most one goal of each shape"
    g = goal(s.options, shape, levels[0])
    if goal_count(p, g.need) < g.count:
        # in the goal's own words ("completed quests 5" read as any quests: an audit)
        return f"Year goals: you must fulfil the requirement first ({g.count} {GOAL_NEED[g.need]})"
    return ""


def take_goal(s, seat: int, shape: str) -> None:
    marker_gained(s, "goals", SHAPES.index(shape), [bool(s.goals[x]) for x in SHAPES])
    level = s.goals[shape].pop(0)
    s.players[seat].goals.append(f"{shape}:{level}")
    grant(s, seat, goal(s.options, shape, level).reward)
