"""A turn. Start: complete an Objective, refresh three same-coloured Upcoming cards (once a
turn) and, on your first turn, return starting-hand cards to the bottom of the deck (drawing as
many) and place your Child in the past. Then put the Action marker on a Mind field (not the one
of your previous turn) and perform its actions in any order, with Adrenaline crystals placed
or discarded between actions. End: refill the Upcoming cards to 3, check for a time fault."""
from __future__ import annotations

from collections import Counter

from engine.core import IllegalMove
from engine.restart import crystals
from engine.restart.benefits import icon_task
from engine.restart.content import CHARACTERS, EVENTS_BY_NUMBER, FIELDS, GAME, MIND_BOARD
from engine.restart.crystals import FIELD_INDEX, FIELD_TITLE
from engine.restart.events import (ChooseField, CompleteObjective, DiscardAdrenaline, DrawEvent,
                                   EndTurn, PlaceAdrenaline, PlaceChild, RefreshUpcoming, ReturnCard,
                                   SwapUpcoming, UseAction)
from engine.restart.objectives import complete_objective, objective_problem
from engine.restart.perception import play_problem
from engine.restart.state import Turn
from engine.restart.tasks import ChanceStep, Handler, Task, pop, push

UPCOMING = GAME.setup.upcoming_events
ACTION_TITLE = {"study": "Study Event", "move": "Move", "play_adult": "Play Event (Adult)",
                "play_child": "Play Event (Child)", "complete_mission": "Complete a Mission",
                "plan_a": "Plan A", "plan_b": "Plan B", "bury": "Bury Event",
                "time_or_event": "Gain Time / Event", "time": "Gain Time", "event": "Gain Event",
                "adrenaline": "Gain Adrenaline", "void": "Gain Void token"}


# -- the field's actions ---------------------------------------------------------------------------
def available(s, seat: int) -> list[str]:
    """Field actions the turn player may still start: the base actions, plus the ones the crystals
    reach on the topmost Studied card (reached mid-turn counts too), minus the ones used. Plan A
    or Plan B is one base choice; Memory's Void replaces all Memory actions."""
    turn = s.turn
    if turn.field < 0:
        return []
    mf = MIND_BOARD.fields[turn.field]
    p = s.players[seat]
    extras = crystals.extras_reached(p, turn.field)
    used = turn.used
    if mf.field == "memory" and turn.void_taken:
        return []
    singles = Counter(g[0] for g in mf.base_actions if len(g) == 1)
    choices = [g for g in mf.base_actions if len(g) > 1]
    icons = list(dict.fromkeys([*singles, *[i for g in choices for i in g], *extras]))
    out = []
    for icon in icons:
        trial = dict(used)
        trial[icon] = trial.get(icon, 0) + 1
        over = {i: max(0, n - extras[i] - singles[i]) for i, n in trial.items()}
        # Only the icon's own entitlement decides: an action taken while an extra was reached
        # stays taken if that Adrenaline is discarded later, and must not block the others.
        if any(icon in g for g in choices):
            ok = sum(over[i] for i in over if any(i in g for g in choices)) <= len(choices)
        else:
            ok = over[icon] == 0
        if ok:
            out.append(icon)
    if mf.alternative and not used:
        out += [g[0] for g in mf.alternative]
    return out


def start_problem(s, seat: int, icon: str) -> str:
    """Why an action cannot start (its target is missing), "" when it can."""
    p = s.players[seat]
    if icon in ("play_adult", "play_child", "place_event"):
        return play_problem(s, seat, icon)
    if icon in ("study", "bury", "deep_bury") and not p.hand:
        return f"{ACTION_TITLE.get(icon, icon)}: you have no Event card in your hand"
    if icon == "complete_mission" and not p.missions:
        return "Complete a Mission: you have no Mission card in your card holder"
    if icon in ("event",) and not (s.deck or s.deck_bottom or s.upcoming):
        return "Gain Event: no Event card is left to draw"
    return ""


def _use_action(s, seat: int, icon: str) -> None:
    turn = s.turn
    turn.acted = True
    if icon in ("void",) and MIND_BOARD.fields[turn.field].alternative:
        turn.void_taken = True
    else:
        turn.used[icon] = turn.used.get(icon, 0) + 1
    push(s, icon_task(seat, icon, "field"))


