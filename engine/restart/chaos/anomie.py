"""Solo Anomie (printed, L450-471): Chaos places one of its Senator tokens in its preferred space
however far away (L454), never Maneuvers, may Support.

- Plan A or B (L455): Plan A when it can place in the Law space (empty, or your token at its
  bottom and Chaos capable of Support), else Plan B.
- Its token (L457-463): the first criterion some token meets: alone off the Law and Bill spaces;
  alone in the Law space; alone in a Bill space; its topmost in the Law space; its topmost in a
  Bill space; under one of your tokens. "Topmost" is read as on top of its stack: a Chaos token
  under yours is L463's (else L463 could never apply: stacks form only on Law and Bill spaces). Two tokens alike: the earlier space in reading order
  (SOLO.md §9.2 gap).
- Plan A (L465-466): into the empty Law space and gain; else Support under your token there:
  you may gain first, then Chaos gains double or triple.
- Plan B (L467-470): Support in a Bill space if it can, else into an empty Bill space; of several,
  the Bill track where its marker is lower, tie: the earlier Bill track (top to bottom).
- Capable of Support: the printed conditions but adjacency (L454): 2+ Memory crystals, your token
  at the bottom, no more other tokens there than its Memory lets it go under (its selected token,
  when on top of that stack, is not one of them).
- Forgone (SOLO.md §9.2 gaps): no legal placement, or the selected token is already there.
- Its 6-Perception extra Bill track: the other track where its marker is lowest, tie top to
  bottom; when you Support under its token it always takes its benefit."""
from __future__ import annotations

from engine.core.steps import pop, push
from engine.restart.chaos import CHAOS, say
from engine.restart.chaos.answers import answers, decide
from engine.restart.chaos.plans import PLAN_CHOICE
from engine.restart.dystopias.anomie.content import ANOMIE, BILL_AT, BILLS, LAW, TOKENS, senator, space_name
from engine.restart.dystopias.anomie.events import AnomieExtraBill, AnomieTakeBenefit
from engine.restart.dystopias.anomie.steps import (BenefitOffer, ExtraBill, Gain, PlanStep, changes_nothing,
                                                   extra_choices, gain_result, limits, relocate, token_id, where)

MINE = tuple(token_id(CHAOS, k) for k in range(TOKENS))


def owner(token: int) -> int:
    return token // TOKENS


def can_support(s, space: int, token: int) -> bool:
    """Chaos may Support there with `token`: your token at the bottom, and no more "other Senator
    tokens" (L427) than its Memory lets it go under (L432-436). The token itself is not one of
    them: on top of your stack, it goes under one token, yours (L466)."""
    stack = s.dyst.board[space]
    under = limits(s.players[CHAOS])[1]
    others = [x for x in stack if x != token]
    return bool(others) and owner(stack[0]) != CHAOS and len(others) <= under


def criterion(d, token: int) -> int:
    """Which of L458-463 the token meets (1-6; 7: none)."""
    space = where(d, token)
    stack = d.board[space]
    special = space == LAW or space in BILL_AT
    if stack == [token]:
        return 3 if space in BILL_AT else 2 if space == LAW else 1
    if special and stack[-1] == token:  # on top of a stack (you supported under it)
        return 4 if space == LAW else 5
    return 6 if any(owner(x) != CHAOS for x in stack[stack.index(token) + 1:]) else 7


def selected(d) -> int:
    return min(MINE, key=lambda tok: (criterion(d, tok), where(d, tok)))


def choose(s) -> str:
    """L455, for the token L457-463 select (the one that would be placed)."""
    law = s.dyst.board[LAW]
    return "plan_a" if not law or can_support(s, LAW, selected(s.dyst)) else "plan_b"


def bill_space(s, spaces: list[int]) -> int:
    """Of these Bill spaces, the one whose Bill track has Chaos's marker lowest; tie: top to bottom."""
    return min(spaces, key=lambda x: (s.dyst.bills[CHAOS][BILL_AT[x]], BILL_AT[x]))


def placement(s, plan: str, token: int | None = None) -> tuple[int, bool]:
    """(the space, whether it is a Support) for the token (default: the selected one); -1 when no
    placement is legal."""
    d = s.dyst
    token = selected(d) if token is None else token
    if plan == "plan_a":
        if not d.board[LAW]:
            return LAW, False
        return (LAW, True) if can_support(s, LAW, token) else (-1, False)
    support = [x for x in BILL_AT if can_support(s, x, token)]
    if support:
        return bill_space(s, support), True
    empty = [x for x in BILL_AT if not d.board[x]]
    return (bill_space(s, empty), False) if empty else (-1, False)


@answers(PlanStep)
def _plan(s, t) -> None:
    pop(s)
    d = s.dyst
    token = selected(d)
    target, support = placement(s, t.plan, token)
    if target < 0 or (where(d, token) == target and not support):  # a Support may move it under yours
        say(s, "forgoes the action (no space to place a Senator)")
        return
    # which Senator, from where (L457-463 select it: a review could check that only by the board);
    # spaces named as on the board ("the Health space")
    came, what = where(d, token), space_name(target)
    moved = f"its {senator(token % TOKENS)}" + (f" from {space_name(came)}" if came != target else "")
    relocate(d, token, target, bottom=support)
    if not support:
        # what its marker gains, as your own Plan's line says it (unsaid before: an audit)
        say(s, f"places {moved} in {what}" + gain_result(s, CHAOS, t.plan, target, 1))
        push(s, Gain(CHAOS, t.plan, target, 1))
        return
    stack = d.board[target]
    times = ANOMIE.multiplier_by_stack_size[str(len(stack))]
    say(s, f"supports with {moved} under your Senator in {what} (x{times})"
        + gain_result(s, CHAOS, t.plan, target, times))
    push(s, BenefitOffer(owner(stack[1]), t.plan, target, CHAOS), Gain(CHAOS, t.plan, target, times))


@answers(BenefitOffer)
def _offer(s, t) -> None:
    if changes_nothing(s, CHAOS, t.plan, t.space):
        pop(s)
        return
    # you supported under its Senator (L430): its gain was unsaid, a Mission point too (a review)
    say(s, f"takes the benefit of {space_name(t.space)}" + gain_result(s, CHAOS, t.plan, t.space, 1))
    decide(s, t, AnomieTakeBenefit(True))


@answers(ExtraBill)
def _extra(s, t) -> None:
    choices = extra_choices(s.dyst, CHAOS, t.landed)
    if not choices:
        pop(s)
        return
    best = min(choices, key=lambda b: (s.dyst.bills[CHAOS][b], b))
    say(s, f"advances its {BILLS[best].capitalize()} Bill track {t.times} more (6 Perception crystals)")
    decide(s, t, AnomieExtraBill(BILLS[best]))


PLAN_CHOICE["anomie"] = choose
