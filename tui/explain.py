"""What a search weighed, in words: the hint's lines and a searching bot's log detail.

Shares are rounded down, so the candidates shown never add up to more than 100%; a tried move
under 1% reads "<1%" ("0%" read as never tried, beside the points its few playouts found)."""
from __future__ import annotations

import math
from typing import Any, Callable

from engine.core import Game
from engine.core.search import Candidate


def share(c: Candidate) -> str:
    percent = int(c.share * 100 + 1e-9)
    return "<1%" if percent == 0 and c.visits else f"{percent}%"


def figures(c: Candidate, long: bool = False) -> str:
    """A candidate's share and points; a move the search never tried has no points (they
    read "0.0", as if it scored nothing)."""
    if not c.visits:
        return "not tried in the time"
    if long:
        return f"{share(c)} of the search, about {c.score:.1f} points"
    return f"{share(c)}, {c.score:.1f} pts"


HINT_RANKING = ("Ranked by the share of the search each move drew; the points are the final "
                "score it foresaw for you after that move (the mean over the games it played "
                "ahead), so a move tried less can show more.")
# where the search cuts its games ahead short (Game.rollout_horizon): Chronocritters' first
# hint read "about 21.7 points" of a game that ends near 140 (a newcomer's review), and "about
# 76.0 points" at 1 VP read as points soon scored (another): what the estimate adds is said
HINT_RANKING_CUT = ("Ranked by the share of the search each move drew; the points are its estimate "
                    "for you some moves after that move: the points scored by then plus a worth "
                    "put on what is under way toward points, not a final score. A move searched "
                    "more is judged further ahead, so the points of two moves do not compare.")
# (a review: a favourite's 14.1 points against 4.1 read as ten points better, where judged
# straight after each pick they were 4.6 and 4.1; "a move tried less can show more" said the opposite)


def hint_lines(game: Game, name: Callable[[Any], str], candidates: list[Candidate],
               short: bool = False) -> list[str]:
    """One line a candidate, best first (`name` words a move for the seat asking), then how
    they are ranked: a player reads the points as the ranking otherwise. `short`: the figures
    short and no ranking line (the toast's title says it): at 80x24 the whole hint covered
    the move list and the hand it names."""
    if len(candidates) == 1:  # "100% of the search" where nothing else was weighed (an audit)
        return [f"1. {name(candidates[0].move)}: the only move the search weighs here"]
    ranking = HINT_RANKING if getattr(game, "rollout_horizon", None) is None else HINT_RANKING_CUT
    return [f"{i}. {name(c.move)}: {figures(c, long=not short)}"
            for i, c in enumerate(candidates, 1)] + close_call(candidates, short) + [ranking] * (not short)


def close_call(candidates: list[Candidate], short: bool = False) -> list[str]:
    """A line saying the search could not tell the first two moves tried apart: their visits
    differ by less than twice the noise of such counts (2 sqrt(v1 + v2)); else none. (Restart's
    1 s hint weighs a few games a move: "7%, 7%, 7%" of 14 moves read as a ranking, a review.)"""
    tried = [c for c in candidates if c.visits]
    if len(tried) < 2 or tried[0].visits - tried[1].visits >= 2 * math.sqrt(tried[0].visits + tried[1].visits):
        return []
    first = tried[0]
    games = round(first.visits / first.share)
    if short:
        return [f"too close to call ({games} games ahead)"]
    return [f"Too close to call: the first moves drew nearly equal shares of the {games} games the "
            "search played ahead in the time."]


def bot_detail(game: Game, state: Any, candidates: list[Candidate], move: Any,
               private: bool) -> str:
    """A searching bot's log detail ("" when it weighed nothing): "considered:", then a line a
    candidate, figures first (the move's words can be long), in the log's public words:
    `describe` from `state`, the position it decided in. `private` (a game with hidden items):
    the moves it did not make could name what only its seat sees (a card in its hand), and
    every seat and a spectator read the log, so only the chosen move's figures are shown."""
    if private:
        c = next((c for c in candidates if c.move == move), None)
        return ("" if c is None else f"chosen with {share(c)} of the search, about "
                f"{c.score:.1f} pts (the others stay hidden: they could show its hand)")
    return "\n".join(["considered:"] + [f"{i}. {figures(c)}: {game.describe(state, c.move)}"
                                        for i, c in enumerate(candidates, 1)]) if candidates else ""
