"""`rewind`: the TUI with no arguments, `open FILE` with a log on it, `continue` with the game
played last; `serve` shows it in a web browser; `replay`, `simulate`, `tournament`, `library`,
`schema` and `--version` run headless. Every refusal is one line on stderr and an exit code,
never a traceback: 1 a file or log refused, 2 bad arguments, 130 interrupted (ctrl+c)."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import sys
import tempfile
import textwrap
import time
from collections.abc import Iterable
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import msgspec

from engine.core.session import participant_names
from engine.core.tournament import Entry, Stalled, category_means, play_out, standings, tournament_games
from engine.core.words import capitalized, counted
from tui.widgets.words import chance_named, plain, seat_names

INTERRUPTED = 130


def _version() -> str:
    try:
        return version("rewind")
    except PackageNotFoundError:
        return "unknown"


def _as_typed(value) -> str:
    """An option's value as --option takes it: true/false, a,b for a list, a word as is."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return ",".join(map(str, value)) or "(none)"
    return str(value)


def games_help() -> str:
    """The games, each with its seat counts, bots and options (KEY=default), for --help."""
    lines = ["games (name: seats; bots; --option KEY=VALUE with its default):"]
    for name, game in _games().items():
        options = ", ".join(f"{f.name}={_as_typed(getattr(game.default_options(), f.name))}"
                            for f in msgspec.structs.fields(game.Options)
                            if f.name not in game.upcast_only) or "none"
        seats = "/".join(map(str, game.seat_counts))
        lines.append(f"  {name} ({game.title}): {seats} seats; bots {', '.join(game.bots)}; "
                     f"options {options}")
    return "\n".join(lines)


class HelpWithGames(argparse.ArgumentParser):
    """--help ends with the games, their bots and options (read only when help is asked)."""

    def format_help(self) -> str:
        return super().format_help() + "\n" + games_help() + "\n"


def _port(text: str) -> int:
    """A TCP port number, 1-65535, or a usage error saying so."""
    if not (text.isascii() and text.isdigit()) or not 0 < int(text) < 65536:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (1-65535)")
    return int(text)


def _path(text: str) -> Path:
    """A path argument; an empty one is refused (it was taken for the current folder, ".": a
    review exported into it without a word)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty path: name a file or folder")
    return Path(text)


def _game_argument(parser) -> None:
    """The game, named first or by --game (simulate took it one way, tournament the other)."""
    parser.add_argument("game", nargs="?", help="the game (or --game GAME)")
    parser.add_argument("--game", dest="game_option", metavar="GAME", help=argparse.SUPPRESS)


def _parser() -> argparse.ArgumentParser:
    parser = HelpWithGames(prog="rewind", description="Board games in a terminal, with undo and shareable logs.",
                           allow_abbrev=False)
    parser.add_argument("--version", action="version", version=f"rewind {_version()}")
    sub = parser.add_subparsers(dest="command")
    parser.commands = {}  # name -> its parser, which refuses what it does not know (main)

    def command(name: str, about: str, description: str | None = None):
        # no abbreviations: "--game" was read as "--games" and refused as a number
        parser.commands[name] = sub.add_parser(name, help=about, allow_abbrev=False,
                                               description=description or about[0].upper() + about[1:] + ".")
        return parser.commands[name]
    replay = command("replay", "replay a log (full or seat log): narrative and final scores")
    replay.add_argument("file", type=_path, help="a log file (.jsonl or .msgpack) or a whole-tree export "
                        "(-: standard input)")
    replay.add_argument("--json", action="store_true", help="print only the final outcome as JSON")
    replay.add_argument("--against", type=_path, metavar="FULL",
                        help="check a seat log against the full log of the same game")
    replay.add_argument("--seat", type=int, metavar="N",
                        help="a full log as seat N (1 = the first) read it: its own hidden cards named, its view of the table")
    opener = command("open", "open a log in the game screen and play on from it")
    opener.add_argument("file", type=_path, help="a log file (.jsonl or .msgpack) or a whole-tree export")
    sim = command("simulate", "play bot games headless",
                  "Play bot games headless: wins per seat (a win shared by k seats counts 1/k for each), "
                  "mean scores per category, solo ratings.")
    _game_argument(sim)
    sim.add_argument("--seats", required=True, help="comma-separated bot names, one per seat")
    sim.add_argument("--games", type=int, default=10, help="how many games (default: 10)")
    sim.add_argument("--seed", type=int, default=0, help="seed of the first game, game k: seed + k "
                     "(default: 0; the seeds are known)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a game option (repeatable), e.g. --option lake_variant=true")
    sim.add_argument("--export", type=_path, metavar="DIR", help="write each game's log into this folder")
    tour = command("tournament", "bots against each other over seeded games, seats rotated",
                   "Bots against each other over seeded games, seats rotated: win rates with 95% "
                   "confidence intervals, mean scores per category; --csv writes every seat of every game.")
    _game_argument(tour)
    tour.add_argument("--bots", required=True, help="comma-separated bot names (2 or more, or 1 solo)")
    tour.add_argument("--games", type=int, default=20, help="how many games (default: 20)")
    tour.add_argument("--seed", type=int, default=0, help="seed of the first game, game k: seed + k (default: 0)")
    tour.add_argument("--seats", type=int, help="seats a game (default: as many as bots, if allowed)")
    tour.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option (repeatable)")
    tour.add_argument("--csv", type=_path, metavar="FILE", help="write one row per seat and game "
                      "(-: to standard output, the table then to standard error)")
    lib = command("library", "list the saved games (the library file REWIND_LIBRARY names, else the user data folder's)")
    lib.add_argument("search", nargs="?", default="", help="only games whose game, title or a player's name holds this")
    lib.add_argument("--export", type=int, metavar="ID", help="write saved game ID's log to --to")
    lib.add_argument("--to", type=_path, metavar="FILE",
                     help="the file --export writes (.jsonl or .msgpack; an existing file is never replaced; "
                          "-: standard output, as JSON Lines)")
    lib.add_argument("--tree", action="store_true", help="export every branch, not only the line played last")
    lib.add_argument("--seat", type=int, metavar="N", help="export what seat N (1 = the first) saw: a seat log, "
                     "which shows that seat's own hand and no one else's (the full log shows every hand)")
    command("continue", "open the unfinished game played last")
    serve = command("serve", "serve the app to a web browser (textual-serve)")
    serve.add_argument("--host", default="localhost", help="address to listen on (default: localhost)")
    serve.add_argument("--port", type=_port, default=8000, help="port to listen on (default: 8000)")
    schema = command("schema", "print the JSON Schema of a game's log records")
    schema.add_argument("game", help="the game (its name as listed below: restore, restart, ...)")
    return parser


def _outcome_json(outcome, names: list[str]) -> dict:
    if outcome is None:
        return {"scores": [], "winners": [], "end": "", "reason": "unfinished", "rating": "", "details": [], "winner_names": []}
    data = msgspec.to_builtins(outcome)
    for name, score in zip(names, data["scores"]):
        score["seat"] = name
    data["winner_names"] = [names[w] for w in data["winners"] if 0 <= w < len(names)]
    return data


def score_table(outcome, names: list[str]) -> str:
    """A plain-text table: one column per participant, one row per category, then the total."""

    if outcome is None:
        return "The game is not over."
    names = [plain(n) for n in names]
    cats = list(dict.fromkeys(c for s in outcome.scores for c in s.categories))
    shown = [capitalized(plain(c)) for c in cats]  # a seat log's end record is read from the file
    width = max([len(c) for c in shown] + [5])
    cols = [max(len(n), 5) for n in names]
    lines = [" " * width + "  " + "  ".join(n.rjust(w) for n, w in zip(names, cols))]
    for cat, label in zip(cats, shown):
        lines.append(label.ljust(width) + "  " + "  ".join(str(s.categories.get(cat, "")).rjust(w)  # blank: not scored (the screen's way)
                                                         for s, w in zip(outcome.scores, cols)))
    lines.append("Total".ljust(width) + "  " + "  ".join(str(s.total).rjust(w) for s, w in zip(outcome.scores, cols)))
    said = (f"Result: {outcome.result(names)}" if outcome.scored_alone
            else f"Winner: {' and '.join(outcome.winner_names(names)) or 'nobody'}")
    lines.append(f"{said} — {plain(outcome.reason)}")
    if not outcome.end_said:  # an instant win's reason says it
        lines.append(f"Game end: {plain(outcome.end_text)}")
    if outcome.rating:
        lines.append(f"Rating: {plain(outcome.rating)}")
    lines += [plain(line) for line in outcome.named_details(names)]
    return "\n".join(lines)


class Refused(Exception):
    """A clear one-line refusal: main prints it and exits with `code`."""

    def __init__(self, text: str, code: int = 1):
        super().__init__(text)
        self.code = code


def _games() -> dict:
    from engine.registry import GAMES
    return GAMES


def _label(path: Path) -> str:
    """A log's path as messages name it: - is standard input."""
    return "standard input" if str(path) == "-" else str(path)


