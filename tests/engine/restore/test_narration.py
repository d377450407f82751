"""The log says what a player would say aloud: Energy gained, a region completed, a Mission
completed with the marker count, and how the game ended."""
from __future__ import annotations

import re

from engine.core import SeatSpec, Session
from engine.restore import GAME
from engine.restore.events import Place, TakeBonus


def played(seed: int) -> Session:
    session = Session(GAME, [SeatSpec("A", "greedy"), SeatSpec("B", "greedy")], seed)
    session.advance()
    return session


def test_mission_markers_region_completions_and_the_end_are_narrated():
    session = played(3)
    lines = [text for _, _, text in session.texts()]
    markers = [int(n) for t in lines for n in re.findall(r"Mission marker (\d)/3", t)]
    final = session.view(None).players
    assert len(markers) == sum(p.markers for p in final) and markers
    regions = sum(1 for t in lines if ": a bonus tile to take" in t)
    takes = [r.event for r in session.events() if isinstance(r.event, TakeBonus)]
    assert regions == len(takes)  # each completion announced once, before its tile is taken
    assert lines[-1].endswith("both boards are full: the game ends")


def test_energy_gained_is_the_placed_disc_energy():
    session = played(5)
    placed = 0
    for record, (_, _, text) in zip(session.events(), session.texts()):
        if not isinstance(record.event, Place):
            continue
        icons = re.search(r"places .*?\((\d) energy\) on", text)
        gained = re.search(r"gains (\d) Energy", text)
        if icons:  # the supply may run dry: never more than the disc shows
            placed += 1
            assert gained and 0 < int(gained[1]) <= int(icons[1]), text
        else:
            assert gained is None, text
    assert placed
