"""What on the table each Chronocritters move touches, as place names the boards draw:
"spot:dam.0" an action spot (or "spot:die.5" a ring die, "spot:manage"), "critter:eagle",
"cell:4" a die of the transmission portal ("to:4" where it goes), "qspot:r0L" a quest spot,
"dam:2.1" a dam space (row, column), "offer:value.3" an offer slot, "goal:circle",
"berry:summer", "track:0", "mine:3", "line:eagle-varan", "portal:1", "pending:DSU5", "beside", "gold",
"token:0", and "do:<group>" for the free-action keys.

A move is chosen by picking its places one after another: the moves that still hold every
picked place are the candidates; one left is played. The rest (a payment, a colour, a delta)
is picked in the move list, filtered to the candidates.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from engine.chronocritters import events as ev
from engine.chronocritters.tasks import DockingTask

# The free actions, each on a key (the screen's bindings), and the events in each group.
GROUPS: dict[str, tuple[type, ...]] = {
    "portal": (ev.OpenPortal, ev.PortalUp),
    "upgrade": (ev.Upgrade,),
    "adjust": (ev.AdjustGold, ev.AdjustToken),
    "complete": (ev.CompleteQuest, ev.CompleteDocking, ev.PairItem, ev.TakeGoal),
    "end": (ev.EndTurn, ev.Done),
}
GROUP_OF = {kind: group for group, kinds in GROUPS.items() for kind in kinds}


def places(view: Any, move: Any) -> tuple[str, ...]:
    """The places `move` touches, most telling first (a move may touch none: move list only).
    Taking no seasonal docking quest is no "end" (e played it at once, in one press: a quest
    the critter was placed for, lost); it is chosen in the move list."""
    group = GROUP_OF.get(type(move))
    if isinstance(move, ev.Done) and view.tasks and isinstance(view.tasks[-1], DockingTask):
        group = None
    own = _places(view, move)
    return own + (f"do:{group}",) if group else own


def _places(view: Any, m: Any) -> tuple[str, ...]:
    if isinstance(m, ev.PlaceCritter):
        return (f"spot:{m.spot}", f"critter:{m.critter}") + ((f"berry:{m.berry}",) if m.berry else ())
    if isinstance(m, ev.MoveEagle):  # either berry: the engine lists two of them one way round
        return (f"spot:{m.spot}", "critter:eagle", *dict.fromkeys(f"berry:{b}" for b in (m.berry, m.pay) if b))
    if isinstance(m, ev.AutomaDie):
        return (f"spot:die.{m.space}",)
    if isinstance(m, ev.OpenPortal):
        return (f"cell:{m.cell}", f"segment:{(view.round - 1 + m.offset) % 7}")
    if isinstance(m, ev.PortalUp):
        return (f"portal:{m.portal}",)
    if isinstance(m, ev.Upgrade):
        return (f"critter:{m.critter}",)
    if isinstance(m, ev.AdjustGold):
        return (f"cell:{m.cell}", "gold")
    if isinstance(m, ev.AdjustToken):
        return (f"cell:{m.cell}", f"token:{m.token}")
    if isinstance(m, ev.CompleteQuest):
        return (f"qspot:{m.spot}",)
    if isinstance(m, ev.CompleteDocking):
        return (f"pending:{m.quest}",)
    if isinstance(m, ev.TakeGoal):
        return (f"goal:{m.shape}",)
    if isinstance(m, ev.DamMarker):
        return (f"dam:{m.row}.{m.column}",)
    if isinstance(m, (ev.ReduceDie, ev.AdjustDie, ev.ReplaceDie, ev.PayDie, ev.PlaceDie)):
        return (f"cell:{m.cell}",)
    if isinstance(m, ev.MoveDie):
        return (f"cell:{m.cell}", f"to:{m.to}")
    if isinstance(m, ev.SwapDice):  # either die first (the engine lists each pair once, the
        return (f"cell:{m.cell}", f"cell:{m.other}")  # lower cell first: a review found no partner lit)
    if isinstance(m, ev.TakeValueQuest):
        return (f"offer:value.{m.slot}", f"cell:{m.cell}")
    if isinstance(m, ev.TakeColourQuest):
        return (f"offer:colour.{m.slot}", f"cell:{m.cell}")
    if isinstance(m, ev.TakeOfferQuest):
        return (f"offer:{getattr(view.tasks[-1], 'offer', 'colour')}.{m.slot}",)
    if isinstance(m, ev.TakeDocking):
        return (f"offer:{m.season}.{m.slot}",)
    if isinstance(m, ev.TakeTile):
        return (f"offer:bonus{m.level}.{m.slot}",)
    if isinstance(m, ev.GainBerry):
        return (f"berry:{m.season}",)
    if isinstance(m, ev.GainEnergy):
        return (f"track:{m.track}",)
    if isinstance(m, ev.Mine):
        return (f"mine:{m.space}", f"cell:{m.cell}")
    if isinstance(m, ev.PlaceTile):
        return (f"qspot:{m.spot}",) if m.spot else ("beside",)
    if isinstance(m, ev.PairItem):
        return ("beside", f"qspot:{m.spot}")
    if isinstance(m, ev.PlaceQuest):
        return (f"qspot:{m.spot}",)
    return ()


def aliases(place: str) -> tuple[str, ...]:
    """A drawn place may stand for more than one place name: a portal cell is where a die is
    taken from, or where it goes."""
    if place.startswith("cell:"):
        return place, "to:" + place[5:]
    return (place,)


def drawn(place: str) -> str:
    """Where a place is drawn: a die's destination ("to:4") is drawn as its portal cell."""
    return "cell:" + place[3:] if place.startswith("to:") else place


