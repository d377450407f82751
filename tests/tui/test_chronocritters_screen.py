"""The Chronocritters screen: every kind of decision played on the boards by keys (arrows,
enter, tab between boards, the free-action keys) and by the mouse, the move list filtered to
what is left after the picks, refusals said aloud, whole games (2 players against a bot, and
solo against the automa) under `slow`, and SVG snapshots of a late-game table and of solo.

A move is driven through the screen the way a player would: each of its places is picked on
the board that draws it (tui/widgets/chronocritters/places.py); what the places leave open (a
payment, a delta, a colour) is taken from the filtered move list.
"""
from __future__ import annotations

import msgspec

import random
import re
import subprocess
import sys
from collections import Counter, defaultdict, deque
from functools import cache

import pytest

from engine.chronocritters import GAME
from engine.chronocritters import events as ev
from engine.chronocritters.content import BOARD
from engine.core import CHANCE, SeatSpec, Session
from tests.tui.conftest import burst, focus_by_tab, settle
from tests.tui.greedy_tables import stored
from tui.screens.chronocritters import ChronocrittersScreen
from tui.screens.game import screen_class_for
from tui.widgets import MovePicker
from tui.widgets.chronocritters.canvas import Canvas
from tui.widgets.chronocritters.places import GROUP_OF, GROUPS, describe, drawn, picked_words, places
from tui.widgets.chronocritters.player import PlayerBoard
from tui.widgets.chronocritters.table import ActionBoard, DiscBoard
from tui.widgets.dialogs import Choice
from tui.widgets.scrolling import show_part

SIZE = (100, 30)
SMALL = (80, 24)
BIG = (200, 80)  # every board on screen at once, for the mouse
KEY_OF = {"portal": "o", "upgrade": "u", "adjust": "a", "complete": "c", "end": "e"}
HUMAN_VS_RANDOM = [SeatSpec("Ann"), SeatSpec("Bot", "random")]


async def start(pilot, seats, seed: int, decisions: int = 0) -> ChronocrittersScreen:
    """A session with `decisions` made at random first (chance drawn), shown on the screen."""
    session = Session(GAME, list(seats), seed=seed)
    advance(session, decisions, random.Random(seed))
    screen = pilot.app.start_game(session)
    await settle(pilot)
    assert isinstance(screen, ChronocrittersScreen)
    return screen


def advance(session: Session, decisions: int, rng: random.Random) -> None:
    while decisions > 0 and not session.over:
        if session.to_act == CHANCE:
            session.step_auto()
            continue
        session.apply(rng.choice(session.legal_moves()))
        decisions -= 1


def board_with(screen, place: str) -> Canvas | None:
    return next((b for b in screen.query(Canvas) if place in b.places), None)


def arrows_to(board: Canvas, goal: str) -> list[str]:
    """The arrow keys that take the board's cursor to `goal`, by the board's own navigation."""
    keys = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}
    came: dict[str, tuple[str, str] | None] = {board.cursor: None}
    todo = deque([board.cursor])
    while todo:
        place = todo.popleft()
        if place == goal:
            path = []
            while came[place] is not None:
                place, key = came[place]
                path.append(key)
            return path[::-1]
        for key, (dx, dy) in keys.items():
            nxt = board.neighbour(place, dx, dy)
            if nxt not in came:
                came[nxt] = (place, key)
                todo.append(nxt)
    raise AssertionError(f"{goal} cannot be reached with the arrows on #{board.id}")


def offset_of(board: Canvas, place: str) -> tuple[int, int]:
    for y, row in enumerate(board.rows):
        x = 0
        for piece in row:
            if piece.place == place:
                return x, y
            x += len(piece.text)
    raise AssertionError(f"{place} is not drawn on #{board.id}")


async def drive(pilot, screen, move, mouse: bool) -> str:
    """Play `move` (a legal move of the seat on screen) through the screen; say how: "board"
    (its places alone), "board+list", "key" (a free-action key) or "list"."""
    session = screen.session
    before = len(session.path())
    view = session.view(screen.viewer)
    how = []
    for place in places(view, move):
        if len(session.path()) != before:
            break
        board = board_with(screen, drawn(place))
        if board is None:
            continue
        if mouse:
            x, y = offset_of(board, drawn(place))
            show_part(board, 0, y)  # as a player scrolls to it
            await pilot.pause()
            await pilot.click(f"#{board.id}", offset=(x, y))
        else:
            if pilot.app.focused is not board:
                await focus_by_tab(pilot, board.id)
            await burst(pilot, *arrows_to(board, drawn(place)), "enter")
        how.append("board")
    if len(session.path()) == before and not how and type(move) in GROUP_OF:
        await pilot.press(KEY_OF[GROUP_OF[type(move)]])
        how.append("key")
    if len(session.path()) == before:
        picker = screen.query_one(MovePicker)
        assert move in picker.moves, f"{move} not offered after the picks {screen.picked}"
        if screen.picked:  # the list holds only what the picks left
            assert all(set(screen.picked) <= set(places(view, m)) for m in picker.moves)
        await focus_by_tab(pilot, "moves")
        # from the top: the board's cursor may have highlighted another of the moves left
        await burst(pilot, "home", *["down"] * picker.moves.index(move), "enter")
        how.append("list")
    await settle(pilot)
    path = session.path()
    assert len(path) > before and session.tree.event[path[before]] == move
    return "+".join(how)


def choose(session: Session, rng: random.Random, seen: Counter):
    """A legal move, favouring the kinds of move played least so far (to reach every kind)."""
    moves = session.legal_moves()
    least = min(seen[type(m).__name__] for m in moves)
    return rng.choice([m for m in moves if seen[type(m).__name__] == least])


async def play_through(pilot, screen, rng, mouse: bool, limit: int) -> Counter:
    """The human's decisions through the screen until the game ends or `limit` are made;
    counts how each kind of decision (the task at the top) was played."""
    session = screen.session
    seen: Counter = Counter()
    ways: Counter = Counter()
    while limit and not session.over:
        assert session.to_act == screen.viewer and not screen.thinking
        task = type(session.state.tasks[-1]).__name__
        move = choose(session, rng, seen)
        seen[type(move).__name__] += 1
        ways[(task, type(move).__name__, await drive(pilot, screen, move, mouse))] += 1
        limit -= 1
    return ways


# -- every kind of decision, by keys and by the mouse --------------------------------------------
# What the human may decide (the chance events and the automa's own draws are not decisions).
DECISIONS = ("ChooseStartQuest", "StartDice", "PlaceQuest", "PlaceCritter", "MoveEagle", "EndTurn",
             "OpenPortal", "Upgrade", "AdjustGold", "AdjustToken", "CompleteQuest",
             "CompleteDocking", "TakeGoal", "AutomaDie", "Done", "DamMarker", "ReduceDie",
             "TakeValueQuest", "TakeColourQuest", "MoveDie", "AdjustDie", "ReplaceDie",
             "SwapDice", "TakeDocking", "GainBerry", "BuyEnergy", "GainEnergy", "TakeTile",
             "PayDie", "PlaceTile", "PairItem", "Mine", "PlaceDie", "ChooseDie", "PortalUp")
# One decision on each board and of each way (a screen costs about 3 s to open and play on
# under Pilot, so every kind is under `slow`).
SAMPLE = ("ChooseStartQuest", "PlaceQuest", "PlaceCritter", "EndTurn", "OpenPortal", "AdjustGold",
          "DamMarker", "TakeValueQuest", "GainEnergy")
# The fewest of SAMPLE that still click every board (player, actions, disc, dam, offers).
EACH_BOARD = ("PlaceCritter", "OpenPortal", "AdjustGold", "DamMarker", "TakeValueQuest")
# Decided in the move list alone: nothing of them is on a board.
LIST_ONLY = {"ChooseStartQuest", "StartDice", "BuyEnergy", "ChooseDie"}


def seats_for(players: int) -> list[SeatSpec]:
    """Hot-seat humans: no bot replies to wait for after the move under test."""
    return [SeatSpec("Ann"), SeatSpec("Bea")][:players]


def human_decisions(where=lambda session: True):
    """(players, seed, random decisions made before, legal moves) at each decision of the human
    (seat 0) in seeded random games, where `where` holds: solo ones first (the automa), then 2
    players."""
    for players, seeds in ((1, range(3)), (2, range(200))):
        for seed in seeds:
            session = Session(GAME, seats_for(players), seed=seed)
            rng, made = random.Random(seed), 0
            while not session.over:
                if session.to_act == CHANCE:
                    session.step_auto()
                    continue
                moves = session.legal_moves()
                if session.to_act == 0 and session.forced_move() is None and where(session):  # else it plays itself
                    yield players, seed, made, moves
                session.apply(rng.choice(moves))
                made += 1


@cache
def positions(kinds: tuple[str, ...] = DECISIONS) -> dict[str, tuple[int, int, int]]:
    """For each kind of decision, a position where the human (seat 0) may take it: (players,
    seed, random decisions made before), the first in seeded random games, searched until
    every one of `kinds` is found (all of DECISIONS takes 3 s)."""
    found: dict[str, tuple[int, int, int]] = {}
    for players, seed, made, moves in human_decisions():
        for m in moves:
            found.setdefault(type(m).__name__, (players, seed, made))
        if set(kinds) <= set(found):
            return found
    raise AssertionError(f"no position for {set(kinds) - set(found)}")


async def each_kind_through_the_screen(pilot, kinds, mouse: bool) -> dict[str, str]:
    """Each kind driven at its position. Kinds found in the same game share one screen (one
    costs about a second to open under Pilot): the way on is played on the session in game
    order, the screen jumps there, and after the drive the session goes back to before it."""
    by_game: dict[tuple[int, int], list[tuple[int, str]]] = defaultdict(list)
    for kind in kinds:
        players, seed, made = positions(kinds)[kind]
        by_game[players, seed].append((made, kind))
    ways = {}
    for (players, seed), todo in by_game.items():
        screen = await start(pilot, seats_for(players), seed)
        session, rng, made_so_far = screen.session, random.Random(seed), 0
        for made, kind in sorted(todo):
            advance(session, made - made_so_far, rng)
            made_so_far = made
            screen.jump_to(session.cursor)
            await settle(pilot)
            here = session.cursor
            move = next(m for m in session.legal_moves() if type(m).__name__ == kind)
            ways[kind] = await drive(pilot, screen, move, mouse)
            session.jump(here)  # the line on from here is replayed; the screen follows at its next jump
        pilot.app.pop_screen()
        await pilot.pause()
    return ways


def assert_on_the_boards(ways: dict[str, str]) -> None:
    """Each decision with something on the table is made there; the move list only finishes
    what the places leave open (or decides what nothing on the table shows)."""
    for kind, how in ways.items():
        if kind in LIST_ONLY:
            assert how == "list", (kind, how)
        elif kind == "EndTurn":
            assert how == "key", (kind, how)
        elif kind == "Done":  # the first found declines a docking quest: the list, never e alone
            assert how in ("key", "key+list"), (kind, how)
        else:
            assert how.startswith("board"), (kind, how)


async def kinds_by(make_app, kinds, mouse: bool) -> dict[str, str]:
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=BIG if mouse else SIZE) as pilot:
        ways = await each_kind_through_the_screen(pilot, kinds, mouse)
    assert set(ways) == set(kinds)
    assert_on_the_boards(ways)
    return ways


@pytest.mark.slow  # 19 s; every kind of decision by keys is there too, and the default suite
async def test_a_decision_on_each_board_by_keys(make_app):  # picks on the boards by keys elsewhere
    ways = await kinds_by(make_app, SAMPLE, mouse=False)
    # a critter and its spot are enough; a delta is taken from the filtered list
    assert ways["DamMarker"] == ways["PlaceQuest"] == ways["GainEnergy"] == "board"
    assert ways["AdjustGold"] == "board+board+list"


@pytest.mark.slow  # 18 s; the default suite clicks on the boards elsewhere (a refused place)
async def test_a_decision_on_each_board_by_the_mouse(make_app):
    await kinds_by(make_app, EACH_BOARD, mouse=True)


@pytest.mark.slow
async def test_every_kind_of_decision_by_keys(make_app):
    await kinds_by(make_app, DECISIONS, mouse=False)


@pytest.mark.slow
async def test_every_kind_of_decision_by_the_mouse(make_app):
    await kinds_by(make_app, DECISIONS, mouse=True)


# -- picks, the filtered list, free-action keys, refusals ---------------------------------------
@cache
def turn_position() -> tuple[int, int, int]:
    """The first position (as `positions` searches) of a turn not yet acted in: the human may
    place a critter (the eagle, varan and beaver all at home) or adjust a die with gold, and no
    upgrade is possible. (The first AdjustGold of all was such a turn until ruleset 4's content
    made it one after an action.)"""
    for players, seed, made, moves in human_decisions():
        kinds = {type(m).__name__ for m in moves}
        critters = {m.critter for m in moves if isinstance(m, ev.PlaceCritter)}
        if {"AdjustGold", "PlaceCritter"} <= kinds and "Upgrade" not in kinds and {
                "eagle", "varan", "beaver"} <= critters:
            return players, seed, made
    raise AssertionError("no turn with an adjustment open and every critter at home")


