"""The headless command line: replay, simulate, version and usage errors."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.core import OptionError, SeatSpec, Session, export_log
from engine.registry import GAMES
from tests.tiny_game import GAME
from tui.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"

@pytest.fixture(autouse=True)
def nines(monkeypatch):
    monkeypatch.setitem(GAMES, "nines", GAME)


def played_log(tmp_path):
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random")], 4)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[-1])
        session.advance()
    return session, export_log(session, tmp_path / "g.jsonl")


def test_replay_prints_the_narrative_and_the_score_table(tmp_path, capsys):
    session, path = played_log(tmp_path)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rolls the die" in out and "Ann" in out and "Winner:" in out
    outcome = GAME.outcome(session.state)
    lines = out.splitlines()
    assert lines[-3].split() == ["Total", *map(str, (s.total for s in outcome.scores))]
    assert lines[-1] == "Game end: Rounds"  # the game's Ending, in words


def test_replay_leaves_blank_a_category_a_participant_does_not_score(capsys):
    """A solo review: `rewind replay` gave you "Chaos cards 0", where the game's own table
    leaves it blank (only Chaos scores its cards)."""
    assert main(["replay", str(FIXTURES / "restart-solo.jsonl")]) == 0
    row = next(line for line in capsys.readouterr().out.splitlines() if line.startswith("Chaos cards"))
    assert row.split()[2:] == ["15"] and row.index("15") > len("Chaos cards") + 8


def test_replay_of_an_instant_win_says_how_the_game_ended_once(tmp_path, capsys):
    """'Winner: ... — instant win: Yellow completed a third Mission disc' was followed by
    'Game end: Third mission marker' (a review)."""
    session = Session(GAMES["restore"], [SeatSpec("Ann", "greedy"), SeatSpec("Bo", "greedy")], 1)
    session.advance()
    assert main(["replay", str(export_log(session, tmp_path / "g.jsonl"))]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[-1] == "Winner: Bo — instant win: a third Mission disc completed"


def test_replay_json_is_the_outcome(tmp_path, capsys):
    session, path = played_log(tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    outcome = GAME.outcome(session.state)
    assert [s["total"] for s in data["scores"]] == [s.total for s in outcome.scores]
    assert data["scores"][0]["categories"] == outcome.scores[0].categories
    assert data["winners"] == outcome.winners
    assert data["checked"].startswith("hash chain; every chance outcome checked")  # how far, as the text says


def test_replay_refuses_a_bad_file_with_line_and_reason(tmp_path, capsys):
    _, path = played_log(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[3] = b'{"seq":3,"seat":0,"event":{"type":"nope"}}'
    path.write_bytes(b"\n".join(lines))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 4" in err and "Traceback" not in err


def test_simulate_prints_wins_and_exports(tmp_path, capsys):
    assert main(["simulate", "nines", "--seats", "random,random", "--games", "5",
                 "--seed", "3", "--export", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "5 games" in out and "mean score" in out
    assert len(list(tmp_path.glob("nines-*.jsonl"))) == 5


def test_bad_arguments_exit_2_with_one_line_and_no_traceback(capsys):
    for argv in (["simulate", "nines", "--seats", "random"], ["simulate", "chess", "--seats", "a,b"],
                 ["simulate", "nines", "--seats", "random,random", "--option", "colour=red"],
                 ["simulate", "nines", "--seats", "random,random", "--option", "rounds=many"],
                 ["schema", "chess"]):
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert err.startswith("rewind: ") and "Traceback" not in err
    for argv in (["frobnicate"], ["simulate", "nines", "--seats", "random,random", "--games", "x"]):
        with pytest.raises(SystemExit) as info:
            main(argv)
        assert info.value.code == 2


def test_simulate_takes_options(tmp_path, capsys):
    assert main(["simulate", "nines", "--seats", "random,random", "--games", "2",
                 "--option", "rounds=1", "--export", str(tmp_path)]) == 0
    from engine.core import import_log
    session = import_log(tmp_path / "nines-0.jsonl", GAMES)
    assert session.options.rounds == 1 and session.depth < 10


def test_a_list_option_takes_comma_separated_values(tmp_path):
    assert main(["simulate", "restart", "--seats", "random,random", "--games", "1",
                 "--option", "side_effects=blight,jet_lag", "--export", str(tmp_path)]) == 0
    from engine.core import import_log
    session = import_log(tmp_path / "restart-0.jsonl", GAMES)
    assert session.options.side_effects == ["blight", "jet_lag"]


def test_export_to_a_file_or_over_old_logs_is_refused_before_any_harm(tmp_path, capsys):
    target = tmp_path / "a-file"
    target.write_text("keep me")
    assert main(["simulate", "nines", "--seats", "random,random", "--export", str(target)]) == 2
    assert "give a folder" in capsys.readouterr().err and target.read_text() == "keep me"
    new = tmp_path / "new.jsonl"  # a log's name for a folder: it was made, the logs inside (an audit)
    assert main(["simulate", "nines", "--seats", "random,random", "--export", str(new)]) == 2
    assert "names a log file" in capsys.readouterr().err and not new.exists()
    old = tmp_path / "nines-4.jsonl"
    old.write_text("an old log")
    assert main(["simulate", "nines", "--seats", "random,random", "--games", "2", "--seed", "3",
                 "--export", str(tmp_path)]) == 1
    assert "exists already" in capsys.readouterr().err and old.read_text() == "an old log"
    assert not (tmp_path / "nines-3.jsonl").exists()  # refused before the first game was written


def test_ctrl_c_during_simulate_is_a_clean_exit(monkeypatch, capsys):
    from engine.core import Session as S

    def interrupted(self, limit=0):
        raise KeyboardInterrupt
    monkeypatch.setattr(S, "advance", interrupted)
    assert main(["simulate", "nines", "--seats", "random,random"]) == 130
    assert capsys.readouterr().err == "rewind: interrupted\n"


@pytest.mark.parametrize("command", [["simulate", "nines", "--seats", "random,random"],
                                     ["tournament", "--game", "nines", "--bots", "random,random"]])
def test_bots_that_stall_are_refused_rather_than_waited_for(monkeypatch, capsys, command):
    """A bot game longer than a log may hold never ends (its export could not be read back)."""
    from engine.core import logfile
    monkeypatch.setattr(logfile, "MAX_EVENTS", 5)  # a game of nines is longer
    assert main(command + ["--seed", "4"]) == 1
    assert capsys.readouterr().err.endswith("rewind: the game of seed 4 did not end within 5 events "
                                            "(more than a log may hold): its bots stall\n")


def test_schema_prints_the_json_schema_of_the_records(capsys):
    assert main(["schema", "nines"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert {"Header", "Entry", "End", "Deal", "Play"} <= set(schema["$defs"])
    assert schema["$defs"]["Entry"]["required"][0] == "h"
    assert main(["schema", "NINES"]) == 0 and json.loads(capsys.readouterr().out) == schema  # any case (a review)
    assert main(["schema", "chess"]) == 2 and "unknown game 'chess'" in capsys.readouterr().err


def test_replay_shows_a_seat_log_and_checks_it_against_the_full_log(tmp_path, capsys):
    from engine.core.logfile import export_log as export
    session, full = played_log(tmp_path)
    seat = export(session, tmp_path / "ann.jsonl", kind="seat", seat=0)
    assert main(["replay", str(seat), "--against", str(full)]) == 0
    out = capsys.readouterr().out
    assert "seat log of Ann" in out and "every event matches; every line's words too" in out and "Winner:" in out
    assert "hash chain only" not in out
    assert main(["replay", str(seat)]) == 0  # alone: a reader is told how little was checked
    out = capsys.readouterr().out
    assert "log check: hash chain only. A seat log alone is not replayed through the rules" in out
    assert main(["replay", str(seat), "--json"]) == 0  # its outcome is the file's word: said so
    assert json.loads(capsys.readouterr().out)["checked"].startswith("log check: hash chain only.")
    assert main(["replay", str(seat), "--against", str(full), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["checked"].startswith(f"checked against {full}: every event matches")
    assert main(["open", str(seat)]) == 1


def test_a_seat_log_that_hides_nothing_is_replayed_through_the_rules(tmp_path, capsys):
    """Restore hides nothing: its seat log holds every event, and `rewind replay` said it was
    "not replayed through the rules"; a move edited and resealed replayed with exit 0 while the
    replay viewer refused it (a review)."""
    from engine.core.logfile import seat_log
    from tests.engine.core.test_logfile import bodies, sealed

    session = Session(GAMES["restore"], [SeatSpec("Ann", "greedy"), SeatSpec("Bob", "greedy")], 4)
    session.advance()
    data = seat_log(session, 0)
    (tmp_path / "seat.jsonl").write_bytes(data)
    assert main(["replay", str(tmp_path / "seat.jsonl")]) == 0
    assert "replayed through the rules" in capsys.readouterr().out
    lines = data.split(b"\n")[:-1]
    k, line = next((k, x) for k, x in enumerate(lines) if b'"type":"collect"' in x)
    space = int(line.split(b'"space":')[1][:1])
    lines[k] = line.replace(b'"space":%d' % space, b'"space":9')  # no such Collector space
    (tmp_path / "edited.jsonl").write_bytes(sealed(bodies(lines)))
    assert main(["replay", str(tmp_path / "edited.jsonl")]) == 1
    assert f"line {k + 1}: illegal event {k}" in capsys.readouterr().err


def _ann_seat_log(tmp_path, name: str):
    """A game of Ann's one move in, its first decision noted, and her seat log written then."""
    from engine.core.logfile import export_log
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random")], 4)
    session.advance()
    fork = session.cursor
    session.apply(session.legal_moves()[-1])
    session.advance()
    return session, fork, export_log(session, tmp_path / name, kind="seat", seat=0)


