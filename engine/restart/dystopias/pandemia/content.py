"""Pandemia's content, loaded from data/pandemia.json and checked at import: six dice (3 virus, 2
cure, 1 star), the crystal-effect table, eight stages per track with the Virus track the
longer, and the rulebook's examples that need Pandemia (Jen's dice, Jack's milestones).
Values the rulebook does not print (track lengths, milestones) are explained in NOTES.md."""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Literal

from engine.restart.content import MIND_BOARD
from engine.restart.content_checks import Check, decode
from engine.restart.schema import _S

DATA = Path(__file__).parent / "data"
Face = Literal["virus", "cure", "star"]
Plan = Literal["plan_a", "plan_b"]
PRINTED_CRYSTAL_TABLE = (0, 1, 2, 2, 3, 3, 4)   # crystals 0, 1, 2-3, 4-5, 6 -> 0..4 dice


class Dice(_S):
    count: int
    faces: tuple[Face, ...]


class CrystalEffects(_S):
    perception: tuple[int, ...]    # dice you may set to virus or cure before rolling
    intelligence: tuple[int, ...]  # star sides you may count as +2
    memory: tuple[int, ...]        # dice you may reroll once


class Stage(_S):
    first: int
    last: int
    points: int


class Milestone(_S):
    space: int
    points: int


class PandemiaTrack(_S):
    name: Literal["virus", "cure"]
    plan: Plan
    forward: Face
    backward: Face
    spaces: int
    stages: tuple[Stage, ...]
    milestones: tuple[Milestone, ...]
    mission_points: tuple[int, ...]

    def stage_points(self, space: int) -> int:
        """Stage points for a Progress marker on `space` (0 = not on the track yet)."""
        return next((s.points for s in self.stages if s.first <= space <= s.last), 0)

    def milestone_points(self, space: int) -> int:
        """Points of the highest milestone reached or passed."""
        return max((m.points for m in self.milestones if m.space <= space), default=0)

    def mission_points_crossed(self, before: int, after: int) -> int:
        """Mission points reached or passed moving from `before` to `after`."""
        return sum(1 for p in self.mission_points if before < p <= after)


class Pandemia(_S):
    dice: Dice
    progress_markers_per_player: int
    star_boost: int
    minimum_move: int
    crystal_effects: CrystalEffects
    tracks: tuple[PandemiaTrack, ...]

    def track(self, name: str) -> PandemiaTrack:
        return next(t for t in self.tracks if t.name == name)

    def face_value(self, plan: str, face: str, boosted: bool = False) -> int:
        """Movement of one die face for Plan A (Virus track) or Plan B (Cure track)."""
        t = next(t for t in self.tracks if t.plan == plan)
        if face == "star":
            return self.star_boost if boosted else 0
        return 1 if face == t.forward else -1


def _check(p: Pandemia) -> None:
    need = Check("pandemia.json")
    need(p.dice.count == 6, "six Pandemia dice")
    need(sorted(Counter(p.dice.faces).items()) == [("cure", 2), ("star", 1), ("virus", 3)],
         "each die: three virus sides, two cure sides, one star (Cure / Virus) side")
    need(p.progress_markers_per_player == 2, "2 Progress markers per player")
    need((p.star_boost, p.minimum_move) == (2, 1), "a star counts +2 when boosted; a roll moves at least 1")
    need(len(p.crystal_effects.perception) == MIND_BOARD.track_spaces + 1,
         "the crystal tables count 0..6 crystals, as many as a track holds")
    for f in ("perception", "intelligence", "memory"):
        need(getattr(p.crystal_effects, f) == PRINTED_CRYSTAL_TABLE,
             f"{f}: crystal effects 0/1/2/2/3/3/4 for 0..6 crystals")
    need(tuple(t.name for t in p.tracks) == ("virus", "cure"), "a Virus track and a Cure track")
    virus, cure = p.tracks
    need((virus.plan, virus.forward, virus.backward) == ("plan_a", "virus", "cure"),
         "Plan A: virus +1, cure -1 on the Virus track")
    need((cure.plan, cure.forward, cure.backward) == ("plan_b", "cure", "virus"),
         "Plan B: cure +1, virus -1 on the Cure track")
    need(virus.spaces > cure.spaces, "the Virus track is longer than the Cure track")
    for t in p.tracks:
        need(len(t.stages) == 8, f"{t.name}: eight stages")
        need(t.stages[0].first == 1 and t.stages[-1].last == t.spaces
             and all(a.last + 1 == b.first for a, b in zip(t.stages, t.stages[1:]))
             and all(s.first <= s.last for s in t.stages), f"{t.name}: stages cover spaces 1..{t.spaces}")
        pts = [s.points for s in t.stages]
        peak = pts.index(max(pts))
        need(0 < peak < 7 and all(a < b for a, b in zip(pts[:peak], pts[1:peak + 1]))
             and all(a > b for a, b in zip(pts[peak:], pts[peak + 1:])),
             f"{t.name}: stage points rise, then fall (strategy tip)")
        ms = [m.space for m in t.milestones]
        need(ms == sorted(set(ms)) and all(1 <= s <= t.spaces for s in ms), f"{t.name}: milestones on the track")
        need(all(a.points < b.points for a, b in zip(t.milestones, t.milestones[1:])),
             f"{t.name}: later milestones are worth more")
        mp = list(t.mission_points)
        need(mp == sorted(set(mp)) and all(1 <= s <= t.spaces for s in mp) and mp,
             f"{t.name}: mission points on the track")


def _check_examples(p: Pandemia) -> None:
    need = Check("examples")
    # Jen: one crystal on each track sets 1 die, counts 1 star as +2, rerolls 1 die.
    ce = p.crystal_effects
    need((ce.perception[1], ce.intelligence[1], ce.memory[1]) == (1, 1, 1), "Jen's 1/1/1 crystal effects")
    virus, cure = p.track("virus"), p.track("cure")
    need(cure.milestones[0].points == 7, "Jack: the first Cure milestone is worth 7")
    ok = False
    for i, m in enumerate(virus.milestones):
        if m.points == 18:
            end = virus.milestones[i + 1].space - 1 if i + 1 < len(virus.milestones) else virus.spaces
            ok = ok or any(virus.stage_points(s) == 5 for s in range(m.space, end + 1))
    need(ok, "Jack: a Virus milestone worth 18 followed (before the next) by a stage worth 5")


def load(data: Path = DATA) -> Pandemia:
    """Decode and validate data/pandemia.json; raises ContentError on the first problem."""
    p = decode(data, "pandemia.json", Pandemia)
    _check(p)
    _check_examples(p)
    return p


PANDEMIA: Pandemia = load()
