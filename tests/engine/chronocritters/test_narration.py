"""The log narrates each round's end (the next round, its season and turn order) and the
game's end, on the line of the event that brought it about."""
from __future__ import annotations

import functools
import random
import re
from pathlib import Path

from engine.chronocritters import GAME
from engine.chronocritters import events as ev
from engine.chronocritters.content import BOARD
from engine.chronocritters.quests import pairs
from engine.chronocritters.text import rewards_text
from engine.core import SeatSpec, Session, import_log
from engine.registry import GAMES


def solo_game() -> Session:
    """A greedy player's solo game against the automa, read from its log."""
    return import_log(Path(__file__).parents[2] / "fixtures" / "chronocritters-solo.jsonl", GAMES)


@functools.cache
def greedy_game(seats: int = 2) -> Session:
    """A finished game of greedy seats, read from its log for the tests that read its texts
    (a seed whose greedy choices bring every kind of line: seeds stopped doing so whenever
    greedy changed, and playing took seconds)."""
    return import_log(Path(__file__).parents[2] / "fixtures" / f"chronocritters-greedy-{seats}p.jsonl", GAMES)


def test_round_ends_and_the_game_end_are_narrated():
    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 1)
    session.advance()
    lines = [text for _, _, text in session.texts()]
    begun = [(int(r), season) for t in lines
             for r, season in re.findall(r"round \d ends; round (\d) of 7 \((\w+)\) begins", t)]
    assert begun == [(r, BOARD.rounds[r - 1]) for r in range(2, 8)]
    assert "round 7 ends and with it the game" in lines[-1]
    vp = [int(x) for x in re.findall(r"(\d+) VP before final scoring", lines[-1])]
    assert vp == [p.vp for p in session.state.players]


def test_the_points_before_final_scoring_are_said_after_winter_s_last_income():
    """They were said when round 7 ended, before income that asks for a choice came in (a
    player read 67 VP there and 68 in the final table)."""
    for seed in range(1, 40):
        session = Session(GAME, [SeatSpec(n, "random") for n in "ABC"], seed)
        session.advance()
        lines = [text for _, _, text in session.texts()]
        ended = next(i for i, t in enumerate(lines) if "round 7 ends and with it the game" in t)
        if ended < len(lines) - 1:  # a choice of income came after
            assert "winter's income first" in lines[ended] and "before final scoring" not in lines[ended]
            vp = [int(x) for x in re.findall(r"(\d+) VP before final scoring", lines[-1])]
            assert vp == [p.vp for p in session.state.players]
            return
    raise AssertionError("no game with an income choice after round 7 in 39 seeds")


def test_the_log_names_spots_offers_and_goals_in_words_and_a_die_one_way():
    """A player read "critter on die.15", "from the bonus1 offer", "removes square:2", "a
    orange", "pays summer and summer berries", and one ring die as "ring space 2" in the
    automa's tie and "segment 1 (space 3)" in their own moves."""
    texts = [text for _, _, text in solo_game().texts()]
    for seats, seed in (([SeatSpec("A", "random")], 3), ([SeatSpec("A", "random")], 0),  # 0: a tie of dice
                        ([SeatSpec("A", "random"), SeatSpec("B", "random"), SeatSpec("C", "random")], 2)):
        session = Session(GAME, seats, seed)
        session.advance()
        texts += [text for _, _, text in session.texts()]
    every = "\n".join(texts)
    for internal in (r"\b(die|dam|berries|energy|mining|bonus|value|colour|docking)\.\d",
                     r"\bbonus[12]\b", r"\b(square|circle|triangle|hexagon):\d", r"\ba [aeiou]",
                     r"ring space \d", r"\b(\w+) and \1 berries"):
        assert not re.search(internal, every), re.search(internal, every)[0]
    assert re.search(r"removes \w+ from the bonus tile I+ offer", every)
    assert re.search(r"the automa removes the \w+ year goal \(level \d\)", every)
    assert re.search(r"its critter on spot \d of the \w+ action", every)
    assert re.search(r"pays (an? \w+ berry|\d \w+ berries)( and (an? \w+ berry|\d \w+ berries))* for \d energy", every)
    ties = re.findall(r"the automa takes the \w+ \d die of (segment \d \(space \d\))", every)
    assert ties  # the same words as a player's move for that die