def _load(path: Path):
    """The session (or seat log) in a log file (-: standard input, read as it comes), or
    Refused saying why the file was refused."""
    from engine.core import LogError
    from engine.core.logfile import import_log, import_stream

    if str(path) != "-":  # bad arguments (exit 2), as for an output (they exited 1: a review)
        if path.is_dir():
            raise Refused(f"{path}: a folder; name a log file in it", 2)
        _nearest_folder(path.parent, "", path)
    try:
        if str(path) == "-":
            return import_stream(sys.stdin.buffer, _games())
        return import_log(path, _games())
    except LogError as exc:
        raise Refused(f"{_label(path)}: {exc}") from None
    except OSError as exc:  # reading standard input (a file's own errors are LogErrors)
        raise Refused(f"{_label(path)}: cannot be read: {exc.strerror or exc}") from None


def _seed_line(header_seed, known: bool, over: bool) -> str:
    if known:
        return f"seed {header_seed} (known: chance was not secret)"
    return f"seed {header_seed} (revealed at the end)" if over else "seed secret until the game ends"


def cmd_replay(args) -> int:
    from engine.core.logfile import SeatLog
    from engine.core.treefile import tree_leaves

    if str(args.file) == str(args.against) == "-":
        raise Refused("standard input holds one log: name the other as a file", 2)
    log = _load(args.file)
    if isinstance(log, SeatLog):
        return _replay_seat(log, args)
    if args.against:
        raise Refused("--against checks a seat log; this is a full log", 2)
    session = log
    if args.json and args.seat is not None:  # the outcome is every seat's alike: --seat was ignored
        raise Refused("--seat picks whose narrative is printed; --json prints the outcome alone", 2)
    viewer = _seat_index(args.seat, session, "this game")
    outcome = session.outcome()
    names = participant_names(session)
    if args.json:
        return _print_json(outcome, names, session.log_check)
    game = session.game
    print(f"{game.title} — {_seed_line(session.seed, session.seed_known, session.over)} — "
          + _seats_line(session.seats))
    print(f"log check: {session.log_check}")
    lines = len(tree_leaves(session))
    if lines > 1:  # a whole-tree export: its other lines are for the timeline
        print(f"this tree export holds {lines} lines of play; shown: the one it was exported at "
              "(`rewind open FILE`, then t, shows them all)")
    if viewer is not None:
        print(f"as {plain(session.seat_name(viewer))} read it: what only that seat saw is named"
              if game.info.hidden else f"as {plain(session.seat_name(viewer))} read it: {game.title} "
              "hides nothing, so every seat reads the same")
    called = seat_names(session.seat_label, [plain(s.name) for s in session.seats])
    # a chance line names the seat's player: "Blue (Ada) draws ...", as the log
    events = ((plain(session.seat_name(seat)), chance_named(text, called) if seat < 0 else text)
              for _, seat, text in session.texts(viewer))
    return _print_story(events, game.render(session.view(viewer)), outcome, names)


