"""The generic game screen, driven through Pilot: play, undo, redo, export, hand-off, help."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from textual.widgets import Static

from engine.core.words import possessive
from engine.core import SeatSpec, Session, import_log
from tests.tiny_game import GAME, Play, Roll
from tests.tui.conftest import burst, choose, focus_by_tab, settle
from tui.app import RewindApp
from tui.screens.game import GAME_SCREENS, GameScreen, register_screen, screen_class_for
from tui.screens.handoff import HandOffScreen
from tui.screens.help import HelpScreen
from tui.screens.home import HomeScreen
from tui.widgets import EventLog, MoveChosen, MoveFilter, MovePicker, ScoreTable, TextBoard
from tui.widgets.dialogs import Choice

HUMAN_VS_BOT = [SeatSpec("Ada", "human"), SeatSpec("Bot", "random")]
TWO_HUMANS = [SeatSpec("Ada", "human"), SeatSpec("Bea", "human")]


async def start(pilot, seats, seed=3, policy="casual", game=GAME) -> GameScreen:
    screen = pilot.app.start_game(Session(game, seats, seed, policy=policy))
    await settle(pilot)
    return screen


def drawn(widget) -> str:
    """A widget's lines as drawn, each without its trailing spaces."""
    return "\n".join("".join(s.text for s in widget.render_line(y)).rstrip()
                     for y in range(widget.size.height))


def board_text(screen: GameScreen) -> str:
    return str(screen.query_one("#board", TextBoard).render())


@pytest.mark.slow  # a whole game through Pilot
async def test_play_to_the_end_undo_to_the_start_redo_and_export(make_app, tmp_path, games):
    app = make_app(games)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await choose(pilot, "game", "nines")  # by default: a human against a random bot
        await focus_by_tab(pilot, "start")
        await pilot.press("enter")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        session = screen.session
        start_hash, start_cursor = session.state_hash(), session.cursor
        assert screen.check_action("undo", ()) is None  # nothing to undo: shown disabled
        await pilot.press("ctrl+z")
        assert session.cursor == start_cursor

        human_moves = 0
        while not session.over:
            assert session.to_act == 0 and not screen.thinking
            picker = screen.query_one(MovePicker)
            assert picker.moves == session.legal_moves()
            await pilot.press("enter")  # the highlighted (first) move
            await settle(pilot)
            human_moves += 1
        assert human_moves == 3  # three rounds
        end_hash, end_cursor = session.state_hash(), session.cursor
        table = screen.query_one(ScoreTable)
        assert table.display and table.outcome == GAME.outcome(session.state)
        names = [s.name for s in session.seats]
        assert names[table.outcome.winners[0]] in table.winner_text()
        assert "Game over" in str(screen.query_one("#status", Static).render())
        assert screen.query_one(MovePicker).moves == []
        log = screen.query_one(EventLog)
        assert [e.text for e in log.entries] == [t for _, _, t in session.texts()]

        for _ in range(human_moves):
            assert screen.check_action("undo", ()) is True
            await pilot.press("ctrl+z")
            await settle(pilot)
        assert session.state_hash() == start_hash and session.cursor == start_cursor
        # each undo took the bot's reply and the draws with the move, and said so (a review
        # saw one ctrl+z go back 19 events unsaid)
        said = [n.message for n in app._notifications if n.title == "Undo"]
        bot = possessive(names[1])
        assert said and said[-1].startswith(f"Took back your and {bot} moves and what chance drew (")
        assert said[-1].endswith(" events; ctrl+y plays them again, until another move is made)")  # "1 event; ... plays it again"
        assert not screen.query_one(ScoreTable).display
        assert screen.check_action("undo", ()) is None

        for _ in range(human_moves):
            await pilot.press("ctrl+y")
            await settle(pilot)
        assert session.state_hash() == end_hash and session.cursor == end_cursor
        assert not any(n.title == "Undo" for n in app._notifications)  # it outlived the redo (a review)
        assert screen.query_one(ScoreTable).display
        assert screen.check_action("redo", ()) is None

        await pilot.press("ctrl+e")
        await pilot.pause()
        logs = list((tmp_path / "logs").glob("nines-*.jsonl"))
        assert len(logs) == 1 and screen.last_export == logs[0]
        assert any(n.message == f"{logs[0].name}\nin {logs[0].parent}" for n in app._notifications)
        loaded = import_log(logs[0], {"nines": GAME})
        assert loaded.state_hash() == end_hash
        assert list(loaded.events()) == list(session.events())

        await pilot.press("ctrl+e")  # a second export in the same second gets its own file
        await pilot.pause()
        assert len(list((tmp_path / "logs").glob("nines-*.jsonl"))) == 2

        await pilot.press("n")  # new game, once this one is over
        assert isinstance(app.screen, HomeScreen)


