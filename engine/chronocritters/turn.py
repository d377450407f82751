"""A turn: one main action (a critter onto a spot) and any free actions, in any order — open a
time portal, upgrade a critter (once a turn), adjust a die with gold or a starting token,
complete hard disc quests, seasonal docking quests and year goals, and the level 2/3 eagle's
move. Turns go round the turn order, skipping players whose critters are all placed; when
nobody has a critter left the round ends."""
from __future__ import annotations

from engine.chronocritters import actions, solo
from engine.chronocritters.content import (BOARD, CRITTERS, PLAYER_BOARDS, SHAPES, SPOTS, UPGRADABLE,
                                           board_players, spot_spec)
from engine.chronocritters.dice import cells, discard, refuse, set_value, value_problem
from engine.chronocritters.events import (AdjustGold, AdjustToken, CompleteDocking, CompleteQuest,
                                          EndTurn, MoveEagle, OpenPortal, PairItem, PlaceCritter,
                                          TakeGoal, Upgrade)
from engine.chronocritters.quests import (complete_docking, complete_quest, docking_problem,
                                          goal_problem, pair_item, pair_moves, pair_problem,
                                          quest_problem, take_goal)
from engine.chronocritters.rewards import grant, reachable_seasons
from engine.chronocritters.state import AUTOMA, Portal, Turn
from engine.chronocritters.tasks import (STEPS, AdjustTask, AutomaTurn, BerryTask, ChooseDieTask, DamTask,
                                         DockingTask, EndRound, EnergyTask, ManageTask, NextTurn, PayTask,
                                         OfferQuestTask, PlaceDieTask, PlaceQuestTask, PlaceTileTask,
                                         PortalUpTask, ReduceTask, SoloRoundEnd, TurnTask)
from engine.core.steps import pop, push

UPGRADE_COST = {1: 3, 2: 2}   # energy panels to reach level 2, level 3
TRACKS = {"a": (0,), "b": (1,), "ab": (0, 1)}
RULE_UPGRADE_ONCE = "Upgrading critters: only once per turn, a single critter by 1 level"


def critters_left(p) -> list[str]:
    return [c for c in CRITTERS if not p.placed[c] and (c != "peacock" or p.peacock)]


def level(p, critter: str) -> int:
    return p.levels.get(critter, 1)


# -- spots ----------------------------------------------------------------------------------------
def all_spots(s) -> list[str]:
    out = ["manage"] + [f"{a}.{i}" for a, spots in BOARD.actions.items() for i in range(len(spots))]
    return out + [f"die.{k}" for k, d in enumerate(s.ring) if d is not None]


def action_season(s, action: str) -> str | None:
    return next((x for x, a in s.seasonal.items() if a == action), None)


NEEDS_BERRY = "This action spot requires payment of a berry (any season)"


def spot_problem(s, seat: int, spot: str, lvl: int, berry: str, moved: str = "") -> str:
    """Why `seat` may not put a critter of level `lvl` on `spot` paying `berry` ("" = fine);
    `moved`: the berry the eagle pays to move here, not there for the spot's payment."""
    p = s.players[seat]
    name, _, index = spot.partition(".")
    if spot == "manage":
        cost = 0
    elif name == "die":
        k = int(index) if index.isdigit() else -1
        if not 0 <= k < len(s.ring) or s.ring[k] is None:
            return "Choosing a die: the space must still hold its die"
        segment = BOARD.ring[k].segment
        near = {(s.round - 1 + q.offset) % 7 for q in p.portals} | {s.round - 1}
        if segment not in near:
            return "Choosing a die: from the present time or a segment where you have a time portal"
        cost = 0
    else:
        spots = BOARD.actions.get(name)
        if spots is None or not index.isdigit() or int(index) >= len(spots):
            return "there is no such action spot"
        sp = spots[int(index)]
        if sp.ruleset8 and not s.options.ruleset8:
            return ("The central disc has 4 action slots, 2 for Seasonal docking quests and 2 "  # L99
                    "for Taking berries, with any number of players")
        if sp.players > board_players(s.seats):
            return "This action spot is used only in a game with 3 or 4 players"
        if not sp.unlimited and s.spots.get(spot):
            return "Limited action spots hold only 1 critter at a time"
        season = action_season(s, name)
        if season is not None and season not in reachable_seasons(s, seat):
            return ("Seasonal actions: only when the present time is in that season, or through "
                    "a time portal you built there")
        cost = 0 if name == "value" and lvl >= 3 else sp.berries
        if len(cells(p)) < sp.dice:
            return "This action spot requires payment of a die (any colour and value)"
        why = actions.action_problem(s, seat, name, lvl, paid=cost + bool(moved))
        if why:
            return why
    if cost and (berry not in p.berries or p.berries[berry] - (berry == moved) < cost):
        return NEEDS_BERRY
    if not cost and berry:  # the die-paid spot said "no payment" (an audit)
        paid_by_die = name not in ("die", "manage") and spot_spec(spot).dice
        return ("This action spot is paid with a die (chosen next), not a berry" if paid_by_die
                else "This action spot requires no payment")
    return ""


