"""The reusable widgets on their own: attributes down, messages up, no game knowledge."""
from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from engine.core import Outcome, SeatScore
from tui.app import THEMES
from tui.screens.styled_once import StyledOnce
from tui.widgets import EventLog, LogEntry, MoveChosen, MovePicker, ScoreTable, SteadyFooter


class Harness(App[None]):
    CSS_PATH = THEMES / "rewind.tcss"

    def __init__(self, widget) -> None:
        super().__init__()
        self.widget = widget
        self.chosen: list = []

    def compose(self) -> ComposeResult:
        yield self.widget

    def on_move_chosen(self, message: MoveChosen) -> None:
        self.chosen.append(message.move)


async def test_move_picker_posts_the_move_it_was_given():
    picker = MovePicker()
    app = Harness(picker)
    async with app.run_test(size=(40, 10)) as pilot:
        picker.show_moves([("a", "first"), (("b", 2), "second")])
        picker.focus()
        await pilot.press("down", "enter")
        assert app.chosen == [("b", 2)]
        picker.show_moves([], "the game is over")
        await pilot.press("enter")
        assert app.chosen == [("b", 2)] and picker.moves == []
        assert picker.option_count == 1 and picker.get_option_at_index(0).disabled


async def test_the_move_list_never_begins_its_view_inside_a_move():
    """Scrolled to its highlighted move, Restart's list began with the last line of the move
    above ("done)"): it begins at a move's first line, the highlighted move still whole."""
    picker = MovePicker()
    app = Harness(picker)
    async with app.run_test(size=(24, 8)) as pilot:
        picker.show_moves([(k, f"{k}. return a card face down (as many drawn when done)") for k in range(6)]
                          + [(6, "6. place your Child")])
        await pilot.pause()
        for wanted in (6, 4, 5):
            picker.highlight([wanted])
            await pilot.pause()
            top, first = round(picker.scroll_y), picker._index_to_line[wanted]
            assert picker._lines[top][1] == 0, wanted  # a move's first line
            assert top <= first and first + picker._heights[wanted] <= top + picker.scrollable_content_region.height


async def test_a_filter_the_moves_hold_whole_is_matched_whole_commas_and_all():
    """Restore's Variant 1 names places "(q, r)": typing "(-2, 1)" kept "(-2, -1)" too, as
    two parts, and enter played the wrong one."""
    picker = MovePicker()
    app = Harness(picker)
    async with app.run_test(size=(60, 10)):
        picker.show_moves([(1, "Volcano Tile at (-2, -1)"), (2, "Volcano Tile at (-2, 1)"),
                           (3, "purple 2 top-left"), (4, "purple 3 top-left")])
        picker.filter_moves("(-2, 1)")
        assert picker.moves == [2]
        picker.filter_moves("purple 2, top-left")  # no move holds it whole: its parts
        assert picker.moves == [3]
        picker.show_moves([(1, "End the turn"), (2, "Turn the end"), (3, "Discard Adrenaline")])
        picker.filter_moves("END turn")  # its words in order, others between (a review)
        assert picker.moves == [1]
        # a number is a whole number: "green 1" found "the green 2 ... V19" by V19's 1 (a review)
        picker.show_moves([(1, "spends the green 2 (top-left) for value quest V19"),
                           (2, "spends the green 1 (top) for value quest V19"), (3, "spends the green 10")])
        picker.filter_moves("green 1, V19")
        assert picker.moves == [2]
        picker.filter_moves("v1")  # letters and digits: anywhere, as before
        assert picker.moves == [1, 2]
        # a match that starts a word of its own comes first: "right space" put "top-right space"
        # first, and enter played it (a review); each keeps its number in the whole list
        picker.show_moves([(1, "Place the green 4 on the top-right space"), (2, "Place the green 4 on the right space")])
        picker.filter_moves("right space")
        assert picker.moves == [2, 1] and picker.highlighted == 0
        assert str(picker.get_option_at_index(0).prompt.columns[0]._cells[0]).strip() == "2."
        # words of its own before a word they start: "stop" put the move that "stops" (and
        # discards a die for nothing) before Stop, and enter played it (a review)
        picker.show_moves([(1, "reduces the purple 4 by 4 for 2 sand (sand stops at 6)"), (2, "Stop")])
        picker.filter_moves("stop")
        assert picker.moves == [2, 1]