async def test_an_illegal_move_is_refused_with_its_rule_and_changes_nothing(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        session = screen.session
        before = (session.state_hash(), session.cursor, len(session.tree), board_text(screen))
        moves = screen.query_one(MovePicker).moves
        not_mine = next(Play(c) for c in range(1, 10) if Play(c) not in moves)
        screen.query_one(MovePicker).post_message(MoveChosen(not_mine))  # as a board would
        await pilot.pause()
        assert [n.message for n in app._notifications] == ["you may only play a card from your own hand"]
        assert (session.state_hash(), session.cursor, len(session.tree), board_text(screen)) == before
        assert screen.query_one(MovePicker).moves == moves


async def test_the_move_list_does_not_wrap_round_its_ends(make_app):
    """Up on the first move went to the last (Chronocritters' "Stop"), and the next enter
    gave up the turn's free actions (a review)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        picker = screen.query_one(MovePicker)
        picker.focus()
        picker.highlighted = 0
        last = picker.option_count - 1
        assert last > 0
        await pilot.press("up")
        assert picker.highlighted == 0
        await pilot.press("down", "end", "down")
        assert picker.highlighted == last
        await pilot.press("up")
        assert picker.highlighted == last - 1


async def test_slash_filters_the_move_list_and_enter_plays_a_match(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        session, picker, box = screen.session, screen.query_one(MovePicker), screen.query_one(MoveFilter)
        everything = session.legal_moves()
        assert not box.display and picker.moves == everything
        await pilot.press("slash", *"ROLLS")  # any case
        await pilot.pause()
        assert box.display and box.has_focus
        assert picker.moves == [Roll()]
        assert str(picker.get_option_at_index(0).prompt.columns[0]._cells[0]).strip() == f"{len(everything)}."
        depth = session.depth
        await pilot.press("enter", "enter")  # to the matching moves, then play the one shown
        await settle(pilot)
        assert session.tree.event[session.path()[depth]] == Roll()
        assert not box.display and picker.moves == session.legal_moves()  # the next list is whole


async def test_the_wide_list_highlights_the_first_move_when_the_side_list_had_none(make_app):
    """A review opened m and enter did nothing until an arrow was pressed: the side list had no
    highlight (a board's cursor on no move), and the wide list took that over."""
    from tui.widgets import WideMoves

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        session = screen.session
        moves = session.legal_moves()
        screen.query_one(MovePicker).highlighted = None
        depth = session.depth
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, WideMoves) and app.screen.query_one(MovePicker).highlighted == 0
        await pilot.press("enter")
        await settle(pilot)
        assert session.tree.event[session.path()[depth]] == moves[0]


async def test_a_filter_that_matches_nothing_says_so_and_escape_clears_it(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        picker, box = screen.query_one(MovePicker), screen.query_one(MoveFilter)
        everything = screen.session.legal_moves()
        await pilot.press("slash", *"plays, die, quit, take")  # each comma-separated part must appear
        await pilot.pause()
        assert app.screen is screen  # q and t (leave, timeline) were typed, not obeyed
        assert picker.moves == []
        assert "no move holds 'plays, die, quit, take'" in str(picker.get_option_at_index(0).prompt)
        await pilot.press("escape")
        await pilot.pause()
        assert not box.display and box.value == ""
        assert picker.moves == everything and picker.has_focus
        depth = screen.session.depth
        await pilot.press("slash", *"zzz", "enter", *"roll")  # enter on no match: the filter keeps
        await pilot.pause()  # the keys (a review typed on, and its letters played moves)
        assert box.has_focus and box.value == "zzzroll" and screen.session.depth == depth
        await pilot.press("escape")
        await pilot.pause()
        assert not box.display and box.value == "" and picker.moves == everything


async def test_escape_puts_away_the_toasts_over_the_board(make_app, tmp_path):
    """"Opened from a log" covered a third of an 80x24 board for 12 s, escape or not (a review);
    with nothing left to put away, escape says what it does not do."""
    from engine.core import dumps_log
    session = Session(GAME, HUMAN_VS_BOT, 3)
    session.advance()
    session.apply(session.legal_moves()[0])
    path = tmp_path / "game.jsonl"
    path.write_bytes(dumps_log(session))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(import_log(path, {GAME.name: GAME}))
        await settle(pilot)
        assert "Opened from a log" in [n.title for n in app._notifications]
        await pilot.press("escape")
        await pilot.pause()
        assert not app._notifications and not app.screen.query("Toast")
        await pilot.press("escape")
        await pilot.pause()
        assert [n.title for n in app._notifications] == ["Escape"]


async def test_hand_off_between_two_humans_hides_each_hand(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, TWO_HUMANS)
        session = screen.session
        hands = session.state.hands
        assert isinstance(app.screen, HandOffScreen)
        assert "Pass to Ada" in str(app.screen.query_one("#handoff-title", Static).render())
        assert screen.viewer is None and str(hands[0]) not in board_text(screen)
        curtain = app.screen
        await pilot.press("q")  # asks, as in the game (it quit Rewind at once)
        await pilot.pause()
        assert app.is_running and app.screen is not curtain
        await pilot.press("escape")  # stay
        await pilot.pause()
        assert app.screen is curtain
        await pilot.press("enter")
        assert app.screen is screen and screen.viewer == 0
        assert str(hands[0]) in board_text(screen) and str(hands[1]) not in board_text(screen)
        app.notify("searching from Ada's view for 1 s…", title="Hint")  # as k leaves it
        await pilot.press("enter")  # Ada plays; now Bea must act
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen)
        assert not app._notifications  # the last player's toasts stay with them
        assert "Pass to Bea" in str(app.screen.query_one("#handoff-title", Static).render())
        assert screen.viewer is None and str(session.state.hands[0]) not in board_text(screen)
        await pilot.press("enter")
        assert screen.viewer == 1
        assert str(session.state.hands[1]) in board_text(screen)
        assert str(session.state.hands[0]) not in board_text(screen)
        await pilot.press("ctrl+z")  # Ada's move: Bea is asked first
        await settle(pilot)
        assert isinstance(app.screen, Choice)
        assert app.screen.question.startswith("Take back Ada's move (plays 1) and what chance drew? Ada should agree first.")
        assert "the next draws bring the same again, whoever makes them" in app.screen.question
        await pilot.press("right", "enter")  # back to Ada's decision: the hand-off comes first
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen) and screen.viewer is None
        reason = str(app.screen.query_one("#handoff-reason", Static).render())
        # whose move, for Ada (a review read "Bea played a move again" as Bea's own)
        assert reason.startswith("Bea took back Ada's move (plays 1) and what chance drew (undo); it is Ada's turn"), reason
        await pilot.press("enter")
        await pilot.press("ctrl+y")  # Ada redoes her move: Bea is called back and told why
        await settle(pilot)
        reason = str(app.screen.query_one("#handoff-reason", Static).render())
        # (it read "Ada played Ada's move": a review)
        assert reason.startswith("Ada played their move (plays 1) and what chance drew again (redo); it is Bea's turn"), reason


