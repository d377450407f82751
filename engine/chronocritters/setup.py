"""Setup: the outer ring's dice rolled (17/26/34 spaces by player count), the offers dealt (3
seasonal docking quests per season, 3 bonus tiles I and II, 4 value and 4 colour hard disc
quests), year goals by player count, player boards (Variant 1: random grey sides), the action
tiles (Variant 2), starting tokens by seat order, the violet starting quest draft (one of either
type in order, the other type in reverse order), then each seat's starting dice 2/3/4 on a
diagonal and its two quests on non-opposite spots (the +-2 spot adjusts a starting die)."""
from __future__ import annotations

from itertools import permutations

from engine.chronocritters import solo
from engine.chronocritters.content import (BOARD, COLOUR_IDS, DICE, DOCKING, SEASONS, SHAPES, SIDES,
                                           STARTING, TILES_I, TILES_II, VALUE_IDS, PLAYER_BOARDS,
                                           board_players, goal_sides)
from engine.chronocritters.dice import refuse
from engine.chronocritters.events import ChooseStartQuest, DealBoard, DealTiles, RollDie, StartDice
from engine.chronocritters.state import Die, Options, Player, State
from engine.chronocritters.tasks import (STEPS, BeginPlay, DealActionTiles, DealBoards, Draft,
                                         NextTurn, PlaceQuestTask, Refill, RollRing, StartDiceTask)
from engine.core.errors import OptionError
from engine.core.steps import pop, push

VARIABLE = ("energy", "bonus", "mining")            # the actions whose tiles Variant 2 moves
TILE_ORDERS = [tuple(x) for x in permutations(VARIABLE)]
PRINTED_TILES = tuple(BOARD.seasonal[season] for season in SEASONS[1:])  # "standard"
DIAGONALS = ((0, 4, 8), (2, 4, 6))
START_VALUES = (2, 3, 4)
GOAL_LEVELS = {2: [2], 3: [1, 2], 4: [1, 2, 3]}   # solo: as for 2 players


def tiles_text(order: tuple[str, ...]) -> str:
    """A summer, autumn, winter order of the action tiles in words."""
    return ", ".join(f"{season} {tile}" for season, tile in zip(SEASONS[1:], order))


def check_options(o: Options, seats: int) -> None:
    if seats not in (1, 2, 3, 4):
        raise OptionError("Chronocritters is played by 1 to 4 players", "options.seats")
    sides = goal_sides(o.year_goals)
    if len(sides) != len(SHAPES) or not set(sides) <= set(SIDES):
        raise OptionError("year_goals: 'front', 'back', or a side for each type in the order "
                          + ",".join(SHAPES), "chronocritters.option-year-goals")
    if o.action_tiles not in ("standard", "random") and (
            tuple(o.action_tiles.split(",")) not in TILE_ORDERS):
        raise OptionError("action_tiles: 'standard', 'random' or the summer,autumn,winter actions "
                          "as a permutation of energy,bonus,mining", "chronocritters.option-action-tiles")


def new_state(o: Options, seats: int) -> State:
    check_options(o, seats)
    table = board_players(seats)  # solo is set up as a 2 player game
    # Solo: "Choose one starting value ... and one starting colour hard disc quest": all of them
    drafted = len(STARTING) // 2 if seats == 1 else seats + 1
    seasonal = dict(BOARD.seasonal)
    if o.action_tiles not in ("standard", "random"):
        seasonal.update(zip(SEASONS[1:], o.action_tiles.split(",")))
    offers = {"value": [""] * 4, "colour": [""] * 4, "bonus1": [""] * 3, "bonus2": [""] * 3,
              **{x: [""] * 3 for x in SEASONS},
              "start_value": [""] * drafted, "start_colour": [""] * drafted}
    piles = {"value": list(VALUE_IDS), "colour": list(COLOUR_IDS), "bonus1": sorted(TILES_I),
             "bonus2": sorted(TILES_II),
             **{x: sorted(d.id for d in DOCKING if d.season == x) for x in SEASONS},
             "start_value": sorted(q.id for q in STARTING if q.kind == "value"),
             "start_colour": sorted(q.id for q in STARTING if q.kind == "colour")}
    players = [Player(tokens=list(BOARD.adjustment_tokens[i]), dam_left=BOARD.dam_markers)
               for i in range(seats)]
    s = State(seats=seats, options=o, order=list(range(seats)), first_order=list(range(seats)),
              ring=[None] * len(BOARD.ring), dam=[[-1] * len(BOARD.dam.columns) for _ in range(BOARD.dam.rows)],
              offers=offers, piles=piles, removed={k: [] for k in piles},
              goals={x: list(GOAL_LEVELS[table]) for x in SHAPES},
              supply={c: BOARD.standard_per_colour for c in DICE},
              precious={c: BOARD.precious_per_colour for c in DICE},
              seasonal=seasonal, players=players)
    if seats == 1:
        solo.setup(s)
    seat_order = list(range(seats))
    push(s,
         *([DealActionTiles(0)] if o.action_tiles == "random" else []),
         *([DealBoards(i) for i in seat_order] if o.alternative_boards else []),
         *[RollRing(0, space=k) for k, r in enumerate(BOARD.ring) if r.players <= table],
         *[Refill(0, pile=name, offer=name, slot=i) for name, row in offers.items() for i in range(len(row))],
         *[Draft(i) for i in seat_order],
         *[Draft(i, second=True) for i in reversed(seat_order)],
         *[StartDiceTask(i) for i in seat_order],
         BeginPlay(0))
    return s