def _pay_and_start(s, seat: int, critter: str, spot: str, berry: str) -> None:
    p = s.players[seat]
    if berry:
        p.berries[berry] -= 1
    p.placed[critter] = spot
    s.spots.setdefault(spot, []).append([seat, CRITTERS.index(critter)])
    name, _, index = spot.partition(".")
    if name == "die":
        actions.take_ring_die(s, seat, int(index))
        return
    sp = spot_spec(spot)
    actions.start(s, seat, name, sp.gain, level(p, critter))
    if sp.dice:
        push(s, PayTask(seat, low=sp.dice))  # the spot's dice are paid before the action


def _berry_options(s, seat: int) -> list[str]:
    return [""] + [x for x, n in s.players[seat].berries.items() if n]


def closed_reason(s, seat: int, spot: str) -> str:
    """Why none of `seat`'s critters at home may take `spot` now, paying any berry it has (the
    first critter's reason); "" when one may (look mode says it: a review saw Mining and the
    peacock missing from the moves, nothing saying why)."""
    home = critters_left(s.players[seat])
    if not home:
        return "no critter is left at home this round"
    reasons = [spot_problem(s, seat, spot, level(s.players[seat], c), b)
               for c in home for b in _berry_options(s, seat)]
    return "" if "" in reasons else reasons[0]


def _placements(s, seat: int, critters) -> list[PlaceCritter]:
    """Every critter on every spot it may take, in critter, spot, berry order. A spot is
    either free (no berry) or paid (a berry), and what a critter may do depends on its level
    alone: the spots are weighed once a level, and berries only where the spot asks for one
    (a search lists these moves at every node)."""
    p = s.players[seat]
    berries = _berry_options(s, seat)[1:]
    spots_by_level: dict[int, list[tuple[str, str]]] = {}
    out = []
    for c in critters:
        lvl = level(p, c)
        found = spots_by_level.get(lvl)
        if found is None:
            found = spots_by_level[lvl] = []
            for spot in all_spots(s):
                why = spot_problem(s, seat, spot, lvl, "")
                if not why:
                    found.append((spot, ""))
                elif why == NEEDS_BERRY:
                    found += [(spot, b) for b in berries if not spot_problem(s, seat, spot, lvl, b)]
        out += [PlaceCritter(c, spot, b) for spot, b in found]
    return out


# -- the eagle's move ------------------------------------------------------------------------------
def eagle_problem(s, seat: int, e: MoveEagle) -> str:
    p = s.players[seat]
    if not p.eagle_bonus or not p.placed["eagle"]:
        return "Eagle bonus: after its first action the upgraded eagle moves to a second action spot, once"
    if p.eagle_bonus == 2 and p.berries.get(e.berry, 0) < 1:
        return "Eagle bonus (level 2): pay a berry to move the eagle"
    if p.eagle_bonus == 3 and e.berry:
        return "Eagle bonus (level 3): the move no longer costs a berry"
    if e.spot == p.placed["eagle"]:
        return "Eagle bonus: a second action spot"
    # the second spot is taken as any spot is: a paid spot is paid besides the move's berry
    return spot_problem(s, seat, e.spot, p.levels["eagle"], e.pay, moved=e.berry)


