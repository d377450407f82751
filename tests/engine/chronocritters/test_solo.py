"""Solo mode: the automa as the rulebook writes it, the printed wrap-around marker example with
its numbers, and the solo outcome against the rulebook's marks."""
import random
import re

import pytest

from engine.chronocritters import GAME, solo
from engine.chronocritters.content import SOLO_CARDS, SHAPES
from engine.chronocritters.events import AutomaDie, PlaceCritter
from engine.chronocritters.offers import take
from engine.chronocritters.quests import take_goal
from engine.chronocritters.round_end import next_order
from engine.chronocritters.scoring import dam_majorities
from engine.chronocritters.state import AUTOMA, EMPTY, SETUP_MARKER, Die, Options
from engine.chronocritters.tasks import AutomaDieTask, Draft, SoloDraw
from engine.chronocritters.turn import spot_problem
from engine.core import CHANCE, IllegalMove, SeatSpec, Session

from tests.engine.chronocritters.helpers import draw, first_turn, play, top

LEFT_2 = 1        # solo card 1: A, left 2, highest die
RIGHT_1 = 2       # solo card 2: B, right 1, lowest die
B_RIGHT_3 = 6     # solo card 6: B, right 3, highest die


def automa_state(card: int, seed: int = 0, options: Options | None = None):
    """Round 1 at the player's first turn (seed 0: the player goes first), `card` on top."""
    s = first_turn(1, seed, options)
    assert s.order == [0, AUTOMA] and s.automa.acted == 0
    s.automa.top = card
    s.automa.deck = sorted(c for c in SOLO_CARDS if c != card)
    return s


def test_wrap_around_marker_example():
    """"The dam marker needs to be moved 2 spaces to the left. Since it is currently on the
    left-most card in the row, it is first moved to the far right card, and then moved one more
    space to the central card. The middle tile is removed, and the leftmost tile is shifted to
    the center. A new tile is then added to the offer.\""""
    s = automa_state(LEFT_2)
    left, middle, right = s.offers["bonus1"]
    s.automa.markers["bonus1"] = 0                         # on the left-most card
    s.automa.acted = 1
    solo.act(s, "bonus", True)
    assert s.automa.markers["bonus1"] == 1                 # the central card
    assert s.offers["bonus1"] == ["", left, right]          # the leftmost shifted to the center
    assert middle in s.removed["bonus1"]
    assert s.spots["bonus.0"] == [[AUTOMA, 0]]
    draw(s)
    assert s.offers["bonus1"][0] not in ("", left, middle, right)   # a new tile added
    assert solo.move_marker([True] * 3, 0, -1, 2) == 1


def test_bonus_tiles_of_level_2_go_from_round_5():
    s = automa_state(LEFT_2)
    s.round = 5
    before = list(s.offers["bonus2"])
    solo.act(s, "bonus", False)
    assert s.offers["bonus1"] != before and s.removed["bonus2"] == [before[0]]


def test_solo_setup_as_a_2_player_game_with_the_unused_colour_markers():
    session = Session(GAME, [SeatSpec("me", "random")], 4, Options())
    while not isinstance(session.state.tasks[-1], Draft):
        session.step_auto()
    s = session.state
    assert all(s.offers["start_value"]) and len(s.offers["start_value"]) == 6   # choose any one
    assert all(s.offers["start_colour"]) and len(s.offers["start_colour"]) == 6
    assert sum(d is not None for d in s.ring) == 17                              # 2 player dice
    assert s.goals == {x: [2] for x in SHAPES}                                   # level 2 only
    assert s.dam[0][3] == SETUP_MARKER and s.automa.dam_left == 11
    assert s.automa.markers == {"value": 3, "colour": 3, "bonus1": 2, "bonus2": 2, "spring": 2,
                                "summer": 2, "autumn": 2, "winter": 2, "goals": 3}
    assert GAME.participants(Options(), 1) == ["Automa"]


@pytest.mark.parametrize("seed, first, tokens", [(0, True, [1, 1]), (1, False, [1, 2])])
def test_starting_player_drawn_with_the_tokens(seed, first, tokens):
    s = first_turn(1, seed)
    assert (s.order == [0, AUTOMA]) is first and s.players[0].tokens == tokens


def _played_solo_game(seed: int):
    """(round, purpose) of every solo card draw, and the final state, of a random solo game."""
    s, rng, draws = GAME.initial_state(Options(), 1), random.Random(seed), []
    while (actor := GAME.to_act(s)) is not None:
        if actor == CHANCE:
            t = s.tasks[-1]
            if isinstance(t, SoloDraw):
                draws.append((s.round, t.purpose))
            GAME.apply(s, rng.choice(GAME.chance_outcomes(s)))
        else:
            GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    return draws, s


