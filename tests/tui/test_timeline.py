"""The timeline screen (issue 12): every branch undo left, jumping to one, naming one."""
from __future__ import annotations

from textual.widgets._footer import FooterKey

from engine.core import Session
from tests.tui.conftest import settle
from tests.tui.test_library import GAMES, HUMAN_VS_BOT, SIZE, Clock, library_app
from engine.core.library import Library
from tui.app import RewindApp
from tui.screens.game import GameScreen
from tui.screens.timeline import Timeline, TimelineScreen, segment
from tui.widgets.dialogs import Prompt


async def played_with_a_branch(pilot) -> GameScreen:
    """Ada plays her first move, undoes it and plays her second: the first line is a branch."""
    screen = pilot.app.start_game(Session(GAMES["nines"], HUMAN_VS_BOT, 5))
    await settle(pilot)
    for keys in (["enter"], ["ctrl+z"], ["down", "enter"]):
        await pilot.press(*keys)
        await settle(pilot)
    return screen


def branch_entries(timeline: Timeline) -> list:
    found, stack = [], [timeline.root]
    while stack:
        node = stack.pop()
        if node.data.branch not in (None, 0):
            found.append(node)
        stack.extend(node.children)
    return found


def test_segments_follow_the_redo_line_and_list_the_others():
    session = Session(GAMES["nines"], HUMAN_VS_BOT, 5)
    session.advance()
    split = session.cursor
    for pick in (0, 1):
        session.jump(split)
        session.apply(session.legal_moves()[pick])
        session.advance()
    main = segment(session, 0)
    assert main.nodes == session.path()  # the current line, start to end
    (others,) = main.splits.values()
    assert list(main.splits) == [split] and segment(session, others[0]).nodes[-1] != session.cursor


async def test_jump_to_the_branch_left_by_undo_and_name_it(tmp_path):
    library = Library(tmp_path / "library.sqlite3", clock=Clock())
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = await played_with_a_branch(pilot)
        session = screen.session
        here = session.cursor
        app.notify("a toast of the game")
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TimelineScreen)
        assert not app._notifications  # the game's toasts stay with it, not over the timeline
        timeline = app.screen.query_one(Timeline)
        (branch,) = branch_entries(timeline)
        assert "splits off after event 4" in str(branch.label) and "4 events" in str(branch.label)
        tip = branch.data.node
        keys = lambda: {k.key: k for k in app.screen.query(FooterKey)}  # noqa: E731
        timeline.move_cursor(timeline.root)  # the line from the start: nothing to name (a review)
        await pilot.pause()
        assert keys()["n"].has_class("-disabled")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, TimelineScreen)
        assert app._notifications and list(app._notifications)[-1].message.startswith("the line from the start is not a branch")
        timeline.move_cursor(branch)
        branch.expand()  # opened: it stays open once named (it came back closed: a review)
        await pilot.pause()
        assert not keys()["n"].has_class("-disabled")
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, Prompt)
        await pilot.press(*"first try", "enter")
        await pilot.pause()
        assert library.branch_names(screen.game_id) == {branch.data.branch: "first try"}
        await pilot.pause()
        assert str(app.screen.query_one("#timeline-detail").render()).startswith("first try")
        assert timeline.cursor_node.data.branch == branch.data.branch  # still on the branch named
        (branch,) = branch_entries(timeline)
        assert str(branch.label).startswith("first try") and branch.is_expanded
        branch.collapse()
        timeline.move_cursor(branch)
        await pilot.press("enter")  # on a branch: switch to it (its end)
        await settle(pilot)
        assert app.screen is screen and session.cursor == tip
        assert library.open(screen.game_id, GAMES).cursor == tip  # saved as it was shown
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        (old_line,) = branch_entries(timeline)  # the line played last is a branch now
        named = [n for n in timeline.root.children if n.data.node == branch.data.branch]
        assert "◆ first try" in str(named[0].label)  # the named line, now the current one, keeps its name
        assert str(timeline.root.label).startswith("the current line (through ◆ first try) — from the start")
        assert old_line.data.node == here and "(you are on it)" not in str(old_line.label)
        await pilot.click(Timeline, offset=(10, old_line.line - timeline.scroll_offset.y))
        await settle(pilot)
        assert app.screen is screen and session.cursor == here  # a click jumps back