async def turn_screen(pilot) -> ChronocrittersScreen:
    """The human's turn with an adjustment (gold or token) open and no upgrade possible."""
    players, seed, made = turn_position()
    return await start(pilot, seats_for(players), seed, made)


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_a_pick_filters_the_move_list_and_esc_drops_it(make_app):
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        everything = screen.session.legal_moves()
        picker = screen.query_one(MovePicker)
        assert picker.moves == everything
        player = screen.query_one(PlayerBoard)
        await focus_by_tab(pilot, player.id)
        await pilot.press(*arrows_to(player, "critter:beaver"), "enter")
        assert screen.picked == ["critter:beaver"]
        assert "picked: your beaver, level 1 (esc drops)" in str(screen.query_one("#cc-prompt").render())
        assert picker.moves and all(m.critter == "beaver" for m in picker.moves)
        assert len(picker.moves) < len(everything)
        # the boards light only what is left: action spots for the beaver, no portal dice
        assert not any(p.startswith("cell:") for p in player.places)
        await pilot.press("escape")
        assert screen.picked == [] and picker.moves == everything


async def test_the_move_list_highlights_the_first_move_enter_on_the_cursor_keeps(make_app):
    """The move list's highlight stood on move 1 while enter acted on the focused board's
    cursor (a review of Restart's screen, the same here): it follows the cursor."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        picker, player = screen.query_one(MovePicker), screen.query_one(PlayerBoard)
        await focus_by_tab(pilot, player.id)
        for place in ("critter:beaver", "critter:varan"):
            await pilot.press(*arrows_to(player, place))
            await pilot.pause()
            highlighted = picker.moves[picker.highlighted]
            assert highlighted.critter == place.split(":")[1]
            assert highlighted == screen.table.candidates(screen._view, screen.session.legal_moves(), [place])[0]
        actions = screen.query_one(ActionBoard)
        await focus_by_tab(pilot, actions.id)  # tab onto another board: the list follows its cursor
        await pilot.pause()
        wanted = screen.table.candidates(screen._view, screen.session.legal_moves(), [actions.cursor])
        assert (picker.highlighted is None and not wanted) or picker.moves[picker.highlighted] == wanted[0]


async def test_free_action_keys_filter_to_their_moves_or_say_why_not(make_app):
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        session = screen.session
        depth = session.depth
        await pilot.press("a")
        picker = screen.query_one(MovePicker)
        assert screen.picked == ["do:adjust"]
        assert "picked: adjust a die (esc drops)" in str(screen.query_one("#cc-prompt").render())
        assert picker.moves and all(isinstance(m, (ev.AdjustGold, ev.AdjustToken)) for m in picker.moves)
        assert not any(isinstance(m, ev.Upgrade) for m in session.legal_moves())
        # a die picked too: what is left (+1 or -1) is chosen in the move list, and the prompt says so
        cells = [m.cell for m in picker.moves if isinstance(m, ev.AdjustGold)]
        cell = next(c for c in cells if cells.count(c) > 1)
        screen.pick(f"cell:{cell}")
        await pilot.pause()
        assert len(picker.moves) > 1 and "move list: ↑↓ enter" in str(screen.query_one("#cc-prompt").render())
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("u")
        assert session.depth == depth
        assert messages(app)[-1].startswith("no critter upgrade now")
        # o names the portal's missing need (it said "a purple die and sand" to a review with two
        # purple dice and no sand)
        player = screen._view.players[session.to_act]  # what the screen reads: set up each case
        held = [k for k, d in enumerate(player.grid) if d is not None]
        for k in held:
            player.grid[k] = msgspec.structs.replace(player.grid[k], colour="green")
        assert screen.why_not("group", ("portal",)).startswith(
            "no time portal to open or raise now: you hold no purple die")
        player.grid[held[0]] = msgspec.structs.replace(player.grid[held[0]], colour="purple")
        player.sand = 0
        assert screen.why_not("group", ("portal",)).startswith(
            "no time portal to open or raise now: you have no sand (1 sand time particle a segment")


async def test_the_prompt_sends_to_the_move_list_only_when_no_board_pick_tells_the_moves_apart(make_app):
    """A ring die picked: the critter to place there is picked on your board, but the prompt
    said "move list: ↑↓ enter" after any pick (a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        spots = [m.spot for m in screen.session.legal_moves() if isinstance(m, ev.PlaceCritter) and not m.berry]
        spot = next(s for s in spots if s.startswith("die.") and spots.count(s) > 1)  # two critters may go
        screen.pick(f"spot:{spot}")
        await pilot.pause()
        prompt = str(screen.query_one("#cc-prompt").text)
        assert "picked:" in prompt and "move list" not in prompt
        screen.pick(f"critter:{next(m.critter for m in screen.query_one(MovePicker).moves)}")
        await pilot.pause()
        assert screen.session.tree.event[screen.session.cursor].spot == spot  # played: one move left


async def test_a_choice_a_step_opened_on_a_board_says_how_it_is_taken(make_app):
    """A review read "place the gained green 4" and "pay a die" with nothing more, where a
    choice of the move list says "move list: ↑↓ enter". The turn's own choice stays one line."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        for kind in ("PlaceDie", "PayDie"):
            players, seed, made = positions((kind,))[kind]
            screen = await start(pilot, seats_for(players), seed, made)
            prompt = str(screen.query_one("#cc-prompt").text)
            assert isinstance(screen.session.legal_moves()[0], getattr(ev, kind))
            assert prompt.endswith(" — arrows enter, or click"), (kind, prompt)
            app.show_home()
            await settle(pilot)
        screen = await turn_screen(pilot)
        assert "arrows enter" not in str(screen.query_one("#cc-prompt").text)


async def test_a_place_that_is_not_a_choice_is_refused_aloud(make_app):
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=BIG) as pilot:
        screen = await turn_screen(pilot)
        depth = screen.session.depth
        dam = screen.query_one("#cc-dam", Canvas)
        x, y = offset_of(dam, "dam:6.0")  # the dam of round 7: no marker goes there now
        await pilot.click("#cc-dam", offset=(x, y))
        assert screen.session.depth == depth
        assert "not a choice now" in messages(app)[-1]


async def test_an_action_spot_closed_to_your_critters_says_why_when_picked(make_app):
    """A review clicked the Peacock's spot at 0 gold, and Mining and Energy with nothing to pay:
    each said "not a choice now" and the prompt. A spot closed to your critters says why."""
    from engine.chronocritters.turn import closed_reason

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=BIG) as pilot:
        screen = await turn_screen(pilot)
        placing = {m.spot for m in screen.session.legal_moves() if isinstance(m, ev.PlaceCritter)}
        closed = next(spot for spot in ("mining.0", "peacock.0", "energy.0", "colour.0") if spot not in placing)
        depth = screen.session.depth
        screen.pick(f"spot:{closed}")
        await pilot.pause()
        assert screen.session.depth == depth
        assert messages(app)[-1].endswith(" — closed to you now: " + closed_reason(screen._view, 0, closed))


# -- what the boards show ----------------------------------------------------------------------
def text_of(board: Canvas) -> list[str]:
    return ["".join(p.text for p in row) for row in board.rows]

async def test_a_choice_no_board_draws_is_made_in_the_move_list_by_enter(make_app):
    """The starting quests are only in the move list: the focus goes there, the prompt says
    so, and enter takes the first (before, the focus stayed on a board with nothing lit and
    enter did nothing)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        session = screen.session
        first, depth = session.legal_moves()[0], session.depth
        assert isinstance(first, ev.ChooseStartQuest)
        assert isinstance(app.focused, MovePicker)
        assert "move list: ↑↓ enter" in str(screen.query_one("#cc-prompt").text)
        # the free actions come with the rounds: hidden in the footer (five keys stood dimmed,
        # told apart by a shade alone under NO_COLOR: a review), and pressed, said why
        assert [screen.check_action("group", (g,)) for g in ("end", "complete", "portal", "upgrade", "adjust")] \
            == [False] * 5
        await pilot.press("e")  # no action is under way in the setup (e said one was)
        assert messages(app)[-1].startswith("nothing to end now: finish the setup first")
        for key in "coua":  # the setup's own reason, not a round's ("1 gold a pip": a review)
            await pilot.press(key)
            assert messages(app)[-1].startswith("the free actions come with the rounds: finish the setup first")
        await pilot.press("enter")
        assert session.depth == depth + 1 and session.tree.event[session.cursor] == first


async def test_the_focus_goes_back_to_the_boards_after_a_choice_only_the_move_list_holds(make_app):
    """The screen put the focus in the move list for the starting quests; the next choice on
    a board took it back there (it stayed in the list, and at 80x24 the quest spots stood
    below the edge). A player who takes the focus to the list keeps it there."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        session = screen.session
        while isinstance(session.legal_moves()[0], ev.ChooseStartQuest):
            assert isinstance(app.focused, MovePicker)
            await pilot.press("enter")
            await settle(pilot)
        for _ in range(4):  # the next choices: the starting dice (the list), a quest's spot (a board)
            if any(screen._open_places(b) for b in screen.query(Canvas)):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(app.focused, Canvas) and screen._open_places(app.focused)
        await pilot.press("tab")  # the player's own move: the list keeps the focus from now on
        await settle(pilot)
        picker = app.focused
        assert isinstance(picker, MovePicker)
        await pilot.press("enter")
        await settle(pilot)
        assert app.focused is picker


async def test_a_turn_starts_on_its_own_choice_not_on_a_free_action(make_app):
    """Your board lights free actions (the ±1 tokens, gold) all turn long: after the setup's
    choices on it, the first turn kept the focus there with the cursor on a token, while the
    prompt asked for a critter to place (a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        for _ in range(20):  # the setup, by enter: starting quests, dice, quest spots
            if "your turn" in str(screen.query_one("#cc-prompt").text):
                break
            await pilot.press("enter")
            await settle(pilot)
        assert "your turn" in str(screen.query_one("#cc-prompt").text)
        player = screen.query_one("#cc-player", Canvas)
        assert player.places[0] in ("gold", "token:0")  # the case: your board lights a free action first
        board = app.focused
        assert isinstance(board, Canvas)
        kinds = {type(m) for m in screen.table.candidates(screen._view, screen._moves, [board.cursor])}
        assert kinds <= {ev.PlaceCritter, ev.MoveEagle}, (board.id, board.cursor, kinds)


async def test_dice_are_shown_by_colour_letter_and_value_and_the_present_is_marked(make_app):
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        view = screen.session.view(0)
        disc = text_of(screen.query_one(DiscBoard))
        for k, die in enumerate(view.ring):
            if die is not None:
                row = disc[2 + BOARD.ring[k].segment]  # under the title and the VP line
                assert f"{die.colour[0].upper()}{die.value}" in row
        assert disc[1 + view.round].startswith("▶")
        grid = "\n".join(text_of(screen.query_one(PlayerBoard)))
        for die in view.players[0].grid:
            if die is not None:
                assert f"{die.colour[0].upper()}{die.value}" in grid


async def test_usable_at_80x24(make_app):
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        players, seed, made = positions(("DamMarker",))["DamMarker"]
        screen = await start(pilot, seats_for(players), seed, made)
        move = next(m for m in screen.session.legal_moves() if isinstance(m, ev.DamMarker))
        assert await drive(pilot, screen, move, mouse=False) == "board"


async def test_at_80x24_the_move_list_takes_what_the_boards_one_above_the_other_leave(make_app):
    """The move list was 24 columns wide, so a move wrapped to six lines and one showed at a
    time (a review); the boards, one above the other, need 38."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen = await start(pilot, [SeatSpec("Ann"), SeatSpec("Bot", "random"), SeatSpec("Bo", "random")], 3, 60)
        assert screen.query_one("#side").size.width >= 34
        for board in screen.query(Canvas):
            if board.display and board.id not in ("cc-offers", "cc-others"):  # those two wrap
                assert max((sum(len(p.text) for p in row) for row in board.built), default=0) <= board.size.width, board.id


async def test_at_80_columns_the_footer_keeps_the_key_that_ends_a_turn(make_app):
    """At 80x24 the footer ended '... c Complet▏^p palette': e End, which every turn needs and
    the prompt names, was cut (the free-action keys came in the order o u a c e)."""
    from textual.widgets._footer import FooterKey

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        players, seed, made = positions(("DamMarker",))["DamMarker"]
        screen = await start(pilot, seats_for(players), seed, made)
        await pilot.pause()
        keys = {k.key: k for k in screen.query(FooterKey)}
        assert "e" in keys and 0 < keys["e"].region.right <= SMALL[0], keys["e"].region
        # and every free action's key (a review: "a Adjust" was cut); [] and ^p give way, ? stays
        for key in ("e", "c", "o", "u", "a", "question_mark"):
            assert key in keys and 0 < keys[key].region.right <= SMALL[0], (key, keys.get(key))
        assert "right_square_bracket" not in keys and not screen.query(".-command-palette")


async def test_the_boards_name_each_seat_beside_its_number(make_app):
    """The game's texts say "Player 2"; the boards say whose seat that is (a long name cut)."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bartholomew the Bold", "random")], seed=3)
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        app.start_game(session)
        await settle(pilot)

        def heading(board: str, row: int = 0) -> str:
            return "".join(p.text for p in app.screen.query_one(board, Canvas).built[row])

        assert heading("#cc-player").startswith("Player 1 (Ann) ")
        assert heading("#cc-others", 1).startswith("Player 2 (Bartholomew the Bold) ")  # a line of its own


async def test_x_draws_the_other_players_boards_in_full_and_read_only(make_app):
    """Every player's board is public (a seat's view is the whole state): x draws each other player's board as
    yours is drawn, with nothing to pick there (a place's words are its tooltip, naming whose it
    is), and takes the board area to them; x again, in short, in sight too. Solo has none."""
    seats = [SeatSpec("Ann"), SeatSpec("Bo", "random"), SeatSpec("Cy", "random")]
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, seats, seed=3))
        await settle(pilot)
        others = screen.query_one("#cc-others", Canvas)
        summary = list(others.built)
        assert "".join(p.text for p in summary[0]) == "Other players (x: their boards in full)"
        await pilot.press("x")
        await settle(pilot)
        lines = ["".join(p.text for p in row) for row in others.built]
        assert lines[0] == "Other players (x: in short)"
        assert [line.split(" ")[:2] for line in lines if line.startswith("Player ")] == [["Player", "2"], ["Player", "3"]]
        assert sum(line.startswith("mines, top row:") for line in lines) == 2  # each board whole, in
        assert sum(line.startswith("time portals:") for line in lines) == 2  # words (codes: tooltips alone)
        assert lines.count("no quest on their board yet") == 2  # their quests in words, here too
        pieces = [p for row in others.built for p in row]
        assert not any(p.place for p in pieces) and not others.places
        assert any(p.tip.startswith("Player 3's eagle") for p in pieces)  # not "your eagle"
        assert not any(" " in p.text for p in pieces if p.tip.startswith("Player "))  # kept whole
        area = screen.query_one("#board-area")
        assert area.scroll_y == others.virtual_region.y - area.virtual_region.y > 0  # its heading on top
        area.scroll_home(animate=False)
        await pilot.press("x")
        await settle(pilot)
        assert others.built == summary
        assert area.scroll_y == area.max_scroll_y > 0  # in sight again: it stands last
    async with make_app({GAME.name: GAME}, seed=3).run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAME, [SeatSpec("Ann")], seed=3))
        await settle(pilot)
        assert screen.check_action("others", ()) is False
        await pilot.press("x")
        assert pilot.app._notifications and "no other players in solo" in list(pilot.app._notifications)[-1].message
        assert screen.query_one("#cc-others", Canvas).built == []


