"""Restart content: every number the rulebook prints, and the printed examples' ingredients.

Expected values come from the rulebook (restart.txt); the checks recompute everything from the
loaded data (patterns are placed cell by cell on a grid, decks are dealt), so a data file that
drifts makes them fail. The last tests break a copy of the data and expect the loader to refuse.
"""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from engine.restart import content as c, schema
from engine.restart.content import (CHARACTERS, DIFFICULTY, EVENTS, GAME, MIND_BOARD, MISSION_DECK,
                                    MISSIONS, OBJECTIVES, ContentError, load)

# The Iconography section, in the order it is printed.
ICONOGRAPHY = [
    "study",                                                              # Focus
    "move", "play_adult", "complete_mission", "play_child", "place_event",  # Perception
    "plan_a", "plan_b", "bury", "deep_bury",                              # Intelligence
    "time", "void", "fragment", "adrenaline", "event", "time_or_event", "mission",  # Memory
]
COLOURS = ["green", "yellow", "blue", "purple"]


def fits_by_placing(cells, rows, cols) -> bool:
    """Try every offset on a rows x cols grid; the pattern fits if one keeps every cell inside."""
    for dr in range(-rows, rows):
        for dc in range(-cols, cols):
            if all(0 <= r + dr < rows and 0 <= col + dc < cols for r, col, _ in cells):
                return True
    return False


def find_pattern(grid: list[list[str]], cells) -> list[tuple[int, int]]:
    """Offsets where the coloured pattern (fixed orientation) matches the grid's colours."""
    rows, cols = len(grid), len(grid[0])
    return [(dr, dc) for dr in range(rows) for dc in range(cols)
            if all(0 <= r + dr < rows and 0 <= col + dc < cols and grid[r + dr][col + dc] == colour
                   for r, col, colour in cells)]


def cells_of(m):
    return [(k.row, k.col, k.colour) for k in m.cells]


# -- Event cards -----------------------------------------------------------------------------
def test_108_event_cards_four_colours_of_27():
    assert len(EVENTS) == 108
    assert Counter(e.colour for e in EVENTS) == {col: 27 for col in COLOURS}


def test_event_numbers_are_unique_three_digit_numbers():
    numbers = [e.number for e in EVENTS]
    assert all(len(str(n)) == 3 for n in numbers)
    assert len(set(numbers)) == 108
    assert len({e.name for e in EVENTS}) == 108


def test_every_event_card_names_a_mind_board_field_and_the_fields_share_the_deck():
    # Focus is the Character card: Study puts a card "on the Mind field indicated", so only the
    # three Mind board fields (with a track and a card space) can be printed on a card.
    fields = Counter(e.field for e in EVENTS)
    assert fields == {"perception": 36, "intelligence": 36, "memory": 36}
    by_colour = Counter((e.field, e.colour) for e in EVENTS)
    assert set(by_colour.values()) == {9}  # no colour is tied to a field


def test_every_iconography_icon_appears_on_at_least_one_card():
    seen = set()
    for e in EVENTS:
        seen |= set(e.benefit.gain) | set(e.benefit.others) | set(e.benefit.spend)
        seen |= {t.action for t in e.track if t.action}
    assert [i for i in ICONOGRAPHY if i not in seen] == []
    assert set(ICONOGRAPHY) == set(schema.ICONS)  # the closed vocabulary is exactly the Iconography


def test_own_shared_and_arrow_benefits_all_appear():
    assert any(e.benefit.others for e in EVENTS)   # several-figures icon
    assert any(e.benefit.spend for e in EVENTS)    # black arrow
    assert any(not e.benefit.others and not e.benefit.spend for e in EVENTS)
    for e in EVENTS:
        assert not (e.benefit.others and e.benefit.spend), e.name
        if e.benefit.others:  # "a larger benefit [for you] and all other players a smaller benefit"
            assert len(e.benefit.others) < len(e.benefit.gain), e.name
        assert "fragment" not in e.benefit.spend and "mission" not in e.benefit.spend