def _eagle_moves(s, seat: int) -> list[MoveEagle]:
    p = s.players[seat]
    if not p.eagle_bonus or not p.placed["eagle"]:
        return []
    berries = [""] if p.eagle_bonus == 3 else [x for x, n in p.berries.items() if n]
    moves = [m for m in (MoveEagle(spot, b, pay) for spot in all_spots(s) for b in berries
                         for pay in _berry_options(s, seat)) if not eagle_problem(s, seat, m)]
    # two berries, one for the move and one for the spot, paid either way round leave the same
    # state: listed once (a review read two alike lines); the other way is still legal
    legal = set(moves)
    return [m for m in moves if not (m.berry > m.pay > "" and MoveEagle(m.spot, m.pay, m.berry) in legal)]


def _move_eagle(s, seat: int, e: MoveEagle) -> None:
    p = s.players[seat]
    if e.berry:
        p.berries[e.berry] -= 1
    p.eagle_bonus = 0
    old = s.spots[p.placed["eagle"]]
    old.remove([seat, CRITTERS.index("eagle")])
    _pay_and_start(s, seat, "eagle", e.spot, e.pay)


# -- free actions -----------------------------------------------------------------------------------
def portal_problem(s, seat: int, e: OpenPortal) -> str:
    p = s.players[seat]
    die = p.grid[e.cell] if 0 <= e.cell < 9 else None
    if die is None or die.colour != "purple":
        return "Time portals: spend a purple die"
    if len(p.portals) >= BOARD.portals:
        return "Time portals: at most 3 time portals at a time"
    if not 1 <= abs(e.offset) <= 3:
        return "Time portals: to a past or future segment, at most 3 away by the shorter way"
    if p.sand < abs(e.offset):
        return "Time portals: 1 sand time particle for each segment from the present time"
    return ""


def _open_portal(s, seat: int, e: OpenPortal) -> None:
    p = s.players[seat]
    value = BOARD.portal_values[p.grid[e.cell].value - 1]
    discard(s, p, e.cell)
    p.sand -= abs(e.offset)
    p.portals.append(Portal(e.offset, value))


def upgrade_problem(s, seat: int, e: Upgrade) -> str:
    p = s.players[seat]
    if s.turn.upgraded:
        return RULE_UPGRADE_ONCE
    if e.critter not in UPGRADABLE or e.tracks not in TRACKS:
        return "Upgrading critters: the eagle, the varan or the beaver, paying from track a, b or both"
    lvl = p.levels[e.critter]
    if lvl >= 3:
        return "Upgrading critters: level 3 is the highest"
    spent = [p.energy[i] for i in TRACKS[e.tracks]]
    if 0 in spent and len(spent) > 1:  # the same upgrade as from the other track alone
        return "Upgrading critters: one of the two tracks has no energy panel: pay from the other track alone"
    if sum(spent) < UPGRADE_COST[lvl]:
        return (f"Upgrading critters: 3 energy panels to reach level 2, 2 to reach level 3 "
                f"(track{'s' if len(spent) > 1 else ''} {' and '.join(e.tracks)}: {sum(spent)})")
    return ""


def _upgrade(s, seat: int, e: Upgrade) -> None:
    p = s.players[seat]
    s.turn.upgraded = True
    for i in TRACKS[e.tracks]:
        p.energy[i] = 0  # a track used is reset, even if not all of it was needed
    p.levels[e.critter] += 1
    lvl = p.levels[e.critter]
    # The bonus action is "taken after upgrading the critter" (L380), the triangle's lines
    # being part of the upgrade (L378): its task goes under their gains (tasks run top first).
    # Ruleset 5's logs took the bonus first.
    if not s.options.ruleset5:
        _bonus_action(s, seat, e.critter, lvl)
    if lvl == 2:  # its level 1 token goes onto the triangle: the lines to those already there
        for line, rewards in PLAYER_BOARDS[p.board].triangle.items():
            a, b = line.split("-")
            other = b if a == e.critter else a if b == e.critter else None
            if other is not None and p.levels[other] >= 2:
                grant(s, seat, rewards)
    if s.options.ruleset5:
        _bonus_action(s, seat, e.critter, lvl)


