"""Restart's one-ply greedy bot: a cheap baseline, and a sensible policy to play out with.

It draws one determinisation of the hidden cards from its seat's view (sampling.sample; it
never sees the true state), plays each legal move on a copy of it, and keeps the move whose
result scores best by `value`: the seat's Prosperity points if the game ended now (the
rulebook's final scoring, dystopia included), plus progress not yet worth points. Ties are
broken at random. The weights are hand-set.

Progress is mostly Missions, the core of the game (L92): a held Mission is worth a share of
its points, times 0.6 for every grid card its best placement still lacks (`wrong`) that no
Void token in supply could recolour, and less while the Time to complete it is short. So the
bot moves its Adult onto a card it can cover with the right colour from hand, plays that card,
spends Void tokens only where they build a pattern, completes a Mission as soon as it shows
(completed, it scores all its points) and keeps Time for it. An Adult standing in an Objective
space whose condition is met counts most of that Objective (it is taken at the turn's start).
A choice of Mind field scores nothing by itself, so it is judged by the turn it leads to
(`outlook`). Before this, greedy valued a held Mission at a flat 2 points and completed about
one Mission in three solo games (benchmarks/restart_greedy.py; SOLO.md §15). In Anomie a
Senator counts by its steps to the spaces where Plans gain (`senators`): without it two greedy
seats scored a mean 37.8 (seeds 1-4) and left their Senators where they started; with it 106.2
(2 players, `rewind simulate restart --seats greedy,greedy --option dystopia=anomie --games 4
--seed 1`), 4 players 25.1 (23.4 before, seeds 10-13: the centre jams), solo 26.8 (18.3).
Hand cards count up to HAND_USEFUL (6; 2026-12-07), and a Mission that shows is completed before
anything else is weighed. Two players against the greedy before (commit 4a9a8b1), seats
alternating, 100 games a dystopia (seeds 500-599): 71 won in Pandemia (mean 132.1 vs 110.7; the
other held 26 cards at the end), 65 in Anomie (118.2 vs 112.6), 58 in Extinction (64.1 vs 59.4),
59 in Oceanrise (53.5 vs 50.0): 253 of 400. Pandemia, the seats alternating between the two
(seeds 700-739): 3 players 28.5 of 40 won (mean 101.5 vs 85.1), 4 players 24 of 40 (77.4 vs
63.9). IS-MCTS at 30 iterations against three of it (the slow test's seeds 3100-3107) won 8 of
8, mean 130.3 vs 57.5 (12 of 16 against the earlier greedy, seeds 3100-3115). The cap alone, as
4 instead of 6: 73, 54, 65 and 61.5. Solo against Chaos (seeds 1000-1029, the cap alone) the
medians went 21 -> 23 (Pandemia), 26 -> 28.5, 25 -> 28, 28.5 -> 30."""
from __future__ import annotations

from engine.core.game import copier
from engine.restart.content import EVENTS_BY_NUMBER, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart.dystopias.anomie.content import BILL_AT, COLS, DIRECTIONS, LAW, ROWS, TOKENS, VETO, neighbour
from engine.restart.events import Benefit, ChooseField, CompleteMission, EndTurn, Share, Skip, UseAction
from engine.restart.missions import MissionFace, colours_seen, placements, time_cost
from engine.restart.objectives import condition_met
from engine.restart.sampling import sample
from engine.restart.scoring import breakdown, seat_breakdown
from engine.restart.state import OBJECTIVE_BASE

SHOWN_SHARE = 0.7   # a Mission whose pattern shows, until completed: 70% of its points
PER_WRONG = 0.6     # ... times 0.6 for every grid card still of the wrong colour
IN_REACH = 0.7      # a wrong card under the Adult, its colour in hand: 0.7 of a card still wrong
VOID_REACH = 0.9    # a Void token in supply fixes nearly a card (one placed fixes one: so
                    # placing it where the pattern needs it is always a little better)
