"""Text for people: one line per event (everything in Chronocritters is public), the board as
plain text for the generic screen, and the rules help."""
from __future__ import annotations

from collections import Counter

from engine.chronocritters import events as ev
from engine.chronocritters.actions import LEVEL3_VALUE_VPS, MINE_VPS, MINING_LEVEL_VPS
from engine.chronocritters.content import (BOARD, DOCKING_BY_ID, HARD_DISC, PLAYER_BOARDS, SEASONS,
                                           SHAPES, TILES_I, TILES_II, board_players, offer_name,
                                           quest_spot_code, quest_spot_name, ring_place, season_of, segments,
                                           spot_name, spot_spec, tile_income, goal, mine_printed)
from engine.chronocritters.dice import KEEP
from engine.chronocritters.scoring import PAIRS_TABLE
from engine.chronocritters.setup import DIAGONALS
from engine.chronocritters.solo import SHUFFLE_AFTER, action_text, actions_in_round, front_text
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER
from engine.chronocritters.quests import GOAL_NEED
from engine.chronocritters.rewards import for_bonus, present
from engine.chronocritters.round_end import LAST_ROUND
from engine.chronocritters.tasks import STEPS, AdjustTask, BerryTask, DockingTask, Refill, RollRing, SoloDraw
from engine.chronocritters.turn import TRACKS, UPGRADE_COST
from engine.core.game import clone
from engine.core.words import a_or_an

CELL = ("top-left", "top", "top-right", "left", "centre", "right", "bottom-left", "bottom", "bottom-right")


def seat_name(seat: int, solo: bool = False) -> str:
    """A participant's name; in solo (`solo`) participant 1 is the automa."""
    return "Automa" if solo and seat == AUTOMA else f"Player {seat + 1}"


def card_text(card: int) -> str:
    return f"card {card} ({front_text(card)}; back: {action_text(card)})"


def die_text(d) -> str:
    return f"{d.colour} {d.value}" if d is not None else "empty"


def item_text(item: str, options) -> str:
    """An item in words; a level I tile's income as `options` (the game's ruleset) has it."""
    if item in HARD_DISC:
        q = HARD_DISC[item]
        # spaced: a narrow move list wraps "green + orange" where it cut "green+ora…"
        need = f"sum {q.low}-{q.high}" if q.kind == "value" else " + ".join(q.dice)
        return f"{item} ({q.colour} {q.kind} quest: {need} -> {rewards_text(q.reward)})"
    if item in DOCKING_BY_ID:
        q = DOCKING_BY_ID[item]
        cost = ", ".join([f"{n} {x}" for x, n in q.berries.items()] + ([f"{q.sand} sand"] if q.sand else []))
        # its colour first, as a hard disc quest's: it decides the pair (a review looked for it)
        return f"{item} ({q.colour} {q.season} docking quest: {cost} -> {rewards_text(q.reward)})"
    if item in TILES_I:
        return f"{item} (bonus I: {rewards_text(TILES_I[item].reward)}; income {rewards_text(tile_income(options, item))})"
    if item in TILES_II:
        t = TILES_II[item]
        flat = f" or {t.or_flat} VP" if t.or_flat else ""
        return f"{item} (bonus II: {t.per} VP per {PER[t.scoring].format(colour=t.colour)}{flat})"
    return item or "-"



PER = {"dam_markers": "dam marker placed", "die_pips": "pip of one {colour} die", "pairs": "pair",
       "critter_levels": "critter upgrade", "gold": "golden plate", "mines": "mining tool placed",
       "completed_quests": "completed hard disc quest", "portal_dice_left": "portal die at home",
       "goals": "year goal"}  # what a level II tile scores, one of it


def list_words(s, e) -> str:
    """A move as the move list offers it: the log line, and what a pair made now scores (the
    log says that after it; a review chose between pairings without it)."""
    said = describe(s, e, listing=True)
    if isinstance(e, ev.PairItem):
        sl = s.players[s.tasks[-1].seat].slots.get(e.spot) if s.tasks else None
        if sl is not None and sl.done:
            said += f": a pair, +{BOARD.pair_vps[present(s)]} VP now"
    return said


