"""Issue 15, explain: a searching bot's move carries its top three candidates (share of the
search, expected points) as a detail line under its log entry; kept in memory, never in the log
file. Other bots show nothing; in a game with hidden items only the chosen move is shown."""
from __future__ import annotations

import re

from engine.core import SeatSpec, Session, dumps_log, search
from engine.core.search import Candidate
from engine.restore import GAME as RESTORE
from tests.engine.core.test_search import GAME as SAMPLED  # Nines with a search
from tests.tiny_game import GAME, Play
from tests.tui.conftest import settle
from tests.tui.test_widgets import Harness
from tui.explain import bot_detail
from tui.widgets import EventLog, LogEntry

ITEM = re.compile(r"(\d)\. (\d+)%, (-?\d+\.\d) pts: (.+)")


def rendered(log: EventLog, rows: int) -> list[str]:
    return ["".join(s.text for s in log.render_line(y)).rstrip() for y in range(rows)]


async def test_a_searching_bots_move_shows_its_top_three_in_the_log(make_app, monkeypatch):
    monkeypatch.setitem(search.LEVELS, "easy", 0.05)
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Deep", "mcts-easy")], 3))
        await settle(pilot)
        while not screen.details:  # Ada plays until the bot has weighed a move
            assert screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        log = screen.query_one(EventLog)
        explained = [e for e in log.entries if e.detail]
        assert explained and all(e.who == "Deep" for e in explained)
        for entry in explained:
            head, *items = entry.detail.splitlines()
            found = [ITEM.fullmatch(item) for item in items]
            assert head == "considered:" and len(found) == 3 and all(found)
            assert [m[1] for m in found] == ["1", "2", "3"]
            assert sum(int(m[2]) for m in found) <= 100
            assert any(entry.text.startswith(m[4]) for m in found)  # the move it made is among them
        assert "considered:" in map(str.strip, rendered(log, log.size.height))  # the newest is open
        newest = log.open_detail
        log.focus()
        await pilot.press("enter")  # on the game screen too, enter in the log opens an older one
        older = [i for i, e in enumerate(log.entries[:newest]) if e.detail]
        assert log.open_detail == (older[-1] if older else newest)
        assert b"considered" not in dumps_log(screen.session)  # the log file is unchanged


async def test_in_a_game_with_hidden_hands_the_log_names_none_of_the_other_candidates(
        make_app, monkeypatch):
    monkeypatch.setitem(search.LEVELS, "easy", 0.02)
    monkeypatch.setitem(type(GAME).bots, "mcts-easy", search.search_bots()["mcts-easy"])
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.start_game(Session(SAMPLED, [SeatSpec("Ada"), SeatSpec("Deep", "mcts-easy")], 3))
        await settle(pilot)
        while not screen.details and not screen.session.over:
            assert screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        details = [e.detail for e in screen.query_one(EventLog).entries if e.detail]
        chosen = r"chosen with \d+% of the search, about -?\d+\.\d pts "
        assert details and all(re.fullmatch(chosen + r"\(the others stay hidden: they could show "
                                            r"its hand\)", d) for d in details)


async def test_a_greedy_bot_explains_nothing(make_app):
    app = make_app({RESTORE.name: RESTORE})
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.start_game(Session(RESTORE, [SeatSpec("Ada"), SeatSpec("Bot", "greedy")], 3))
        await settle(pilot)
        while len(screen.details) < 2:
            assert screen.play(screen.session.legal_moves()[0])
            await settle(pilot)
        assert set(screen.details.values()) == {""}
        assert not any(e.detail for e in screen.query_one(EventLog).entries)


def test_with_hidden_items_only_the_chosen_move_is_shown():
    s = GAME.initial_state(GAME.Options(), 2)
    weighed = [Candidate(Play(9), 60, 0.6, 0.7, 12.0), Candidate(Play(4), 40, 0.4, 0.3, 8.0)]
    assert bot_detail(GAME, s, weighed, Play(9), private=True) == (
        "chosen with 60% of the search, about 12.0 pts (the others stay hidden: they could "
        "show its hand)")
    assert "4" not in bot_detail(GAME, s, weighed, Play(9), private=True)
    assert bot_detail(GAME, s, weighed, Play(9), private=False) == (
        "considered:\n1. 60%, 12.0 pts: plays 9\n2. 40%, 8.0 pts: plays 4")


def test_a_move_the_search_never_tried_shows_no_points():
    """An untried move read "0%, 0.0 pts" (or "about 0.0 points" in a hint), as if it scored nothing."""
    from tui.explain import hint_lines

    s = GAME.initial_state(GAME.Options(), 2)
    weighed = [Candidate(Play(9), 10, 1.0, 0.7, 12.0), Candidate(Play(4), 0, 0.0, 0.0, 0.0)]
    assert bot_detail(GAME, s, weighed, Play(9), private=False) == (
        "considered:\n1. 100%, 12.0 pts: plays 9\n2. not tried in the time: plays 4")
    assert hint_lines(GAME, str, weighed)[:2] == ["1. Play(card=9): 100% of the search, about 12.0 points",
                                            "2. Play(card=4): not tried in the time"]
    # tried, under 1%: "0%" read as never tried, beside its points (a review)
    weighed = [Candidate(Play(9), 995, 0.995, 0.7, 12.0), Candidate(Play(4), 5, 0.005, 0.2, 3.7)]
    assert hint_lines(GAME, str, weighed)[1] == "2. Play(card=4): <1% of the search, about 3.7 points"


