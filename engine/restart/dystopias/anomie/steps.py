"""Anomie's Plan A / Plan B: task kinds on Restart's STEPS.

  PlanStep      (decision) a Maneuver first if wanted (Intelligence crystals), then ONE of Move,
                Support (Memory crystals), Breakout - or end the action
  BenefitOffer  (decision of the opponent directly above a supporting Senator) take the
                space's benefit, or not
  Gain          (automatic) a seat gains a space's benefit `times` over: Plan A on the Law
                space advances the Law track (Perception: 1-4 spaces), Plan B on a Bill space
                its Bill track (+ the opposite one from 3 Perception crystals); a Mission for
                every Mission point reached or passed
  ExtraBill     (decision, 6 Perception crystals) the other Bill track that also advances

Refusals quote the rule (code restart.anomie-<slug>); the move lists are the candidates that
the same `problem` lets through.
"""
from __future__ import annotations

from engine.core.errors import IllegalMove
from engine.core.steps import pop, push
from engine.restart.dystopias.anomie.content import (ANOMIE, BILL_AT, BILL_TRACK, BILLS, DIRECTIONS, LAW,
                                                     LAW_TRACK, OPPOSITE, STARTS, TABLE, TOKENS, VETO,
                                                     neighbour, senator, space_name, start_space)
from engine.restart.dystopias.anomie.events import (AnomieBreakout, AnomieEnd, AnomieExtraBill,
                                                    AnomieManeuver, AnomieMove, AnomieSupport,
                                                    AnomieTakeBenefit)
from engine.restart.dystopias.base import crystals
from engine.restart.labels import player_name
from engine.restart.missions import MissionToTake
from engine.restart.steps import STEPS, Step, refuse

PLAN_TITLE = {"plan_a": "Plan A (Law)", "plan_b": "Plan B (Bills)"}
RULE_MOVE = ("Anomie: Move one of your Senator tokens that is alone on a space to an orthogonally "
             "adjacent empty space")
RULE_EMPTY = "Anomie: Empty space: A space without a Senator token on it and which is not a Veto space"
RULE_STACKED = "Anomie: You cannot move a Senator token that is stacked under 1 or more other Senator tokens"
RULE_MANEUVER = ("Anomie, Maneuver: You may maneuver a Senator token that is on its own in a space or at "
                 "the top of a stack. It must be the Senator token with which you are about to perform a "
                 "Plan A or Plan B action")
RULE_SUPPORT = ("Anomie, Support: Move one of your Senator tokens to an adjacent Law or Bill space that "
                "already has 1 or 2 other Senator tokens on it, provided that the bottom token in that "
                "space is not one of your Senator tokens")
RULE_SUPPORT_PLAN = ("Anomie, Support: you cannot move your Senator token to a Bill space via a Plan A action "
                     "and you cannot move your Senator token to the Law space via a Plan B action")
RULE_BREAKOUT = ("Anomie, Breakout: Take one of your Senator tokens that is stacked under one or more other "
                 "Senator tokens and place it onto one of the three starting spaces in your color that "
                 "does not have a Senator token on it")


class PlanStep(Step, tag="anomie_plan"):
    plan: str              # plan_a or plan_b, for the whole action
    maneuvered: int = -1   # the token (0/1) maneuvered before the action; it must perform it


class BenefitOffer(Step, tag="anomie_offer"):
    plan: str
    space: int
    supporter: int         # the seat whose Senator went under `seat`'s


class Gain(Step, tag="anomie_gain"):
    plan: str
    space: int
    times: int             # 1, or 2 / 3 for a supporting Senator under a stack of 2 / 3


class ExtraBill(Step, tag="anomie_extra_bill"):
    landed: int            # the Bill track of the space (Bill index)
    times: int


def start(s, seat: int, plan: str) -> list[Step]:
    return [PlanStep(seat, plan)]


# -- where the Senators are --------------------------------------------------------------------
def token_id(seat: int, k: int) -> int:
    return TOKENS * seat + k


def where(d, token: int) -> int:
    return next(i for i, stack in enumerate(d.board) if token in stack)


def is_under(d, token: int) -> bool:
    stack = d.board[where(d, token)]
    return stack[-1] != token


def is_empty(d, space: int) -> bool:
    return space not in VETO and not d.board[space]


def maneuver_end(d, space: int, direction: str) -> tuple[int | None, int]:
    """(the first empty space in `direction`, None off the board; non-empty spaces passed)."""
    through = 0
    nxt = neighbour(space, direction)
    while nxt is not None and not is_empty(d, nxt):
        through += 1
        nxt = neighbour(nxt, direction)
    return nxt, through


def pays(plan: str, space: int) -> bool:
    """Plan A gains on the Law space only, Plan B on a Bill space only."""
    return space == LAW if plan == "plan_a" else space in BILL_AT