def rewards_text(rewards) -> str:
    parts = []
    for r in rewards:
        berry = "berries" if r.n > 1 else "berry"  # "2 spring berries" (it read "2 spring berry")
        what = {"berry": f"{r.season} {berry}", "die": f"{r.colour} die {r.n}",
                "berry_present": f"present-season {berry}", "berry_any": f"{berry} (any season)",
                "die_any": f"die up to {r.n}", "adjust": f"±{r.n} pips", "raise": f"+{r.n} pips",
                "portal_up": "portal +1", "colour_quest": "colour quest",
                "value_quest": "value quest", "dam": "free dam marker", "vp": "VP"}.get(r.kind, r.kind)
        # VP always counted: "wood" is one wood, but a bare "vp" read as no number (a review)
        n = "" if r.kind in ("die", "die_any", "adjust", "raise") or (r.n == 1 and r.kind != "vp") else f"{r.n} "
        parts.append(n + what)
    return ", ".join(parts) or "nothing"


def gained_text(p, rewards) -> str:
    """rewards_text, saying where sand or wood stops at its cap."""
    return rewards_text(rewards) + cap_note(p, rewards)


def cap_note(p, rewards) -> str:
    """Where sand or wood stops at its cap (L167: "gaining sand" read as gained at 6, an
    audit): " (sand stops at 6: 0 gained)", else ""."""
    said = ""
    for kind, have, most in (("sand", p.sand, BOARD.sand_max), ("wood", p.wood, BOARD.wood_max)):
        if have + sum(r.n for r in rewards if r.kind == kind) > most:
            said += f" ({kind} stops at {most}: {most - have} gained)"
    return said


def goal_terms(g) -> str:
    """A year goal's level, what it asks and what it gives: "level 2: 2 mining tools placed -> 3 VP"."""
    return (f"level {g.level}: {g.count} {GOAL_NEED[g.need]} -> {rewards_text(g.reward)}"
            + (f"; income {rewards_text(g.income)}" if g.income else ""))


def mine_gains(options, board: int, space: int) -> tuple[str, str]:
    """What mining space `space` (0-4) of player board `board` gives each income: its
    resources, and its printed VPs (the other choice when the tool is placed)."""
    return rewards_text(mine_printed(options, board, space)), f"{MINE_VPS[space >= 3]} VP"


# rewards a placement gains at once, which the narration after its log line names ("Player 2 +1
# spring berry"); a die, pips or energy come by a step of their own, and the log line says them
AT_ONCE = frozenset({"vp", "gold", "sand", "wood", "berry", "berry_present"})


def gain_words(rewards, p, listing: bool) -> str:
    """What a placement gains, for its line: always in the move list (`listing`); in the log
    only what the narration will not say (it said a berry twice: reviews), or a cap's loss."""
    capped = cap_note(p, rewards)
    if listing or capped or any(r.kind not in AT_ONCE for r in rewards):
        return rewards_text(rewards) + capped
    return ""


def describe(s, e, listing: bool = False) -> str:
    """The log line of `e` at `s`; `listing`: the move list's words (see gain_words)."""
    t = s.tasks[-1] if s.tasks else None
    if isinstance(e, ev.RollDie) and isinstance(t, RollRing):
        r = BOARD.ring[t.space]
        return f"{a_or_an(r.colour)} die rolls {e.value} onto the ring (segment {r.segment + 1})"
    if isinstance(e, ev.Draw) and isinstance(t, Refill):
        return f"{item_text(e.item, s.options)} comes into the {offer_name(t.offer)} offer"
    if isinstance(e, ev.DealBoard):
        return f"{seat_name(t.seat)} gets grey player board {e.board}"
    if isinstance(e, ev.SoloStart):
        return "solo: the player goes " + ("first (two ±1 tokens)" if e.first else "second (a ±1 and a ±2 token)")
    if isinstance(e, ev.SoloCard) and isinstance(t, SoloDraw):
        return _solo_card(s, t, e)
    if isinstance(e, ev.AutomaDie):
        d = s.ring[e.space] if 0 <= e.space < len(s.ring) else None
        return (f"the automa takes the {die_text(d)} die of {ring_place(e.space)} (the player's "
                "choice among the tied dice)")
    if isinstance(e, ev.DealTiles):
        return "action tiles: " + ", ".join(f"{x} {a}" for x, a in zip(SEASONS[1:], e.order))
    who = seat_name(t.seat) if t is not None else "?"
    return f"{who} {_act(s, t, e, listing)}"


