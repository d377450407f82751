"""Every Chronocritters event: one tagged union (tag field "type"), frozen Structs. Decisions are
small (one critter, one die, one marker at a time) so move lists stay short; chance outcomes
(a die roll, a tile from a face-down pile, a player board, the action tiles) are events too."""
from __future__ import annotations

import msgspec


class Ev(msgspec.Struct, frozen=True, tag_field="type", forbid_unknown_fields=True):
    pass


# -- chance ------------------------------------------------------------------------------------
class RollDie(Ev, frozen=True, tag="roll_die"):
    """A standard die rolled onto an outer-ring space (setup)."""
    value: int


class Draw(Ev, frozen=True, tag="draw"):
    """A quest or tile from a face-down pile onto an offer (piles hold no order)."""
    item: str


class DealBoard(Ev, frozen=True, tag="deal_board"):
    """Variant 1: a random grey player board."""
    board: int


class DealTiles(Ev, frozen=True, tag="deal_tiles"):
    """Variant 2 at random: the actions of summer, autumn and winter."""
    order: tuple[str, str, str]


class SoloStart(Ev, frozen=True, tag="solo_start"):
    """Solo: the player goes first (two +-1 tokens) or second (a +-1 and a +-2 token)."""
    first: bool


class SoloCard(Ev, frozen=True, tag="solo_card"):
    """Solo: a card drawn from the automa's deck (the deck holds no order)."""
    card: int


# -- setup -------------------------------------------------------------------------------------
class ChooseStartQuest(Ev, frozen=True, tag="choose_start_quest"):
    quest: str


class StartDice(Ev, frozen=True, tag="start_dice"):
    """One die of each colour along a diagonal (0: top-left to bottom-right; 1: top-right to
    bottom-left), cell by cell: `colours[i]` showing `values[i]`, the values 2, 3 and 4 in any
    order ("in an order of their choosing")."""
    diagonal: int
    colours: tuple[str, str, str]
    values: tuple[int, int, int] = (2, 3, 4)


class PlaceQuest(Ev, frozen=True, tag="place_quest"):
    """A hard disc quest onto a free spot of the transmission portal (gaining its bonus)."""
    spot: str


# -- a turn: the main action and free actions --------------------------------------------------
class PlaceCritter(Ev, frozen=True, tag="place_critter"):
    critter: str
    spot: str          # "<action>.<i>", "manage" or "die.<ring space>"
    berry: str = ""    # the season of a berry paid for a paid spot or the eagle's move


class MoveEagle(Ev, frozen=True, tag="move_eagle"):
    """Level 2/3 eagle bonus: the eagle moves to a second spot and takes that action too."""
    spot: str
    berry: str = ""    # the level 2 bonus's berry for the move
    pay: str = ""      # the second spot's own payment, if it is a paid spot


class EndTurn(Ev, frozen=True, tag="end_turn"):
    pass


class OpenPortal(Ev, frozen=True, tag="open_portal"):
    cell: int      # the purple die spent
    offset: int    # segments from the present, -3..3 (not 0)


class Upgrade(Ev, frozen=True, tag="upgrade"):
    critter: str
    tracks: str    # energy tracks spent: "a", "b" or "ab" (each spent track resets to 0)


class AdjustGold(Ev, frozen=True, tag="adjust_gold"):
    cell: int
    delta: int     # +1 or -1, one golden plate


class AdjustToken(Ev, frozen=True, tag="adjust_token"):
    token: int     # index into the seat's remaining tokens
    cell: int
    delta: int


class CompleteQuest(Ev, frozen=True, tag="complete_quest"):
    spot: str


class CompleteDocking(Ev, frozen=True, tag="complete_docking"):
    quest: str


class TakeGoal(Ev, frozen=True, tag="take_goal"):
    shape: str


class AutomaDie(Ev, frozen=True, tag="automa_die"):
    """Solo: among tied dice, the player chooses the one the automa takes (a ring space)."""
    space: int


