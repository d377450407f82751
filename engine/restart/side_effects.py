"""The Side Effects module: eight rules that bend others, as modifiers (modifiers.py). Each seat
follows the Side Effect cards in its `Player.side_effects` (a single game: every chosen card,
for every seat; season mode: the Fatigue thresholds the seat has reached). This is the only
place that reads a side effect's id; each answers the moments it bends with its own refusal:

- Shadow: placed on the Child's space at the start of each time fault; a move action may move
  it instead of a figure (MoveShadow, to a grid space without the seat's Adult or Child); the
  seat's figures never go where it is.
- Stuck With It: Study only onto a Mind field without a Studied card.
- Continuity: the Child never moves by a move action.
- Blight: no Fragment on a track's topmost space.
- Inevitable: no refresh of three same-coloured Upcoming cards.
- Hide and Sick: Adrenaline goes on one Mind field per turn.
- Jet Lag: no Void token instead of the Memory actions.
- Obsession: Bury and Deep Bury under one Mind field only (the first one used)."""
from __future__ import annotations

from pathlib import Path

import msgspec

from engine.core.errors import OptionError
from engine.core.steps import pop
from engine.core.words import listed
from engine.restart import modifiers
from engine.restart.content import EVENTS_BY_NUMBER, FIELD_TITLE, MIND_BOARD, TRACK_INDEX
from engine.restart.events import MoveShadow
from engine.restart.perception import MoveFigure, on_grid
from engine.restart.schema import BOARD_FIELDS
from engine.restart.steps import refuse