def limits(player) -> tuple[int, int]:
    """(non-empty spaces a Maneuver may pass through, Senators a Support may go under)."""
    return (TABLE.intelligence_maneuver_through[crystals(player, "intelligence")],
            TABLE.memory_support_under[crystals(player, "memory")])


# -- the Plan action: what is refused ------------------------------------------------------------
def problem(s, t, e) -> IllegalMove | None:
    """Why the seat may not make this Plan move now (None: it may). Direct: never lists moves."""
    if isinstance(e, AnomieEnd):
        return None
    d, seat = s.dyst, t.seat
    if e.token not in range(TOKENS):
        return refuse("anomie-no-such-token", f"Anomie: you have {TOKENS} Senator tokens (token 0 or 1 in a log)")
    if isinstance(e, AnomieBreakout):
        if e.start not in STARTS:
            return refuse("anomie-no-such-start", f"{RULE_BREAKOUT} (left, middle or right)")
    elif e.direction not in DIRECTIONS:
        return refuse("anomie-no-such-direction", "Anomie: Senators move up, down, left or right "
                                                  "(orthogonally)")
    if t.maneuvered >= 0:
        if isinstance(e, AnomieManeuver):
            return refuse("anomie-maneuver-once", "Anomie: immediately before a Plan A or Plan B action "
                                                  "you may perform a Maneuver action (one)")
        if e.token != t.maneuvered:
            return refuse("anomie-maneuver-other-token", RULE_MANEUVER)
    token = token_id(seat, e.token)
    space = where(d, token)
    if isinstance(e, AnomieManeuver):
        return _maneuver_problem(s, t, e, token, space)
    if isinstance(e, AnomieMove):
        return _move_problem(d, e, token, space)
    if isinstance(e, AnomieSupport):
        return _support_problem(s, t, e, token, space)
    return _breakout_problem(d, seat, e, token)


def _maneuver_problem(s, t, e, token, space):
    d, p = s.dyst, s.players[t.seat]
    limit = limits(p)[0]
    if not limit:
        return refuse("anomie-maneuver-no-crystals", "Anomie: 1 or more crystals on your Intelligence track: "
                                                     "you may perform a Maneuver action")
    if is_under(d, token):
        return refuse("anomie-maneuver-stacked-token", RULE_MANEUVER)
    end, through = maneuver_end(d, space, e.direction)
    if end is None:
        return refuse("anomie-maneuver-off-board", "Anomie, Maneuver: the Senator token is maneuvered to an "
                                                   "empty space; there is none that way on the board")
    if through == 0:
        return refuse("anomie-maneuver-through-none", "Anomie, Maneuver: It must always pass through at "
                                                      "least one non-empty space")
    if through > limit:
        return refuse("anomie-maneuver-too-far", f"Anomie, Maneuver: with {crystals(p, 'intelligence')} "
                                                 f"crystals on your Intelligence track you may maneuver "
                                                 f"through at most {limit} Senator token and/or Veto spaces "
                                                 f"(this needs {through})")
    return None


def _move_problem(d, e, token, space):
    if len(d.board[space]) > 1:
        return refuse("anomie-move-not-alone", RULE_MOVE)
    target = neighbour(space, e.direction)
    if target is None:
        return refuse("anomie-move-off-board", f"{RULE_MOVE} on the Anomie board")
    if target in VETO:
        return refuse("anomie-move-veto", "Anomie: Veto space: Senator tokens may not move onto a Veto space")
    if d.board[target]:
        return refuse("anomie-move-not-empty", RULE_EMPTY)
    return None


def _support_problem(s, t, e, token, space):
    d, p = s.dyst, s.players[t.seat]
    under = limits(p)[1]
    if not under:
        return refuse("anomie-support-no-crystals", "Anomie: Only if you have 2 or more crystals on your "
                                                    "Memory track: Perform a Support action")
    if is_under(d, token):
        return refuse("anomie-support-stacked-token", RULE_STACKED)
    target = neighbour(space, e.direction)
    if target is None or (target != LAW and target not in BILL_AT):
        return refuse("anomie-support-wrong-space", RULE_SUPPORT)
    if not pays(t.plan, target):
        return refuse("anomie-support-wrong-space", RULE_SUPPORT_PLAN)
    stack = d.board[target]
    if not stack:
        return refuse("anomie-support-empty-space", RULE_SUPPORT)
    if len(stack) > under:
        return refuse("anomie-support-too-high", f"Anomie, Support: with {crystals(p, 'memory')} crystals on "
                                                 f"your Memory track you can stack under at most {under} "
                                                 f"Senator token{'s' if under > 1 else ''} (6 crystals: 2)")
    if stack[0] // TOKENS == t.seat:
        return refuse("anomie-support-own-bottom", RULE_SUPPORT)
    return None