@pytest.mark.parametrize("seed", [3, 8])
def test_automa_actions_shuffles_goals_and_the_bottom_card_by_round(seed):
    draws, s = _played_solo_game(seed)
    actions = [sum(1 for r, p in draws if r == k and p == "top") for k in range(1, 8)]
    assert actions == [3, 3, 3, 3, 4, 4, 4]
    assert [r for r, p in draws if p == "shuffle"] == [1, 2, 4, 6]   # setup, then after 2, 4, 6
    assert [r for r, p in draws if p == "goal"] == [4, 6]
    assert [r for r, p in draws if p == "bottom"] == [6]
    assert len(s.automa.goals) == 2 and sum(not v for v in s.goals.values()) >= 2


def test_the_bottom_card_s_dam_markers_count_for_round_7_s_turn_order():
    """NOTES.md (End of round 6): the bottom card is played before the usual end of round steps,
    so a Dam action's two markers go into round 6's row and decide round 7's order. The other
    reading (L539 names the turn order first) is recorded there (an audit: 5 of 400 games)."""
    s, rng, before = GAME.initial_state(Options(), 1), random.Random(29), None
    while s.round < 7:
        if GAME.to_act(s) == CHANCE:
            if isinstance(s.tasks[-1], SoloDraw) and s.tasks[-1].purpose == "bottom":
                before = list(s.dam[5])
            GAME.apply(s, rng.choice(GAME.chance_outcomes(s)))
        else:
            GAME.apply(s, rng.choice(GAME.legal_moves(s)))
    assert before == [EMPTY] * 4 and s.dam[5].count(AUTOMA) == 2  # the bottom card's Dam action
    assert s.order == [AUTOMA, 0]  # a tie of empty rows would have kept the player first


def test_dam_markers_count_from_the_setup_marker_and_pass_full_spaces():
    s = automa_state(LEFT_2)
    s.dam[0][1] = 0                       # the player's marker where the count ends
    assert solo.dam_spaces(s) == [(0, 0), (0, 2)]   # full: on to the left; then wrap, past "s"
    s.dam[0][0], s.dam[0][2] = AUTOMA, AUTOMA
    s.round = 2
    s.automa.top = RIGHT_1                # from its leftmost marker of round 1, 1 to the right
    assert solo.dam_spaces(s) == [(1, 1), (1, 2)]
    s.automa.dam_left = 1
    assert solo.dam_spaces(s) == [(1, 1)]


@pytest.mark.parametrize("ruleset7", [False, True])
def test_the_automa_passes_over_the_dam_s_3_plus_space(ruleset7):
    """L194: the 3+ player spaces "cannot be used in a 2 player or solo game"; L529: the
    second marker goes on "the next available space". Counting left 1 from its round-1 marker
    in column 1 wraps onto the 3+ space (column 4), which the automa passes over as a full
    one. Logs of rulesets 4 to 7 (option ruleset7) placed there: they still do."""
    s = automa_state(4)                   # solo card 4: B, left 1
    s.options = Options(ruleset7=ruleset7)
    assert SOLO_CARDS[4].step == -1 and SOLO_CARDS[4].number == 1
    s.dam[0][0] = AUTOMA                  # its marker of round 1, leftmost in that row
    s.round = 2
    assert solo.dam_spaces(s) == ([(1, 3), (1, 2)] if ruleset7 else [(1, 2), (1, 1)])
    s.dam[1][1] = s.dam[1][2] = 0         # the player's markers: one space left for it
    assert solo.dam_spaces(s) == ([(1, 3), (1, 0)] if ruleset7 else [(1, 0)])


def test_cant_take_the_action_still_takes_it():
    s = automa_state(B_RIGHT_3)           # B: the colour hard disc quest
    s.spots = {"colour.0": [[0, 0]], "colour.1": [[0, 1]]}
    offer = list(s.offers["colour"])
    text = solo.act(s, "hard_disc", True)
    assert "no critter placed: no spot of the action is free" in text  # the reason, said
    assert s.spots == {"colour.0": [[0, 0]], "colour.1": [[0, 1]]}
    assert s.automa.markers["colour"] == 2 and s.removed["colour"] == [offer[2]]  # 3 right of 3, wrapping


def test_automa_critter_blocks_a_limited_spot():
    s = automa_state(LEFT_2)
    s.automa.acted = 1
    solo.act(s, "mining", True)
    assert s.spots["mining.0"] == [[AUTOMA, 0]]
    s.round = 6   # winter: the mining spot is in the present
    assert spot_problem(s, 0, "mining.0", 1, "") == "Limited action spots hold only 1 critter at a time"