def test_the_screen_is_registered_and_the_game_loads_lazily():
    assert screen_class_for("chronocritters") is ChronocrittersScreen
    code = ("import sys, tui.app; from tui.screens.game import screen_class_for; "
            "assert screen_class_for('chronocritters').__name__ == 'ChronocrittersScreen'; "
            "sys.exit(1 if 'engine.chronocritters' in sys.modules else 0)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# -- whole games ---------------------------------------------------------------------------------
async def whole_game(make_app, seats, seed: int) -> Counter:
    app = make_app({GAME.name: GAME}, seed=seed)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats, seed)
        ways = await play_through(pilot, screen, random.Random(seed), mouse=False, limit=10_000)
        assert screen.session.over
        outcome = screen.session.outcome()
        assert outcome is not None and screen.query_one("#scores").display
        assert "Game over" in screen.prompt_text(screen.session.view(0)).plain
    return ways


@pytest.mark.slow
async def test_a_whole_two_player_game_against_a_bot_by_keys(make_app):
    ways = await whole_game(make_app, HUMAN_VS_RANDOM, seed=11)
    assert sum(n for (_, _, how), n in ways.items() if "board" in how) > sum(ways.values()) // 2


@pytest.mark.slow
async def test_a_whole_solo_game_against_the_automa_by_keys(make_app):
    ways = await whole_game(make_app, [SeatSpec("Ann")], seed=12)
    assert sum(n for (_, _, how), n in ways.items() if "board" in how) > sum(ways.values()) // 2


# -- snapshots (100x30, the size the screen is designed for; large: 200x60, 160x48) -----------------
def snapshot_app(make_app, session: Session):
    app = make_app({GAME.name: GAME}, seed=session.seed)

    async def run_before(pilot) -> None:
        await pilot.pause()
        app.start_game(session)
        await settle(pilot)
        app.clear_notifications()  # "Opened from a log" would cover the boards (test_open_log.py)
        await pilot.pause()

    return app, run_before


def test_snapshot_late_game_two_players(snap_compare, make_app):
    session = stored("late-2p")
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


def test_snapshot_solo_against_the_automa(snap_compare, make_app):
    session = stored("solo-round4")
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


# from 160x48 the boards are built larger, in words (tests/tui/test_sizes.py checks their sizes)
def test_snapshot_late_game_two_players_at_200x60(snap_compare, make_app):
    session = stored("late-2p")
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=(200, 60), run_before=run_before)


def test_snapshot_solo_at_160x48(snap_compare, make_app):
    session = stored("solo-round4")
    app, run_before = snapshot_app(make_app, session)
    assert snap_compare(app, terminal_size=(160, 48), run_before=run_before)


async def test_a_bots_only_game_is_watched_to_its_end(make_app):
    """The spectator view: no seat of its own, so the boards follow the seat to act."""
    seats = [SeatSpec("Bo", "random"), SeatSpec("Cy", "random")]
    session = Session(GAME, seats, seed=9)
    rng = random.Random(9)
    while session.state.round < 7:  # the last round is left for the screen to play
        if session.to_act == CHANCE:
            session.step_auto()
        else:
            session.apply(rng.choice(session.legal_moves()))
    app = make_app({GAME.name: GAME}, seed=9)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(session)
        await settle(pilot)
        assert session.over and screen.viewer is None
        assert screen.query_one("#scores").display
        assert text_of(screen.query_one(PlayerBoard))[0].startswith("Player ")
        assert len(screen.query_one("#cc-others", Canvas).built) == 3  # a heading, the other seat (unwrapped)


# -- codes explained where they appear (issue 13) --------------------------------------------------
def piece_where(board: Canvas, wanted) -> tuple[int, int, object]:
    """The offset and the first piece of `board` for which `wanted(piece)` holds."""
    for y, row in enumerate(board.rows):
        x = 0
        for piece in row:
            if wanted(piece):
                return x, y, piece
            x += len(piece.text)
    raise AssertionError(f"no such piece on {board.id}")


@pytest.mark.parametrize("size", [(150, 70), BIG], ids=["compact", "large"])
async def test_every_coded_piece_has_a_tooltip_in_words_and_the_help_a_codes_section(make_app, size):
    """Compact boards (under 160 columns) and large ones (words where the compact ones have codes)."""
    session = stored("solo-round4")  # solo: the automa's card too
    app = make_app({GAME.name: GAME}, seed=session.seed)
    large = size[0] >= 160
    text = ({"2+": "2+ V", "3+": "[3+ players]", "$": "[pay berry ]", "su": "summer: "} if large else
            {"2+": "2+ ", "3+": "[3+]", "$": "[$ ]", "su": "su "})
    async with app.run_test(size=size) as pilot:
        app.start_game(session)
        await settle(pilot)
        screen = app.screen
        view = session.view(0)
        cases = [  # (board, which piece, the words its tooltip starts with or holds)
            ("#cc-offers", lambda p: p.place == "offer:value.0", "value offer: "),
            ("#cc-offers", lambda p: p.place == "offer:value.0", " — taken with a die of value 1 or more"),
            # a colour quest's printed reward, seen before the die is spent (a review met it after)
            ("#cc-offers", lambda p: p.place == "offer:colour.1", "or more; the printed reward here: present-season berry"),
            ("#cc-offers", lambda p: p.place.startswith("offer:bonus2"), "(bonus II: "),
            ("#cc-offers", lambda p: p.place.startswith("offer:summer"), "(yellow summer docking quest: "),
            ("#cc-offers", lambda p: p.text.startswith(text["2+"]), "taken with a die of value 2 or more"),
            ("#cc-disc", lambda p: p.place == "segment:0", "disc segment 1, spring"),
            ("#cc-disc", lambda p: p.place.startswith("spot:die") and p.text.strip() != "·", " die of segment "),
            ("#cc-actions", lambda p: p.text == text["3+"], "a spot used only with 3 or 4 players"),
            ("#cc-actions", lambda p: p.text == text["$"], "the spot costs a berry"),
            ("#cc-actions", lambda p: p.text == text["su"], "an action tile of the summer area"),
            ("#cc-player", lambda p: p.place.startswith("qspot:") and p.text.strip()[:1] in "SVC", "quest spot "),
            ("#cc-player", lambda p: p.place == "cell:4", "transmission portal, centre space: "),
            ("#cc-player", lambda p: p.place == "mine:0", "mining space 1: "),
            ("#cc-player", lambda p: p.place == "critter:eagle", "your eagle, level "),
            ("#cc-dam", lambda p: p.text.strip() == "gold+", "column 4: gold, 3-4 players only: you cannot place here; the automa can"),
            ("#cc-dam", lambda p: p.place == "dam:0.0", "dam row 1, column 1 (1 VP): "),
            ("#cc-automa", lambda p: p.text.startswith("next: "), "The automa's face-up card "),
            *([] if large else [("#cc-automa", lambda p: p.text.startswith("  card "), "is its next action")]),
        ]
        for selector, wanted, words in cases:
            board = screen.query_one(selector, Canvas)
            x, y, piece = piece_where(board, wanted)
            await pilot.hover(board, offset=(x, y))
            assert words in str(board.tooltip), (selector, piece, board.tooltip)
        dice = [d for d in view.players[0].grid if d is not None]
        board = screen.query_one("#cc-player", Canvas)
        x, y, _ = piece_where(board, lambda p: p.place == f"cell:{view.players[0].grid.index(dice[0])}")
        await pilot.hover(board, offset=(x, y))
        assert f"a {dice[0].colour} {dice[0].value} die" in str(board.tooltip)
        _, rules, _ = screen.help_content()
        assert "Codes on the boards" in rules and "BII04 2/pips = bonus tile II" in rules
        assert "◆2v3 = Player 2's time portal" in rules
        # the board's docking row and its side's upgrade lines, said in the codes too (a review)
        assert "beside = the docking quests and tiles waiting" in rules and "lines [ev] [vb] [be]" in rules


def test_a_swap_of_two_dice_is_picked_on_the_board_from_either_die():
    """The engine lists each pair once, the lower cell first: picked from the other die, no
    partner was lit and the swap was in the move list alone (a review)."""
    from engine.chronocritters import events as ev
    from tui.widgets.chronocritters.places import candidates, legal_places

    players, seed, made = positions(("SwapDice",))["SwapDice"]
    session = Session(GAME, seats_for(players), seed=seed)
    advance(session, made, random.Random(seed))
    view, moves = session.view(0), session.legal_moves()
    swap = next(m for m in moves if isinstance(m, ev.SwapDice))
    for first, second in ((swap.cell, swap.other), (swap.other, swap.cell)):
        assert f"cell:{second}" in legal_places(view, moves, [f"cell:{first}"]).places
        assert candidates(view, moves, [f"cell:{first}", f"cell:{second}"]) == [swap]


def test_an_eagle_move_paying_two_berries_is_picked_from_either_berry():
    """The engine lists a level 2 eagle's two berries (the move's and the spot's) one way round:
    picked from the spot's berry, no eagle move was lit (a review of that listing)."""
    from engine.chronocritters.events import MoveEagle
    from tests.engine.chronocritters.helpers import eagle_to_move
    from tui.widgets.chronocritters.places import candidates

    s = eagle_to_move(spring=1, summer=1)
    view, moves = GAME.view(s, 0), GAME.legal_moves(s)
    move = MoveEagle("value.1", "spring", "summer")
    for berry in ("spring", "summer"):
        assert move in candidates(view, moves, ["spot:value.1", "critter:eagle", f"berry:{berry}"])