# -- start of the turn ----------------------------------------------------------------------------
def _same_colour_upcoming(s) -> bool:
    return len(s.upcoming) == UPCOMING and len({EVENTS_BY_NUMBER[c].colour for c in s.upcoming}) == 1


def refresh_problem(s) -> str:
    if s.turn.refreshed:
        return "Upcoming Event cards: you may discard and refill them only once on each of your turns"
    if not _same_colour_upcoming(s):
        return "Upcoming Event cards: only when all 3 Upcoming Event cards are the same colour"
    return ""


def _refresh(s, seat: int) -> None:
    s.turn.refreshed = True
    s.discard.extend(s.upcoming)
    s.upcoming = []
    push(s, *[Task("draw_event", seat, icon="upcoming") for _ in range(UPCOMING)])


def first_turn(s, seat: int) -> bool:
    return s.players[seat].child < 0


def _start_moves(s, t):
    seat, p = t.seat, s.players[t.seat]
    out = []
    if not objective_problem(s, seat):
        out.append(CompleteObjective())
    if not refresh_problem(s):
        out.append(RefreshUpcoming())
    if first_turn(s, seat):
        out += [ReturnCard(c) for c in p.start_hand]
        bottom = (s.rows - 1) * s.cols
        out += [PlaceChild(x) for x in range(bottom, bottom + s.cols)]
    else:
        out += [ChooseField(f) for i, f in enumerate(FIELDS) if i != p.field]
    return out


def _start_check(s, t, e):
    seat, p = t.seat, s.players[t.seat]
    if isinstance(e, CompleteObjective):
        why = objective_problem(s, seat)
    elif isinstance(e, RefreshUpcoming):
        why = refresh_problem(s)
    elif isinstance(e, ReturnCard):
        if not first_turn(s, seat):
            why = "Start of your first turn: starting-hand cards are returned only before your first action"
        elif e.card not in p.start_hand:
            why = "Start of your first turn: return only cards from your starting hand"
        else:
            why = ""
    elif isinstance(e, PlaceChild):
        bottom = (s.rows - 1) * s.cols
        if not first_turn(s, seat):
            why = "Start of your first turn: your Child figure is already on the Spacetime grid"
        elif not bottom <= e.space < bottom + s.cols:
            why = "Start of your first turn: your Child figure goes on a space of the bottom row (the past)"
        else:
            why = ""
    else:  # ChooseField
        f = crystals.field_index(e.field)
        if first_turn(s, seat):
            why = "Start of your first turn: place your Child figure in the past before your first action"
        elif f == p.field:
            why = (f"Mind fields: you must move your Action marker to a different Mind field; "
                   f"{FIELD_TITLE[e.field]} was your field last turn")
        else:
            why = ""
    if why:
        raise IllegalMove(why)


def _start_apply(s, t, e):
    seat, p = t.seat, s.players[t.seat]
    if isinstance(e, CompleteObjective):
        complete_objective(s, seat)
    elif isinstance(e, RefreshUpcoming):
        _refresh(s, seat)
    elif isinstance(e, ReturnCard):
        p.hand.remove(e.card)
        p.start_hand.remove(e.card)
        s.deck_bottom.append(e.card)
        push(s, Task("draw_event", seat, icon="hand"))
    elif isinstance(e, PlaceChild):
        p.child = e.space
        p.start_hand = []
    else:
        f = FIELD_INDEX[e.field]
        s.turn.field = f
        p.field = f
        pop(s)
        push(s, Task("actions", seat))


# -- between actions ------------------------------------------------------------------------------
def _swap_ok(s, seat) -> bool:
    p = s.players[seat]
    return (p.character >= 0 and CHARACTERS[p.character].ability == "upcoming_swap"
            and not s.turn.ability_used and bool(p.hand) and bool(s.upcoming))


def _hub_moves(s, t):
    seat, p = t.seat, s.players[t.seat]
    out = [UseAction(a) for a in available(s, seat) if not start_problem(s, seat, a)]
    out += crystals.adrenaline_moves(s, seat)
    if not objective_problem(s, seat):
        out.append(CompleteObjective())
    if _swap_ok(s, seat):
        out += [SwapUpcoming(c, k) for c in p.hand for k in range(len(s.upcoming))]
    return out + [EndTurn()]