async def test_undo_on_the_curtain_takes_the_move_back_without_showing_anyone_s_view(make_app):
    """ctrl+z on the curtain only said "Bea presses enter first": the player who had just
    moved had to uncover Bea's hand to take their move back. Now it asks as the game screen
    does, over the curtain, and the curtain calls whoever acts then; ctrl+y the same way."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, TWO_HUMANS)
        session = screen.session
        await pilot.press("enter", "enter")  # Ada shows her view and plays
        await settle(pilot)
        curtain, depth = app.screen, session.depth
        assert isinstance(curtain, HandOffScreen) and "Pass to Bea" in drawn(curtain.query_one("#handoff-title"))

        def hidden() -> bool:
            return screen.viewer is None and not any(str(hand) in board_text(screen) for hand in session.state.hands)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and app.screen_stack[-2] is curtain and hidden()
        assert app.screen.question.startswith("Take back Ada's move (plays 1) and what chance drew?")
        await pilot.press("escape")  # stay: nothing taken back, the curtain as it was
        await pilot.pause()
        assert app.screen is curtain and session.depth == depth and hidden()
        await pilot.press("ctrl+z", "right", "enter")  # go back
        await settle(pilot)
        assert app.screen is curtain and session.depth < depth and session.to_act == 0 and hidden()
        assert "Pass to Ada" in drawn(curtain.query_one("#handoff-title"))
        reason = drawn(curtain.query_one("#handoff-reason"))
        assert reason.startswith("the table took back Ada's move (plays 1) and what chance drew (undo); it is"), reason
        await pilot.press("ctrl+y")  # played again: Bea is called once more
        await settle(pilot)
        assert app.screen is curtain and session.depth == depth and hidden()
        assert "Pass to Bea" in drawn(curtain.query_one("#handoff-title"))
        await pilot.press("enter")
        assert app.screen is screen and screen.viewer == 1
        assert str(session.state.hands[1]) in board_text(screen)


async def test_keys_typed_ahead_on_the_curtain_never_leave_the_game_waiting_for_nobody(make_app):
    """Undo answered and enter pressed in one burst on the hand-off screen closed it while the
    answer's callback, queued on it, was pending: the curtain was gone, nobody's view was shown
    and nobody was called, and no key went on (a review's hot-seat game waited for ever)."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, TWO_HUMANS)
        session = screen.session
        await pilot.press("enter", "enter")  # Ada plays: the curtain calls Bea
        await settle(pilot)
        assert isinstance(app.screen, HandOffScreen)
        await burst(pilot, "ctrl+z", "right", "enter", "ctrl+z", "ctrl+z", "right", "enter",
                    "ctrl+y", "ctrl+y", "ctrl+y", "ctrl+z")
        await settle(pilot)
        await pilot.pause(0.3)
        await settle(pilot)
        top = app.screen
        assert top is not screen or screen.viewer == session.to_act, (screen.viewer, session.to_act, app.screen_stack)
        assert isinstance(top, (type(screen), HandOffScreen, Choice))


async def test_help_on_the_curtain_is_the_game_s(make_app):
    """? on the curtain showed the home screen's help (a review); the game's help holds its
    rules and keys, nothing private."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, TWO_HUMANS)
        await pilot.press("enter", "enter")  # Ada shows her view and plays
        await settle(pilot)
        curtain = app.screen
        assert isinstance(curtain, HandOffScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.keys == screen.help_content()[2]
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is curtain


async def test_the_hand_off_lists_the_other_seats_moves_since_the_next_player_s_last(make_app):
    seats = [SeatSpec("Ada", "human"), SeatSpec("Bea", "human"), SeatSpec("Bot", "random")]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, seats)
        session = screen.session

        def since() -> str:
            return drawn(app.screen.query_one("#handoff-since", Static))
        assert isinstance(app.screen, HandOffScreen) and not app.screen.query("#handoff-since")
        await pilot.press("enter", "enter")  # Ada plays
        await settle(pilot)
        ada = next(t for _, s, t in session.texts(None) if s == 0)
        assert since() == f"Moves so far:\n  Ada: {ada}"  # Bea has not moved: the game so far
        await pilot.press("enter", "enter")  # Bea plays, then the bot
        await settle(pilot)
        texts = session.texts(None)
        bea = next(t for _, s, t in texts if s == 1)
        bot = next(t for _, s, t in texts if s == 2)
        assert "Pass to Ada" in str(app.screen.query_one("#handoff-title", Static).render())
        assert since() == f"Moves since yours:\n  Bea: {bea}\n  Bot: {bot}"  # not Ada's, nor chance's
        await pilot.press("enter")  # Ada at the keyboard: going back to the start names everyone's
        assert screen._going_back_question(0).startswith(
            "Take back your, Bea's and Bot's moves and what chance drew? Bea should agree first. Chance is not dealt anew")


async def test_the_hand_off_ignores_an_enter_pressed_too_soon(make_app, monkeypatch):
    monkeypatch.setattr(HandOffScreen, "GUARD_SECONDS", 60)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start(pilot, TWO_HUMANS)
        await pilot.press("enter")
        assert isinstance(app.screen, HandOffScreen)


async def test_a_long_move_on_the_hand_off_wraps_under_its_own_words(make_app):
    move = "Red places a Child figure in space 4 of the Past, then " + "draws an Event card " * 5
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(HandOffScreen("Bea (Blue)", since=[("Ada (Red)", move), ("Bot (Green)", "ends")]))
        await pilot.pause()
        lines = drawn(app.screen.query_one("#handoff-since", Static)).split("\n")
    assert lines[0] == "Moves since yours:" and lines[1].startswith("  Ada (Red):   Red places")
    hang = len("  Ada (Red):   ")  # the names' column, as wide as the longest
    assert len(lines) > 3 and all(line.startswith(" " * hang) and line[hang] != " " for line in lines[2:-1])
    assert lines[-1] == "  Bot (Green): ends"


def test_the_hand_off_keeps_each_player_s_latest_moves_in_its_eight_lines():
    """The latest 8 of 13 were all the bot's turn: Bob's Mission, just before, went unsaid (a
    review). Each player keeps their latest among the 8, in the order played."""
    since = [("Bob", f"bob {k}") for k in range(5)] + [("Bot", f"bot {k}") for k in range(8)]
    lines = HandOffScreen("Ann", since=since)._latest(8)
    assert lines == since[1:5] + since[-4:]
    assert HandOffScreen("Ann", since=since[:6])._latest(8) == since[:6]  # room for all


async def test_the_hand_off_shows_as_many_moves_as_fit_above_its_hint(make_app):
    """A fixed 8 left out a Mission completed at 100x32 below half a screen of nothing; a count
    by the height alone pushed the hint under the footer when the reason or moves wrapped
    (reviews). The latest moves that fit are shown, the hint stays in sight, a resize refits."""
    short = [("Bob", f"bob {k}") for k in range(20)]
    long = [("Bob (Blue)", f"Blue places a Child figure in space {k} of the Past, then " + "draws an Event card " * 4)
            for k in range(20)]
    reason = "Ada took back Bea's move (Move Adult to Future 3) and what chance drew (undo); " * 3
    for size, case, shown in (((80, 24), "short", 14), ((100, 32), "short", 20), ((100, 32), "long", None),
                              ((80, 24), "long", None), ((160, 48), "long", None)):
        since, why = (short, "") if case == "short" else (long, reason)
        app = make_app()
        async with app.run_test(size=size) as pilot:
            await app.push_screen(HandOffScreen("Ann", why, since=since))
            await pilot.pause()
            lines = drawn(app.screen.query_one("#handoff-since", Static)).split("\n")
            hint = app.screen.query_one("#handoff-hint", Static).region
            assert 0 < hint.y and hint.bottom <= size[1] - 1, (size, case, hint)  # above the footer
            if shown is not None:
                assert lines[1:] == [f"  Bob: bob {k}" for k in range(20 - shown, 20)], size
                assert lines[0] == ("Moves since yours:" if shown == 20 else f"Moves since yours ({shown} of "
                                    "20, each player's latest; all are in the log):")
            else:  # the latest move is among those that fit, each from its first line
                named = [line for line in lines if line.startswith("  Bob (Blue): ")]
                assert lines[0].startswith(f"Moves since yours ({len(named)} of 20") and named, size
                assert named[-1].startswith("  Bob (Blue): Blue places a Child figure in space 19 "), size
            if size == (100, 32) and case == "short":
                await pilot.resize_terminal(80, 24)  # the room shrinks: the moves are refitted
                await pilot.pause()
                hint = app.screen.query_one("#handoff-hint", Static).region
                assert hint.bottom <= 23 and len(drawn(app.screen.query_one("#handoff-since", Static)).split("\n")) == 15


async def test_one_human_keeps_their_view_and_sees_no_hand_off(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        assert app.screen is screen and screen.viewer == 0
        assert str(screen.session.state.hands[0]) in board_text(screen)


async def test_bots_only_play_to_the_end_in_the_worker(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, [SeatSpec("A", "random"), SeatSpec("B", "random")])
        assert screen.session.over and screen.query_one(ScoreTable).display
        assert screen.viewer is None


async def test_a_failing_bot_is_reported_and_the_app_lives_on(make_app, monkeypatch):
    def broken(game, view, moves, seat, rng):
        return Play(99)

    monkeypatch.setitem(type(GAME).bots, "broken", broken)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, [SeatSpec("Ada", "human"), SeatSpec("Oops", "broken")])
        await pilot.press("enter")
        await settle(pilot)
        assert any(n.title == "A bot failed" for n in app._notifications)
        assert app.screen is screen and not screen.thinking


async def test_help_shows_the_keys_and_closes(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start(pilot, HUMAN_VS_BOT)
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        assert any(key == "ctrl+z" for key, _ in app.screen.keys)
        await pilot.press("escape")
        assert isinstance(app.screen, GameScreen)
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen)


async def test_the_command_palette_does_what_the_keys_do_and_says_what_is_not_possible(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        commands = lambda: {c.title: c for c in app.get_system_commands(screen)}  # noqa: E731
        assert {"Export log", "Help", "New game", "Home", "Timeline", "Undo"} <= set(commands())
        assert commands()["Undo"].help == "not now: nothing to undo yet"
        assert commands()["Export log"].help == "Write the event log to a file"
        listed = list(app.get_system_commands(screen))  # each once, and its help says more than its title
        assert len({c.title for c in listed}) == len(listed) and all(c.help != c.title for c in listed)
        await pilot.press("enter")
        await settle(pilot)
        assert not commands()["Undo"].help.startswith("not now")
        before = screen.session.cursor
        await commands()["Undo"].callback()
        await settle(pilot)
        assert screen.session.cursor != before
        assert not commands()["Redo"].help.startswith("not now")
        commands()["Home"].callback()
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Start the game" in {c.title for c in app.get_system_commands(app.screen)}


async def test_a_game_specific_screen_replaces_the_board(make_app):
    calls = []

    class BigBoard(Static):
        pass

    class NinesScreen(GameScreen):
        def make_board(self):
            return BigBoard(id="big-board")

        def update_board(self, view, seat):
            calls.append((seat, view["pile"]))
            self.query_one(BigBoard).update(f"pile {view['pile']}")

    register_screen("nines", NinesScreen)
    try:
        assert screen_class_for("nines") is NinesScreen
        app = make_app()
        async with app.run_test(size=(100, 30)) as pilot:
            screen = await start(pilot, HUMAN_VS_BOT)
            assert isinstance(screen, NinesScreen) and not screen.query(TextBoard)
            assert calls and calls[-1] == (0, len(screen.session.state.pile))
    finally:
        GAME_SCREENS.pop("nines")
    assert screen_class_for("nines") is GameScreen


async def test_a_mid_game_export_asks_first_and_goes_to_the_user_data_dir(monkeypatch, tmp_path):
    """The full log of a game still being played shows every hand: the export asks first
    (Cancel has the focus), then writes to the user data folder by default."""
    import platformdirs
    from tui.widgets.dialogs import Choice

    monkeypatch.setattr(platformdirs, "user_data_dir", lambda app: str(tmp_path / app))
    app = RewindApp({"nines": GAME}, seed=1)  # no log_dir: the real default
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        await pilot.press("ctrl+e")
        await pilot.pause()
        assert isinstance(app.screen, Choice) and "every hand" in app.screen.question
        await pilot.press("enter")  # Cancel
        await pilot.pause()
        assert app.screen is screen and screen.last_export is None
        assert [n.message for n in app._notifications][-1] == "Nothing exported (cancelled)"
        await pilot.press("ctrl+e")
        await pilot.pause()
        await pilot.click("#choice-export")
        await pilot.pause()
        assert screen.last_export.parent == tmp_path / "rewind" / "logs"
        assert re.fullmatch(r"nines-\d{8}-\d{6}-full\.jsonl", screen.last_export.name)  # no library: the time
        assert screen.last_export.exists()
        said = [n.message for n in app._notifications][-1]  # the name whole on its own line
        assert said == f"{screen.last_export.name}\nin {screen.last_export.parent}"
        await pilot.press("ctrl+e")  # mid-game, what this seat saw is offered too (a review)
        await pilot.pause()
        await pilot.click("#choice-seat")
        await pilot.pause()
        seat = import_log(screen.last_export, {"nines": GAME})
        assert screen.last_export.name.endswith("-seat1.jsonl") and seat.header.seat == 0
        assert "Seat log exported" in [n.title for n in app._notifications]


async def test_an_export_after_an_undo_says_what_it_leaves_out(make_app):
    """A review exported after two undos and was not told 17 events were missing: the log
    ends at the cursor, and the toast says how many undone events are not in it."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        session = screen.session
        await pilot.press("enter")  # a move, the bot's reply
        await settle(pilot)
        played = session.cursor
        await pilot.press("ctrl+z", "ctrl+e")
        await settle(pilot)
        await pilot.click("#choice-export")
        await pilot.pause()
        left = played - session.cursor
        said = [n.message for n in app._notifications if n.title == "Log exported"][-1]
        assert left > 1 and f"It ends here: {left} events undone after this point are not in it" in said
        assert len(list(import_log(screen.last_export, {"nines": GAME}).events())) == session.depth
        await pilot.press("ctrl+y", "ctrl+e")  # redone: nothing left out, nothing said of it
        await settle(pilot)
        await pilot.click("#choice-export")
        await pilot.pause()
        said = [n.message for n in app._notifications if n.title == "Log exported"][-1]
        assert "undone" not in said and session.cursor == played


async def test_help_on_the_home_screen_lists_the_form_keys(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        assert isinstance(app.screen, HelpScreen) and app.screen.rules.startswith("Bots: random plays any legal move")
        assert any("tab" in key for key, _ in app.screen.keys)
        await pilot.press("escape")
        assert isinstance(app.screen, HomeScreen)


def test_without_games_given_the_app_reads_the_registry():
    from tests.tui.conftest import registry

    if registry is None:
        import pytest

        pytest.skip("engine.registry does not import right now")
    assert RewindApp().games is registry.GAMES and "nines" in RewindApp().games


# -- names and texts are shown literally; bots think in a worker on a view --------------------
MARKUP_NAMES = [SeatSpec("[/]", "human"), SeatSpec("[link=x]Eve", "human")]


async def test_seat_names_with_markup_are_shown_literally(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, MARKUP_NAMES)
        assert isinstance(app.screen, HandOffScreen)  # the tiny game hides hands
        assert "Pass to [/]" in str(app.screen.query_one("#handoff-title", Static).render())
        await pilot.press("enter", "enter")  # show the view, play the first move
        await settle(pilot)
        assert "Pass to [link=x]Eve" in str(app.screen.query_one("#handoff-title", Static).render())
        await pilot.press("enter")
        status = screen.query_one("#status", Static).render()
        assert "view: [link=x]Eve" in str(status)
        assert not any(span.style and "link" in str(span.style) for span in status.spans)
        screen.viewer = 0  # as if Eve's turn were shown to [/]: the refusal names Eve literally
        screen.play(screen.session.legal_moves()[0])
        await pilot.pause()
        assert "it is [link=x]Eve's turn" in [n.message for n in app._notifications]
        log = screen.query_one(EventLog)
        assert any(e.who == "[/]" and e.text == "plays 1" for e in log.entries)
        lines = ["".join(seg.text for seg in log.render_line(y)) for y in range(log.size.height)]
        assert any("[/]: plays 1" in line for line in lines)


async def test_the_wide_move_list_titled_with_a_markup_name_shows_it_literally(make_app):
    """`m` titled its box "[/]: the moves" as markup: a MarkupError took the app down (a review)."""
    from textual.content import Content

    from tui.widgets import WideMoves

    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await start(pilot, [SeatSpec("[/]", "human"), SeatSpec("Bot", "random")])
        await pilot.press("m")
        await pilot.pause()
        assert isinstance(app.screen, WideMoves)
        title = app.screen.query_one("#wide-box").border_title  # as markup: the name escaped
        assert Content.from_markup(title).plain.startswith("[/]: the moves")


async def test_a_bot_answer_is_dropped_when_the_player_undoes_meanwhile(make_app, monkeypatch):
    import threading

    asked, release = threading.Event(), threading.Event()

    def slow(game, view, moves, seat, rng):
        asked.set()
        release.wait(5)
        return moves[0]

    monkeypatch.setitem(type(GAME).bots, "slow", slow)
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, [SeatSpec("Ada", "human"), SeatSpec("Slow", "slow")])
        session = screen.session
        before = session.cursor
        await pilot.press("enter")  # Ada plays; the bot starts thinking in its worker
        for _ in range(100):
            if asked.is_set():
                break
            await pilot.pause(0.01)
        assert asked.is_set() and screen.thinking
        await pilot.press("ctrl+z")  # allowed: the worker holds a view, not the session
        assert session.cursor == before and not screen.thinking
        release.set()
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        assert session.cursor == before and session.to_act == 0  # the late answer was dropped
        assert screen.query_one(MovePicker).moves == session.legal_moves()


async def test_a_perfect_information_game_needs_no_hand_off(make_app, monkeypatch):
    from engine.core import PERFECT

    monkeypatch.setattr(type(GAME), "info", GAME.info.__class__(
        GAME.info.name, GAME.info.title, GAME.info.seat_counts, PERFECT))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, TWO_HUMANS)
        assert app.screen is screen and screen.viewer == 0
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen is screen and screen.viewer == 1