def test_tied_dice_the_player_chooses_and_the_next_sector_when_none():
    s = automa_state(LEFT_2)              # the highest die
    s.automa.acted = 1
    spaces = [k for k, d in enumerate(s.ring) if d is not None and k < 5]
    for k in spaces:
        s.ring[k] = Die("orange" if k == spaces[0] else "green", 6 if k in spaces[:2] else 1)
    solo.act(s, "die", True)
    t = top(s)
    assert isinstance(t, AutomaDieTask) and t.spaces == spaces[:2] and GAME.to_act(s) == 0
    with pytest.raises(IllegalMove) as exc:
        play(s, AutomaDie(spaces[2]))
    assert exc.value.code == "chronocritters.automa-die"
    assert GAME.move_text(s, AutomaDie(spaces[1])).startswith("The automa takes the green 6 die of ")
    supply = s.supply["green"]
    play(s, AutomaDie(spaces[1]))
    assert s.ring[spaces[1]] is None and s.supply["green"] == supply + 1
    assert s.spots[f"die.{spaces[1]}"] == [[AUTOMA, 0]]
    for k in range(len(s.ring)):          # nothing left in the present sector: the next one
        if k < 5:
            s.ring[k] = None
    solo.act(s, "die", False)
    assert all(d is None for d in s.ring[:5]) and s.ring[5:].count(None) > 0


@pytest.mark.parametrize("card, want", [(LEFT_2, 6), (RIGHT_1, 1)])
def test_the_automa_takes_the_die_its_card_names_at_once(card, want):
    """L523: "In the example, they will take the die with the highest value" (a card of the
    lowest die, the lowest): with no tie, no one is asked; the die is discarded and the
    automa's critter placed in that space."""
    s = automa_state(card)
    s.automa.acted = 1
    spaces = [k for k, d in enumerate(s.ring) if d is not None and k < 5]
    values = dict(zip(spaces, (3, 6, 1, 4, 2)))
    for k in spaces:
        s.ring[k] = Die("purple", values[k])
    chosen = next(k for k in spaces if values[k] == want)
    supply = s.supply["purple"]
    solo.act(s, "die", True)
    assert not isinstance(top(s), AutomaDieTask)
    assert s.ring[chosen] is None and s.supply["purple"] == supply + 1
    assert [s.ring[k].value for k in spaces if k != chosen] == [v for k, v in values.items() if k != chosen]
    assert s.spots[f"die.{chosen}"] == [[AUTOMA, 0]]


def test_solo_tile_takes_the_passed_actions_without_critters():
    s = automa_state(B_RIGHT_3)           # B: the solo tile; 3 corners
    s.automa.acted = 1
    value = list(s.offers["value"])
    dice = sum(d is not None for d in s.ring)
    text = solo.act(s, "dam_or_tile", True)
    # from bonus (top-right): die, mining, value, energy, colour, docking (the third corner)
    assert s.automa.tile == 6 and text.startswith("solo tile to docking")
    assert sum(d is not None for d in s.ring) == dice - 1 and s.removed["value"] == [value[2]]
    assert list(s.spots) == ["docking.0"] and s.removed["spring"]


def test_player_gaining_a_marked_item_moves_the_marker_left():
    """L547 "the marker is then moved to the next tile to the left": onto the item that was
    left of it, which the offer's shift to refill then carries into the taken item's place (a
    review: the marker kept the place, so it ended on the item two to the left; logs of
    ruleset 12 and before keep that way)."""
    s = automa_state(LEFT_2)
    next_left = s.offers["value"][2]
    take(s, "value", 3)
    assert s.automa.markers["value"] == 3 and s.offers["value"][3] == next_left
    old = automa_state(LEFT_2, options=Options(ruleset12=True))
    take(old, "value", 3)
    assert old.automa.markers["value"] == 2
    s.automa.markers["colour"] = 0
    take(s, "colour", 0)
    assert s.automa.markers["colour"] == 3
    take(s, "colour", 1)                  # no marker there: it stays
    assert s.automa.markers["colour"] == 3
    s.players[0].dam_left = 0
    shape = SHAPES[3]
    take_goal(s, 0, shape)
    assert s.automa.markers["goals"] == 2


