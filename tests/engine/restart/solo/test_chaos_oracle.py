"""An independent oracle of Chaos's printed Anomie rules (rules/restart.txt L455-470), written
from the text and not from engine/restart/chaos/anomie.py: random boards (stacks of any owners on
the Law, Bill and other spaces), random crystals and markers; Chaos's Plan choice and the board
and tracks after a Plan A / Plan B action must be what the text gives."""
from __future__ import annotations

import copy
import random

from engine.core import CHANCE
from engine.core.steps import push
from engine.restart import GAME
from engine.restart.chaos import CHAOS, anomie
from engine.restart.dystopias.anomie.content import ANOMIE, at
from engine.restart.intelligence import PlanAction
from engine.restart.state import Turn
from engine.restart.steps import STEPS

from tests.engine.restart.solo.helpers import solo

B = ANOMIE.board
LAW = at(B.law)
BILL = {at(B.bills[n]): i for i, n in enumerate(("health", "culture", "education", "economy"))}  # L389
OPPOSITE = {0: 2, 2: 0, 1: 3, 3: 1}                    # L405
LAW_SPACES = (1, 2, 2, 3, 3, 3, 4)                     # L400-408, by Perception crystals
EXTRA = (None, None, None, "opposite", "opposite", "opposite", "any")
UNDER = (0, 0, 1, 1, 1, 1, 2)                          # L432-436, by Memory crystals
LAW_END, BILL_END = ANOMIE.law_track.spaces, ANOMIE.bill_tracks.spaces
MINE = (2, 3)                                          # Chaos's tokens; yours are 0 and 1


def where(board, tok):
    return next(i for i, x in enumerate(board) if tok in x)


def supportable(board, space, tok, memory):
    """L427: your token at the bottom, 1 or 2 *other* tokens, as many as Memory allows (L432)."""
    others = [x for x in board[space] if x != tok]
    return bool(others) and board[space][0] // 2 == 0 and len(others) <= UNDER[memory]


def select(board):
    """L457-463, ties: the earlier space in reading order (SOLO.md 9.2)."""
    def criterion(tok):
        sp = where(board, tok)
        stack = board[sp]
        if stack == [tok]:
            return 1 if sp != LAW and sp not in BILL else 2 if sp == LAW else 3
        if stack[-1] == tok:
            return 4 if sp == LAW else 5
        return 6 if any(x // 2 == 0 for x in stack[stack.index(tok) + 1:]) else 7
    return min(MINE, key=lambda t: (criterion(t), where(board, t)))


def expected(s, plan):
    d, p = s.dyst, s.players[CHAOS]
    perception, memory = len(p.tracks[0]), len(p.tracks[2])
    board = [list(x) for x in d.board]
    tok = select(board)
    lowest = lambda spaces: min(spaces, key=lambda x: (d.bills[CHAOS][BILL[x]], BILL[x]))  # L470
    if plan is None:                                                                     # L455
        return "plan_a" if not board[LAW] or supportable(board, LAW, tok, memory) else "plan_b"
    if plan == "plan_a":                                                                 # L465-466
        if not board[LAW]:
            target, support = LAW, False
        elif supportable(board, LAW, tok, memory):
            target, support = LAW, True
        else:
            return None
    else:                                                                                # L468-469
        support_at = [x for x in BILL if supportable(board, x, tok, memory)]
        empty = [x for x in BILL if not board[x]]
        if support_at:
            target, support = lowest(support_at), True
        elif empty:
            target, support = lowest(empty), False
        else:
            return None
    board[where(board, tok)].remove(tok)
    board[target].insert(0, tok) if support else board[target].append(tok)
    times = len(board[target]) if support else 1
    law, bills = d.law[CHAOS], list(d.bills[CHAOS])
    if plan == "plan_a":
        law = min(LAW_END, law + LAW_SPACES[perception] * times)
    else:
        b = BILL[target]
        bills[b] = min(BILL_END, bills[b] + times)
        if EXTRA[perception] == "opposite":
            bills[OPPOSITE[b]] = min(BILL_END, bills[OPPOSITE[b]] + times)
        elif EXTRA[perception] == "any":
            room = [x for x in range(4) if x != b and bills[x] < BILL_END]
            if room:
                x = min(room, key=lambda x: (bills[x], x))
                bills[x] = min(BILL_END, bills[x] + times)
    return board, law, bills


def test_chaos_anomie_matches_an_oracle_from_the_printed_text():
    rng = random.Random(10)
    base = solo("anomie")
    special = [LAW, *BILL]
    normal = [x for x in range(B.rows * B.cols) if x not in special and x not in {at(v) for v in B.veto}]
    for _ in range(400):
        s = copy.deepcopy(base)
        d = s.dyst
        d.board = [[] for _ in d.board]
        for tok in rng.sample(range(4), 4):
            sp = rng.choice(special + rng.sample(normal, 3))
            if len(d.board[sp]) >= 3:
                sp = rng.choice(normal)
            d.board[sp].insert(rng.choice((0, len(d.board[sp]))), tok)
        for seat in (0, CHAOS):
            d.law[seat] = rng.choice((0, 1, 4, 9, 18, LAW_END))
            d.bills[seat] = [rng.choice((0, 1, 2, 5, BILL_END)) for _ in range(4)]
            s.players[seat].tracks = ["F" * rng.randint(0, 6) for _ in range(3)]
        plan = rng.choice(("plan_a", "plan_b", None))
        want = expected(s, plan)
        if plan is None:
            assert anomie.choose(s) == want, d.board
            continue
        before = ([list(x) for x in d.board], d.law[CHAOS], list(d.bills[CHAOS]))
        s.tasks, s.turn = [], Turn(seat=CHAOS)
        push(s, PlanAction(CHAOS, plan))
        STEPS.settle(s)
        while s.tasks:  # your benefit offer and any Mission taken: any answer
            GAME.apply(s, GAME.chance_outcomes(s)[0] if GAME.to_act(s) == CHANCE else rng.choice(GAME.legal_moves(s)))
        got = (d.board, d.law[CHAOS], d.bills[CHAOS])
        assert got == (before if want is None else want), (plan, before)  # None: forgone
