"""Hostile or careless input to the command line: each a clear refusal or a literal display,
never a traceback (an input audit's findings)."""
import hashlib
import json
import re
import runpy
import sqlite3
import sys
from pathlib import Path

import msgspec
import pytest

from engine.core import SeatSpec, Session, export_log
from engine.core.library import Library
from engine.registry import GAMES
from tests.tiny_game import GAME
from tui.cli import main


@pytest.fixture(autouse=True)
def nines(monkeypatch, tmp_path):
    monkeypatch.setitem(GAMES, "nines", GAME)
    monkeypatch.setenv("REWIND_LIBRARY", str(tmp_path / "library.sqlite3"))


def finished(game=GAME, seats=(SeatSpec("Ann", "random"), SeatSpec("Bob", "random")), seed=4):
    session = Session(game, list(seats), seed)
    session.advance()
    assert session.over
    return session


def records(path):
    """The records of a JSON Lines log, without their chain hashes."""
    out = []
    for line in path.read_bytes().splitlines():
        record = json.loads(line)
        record.pop("h")
        out.append(record)
    return out


def rechained(path, recs):
    """Write `recs` as a log whose hash chain is whole again (anyone can recompute it)."""
    digest, before = b"", b""  # before: every line so far, line ends included
    for i, record in enumerate(recs):
        if i == len(recs) - 1:
            record = {**record, "chain": digest.hex()}
        body = msgspec.json.encode(record)
        digest = hashlib.sha256(before + body).digest()
        before += b'{"h":"%s",%s\n' % (digest[:8].hex().encode(), body[1:])
    path.write_bytes(before)
    return path


def seat_log_with(tmp_path, change, session=None):
    session = session or finished()
    path = export_log(session, tmp_path / "seat.jsonl", kind="seat", seat=0)
    recs = records(path)
    change(recs[-1])
    path.unlink()
    return session, rechained(path, recs)


@pytest.mark.parametrize("winners", [[-100], [-1], [10 ** 20]])
def test_a_seat_log_naming_a_winner_no_one_is_shown_without_a_traceback(tmp_path, capsys, winners):
    _, path = seat_log_with(tmp_path, lambda end: end["outcome"].update(winners=winners))
    assert main(["replay", str(path)]) == 0
    assert "Winner: nobody" in capsys.readouterr().out
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winner_names"] == []


