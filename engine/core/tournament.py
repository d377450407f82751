"""Bots against each other over seeded games, seats rotated: each game played out
(`tournament_games`), each seat's result (`Entry`), and each bot's standing with a Wilson 95%
interval (`standings`). `rewind simulate` and `rewind tournament` print these; the bot
benchmarks and tests read them."""
from __future__ import annotations

from itertools import permutations

import msgspec

from engine.core.errors import RewindError
from engine.core.game import SeatSpec
from engine.core.session import Session


class Stalled(RewindError):
    """A bot game that did not end within the events a log may hold."""

    def __init__(self, seed: int, limit: int):
        super().__init__("core.bots-stall", f"the game of seed {seed} did not end within {limit:,} "
                                            "events (more than a log may hold): its bots stall")


def play_out(session: Session) -> None:
    """Chance and bots to the game's end, or Stalled: a game longer than a log may hold
    (logfile.MAX_EVENTS) has bots that stall, and waiting would only fill memory."""
    from engine.core import logfile

    session.advance(limit=logfile.MAX_EVENTS)
    if not session.over:
        raise Stalled(session.seed, logfile.MAX_EVENTS)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default): sound for small n and rates
    near 0 or 1, where the normal approximation is not."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def category_means(scored: list[dict[str, int]]) -> dict[str, tuple[float, int]]:
    """Each category's mean over the scores that have it, and how many do: a season's
    "Episode I (Extinction)" is in the games whose first episode was Extinction alone."""
    sums: dict[str, list] = {}
    for categories in scored:
        for c, points in categories.items():
            sums.setdefault(c, [0, 0])
            sums[c][0] += points
            sums[c][1] += 1
    return {c: (total / count, count) for c, (total, count) in sums.items()}


def lineups(bots: list[str], seats: int) -> list[tuple[str, ...]]:
    """The seatings a tournament cycles through, so every bot sits in every seat equally: every
    ordered choice of `seats` bots when there are enough bots, else the bots repeated around
    the table in each rotation."""
    if seats <= len(bots):  # distinct seatings only: 3 greedy and 1 mcts sit 4 ways, not 24
        return list(dict.fromkeys(permutations(bots, seats)))
    return [tuple(bots[(seat + turn) % len(bots)] for seat in range(seats)) for turn in range(len(bots))]


class Entry(msgspec.Struct):
    """One seat of one tournament game (a CSV row)."""
    game: int
    seed: int
    seat: int
    bot: str
    total: int
    win: float  # 1, a share of a shared win, or 0
    categories: dict[str, int]


def tournament(game, bots: list[str], games: int, seed: int, seats: int, options=None) -> list[Entry]:
    """Play `games` seeded games (game k: seed + k) cycling through `lineups`."""
    return [e for played in tournament_games(game, bots, games, seed, seats, options) for e in played]


def tournament_games(game, bots: list[str], games: int, seed: int, seats: int, options=None):
    """`tournament` a game at a time: each game's entries, one per seat, as it ends."""
    table = lineups(bots, seats)
    for k in range(games):
        lineup = table[k % len(table)]
        session = Session(game, [SeatSpec(f"{b} {i + 1}", b) for i, b in enumerate(lineup)], seed + k, options)
        play_out(session)
        outcome = session.outcome()
        yield [Entry(k, seed + k, i, bot, outcome.scores[i].total,
                     1 / len(outcome.winners) if i in outcome.winners else 0.0,
                     dict(outcome.scores[i].categories)) for i, bot in enumerate(lineup)]


class Standing(msgspec.Struct):
    bot: str
    seats: int  # seats played (a bot may hold several seats of one game)
    wins: float
    low: float  # Wilson 95% interval of the win rate
    high: float
    mean: float
    categories: dict[str, float]  # mean over the seats that scored it
    partial: bool = False  # some category was not scored in every seat

    @property
    def rate(self) -> float:
        return self.wins / self.seats if self.seats else 0.0


def standings(entries: list[Entry], bots: list[str]) -> list[Standing]:
    out = []
    for bot in dict.fromkeys(bots):
        mine = [e for e in entries if e.bot == bot]
        n = len(mine)
        wins = sum(e.win for e in mine)
        means = category_means([e.categories for e in mine])
        out.append(Standing(bot, n, wins, *wilson(wins, n), sum(e.total for e in mine) / max(n, 1),
                            {c: mean for c, (mean, _) in means.items()},
                            any(count < n for _, count in means.values())))
    return out