def _checked(seat_log, full, capsys) -> str:
    """What `rewind replay SEAT --against FULL` prints (it must pass)."""
    assert main(["replay", str(seat_log), "--against", str(full)]) == 0
    return capsys.readouterr().out


def test_a_seat_log_written_mid_game_is_checked_against_the_finished_game(tmp_path, capsys):
    from engine.core.logfile import export_log
    session, _, early = _ann_seat_log(tmp_path, "ann-early.jsonl")
    held = session.depth
    while not session.over:
        session.apply(session.legal_moves()[-1])
        session.advance()
    out = _checked(early, export_log(session, tmp_path / "g.jsonl"), capsys)
    assert f"every event matches (it was written after {held} of the full log's {session.depth} events)" in out


def test_a_seat_log_of_a_branch_checked_against_a_tree_says_so(tmp_path, capsys):
    """Against a whole-tree export, a seat log of a line undo left read "written after N of
    the full log's M events", M the current line's (helper-273)."""
    from engine.core.treefile import export_tree
    session, fork, left = _ann_seat_log(tmp_path, "left.jsonl")
    held = session.depth
    session.jump(fork)
    session.apply(session.legal_moves()[0])
    session.advance()
    out = _checked(left, export_tree(session, tmp_path / "tree.jsonl"), capsys)
    assert f"every event matches (it follows another line of the full log's tree than its current one, {held} events in)" in out


