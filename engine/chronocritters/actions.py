"""The 12 actions: what placing a critter on a spot starts. Always available: Dam, Sand and
wood, Value and Colour hard disc quests, Managing the transmission portal. Central disc:
Seasonal docking quest, Taking berries. Seasonal: Peacock, Energy panels, Bonus docking tile,
Mining (Variant 2 moves the last three between seasons). And Choosing a die from the ring.
`action_problem` says why an action cannot be taken at all (its payment is missing), so a
critter is never placed where it cannot act."""
from __future__ import annotations

from itertools import combinations_with_replacement

from engine.chronocritters.content import (BOARD, DICE, PLAYER_BOARDS, SEASONS, TILES_I, Reward, board_players,
                                           mine_printed)
from engine.chronocritters.dice import RULE_SUPPLY, cells, discard, held, pool, refuse, set_value, value_problem
from engine.chronocritters.events import (AdjustDie, BuyEnergy, DamMarker, Done, GainEnergy, Mine, MoveDie,
                                          PayDie, ReduceDie, ReplaceDie, SwapDice, TakeColourQuest,
                                          TakeDocking, TakeTile, TakeValueQuest)
from engine.chronocritters.offers import take
from engine.chronocritters.rewards import energy_check, energy_tracks, grant, no_quest_spot, reachable_seasons
from engine.chronocritters.state import EMPTY, Die
from engine.chronocritters.tasks import (STEPS, BerryTask, ColourTask, DamTask, DockingTask,
                                         EnergyBuyTask, EnergyTask, Gain, ManageTask, MineTask,
                                         PayTask, PlaceDieTask, PlaceQuestTask, PlaceTileTask,
                                         PortalUpTask, ReduceTask, TileTask, ValueTask)
from engine.core.steps import pop, push

MINE_VPS = (2, 5)                  # top row, bottom row: the printed VPs instead of resources
MINE_DIE = (4, 7)                  # the green die paid: 4+ for the top row, 7+ for the bottom
MINING_LEVEL_VPS = {3: 3}          # printed on the Mining spot for a level 3 critter
LEVEL3_VALUE_VPS = 2               # Value hard disc quests with a level 3 critter


def start(s, seat: int, action: str, gain: int, level: int) -> None:
    """Run `action` for `seat` with a critter of `level` (its payment is checked already)."""
    p = s.players[seat]
    if action == "dam":
        p.gold += 1
        push(s, DamTask(seat))
    elif action == "sand":
        push(s, Gain(seat, rewards=_rewards(("sand", 2), ("wood", 1))), ReduceTask(seat))
    elif action == "value":
        push(s, ValueTask(seat, level=level))
    elif action == "colour":
        push(s, ColourTask(seat))
    elif action == "docking":
        push(s, DockingTask(seat))
    elif action == "berries":
        bonus = int(level >= 2)  # "also gain 1 more berry from ANY season and 2 VPs" (L346)
        p.vp += 2 * bonus
        push(s, BerryTask(seat, left=gain, bonus=bonus))
    elif action == "peacock":
        p.gold -= BOARD.peacock_cost
        p.vp += BOARD.peacock_vps[level - 1]
        p.peacock = True
    elif action == "energy":
        push(s, EnergyBuyTask(seat))
    elif action == "bonus":
        push(s, TileTask(seat, level=level))
    elif action == "mining":
        p.vp += MINING_LEVEL_VPS.get(level, 0)
        push(s, MineTask(seat))
    elif action == "manage":
        push(s, ManageTask(seat, panel=level >= 2))  # "additionally gains 1 energy panel" (L317)


def take_ring_die(s, seat: int, space: int) -> None:
    die = s.ring[space]
    s.ring[space] = None
    if not held(s):
        s.supply[die.colour] += 1  # ruleset 4: back to the supply, then gained like any die
    push(s, PlaceDieTask(seat, colour=die.colour, value=die.value))


def _rewards(*pairs):
    return [Reward(k, n) for k, n in pairs]