def _seats_line(seats) -> str:
    return ", ".join(f"{plain(s.name)} ({plain(s.kind)})" for s in seats)


def _print_json(outcome, names: list[str], checked: str) -> int:
    print(json.dumps({**_outcome_json(outcome, names), "checked": checked}, indent=2))
    return 0


def _print_story(events: Iterable[tuple[str, str]], board: str, outcome, names: list[str]) -> int:
    """A replay's body: each event numbered (who, text), the last board, the final scores."""
    for i, (who, text) in enumerate(events, 1):
        print(_event_line(i, who, text))
    print()
    print(board)
    print()
    print(score_table(outcome, names))
    return 0


EVENT_INDENT = 21  # a replay's event number (5), who (12) and their spaces


def _event_line(number: int, who: str, text: str) -> str:
    """One event of a replay: its number, who, and its text wrapped to the terminal under
    itself (a game's last event, its final scoring, ran 1,373 characters on one line)."""
    width = max(60, shutil.get_terminal_size().columns) - EVENT_INDENT
    lines = textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [""]
    return f"{number:5}  {who:>12}  " + ("\n" + " " * EVENT_INDENT).join(lines)


def _lines(numbers: list[int]) -> str:
    return ", ".join(map(str, numbers[:10])) + (" ..." if len(numbers) > 10 else "")


SEAT_LOG_CHECK = ("log check: hash chain only. A seat log alone is not replayed through the rules "
                  "(the moves hidden from its seat are not in it): its lines, board and scores are "
                  "shown as the file states them. --against FULL checks it against the game's full log.")


def _replay_seat(log, args) -> int:
    from engine.core import LogError
    from engine.core.logfile import check_seat_log, seat_session

    if args.seat is not None:
        raise Refused("--seat reads a full log as one seat; a seat log is one seat's already", 2)
    names = participant_names(log)
    try:  # one that hides nothing (Restore's) goes through the rules, as the replay viewer's (a
        whole = seat_session(log, _games())  # review's edited move was "not replayed" here, refused there)
    except LogError as exc:
        raise Refused(f"{_label(args.file)}: {exc}") from None
    checked = SEAT_LOG_CHECK if whole is None else f"log check: {whole.log_check}"
    if args.against:
        full = _load(args.against)
        if not hasattr(full, "state"):
            raise Refused(f"{_label(args.against)}: not a full log")
        try:
            found = check_seat_log(log, full)
        except LogError as exc:
            raise Refused(f"{_label(args.file)}: {exc}") from None
        words = "every line's words too"
        if found.reworded:
            words = (f"the words of {len(found.reworded)} line(s) differ from this Rewind's (another version "
                     f"wrote them, or they were edited): line(s) {_lines(found.reworded)}")
        if found.shown:  # as the full log has them, but hidden from this seat today (a review)
            words += (f"; line(s) {_lines(found.shown)} show an event this Rewind hides from that seat "
                      "(an older version showed some; or a placeholder was filled in)")
        held = len(log.entries)
        part = "" if held == full.depth else f" (it was written after {held} of the full log's {full.depth} events)"
        if found.elsewhere:  # not the current line's count of events (helper-273)
            part = f" (it follows another line of the full log's tree than its current one, {held} events in)"
        elif held > full.depth:  # past where the full log was left, on moves it had undone (helper-281)
            part = f" (it goes {held - full.depth} events past where the full log was left, on moves undone there)"
        checked = f"checked against {_label(args.against)}: every event matches{part}; {words}"
    seat = log.header.seat
    if whole is None:  # as the file states them, with how far that was checked (a review)
        lines, board, outcome = [(e.seat, e.text) for e in log.entries], log.end.board, log.end.outcome
    else:  # replayed through the rules: their words, board and scores, never the file's (an audit
        # printed forged category names and a reason "Yellow resigned" as checked)
        lines = [(who, text) for _, who, text in whole.texts(seat)]
        board = whole.game.render(whole.game.view(whole.state, seat))
        outcome = whole.outcome() if whole.over else None
    if args.json:
        return _print_json(outcome, names, checked)
    print(f"{log.game.title} — seat log of {plain(names[seat])} — "
          + _seats_line(log.seats))
    print(checked)
    called = seat_names(log.game.seat_label, [plain(s.name) for s in log.seats])
    events = []
    for who_seat, text in lines:
        who = "chance" if who_seat < 0 else names[who_seat] if who_seat < len(names) else "?"
        text = plain(text)  # a chance line names the seat's player as the full log's replay does
        events.append((plain(who), chance_named(text, called) if who_seat < 0 else text))
    return _print_story(events, "\n".join(plain(line) for line in board.splitlines()), outcome, names)


