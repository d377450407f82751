"""A bot thinking in its worker: the screen says who thinks and stays responsive; undo and
leaving cancel the thinking. The hint key: the search's top three from the human's own view."""
from __future__ import annotations

import threading
import time

import msgspec
import pytest

from engine.core import SeatSpec, Session, cancellable, search
from engine.restore import GAME as RESTORE
from tests.tiny_game import GAME
from tests.tui.conftest import burst, settle
from tui.explain import HINT_RANKING
from tui.screens.game import BOTS_PLAYING
from tui.screens.help import HelpScreen
from tui.widgets import MovePicker
from tui.widgets.dialogs import Choice

encode = msgspec.msgpack.Encoder(order="deterministic").encode


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


async def wait_for(pilot, event: threading.Event) -> None:
    for _ in range(200):
        if event.is_set():
            return
        await pilot.pause(0.01)
    raise AssertionError("waited 2 s: the worker never got there")


def a_bot_that_thinks_until_cancelled(asked: threading.Event, stopped: threading.Event):
    @cancellable
    def thinker(game, view, moves, seat, rng, cancel=None):
        asked.set()
        if cancel is not None and cancel.wait(10):
            stopped.set()
        return moves[0]
    return thinker


async def test_the_screen_shows_who_thinks_answers_keys_and_undo_cancels_the_worker(make_app, monkeypatch):
    asked, stopped = threading.Event(), threading.Event()
    monkeypatch.setitem(type(GAME).bots, "thinker", a_bot_that_thinks_until_cancelled(asked, stopped))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ada"), SeatSpec("Deep", "thinker")], 3))
        await settle(pilot)
        before = screen.session.cursor
        await pilot.press("enter")  # Ada plays; Deep starts thinking in its worker
        await wait_for(pilot, asked)
        status = str(screen.query_one("#status").render())
        assert "Deep is thinking…" in status
        assert screen.query_one(MovePicker).moves == []
        await pilot.press("k")  # no hint while a bot plays
        assert messages(app)[-1] == BOTS_PLAYING
        await pilot.press("question_mark")  # the screen answers keys meanwhile
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape", "ctrl+z")
        assert screen.session.cursor == before and not screen.thinking
        start = time.monotonic()
        await app.workers.wait_for_complete()
        assert stopped.is_set() and time.monotonic() - start < 2  # cancelled, not 10 s
        await pilot.pause()
        assert screen.session.cursor == before and screen.session.to_act == 0


async def test_the_move_list_names_the_bot_thinking_now_as_the_status_line_does(make_app, monkeypatch):
    """A bot that moved at once and the next one to think within the half second the boards
    are not redrawn: the move list still named the first as thinking (helper-284)."""
    asked, stopped = threading.Event(), threading.Event()
    monkeypatch.setitem(type(GAME).bots, "thinker", a_bot_that_thinks_until_cancelled(asked, stopped))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ada"), SeatSpec("Quick", "random"),
                                               SeatSpec("Deep", "thinker")], 3))
        await settle(pilot)
        await pilot.press("enter")  # Ada plays; Quick answers at once; Deep starts thinking
        await wait_for(pilot, asked)
        await pilot.pause()
        assert screen.thinker_text() == "Deep is thinking…"  # what the status line's tick shows
        assert screen.query_one(MovePicker)._placeholder == "Deep is thinking…"
        await pilot.press("ctrl+z")
        await app.workers.wait_for_complete()


async def test_leaving_the_game_cancels_the_thinking(make_app, monkeypatch):
    asked, stopped = threading.Event(), threading.Event()
    monkeypatch.setitem(type(GAME).bots, "thinker", a_bot_that_thinks_until_cancelled(asked, stopped))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Deep", "thinker"), SeatSpec("Ada")], 3))
        await wait_for(pilot, asked)
        screen.notify("a hint for this game")
        await pilot.pause()
        app.show_home()  # what "leave" answered with "home" does
        await pilot.pause()
        await app.workers.wait_for_complete()
        assert stopped.is_set() and app.screen is not screen
        assert not list(app._notifications)  # the game's toasts went with it


