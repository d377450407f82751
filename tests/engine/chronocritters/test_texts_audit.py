"""The words a player reads (move list, refusals, log, board, help) against the rulebook and
what the engine does: each test is a defect an audit found (2026-12-06)."""
import re

import pytest

from engine.chronocritters import GAME
from engine.chronocritters.content import BOARD
from engine.chronocritters.dice import KEEP
from engine.chronocritters.events import PlaceCritter, PlaceDie
from engine.chronocritters.state import Die
from engine.core import IllegalMove

from tests.engine.chronocritters.helpers import first_turn, play


def present_die(s) -> int:
    return next(k for k, d in enumerate(s.ring) if d is not None and BOARD.ring[k].segment == s.round - 1)


def test_keeping_a_full_portal_is_not_described_as_replacing_the_bottom_right_die():
    """With all 9 spaces full, PlaceDie(KEEP) keeps the portal as it is (dice._place_apply: the
    die is not gained). Its move reads "Place the green 1 on the bottom-right space, replacing ?"."""
    s = first_turn()
    p = s.players[s.tasks[-1].seat]
    p.grid = [Die("orange", 5)] * 9
    play(s, PlaceCritter("varan", f"die.{present_die(s)}", ""))
    before = list(p.grid)
    said = GAME.move_text(s, PlaceDie(KEEP))
    play(s, PlaceDie(KEEP))
    assert p.grid == before                          # the engine: nothing placed, nothing replaced
    assert "replacing" not in said and "bottom-right" not in said, said


def test_the_board_names_a_placed_critter_s_spot_as_the_log_does():
    """The log says "places the varan on Berries action (spot 1)" / "the green 4 die of segment 1
    (space 1)"; the board's critter line says "varan L1 berries.0" / "die.0": ids counted from 0,
    so Value spot 3 reads "value.2" (text.render)."""
    s = first_turn()
    seat = s.tasks[-1].seat
    k = present_die(s)
    play(s, PlaceCritter("varan", f"die.{k}", ""))
    text = GAME.render(GAME.view(s, seat))
    line = next(x for x in text.splitlines() if x.strip().startswith("critters:") and "home" in x
                and "varan" in x and "varan L1 home" not in x)
    assert not re.search(r"\b[a-z]+\.\d", line), line


def test_a_die_pips_tile_scored_at_its_flat_value_does_not_read_as_a_product():
    """L465 "they could gain 2 VPs for each pip of a single green die, but as they have only one
    green die of value 1 left ..., they choose to gain 9 VPs": scoring.tile_vps gives 9, and the
    final details read "BII02 2 x 1 pips = 9" (scoring.final_details)."""
    from engine.chronocritters.scoring import final_details, tile_vps
    from tests.engine.chronocritters.helpers import slot
    s = first_turn()
    p = s.players[0]
    p.grid = [Die("green", 1)] + [None] * 8
    p.slots = {"r0L": slot("SV1", dock="BII02")}
    assert tile_vps(p, "BII02") == 9
    said = final_details(s, 0)
    assert "2 x 1 pips = 9" not in said, said


def refusal(s, event) -> str:
    with pytest.raises(IllegalMove) as exc:
        GAME.check(s, event)
    return exc.value.text


def test_offering_a_berry_on_the_die_paid_sand_spot_is_not_told_the_spot_needs_no_payment():
    """Sand spot 3 is paid with a die (data/board.json "dice": 1; the move reads "paying a die
    (chosen next)"); offered a berry, the refusal says "This action spot requires no payment"
    (turn.spot_problem)."""
    s = first_turn()
    p = s.players[s.tasks[-1].seat]
    p.berries["spring"] = 1
    legal = [m for m in GAME.legal_moves(s) if isinstance(m, PlaceCritter) and m.spot == "sand.2"]
    assert legal and "paying a die" in GAME.move_text(s, legal[0])
    said = refusal(s, PlaceCritter("eagle", "sand.2", "spring"))
    assert said != "This action spot requires no payment", said


def test_a_quest_spot_s_sand_is_not_said_gained_when_sand_is_at_its_cap():
    """L167 "A player cannot have more than 6 sand time particles": at 6 the spot's sand is lost
    (rewards._gain: min(6, ...)), yet the line says "gaining sand". The Sand action's own line
    says "(0 gained: sand stops at 6)" in the same case (text._act, ReduceDie)."""
    from engine.chronocritters.events import PlaceQuest
    from engine.chronocritters.tasks import PlaceQuestTask
    s = first_turn()
    seat = s.tasks[-1].seat
    p = s.players[seat]
    p.sand = 6
    s.tasks.append(PlaceQuestTask(seat, quest="V01"))
    spot = next(x for x in ("r0L", "c2B") if x not in p.slots)  # a spot whose bonus is 1 sand
    assert BOARD.spot_bonuses[spot].kind == "sand"
    said = GAME.describe(s, PlaceQuest(spot))
    play(s, PlaceQuest(spot))
    assert p.sand == 6                                        # nothing gained
    assert said.endswith("gaining sand (sand stops at 6: 0 gained)"), said