async def test_event_log_wraps_long_entries_and_follows_the_newest():
    log = EventLog()
    app = Harness(log)
    async with app.run_test(size=(30, 6)) as pilot:
        entries = [LogEntry(i, "Ada" if i % 2 else "", f"event {i}") for i in range(1, 20)]
        entries.append(LogEntry(20, "Ada", "a rather long description that must wrap"))
        log.show_entries(entries)
        await pilot.pause()
        await pilot.pause()
        lines = ["".join(s.text for s in log.render_line(y)).rstrip() for y in range(6)]
        assert lines[-3:] == ["20 Ada: a rather long", "     description that must",
                              "     wrap"]  # the text runs on under a small indent
        assert lines[-5:-3] == ["18 · event 18", "19 Ada: event 19"]  # chance: no seat
        log.show_entries(entries[:3])  # after an undo the line of play is shorter
        await pilot.pause()
        await pilot.pause()
        lines = ["".join(s.text for s in log.render_line(y)).rstrip() for y in range(6)]
        assert lines[:3] == ["1 Ada: event 1", "2 · event 2", "3 Ada: event 3"]
        assert lines[3:] == ["", "", ""]
        # a description that starts with the seat's name does not say it twice
        log.show_entries([LogEntry(1, "Player 2", "Player 2 places SC3")])
        await pilot.pause()
        await pilot.pause()
        assert "".join(s.text for s in log.render_line(0)).rstrip() == "1 Player 2 places SC3"
        log.show_entries(entries[-1:])  # narrower, a line wrapped before is wrapped again
        await pilot.resize_terminal(22, 6)
        await pilot.pause()
        await pilot.pause()
        lines = ["".join(s.text for s in log.render_line(y)).rstrip() for y in range(4)]
        assert lines == ["20 Ada: a rather", "     long", "     description", "     that must wrap"]


async def test_enter_on_a_log_without_details_says_what_has_them():
    """A newcomer pressed enter on the log of a game against greedy: nothing, silently."""
    log = EventLog()
    app = Harness(log)
    async with app.run_test(size=(40, 6)) as pilot:
        log.show_entries([LogEntry(1, "Ada", "event 1")])
        log.focus()
        await pilot.press("enter")
        await pilot.pause()
        assert [n.title for n in app._notifications] == ["Log"]
        log.show_entries([LogEntry(1, "Bot", "event 1", "considered: ...")])
        await pilot.press("enter")  # with a detail: it opens, and nothing more is said
        await pilot.pause()
        assert len(app._notifications) == 1


async def test_score_table_shows_categories_totals_and_winners():
    table = ScoreTable()
    app = Harness(table)
    outcome = Outcome([SeatScore(9, {"cards": 5, "dice": 4}), SeatScore(9, {"cards": 9})],
                      [0, 1], "rounds", "shared win")
    async with app.run_test(size=(60, 12)) as pilot:
        table.show_outcome(outcome, ["Ada", "Bea"])
        await pilot.pause()
        text = "\n".join("".join(s.text for s in table.render_line(y)) for y in range(8))
        assert text.splitlines()[0].split() == ["Ada", "Bea"]
        assert "Ada and Bea share the win — shared win" in text
        rows = {line.split()[0]: line.split()[1:] for line in text.splitlines() if line.strip()}
        assert rows["Cards"] == ["5", "9"] and rows["Dice"] == ["4"] and rows["Total"] == ["9", "9"]


