"""Missions: the face-down display (only difficulty and Adrenaline show), taking a card (its face
is drawn by chance from the unseen cards of that difficulty, so no order is stored), and the
Complete a Mission action: Void tokens recolour grid cards, the pattern must appear in the
printed orientation, its Time is paid, and a Fragment crystal is placed at once."""
from __future__ import annotations

from typing import ClassVar

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.core.words import counted
from engine.restart import modifiers
from engine.restart.content import (COLOUR_INDEX, DIFFICULTIES, DIFFICULTY, EVENTS_BY_NUMBER,
                                    MISSION_DECK, MISSIONS_BY_NUMBER)
from engine.restart.crystals import FragmentToPlace
from engine.restart.events import CompleteMission, DrawMission, PlaceVoid, Skip, TakeMission
from engine.restart.objectives import to_holder
from engine.restart.schema import COLOURS
from engine.restart.steps import ICON_STEPS, STEPS, Step, refuse


class MissionToTake(Step, tag="take_mission"):
    pass


class MissionFace(Step, tag="draw_mission"):
    difficulty: int      # index into DIFFICULTIES
    setup: bool = False  # dealt at setup (the log says "is dealt")


class MissionToComplete(Step, tag="complete_mission"):
    icon: ClassVar[str] = "complete_mission"


# -- the display -------------------------------------------------------------------------------
def refill_display(s) -> None:
    """Face-down cards from the top of the Mission deck (easy, then medium, then hard) until the
    display holds players x 3 (fewer if the deck runs out)."""
    target = MISSION_DECK.display_per_player * s.seats
    for d in range(len(DIFFICULTIES)):
        while len(s.display) < target and s.mission_deck[d] > 0:
            s.mission_deck[d] -= 1
            s.display.append([d, 0])


def _take_check(s, t, e):
    if not 0 <= e.slot < len(s.display):
        raise refuse("no-such-display-slot", f"Mission card: take one of the {len(s.display)} cards of "
                                             f"the Mission display")


def _take_apply(s, t, e):
    pop(s)
    d, adrenaline = s.display.pop(e.slot)
    s.players[t.seat].adrenaline += adrenaline
    push(s, MissionFace(t.seat, d))


def _draw_outcomes(s, t):
    name = DIFFICULTIES[t.difficulty]
    return [DrawMission(m) for m in s.mission_unseen if MISSIONS_BY_NUMBER[m].difficulty == name]


def _draw_apply(s, t, e):
    pop(s)
    s.mission_unseen.remove(e.mission)
    to_holder(s, t.seat, "mission", e.mission)


# -- Complete a Mission ------------------------------------------------------------------------
def colours_seen(s) -> list[str]:
    """The colour of each grid space for matching: the top card's, unless recoloured."""
    out = [EVENTS_BY_NUMBER[stack[-1]].colour for stack in s.grid]
    for space, colour, _free in s.turn.voids:
        out[space] = COLOURS[colour]
    return out


_PLACED: dict[tuple[int, int, int], list[tuple[tuple[int, int], tuple[tuple[int, str], ...]]]] = {}


def placements(mission: int, rows: int, cols: int):
    """Each placement of the pattern on a rows x cols grid: its offset and the (grid space,
    colour) of every cell (worked out once per Mission and grid size)."""
    key = (mission, rows, cols)
    if key not in _PLACED:
        m = MISSIONS_BY_NUMBER[mission]
        _PLACED[key] = [((dr, dc), tuple(((c.row + dr) * cols + c.col + dc, c.colour) for c in m.cells))
                        for dr, dc in m.placements(rows, cols)]
    return _PLACED[key]


def pattern_at(s, mission: int, seen: list[str] | None = None) -> tuple[int, int] | None:
    """Where the Mission's pattern (printed orientation, never rotated) appears, or None."""
    seen = colours_seen(s) if seen is None else seen
    for offset, cells in placements(mission, s.rows, s.cols):
        if all(seen[x] == colour for x, colour in cells):
            return offset
    return None


def time_cost(s, seat: int, mission: int) -> int:
    return modifiers.cost(s, seat, "mission_time", MISSIONS_BY_NUMBER[mission].cost)


def recolour_problem(s, space: int, colour: str, who: str = "Void token") -> IllegalMove | None:
    """Why grid space `space` cannot be made to count as `colour` now (None when it can)."""
    if not 0 <= space < s.rows * s.cols:
        return refuse("recolour-no-such-space", f"{who}: place it on an Event card of the Spacetime grid")
    if colour not in COLOUR_INDEX:
        return refuse("recolour-no-such-colour", f"{who}: choose green, yellow, blue or purple")
    if any(v[0] == space for v in s.turn.voids):
        return refuse("recolour-twice", f"{who}: that card already counts as another colour")
    if EVENTS_BY_NUMBER[s.grid[space][-1]].colour == colour:
        return refuse("recolour-same", f"{who}: that card already is that colour")
    return None


def recolours(s) -> list[tuple[int, str]]:
    """Every (space, colour) a recolouring may give now."""
    done = {v[0] for v in s.turn.voids}
    return [(x, c) for x, stack in enumerate(s.grid) if x not in done
            for c in COLOURS if EVENTS_BY_NUMBER[stack[-1]].colour != c]


def _completable(s, seat: int) -> list[CompleteMission]:
    p, seen = s.players[seat], colours_seen(s)
    return [CompleteMission(m) for m in p.missions
            if p.time >= time_cost(s, seat, m) and pattern_at(s, m, seen) is not None]


