"""Missions: the face-down display (only difficulty and Adrenaline show), taking a card (its face
is drawn by chance from the unseen cards of that difficulty, so no order is stored), and the
Complete a Mission action: Void tokens recolour grid cards, the pattern must appear in the
printed orientation, its Time is paid, and a Fragment crystal is placed at once."""
from __future__ import annotations

from engine.core import IllegalMove
from engine.restart.content import CHARACTERS, DIFFICULTIES, DIFFICULTY, EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER
from engine.restart.events import CompleteMission, DrawMission, FreeColour, PlaceVoid, Skip, TakeMission
from engine.restart.objectives import to_holder
from engine.restart.tasks import ChanceStep, Handler, Task, pop, push

COLOURS = ("green", "yellow", "blue", "purple")


# -- the display -------------------------------------------------------------------------------
def refill_display(s) -> None:
    """Face-down cards from the top of the Mission deck (easy, then medium, then hard) until the
    display holds players x 3 (fewer if the deck runs out)."""
    target = 3 * s.seats
    for d in range(len(DIFFICULTIES)):
        while len(s.display) < target and s.mission_deck[d] > 0:
            s.mission_deck[d] -= 1
            s.display.append([d, 0])


def _take_moves(s, t):
    return [TakeMission(i) for i in range(len(s.display))]


def _take_check(s, t, e):
    if not 0 <= e.slot < len(s.display):
        raise IllegalMove(f"Mission card: take one of the {len(s.display)} cards of the Mission display")


def _take_apply(s, t, e):
    pop(s)
    d, adrenaline = s.display.pop(e.slot)
    s.players[t.seat].adrenaline += adrenaline
    push(s, Task("draw_mission", t.seat, n=d))


def _draw_outcomes(s, t):
    name = DIFFICULTIES[t.n]
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


def pattern_at(s, mission: int) -> tuple[int, int] | None:
    """Where the Mission's pattern (printed orientation, never rotated) appears, or None."""
    m = MISSIONS_BY_NUMBER[mission]
    seen = colours_seen(s)
    for dr, dc in m.placements(s.rows, s.cols):
        if all(seen[(c.row + dr) * s.cols + c.col + dc] == c.colour for c in m.cells):
            return dr, dc
    return None


def _has_free(s, seat) -> bool:
    p = s.players[seat]
    return (p.character >= 0 and CHARACTERS[p.character].ability == "free_void"
            and not s.turn.ability_used and seat == s.turn.seat
            and not any(free for _, _, free in s.turn.voids))


def _recolour_problem(s, space: int, colour: str) -> str:
    if not 0 <= space < s.rows * s.cols:
        return "Void token: place it on an Event card of the Spacetime grid"
    if colour not in COLOURS:
        return "Void token: choose green, yellow, blue or purple"
    if any(v[0] == space for v in s.turn.voids):
        return "Void token: that card already counts as another colour"
    if EVENTS_BY_NUMBER[s.grid[space][-1]].colour == colour:
        return "Void token: that card already is that colour"
    return ""


def _cm_moves(s, t):
    p = s.players[t.seat]
    out = [CompleteMission(m) for m in p.missions
           if p.time >= MISSIONS_BY_NUMBER[m].cost and pattern_at(s, m) is not None]
    recolours = [(x, c) for x in range(s.rows * s.cols) for c in COLOURS
                 if not _recolour_problem(s, x, c)]
    if p.void > 0:
        out += [PlaceVoid(x, c) for x, c in recolours]
    if _has_free(s, t.seat):
        out += [FreeColour(x, c) for x, c in recolours]
    return out + [Skip()]


def _cm_check(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, CompleteMission):
        if e.mission not in p.missions:
            raise IllegalMove("Complete a Mission: complete a Mission card from your card holder")
        m = MISSIONS_BY_NUMBER[e.mission]
        if pattern_at(s, e.mission) is None:
            raise IllegalMove(f"Complete a Mission: the Spacetime grid does not show the pattern of "
                              f"Mission {m.number} (patterns are matched only in the orientation shown)")
        if p.time < m.cost:
            raise IllegalMove(f"Complete a Mission: Mission {m.number} costs {m.cost} Time tokens; "
                              f"you have {p.time}")
    elif isinstance(e, PlaceVoid):
        if p.void <= 0:
            raise IllegalMove("Void token: you have no Void token in your personal supply")
        why = _recolour_problem(s, e.space, e.colour)
        if why:
            raise IllegalMove(why)
    elif isinstance(e, FreeColour):
        if not _has_free(s, t.seat):
            raise IllegalMove("Marek Sol: once per turn, and only for Marek Sol")
        why = _recolour_problem(s, e.space, e.colour)
        if why:
            raise IllegalMove(why.replace("Void token", "Marek Sol"))


def _cm_apply(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, PlaceVoid):
        p.void -= 1
        s.turn.voids.append([e.space, COLOURS.index(e.colour), 0])
        return
    if isinstance(e, FreeColour):
        s.turn.voids.append([e.space, COLOURS.index(e.colour), 1])
        return
    pop(s)
    if isinstance(e, Skip):  # the Void tokens go back to the personal supply
        p.void += sum(1 for _, _, free in s.turn.voids if not free)
        s.turn.voids = []
        return
    m = MISSIONS_BY_NUMBER[e.mission]
    if any(free for _, _, free in s.turn.voids):
        s.turn.ability_used = True
    s.turn.voids = []  # used Void tokens return to the general supply
    p.missions.remove(m.number)
    p.completed.append(m.number)
    p.time -= m.cost
    push(s, Task("place_fragment", t.seat, via="mission"))


def _cm_skip(s, t):
    return not s.players[t.seat].missions


HANDLERS = {
    "take_mission": Handler(lambda s, t: "take a Mission card (and its Adrenaline) from the display",
                            (TakeMission,), _take_moves, _take_check, _take_apply,
                            lambda s, t: not s.display),
    "complete_mission": Handler(lambda s, t: "Complete a Mission: recolour with Void tokens, then "
                                             "complete a Mission whose pattern shows",
                                (CompleteMission, PlaceVoid, FreeColour, Skip), _cm_moves, _cm_check,
                                _cm_apply, _cm_skip),
}
CHANCE = {"draw_mission": ChanceStep(_draw_outcomes, _draw_apply)}


def mission_points(m: int) -> int:
    return DIFFICULTY[MISSIONS_BY_NUMBER[m].difficulty].points


def discard_penalty(m: int) -> int:
    return DIFFICULTY[MISSIONS_BY_NUMBER[m].difficulty].discard_penalty
