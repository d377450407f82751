"""The game library: every game a player starts, saved as it is played (issue 12).

One SQLite file (standard `sqlite3`, WAL journal, `synchronous=FULL`). A game is one row of
`games` (header, seats, title, times, result, cursor) and its WHOLE log tree in `nodes`, one
row per event (node id, parent, seat, the event as MessagePack of the game's Event union).
Tree node ids are append-only, so `Library.sync` writes only the nodes added since the last
sync plus the moved cursor, in one transaction committed before it returns: the UI calls it
after every move and before showing the result, so a crash or `kill -9` loses nothing shown.

`Library.open` rebuilds a Session by replaying every node through the rules (every chance
outcome checked against the stored seed, every decision checked), so a stored row can never
make an illegal state: a corrupt one is refused with a LibraryError naming game and node.

Two app instances on one file: SQLite's locks keep the file whole, and each game's `revision`
counter keeps one instance from silently writing over the other's game (ConflictError).

This is the player's private store, so it keeps the seed even while it is secret.
It imports no game: callers pass the game table (engine.registry.GAMES).
"""
from __future__ import annotations

import os
import sqlite3
import time
import unicodedata
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, NamedTuple

import msgspec
from platformdirs import user_data_dir

from engine.core.chance import STREAMS, commitment
from engine.core.errors import IllegalMove, OptionError, RewindError
from engine.core.game import Game, SeatSpec
from engine.core.session import MAX_NAME, Recorded, Session, participant_names