async def test_score_table_says_how_the_categories_were_counted_where_the_game_does():
    table = ScoreTable()
    app = Harness(table)
    outcome = Outcome([SeatScore(9, {"cards": 9}), SeatScore(4, {"cards": 4})], [0], "rounds", "most",
                      details=["3 cards of 3", ""])
    async with app.run_test(size=(60, 12)) as pilot:
        table.show_outcome(outcome, ["Ada", "Bea"])
        await pilot.pause()
        text = "\n".join("".join(s.text for s in table.render_line(y)) for y in range(10))
        assert "Ada: 3 cards of 3" in text and "Bea:" not in text


async def test_score_table_marks_the_winner_by_style():
    table = ScoreTable()
    app = Harness(table)
    outcome = Outcome([SeatScore(9, {"cards": 9}), SeatScore(5, {"cards": 5})], [0], "rounds",
                      "most points")
    async with app.run_test(size=(60, 12)) as pilot:
        table.show_outcome(outcome, ["Ada", "Bea"])
        await pilot.pause()
        header = {seg.text.strip(): seg.style for seg in table.render_line(0) if seg.text.strip()}
        assert header["Ada"] != header["Bea"]
        lines = ["".join(s.text for s in table.render_line(y)).strip() for y in range(6)]
        assert lines[4] == "Ada wins — most points"


async def test_score_table_shows_every_participant_the_end_in_words_and_a_rating():
    table = ScoreTable()
    app = Harness(table)
    outcome = Outcome([SeatScore(7, {"cards": 7}), SeatScore(12, {"cards": 12})], [1],
                      "deck-ran-out", "Chaos scores more", rating="a loss: Chaos 12+")
    async with app.run_test(size=(60, 12)) as pilot:
        table.show_outcome(outcome, ["Ada", "Chaos"])  # a seat, then a non-seat participant
        await pilot.pause()
        lines = ["".join(s.text for s in table.render_line(y)).strip() for y in range(8)]
        assert lines[0].split() == ["Ada", "Chaos"]
        assert "Chaos wins — Chaos scores more" in lines
        assert "Game end: Deck ran out · rating: a loss: Chaos 12+" in lines


async def test_score_table_shows_markup_in_names_literally():
    table = ScoreTable()
    app = Harness(table)
    names = ["[/]", "[link=x]Eve[/link]"]
    outcome = Outcome([SeatScore(3, {"[b]cards[/b]": 3}), SeatScore(1, {"[b]cards[/b]": 1})],
                      [0], "rounds", "most points")
    async with app.run_test(size=(60, 12)) as pilot:
        table.show_outcome(outcome, names)
        await pilot.pause()
        text = "\n".join("".join(s.text for s in table.render_line(y)) for y in range(8))
        assert "[/]" in text and "[link=x]Eve[/link]" in text and "[b]cards[/b]" in text
        assert not any(seg.style and seg.style.link for y in range(8) for seg in table.render_line(y))


def test_board_text_wraps_long_lines_under_their_own_indent():
    from tui.widgets.board import fit_lines

    text = "Title   with   spacing\n  #1 a long entry that needs two lines here"
    assert fit_lines(text, 24).splitlines() == [
        "Title   with   spacing",      # short lines keep their spacing
        "  #1 a long entry that",
        "    needs two lines here",  # continued under the entry's indent plus two
    ]


class Keys(App[None]):
    BINDINGS = [Binding("u", "undo", "Undo"), Binding("r", "redo", "Redo"), Binding("p", "pay", "Pay 2"),
                Binding("x", "hidden", "Hidden", show=False)]
    can_undo = True
    paying = False  # p takes r's place, as Restore's Pay 2 and Replenish take turns
    extra = False  # and both show

    def compose(self) -> ComposeResult:
        yield SteadyFooter()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "undo":
            return self.can_undo
        if action in ("redo", "pay"):
            return self.extra or self.paying == (action == "pay")
        return action != "hidden" or self.paying  # a key the footer does not show


def shown(footer: SteadyFooter) -> list[tuple]:
    return [(k.key, k.description, k.has_class("-disabled"), k._disabled) for k in footer.query(FooterKey)]