def test_the_end_and_categories_of_a_seat_log_are_shown_literally(tmp_path, capsys):
    def change(end):
        end["outcome"]["end"] = "\x1b[31mred"
        end["outcome"]["scores"][0]["categories"]["\x1b[32mgreen"] = 1
    _, path = seat_log_with(tmp_path, change)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b[31mred" in out and "\\x1b[32mgreen" in out


def test_against_refuses_a_seat_log_whose_end_record_was_forged(tmp_path, capsys):
    def change(end):
        end["outcome"]["winners"] = [1 - end["outcome"]["winners"][0]]
        end["board"] = "forged"
    session, path = seat_log_with(tmp_path, change)
    full = export_log(session, tmp_path / "full.jsonl")
    assert main(["replay", str(path), "--against", str(full)]) == 1
    err = capsys.readouterr().err
    assert f"line {session.depth + 2}" in err and "Traceback" not in err


def test_a_seat_log_that_hides_nothing_with_forged_scores_is_refused(tmp_path, capsys):
    """Restore's seat log replays through the rules: its end record's scores, edited and the
    chain resealed, were printed after "replayed through the rules" as if checked (an audit)."""
    from engine.restore import GAME as RESTORE

    def change(end):
        end["outcome"]["scores"][0]["total"] = 999
    session, path = seat_log_with(tmp_path, change, finished(RESTORE, seed=3))
    for extra in ([], ["--json"]):
        assert main(["replay", str(path), *extra]) == 1
        err = capsys.readouterr().err
        assert f"line {session.depth + 2}: the end record's final scores differ" in err and "Traceback" not in err


def test_a_seat_log_that_hides_nothing_is_printed_as_replayed_not_as_its_words_say(tmp_path, capsys):
    """Its scores' numbers checked, its words were still the file's: category names swapped, a
    reason "Yellow resigned", an event's words and the board, all printed as replayed (an audit)."""
    from engine.restore import GAME as RESTORE

    def change(end):
        end["outcome"]["reason"] = "Yellow resigned"
        end["board"] = "a forged board"
    session, path = seat_log_with(tmp_path, change, finished(RESTORE, seed=3))
    recs = records(path)
    recs[3]["text"] = "a forged line"
    rechained(path, recs)
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "replayed through the rules" in out and "forged" not in out and "resigned" not in out
    assert session.outcome().reason in out
    assert main(["replay", str(path), "--json"]) == 0
    assert "resigned" not in capsys.readouterr().out


def test_a_seat_log_with_its_placeholders_filled_in_is_refused(tmp_path, capsys):
    """Another seat's hidden draws filled in (made up, or copied from the full log) were read as
    "a seat log that hides nothing from its seat, replayed through the rules" (an audit)."""
    from engine.restart import GAME as RESTART

    session = finished(RESTART, seed=5)
    path = export_log(session, tmp_path / "seat.jsonl", kind="seat", seat=0)
    recs, full = records(path), [msgspec.to_builtins(e) for _, e in session.events()]
    hidden = [i for i, record in enumerate(recs[1:-1]) if record["event"] is None]
    assert hidden  # Bob's starting hand, at least
    for i in hidden:
        recs[1 + i]["event"] = full[i]
    recs[-2]["event"] = recs[1]["event"]  # and an illegal last event: the earlier line is named (a review)
    path.unlink()
    rechained(path, recs)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"line {hidden[0] + 2}: this seat log shows an event its seat did not see" in err, err


def test_a_solo_seat_log_names_the_non_seat_participant(tmp_path, capsys):
    game = GAMES["chronocritters"]
    session = finished(game, [SeatSpec("Solo", "random")], 8)
    full = export_log(session, tmp_path / "full.jsonl")
    seat = export_log(session, tmp_path / "seat.jsonl", kind="seat", seat=0)
    shown = []
    for path in (full, seat):
        assert main(["replay", str(path), "--json"]) == 0
        shown.append(json.loads(capsys.readouterr().out))
    assert shown[1]["winner_names"] == shown[0]["winner_names"]
    assert [s.get("seat") for s in shown[1]["scores"]] == ["Solo", "Automa"]


@pytest.mark.parametrize("kind", ["folder", "text", "under-a-file"])
def test_a_library_that_is_not_one_is_refused(tmp_path, monkeypatch, capsys, kind):
    path = {"folder": tmp_path, "text": tmp_path / "notes.txt",
            "under-a-file": tmp_path / "notes.txt" / "library.sqlite3"}[kind]
    (tmp_path / "notes.txt").write_text("not a database\n" * 100)
    monkeypatch.setenv("REWIND_LIBRARY", str(path))
    for argv in (["library"], ["continue"], ["library", "--export", "1", "--to", str(tmp_path / "x.jsonl")]):
        assert main(argv) == 1, argv
        err = capsys.readouterr().err
        assert err.startswith("rewind: ") and "library" in err
        # no hint to `rewind library`, which fails alike (a review followed it)
        assert "still lists and exports" not in err, (argv, err)


def test_a_library_that_cannot_be_written_is_still_listed_and_exported(tmp_path, monkeypatch, capsys):
    """A library its user may read but not write (chmod 400) refused listing and export too:
    its games were out of reach (a review)."""
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        game_id = library.create(finished())
    monkeypatch.setenv("REWIND_LIBRARY", str(path))

    def unwritable(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("tui.screens.library.open_library", unwritable)
    assert main(["library"]) == 0
    out, err = capsys.readouterr()
    assert "Ann, Bob" in out and "cannot be written (Permission denied): read only" in err
    assert main(["library", "--export", str(game_id), "--to", str(tmp_path / "x.jsonl")]) == 0
    assert (tmp_path / "x.jsonl").exists()
    capsys.readouterr()
    assert main(["continue"]) == 1
    assert "`rewind library` still lists and exports its games" in capsys.readouterr().err
    with Library(path, read_only=True) as library, pytest.raises(sqlite3.OperationalError):
        library.create(finished())  # read only indeed


@pytest.mark.parametrize("damage", ["seats = 'garbage'", "started = 'x'", "winners = '[1]'"])
def test_a_library_row_that_cannot_be_read_is_refused(tmp_path, capsys, damage):
    with Library(tmp_path / "library.sqlite3") as library:
        library.create(finished())
    with sqlite3.connect(tmp_path / "library.sqlite3") as db:
        db.execute(f"UPDATE games SET {damage}")
    assert main(["library"]) == 1
    assert capsys.readouterr().err.startswith("rewind: ")


def test_library_export_of_an_id_beyond_sqlite_is_no_saved_game(tmp_path, capsys):
    assert main(["library", "--export", str(10 ** 30), "--to", str(tmp_path / "x.jsonl")]) == 1
    assert "no saved game" in capsys.readouterr().err


def test_a_seed_wider_than_msgpack_is_refused_for_a_msgpack_export(tmp_path, capsys):
    with Library(tmp_path / "library.sqlite3") as library:
        game_id = library.create(finished(seed=2 ** 70))
    target = tmp_path / "wide.msgpack"
    assert main(["library", "--export", str(game_id), "--to", str(target)]) == 1
    assert ".jsonl" in capsys.readouterr().err and not target.exists()
    assert main(["library", "--export", str(game_id), "--to", str(tmp_path / "wide.jsonl")]) == 0


def test_the_file_name_picks_the_format_in_any_case_and_a_seat_log_is_json_lines(tmp_path, capsys):
    """`--to x.MSGPACK` wrote JSON Lines, and `--seat 1 --to x.msgpack` a JSON Lines seat log
    under a MessagePack name (a review)."""
    with Library(tmp_path / "library.sqlite3") as library:
        game_id = library.create(finished())
    upper = tmp_path / "upper.MSGPACK"
    assert main(["library", "--export", str(game_id), "--to", str(upper)]) == 0
    assert upper.read_bytes()[:1] in (b"\xc4", b"\xc5", b"\xc6")  # a MessagePack bin record
    seat = tmp_path / "seat.msgpack"
    assert main(["library", "--export", str(game_id), "--to", str(seat), "--seat", "1"]) == 2
    assert "a seat log is written as JSON Lines: name the file .jsonl" in capsys.readouterr().err
    assert not seat.exists()


def test_tournament_csv_never_overwrites_and_is_checked_first(tmp_path, capsys, monkeypatch):
    target = tmp_path / "keep.csv"
    target.write_text("keep me")
    import tui.cli
    monkeypatch.setattr(tui.cli, "tournament_games", lambda *a, **k: pytest.fail("played before refusing"))
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "1",
                 "--csv", str(target)]) == 1
    assert "exists already" in capsys.readouterr().err and target.read_text() == "keep me"
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "1",
                 "--csv", str(tmp_path / "no-such-folder" / "t.csv")]) == 1  # before, not after, the games
    assert "no folder" in capsys.readouterr().err