SHORT_OF_TIME = 0.6  # ... and scaled down while the Time to complete it is lacking
NEW_MISSION = (1.5, 1.0, 0.5)  # a Mission being taken, face still unseen: easy, medium, hard
OBJECTIVE_IN_REACH = 0.8  # of an Objective's points, for the Adult on it with the condition met
HAND_CARD = 0.2
HAND_USEFUL = 6     # ... for cards up to this many: valued past that, a card was never played for a
                    # benefit worth less (two greedy seats of a season held 14 and 35 cards and put 4
                    # on the grid in 6,670 events: a review; see the module note)
PLAN_DEPTH = 4      # decisions played ahead to judge a choice of Mind field
PASSING = (EndTurn, Skip)
TIME = 0.3
TIME_USEFUL = 15    # ... for Time up to what three held hard Missions cost (5 each): resources
                    # are unlimited (L81), and valued past that a seat takes Time for ever
FRAGMENT = 0.4
SENATOR_STEP = 0.4  # Anomie: a Senator alone a step nearer the Law and Bill spaces, where Plans gain


def _steps_to_gain() -> list[int]:
    """Anomie: each board space's steps to the Law or a Bill space, around the Veto spaces."""
    far = ROWS + COLS
    steps, frontier = [far] * (ROWS * COLS), [LAW, *BILL_AT]
    for x in frontier:
        steps[x] = 0
    for x in frontier:  # breadth first: the list grows as it is read
        for d in DIRECTIONS:
            y = neighbour(x, d)
            if y is not None and y not in VETO and steps[y] == far:
                steps[y] = steps[x] + 1
                frontier.append(y)
    return steps


STEPS_TO_GAIN = _steps_to_gain()
FARTHEST = max(n for n in STEPS_TO_GAIN if n < ROWS + COLS)


def senators(s, seat: int) -> float:
    """Anomie: each of the seat's Senators alone on its space, SENATOR_STEP for every step it
    is nearer the spaces where Plan A and Plan B gain. Greedy valued no move that gains only a
    turn later, so its Senators never left their starting spaces, 3-4 steps out: its Anomie
    games ended with the Event deck, hands of 50 cards (a review)."""
    mine = range(TOKENS * seat, TOKENS * (seat + 1))
    return sum(SENATOR_STEP * max(0, FARTHEST - max(1, STEPS_TO_GAIN[x]))  # on a space or beside it
               # alike: a Plan gains by landing there (valued more, Senators sat on them for good)
               for x, stack in enumerate(s.dyst.board) if len(stack) == 1 and stack[0] in mine)


def wrong(s, mission: int, seen: list[str], adult: int, hand_colours: set[str]) -> float:
    """The fewest grid cards still of the wrong colour over the Mission's placements (one under
    the Adult whose colour is in hand counts IN_REACH)."""
    fewest = 99.0
    for _offset, cells in placements(mission, s.rows, s.cols):
        n = 0.0
        for x, colour in cells:
            if seen[x] != colour:
                n += IN_REACH if x == adult and colour in hand_colours else 1
        fewest = min(fewest, n)
    return fewest


def progress(s, seat: int, seen: list[str]) -> float:
    p = s.players[seat]
    hand_colours = {EVENTS_BY_NUMBER[c].colour for c in p.hand}
    total = 0.0
    for m in p.missions:
        n = wrong(s, m, seen, p.adult, hand_colours)
        lacking = n - VOID_REACH * min(p.void, n)
        worth = MISSIONS_BY_NUMBER[m].points * SHOWN_SHARE * PER_WRONG ** lacking
        total += worth if p.time >= time_cost(s, seat, m) else worth * SHORT_OF_TIME
    total += sum(NEW_MISSION[t.difficulty] for t in s.tasks if isinstance(t, MissionFace) and t.seat == seat)
    slot = p.adult - OBJECTIVE_BASE
    if 0 <= slot < len(s.objectives) and s.objectives[slot] >= 0:
        o = OBJECTIVES[s.objectives[slot]]
        total += OBJECTIVE_IN_REACH * o.points * condition_met(p, o.condition)
    return (total + HAND_CARD * min(len(p.hand), HAND_USEFUL) + TIME * min(p.time, TIME_USEFUL)
            + FRAGMENT * sum(track.count("F") for track in p.tracks)
            + (senators(s, seat) if s.dystopia == "anomie" else 0.0))


