"""Offers and piles: taking from an offer (hard disc quests and bonus tiles shift right and a new
one comes in at the left; seasonal docking quests refill their own space), and the draw from a
face-down pile. A pile that runs out is made again from the removed ones, except the seasonal
docking quests, which are not replenished."""
from __future__ import annotations

from engine.chronocritters.content import SEASONS
from engine.chronocritters.events import Draw
from engine.chronocritters.tasks import STEPS, Refill
from engine.core.steps import pop, push

NO_RESHUFFLE = frozenset(SEASONS) | {"start_value", "start_colour"}


def take(s, offer: str, slot: int, automa: bool = False) -> str:
    """Take an item from an offer and queue its refill. In solo, when the player (not the
    automa) takes the item under the unused colour's marker, the marker moves onto the next
    item to its left and ends where the refill's shift carries that item (ruleset 12 left it
    in the place that item had, on the item two to the left). A marker the player did not
    gain keeps its place, as the automa's removal leaves it "in the same spot" (L515)."""
    row = s.offers[offer]
    item = row[slot]
    markers = s.automa.markers if s.automa is not None else {}
    gained = not automa and markers.get(offer) == slot
    if gained:
        marker_gained(s, offer, slot, [bool(x) for x in row])
    if offer in SEASONS:
        row[slot] = ""
        push(s, Refill(0, pile=offer, offer=offer, slot=slot))
    else:
        row[1:slot + 1] = row[:slot]
        row[0] = ""
        if gained and markers[offer] < slot and not s.options.ruleset12:
            markers[offer] += 1  # the item it moved onto, one place right now
        push(s, Refill(0, pile=offer, offer=offer, slot=0))
    return item


def marker_gained(s, key: str, index: int, occupied: list[bool]) -> None:
    """Solo: "If the player ever gains a goal/quest/tile with a marker on it, the marker is then
    moved to the next tile to the left": the nearest place to the left that holds an item
    (`occupied`, the gained one not counted), wrapping from the leftmost to the rightmost; with
    no other item it stays."""
    markers = s.automa.markers if s.automa is not None else {}
    if markers.get(key) == index:
        pos = move_marker([held and i != index for i, held in enumerate(occupied)], index, -1, 1)
        markers[key] = index if pos is None else pos


def move_marker(occupied: list[bool], pos: int, step: int, n: int) -> int | None:
    """The marker moves `n` items in direction `step` (-1 left, +1 right); past the last item it
    goes on from the first on the opposite side. Empty places are not counted. None: no item."""
    if not any(occupied):
        return None
    for _ in range(n):
        pos = (pos + step) % len(occupied)
        while not occupied[pos]:
            pos = (pos + step) % len(occupied)
    return pos


def remove_rightmost(s, offer: str, count: int) -> None:
    """End of a season: the rightmost items leave the offer; the rest shift right, new ones come in."""
    row = s.offers[offer]
    for _ in range(count):
        gone = row.pop()
        if gone:
            s.removed[offer].append(gone)
        row.insert(0, "")
    # one new item per emptied space (the rightmost empty one first, the leftmost last)
    push(s, *[Refill(0, pile=offer, offer=offer, slot=i) for i in reversed(range(count))])


def _source(s, t) -> list[str]:
    pile = s.piles[t.pile]
    if pile or t.pile in NO_RESHUFFLE:
        return pile
    return s.removed[t.pile]


def _outcomes(s, t):
    if s.offers[t.offer][t.slot]:
        return []
    return [Draw(item) for item in _source(s, t)]


def _apply(s, t, e):
    pop(s)
    source = _source(s, t)
    source.remove(e.item)
    s.offers[t.offer][t.slot] = e.item


STEPS.chance(Refill, outcomes=_outcomes, apply=_apply)
