"""A turn. Start: complete an Objective, refresh three same-coloured Upcoming cards (once a
turn) and, on your first turn, return starting-hand cards to the bottom of the deck in one
exchange (pick them, confirm, then draw as many) and place your Child in the past. Then put the Action marker on a Mind field (not the one
of your previous turn) and perform its actions in any order, with Adrenaline crystals placed
or discarded between actions. End: refill the Upcoming cards to 3, check for a time fault."""
from __future__ import annotations

from collections import Counter

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.restart import crystals, modifiers
from engine.restart.content import EVENTS_BY_NUMBER, FIELD_INDEX, FIELD_TITLE, FIELDS, GAME, MIND_BOARD
from engine.restart.deck import to_hand, to_upcoming
from engine.restart.events import (ChooseField, CompleteObjective, ConfirmReturn, DiscardAdrenaline,
                                   EndTurn, PlaceAdrenaline, PlaceChild, RefreshUpcoming, ReturnCard,
                                   UseAction)
from engine.restart.objectives import complete_objective, objective_problem
from engine.restart.focus import CARD_MOMENT, playable
from engine.restart.perception import play_problem
from engine.restart.state import Turn
from engine.restart.steps import STEPS, Step, icon_step, refuse
from engine.restart.time_fault import FaultCheck

UPCOMING = GAME.setup.upcoming_events
ACTION_TITLE = {"study": "Study Event", "move": "Move", "play_adult": "Play Event (Adult)",
                "play_child": "Play Event (Child)", "complete_mission": "Complete a Mission",
                "plan_a": "Plan A", "plan_b": "Plan B", "bury": "Bury Event",
                "time_or_event": "Gain Time / Event", "time": "Gain Time", "event": "Gain Event",
                "adrenaline": "Gain Adrenaline", "void": "Gain Void token",
                "place_event": "Place Event", "deep_bury": "Deep Bury Event"}  # these two: from card icons


class TurnStart(Step, tag="start"):
    pass


class ReturnPicking(Step, tag="return_picking"):
    """First turn: starting cards picked to return, set aside face down until confirmed."""
    picks: list[int] = []


class TurnActions(Step, tag="actions"):
    pass


class TurnEnd(Step, tag="end_turn"):
    pass


class NextTurn(Step, tag="next_turn"):
    pass


# -- the field's actions ---------------------------------------------------------------------------
class _FieldActions:
    """One Mind field's printed actions, prepared once: single actions (with how many of each),
    the choices (Plan A or Plan B), and the alternative (Memory's Void)."""

    def __init__(self, mf):
        self.singles = Counter(g[0] for g in mf.base_actions if len(g) == 1)
        choices = [g for g in mf.base_actions if len(g) > 1]
        self.choices = len(choices)
        self.choice_icons = frozenset(i for g in choices for i in g)
        self.icons = tuple(dict.fromkeys([*self.singles, *[i for g in choices for i in g]]))
        self.alternative = tuple(g[0] for g in mf.alternative)


_FIELD_ACTIONS = [_FieldActions(mf) for mf in MIND_BOARD.fields]
INSTEAD = frozenset(i for fa in _FIELD_ACTIONS for i in fa.alternative)  # Memory's Void: instead of all


def available(s, seat: int) -> list[str]:
    """Field actions the turn player may still start: the base actions, plus the ones the crystals
    reach on the topmost Studied card (reached mid-turn counts too), minus the ones used. Plan A
    or Plan B is one base choice; Memory's Void replaces all Memory actions."""
    turn = s.turn
    if turn.field < 0 or turn.void_taken:  # only Memory has the Void alternative
        return []
    fa = _FIELD_ACTIONS[turn.field]
    extras = crystals.extras_reached(s.players[seat], turn.field)
    icons = fa.icons + tuple(i for i in extras if i not in fa.icons) if extras else fa.icons
    out = [icon for icon in icons if _entitled(fa, turn.used, extras, icon)]
    if fa.alternative and not turn.used:
        out += fa.alternative
    return out


