"""Restart's one step machine (engine/core/steps.py): every module registers the task kinds of
what a player does on `STEPS`, and the verbs in rules.py delegate to it. The machine watches
for the Event deck running out, which ends the game at once."""
from __future__ import annotations

from enum import StrEnum
from typing import Callable

from engine.core.errors import IllegalMove
from engine.core.steps import Steps, Task


class Ending(StrEnum):
    """How a game of Restart ends (Outcome.end)."""
    TIME_FAULTS = "the third time fault"
    DECK_EMPTY = "the Event deck running out"
    SEASON_FINALE = "the Season finale"  # season mode: the outcome is the season's (L316)


class Step(Task):
    """Base of Restart's task kinds: `kind` names the registered kind (its tag)."""

    @property
    def kind(self) -> str:
        return self.__struct_config__.tag


def refuse(slug: str, text: str) -> IllegalMove:
    """A refusal with Restart's stable code `restart.<slug>` and the rule's text."""
    return IllegalMove(f"restart.{slug}", text)


class EpisodeEnd(Step, tag="episode_end"):
    """Season mode: an episode just ended; season.py records it and goes on."""


def end_game(s, ending: Ending) -> None:
    """The game (in a season: the episode) ends at once, unresolved work dropped."""
    s.phase = "over"
    s.end_reason = ending.value
    s.tasks = [EpisodeEnd(0)] if s.season is not None else []


# Who answers for a player that is not a seat (solo: Chaos, chaos/answers.py): (s) -> True when
# nothing is left to run. Called before each step, so that player never reaches to_act.
STAND_INS: list[Callable[[object], bool]] = []


def _watch(s) -> bool:
    """Asked before every step (one call: this runs several times an event). The Event deck
    running out ends the game at once (True: nothing left); then the stand-in answers."""
    if not s.deck and not s.deck_bottom and s.phase == "play":
        end_game(s, Ending.DECK_EMPTY)
        if not s.tasks:
            return True
    return s.chaos is not None and STAND_INS[0](s)


STEPS = Steps("restart", watch=_watch)

# What performs or gains one icon of the Iconography (an action or a gain), filled by the module
# that owns each icon's task kind: icon -> (seat, icon) -> the task.
ICON_STEPS: dict[str, Callable[[int, str], Step]] = {}


def icon_step(seat: int, icon: str) -> Step:
    return ICON_STEPS[icon](seat, icon)