def test_benefit_actions_belong_to_the_cards_mind_field():
    owner = {"move": "perception", "play_adult": "perception",
             "play_child": "perception", "complete_mission": "perception",
             "place_event": "perception", "plan_a": "intelligence", "plan_b": "intelligence",
             "bury": "intelligence", "deep_bury": "intelligence"}
    for e in EVENTS:
        for icon in e.benefit.gain:
            assert owner.get(icon, e.field) == e.field, (e.name, icon)
    # Study is Focus's action and Focus has no cards: it appears on cards of every field, 9 each
    assert Counter(e.field for e in EVENTS if "study" in e.benefit.gain) == \
        {"perception": 9, "intelligence": 9, "memory": 9}
    # the rulebook's notes: Place Event on Perception cards, Deep Bury on Intelligence cards
    assert any("place_event" in e.benefit.gain and e.field == "perception" for e in EVENTS)
    assert any("deep_bury" in e.benefit.gain and e.field == "intelligence" for e in EVENTS)


def test_track_icons_sit_on_the_track_and_use_the_fields_extra_actions():
    extra = {"perception": {"move", "play_adult", "play_child"},
             "intelligence": {"plan_a", "plan_b", "bury"}, "memory": {"time", "event", "adrenaline"}}
    for e in EVENTS:
        spaces = [t.at for t in e.track]
        assert spaces == sorted(set(spaces)) and 1 <= spaces[0] and spaces[-1] <= MIND_BOARD.track_spaces
        for t in e.track:
            assert (t.action is None) != (t.points == 0)
            assert t.action is None or t.action in extra[e.field], (e.name, t.action)
        assert e.max_points > 0
    for field, actions in extra.items():
        assert {a for e in EVENTS if e.field == field for a in e.track_actions} == actions


def test_place_event_and_deep_bury_are_never_beside_a_track():
    # "there is no card with this action on its left hand side"
    assert not any(t.action in ("place_event", "deep_bury") for e in EVENTS for t in e.track)


def test_reach_helpers_follow_the_crystals():
    card = next(e for e in EVENTS if len(e.track_actions) >= 2)
    first = min(t.at for t in card.track if t.action)
    assert card.actions_reached(first - 1) == ()
    assert len(card.actions_reached(first)) == 1
    assert card.actions_reached(MIND_BOARD.track_spaces) == card.track_actions
    assert card.points_reached(0) == 0
    assert card.points_reached(MIND_BOARD.track_spaces) == sum(t.points for t in card.track)


# -- Missions --------------------------------------------------------------------------------
def test_54_missions_22_easy_17_medium_15_hard():
    assert len(MISSIONS) == 54
    assert Counter(m.difficulty for m in MISSIONS) == {"easy": 22, "medium": 17, "hard": 15}


@pytest.mark.parametrize("difficulty,cells,cost,points,penalty,adrenaline", [
    ("easy", 3, 2, 4, 1, 1), ("medium", 4, 3, 7, 2, 2), ("hard", 5, 5, 13, 3, 3)])
def test_mission_cells_costs_points(difficulty, cells, cost, points, penalty, adrenaline):
    ms = [m for m in MISSIONS if m.difficulty == difficulty]
    assert ms and all(len(m.cells) == cells for m in ms)
    assert {(m.cost, m.points) for m in ms} == {(cost, points)}
    d = DIFFICULTY[difficulty]
    assert (d.discard_penalty, d.fault_adrenaline) == (penalty, adrenaline)


def test_mission_numbers_are_unique_three_digit_and_not_event_numbers():
    numbers = [m.number for m in MISSIONS]
    assert all(len(str(n)) == 3 for n in numbers) and len(set(numbers)) == 54
    assert not set(numbers) & {e.number for e in EVENTS}


def test_every_pattern_fits_the_3x4_grid_by_placing_it():
    assert [m.number for m in MISSIONS if not fits_by_placing(cells_of(m), 3, 4)] == []


def test_fits_3x3_marks_match_placing_and_some_need_four_columns():
    for m in MISSIONS:
        assert m.fits_3x3 == fits_by_placing(cells_of(m), 3, 3), m.number
    assert any(not m.fits_3x3 for m in MISSIONS)  # the 4-column grid matters in 3-4 players


def test_patterns_are_distinct_connected_and_use_colours():
    keys = [tuple(sorted(cells_of(m))) for m in MISSIONS]
    assert len(set(keys)) == 54
    for m in MISSIONS:
        pos = {(r, col) for r, col, _ in cells_of(m)}
        assert len(pos) == len(m.cells)
        start = next(iter(pos))
        seen, todo = {start}, [start]
        while todo:
            r, col = todo.pop()
            for n in ((r + 1, col), (r - 1, col), (r, col + 1), (r, col - 1)):
                if n in pos and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == pos, m.number
        assert {colour for *_, colour in cells_of(m)} <= set(COLOURS)