async def test_a_screen_over_the_game_in_hot_seat_pauses_the_thinking_bot(make_app, monkeypatch):
    """Undo's, leaving's and export's questions, the timeline and help stop the bot; back on
    the game it thinks anew (its move under undo's question led to a hand-off that covered it,
    for the next player to answer: a review; an audit found the timeline and export so too)."""
    asked, stopped = threading.Event(), threading.Event()
    monkeypatch.setitem(type(GAME).bots, "thinker", a_bot_that_thinks_until_cancelled(asked, stopped))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Ada"), SeatSpec("Bea"), SeatSpec("Deep", "thinker")], 3))
        await settle(pilot)
        await pilot.press("enter", "enter")  # past Ada's hand-off, Ada plays
        await settle(pilot)
        await pilot.press("enter", "enter")  # past Bea's hand-off, Bea plays: Deep thinks
        await wait_for(pilot, asked)
        cursor = screen.session.cursor
        for key, question in (("ctrl+z", "Take back Bea's move"), ("q", "Leave the game?"),
                              ("ctrl+e", "This log shows"), ("t", None), ("question_mark", None)):
            asked.clear()
            stopped.clear()
            await pilot.press(key)
            await pilot.pause()
            assert app.screen is not screen, key
            assert question is None or app.screen.question.startswith(question), app.screen.question
            await wait_for(pilot, stopped)  # the worker was told to stop
            assert not screen.thinking and "Deep to act (paused)" in str(screen.query_one("#status").render())
            assert "thinking" not in screen.query_one(MovePicker)._placeholder  # the list no longer says so
            await pilot.press("escape")  # stay, cancel, close
            await wait_for(pilot, asked)  # the bot thinks anew, from where it was
            assert app.screen is screen and screen.thinking and screen.session.cursor == cursor


async def test_a_real_search_is_cancelled_by_undo(make_app, monkeypatch):
    monkeypatch.setitem(search.LEVELS, "hard", 0.01)
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Deep", "mcts-hard")], 3))
        await settle(pilot)
        monkeypatch.setitem(search.LEVELS, "hard", 30.0)
        while not screen.thinking:  # Ada's turn may ask several choices
            before = screen.session.cursor
            assert screen.play(screen.session.legal_moves()[0])
        await pilot.pause(0.2)
        start = time.monotonic()
        await pilot.press("ctrl+z")
        await app.workers.wait_for_complete()
        assert time.monotonic() - start < 3 and screen.session.cursor == before
        assert not screen.thinking


async def test_the_hint_shows_the_top_three_from_the_humans_own_view(make_app, monkeypatch):
    monkeypatch.setitem(search.LEVELS, "normal", 0.2)
    seen = []
    real = search.explain

    def spy(game, view, moves, seat, rng, *args, **kwargs):
        seen.append((view, seat))
        return real(game, view, moves, seat, rng, *args, **kwargs)

    monkeypatch.setattr(search, "explain", spy)
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        seat = screen.session.to_act
        notes, notify = [], screen.notify
        monkeypatch.setattr(screen, "notify", lambda text, **kw: (notes.append((text, kw)), notify(text, **kw)))
        await pilot.press("k")
        assert [kw["timeout"] for text, kw in notes if text.startswith("searching")] == [0.2]
        await app.workers.wait_for_complete()  # the note goes as the search ends: it stood over the answer
        await pilot.pause()
        (view, asked), = seen
        assert asked == seat and encode(view) == encode(screen.session.view(seat))
        *hint, ranking = messages(app)[-1].splitlines()
        hint = hint[:3] + [line for line in hint[3:] if not line.startswith("Too close to call: ")]
        assert len(hint) == 3 and all(line.startswith(f"{i}. ") for i, line in enumerate(hint, 1))
        assert all("% of the search, about " in line and line.endswith(" points") for line in hint)
        assert ranking == HINT_RANKING
        await pilot.press("escape")  # it covered the log and the help for 20 s, escape or not
        assert not any(n.title.startswith("Hint") for n in app._notifications)
        await pilot.press("k")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert any(n.title.startswith("Hint") for n in app._notifications)
        await pilot.press("q")  # the leave dialog: the hint covered its buttons
        await pilot.pause()
        assert not any(n.title.startswith("Hint") for n in app._notifications)
        await pilot.press("escape")  # stay
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("k")
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen.play(screen.session.legal_moves()[0])  # the position moves on: its hint goes
        await settle(pilot)
        assert not any(n.title.startswith("Hint") for n in app._notifications)


