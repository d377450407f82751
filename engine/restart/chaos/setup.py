"""A solo game's setup (SOLO.md §2): set up as a 2-player game of the human and Chaos (3x3 grid,
3 Objectives, the 2-player Mission deck, display of 6), Chaos with the personal supply and 2 easy
Missions face up but no Event cards, its Child in the past's middle column, its deck of the
chosen level shuffled (each draw is the shuffle: the deck holds no order)."""
from __future__ import annotations

from engine.core.errors import OptionError
from engine.restart.chaos import CHAOS
from engine.restart.chaos.content import DECK, LEVELS, space_of  # noqa: F401 (LEVELS: rules.py)
from engine.restart.chaos.plans import supported
from engine.restart.chaos.state import ChaosState
from engine.restart.setup import new_state

PLAYERS = 2  # the human and Chaos


def check_options(options) -> None:
    """What solo asks of the options beyond their choices (Restart.initial_state checks those)."""
    if options.dystopia != "fate" and not supported(options.dystopia):
        raise OptionError(f"solo against Chaos is not yet built for {options.dystopia}",
                          "options.dystopia")


def level_label(level: str) -> str:
    """A level in words for the home screen: Storm, the hardest, down to Drain 12, the easiest."""
    name, _, n = level.partition("_")
    bonus = LEVELS[level].prosperity_bonus
    return {"storm": f"Storm (hardest: {len(LEVELS[level].deck)} cards, +{bonus} point a card)",
            "standard": "Standard",
            "lull": f"Lull {n} (easier: {n} Lull card{'s' if n != '1' else ''}, on which Chaos idles)",
            "drain": f"Drain {n} (easier still: cards that cost Chaos points)"}.get(name, level)


def chaos_state(level: str, ruleset4: bool) -> ChaosState:
    return ChaosState(level=level, deck=sorted(LEVELS[level].deck), ruleset4=ruleset4)


def place_chaos(s) -> None:
    s.players[CHAOS].child = space_of(DECK.setup.child_start, s.cols)


def solo_state(options):
    s = new_state(PLAYERS, "" if options.dystopia == "fate" else options.dystopia,
                  [list(options.side_effects), []], chaos=chaos_state(options.chaos_level, options.ruleset4))
    place_chaos(s)
    return s
