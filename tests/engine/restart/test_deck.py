"""The Event deck's chance step: settle's cheap `exhausted` test says exactly what listing the
outcomes says (no card left in the deck nor beneath it)."""
import pytest

from engine.restart import deck
from engine.restart.rules import Restart
from engine.restart.state import Options


@pytest.mark.parametrize("in_deck, beneath", [(2, 0), (0, 2), (1, 1), (0, 0)])
def test_exhausted_is_no_outcome_left(in_deck, beneath):
    s = Restart().initial_state(Options(), 4)
    cards = s.deck[:in_deck + beneath]
    s.deck, s.deck_bottom = cards[:in_deck], cards[in_deck:]
    t = deck.to_upcoming(0)
    assert deck._exhausted(s, t) == (not deck._outcomes(s, t))


@pytest.mark.parametrize("in_deck, beneath", [(5, 0), (1, 0), (1, 3), (0, 3)])
def test_the_outcomes_are_the_deck_in_order_else_the_card_beneath(in_deck, beneath):
    s = Restart().initial_state(Options(), 4)
    cards = s.deck[:in_deck + beneath]
    s.deck, s.deck_bottom = cards[:in_deck], cards[in_deck:]
    drawn = [e.card for e in deck._outcomes(s, deck.to_upcoming(0))]
    assert drawn == (cards[:in_deck] or cards[in_deck:in_deck + 1])