PYTHONISH = r"[\[\]{}']|\b[a-z]+\.\d|\b[a-z]+:\d|\bbonus[12]\b"  # a list, a dict, "dam.0", "square:2"


def test_the_board_text_shows_no_python_lists_or_internal_ids():
    """`rewind replay` printed "berries {'autumn': 1, ...}", "tokens []", "mines: ['', ...]",
    "goals ['square:2']" and spots as "berries.0"."""
    for session in (greedy_game(), solo_game()):
        text = GAME.render(GAME.view(session.state, None))
        assert not re.search(PYTHONISH, text), re.search(PYTHONISH, text)[0]


def test_an_upgrade_says_what_the_triangle_lines_give():
    """'upgrades the varan to level 2 (energy track ab)' said nothing of the bonus on the
    lines of the player board's triangle, which the grey boards each print differently."""
    session = greedy_game()
    texts = [text for _, _, text in session.texts()]
    assert any(re.match(r"Player (\d) upgrades the varan to level 2 \((energy track [ab]|both energy "
                        r"tracks(: \d panels for 3, \d lost)?)\); its triangle line to the beaver gives sand, wood; Player \1 \+1 sand, \+1 wood, -", t)
               for t in texts)  # (which track the greedy bots pay from is theirs to choose)
    assert any("(both energy tracks" in t for t in texts)


def test_quest_spots_are_named_in_words_and_codes_counted_from_one():
    """'places V09 on spot r2R' beside the board's 'row 3 left' (the code counts from 0); then
    'row 3 left (r2L)': the words and the code named the same spot by two numbers."""
    session = greedy_game()
    every = "\n".join(text for _, _, text in session.texts())
    named = re.findall(r"on (row|column) ([123]) (left|right|top|bottom) \(([rc])(\d)([LRTB])\)", every)
    assert len(named) > 5
    for line, number, side, code_line, code_number, code_side in named:
        assert (code_line, code_number, code_side) == (line[0], number, side[0].upper())
    assert not re.search(r"spot [rc][012][LRTB]", every)


def test_what_an_event_wins_or_costs_in_vp_gold_sand_wood_berries_and_energy_is_said():
    """Pairs, year goals, the peacock and the Dam's gold changed the score with nothing said
    ('Player 1 achieves the circle year goal' at level 3 read as level 2's 5 VP); berries
    paid for a quest or an upgrade's spent energy went unsaid too."""
    texts = [text for _, _, text in greedy_game().texts()]
    # each kind of line, as the greedy players' choices bring it (which seat, critter, track)
    for said in (r"Player (\d) places the \w+ on Peacock action \(spot \d\); Player \1 \+(4|6|10) VP, -6 gold$",
                 r"Player (\d) achieves the \w+ year goal \(level \d: \d+ [a-z ]+ -> (\d+) VP(; income [^)]*)?\); "
                 r"Player \1 \+\2 VP$",  # the level's reward named in the move, as the ledger has it
                 r"Player (\d) places the \w+ on Dam action \(spot \d\); Player \1 \+1 gold$",
                 r"Player (\d) places the \w+ on Sand action \(spot \d\); Player \1 \+2 sand, \+1 wood$",
                 r"Player (\d) completes docking quest \w+ \(\w+ \w+ docking quest: [^)]*\); Player \1 [^;]*-\d \w+ berr",
                 r"Player (\d) puts an energy panel on track [ab]; Player \1 \+1 energy \(track [ab]\)$",
                 r"Player (\d) upgrades the \w+ to level 2 \([^)]*\); its triangle line to the \w+ gives "
                 r"[^;]*; Player \1 [^;]*-\d energy"):  # the line's gains first (L380: the bonus after)
        assert any(re.match(said, t) for t in texts), said