class Lit(NamedTuple):
    """What the boards light for the picks made (`legal_places`)."""
    places: set[str]    # every place of a candidate not picked yet, as drawn
    main: set[str]      # the next pick of each candidate that is no free action (its most
                        # telling place not picked: the turn's own choice, where a cursor starts)
    deciding: bool      # a pick on a board still narrows the candidates (some hold it, not all);
                        # else what remains (a payment, a colour, a delta) is the move list's


def legal_places(view: Any, moves: list, picked: list[str]) -> Lit:
    lit: set[str] = set()
    main: set[str] = set()
    common: set[str] | None = None  # the places every candidate holds
    for m in candidates(view, moves, picked):
        shown = [drawn(p) for p in places(view, m) if p not in picked]
        lit.update(shown)
        common = set(shown) if common is None else common.intersection(shown)
        if shown and type(m) not in GROUP_OF:
            main.add(shown[0])
    return Lit(lit, main, lit != (common or set()))


GROUP_WORDS = {"portal": "open a time portal or raise one", "upgrade": "upgrade a critter",
               "adjust": "adjust a die", "complete": "complete a quest or goal",
               "end": "end the turn or stop"}


def picked_words(view: Any, seat: int | None, place: str) -> str:
    """A place already picked, in short: "your varan, level 2", "Dam action (spot 1)"."""
    kind, _, what = place.partition(":")
    if kind == "do":
        return GROUP_WORDS[what]
    words = describe(view, seat, place)
    if kind == "offer":  # "value offer V19": which one (it said "value offer" alone: a review)
        return words.split(" (")[0].split(" — ")[0].replace(": ", " ")
    return words.split(":")[0].split(" — ")[0]


def candidates(view: Any, moves: list, picked: list[str]) -> list:
    want = set(picked)
    return [m for m in moves if want <= set(places(view, m))]