def test_the_marker_moves_to_the_next_item_left_passing_empty_places():
    """L547 "moved to the next tile to the left": a place already emptied is passed over (the
    goal there was removed), so the automa's next count starts from a goal."""
    s = automa_state(LEFT_2)
    s.goals[SHAPES[1]] = []               # the square goal already removed
    s.automa.markers["goals"] = 2
    take_goal(s, 0, SHAPES[2])            # the player gains the goal under the marker
    assert s.automa.markers["goals"] == 0
    s.offers["summer"][1] = ""            # a seasonal docking quest not replenished
    s.automa.markers["summer"] = 2
    take(s, "summer", 2)
    assert s.automa.markers["summer"] == 0
    s.goals = {shape: [] for shape in SHAPES} | {SHAPES[0]: [2]}
    s.automa.markers["goals"] = 0
    take_goal(s, 0, SHAPES[0])            # the last goal: no item left, the marker stays
    assert s.automa.markers["goals"] == 0


def test_automa_markers_compete_for_majorities_and_turn_order():
    s = automa_state(LEFT_2)
    s.dam[0][0] = s.dam[1][0] = AUTOMA
    s.dam[2][0] = 0
    assert dam_majorities(s)[0] == 3      # the automa's 2 beat the player's 1 in column 1
    assert next_order(s) == [AUTOMA, 0]   # most markers in round 1's row
    s.dam[0][:2] = [EMPTY, 0]
    assert next_order(s) == [0, AUTOMA]   # the setup marker is not counted


def test_the_automa_never_decides_through_a_bot():
    """Every decision in a solo game is the player's; the automa's only one is a tie."""
    session = Session(GAME, [SeatSpec("me", "random")], 12, Options())
    while session.to_act is not None:
        assert session.to_act in (0, CHANCE)
        session.step_auto()
    outcome = GAME.outcome(session.state)
    assert outcome.winners == [0]
    # "The automa scores no points" (L553): the result is the score against the marks, and it
    # read "Player 1 wins" (helper-277)
    total = outcome.scores[0].total
    assert outcome.scored_alone and outcome.result(["me", "Automa"]) == f"me scores {total}"


@pytest.mark.parametrize("total, word", [(159, "below"), (160, "beginners"), (199, "beginners"),
                                         (200, "great"), (219, "great"), (220, "excellent")])
def test_rating_against_the_rulebook_marks(total, word):
    assert word in solo.rating(total)


def test_solo_placements_use_the_2_player_spots():
    s = automa_state(LEFT_2)
    assert spot_problem(s, 0, "sand.1", 1, "") == "This action spot is used only in a game with 3 or 4 players"
    play(s, PlaceCritter("eagle", "sand.0"))


def test_l88_the_automa_has_8_solo_cards():
    """L88 "8 solo cards" (ruleset 11 dealt 10, which an audit found against the printed
    number); a ruleset-11 log keeps its 10 (option ruleset11)."""
    for options, cards in ((GAME.Options(), 8), (GAME.Options(ruleset11=True), 10)):
        session = Session(GAME, [SeatSpec("A")], 5, options)
        session.advance()
        a = session.state.automa
        assert sorted(c for c in [*a.deck, *a.discard, a.top] if c) == list(range(1, cards + 1))  # top 0: none drawn
    assert "from its 8 solo cards" in GAME.rules_help()


@pytest.mark.parametrize("ruleset11", [False, True])
def test_the_log_says_which_card_says_how_the_automa_acts_and_what_it_does_next(ruleset11):
    """A player read 'card 5: A, left 3, lowest die (back: die)' as how the automa would act
    next; then it took the highest die: the card drawn when card 5 is flipped says how. Each
    automa turn now names the card it flips (its action), the card it draws to say how, and
    that card's back, the next action; the next turn flips that very card (or, after a
    shuffle, the card the shuffle turned face up). Rounds 5-6 flip 8 cards, each drawing the
    next, and the end of round 6 plays the bottom card of the deck (L497, L499, L541). The 8
    cards of L88 run out at the 8th flip, which says that it shuffles the flipped cards (a
    review read "draws card 1" when card 1 had been flipped already; another asked why the
    deck ran out); the 10 of ruleset 11 (option ruleset11) leave a card under the top."""
    # the automa's words: any player will do (a greedy game took 4-7 s of the default suite)
    session = Session(GAME, [SeatSpec("A", "random")], 1002, GAME.Options(ruleset11=ruleset11))
    session.advance()
    texts = [text for _, _, text in session.texts()]
    turn = re.compile(r"the automa flips card (\d+) \(([a-z ]+)\)(, shuffles the flipped cards into a new deck "
                      r"\(the deck ran out\))? and draws card (\d+) \((A|B), (left|right) (\d), "
                      r"(highest|lowest) die\) to say how: .*?; (?:next: |done this round; next round opens with )?"
                      r"(?:([a-z ]+) \(card (\d+)'s back\)|the shuffled deck's top card|done: no round follows)")
    face_up = None  # the card whose back is the next action
    turns = ran_out = 0
    bottom = []
    for text in texts:
        shuffled = re.search(r"face up on top: card (\d+)", text)
        played = re.search(r"plays the back of card (\d+) \(end of round 6\)", text)
        if played:
            bottom.append(int(played[1]) != face_up)  # under the face-up card, not that card
        found = turn.search(text)
        if found:
            flipped, action, empty, drawn, letter, arrow, number, die, upcoming, back_of = found.groups()
            ran_out += bool(empty)
            card = SOLO_CARDS[int(drawn)]
            assert (card.letter, card.arrow, str(card.number), card.die) == (letter, arrow, number, die)
            assert action == SOLO_CARDS[int(flipped)].action.replace("_", " ")
            # the drawn card's back is next, unless a shuffle comes first or no round follows
            assert back_of is None or back_of == drawn and upcoming == card.action.replace("_", " ")
            if face_up is not None:
                assert int(flipped) == face_up
            face_up, turns = int(drawn), turns + 1
        if shuffled:
            face_up = int(shuffled[1])
    assert turns == 3 * 4 + 4 * 3 and ran_out == (not ruleset11)
    assert len(bottom) == 1 and (not ruleset11 or bottom[0])  # 8 cards: the reshuffled deck's could be the top
    assert {int(n) for n in re.findall(r"draws card (\d+)", " ".join(texts))} == set(range(1, 11 if ruleset11 else 9))


