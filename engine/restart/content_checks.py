"""The numbers the rulebook prints, checked when the base content loads: 108 Event cards (4
colours x 27), 12 Objectives worth 3/4/5, 54 Missions (22/17/15 with 3/4/5 cells, 2/3/5 Time,
4/7/13 points, -1/-2/-3 when discarded), 4 Characters, the 3x4 (3x3) Spacetime grid, the setup
supply, and the rulebook's examples that need only base content (Paul's Mission, Comet
Exploitation, the cards of Jack's score). A check that fails raises ContentError naming the
file and the rule."""
from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec

from engine.core.errors import ContentError
from engine.restart.schema import (ABILITIES, BENEFIT_ONLY, BOARD_FIELDS, COLOURS, DIFFICULTIES, FIELD_ACTIONS,
                                   FIELDS, ICONS, PRINTED_DIFFICULTY, RESOURCE_ICONS, Character,
                                   Content, EventCard, Game, MindBoard, Objective, _Missions)


def decode(data: Path, name: str, typ):
    """One data file decoded into `typ`; a shape error names the file."""
    try:
        return msgspec.json.decode((data / name).read_bytes(), type=typ)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise ContentError(f"Restart content, {name}: {exc}", "content.restart") from None


class Check:
    """`need(cond, what)`: raise ContentError naming `file` and the rule when cond is false."""

    def __init__(self, file: str):
        self.file = file

    def __call__(self, cond: bool, what: str) -> None:
        if not cond:
            raise ContentError(f"Restart content, {self.file}: {what}", "content.restart")