def value(s, seat: int) -> float:
    """The seat's points if the game ended now plus its progress (the module note)."""
    return sum(seat_breakdown(s, seat).values()) + progress(s, seat, colours_seen(s))


def estimates(s, rng=None) -> list[float]:
    """Every seat's `value`. Searching bots read it where they cut a rollout short
    (Restart.estimate; it draws nothing from `rng`)."""
    seen = colours_seen(s)
    return [sum(points.values()) + progress(s, seat, seen) for seat, points in enumerate(breakdown(s))]


def best_moves(game, state, moves, seat: int, rng=None) -> list:
    """The moves whose result `value` values best (several when tied). With `rng`, a choice of
    Mind field is valued by the turn it leads to (`outlook`): the choice itself scores nothing."""
    best, choice, copy = None, [], copier(state)
    # a Mission that shows is completed: its points are sure, while the Time it costs counted
    # against other Missions held (SHORT_OF_TIME), and greedy once skipped one for that
    moves = [m for m in moves if isinstance(m, CompleteMission)] or moves
    for move in moves:
        after = copy()
        game.apply(after, move)
        v = outlook(game, after, seat, rng) if rng and isinstance(move, ChooseField) else value(after, seat)
        if best is None or v > best + 1e-9:
            best, choice = v, [move]
        elif v >= best - 1e-9:
            choice.append(move)
    return choice


def passing(move) -> bool:
    """Ending the turn, skipping, or declining a benefit or one's share of it."""
    return (isinstance(move, PASSING) or isinstance(move, Share) and not move.accept
            or isinstance(move, Benefit) and not move.take)


def pick(choice: list, rng):
    """One of the equally valued moves, acting rather than passing (an action that gains nothing
    now may lead somewhere; ending the turn or skipping never does). A benefit's gain may still
    be to come (a shared Event card is drawn next), so declining it only wins on value."""
    acting = [m for m in choice if not passing(m)]
    return rng.choice(acting or choice)


def outlook(game, state, seat: int, rng) -> float:
    """The seat's value after playing on one ply at a time while it decides (up to PLAN_DEPTH
    decisions, stopping at chance), on `state` itself."""
    for _ in range(PLAN_DEPTH):
        if game.to_act(state) != seat:
            break
        game.apply(state, pick(best_moves(game, state, game.legal_moves(state), seat), rng))
    return value(state, seat)


def rollout(game, state, moves, seat, rng):
    """The searching bots' playout policy (Restart.rollout): greedy on the search's own
    determinised state, so it reads no more than the searcher's guess; one ply only (no
    outlook on a Mind field choice), as a playout must stay cheap."""
    return moves[0] if len(moves) == 1 else pick(best_moves(game, state, moves, seat), rng)


def greedy_bot(game, view, moves, seat, rng):
    if len(moves) == 1:
        return moves[0]
    state = sample(game, view, seat, rng)
    choice = best_moves(game, state, moves, seat, rng)
    if any(isinstance(m, EndTurn) for m in choice):
        choice = [m for m in choice if not _skipped(game, state, m, seat)]
    return pick(choice, rng)


def _skipped(game, state, move, seat: int) -> bool:
    """An action that, started, would be skipped at once (nothing in it beats skipping): ending
    the turn does the same without a forfeited action in the log."""
    if not isinstance(move, UseAction):
        return False
    after = copier(state)()
    game.apply(after, move)
    return all(isinstance(m, Skip) for m in best_moves(game, after, game.legal_moves(after), seat))