def test_on_a_large_board_the_arrows_go_to_the_next_place_not_its_second_line():
    """A large board draws a quest spot on two lines: down from a top spot goes below the
    spots' second lines (to the portal's left spot), right from it to the next top spot."""
    from engine.chronocritters.content import SPOTS

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
    session.advance()
    board = PlayerBoard()
    board.scale = 2
    board.show(session.view(0), 0, {f"qspot:{s}" for s in SPOTS}, set())
    assert board.row_of("qspot:c0T") == board.row_of("qspot:c1T")
    assert board.neighbour("qspot:c0T", 1, 0) == "qspot:c1T"
    assert board.neighbour("qspot:c0T", 0, 1) == "qspot:r0L"
    assert board.neighbour("qspot:r0L", 0, 1) == "qspot:r1L"
    assert board.neighbour("qspot:r2L", 0, 1) == "qspot:c0B"


def test_the_others_in_short_name_the_peacock_and_keep_each_figure_whole():
    """Under the table a seat's name has a line of its own ("MCTS-hard b…" was cut beside 60
    empty columns), the peacock is named once unlocked, and a narrow board wraps between the
    figures, never inside one ("levels" at a line's end, "1/1/3" under it: a review)."""
    from tui.widgets.chronocritters.canvas import wrapped
    from tui.widgets.chronocritters.table import OthersBoard

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("MCTS-hard bot 2", "random")], seed=3)
    session.advance(200)
    view = session.view(0)
    view.players[1].peacock = True
    board = OthersBoard()
    board.names = ["Ann", "MCTS-hard bot 2"]
    for board.scale in (1, 2):
        rows = board.build(view, 0)
        text = "".join(p.text for p in rows[1])
        assert text.startswith("Player 2 (MCTS-hard bot 2) ") and text.endswith("\u00a0· peacock")
        lines = ["".join(p.text for p in row).strip() for row in wrapped(rows[1:2], 30)]
        assert len(lines) > 2 and all(line.split(" ")[-1] not in ("levels", "VP", "gold", "energy")
                                      for line in lines), lines


def test_the_starting_quests_chosen_show_on_the_board_until_the_dice_place_them():
    """Drafted starting quests were in the log alone until the starting dice (a review)."""
    from tui.widgets.chronocritters.player import QuestBoard
    from tui.widgets.chronocritters.labels import item_short

    session, rng = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3), random.Random(3)
    while not session.state.players[0].drafted:
        session.step_auto() if session.to_act == CHANCE else session.apply(rng.choice(session.legal_moves()))
    (quest,) = session.state.players[0].drafted
    board, words = PlayerBoard(), QuestBoard()
    for board.scale in (1, 2):
        lines = ["".join(p.text for p in row) for row in board.build(session.view(0), 0)]
        assert [line for line in lines if line.startswith("starting quests")] == [
            ("starting quests " if board.scale == 1 else "starting quests, placed after the dice: ")
            + item_short(quest)]
    words.scale = 2
    assert any(quest in "".join(p.text for p in row) for row in words.build(session.view(0), 0))


def test_up_and_down_on_the_portal_keep_to_the_column_over_a_row_with_another_place():
    """A die to place with the free spaces top-middle, top-right, middle-right and
    bottom-middle: up from the bottom went to the middle-right space, a row up, past the
    top-middle one above it (a review misplaced a die so)."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
    session.advance()
    board = PlayerBoard()
    board.show(session.view(0), 0, {"cell:1", "cell:2", "cell:5", "cell:7"}, set())
    assert board.neighbour("cell:7", 0, -1) == "cell:1"  # the same column, two rows up
    assert board.neighbour("cell:1", 0, 1) == "cell:7"
    assert board.neighbour("cell:2", 0, 1) == "cell:5"  # the nearest row, same column
    assert board.neighbour("cell:5", 0, -1) == "cell:2"


def test_left_and_right_on_the_portal_go_to_the_nearest_row_that_has_a_place_that_way():
    """Left from the top middle went nowhere while the middle left space was free (a review);
    right goes back; the next row up or down only (right from the portal went to the berries
    six rows up: a review), and an arrow held reaches the board's edge."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
    session.advance()
    board = PlayerBoard()
    for board.scale in (1, 2):
        board.show(session.view(0), 0, {"cell:1", "cell:3", "cell:8"}, set())
        assert board.neighbour("cell:1", -1, 0) == "cell:3"
        assert board.neighbour("cell:3", 1, 0) == "cell:1"  # the nearest row first
        assert board.neighbour("cell:1", 1, 0) == "cell:1"  # cell 8 is two rows down
        assert board.neighbour("cell:8", 1, 0) == "cell:8" and board.neighbour("cell:3", -1, 0) == "cell:3"
        assert board.neighbour("cell:8", -1, 0) == "cell:3"


def test_down_the_disc_goes_to_the_next_segment_that_has_a_die():
    """Down kept to a column two segments on, past a die of the segment between (a review)."""
    from tui.widgets.chronocritters.table import DiscBoard

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
    session.advance()
    board = DiscBoard()
    board.looking = True
    board.show(session.view(0), 0, set(), set())
    rows = {}
    for place, y, x0, _ in board._zones:
        rows.setdefault(y, []).append((x0, place))
    (_, top), (_, second), (_, third) = sorted(rows.items())[:3]
    start = max(top)  # the first segment's last die: nothing below it in the next segment
    assert start[0] > max(second)[0] and any(x == start[0] for x, _ in third)
    assert board.neighbour(start[1], 0, 1) == max(second)[1]
    assert board.neighbour(max(second)[1], 0, -1) in {place for _, place in top}


def test_a_quest_spot_s_code_counts_from_one_as_its_words_do():
    """The compact board labelled the empty spots r0L..c2B while the log and the tooltips said
    "row 1 left": a player looking for "row 3 left (r2L)" found r2L on the board's third row."""
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
    session.advance()
    board = PlayerBoard()
    board.show(session.view(0), 0, set(), set())
    text = "\n".join("".join(p.text for p in row) for row in board.build(session.view(0), 0))
    empty = re.findall(r"\b[rc]\d[LRTB]\b", text)  # an empty spot shows its code
    assert {code[1] for code in empty} == {"1", "2", "3"}, empty


def test_a_level_ii_tile_names_what_it_counts_in_a_whole_word():
    from engine.chronocritters.content import TILES_II
    from tui.widgets.chronocritters.labels import item_short

    shorts = {item_short(t) for t in TILES_II}
    assert all(s.split("/", 1)[1] in ("quests", "levels", "markers", "pips", "goals", "gold", "mines",
                                      "pairs", "portal dice") for s in shorts)


async def test_solo_shows_the_automa_s_markers_on_the_offers_and_its_solo_tile(make_app):
    """The markers that decide what the automa removes were only in `rewind replay`'s text,
    and the solo tile was a bare number."""
    from engine.chronocritters.content import SEASONS, SHAPES, SOLO
    from tui.widgets.chronocritters.table import AutomaBoard, OfferBoard

    app = make_app({GAME.name: GAME}, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], 7, decisions=40)
        view, automa = screen._view, screen._view.automa
        rows = ["".join(p.text for p in row) for row in screen.query_one(OfferBoard).built]
        offers = ["value", "colour", "bonus1", "bonus2", *SEASONS]  # a row each, in this order
        for offer, row in zip(offers, rows):
            assert row.count("▼") == 1 and row.split("▼")[1].split()[offer in ("value", "colour")] \
                .startswith(view.offers[offer][automa.markers[offer]]), (offer, row)
        goals = rows[len(offers)]
        assert goals.split("▼")[1].startswith(SHAPES[automa.markers["goals"]])
        # in the order the automa counts along (the screen sorted them by name: hexagon, the
        # rightmost, stood second, so its cards' "left/right N" read wrong on screen)
        assert sorted(SHAPES, key=goals.index) == list(SHAPES)
        tile = "".join(p.text for p in screen.query_one(AutomaBoard).built[-1])
        assert tile.split("▼")[1].strip("[ ").startswith(SOLO.tile[automa.tile].action)


async def test_the_board_of_the_decision_shows_every_row_it_can_be_taken_on(make_app):
    """A dam marker to place: the dam had the focus but its lower rows, where the markers
    could go, stood under the edge of the board area."""
    app = make_app({GAME.name: GAME}, seed=11)
    async with app.run_test(size=SIZE) as pilot:
        # a dam marker in round 7 with 20 choices (every row open); seed 11's at 202 until the
        # eagle's two berries were listed once (random play went another way)
        screen = await start(pilot, seats_for(2), 28, 169)
        dam, area = screen.query_one("#cc-dam", Canvas), screen.query_one("#board-area")
        assert app.focused is dam and any(isinstance(m, ev.DamMarker) for m in screen.session.legal_moves())
        for place in dam.places:
            y = dam.region.y + dam.row_of(place)
            assert area.region.y <= y < area.region.bottom, place


async def test_at_80_columns_the_move_list_wraps_a_quest_s_colours_instead_of_cutting_them(make_app):
    """The solo starting quests read "orange+orange+…" at 80 columns: one word too long."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], 3)
        picker = screen.query_one(MovePicker)
        assert any(isinstance(m, ev.ChooseStartQuest) for m in picker.moves)
        lines = []
        for top in range(0, picker.virtual_size.height, picker.size.height):  # every option
            picker.scroll_to(y=top, animate=False, immediate=True)
            await pilot.pause()
            lines += ["".join(s.text for s in picker.render_line(y)) for y in range(picker.size.height)]
        assert any("+" in line for line in lines) and not any("…" in line for line in lines)


async def test_the_line_naming_the_cursor_s_place_stays_in_sight_and_up_to_date(make_app):
    """It sat under the last board (off screen at 100x30) and kept naming a quest taken since."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        detail, area = screen.query_one("#cc-detail"), screen.query_one("#board-area")
        board = app.focused
        assert isinstance(board, Canvas) and board.cursor
        assert area.region.y <= detail.region.y < area.region.bottom
        said = lambda: str(detail.render())  # noqa: E731
        assert said() == screen.describe_place(board.cursor)
        screen.play(screen.session.legal_moves()[0])
        await settle(pilot)
        focused = app.focused
        assert said() == (screen.describe_place(focused.cursor) if isinstance(focused, Canvas) else "")


async def test_e_does_not_decline_a_seasonal_docking_quest(make_app):
    """Taking no docking quest (L325 "may") joined the End key's moves, and being its only one
    there, e played it at once: the quest the critter was placed for, lost in one press."""
    players, seed, made = positions(("TakeDocking",))["TakeDocking"]
    app = make_app({GAME.name: GAME}, seed=seed)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        session = screen.session
        assert ev.Done() in session.legal_moves() and any(isinstance(m, ev.TakeDocking) for m in session.legal_moves())
        depth = session.depth
        await pilot.press("e")
        await pilot.pause()
        assert session.depth == depth and messages(app)[-1].startswith("nothing to end now")


def test_a_marker_or_a_cost_wraps_with_its_item():
    """At 80 columns the automa's ▼ and a column's "6+" stood at a line's end, their quest on
    the next line ("4+ C02 GGO  ▼6+" / "C19 GGO")."""
    from tui.widgets.chronocritters.canvas import Piece, wrapped

    row = [Piece("Colour   "), Piece("4+ ", "muted"), Piece("C02 GGO", "", "offer:colour.2"), Piece("  "),
           Piece("▼", "automa"), Piece("6+ ", "muted"), Piece("C19 GGO", "", "offer:colour.3"), Piece("  ")]
    lines = ["".join(p.text for p in line).strip() for line in wrapped([row], 22)]
    assert lines == ["Colour   4+ C02 GGO", "▼6+ C19 GGO"]
    # a separator stays at its line's end ("· varan–beaver" began a line: a review)
    row = [Piece("lines:"), Piece(" "), Piece("eagle–varan 2 gold", "", "line:a"), Piece(" · ", "muted"),
           Piece("varan–beaver sand", "", "line:b")]
    lines = ["".join(p.text for p in line).strip() for line in wrapped([row], 30)]
    assert lines == ["lines: eagle–varan 2 gold ·", "varan–beaver sand"]
    row = [Piece("Player 2 · 0 VP · "), Piece("gold 0", "", "gold"), Piece(" ·"), Piece(" tokens"), Piece(" "),
           Piece("±1", "", "token:0")]  # a separator with no room left is dropped, not carried down
    assert ["".join(p.text for p in line) for line in wrapped([row], 24)] == ["Player 2 · 0 VP · gold 0", "  tokens ±1"]
    text = [Piece("last: "), Piece("flips card 8 (energy): energy, its critter on the Energy action")]
    assert "".join(p.text for p in wrapped([text], 40)[0]).startswith("last: flips")  # running text: not moved


