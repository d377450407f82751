"""IS-MCTS (single-observer information-set Monte Carlo tree search, Cowling et al. 2012),
written once over the kernel's verbs, so every game, mode and seat count gets a searching bot.

Each iteration determinises: `game.sample(view, seat, rng)` draws a full state consistent with
what the searching seat sees (hidden items drawn at random from what it cannot see); the true
state is never read. The tree's nodes are the searcher's information sets: an edge is a
decision (any seat's), chance outcomes are sampled and are not edges (open loop), so a node
means "after these decisions, whatever chance did". Selection is UCT where a child's
exploration term counts the iterations in which it was available (its legal move existed in
that determinisation); the root weighs `game.weighed_moves(view, moves)`, the legal moves less
any the game names as only throwing something away. A rollout plays on with the game's cheap
policy: `game.rollout` when the game names one (policy(game, state, moves, seat, rng) ->
move, reading the determinised state, which is the searcher's own guess), else uniform
random. Each visit to a node with untried moves tries one of them at random before the
rollout, so a node's early value is the mean over random next moves; a game may set
`expand_after` (visits): a node below the root then grows children only once it has had
that many rollouts of its own. A game whose random
games run long may cut rollouts: after `game.rollout_horizon` decisions (0: at once) the
rollout stops and `game.estimate(state, rng)` (points-like values per participant) stands in
for the final scores; the state is the search's own copy, so an estimate may play on in it
(drawing from the search's `rng`, which nothing public predicts).
A game may set `scale_rewards`: selection then reads each participant's mean reward scaled by
the range of its rewards seen in this search (as solo scales totals). Where a seat's rewards
all lie in a narrow band (far behind or far ahead at cut playouts), the fixed exploration
constant otherwise swamps their differences and visits spread evenly over the moves.

Reward (per participant, in [0, 1]): with two or more seats, 0.8 for a win (shared among the
winners) plus 0.2 times the participant's share of the positive points, so a lost game still
prefers a close score. Where a playout is cut short, the win is a chance, not a fact: each
participant's share of exp((estimate - best estimate) / ESTIMATE_SCALE), so a move that
gains points moves the reward even when it does not change who leads (with the leader alone
taking the win, a seat behind by more than a move's worth saw the same reward after every move).
Solo (no other seat was seen to decide in this search): the seat's final total, scaled by the
lowest and highest totals seen in this search (maximise the score), as a mix of the mean and
the best total under a node (SOLO_BEST).
"""
from __future__ import annotations

import math
import threading
import time
from typing import Any, Callable, NamedTuple

from engine.core.game import CHANCE, Game, cancellable, explaining

LEVELS = {"easy": 0.2, "normal": 1.0, "hard": 3.0}  # seconds a decision; change to retune
BOT_NAMES = {"easy": "mcts-easy", "normal": "mcts", "hard": "mcts-hard"}
EXPLORATION = 0.7  # UCT constant for rewards in [0, 1]; Chronocritters 4p against greedy at 200
                   # iterations won alike at 0.25 (7 of 21) and 0.7 (16 of 48)
WIN_WEIGHT = 0.8
# Solo: a node's value mixes its mean total with the best total seen under it, and explores
# less: with the mean alone, deeper trees averaged in poor continuations and a 1 s search played
# worse than a 0.2 s one (Chronocritters solo 47-65 VP); so 62-74 (2 games each, 1 s).
SOLO_BEST = 0.5
SOLO_EXPLORATION = 0.3
# Points (every game's estimate counts points): how much a lead at a cut playout is worth.
# Chronocritters 4p against greedy, 200 iterations: 2.5, 5 and 10 won alike (5 of 14, 12 of 36,
# 6 of 16).
ESTIMATE_SCALE = 5.0
TOP = 3  # the candidates an explanation names (a hint, a bot's log detail)


class Candidate(NamedTuple):
    """One root move after a search: how often it was tried and what it led to."""
    move: Any
    visits: int
    share: float   # visits / all root visits
    value: float   # mean reward for the searching seat (see the module note), 0..1
    score: float   # mean final points of the searching seat after this move (estimated where
                   # rollouts are cut short)