def describe(view: Any, seat: int | None, place: str, whose: str = "your") -> str:
    """A place in words: the line under the boards, and the tooltip of the piece; `whose`
    board it is on ("Player 2's" on the others' boards)."""
    from engine.chronocritters.content import (BOARD, CRITTERS, PLAYER_BOARDS, goal, quest_spot_code, season_of,
                                               segments)
    from engine.chronocritters.state import EMPTY, SETUP_MARKER
    from engine.chronocritters.text import CELL, item_text, mine_gains, rewards_text, spot_text
    from tui.widgets.chronocritters.codes import die_words, goal_words, offer_slot_words, quest_words, who
    from tui.widgets.chronocritters.labels import spot_words
    from tui.widgets.chronocritters.player import line_paid

    kind, _, what = place.partition(":")
    p = view.players[seat] if seat is not None and 0 <= seat < len(view.players) else None
    if kind == "spot" and what.startswith("die.") and view.ring[int(what[4:])] is None:
        on = view.spots.get(what)
        by = f" by {who(view, on[-1][0])}'s {CRITTERS[on[-1][1]]}" if on else ""
        return spot_text(view, what).replace("the empty die", "no die") + f" (taken{by})"
    if kind == "spot":
        return spot_text(view, what) + _spot_words(view, what)
    if kind == "segment":
        k = int(what)
        now = " — the present" if k == view.round - 1 else ""
        return f"disc segment {k + 1}, {season_of(k)}{now}"
    if kind == "offer":
        offer, _, slot = what.partition(".")
        pay = offer_slot_words(offer, int(slot))
        pay = f" — {pay}" if pay else ""
        name = {"bonus1": "bonus I", "bonus2": "bonus II"}.get(offer, offer)  # not "bonus1 offer"
        return f"{name} offer: {item_text(view.offers[offer][int(slot)], view.options)}{pay}"
    if kind == "goal":
        levels = view.goals.get(what) or []
        g = goal(view.options, what, levels[0]) if levels else None
        return goal_words(g) if g else f"{what} year goal: no level left"
    if kind == "dam":
        row, column = (int(x) for x in what.split("."))
        x = view.dam[row][column]
        reward = rewards_text([BOARD.dam.columns[column].reward])
        whose = ("empty" if x == EMPTY else "the automa's setup marker" if x == SETUP_MARKER
                 else f"{who(view, x)}'s marker")
        return f"dam row {row + 1}, column {column + 1} ({reward}): {whose}"
    if p is None:
        return place
    if kind == "qspot":
        slot = p.slots.get(what)
        bonus = BOARD.spot_bonuses.get(what)  # what a quest placed there gains: said in the move list alone (a review)
        return f"quest spot {quest_spot_code(what)}: " + (
            quest_words(slot.quest, slot.done, slot.dock, view.options) if slot else
            "empty" + (f"; a quest placed here gains {rewards_text([bonus])}" if bonus else ""))
    if kind == "pending":
        return f"docking quest taken, to complete: {item_text(what, view.options)}"
    if kind == "cell":
        return f"transmission portal, {CELL[int(what)]} space: {die_words(p.grid[int(what)])}"
    if kind == "to":  # a portal space picked as where a die goes (it said "picked: to")
        return f"to the portal's {CELL[int(what)]} space: {die_words(p.grid[int(what)])}"
    if kind == "critter":
        level = f", level {p.levels[what]}" if what in p.levels else ""
        return f"{whose} {what}{level}: " + (spot_words(p.placed[what]) if p.placed[what] else "at home")
    if kind == "berry":
        return f"{what} berries: {p.berries[what]}"
    if kind == "track":
        return f"energy track {'ab'[int(what)]}: {p.energy[int(what)]} of {BOARD.energy_max}"
    if kind == "line":
        a, b = what.split("-")
        gains = rewards_text(PLAYER_BOARDS[p.board].triangle[what])
        return (f"upgrade line {a}–{b} of {whose} {PLAYER_BOARDS[p.board].name} board: " + (
            f"gained ({gains})" if line_paid(p, what) else
            f"{gains} when the second of the two is upgraded to level 2"))
    if kind == "mine":
        k, m = int(what), p.mines[int(what)]
        gains, vps = mine_gains(view.options, p.board, k)
        bottom = k >= 3  # a full row's bonus and the bottom row's need said here, as L404-408 print
        row = f"; the {'bottom' if bottom else 'top'} row full gives {rewards_text(PLAYER_BOARDS[p.board].row_bonuses[bottom])}"
        return f"mining space {k + 1}: " + ({"res": f"mined for {gains}", "vp": f"mined for {vps}"}.get(m) or (
            f"empty; mined, it gives {gains} at once and at each season's end, or {vps} so instead"
            + ("; it needs the two spaces above it mined first" if bottom else ""))) + row
    if kind == "portal":
        q = p.portals[int(what)]
        return (f"{whose} time portal {int(what) + 1}: {segments(q.offset)} from the present "
                f"({season_of(view.round - 1 + q.offset)} this round; it turns with the disc, so next "
                f"round it reaches {season_of(view.round + q.offset)}), value {q.value} (rounds it stays open)")
    if kind == "token":
        return f"adjustment token ±{p.tokens[int(what)]}: changes a die by exactly that many pips, up or down, once"
    if kind == "gold":
        return f"gold {p.gold}: 1 gold adjusts a die by 1 pip"
    if kind == "beside":
        return f"docking tiles beside {whose} board: " + (", ".join(item_text(x, view.options) for x in p.beside) or "none")
    return place


def _spot_words(view: Any, spot: str) -> str:
    """What an action spot costs or gives, and who is on it."""
    from engine.chronocritters.content import BOARD
    from tui.widgets.chronocritters.codes import who
    from tui.widgets.chronocritters.labels import ACTION_DOES

    action, _, index = spot.partition(".")
    specs = BOARD.actions.get(action, [])
    spec = specs[int(index)] if index.isdigit() and int(index) < len(specs) else None
    parts = [ACTION_DOES[action]] if action in ACTION_DOES else []
    if spec is not None:
        parts.append("any number of critters, stacked" if spec.unlimited else
                     "the spot costs a berry" if spec.berries else "the spot costs a die" if spec.dice else
                     f"gives {spec.gain} berries" if spec.gain else "placing here costs no berry or die")  # ("the spot costs
        # nothing" read as the action's cost, beside the 6 gold the peacock asks: a review)
        if spec.players > 2:
            parts.append("3-4 players only")
    on = view.spots.get(spot, [])
    if on:
        from engine.chronocritters.content import CRITTERS

        parts.append("on it: " + ", ".join(f"{who(view, s)}'s {CRITTERS[c] if 0 <= c < len(CRITTERS) else 'critter'}"
                                           for s, c in on))
    return (" — " + "; ".join(parts)) if parts else ""