def test_a_quest_spot_s_bonus_never_leaves_its_number_alone_on_a_line():
    """A large board's empty spot read "die up to" / "4", the 4 beside the portal's frame like a
    die's value (a review): the number goes down with its word."""
    from engine.chronocritters.content import BOARD
    from engine.chronocritters.text import rewards_text
    from tui.widgets.chronocritters.canvas import lines_of
    from tui.widgets.chronocritters.player import SPOT_WORDS

    assert lines_of("die up to 4", SPOT_WORDS) == ["die up", "to 4"]
    for bonus in BOARD.spot_bonuses.values():
        lines = lines_of(rewards_text([bonus]), SPOT_WORDS)
        assert len(lines) <= 2 and not any(line.isdigit() for line in lines), lines


@pytest.mark.parametrize("width", [0, 1, 10, 15])
def test_a_hang_as_wide_as_the_line_still_wraps(width):
    """A large offer board hangs its continuations by 15 columns; laid out 10 wide (under the
    help screen, in a terminal below 80x24) and grown, its wrap never advanced: the app froze
    (monkey test). Every character still comes out, a line at most `width` wide (1 at 0)."""
    from tui.widgets.chronocritters.canvas import Piece, wrapped

    row = [Piece("Value    "), Piece("V12 sum 12-16 -> spring berry", "", "offer:value.0"), Piece(" and more words")]
    lines = wrapped([row], width, 15)
    assert all(len("".join(p.text for p in line)) <= max(width, 1) for line in lines)
    def letters(pieces):
        return "".join(p.text for p in pieces).replace(" ", "")
    assert "".join(letters(line) for line in lines) == letters(row)


async def test_at_80_columns_the_prompt_holds_its_picks_whole(make_app):
    """Two lines cut "... picked: the green 6 die of segment 1" before "(esc drops)"."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await turn_screen(pilot)
        await pilot.press("a")
        cell = next(m.cell for m in screen.query_one(MovePicker).moves if isinstance(m, ev.AdjustGold))
        screen.pick(f"cell:{cell}")
        await pilot.pause()
        prompt = screen.query_one("#cc-prompt")
        lines = prompt.render().wrap(app.console, prompt.size.width)
        assert str(lines[-1]).rstrip().endswith("drops)") and len(lines) <= prompt.size.height


async def test_at_100x30_the_prompt_and_the_line_under_the_boards_grow_for_long_words(make_app):
    """At 100 columns the prompt's two lines cut "(esc drops)" and the one line under the
    boards cut an offer's quest ("... -> 2 spring" of "... -> 2 spring berries, 1 VP"): a
    review. Each grows to the lines its words need, and back."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await turn_screen(pilot)
        prompt, detail = screen.query_one("#cc-prompt"), screen.query_one("#cc-detail")
        detail.show("short")  # (the cursor's place in words may take two lines already)
        await pilot.pause()
        assert (prompt.size.height, detail.size.height) == (2, 1)
        words = "an offer's quest in words, "
        prompt.show(words * 6 + "THE END")  # 3 lines
        detail.show(words * 3 + "THE END")  # 2 lines
        await pilot.pause()
        for line in (prompt, detail):
            wrapped = line.render().wrap(app.console, line.size.width)
            assert len(wrapped) == line.size.height > 1 and str(wrapped[-1]).rstrip().endswith("THE END")
        detail.show("short")
        await pilot.pause()
        assert detail.size.height == 1


def test_a_critter_s_place_is_in_words_and_apart_from_the_next():
    """The player board read "eagle L1 berries.0varan L2 energy.0" (ids, run together)."""
    from engine.chronocritters.content import BOARD
    from tui.widgets.chronocritters.labels import spot_short

    assert (spot_short("die.6"), spot_short("berries.0"), spot_short("manage")) == ("ring die", "berries 1", "managing")
    assert max(len(spot_short(f"{action}.{i}")) for action in BOARD.actions for i in range(4)) <= 9


def test_a_placed_critter_s_look_text_names_its_spot_in_words():
    """Looking at a placed critter read "your varan, level 1: value.0" (a review)."""
    session = Session(GAME, [SeatSpec(n, "random") for n in "AB"], 3)
    session.advance(limit=1)
    view = session.view(None)
    view.players[0].placed["varan"] = "value.0"
    assert describe(view, 0, "critter:varan") == "your varan, level 1: Value quest 1"
    assert describe(view, 0, "critter:eagle") == "your eagle, level 1: at home"


def test_a_seat_named_as_its_number_is_not_named_twice():
    """A default seat name read "Player 1 (Player 1)" on the boards."""
    board = PlayerBoard()
    board.names = ["Player 1", "Bea"]
    assert (board.seat_label(0), board.seat_label(1)) == ("Player 1", "Player 2 (Bea)")


def test_the_managing_spot_shows_every_critter_on_it():
    """Managing is each player's own spot: the table showed the last critter put there alone,
    as if the spot were taken."""
    session = Session(GAME, [SeatSpec(n, "random") for n in "AB"], 3)
    session.advance(limit=1)
    view = session.view(None)
    view.spots["manage"] = [(0, 0), (1, 1)]  # Player 1's first critter, then Player 2's second
    row = next(r for r in ActionBoard().build(view, None) if any("Manag" in p.text for p in r))
    critters = [p.text for p in row if p.tip.endswith(("eagle", "varan", "beaver"))]
    assert len(critters) == 2 and critters[0].startswith("1") and critters[1].startswith("2"), critters


def test_a_taken_ring_die_s_space_shows_whose_critter_took_it():
    """The disc drew a taken ring die's space as empty ("·"), though the critter stays there
    for the round (a review could not tell who took which die); look mode said "(taken)"."""
    session = Session(GAME, [SeatSpec(n, "random") for n in "ABC"], 0)
    rng = random.Random(0)
    while not any(spot.startswith("die.") for spot in session.state.spots):
        if session.to_act == CHANCE:
            session.step_auto()
        else:
            session.record(rng.choice(session.legal_moves()), session.to_act)
    view = session.view(None)
    spot, [(seat, critter)] = next((s, on) for s, on in view.spots.items() if s.startswith("die."))
    name = ("eagle", "varan", "beaver", "peacock")[critter]
    assert view.ring[int(spot[4:])] is None
    for large, text in ((False, f"{seat + 1}{name[0]}"), (True, f"P{seat + 1} {name}")):
        board = DiscBoard()
        board.scale = 2 if large else 1
        pieces = [p for row in board.build(view, 0) for p in row if p.place == f"spot:{spot}"]
        assert [p.text.strip() for p in pieces] == [text], pieces
        assert pieces[0].tip == f"Player {seat + 1}'s {name} took this space's die"
    assert describe(view, 0, f"spot:{spot}").endswith(f"(taken by Player {seat + 1}'s {name})")


async def test_at_a_change_of_player_the_board_starts_at_the_top(make_app):
    """The next player found the board where the last one had scrolled, their own line above
    the top (a review of 3-4 player hot-seat)."""
    from textual.containers import VerticalScroll

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ann"), SeatSpec("Bea"), SeatSpec("Cy")], 4))
        await settle(pilot)
        area, rng = screen.query_one("#board-area", VerticalScroll), random.Random(1)
        seat = screen.session.to_act
        while screen.session.to_act == seat:
            area.scroll_end(animate=False)  # the player looked at the bottom of the boards
            await pilot.pause()
            assert screen.play(rng.choice(screen.session.legal_moves()))
            await settle(pilot)
        assert area.max_scroll_y > 0 and area.scroll_y == 0


async def test_d_with_no_dice_to_choose_says_so(make_app):
    """It did nothing, silently, where n, u and c say why (a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await turn_screen(pilot)  # an action spot to choose: no dice
        await pilot.press("d")
        await pilot.pause()
        assert any(n.message.startswith("no dice to choose now") for n in app._notifications)


def test_the_dam_board_forecasts_next_round_s_turn_order_as_the_dam_stands():
    """L269/L439: most markers in the round's row, then the critter higher on the Dam spot, then
    this round's order. A review planned the Dam with no forecast (the order came in the log)."""
    from engine.chronocritters.round_end import next_order
    from tui.widgets.chronocritters.table import DamBoard

    session = Session(GAME, [SeatSpec(n) for n in ("Ann", "Bo", "Cy", "Di")], seed=3)
    view = session.view(0)
    view.order = [1, 3, 0, 2]
    view.dam[view.round - 1][0], view.dam[view.round - 1][1] = 2, 0   # Cy and Ann one each
    # Ann and Cy tie on one marker, no critter on the Dam spot: this round's order puts Ann
    # (third) before Cy (fourth); then Bo before Di, with none
    assert next_order(view) == [0, 2, 1, 3]
    for scale, head in ((1, "next"), (2, "next round's order:")):
        board = DamBoard()
        board.scale = scale
        row = next(r for r in board.build(view, 0) if r[0].text == head)
        marks = [p.text.strip() for p in row[1:]]
        assert marks == (["1", "3", "2", "4"] if scale == 1 else ["P1", "P3", "P2", "P4"]), marks
        assert "a player with one there before one without" in row[0].tip
    view.round = 7                                                 # the last round: no next one
    assert not any(r[0].text == "next" for r in DamBoard().build(view, 0))


def test_the_large_dam_says_every_player_s_markers_left_on_one_line():
    """At 160x48 with 4 players the names ran past the dam's width: the wrapped rest fell under
    the detail line and Players 3 and 4 were never seen (helper-284)."""
    from tui.widgets.chronocritters.table import DamBoard

    session = Session(GAME, [SeatSpec(n) for n in ("Ann", "Bo", "Cy", "Di")], seed=3)
    board = DamBoard()
    board.scale, board.names = 2, ["Ann", "Bo", "Cy", "Di"]
    rows = board.build(session.view(0), 0)
    assert "".join(p.text for p in rows[-1]) == "markers left: P1 12 · P2 12 · P3 12 · P4 12"
    assert rows[-1][0].tip == "dam markers left: Player 1 (Ann) 12, Player 2 (Bo) 12, Player 3 (Cy) 12, Player 4 (Di) 12"
    solo = Session(GAME, [SeatSpec("Ann")], seed=3)  # the automa's count in the tooltip too (helper-285)
    tip = board.build(solo.view(0), 0)[-1][0].tip
    assert tip.startswith("dam markers left: Player 1 (Ann) 12, Automa ") and "Automa" in board.build(solo.view(0), 0)[-1][0].text


def test_time_portals_are_numbered_on_the_board_as_the_moves_name_them():
    """The moves say "raises time portal 2 by 1"; the board drew the portals unnumbered."""
    from engine.chronocritters.state import Portal

    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bo", "random")], seed=3)
    view = session.view(0)
    view.players[0].portals = [Portal(1, 1), Portal(2, 2)]
    for scale, texts in ((1, ["1:+1 summer v1", "2:+2 summer v2"]),
                         (2, ["1: 1 ahead to summer, value 1", "2: 2 ahead to summer, value 2"])):
        board = PlayerBoard()
        board.scale = scale
        pieces = [p for row in board.build(view, 0) for p in row if p.place.startswith("portal:")]
        assert [p.text for p in pieces] == texts
    assert "time portal 2" in GAME.describe(session.state, ev.PortalUp(1))
    # it keeps its distance as the disc turns, so the season it reaches changes (a review)
    assert describe(view, 0, "portal:1") == ("your time portal 2: 2 segments ahead from the present (summer this "
                                             "round; it turns with the disc, so next round it reaches autumn), "
                                             "value 2 (rounds it stays open)")


def test_the_words_under_the_boards_name_quest_spots_portal_spaces_and_what_an_action_does():
    """Quest spots are counted from 1 on the boards and in the move list (it said r0R of r1R, a
    spot that also exists); a portal space picked as where a die goes is named (it said "to")."""
    session = Session(GAME, [SeatSpec("Ann", "human"), SeatSpec("Bo", "human")], seed=3)
    view = session.view(0)
    # an empty spot says what a quest placed there gains (the move list alone did: a review)
    assert describe(view, 0, "qspot:r0R") == "quest spot r1R: empty; a quest placed here gains summer berry"
    assert describe(view, 0, "qspot:c2B").startswith("quest spot c3B: ")
    assert picked_words(view, 0, "to:0") == "to the portal's top-left space"
    # an offer picked says which ("value offer" alone did: a review), a bonus offer in words
    session.advance(limit=100)
    dealt = session.view(0)
    assert picked_words(dealt, 0, "offer:value.0") == f"value offer {dealt.offers['value'][0]}"
    assert picked_words(dealt, 0, "offer:bonus1.0") == f"bonus I offer {dealt.offers['bonus1'][0]}"
    # an action spot says what the action does (it said only "free": a review)
    assert describe(view, 0, "spot:sand.0") == ("Sand action (spot 1) — 2 sand and 1 wood; 1 more sand "
                                                "per 2 pips taken off a purple die; placing here costs no berry or die")
    assert picked_words(view, 0, "spot:peacock.0") == "Peacock action (spot 1)"