def test_a_seat_log_past_where_a_tree_was_left_says_so(tmp_path, capsys):
    """A seat log that goes on past a whole-tree export's cursor, on moves undone there, was
    said to follow another line (helper-281)."""
    from engine.core.treefile import export_tree
    session, _, ahead = _ann_seat_log(tmp_path, "ahead.jsonl")
    held = session.depth
    session.undo()
    out = _checked(ahead, export_tree(session, tmp_path / "tree.jsonl"), capsys)
    gone = held - session.depth
    assert gone > 0 and f"every event matches (it goes {gone} events past where the full log was left" in out


def test_names_from_a_log_are_shown_literally(tmp_path, capsys):
    from tests.engine.core.test_logfile import bodies, lines, sealed

    session = Session(GAME, [SeatSpec("Eve"), SeatSpec("[b]Bob[/]", "random")], 4)
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[-1])
        session.advance()
    path = export_log(session, tmp_path / "names.jsonl")
    assert main(["replay", str(path)]) == 0
    assert "[b]Bob[/]" in capsys.readouterr().out  # markup is text
    with pytest.raises(OptionError, match="control character"):
        Session(GAME, [SeatSpec("\x1b[31mEve"), SeatSpec("Bob")], 4)
    bs = bodies(lines(session))  # a shared log edited to hold one: refused, and not printed raw
    path.write_bytes(sealed([bs[0].replace(b'"name":"Eve"', rb'"name":"\u001b[31mEve"'), *bs[1:]]))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "line 1" in err and "control character" in err and "\x1b" not in err