def _bonus_action(s, seat: int, critter: str, lvl: int) -> None:
    """The one-time bonus action of an upgrade to `lvl` (L380, L384)."""
    p = s.players[seat]
    if critter == "varan":
        push(s, ChooseDieTask(seat, most=4 if lvl == 2 else 8))
    elif critter == "beaver":
        push(s, DamTask(seat, free=2))
        if lvl == 3:
            p.vp += 2
    else:
        p.eagle_bonus = lvl


def adjust_problem(s, seat: int, e) -> str:
    p = s.players[seat]
    if isinstance(e, AdjustGold):
        if e.delta not in (1, -1) or p.gold < 1:
            return "Golden plates: 1 gold changes a die by 1 pip"
    elif not 0 <= e.token < len(p.tokens) or abs(e.delta) != p.tokens[e.token]:
        return "Adjustment tokens: a token changes one die by its pips, once a game"
    die = p.grid[e.cell] if 0 <= e.cell < 9 else None
    return value_problem(s, p, e.cell, (die.value if die else 0) + e.delta)


def _adjust(s, seat: int, e) -> None:
    p = s.players[seat]
    if isinstance(e, AdjustGold):
        p.gold -= 1
    else:
        p.tokens.pop(e.token)
    set_value(s, p, e.cell, p.grid[e.cell].value + e.delta)


def free_moves(s, seat: int) -> list:
    """The free actions open to `seat` now (the eagle's move is not one: it starts an action)."""
    p = s.players[seat]
    out = [OpenPortal(c, o) for c in cells(p, ("purple",)) for o in (-3, -2, -1, 1, 2, 3)
           if not portal_problem(s, seat, OpenPortal(c, o))]
    out += [AdjustGold(c, d) for c in cells(p) for d in (1, -1) if not adjust_problem(s, seat, AdjustGold(c, d))]
    out += [AdjustToken(k, c, d * n) for k, n in enumerate(p.tokens) if n not in p.tokens[:k]
            for c in cells(p) for d in (1, -1) if not adjust_problem(s, seat, AdjustToken(k, c, d * n))]
    return out + pair_moves(s, seat) + anytime_moves(s, seat)


def anytime_moves(s, seat: int) -> list:
    """The free actions the rulebook allows "at any time during their turn" (quests, upgrades) or
    "immediately" (year goals): these are also taken inside an action (see HOSTS)."""
    p = s.players[seat]
    out = [Upgrade(c, tr) for c in UPGRADABLE for tr in TRACKS if not upgrade_problem(s, seat, Upgrade(c, tr))]
    out += [CompleteQuest(x) for x in SPOTS if x in p.slots and not quest_problem(s, seat, x)]
    out += [CompleteDocking(q) for q in p.pending if not docking_problem(s, seat, q)]
    return out + [TakeGoal(x) for x in SHAPES if not goal_problem(s, seat, x)]


FREE = (OpenPortal, Upgrade, AdjustGold, AdjustToken, PairItem, CompleteQuest, CompleteDocking, TakeGoal)


def free_problem(s, seat: int, e) -> str:
    if isinstance(e, OpenPortal):
        return portal_problem(s, seat, e)
    if isinstance(e, Upgrade):
        return upgrade_problem(s, seat, e)
    if isinstance(e, (AdjustGold, AdjustToken)):
        return adjust_problem(s, seat, e)
    if isinstance(e, CompleteQuest):
        return quest_problem(s, seat, e.spot)
    if isinstance(e, CompleteDocking):
        return docking_problem(s, seat, e.quest)
    if isinstance(e, PairItem):
        return pair_problem(s, seat, e.item, e.spot)
    return goal_problem(s, seat, e.shape)


def apply_free(s, seat: int, e) -> None:
    if isinstance(e, OpenPortal):
        _open_portal(s, seat, e)
    elif isinstance(e, Upgrade):
        _upgrade(s, seat, e)
    elif isinstance(e, (AdjustGold, AdjustToken)):
        _adjust(s, seat, e)
    elif isinstance(e, CompleteQuest):
        complete_quest(s, seat, e.spot)
    elif isinstance(e, CompleteDocking):
        complete_docking(s, seat, e.quest)
    elif isinstance(e, PairItem):
        pair_item(s, seat, e.item, e.spot)
    else:
        take_goal(s, seat, e.shape)


