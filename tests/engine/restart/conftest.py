"""Fixtures shared by Restart's season tests."""
import pytest

from engine.core.game import Outcome, SeatScore
from engine.restart import season
from engine.restart.steps import Ending


@pytest.fixture
def scores(monkeypatch):
    """Each episode's points, set by the test (the episode itself is ended at once)."""
    queue: list[list[int]] = []

    def outcome(s):
        points = queue.pop(0)
        best = max(points)
        return Outcome([SeatScore(p, {}) for p in points], [i for i, p in enumerate(points) if p == best],
                       Ending.TIME_FAULTS, "")
    monkeypatch.setattr(season, "episode_outcome", outcome)
    return queue