def _options(game, pairs: list[str], seats: int):
    """The game's Options from KEY=VALUE strings ("3" is a number, "true" a flag, "a,b" a
    list where the option is one); an option given that plays no part with the others and
    `seats` is refused (the log's header would record a choice that changed nothing)."""
    from engine.core.game import list_option

    fields = {f.name: f.type for f in msgspec.structs.fields(game.Options) if f.name not in game.upcast_only}
    values = {}
    for pair in pairs:
        key, eq, value = pair.partition("=")
        if not eq and key in fields:
            raise Refused(f"--option {key}: give its value, {key}=VALUE", 2)
        if not eq or key not in fields:
            raise Refused(f"--option {pair!r}: {game.title} options are "
                          f"{', '.join(fields) or 'none'} (KEY=VALUE)", 2)
        if key in values:  # the last one silently won
            raise Refused(f"--option {key}: given twice", 2)
        is_list = getattr(fields[key], "__origin__", None) is list
        values[key] = list_option(value) if is_list else value
    try:
        options = msgspec.convert(values, game.Options, strict=False)
    except msgspec.ValidationError as exc:
        key = next((k for k in values if f"`$.{k}`" in str(exc) or f"`$.{k}[" in str(exc)), None)
        kind = {bool: "true or false", int: "a whole number"}.get(fields.get(key))
        if kind:
            raise Refused(f"--option {key}={values[key]}: {key} is {kind}", 2) from None
        raise Refused(f"--option: {str(exc).replace('`$.', '`')}", 2) from None
    unused = [key for key in values if not game.option_applies(key, options, seats)]
    if unused:
        needs = (getattr(game, "option_needs", {}) or {}).get(unused[0])
        raise Refused(f"--option {unused[0]}: plays no part in a {seats}-seat {game.title} game "
                      "with these options" + (f" (it needs {needs})" if needs else ""), 2)
    return options


def _export_target(args, game, g: int) -> Path:
    return args.export / f"{game.name}-{args.seed + g}.jsonl"


NAME_MAX = 255  # characters of a file name on common file systems


def _export_clash(args, game) -> Path | None:
    """The first of the export's targets there already, from one listing of the folder (asking
    for each of 10**9 names took an hour before a game was played: a review)."""
    if not args.export.is_dir():
        return None
    prefix = f"{game.name}-"
    for name in sorted(os.listdir(args.export)):
        number = name[len(prefix):-len(".jsonl")] if name.startswith(prefix) and name.endswith(".jsonl") else ""
        if (number.removeprefix("-").isdigit() and name == f"{prefix}{int(number)}.jsonl"
                and 0 <= int(number) - args.seed < args.games):
            return args.export / name
    return None


def _nearest_folder(folder: Path, flag: str, what: Path) -> Path | None:
    """`folder` or the nearest folder above it that exists (None: none does); Refused for `what`
    where a file stands there instead (a review read "no folder afile" of afile/x.csv, afile
    being a file)."""
    there = next((p for p in (folder, *folder.parents) if p.exists()), None)
    if there is not None and not there.is_dir():
        raise Refused(f"{flag} {what}: {there} is a file, not a folder".lstrip(), 2)
    return there


def _new_file(path: Path, flag: str) -> None:
    """Refuse an output file before any work where it could not be made new: a folder, a file
    in the way of its folder (bad arguments, exit 2), an existing file, a missing folder (a
    mistyped folder is not made: a review found stray ones)."""
    if path.is_dir():
        raise Refused(f"{flag} {path}: a folder; name a file in it", 2)
    if path.exists():
        raise Refused(f"{flag} {path}: exists already; nothing was overwritten")
    _nearest_folder(path.parent, flag, path)
    if not path.parent.is_dir():
        raise Refused(f"{flag} {path}: there is no folder {path.parent}; nothing was done")


def _writable_folder(folder: Path, flag: str, undone: str = "no game was played") -> None:
    """Refuse before any game is played (or anything is `undone`) where the output could not
    be written: the folder, or the nearest one above it that would hold it (a review played a
    tournament, then read "Permission denied"). A file is made there and removed: os.access
    said yes to /proc for root, where the write failed after the games (a review)."""
    there = _nearest_folder(folder, flag, folder)
    try:
        if there is None:
            raise OSError
        with tempfile.TemporaryFile(dir=there):
            pass
    except OSError:
        raise Refused(f"{flag}: {folder} cannot be written (no folder this user may write); "
                      f"{undone}") from None


def _seeds(first: int, n: int) -> str:
    return f"seed {first}" if n == 1 else f"seeds {first}..{first + n - 1}"


def _bot_names(text: str, flag: str, game) -> list[str]:
    """Comma-separated bot names ("greedy, random" and "Greedy" too), each one of the game's."""
    names = [name.strip().lower() for name in text.split(",")]
    if "" in names:  # "Restore has no bot ''" (a review)
        raise Refused(f"{flag}: an empty bot name (a comma too many?); bots: {', '.join(game.bots)}", 2)
    unknown = next((name for name in names if name not in game.bots), None)
    if unknown is not None:
        raise Refused(f"{flag}: {game.title} has no bot {unknown!r} (bots: {', '.join(game.bots)})", 2)
    return names


def _seat_index(number: int | None, session, what: str) -> int | None:
    """--seat N (1 = the first) as a seat index of `session`; None when not given."""
    if number is not None and not 1 <= number <= len(session.seats):
        seats = len(session.seats)
        raise Refused(f"--seat {number}: {what} has " + (f"seats 1-{seats}" if seats > 1 else "one seat, 1"), 2)
    return None if number is None else number - 1


def _named_game(args):
    """The game simulate or tournament plays, named first or by --game."""
    games, name = _games(), args.game or args.game_option
    if args.game and args.game_option and args.game.casefold() != args.game_option.casefold():
        raise Refused(f"two games named: {args.game!r} and --game {args.game_option!r}", 2)
    if name is None:
        raise Refused(f"name the game (games: {', '.join(games)})", 2)
    return _game_called(name)