# Each step is a list of statements; a file at version N has had the first N steps applied.
# Never edit a released step: add one.
MIGRATIONS: list[tuple[str, ...]] = [
    (  # 1: the games and their log trees
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY AUTOINCREMENT,  -- never reused: a stale id cannot hit a newer game
            game TEXT NOT NULL, ruleset TEXT NOT NULL, options TEXT NOT NULL,
            seed TEXT NOT NULL,  -- text: a chosen seed may be wider than 64 bits
            seed_known INTEGER NOT NULL, salt TEXT NOT NULL, chance TEXT NOT NULL,
            unverified INTEGER NOT NULL, seats TEXT NOT NULL, policy TEXT NOT NULL,
            title TEXT NOT NULL, started REAL NOT NULL, last_played REAL NOT NULL,
            finished INTEGER NOT NULL DEFAULT 0, winners TEXT NOT NULL DEFAULT '[]',
            events INTEGER NOT NULL DEFAULT 0, nodes INTEGER NOT NULL DEFAULT 1,
            cursor INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0)""",
        """CREATE TABLE nodes (
            game_id INTEGER NOT NULL, node INTEGER NOT NULL, parent INTEGER NOT NULL,
            seat INTEGER NOT NULL, event BLOB NOT NULL,
            PRIMARY KEY (game_id, node)) WITHOUT ROWID""",
    ),
    (  # 2: branch names and the redo line (which branch redo follows from the cursor)
        "ALTER TABLE games ADD COLUMN redo_tip INTEGER NOT NULL DEFAULT 0",
        """CREATE TABLE branches (
            game_id INTEGER NOT NULL, node INTEGER NOT NULL, name TEXT NOT NULL,
            PRIMARY KEY (game_id, node)) WITHOUT ROWID""",
        "CREATE INDEX games_by_last_played ON games (finished, last_played)",
    ),
]
VERSION = len(MIGRATIONS)


def fold(text: str) -> str:
    """Text as search and title sorting compare it: case and accents set aside ("Zoë" -> "zoe")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


SORTS = {  # sort key -> SQL order; ties fall back to the newest id
    "last_played": "last_played", "started": "started", "title": "fold(title)",
    "game": "game", "events": "events", "finished": "finished",
}
DECODE_ERRORS = (msgspec.DecodeError, msgspec.ValidationError)


class LibraryError(RewindError):
    """The library refuses: a corrupt row, a missing game, a file from a newer Rewind."""


class DamagedGame(LibraryError):
    """A saved game's row or one of its nodes cannot be replayed. `node`: the first stored
    node that cannot (None: the game's row itself); the nodes before it make a whole game
    (`Library.salvage`)."""

    def __init__(self, text: str, node: int | None):
        super().__init__("library.corrupt", text)
        self.node = node

    @property
    def salvageable(self) -> bool:
        """Whether moves were stored before the damage (`Library.salvage` opens them)."""
        return self.node is not None and self.node > 1


class ConflictError(LibraryError):
    """Another instance changed or deleted this game since this one last saved it. Nothing
    was written; the UI can reopen the game (its version) or save this one as a copy
    (`Library.create`)."""

    def __init__(self, text: str):
        super().__init__("library.conflict", text)


class GameSummary(msgspec.Struct, frozen=True):
    """One saved game as the library screen lists it (times: seconds since the epoch)."""
    id: int
    game: str
    title: str
    seats: list[SeatSpec]
    policy: str
    started: float
    last_played: float
    finished: bool
    winners: list[str]   # participant names: seats, then non-seat participants (Chaos)
    events: int          # on the line to the cursor
    nodes: int           # in the whole tree, root included: more than events + 1 means branches


class _Mark(NamedTuple):
    """What this instance last wrote of a game: its revision and the tree it had."""
    revision: int
    nodes: int
    cursor: int
    redo_tip: int


def _identity(path: Path) -> tuple[int, int] | None:
    """Which file `path` names now (device, inode), or None when there is none."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def default_path() -> Path:
    return Path(user_data_dir("rewind")) / "library.sqlite3"


def migrate(connection: sqlite3.Connection, target: int = VERSION) -> int:
    """Bring the file's schema to version `target` in one transaction; returns the version.
    A file from a newer Rewind is refused rather than touched."""
    with _transaction(connection):
        connection.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        row = connection.execute("SELECT version FROM schema_version").fetchone()
        version = row[0] if row else 0
        if version > VERSION:
            raise LibraryError("library.newer", f"this library was written by a newer Rewind "
                               f"(schema version {version}; this one knows up to {VERSION})")
        for step in MIGRATIONS[version:target]:
            for statement in step:
                connection.execute(statement)
        if row is None:
            connection.execute("INSERT INTO schema_version VALUES (?)", (max(version, target),))
        else:
            connection.execute("UPDATE schema_version SET version = ?", (max(version, target),))
    return max(version, target)


def _check_version(connection: sqlite3.Connection) -> None:
    """A file read only is read as it is: it must already have this Rewind's schema."""
    row = connection.execute("SELECT version FROM schema_version").fetchone()
    if row is None or row[0] != VERSION:
        raise LibraryError("library.read-only", f"this library's schema (version {row[0] if row else 0}) "
                           f"is not this Rewind's ({VERSION}), and a file that cannot be written "
                           "cannot be brought up to date")


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[None]:
    # IMMEDIATE takes the write lock first, so a read-then-write cannot be overtaken
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


def redo_tip(session: Session) -> int:
    """The end of the line redo follows from the cursor (the cursor when there is none)."""
    node, redo = session.cursor, session.tree.redo
    while redo[node] is not None:
        node = redo[node]
    return node


def _keep_private(path: Path) -> None:
    """A library file made before (or an empty file named for one) that others may read is
    made its owner's alone, with its journal files (a review found one readable by all)."""
    for part in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        try:
            mode = part.stat().st_mode
            if mode & 0o077:
                os.chmod(part, mode & 0o700)
        except OSError:  # not there, or another user's: left as it is
            pass


class Library:
    def __init__(self, path: str | Path | None = None, clock: Callable[[], float] = time.time,
                 read_only: bool = False):
        """`read_only`: an existing file, to list and export from (one its user may not write)."""
        self.path = Path(path) if path is not None else default_path()
        self._clock = clock
        self._marks: dict[int, _Mark] = {}
        self._encode = msgspec.msgpack.Encoder().encode
        if read_only:
            uri = self.path.resolve().as_uri()
            self._db = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=10, isolation_level=None)
            try:
                self._db.execute("SELECT count(*) FROM sqlite_master").fetchone()
            except sqlite3.OperationalError:  # a WAL file in a folder this user may not write: its
                # shared-memory file cannot be made, so it is read as it stands (a review could
                # neither list nor export such a library)
                self._db.close()
                self._db = sqlite3.connect(f"{uri}?mode=ro&immutable=1", uri=True, isolation_level=None)
        else:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # its owner's alone, as exported logs are: it holds the secret seeds of games in play
            os.close(os.open(self.path, os.O_CREAT | os.O_WRONLY, 0o600))
            _keep_private(self.path)
            # autocommit mode: every transaction is explicit; wait up to 10 s for another instance
            self._db = sqlite3.connect(self.path, timeout=10, isolation_level=None)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            # the file itself kept current, not only its -wal side file: after a window was killed
            # the file held 4 KB beside a 1.6 MB -wal, and a player who moved the file alone aside
            # (as a damaged library's notice advises) lost every game (helper-290). A checkpoint
            # every 64 pages, and one now for what a killed window left in the -wal.
            self._db.execute("PRAGMA wal_autocheckpoint=64")
            self._db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        self._identity = _identity(self.path)  # the file open here: saves check it is still there
        self._db.create_function("fold", 1, lambda s: fold(s) if s is not None else None,
                                 deterministic=True)
        try:
            if read_only:
                _check_version(self._db)
            else:
                migrate(self._db)
        except BaseException:
            self._db.close()  # a refused file stays closed and untouched
            raise

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Library:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- saving ----------------------------------------------------------------------------
    def _still_there(self) -> None:
        """Raise LibraryError unless `path` still names the file open here: saving on would
        write into a file no one can open again (an audit lost a game so)."""
        if _identity(self.path) != self._identity:
            raise LibraryError("library.gone", f"the library file {self.path} was deleted, moved or "
                               "replaced while this window had it open: nothing more is saved in it")

    def create(self, session: Session, title: str = "") -> int:
        """Save a new game (its whole tree so far) and return its id. Also how the UI saves a
        copy after a ConflictError."""
        self._still_there()
        game = session.game
        detail = game.title_detail(session.options)  # "Restart (Oceanrise)": a list reads them apart
        names = ", ".join(participant_names(session))  # a solo game's opponent too: Chaos (helper-276)
        title = self._free_title(title or f"{game.title}{f' ({detail})' if detail else ''}: {names}")
        now = self._clock()
        with _transaction(self._db):
            game_id = self._db.execute(
                "INSERT INTO games (game, ruleset, options, seed, seed_known, salt, chance, "
                "unverified, seats, policy, title, started, last_played) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game.name, game.ruleset, msgspec.json.encode(session.options).decode(),
                 str(session.seed), session.seed_known, session.salt, session._chance.name,
                 session.unverified, msgspec.json.encode(session.seats).decode(),
                 session.policy, title, now, now)).lastrowid
            mark = self._save(session, game_id, _Mark(0, 1, 0, 0), now)
            self._db.executemany("INSERT INTO branches VALUES (?, ?, ?)",  # a tree export's
                                 [(game_id, n, name) for n, name in session.branch_names.items()])
        self._marks[game_id] = mark
        return game_id

    def open_same_line(self, session: Session, games: dict[str, Game]) -> tuple[int, Session] | None:
        """The saved game (its id, opened as `open` does) whose line to its cursor is
        `session`'s line, with the same set-up and chance (a finished game's log opened twice
        was saved twice: a review), or None. A log that kept its seed secret plays on with a
        new one: its chance is the saved game's whose seed it committed to (the game exported),
        or the one an earlier opening of such a log drew (as many outcomes taken unchecked)."""
        rows = self._db.execute(
            "SELECT id, seed, salt, unverified FROM games WHERE game = ? AND ruleset = ? AND options = ? "
            "AND seed_known = ? AND chance = ? AND seats = ? AND policy = ? AND events = ? ORDER BY id",
            (session.game.name, session.game.ruleset, msgspec.json.encode(session.options).decode(),
             session.seed_known, session._chance.name, msgspec.json.encode(session.seats).decode(),
             session.policy, session.depth)).fetchall()
        if session.log_commitment:  # (another opening of the same log drew another seed: a review)
            ids = [game_id for game_id, seed, salt, unverified in rows
                   if commitment(int(seed), salt) == session.log_commitment or unverified == session.unverified]
        else:
            ids = [game_id for game_id, seed, salt, _ in rows if (seed, salt) == (str(session.seed), session.salt)]
        line = list(session.events())
        for game_id in ids:
            try:
                saved, mark = self._load(game_id, games)
            except (LibraryError, *DECODE_ERRORS):  # a damaged one is no match; it stays as it is
                continue
            if list(saved.events()) == line:
                self._marks[game_id] = mark
                return game_id, saved
        return None

    def _free_title(self, title: str, game_id: int = -1) -> str:
        """`title`, or "title (2)", "(3)"... when a game (other than `game_id`) has it already:
        the same log opened twice, or a copy, reads apart from the first in the list and in the
        questions."""
        taken = {row[0] for row in self._db.execute(
            "SELECT title FROM games WHERE substr(title, 1, ?) = ? AND id != ?", (len(title), title, game_id))}
        free, k = title, 2
        while free in taken:
            free, k = f"{title} ({k})", k + 1
        return free

    def sync(self, session: Session, game_id: int) -> None:
        """Write what changed since this instance last saved the game (new tree nodes, the
        cursor, the result) in one transaction, committed on return. Raises ConflictError when
        another instance saved or deleted the game meanwhile (nothing is written then)."""
        mark = self._marks.get(game_id)
        if mark is None:
            raise LibraryError("library.not-open", f"game {game_id} was not created or opened "
                               "by this library instance, so it cannot be saved over")
        if len(session.tree) < mark.nodes:
            raise LibraryError("library.wrong-session", f"game {game_id} has {mark.nodes - 1} "
                               "saved events; this session has fewer, so it is another game")
        if (len(session.tree), session.cursor, redo_tip(session)) == mark[1:]:
            return  # nothing new: no transaction, no disk write
        self._still_there()
        now = self._clock()
        with _transaction(self._db):
            row = self._db.execute("SELECT revision FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise ConflictError(f"game {game_id} was deleted by another Rewind window")
            if row[0] != mark.revision:
                raise ConflictError(f"game {game_id} was saved by another Rewind window since "
                                    "this one opened it: reopen it, or save this one as a copy")
            mark = self._save(session, game_id, mark, now)
        self._marks[game_id] = mark

    def _save(self, session: Session, game_id: int, mark: _Mark, now: float) -> _Mark:
        """Inside a transaction: the nodes after `mark` and the game's row."""
        tree, encode = session.tree, self._encode
        self._db.executemany(
            "INSERT INTO nodes (game_id, node, parent, seat, event) VALUES (?, ?, ?, ?, ?)",
            [(game_id, n, tree.parent[n], tree.seat[n], encode(tree.event[n]))
             for n in range(mark.nodes, len(tree))])
        outcome = session.outcome() if session.over else None
        winners = []
        if outcome is not None and not outcome.scored_alone:  # a solo score names no winner (helper-281)
            winners = outcome.winner_names(participant_names(session))
        tip = redo_tip(session)
        # seed_known is never taken back: it is set by a line played on after a finished one
        # (Session._append) or by a finished copy (below)
        self._db.execute(
            "UPDATE games SET last_played = ?, finished = ?, winners = ?, events = ?, nodes = ?, "
            "cursor = ?, redo_tip = ?, revision = ?, seed_known = MAX(seed_known, ?) WHERE id = ?",
            (now, outcome is not None, msgspec.json.encode(winners).decode(), session.depth,
             len(tree), session.cursor, tip, mark.revision + 1, session.seed_known, game_id))
        if outcome is not None and not session.seed_known:
            # its log shows the secret seed now, which is every copy's too (a conflict's or a
            # damaged game's): their logs claimed a secret (a review)
            self._db.execute("UPDATE games SET seed_known = 1 WHERE seed = ? AND salt = ? AND id != ?",
                             (str(session.seed), session.salt, game_id))
        return _Mark(mark.revision + 1, len(tree), session.cursor, tip)

    # -- opening -----------------------------------------------------------------------------
    def open(self, game_id: int, games: dict[str, Game]) -> Session:
        """The saved game as a live session (every branch, the cursor, the redo line), which
        this instance may then `sync`. `games` maps names to games (engine.registry.GAMES)."""
        session, mark = self._load(game_id, games)
        self._marks[game_id] = mark
        return session

    def salvage(self, game_id: int, games: dict[str, Game], node: int) -> Session:
        """A damaged game (DamagedGame at `node`) as far as it was stored before that node: every
        node before it (each comes after its parent), the cursor and redo line at their nearest
        stored ancestors. Not tied to the saved game, which stays as it is: save it as a new one
        (`create`). A player loses the moves from the damage on, not the whole game (an audit)."""
        return self._load(game_id, games, before=node)[0]

    def _load(self, game_id: int, games: dict[str, Game], before: int | None = None) -> tuple[Session, _Mark]:
        with self._read():  # one snapshot of row and nodes, even while another instance writes
            row = self._db.execute(
                "SELECT game, ruleset, options, seed, seed_known, salt, chance, unverified, "
                "seats, policy, title, nodes, cursor, redo_tip, revision FROM games WHERE id = ?",
                (game_id,)).fetchone()
            if row is None:
                raise LibraryError("library.no-game", f"there is no saved game {game_id}")
            nodes = self._db.execute("SELECT node, parent, seat, event FROM nodes WHERE game_id = ? "
                                     "ORDER BY node", (game_id,)).fetchall()
        (name, ruleset, options, seed, seed_known, salt, chance, unverified, seats, policy,
         title, count, cursor, tip, revision) = row

        def corrupt(text: str, node: int | None = None) -> DamagedGame:
            where = f", stored event {node}" if node is not None else ""  # ("node": a word of the code, helper-290)
            return DamagedGame(f"saved game {game_id} ({title!r}{where}): {text}", node)

        game = games.get(name)
        if game is None:
            raise LibraryError("library.unknown-game", f"saved game {game_id} ({title!r}) is a game "
                               f"of {name!r}, which this Rewind does not have")
        try:
            seats = msgspec.json.decode(seats, type=list[SeatSpec])
        except DECODE_ERRORS as exc:
            raise corrupt(f"its seats cannot be read: {exc}") from None
        # a game saved before names were held to what a log holds opens with its names cut to it
        seats = [SeatSpec(s.name[:MAX_NAME], s.kind) for s in seats]
        refusal = game.ruleset_refusal(ruleset, len(seats))
        if refusal:
            raise LibraryError("library.ruleset", f"saved game {game_id} ({title!r}) {refusal}")
        try:
            options = game.opened_options(ruleset, msgspec.json.decode(options), len(seats))
            session = Session(game, seats, int(seed), options, policy)
        except (*DECODE_ERRORS, OptionError, ValueError, TypeError) as exc:
            raise corrupt(f"its header cannot be used: {exc}") from None
        if chance not in STREAMS:
            raise corrupt(f"unknown chance stream {chance!r}")
        session.seed_known, session.salt, session.unverified = bool(seed_known), salt, unverified
        session._chance = STREAMS[chance](session.seed)  # the stream the game was started with
        if before is not None:  # salvage: the nodes before the damage, the cursor where it can be
            parents = {row[0]: row[1] for row in nodes}

            def stored(n: int) -> int:  # `n`, or its nearest ancestor stored before the damage
                while n >= before:
                    parent = parents.get(n)
                    if not (isinstance(parent, int) and 0 <= parent < n):
                        return before - 1  # its line is broken: the last move stored before it
                    n = parent
                return n
            nodes, count, cursor, tip = nodes[:before - 1], before, stored(cursor), stored(tip)
        self._replay(session, game, nodes, corrupt)
        if len(session.tree) != count:
            raise corrupt(f"the game row counts {count - 1} events in its tree, "
                          f"{len(session.tree) - 1} are stored")
        if not (0 <= cursor < count and 0 <= tip < count):
            raise corrupt(f"the cursor {cursor} or redo line end {tip} is not a node of the tree")
        session.jump(tip)     # sets the redo line from the cursor as it was,
        session.jump(cursor)  # then the cursor itself
        return session, _Mark(revision, count, cursor, redo_tip(session))

    @staticmethod
    def _replay(session: Session, game: Game, nodes: list, corrupt) -> None:
        """Add the stored nodes in id order, each through the rules, so every node gets back
        its id: runs of a child after its parent go in one `extend`."""
        decode = msgspec.msgpack.Decoder(game.Event).decode
        run: list[Recorded] = []
        run_parent = 0

        def flush() -> None:
            first = len(session.tree)
            if session.cursor != run_parent:
                session.jump(run_parent)
            try:
                session.extend(run)
            except IllegalMove as exc:
                raise corrupt(f"illegal event: {exc.text}", first + session.extended) from None
            if len(session.tree) != first + len(run):  # followed an existing child: a duplicate
                raise corrupt("the same move is stored twice from one position", first)

        for expected, (node, parent, seat, blob) in enumerate(nodes, 1):
            if node != expected:
                raise corrupt("missing from the tree", expected)
            if not 0 <= parent < node:
                raise corrupt(f"its parent {parent} does not come before it", node)
            try:
                event = decode(blob)
            except DECODE_ERRORS as exc:
                raise corrupt(f"its event cannot be read: {exc}", node) from None
            if run and parent != node - 1:
                flush()
                run = []
            if not run:
                run_parent = parent
            run.append(Recorded(seat, event))
        if run:
            flush()

    @contextmanager
    def _read(self) -> Iterator[None]:
        self._db.execute("BEGIN")
        try:
            yield
        finally:
            self._db.execute("COMMIT")

    # -- the library screen ------------------------------------------------------------------
    def list(self, query: str = "", *, game: str | None = None, player: str | None = None,
             title: str | None = None, finished: bool | None = None, sort: str = "last_played",
             descending: bool = True) -> list[GameSummary]:
        """Saved games, filtered and sorted. `query` matches (ignoring case and accents, anywhere) the
        game's name, the title or a player's name; `player` and `title` match those alone;
        `game` is a game name exactly. `sort` is one of SORTS."""
        if sort not in SORTS:
            raise ValueError(f"sort must be one of {', '.join(SORTS)}")
        player_has = ("EXISTS (SELECT 1 FROM json_each(games.seats) "
                      "WHERE instr(fold(json_extract(value, '$.name')), ?))")
        where, args = [], []
        if query:
            where.append(f"(instr(fold(game), ?) OR instr(fold(title), ?) OR {player_has})")
            args += [fold(query)] * 3
        for clause, value in (("game = ?", game), (player_has, player and fold(player)),
                              ("instr(fold(title), ?)", title and fold(title)),
                              ("finished = ?", finished)):
            if value is not None:
                where.append(clause)
                args.append(value)
        order = "DESC" if descending else "ASC"
        sql = (f"SELECT {', '.join(GameSummary.__struct_fields__)} FROM games "
               f"{'WHERE ' + ' AND '.join(where) if where else ''} "
               f"ORDER BY {SORTS[sort]} {order}, id {order}")
        return [self._summary(row) for row in self._db.execute(sql, args)]

    def summary(self, game_id: int) -> GameSummary | None:
        row = self._db.execute(f"SELECT {', '.join(GameSummary.__struct_fields__)} FROM games "
                               "WHERE id = ?", (game_id,)).fetchone()
        return self._summary(row) if row else None

    def last_unfinished(self, game: str | None = None) -> GameSummary | None:
        """The game "Continue" opens: the unfinished one played last."""
        found = self.list(game=game, finished=False)
        return found[0] if found else None

    @staticmethod
    def _summary(row: tuple) -> GameSummary:
        (id_, game, title, seats, policy, started, last_played, finished, winners, events, nodes) = row
        # converted, so a damaged row is a ValidationError here, not a TypeError where it is shown
        return msgspec.convert({"id": id_, "game": game, "title": title, "seats": msgspec.json.decode(seats),
                                "policy": policy, "started": started, "last_played": last_played,
                                "finished": bool(finished), "winners": msgspec.json.decode(winners),
                                "events": events, "nodes": nodes}, GameSummary)

    def rename(self, game_id: int, title: str) -> str:
        """Give the game `title`, or "title (2)"... when another game has it (two games of one
        name read alike in the list and in Continue); returns the title given. A title is the
        player's label: renaming does not count as a change of the game, so it never makes
        another window's next save a conflict."""
        with _transaction(self._db):
            row = self._db.execute("SELECT title FROM games WHERE id = ?", (game_id,)).fetchone()
            if row is None:
                raise LibraryError("library.no-game", f"there is no saved game {game_id}")
            if title != row[0]:
                title = self._free_title(title, game_id)  # "X (2)" renamed "X" stays "X (2)", not "X (3)"
                self._db.execute("UPDATE games SET title = ? WHERE id = ?", (title, game_id))
        return title

    def delete(self, game_id: int) -> None:
        with _transaction(self._db):
            for table, key in (("nodes", "game_id"), ("branches", "game_id"), ("games", "id")):
                self._db.execute(f"DELETE FROM {table} WHERE {key} = ?", (game_id,))
        self._marks.pop(game_id, None)

    # -- branch names (the timeline) ----------------------------------------------------------
    def name_branch(self, game_id: int, node: int, name: str) -> None:
        """Label a saved node of the tree (the timeline chooses which node stands for a
        branch: where it splits off, or its end); an empty name removes the label."""
        with _transaction(self._db):
            if not self._db.execute("SELECT 1 FROM nodes WHERE game_id = ? AND node = ?",
                                    (game_id, node)).fetchone():
                raise LibraryError("library.no-node", f"saved game {game_id} has no node {node}")
            if name:
                self._db.execute("INSERT OR REPLACE INTO branches VALUES (?, ?, ?)", (game_id, node, name))
            else:
                self._db.execute("DELETE FROM branches WHERE game_id = ? AND node = ?", (game_id, node))

    def branch_names(self, game_id: int) -> dict[int, str]:
        return dict(self._db.execute("SELECT node, name FROM branches WHERE game_id = ?", (game_id,)))

    # -- export --------------------------------------------------------------------------------
    def export(self, game_id: int, games: dict[str, Game], path: str | Path, kind: str = "full",
               seat: int | None = None) -> Path:
        """A log file of the saved game's path to the cursor, of `kind` (engine.core.logfile's
        export_log; a whole tree is treefile.export_tree). Refuses to replace a file."""
        session, _ = self._load(game_id, games)
        from engine.core.logfile import export_log  # loaded on first use: not at start-up
        return export_log(session, path, kind, seat)


__all__ = ["Library", "LibraryError", "ConflictError", "GameSummary", "default_path", "migrate",
           "MIGRATIONS", "VERSION", "SORTS", "redo_tip"]