async def test_a_move_stops_the_hint_still_searching(make_app, monkeypatch):
    """Its answer was dropped, but it searched on beside the bot's turn (a review)."""
    started, stopped = threading.Event(), threading.Event()

    def slow(game, view, moves, seat, rng, seconds, cancel):
        started.set()
        if cancel.wait(10):
            stopped.set()
        return []

    monkeypatch.setattr(search, "explain", slow)
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        await pilot.press("k")
        await wait_for(pilot, started)
        assert screen.play(screen.session.legal_moves()[0])
        await wait_for(pilot, stopped)


async def test_at_80x24_the_hint_leaves_the_move_list_it_names_in_sight(make_app, monkeypatch):
    """At 80x24 the hint's toast (20 s) covered the whole move list, and the moves it named
    with it: under 100 columns it is worded short (its figures short, the ranking in its
    title) and stays over the log."""
    from textual.widgets._toast import Toast

    monkeypatch.setitem(search.LEVELS, "normal", 0.2)
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:  # toasts drawn
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 5))
        await settle(pilot)
        await pilot.press("k")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("k")  # again: the new hint replaces the old (they stacked: a review)
        await app.workers.wait_for_complete()
        await pilot.pause()
        hint, = [n for n in app._notifications if n.title.startswith("Hint")]
        assert hint.title == "Hint for Ada: ranked by search share, not points"
        lines = hint.message.splitlines()  # and, when the shares were close, "too close to call (...)"
        assert [line[:3] for line in lines[:3]] == ["1. ", "2. ", "3. "]
        assert all(line.endswith(" pts") for line in lines[:3])
        assert len(lines) == 3 or (len(lines) == 4 and lines[3].startswith("too close to call ("))
        await pilot.pause(0.1)  # the toast is mounted later
        toast, = app.screen.query(Toast)
        moves = screen.query_one(MovePicker).region
        assert not toast.region.overlaps(moves), (toast.region, moves)


async def test_no_hint_in_a_game_without_a_search(make_app):
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        app.start_game(Session(GAME, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3))
        await settle(pilot)
        await pilot.press("k")
        assert messages(app)[-1] == f"{GAME.title} has no searching bot to ask for a hint"


async def test_no_hint_while_restore_variant1_builds_the_board(make_app, monkeypatch):
    """The search's playouts build at random: its hint would weigh meaningless placements."""
    from engine.restore.state import Options
    searched = []
    monkeypatch.setattr(search, "explain", lambda *args, **kwargs: searched.append(args) or [])
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3,
                               Options(custom_shape=True)))
        await settle(pilot)
        await pilot.press("k")
        await app.workers.wait_for_complete()
        assert messages(app)[-1].startswith("Variant 1: a hint weighs moves of play, not the building")
        assert not searched


async def test_escape_closes_a_hint_on_every_game_s_screen(make_app):
    """Restart's and Chronocritters' own escape (widen the list, drop the picks) hid the game
    screen's: their hint toast stayed 20 s, escape or not."""
    from engine.chronocritters import GAME as CHRONO
    from engine.restart import GAME as RESTART

    for game in (RESTORE, RESTART, CHRONO):
        app = make_app({game.name: game})
        async with app.run_test(size=(100, 30)) as pilot:
            screen = app.start_game(Session(game, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3))
            await settle(pilot)
            screen.hinted_at = screen.session.cursor  # as the hint leaves it
            app.notify("1. a move", title="Hint for Ada")
            await pilot.pause()
            await pilot.press("escape")
            await pilot.pause()
            assert screen.hinted_at is None and not app._notifications, game.name
            await pilot.press("escape")  # nothing left to close: what escape does not do is said
            await pilot.pause()
            assert [n.title for n in app._notifications] == ["Escape"], game.name
            assert "Why can't I?" not in screen.help_content()[1]  # a word of help, not a refusal