def _orthogonally_connected(cells: list[tuple[int, int]]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    pool = set(cells)
    while todo:
        r, c = todo.pop()
        for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if n in pool and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(pool)


def check_game(game: Game) -> None:
    need = Check("game.json")
    c = game.components
    need((c.event_cards, c.objective_cards, c.mission_cards) == (108, 12, 54),
         "108 Event cards, 12 Objective cards, 54 Mission cards")
    need((c.easy_missions, c.medium_missions, c.hard_missions) == (22, 17, 15),
         "22 easy, 17 medium, 15 hard Mission cards")
    need((c.mind_boards, c.card_holders, c.character_cards) == (4, 4, 4),
         "4 Mind boards, 4 card holders, 4 Character cards")
    need((c.time_tokens, c.void_tokens, c.fragment_crystals, c.adrenaline_crystals) == (42, 12, 48, 60),
         "42 Time tokens, 12 Void tokens, 48 Fragment crystals, 60 Adrenaline crystals")
    need((c.pandemia_dice, c.progress_markers) == (6, 20), "6 Pandemia dice, 20 Progress markers")
    need(game.players == (2, 3, 4), "Restart is played by 2 to 4 players (solo is not covered)")
    need(game.colours == COLOURS and set(game.colour_aspects) == set(COLOURS),
         "four colours: green, yellow, blue, purple")
    need(game.colour_aspects == {"green": "food", "yellow": "energy", "blue": "technology",
                                 "purple": "society"}, "food green, energy yellow, technology blue, society purple")
    need(tuple(g.players for g in game.grid) == game.players, "one grid size per player count")
    for g in game.grid:
        cols, slots = (3, 3) if g.players == 2 else (4, 4)
        need(g.rows == 3 and g.columns == cols, f"{g.players} players: a 3x{cols} Spacetime grid")
        need(g.objective_slots == slots, f"{g.players} players: {slots} Objective cards")
    need(game.row_ages == ("future", "present", "past"), "rows: future (top), present, past (bottom)")
    s = game.setup
    need((s.hand_events, s.upcoming_events, s.time, s.void, s.adrenaline, s.easy_missions, s.card_holder)
         == (7, 3, 7, 1, 6, 2, 3),
         "setup: 7 Event cards, 3 Upcoming, 7 Time, 1 Void, 6 Adrenaline, 2 easy Missions, holder of 3")
    need(s.child_start_row == "past", "the Child figure starts in the past (bottom row)")
    need((game.time_fault.faults_to_end, game.time_fault.fragments_each) == (3, 1),
         "the third time fault ends the game; each time fault gives one Fragment crystal")
    need((game.scoring.deep_buried, game.scoring.adrenaline_in_supply) == (2, 1),
         "Deep Buried cards score 2, Adrenaline in supply 1 each")
    need(game.fate.row_weights == {"past": 1, "present": 2, "future": 3}, "fate weights past 1, present 2, future 3")
    need(game.fate.dystopia_by_colour == {"blue": "pandemia", "yellow": "anomie", "green": "extinction",
                                          "purple": "oceanrise"}, "fate colours -> dystopias")


def check_mind_board(board: MindBoard) -> None:
    need = Check("mind_board.json")
    need(tuple(f.field for f in board.fields) == FIELDS, "the four Mind fields in order")
    need(board.track_spaces == 6, "a track holds six crystals")
    need([f.slot for f in board.fields] == ["character_card", "mind_board", "mind_board", "mind_board"],
         "the Focus is the Character card, the other fields are on the Mind board")
    need(tuple(f.field for f in board.fields if f.track) == BOARD_FIELDS,
         "only the Mind board's fields have a track (Focus, the Character card, has none)")
    need(not board.field("focus").track_actions, "Focus has no track, so no extra actions beside one")
    base = {f.field: [list(a) for a in f.base_actions] for f in board.fields}
    need(base == {"focus": [["study"]], "perception": [["move"], ["play_adult"], ["complete_mission"]],
                  "intelligence": [["plan_a", "plan_b"]], "memory": [["time_or_event"], ["time_or_event"]]},
         "printed field actions: Study; Move, Play (Adult), Complete a Mission; Plan A or B; Time/Event twice")
    need([list(a) for a in board.field("memory").alternative] == [["void"]]
         and all(not f.alternative for f in board.fields if f.field != "memory"),
         "only Memory has an alternative: gain a Void token instead")
    for f in board.fields:
        allowed = FIELD_ACTIONS[f.field] | (RESOURCE_ICONS if f.field == "memory" else frozenset())
        need(set(f.track_actions) <= allowed, f"{f.field}: extra actions must be {f.field} actions")
        need(not set(f.track_actions) & BENEFIT_ONLY,
             f"{f.field}: Place Event and Deep Bury never appear beside a track")
    need(set(board.field("perception").track_actions) == {"move", "play_adult", "play_child"},
         "improved Perception: Move, Play Event (Adult) again, Play Event (Child)")
    need(set(board.field("intelligence").track_actions) == {"plan_a", "plan_b", "bury"},
         "improved Intelligence: Plan A, Plan B, Bury Event")
    need(set(board.field("memory").track_actions) == {"time", "event", "adrenaline"},
         "improved Memory: Gain Time, Gain Event, Gain Adrenaline")


def check_events(events: tuple[EventCard, ...], board: MindBoard) -> None:
    need = Check("events.json")
    need(len(events) == 108, f"108 Event cards (found {len(events)})")
    colours = Counter(e.colour for e in events)
    need(all(colours[c] == 27 for c in COLOURS), f"27 Event cards of each colour (found {dict(colours)})")
    numbers = [e.number for e in events]
    need(all(100 <= n <= 999 for n in numbers), "every Event card has a three-digit number")
    need(len(set(numbers)) == len(numbers), "Event card numbers are unique")
    need(len({e.name for e in events}) == len(events), "Event card names are unique")
    for e in events:
        where = f"Event {e.number} {e.name!r}"
        ats = [t.at for t in e.track]
        need(ats == sorted(set(ats)) and all(1 <= a <= board.track_spaces for a in ats),
             f"{where}: track icons on distinct spaces 1..{board.track_spaces}, bottom first")
        need(board.field(e.field).track, f"{where}: an Event card names a Mind board field (one with a track)")
        allowed = set(board.field(e.field).track_actions)
        for t in e.track:
            need((t.action is None) != (t.points == 0), f"{where}: each track icon is an action or points")
            need(t.points >= 0, f"{where}: points cannot be negative")
            need(t.action is None or t.action in allowed,
                 f"{where}: {t.action} is not an extra {e.field} action")
        need(any(t.points for t in e.track), f"{where}: at least one Prosperity point icon")
        b = e.benefit
        need(len(b.gain) > 0, f"{where}: a benefit gains something")
        need(not (b.others and b.spend), f"{where}: a benefit is own, shared or an exchange, not two")
        need(not b.others or len(b.others) < len(b.gain),
             f"{where}: others gain a smaller benefit than you")
        field_ok = FIELD_ACTIONS[e.field] | RESOURCE_ICONS | FIELD_ACTIONS["focus"]
        need(set(b.gain) <= field_ok, f"{where}: benefit actions must belong to its Mind field ({e.field})")
    icons = set().union(*(e.benefit.icons | set(e.track_actions) for e in events))
    need(icons >= set(ICONS), f"every Iconography icon on some card (missing {sorted(set(ICONS) - icons)})")
    kinds = {e.benefit.kind for e in events}
    need(kinds == {"own", "shared", "exchange"}, "own, shared (several figures) and arrow benefits all appear")
    for f in BOARD_FIELDS:
        seen = {a for e in events if e.field == f for a in e.track_actions}
        need(seen == set(board.field(f).track_actions), f"every extra {f} action appears on a {f} card")
        per_colour = Counter(e.colour for e in events if e.field == f)
        need(all(per_colour[c] == 9 for c in COLOURS),
             f"9 Event cards of each colour in {f}, so a colour never decides a field (found {dict(per_colour)})")


def check_missions(m: _Missions, game: Game) -> None:
    need = Check("missions.json")
    diffs = {d.name: d for d in m.difficulties}
    need(tuple(diffs) == DIFFICULTIES, "easy, medium, hard")
    for name, (cells, cost, points, penalty, adren, count, dots) in PRINTED_DIFFICULTY.items():
        d = diffs[name]
        need((d.cells, d.cost, d.points, d.discard_penalty, d.fault_adrenaline, d.count, d.dots)
             == (cells, cost, points, penalty, adren, count, dots),
             f"{name}: {cells} cells, {cost} Time, {points} points, -{penalty} discarded, "
             f"{adren} Adrenaline per fault, {count} cards, {dots} dot(s)")
    need(len(m.missions) == 54, f"54 Mission cards (found {len(m.missions)})")
    numbers = [x.number for x in m.missions]
    need(all(100 <= n <= 999 for n in numbers) and len(set(numbers)) == 54,
         "Mission cards have unique three-digit numbers")
    counts = Counter(x.difficulty for x in m.missions)
    patterns = set()
    for x in m.missions:
        d = diffs[x.difficulty]
        where = f"Mission {x.number}"
        need(len(x.cells) == d.cells, f"{where}: a {x.difficulty} pattern has {d.cells} cells")
        need((x.cost, x.points) == (d.cost, d.points), f"{where}: costs {d.cost} Time, scores {d.points}")
        coords = [(c.row, c.col) for c in x.cells]
        need(len(set(coords)) == len(coords), f"{where}: pattern cells are distinct")
        need(min(r for r, _ in coords) == 0 and min(c for _, c in coords) == 0,
             f"{where}: pattern starts at row 0 and column 0")
        need(_orthogonally_connected(coords), f"{where}: pattern cells are orthogonally connected")
        need(x.fits(3, 4), f"{where}: pattern must fit the 3x4 Spacetime grid")
        need(x.fits_3x3 == x.fits(3, 3), f"{where}: fits_3x3 says {x.fits_3x3} but placing says otherwise")
        key = tuple(sorted((c.row, c.col, c.colour) for c in x.cells))
        need(key not in patterns, f"{where}: the same pattern is on another Mission card")
        patterns.add(key)
    need(all(counts[n] == diffs[n].count for n in DIFFICULTIES), f"22/17/15 missions (found {dict(counts)})")
    deck = m.deck
    need(deck.set_aside_easy_per_player == 2 and deck.display_per_player == 3,
         "2 easy Missions set aside per player; display of players x 3")
    need(deck.order == DIFFICULTIES, "the deck is stacked easy on top, then medium, then hard")
    need(tuple(r.players for r in deck.by_players) == game.players, "one deck row per player count")
    for r in deck.by_players:
        p = r.players
        need((r.players, r.easy) in {(2, 6), (3, 9), (4, 12)}, f"{p} players: printed easy 6/9/12")
        need(p != 2 or r.medium == 4, "2 players: printed medium 4")
        display = deck.display_per_player * p
        need(r.easy == display, f"{p} players: the easy cards fill the first display ({display})")
        # Two refills (the third time fault ends the game): each needs 2p when p cards remain.
        need(r.total >= display + 2 * (display - p), f"{p} players: the deck must last three time faults")
        g = game.grid_for(p)
        for dname in DIFFICULTIES:
            usable = sum(1 for x in m.missions if x.difficulty == dname and x.fits(g.rows, g.columns))
            wanted = r.count(dname) + (deck.set_aside_easy_per_player * p if dname == "easy" else 0)
            need(usable >= wanted, f"{p} players: {wanted} {dname} Missions fitting 3x{g.columns} "
                                   f"needed, only {usable}")


def check_objectives(objs: tuple[Objective, ...], board: MindBoard) -> None:
    need = Check("objectives.json")
    need(len(objs) == 12, f"12 Objective cards (found {len(objs)})")
    need({o.points for o in objs} == {3, 4, 5}, "Objectives are worth three, four or five points")
    need(len({o.name for o in objs}) == 12, "Objective names are unique")
    for o in objs:
        c = o.condition
        need(c.count >= 1, f"{o.name}: count at least 1")
        need(c.difficulty is None or c.kind == "completed_missions", f"{o.name}: difficulty only for missions")
        need(c.kind != "studied_fields" or c.count <= len(BOARD_FIELDS),
             f"{o.name}: cards are Studied on only {len(BOARD_FIELDS)} Mind board fields")
        need(c.kind != "fragments_one_track" or c.count <= board.track_spaces,
             f"{o.name}: a track holds {board.track_spaces} crystals")
        need(c.kind != "fragments_total" or c.count <= board.track_spaces * len(BOARD_FIELDS),
             f"{o.name}: the Mind board holds only {board.track_spaces * len(BOARD_FIELDS)} crystals")


def check_characters(chars: tuple[Character, ...]) -> None:
    need = Check("characters.json")
    need(len(chars) == 4, "4 Character cards")
    need(sorted(c.ability for c in chars) == sorted(ABILITIES), "each ability on exactly one Character")
    need(len({c.name for c in chars}) == 4, "Character names are unique")


def check_examples(c: Content) -> None:
    """The rulebook's worked examples that need only base content must be playable with it."""
    need = Check("examples")
    # Paul: a blue card, another blue directly below, a green directly below that; 2 Time.
    paul = [x for x in c.missions if x.cost == 2 and sorted((k.row, k.col, k.colour) for k in x.cells)
            == [(0, 0, "blue"), (1, 0, "blue"), (2, 0, "green")]]
    need(len(paul) == 1, "Paul's easy Mission (blue, blue below, green below that; 2 Time)")
    comet = [e for e in c.events if e.name == "Comet Exploitation"]
    need(len(comet) == 1 and comet[0].field == "perception" and "move" in comet[0].track_actions,
         "Comet Exploitation: a Perception card with a Move action beside its track")
    # Jack: a Studied card scoring 2, a Buried card scoring 3 (some crystal reach gives them).
    reach = range(1, c.mind_board.track_spaces + 1)
    need(any(e.points_reached(r) == 2 for e in c.events for r in reach), "Jack: an Event card scoring 2")
    need(any(e.points_reached(r) == 3 for e in c.events for r in reach), "Jack: an Event card scoring 3")
    need(any(o.points == 4 for o in c.objectives), "Jack: an Objective card worth 4")