def _breakout_problem(d, seat, e, token):
    if not is_under(d, token):
        return refuse("anomie-breakout-not-under", "Anomie: Only if your Senator token is under 1 or more "
                                                   "other Senator tokens: Perform a Breakout action")
    if all(d.board[start_space(seat, w)] for w in STARTS):
        return refuse("anomie-breakout-no-free-start", "Anomie, Breakout: In the unlikely event that all three "
                                                       "of your starting spaces have a Senator token on it, "
                                                       "you may not perform this action")
    if d.board[start_space(seat, e.start)]:
        return refuse("anomie-breakout-start-taken", RULE_BREAKOUT)
    return None


def _plan_check(s, t, e):
    why = problem(s, t, e)
    if why is not None:
        raise why


def _plan_moves(s, t):
    candidates = [kind(k, d) for kind in (AnomieManeuver, AnomieMove, AnomieSupport)
                  for k in range(TOKENS) for d in DIRECTIONS]
    candidates += [AnomieBreakout(k, w) for k in range(TOKENS) for w in STARTS]
    return [e for e in candidates if problem(s, t, e) is None] + [AnomieEnd()]


# -- the Plan action: what it does -----------------------------------------------------------------
def relocate(d, token: int, target: int, bottom: bool = False) -> None:
    d.board[where(d, token)].remove(token)
    if bottom:
        d.board[target].insert(0, token)
    else:
        d.board[target].append(token)


def gains(seat: int, plan: str, space: int, times: int = 1) -> list[Step]:
    return [Gain(seat, plan, space, times)] if pays(plan, space) else []


