"""The contract suite with the Extinction dystopia for 2, 3 and 4 players (random bots), and
the log of a whole game never naming a card before it is face up."""
from __future__ import annotations

import pytest

from engine.core import Session, SeatSpec
from engine.restart import GAME
from engine.restart.dystopias.extinction.events import (ChromosomeDrawn, ChromosomeMove, ChromosomePlace,
                                                        ChromosomeTakeDeck, ChromosomeTakeDisplay,
                                                        ChromosomeUnfreeze)
from engine.restart.state import Options

from tests.contract import play_random_game
from tests.engine.restart.dystopias.rich import crystal_rich_game

OPTIONS = Options(dystopia="extinction")


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games(seats):  # 100 a seat count under slow
    s = play_random_game(GAME, seats, 0, OPTIONS).state
    assert s.phase == "over" and s.dyst.plan == ""


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_many(seats):
    for seed in range(100):
        play_random_game(GAME, seats, 2_000 + seed, OPTIONS)


# per seat: its Perception, Intelligence and Memory tracks; Adrenaline ("A") may be discarded in play
TRACKS = (("FAAA", "FFFF", "F" * 6), ("A", "FF", "FFF"), ("FF", "F", "A"), ("F" * 6, "A" * 6, "F" * 6))


def three_frozen(s) -> None:
    """Every Freezer starts with three cards: over the limit of seats with fewer Perception
    crystals, so the end-of-action rule (L513) comes up."""
    d = s.dyst
    for freezer in d.freezer:
        freezer += [d.x_deck.pop(), d.y_deck.pop(0), d.x_deck.pop(0)]


def test_crystal_rich_random_games_reach_every_extinction_decision():
    moved, met = set(), set()
    for seats, seed in ((2, 1), (4, 3)):
        s, played, kinds = crystal_rich_game("extinction", seats, seed, TRACKS, three_frozen)
        assert s.phase == "over" and s.dyst.plan == ""
        moved |= played
        met |= kinds
    assert {ChromosomeMove, ChromosomeUnfreeze, ChromosomeTakeDeck, ChromosomeTakeDisplay, ChromosomePlace} <= moved
    assert "extinction_freezer" in met


def test_the_log_names_a_drawn_card_only_once_placed_face_up():
    session = play_random_game(GAME, 3, 11, OPTIONS)
    state = GAME.initial_state(session.options, 3)
    private, scored = 0, False
    for (_, e), (_, _, text) in zip(session.events(), session.texts()):
        t = state.tasks[-1]
        if isinstance(e, ChromosomeDrawn) and t.to == "take":
            assert e.card not in text
            private += 1
        if isinstance(e, ChromosomePlace) and e.column == -1:
            assert state.dyst.taken not in text
        GAME.apply(state, e)
    assert private > 5 and state == session.state
    outcome = GAME.outcome(state)
    assert all({"Plan A (X sets and sequences)", "Plan B (Y sets and sequences)"} <= set(sc.categories)
               for sc in outcome.scores)


def test_greedy_bots_play_extinction():
    session = Session(GAME, [SeatSpec("a", "greedy"), SeatSpec("b", "random")], 5, OPTIONS)
    while session.step_auto():
        assert session.depth < 20_000
    assert not GAME.invariants(session.state) and GAME.outcome(session.state) is not None
    texts = [text for _, _, text in session.texts()]
    assert any(text.startswith("End the Plan") for text in texts)