async def test_after_a_spot_is_picked_the_focus_goes_to_the_critters(make_app):
    """The cursor stayed on the spot just picked, where enter did nothing: three tabs reached
    the critter to place there."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        actions = screen.query_one(ActionBoard)
        await focus_by_tab(pilot, actions.id)
        spot = next(p for p in actions.places if p.startswith("spot:"))
        await pilot.press(*arrows_to(actions, spot), "enter")
        await pilot.pause()
        assert screen.picked == [spot]
        player = screen.query_one(PlayerBoard)
        assert app.focused is player and any(p.startswith("critter:") for p in player.places)


async def test_the_footer_shows_redo_and_export_where_they_fit_and_cuts_no_key(make_app):
    """At 120 columns the footer left out ^y Redo and ^e Export beside empty room: a fixed
    width (140) decided, not what fits (a review)."""
    from textual.widgets._footer import FooterKey

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        players, seed, made = positions(("DamMarker",))["DamMarker"]
        screen = await start(pilot, seats_for(players), seed, made)
        for width, wide in ((120, True), (100, False), (160, True)):
            await pilot.resize_terminal(width, 40)
            await pilot.pause()
            await pilot.pause()
            keys = {k.description: k for k in screen.query(FooterKey)}
            palette = keys.pop("palette")
            assert ("Redo" in keys and "Export log" in keys) == wide, (width, list(keys))
            assert all(k.region.right <= palette.region.x for k in keys.values()), width


async def test_in_hot_seat_the_next_player_is_named_and_a_key_meant_for_the_last_move_is_not_taken(make_app, monkeypatch):
    """No hand-off screen (nothing is hidden), so an enter pressed just after the last
    player's move played the next player's highlighted move, and an undo handed the
    keyboard back without a word (a review of hot-seat, 2 of 2)."""
    monkeypatch.setattr("tui.screens.game.HANDED_GUARD", 60)  # a loaded machine is slow to press
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start(pilot, [SeatSpec("Ann"), SeatSpec("Bo")], seed=3)
        session = screen.session
        assert session.to_act == 0 and screen.viewer == 0
        screen.play(session.legal_moves()[0])  # Ann's starting quest: Bo's turn
        await settle(pilot)
        depth = session.depth
        assert session.to_act == 1 and screen.viewer == 1
        handed = [n.message for n in app._notifications if n.title == "Bo to act"]
        # what Ann did, not "it is Bo's turn" under the title "Bo to act" (a review)
        assert handed and handed[-1].startswith("Ann (Player 1): chooses starting quest"), handed
        await pilot.press("enter")  # meant for Ann's move
        await settle(pilot)
        assert session.depth == depth and any(n.title == "Not taken" for n in app._notifications)
        screen._handed_at = -1.0  # the guard's moment has passed
        screen.query_one(MovePicker).focus()
        await pilot.press("enter")
        await settle(pilot)
        assert session.depth > depth
        app.clear_notifications()
        await pilot.press("ctrl+z")  # back to Bo's choice: said
        await settle(pilot)
        screen._handed_at = -1.0
        await pilot.press("ctrl+z")  # Ann's move, taken back from Bo's turn: Bo is asked first
        await settle(pilot)
        assert isinstance(app.screen, Choice)  # the move named: a review could not tell which
        assert re.fullmatch(r"Take back Ann's move \(Player 1 chooses starting quest .*\)\? Ann should agree first\.",
                            app.screen.question), app.screen.question
        assert session.to_act == 1 and app.focused.id == "choice-keep"
        await pilot.press("enter")  # kept
        await settle(pilot)
        assert session.to_act == 1 and not isinstance(app.screen, Choice)
        await pilot.press("ctrl+z")
        await settle(pilot)
        await pilot.press("right", "enter")
        await settle(pilot)
        assert session.to_act == 0
        assert any(n.title == "Ann to act" and n.message.startswith("Bo took back Ann's move (Player 1 chooses ")
                   and " (undo); it is Ann's turn" in n.message for n in app._notifications)
        assert not any(n.title == "Undo" for n in app._notifications)  # one toast, not two over the list


async def test_tab_skips_a_board_with_nothing_to_pick_now(make_app):
    """shift+tab from the move list reached the offers and the Dam with nothing to pick on
    them: the arrows did nothing there, and nothing said why (a review, 2 times)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        players, seed, made = positions(("DamMarker",))["DamMarker"]
        screen = await start(pilot, seats_for(players), seed, made)
        screen.query_one(MovePicker).focus()
        seen = set()
        for _ in range(6):
            await pilot.press("shift+tab")
            await pilot.pause()
            focused = app.focused
            if isinstance(focused, Canvas):
                assert screen._open_places(focused), type(focused).__name__
                seen.add(type(focused).__name__)
        assert seen  # some board has something to pick, and tab reaches it


@pytest.mark.parametrize("size", [SIZE, SMALL])
async def test_arrows_go_on_from_a_board_s_edge_to_the_board_beside_it_that_way(make_app, size):
    """A review: with the disc board focused, arrows cycled its three lit places and down stayed
    on the last; the action spots, critters and portal were out of reach by arrows. From a
    board's edge an arrow moves the focus to the board beside it that way on screen (by the
    focus chain's order, right from the disc went to the action spots under it: a review), on
    the row it comes to (it stood where it was last left: a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=size) as pilot:
        players, seed, made = positions(("PlaceCritter",))["PlaceCritter"]
        screen = await start(pilot, seats_for(players), seed, made)
        disc, actions, player = (screen.query_one(f"#cc-{name}", Canvas) for name in ("disc", "actions", "player"))
        assert all(board.places for board in (disc, actions, player))
        side_by_side = size == SIZE  # the table's boards left of the player's; at 80x24 all in a column
        ways = [(disc, "down", actions), (actions, "up", disc),
                (disc, "right", player if side_by_side else disc),
                (actions, "down", actions if side_by_side else player),
                (player, "left", disc if side_by_side else player)]
        steps = {"down": (0, 1), "up": (0, -1), "right": (1, 0), "left": (-1, 0)}
        for board, arrow, goal in ways:
            board.focus()
            await pilot.pause()
            edge = board.cursor
            while board.neighbour(edge, *steps[arrow]) != edge:  # as far as the arrow goes
                edge = board.neighbour(edge, *steps[arrow])
            board.set_cursor(edge)
            if goal is not board:
                goal.cursor = goal._zones[-1 if arrow == "down" else 0][0]  # left at its far end
            await pilot.press(arrow)
            await pilot.pause()
            assert app.focused is goal, (board.id, arrow)
            rows = [y for _, y, _, _ in goal._zones]
            if goal is board:  # nothing that way: the edge
                assert board.cursor == edge
            elif arrow in ("up", "down"):
                assert goal.row_of(goal.cursor) == (min(rows) if arrow == "down" else max(rows))


async def test_an_arrow_off_the_outer_boards_stays_at_the_edge(make_app):
    """A review: down past the last board moved the focus into the move list, on the move the
    board's cursor was on, and the next enter played it unawares (up past the first went round
    to the log). The cursor stays at the edge; tab reaches the list."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        players, seed, made = positions(("PlaceCritter",))["PlaceCritter"]
        screen = await start(pilot, seats_for(players), seed, made)
        boards = [w for w in screen.focus_chain if isinstance(w, Canvas) and w.places]
        steps = {"down": (0, 1), "right": (1, 0), "up": (0, -1), "left": (-1, 0)}
        for board, arrow in ((boards[-1], "down"), (boards[-1], "right"), (boards[0], "up"), (boards[0], "left")):
            board.focus()
            edge = board.cursor
            while board.neighbour(edge, *steps[arrow]) != edge:  # as far as the arrow goes
                edge = board.neighbour(edge, *steps[arrow])
            board.set_cursor(edge)
            await pilot.press(arrow)
            await pilot.pause()
            assert app.focused is board and board.cursor == edge, arrow
        boards[-1].focus()
        await pilot.press("tab")  # the list, as before
        assert isinstance(app.focused, MovePicker)


@pytest.mark.parametrize("size", [SMALL, pytest.param(SIZE, marks=pytest.mark.slow)])  # 80x24 the tighter
async def test_the_disc_names_this_round_s_turn_order(make_app, size):
    """At 100x30 the round's turn order was only in the log (a review): the disc's title row,
    the round's own, names it by the seats' marks, no wider than the Actions board under it
    and no row taller, so nothing goes out of view (at 80x24 either)."""
    seats = [SeatSpec("Ann")] + [SeatSpec(f"Bot {n}", "random") for n in (2, 3, 4)]
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=size) as pilot:
        screen = await start(pilot, seats, 5, 120)
        view = screen._view
        assert view.round > 1
        disc, actions = screen.query_one(DiscBoard), screen.query_one(ActionBoard)
        title = "".join(piece.text for piece in disc.rows[0])
        assert title == f"Disc · round {view.round} · order " + " ".join(str(s + 1) for s in view.order)
        assert len(title) <= actions.size.width and len(disc.rows) == 9
        # every seat's VP under it (the others' boards are below the first screen: a review)
        assert "".join(piece.text for piece in disc.rows[1]) == " VP" + "".join(
            f" {i + 1}:{p.vp}" for i, p in enumerate(view.players))


async def test_e_says_why_a_turn_cannot_end_yet(make_app):
    """A review: part-way through taking berries, e said "place a critter and finish its action
    first (taking no seasonal docking quest is in the move list)": the critter was placed, and
    no docking quest was in play. It now names what is under way."""
    found = positions(("GainBerry", "TakeDocking"))
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        for kind, said in (("GainBerry", "finish the action under way first (the move list shows what it asks)"),
                           ("TakeDocking", "as taking no seasonal docking quest, is in the move list")):
            players, seed, made = found[kind]
            screen = await start(pilot, seats_for(players), seed, made)
            assert not any(isinstance(m, ev.PlaceCritter) for m in screen.session.legal_moves())
            depth = screen.session.depth
            await pilot.press("e")
            await pilot.pause()
            assert screen.session.depth == depth and said in messages(app)[-1], messages(app)[-1]


def test_a_die_reads_with_its_article():
    """The status line said "a orange 1 die" (a review)."""
    from engine.chronocritters.state import Die
    from tui.widgets.chronocritters.codes import die_words
    assert die_words(Die("orange", 1)) == "an orange 1 die" and die_words(Die("green", 3)) == "a green 3 die"


def test_the_codes_help_says_what_the_transmission_portal_is():
    """Prompts and moves say "transmission portal"; the help never said it is the dice grid (a
    newcomer's review), beside the time portals on the disc."""
    from tui.widgets.chronocritters.codes import HELP
    assert "Transmission portal: your 3x3 grid of dice" in HELP and "a time portal is another thing" in HELP


@pytest.mark.parametrize("seats", [[SeatSpec("Ann"), SeatSpec("Bo")], [SeatSpec("Ann")]], ids=["hot-seat", "solo"])
async def test_a_new_round_is_said(make_app, seats):
    """The turn order can keep the same player at the keyboard into a new round, and only the
    disc's heading changed (a review played into round 3 unaware); in solo one e ran on through
    the automa's turns and the round's end, said in the log alone (another review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await start(pilot, seats, seed=3)
        session, rng = screen.session, random.Random(1)
        while session.state.round == 1:
            session.advance()  # chance
            session.apply(rng.choice(session.legal_moves()))
        screen.jump_to(session.cursor)
        await settle(pilot)
        seat = session.state.order[0]
        first = session.seat_name(seat) if seat < len(seats) else "the automa"
        said = [n for n in app._notifications if n.title.startswith("Round 2 of 7")]
        assert [n.message for n in said] == [f"{first} goes first (the turn order of this round)"]


async def test_the_prompt_says_when_something_can_be_completed(make_app):
    """A line of dice that met a quest left the prompt at "free actions, or end your turn";
    the completion was the 42nd move of the list (a review). The prompt names it and c."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        players, seed, made = positions(("CompleteQuest",))["CompleteQuest"]
        screen = await start(pilot, seats_for(players), seed, made)
        ready = [m for m in screen.session.legal_moves() if type(m).__name__ in ("CompleteQuest", "CompleteDocking", "PairItem", "TakeGoal")]
        prompt = str(screen.query_one("#cc-prompt").text)
        assert ready
        one = screen.session.move_text(ready[0]).split(" (")[0].lower()
        assert (f"c: {one}" in prompt.lower() if len(ready) == 1
                else f"c: complete one of {len(ready)} ready" in prompt), prompt


def test_the_square_year_goal_says_it_counts_hard_disc_quests():
    """It read "3 completed quests", and a review counted its docking quests too."""
    from engine.chronocritters.content import YEAR_GOALS
    from tui.widgets.chronocritters.codes import goal_words
    square = next(g for g in YEAR_GOALS if g.need == "completed_quests")
    assert f"{square.count} completed hard disc quests -> " in goal_words(square)