def test_mission_deck_table_prints_easy_6_9_12_and_medium_4():
    assert [(r.players, r.easy) for r in MISSION_DECK.by_players] == [(2, 6), (3, 9), (4, 12)]
    assert MISSION_DECK.row(2).medium == 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mission_deck_lasts_three_time_faults(players):
    """Deal the deck as the rules do: set aside 2 easy per player, stack easy/medium/hard, fill
    the display to players x 3, and at each of the first two time faults (players cards left)
    refill it; the third fault ends the game. Only Missions the grid can hold are used."""
    row = MISSION_DECK.row(players)
    grid = GAME.grid_for(players)
    pools = {d: [m for m in MISSIONS if m.difficulty == d and fits_by_placing(cells_of(m), 3, grid.columns)]
             for d in ("easy", "medium", "hard")}
    set_aside = [pools["easy"].pop() for _ in range(2 * players)]
    assert len(set_aside) == 2 * players
    deck = []
    for d in MISSION_DECK.order:
        assert len(pools[d]) >= row.count(d), (players, d)
        deck += [pools[d].pop() for _ in range(row.count(d))]
    size = 3 * players
    display = [deck.pop(0) for _ in range(size)]
    assert {m.difficulty for m in display} == {"easy"}  # the first display is all easy
    for fault in (1, 2):
        display = display[:players]            # the time fault: players cards remain
        need = size - len(display)
        assert len(deck) >= need, (players, fault)
        display += [deck.pop(0) for _ in range(need)]
    # the buffer left for displays that drop below `players` on a multi-Mission turn
    assert len(deck) >= players


def test_two_player_games_have_enough_3x3_missions():
    row = MISSION_DECK.row(2)
    fit = Counter(m.difficulty for m in MISSIONS if fits_by_placing(cells_of(m), 3, 3))
    assert fit["easy"] >= row.easy + 2 * 2
    assert fit["medium"] >= row.medium and fit["hard"] >= row.hard
    assert len(c.CONTENT.missions_for("hard", 2)) == fit["hard"]


# -- Objectives, Characters, Mind board ------------------------------------------------------
def test_12_objectives_worth_3_4_5_with_checkable_conditions():
    assert len(OBJECTIVES) == 12
    assert {o.points for o in OBJECTIVES} == {3, 4, 5}
    for o in OBJECTIVES:
        assert o.condition.kind in schema.CONDITION_KINDS and o.condition.count >= 1
        if o.condition.difficulty:
            assert o.condition.kind == "completed_missions"
            # a difficulty condition must be reachable with the cards that exist
            assert o.condition.count <= DIFFICULTY[o.condition.difficulty].count
        if o.condition.kind == "fragments_one_track":
            assert o.condition.count <= MIND_BOARD.track_spaces


def test_4_characters_with_distinct_abilities_from_a_closed_set():
    assert len(CHARACTERS) == 4
    assert sorted(ch.ability for ch in CHARACTERS) == sorted(schema.ABILITIES)
    assert len({ch.name for ch in CHARACTERS}) == 4


def test_mind_board_four_fields_three_six_space_tracks():
    assert [f.field for f in MIND_BOARD.fields] == ["focus", "perception", "intelligence", "memory"]
    assert [f.field for f in MIND_BOARD.fields if f.track] == ["perception", "intelligence", "memory"]
    assert MIND_BOARD.track_spaces == 6
    focus = MIND_BOARD.field("focus")
    assert focus.slot == "character_card" and not focus.track and focus.track_actions == ()
    assert [list(a) for a in focus.base_actions] == [["study"]]
    assert [list(a) for a in MIND_BOARD.field("memory").base_actions] == [["time_or_event"]] * 2
    assert [list(a) for a in MIND_BOARD.field("memory").alternative] == [["void"]]


def test_printed_setup_and_components():
    s = GAME.setup
    assert (s.hand_events, s.time, s.void, s.adrenaline, s.easy_missions, s.card_holder) == (7, 7, 1, 6, 2, 3)
    assert [(g.players, g.rows, g.columns, g.objective_slots) for g in GAME.grid] == \
        [(2, 3, 3, 3), (3, 3, 4, 4), (4, 3, 4, 4)]
    comp = GAME.components
    assert (comp.time_tokens, comp.void_tokens, comp.fragment_crystals, comp.adrenaline_crystals) == (42, 12, 48, 60)


