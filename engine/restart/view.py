"""What a seat sees. Hidden: another seat's hand, card holder (Missions and Objectives), Buried
and Deep Buried cards (only their count per field shows), the Event deck (only its size), and
the faces of the Mission display (face down: difficulty and Adrenaline only; the state itself
does not know them until a card is taken)."""
from __future__ import annotations

import msgspec

from engine.restart.chaos import CHAOS, is_chaos, text as chaos_text
from engine.restart.content import CHARACTERS, MISSIONS_BY_NUMBER
from engine.restart.dystopias import dystopia_of
from engine.restart.labels import player_name
from engine.restart.missions import own_prompt
from engine.restart import sampling, scoring, season
from engine.restart.objectives import HolderFull
from engine.restart.steps import STEPS
from engine.restart.time_fault import FaultRest
from engine.restart.turn import NextTurn, ReturnPicking, available, slots_left, start_problem


class PlayerView(msgspec.Struct):
    name: str
    character: str
    ability: str
    time: int
    void: int
    adrenaline: int
    tracks: list[str]
    studied: list[list[int]]
    buried_count: list[int]
    deep_buried_count: list[int]
    hand_count: int
    holder_count: int
    completed: list[int]
    discarded_missions: list[str]   # difficulties (the backs show dots)
    discarded_objectives: int
    adult: int
    child: int
    field: int
    side_effects: list[str]        # the Side Effect cards this seat follows (public)
    shadow: int                    # its Shadow token's grid space (-1: not on the board)
    # this seat only (empty for the others)
    hand: list[int] = []
    start_hand: list[int] = []
    missions: list[int] = []
    objectives: list[int] = []
    buried: list[list[int]] = []
    deep_buried: list[list[int]] = []
    returning: list[int] = []      # starting cards picked to return, not yet confirmed


class View(msgspec.Struct):
    seat: int | None
    seats: int
    rows: int
    cols: int
    phase: str
    end_reason: str
    faults: int
    grid: list[int]           # the top card of each space
    grid_depth: list[int]
    upcoming: list[int]
    objectives: list[int]     # per Objective space (-1: taken)
    display: list[list[int]]  # [difficulty index, Adrenaline]
    mission_deck: list[int]   # face-down Missions left per difficulty
    deck_count: int
    discard_count: int
    discard_top: int
    turn_seat: int
    turn_field: int
    actions: list[str]        # field actions the turn player may still start (Side Effects allowing)
    voids: list[list[int]]    # this turn's recolourings: [space, colour index, free (0/1)]
    benefits: list[list[int]]  # this turn's played cards: [card, benefit taken (0/1)]
    asked: int                # seat asked now (-1: chance or nobody)
    prompt: str
    players: list[PlayerView]
    dystopia: str             # "" until Let Fate Decide has named it (setup)
    dyst: object = None
    incoming: list[list] = []  # this seat's cards waiting for room in its full holder: [kind, card]
    table: object = None  # the whole state as this seat knows it, for searching bots (sampling.py)
    season: object = None  # season mode: the Season sheets (season.sheets), others' held Missions hidden
    chaos: object = None   # solo: Chaos's deck, points and last turn (chaos/text.py)
    barred: list[list[str]] = []  # [action, why]: field actions that cannot start now (a rule, a dystopia, a Side Effect)
    score: object = None   # this seat's points if the game ended now (a SeatScore; none before the dystopia is named)
    time_fault: bool = False  # a time fault is resolved: it follows turn_seat's turn, whoever is asked
    action_slots: list[list[str]] = []  # the actions left as the board shows them (turn.slots_left)


_CHARACTER = [(c.name, c.text) for c in CHARACTERS] + [("", "")]  # index -1: not dealt yet
_DIFFICULTY = {m: x.difficulty for m, x in MISSIONS_BY_NUMBER.items()}


def _player(i: int, p, mine: bool, returning: list[int], seat_name: str) -> PlayerView:
    name, text = _CHARACTER[p.character]
    public = (seat_name, name, text, p.time, p.void, p.adrenaline, list(p.tracks),
              [x[:] for x in p.studied], [len(x) for x in p.buried], [len(x) for x in p.deep_buried],
              len(p.hand), len(p.missions) + len(p.objectives), p.completed[:],
              [_DIFFICULTY[m] for m in p.discarded_missions], len(p.discarded_objectives),
              p.adult, p.child, p.field, list(p.side_effects), p.shadow)
    if not mine:
        return PlayerView(*public)
    return PlayerView(*public, p.hand[:], p.start_hand[:], p.missions[:], p.objectives[:],
                      [x[:] for x in p.buried], [x[:] for x in p.deep_buried], returning)


def view(s, seat: int | None) -> View:
    top = s.tasks[-1] if s.tasks else None
    returning = top.picks[:] if type(top) is ReturnPicking and top.seat == seat else []
    players = [_player(i, p, seat == i or is_chaos(s, i), returning, player_name(s, i))
               for i, p in enumerate(s.players)]
    prompt = STEPS.prompt(s)
    asked = s.tasks[-1].seat if prompt else -1
    if asked == seat:  # words from its hidden cards: to it alone
        prompt = own_prompt(s) or prompt
    turn_seat = s.turn.seat
    # the turn's field actions and why any cannot start (a modifier, or its own rule: an Adult
    # in an Objective space plays no Event); none once the turn has ended (a time fault follows)
    acting = s.phase == "play" and s.turn.field >= 0 and not any(type(t) is NextTurn for t in s.tasks)
    knows = seat == turn_seat or is_chaos(s, turn_seat)  # its hand
    refused = [(a, start_problem(s, turn_seat, a, knows)) for a in available(s, turn_seat)] if acting else []
    startable = [a for a, why in refused if why is None]  # none a dystopia or Side Effect forbids
    shown = {i for i in (seat, CHAOS if s.chaos is not None else None) if i is not None and 0 <= i < len(s.players)}
    scores = {} if season.undecided(s) else scoring.scores_of(s, shown)  # each seat its own, Chaos's all
    return View(seat, s.seats, s.rows, s.cols, s.phase, s.end_reason, s.faults,
                [st[-1] if st else -1 for st in s.grid], [len(st) for st in s.grid], list(s.upcoming),
                list(s.objectives), [list(d) for d in s.display], list(s.mission_deck),
                len(s.deck) + len(s.deck_bottom), len(s.discard), s.discard[-1] if s.discard else -1,
                turn_seat, s.turn.field,
                startable,
                [list(v) for v in s.turn.voids], [list(b) for b in s.turn.benefits],
                asked, prompt, players, *_dystopia(s, seat),
                [[t.card_kind, t.card] for t in s.tasks if type(t) is HolderFull and t.seat == seat],
                sampling.table(s, seat), season.sheets(s.season, seat) if s.season is not None else None,
                chaos_text.view(s, scores.get(CHAOS) if s.chaos is not None else None),
                [[a, why.text] for a, why in refused if why is not None],
                scores.get(seat),
                any(type(t) is FaultRest for t in s.tasks),
                slots_left(s, turn_seat, startable) if acting else [])


def _dystopia(s, seat) -> tuple:
    """The dystopia and its view; ("", None) until Let Fate Decide has named it."""
    return ("", None) if season.undecided(s) else (s.dystopia, dystopia_of(s).view(s, seat))