def within_reach(s, seat: int) -> bool:
    """Whether a Mission held could be completed now with the recolourings at hand (its Time
    paid, the cards of one placement of its pattern that differ no more than the Void tokens
    and a free recolour can mend): a Complete a Mission action started without one is
    forgone (the move list says so before it is chosen)."""
    p, seen = s.players[seat], colours_seen(s)
    mend = p.void + bool(modifiers.options(s, MissionToComplete(seat)))
    return any(p.time >= time_cost(s, seat, m)
               and any(sum(seen[x] != colour for x, colour in cells) <= mend
                       for _, cells in placements(m, s.rows, s.cols))
               for m in p.missions)


def _cm_prompt(s, t) -> str:
    """What every seat reads (the Missions lie hidden in the asked seat's holder: `own_prompt`
    says more to that seat)."""
    if not s.players[t.seat].void:  # it said "recolour with Void tokens" to one with none (helper-278)
        return "Complete a Mission: complete a Mission whose pattern shows"
    return "Complete a Mission: recolour with Void tokens, then complete a Mission whose pattern shows"


def own_prompt(s) -> str | None:
    """The prompt as the asked seat alone reads it, where its hidden cards change the words
    (None: as every seat reads it). Complete a Mission says when none of its Missions can be
    completed now (a review recoloured through 36 Void choices before finding "Complete no
    Mission now" at the list's end); every seat read that, of Missions it may not see (an
    audit)."""
    t = s.tasks[-1] if s.tasks else None
    if type(t) is not MissionToComplete or _completable(s, t.seat):
        return None
    void, free = s.players[t.seat].void, modifiers.options(s, t)  # free: Marek Sol's recolour
    # a free recolour counts too: Marek Sol's prompt said "complete none now" (an audit)
    ways = ([f"your {counted(void, 'Void token')}"] if void else []) + (
        [f"{modifiers.OWNERS[type(free[0])].name}'s free recolour"] if free else [])
    return ("Complete a Mission: none of yours can be completed now (its pattern must show and its "
            "Time be paid)" + (f"; recolour with {' or '.join(ways)} first, or complete none now"
                               if ways else ": complete none now"))


def _cm_moves(s, t):
    p = s.players[t.seat]
    out = _completable(s, t.seat)
    if p.void > 0:
        out += [PlaceVoid(x, c) for x, c in recolours(s)]
    return out + [Skip()]


def _cm_check(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, CompleteMission):
        if e.mission not in p.missions:
            raise refuse("mission-not-held", "Complete a Mission: complete a Mission card from your "
                                             "card holder")
        m = MISSIONS_BY_NUMBER[e.mission]
        if pattern_at(s, e.mission) is None:
            raise refuse("pattern-not-shown", f"Complete a Mission: the Spacetime grid does not show the "
                                              f"pattern of Mission {m.number} (patterns are matched "
                                              f"only in the orientation shown)")
        cost = time_cost(s, t.seat, e.mission)
        if p.time < cost:
            raise refuse("mission-time", f"Complete a Mission: Mission {m.number} costs {cost} Time "
                                         f"tokens; you have {p.time}")
    elif isinstance(e, PlaceVoid):
        if p.void <= 0:
            raise refuse("no-void", "Void token: you have no Void token in your personal supply")
        why = recolour_problem(s, e.space, e.colour)
        if why:
            raise why


def _cm_apply(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, PlaceVoid):
        p.void -= 1
        s.turn.voids.append([e.space, COLOUR_INDEX[e.colour], 0])
        return
    pop(s)
    if isinstance(e, Skip):  # the Void tokens go back to the personal supply
        p.void += sum(1 for _, _, free in s.turn.voids if not free)
        s.turn.voids = []
        return
    m = MISSIONS_BY_NUMBER[e.mission]
    if any(free for _, _, free in s.turn.voids):
        s.turn.ability_used = True  # a free recolouring (an ability) was used for this Mission
    s.turn.voids = []  # used Void tokens return to the general supply
    p.missions.remove(m.number)
    p.completed.append(m.number)
    p.time -= time_cost(s, t.seat, m.number)
    push(s, FragmentToPlace(t.seat))


STEPS.decision(MissionToTake, prompt=lambda s, t: "take a Mission card (and its Adrenaline) from the display",
               accepts=(TakeMission,), moves=lambda s, t: [TakeMission(i) for i in range(len(s.display))],
               check=_take_check, apply=_take_apply, skip_if=lambda s, t: not s.display)
STEPS.decision(MissionToComplete, prompt=_cm_prompt,
               accepts=(CompleteMission, PlaceVoid, Skip), moves=_cm_moves, check=_cm_check,
               apply=_cm_apply, skip_if=lambda s, t: not s.players[t.seat].missions)
STEPS.chance(MissionFace, outcomes=_draw_outcomes, apply=_draw_apply)
ICON_STEPS["mission"] = lambda seat, icon: MissionToTake(seat)
ICON_STEPS["complete_mission"] = lambda seat, icon: MissionToComplete(seat)


def mission_points(m: int) -> int:
    return DIFFICULTY[MISSIONS_BY_NUMBER[m].difficulty].points


def discard_penalty(m: int) -> int:
    return DIFFICULTY[MISSIONS_BY_NUMBER[m].difficulty].discard_penalty