def slots_left(s, seat: int, startable: list[str]) -> list[list[str]]:
    """The actions the turn player may still take as the Mind board shows them, one list of
    icons per action, of the `startable` icons: a Studied card's reached Move is a [Move] more
    (the board showed one, L124), Intelligence's own action stays [Plan A or Plan B] beside a
    reached [Plan A] ("[Plan A ×2] [Plan B]" read as three Plans: a review), and Memory's Void
    replaces them all (one action)."""
    turn = s.turn
    fa, used = _FIELD_ACTIONS[turn.field], Counter(turn.used)
    extras = crystals.extras_reached(s.players[seat], turn.field)
    own = {i: fa.singles.get(i, 0) + extras.get(i, 0) for i in {*fa.icons, *extras}}
    choices = fa.choices - sum(max(0, used[i] - own[i]) for i in fa.choice_icons)  # taken beyond their own
    either = [i for i in startable if i in fa.choice_icons]
    slots = []
    for icon in startable:
        if icon in fa.alternative:
            slots.append([icon])
            continue
        if either and icon == either[0]:
            slots += [either] * max(0, choices)
        slots += [[icon]] * max(0, own.get(icon, 0) - used[icon])
    return slots


def is_available(s, seat: int, icon: str) -> bool:
    """`icon in available(s, seat)`, without listing the others (every UseAction asks it)."""
    turn = s.turn
    if turn.field < 0 or turn.void_taken:
        return False
    fa = _FIELD_ACTIONS[turn.field]
    if fa.alternative and not turn.used and icon in fa.alternative:
        return True
    extras = crystals.extras_reached(s.players[seat], turn.field)
    return (icon in fa.icons or icon in extras) and _entitled(fa, turn.used, extras, icon)


def _entitled(fa: _FieldActions, used, extras, icon: str) -> bool:
    """Whether one more `icon` action fits this field's entitlement. Only the icon's own
    entitlement decides: an action taken while an extra was reached stays taken if that
    Adrenaline is discarded later, and must not block the others."""
    singles = fa.singles
    if icon in fa.choice_icons:
        over = sum(max(0, used.get(i, 0) + (i == icon) - extras.get(i, 0) - singles.get(i, 0))
                   for i in fa.choice_icons if i in used or i == icon)
        return over <= fa.choices
    # .get: a Counter's missing key costs a Python call
    return used.get(icon, 0) + 1 <= extras.get(icon, 0) + singles.get(icon, 0)


def start_problem(s, seat: int, icon: str, hand_known: bool = True) -> IllegalMove | None:
    """Why an action cannot start (its target is missing, or a modifier forbids it), None when
    it can; without `hand_known`, as another seat can tell (a Side Effect forbidding every card
    in the hand is the seat's own to know: Stuck With It's reason named a card's field to all,
    and Obsession's told whether the hand held its field: an audit)."""
    p = s.players[seat]
    if icon in ("play_adult", "play_child", "place_event"):
        why = play_problem(s, seat, icon)
    elif icon in CARD_MOMENT and not p.hand:
        why = refuse("action-empty-hand", f"{ACTION_TITLE.get(icon, icon)}: you have no Event card in your hand")
    elif icon in CARD_MOMENT and hand_known and not playable(s, seat, icon):  # a modifier forbids every card
        why = modifiers.refusal(s, seat, CARD_MOMENT[icon], p.hand[0])
    elif icon == "complete_mission" and not p.missions:
        why = refuse("no-mission-held", "Complete a Mission: you have no Mission card in your card holder")
    elif icon == "event" and not (s.deck or s.deck_bottom or s.upcoming):
        why = refuse("no-event-left", "Gain Event: no Event card is left to draw")
    else:
        why = None
    return why or modifiers.refusal(s, seat, "action", icon)


def startable(s, seat: int) -> list[str]:
    """The field actions the turn player can start now."""
    return [a for a in available(s, seat) if not start_problem(s, seat, a)]


def _use_action(s, seat: int, icon: str) -> None:
    turn = s.turn
    turn.acted = True
    if icon == "void" and MIND_BOARD.fields[turn.field].alternative:
        turn.void_taken = True
    else:
        turn.used[icon] = turn.used.get(icon, 0) + 1
    push(s, icon_step(seat, icon))


# -- start of the turn ----------------------------------------------------------------------------
def _same_colour_upcoming(s) -> bool:
    return len(s.upcoming) == UPCOMING and len({EVENTS_BY_NUMBER[c].colour for c in s.upcoming}) == 1


def refresh_problem(s) -> IllegalMove | None:
    if s.turn.refreshed:
        return refuse("refresh-once", "Upcoming Event cards: you may discard and refill them only once "
                                      "on each of your turns")
    if not _same_colour_upcoming(s):
        return refuse("refresh-same-colour", "Upcoming Event cards: only when all 3 Upcoming Event "
                                             "cards are the same colour")
    return modifiers.refusal(s, s.turn.seat, "refresh_upcoming")


