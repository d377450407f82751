"""Every task kind of the step machine (engine/core/steps.py), in one place so the state can be
typed with their union; the modules of each phase register what runs them (rules.STEPS)."""
from __future__ import annotations

from typing import Union

from engine.chronocritters.content import Reward
from engine.core.steps import Steps, Task

STEPS = Steps("chronocritters")  # every module of the game registers its kinds here


# -- setup and offers ---------------------------------------------------------------------------
class RollRing(Task, tag="roll_ring"):
    space: int


class Refill(Task, tag="refill"):
    """Draw from `pile` into slot `slot` of offer `offer`."""
    pile: str
    offer: str
    slot: int


class DealBoards(Task, tag="deal_boards"):
    pass


class DealActionTiles(Task, tag="deal_action_tiles"):
    pass


class Draft(Task, tag="draft"):
    second: bool = False   # the reverse-order pick of the other type


class StartDiceTask(Task, tag="start_dice"):
    pass


class PlaceQuestTask(Task, tag="place_quest"):
    quest: str
    starting: bool = False
    dice: tuple[int, ...] = ()  # setup: the starting dice's cells, which the +-2 spot adjusts (L149)


class BeginPlay(Task, tag="begin_play"):
    pass


# -- turns and rounds ---------------------------------------------------------------------------
class TurnTask(Task, tag="turn"):
    pass


class NextTurn(Task, tag="next_turn"):
    pass


class EndRound(Task, tag="end_round"):
    pass


class AdvanceEnergy(Task, tag="advance_energy"):
    """End of a season, step 9 (after the income of step 8): energy panels move 1 step on."""


class Gain(Task, tag="gain"):
    """Rewards to resolve in order; simple ones at once, choices pushed as decisions."""
    rewards: list[Reward] = []


# -- actions ------------------------------------------------------------------------------------
class DamTask(Task, tag="dam"):
    free: int = 0          # markers placed without wood (the beaver's bonus); 0: paid with wood


class ReduceTask(Task, tag="reduce"):
    reduced: list[int] = []


class ValueTask(Task, tag="value_action"):
    level: int = 1


class ColourTask(Task, tag="colour_action"):
    pass


class OfferQuestTask(Task, tag="offer_quest"):
    offer: str = "colour"


class ManageTask(Task, tag="manage"):
    used: list[str] = []
    panel: bool = False  # a level 2-3 critter's energy panel still to gain (L317): before or after the rest


class DockingTask(Task, tag="docking_action"):
    pass


class BerryTask(Task, tag="berries"):
    left: int = 0
    anywhere: bool = False  # any season (else the present and the portals' seasons)
    bonus: int = 0  # besides `left`, berries of any season (a level 2-3 critter's, L346), in any order


class EnergyBuyTask(Task, tag="energy_buy"):
    pass


class EnergyTask(Task, tag="energy"):
    left: int = 0
    managing: bool = False  # the level 2-3 critter's panel, owed when Managing's dice are done


class TileTask(Task, tag="tile_action"):
    level: int = 1


class PayTask(Task, tag="pay_dice"):
    high: int = 0          # dice of value 4+ still to pay
    low: int = 0           # dice of any value still to pay


class PlaceTileTask(Task, tag="place_tile"):
    item: str = ""


class MineTask(Task, tag="mine"):
    pass


class PlaceDieTask(Task, tag="place_die"):
    colour: str = ""
    value: int = 1


class ChooseDieTask(Task, tag="choose_die"):
    most: int = 4


class AdjustTask(Task, tag="adjust"):
    n: int = 1
    up_only: bool = False
    dice: tuple[int, ...] = ()  # the cells it may change (none named: any die on the grid)


class PortalUpTask(Task, tag="portal_up"):
    pass


# -- solo: the automa ----------------------------------------------------------------------------
class SoloStartTask(Task, tag="solo_start"):
    """Chance: does the player go first or second?"""


class SoloDraw(Task, tag="solo_draw"):
    """Chance: a solo card. `purpose`: "top" (the new face-up card), "bottom" (the card whose
    back the automa plays at the end of round 6), "shuffle" (the whole deck, then its top) or
    "goal" (a random card for the year goals). With "top", the automa then takes `action` (the
    back of the card just flipped) as its new top card's front says."""
    purpose: str = "top"
    action: str = ""


class AutomaTurn(Task, tag="automa_turn"):
    pass


class AutomaDieTask(Task, tag="automa_die"):
    """The player chooses among tied dice which one the automa takes."""
    spaces: list[int] = []
    critter: bool = True


class SoloRoundEnd(Task, tag="solo_round_end"):
    pass


AnyTask = Union[RollRing, Refill, DealBoards, DealActionTiles, Draft, StartDiceTask,
                PlaceQuestTask, BeginPlay, TurnTask, NextTurn, EndRound, AdvanceEnergy, Gain, DamTask,
                ReduceTask, ValueTask, ColourTask, OfferQuestTask, ManageTask, DockingTask,
                BerryTask, EnergyBuyTask, EnergyTask, TileTask, PayTask, PlaceTileTask, MineTask,
                PlaceDieTask, ChooseDieTask, AdjustTask, PortalUpTask, SoloStartTask, SoloDraw,
                AutomaTurn, AutomaDieTask, SoloRoundEnd]