# -- free actions inside an action ----------------------------------------------------------------
# L305 "A player can complete a quest as a free action at any time during their turn so long as
# the fulfillment conditions are met at the time they elect to complete it", L372 "Upgrading a
# critter is a free action and can be performed at any time during a player's turn", L426 a year
# goal "may gain it immediately": these are also taken between the choices of an action or a
# reward (a quest completed between Managing's move and swap, between two gained dice). Changing
# a die's value and opening a portal (no "any time" in their text) wait for the action's end, so
# an action's choices never change under it. Not while an action asks for its payment (a die for
# a quest, tile or mine, berries for energy): a completed docking quest could take the berries
# the critter was placed for, and the player could equally have acted before placing it.
ANYTIME = (Upgrade, CompleteQuest, CompleteDocking, TakeGoal)
HOSTS = (DamTask, ReduceTask, ManageTask, PortalUpTask, AdjustTask, BerryTask, EnergyTask,
         PlaceDieTask, PlaceQuestTask, PlaceTileTask, OfferQuestTask, ChooseDieTask, DockingTask)


def free_host(s) -> int | None:
    """The seat whose action's choice is on top, if free actions may be taken there."""
    t = s.tasks[-1] if s.tasks else None
    if isinstance(t, HOSTS) and any(isinstance(x, TurnTask) and x.seat == t.seat for x in s.tasks):
        return t.seat
    return None


# -- the turn ---------------------------------------------------------------------------------------
def _turn_moves(s, t):
    p = s.players[t.seat]
    main = [EndTurn()] if s.turn.acted else _placements(s, t.seat, critters_left(p))
    return main + free_moves(s, t.seat) + _eagle_moves(s, t.seat)


def _turn_check(s, t, e):
    seat, p = t.seat, s.players[t.seat]
    if isinstance(e, EndTurn):
        why = "" if s.turn.acted else "A turn: place 1 critter and take its action before the turn ends"
    elif isinstance(e, PlaceCritter):
        if s.turn.acted:
            why = "A turn: one main action (a single critter placed)"
        elif e.critter not in critters_left(p):
            why = "Placing critters: a critter still on your player board (the peacock once unlocked)"
        else:
            why = spot_problem(s, seat, e.spot, level(p, e.critter), e.berry)
    elif isinstance(e, MoveEagle):
        why = eagle_problem(s, seat, e)
    else:
        why = free_problem(s, seat, e)
    if why:
        raise refuse(slug(e), why)


def slug(e) -> str:
    return type(e).__struct_config__.tag.replace("_", "-")


def _turn_apply(s, t, e):
    seat = t.seat
    if isinstance(e, EndTurn):
        pop(s)
        p = s.players[seat]
        if p.placed["eagle"]:  # L380: the bonus is used the turn the eagle is on the board, or lost
            p.eagle_bonus = 0
        push(s, NextTurn(seat))
    elif isinstance(e, PlaceCritter):
        s.turn.acted = True
        _pay_and_start(s, seat, e.critter, e.spot, e.berry)
    elif isinstance(e, MoveEagle):
        _move_eagle(s, seat, e)
    else:
        apply_free(s, seat, e)


STEPS.decision(TurnTask, prompt=lambda s, t: "your turn: place a critter (and free actions)" if not s.turn.acted
               else "free actions, or end your turn",
               accepts=(PlaceCritter, EndTurn, MoveEagle, *FREE),
               moves=_turn_moves, check=_turn_check, apply=_turn_apply)


def _next_turn(s, t):
    pop(s)
    n = len(s.order)
    for k in range(n):
        pos = (s.turn.pos + 1 + k) % n
        seat = s.order[pos]
        automa = solo.is_automa(s, seat)
        if solo.has_turn(s) if automa else critters_left(s.players[seat]):
            s.turn = Turn(seat=seat, pos=pos)
            push(s, AutomaTurn(AUTOMA) if automa else TurnTask(seat))
            return
    push(s, *([SoloRoundEnd(0)] if s.automa is not None else []), EndRound(0))


STEPS.auto(NextTurn, _next_turn)
