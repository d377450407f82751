"""The log says what a player would say aloud (Game.picture / Game.narrate): each Mission
completed with its points, each Pandemia roll's total and the marker's move, each time fault
numbered, how the game ended, and the dystopia Let Fate Decide names."""
from __future__ import annotations

import re

from engine.core import SeatSpec, Session
from engine.core.game import Game
from engine.restart import GAME
from engine.restart.content import EVENTS_BY_NUMBER
from engine.restart.dystopias.pandemia.events import Roll
from engine.restart.state import Options


def played(seed: int, **options) -> Session:
    session = Session(GAME, [SeatSpec("A", "greedy"), SeatSpec("B", "greedy")], seed, Options(**options))
    session.advance()
    return session


def test_missions_rolls_time_faults_and_the_end_are_narrated():
    session = played(1)
    lines = [text for _, _, text in session.texts()]
    state = session.state
    done = [m for t in lines for m in re.findall(r"completes Mission (\d+) \(\w+\): \d+ points", t)]
    assert sorted(map(int, done)) == sorted(m for p in state.players for m in p.completed) and done
    # every roll is resolved once, and the narrated moves add up to where the markers stand
    rolls = sum(isinstance(r.event, Roll) for r in session.events())
    moves = [m.groups() for t in lines for m in
             re.finditer(r"the dice total -?\d+: (\w+)'s (Virus|Cure) marker moves (\d+) spaces? to (\d+)", t)]
    assert len(moves) == rolls > 0
    for seat, name in enumerate(("Red", "Blue")):
        for track, final in (("Virus", state.dyst.virus[seat]), ("Cure", state.dyst.cure[seat])):
            assert sum(int(k) for who, tr, k, _ in moves if (who, tr) == (name, track)) == final
    faults = [int(n) for t in lines for n in re.findall(r"time fault (\d) of 3", t)]
    assert faults == list(range(1, state.faults + 1))
    assert lines[-1].endswith(f"the game ends with {state.end_reason}")