def test_the_help_lists_what_critter_levels_add_on_the_spots():
    """The spots' level 2/3 icons were nowhere on screen or in the help."""
    help_text = GAME.rules_help()
    for words in ("Taking berries at level 2/3", "Value quests at level 3", "Managing at level 2/3",
                  "10 VP at level 3", "Mining: 3 VP at level 3"):
        assert words in help_text, words


def test_a_round_s_end_says_why_the_turn_order_what_the_season_removes_and_which_portals_closed():
    """A newcomer read 'round 3 ends; round 4 of 7 (autumn) begins, in turn order Automa,
    Player 1' with no reason, saw two quests and a bonus tile of each offer vanish unsaid at a
    season's end, and a time portal gone without a word."""
    session = greedy_game()
    ends = [t for _, _, t in session.texts() if re.search(r"round \d ends; round", t)]
    assert len(ends) == 6
    for text in ends:
        row, counts = re.search(r"in turn order .*? \(dam markers in row (\d): ([^;)]*)", text).groups()
        numbers = [int(n) for n in re.findall(r"Player \d (\d+)", counts)]
        assert len(numbers) == 2 and numbers == sorted(numbers, reverse=True)  # most markers first
        assert ("a tie goes to" in text) == (numbers[0] == numbers[1])
        season_end = row in "135"  # spring is round 1, summer 2-3, autumn 4-5 (rounds 1-7)
        removed = re.search(r"(spring|summer|autumn) ends: (.*) leave the offers", text)
        assert bool(removed) == season_end
        if removed:
            codes = removed[2].split(", ")
            assert sum(c.startswith("V") for c in codes) == 2 and sum(c.startswith("C") for c in codes) == 2
            assert sum(c.startswith("BI") and not c.startswith("BII") for c in codes) == 1
    assert any(re.search(r"\d time portals? of Player \d ran down and closed", t) for t in ends)


def test_a_season_s_end_names_the_one_quest_of_each_hard_disc_offer_that_leaves():
    """Ruleset 14 (L447): one of each offer; the test above reads a ruleset-11 log, two of each."""
    session = import_log(Path(__file__).parents[2] / "fixtures" / "chronocritters-3p.jsonl", GAMES)
    assert not session.options.ruleset13
    said = [re.search(r"(spring|summer|autumn) ends: (.*) leave the offers", t) for _, _, t in session.texts()]
    said = [m[2].split(", ") for m in said if m]
    assert len(said) == 3
    for codes in said:
        assert sum(c.startswith("V") for c in codes) == 1 and sum(c.startswith("C") for c in codes) == 1


def test_a_move_says_what_it_gains_where_a_newcomer_could_not_tell():
    """Three texts a newcomer could not read: a dam marker's space without its reward, sand
    'gained' beyond the cap of 6 (L173), a mining tool's VP 'each income' (L406: now and at
    each season's end)."""
    from engine.chronocritters.events import DamMarker, Mine, PlaceCritter, ReduceDie
    from tests.engine.chronocritters.helpers import blank, dice, first_turn, play

    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("purple", 8), 1: ("purple", 4)})
    play(s, PlaceCritter("eagle", "sand.0"))
    assert GAME.describe(s, ReduceDie(0, 6)).endswith("by 6 for 3 sand")
    p.sand = 5
    assert GAME.describe(s, ReduceDie(0, 6)).endswith("by 6 for 3 sand (1 gained: sand stops at 6)")
    p.sand = 6
    assert GAME.describe(s, ReduceDie(1, 4)).endswith("by 4 for 2 sand (0 gained: sand stops at 6) (the die is discarded)")

    s = first_turn()
    p = s.players[0]
    p.wood = 3
    play(s, PlaceCritter("beaver", "dam.0"))
    texts = [GAME.list_words(s, DamMarker(0, c)) for c in range(3)]  # the move list's words
    assert texts[0].endswith("column 1 (gaining 1 VP)") and texts[1].endswith("column 2 (gaining a spring berry)")

    s = first_turn()
    p = s.players[0]
    blank(p)
    dice(p, {0: ("green", 5)})
    s.round = 6  # winter: the Mining action's season
    play(s, PlaceCritter("eagle", "mining.0"))
    mine = next(m for m in GAME.legal_moves(s) if isinstance(m, Mine) and m.vps)
    assert " VP now and at each season's end, paying the green 5" in GAME.describe(s, mine)