async def test_the_help_s_now_line_gives_the_prompt_only_to_the_seat_it_asks(make_app):
    """While a bot thought, Restart's help read "Now: start of your turn: choose a Mind field":
    the bot's prompt, worded to "you" (a review). Another seat's decision reads "<name> to act"."""
    from engine.restart import GAME as RESTART

    app = make_app({RESTART.name: RESTART})
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(RESTART, [SeatSpec("Ada"), SeatSpec("Bot", "random")], 3))
        await settle(pilot)
        assert screen.session.to_act == screen.viewer == 0
        prompt = screen.session.view(0).prompt
        assert screen.help_content()[1].startswith(f"Now: {prompt}")
        screen.viewer = 1  # as the screen of the seat that does not decide
        assert screen.help_content()[1].startswith(f"Now: {screen.session.seat_name(0)} to act")


async def test_back_to_the_human_a_toast_says_what_the_bots_did_and_an_undo_says_nothing_more(make_app):
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        app.notify("Opened from a log: ...")  # a toast of the game's start, not of the last turn
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        said = [n.message for n in app._notifications if n.title == "Since the game began"]
        assert said == ["Bot (Yellow): puts the Collector on F"]  # set-up step 8, before Ada's turn
        assert not any(n.title == "Since your last move" for n in app._notifications)  # she had none
        assert "Opened from a log: ..." in [n.message for n in app._notifications]  # kept (a review)
        app.clear_notifications()
        while screen.session.state.turns_played == 0:  # Ada's turn: take a disc, place it
            assert screen.play(screen.session.legal_moves()[0])
        await app.workers.wait_for_complete()
        await settle(pilot)
        assert screen.session.to_act == 0 and screen.session.state.turns_played == 2
        said = [n.message for n in app._notifications if n.title == "Since your last move"]
        (text,) = said  # the bot's turn, each move named once without its name
        assert text.startswith("Bot (Yellow): takes ") and "; places " in text and "Yellow" not in text[13:]
        await pilot.press("ctrl+z")
        await app.workers.wait_for_complete()
        await settle(pilot)
        # the toast named moves the undo took back, and stood over its own toast (a review)
        assert not any(n.title == "Since your last move" for n in app._notifications)
        assert [n.title for n in app._notifications] == ["Undo"]


async def test_the_bots_summary_goes_at_the_player_s_next_key_and_only_it(make_app):
    """For 6 s it covered what the player was choosing on (helper-276): a key takes it away,
    and leaves a log's note."""
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        app.notify("Opened from a log: ...")
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        assert [n.title for n in app._notifications][-1] == "Since the game began"
        await pilot.press("down")
        await settle(pilot)
        assert [n.message for n in app._notifications] == ["Opened from a log: ..."]
        # a key handled before the app takes the summary in still takes it away (helper-281)
        screen._say_bots_moves(0)
        screen._drop_summary()
        await settle(pilot)
        assert [n.message for n in app._notifications] == ["Opened from a log: ..."]


async def test_a_move_taken_back_is_named_by_its_first_words_not_its_whole_text(make_app):
    """Undoing a game's last move quoted its whole final scoring: a toast of 20 lines at 80x24,
    its title off the screen (a review)."""
    import random
    from tui.screens.turn_words import NAMED_MOVE, public_texts, taken_words

    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(80, 24)) as pilot:
        session = Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bea")], 3)
        rng = random.Random(1)
        while not session.over:
            session.advance()
            session.over or session.apply(rng.choice(session.legal_moves()))
        screen = app.start_game(session)
        await settle(pilot)
        last, texts = session.path()[-1], public_texts(screen.session)
        assert " scores Animals " in texts[last] and len(texts[last]) > 500  # the final scoring
        words = taken_words(screen.session, [last], None, texts)
        start = texts[last][:NAMED_MOVE - 1].rsplit(" ", 1)[0]
        assert words.endswith("…)") and start in words and len(words) < NAMED_MOVE + 20