def _refresh(s, seat: int) -> None:
    s.turn.refreshed = True
    s.discard.extend(s.upcoming)
    s.upcoming = []
    push(s, *[to_upcoming(seat) for _ in range(UPCOMING)])


def field_problem(s, seat: int, field: str) -> IllegalMove | None:
    """Why the Action marker may not go on `field` now (a known field), None when it may."""
    p = s.players[seat]
    if first_turn(s, seat):
        return refuse("child-first", "Start of your first turn: place your Child figure in the past "
                                     "before your first action")
    if FIELD_INDEX[field] == p.field:
        return refuse("same-field", f"Mind fields: you must move your Action marker to a different "
                                    f"Mind field; {FIELD_TITLE[field]} was your field last turn")
    return modifiers.refusal(s, seat, "field", field)


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
        out += [ReturnCard(c) for c in p.start_hand]  # empty once the exchange is done
        bottom = (s.rows - 1) * s.cols
        out += [PlaceChild(x) for x in range(bottom, bottom + s.cols)]
    else:
        out += [ChooseField(f) for f in FIELDS if not field_problem(s, seat, f)]
    return out + crystals.adrenaline_moves(s, seat)  # "before or after an action" (L105)


def _start_check(s, t, e):
    seat = t.seat
    if isinstance(e, ChooseField):  # first: nearly every turn starts so
        crystals.field_index(e.field)
        why = field_problem(s, seat, e.field)
    elif isinstance(e, CompleteObjective):
        why = objective_problem(s, seat)
    elif isinstance(e, RefreshUpcoming):
        why = refresh_problem(s)
    elif isinstance(e, PlaceAdrenaline):
        crystals.check_place_adrenaline(s, seat, e)
        why = None
    elif isinstance(e, DiscardAdrenaline):
        crystals.check_discard_adrenaline(s, seat, e)
        why = None
    elif isinstance(e, ReturnCard):
        why = return_problem(s, seat, e.card)
    elif isinstance(e, PlaceChild):
        bottom = (s.rows - 1) * s.cols
        if not first_turn(s, seat):
            why = refuse("child-placed", "Start of your first turn: your Child figure is already on "
                                         "the Spacetime grid")
        elif not bottom <= e.space < bottom + s.cols:
            why = refuse("child-in-past", "Start of your first turn: your Child figure goes on a space "
                                          "of the bottom row (the past)")
        else:
            why = None
    else:  # ConfirmReturn outside ReturnPicking
        why = refuse("return-none", "Return starting cards: pick at least one card to return first")
    if why:
        raise why


def _start_apply(s, t, e):
    seat, p = t.seat, s.players[t.seat]
    if isinstance(e, ChooseField):  # first: nearly every turn starts so
        f = FIELD_INDEX[e.field]
        s.turn.field = f
        p.field = f
        s.tasks[-1] = TurnActions(seat)  # pop and push without the calls: every turn runs this
    elif isinstance(e, CompleteObjective):
        complete_objective(s, seat)
    elif isinstance(e, RefreshUpcoming):
        _refresh(s, seat)
    elif isinstance(e, PlaceAdrenaline):
        crystals.apply_place_adrenaline(s, seat, e)
    elif isinstance(e, DiscardAdrenaline):
        crystals.apply_discard_adrenaline(s, seat, e)
    elif isinstance(e, ReturnCard):
        _pick(p, e.card)
        push(s, ReturnPicking(seat, [e.card]))
    else:  # PlaceChild
        p.child = e.space
        p.start_hand = []


# -- returning starting cards: one exchange ------------------------------------------------------
def return_problem(s, seat: int, card: int) -> IllegalMove | None:
    if not first_turn(s, seat):
        return refuse("return-first-turn", "Start of your first turn: starting-hand cards are returned "
                                           "first, before you place your Child")
    if s.turn.returned:
        return refuse("return-once", "Start of your first turn: returning starting cards is one exchange "
                                     "— you have already returned your cards and drawn their replacements")
    if card not in s.players[seat].start_hand:
        return refuse("return-start-hand", "Start of your first turn: return only cards from your "
                                           "starting hand")
    return None


def _pick(p, card: int) -> None:
    """The card leaves the hand, face down: in neither hand nor deck until confirmed."""
    p.hand.remove(card)
    p.start_hand.remove(card)


def _picking_moves(s, t):
    return [ReturnCard(c) for c in s.players[t.seat].start_hand] + [ConfirmReturn()]