def test_the_move_list_says_each_move_to_the_seat_to_act_and_the_log_names_who_made_it():
    """The move list repeated "Player 1 places ..." on every move of a narrow column, which
    wrapped most moves onto three to five lines; the prompt already names the seat to act."""
    import random

    session = Session(GAME, [SeatSpec("A", "human"), SeatSpec("B", "human")], 2)
    rng, seen = random.Random(2), set()
    session.advance()
    while not session.over and len(seen) < 12:
        seat = session.to_act
        for move in session.legal_moves():
            said, logged = session.move_text(move), GAME.describe(session.state, move)
            assert logged.startswith(f"Player {seat + 1} ") and "Player" not in said.split()[0]
            verb = logged.split()[2]
            assert said.split()[0] == verb[:-1].capitalize()  # "places": "Place"
            # the list's words are the log's, and may add what the move gains (the log's
            # narration says that after the line)
            assert said.partition(" ")[2].startswith((logged.split(" ", 3)[3:] or [""])[0])
            seen.add(verb)
        session.apply(rng.choice(session.legal_moves()))
        session.advance()
    assert {"places", "ends", "takes"} <= seen


def test_a_spot_paid_with_a_die_says_so_in_the_move_list():
    """'Place the eagle on Sand action (spot 3)' said nothing of its die; "pay a die" came
    only after choosing it (a review), where a berry-paid spot said "paying a summer berry"."""
    import random

    session = Session(GAME, [SeatSpec(n, "human") for n in "ABC"], 0)
    rng = random.Random(0)
    session.advance()
    while not session.over:
        texts = [session.move_text(m) for m in session.legal_moves()]
        if any("Sand action (spot 3)" in t for t in texts):
            assert all(t.endswith(", paying a die (chosen next)") for t in texts if "Sand action (spot 3)" in t)
            assert not any("paying a die" in t for t in texts if "Sand action (spot 1)" in t)
            return
        session.apply(rng.choice(session.legal_moves()))
        session.advance()
    raise AssertionError("the 3-player Sand spot was never on offer")


def test_a_season_s_income_and_energy_advance_are_told_as_the_season_s_end():
    """A review: "BI04 ... comes into the bonus tile I offer; Player 1 +1 energy (track a)" read
    as if the tile gave the energy; it was step 9 at the season's end (and step 8, income), run
    after the offers' refill. Every gain a refill's line tells is now the season's end."""
    session = Session(GAME, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 10)
    session.advance()
    refills = [text for _, seat, text in session.texts() if seat < 0 and "comes into" in text]
    gains = [text for text in refills if re.search(r"[+-]\d+ (VP|energy)", text)]
    assert gains and all("'s end (income; energy panels off 0 move forward): " in t for t in gains)
    assert any("spring's end (income; energy panels off 0 move forward): Player 1 +1 energy (track a)"
               in t for t in gains)


def test_a_pair_s_vps_are_named_apart_from_the_quest_s():
    """A player read "+7 VP" for a 6 VP quest and could not tell that a winter pair made 1."""
    session = greedy_game()
    made = [(t, m) for _, _, t in session.texts() for m in re.finditer(r"(Player \d) makes an? (\w+) pair \(\+(\d+) VP\)", t)]
    assert len(made) >= 5
    for text, m in made:
        assert int(m[3]) == BOARD.pair_vps[m[2]]
        gained = re.search(re.escape(m[1]) + r" \+(\d+) VP", text)  # the event's whole gain, pair included
        assert gained and int(gained[1]) >= int(m[3])
    assert sum(m[1] == "Player 1" for _, m in made) == pairs(session.state.players[0])