async def test_bots_playing_on_show_and_save_their_moves_as_they_go(make_app, monkeypatch):
    """A game of searching bots stood at its set-up on screen and in the library for its whole
    length, so a kill lost every bot move (an audit): every BOTS_SHOWN_EVERY seconds the moves
    so far are shown, and saved, while the next bot thinks."""
    import tui.screens.game as game_screen

    def slow(game, view, moves, seat, rng):
        time.sleep(0.05)
        return moves[0]

    monkeypatch.setitem(type(GAME).bots, "slow", slow)
    monkeypatch.setattr(game_screen, "BOTS_SHOWN_EVERY", 0.0)  # at every bot move
    saved = []
    monkeypatch.setattr(game_screen, "save_game", lambda screen: saved.append(screen.session.depth))
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(GAME, [SeatSpec("Deep", "slow"), SeatSpec("Blue", "slow")], 3))
        for _ in range(200):
            await pilot.pause(0.02)
            if screen.session.over:
                break
        assert screen.session.over
        bot_moves = sum(1 for n in screen.session.path() if screen.session.tree.seat[n] >= 0)
        assert len(set(saved)) > bot_moves // 2  # saved as the game went, not only at its end
        assert saved == sorted(saved) and saved[-1] == screen.session.depth


async def test_leaving_by_the_question_while_a_bot_thinks_leaves_cleanly(make_app, monkeypatch):
    """q, then Home screen, while a bot thinks: the question's end resumed the game
    screen, which set the bot thinking again and drew its boards as it was being removed
    (Chronocritters: a traceback naming #cc-detail, a review)."""
    from engine.chronocritters import GAME as CHRONO

    asked, stopped = threading.Event(), threading.Event()
    monkeypatch.setitem(type(CHRONO).bots, "thinker", a_bot_that_thinks_until_cancelled(asked, stopped))
    app = make_app({CHRONO.name: CHRONO})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(CHRONO, [SeatSpec("Deep", "thinker"), SeatSpec("Ada")], 3))
        await wait_for(pilot, asked)
        asked.clear()
        await pilot.press("q")
        await pilot.pause()
        assert app.screen.question.startswith("Leave the game?")
        await pilot.click("#choice-home")
        await settle(pilot)
        await app.workers.wait_for_complete()
        assert app.screen is not screen and not screen.is_attached
        assert not asked.is_set()  # it did not think again on its way out


@pytest.mark.drawn
async def test_a_hint_closed_after_a_board_scrolled_into_sight_is_drawn_over(make_app, monkeypatch):
    """At 80x24 a hint shown over Restart's hand, then the grid brought into sight (g), stayed
    on the terminal for good, escape or its timeout: Textual compared the next layout with a map
    from before the scroll, which never had the toast, and drew nothing where it had stood."""
    from textual._compositor import Compositor
    from textual.widgets._toast import Toast

    from engine.restart import GAME as RESTART

    monkeypatch.setitem(search.LEVELS, "normal", 0.05)
    drawn = []
    partial, full = Compositor.render_partial_update, Compositor.render_full_update
    monkeypatch.setattr(Compositor, "render_partial_update",
                        lambda self: drawn.append(set(self._dirty_regions)) or partial(self))
    monkeypatch.setattr(Compositor, "render_full_update",
                        lambda self, *a, **k: drawn.append({self.size.region}) or full(self, *a, **k))
    app = make_app({RESTART.name: RESTART})
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.start_game(Session(RESTART, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 5))
        await settle(pilot)
        await burst(pilot, "m", "escape", "h", "k")
        for _ in range(100):
            await pilot.pause(0.02)
            if any(n.title.startswith("Hint for") for n in app._notifications):
                break
        await pilot.pause(0.1)
        await pilot.press("g")
        await pilot.pause(0.1)
        where = next(t.region for t in app.screen.query(Toast) if t.region)
        drawn.clear()
        await pilot.press("escape")
        for _ in range(5):
            await pilot.pause(0.05)
        assert not app.screen.query(Toast)
        def cells(region):
            return {(x, y) for x in range(region.x, region.right) for y in range(region.y, region.bottom)}
        redrawn = set().union(*(cells(region) for regions in drawn for region in regions))
        assert cells(where) <= redrawn  # every cell it covered, not the scrollbars beside alone