def test_version_from_the_console():
    result = subprocess.run([sys.executable, "-m", "tui", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout.startswith("rewind ")


def test_replay_into_a_pipe_closed_early_ends_without_a_traceback(tmp_path):
    session = Session(GAME, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 4,
                      GAME.Options(rounds=1500))  # a narrative far longer than a pipe holds
    session.advance()
    path = export_log(session, tmp_path / "long.jsonl")
    code = ("import sys; from engine import registry; from tests.tiny_game import GAME; "
            "registry.register(GAME); from tui.cli import main; sys.exit(main(sys.argv[1:]))")
    reader = subprocess.Popen(["head", "-n", "1"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    writer = subprocess.run([sys.executable, "-c", code, "replay", str(path)],
                            stdout=reader.stdin, stderr=subprocess.PIPE, text=True)
    reader.stdin.close()
    reader.wait()
    assert writer.returncode == 0 and "Traceback" not in writer.stderr


def test_replay_reads_a_whole_tree_export_along_its_cursor(tmp_path, capsys):
    from engine.core.treefile import export_tree
    session, _ = played_log(tmp_path)
    while session.to_act != 0 or len(session.legal_moves()) < 2:
        session.undo()
    session.apply(session.legal_moves()[0])  # the other choice: a second line beside the first
    session.advance()
    while not session.over:
        session.apply(session.legal_moves()[0])
        session.advance()
    tree = export_tree(session, tmp_path / "tree.jsonl")
    assert main(["replay", str(tree), "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert [s["total"] for s in shown["scores"]] == [s.total for s in GAME.outcome(session.state).scores]
    assert sum(1 for n in range(len(session.tree)) if not session.tree.children[n]) == 2
    assert main(["replay", str(tree)]) == 0
    assert "this tree export holds 2 lines of play; shown: the one it was exported at" in capsys.readouterr().out
    assert main(["replay", str(export_log(session, tmp_path / "line.jsonl"))]) == 0
    assert "tree export" not in capsys.readouterr().out


def test_the_game_screens_refuse_to_run_without_a_terminal(tmp_path, capsys, monkeypatch):
    """`rewind </dev/null` ran unseen at full CPU until killed (CLI review)."""
    import tui.app
    monkeypatch.setattr(tui.app, "run_app", lambda **_: pytest.fail("the app ran"))
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    path = export_log(Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], 1), tmp_path / "g.jsonl")
    for argv in ([], ["open", str(path)]):
        assert main(argv) == 2  # pytest's input is no terminal
        assert "need a terminal" in capsys.readouterr().err


def test_simulate_and_tournament_take_the_game_either_way_and_no_abbreviation(capsys):
    """`simulate --game restore` was read as --games and refused as "invalid int value"."""
    assert main(["simulate", "--game", "nines", "--seats", "random,random", "--games", "1"]) == 0
    assert main(["tournament", "nines", "--bots", "random,random", "--games", "1"]) == 0
    capsys.readouterr()
    assert main(["simulate", "nines", "--seats", "random,random", "--game", "other"]) == 2
    assert "two games named" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["simulate", "nines", "--seats", "random,random", "--gam", "1"])
    said = capsys.readouterr().err  # with the command's usage, not the top level's (a review)
    assert "unrecognized arguments: --gam" in said and said.startswith("usage: rewind simulate ")


@pytest.mark.parametrize("seats,said", [("greedy,foo", "no bot 'foo'"),
                                        ("random,random,random", "seats, not 3")])
def test_a_bad_seats_list_names_what_is_wrong(capsys, seats, said):
    assert main(["simulate", "restore", "--seats", seats]) == 2
    assert said in capsys.readouterr().err


def test_bot_names_may_have_spaces_and_capitals_and_an_option_may_not_be_given_twice(capsys):
    assert main(["simulate", "nines", "--seats", "Random, random", "--games", "1"]) == 0
    capsys.readouterr()
    assert main(["simulate", "restore", "--seats", "random,random", "--games", "1",
                 "--option", "shape=dubara", "--option", "shape=seorium"]) == 2
    assert "shape: given twice" in capsys.readouterr().err


def test_help_shows_option_defaults_as_option_takes_them(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "custom_shape=false" in out and "shape=londra-nova" in out and "side_effects=(none)" in out


def test_replay_json_of_an_unfinished_game_has_the_keys_of_a_finished_one(tmp_path, capsys):
    session, path = played_log(tmp_path)
    assert main(["replay", str(path), "--json"]) == 0
    finished = json.loads(capsys.readouterr().out)
    unfinished = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob")], 4)
    assert main(["replay", str(export_log(unfinished, tmp_path / "new.jsonl")), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["reason"] == "unfinished" and set(data) == set(finished)


def test_replay_names_the_player_of_a_chance_line_that_opens_with_a_seat(tmp_path, capsys):
    """"chance  Blue draws an Event card" beside "Bob  ...": one seat, two names (a review), in a
    full log's replay and a seat log's."""
    from engine.core import SeatSpec, Session, export_log
    from engine.restart import GAME as RESTART

    session = Session(RESTART, [SeatSpec("Ann", "random"), SeatSpec("Bob", "random")], 5)
    session.advance(60)
    path = export_log(session, tmp_path / "r.jsonl")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "chance  Red (Ann) is dealt the Character" in out and "chance  Red is" not in out
    seat = export_log(session, tmp_path / "bob.jsonl", kind="seat", seat=1)  # a seat log as well
    assert main(["replay", str(seat)]) == 0  # (it said "Red is dealt" beside "Ann  Place...": a review)
    out = capsys.readouterr().out
    assert "chance  Blue (Bob) is dealt the Character" in out and "chance  Blue is" not in out


def test_export_targets_are_checked_by_one_listing_and_their_names_fit_a_file_system(tmp_path, capsys, monkeypatch):
    """--games 10**9 --export asked for each target before the first game (about an hour: a
    review); a 250-digit seed's file name was a traceback (File name too long)."""
    (tmp_path / "nines-7.jsonl").write_text("an old log")
    (tmp_path / "nines-07.jsonl").write_text("not a target")  # never written by a seed
    asked = []
    monkeypatch.setattr("tui.cli._export_target", lambda *a, real=__import__("tui.cli").cli._export_target:
                        asked.append(a) or real(*a))
    assert main(["simulate", "nines", "--seats", "random,random", "--games", str(10 ** 9), "--seed", "5",
                 "--export", str(tmp_path)]) == 1
    assert "nines-7.jsonl exists already" in capsys.readouterr().err and len(asked) == 2  # first and last
    assert main(["simulate", "nines", "--seats", "random,random", "--seed", "9" * 250,
                 "--export", str(tmp_path / "new")]) == 1
    err = capsys.readouterr().err
    assert "past the 255 a file system takes" in err and "Traceback" not in err
    assert not (tmp_path / "new").exists()  # no folder left behind


def test_outputs_are_refused_before_any_game_where_they_cannot_be_written(tmp_path, capsys):
    """A folder that could not be written was found after the games were played (a review)."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    # a file where a folder of the path should be is named as such (it said "no folder this
    # user may write", to root: a review), for each command that writes
    for argv, flag in ((["simulate", "nines", "--seats", "random,random", "--export", str(blocker / "logs")], "--export"),
                       (["tournament", "--game", "nines", "--bots", "random,random", "--csv", str(blocker / "t.csv")], "--csv"),
                       (["library", "--export", "1", "--to", str(blocker / "x.jsonl")], "--to")):
        assert main(argv) == 2
        assert capsys.readouterr().err.strip().endswith(f": {blocker} is a file, not a folder"), argv
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--csv", str(tmp_path)]) == 2
    assert "a folder; name a file in it" in capsys.readouterr().err
    if Path("/proc/self").is_dir():  # no file can be made there, though os.access says yes to root (a review)
        assert main(["tournament", "--game", "nines", "--bots", "random,random", "--csv", "/proc/x.csv"]) == 1
        out = capsys.readouterr()
        assert "cannot be written" in out.err and "no game was played" in out.err and not out.out  # it said "exists already"
        assert main(["library", "--export", "1", "--to", "/proc/x.jsonl"]) == 1  # it said "No such file or directory"
        assert capsys.readouterr().err.strip().endswith("cannot be written (no folder this user may write); nothing was exported")


def test_a_folder_named_where_a_log_is_read_is_a_bad_argument(tmp_path, capsys):
    """The README says so (exit 2), as for outputs; replay and open of a folder exited 1 with
    "cannot read the file: Is a directory" (a review)."""
    _, log = played_log(tmp_path)
    for argv, said in ((["replay", str(tmp_path)], f"{tmp_path}: a folder; name a log file in it"),
                       (["open", str(tmp_path)], f"{tmp_path}: a folder; name a log file in it"),
                       (["replay", str(log / "x")], f"{log / 'x'}: {log} is a file, not a folder")):
        assert main(argv) == 2, argv
        assert capsys.readouterr().err.strip() == f"rewind: {said}"


def test_listing_a_library_makes_no_library_of_an_empty_file(tmp_path, capsys, monkeypatch):
    """An empty file named by REWIND_LIBRARY became a library of 28 KB, readable by all (a
    review)."""
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    monkeypatch.setenv("REWIND_LIBRARY", str(empty))
    assert main(["library"]) == 0 and "no saved games" in capsys.readouterr().out
    assert main(["library", "--export", "1", "--to", str(tmp_path / "x.jsonl")]) == 1
    assert "no saved game 1" in capsys.readouterr().err
    assert empty.read_bytes() == b""


def test_an_empty_path_is_refused_not_taken_for_the_current_folder(tmp_path, capsys, monkeypatch):
    """--export "" wrote its logs into the current folder without a word, and replay "" said
    ".: cannot read the file" (a review)."""
    monkeypatch.chdir(tmp_path)
    for argv in (["simulate", "nines", "--seats", "random,random", "--games", "1", "--export", ""],
                 ["replay", ""], ["tournament", "--game", "nines", "--bots", "random,random", "--csv", " "]):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 2 and "an empty path" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())


def test_a_library_export_to_dash_pipes_into_replay_of_dash(tmp_path, capsys, monkeypatch):
    """`--to -` wrote a file named "-", and `replay -` said "-: cannot read the file" (a
    review): a log goes to standard output and is read from standard input, as --csv - goes."""
    import io

    from engine.core.library import Library

    monkeypatch.setenv("REWIND_LIBRARY", str(tmp_path / "library.sqlite3"))
    monkeypatch.chdir(tmp_path)
    session, _ = played_log(tmp_path)
    with Library(tmp_path / "library.sqlite3") as library:
        game_id = library.create(session)
    out, captured = io.BytesIO(), sys.stdout
    wrapper = io.TextIOWrapper(out)
    monkeypatch.setattr(sys, "stdout", wrapper)
    assert main(["library", "--export", str(game_id), "--to", "-"]) == 0
    wrapper.detach()  # the bytes stay readable
    monkeypatch.setattr(sys, "stdout", captured)
    assert "wrote standard output" in capsys.readouterr().err and not (tmp_path / "-").exists()
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(io.BytesIO(out.getvalue()))))
    assert main(["replay", "-", "--json"]) == 0
    totals = [s["total"] for s in json.loads(capsys.readouterr().out)["scores"]]
    assert totals == [s.total for s in session.outcome().scores]
    assert main(["open", "-"]) == 2 and "reads the keyboard there" in capsys.readouterr().err
    assert main(["replay", "-", "--against", "-"]) == 2  # one log there (it read an empty second)
    assert "standard input holds one log" in capsys.readouterr().err
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BufferedReader(io.BytesIO(b"{garbage}\n"))))
    assert main(["replay", "-"]) == 1 and capsys.readouterr().err.startswith("rewind: standard input: line 1")


def test_argument_mistakes_are_said_plainly(capsys):
    """A trailing comma read "Restore has no bot ''", a seat count "(one bot name a seat)", a
    season plan of the wrong length listed four dystopias for five (a review)."""
    assert main(["simulate", "restore", "--seats", "random,random,"]) == 2
    assert "--seats: an empty bot name (a comma too many?)" in capsys.readouterr().err
    assert main(["simulate", "restore", "--seats", "random"]) == 2
    assert "(one bot name per seat)" in capsys.readouterr().err
    assert main(["simulate", "restart", "--seats", "random,random", "--option", "season=true", "--option",
                 "season_dystopias=upfront", "--option", "season_plan=anomie,pandemia,oceanrise,extinction"]) == 2
    assert ("4 given; choose exactly five dystopias, one an episode, from anomie, extinction, oceanrise, "
            "pandemia (one at least comes twice)") in capsys.readouterr().err
    assert main(["simulate", "restart", "--seats", "random,random", "--option", "season=true", "--option",
                 "season_dystopias=upfront", "--option", "season_plan=x"]) == 2  # an unknown name is named
    assert "Season mode: no dystopia is called 'x'; choose exactly five" in capsys.readouterr().err


def test_an_option_without_its_value_says_so(capsys):
    assert main(["simulate", "nines", "--seats", "random,random", "--option", "rounds"]) == 2
    assert capsys.readouterr().err.strip() == "rewind: --option rounds: give its value, rounds=VALUE"


def test_a_refused_option_leaves_nothing_on_stdout(capsys):
    """The progress bar's blank line came before the refusal (a review)."""
    assert main(["simulate", "restore", "--seats", "random,random", "--option", "shape=nowhere"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("rewind: --option")


def test_output_that_cannot_be_written_is_one_line_not_a_traceback():
    """stdout on a full disk: an OSError traceback (a review)."""
    with open("/dev/full", "w") as full:
        result = subprocess.run([sys.executable, "-m", "tui", "schema", "restore"], stdout=full,
                                stderr=subprocess.PIPE, text=True)
    assert result.returncode == 1 and result.stderr == "rewind: standard output: No space left on device\n"


def test_replay_json_with_a_seat_is_refused_rather_than_ignored(tmp_path, capsys):
    """The outcome is every seat's alike: `--json --seat 2` printed it as if --seat meant
    something (a review)."""
    _, path = played_log(tmp_path)
    assert main(["replay", str(path), "--json", "--seat", "2"]) == 2
    assert "--json prints the outcome alone" in capsys.readouterr().err