def _game_called(name: str):
    """The game of that name, in any case ("Restore" as the help's titles write it: a review)."""
    games = _games()
    if name.casefold() not in games:
        raise Refused(f"unknown game {name!r} (games: {', '.join(games)})", 2)
    return games[name.casefold()]


def cmd_simulate(args) -> int:
    from engine.core import OptionError, Session, SeatSpec
    from engine.core.logfile import dumps_log, write_new
    from rich.progress import Progress

    game = _named_game(args)
    kinds = _bot_names(args.seats, "--seats", game)
    if len(kinds) not in game.seat_counts:
        raise Refused(f"--seats: {game.title} is played by {'/'.join(map(str, game.seat_counts))} seats, "
                      f"not {len(kinds)} (one bot name per seat)", 2)
    if args.games < 1:
        raise Refused("--games must be at least 1", 2)
    if args.export and args.export.exists() and not args.export.is_dir():
        raise Refused(f"--export {args.export}: a file is there; give a folder", 2)
    if args.export and not args.export.exists() and args.export.suffix.lower() in (".jsonl", ".msgpack"):
        # a new folder named like a log file was made, and the logs went into it (an audit)
        raise Refused(f"--export {args.export}: that names a log file; give the folder the logs go into", 2)
    options = _options(game, args.option, len(kinds))
    try:  # the options as a game takes them, before the progress bar (it left a blank line)
        Session(game, [SeatSpec(f"{k} {i + 1}", k) for i, k in enumerate(kinds)], args.seed, options)
    except (OptionError, ValueError) as exc:
        raise Refused(f"--option: {exc}", 2) from None
    if args.export:  # checked before any game is played, so nothing is left half-written
        _writable_folder(args.export, "--export")
        longest = max(len(_export_target(args, game, g).name) for g in (0, args.games - 1))
        if longest > NAME_MAX:
            raise Refused(f"--export: a log's file name would be {longest} characters, past the "
                          f"{NAME_MAX} a file system takes (its seed is in it); nothing was written")
        there = _export_clash(args, game)
        if there is not None:
            raise Refused(f"--export: {there} exists already; nothing was written")
    rows = kinds + game.participants(options, len(kinds))  # the seats, then Chaos (solo)...
    tally, interrupted = Tally(rows), False
    start = time.perf_counter()
    with Progress(transient=True) as progress:
        task = progress.add_task(f"{game.title}", total=args.games)
        try:
            for g in range(args.games):
                seats = [SeatSpec(f"{k} {i + 1}", k) for i, k in enumerate(kinds)]
                session = Session(game, seats, args.seed + g, options)
                play_out(session)
                tally.add(game.outcome(session.state), session.depth)
                if args.export:
                    target = _export_target(args, game, g)
                    try:
                        write_new(target, dumps_log(session))
                    except FileExistsError:
                        raise Refused(f"--export: {target} exists already; nothing was overwritten") from None
                    except OSError as exc:
                        raise Refused(f"--export: {target}: {exc.strerror}") from None
                progress.advance(task)
        except KeyboardInterrupt:  # ctrl+c: the games played so far are still reported
            if not tally.games:
                raise
            interrupted = True
            print(file=sys.stderr)
    tally.print(f"{game.title}, {_seeds(args.seed, tally.games)}, {time.perf_counter() - start:.1f} s in all")
    return _interrupted(tally.games, args.games) if interrupted else 0


def _interrupted(played: int, asked: int) -> int:
    """ctrl+c after some games: said under their figures, with its exit code."""
    sys.stdout.flush()  # the table first, also when stdout is a pipe
    print(f"rewind: interrupted after {played} of {asked} games (the figures above are theirs)", file=sys.stderr)
    return INTERRUPTED


class Tally:
    """What `simulate` prints: wins (a shared win split), scores and categories per participant,
    solo ratings, over the games added so far."""

    def __init__(self, rows: list[str]) -> None:
        self.rows = rows
        self.games = self.events = self.shared = 0
        self.wins = [0.0] * len(rows)
        self.totals = [0] * len(rows)
        self.categories: list[list[dict[str, int]]] = [[] for _ in rows]  # per seat, each game's
        self.ratings: dict[str, int] = {}

    def add(self, outcome, events: int) -> None:
        self.events += events
        self.shared += len(outcome.winners) > 1
        for w in outcome.winners:
            if w < len(self.rows):
                self.wins[w] += 1 / len(outcome.winners)
        for i, score in enumerate(outcome.scores[:len(self.rows)]):
            self.totals[i] += score.total
            self.categories[i].append(score.categories)
        if outcome.rating:
            self.ratings[outcome.rating] = self.ratings.get(outcome.rating, 0) + 1
        self.games += 1

    def print(self, what: str) -> None:
        n = self.games
        print(f"{counted(n, 'game')} of {what}, {self.events / n:.0f} events per game")
        print(f"{'seat':<14}{'wins':>8}{'win %':>8}{'mean score':>12}")
        for i, k in enumerate(self.rows):
            print(f"{f'{i + 1}: {k}':<14}{self.wins[i]:>8g}{100 * self.wins[i] / n:>7.1f}%"
                  f"{self.totals[i] / n:>12.1f}")
        if self.shared:
            print(f"{counted(self.shared, 'game')} ended in a shared win: each of the k winners counts 1/k of a win")
        print_category_means(self.rows, self.categories, n)
        for rating, count in sorted(self.ratings.items(), key=lambda item: -item[1]):
            print(f"solo rating {plain(rating)}: {counted(count, 'game')}")