async def test_the_cursor_s_row_comes_out_from_under_the_prompt(make_app):
    """At 120x40, after ] scrolled the boards, up took the cursor onto the disc's rows under
    the prompt docked above the boards: only the line under the boards said where it was (a
    review). The row is scrolled clear of the docked lines."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await turn_screen(pilot)
        area, prompt, detail = (screen.query_one(s) for s in ("#board-area", "#cc-prompt", "#cc-detail"))
        await pilot.press("right_square_bracket")
        for key in ("up", "up", "left", "down", "down"):
            await pilot.press(key)
            await pilot.pause()
            board = app.focused
            assert isinstance(board, Canvas) and board.region
            y = board.region.y + board.row_of(board.cursor)
            assert prompt.region.bottom <= y < detail.region.y, (key, board.id, board.cursor)


async def test_the_starting_dice_are_set_on_a_grid_by_keys_or_the_mouse(make_app):
    """The move list held the starting dice as 72 ways, four lines each in a narrow list; the
    d key opens a grid: each die set by colour and value (taking one a die shows swaps the
    two), the diagonal flipped, the portal shown as it will be, and the dice placed."""
    from tui.screens.help import HelpScreen
    from tui.widgets.chronocritters.dice_dialogs import StartDiceDialog

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        session = screen.session
        while isinstance(session.legal_moves()[0], ev.ChooseStartQuest):
            await pilot.press("enter")
            await settle(pilot)
        assert isinstance(session.legal_moves()[0], ev.StartDice)
        assert "d: set them on a grid" in str(screen.query_one("#cc-prompt").text)
        drafted = session.view(0).players[0].drafted
        await pilot.press("d", "down", "p", "4", "d")  # the centre die purple 4, the other diagonal
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, StartDiceDialog)
        assert all(code in str(dialog.query_one(".dialog-text").render()) for code in drafted)
        assert dialog.move == ev.StartDice(1, ("green", "purple", "orange"), (2, 4, 3))
        grid = str(dialog.query_one("#grid").render()).split("\n")
        assert [row.split() for row in grid] == [["·", "·", "G2"], ["·", "P4", "·"], ["O3", "·", "·"]]
        await pilot.press("question_mark")  # its own keys (? did nothing here: a review)
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.help_title == "Starting dice — keys"
        assert ("d", "the other diagonal") in app.screen.keys
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is dialog
        await pilot.click("#colour-2-green")  # the mouse: the bottom-left die green, swapping
        await pilot.click("#value-0-4")
        assert dialog.move == ev.StartDice(1, ("orange", "purple", "green"), (4, 2, 3))
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen
        assert session.tree.event[session.cursor] == ev.StartDice(1, ("orange", "purple", "green"), (4, 2, 3))
        assert not screen.check_action("dice", ())  # the key is gone once they are placed


@pytest.mark.parametrize("in_setup", [False, True])
async def test_a_step_that_may_be_skipped_names_the_key_that_skips_it(make_app, in_setup):
    """"change one starting die by ±2 (or skip)" said not how (a review): e skips; in the setup
    too (a starting quest on the ±2 spot: e was refused there, "finish the setup first": a review)."""
    from engine.chronocritters.tasks import BeginPlay

    def setup(session) -> bool:
        return any(isinstance(t, BeginPlay) for t in session.state.tasks) == in_setup

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        players, seed, made, _ = next(  # a step of die changes alone, or skip (not the portal's free actions)
            (p, s, m, moves) for p, s, m, moves in human_decisions(setup)
            if ev.Done() in moves and all(isinstance(x, (ev.AdjustDie, ev.Done)) for x in moves) and len(moves) > 1)
        screen = await start(pilot, seats_for(players), seed, made)
        prompt = str(screen.query_one("#cc-prompt").text)
        assert "(or skip: e)" in prompt and ev.Done() in screen.session.legal_moves(), prompt
        depth = screen.session.depth
        await pilot.press("e")
        await settle(pilot)
        assert list(screen.session.events())[depth][1] == ev.Done()


async def test_look_mode_reads_any_place_and_enter_on_one_that_is_no_choice_refuses_aloud(make_app):
    """The offers showed codes, and the cursor reached an offer only once its action was taken;
    a closed spot was skipped without a word (a review). l: the cursor visits every place and
    the prompt says what it is; l (or esc) goes back to playing."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        offers = screen.query_one("#cc-offers", Canvas)
        assert offers.places == [] and not offers.can_focus  # nothing to take there now
        await pilot.press("l")
        await settle(pilot)
        assert screen.looking and offers.can_focus
        offers.focus()
        await pilot.pause()
        place = offers.cursor
        assert place.startswith("offer:") and place not in screen._lit.places
        prompt = str(screen.query_one("#cc-prompt").text)
        assert prompt.startswith("Looking (l or esc: back to playing) — ") and screen.describe_place(place) in prompt
        await pilot.press("right")
        await pilot.pause()
        assert offers.cursor != place and screen.describe_place(offers.cursor) in str(screen.query_one("#cc-prompt").text)
        depth = screen.session.depth
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.depth == depth and "not a choice now" in messages(app)[-1]
        await pilot.press("escape")
        await settle(pilot)
        assert not screen.looking and not offers.can_focus
        assert not str(screen.query_one("#cc-prompt").text).startswith("Looking")


async def test_leaving_look_mode_puts_the_focus_and_cursor_back_where_looking_began(make_app):
    """l, arrows, escape: the cursor stayed on the spot looked at, and enter took it, not the
    move the list showed (a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await turn_screen(pilot)
        board = app.focused
        assert isinstance(board, Canvas) and board.cursor in screen._lit.places
        before = board.cursor
        await pilot.press("l", "down", "down", "right")
        await pilot.pause()
        assert board.cursor != before
        await pilot.press("escape")
        await settle(pilot)
        assert not screen.looking and app.focused is board and board.cursor == before


async def test_look_mode_visits_a_spot_a_critter_holds_and_names_the_critter(make_app):
    """Looking passed over the Value row and the automa's Energy spot (a review): a held spot
    drew only its critter, with no place to read. It is a place now, lit only while looking."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, HUMAN_VS_RANDOM, seed=4, decisions=40)
        view = screen.session.view(0)
        held = next(spot for spot, on in sorted(view.spots.items())
                    if on and not spot.startswith(("die.", "manage", "dam.")))
        actions = screen.query_one("#cc-actions", Canvas)
        await pilot.press("l")
        await settle(pilot)
        actions.focus()
        await pilot.pause()
        await pilot.press(*arrows_to(actions, f"spot:{held}"))
        assert actions.cursor == f"spot:{held}"
        seat, _ = view.spots[held][-1]
        assert f"on it: {'Player 1' if seat == 0 else 'Bot'}'s " in str(screen.query_one("#cc-prompt").text)


async def test_look_mode_says_why_an_action_spot_is_closed_to_you(make_app):
    """A review looked at Mining (no green die of 4+) and the Peacock (5 gold): they were
    missing from the moves and look mode, which the help says tells why a spot is closed,
    named only what they do."""
    from engine.chronocritters.turn import closed_reason

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:  # where a long prompt was cut
        screen = await turn_screen(pilot)
        placing = {m.spot for m in screen.session.legal_moves() if isinstance(m, ev.PlaceCritter)}
        assert placing and "sand.1" not in placing and len(screen.session.seats) == 2
        await pilot.press("l")
        await settle(pilot)
        actions = screen.query_one("#cc-actions", Canvas)
        actions.focus()
        closed = next(spot for spot in ("mining.0", "peacock.0", "energy.0", "colour.0") if spot not in placing)
        actions.set_cursor(f"spot:{closed}")
        await pilot.pause()
        prompt = str(screen.query_one("#cc-prompt").text)
        assert prompt.endswith(" — closed to you now: " + closed_reason(screen._view, 0, closed)), prompt
        shown = screen.query_one("#cc-prompt")
        assert shown.region.height >= shown._wrapped[1], (shown.region, shown._wrapped)  # whole
        actions.set_cursor("spot:sand.1")  # a 3+ player spot in a 2 player game: its words say so
        await pilot.pause()
        prompt = str(screen.query_one("#cc-prompt").text)
        assert "3-4 players only" in prompt and "closed to you" not in prompt
        open_spot = sorted(placing)[0]
        actions.set_cursor(f"spot:{open_spot}")
        await pilot.pause()
        assert "closed to you" not in str(screen.query_one("#cc-prompt").text)


async def test_a_die_from_the_supply_is_picked_on_a_grid(make_app):
    """A quest spot's or the varan's die: up to 18 ways, two lines each in the narrow move list
    (a review). d opens a grid, a row a colour and a button a value, the arrows pass over what
    the supply cannot give, and enter takes the die, also when the keys come in a burst (typed
    ahead: each key of a burst stepped from the first die, and enter took a die beside it)."""
    from textual.widgets import Button

    from tui.widgets.chronocritters.dice_dialogs import DiePicker

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        players, seed, made = positions(("ChooseDie",))["ChooseDie"]
        screen = await start(pilot, seats_for(players), seed, made)
        session = screen.session
        moves = session.legal_moves()
        assert all(isinstance(m, ev.ChooseDie) for m in moves)
        assert "d: pick it on a grid" in str(screen.query_one("#cc-prompt").text)
        await pilot.press("d")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, DiePicker)
        enabled = {b.id for b in dialog.query(Button) if not b.disabled}
        assert enabled == {f"die-{m.colour}-{m.value}" for m in moves}
        first = app.focused.id
        assert first == f"die-{moves[0].colour}-{moves[0].value}"
        await pilot.press("down", "right")
        await pilot.pause()
        _, colour, value = app.focused.id.split("-")
        assert ev.ChooseDie(colour, int(value)) in moves and app.focused.id != first
        keys = ("down", "down", "right", "right", "right")
        await pilot.press(*keys)  # one at a time: where they lead
        assert app.focused.id != first
        _, colour, value = app.focused.id.split("-")
        want = ev.ChooseDie(colour, int(value))
        await pilot.press("escape", "d")  # again, from the first die
        assert app.focused.id == first
        await burst(pilot, *keys, "enter")
        await settle(pilot)
        assert app.screen is screen and session.tree.event[session.cursor] == want


async def test_the_die_grid_shows_the_dice_when_a_free_action_is_offered_beside_them(make_app):
    """A die to choose and a quest to complete (or a year goal to take) at once: d crashed the
    app, the grid reading a value off every legal move (a review's solo game, after an upgrade
    made the triangle goal claimable)."""
    from textual.widgets import Button

    from tui.widgets.chronocritters.dice_dialogs import DiePicker

    found = next((players, seed, made, moves) for players, seed, made, moves in human_decisions()
                 if isinstance(moves[0], ev.ChooseDie) and not all(isinstance(m, ev.ChooseDie) for m in moves))
    players, seed, made, moves = found
    dice = [m for m in moves if isinstance(m, ev.ChooseDie)]
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        assert screen.session.legal_moves() == moves
        await pilot.press("d")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, DiePicker)
        assert {b.id for b in dialog.query(Button) if not b.disabled} == {f"die-{m.colour}-{m.value}" for m in dice}


async def test_m_shows_the_moves_at_full_width_and_enter_plays_one(make_app):
    """Twelve starting quests, five lines each in the side list, could not be compared (a
    review): m shows the moves at the terminal's width, one line each here."""
    from tui.widgets import WideMoves

    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        session = screen.session
        moves = session.legal_moves()
        side = screen.query_one(MovePicker).virtual_size.height
        assert isinstance(moves[0], ev.ChooseStartQuest) and "m: wide" in str(screen.query_one("#cc-prompt").text)
        await pilot.press("m")
        await settle(pilot)
        wide = app.screen
        assert isinstance(wide, WideMoves)
        picker = wide.query_one(MovePicker)
        assert picker.moves == moves and picker.virtual_size.height <= min(side / 3, 1.5 * len(moves)), side
        await pilot.press("down", "enter")
        await settle(pilot)
        assert app.screen is screen and session.tree.event[session.cursor] == moves[1]
        await pilot.press("m", "escape")
        await settle(pilot)
        assert app.screen is screen


async def test_a_choice_made_in_the_move_list_brings_the_next_one_s_board_rows_into_sight(make_app):
    """A review put the varan on the Dam from the move list: the dam rows to mark, 1 and 2,
    stood under the edge at 100x30 (the focus stayed in the list, so nothing scrolled). The
    focus stays where the player put it; the board's lit rows come into sight."""
    def dam_turns():
        """(seed, made, move): the human may put a critter on the Dam in round 3 or later, with
        wood for markers (the lower rows are the earlier rounds')."""
        for seed in range(50):
            session, rng, made = Session(GAME, seats_for(2), seed=seed), random.Random(seed), 0
            while not session.over:
                if session.to_act == CHANCE:
                    session.step_auto()
                    continue
                moves = session.legal_moves()
                state = session.state
                if session.to_act == 0 and state.round >= 3 and state.players[0].wood >= 2:
                    yield from ((seed, made, m) for m in moves if getattr(m, "spot", "") == "dam.0")
                session.apply(rng.choice(moves))
                made += 1
    seed, made, move = next(dam_turns())
    players = 2
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        picker = screen.query_one(MovePicker)
        picker.focus()
        picker.highlighted = picker.moves.index(move)
        await pilot.press("enter")
        await settle(pilot)
        assert app.focused is picker and isinstance(screen.session.legal_moves()[0], ev.DamMarker)
        dam, area = screen.query_one("#cc-dam", Canvas), screen.query_one("#board-area").content_region
        rows = {dam.region.y + dam.row_of(place) for place in dam.places}
        assert rows and area.y <= min(rows) and max(rows) < area.bottom, (rows, area)


