"""The one interface every dystopia implements (its `dystopia.py` exposes `DYSTOPIA`). The base
game knows only this:

- `new_state(seats)`: the dystopia's own state slice (its STATE Struct; setup without chance),
- `setup_tasks(seats)`: its setup's chance steps (cards dealt from its own decks), run before the
  first turn,
- `plan_tasks(s, seat, plan)`: the tasks that perform a Plan A or Plan B action (its task kinds
  are registered on engine.restart.steps.STEPS by its steps.py),
- `score(s)`: the final-scoring hook, per seat a dict of categories (at least plan_a, plan_b),
  with `titles` naming each category for the score table,
- `view(s, seat)`, `render(view, names)`, `describe(s, event, who)`, `rules_help()`,
  `solo_help()`: text,
- `invariants(s)`: what is wrong with its slice,
- `mask(s, seat)` / `fill(s, rng)`: for searching bots (sampling.py), hide in a copy of the state
  what `seat` cannot see of its slice, and fill it back at random from what the seat has not seen.

Mission points: a dystopia that reaches one pushes `missions.MissionToTake(seat)` (the base
game's Mission display step; holder overflow follows by itself). Crystal effects read the
crystal counts on the Mind board through `crystals(player, field)`.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.restart.content import TRACK_INDEX


def crystals(player, field: str) -> int:
    """Crystals (Fragment and Adrenaline) on a Mind board field's track (perception,
    intelligence or memory: Focus has no track)."""
    return len(player.tracks[TRACK_INDEX[field]])


class Dystopia:
    """A package's `dystopia.py` subclasses this, naming its own modules: `steps` (with
    `start(s, seat, plan)`), `scoring` (with `score(s)` and `TITLES`) and `text` (with `view`,
    `render`, `describe` and `HELP`); the methods below call them, so a dystopia writes only
    what is its own (its state, setup, invariants, masking)."""
    name: str = ""
    title: str = ""
    steps: Any = None
    scoring: Any = None
    text: Any = None

    @property
    def titles(self) -> dict[str, str]:
        """Score category -> what the score table calls it."""
        return self.scoring.TITLES

    def new_state(self, seats: int) -> Any:
        raise NotImplementedError

    def setup_tasks(self, seats: int) -> list:
        return []

    def plan_tasks(self, s, seat: int, plan: str) -> list:
        return self.steps.start(s, seat, plan)

    def score(self, s) -> list[dict[str, int]]:
        return self.scoring.score(s)

    def score_details(self, s, seat: int) -> dict[str, str]:
        """Score category -> how the seat's points in it were counted, in words."""
        return self.scoring.details(s, seat)

    def view(self, s, seat: int | None) -> Any:
        return self.text.view(s, seat)

    def render(self, v: Any, names: list[str]) -> str:
        return self.text.render(v, names)

    def describe(self, s, e, who: str) -> str | None:
        return self.text.describe(s, e, who)

    def rules_help(self) -> str:
        return self.text.HELP

    def solo_help(self) -> str:
        """How Chaos plays this dystopia (its package's data/help_solo.txt), read when the help
        is opened."""
        return (Path(self.text.__file__).parent / "data" / "help_solo.txt").read_text().strip()

    def invariants(self, s) -> list[str]:
        return []

    def mask(self, s, seat: int | None) -> None:
        """A public slice (Pandemia's) has nothing to hide."""

    def fill(self, s, rng) -> None:
        """Nothing was masked, nothing to fill."""
