"""The replay viewer (issue 12): scrub a saved game or a log, play it at a pace, seat views,
and "play from here"."""
from __future__ import annotations

from contextlib import asynccontextmanager

from textual.content import Content
from textual.widgets import Input, Static

from engine.core import CHANCE, SeatSpec, Session, export_log
from engine.core.library import Library
from engine.core.treefile import export_tree
from engine.registry import GAMES as REAL
from tests.tui.conftest import settle
from tests.tui.test_library import GAMES, SIZE, Clock, library_app, play_line
from tui.screens.game import GameScreen
from tui.screens.library import LibraryScreen
from tui.app import RewindApp
from tui.screens.replay import PACES, ReplayScreen, load_log, turn_ends
from tui.widgets import ScoreTable

ALL_BOTS = [SeatSpec("Rand", "random"), SeatSpec("Greedy", "random")]


@asynccontextmanager
async def viewing(tmp_path, session: Session, title: str, size=SIZE):
    """The replay viewer on `session`, in an app with a library, for a Pilot test."""
    app = library_app(Library(tmp_path / "l.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=size) as pilot:
        screen = ReplayScreen(session, title)
        await app.push_screen(screen)
        yield pilot, screen


def bot_game() -> Session:
    session = Session(GAMES["nines"], ALL_BOTS, 11)
    session.advance()
    return session


async def test_scrub_by_event_turn_start_end_and_views(tmp_path):
    session = bot_game()
    end = session.depth
    async with viewing(tmp_path, session, "all bots") as (pilot, screen):
        assert screen.position == end and "over: " in screen.status_text()
        # it opens on the end: the footer names the key back to the start (a review pressed
        # left 148 times)
        shown = [key for key, b in screen.active_bindings.items() if b.binding.show]
        assert "home" in shown[:7]
        assert {"v", "p"} <= set(shown) and "right_square_bracket" not in shown  # room for these at 80 columns
        await pilot.press("home", "left_square_bracket")  # at the start: said (a review heard nothing)
        assert screen.position == 0 and list(pilot.app._notifications)[-1].message.startswith("Nothing before this")
        await pilot.press("end", "right")
        assert screen.position == end and list(pilot.app._notifications)[-1].message.startswith("Nothing after this")
        await pilot.press("home", "right", "right")
        assert screen.position == 2 and session.depth == 2
        await pilot.press("left")
        assert screen.position == 1
        await pilot.press("end", "left_square_bracket")  # back to where the seat changed
        seats = [session.tree.seat[n] for n in screen.line[1:]]
        movers = [s for s in seats[:screen.position] if s != CHANCE]
        assert screen.position < end and movers[-1] != [s for s in seats if s != CHANCE][-1]
        back = screen.position
        await pilot.press("right_square_bracket")
        assert screen.position == end
        await pilot.press("home", "right_square_bracket")  # setup dealt: the first turn is next
        dealt = screen.position
        assert dealt > 0 and set(seats[:dealt]) == {CHANCE} and seats[dealt] == 0
        await pilot.press("right", "left_square_bracket")  # inside the first turn: back to its start
        assert screen.position == dealt
        await pilot.press("right_square_bracket", "right_square_bracket", "left_square_bracket")
        first_turn = screen.position  # the end of seat 0's first turn
        assert {seats[i] for i in range(first_turn) if seats[i] != CHANCE} == {0}
        assert seats[first_turn] in (1, CHANCE) and back > first_turn
        await pilot.press("v", "v")
        assert screen.viewer == 1 and "view: Greedy" in screen.status_text()
        assert session.game.render(session.view(1)) in str(screen.query_one("#replay-board").render())


async def test_at_the_end_the_final_scores_are_shown_as_the_game_screen_shows_them(tmp_path):
    """The viewer's last event showed Chronocritters' running "83 VP" of a 144 VP game and no
    winner (a newcomer's review): the end's scoring is the game screen's table."""
    session = Session(REAL["chronocritters"], [SeatSpec("Ann", "random")], 3)
    session.advance()
    outcome = session.outcome()
    async with viewing(tmp_path, session, "solo") as (pilot, screen):
        scores = screen.query_one(ScoreTable)
        assert scores.display and scores.outcome == outcome
        assert scores.winner_text() and scores.names[0] == "Ann"
        # the table may be out of sight; solo, the result is the score (helper-277)
        assert f"over: Ann scores {outcome.scores[0].total}" in screen.status_text()
        await pilot.press("left")
        assert not scores.display  # the game goes on there


async def test_g_goes_to_an_event_by_its_number(tmp_path):
    """A review took 155 presses of } to reach a season's second episode: g asks for the
    event's number; one outside the line says what the line holds and stays."""
    session = bot_game()
    end = session.depth
    async with viewing(tmp_path, session, "all bots") as (pilot, screen):
        await pilot.press("g", *"5", "enter")
        await pilot.pause()
        assert screen.position == 5 and session.depth == 5
        await pilot.press("g", *str(end + 1), "enter")
        await pilot.pause()
        assert screen.position == 5 and f"0 (the start) to {end}" in list(pilot.app._notifications)[-1].message
        await pilot.press("g", "2", "escape")
        await pilot.pause()
        assert screen.position == 5 and pilot.app.screen is screen


async def test_play_at_a_pace_to_the_end(tmp_path):
    session = bot_game()
    async with viewing(tmp_path, session, "all bots") as (pilot, screen):
        await pilot.press(*["plus"] * len(PACES))  # as fast as it goes
        assert PACES[screen.pace] == min(PACES)
        shown = []  # each step the timer takes (the fastest pace may finish within the press)
        go = screen.go
        screen.go = lambda position: (shown.append(position), go(position))
        await pilot.press("space")  # at the end: plays from the start
        for _ in range(600):
            await pilot.pause(0.05)
            if screen.timer is None:
                break
        assert screen.timer is None and screen.position == len(screen.line) - 1
        assert shown == sorted(set(shown)) and shown[-1] == len(screen.line) - 1  # on, in order


async def test_playing_keeps_to_the_pace_when_the_board_is_slower_to_draw(tmp_path, monkeypatch):
    """At 0.04 s an event a Restart game played an event every 0.075 s (a review): a tick goes
    on to the event the clock has come to."""
    import tui.screens.replay as replay

    now = [100.0]
    monkeypatch.setattr(replay.time, "monotonic", lambda: now[0])
    async with viewing(tmp_path, bot_game(), "all bots") as (pilot, screen):
        screen.go(0)
        screen.pace = PACES.index(0.25)
        screen.action_play()
        screen.stop()  # the ticks by hand, the clock as set
        now[0] += 0.3  # one pace and a bit: the next event
        screen._tick()
        assert screen.position == 1
        now[0] += 0.75  # 1.05 s since the start: the fourth event, two drawn over
        screen._tick()
        assert screen.position == 4
        screen._tick()  # no time gone: still one on
        assert screen.position == 5


async def test_play_from_here_goes_on_in_the_saved_game_as_a_new_branch(tmp_path):
    library = Library(tmp_path / "l.sqlite3", clock=Clock())
    game_id = library.create(play_line(Session(GAMES["nines"], [SeatSpec("Ada", "human"),
                                                                SeatSpec("Bot", "random")], 5), [0, 0]))
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen)
        await pilot.press("v")
        await pilot.pause()
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.game_id == game_id
        await pilot.press("home", *["right"] * 4, "p")  # the deal is done: Ada to act
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.game_id == game_id
        assert screen.session.depth == 4
        await pilot.press("down", "enter")  # another move than the one she played
        await settle(pilot)
        saved = library.summary(game_id)
        assert saved.nodes - 1 > saved.events  # the old line stays, as a branch


async def test_play_from_here_at_a_bot_s_turn_goes_on_as_it_was_played(tmp_path):
    """p at the bot's turn let it decide anew: its move differed, and the line reviewed went
    into a side branch unsaid (a review). As after a jump, the bot and chance go on as they
    played, to the next person's decision, and a toast says so."""
    session = play_line(Session(GAMES["nines"], [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")], 5), [0, 0, 0])
    library = Library(tmp_path / "l.sqlite3", clock=Clock())
    game_id = library.create(session)
    path = session.path()
    bot = next(k for k, n in enumerate(path) if session.tree.seat[n] == 1)  # the bot's first move
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("v", "home", *["right"] * bot, "p")  # the bot is to act there
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen) and screen.session.to_act == 0
        assert len(screen.session.tree) == len(session.tree)  # no new branch: what was played
        assert screen.session.path() == path[:screen.session.depth]
        assert any(n.title == "Played on" and "went on as played before" in n.message for n in app._notifications)


async def test_play_from_here_keeps_to_the_strict_policy(tmp_path):
    """The timeline refused to go back before a reveal, but the replay's p played on from
    there: a player saw a draw, went back before it and played differently (a review)."""
    library = Library(tmp_path / "l.sqlite3", clock=Clock())
    session = Session(GAMES["nines"], [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")], 5, policy="strict")
    game_id = library.create(play_line(session, [0, 0]))
    floor = session.strict_floor()
    assert floor > 4  # a reveal after the deal
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("v", "home", *["right"] * 4, "p")  # before the reveal
        await settle(pilot)
        replay = app.screen
        assert isinstance(replay, ReplayScreen) and replay.position == 4  # refused, still here
        assert any(n.message.startswith(f"strict undo: event {floor} (") and ") revealed" in n.message
                   for n in app._notifications)
        await pilot.press("end", "p")  # from the game's own end it plays on
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.game_id == game_id
        assert app.screen.session.depth == session.depth


async def test_play_from_here_with_only_bots_says_they_play_on(tmp_path):
    """The game screen opened at once on "Game over", the bots having replayed the rest."""
    library = Library(tmp_path / "l.sqlite3", clock=Clock())
    session = Session(GAMES["nines"], [SeatSpec("A", "random"), SeatSpec("B", "random")], 5)
    session.advance()
    library.create(session)
    app = library_app(library, tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("v", "home", "right", "right", "p")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert any(n.message.startswith("every seat is a bot: they play on") for n in app._notifications)


async def test_play_from_here_on_a_log_file_says_once_what_was_checked(tmp_path):
    """The viewer's "Opened from a log" stayed under the game screen's own (helper-276)."""
    session = play_line(Session(GAMES["nines"], [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")], 5), [0])
    export_log(session, tmp_path / "g.jsonl")
    async with viewing(tmp_path, load_log(tmp_path / "g.jsonl", GAMES), "g.jsonl") as (pilot, screen):
        await pilot.press("p")
        await settle(pilot)
        assert isinstance(pilot.app.screen, GameScreen)
        assert [n.title for n in pilot.app._notifications].count("Opened from a log") == 1


def test_load_log_reads_a_log_and_a_tree_export(tmp_path):
    session = play_line(Session(GAMES["nines"], [SeatSpec("Ada", "human"),
                                                 SeatSpec("Bot", "random")], 5), [0])
    session.undo()
    play_line(session, [1])
    export_log(session, tmp_path / "path.jsonl")
    export_tree(session, tmp_path / "tree.jsonl")
    assert len(load_log(tmp_path / "path.jsonl", GAMES).tree) == session.depth + 1
    assert len(load_log(tmp_path / "tree.jsonl", GAMES).tree) == len(session.tree)


async def test_the_viewer_says_when_a_file_holds_more_lines_of_play_than_it_shows(tmp_path):
    """`rewind replay` said so; the viewer showed one line of a tree export and nothing more
    (a review)."""
    session = play_line(Session(GAMES["nines"], [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")], 5), [0])
    session.undo()
    play_line(session, [1])
    export_tree(session, tmp_path / "tree.jsonl")
    export_log(session, tmp_path / "path.jsonl")
    app = library_app(Library(tmp_path / "l.sqlite3", clock=Clock()), tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        for name, said in (("path.jsonl", False), ("tree.jsonl", True)):
            app.clear_notifications()
            await app.push_screen(ReplayScreen(load_log(tmp_path / name, GAMES), name))
            await pilot.pause()
            assert any("2 lines of play are here" in n.message for n in app._notifications) == said
            assert any("Checked: hash chain; every chance outcome checked" in n.message  # as the CLI says
                       for n in app._notifications)
            app.pop_screen()
            await pilot.pause()


def test_replay_snapshot(snap_compare, tmp_path):
    app = library_app(Library(tmp_path / "l.sqlite3", clock=Clock()), tmp_path)

    async def run_before(pilot):
        await app.push_screen(ReplayScreen(bot_game(), "all bots"))
        await pilot.press("home", "right_square_bracket", "right_square_bracket", "v")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SIZE, run_before=run_before)


async def test_the_library_screen_opens_a_log_file_in_the_viewer(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # a path relative to where rewind runs: fewer keys to type
    exports = tmp_path / "logs"
    exports.mkdir()
    export_log(bot_game(), exports / "bots.jsonl")
    app = library_app(Library(tmp_path / "l.sqlite3", clock=Clock()), tmp_path)  # exports to logs/
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert app.screen.query_one(Input).value == str(exports / "bots.jsonl")  # the newest export
        assert str(app.screen.query_one(".dialog-keys", Static).render()) == "enter: open · escape: cancel"
        await pilot.press("ctrl+u", *"nothing.jsonl", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen)  # refused with a word, no traceback
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and "over: " in app.screen.status_text()


async def test_a_seat_log_of_a_game_in_play_asks_before_it_shows_that_seat_s_hand(tmp_path):
    """The library offered the newest export, a hot-seat player's seat log written by ctrl+e,
    and one enter showed that player's hand to whoever held the keyboard (a review)."""
    from engine.restart import GAME as RESTART
    from tui.screens.seat_log import SeatLogScreen
    from tui.widgets.dialogs import Choice

    exports = tmp_path / "logs"
    session = Session(RESTART, [SeatSpec("Ann"), SeatSpec("Bea")], 3)
    for _ in range(40):
        session.step_auto() or session.apply(session.legal_moves()[0])
    export_log(session, exports / "bea.jsonl", kind="seat", seat=1)
    app = RewindApp({"restart": RESTART}, log_dir=exports, library=Library(tmp_path / "l.sqlite3", clock=Clock()))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+l", "o")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and "Bea's seat log of a game still in play" in app.screen.question
        await pilot.press("enter")  # Cancel has the focus
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen)
        await pilot.press("o", "enter")
        await pilot.pause()
        await pilot.click("#choice-open")
        await pilot.pause()
        assert isinstance(app.screen, SeatLogScreen)


async def test_rounds_step_by_one_turn_of_each_seat_in_a_game_without_rounds(tmp_path):
    session = bot_game()
    async with viewing(tmp_path, session, "all bots") as (pilot, screen):
        await pilot.press("home", "right_curly_bracket")
        seats = [session.tree.seat[n] for n in screen.line[1:]]
        first = screen.position
        assert first > 0 and seats[first] == 0  # the next event opens seat 0's next turn
        assert {s for s in seats[:first] if s != CHANCE} == {0, 1}  # both seats moved
        assert "round 2" in screen.status_text()
        await pilot.press("right_curly_bracket", "left_curly_bracket", "left_curly_bracket")
        assert screen.position == 0 and "round 1" in screen.status_text()


async def test_rounds_follow_the_game_s_round_number(tmp_path):
    from engine.chronocritters import GAME as CHRONO
    session = Session(CHRONO, [SeatSpec("A", "random"), SeatSpec("B", "random")], 3)
    session.advance(limit=400)
    async with viewing(tmp_path, session, "chronocritters") as (pilot, screen):
        await pilot.press("home", "right_curly_bracket")
        assert CHRONO.round_number(session.state) == 2 and screen.position in screen.turn_ends  # a turn's start
        await pilot.press("left_square_bracket")
        assert CHRONO.round_number(session.state) == 1
        await pilot.press("right_curly_bracket", "right_curly_bracket", "left_curly_bracket")
        assert CHRONO.round_number(session.state) == 2 and screen.position == screen.round_starts[1]


async def test_the_title_is_on_the_board_literally_and_the_status_line_fits(tmp_path):
    title = "[/] and [link=x]Eve: a long saved title"
    async with viewing(tmp_path, bot_game(), title) as (pilot, screen):
        shown = Content.from_markup(screen.query_one("#replay-board-area").border_title).plain
        assert shown == f"Replay: Nines (test game): {title}"  # as the border draws it: literally
        assert len(screen.status_text()) <= 100


async def test_at_80_columns_the_status_line_is_whole_on_one_line_or_wraps(tmp_path):
    """It ended 'paused (pace' at 80 columns, then wrapped onto two lines (a review): "Replay"
    went to the board's title; a long seat name in the view still wraps, never cut."""
    async with viewing(tmp_path, bot_game(), "all bots", size=(80, 24)) as (pilot, screen):
        await pilot.pause()
        status = screen.query_one("#replay-status")
        assert len(screen.status_text()) <= 78 and status.region.height == 1
        screen.session.seats[1] = SeatSpec("A seat name long enough to need a second line", "random")
        await pilot.press("v", "v")
        await pilot.pause()
        assert len(screen.status_text()) > 78 and status.region.height == 2


async def test_a_seat_s_view_of_an_unfinished_game_with_hidden_items_is_its_one_human_s_only(tmp_path):
    """The library's replay viewer of an unfinished hot-seat Restart game: v showed Ann's hand,
    then Bea's, to whoever held the keyboard. Now v gives a seat's view of such a game only to
    its one human (against bots), and every seat's once the game is over."""
    from engine.restart import GAME as RESTART

    hot_seat = Session(RESTART, [SeatSpec("Ann"), SeatSpec("Bea")], 3)
    for _ in range(60):
        hot_seat.step_auto() or hot_seat.apply(hot_seat.legal_moves()[0])
    async with viewing(tmp_path, hot_seat, "hot seat") as (pilot, screen):
        await pilot.press("v")
        await pilot.pause()
        assert screen.viewer is None and any(n.title == "Not now" for n in pilot.app._notifications)
    against_bots = Session(RESTART, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 3)
    against_bots.advance()
    async with viewing(tmp_path, against_bots, "against a bot") as (pilot, screen):
        await pilot.press("v")
        assert screen.viewer == 0
        await pilot.press("v")
        assert screen.viewer is None  # not the bot's hand: back to the public view
    over = Session(RESTART, [SeatSpec("Ann", "random"), SeatSpec("Bea", "random")], 3)
    over.advance()
    assert over.over
    async with viewing(tmp_path, over, "over") as (pilot, screen):
        await pilot.press("v", "v")
        assert screen.viewer == 1
    # a finished hot-seat game taken back by undo is in play again: its line's end, where the
    # game was over, let v show every hand (a review)
    over.seats[:] = [SeatSpec("Ann"), SeatSpec("Bea")]
    over.jump(over.tree.parent[over.cursor])
    assert not over.over
    async with viewing(tmp_path, over, "taken back") as (pilot, screen):
        await pilot.press("v")
        assert screen.viewer is None and screen.seat_views == []


def test_a_seat_log_that_hides_nothing_opens_as_the_game_itself(tmp_path):
    """Issue 11: the replay viewer shows a seat log. One of a game without hidden items holds
    every event, so it opens as the game, every position drawn, its events checked by the
    rules (an illegal one refused at its line)."""
    import pytest

    from engine.core import LogError
    from engine.core.logfile import import_log, seat_log, seat_session

    session = Session(REAL["restore"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "greedy")], 4)
    session.advance()
    (tmp_path / "seat.jsonl").write_bytes(seat_log(session, 1))
    shown = load_log(tmp_path / "seat.jsonl", REAL)
    assert isinstance(shown, Session) and shown.depth == session.depth and shown.state == session.state
    assert "replayed through the rules; every chance outcome checked" in shown.log_check
    seat = import_log(tmp_path / "seat.jsonl", REAL)
    seat.entries[5].event = seat.entries[6].event  # the seed draws another disc there
    with pytest.raises(LogError) as refused:
        seat_session(seat, REAL)
    assert refused.value.line == 7 and "illegal event" in refused.value.reason


async def test_a_seat_log_with_hidden_draws_shows_its_lines_then_the_seat_s_last_view(tmp_path):
    """Issue 11: a seat log opens in the replay viewer (the library's o refused it: 'a seat log
    holds what one seat read, not positions'; a review). Other seats' hidden draws are not in
    it, so the viewer steps through its lines and ends on the seat's last view and the scores."""
    from engine.core.logfile import seat_log
    from tui.screens.seat_log import SeatLogScreen
    from tui.widgets import EventLog, TextBoard

    session = Session(REAL["restart"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 2)
    session.advance()
    path = tmp_path / "logs" / "restart-seat2.jsonl"
    path.parent.mkdir()
    path.write_bytes(seat_log(session, 1))
    app = RewindApp(REAL, seed=7, log_dir=tmp_path / "logs", library=Library(tmp_path / "l.sqlite3"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("o")  # the newest file of the export folder is offered
        await pilot.pause()
        assert app.screen.query_one(Input).value == str(path)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SeatLogScreen)
        lines = screen.query_one(EventLog).entries
        assert len(lines) == session.depth and lines[-1].text == session.texts(1)[-1][2]
        blue = REAL["restart"].seat_label(1)  # each line as the game's log says it
        assert any(e.text.startswith(f"{blue} (Bob) draws") for e in lines if not e.who)
        assert {e.label for e in lines if e.who == "Bob"} == {blue}
        board = str(screen.query_one(TextBoard).render())
        assert board.startswith("Bob's last view") and "total" in board and "Winner:" in board
        assert "Seat log of Bob │ line" in str(screen.query_one("#seat-log-status", Static).render())
        await pilot.press("home", "right_square_bracket")  # to the first turn's start
        await pilot.pause()
        assert 0 < screen.position < session.depth and len(screen.query_one(EventLog).entries) == screen.position
        assert "holds what Bob read, not the positions" in str(screen.query_one(TextBoard).render())
        at = screen.position
        await pilot.press("right_curly_bracket")  # the viewer's round key: said, not silent (a review)
        await pilot.pause()
        assert screen.position == at and list(app._notifications)[-1].title == "No rounds here"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LibraryScreen)


async def test_a_seat_log_s_texts_reach_the_screen_literally(tmp_path):
    """A seat log's lines, board and scores are what its file says: a terminal escape or a bell
    in one is spelled out, never sent to the terminal (issue 11: every text from a log shown
    literally)."""
    import io

    from engine.core.logfile import read_log, seat_log
    from tui.screens.seat_log import SeatLogScreen
    from tui.widgets import EventLog, TextBoard

    session = Session(REAL["restart"], [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 2)
    session.advance()
    log = read_log(io.BytesIO(seat_log(session, 1)), REAL)
    log.entries[-1].text = "evil \x1b[2J\x07 text"
    log.end.board = "a board \x1b]0;title\x07"
    app = RewindApp(REAL, seed=7, log_dir=tmp_path / "logs", library=Library(tmp_path / "l.sqlite3"))
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(SeatLogScreen(log, "x"))
        await pilot.pause()
        lines = app.screen.query_one(EventLog)
        shown = ["".join(seg.text for seg in lines.render_line(y)) for y in range(lines.size.height)]
        board = str(app.screen.query_one(TextBoard).render())
        assert "\\x1b[2J\\x07" in "".join(shown) + "".join(e.text for e in lines.entries)
        assert not any(c in text for text in [*shown, board] for c in "\x1b\x07")
        assert "a board \\x1b]0;title\\x07" in board


def test_a_turn_ends_at_its_ending_decision_or_where_another_seat_decides():
    c = CHANCE
    assert turn_ends([c, c, 0, 0, c, 0, c], [False, False, False, True, False, False, False]) == [0, 2, 5, 7]
    assert turn_ends([c, 0, 1, c, 0], [False] * 5) == [0, 1, 2, 4, 5]


async def test_a_solo_game_steps_by_its_turns_and_rounds(tmp_path):
    """Restart solo: the player's turns are parted only by Chaos's chance outcomes; [ ] went
    from the setup to the end in one step (a review)."""
    game = REAL["restart"]
    session = Session(game, [SeatSpec("Ann", "random")], 4)
    session.advance()
    line = session.path()
    async with viewing(tmp_path, session, "solo") as (pilot, screen):
        await pilot.press("home", "right_square_bracket", "right_square_bracket")
        first_turn = [session.tree.event[n] for n in line[:screen.position]]
        assert sum(map(game.ends_turn, first_turn)) == 1 and game.ends_turn(first_turn[-1]) is False
        assert session.tree.seat[line[screen.position]] == 0  # the next event: turn 2's first decision
        assert len(screen.turn_ends) > 15 and "round 2" in screen.status_text()
        await pilot.press("right_curly_bracket")
        assert "round 3" in screen.status_text()


async def test_a_restore_round_is_a_turn_of_each_player_the_starting_player_first(tmp_path):
    game = REAL["restore"]
    session = Session(game, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 2)
    session.advance()
    line = session.path()
    async with viewing(tmp_path, session, "restore") as (pilot, screen):
        await pilot.press("home", "right_curly_bracket")
        deciders = [session.tree.seat[n] for n in line[:screen.position] if session.tree.seat[n] != CHANCE]
        assert deciders[0] == 1 and 0 in deciders  # Yellow's Collector at setup, then Blue's turn, Yellow's
        assert session.tree.seat[line[screen.position]] == 0 and "round 2" in screen.status_text()
        assert set(screen.round_starts) <= set(screen.turn_ends)  # { } stop where [ ] do
        await pilot.press("end")  # the last round is the last counted (a round past the end was)
        rounds = (session.state.turns_played + 1) // 2
        assert f"round {rounds} " in screen.status_text() and rounds > 10
