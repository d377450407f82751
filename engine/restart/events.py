"""Restart's base events (tag field "type"): decisions and chance outcomes. Each dystopia adds its
own (dystopias/<name>/events.py); rules.py makes the one tagged union of all of them.

A turn is a sequence of small decisions (choose a Mind field, start one action, choose its
card or space, ...), so every move list stays short. Chance outcomes name one card or one die
face: the decks hold no order, so nothing about the future leaks into the state or the log."""
from __future__ import annotations

import msgspec


class Ev(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    pass


class Drawn(Ev, frozen=True):
    """A chance outcome: drawn by the kernel, never chosen by a seat."""


class Option(Ev, frozen=True):
    """A decision that a modifier offers (modifiers.py), e.g. a Character ability."""


class MoveShadow(Option, frozen=True, tag="move_shadow"):
    """Shadow side effect: a move action moves the Shadow token to a grid space instead."""
    space: int


# -- chance -------------------------------------------------------------------------------------
class DealCharacter(Drawn, frozen=True, tag="deal_character"):
    """Setup: a Character card dealt face up to the seat being set up."""
    character: int


class DealObjective(Drawn, frozen=True, tag="deal_objective"):
    """Setup: an Objective card dealt face up onto the next Objective space."""
    objective: int


class DrawEvent(Drawn, frozen=True, tag="draw_event"):
    """An Event card from the Event deck (to a hand, the Upcoming cards or the grid)."""
    card: int


class DrawMission(Drawn, frozen=True, tag="draw_mission"):
    """The face of the face-down Mission card just taken (from its difficulty's unseen cards)."""
    mission: int


# -- start of a turn ----------------------------------------------------------------------------
class ReturnCard(Ev, frozen=True, tag="return_card"):
    """First turn: pick a starting-hand card to return (set aside face down; nothing drawn yet)."""
    card: int


class ConfirmReturn(Ev, frozen=True, tag="confirm_return"):
    """First turn: the picked cards go under the Event deck, in pick order, and as many are
    drawn from its top. One exchange: no card is returned after it."""


class PlaceChild(Ev, frozen=True, tag="place_child"):
    """First turn: the Child figure goes on a space of the bottom row (the past)."""
    space: int


class RefreshUpcoming(Ev, frozen=True, tag="refresh_upcoming"):
    """The three Upcoming cards share a colour: discard them and deal three new ones."""


class CompleteObjective(Ev, frozen=True, tag="complete_objective"):
    """Your Adult is in an Objective space and you meet its conditions: take the card."""


class ChooseField(Ev, frozen=True, tag="choose_field"):
    """Put the Action marker on a Mind field (focus, perception, intelligence, memory)."""
    field: str


# -- between actions ----------------------------------------------------------------------------
class UseAction(Ev, frozen=True, tag="use_action"):
    """Start one action of the chosen Mind field (base or reached on the topmost Studied card)."""
    action: str


class PlaceAdrenaline(Ev, frozen=True, tag="place_adrenaline"):
    field: str


class DiscardAdrenaline(Ev, frozen=True, tag="discard_adrenaline"):
    """Discard the Adrenaline crystal in track space `space` (1 = bottom); Fragments fall."""
    field: str
    space: int


class SwapUpcoming(Option, frozen=True, tag="swap_upcoming"):
    """Tomas Reyes: swap a hand card with Upcoming card number `slot` (0-2)."""
    card: int
    slot: int


class EndTurn(Ev, frozen=True, tag="end_turn"):
    pass


# -- inside an action ---------------------------------------------------------------------------
class Skip(Ev, frozen=True, tag="skip"):
    """Forego the action (or the optional step) being asked."""


class MoveAdult(Ev, frozen=True, tag="move_adult"):
    """Grid space (row * columns + column) or 100 + Objective space."""
    space: int


class MoveChild(Ev, frozen=True, tag="move_child"):
    space: int


class PlayCard(Ev, frozen=True, tag="play_card"):
    """The hand card the current step asks for (to play, Study, Bury, discard...)."""
    card: int


class ChooseSpace(Ev, frozen=True, tag="choose_space"):
    """Place Event: the grid space that receives the card."""
    space: int


class Benefit(Ev, frozen=True, tag="benefit"):
    """Gain the played card's benefit (take=True) or not (then nobody gains its shared part)."""
    take: bool


class Share(Ev, frozen=True, tag="share"):
    """Another player accepts or declines their part of a shared benefit."""
    accept: bool


class TakeEvent(Ev, frozen=True, tag="take_event"):
    """Gain an Event card from the deck (source -1) or Upcoming card `source` (0-2)."""
    source: int


class TakeTime(Ev, frozen=True, tag="take_time"):
    """Time / Event: take the Time token."""


class PlaceFragment(Ev, frozen=True, tag="place_fragment"):
    field: str


class TakeMission(Ev, frozen=True, tag="take_mission"):
    """A face-down Mission card from display position `slot`, with its Adrenaline."""
    slot: int


class DiscardHolder(Ev, frozen=True, tag="discard_holder"):
    """Holder full: discard (face down) this Mission or Objective card."""
    kind: str  # "mission" or "objective"
    card: int


class PlaceVoid(Ev, frozen=True, tag="place_void"):
    """Complete a Mission: a Void token makes grid space `space` count as `colour`."""
    space: int
    colour: str


class FreeColour(Option, frozen=True, tag="free_colour"):
    """Marek Sol: one grid card counts as `colour` without a Void token."""
    space: int
    colour: str


class CompleteMission(Ev, frozen=True, tag="complete_mission"):
    mission: int


# -- Let Fate Decide and season mode (fate.py, season.py) --------------------------------------
class ChooseDystopia(Ev, frozen=True, tag="choose_dystopia"):
    """A tie of Let Fate Decide, or a season's dystopia chosen episode by episode."""
    dystopia: str


class DrawSeat(Drawn, frozen=True, tag="draw_seat"):
    """A tie broken at random (L296, L314): the Fatigue chooser, the start player, or which
    of the tied winners chooses the next dystopia."""
    seat: int


class DrawSideEffect(Drawn, frozen=True, tag="draw_side_effect"):
    """Fatigue: a random Side Effect card from those not yet given a threshold."""
    effect: str


class ChooseSideEffect(Ev, frozen=True, tag="choose_side_effect"):
    """Fatigue: keep one of the two Side Effect cards drawn for the threshold."""
    effect: str


class BeginEpisode(Ev, frozen=True, tag="begin_episode"):
    """Season: the start player begins the next episode (2-5)."""
    episode: int


# Every base event, for the union rules.py builds with each dystopia's events.
BASE_EVENTS = (DealCharacter, DealObjective, DrawEvent, DrawMission,
               ReturnCard, ConfirmReturn, PlaceChild, RefreshUpcoming, CompleteObjective, ChooseField,
               UseAction, PlaceAdrenaline, DiscardAdrenaline, SwapUpcoming, EndTurn,
               Skip, MoveAdult, MoveChild, PlayCard, ChooseSpace, Benefit, Share, TakeEvent,
               TakeTime, PlaceFragment, TakeMission, DiscardHolder, PlaceVoid, FreeColour,
               CompleteMission, MoveShadow,
               ChooseDystopia, DrawSeat, DrawSideEffect, ChooseSideEffect, BeginEpisode)