def test_a_hint_whose_moves_drew_nearly_equal_shares_says_it_is_too_close_to_call():
    """Restart's 1 s hint read "7%, 7%, 7%" of 14 moves, 76 games ahead in all, as a ranking (a review)."""
    from tui.explain import hint_lines

    even = [Candidate(Play(9), 6, 6 / 76, 0.5, 40.0), Candidate(Play(4), 5, 5 / 76, 0.5, 41.0),
            Candidate(Play(2), 5, 5 / 76, 0.5, 39.0)]
    assert hint_lines(GAME, str, even)[3] == ("Too close to call: the first moves drew nearly equal "
                                              "shares of the 76 games the search played ahead in the time.")
    assert hint_lines(GAME, str, even, short=True)[3] == "too close to call (76 games ahead)"
    noise = [Candidate(Play(9), 8, 8 / 76, 0.5, 40.0)] + even[1:]  # 8 against 5: within the noise
    assert hint_lines(GAME, str, noise, short=True)[3] == "too close to call (76 games ahead)"
    clear = [Candidate(Play(9), 30, 30 / 76, 0.5, 40.0)] + even[1:]  # 30 against 5: a lead
    assert len(hint_lines(GAME, str, clear, short=True)) == 3
    untried = even[:2] + [Candidate(Play(2), 0, 0.0, 0.0, 0.0)]  # the first two tied, the third never tried
    assert hint_lines(GAME, str, untried, short=True)[3] == "too close to call (76 games ahead)"
    # one move weighed: no "100% of the search" of a choice with nothing beside it (an audit)
    assert hint_lines(GAME, str, even[:1]) == ["1. Play(card=9): the only move the search weighs here"]


async def test_one_detail_is_open_under_its_entry_the_newest_unless_another_is_picked():
    log = EventLog()
    app = Harness(log)
    async with app.run_test(size=(30, 8)) as pilot:
        log.show_entries([LogEntry(1, "Ada", "plays", "considered: 1. plays 62% 41.2 pts"),
                          LogEntry(2, "", "rolls"),
                          LogEntry(3, "Ada", "rolls", "considered: 1. rolls 50% 3.0 pts")])
        await pilot.pause()
        await pilot.pause()
        assert rendered(log, 5) == ["1 Ada: plays", "2 · rolls", "3 Ada: rolls",
                                    "    considered: 1. rolls", "      50% 3.0 pts"]
        detail = log.render_line(3)  # muted, unlike the entries
        assert any(s.style == log.rich_style + log.get_component_rich_style("event-log--detail")
                   for s in detail if s.text.strip())
        log.focus()
        await pilot.press("enter")  # the next older detail
        assert rendered(log, 5) == ["1 Ada: plays", "    considered: 1. plays", "      62% 41.2 pts",
                                    "2 · rolls", "3 Ada: rolls"]
        await pilot.press("enter")  # after the oldest, the newest again
        assert rendered(log, 4)[3] == "    considered: 1. rolls"
        await pilot.click(EventLog, offset=(3, 0))  # a click on an entry opens its detail
        assert log.open_detail == 0 and rendered(log, 2)[1] == "    considered: 1. plays"
        await pilot.hover(EventLog, offset=(3, 4))  # hovering shows a detail as a tooltip
        await pilot.pause()
        assert log.tooltip == "considered: 1. rolls 50% 3.0 pts"
        await pilot.hover(EventLog, offset=(3, 3))
        await pilot.pause()
        assert log.tooltip is None  # a chance line has no detail


async def test_an_older_detail_is_scrolled_into_view():
    log = EventLog()
    app = Harness(log)
    async with app.run_test(size=(30, 6)) as pilot:
        entries = [LogEntry(i, "Ada", f"event {i}") for i in range(1, 30)]
        entries[1] = LogEntry(2, "Ada", "event 2", "considered: 1. event 2 80% 9.0 pts")
        log.show_entries(entries)
        await pilot.pause()
        await pilot.pause()
        assert rendered(log, 6)[-1] == "29 Ada: event 29"  # the log follows its end
        log.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert " 2 Ada: event 2" in rendered(log, 6)
        assert "     considered: 1. event 2" in rendered(log, 6)


def test_a_hint_s_points_are_called_an_estimate_where_the_search_cuts_its_games_short():
    """Chronocritters' search looks a few moves ahead and reads an estimate there: its first
    hint said "about 21.7 points", "the final score it foresaw", of a game ending near 140
    (a newcomer's review). Restore's games ahead run to the end: final scores."""
    from engine.chronocritters import GAME as CHRONOCRITTERS
    from engine.restore import GAME as RESTORE
    from tui.explain import HINT_RANKING, HINT_RANKING_CUT, hint_lines

    weighed = [Candidate(Play(9), 90, 0.9, 0.7, 12.0), Candidate(Play(4), 10, 0.1, 0.3, 5.0)]
    assert hint_lines(RESTORE, str, weighed)[-1] == HINT_RANKING and "final score it foresaw" in HINT_RANKING
    assert hint_lines(CHRONOCRITTERS, str, weighed)[-1] == HINT_RANKING_CUT
    assert "not a final score" in HINT_RANKING_CUT and "plus a worth put on what is under way" in HINT_RANKING_CUT
    # a move searched more is judged further ahead (a review read 14.1 against 4.1 as ten points better)
    assert "the points of two moves do not compare" in HINT_RANKING_CUT