async def test_every_move_in_the_list_shows_its_whole_text_as_lists_come_and_go(make_app):
    """The move list keeps each move's height as first wrapped; when a new list brought or
    took away the scrollbar, the width changed and a move's last line was cut (a Restore
    placement lost "Energy"). The list keeps its scrollbar's gutter, so heights hold."""
    from engine.chronocritters import GAME as CHRONO

    app = make_app({CHRONO.name: CHRONO})
    rng = random.Random(1)
    async with app.run_test(size=(120, 36)) as pilot:
        screen = app.start_game(Session(CHRONO, [SeatSpec("A"), SeatSpec("B")], 5))
        await settle(pilot)
        for _ in range(8):  # the list lost a line at the 7th before
            if isinstance(app.screen, HandOffScreen):
                await pilot.press("enter")
                await settle(pilot)
            picker = screen.query_one(MovePicker)
            width = picker.scrollable_content_region.width - picker._get_left_gutter_width()
            wrapped = [picker._get_visual(o).get_height(picker.styles, width) for o in picker.options]
            assert [picker._line_cache.heights[i] for i in range(len(wrapped))] == wrapped
            screen.play(rng.choice(screen.session.legal_moves()))
            await settle(pilot)


async def test_the_same_refusal_again_does_not_pile_a_second_toast(make_app):
    """Three presses of a refused key stacked three identical toasts over the move list."""
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, HUMAN_VS_BOT)
        for _ in range(3):
            screen.warn("nothing to choose there")
        await pilot.pause()
        assert [n.message for n in app._notifications].count("nothing to choose there") == 1
        screen.warn("another rule")
        await pilot.pause()
        assert [n.message for n in app._notifications][-1] == "another rule"
        # timed from the toast shown: a press 3 s after it is quiet, one 6 s after it shows it
        # again (each quiet press put it off, and a key pressed every few seconds said nothing)
        for _ in range(2):
            screen._warned_at -= 3
            screen.warn("another rule")
        await pilot.pause()
        assert [n.message for n in app._notifications].count("another rule") == 2