def _picking_check(s, t, e):
    if isinstance(e, ReturnCard):
        why = return_problem(s, t.seat, e.card)
        if why:
            raise why
    elif not isinstance(e, ConfirmReturn):
        raise refuse("return-pending", "Return starting cards: confirm the cards you are returning (and "
                                       "draw as many) first")


def _picking_apply(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, ReturnCard):
        _pick(p, e.card)
        t.picks.append(e.card)
        return
    pop(s)
    s.deck_bottom.extend(t.picks)  # in pick order, each beneath the previous
    p.start_hand = []
    s.turn.returned = True
    push(s, *[to_hand(t.seat) for _ in t.picks])


# -- between actions ------------------------------------------------------------------------------
def _hub_moves(s, t):
    seat = t.seat
    out = [UseAction(a) for a in startable(s, seat)]
    out += crystals.adrenaline_moves(s, seat)
    if not objective_problem(s, seat):
        out.append(CompleteObjective())
    return out + [EndTurn()]


def _hub_check(s, t, e):
    seat = t.seat
    if isinstance(e, EndTurn):  # always allowed, and the most common
        return
    if isinstance(e, UseAction):
        field = FIELDS[s.turn.field]
        if not is_available(s, seat, e.action):
            raise refuse("action-unavailable", f"{FIELD_TITLE[field]}: {ACTION_TITLE.get(e.action, e.action)} "
                                               f"is not available (not an action of this Mind field, not "
                                               f"reached by your crystals, or already used this turn)")
        why = start_problem(s, seat, e.action)
        if why:
            raise why
    elif isinstance(e, PlaceAdrenaline):
        crystals.check_place_adrenaline(s, seat, e)
    elif isinstance(e, DiscardAdrenaline):
        crystals.check_discard_adrenaline(s, seat, e)
    elif isinstance(e, CompleteObjective):
        why = objective_problem(s, seat)
        if why:
            raise why


def _hub_apply(s, t, e):
    seat = t.seat
    if isinstance(e, EndTurn):  # first: every turn ends so
        s.tasks[-1] = TurnEnd(seat)
    elif isinstance(e, UseAction):
        _use_action(s, seat, e.action)
    elif isinstance(e, PlaceAdrenaline):
        crystals.apply_place_adrenaline(s, seat, e)
    elif isinstance(e, DiscardAdrenaline):
        crystals.apply_discard_adrenaline(s, seat, e)
    else:  # CompleteObjective
        complete_objective(s, seat)


# -- end of the turn ----------------------------------------------------------------------------------
def end_turn(s, t) -> None:
    """Refill the Upcoming cards, check for a time fault, then the next player's turn."""
    s.tasks.pop()
    refill = [to_upcoming(t.seat) for _ in range(UPCOMING - len(s.upcoming))]
    push(s, *refill, FaultCheck(t.seat), NextTurn(t.seat))


def next_turn(s, t) -> None:
    s.tasks.pop()
    begin_turn(s, (t.seat + 1) % s.seats)


def begin_turn(s, seat: int) -> None:
    s.turn = Turn(seat=seat)
    s.players[seat].turns += 1
    s.tasks.append(TurnStart(seat))


def _start_prompt(s, t) -> str:
    if first_turn(s, t.seat):
        return "start of your first turn: return cards, place your Child in the past"
    return "start of your turn: choose a Mind field"


START_EVENTS = (CompleteObjective, RefreshUpcoming, ReturnCard, ConfirmReturn, PlaceChild, ChooseField)
STEPS.decision(TurnStart, prompt=_start_prompt, accepts=START_EVENTS + (PlaceAdrenaline, DiscardAdrenaline),
               moves=_start_moves, check=_start_check, apply=_start_apply)
STEPS.decision(ReturnPicking, prompt=lambda s, t: f"return starting cards: pick more, or confirm the "
                                                  f"{len(t.picks)} picked (then draw as many)",
               accepts=START_EVENTS, moves=_picking_moves, check=_picking_check, apply=_picking_apply)
STEPS.decision(TurnActions, prompt=lambda s, t: f"{FIELD_TITLE[FIELDS[s.turn.field]]}: perform actions in "
                                                f"any order, place crystals between them, or end your turn",
               accepts=(UseAction, PlaceAdrenaline, DiscardAdrenaline, CompleteObjective, EndTurn),
               moves=_hub_moves, check=_hub_check, apply=_hub_apply)
STEPS.auto(TurnEnd, end_turn)
STEPS.auto(NextTurn, next_turn)