def print_category_means(kinds: list[str], categories: list[list[dict[str, int]]], games: int) -> None:
    """Mean points per scoring category, one column per seat, over the games that scored it."""
    means = [category_means(seat) for seat in categories]
    counts = {c: count for seat in means for c, (_, count) in seat.items()}
    if not counts:
        return
    # capitalized as replay says them (Chronocritters names its categories in lower case)
    labels = {c: capitalized(c) if k == games else f"{capitalized(c)} ({k} of {games} games)" for c, k in counts.items()}
    width = max(map(len, labels.values())) + 2
    print(f"{'mean per category':<{width}}" + "".join(f"{f'{i + 1}: {k}':>14}" for i, k in enumerate(kinds)))
    for c, label in labels.items():
        print(f"{label:<{width}}" + "".join(f"{seat.get(c, (0, 0))[0]:>14.1f}" for seat in means))


def _bar(done: int, total: int, width: int = 30) -> None:
    if not sys.stderr.isatty():  # a log file or a pipe gets no carriage-return frames
        return
    filled = width * done // total
    print(f"\r[{'#' * filled}{' ' * (width - filled)}] {done}/{total} games", end="" if done < total else "\n",
          file=sys.stderr, flush=True)


def cmd_tournament(args) -> int:
    from engine.core import OptionError

    game = _named_game(args)
    bots = _bot_names(args.bots, "--bots", game)
    if args.seats is None and len(bots) > max(game.seat_counts):  # it played solo games (a review)
        raise Refused(f"--bots: {len(bots)} bots, but {game.title} seats at most {max(game.seat_counts)}: "
                      "name fewer, or give --seats to rotate them through fewer seats", 2)
    seats = args.seats if args.seats is not None else (
        len(bots) if len(bots) in game.seat_counts else min(game.seat_counts))
    if seats not in game.seat_counts:
        raise Refused(f"--seats: {game.title} is played by {'/'.join(map(str, game.seat_counts))} seats", 2)
    if len(bots) == 1 and seats > 1:  # one bot named for a game of seats: it played itself (a review)
        raise Refused(f"--bots: {bots[0]} would only play itself; name another to play against "
                      f"(--bots {bots[0]},random)" + (", or play it solo (--seats 1)" if 1 in game.seat_counts else ""), 2)
    if args.games < 1:
        raise Refused("--games must be at least 1", 2)
    options = _options(game, args.option, seats)
    piped = str(args.csv) == "-"  # the rows are the output: the people's table goes to stderr
    report, path = (sys.stderr, None) if piped else (sys.stdout, args.csv)
    if path:  # refused before any game is played
        _new_file(path, "--csv")
        _writable_folder(path.parent, "--csv")
    start, entries, done, interrupted = time.perf_counter(), [], 0, False
    try:
        for played in tournament_games(game, bots, args.games, args.seed, seats, options):
            entries += played
            done += 1
            _bar(done, args.games)
    except (OptionError, ValueError) as exc:
        raise Refused(f"--option: {exc}", 2) from None
    except KeyboardInterrupt:  # ctrl+c: the games played so far are still reported
        if not done:
            raise
        interrupted = True
        print(file=sys.stderr)
    elapsed = time.perf_counter() - start
    print(f"{counted(done, 'game')} of {game.title}, {counted(seats, 'seat')}, {_seeds(args.seed, done)}, "
          + (f"{'seats rotated, ' * (done > 1)}{elapsed:.1f} s in all; fair share {100 / seats:.1f}%" if seats > 1 else
             f"{elapsed:.1f} s in all"), file=report)
    table = standings(entries, bots)
    cats = list(dict.fromkeys(c for st in table for c in st.categories))
    widths = [max(len(c), 6) + 2 for c in cats]  # each category's name whole
    print(f"{'bot':<14}{'seats':>6}{'wins':>8}{'win %':>8}{'95% CI':>15}{'mean':>8}"
          + "".join(f"{capitalized(c):>{w}}" for c, w in zip(cats, widths)), file=report)
    for st in table:
        if not st.seats:  # fewer games than bots: it sat in none (its zeros read as results)
            print(f"{st.bot:<14}{0:>6}  played no seat in {counted(done, 'game')}", file=report)
            continue
        ci = f"{100 * st.low:.1f}-{100 * st.high:.1f}%"
        print(f"{st.bot:<14}{st.seats:>6}{st.wins:>8g}{100 * st.rate:>7.1f}%{ci:>15}{st.mean:>8.1f}"
              + "".join(f"{st.categories.get(c, 0):>{w}.1f}" for c, w in zip(cats, widths)), file=report)
    if any(st.partial for st in table):
        print("A category's mean counts only the seats that scored it (not every game has it: "
              "a season's episodes)", file=report)
    if piped:
        _csv_rows(sys.stdout, entries, cats)
    elif path:
        _write_csv(path, entries, cats)
        print(f"wrote {len(entries)} rows to {path}")
    return _interrupted(done, args.games) if interrupted else 0


def _csv_rows(f, entries: list[Entry], cats: list[str]) -> None:
    import csv

    out = csv.writer(f, lineterminator="\n")  # not CRLF: the rows may go down a pipe
    out.writerow(["game", "seed", "seat", "bot", "total", "win", *map(capitalized, cats)])
    for e in entries:  # games and seats counted from 1, as the tables and --seat N count them
        out.writerow([e.game + 1, e.seed, e.seat + 1, e.bot, e.total, f"{e.win:g}",
                      *(e.categories.get(c, "") for c in cats)])  # blank: not in that game