def test_timeline_snapshot(snap_compare, tmp_path):
    library = Library(tmp_path / "library.sqlite3", clock=Clock())

    async def run_before(pilot):
        await played_with_a_branch(pilot)
        await pilot.press("t")
        await pilot.pause()

    assert snap_compare(library_app(library, tmp_path), terminal_size=SIZE, run_before=run_before)


async def test_a_jump_to_another_players_turn_hands_off_to_them_in_hot_seat(tmp_path):
    """The hand-off a jump calls for answers to the game screen: it was pushed while the
    timeline was still closing, its answer went to the closed timeline, and the game stayed in
    the public view with no key to leave it."""
    from engine.core import SeatSpec
    from tui.screens.handoff import HandOffScreen
    from tui.widgets.dialogs import Choice

    app = library_app(Library(tmp_path / "library.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAMES["nines"], [SeatSpec("Ada"), SeatSpec("Bea")], 5))
        await settle(pilot)
        session = screen.session
        await pilot.press("enter")  # the hand-off to Ada
        await settle(pilot)
        ada_turn = session.cursor
        assert screen.viewer == session.to_act == 0
        screen.play(session.legal_moves()[0])  # Ada plays; the hand-off to Bea
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert screen.viewer == session.to_act == 1
        await pilot.press("t")  # the timeline; the player picks Ada's turn on it
        await pilot.pause()
        assert isinstance(app.screen, TimelineScreen)
        timeline = app.screen.query_one(Timeline)
        timeline.move_cursor(timeline.find(lambda point: point.node == ada_turn))
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, Choice), app.screen  # Ada's move is hers to take back
        assert app.screen.question.startswith("Take back Ada's move (plays 5) and what chance drew? Ada should agree first.")
        await pilot.press("right", "enter")
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen)  # Ada is called back to the keyboard
        reason = str(app.screen.query_one("#handoff-reason").render())
        assert reason.startswith("Bea jumped on the timeline; it is Ada's turn"), reason
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen and screen.viewer == session.to_act == 0