def action_problem(s, seat: int, action: str, level: int, paid: int = 0) -> str:
    """`paid`: berries paid to reach the spot (its payment, the eagle's move), gone before the action."""
    p = s.players[seat]
    if action == "peacock":
        if p.peacock:
            return "Peacock: each player can take this action once a game"
        if p.gold < BOARD.peacock_cost:
            return "Peacock: pay 6 golden plates"
    elif action == "energy" and sum(p.berries.values()) - paid < 1:
        return "Energy panels: pay 1 or 2 berries from any season" + (
            " (besides the berry paid to reach the spot)" if paid else "")
    elif action in ("value", "colour") and no_quest_spot(p):
        return "Hard disc quests: the player places the quest on an empty space of their transmission portal"
    elif action == "value" and not _value_moves(s, p):
        return "Value hard disc quests: spend a green or orange die of at least the value of a quest's column"
    elif action == "colour" and not _colour_moves(s, p):
        return "Colour hard disc quests: spend an orange die of at least the value of a quest's column"
    elif action == "bonus" and not _tile_moves(s, seat, level):
        return ("Bonus docking tile: level I costs a die of value 4+; level II two dice of value 4+, "
                "a third die and 2 sand time particles (level 2/3 critters: a discount)")
    elif action == "mining" and not _mine_moves(s, p):
        return "Mining: a green die of value 4+ (top row) or 7+ (bottom row, below two tools)"
    return ""


# -- 1. Dam -------------------------------------------------------------------------------------
def columns(s) -> tuple[int, ...]:
    return _COLUMNS[s.seats]


_COLUMNS = {seats: tuple(c for c, col in enumerate(BOARD.dam.columns) if col.players <= board_players(seats))
            for seats in range(1, 5)}  # the dam columns in play by seat count


def _dam_spaces(s, t) -> list[tuple[int, int]]:
    p = s.players[t.seat]
    if p.dam_left <= 0 or not t.free and p.wood <= 0:
        return []
    return [(r, c) for r in range(s.round) for c in columns(s) if s.dam[r][c] == EMPTY]


def _dam_check(s, t, e):
    if isinstance(e, Done):
        return
    p = s.players[t.seat]
    if 0 <= e.column < len(BOARD.dam.columns) and e.column not in columns(s):
        raise refuse("dam-column", f"Dam: that column is only for games of {BOARD.dam.columns[e.column].players} "
                     "or more players")
    if (p.dam_left <= 0 or not t.free and p.wood <= 0 or not 0 <= e.row < s.round
            or e.column not in columns(s) or s.dam[e.row][e.column] != EMPTY):
        raise refuse("dam-space", "Dam: one wood per marker, on a free space in the row of the "
                     "current round or any previous round (12 markers a game)")


def _dam_apply(s, t, e):
    if isinstance(e, Done):
        pop(s)
        return
    p = s.players[t.seat]
    s.dam[e.row][e.column] = t.seat
    p.dam_left -= 1
    if t.free:
        t.free -= 1
        if not t.free:
            pop(s)
    else:
        p.wood -= 1
    grant(s, t.seat, [BOARD.dam.columns[e.column].reward])


STEPS.decision(DamTask, prompt=lambda s, t: "place a dam marker" + (f" ({t.free} free)" if t.free else " for 1 wood") + " or stop",
               accepts=(DamMarker, Done),
               moves=lambda s, t: [DamMarker(r, c) for r, c in _dam_spaces(s, t)] + [Done()],
               check=_dam_check, apply=_dam_apply, skip_if=lambda s, t: not _dam_spaces(s, t))


# -- 2. Sand time particles and wood: reduce purple dice, 1 sand per 2 pips --------------------
def _reduce_moves(s, t):
    p = s.players[t.seat]
    return [ReduceDie(c, k) for c in cells(p, ("purple",)) if c not in t.reduced
            for k in range(2, p.grid[c].value + 1, 2)
            if k == p.grid[c].value or not value_problem(s, p, c, p.grid[c].value - k)] + [Done()]


