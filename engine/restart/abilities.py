"""The four Character abilities, as modifiers (modifiers.py): each Character card names one,
and this is the only place that reads the ability's name. Each is once per turn and only on
the Character's own turn.

- Ada Quill (study_draw): after Study Event, may draw an Event card.
- Marek Sol (free_void): while completing a Mission, one grid card counts as another colour
  without a Void token.
- Ines Varga (bury_adrenaline): after Bury or Deep Bury, gains an Adrenaline crystal.
- Tomas Reyes (upcoming_swap): between actions, swaps a hand card with an Upcoming card."""
from __future__ import annotations

from engine.core.steps import push
from engine.restart.chaos import is_chaos
from engine.restart import modifiers
from engine.restart.content import CHARACTERS, COLOUR_INDEX
from engine.restart.events import FreeColour, SwapUpcoming
from engine.restart.memory import GainEventCard
from engine.restart.missions import MissionToComplete, recolour_problem, recolours
from engine.restart.steps import refuse
from engine.restart.turn import TurnActions


def _free_now(s, seat: int) -> bool:
    """The once-per-turn ability is still unused and it is the seat's own turn."""
    return not s.turn.ability_used and seat == s.turn.seat


class StudyDraw(modifiers.Modifier):
    name = "Ada Quill"

    def after(self, s, seat, what, detail=None):
        if what == "study" and _free_now(s, seat):
            push(s, GainEventCard(seat, via="ability"))


class BuryAdrenaline(modifiers.Modifier):
    name = "Ines Varga"

    def after(self, s, seat, what, detail=None):
        if what == "bury" and _free_now(s, seat):
            s.turn.ability_used = True
            s.players[seat].adrenaline += 1


class FreeVoid(modifiers.Modifier):
    name = "Marek Sol"
    step = MissionToComplete
    events = (FreeColour,)

    def _usable(self, s, seat) -> bool:
        return (self in modifiers.active(s, seat) and _free_now(s, seat)
                and not any(free for _, _, free in s.turn.voids))

    def options(self, s, t):
        if not self._usable(s, t.seat):
            return []
        return [FreeColour(x, c) for x, c in recolours(s)]

    def check(self, s, t, e):
        if not self._usable(s, t.seat):
            raise refuse("free-void-unavailable", "Marek Sol: once per turn, and only for Marek Sol")
        why = recolour_problem(s, e.space, e.colour, "Marek Sol")
        if why:
            raise why

    def apply(self, s, t, e):
        s.turn.voids.append([e.space, COLOUR_INDEX[e.colour], 1])


class UpcomingSwap(modifiers.Modifier):
    name = "Tomas Reyes"
    step = TurnActions
    events = (SwapUpcoming,)

    def _usable(self, s, seat) -> bool:
        return (self in modifiers.active(s, seat) and not s.turn.ability_used
                and bool(s.players[seat].hand) and bool(s.upcoming))

    def options(self, s, t):
        if not self._usable(s, t.seat):
            return []
        return [SwapUpcoming(c, k) for c in s.players[t.seat].hand for k in range(len(s.upcoming))]

    def check(self, s, t, e):
        if not self._usable(s, t.seat):
            raise refuse("swap-unavailable", "Tomas Reyes: once per turn, only for Tomas Reyes, with a "
                                             "hand card and an Upcoming card")
        if e.card not in s.players[t.seat].hand or not 0 <= e.slot < len(s.upcoming):
            raise refuse("swap-cards", "Tomas Reyes: swap a card from your hand with one of the "
                                       "Upcoming cards")

    def apply(self, s, t, e):
        p = s.players[t.seat]
        s.turn.ability_used = True
        p.hand[p.hand.index(e.card)] = s.upcoming[e.slot]
        s.upcoming[e.slot] = e.card


BY_ABILITY: dict[str, modifiers.Modifier] = {
    "study_draw": StudyDraw(), "bury_adrenaline": BuryAdrenaline(),
    "free_void": FreeVoid(), "upcoming_swap": UpcomingSwap(),
}
_BY_CHARACTER = [(BY_ABILITY[c.ability],) for c in CHARACTERS]


def character(s, seat: int) -> tuple[modifiers.Modifier, ...]:
    """The source: the seat's Character card's ability (none before the card is dealt)."""
    c = s.players[seat].character
    return _BY_CHARACTER[c] if c >= 0 and not is_chaos(s, seat) else ()  # Chaos: no ability (SOLO.md §1)


modifiers.register(character, *BY_ABILITY.values())