async def test_the_footer_restates_its_keys_in_place_and_is_rebuilt_only_when_their_number_changes():
    """A rebuild mounts every key again (a quarter of a Chronocritters move's CPU): a key's state,
    or a key in another's place, is set on the widgets there are."""
    app = Keys()
    async with app.run_test(size=(100, 5)) as pilot:
        footer = app.query_one(SteadyFooter)
        keys = []
        for _ in range(50):  # on a loaded machine its first size comes a pause later: a rebuild
            await pilot.pause()
            if keys == (keys := list(footer.query(FooterKey))) and footer._width == footer.size.width:
                break
        assert shown(footer) == [("u", "Undo", False, False), ("r", "Redo", False, False),
                                 ("ctrl+p", "palette", False, False)]
        builds, compose = [], footer.compose

        def counted():
            builds.append(footer.size.width)
            return compose()

        footer.compose = counted
        app.screen.refresh_bindings()  # nothing changed: the same key widgets stay
        await pilot.pause()
        app.can_undo = None  # dimmed now
        app.screen.refresh_bindings()
        await pilot.pause()
        assert list(footer.query(FooterKey)) == keys and builds == []
        assert shown(footer)[0] == ("u", "Undo", True, True)  # dim, and a click rings the bell
        app.can_undo, app.paying = True, True  # p in r's place, and a hidden key comes
        app.screen.refresh_bindings()
        await pilot.pause()
        assert list(footer.query(FooterKey)) == keys and builds == []
        assert shown(footer) == [("u", "Undo", False, False), ("p", "Pay 2", False, False),
                                 ("ctrl+p", "palette", False, False)]
        assert keys[1].action == "pay" and "Pay 2" in str(keys[1].render())
        app.extra = True
        for _ in range(3):  # a key more: a rebuild, one for the signals before it comes
            app.screen.refresh_bindings()
        await pilot.pause()
        assert builds == [100]
        assert [k[:2] for k in shown(footer)] == [("u", "Undo"), ("r", "Redo"), ("p", "Pay 2"), ("ctrl+p", "palette")]


def test_a_narrow_footer_leaves_out_export_then_redo_then_scroll_before_a_game_s_keys():
    """A review: redo went with export though it fitted alone, just after an undo; and where
    nothing fitted, "[] Scroll" stayed while Chronocritters' "a Adjust" was cut."""
    from tui.widgets.footer import Key, fitting, showing

    def kept(keys, width):
        fit = *_, palette, _ = fitting(keys, width)
        return [keys[i].description for i in showing(keys, fit)] + ["palette"] * palette

    help_undo, scroll = [Key("?", "Help", "app.help"), Key("^z", "Undo", "undo")], Key("[]", "Scroll", "scroll_board(1, 1)")
    keys = help_undo + [Key("^y", "Redo", "redo"), Key("^e", "Export log", "export"), scroll,
                        Key("a", "Adjust", "group('adjust')")]
    assert kept(keys, 80) == ["Help", "Undo", "Redo", "Export log", "Scroll", "Adjust", "palette"]
    assert kept(keys, 60) == ["Help", "Undo", "Redo", "Scroll", "Adjust", "palette"]  # export first
    assert kept(keys, 50) == ["Help", "Undo", "Scroll", "Adjust", "palette"]
    assert kept(keys, 38) == ["Help", "Undo", "Adjust"]  # then [] and the palette
    keys = help_undo + [scroll] + [Key(k, word, f"group({word!r})") for k, word in
                                   (("d", "Dice"), ("e", "End"), ("c", "Complete"), ("o", "Portal"), ("a", "Adjust"))]
    # none fits: the palette stays, the way to the rest, and the game's keys go before [] does
    assert kept(keys, 51) == ["Help", "Undo", "Dice", "End", "Complete", "palette"]


def test_the_log_wraps_a_joined_word_after_its_plus_signs_never_mid_word():
    from tui.widgets.event_log import _wrap
    lines = _wrap("quest: green+orange+purple -> 3 vp", 16)
    assert lines == ["quest: green+", "orange+purple ->", "3 vp"]
    assert _wrap("a + b", 3) == ["a +", "b"]  # a lone "+" stays a word
    assert _wrap("(top-right); Player 1 +1 sand", 23) == ["(top-right); Player 1", "+1 sand"]  # a sign