def test_a_colour_quest_move_names_the_printed_reward_before_the_quest():
    """Moves for one quest differ by the reward alone: at 80x24 the move list showed each move's
    first lines only, and two moves read the same (a review)."""
    for seed in range(1, 30):
        session, rng = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], seed), random.Random(seed)
        while not session.over:
            moves = [m for m in session.legal_moves() if isinstance(m, ev.TakeColourQuest)] if session.to_act in (0, 1) else []
            if len({m.reward for m in moves}) > 1:
                texts = {m.reward: GAME.move_text(session.state, m) for m in moves}
                for reward, text in texts.items():
                    head = text.split(" and colour quest ")[0]
                    assert head.endswith(" for " + rewards_text([BOARD.colour_offer_rewards[reward]])), text
                return
            session.step_auto() if session.to_act not in (0, 1) else session.apply(rng.choice(session.legal_moves()))
    raise AssertionError("no colour quest move with a choice of rewards in 29 games")


def test_a_round_s_end_says_which_season_each_portal_left_open_now_reaches():
    """The disc turns with the portals on it: a portal opened onto spring reached summer next
    round, and a review, which had opened it for the spring Peacock, was not told."""
    from engine.chronocritters.content import season_of, segments

    session = greedy_game(3)  # a greedy seat leaves a portal open at a round's end
    said = 0
    state = GAME.initial_state(session.options, 3)
    for (_, _, text), (_, e) in zip(session.texts(), session.events()):
        GAME.apply(state, e)
        for p in state.players if " ends; round " in text else ():
            for q in p.portals:
                assert f"{season_of(state.round - 1 + q.offset)} ({segments(q.offset)})" in text
                said += 1
    assert said


def test_the_log_says_a_placement_s_gain_once_and_the_move_list_says_it_before():
    """"places V07 on row 3 right (r3R), gaining spring berry; Player 2 +1 spring berry": the
    log said the bonus twice (reviews). The move list names it (nothing follows there); the
    log leaves it to the narration, except where sand or wood stops at its cap, which the
    narration cannot show."""
    session = greedy_game()
    lines = [(e, t) for (_, e), (_, _, t) in zip(session.events(), session.texts())
             if isinstance(e, (ev.PlaceQuest, ev.DamMarker))]
    kinds = {isinstance(e, ev.DamMarker) or BOARD.spot_bonuses[e.spot].kind for e, _ in lines}
    assert {True, "berry", "sand", "die_any"} <= kinds  # dam markers and quests on these spots
    for e, line in lines:
        at_once = isinstance(e, ev.DamMarker) or BOARD.spot_bonuses[e.spot].kind in ("berry", "sand")
        # a die, pips or energy come by a step of their own: the line still says them
        assert ("gaining" in line) == (not at_once or "stops at" in line), line
    assert any(re.search(r"\); Player \d \+1 (spring|summer|autumn|winter) berry", t) for _, t in lines)

    from engine.chronocritters.tasks import PlaceQuestTask
    from tests.engine.chronocritters.helpers import first_turn
    s = first_turn()
    seat = s.tasks[-1].seat
    s.players[seat].sand = 5
    s.tasks.append(PlaceQuestTask(seat, quest="V01"))
    spot = next(x for x in ("r0L", "c2B") if x not in s.players[seat].slots)  # its bonus: 1 sand
    assert "gaining" not in GAME.describe(s, ev.PlaceQuest(spot))
    assert GAME.list_words(s, ev.PlaceQuest(spot)).endswith("), gaining sand")
    s.players[seat].sand = 6  # at the cap the log line says what is lost (test_texts_audit)
    assert GAME.describe(s, ev.PlaceQuest(spot)).endswith("gaining sand (sand stops at 6: 0 gained)")