# -- The printed examples --------------------------------------------------------------------
def test_paul_void_token_mission_and_comet_exploitation():
    paul = [m for m in MISSIONS if sorted(cells_of(m)) == [(0, 0, "blue"), (1, 0, "blue"), (2, 0, "green")]]
    assert len(paul) == 1 and paul[0].cost == 2 and paul[0].difficulty == "easy"
    grid = [["yellow", "purple", "green", "yellow"],
            ["green", "purple", "blue", "yellow"],   # this purple becomes blue with a Void token
            ["yellow", "green", "purple", "blue"]]
    grid[0][1] = "blue"
    assert find_pattern(grid, cells_of(paul[0])) == []
    grid[1][1] = "blue"                              # the Void token
    assert find_pattern(grid, cells_of(paul[0])) == [(0, 1)]
    comet = c.CONTENT.event("Comet Exploitation")
    assert comet.field == "perception"
    move_at = next(t.at for t in comet.track if t.action == "move")
    # the Fragment crystal he gains is the one that reaches the Move icon
    assert "move" not in comet.actions_reached(move_at - 1)
    assert "move" in comet.actions_reached(move_at)
    assert move_at <= MIND_BOARD.track_spaces


# -- The loader refuses broken data ----------------------------------------------------------
def _broken(tmp_path: Path, name: str, change) -> Path:
    data = tmp_path / "data"
    shutil.copytree(c.DATA, data)
    doc = json.loads((data / name).read_text())
    change(doc)
    (data / name).write_text(json.dumps(doc))
    return data


BREAKS = {
    "drop an event": ("events.json", lambda d: d["events"].pop(), "108 Event cards"),
    "duplicate number": ("events.json", lambda d: d["events"][1].update(number=d["events"][0]["number"]),
                         "unique"),
    "recolour an event": ("events.json", lambda d: d["events"][0].update(colour="blue"), "27 Event cards"),
    "unknown icon": ("events.json", lambda d: d["events"][0]["benefit"].update(gain=["teleport"]),
                     "events.json"),
    "deep bury beside a track": ("events.json",
                                 lambda d: next(e for e in d["events"] if e["field"] == "intelligence")
                                 ["track"].__setitem__(0, {"at": 1, "action": "deep_bury"}),
                                 "not an extra intelligence action"),
    "off the track": ("events.json", lambda d: d["events"][0]["track"].append({"at": 7, "points": 1}),
                      "spaces 1..6"),
    "wrong mission cost": ("missions.json", lambda d: d["missions"][0].update(cost=3), "Time"),
    "gapped pattern": ("missions.json",
                       lambda d: d["missions"][0].update(cells=[[0, 0, "blue"], [1, 0, "blue"], [3, 0, "green"]]),
                       "connected"),
    "four-row pattern": ("missions.json",
                         lambda d: next(m for m in d["missions"] if m["difficulty"] == "medium")
                         .update(cells=[[0, 0, "blue"], [1, 0, "blue"], [2, 0, "green"], [3, 0, "green"]]),
                         "3x4 Spacetime grid"),
    "false 3x3 mark": ("missions.json",
                       lambda d: next(m for m in d["missions"] if not m["fits_3x3"]).update(fits_3x3=True),
                       "fits_3x3"),
    "short deck": ("missions.json", lambda d: d["deck"]["by_players"][2].update(hard=1), "three time faults"),
    "objective worth 6": ("objectives.json", lambda d: d["objectives"][0].update(points=6), "three, four or five"),
    "five characters": ("characters.json", lambda d: d["characters"].append(d["characters"][0]), "4 Character"),
    "no comet": ("events.json",
                 lambda d: next(e for e in d["events"] if e["name"] == "Comet Exploitation").update(name="Comet"),
                 "Comet Exploitation"),
}


@pytest.mark.parametrize("name", list(BREAKS))
def test_loader_refuses_broken_data(tmp_path, name):
    file, change, message = BREAKS[name]
    with pytest.raises(ContentError, match=message):
        load(_broken(tmp_path, file, change))


def test_loader_accepts_an_unchanged_copy(tmp_path):
    assert load(_broken(tmp_path, "game.json", lambda d: None)) == c.CONTENT


def test_content_is_frozen():
    with pytest.raises(AttributeError):
        EVENTS[0].name = "x"  # type: ignore[misc]


def test_importing_restart_content_loads_no_ui():
    code = ("import sys, engine.restart.content; "
            "print([m for m in sys.modules if m.split('.')[0] in ('textual', 'tui', 'rich')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