def _reduce_check(s, t, e):
    if isinstance(e, Done):
        return
    p = s.players[t.seat]
    die = p.grid[e.cell] if 0 <= e.cell < 9 else None
    if (die is None or die.colour != "purple" or e.cell in t.reduced or e.pips < 2 or e.pips % 2
            or e.pips > die.value or e.pips < die.value and value_problem(s, p, e.cell, die.value - e.pips)):
        raise refuse("reduce", "Sand: reduce the pips of a purple die by 2 per extra sand time "
                     "particle (not split as 1 pip from 2 dice)")


def _reduce_apply(s, t, e):
    if isinstance(e, Done):
        pop(s)
        return
    p = s.players[t.seat]
    p.sand = min(BOARD.sand_max, p.sand + e.pips // 2)
    set_value(s, p, e.cell, p.grid[e.cell].value - e.pips)
    t.reduced.append(e.cell)


STEPS.decision(ReduceTask, prompt=lambda s, t: "reduce a purple die for sand, or stop",
               accepts=(ReduceDie, Done), moves=_reduce_moves, check=_reduce_check,
               apply=_reduce_apply, skip_if=lambda s, t: len(_reduce_moves(s, t)) == 1)


# -- 3. Value hard disc quests --------------------------------------------------------------------
def _value_moves(s, p) -> list[TakeValueQuest]:
    return [TakeValueQuest(c, i) for c in cells(p, ("green", "orange"))
            for i, q in enumerate(s.offers["value"]) if q and BOARD.value_offer[i] <= p.grid[c].value]


def _paid(p, cell: int, colours) -> int:
    """The value of the die paid from `cell` if its colour may pay, else 0."""
    die = p.grid[cell] if 0 <= cell < 9 else None
    return die.value if die is not None and die.colour in colours else 0


def _in_offer(s, offer: str, slot: int, least: list[int], value: int) -> bool:
    row = s.offers[offer]
    return 0 <= slot < len(row) and bool(row[slot]) and least[slot] <= value


def _value_check(s, t, e):
    value = _paid(s.players[t.seat], e.cell, ("green", "orange"))
    if not _in_offer(s, "value", e.slot, BOARD.value_offer, value):
        raise refuse("value-quest", "Value hard disc quests: spend a green or orange die and take a "
                     "quest from the column of its value or any lower value")


def _value_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    paid = p.grid[e.cell].value
    discard(s, p, e.cell)
    if t.level >= 3:
        p.vp += LEVEL3_VALUE_VPS
    quest = take(s, "value", e.slot)
    push(s, PlaceQuestTask(t.seat, quest=quest), *([PortalUpTask(t.seat)] if paid >= 7 else []))


STEPS.decision(ValueTask, prompt=lambda s, t: "spend a green or orange die for a value hard disc quest",
               accepts=(TakeValueQuest,), moves=lambda s, t: _value_moves(s, s.players[t.seat]),
               check=_value_check, apply=_value_apply)


# -- 4. Colour hard disc quests -------------------------------------------------------------------
def _colour_moves(s, p) -> list[TakeColourQuest]:
    out = []
    for c in cells(p, ("orange",)):
        v = p.grid[c].value
        rewards = [k for k, least in enumerate(BOARD.colour_offer) if least <= v]
        out += [TakeColourQuest(c, i, k) for i, q in enumerate(s.offers["colour"])
                if q and BOARD.colour_offer[i] <= v for k in rewards]
    return out


def _colour_check(s, t, e):
    value = _paid(s.players[t.seat], e.cell, ("orange",))
    if (not _in_offer(s, "colour", e.slot, BOARD.colour_offer, value)
            or not 0 <= e.reward < len(BOARD.colour_offer) or BOARD.colour_offer[e.reward] > value):
        raise refuse("colour-quest", "Colour hard disc quests: spend an orange die; take a quest and a "
                     "printed reward from the columns of its value or any lower value")


def _colour_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    discard(s, p, e.cell)
    quest = take(s, "colour", e.slot)
    push(s, PlaceQuestTask(t.seat, quest=quest))
    grant(s, t.seat, [BOARD.colour_offer_rewards[e.reward]])


STEPS.decision(ColourTask, prompt=lambda s, t: "spend an orange die for a colour hard disc quest",
               accepts=(TakeColourQuest,), moves=lambda s, t: _colour_moves(s, s.players[t.seat]),
               check=_colour_check, apply=_colour_apply)


# -- 5. Managing the transmission portal: move, adjust (or replace), swap — each once ----------
def _manage_moves(s, t):
    p = s.players[t.seat]
    dice, empty = cells(p), [i for i in range(9) if p.grid[i] is None]
    out = []
    if "move" not in t.used:
        out += [MoveDie(c, to) for c in dice for to in empty]
    if "adjust" not in t.used:
        out += [AdjustDie(c, d) for c in dice for d in (-2, -1, 1, 2)
                if not value_problem(s, p, c, p.grid[c].value + d)]
        out += [ReplaceDie(c, colour) for c in dice for colour in DICE
                if colour != p.grid[c].colour and pool(s, p.grid[c].value)[colour] > 0]
    if "swap" not in t.used:
        out += [SwapDice(a, b) for a in dice for b in dice if a < b and p.grid[a] != p.grid[b]]
    if t.panel:
        out += [GainEnergy(i) for i in energy_tracks(s, t.seat)]
    return out + [Done()]


RULE_MANAGE = ("Managing the transmission portal: move a die to an open space, adjust a die by 1 or 2 "
               "(or replace it by another colour), swap 2 dice — each once")


def _manage_problem(s, t, e) -> str:
    p = s.players[t.seat]
    die = p.grid[e.cell] if 0 <= e.cell < 9 else None
    if die is None:
        return f"{RULE_MANAGE}: there is no die on that space"
    if isinstance(e, MoveDie):
        if "move" in t.used:
            return f"{RULE_MANAGE}: a die was already moved"
        return "" if 0 <= e.to < 9 and p.grid[e.to] is None else f"{RULE_MANAGE}: the space to move to is not open"
    if isinstance(e, (AdjustDie, ReplaceDie)):
        if "adjust" in t.used:
            return f"{RULE_MANAGE}: a die was already adjusted or replaced"
        if isinstance(e, ReplaceDie):
            return "" if e.colour in DICE and e.colour != die.colour else f"{RULE_MANAGE}: replace it by another colour"
        return value_problem(s, p, e.cell, die.value + e.delta) if abs(e.delta) in (1, 2) else \
            f"{RULE_MANAGE}: adjust by 1 or 2 pips"
    if "swap" in t.used:
        return f"{RULE_MANAGE}: two dice were already swapped"
    other = p.grid[e.other] if 0 <= e.other < 9 else None
    if other is None or e.other == e.cell:
        return f"{RULE_MANAGE}: a swap takes 2 dice"
    # either order names the same swap (the move list lists each once, the lower space first)
    return f"{RULE_MANAGE}: those dice are alike, swapping them changes nothing" if other == die else ""


def _manage_check(s, t, e):
    if isinstance(e, Done):
        return
    if isinstance(e, GainEnergy):
        if not t.panel:
            raise refuse("manage", "Managing the transmission portal: an energy panel comes with a "
                         "level 2 or 3 critter, once")
        energy_check(s, t, e)
        return
    why = _manage_problem(s, t, e)
    if why:
        raise refuse("manage", why)
    if isinstance(e, ReplaceDie) and pool(s, s.players[t.seat].grid[e.cell].value)[e.colour] <= 0:
        raise refuse("die-supply", RULE_SUPPLY)


def _manage_apply(s, t, e):
    p = s.players[t.seat]
    if isinstance(e, Done):
        _manage_end(s, t)
        return
    if isinstance(e, GainEnergy):
        p.energy[e.track] += 1
        t.panel = False
        return
    if isinstance(e, MoveDie):
        p.grid[e.to], p.grid[e.cell] = p.grid[e.cell], None
        t.used.append("move")
    elif isinstance(e, AdjustDie):
        set_value(s, p, e.cell, p.grid[e.cell].value + e.delta)
        t.used.append("adjust")
    elif isinstance(e, ReplaceDie):
        old = p.grid[e.cell]
        pool(s, old.value)[old.colour] += 1
        pool(s, old.value)[e.colour] -= 1
        p.grid[e.cell] = Die(e.colour, old.value)
        t.used.append("adjust")
    else:
        p.grid[e.cell], p.grid[e.other] = p.grid[e.other], p.grid[e.cell]
        t.used.append("swap")
    if len(t.used) == 3:
        _manage_end(s, t)


def _manage_end(s, t) -> None:
    """The action ends; a panel not yet gained comes now (none where both tracks are full)."""
    pop(s)
    if t.panel:
        push(s, EnergyTask(t.seat, left=1, managing=True))


def _manage_prompt(s, t) -> str:
    """What is left of the action (a used choice stayed named: helper-296; a panel with both
    tracks full was offered: helper-295)."""
    left = [x for x in ("move", "adjust", "swap") if x not in t.used]
    panel = ", gain your energy panel (level 2-3 critter)" if t.panel and energy_tracks(s, t.seat) else ""
    return f"manage your transmission portal ({', '.join(left)}; each once){panel} or stop"


STEPS.decision(ManageTask, prompt=_manage_prompt,
               accepts=(MoveDie, AdjustDie, ReplaceDie, SwapDice, GainEnergy, Done), moves=_manage_moves,
               check=_manage_check, apply=_manage_apply)


# -- 6. Seasonal docking quest --------------------------------------------------------------------
def _docking_moves(s, seat: int) -> list:
    """A quest on offer in a season the seat may take from, or none: the player "may gain" one
    (L325), and a critter placed to block the spot need not refill the offer."""
    return [TakeDocking(x, i) for x in reachable_seasons(s, seat) for i, q in enumerate(s.offers[x]) if q] + [Done()]


def _docking_check(s, t, e):
    if isinstance(e, Done):
        return
    row = s.offers.get(e.season) if e.season in SEASONS else None
    if e.season not in reachable_seasons(s, t.seat) or not 0 <= e.slot < len(row) or not row[e.slot]:
        raise refuse("docking-season", "Seasonal docking quest: from the season of the present time "
                     "or a season where you have a time portal")


def _docking_apply(s, t, e):
    pop(s)
    if isinstance(e, TakeDocking):
        s.players[t.seat].pending.append(take(s, e.season, e.slot))


STEPS.decision(DockingTask, prompt=lambda s, t: "take a seasonal docking quest (or none)",
               accepts=(TakeDocking, Done), moves=lambda s, t: _docking_moves(s, t.seat),
               check=_docking_check, apply=_docking_apply)


# -- 9. Energy panels: 1 or 2 berries of any season --------------------------------------------
def _energy_moves(s, t):
    have = s.players[t.seat].berries
    out = []
    for n in (1, 2):
        for pay in combinations_with_replacement([x for x in SEASONS if have[x]], n):
            if all(have[x] >= pay.count(x) for x in pay):
                out.append(BuyEnergy(pay))
    return out


def _energy_check(s, t, e):
    have = s.players[t.seat].berries
    if (len(e.berries) not in (1, 2) or any(x not in SEASONS for x in e.berries)  # in any order
            or any(x not in have or have[x] < e.berries.count(x) for x in e.berries)):
        raise refuse("energy-pay", "Energy panels: pay either 1 or 2 berries from any season")


def _energy_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    for x in e.berries:
        p.berries[x] -= 1
    push(s, EnergyTask(t.seat, left=len(e.berries)))


STEPS.decision(EnergyBuyTask, prompt=lambda s, t: "pay 1 or 2 berries for energy panels",
               accepts=(BuyEnergy,), moves=_energy_moves, check=_energy_check, apply=_energy_apply)


# -- 10. Bonus docking tiles ----------------------------------------------------------------------
def tile_cost(tile_level: int, critter: int) -> tuple[int, int, int]:
    """(dice of value 4+, dice of any value, sand) after the level 2/3 critter's discount."""
    if tile_level == 1:
        return (1, 0, 0) if critter == 1 else (0, 0, 0)
    return (2, 1, 2) if critter == 1 else (1, 1, 2) if critter == 2 else (1, 1, 1)


def _affordable(p, cost) -> bool:
    high, low, sand = cost
    return p.sand >= sand and len(cells(p, least=4)) >= high and len(cells(p)) >= high + low


def _tile_moves(s, seat: int, level: int) -> list[TakeTile]:
    p = s.players[seat]
    return [TakeTile(lv, i) for lv in (1, 2) if _affordable(p, tile_cost(lv, level))
            for i, x in enumerate(s.offers[f"bonus{lv}"]) if x]


def _tile_check(s, t, e):
    row = s.offers.get(f"bonus{e.level}") if e.level in (1, 2) else None
    if (row is None or not 0 <= e.slot < len(row) or not row[e.slot]
            or not _affordable(s.players[t.seat], tile_cost(e.level, t.level))):
        raise refuse("bonus-tile", "Bonus docking tile: level I for a die of value 4+; level II for "
                     "two dice of value 4+, a third die and 2 sand (less with a level 2/3 critter)")


def _tile_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    high, low, sand = tile_cost(e.level, t.level)
    p.sand -= sand
    tile = take(s, f"bonus{e.level}", e.slot)
    reward = TILES_I[tile].reward if e.level == 1 else []
    push(s, PayTask(t.seat, high=high, low=low), Gain(t.seat, rewards=list(reward)),
         PlaceTileTask(t.seat, item=tile))


STEPS.decision(TileTask, prompt=lambda s, t: "take a bonus docking tile",
               accepts=(TakeTile,), moves=lambda s, t: _tile_moves(s, t.seat, t.level),
               check=_tile_check, apply=_tile_apply)


def _pay_moves(s, t):
    return [PayDie(c) for c in cells(s.players[t.seat], least=4 if t.high else 1)]


def _pay_check(s, t, e):
    if _paid(s.players[t.seat], e.cell, DICE) < (4 if t.high else 1):
        raise refuse("pay-die", "Paying dice: first the dice of value 4+ asked (bonus docking tiles), "
                     "then the dice of any value")


def _pay_apply(s, t, e):
    discard(s, s.players[t.seat], e.cell)
    if t.high:
        t.high -= 1
    else:
        t.low -= 1
    if not t.high and not t.low:
        pop(s)


STEPS.decision(PayTask, prompt=lambda s, t: "pay a die" + (" of value 4+" if t.high else ""),
               accepts=(PayDie,), moves=_pay_moves, check=_pay_check, apply=_pay_apply,
               skip_if=lambda s, t: not t.high and not t.low)


# -- 11. Mining ------------------------------------------------------------------------------------
def mine_open(p, space: int) -> bool:
    if p.mines[space]:
        return False
    return space < 3 or bool(p.mines[space - 3] and p.mines[space - 2])


def _mine_moves(s, p) -> list[Mine]:
    return [Mine(x, c, vps) for x in range(5) if mine_open(p, x)
            for c in cells(p, ("green",), MINE_DIE[x >= 3]) for vps in (False, True)]


def _mine_check(s, t, e):
    p = s.players[t.seat]
    if not 0 <= e.space < 5 or not mine_open(p, e.space) or _paid(p, e.cell, ("green",)) < MINE_DIE[e.space >= 3]:
        raise refuse("mine", "Mining: a green die of value 4+ for the top row, 7+ for the bottom row, "
                     "only below two tools of the top row")


def mine_rewards(s, p, space: int):
    if p.mines[space] == "vp":
        return _rewards(("vp", MINE_VPS[space >= 3]))
    return mine_printed(s.options, p.board, space)


def _mine_apply(s, t, e):
    pop(s)
    p = s.players[t.seat]
    discard(s, p, e.cell)
    p.mines[e.space] = "vp" if e.vps else "res"
    row = range(3) if e.space < 3 else range(3, 5)
    if all(p.mines[x] for x in row):
        grant(s, t.seat, PLAYER_BOARDS[p.board].row_bonuses[e.space >= 3])
    grant(s, t.seat, mine_rewards(s, p, e.space))


STEPS.decision(MineTask, prompt=lambda s, t: "place a mining tool",
               accepts=(Mine,), moves=lambda s, t: _mine_moves(s, s.players[t.seat]),
               check=_mine_check, apply=_mine_apply)