def _write_csv(path: Path, entries: list[Entry], cats: list[str]) -> None:
    try:
        with path.open("x", newline="", encoding="utf-8") as f:  # never over a file
            _csv_rows(f, entries, cats)
    except FileExistsError:
        raise Refused(f"--csv {path}: exists already; nothing was overwritten") from None
    except OSError as exc:
        raise Refused(f"--csv: {path}: {exc.strerror}") from None


def cmd_schema(args) -> int:
    from engine.core.logfile import log_schema

    print(json.dumps(log_schema(_game_called(args.game)), indent=2))
    return 0


# what a library file that is not one, or a damaged row of one, raises
LIBRARY_ERRORS = (sqlite3.Error, msgspec.DecodeError, msgspec.ValidationError)


def _damage_words(exc: Exception) -> str:
    """A refusal's words; for a saved game damaged after its first moves, where to get them."""
    from engine.core.library import DamagedGame

    if isinstance(exc, DamagedGame) and exc.salvageable:
        return f"{exc} (opening it in the app's library offers the moves stored before it, as a new game)"
    return str(exc)


def _unreadable(exc: Exception) -> Refused:
    from tui.screens.library import library_path

    return Refused(f"the game library {library_path()} cannot be read: {exc}")


def _library(read_only_too: bool = False):
    """The library; with `read_only_too`, one this user may read but not write, read only (its
    games can still be listed and exported: a review found them out of reach)."""
    from engine.core.library import Library, LibraryError
    from tui.screens.library import library_path, open_library

    path = library_path()
    try:
        try:
            return open_library()
        except (PermissionError, sqlite3.OperationalError) as exc:
            if not (read_only_too and path.is_file() and os.access(path, os.R_OK)):
                raise
            library = Library(path, read_only=True)
            print(f"rewind: note: the game library {path} cannot be written "
                  f"({getattr(exc, 'strerror', None) or exc}): read only", file=sys.stderr)
            return library
    except LibraryError as exc:
        raise Refused(str(exc)) from None
    except (*LIBRARY_ERRORS, OSError) as exc:
        # only a library this user may not write is still listed read only: not a corrupt one
        # (a review followed the hint to `rewind library`, which failed alike)
        unwritable = isinstance(exc, (PermissionError, sqlite3.OperationalError))
        readable = unwritable and path.is_file() and os.access(path, os.R_OK)
        hint = " (`rewind library` still lists and exports its games)" if readable and not read_only_too else ""
        raise Refused(f"the game library {path} cannot be used: "
                      f"{getattr(exc, 'strerror', None) or exc}{hint}") from None


def _no_library(path: Path) -> bool:
    """No library yet: no file where one could be made (a path through a file is an error to
    say), or an empty file (a listing made it a library: a review)."""
    if path.is_file():
        return path.stat().st_size == 0
    return not path.exists() and next(p for p in path.parents if p.exists()).is_dir()


def cmd_library(args) -> int:
    """The saved games, played last first; `--export ID --to FILE [--tree | --seat N]` writes one."""
    from tui.screens.library import events_text, library_path, players_text, state_text, title_within, when

    if args.export is None and (args.to is not None or args.tree or args.seat is not None):
        raise Refused("--to, --tree and --seat go with --export ID", 2)
    if args.export is not None:
        _export_arguments(args)  # before the library is looked at: they are wrong in any library
    path = library_path()
    if _no_library(path):  # a listing or a look-up makes no library (nor its folders: a review)
        if args.export is not None:
            raise Refused(f"no saved game {args.export}: no library at {path} yet")
        print(f"no saved games (no library at {path} yet)")
        return 0
    with _library(read_only_too=True) as library:
        if args.export is not None:
            return _export_saved(library, args)
        try:
            rows = library.list(args.search)
        except LIBRARY_ERRORS as exc:
            raise _unreadable(exc) from None
        if not rows:
            print("no saved games" + (f" match {args.search!r}" if args.search else ""))
        width = max(60, shutil.get_terminal_size().columns)  # lines the terminal need not wrap
        for s in rows:
            print(f"{s.id:>5}  {title_within(plain(s.title), width - LIBRARY_INDENT)}")
            print(_indented([plain(state_text(s)), f"events: {events_text(s)}",
                             f"last played {when(s.last_played)}"], width))
            print(_indented([plain(players_text(s)), f"started {when(s.started)}"], width))
    return 0


LIBRARY_INDENT = 7  # a saved game's number (5) and its spaces


def _indented(parts: list[str], width: int) -> str:
    """`parts` joined by "; " under a library listing's number, a line broken between parts
    (a date cut in two read badly), inside one only where it alone is too long."""
    lines, line, room = [], "", width - LIBRARY_INDENT
    for part in parts:
        if line and len(line) + 2 + len(part) > room:
            lines.append(line)
            line = ""
        line = f"{line}; {part}" if line else part
    pieces = [piece for text in lines + [line]
              for piece in textwrap.wrap(text, room, break_on_hyphens=False)]
    return "\n".join(" " * LIBRARY_INDENT + piece for piece in pieces)


def _export_arguments(args) -> None:
    """Refuse a library export's arguments that no saved game could make right."""
    from engine.core.logfile import format_for

    if args.to is None:
        raise Refused("--export needs --to FILE", 2)
    if not -2 ** 63 <= args.export < 2 ** 63:  # beyond an SQLite integer: no game has that id
        raise Refused(f"there is no saved game {args.export}")
    if (args.tree or args.seat is not None) and format_for(args.to) != "jsonl":  # (a seat log went out
        what = "a whole tree" if args.tree else "a seat log"  # as JSON Lines under a .msgpack name)
        raise Refused(f"--to {args.to}: {what} is written as JSON Lines: name the file .jsonl", 2)
    if args.tree and args.seat is not None:
        raise Refused("--tree and --seat: a seat log holds one line of play", 2)
    if str(args.to) != "-":  # standard output (JSON Lines, to pipe on: rewind replay -)
        _new_file(args.to, "--to")
        # it read "No such file or directory" of /proc/x.jsonl, as simulate's --export does not (a review)
        _writable_folder(args.to.parent, "--to", "nothing was exported")