def _hub_check(s, t, e):
    seat = t.seat
    if isinstance(e, UseAction):
        field = FIELDS[s.turn.field]
        if e.action not in available(s, seat):
            raise IllegalMove(f"{FIELD_TITLE[field]}: {ACTION_TITLE.get(e.action, e.action)} is not "
                              f"available (not an action of this Mind field, not reached by your "
                              f"crystals, or already used this turn)")
        why = start_problem(s, seat, e.action)
        if why:
            raise IllegalMove(why)
    elif isinstance(e, PlaceAdrenaline):
        crystals.check_place_adrenaline(s, seat, e)
    elif isinstance(e, DiscardAdrenaline):
        crystals.check_discard_adrenaline(s, seat, e)
    elif isinstance(e, CompleteObjective):
        why = objective_problem(s, seat)
        if why:
            raise IllegalMove(why)
    elif isinstance(e, SwapUpcoming):
        if not _swap_ok(s, seat):
            raise IllegalMove("Tomas Reyes: once per turn, only for Tomas Reyes, with a hand card "
                              "and an Upcoming card")
        if e.card not in s.players[seat].hand or not 0 <= e.slot < len(s.upcoming):
            raise IllegalMove("Tomas Reyes: swap a card from your hand with one of the Upcoming cards")


def _hub_apply(s, t, e):
    seat, p = t.seat, s.players[t.seat]
    if isinstance(e, UseAction):
        _use_action(s, seat, e.action)
    elif isinstance(e, PlaceAdrenaline):
        crystals.apply_place_adrenaline(s, seat, e)
    elif isinstance(e, DiscardAdrenaline):
        crystals.apply_discard_adrenaline(s, seat, e)
    elif isinstance(e, CompleteObjective):
        complete_objective(s, seat)
    elif isinstance(e, SwapUpcoming):
        s.turn.ability_used = True
        p.hand[p.hand.index(e.card)] = s.upcoming[e.slot]
        s.upcoming[e.slot] = e.card
    else:  # EndTurn
        pop(s)
        push(s, Task("end_turn", seat))


# -- end of the turn ----------------------------------------------------------------------------------
def end_turn(s, t) -> None:
    pop(s)
    refill = [Task("draw_event", t.seat, icon="upcoming") for _ in range(UPCOMING - len(s.upcoming))]
    push(s, *refill, Task("fault_check", t.seat))


def next_turn(s, t) -> None:
    pop(s)
    seat = (t.seat + 1) % s.seats
    begin_turn(s, seat)


def begin_turn(s, seat: int) -> None:
    s.turn = Turn(seat=seat)
    s.players[seat].turns += 1
    push(s, Task("start", seat))


# -- Event deck draws (chance) ------------------------------------------------------------------------
def _draw_outcomes(s, t):
    if s.deck:
        return [DrawEvent(c) for c in s.deck]
    return [DrawEvent(s.deck_bottom[0])] if s.deck_bottom else []


def _draw_apply(s, t, e):
    pop(s)
    if s.deck:
        s.deck.remove(e.card)
    else:
        s.deck_bottom.pop(0)
    if t.icon == "hand":
        s.players[t.seat].hand.append(e.card)
    elif t.icon == "upcoming":
        s.upcoming.append(e.card)
    else:  # a grid space during setup
        s.grid[t.n].append(e.card)


HANDLERS = {
    "start": Handler(lambda s, t: ("start of your first turn: return cards, place your Child in the past"
                                   if first_turn(s, t.seat) else "start of your turn: choose a Mind field"),
                     (CompleteObjective, RefreshUpcoming, ReturnCard, PlaceChild, ChooseField),
                     _start_moves, _start_check, _start_apply),
    "actions": Handler(lambda s, t: f"{FIELD_TITLE[FIELDS[s.turn.field]]}: perform actions in any "
                                    f"order, place crystals between them, or end your turn",
                       (UseAction, PlaceAdrenaline, DiscardAdrenaline, CompleteObjective, SwapUpcoming,
                        EndTurn), _hub_moves, _hub_check, _hub_apply),
}
CHANCE = {"draw_event": ChanceStep(_draw_outcomes, _draw_apply)}
AUTO = {"end_turn": end_turn, "next_turn": next_turn}