async def test_the_log_leaves_a_reader_where_they_scrolled_until_they_are_back_at_the_end():
    """A review could not read back in the log: each move a bot made pulled it to the end."""
    log = EventLog()
    app = Harness(log)
    async with app.run_test(size=(30, 6)) as pilot:
        entries = [LogEntry(i, "Ada", f"event {i}") for i in range(1, 30)]
        log.show_entries(entries)
        log.focus()
        await pilot.pause()
        await pilot.press("pageup")
        await pilot.pause()
        read = log.scroll_offset.y
        assert 0 < read < log.max_scroll_y
        log.show_entries(entries + [LogEntry(30, "Bot", "event 30")])
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_offset.y == read  # still where the reader is
        await pilot.press("end")
        log.show_entries(entries + [LogEntry(n, "Bot", f"event {n}") for n in (30, 31)])
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_offset.y == log.max_scroll_y  # at the end: it follows again
        log.blur()
        await pilot.press("pageup")  # (no focus: the key goes elsewhere) a new move shows
        log.show_entries(entries + [LogEntry(n, "Bot", f"event {n}") for n in (30, 31, 32)])
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_offset.y == log.max_scroll_y


async def test_a_question_clears_the_toasts_over_its_buttons():
    """A review: the "Opened from a log" toast lay over the Leave dialog's Stay button."""
    from textual.widgets import Button

    from tui.widgets.dialogs import Choice

    app = Harness(Button("x"))
    async with app.run_test(size=(80, 24)) as pilot:
        app.notify("Opened from a log: checked ...", timeout=30)
        await pilot.pause()
        assert len(app._notifications) == 1
        app.push_screen(Choice("Leave the game?", [("leave", "Leave"), ("stay", "Stay")]))
        await pilot.pause()
        assert isinstance(app.screen, Choice) and len(app._notifications) == 0


class Styled(StyledOnce, Screen[None]):
    CSS = "Styled Static { color: red; }"

    def compose(self) -> ComposeResult:
        yield Static("styled")


async def test_a_screen_is_styled_once_as_it_opens_and_again_when_it_comes_back(monkeypatch):
    """Textual restyled every widget of a screen just opened (a quarter of a second on a game
    screen); a screen that comes back is restyled, as the theme may have changed meanwhile."""
    from textual import events
    from textual.dom import DOMNode

    restyled, update_node_styles = [], DOMNode.update_node_styles

    def counted(node, animate=True):
        restyled.append(node)
        update_node_styles(node, animate)

    app = App()
    async with app.run_test(size=(30, 5)) as pilot:
        monkeypatch.setattr(DOMNode, "update_node_styles", counted)
        styled = Styled()
        await app.push_screen(styled)
        await pilot.pause()
        assert restyled == [] and styled.query_one(Static).styles.color.rgb == (255, 0, 0)
        styled.post_message(events.ScreenResume())  # as when it comes back: Textual's restyle
        await pilot.pause()
        assert restyled == [styled]


async def test_a_line_cut_at_its_most_lines_ends_in_an_ellipsis_after_a_whole_word():
    """Chronocritters' prompt stopped at 4 lines at 80x24, its "or click" gone unmarked (a
    review)."""
    from tui.widgets.restore_panel import RestoreLine

    line = RestoreLine()
    line.styles.height, line.styles.max_height = "auto", 2
    app = Harness(line)
    async with app.run_test(size=(20, 10)) as pilot:
        line.show("place quest SC3 on your portal, not opposite your first — arrows enter, or click")
        await pilot.pause()
        shown = [strip.text.rstrip() for strip in (line.render_line(y) for y in range(line.size.height))]
        assert shown == ["place quest SC3 on", "your portal, not…"]
        line.show("fits in two lines")
        await pilot.pause()
        assert line.render_line(0).text.rstrip() == "fits in two lines"
