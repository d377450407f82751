"""Bots alone at the table end the game, in every game and mode: Restore's searching bots once
built Variant 1's layout for ever, and two greedy seats of Restart's Anomie once took Time for
ever. The searching bots think a few milliseconds a decision here: what is tested is the end."""
import pytest

from engine.core import SeatSpec, Session, search
from engine.registry import GAMES

R, RS, C = GAMES["restore"], GAMES["restart"], GAMES["chronocritters"]
MODES = [  # (game, seats, options), each with a short id
    pytest.param(R, 2, R.Options(custom_shape=True, volcanoes=2), id="restore-variant1"),
    pytest.param(R, 2, R.Options(lake_variant=True), id="restore-variant2"),
    pytest.param(RS, 1, RS.Options(), id="restart-solo"),
    pytest.param(RS, 1, RS.Options(dystopia="anomie"), id="restart-solo-anomie"),
    pytest.param(RS, 1, RS.Options(season=True), id="restart-solo-season"),
    pytest.param(RS, 2, RS.Options(dystopia="extinction"), id="restart-2p-extinction"),
    pytest.param(RS, 2, RS.Options(season=True), id="restart-2p-season"),
    pytest.param(RS, 3, RS.Options(dystopia="oceanrise", side_effects=["blight", "continuity"]),
                 id="restart-3p-oceanrise-side-effects"),
    pytest.param(RS, 4, RS.Options(dystopia="anomie"), id="restart-4p-anomie"),
    pytest.param(C, 1, C.Options(), id="chronocritters-solo"),
    pytest.param(C, 2, C.Options(alternative_boards=True, action_tiles="random"), id="chronocritters-2p-variants"),
    pytest.param(C, 4, C.Options(year_goals="back"), id="chronocritters-4p"),
]


@pytest.mark.slow
@pytest.mark.parametrize("bot", ["greedy", "mcts-easy"])
@pytest.mark.parametrize("game,seats,options", MODES)
def test_bots_alone_end_the_game(monkeypatch, bot, game, seats, options):
    monkeypatch.setitem(search.LEVELS, "easy", 0.003)
    session = Session(game, [SeatSpec(str(i), bot) for i in range(seats)], 7, options)
    session.advance(limit=30_000)  # a Restart season of two runs about 10,000 events
    assert session.over