async def test_an_all_bot_game_after_undo_says_why_play_stopped_and_how_to_go_on(make_app, games):
    """It said 'waiting for random 2' for ever: bots play on by themselves only from where the
    game was opened, and nothing said so."""
    app = make_app(games)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await start(pilot, [SeatSpec("Rob", "random"), SeatSpec("Ray", "random")])
        for _ in range(20):
            if screen.session.over:
                break
            await settle(pilot)
        assert screen.session.over
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert not screen.session.over and not screen.thinking
        placeholder = screen.query_one(MovePicker)._placeholder
        assert placeholder.startswith("every seat is a bot, so play stopped") and "ctrl+y" in placeholder


@pytest.mark.parametrize("name, prompt", [("restore", "#restore-prompt"), ("chronocritters", "#cc-prompt"),
                                          ("restart", "#rs-prompt")])
async def test_a_board_s_prompt_says_play_stopped_in_a_game_of_bots_after_undo(make_app, name, prompt):
    """Restore's board said "Waiting for Yellow (Greedy bot 2)" while nothing thought (a review)."""
    from engine.registry import GAMES

    game = GAMES[name]
    app = make_app({name: game})
    async with app.run_test(size=(120, 40)) as pilot:
        session = Session(game, [SeatSpec("Rob", "random"), SeatSpec("Ray", "random")], 4)
        session.advance()  # the bots play it to the end
        screen = app.start_game(session)
        await settle(pilot)
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert not screen.session.over and not screen.thinking
        said = str(screen.query_one(prompt).render())
        assert "Every seat is a bot, so play stopped where undo" in said and "Waiting" not in said