@pytest.mark.parametrize("seats", ["0", "-1"])
def test_tournament_seats_zero_is_refused(capsys, seats):
    assert main(["tournament", "--game", "nines", "--bots", "random,random", "--games", "1",
                 "--seats", seats]) == 2
    assert "--seats" in capsys.readouterr().err


def test_ctrl_c_before_the_command_runs_is_a_clean_exit(monkeypatch, capsys):
    import tui.cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt
    monkeypatch.setattr(tui.cli, "_parser", interrupted)  # ctrl+c while the arguments are read
    monkeypatch.setattr(sys, "argv", ["rewind", "schema", "nines"])
    try:
        runpy.run_module("tui", run_name="__main__")
    except KeyboardInterrupt:
        pytest.fail("ctrl+c escaped: Python prints a traceback")
    except SystemExit as exit:
        assert exit.code == 130 and capsys.readouterr().err == "rewind: interrupted\n"
    else:
        pytest.fail("no exit code")
    from tui.__main__ import run  # the rewind command's entry point (pyproject's script)
    assert run() == 130 and capsys.readouterr().err == "rewind: interrupted\n"
    import tomllib
    from pathlib import Path
    scripts = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["rewind"] == "tui.__main__:run"


def test_a_seat_log_of_an_unfinished_secret_game_checks_against_its_full_log(tmp_path, capsys):
    session = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random")])  # a secret seed
    session.advance()
    session.apply(session.legal_moves()[0])
    session.advance()
    assert not session.over and not session.seed_known
    full = export_log(session, tmp_path / "full.jsonl")
    seat = export_log(session, tmp_path / "seat.jsonl", kind="seat", seat=0)
    assert main(["replay", str(seat), "--against", str(full)]) == 0
    assert "every event matches" in capsys.readouterr().out
    other = Session(GAME, [SeatSpec("Ann"), SeatSpec("Bob", "random")])  # another secret seed
    other.advance()
    other_full = export_log(other, tmp_path / "other.jsonl")
    assert main(["replay", str(seat), "--against", str(other_full)]) == 1
    assert "line 1" in capsys.readouterr().err


