"""Game.sample for Restart: searching bots determinise from a seat's information set.

`table(s, seat)` is what the seat knows of the whole state, shown in its view (View.table):
the state with every card the seat cannot see replaced by UNKNOWN - other seats' hands, card
holders (Missions and Objectives), Buried and Deep Buried cards, face-down discarded Missions
and Objectives, a card waiting for another seat's full holder, the starting cards another
seat has picked to return (face down until its exchange is confirmed), the Event deck (its size shows)
and the Missions and Objectives nobody has seen. The step stack, the grid stacks and the discard
pile are public and stay; the dystopia masks (and fills back) its own hidden parts; a season's
sheets hide the other seats' held Missions.

`sample(view, seat, rng)` fills each UNKNOWN slot at random from the cards of that kind the
seat has not seen; a face-down discarded Mission shows its difficulty on its back, so its slot
reads `_back(difficulty)` and is filled from the unseen Missions of that difficulty first."""
from __future__ import annotations

from engine.core.game import clone
from engine.restart.chaos import is_chaos
from engine.restart.content import DIFFICULTIES, EVENTS, MISSIONS_BY_NUMBER, OBJECTIVES
from engine.restart import season
from engine.restart.dystopias import dystopia_of
from engine.restart.objectives import HolderFull
from engine.restart.setup import USABLE_MISSIONS
from engine.restart.turn import ReturnPicking

UNKNOWN = -1
ALL_EVENTS = sorted(e.number for e in EVENTS)


def _hide(cards: list[int]) -> list[int]:
    return [UNKNOWN] * len(cards)


def _back(difficulty: str) -> int:
    """An unknown Mission whose back shows `difficulty` (below UNKNOWN: never a card)."""
    return UNKNOWN - 1 - DIFFICULTIES.index(difficulty)


def table(s, seat: int | None):
    """The state as `seat` knows it: what it cannot see is UNKNOWN (sizes kept)."""
    t = clone(s)
    for i, p in enumerate(t.players):
        if i != seat and not is_chaos(t, i):  # Chaos's cards lie face up
            p.hand, p.start_hand = _hide(p.hand), _hide(p.start_hand)
            p.missions, p.objectives = _hide(p.missions), _hide(p.objectives)
            p.buried = [_hide(x) for x in p.buried]
            p.deep_buried = [_hide(x) for x in p.deep_buried]
        p.discarded_missions = [_back(MISSIONS_BY_NUMBER[m].difficulty)  # face down, even one's own
                                for m in p.discarded_missions]
        p.discarded_objectives = _hide(p.discarded_objectives)
    t.deck, t.deck_bottom = _hide(t.deck), _hide(t.deck_bottom)
    t.mission_unseen, t.objective_box = _hide(t.mission_unseen), _hide(t.objective_box)
    for task in t.tasks:
        if type(task) is HolderFull and task.seat != seat:
            task.card = UNKNOWN
        if type(task) is ReturnPicking and task.seat != seat:
            task.picks = _hide(task.picks)
    dystopia_of(t).mask(t, seat)
    if t.season is not None:
        t.season = season.sheets(t.season, seat)
    return t


def _slots(s) -> dict[str, list[list[int]]]:
    """Every list of cards by kind (the lists themselves, to be filled in place)."""
    events = [s.deck, s.deck_bottom, s.discard, s.upcoming, *s.grid]
    missions, objectives = [s.mission_unseen], [s.objective_box]
    for p in s.players:
        events += [p.hand, *p.studied, *p.buried, *p.deep_buried]
        missions += [p.missions, p.completed, p.discarded_missions]
        objectives += [p.objectives, p.discarded_objectives]
    for task in s.tasks:
        if type(task) is HolderFull:
            (missions if task.card_kind == "mission" else objectives).append(task)
        if type(task) is ReturnPicking:
            events.append(task.picks)
    return {"event": events, "mission": missions, "objective": objectives}


def _fill_backs(s, pool: list[int]) -> None:
    """Face-down discarded Missions take unseen Missions of the difficulty their backs show."""
    for p in s.players:
        for k, c in enumerate(p.discarded_missions):
            if c < UNKNOWN:
                name = DIFFICULTIES[UNKNOWN - 1 - c]
                m = next(m for m in pool if MISSIONS_BY_NUMBER[m].difficulty == name)
                pool.remove(m)
                p.discarded_missions[k] = m


def sample(game, view, seat: int, rng):
    s = clone(view.table)
    full = {"event": ALL_EVENTS, "mission": USABLE_MISSIONS[s.seats],
            "objective": range(len(OBJECTIVES))}
    for kind, lists in _slots(s).items():
        seen = {c for x in lists for c in ([x.card] if type(x) is HolderFull else x)}
        if kind == "objective":  # the Objective spaces (-1 there is a taken space, not unknown)
            seen.update(s.objectives)
        pool = [c for c in full[kind] if c not in seen]
        rng.shuffle(pool)
        if kind == "mission":
            _fill_backs(s, pool)
        for x in lists:
            if type(x) is HolderFull:
                if x.card == UNKNOWN:
                    x.card = pool.pop()
            elif UNKNOWN in x:
                x[:] = [pool.pop() if c == UNKNOWN else c for c in x]
    for p in s.players:
        if UNKNOWN in p.start_hand:  # the returnable starting cards are some of the hand's
            p.start_hand = rng.sample(p.hand, len(p.start_hand))
    dystopia_of(s).fill(s, rng)
    if s.season is not None and s.season.rows and s.phase == "over":
        # between episodes the last row's held Missions are the holders' (only they carry over)
        s.season.rows[-1].held = [list(p.missions) for p in s.players]
    s.deck.sort()  # unordered piles are kept sorted
    s.mission_unseen.sort()
    s.objective_box.sort()
    return s