def _solo_card(s, t, e) -> str:
    """What the draw makes the automa do, read from a copy with the draw applied (the automa
    acts in the draw's own fold, deciding nothing)."""
    after = clone(s)
    STEPS.step(t).apply(after, after.tasks[-1], e)
    a = after.automa
    if t.purpose == "shuffle":
        return f"the automa's deck is shuffled; face up on top: {card_text(e.card)}"
    if t.purpose == "goal":
        return f"a random solo card, {card_text(e.card)}, moves the year goals marker: {a.last.partition(': ')[2]}"
    if t.purpose == "bottom":
        return f"the automa {a.last}"
    # its round done, the panel's words: a shuffle may come first (the log named the face-up
    # card's back, and card 4's came after it: a review)
    return f"the automa {a.last}; " + (automa_done(after) or f"next: {action_text(e.card)} (card {e.card}'s back)")


def _act(s, t, e, listing: bool) -> str:
    p = s.players[t.seat]

    def die(cell: int) -> str:
        return f"the {die_text(p.grid[cell])} ({CELL[cell]})" if 0 <= cell < 9 else "?"

    def berry(season: str) -> str:
        return f"{a_or_an(season)} berry"

    if isinstance(e, ev.ChooseStartQuest):
        return f"chooses starting quest {item_text(e.quest, s.options)}"
    if isinstance(e, ev.StartDice):
        cells = DIAGONALS[e.diagonal % 2]
        return "places starting dice " + ", ".join(f"{c} {v} ({CELL[x]})" for c, v, x in zip(e.colours, e.values, cells))
    if isinstance(e, ev.PlaceQuest):
        gain = gain_words([BOARD.spot_bonuses[e.spot]] if e.spot in BOARD.spot_bonuses else [], p, listing)
        return f"places {t.quest} on {quest_spot_name(e.spot)} ({quest_spot_code(e.spot)})" + (
            f", gaining {gain}" if gain else "")
    if isinstance(e, ev.PlaceCritter):
        paid = f", paying {berry(e.berry)}" if e.berry else ""
        return f"places the {e.critter} on {spot_text(s, e.spot)}{_level_extra(p, e)}{paid}{_dice_due(e.spot)}"
    if isinstance(e, ev.MoveEagle):
        if e.berry and e.pay:  # berries are alike: which paid the move and which the spot shows nowhere
            paid = f", paying {' and '.join(sorted([berry(e.berry), berry(e.pay)]))} (the move and the spot)"
        else:
            paid = f", paying {berry(e.berry)}" if e.berry else f", paying {berry(e.pay)} for the spot" if e.pay else ""
        return f"moves the eagle to {spot_text(s, e.spot)}{paid}" + _dice_due(e.spot)
    if isinstance(e, ev.EndTurn):
        return "ends the turn"
    if isinstance(e, ev.OpenPortal):
        k = (s.round - 1 + e.offset) % 7  # two segments share a season: the number tells them apart
        d = p.grid[e.cell] if 0 <= e.cell < 9 else None  # its value said: a review worked it out
        value = f" of value {BOARD.portal_values[d.value - 1]}," if d is not None and 1 <= d.value <= 9 else ""
        # it keeps its distance as the disc turns: "spring" is this round's (a review expected
        # a portal to stay on spring for the next round's Peacock)
        return (f"opens a time portal{value} {segments(e.offset)} (segment {k + 1}, {season_of(k)} this "
                f"round; it turns with the disc) with {die(e.cell)} and {abs(e.offset)} sand")
    if isinstance(e, ev.Upgrade):
        level = p.levels.get(e.critter, 1) + 1
        tracks = "energy track " + e.tracks if len(e.tracks) == 1 else "both energy tracks"
        spent = sum(p.energy[i] for i in TRACKS.get(e.tracks, ()))  # a spent track resets to 0
        lost = spent - UPGRADE_COST.get(level - 1, spent)  # what it held beyond the cost (a review)
        said = f"upgrades the {e.critter} to level {level} ({tracks}" + (
            f": {spent} panels for {spent - lost}, {lost} lost)" if lost > 0 else ")")
        for line, rewards in PLAYER_BOARDS[p.board].triangle.items() if level == 2 else ():
            a, b = line.split("-")  # the triangle's lines to critters there already pay (turn._upgrade)
            other = b if a == e.critter else a if b == e.critter else None
            if other is not None and p.levels.get(other, 1) >= 2:
                said += f"; its triangle line to the {other} gives {rewards_text(rewards)}"
        return said
    if isinstance(e, ev.AdjustGold):
        return f"pays 1 gold: {die(e.cell)} {e.delta:+d}"
    if isinstance(e, ev.AdjustToken):
        return f"uses a ±{abs(e.delta)} token: {die(e.cell)} {e.delta:+d}"
    if isinstance(e, ev.CompleteQuest):
        return f"completes {item_text(p.slots[e.spot].quest, s.options) if e.spot in p.slots else e.spot}"
    if isinstance(e, ev.CompleteDocking):
        return f"completes docking quest {item_text(e.quest, s.options)}"
    if isinstance(e, ev.TakeGoal):  # its level and reward: the move said neither (a review)
        levels = s.goals.get(e.shape)
        g = goal(s.options, e.shape, levels[0]) if levels else None
        return f"achieves the {e.shape} year goal" + (f" ({goal_terms(g)})" if g else "")
    if isinstance(e, ev.Done):
        if isinstance(t, AdjustTask):  # "Stop" in the list beside "Change the green 2 ..."
            return "keeps the dice as they are"
        return "takes no seasonal docking quest" if isinstance(t, DockingTask) else "stops"
    if isinstance(e, ev.DamMarker):
        reward = BOARD.dam.columns[e.column].reward if 0 <= e.column < len(BOARD.dam.columns) else None
        gain = ("" if reward is None else a_or_an(f"{season_of(s.round - 1)} berry") if reward.kind == "berry_present"
                else f"{reward.n} VP" if reward.kind == "vp" else rewards_text([reward]))
        return f"places a dam marker in row {e.row + 1}, column {e.column + 1}" + (
            f" (gaining {gain})" if gain and (listing or reward.kind not in AT_ONCE) else "")
    if isinstance(e, ev.ReduceDie):
        gone = 0 <= e.cell < 9 and p.grid[e.cell] is not None and p.grid[e.cell].value == e.pips
        room = BOARD.sand_max - p.sand  # sand stops at its cap; the die is reduced all the same
        sand = f"{e.pips // 2} sand" + ("" if room >= e.pips // 2 else f" ({room} gained: sand stops at {BOARD.sand_max})")
        return f"reduces {die(e.cell)} by {e.pips} for {sand}" + (" (the die is discarded)" if gone else "")
    if isinstance(e, ev.TakeValueQuest):
        return f"spends {die(e.cell)} for value quest {item_text(s.offers['value'][e.slot], s.options)}"
    if isinstance(e, ev.TakeColourQuest):
        # the printed reward first: moves that differ by it alone read apart in a narrow list
        return (f"spends {die(e.cell)} for {gained_text(p, [BOARD.colour_offer_rewards[e.reward]])} and "
                f"colour quest {item_text(s.offers['colour'][e.slot], s.options)}")
    if isinstance(e, ev.TakeOfferQuest):
        return f"takes {item_text(s.offers[t.offer][e.slot], s.options)}"
    if isinstance(e, ev.MoveDie):
        return f"moves {die(e.cell)} to the {CELL[e.to]} space"
    if isinstance(e, ev.AdjustDie):
        return f"changes {die(e.cell)} by {e.delta:+d}"
    if isinstance(e, ev.ReplaceDie):
        return f"replaces {die(e.cell)} with {a_or_an(e.colour)} die of the same value"
    if isinstance(e, ev.SwapDice):
        return f"swaps {die(e.cell)} and {die(e.other)}"
    if isinstance(e, ev.TakeDocking):
        return f"takes {item_text(s.offers[e.season][e.slot], s.options)}"
    if isinstance(e, ev.GainBerry):  # which is the critter's extra (helper-296)
        extra = isinstance(t, BerryTask) and t.bonus and for_bonus(s, t, e.season)
        return f"gains {berry(e.season)}" + (" (the level 2-3 critter's berry of any season)" if extra else "")
    if isinstance(e, ev.BuyEnergy):
        paid = Counter(e.berries)
        return "pays " + " and ".join(berry(x) if n == 1 else f"{n} {x} berries" for x, n in paid.items()) \
            + f" for {len(e.berries)} energy"
    if isinstance(e, ev.GainEnergy):
        return f"puts an energy panel on track {'ab'[e.track]}"
    if isinstance(e, ev.TakeTile):
        return f"takes bonus tile {item_text(s.offers[f'bonus{e.level}'][e.slot], s.options)}"
    if isinstance(e, ev.PayDie):
        return f"pays {die(e.cell)}"
    if isinstance(e, ev.PlaceTile):
        return f"places {t.item} " + (f"beside the quest on {quest_spot_name(e.spot)} ({quest_spot_code(e.spot)})" if e.spot else "beside the player board")
    if isinstance(e, ev.PairItem):
        quest = p.slots[e.spot].quest if e.spot in p.slots else "?"
        return f"pairs {e.item}, kept beside the player board, with quest {quest} on {quest_spot_name(e.spot)} ({quest_spot_code(e.spot)})"
    if isinstance(e, ev.Mine):
        gains, vps = mine_gains(s.options, p.board, e.space)
        return (f"places a mining tool on space {e.space + 1} for {vps if e.vps else gains} now and at each season's end, "
                f"paying {die(e.cell)}")
    if isinstance(e, ev.PlaceDie):
        if e.cell == KEEP:  # it read "on the bottom-right space, replacing ?" (CELL[-1]; an audit)
            return f"keeps the transmission portal as it is: the {t.colour} {t.value} is not gained"
        return f"places the {t.colour} {t.value} on the {CELL[e.cell]} space" + (
            f", replacing {die(e.cell)}" if p.grid[e.cell] is not None else "")
    if isinstance(e, ev.ChooseDie):
        return f"takes {a_or_an(e.colour)} {e.value} from the supply"
    if isinstance(e, ev.PortalUp):
        return f"raises time portal {e.portal + 1} by 1"
    return repr(e)


def _level_extra(p, e) -> str:
    """A level 2-3 critter's extra where it is a choice of the action's (L317, L346): the move
    read as a level 1 critter's (helper-296)."""
    level = p.levels.get(e.critter, 1)
    extra = {"berries": "+1 berry of any season, +2 VP", "manage": "+1 energy panel"}.get(e.spot.partition(".")[0])
    return f" (level {level} {e.critter}: {extra})" if extra and level >= 2 else ""


def _dice_due(spot: str) -> str:
    """A spot paid with dice says so (the die is chosen next; the move list said nothing)."""
    n = spot_spec(spot).dice
    return ", paying a die (chosen next)" if n == 1 else f", paying {n} dice (chosen next)" if n else ""


def spot_text(s, spot: str) -> str:
    name, _, index = spot.partition(".")
    if name == "die":
        return f"the {die_text(s.ring[int(index)])} die of {ring_place(int(index))}"
    gain = spot_spec(spot).gain if name == "berries" else 0  # L344 "the indicated number": unsaid (an audit)
    return spot_name(spot) + (f" (+{gain} berries)" if gain else "")


def dam_mark(s, x: int, closed: bool = False) -> str:
    """"." empty ("-" in a 3+ column with 2 players or solo, L194), a seat's number; in solo "A"
    the automa and "s" its setup marker."""
    if x == EMPTY:
        return "-" if closed else "."
    if x == SETUP_MARKER:
        return "s"
    return "A" if s.automa is not None and x == AUTOMA else str(x + 1)


def render(v) -> str:
    s = v
    lines = [f"Round {s.round} of 7 — present: {season_of(s.round - 1)}; turn order: "
             + ", ".join(seat_name(x, s.automa is not None) for x in s.order)]
    lines.append("Seasonal actions: " + ", ".join(f"{x} {s.seasonal[x]}" for x in SEASONS if x in s.seasonal))
    ring = [f"{die_text(d)} ({ring_place(k)})" for k, d in enumerate(s.ring) if d is not None]
    lines.append("Ring dice: " + ", ".join(ring))
    for name in ("value", "colour", "bonus1", "bonus2", *SEASONS):
        lines.append(f"{offer_name(name)} offer: " + " | ".join(item_text(x, s.options) for x in s.offers[name]))
    occupied = [f"{spot_name(k)}: {', '.join(seat_name(a, s.automa is not None) for a, _ in who)}"
                for k, who in s.spots.items() if who]
    lines.append("Occupied spots: " + ("; ".join(occupied) or "none"))
    closed = [c.players > board_players(s.seats) for c in BOARD.dam.columns]  # drawn as free (an audit)
    lines.append("Dam (row 1 at the bottom" + ("; -: 3+ players only" if any(closed) else "") + "): " + " / ".join(
        "".join(dam_mark(s, x, shut) for x, shut in zip(row, closed)) for row in s.dam))
    lines.append("Year goals left: " + ", ".join(
        f"{k} " + (" ".join(f"tile {lv}" for lv in s.goals[k]) or "none") for k in SHAPES))  # the automa's order
    if s.automa is not None:
        lines += automa_lines(s)
    for i, p in enumerate(s.players):
        lines.append("")
        lines.append(f"{seat_name(i)}: {p.vp} VP, {p.gold} gold, {p.wood} wood, {p.sand} sand, berries "
                     + ", ".join(f"{x} {p.berries[x]}" for x in SEASONS)
                     + f"; energy a {p.energy[0]}, b {p.energy[1]}; tokens "
                     + (" ".join(f"±{t}" for t in p.tokens) or "none"))
        lines.append("  critters: " + ", ".join(f"{c} L{p.levels.get(c, 1)} "  # a spot as the log names it (an audit)
                                                + (spot_name(p.placed[c]) if p.placed[c] else "home")
                                                for c in p.placed if c != "peacock" or p.peacock))
        lines.append("  portals: " + (", ".join(f"{q.offset:+d} ({season_of(s.round - 1 + q.offset)}) value {q.value}"
                                                for q in p.portals) or "none"))
        for r in range(3):
            lines.append("  | " + " | ".join(f"{die_text(d):9}" for d in p.grid[3 * r:3 * r + 3]) + " |")
        for spot, sl in sorted(p.slots.items()):
            lines.append(f"  {quest_spot_code(spot)}: {item_text(sl.quest, s.options)}{' DONE' if sl.done else ''}"
                         + (f" + {sl.dock}" if sl.dock else ""))
        if p.pending or p.beside:
            lines.append(f"  docking taken: {', '.join(p.pending) or '-'}; beside: {', '.join(p.beside) or '-'}")
        mines = ", ".join(f"{k + 1} {'resources' if m == 'res' else m}" for k, m in enumerate(p.mines) if m)
        goals = ", ".join(g.replace(":", " level ") for g in p.goals)
        lines.append(f"  mines: {mines or 'none'}; dam markers left {p.dam_left}; year goals: {goals or 'none'}")
    return "\n".join(lines)


def automa_actions(s) -> str:
    """How many of its actions the automa has taken this round (none left to count at the end)."""
    if s.over:
        return "the game is over"
    return f"{s.automa.acted} of {actions_in_round(s.round)} actions this round"


def automa_done(s) -> str | None:
    """Its round's actions all taken: what opens its next round, which the face-up card says
    only when no shuffle comes first (after rounds 2, 4 and 6; a review read card 6's back as
    its next action and card 4's came)."""
    a = s.automa
    if not a.top or s.over or a.acted < actions_in_round(s.round):
        return None
    if s.round == LAST_ROUND:
        return "done: no round follows"
    return "done this round; next round opens with " + (
        "the shuffled deck's top card" if s.round in SHUFFLE_AFTER else f"{action_text(a.top)} (card {a.top}'s back)")


def automa_lines(s) -> list[str]:
    a = s.automa
    where = ", ".join(f"{'year goals' if k == 'goals' else offer_name(k)} {v + 1}" for k, v in a.markers.items())
    return ["", f"Automa: {automa_actions(s)}; next: "
            + (automa_done(s) or (f"{action_text(a.top)} (the back of its face-up card {a.top}; the card "
                                  "drawn then says how)" if a.top and not s.over else "-"))
            + f"; {len(a.deck)} card(s) under it",
            f"  markers (unused colour, position from the left): {where}; solo tile at space {a.tile + 1}",
            f"  dam markers left {a.dam_left}; year goals removed: "
            + (", ".join(g.replace(":", " level ") for g in a.goals) or "none"),
            f"  last: {a.last or '-'}"]


# What a level 2 or 3 critter adds where it is placed (the spots' level icons; actions.start).
LEVELS_HELP = (
    "Critter levels on the action spots: Taking berries at level 2/3: 1 more berry of any season "
    f"and 2 VP; Value quests at level 3: no berry on the paid spot and {LEVEL3_VALUE_VPS} VP; "
    "Managing at level 2/3: 1 energy panel; Peacock: "
    + ", ".join(f"{vp} VP at level {k}" for k, vp in enumerate(BOARD.peacock_vps, 1))
    + "; Mining: " + ", ".join(f"{vp} VP at level {k}" for k, vp in MINING_LEVEL_VPS.items())
    + "; Bonus docking tile: a level 2 critter pays 1 die less, level 3 also 1 sand less. An upgrade itself: the "
    "varan takes a die (up to 4, then 8), the beaver 2 free dam markers (+2 VP at level 3), the "
    "eagle one move to another spot (a berry at level 2, free at level 3).")


def rules_help() -> str:
    return """Chronocritters — 7 rounds (spring, summer x2, autumn x2, winter x2).
Goal: the most victory points after 7 rounds and final scoring (ties: the player later in round \
1's turn order); solo, score well against the automa (160 is good for a beginner). Points come \
from quests completed with dice on your transmission portal (a line or column of 3 matching a \
value range or colours), docking quests and tiles paired with them, the dam, mining, year goals, \
season income and resources left at the end.
Setup: each player drafts a value and a colour starting quest, places them on their portal's \
quest spots (gaining the spot's bonus) and places 3 starting dice.
A turn: place one critter on an action spot and take its action; free actions before or after \
it (completing quests, upgrades and year goals also between the action's choices, not while \
paying): open a time portal (purple die: 1-3 -> value 1, 4-6 -> 2, 7-9 -> 3; 1 sand per segment \
away), upgrade one critter (3 energy to level 2, 2 to level 3), adjust a die (1 gold = 1 pip, or a \
starting token), complete hard disc quests (exactly 3 dice in the line), seasonal docking quests \
(pay berries/sand) and year goals, and pair a tile or completed docking quest kept beside your \
board with a quest of its colour that has no partner.
Actions: Dam (gain 1 gold; pay 1 wood per dam marker placed), Sand and wood (2 sand, 1 wood; 2 purple pips = 1 sand), \
Value and Colour hard disc quests (pay a die), Managing the portal (move, adjust, swap), \
Seasonal docking quest, Taking berries, Peacock (spring), Energy (summer), Bonus docking tile \
(autumn), Mining (winter) (Variant 2 may move the last three: the board shows where), and Choosing \
a die from the ring (present time or a portal).
Turn order: most dam markers in the round's row. Final scoring: pairs (connected pairs of \
completed tiles of one colour, by the pairs table: """ + PAIRS_TABLE + """), level II tiles, dam \
majorities, 1 VP per gold, 1 VP per 3 resources. Tie: the player later in round 1 wins.
""" + LEVELS_HELP + """
Solo: the automa takes 3 actions a round (4 from round 5) from its 8 solo cards (shuffled \
after rounds 2, 4 and 6, and when round 6's last flip empties the deck; the end of round 6 also \
plays the bottom card's back): the flipped \
card's back is the action, the new top card's front (letter A/B, arrow, number, die icon) says \
how. It blocks spots, takes dice, removes quests and tiles with the unused colour's markers and \
places dam markers (they count for turn order and majorities); it scores nothing. Marks: 160 VPs \
quite good for beginners, 200 great, 220 excellent."""