# -- steps inside actions and rewards ----------------------------------------------------------
class Done(Ev, frozen=True, tag="done"):
    """Stop an optional part (no more dam markers, no more pip reduction, managing done)."""


class DamMarker(Ev, frozen=True, tag="dam_marker"):
    row: int       # 0 = round 1 (the bottom row)
    column: int


class ReduceDie(Ev, frozen=True, tag="reduce_die"):
    cell: int
    pips: int      # even: one sand per 2 pips; a die reduced to 0 is discarded


class TakeValueQuest(Ev, frozen=True, tag="take_value_quest"):
    cell: int      # the green or orange die paid
    slot: int


class TakeColourQuest(Ev, frozen=True, tag="take_colour_quest"):
    cell: int      # the orange die paid
    slot: int      # the quest taken
    reward: int    # the printed reward taken


class TakeOfferQuest(Ev, frozen=True, tag="take_offer_quest"):
    """A reward: any quest of an offer, free."""
    slot: int


class MoveDie(Ev, frozen=True, tag="move_die"):
    cell: int
    to: int


class AdjustDie(Ev, frozen=True, tag="adjust_die"):
    cell: int
    delta: int


class ReplaceDie(Ev, frozen=True, tag="replace_die"):
    """Managing: a die of another colour from the supply takes this die's value and place."""
    cell: int
    colour: str


class SwapDice(Ev, frozen=True, tag="swap_dice"):
    cell: int
    other: int


class TakeDocking(Ev, frozen=True, tag="take_docking"):
    season: str
    slot: int


class GainBerry(Ev, frozen=True, tag="gain_berry"):
    season: str


class BuyEnergy(Ev, frozen=True, tag="buy_energy"):
    berries: tuple[str, ...]   # 1 or 2 berries, any seasons


class GainEnergy(Ev, frozen=True, tag="gain_energy"):
    track: int


class TakeTile(Ev, frozen=True, tag="take_tile"):
    level: int     # 1 or 2
    slot: int


class PayDie(Ev, frozen=True, tag="pay_die"):
    cell: int


class PlaceTile(Ev, frozen=True, tag="place_tile"):
    """A docking quest or tile beside a violet/same-colour hard disc quest ("" = beside the board)."""
    spot: str


class PairItem(Ev, frozen=True, tag="pair_item"):
    """A free action: a completed docking quest or a bonus tile kept beside the board is added to
    the portal beside a hard disc quest of its colour that has no partner (L325, L396)."""
    item: str
    spot: str


class Mine(Ev, frozen=True, tag="mine"):
    space: int     # 0-2 top row, 3-4 bottom row
    cell: int      # the green die paid
    vps: bool      # the printed VPs instead of the resources (now and as income)


class PlaceDie(Ev, frozen=True, tag="place_die"):
    """A gained die onto a cell; onto an occupied cell only when all 9 are full (that die goes),
    or -1 then: the portal stays as it is and the die is not gained."""
    cell: int


class ChooseDie(Ev, frozen=True, tag="choose_die"):
    """Varan bonus: a die of any colour and value up to the bonus's limit."""
    colour: str
    value: int


class PortalUp(Ev, frozen=True, tag="portal_up"):
    portal: int


Event = (RollDie | Draw | DealBoard | DealTiles | SoloStart | SoloCard | AutomaDie
         | ChooseStartQuest | StartDice | PlaceQuest
         | PlaceCritter | MoveEagle | EndTurn | OpenPortal | Upgrade | AdjustGold | AdjustToken
         | CompleteQuest | CompleteDocking | TakeGoal | Done | DamMarker | ReduceDie
         | TakeValueQuest | TakeColourQuest | TakeOfferQuest | MoveDie | AdjustDie | ReplaceDie
         | SwapDice | TakeDocking | GainBerry | BuyEnergy | GainEnergy | TakeTile | PayDie
         | PlaceTile | PairItem | Mine | PlaceDie | ChooseDie | PortalUp)