def test_the_text_board_names_the_automa_s_next_action_without_the_front_that_does_not_say_how():
    """`rewind replay` read "next: dam or tile (the back of its face-up card 1: A, left 2,
    highest die)": that front said how the last action went, not the next (a review)."""
    from engine.chronocritters.solo import action_text
    from engine.chronocritters.text import automa_actions, automa_done, automa_lines

    session = Session(GAME, [SeatSpec("Ann", "random")], 3)
    a = session.state.automa
    while not (a.top and a.acted and not automa_done(session.state)):  # after its first action
        session.advance(limit=1)
        a = session.state.automa
    assert automa_lines(session.state)[1].startswith(
        f"Automa: {automa_actions(session.state)}; next: {action_text(a.top)} (the back of its face-up "
        f"card {a.top}; the card drawn then says how); ")


def test_the_automa_s_count_of_actions_names_the_round_s_total_and_the_game_s_end():
    """A review: at the game's end the panel said "0 action(s) this round" after the automa had
    played 4 (the count is reset as each round ends)."""
    from engine.chronocritters.text import automa_actions

    session = Session(GAME, [SeatSpec("Ann", "random")], 3)  # the automa's count: any player will do
    seen = set()
    while not session.over:
        session.advance(limit=1)
        if not session.state.over:
            seen.add(automa_actions(session.state))
    assert {"0 of 3 actions this round", "3 of 3 actions this round", "4 of 4 actions this round"} <= seen
    assert automa_actions(session.state) == "the game is over"


def test_once_its_round_is_done_the_automa_s_next_action_waits_for_a_shuffle_where_one_comes():
    """After its 4th action of round 6 the panel said "next: bonus (card 6's back ...)"; the deck
    was then shuffled and card 4's back came (a review). A done round names what opens the
    next one: the face-up card's back, or the shuffled deck's top after rounds 2, 4 and 6."""
    from engine.chronocritters.solo import SHUFFLE_AFTER
    from engine.chronocritters.text import automa_done

    said = {}
    for seed in (4, 5):
        session = Session(GAME, [SeatSpec("Ann", "random")], seed)  # the automa's words: any player will do
        promised = None
        while not session.over:
            a, round_ = session.state.automa, session.state.round
            if automa_done(session.state):
                promised = (round_, a.top, automa_done(session.state))
                said["last" if round_ == 7 else round_ in SHUFFLE_AFTER] = promised[2]
                # the log's line of the draw that finished its round says the same (it named
                # the face-up card's back where a shuffle came first: a review)
                drawn = next(t for _, seat, t in reversed(session.texts()) if "the automa " in t)
                assert drawn.endswith(promised[2]), drawn
            top, acted = a.top, a.acted
            session.advance(limit=1)
            if promised and round_ == promised[0] + 1 and acted == 0 and session.state.automa.acted == 1:
                if promised[0] not in SHUFFLE_AFTER:  # it played the card it named
                    assert top == promised[1] and f"(card {top}'s back)" in promised[2]
                promised = None
    assert said[True] == "done this round; next round opens with the shuffled deck's top card"
    assert said[False].startswith("done this round; next round opens with ")
    assert said["last"] == "done: no round follows"