async def test_a_long_row_ends_in_an_ellipsis_and_the_chosen_row_shows_whole(tmp_path):
    """Rows were cut at the edge mid-word with nothing to say so."""
    from rich.style import Style

    from engine.core import SeatSpec
    from engine.restart import GAME as RESTART

    session = Session(RESTART, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 7)
    session.advance(200)
    session.seats[0] = SeatSpec("Ann")
    app = library_app(Library(tmp_path / "library.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(session)
        await settle(pilot)
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        nodes, stack = [], [timeline.root]
        while stack:
            node = stack.pop()
            nodes.append(node)
            stack.extend(node.children)
        long = next(n for n in nodes if len(n.label.plain) > 90)
        shown = timeline.render_label(long, Style(), Style()).plain
        assert shown.endswith("…") and len(shown) < 80
        timeline.move_cursor(long)
        await pilot.pause()
        detail = app.screen.query_one("#timeline-detail")
        assert str(detail.render()) == long.label.plain and detail.display
        await pilot.resize_terminal(200, 40)  # the row whole in the tree now: no line under it
        await pilot.pause()
        assert len(long.label.plain) <= timeline.room(long) and not detail.display


async def test_under_strict_undo_the_timeline_refuses_a_jump_before_the_latest_reveal(tmp_path):
    """Undo stopped at a reveal, but the timeline jumped past it: a player could see a draw,
    go back before it and play differently."""
    app = library_app(Library(tmp_path / "library.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAMES["nines"], HUMAN_VS_BOT, 5, policy="strict"))
        await settle(pilot)
        session = screen.session
        start = session.cursor
        await pilot.press("enter")  # Ada plays a card: it is shown (a reveal), then the bot
        await settle(pilot)
        here = session.cursor
        assert here != start and not session.can_undo()
        await pilot.press("t")
        await pilot.pause()
        help_line = str(app.screen.query_one("#timeline-help").render())
        assert f"Strict undo: not before event {session.strict_floor()}" in help_line
        timeline = app.screen.query_one(Timeline)
        timeline.move_cursor(timeline.find(lambda point: point.node == start))
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TimelineScreen) and session.cursor == here  # refused
        assert any("strict undo" in n.message for n in app._notifications)


def test_a_log_line_names_its_speaker_once_in_the_log_and_on_the_timeline():
    """"64  Player 1: Player 1 places the eagle" in Chronocritters, whose texts name the seat."""
    from tui.widgets.words import spoken

    assert spoken("Player 1", "Player 1 places the eagle") == ("Player 1 ", "places the eagle")
    assert spoken("Ada", "Player 1 places the eagle") == ("Ada: ", "Player 1 places the eagle")
    assert spoken("", "the die shows 4") == ("· ", "the die shows 4")
    # the game's own name for the seat comes first, the player's beside it ("Ada: Player 1
    # places ..." gave one player two names; reviews in three sessions)
    assert spoken("Ada", "Player 1 places the eagle", "Player 1") == ("Player 1 (Ada) ", "places the eagle")
    # a move's own words (Restart): the seat named the same way, "Ada: Take ..." beside "Blue
    # (Bob) draws ..." named one seat by player, the other by colour (a review)
    assert spoken("Ada", "Take a Time token", "Red") == ("Red (Ada): ", "Take a Time token")
    assert spoken("Red", "Take a Time token", "Red") == ("Red: ", "Take a Time token")


def test_a_chance_line_that_opens_with_a_seat_names_its_player_too():
    """"· Blue draws an Event card" beside "Greedy bot 2: ...": the log called one seat two
    ways (a review). A chance line opening with a seat's label names the player beside it."""
    from engine.core import SeatSpec, Session
    from engine.restart import GAME
    from tui.widgets.event_log import log_entries
    from tui.widgets.words import chance_named

    names = {"Blue": "Bea", "Player 2": "Player 2"}
    assert chance_named("Blue draws an Event card", names) == "Blue (Bea) draws an Event card"
    assert chance_named("Player 2 draws a die", names) == "Player 2 draws a die"  # named once
    assert chance_named("Bluesky draws", names) == "Bluesky draws"
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 5)
    session.advance()
    chance = [e.text for e in log_entries(session, 0) if not e.who]
    assert "Red (Ann) is dealt the Character" in " / ".join(chance)
    assert all(t.startswith(("Red (Ann) ", "Blue (Bot) ")) for t in chance if t.startswith(("Red ", "Blue ")))


def test_each_game_s_seat_label_is_how_its_log_lines_name_the_seat_that_moved():
    from engine.core import SeatSpec, Session
    from engine.registry import GAMES

    for name in ("restore", "chronocritters"):
        session = Session(GAMES[name], [SeatSpec("a", "random"), SeatSpec("b", "random")], 2)
        session.advance(300)
        named = [text.startswith(GAMES[name].seat_label(seat) + " ")
                 for _, seat, text in session.texts() if seat >= 0]
        assert named and sum(named) > 0.9 * len(named), name
    assert GAMES["restart"].seat_label(0) == "Red"  # its moves are said to the player; its draws name the colour


async def test_the_timeline_opens_with_the_current_row_in_sight_and_shows_a_cut_row_whole(tmp_path):
    """A newcomer opened the timeline on a long last line: the detail under the tree, two lines
    high, hid the current row. The row stays in sight, and the detail shows only a cut row."""
    from engine.core import SeatSpec
    from engine.restore import GAME as RESTORE
    from textual.widgets import Static

    session = Session(RESTORE, [SeatSpec("Ann", "greedy"), SeatSpec("Bea", "greedy")], 3)
    while not (session.depth > 40 and len(session.texts()[-1][2]) > 150 and session.to_act >= 0):
        session.step_auto()  # (a seat to act: chance would draw on past the long row at the start)
    session.seats[:] = [SeatSpec("Ann"), SeatSpec("Bea")]
    app = library_app(Library(tmp_path / "library.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(session)
        await settle(pilot)
        await pilot.press("t")
        await settle(pilot)
        timeline, detail = app.screen.query_one(Timeline), app.screen.query_one("#timeline-detail", Static)
        assert timeline.cursor_node.data.node == session.cursor and detail.display
        assert timeline.scroll_y <= timeline.cursor_line < timeline.scroll_y + timeline.scrollable_content_region.height
        await pilot.press("home")
        await settle(pilot)
        assert not detail.display  # the first row is short: shown whole in the tree


async def test_a_jump_into_a_bot_s_turn_goes_on_as_the_bot_played_and_makes_no_branch(tmp_path):
    """A jump to a bot's turn had the bot decide anew: a branch nobody played, each time
    (a review: three jumps to one event, three branches)."""
    library = Library(tmp_path / "library.sqlite3", clock=Clock())
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAMES["nines"], HUMAN_VS_BOT, 5))
        await settle(pilot)
        for _ in range(3):
            await pilot.press("enter")
            await settle(pilot)
        session = screen.session
        tree, path, nodes = session.tree, session.path(), len(session.tree)
        ada = next(k for k, n in enumerate(path) if tree.seat[n] == 0)  # Ada's first move
        bot = next(k for k in range(ada + 1, len(path)) if tree.seat[path[k]] == 1)
        later = next(k for k in range(bot, len(path)) if tree.seat[path[k]] == 0)
        for _ in range(3):
            screen.jump_to(path[ada])  # the bot's turn is next
            await settle(pilot)
            assert len(tree) == nodes and session.cursor == path[later - 1]
            assert session.to_act == 0 and not screen.thinking
        assert any("went on as played before" in n.message for n in app._notifications)


async def test_a_jump_before_a_draw_in_a_game_without_bots_names_chance_alone(tmp_path, monkeypatch):
    """"From event 146 the bots and chance went on" in a hot-seat game with no bot (a review)."""
    from engine.core import SeatSpec

    library = Library(tmp_path / "library.sqlite3", clock=Clock())
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAMES["nines"], [SeatSpec("Ada"), SeatSpec("Bea")], 5))
        said = []
        monkeypatch.setattr(screen, "notify", lambda text, **kw: said.append(text))
        await settle(pilot)
        for _ in range(2):  # Ada's hand-off, then her move
            await pilot.press("enter")
            await settle(pilot)
        session = screen.session
        path = session.path()
        ada = next(k for k, n in enumerate(path) if session.tree.seat[n] == 0)
        screen.jump_to(path[ada])  # a deal comes next
        await settle(pilot)
        went = [text for text in said if "went on as played before" in text]
        assert went and went[-1].startswith(f"From event {ada + 1} chance went on as played before")
        assert "bot" not in went[-1]