class _Node:
    __slots__ = ("children", "visits", "avail", "reward", "points", "best")

    def __init__(self):
        self.children: dict[Any, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward: list[float] = []  # summed per participant
        self.points = 0.0              # summed final total of the searching seat
        self.best = -math.inf          # the highest of those totals

    def add(self, rewards: list[float], points: float) -> None:
        self.visits += 1
        self.points += points
        self.best = max(self.best, points)
        if not self.reward:
            self.reward = list(rewards)
        else:
            for i, r in enumerate(rewards):
                self.reward[i] += r


class _Range:
    """The lowest and highest of the values seen, to scale a value into 0..1 by them."""
    __slots__ = ("low", "high")

    def __init__(self):
        self.low, self.high = math.inf, -math.inf

    def widen(self, value: float) -> None:
        self.low, self.high = min(self.low, value), max(self.high, value)

    def scale(self, value: float) -> float:
        span = self.high - self.low
        return (value - self.low) / span if span > 0 else 0.5


class _TimeUp(Exception):
    pass


def _stopper(cancel: threading.Event | Callable[[], bool] | None) -> Callable[[], bool]:
    if cancel is None:
        return lambda: False
    if isinstance(cancel, threading.Event):
        return cancel.is_set
    return cancel


class _Search:
    def __init__(self, game: Game, view: Any, moves: list, seat: int, rng):
        self.game, self.view, self.moves, self.seat, self.rng = game, view, moves, seat, rng
        self.root = _Node()
        self.policy = getattr(game, "rollout", None)
        self.horizon = getattr(game, "rollout_horizon", None)
        self.expand_after = getattr(game, "expand_after", 0)
        self.totals = _Range()  # the seat's final totals seen, to scale them (solo)
        self.solo = True        # until another seat is seen to decide
        self.scaled = getattr(game, "scale_rewards", False)
        self.ranges: list[_Range] = []  # per participant, the rewards seen (where scaled)

    def run(self, seconds: float, stop: Callable[[], bool], iterations: int | None) -> None:
        deadline = math.inf if iterations is not None else time.perf_counter() + seconds
        self.over = lambda: stop() or time.perf_counter() >= deadline
        done = 0
        while (iterations is None or done < iterations) and not self.over():
            try:
                self.iterate()
            except _TimeUp:  # a slow rollout met the deadline: that iteration is dropped
                break
            done += 1

    def iterate(self) -> None:
        game, rng = self.game, self.rng
        state = game.sample(self.view, self.seat, rng)
        node, path = self.root, [self.root]
        at_root = True
        while True:
            actor = self._settle(state)
            if actor is None:
                break
            if actor != self.seat:
                self.solo = False
            if at_root:  # the root offers exactly the moves the bot was given
                legal = [m for m in game.legal_moves(state) if m in self.moves] or self.moves
                at_root = False
            elif node.visits < self.expand_after:  # too few playouts here yet to branch on
                break
            else:
                legal = game.legal_moves(state)
            untried = []
            for m in legal:
                child = node.children.get(m)
                if child is None:
                    untried.append(m)
                else:
                    child.avail += 1
            if untried:
                move = rng.choice(untried)
                child = node.children[move] = _Node()
                child.avail = 1
                game.apply(state, move)
                path.append(child)
                break
            move = self._select(node, legal, actor)
            node = node.children[move]
            game.apply(state, move)
            path.append(node)
        rewards, points = self._rollout(state)
        if self.scaled:
            self.ranges = self.ranges or [_Range() for _ in rewards]
            for seen, r in zip(self.ranges, rewards):
                seen.widen(r)
        for n in path:
            n.add(rewards, points)

    def _select(self, node: _Node, legal: list, actor: int) -> Any:
        best, best_value = [], -math.inf
        explore = SOLO_EXPLORATION if self.solo else EXPLORATION
        for m in legal:
            child = node.children[m]
            value = self._mean(child, actor) + explore * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value + 1e-12:
                best, best_value = [m], value
            elif value >= best_value - 1e-12:
                best.append(m)
        return best[0] if len(best) == 1 else self.rng.choice(best)

    def _mean(self, node: _Node, actor: int) -> float:
        """The node's mean reward for `actor`, 0..1 (scaled by the actor's range of rewards
        seen so far where the game scales rewards). Solo: the seat's points (mean and best
        mixed), scaled by the range of totals seen so far."""
        if not self.solo:
            mean = node.reward[actor] / node.visits
            return self.ranges[actor].scale(mean) if self.scaled else mean
        points = (1 - SOLO_BEST) * node.points / node.visits + SOLO_BEST * node.best
        return self.totals.scale(points)

    def _settle(self, state) -> int | None:
        """Draw chance outcomes until a seat must decide; that seat, or None at the end."""
        game, rng = self.game, self.rng
        actor = game.to_act(state)
        while actor == CHANCE:
            game.apply(state, rng.choice(game.chance_outcomes(state)))
            actor = game.to_act(state)
        return actor

    def _rollout(self, state) -> tuple[list[float], float]:
        game, rng, policy, horizon = self.game, self.rng, self.policy, self.horizon
        decisions = 0
        while (actor := self._settle(state)) is not None:
            if decisions % 16 == 15 and self.over():
                raise _TimeUp
            if horizon is not None and decisions >= horizon:
                totals = game.estimate(state, rng)
                best = max(totals)
                chances = [math.exp((t - best) / ESTIMATE_SCALE) for t in totals]
                total = sum(chances)
                return self.rewards(totals, [c / total for c in chances])
            if actor != self.seat:
                self.solo = False
            moves = game.legal_moves(state)
            game.apply(state, policy(game, state, moves, actor, rng) if policy else rng.choice(moves))
            decisions += 1
        outcome = game.outcome(state)
        winners = outcome.winners
        return self.rewards([s.total for s in outcome.scores],
                            [1 / len(winners) if i in winners else 0.0 for i in range(len(outcome.scores))])

    def rewards(self, totals: list[float], wins: list[float]) -> tuple[list[float], float]:
        """Each participant's reward from its points and its share of the win; and the
        searching seat's points."""
        mine = float(totals[self.seat])
        self.totals.widen(mine)
        positive = sum(max(t, 0) for t in totals)
        return [WIN_WEIGHT * w + (1 - WIN_WEIGHT) * (max(t, 0) / positive if positive else 0.0)
                for t, w in zip(totals, wins)], mine

    def candidates(self) -> list[Candidate]:
        kids = self.root.children
        total = sum(c.visits for c in kids.values()) or 1
        out = [Candidate(m, c.visits, c.visits / total, self._mean(c, self.seat) if c.visits else 0.0,
                         c.points / c.visits if c.visits else 0.0)
               for m, c in kids.items()]
        out.sort(key=lambda c: (-c.visits, -c.value))
        return out


def search(game: Game, view: Any, moves: list, seat: int, rng, seconds: float = LEVELS["normal"],
           cancel: threading.Event | Callable[[], bool] | None = None,
           iterations: int | None = None) -> list[Candidate]:
    """Search from `seat`'s view for `seconds` (or exactly `iterations`, for tests), stopping
    early when `cancel` is set; every root move tried, most visited first."""
    s = _Search(game, view, game.weighed_moves(view, moves), seat, rng)
    s.run(seconds, _stopper(cancel), iterations)
    return s.candidates()


def explain(game: Game, view: Any, moves: list, seat: int, rng, seconds: float = LEVELS["normal"],
            cancel=None, iterations: int | None = None, top: int = TOP) -> list[Candidate]:
    """The top candidates for a decision, from `seat`'s own view only: for a bot's move (what
    it weighed) and for a human's hint."""
    return search(game, view, moves, seat, rng, seconds, cancel, iterations)[:top]


def choose(candidates: list[Candidate], rng) -> Any:
    """The most visited move (ties: the higher value, then at random)."""
    best = candidates[0]
    tied = [c for c in candidates if (c.visits, c.value) == (best.visits, best.value)]
    return rng.choice(tied).move if len(tied) > 1 else best.move


def mcts_bot(level: str, iterations: int | None = None) -> Callable:
    """A bot thinking LEVELS[level] seconds a decision (read at each call, so it can be
    retuned), or exactly `iterations` (tests: strength that load cannot change); `cancel` stops
    it early with the best move so far; `explain` is given the top three candidates (none when
    the move is forced, or the only one `weighed_moves` keeps: nothing was weighed)."""
    def bot(game, view, moves, seat, rng, cancel=None, explain=None):
        weighed = game.weighed_moves(view, moves)
        if len(weighed) == 1:  # (a second of search and "100% of the search" said nothing: a review)
            return weighed[0]
        found = search(game, view, moves, seat, rng, LEVELS[level], cancel, iterations)
        if explain is not None:
            explain(found[:TOP])
        return choose(found, rng) if found else rng.choice(moves)
    bot.__name__ = bot.__qualname__ = BOT_NAMES[level].replace("-", "_")
    return explaining(cancellable(bot))


def search_bots() -> dict[str, Callable]:
    """The searching bots a game adds to its bots table: mcts-easy, mcts, mcts-hard."""
    return {BOT_NAMES[level]: mcts_bot(level) for level in LEVELS}