async def test_the_board_s_frame_names_the_set_up_and_its_variants(make_app):
    """A review found nothing on the game screen saying which variants were on (only the help
    and the replay did): the board's frame names the set-up, a plain one as the game alone."""
    from engine.registry import GAMES

    restart, chrono = GAMES["restart"], GAMES["chronocritters"]
    cases = [(chrono, chrono.Options(), "Chronocritters"),
             (chrono, chrono.Options(alternative_boards=True, action_tiles="random"),
              "Chronocritters - Variant 1: grey boards - Variant 2: tiles shuffled"),
             (chrono, chrono.Options(action_tiles="mining,bonus,energy"),
              "Chronocritters - Variant 2: summer mining, autumn bonus, winter energy"),
             (restart, restart.Options(dystopia="anomie", side_effects=["shadow"]), "Restart - Anomie - side effects: Shadow"),
             (restart, restart.Options(season=True), "Restart - season mode")]
    app = make_app(GAMES)
    async with app.run_test(size=(120, 40)) as pilot:
        for game, options, title in cases:
            screen = app.start_game(Session(game, [SeatSpec("Ann"), SeatSpec("Bot", "random")], 3, options))
            await settle(pilot)
            assert str(screen.query_one("#board-area").border_title) == title


def test_a_file_s_folder_under_home_is_said_with_a_tilde(monkeypatch, tmp_path):
    """The export toast broke "/home/.../rewind/logs" mid-word at 80 columns (a review): the
    home folder is said as ~, as a shell would; elsewhere the folder is said whole."""
    from tui.widgets.words import file_words

    monkeypatch.setenv("HOME", str(tmp_path))
    assert file_words(tmp_path / ".local/share/rewind/logs/a.jsonl") == "a.jsonl\nin ~/.local/share/rewind/logs"
    assert file_words(Path("/srv/logs/a.jsonl")) == "a.jsonl\nin /srv/logs"


@pytest.mark.parametrize("name", ["restore", "restart", "chronocritters"])
async def test_every_key_in_the_palette_says_what_it_does(make_app, name):
    """The palette said "Look: the l key", "Continue: the ^o key"; and Restart's panels were
    missing while they held no choice (searching "hand" found nothing: a review)."""
    from engine.registry import GAMES

    app = make_app({name: GAMES[name]})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await start(pilot, [SeatSpec("Ann"), SeatSpec("Bea")], 2, game=GAMES[name])
        commands = {c.title: c.help for c in app.get_system_commands(screen)}
        assert not [title for title, help in commands.items() if help.endswith(" key")]
        # the palette's Maximize showed one board of several alone (a review)
        assert not [board for board in screen.query("*") if isinstance(board, screen.BOARDS) and board.allow_maximize]
        if name == "restart":
            assert {"Grid", "Hand", "Table", "Mind", "Dystopia"} <= set(commands)
            assert commands["Hand"] == "Go to your hand or holder"
        commands = {c.title: c.help for c in app.get_system_commands(app.home_screen())}
        assert not [title for title, help in commands.items() if help.endswith(" key")]