async def test_the_timeline_names_your_own_hidden_cards_as_your_log_does(tmp_path):
    """The log reads "Red draws an Event card (you: 225 ...)"; the timeline left out the
    "(you: ...)" (a review)."""
    from engine.core import SeatSpec
    from engine.registry import GAMES as ALL  # Restart: hands are hidden

    session = Session(ALL["restart"], [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")], 4)
    session.advance()
    app = RewindApp(ALL, seed=7, log_dir=tmp_path / "logs", library=Library(tmp_path / "library.sqlite"))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(session)
        await settle(pilot)
        mine = [text for _, _, text in session.texts(0) if "(you: " in text]
        assert mine and screen.viewer == 0
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, TimelineScreen)
        labels = []
        stack = [app.screen.query_one(Timeline).root]
        while stack:
            node = stack.pop()
            labels.append(str(node.label))
            stack.extend(node.children)
        assert any("(you: " in label for label in labels)


async def test_naming_a_branch_the_library_cannot_hold_says_why_and_the_game_goes_on(tmp_path, monkeypatch):
    """With the library's saves failing (a full disk), the branch's moves were not in it and
    naming the branch raised LibraryError out of the app: a traceback and the game gone."""
    import sqlite3

    library = Library(tmp_path / "library.sqlite3", clock=Clock())
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        screen = pilot.app.start_game(Session(GAMES["nines"], HUMAN_VS_BOT, 5))
        await settle(pilot)

        def full(*args):
            raise sqlite3.OperationalError("database or disk is full")

        monkeypatch.setattr(library, "sync", full)
        for keys in (["enter"], ["ctrl+z"], ["down", "enter"]):  # a branch made unsaved
            await pilot.press(*keys)
            await settle(pilot)
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        (branch,) = branch_entries(timeline)
        timeline.move_cursor(branch)
        await pilot.press("n")
        await pilot.pause()
        await pilot.press(*"kept", "enter")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, TimelineScreen)
        assert any(n.message == "Branch not named: the library did not save this game's latest moves "
                   "(database or disk is full)" for n in app._notifications)
        assert library.branch_names(screen.game_id) == {}


