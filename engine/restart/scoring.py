"""Final scoring, each category separately: Missions (completed 4/7/13, discarded -1/-2/-3,
uncompleted in the holder 0), Objectives in the holder, Event cards (Studied and Buried cards
whose point icons the Fragment crystals reach, Deep Buried 2 each), Adrenaline in the supply
1 each, and the dystopia's categories (Pandemia: Plan A / Plan B). Winner: most points; ties
go to the most completed Missions, then the most points from completed Missions; still tied,
the win is shared."""
from __future__ import annotations

from engine.core.game import Outcome, SeatScore
from engine.restart.chaos import is_chaos, plans as chaos_plans
from engine.restart.content import BOARD_FIELDS, EVENTS_BY_NUMBER, GAME, OBJECTIVES
from engine.restart.crystals import reach
from engine.restart.dystopias import dystopia_of
from engine.restart.missions import discard_penalty, mission_points
from engine.restart.steps import Ending

TITLES = {"missions": "Missions", "objectives": "Objectives", "events": "Event cards",
          "adrenaline": "Adrenaline", "chaos_cards": "Chaos cards"}
SOLO_RESULT = {(0,): "you win", (1,): "you lose", (0, 1): "a tie"}  # from the human's side
TIE_BREAK = ("most points; ties: most completed Mission cards, then most points from completed "
             "Mission cards; still tied: a shared win")


def event_points(p) -> int:
    total = 0
    for track, studied, buried in zip(p.tracks, p.studied, p.buried):
        r = reach(track)
        total += sum(EVENTS_BY_NUMBER[c].points_reached(r) for c in studied + buried)
    total += GAME.scoring.deep_buried * sum(len(x) for x in p.deep_buried)
    return total


def completed_points(p) -> int:
    return sum(mission_points(m) for m in p.completed)


def seat_breakdown(s, i: int, dystopia: list[dict[str, int]] | None = None) -> dict[str, int]:
    """Seat i's points so far by category; `dystopia`: the dystopia's categories of every seat,
    where the caller scored them already."""
    p = s.players[i]
    cats = {
        "missions": completed_points(p) - sum(discard_penalty(m) for m in p.discarded_missions),
        "objectives": sum(OBJECTIVES[o].points for o in p.objectives),
        "events": event_points(p),
        "adrenaline": GAME.scoring.adrenaline_in_supply * p.adrenaline,
    }
    cats.update((dystopia_of(s).score(s) if dystopia is None else dystopia)[i])
    if is_chaos(s, i):
        for k, v in chaos_plans.extra_points(s).items():
            cats[k] += v
        cats["chaos_cards"] = s.chaos.prosperity
    return cats


def seat_details(s, i: int) -> str:
    """How seat i's Missions, Objectives, Event cards and Adrenaline were counted, to check by
    hand once the game is over (a review could not see, in hot-seat's public view, the cards
    behind "Event cards 75" and "Missions 31"), then the dystopia's categories (Plan A and B)."""
    p = s.players[i]
    missions = [f"{m} {mission_points(m)}" for m in p.completed] + \
               [f"{m} -{discard_penalty(m)} discarded" for m in p.discarded_missions]
    objectives = [f"{OBJECTIVES[o].name} {OBJECTIVES[o].points}" for o in p.objectives]
    fields = []
    for field, track, studied, buried in zip(BOARD_FIELDS, p.tracks, p.studied, p.buried):
        r = reach(track)
        cards = [f"{c} {EVENTS_BY_NUMBER[c].points_reached(r)}" + (" buried" if c in buried else "")
                 for c in studied + buried if EVENTS_BY_NUMBER[c].points_reached(r)]
        if cards:
            fields.append(f"{field.capitalize()} (crystals reach {r}) {', '.join(cards)}")
    deep = sum(len(x) for x in p.deep_buried)
    if deep:
        fields.append(f"{deep} Deep Buried x {GAME.scoring.deep_buried}")
    dystopia = dystopia_of(s)
    plans = [f"{dystopia.titles[k]}: {words}" for k, words in dystopia.score_details(s, i).items()]
    if is_chaos(s, i):
        plans += [f"Chaos's extra {dystopia.titles[k]} {v}" for k, v in chaos_plans.extra_points(s).items()]
        plans.append(f"Chaos cards {s.chaos.prosperity}")
    return "; ".join([f"Missions: {', '.join(missions) or 'none'}",
                      f"Objectives: {', '.join(objectives) or 'none'}",
                      f"Event cards: {'; '.join(fields) or 'none scoring'}",
                      f"Adrenaline {p.adrenaline} in the supply"] + plans)


def breakdown(s) -> list[dict[str, int]]:
    dystopia = dystopia_of(s).score(s)
    return [seat_breakdown(s, i, dystopia) for i in range(len(s.players))]


def scores_of(s, seats) -> dict[int, SeatScore]:
    """The points so far of the given seats, by category title: a view shows its own seat's
    and Chaos's (scoring every seat took half of a view's time)."""
    if not seats:
        return {}
    rules = dystopia_of(s)
    dystopia, titles, scores = rules.score(s), {**TITLES, **rules.titles}, {}
    for i in seats:
        cats = seat_breakdown(s, i, dystopia)
        scores[i] = SeatScore(sum(cats.values()), {titles[k]: v for k, v in cats.items()})
    return scores


def seat_scores(s) -> list[SeatScore]:
    """Each player's points so far, by category title (the final scoring if the game ended now)."""
    return list(scores_of(s, range(len(s.players))).values())


def outcome(s) -> Outcome:
    scores = seat_scores(s)
    keys = [(sc.total, len(p.completed), completed_points(p)) for sc, p in zip(scores, s.players)]
    best = max(keys)
    winners = [i for i, k in enumerate(keys) if k == best]
    top = [i for i, k in enumerate(keys) if k[0] == best[0]]
    if len(top) == 1:
        reason = "most Prosperity points"
    elif len(winners) > 1:
        reason = "tied on points, completed Missions and Mission points: a shared win"
    elif len([i for i in top if keys[i][:2] == best[:2]]) == 1:
        reason = "tie on points broken by the most completed Mission cards"
    else:
        reason = "tie on points broken by the most points from completed Mission cards"
    if s.chaos is not None:  # solo: the result from the human's side (SOLO.md §8)
        reason = f"{SOLO_RESULT[tuple(winners)]}: {reason}"
    return Outcome(scores, winners, Ending(s.end_reason), reason)  # how it ended: the Ending