def test_let_fate_decide_names_the_dystopia_in_the_log():
    session = Session(GAME, [SeatSpec("A"), SeatSpec("B")], 1, Options(dystopia="fate"))
    session.advance()
    named = [t for _, _, t in session.texts() if "the dystopia is " in t]
    dystopia = session.view(None).dystopia.capitalize()
    # the weights of the top cards' colours, as L280-284 count them: future 3, present 2, past 1
    state = session.state
    weight = dict.fromkeys(("blue", "yellow", "green", "purple"), 0)
    for space, stack in enumerate(state.grid):
        weight[EVENTS_BY_NUMBER[stack[-1]].colour] += (3, 2, 1)[space // state.cols]
    assert len(named) == 1 and f"the dystopia is {dystopia} (Let Fate Decide: " in named[0]
    assert named[0].endswith(f" -> {dystopia})") and all(f"{c} {w}" in named[0] for c, w in weight.items())


def test_each_game_names_its_own_reveals_for_strict_undo():
    from engine.chronocritters import GAME as CHRONO
    from engine.restore import GAME as RESTORE

    texts = {g.reveals_text for g in (GAME, CHRONO, RESTORE)}
    assert len(texts) == 3 and Game.reveals_text not in texts
    assert "held Mission shown" in GAME.reveals_text and "automa card" in CHRONO.reveals_text


def test_solo_narration_calls_chaos_by_name_not_by_a_colour():
    session = Session(GAME, [SeatSpec("A", "greedy")], 2)
    session.advance()
    lines = [text for _, _, text in session.texts()]
    moved = [m.group(1) for t in lines for m in re.finditer(r"the dice total -?\d+: (\w+)'s (?:Virus|Cure)", t)]
    done = [m.group(1) for t in lines for m in re.finditer(r"(\w+) completes Mission", t)]
    assert set(moved) == {"Red"} and set(done) <= {"Red", "Chaos"}  # the player's rolls: said
    # Chaos says its roll and move once, in its turn's steps (the narration said it again after
    # the steps between: "...: moves 1 on the Virus track; rift: ...; the dice total 1: Chaos's...")
    chaos_rolls = [t for t in lines if re.search(r"Chaos:? rolls [^;]*: moves \d+ on the (Virus|Cure) track", t)]
    assert chaos_rolls and not any("Chaos's Virus marker" in t or "Chaos's Cure marker" in t for t in lines)


def test_chaos_s_roll_says_where_its_marker_lands():
    """"moves 2 on the Cure track" named no space: a review opened the board to see it. Its
    Plan says why it was chosen."""
    from engine.restart.chaos import CHAOS

    session = Session(GAME, [SeatSpec("A", "greedy")], 2)
    session.advance()
    landed = 0
    for node, _, text in session.texts():
        for track, space in re.findall(r"Chaos:? rolls [^;]*: moves \d+ on the (Virus|Cure) track, to (\d+)", text):
            session.jump(node)
            assert getattr(session.state.dyst, track.lower())[CHAOS] == int(space), text
            landed += 1
    assert landed >= 3
    assert any(re.search(r"performs Plan [AB] \((its|both) ", text) for _, _, text in session.texts())  # and why


def test_chaos_s_stars_counted_plus_2_are_said_among_the_dice_it_rolled():
    """"rolls 3 virus, 2 cure, 1 star, 1 star counted +2" read as seven dice (there were six):
    the stars counted +2 are said beside the stars rolled (a review)."""
    session = Session(GAME, [SeatSpec("A", "greedy")], 4)  # (a seed whose greedy game brings every kind)
    session.advance()
    rolls = [re.sub(r"^the other \d, the six showing ", "", m.group(1))
             for _, _, text in session.texts() for m in re.finditer(r"Chaos:? rolls ([^:;]*):", text)]
    counted = [r for r in rolls if "counted" in r]
    assert len(counted) >= 3
    for roll in counted:
        star = re.fullmatch(r"(?:\d+ (?:virus|cure), )*(\d+) star \((all |\d+ )?counted \+2\)", roll)
        assert star, roll
        stars, some = int(star.group(1)), star.group(2)
        assert (some is None) == (stars == 1) and (some in (None, "all ") or int(some) < stars), roll


def test_chaos_s_dice_set_before_the_roll_are_not_said_as_rolled():
    """"sets 1 die to virus" then "rolls 3 virus, 2 cure, 1 star" read as six dice rolled; the
    set one is not rolled (L196: "You then roll the remaining dice"; helper-283)."""
    session = Session(GAME, [SeatSpec("A", "greedy")], 1)
    session.advance()
    said = " ".join(text for _, _, text in session.texts())
    pairs = re.findall(r"sets (\d) dic?e to \w+.*?Chaos:? rolls (the other (\d), the six showing )?", said)
    assert len(pairs) >= 3
    for set_count, other, rolled in pairs:
        assert other and int(rolled) == 6 - int(set_count), (set_count, other)


def test_a_mission_chaos_completes_is_said_once_on_its_line():
    """Chaos's steps said "completes Mission 507 (easy, 4 points)" and the narration after
    them "Chaos completes Mission 507 (easy): 4 points and a Fragment" (a review)."""
    session = Session(GAME, [SeatSpec("A", "random")], 3)
    session.advance()
    lines = [text for _, _, text in session.texts()]
    said = [re.findall(r"completes Mission (\d+)", t) for t in lines]
    assert any(said) and all(len(m) == len(set(m)) for m in said)


def test_a_time_fault_s_line_says_what_comes_after_the_fragments_as_still_to_come():
    """The line said Children age and the display is refilled while the board, asking for a
    Fragment first, still showed neither (a review, at both faults)."""
    from engine.core.game import CHANCE

    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    session.advance()
    texts = session.texts()
    k = next(i for i, (_, _, t) in enumerate(texts) if "time fault 1 of" in t)
    session.jump(texts[k][0])
    assert type(session.state.tasks[-1]).__name__ == "FragmentToPlace" and session.to_act != CHANCE
    assert "once each player has placed 1 Fragment, Children age, Adrenaline goes on the Missions left" in texts[k][2]
    # L249 "Take your Adult figure back": from an Objective space too ("Adults leave the grid"
    # left those out: an audit)
    assert "every Adult is taken back (from an Objective space too)" in texts[k][2]


def test_ines_varga_s_crystal_is_said_on_the_line_of_the_bury_that_gained_it():
    """Her ability adds an Adrenaline crystal with no move of its own: the log said only "Bury a
    hand card" while the crystals rose by one (a review)."""
    from engine.restart.content import CHARACTERS

    session = played(1)  # Red plays Ines Varga and buries
    red = session.state.players[0]
    assert CHARACTERS[red.character].name == "Ines Varga"
    said = [(n, t) for n, _, t in session.texts() if "gains an Adrenaline crystal (Ines Varga's ability)" in t]
    assert said and all(t.startswith("Bury a hand card") and t.split(";")[1].startswith(" Red ") for _, t in said)
    path = session.path()  # each said line's move raised Red's crystals by one: the ability's
    for node, _ in said:
        k = path.index(node)
        session.jump(path[k - 1])
        before = session.state.players[0].adrenaline
        session.jump(node)
        assert session.state.players[0].adrenaline == before + 1


def test_an_episode_s_end_says_the_categories_of_each_player_s_points():
    """A season's episode scores by category (L257-275), but the sheet keeps only the points
    (L302-305): the log's end line said the points alone, and once the next episode began
    nothing showed how they came (a review)."""
    from engine.restart.scoring import seat_scores
    from engine.restart.state import Options

    session = Session(GAME, [SeatSpec("A", "random"), SeatSpec("B", "random")], 4, Options(season=True))
    while not session.state.season.rows:
        session.step_auto()
    state = session.state
    (end,) = [text for _, _, text in session.texts() if "Episode I ends with" in text]
    for seat, score in enumerate(seat_scores(state)):
        scored = ", ".join(f"{name} {p}" for name, p in score.categories.items() if p)
        assert score.total == state.season.rows[0].points[seat]
        assert f"{['Red', 'Blue'][seat]} {score.total} points ({scored})" in end, end


def test_the_other_players_parts_of_a_benefit_are_said_where_they_are_gained():
    """Ruleset 6 asks no one: the log said nobody gained anything, where each other player's
    own "Accept" line had said it (helper-295, helper-296). Said on the line of the event that
    gave it, the players together, Chaos's part in its own words (solo)."""
    from pathlib import Path

    from engine.core import import_log
    from engine.registry import GAMES

    fixtures = Path(__file__).parents[2] / "fixtures"
    texts = dict((node, text) for node, _, text in import_log(fixtures / "restart-ruleset6-4p.msgpack", GAMES).texts(None))
    assert texts[1241] == "Move Child to Present 4; Blue, Green and Yellow gain their part of Rogue AI's benefit: Adrenaline"
    texts = dict((node, text) for node, _, text in import_log(fixtures / "restart-ruleset6-solo.jsonl", GAMES).texts(None))
    assert texts[151].endswith("its Time 9 -> 11; Red gains its part of Energy Rationing's benefit: Time")
    texts = dict((node, text) for node, _, text in import_log(fixtures / "restart-ruleset6-3p.jsonl", GAMES).texts(None))
    assert texts[1124].endswith("; Green gains its part of Perpetual Engine's benefit: Event (drawn next)")


def test_a_part_gained_in_a_turn_begun_by_the_same_event_is_said():
    """Your End turn runs Chaos's whole turn: a part Chaos's card gives you there was counted
    against your own turn's parts, and went unsaid when you had gained as many (a review)."""
    from engine.restart import GAME
    from engine.restart.narration import narrate, picture
    from engine.restart.state import Options, Turn

    s = GAME.initial_state(Options(), 1)
    s.phase, s.turn = "play", Turn(seat=0, parts=[[1, 208]])  # your card gave Chaos its part
    before = picture(s)
    s.turn = Turn(seat=1, parts=[[0, 224]])                    # then Chaos's card gave you yours
    assert "Red gains its part of Energy Rationing's benefit: Time" in narrate(before, s)