async def test_at_80x24_the_next_choice_on_the_same_board_comes_into_sight(make_app):
    """A ring die taken with a critter picked on your board: the die's portal spaces, lower on
    the same board, stayed under the edge (the board kept the focus, so nothing scrolled: a
    review saw the action list and no lit space)."""
    found = []
    for players, seed, made, moves in human_decisions():
        dies = [m for m in moves if isinstance(m, ev.PlaceCritter) and m.spot.startswith("die.")]
        if players == 2 and dies and made > 30:
            found.append((seed, made, dies[0]))
            if len(found) == 2:
                break
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        for seed, made, move in found:
            screen = await start(pilot, seats_for(2), seed, made)
            await drive(pilot, screen, move, False)
            await settle(pilot)
            assert isinstance(screen.session.legal_moves()[0], ev.PlaceDie)
            board, area = app.focused, screen.query_one("#board-area").content_region
            assert isinstance(board, Canvas) and board.places
            rows = {board.region.y + board.row_of(place) for place in board.places}
            assert area.y <= min(rows) and max(rows) < area.bottom, (seed, made, rows, area)
            app.pop_screen()
            await pilot.pause()


async def test_a_step_with_one_way_through_plays_itself_on_the_screen_and_ctrl_z_takes_it_back(make_app):
    """A review pressed enter on one-option steps; the screen now plays them (the log names
    them as the player's), and ctrl+z takes the step back with the move that led to it."""
    for players, seed, made, moves in human_decisions():
        if players != 1 or len(moves) < 2:
            continue
        session = Session(GAME, seats_for(players), seed=seed)
        advance(session, made, random.Random(seed))
        while session.to_act == CHANCE:
            session.step_auto()
        move = random.Random(made).choice(moves)
        session.apply(move)
        while session.to_act == CHANCE:
            session.step_auto()
        if session.forced_move() is not None:
            break
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        before = screen.session.cursor
        assert screen.play(move)
        await settle(pilot)
        tree = screen.session.tree
        line = screen.session.path()[tree.depth[before] + 2:]
        assert any(tree.seat[n] == 0 for n in line), "the forced step was not played"
        assert screen.session.forced_move() is None
        played = screen.session.path()[tree.depth[before]]
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert screen.session.cursor == before
        screen.jump_to(played)  # the move's own event: chance and the step after it go on again
        await settle(pilot)
        assert screen.session.cursor == line[-1]
        # solo, no bot seat, no draw there: the step alone is named (it said "the bots, ... and chance")
        assert any(n.message.startswith(f"From event {tree.depth[played]} steps with one way through went on "
                                        "as played before") for n in app._notifications)


async def test_the_palette_finds_both_board_scrolls_by_the_word_board(make_app):
    """The footer's "[] Scroll" was listed as "Scroll": a search for "board" found "Board up"
    and "Board line down" but no way down (a review)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, HUMAN_VS_RANDOM, 3)
        commands = {c.title: c.help for c in app.get_system_commands(screen)}
        assert {"Board up", "Board down", "Board line up", "Board line down"} <= set(commands)
        assert commands["Board up"] == "Scroll the board a page up (] scrolls down)"  # said alike


async def test_a_free_action_key_at_a_step_that_asks_something_else_names_that_step(make_app):
    """c at "pair DWI1 with a quest, or keep it beside your board" said only "nothing to complete
    now (a quest's line needs exactly 3 dice)" (a review): it also says what the step asks."""
    players, seed, made = next((p, s, m) for p, s, m, moves in human_decisions()
                               if any(isinstance(x, ev.PlaceTile) for x in moves)
                               and not any(type(x) in GROUPS["complete"] for x in moves))
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        assert screen.check_action("group", ("complete",)) is None  # dimmed: nothing to complete
        said = screen.why_not("group", ("complete",))
        assert said.startswith("nothing to complete now") and "; now: pair " in said


def test_the_automa_s_board_names_no_next_action_once_the_game_is_over():
    """The final screen said "Automa next: energy (card 8's back ...)"."""
    from tui.widgets.chronocritters.table import AutomaBoard

    session = Session(GAME, [SeatSpec("Ann", "random")], seed=5)
    session.advance()
    text = " ".join(p.text for row in AutomaBoard().build(session.view(0), 0) for p in row)
    assert "has played its last action" in text and "next" not in text and "face up" not in text


def test_the_player_board_names_its_side_and_what_its_upgrade_lines_pay():
    """A grey board (Variant 1) was named only in the log, and no board showed its triangle's
    lines (L378), which the grey sides pay differently (a review)."""
    from engine.chronocritters.content import PLAYER_BOARDS
    from engine.chronocritters.text import rewards_text
    from tui.widgets.chronocritters.player import PlayerBoard

    session = Session(GAME, [SeatSpec("Ann", "random")], seed=5, options=GAME.Options(alternative_boards=True))
    while session.state.round < 2:
        session.step_auto()
    view, board = session.view(0), PLAYER_BOARDS[session.state.players[0].board]
    assert board.name.startswith("grey")
    rows = [" ".join(p.text for p in row) for row in PlayerBoard().build(view, 0)]
    assert any(row.startswith(f"{board.name} · lines") for row in rows)
    gains = rewards_text(board.triangle["varan-beaver"])
    assert describe(view, 0, "line:varan-beaver") == (
        f"upgrade line varan–beaver of your {board.name} board: {gains} when the second of the two "
        "is upgraded to level 2")
    session.state.players[0].levels.update(varan=2, beaver=2)
    assert describe(session.view(0), 0, "line:varan-beaver").endswith(f"board: gained ({gains})")
    # a mining space says its row's bonus and the bottom row's need (L404-408), seen before only
    # at 160x48 (a review)
    bottom = describe(view, 0, "mine:3")
    assert bottom.startswith("mining space 4: empty; mined, it gives ") and " at once and at each season's end, or 5 VP so instead" in bottom
    assert bottom.endswith("; it needs the two spaces above it mined first; the bottom row full gives "
                           + rewards_text(board.row_bonuses[1]))
    assert describe(view, 0, "mine:0").endswith("; the top row full gives " + rewards_text(board.row_bonuses[0]))


def test_the_automa_s_deck_count_says_the_face_up_card_is_on_top_of_it():
    """"card 2 face up ... 7 in deck" read as a card gone from the 8 (a review): the face-up
    card is the deck's top (L493), so the count is of the cards under it."""
    from tui.widgets.chronocritters.table import AutomaBoard

    session = Session(GAME, [SeatSpec("Ann", "random")], seed=5)
    rows = lambda: " ".join(p.text for row in AutomaBoard().build(session.view(0), 0) for p in row)
    assert "· 8 in deck ·" in rows()
    while not session.state.automa.top:
        session.step_auto()  # a random bot's seat: set-up, then its first turns
    assert f"card {session.state.automa.top} face up" in rows() and "· 7 under it ·" in rows()


async def test_at_80x24_the_line_naming_the_cursor_s_place_shows_while_a_board_has_the_focus(make_app):
    """Under 30 rows the line was hidden: on a board the cursor stood on short codes nobody could
    read (a review, at 80x24). It shows while a board has the focus, and gives its row back."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SMALL) as pilot:
        screen = await turn_screen(pilot)
        detail = screen.query_one("#cc-detail")
        board = app.focused
        assert isinstance(board, Canvas) and detail.display
        assert str(detail.render()) == screen.describe_place(board.cursor)
        screen.query_one(MovePicker).focus()
        await pilot.pause()
        assert not detail.display


async def test_the_prompt_says_the_upgraded_eagle_may_move(make_app):
    """The level 2 eagle's one move went unsaid: a review found it eighth in the wide list."""
    players, seed, made = positions(("MoveEagle",))["MoveEagle"]
    app = make_app({GAME.name: GAME}, seed=seed)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, seats_for(players), seed, made)
        level = screen._view.players[0].eagle_bonus
        assert level in (2, 3) and any(isinstance(m, ev.MoveEagle) for m in screen.session.legal_moves())
        prompt = str(screen.query_one("#cc-prompt").text)
        assert f"the level {level} eagle may move to another spot (pick it on the table)" in prompt, prompt


async def test_the_status_line_names_the_round(make_app):
    """The round was only on the disc's line, which a decision's board scrolled away (a review)."""
    app = make_app({GAME.name: GAME}, seed=7)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], 7, decisions=40)
        assert screen._view.round > 1
        assert screen.status_text().startswith(f"Chronocritters (round {screen._view.round}/7) │ Ann to act")


async def test_the_automa_s_lines_keep_their_room_so_the_boards_under_them_stay_put():
    """Solo: the automa's last action took one to four lines, and each turn moved the boards
    under it by a line, so a click aimed at the Peacock placed a critter elsewhere (a review).
    The automa's panel keeps the most lines it took at this width."""
    from tests.tui.test_widgets import Harness
    from tui.widgets.chronocritters.table import AutomaBoard

    session = Session(GAME, [SeatSpec("Ann", "random")], 2024)
    session.advance()
    views = [GAME.view(session.state_at(n), 0) for n in session.path()[::5]]
    board = AutomaBoard()
    board.styles.height = "auto"  # as on the screen (its theme)
    async with Harness(board).run_test(size=(90, 30)) as pilot:
        heights, lines = [], set()
        for view in views:
            board.show(view, 0, set(), set(), set())
            await pilot.pause()
            heights.append(board.size.height)
            lines.add(len(board.rows))
        assert len(lines) > 1 and heights == sorted(heights)  # texts of other lengths; never shrinking


async def test_after_the_automa_s_turn_the_board_is_shown_from_its_top(make_app):
    """The automa's next moves stand at the board's top: after each of its turns they were
    left scrolled away, where the player had scrolled during the turn (a review)."""
    from engine.chronocritters.events import EndTurn
    from tui.widgets.chronocritters.table import AutomaBoard

    async with make_app({GAME.name: GAME}, seed=7).run_test(size=(100, 30)) as pilot:
        session = Session(GAME, [SeatSpec("Ann")], seed=7)
        rng = random.Random(2)
        while EndTurn() not in session.legal_moves():
            advance(session, 1, rng)
        screen = pilot.app.start_game(session)
        await settle(pilot)
        area = screen.query_one("#board-area")
        area.scroll_end(animate=False)
        await pilot.pause()
        assert area.scroll_y > 0
        acted = session.state.automa.acted
        screen.play(EndTurn())
        await settle(pilot)
        assert session.state.automa.acted != acted and session.to_act == 0
        automa = screen.query_one(AutomaBoard)
        # from the top, then down only as far as the turn's choices need: the automa's board in sight
        assert area.scroll_y < automa.virtual_region.y + automa.virtual_region.height


async def test_the_help_names_the_variants_in_play_whole(make_app):
    """The board's frame was the only place naming them, cut at 100 columns ("... - Vari…"):
    helper-280."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        session = Session(GAME, list(HUMAN_VS_RANDOM), 3,
                          GAME.Options(alternative_boards=True, action_tiles="random", year_goals="back"))
        screen = pilot.app.start_game(session)
        await settle(pilot)
        _, rules, _ = screen.help_content()
        assert ("This game: year goals: back side of every type - Variant 1: grey boards - Variant 2: "
                "tiles shuffled.") in rules


async def test_a_step_with_one_way_through_played_for_you_is_said(make_app):
    """The three berries of the Berries action, with no portal to another season, are taken
    for the player (one way through); the prompt moved on with no word of it (helper-296)."""
    app = make_app({GAME.name: GAME}, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        screen = await start(pilot, [SeatSpec("Ann")], seed=5)
        session = screen.session
        for _ in range(20):  # the setup's choices, any
            if any(isinstance(m, ev.PlaceCritter) for m in session.legal_moves()):
                break
            screen.play(session.legal_moves()[0])
            await settle(pilot)
        berries = next(m for m in session.legal_moves() if isinstance(m, ev.PlaceCritter)
                       and m.spot.startswith("berries") and session.state.players[0].levels[m.critter] == 1)
        season = BOARD.rounds[session.state.round - 1]
        screen.play(berries)
        await settle(pilot)
        assert session.state.players[0].berries[season] == 3
        assert f"Gain a {season} berry (x3)" in messages(app), messages(app)
        assert any(n.title == "Ann's only choice, played" for n in app._notifications)
