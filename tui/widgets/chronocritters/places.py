"""What on the table each Chronocritters move touches, as place names the boards draw:
"spot:dam.0" an action spot (or "spot:die.5" a ring die, "spot:manage"), "critter:eagle",
"cell:4" a die of the transmission portal ("to:4" where it goes), "qspot:r0L" a quest spot,
"dam:2.1" a dam space (row, column), "offer:value.3" an offer slot, "goal:circle",
"berry:summer", "track:0", "mine:3", "portal:1", "pending:DSU5", "beside", "gold",
"token:0", and "do:<group>" for the free-action keys.

A move is chosen by picking its places one after another: the moves that still hold every
picked place are the candidates; one left is played. The rest (a payment, a colour, a delta)
is picked in the move list, filtered to the candidates.
"""
from __future__ import annotations

from typing import Any

from engine.chronocritters import events as ev

# The free actions, each on a key (the screen's bindings), and the events in each group.
GROUPS: dict[str, tuple[type, ...]] = {
    "portal": (ev.OpenPortal, ev.PortalUp),
    "upgrade": (ev.Upgrade,),
    "adjust": (ev.AdjustGold, ev.AdjustToken),
    "complete": (ev.CompleteQuest, ev.CompleteDocking, ev.TakeGoal),
    "end": (ev.EndTurn, ev.Done),
}
GROUP_OF = {kind: group for group, kinds in GROUPS.items() for kind in kinds}


def places(view: Any, move: Any) -> tuple[str, ...]:
    """The places `move` touches, most telling first (a move may touch none: move list only)."""
    group = GROUP_OF.get(type(move))
    own = _places(view, move)
    return own + (f"do:{group}",) if group else own


def _places(view: Any, m: Any) -> tuple[str, ...]:
    if isinstance(m, ev.PlaceCritter):
        return (f"spot:{m.spot}", f"critter:{m.critter}") + ((f"berry:{m.berry}",) if m.berry else ())
    if isinstance(m, ev.MoveEagle):
        return (f"spot:{m.spot}", "critter:eagle") + ((f"berry:{m.berry}",) if m.berry else ())
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
    if isinstance(m, (ev.MoveDie, ev.SwapDice)):
        return (f"cell:{m.cell}", f"to:{getattr(m, 'to', getattr(m, 'other', -1))}")
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
    if isinstance(m, ev.PlaceQuest):
        return (f"qspot:{m.spot}",)
    return ()


def aliases(place: str) -> tuple[str, ...]:
    """A drawn place may stand for more than one place name: a portal cell is where a die is
    taken from, or where it goes."""
    if place.startswith("cell:"):
        return place, "to:" + place[5:]
    return (place,)


def legal_places(view: Any, moves: list, picked: list[str]) -> set[str]:
    """What a board lights up: every place of a candidate not picked yet, as drawn."""
    out: set[str] = set()
    for m in candidates(view, moves, picked):
        out.update(p if not p.startswith("to:") else "cell:" + p[3:] for p in places(view, m))
    return out


def candidates(view: Any, moves: list, picked: list[str]) -> list:
    want = set(picked)
    return [m for m in moves if want <= set(places(view, m))]


def describe(view: Any, seat: int | None, place: str) -> str:
    """A place in words, for the line under the boards."""
    from engine.chronocritters.text import item_text, spot_text

    kind, _, what = place.partition(":")
    if kind == "spot":
        return spot_text(view, what)
    if kind == "offer":
        offer, _, slot = what.partition(".")
        return f"{offer} offer: {item_text(view.offers[offer][int(slot)])}"
    if kind == "qspot":
        slot = view.players[seat].slots.get(what) if seat is not None else None
        return f"quest spot {what}: " + (
            item_text(slot.quest) + (" (done)" if slot.done else "") if slot else "empty")
    if kind == "pending":
        return item_text(what)
    if kind == "dam":
        row, _, column = what.partition(".")
        return f"dam row {int(row) + 1}, column {int(column) + 1}"
    return place