def test_the_2_player_dam_does_not_show_the_3_plus_column_as_free_spaces():
    """L194 3+ spaces "cannot be used in a 2 player or solo game", and a dam marker there is
    refused ("Dam: that column is only for games of 3 or more players", actions._dam_check);
    the board prints the dam's 4th column as "." like every free space: "Dam (row 1 at the
    bottom): .... / .... / ..." (text.render, dam_mark)."""
    from engine.chronocritters.events import DamMarker
    from engine.chronocritters.tasks import DamTask
    s = first_turn(2)
    seat = s.tasks[-1].seat
    s.players[seat].wood = 1
    s.tasks.append(DamTask(seat))
    assert "3 or more players" in refusal(s, DamMarker(0, 3))
    line = next(x for x in GAME.render(GAME.view(s, seat)).splitlines() if x.startswith("Dam"))
    rows = line.split(": ", 1)[1].split(" / ")
    assert rows[0] != "....", line                    # 3 usable spaces shown like the unusable 4th


def test_a_year_goal_refusal_names_the_requirement_as_the_goal_s_own_words_do():
    """The square goal counts completed hard disc quests only (quests.goal_count; text.GOAL_NEED
    says "completed hard disc quests", written after a review read the square as counting
    docking quests too); its refusal says "(completed quests 3)", and the hexagon back's
    "(docking done 2)" (quests.goal_problem: the data key with "_" made " ")."""
    from engine.chronocritters.events import TakeGoal
    from engine.chronocritters.state import Options
    s = first_turn(2, options=Options(year_goals="back"))
    square = refusal(s, TakeGoal("square"))
    hexagon = refusal(s, TakeGoal("hexagon"))
    assert "hard disc" in square, square
    assert "docking done" not in hexagon, hexagon


def test_the_berries_spots_say_how_many_berries_each_gives():
    """L344 "the player gains the indicated number of berries": spot 1 gives 3, spot 2 gives 2
    (data/board.json "gain"), but neither move, the board nor the help says so: the two moves
    read "Place the eagle on Berries action (spot 1)" / "(spot 2)"."""
    s = first_turn(2)
    seat = s.tasks[-1].seat
    s.players[seat].berries["spring"] = 1
    said = {m.spot: GAME.move_text(s, m) for m in GAME.legal_moves(s)
            if isinstance(m, PlaceCritter) and m.critter == "eagle" and m.spot.startswith("berries")}
    assert set(said) == {"berries.0", "berries.1"}
    assert "3" in said["berries.0"] and "2" in said["berries.1"].replace("spot 2", ""), said


def test_a_berry_to_gain_says_which_seasons_it_may_come_from():
    """"gain a berry (1 left)" did not say a level 3 bonus berry may be of any season (a review)."""
    from engine.chronocritters.tasks import BerryTask
    s = first_turn()
    seat = s.tasks[-1].seat
    s.tasks.append(BerryTask(seat, left=1, anywhere=True))
    assert GAME.prompt(GAME.view(s, seat)).endswith("gain a berry of any season (1 left)")
    s.tasks[-1] = BerryTask(seat, left=2)
    assert GAME.prompt(GAME.view(s, seat)).endswith(
        "gain a berry of the present season or a season your portals reach (2 left)")


def test_the_action_tiles_menu_says_which_order_is_printed():
    """'standard' did not say which of the six orders it was, so one of them was a silent
    twin of it (a review of the home screen's options)."""
    from engine.chronocritters import GAME
    from engine.chronocritters.content import BOARD

    labels = GAME.option_labels["action_tiles"]
    printed = ",".join(BOARD.seasonal[season] for season in ("summer", "autumn", "winter"))
    assert labels["standard"] == "standard (as printed: energy, bonus, mining)"  # fits at 100 columns
    assert labels[printed] == "summer energy, autumn bonus, winter mining (as printed)"
    assert [key for key, label in labels.items() if "as printed" in label] == ["standard", printed]
    assert labels["random"] == "random (shuffled at set-up)"


def test_the_managing_and_berry_prompts_say_what_is_left_by_name():
    """The Managing prompt kept naming a choice used and a panel no track had room for; the
    berries' said "the present season" without naming it (helper-295, helper-296)."""
    from engine.chronocritters.events import Done, GainBerry, MoveDie, PlaceCritter

    s = first_turn()
    seat = s.tasks[-1].seat
    p = s.players[seat]
    p.levels["varan"] = p.levels["eagle"] = 2
    full, empty = (next(i for i, d in enumerate(p.grid) if (d is None) is x) for x in (False, True))
    play(s, PlaceCritter("varan", "manage"), MoveDie(full, empty))
    assert GAME.prompt(GAME.view(s, seat)).endswith(
        "manage your transmission portal (adjust, swap; each once), gain your energy panel (level 2-3 critter) or stop")
    p.energy = [3, 3]
    assert GAME.prompt(GAME.view(s, seat)).endswith("manage your transmission portal (adjust, swap; each once) or stop")
    p.energy = [0, 0]
    play(s, Done())  # the panel still owed comes next, and says why
    assert GAME.prompt(GAME.view(s, seat)).endswith(
        "your level 2-3 critter's energy panel from Managing: put it on a track")
    s = first_turn()
    s.players[seat].levels["eagle"] = 2
    assert GAME.move_text(s, PlaceCritter("eagle", "berries.0")).endswith(
        "(+3 berries) (level 2 eagle: +1 berry of any season, +2 VP)")
    play(s, PlaceCritter("eagle", "berries.0"))
    assert GAME.prompt(GAME.view(s, seat)).endswith(
        "gain berries: 3 of spring (the present season and your portals'), and 1 of any season "
        "(your level 2-3 critter's), in any order")
    # the log says which berry was the extra: one the action's own could not take
    assert GAME.move_text(s, GainBerry("spring")) == "Gain a spring berry"
    assert GAME.move_text(s, GainBerry("winter")).endswith("a winter berry (the level 2-3 critter's berry of any season)")
