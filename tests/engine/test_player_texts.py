"""What a player reads names no rulebook line: "L319" counts lines in this project's copy of
the rulebook, a file no player has (a review read "keeps no Season sheet (L319)")."""
import re

import pytest

from engine.core import SeatSpec, Session
from engine.registry import GAMES

LINE = re.compile(r"\bL\d{2,3}\b")
R, RS, C = GAMES["restore"], GAMES["restart"], GAMES["chronocritters"]


@pytest.mark.parametrize("game,seats,options", [
    pytest.param(R, 2, R.Options(custom_shape=True), id="restore-variant1"),
    pytest.param(RS, 1, RS.Options(season=True), id="restart-solo-season"),
    pytest.param(RS, 3, RS.Options(dystopia="anomie", side_effects=["blight"]), id="restart-3p-anomie"),
    pytest.param(C, 1, C.Options(), id="chronocritters-solo"),
])
def test_no_log_line_view_or_option_note_cites_a_rulebook_line(game, seats, options):
    session = Session(game, [SeatSpec(str(i), "random") for i in range(seats)], 7, options)
    session.advance(limit=30_000)
    assert session.over
    texts = [text for seat in (None, *range(seats)) for _, _, text in session.texts(seat)]
    texts += [game.render(session.view(seat)) for seat in range(seats)] + list(game.option_notes.values())
    assert [text for text in texts if LINE.search(text)] == []
