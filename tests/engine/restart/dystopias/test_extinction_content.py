"""Extinction's data is checked at import against every number the rulebook prints; a data file
that breaks one is refused, naming the rule."""
from __future__ import annotations

import json
import shutil

import pytest

from engine.core.errors import ContentError
from engine.restart.dystopias.extinction.content import DATA, EXTINCTION, load


def test_the_printed_numbers():
    x, y = EXTINCTION.cards("X"), EXTINCTION.cards("Y")
    assert len(x) + len(y) == 96
    assert {int(c[1:]) for c in x} == {int(c[1:]) for c in y} == set(range(1, 9))
    assert all(x.count(f"X{v}") != y.count(f"Y{v}") for v in range(1, 9))
    assert EXTINCTION.mission_point_thresholds == (3, 5, 6, 8, 10, 13, 14, 18, 22)
    assert [EXTINCTION.scoring_by_cards[n] for n in range(2, 7)] == [3, 7, 11, 13, 15]


def test_thresholds_crossed():
    assert EXTINCTION.thresholds_crossed(2, 3) == 1
    assert EXTINCTION.thresholds_crossed(6, 7) == 0
    assert EXTINCTION.thresholds_crossed(13, 14) == 1
    assert EXTINCTION.thresholds_crossed(2, 6) == 3


@pytest.mark.parametrize("change, rule", [
    (lambda d: d["decks"]["Y"]["counts"].update({"4": 9, "1": 4}), "different number of each value"),
    (lambda d: d["decks"]["X"]["counts"].update({"1": 4}), "96 Chromosome cards"),
    (lambda d: d.update(mission_point_thresholds=[3, 5, 6, 8, 10, 13, 14, 18]), "Mission point thresholds"),
    (lambda d: d["scoring_by_cards"].update({"6": 14}), "3/7/11/13/15"),
    (lambda d: d.update(column_max=5), "up to six cards"),
    (lambda d: d["crystal_effects"].update(intelligence_moves=[0, 1, 1, 2, 2, 3, 3]), "up to the number"),
    (lambda d: d["decks"]["X"].update(colour="red"), "black"),
])
def test_a_broken_data_file_is_refused(tmp_path, change, rule):
    shutil.copy(DATA / "extinction.json", tmp_path)
    data = json.loads((tmp_path / "extinction.json").read_text())
    change(data)
    (tmp_path / "extinction.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match=rule):
        load(tmp_path)