async def test_a_branch_split_off_at_the_start_shows_and_the_start_is_a_row_to_jump_to(tmp_path):
    """Restore's custom shape: Blue's first move is the game's first event, so a line undone
    there split off at the start: it showed nowhere, and no row jumped back to the start (a
    review undid to the start and found no 'you are here')."""
    from engine.core import SeatSpec
    from engine.registry import GAMES as ALL

    restore = ALL["restore"]
    session = Session(restore, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 5, restore.Options(custom_shape=True))
    first, second = session.legal_moves()[:2]
    session.apply(first)
    session.jump(0)
    session.apply(second)
    app = RewindApp(ALL, seed=7, log_dir=tmp_path / "logs", library=Library(tmp_path / "lib.sqlite3", clock=Clock()))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.start_game(session)
        await settle(pilot)
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        start = timeline.root.children[0]
        assert start.data.node == 0 and str(start.label).startswith("   0  the start of the game")
        (branch,) = branch_entries(timeline)
        assert branch.parent is start and "splits off at the start" in str(branch.label)
        assert "1 event" in str(branch.label)
        timeline.move_cursor(start)
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen and session.cursor == 0
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        # the mark before the words: a long row is cut at its end, and the mark went with it (helper-276)
        assert str(timeline.root.children[0].label).startswith("   0  ◀ you are here  the start of the game")
        assert timeline.cursor_node is timeline.root.children[0]


async def test_b_goes_to_the_next_branch_round_past_the_end_and_says_when_there_is_none(tmp_path):
    """A long game's branch lay pages away, reached only by PageDown (a review); the timeline
    opens on its last row, where b found no branch after it (another review)."""
    app = library_app(Library(tmp_path / "library.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await played_with_a_branch(pilot)
        await pilot.press("t")
        await pilot.pause()
        timeline = app.screen.query_one(Timeline)
        (branch,) = branch_entries(timeline)
        assert timeline.cursor_line == timeline.last_line  # where it opens
        await pilot.press("b")
        await pilot.pause()
        assert timeline.cursor_node is branch
        await pilot.press("b")
        await pilot.pause()
        assert timeline.cursor_node is branch and list(app._notifications)[-1].message == "no other branch"
        timeline.move_cursor(timeline.root)
        await pilot.press("B")
        await pilot.pause()
        assert timeline.cursor_node is branch