def _export_saved(library, args) -> int:
    from engine.core import LogError
    from engine.core.library import LibraryError
    from engine.core.logfile import dumps_log, export_log, export_warning, hidden_items_warning, seat_log
    from engine.core.treefile import dumps_tree, export_tree

    piped = str(args.to) == "-"
    try:
        session = library.open(args.export, _games())
        seat = _seat_index(args.seat, session, f"saved game {args.export}")
        names = library.branch_names(args.export) if args.tree else None
        if piped:
            sys.stdout.buffer.write(dumps_tree(session, names=names) if args.tree else
                                    dumps_log(session) if seat is None else seat_log(session, seat))
            sys.stdout.flush()
        elif args.tree:
            export_tree(session, args.to, names=names)
        else:
            export_log(session, args.to, "full" if seat is None else "seat", seat)
    except FileExistsError:
        raise Refused(f"--to {args.to}: exists already; nothing was overwritten") from None
    except (LibraryError, LogError, ValueError) as exc:
        raise Refused(_damage_words(exc)) from None
    except OverflowError:  # MessagePack holds integers of 64 bits; a chosen seed may be wider
        raise Refused(f"--to {args.to}: this game's seed is too wide for MessagePack; "
                      "export it as .jsonl") from None
    except LIBRARY_ERRORS as exc:
        raise _unreadable(exc) from None
    except OSError as exc:
        raise Refused(f"--to {args.to}: {exc.strerror}") from None
    print(f"wrote {'standard output' if piped else args.to}" + ("" if seat is None else f" (what seat {args.seat} saw)"),
          file=sys.stderr if piped else sys.stdout)  # the log is the output
    if seat is not None:
        warning = hidden_items_warning(session.game, session.over, session.seat_name(seat))
    else:
        warning = export_warning(session)
        warning = warning and f"{warning} (--seat N writes what one seat saw)"
    if warning:
        print(f"rewind: warning: {warning}", file=sys.stderr)
    return 0


def _need_terminal() -> None:
    """The game screens draw on a terminal: without one (input or output redirected) the app
    would run unseen at full speed. textual-serve runs it without one, with its own driver."""
    if not os.environ.get("TEXTUAL_DRIVER") and not (sys.stdin.isatty() and sys.stdout.isatty()):
        raise Refused("the game screens need a terminal (input and output not redirected); "
                      "`rewind simulate` and `rewind replay` run without one", 2)


def cmd_continue(args) -> int:
    """The TUI with the unfinished game played last on screen."""
    from engine.core.library import LibraryError
    from tui.app import run_app
    from tui.screens.library import library_path

    path = library_path()
    if _no_library(path):  # nothing to continue: none made (nor its folders: a review)
        raise Refused(f"no unfinished game: no library at {path} yet")
    library = _library()
    try:
        last = library.last_unfinished()
        if last is None:
            raise Refused("no unfinished game in the library (`rewind library` lists them)")
        session = library.open(last.id, _games())
    except LibraryError as exc:
        raise Refused(_damage_words(exc)) from None
    except LIBRARY_ERRORS as exc:
        raise _unreadable(exc) from None
    _need_terminal()
    run_app(session=session, library=library, game_id=last.id)
    return 0


def cmd_serve(args) -> int:
    """Each browser tab runs its own `rewind` app in a subprocess, shown by textual-serve."""
    import socket

    from textual_serve.server import Server

    try:
        # textual-serve prints its address before it binds: try the address first, so a port
        # in use is not announced as served (a review)
        family, kind, proto, _, address = socket.getaddrinfo(args.host, args.port, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server binds
            probe.bind(address)
        Server(f"{sys.executable} -m tui", host=args.host, port=args.port, title="Rewind").serve()
    except OSError as exc:  # an unknown host, a port in use or not allowed
        raise Refused(f"serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    return 0


COMMANDS = {"replay": cmd_replay, "simulate": cmd_simulate, "tournament": cmd_tournament,
            "library": cmd_library, "continue": cmd_continue,
            "schema": cmd_schema, "serve": cmd_serve}


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args, extra = parser.parse_known_args(argv)
    if extra:  # refused by the command's own parser: its usage, not the top level's (a review)
        parser.commands.get(args.command, parser).error(f"unrecognized arguments: {' '.join(extra)}")
    try:
        if args.command in COMMANDS:
            return COMMANDS[args.command](args)
        if args.command == "open" and str(args.file) == "-":
            raise Refused("open -: the game screen reads the keyboard there; name a log file", 2)
        session = _load(args.file) if args.command == "open" else None
        if session is not None and not hasattr(session, "state"):
            raise Refused(f"{args.file}: a seat log can be replayed (rewind replay), not played on")
        _need_terminal()  # after the file's own errors
    except (Refused, Stalled) as exc:
        print(f"rewind: {exc}", file=sys.stderr)
        return exc.code if isinstance(exc, Refused) else 1
    except KeyboardInterrupt:
        print("rewind: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # the reader left (`rewind replay F | head`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as exc:  # the output could not be written (stdout on a full disk: a review)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nor flushed at exit
        print(f"rewind: {exc.filename or 'standard output'}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    from tui.app import run_app

    run_app(session=session)
    return 0