class SideEffectCard(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    name: str
    line: int          # the rulebook line that prints it
    text: str
    component: str = ""


class _Data(msgspec.Struct, frozen=True):
    side_effects: tuple[SideEffectCard, ...]
    components: dict[str, int]


_DATA = msgspec.json.decode((Path(__file__).parent / "data" / "side_effects.json").read_bytes(), type=_Data)
CARDS: dict[str, SideEffectCard] = {c.id: c for c in _DATA.side_effects}


def check_options(chosen: list[str]) -> None:
    for x in chosen:
        if x not in CARDS:
            # as typed, printed names; a log holds ids: both ("Shadow" in a log's header was
            # refused beside a list naming Shadow: a review)
            names = ", ".join(f"{c.name} ({c.id})" for c in CARDS.values())
            raise OptionError(f"Side effects: unknown side effect {x!r} (one of {names})",
                              "restart.option-side-effect")
    for x in set(chosen):
        if chosen.count(x) > 1:
            raise OptionError(f"Side effects: {CARDS[x].name} chosen twice", "restart.option-side-effect")


def followers(card: str, v) -> str:
    """Whom a card in play binds, of a view's players: "all follow it", or "Red and Blue only"
    (not Chaos, who follows none: a solo game's read "(Red only)", helper-289)."""
    players = v.players[:1] if v.chaos is not None else v.players
    named = [p.name for p in players if card in p.side_effects]
    return "all follow it" if len(named) == len(players) else f"{listed(named)} only"


def _title(track: int) -> str:
    return FIELD_TITLE[BOARD_FIELDS[track]]


class Shadow(modifiers.Modifier):
    name = "Shadow"
    step = MoveFigure
    events = (MoveShadow,)

    def after(self, s, seat, what, detail=None):
        p = s.players[seat]
        if what == "fault_start" and on_grid(s, p.child):
            p.shadow = p.child

    def refusal(self, s, seat, what, detail):
        shadow = s.players[seat].shadow
        if shadow < 0 or detail != shadow:
            return None
        if what == "move_adult":
            return refuse("shadow-adult", "Shadow: you may never place your Adult figure in the space "
                                          "where your Shadow token is")
        if what == "move_child":
            return refuse("shadow-child", "Shadow: you may never place your Child figure in the space "
                                          "where your Shadow token is")
        return None

    def _target_problem(self, s, seat, space):
        p = s.players[seat]
        if self not in modifiers.active(s, seat):
            return refuse("shadow-none", "Shadow: you are not playing with the Shadow side effect")
        if p.shadow < 0:
            return refuse("shadow-none", "Shadow: your Shadow token is placed at the beginning of the "
                                         "first time fault; it cannot move before")
        if space == p.shadow:  # (not "without your Adult or Child figure": helper-288)
            return refuse("shadow-already-there", "Shadow: your Shadow token is already in that space")
        if not on_grid(s, space) or space in (p.adult, p.child):
            return refuse("shadow-on-figure", "Shadow: your Shadow token moves only to a space of the "
                                              "Spacetime grid without your Adult or Child figure")
        return None

    def options(self, s, t):
        if s.players[t.seat].shadow < 0:
            return []
        return [MoveShadow(x) for x in range(s.rows * s.cols) if not self._target_problem(s, t.seat, x)]

    def check(self, s, t, e):
        why = self._target_problem(s, t.seat, e.space)
        if why:
            raise why

    def apply(self, s, t, e):
        pop(s)  # the move action is spent on the Shadow
        s.players[t.seat].shadow = e.space


class StuckWithIt(modifiers.Modifier):
    name = "Stuck With It"

    def refusal(self, s, seat, what, detail):
        if what != "study_card":
            return None
        f = TRACK_INDEX[EVENTS_BY_NUMBER[detail].field]
        if s.players[seat].studied[f]:
            return refuse("stuck-with-it", f"Stuck With It: you may only Study an Event card on a Mind "
                                           f"field without an Event card on it; your {_title(f)} "
                                           f"already has one")
        return None


class Continuity(modifiers.Modifier):
    name = "Continuity"

    def refusal(self, s, seat, what, detail):
        if what == "move_child":
            return refuse("continuity", "Continuity: you may not move your Child figure (it moves only "
                                        "up one space in a time fault)")
        return None


class Blight(modifiers.Modifier):
    name = "Blight"

    def refusal(self, s, seat, what, detail):
        if what == "fragment_track" and len(s.players[seat].tracks[TRACK_INDEX[detail]]) == \
                MIND_BOARD.track_spaces - 1:
            return refuse("blight", f"Blight: you may not place a Fragment crystal on the topmost space "
                                    f"of a track; your {FIELD_TITLE[detail]} track's next space is its "
                                    f"topmost")
        return None


class Inevitable(modifiers.Modifier):
    name = "Inevitable"

    def refusal(self, s, seat, what, detail):
        if what == "refresh_upcoming":
            return refuse("inevitable", "Inevitable: you may not discard and refill the 3 Upcoming "
                                        "Event cards when they are the same colour")
        return None


class HideAndSick(modifiers.Modifier):
    name = "Hide and Sick"

    def refusal(self, s, seat, what, detail):
        chosen = s.turn.adrenaline_field
        if what == "adrenaline_track" and chosen >= 0 and TRACK_INDEX[detail] != chosen:
            return refuse("hide-and-sick", f"Hide and Sick: you may place Adrenaline crystals on only "
                                           f"one Mind field each turn; this turn it is {_title(chosen)}")
        return None

    def after(self, s, seat, what, detail=None):
        if what == "adrenaline":
            s.turn.adrenaline_field = TRACK_INDEX[detail]


class JetLag(modifiers.Modifier):
    name = "Jet Lag"

    def refusal(self, s, seat, what, detail):
        if what == "action" and detail == "void":
            return refuse("jet-lag", "Jet Lag: you may not gain a Void token instead of performing your "
                                     "Memory actions")
        return None


class Obsession(modifiers.Modifier):
    name = "Obsession"

    def refusal(self, s, seat, what, detail):
        chosen = s.players[seat].bury_field
        if what == "bury_card" and chosen >= 0 and TRACK_INDEX[EVENTS_BY_NUMBER[detail].field] != chosen:
            return refuse("obsession", f"Obsession: you Bury and Deep Bury Event cards only underneath one "
                                       f"Mind field — yours is {_title(chosen)}")
        return None

    def after(self, s, seat, what, detail=None):
        p = s.players[seat]
        if what == "bury" and p.bury_field < 0:
            p.bury_field = TRACK_INDEX[EVENTS_BY_NUMBER[detail].field]


BY_ID: dict[str, modifiers.Modifier] = {
    "shadow": Shadow(), "stuck_with_it": StuckWithIt(), "continuity": Continuity(), "blight": Blight(),
    "inevitable": Inevitable(), "hide_and_sick": HideAndSick(), "jet_lag": JetLag(),
    "obsession": Obsession(),
}
assert set(BY_ID) == set(CARDS), "one modifier per Side Effect card"


def followed(s, seat: int) -> tuple[modifiers.Modifier, ...]:
    """The source: the Side Effect cards the seat follows."""
    cards = s.players[seat].side_effects
    return tuple(map(BY_ID.__getitem__, cards)) if cards else ()  # asked on most moves


modifiers.register(followed, *BY_ID.values())