def _plan_apply(s, t, e):
    d, seat = s.dyst, t.seat
    if isinstance(e, AnomieEnd):
        pop(s)
        return
    token = token_id(seat, e.token)
    space = where(d, token)
    if isinstance(e, AnomieManeuver):  # the action itself still follows: the step stays
        t.maneuvered = e.token
        end, _ = maneuver_end(d, space, e.direction)
        relocate(d, token, end)
        push(s, *gains(seat, t.plan, end))
        return
    pop(s)
    if isinstance(e, AnomieMove):
        target = neighbour(space, e.direction)
        relocate(d, token, target)
        push(s, *gains(seat, t.plan, target))
    elif isinstance(e, AnomieSupport):
        target = neighbour(space, e.direction)
        relocate(d, token, target, bottom=True)
        stack = d.board[target]
        times = ANOMIE.multiplier_by_stack_size[str(len(stack))]
        push(s, BenefitOffer(stack[1] // TOKENS, t.plan, target, seat), Gain(seat, t.plan, target, times))
    else:
        relocate(d, token, start_space(seat, e.start))


def _plan_prompt(s, t) -> str:
    """What the crystals allow now, from the moves themselves (a fixed text offered a Maneuver
    and a Support the player could not make: an audit)."""
    kinds = {type(m) for m in _plan_moves(s, t)}
    first = "maneuver first, or " if AnomieManeuver in kinds else ""
    verbs = [w for w, k in (("move", AnomieMove), ("support", AnomieSupport), ("break out", AnomieBreakout))
             if k in kinds]
    who = senator(t.maneuvered) if t.maneuvered >= 0 else "a Senator"
    said = ", ".join(verbs[:-1]) + " or " + verbs[-1] if len(verbs) > 1 else "".join(verbs)
    return (f"{PLAN_TITLE[t.plan]}: {first}" + (f"{said} with {who}, or " if verbs else "")
            + "end the action")


# -- benefits -----------------------------------------------------------------------------------
LAW_INDEX = -1   # a "track" below: the Law track, or a Bill index 0-3


def track_of(track: int):
    return LAW_TRACK if track == LAW_INDEX else BILL_TRACK


def track_title(track: int) -> str:
    return "Law" if track == LAW_INDEX else BILLS[track].capitalize()


def position(d, seat: int, track: int) -> int:
    return d.law[seat] if track == LAW_INDEX else d.bills[seat][track]


def benefit(s, seat: int, plan: str, space: int, times: int) -> tuple[list[tuple[int, int]], bool]:
    """What gaining a paying space's benefit `times` over advances, with the seat's Perception
    crystals: [(track, spaces)], and whether another Bill track is to be chosen (6 crystals)."""
    perception = crystals(s.players[seat], "perception")
    if plan == "plan_a":
        return [(LAW_INDEX, TABLE.perception_law_spaces[perception] * times)], False
    bill, extra = BILL_AT[space], TABLE.perception_extra_bill[perception]
    return [(bill, times)] + ([(OPPOSITE[bill], times)] if extra == "opposite" else []), extra == "any_other"


def advance(d, seat: int, track: int, by: int) -> int:
    """Move the marker; returns the Mission points reached or passed."""
    after, crossed = track_of(track).advance(position(d, seat, track), by)
    if track == LAW_INDEX:
        d.law[seat] = after
    else:
        d.bills[seat][track] = after
    return crossed


def extra_choices(d, seat: int, landed: int) -> list[int]:
    """The other Bill tracks whose marker can still advance."""
    return [b for b in range(len(BILLS)) if b != landed and d.bills[seat][b] < BILL_TRACK.spaces]


def gain_result(s, seat: int, plan: str, space: int, times: int) -> str:
    """For the log: what the benefit would do, e.g. ": Law 2 -> 4 (takes a Mission)"; on a
    track's space that this Plan does not move, why nothing ("" elsewhere); a Mission point
    reached or passed is said, as it makes you take one."""
    if not pays(plan, space):
        if space != LAW and space not in BILL_AT:
            return ""  # a review moved a Senator onto the Law space in Plan B and read of no gain
        return (" (no gain: Plan A moves the Law track only)" if plan == "plan_a" else
                " (no gain: Plan B moves the Bill tracks only)")
    moves, choose = benefit(s, seat, plan, space, times)
    d, out = s.dyst, []
    for k, by in moves:
        at = position(d, seat, k)
        after, crossed = track_of(k).advance(at, by)
        out.append(f"{track_title(k)} {at} -> {after}"
                   + ("" if not crossed else " (takes a Mission)" if crossed == 1 else f" (takes {crossed} Missions)"))
    return ": " + ", ".join(out) + (f", +{times} on another Bill track" if choose else "")


def changes_nothing(s, seat: int, plan: str, space: int) -> bool:
    """Every track the benefit would advance is already at its last space."""
    moves, choose = benefit(s, seat, plan, space, 1)
    d = s.dyst
    return (all(position(d, seat, k) >= track_of(k).spaces for k, _ in moves)
            and not (choose and extra_choices(d, seat, BILL_AT[space])))


def _offer_apply(s, t, e):
    pop(s)
    if e.take:
        push(s, Gain(t.seat, t.plan, t.space, 1))


def _offer_prompt(s, t) -> str:
    return (f"{player_name(s, t.supporter)} supports under your Senator on {space_name(t.space)}: gain its "
            f"benefit too{gain_result(s, t.seat, t.plan, t.space, 1)}?")


def missions(seat: int, crossed: int) -> list[Step]:
    """A Mission card for each Mission point reached or passed ("you must take")."""
    return [MissionToTake(seat) for _ in range(crossed)]


def _gain(s, t):
    pop(s)
    moves, choose = benefit(s, t.seat, t.plan, t.space, t.times)
    crossed = sum(advance(s.dyst, t.seat, k, by) for k, by in moves)
    push(s, *missions(t.seat, crossed), *([ExtraBill(t.seat, BILL_AT[t.space], t.times)] if choose else []))


def _extra_check(s, t, e):
    if e.track not in BILLS:
        raise refuse("anomie-no-such-bill", f"Anomie: the Bill tracks are {', '.join(BILLS)}")
    if BILLS.index(e.track) == t.landed:
        raise refuse("anomie-extra-bill-same", "Anomie, 6 crystals on your Perception track: Plan B on a "
                                               "Bill space also advances any other Bill track")
    if BILLS.index(e.track) not in extra_choices(s.dyst, t.seat, t.landed):
        raise refuse("anomie-extra-bill-full", "Anomie: Once your Progress marker reaches the last space on "
                                               "a track, it cannot advance any further")


def _extra_apply(s, t, e):
    pop(s)
    push(s, *missions(t.seat, advance(s.dyst, t.seat, BILLS.index(e.track), t.times)))


STEPS.decision(PlanStep, prompt=_plan_prompt,
               accepts=(AnomieManeuver, AnomieMove, AnomieSupport, AnomieBreakout, AnomieEnd),
               moves=_plan_moves, check=_plan_check, apply=_plan_apply)
STEPS.decision(BenefitOffer, prompt=_offer_prompt, accepts=(AnomieTakeBenefit,),
               moves=lambda s, t: [AnomieTakeBenefit(True), AnomieTakeBenefit(False)],
               check=lambda s, t, e: None, apply=_offer_apply,
               skip_if=lambda s, t: changes_nothing(s, t.seat, t.plan, t.space))
STEPS.auto(Gain, _gain)
STEPS.decision(ExtraBill, prompt=lambda s, t: f"6 Perception crystals: advance another Bill track "
                                              f"({t.times} space{'s' if t.times > 1 else ''})",
               accepts=(AnomieExtraBill,),
               moves=lambda s, t: [AnomieExtraBill(BILLS[b]) for b in extra_choices(s.dyst, t.seat, t.landed)],
               check=_extra_check, apply=_extra_apply,
               skip_if=lambda s, t: not extra_choices(s.dyst, t.seat, t.landed))