# -- chance: ring dice, player boards, action tiles ---------------------------------------------
def _roll_apply(s, t, e):
    pop(s)
    colour = BOARD.ring[t.space].colour
    s.supply[colour] -= 1
    s.ring[t.space] = Die(colour, e.value)


STEPS.chance(RollRing, outcomes=lambda s, t: [RollDie(v) for v in range(1, 7)], apply=_roll_apply)


def _boards_outcomes(s, t):
    taken = {p.board for p in s.players}
    return [DealBoard(b) for b in range(1, len(PLAYER_BOARDS)) if b not in taken]


def _boards_apply(s, t, e):
    pop(s)
    s.players[t.seat].board = e.board


STEPS.chance(DealBoards, outcomes=_boards_outcomes, apply=_boards_apply)


def _tiles_apply(s, t, e):
    pop(s)
    s.seasonal.update(zip(SEASONS[1:], e.order))


STEPS.chance(DealActionTiles, outcomes=lambda s, t: [DealTiles(x) for x in TILE_ORDERS], apply=_tiles_apply)


# -- the starting quest draft --------------------------------------------------------------------
def _draft_offers(s, t) -> list[str]:
    if not t.second:
        return ["start_value", "start_colour"]
    (first,) = s.players[t.seat].drafted
    return ["start_colour" if first.startswith("SV") else "start_value"]


def _draft_moves(s, t):
    return [ChooseStartQuest(q) for name in _draft_offers(s, t) for q in s.offers[name] if q]


def _draft_check(s, t, e):
    if not any(e.quest in s.offers[name] for name in _draft_offers(s, t)) or not e.quest:
        raise refuse("draft", "Starting quests: choose 1 of either type first, then in reverse order "
                     "1 of the type you did not choose")


def _draft_apply(s, t, e):
    pop(s)
    for row in (s.offers["start_value"], s.offers["start_colour"]):
        if e.quest in row:
            row[row.index(e.quest)] = ""
    s.players[t.seat].drafted.append(e.quest)


STEPS.decision(Draft, prompt=lambda s, t: "choose a starting hard disc quest" + (
                   " of the other type" if t.second else ""),
               accepts=(ChooseStartQuest,), moves=_draft_moves, check=_draft_check, apply=_draft_apply)


# -- starting dice, then the two quests on the portal --------------------------------------------
def _dice_moves(s, t):
    """L145 "Players freely choose which die takes which value and in which of the 2 diagonals":
    each colour on each cell of the diagonal, with each value (2 x 6 x 6)."""
    return [StartDice(d, c, v) for d in range(2) for c in permutations(DICE)
            for v in permutations(START_VALUES)]


def _dice_check(s, t, e):
    if e.diagonal not in (0, 1) or sorted(e.colours) != sorted(DICE) or sorted(e.values) != list(START_VALUES):
        raise refuse("start-dice", "Starting dice: one die of each colour, of values 2, 3 and 4, "
                     "on one of the two diagonals")


def _dice_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    for cell, colour, value in zip(DIAGONALS[e.diagonal], e.colours, e.values):
        s.supply[colour] -= 1
        p.grid[cell] = Die(colour, value)
    dice = () if s.options.ruleset6 else DIAGONALS[e.diagonal]  # ruleset 6: the +-2 on any die
    push(s, *[PlaceQuestTask(t.seat, quest=q, starting=True, dice=dice) for q in p.drafted])
    p.drafted = []


STEPS.decision(StartDiceTask, prompt=lambda s, t: "place your starting dice 2, 3, 4 on a diagonal, in any order",
               accepts=(StartDice,), moves=_dice_moves, check=_dice_check, apply=_dice_apply)


def _begin(s, t):
    pop(s)
    for name in ("start_value", "start_colour"):
        s.offers[name] = []   # the rest go back to the box
        s.piles[name] = []
    push(s, *solo.begin_tasks(s), NextTurn(0))


STEPS.auto(BeginPlay, _begin)