@pytest.mark.parametrize("port", ["-1", "0", "99999"])
def test_serve_refuses_a_port_that_is_not_one(port, capsys):
    with pytest.raises(SystemExit) as info:
        main(["serve", "--port", port])
    assert info.value.code == 2 and "--port" in capsys.readouterr().err


def test_serve_refuses_an_address_it_cannot_listen_on(monkeypatch, capsys):
    import socket

    import textual_serve.server

    def unknown_host(self, debug=False):
        raise socket.gaierror(-2, "Name or service not known")
    monkeypatch.setattr(textual_serve.server.Server, "serve", unknown_host)
    assert main(["serve", "--host", "nowhere.invalid", "--port", "8000"]) == 1
    assert "cannot listen on nowhere.invalid:8000" in capsys.readouterr().err


def test_serve_refuses_a_port_in_use_before_announcing_it(monkeypatch, capsys):
    import socket

    import textual_serve.server

    monkeypatch.setattr(textual_serve.server.Server, "serve", lambda self, debug=False: print("Serving"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        assert main(["serve", "--host", "127.0.0.1", "--port", port]) == 1
    out, err = capsys.readouterr()
    assert not out and f"cannot listen on 127.0.0.1:{port}" in err


@pytest.mark.parametrize("command,needs", [
    (["simulate", "restart", "--seats", "random,random", "--option", "chaos_level=storm"], "1 seat"),
    (["tournament", "--game", "restart", "--bots", "random,random", "--option", "season_plan=anomie"],
     "season=true and season_dystopias=upfront"),
    (["simulate", "restore", "--seats", "random,random", "--option", "volcanoes=2"], "custom_shape=true"),
])
def test_an_option_that_plays_no_part_is_refused_before_any_game(command, needs, capsys):
    """Chaos's level outside solo, a season plan outside a season, Volcano Tiles without
    Variant 1: refused, rather than written into the logs' headers as if they had counted;
    the refusal says what the option needs."""
    assert main(command) == 2
    err = capsys.readouterr().err
    assert "plays no part" in err and f"(it needs {needs})" in err


def test_options_that_apply_are_still_taken(capsys):
    assert main(["simulate", "restart", "--seats", "random", "--option", "chaos_level=storm",
                 "--games", "1"]) == 0


@pytest.mark.parametrize("flags", [["--to", "x.jsonl"], ["--tree"], ["--seat", "1"]])
def test_library_to_or_tree_without_export_is_refused(flags, capsys):
    assert main(["library", *flags]) == 2
    assert "--export" in capsys.readouterr().err


@pytest.mark.parametrize("pair,said", [("lake_variant=yes", "lake_variant is true or false"),
                                       ("volcanoes=two", "volcanoes is a whole number")])
def test_an_option_of_the_wrong_kind_says_what_it_takes(capsys, pair, said):
    """It printed msgspec's "Expected `bool`, got `str` - at `$.lake_variant`"."""
    assert main(["simulate", "restore", "--seats", "random,random", "--games", "1",
                 "--option", "custom_shape=true", "--option", pair]) == 2
    assert capsys.readouterr().err.strip() == f"rewind: --option {pair}: {said}"


def test_an_event_with_a_field_its_game_does_not_have_is_refused_at_its_line(tmp_path, capsys):
    """An extra field in an event (the chain recomputed) loaded as if absent: the same game,
    but a file saying something no event says is refused, as the header's and records' are."""
    session = finished(GAMES["restore"], seed=3)
    path = export_log(session, tmp_path / "full.jsonl")
    recs = records(path)
    line = next(k for k, rec in enumerate(recs) if rec.get("seat") == 0) + 1
    recs[line - 1]["event"]["note"] = "harmless?"
    path.unlink()
    assert main(["replay", str(rechained(path, recs))]) == 1
    err = capsys.readouterr().err
    assert f"line {line}" in err and "note" in err and "Traceback" not in err


def test_a_header_option_no_game_has_is_refused_where_unused_too(tmp_path, capsys):
    """Chaos's level plays no part with 2 seats, so "nightmare" (no level of the deck) in a
    2-seat header loaded and replayed; only a tampered header says it: refused at line 1."""
    path = export_log(finished(GAMES["restart"], seed=3), tmp_path / "full.jsonl")
    recs = records(path)
    recs[0]["options"]["chaos_level"] = "nightmare"
    path.unlink()
    assert main(["replay", str(rechained(path, recs))]) == 1
    err = capsys.readouterr().err
    assert "line 1" in err and "unknown chaos_level 'nightmare'" in err and "Traceback" not in err


def test_a_library_is_its_owner_s_alone_and_a_listing_makes_none(tmp_path, monkeypatch, capsys):
    """It holds the secret seeds of games in play; `rewind library` made the folder and file."""
    path = tmp_path / "data" / "library.sqlite3"
    monkeypatch.setenv("REWIND_LIBRARY", str(path))
    assert main(["library"]) == 0
    assert "no saved games" in capsys.readouterr().out and not path.parent.exists()
    with Library(path) as library:
        library.create(finished())
    assert path.stat().st_mode & 0o777 == 0o600


def test_library_export_of_a_game_in_play_warns_or_writes_what_one_seat_saw(tmp_path, capsys):
    from engine.core.logfile import import_log

    session = Session(GAMES["restart"], [SeatSpec("Ann", "random"), SeatSpec("Bo", "random")], 3)
    session.advance(60)
    assert not session.over
    with Library(tmp_path / "library.sqlite3") as library:
        game_id = str(library.create(session))
    assert main(["library", "--export", game_id, "--to", str(tmp_path / "full.jsonl")]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("wrote ") and "shows every hand" in err and "--seat N" in err
    assert main(["library", "--export", game_id, "--seat", "2", "--to", str(tmp_path / "bo.jsonl")]) == 0
    out, err = capsys.readouterr()
    assert "what seat 2 saw" in out and "shows Bo's own hand" in err and "every hand" not in err
    assert import_log(tmp_path / "bo.jsonl", GAMES).header.seat == 1
    assert main(["library", "--export", game_id, "--seat", "3", "--to", str(tmp_path / "x.jsonl")]) == 2
    assert "seats 1-2" in capsys.readouterr().err and not (tmp_path / "x.jsonl").exists()


def test_random_bytes_and_a_folder_are_refused_in_words_that_fit_them(tmp_path, capsys):
    """Random bytes read "JSON is malformed" in a .msgpack file; a folder's path was said twice."""
    (tmp_path / "noise.msgpack").write_bytes(bytes(range(0x20, 0x80)) * 3)
    (tmp_path / "folder.jsonl").mkdir()
    assert main(["replay", str(tmp_path / "noise.msgpack")]) == 1
    assert "not a Rewind log: a JSON Lines log starts with {, a MessagePack" in capsys.readouterr().err
    assert main(["replay", str(tmp_path / "folder.jsonl")]) == 2  # a bad argument, as the README says
    assert capsys.readouterr().err == f"rewind: {tmp_path / 'folder.jsonl'}: a folder; name a log file in it\n"


def test_replay_seat_reads_a_full_log_as_that_seat_did(tmp_path, capsys):
    """`replay` never named a hidden card, even to the seat that drew it."""
    session = Session(GAMES["restart"], [SeatSpec("Ann", "random"), SeatSpec("Bo", "random")], 3)
    session.advance(60)
    full = export_log(session, tmp_path / "full.jsonl")
    assert main(["replay", str(full)]) == 0
    public = capsys.readouterr().out
    assert main(["replay", str(full), "--seat", "1"]) == 0
    ann = capsys.readouterr().out
    assert "(you: " not in public and "as Ann read it" in ann
    mine = [line for line in ann.splitlines() if "(you: " in line]
    assert mine and all(line.split("(you: ")[0].rstrip() in public for line in mine)
    assert main(["replay", str(full), "--seat", "3"]) == 2
    assert "seats 1-2" in capsys.readouterr().err
    seat = export_log(session, tmp_path / "seat.jsonl", kind="seat", seat=0)
    assert main(["replay", str(seat), "--seat", "1"]) == 2


def test_replay_seat_past_a_solo_game_s_one_seat_says_so(capsys):
    """It said "this game has seats 1-1" (a review)."""
    fixture = Path(__file__).parents[1] / "fixtures" / "chronocritters-solo.jsonl"
    assert main(["replay", str(fixture), "--seat", "2"]) == 2
    assert capsys.readouterr().err.strip().endswith("has one seat, 1")


def test_replay_seat_of_a_game_that_hides_nothing_says_every_seat_reads_the_same(tmp_path, capsys):
    """In Restore `--seat` printed "what only that seat saw is named", a difference there is
    not (a review compared the two outputs line by line)."""
    session = Session(GAMES["restore"], [SeatSpec("Ann", "random"), SeatSpec("Bo", "random")], 3)
    session.advance()
    full = export_log(session, tmp_path / "full.jsonl")
    assert main(["replay", str(full), "--seat", "1"]) == 0
    out = capsys.readouterr().out
    assert "as Ann read it: Restore hides nothing, so every seat reads the same" in out
    assert "what only that seat saw" not in out
    assert " 1 points" not in out and " points (" in out  # counted: "1 point (", "40 points ("


def test_replay_wraps_a_long_event_under_its_own_text(tmp_path, capsys, monkeypatch):
    """A Restore game's last event (its final scoring) ran 1,373 characters on one line (a
    review at 80 columns): an event's text wraps to the terminal, under itself."""
    monkeypatch.setenv("COLUMNS", "80")
    session = Session(GAMES["restore"], [SeatSpec("Ann", "greedy"), SeatSpec("Bo", "greedy")], 4)
    session.advance()
    full = export_log(session, tmp_path / "full.jsonl")
    assert main(["replay", str(full)]) == 0
    out = capsys.readouterr().out.split("\n\n")[0].splitlines()  # the events, before the board
    events = [line for line in out if line[:5].strip().isdigit()]
    assert len(events) == session.depth and max(map(len, out)) <= 80
    last = events[-1]
    tail = out[out.index(last) + 1:]
    assert tail and all(line.startswith(" " * 21) for line in tail)  # the last event's scoring, under it


def test_tournament_of_one_bot_in_a_game_of_seats_is_refused(capsys, monkeypatch):
    """A review: `tournament restore --bots greedy` played greedy against itself and printed
    its 50% as a win rate. One bot: solo where the game has it, else refused before any game."""
    import tui.cli
    monkeypatch.setattr(tui.cli, "tournament_games", lambda *a, **k: pytest.fail("played before refusing"))
    assert main(["tournament", "restore", "--bots", "greedy", "--games", "1"]) == 2
    assert "--bots: greedy would only play itself; name another to play against (--bots greedy,random)" \
        in capsys.readouterr().err
    assert main(["tournament", "restart", "--bots", "greedy", "--seats", "2", "--games", "1"]) == 2
    assert "or play it solo (--seats 1)" in capsys.readouterr().err


def test_library_listing_fits_an_80_column_terminal_and_keeps_dates_whole(tmp_path, monkeypatch, capsys):
    """`rewind library` printed 125-column lines that an 80-column terminal wrapped into each
    other (a review). Each line fits now, a title is cut only where the width ends, a date is
    never cut in two, and undone events read as the Library screen says them."""
    session = finished(seats=(SeatSpec("Annabelle Longname", "random"), SeatSpec("Bartholomew Longer", "random")))
    session.jump(session.path()[-4])  # three events undone
    path = tmp_path / "library.sqlite3"
    with Library(path) as library:
        library.create(session, title="A very long title for a game that a friend and I finished " * 2)
    monkeypatch.setenv("REWIND_LIBRARY", str(path))
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["library"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(line) <= 80 for line in lines), lines
    assert lines[0].startswith("    1  A very long title") and len(lines[0]) == 80
    dates = [line for line in lines[1:] if re.search(r"\d{4}-\d\d|\d\d:\d\d$", line)]
    assert len(dates) == 2 and all(re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d$", line) for line in dates), lines
    assert "(+" in "\n".join(lines) and "in other branches)" in "\n".join(lines)


@pytest.mark.parametrize("kind", ["full", "seat"])
def test_an_upcast_option_of_the_wrong_type_in_a_header_is_refused_not_replaced(tmp_path, capsys, kind):
    """A Restart ruleset-4 solo header whose `ruleset4` was "x": the upcaster's True replaced it
    unseen in a full log, and a seat log's options then failed with a traceback (helper-289)."""
    from engine.core import import_log
    from engine.core.logfile import seat_log

    fixture = Path(__file__).parents[1] / "fixtures" / "restart-ruleset4-solo.jsonl"
    path = fixture
    if kind == "seat":
        path = tmp_path / "seat4.jsonl"
        path.write_bytes(seat_log(import_log(fixture, GAMES), 0))
    recs = records(path)
    recs[0]["ruleset"] = "4"  # as an older Rewind wrote it
    recs[0]["options"]["ruleset4"] = "x"
    crafted = rechained(tmp_path / f"crafted-{kind}.jsonl", recs)
    assert main(["replay", str(crafted)]) != 0
    err = capsys.readouterr().err
    assert "line 1" in err and "Traceback" not in err and "ruleset4" in err, err
