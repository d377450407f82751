"""Whole-tree exports (issue 12): every line of play undo left, as one file read back into one
session. A header (format, version, how many lines, each line's digest, branch names), then one
full log per line of play, the path to the cursor first; each embedded log keeps its own chain
hash (logfile.py), so a tree is checked as strictly as a log."""
from __future__ import annotations

import hashlib
import io
import itertools
import os
import re
from pathlib import Path
from typing import BinaryIO, Iterator

import msgspec

from engine.core.errors import IllegalMove, LogError
from engine.core.logfile import _Probe, dumps_log, loads_log, write_new
from engine.core.records import BOM, BOM_REASON, DECODE_ERRORS, line_error, reason
from engine.core.session import CONTROL, Session
from engine.core.words import counted

MAX_TREE = 64 * 1024 * 1024  # bytes in a tree export (read a line at a time)
MAX_TREE_LINE = 16 * 1024 * 1024  # bytes in one of its lines: a whole log, far past any game's
TREE_FORMAT = "rewind-tree"


class TreeName(msgspec.Struct, array_like=True, forbid_unknown_fields=True):
    """A branch's name (the library keeps them): the node `event` events into line `line`."""
    line: int  # 1: the first line of play after the header
    event: int
    name: str


class TreeHeader(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    format: str
    version: int
    logs: int  # full logs that follow: the path to the cursor first, then one per other leaf
    lines: list[str] = []  # version 2: each line's digest (_line_digest), in order
    names: list[TreeName] = []  # branch names, where the game had any (a file without stays as before)


MAX_BRANCH_NAME = 200  # characters: a name is a label on the timeline


TREE_VERSION = 2  # 1 had no line digests: its lines could be moved or dropped unseen


def _line_digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()[:16]


class TreeLog(msgspec.Struct, forbid_unknown_fields=True):
    log: str  # a whole full log (JSON Lines, chain-hashed) as one string


def tree_leaves(session: Session) -> list[int]:
    """The nodes a tree export writes a line to: the cursor, then every leaf not on its path
    to the root (a leaf below the cursor is its own line)."""
    tree, on_path = session.tree, set(session.path())
    return [session.cursor] + [n for n in range(1, len(tree))
                               if not tree.children[n] and n not in on_path]


def dumps_tree(session: Session, kind: str = "full", names: dict[int, str] | None = None) -> bytes:
    """The whole log tree as JSON Lines: a header, then one full log (of `kind`) per line of
    play, the path to the cursor first. Each embedded log keeps its own chain hash, so a tree
    file is checked as strictly as a log; it costs the shared beginnings once per line.
    `names` (node -> name: the library's branch names) go in the header, each as the first
    line through its node and its depth there.
    ValueError when a full export would reveal a secret seed the cursor's game still keeps
    (a finished branch of an unfinished game): then only the path or a save can be written."""
    leaves = tree_leaves(session)
    secret = kind == "full" and not (session.seed_known or session.over)
    encode = msgspec.json.encode
    lines = []
    with session.cursor_kept():
        for leaf in leaves:
            session.jump(leaf)
            if secret and session.over:
                raise ValueError("a finished branch would reveal the secret seed of this unfinished "
                                 "game: export the log of the line it was left on instead (a log "
                                 "without --tree; e in the library)")  # no save is offered there
            lines.append(encode(TreeLog(dumps_log(session, "jsonl", kind).decode())))
    where = {}  # node -> (line, depth), the first line through it
    for line, leaf in reversed(list(enumerate(leaves, 1)) if names else []):
        where.update((n, (line, depth)) for depth, n in enumerate(session.tree.path(leaf), 1))
    tagged = [TreeName(*where[n], name) for n, name in sorted((names or {}).items()) if n in where]
    header = TreeHeader(TREE_FORMAT, TREE_VERSION, len(leaves), [_line_digest(raw) for raw in lines], tagged)
    return b"\n".join([encode(header), *lines]) + b"\n"


def export_tree(session: Session, path: str | os.PathLike, kind: str = "full",
                names: dict[int, str] | None = None) -> Path:
    """Write `dumps_tree` to a new file (never over one)."""
    return write_new(path, dumps_tree(session, kind, names))


_TREE_START = re.compile(rb'\s*\{\s*"format"\s*:\s*"%s"' % TREE_FORMAT.encode())


def is_tree(data: bytes) -> bool:
    """A tree export's first line, spaced as an editor may have saved it (read as a log, it was
    refused for not being one: a review)."""
    return _TREE_START.match(data.lstrip(BOM)) is not None


def loads_tree(data: bytes, games: dict) -> Session:
    return read_tree(io.BytesIO(data), games)


def _tree_lines(stream: BinaryIO) -> Iterator[bytes]:
    """A tree export's lines without their ends, one at a time: memory stays bounded by the
    longest line allowed, not the file (a 60 MB file read whole peaked at 420 MiB: an audit)."""
    total = 0
    for line in itertools.count(1):
        raw = stream.readline(MAX_TREE_LINE + 3)  # its end (\r\n) too
        if not raw:
            return
        total += len(raw)
        text = raw.rstrip(b"\r\n")
        if len(text) > MAX_TREE_LINE:
            raise LogError(line, f"a line of a tree export is at most {MAX_TREE_LINE:,} bytes", "log.tree")
        if total > MAX_TREE:
            raise LogError(line, f"a tree export is at most {MAX_TREE:,} bytes", "log.tree")
        yield text


def read_tree(stream: BinaryIO, games: dict) -> Session:
    """A session with every line of a tree export, the cursor where it was exported, and the
    header's branch names in `session.branch_names`; a bad embedded log is a LogError at the
    tree file's line."""
    lines = _tree_lines(stream)
    first = next(lines, None)
    if first is None:
        raise LogError(1, "not a tree export: empty", "log.tree")
    if first.startswith(BOM):  # as a log is refused (is_tree looks past it only to say this)
        raise LogError(1, BOM_REASON)
    try:
        header = msgspec.json.decode(first, type=TreeHeader)
    except DECODE_ERRORS as exc:
        raise LogError(1, f"not a tree export: {reason(exc)}", "log.tree") from None
    if header.format == TREE_FORMAT and header.version > TREE_VERSION:  # as a newer log is said
        raise LogError(1, f"tree format version {header.version} is newer than this Rewind reads "
                       f"({TREE_VERSION})", "log.tree")
    if (header.format != TREE_FORMAT or header.version not in (1, TREE_VERSION) or not header.logs
            or len(header.lines) != (header.logs if header.version == TREE_VERSION else 0)):
        raise LogError(1, f"a {TREE_FORMAT} header (version 1, or {TREE_VERSION} with a digest of each "
                       "line) with the count of the lines that follow was expected", "log.tree")
    session, ends, have = None, [], 0  # ends: the last node of each line
    for line, raw in enumerate(lines, 2):
        if not raw.strip():  # said as such before the count it also breaks
            raise line_error(raw, line)
        have += 1
        if have > header.logs:  # named at the first line past the count, with how many there are
            have += sum(1 for _ in lines)
            raise _count_error(header.logs, have)
        try:
            entry = msgspec.json.decode(raw, type=TreeLog)
        except DECODE_ERRORS as exc:
            raise LogError(line, f"this line is not a whole tree entry (cut short or changed: "
                           f"{reason(exc)})", "log.tree") from None
        if header.lines and _line_digest(raw) != header.lines[line - 2]:
            raise LogError(line, "this is not the line the header lists here: a line was moved, "
                           "repeated, dropped, added or changed", "log.tree")
        if header.version == 1 and _log_version(entry.log) >= 3:  # tree version 2 came 43 minutes
            # after log version 3, in the same session: no landed Rewind wrote one in the other, so
            # the header was changed to skip the digests
            raise LogError(line, "a version 1 tree holds logs of format version 2 or older, and this "
                           "one is newer: the header was changed (a version 2 tree lists a digest of "
                           "each line)", "log.tree")
        try:
            log = loads_log(entry.log.encode(), games)
        except LogError as exc:
            raise LogError(line, f"its log, line {exc.line}: {exc.reason}", exc.code) from None
        if session is None:
            session = log
            cursor = session.cursor
            ends.append(cursor)
            continue
        same = (log.game.name, log.seats, log.options, log.policy, log.seed_known)
        if same != (session.game.name, session.seats, session.options, session.policy,
                    session.seed_known) or _chance_of(log) != _chance_of(session):
            raise LogError(line, "its log is of another game than the first line's", "log.tree")
        if session.log_commitment or not log.log_commitment:  # a secret line's outcomes are
            # checked against the seed the first line reveals, as any (they were counted
            # unchecked, as a share's: a review)
            session.unverified = max(session.unverified, log.unverified)
        session.jump(0)
        try:
            session.extend(list(log.events()))  # follows the shared beginning, then branches
        except IllegalMove as exc:
            raise LogError(line, f"illegal event: {exc.text}", "log.illegal") from None
        ends.append(session.cursor)
    if have < header.logs:
        raise _count_error(header.logs, have)
    session.jump(cursor)
    session.branch_names = _branch_names(session, header.names, ends)
    if header.version == 1:  # said, as a version-1 log's weaker check is (a review relabelled a tree)
        session.log_check += ("; a version 1 tree: its lines carry no digests, so a line dropped or "
                              "moved (the first is the one it was exported at) would not be seen")
    return session


def _chance_of(log: Session) -> str:
    """What a loaded line's chance is drawn from, comparable between lines of one game: its seed
    committed to (the commitment a secret line keeps, or that of the seed a line reveals), or
    a known seed. Lines of two secret games spliced into one tree drew chance anew from the
    start, which undo never does (only seeds both lines held were compared: an audit)."""
    return f"known {log.seed}" if log.seed_known else log.seed_commitment


def _log_version(log: str) -> int:
    """The format version an embedded log's header states (0 where it states none readably:
    loads_log has already read it)."""
    try:
        return msgspec.json.decode(log.split("\n", 1)[0], type=_Probe).version
    except DECODE_ERRORS:
        return 0


def _count_error(announced: int, have: int) -> LogError:
    return LogError(min(have, announced) + 2, f"the header announces {counted(announced, 'line')} of "
                    f"play after it, the file has {have}: one was added, dropped or cut off", "log.tree")


def _branch_names(session: Session, names: list[TreeName], ends: list[int]) -> dict[int, str]:
    """node -> name, from a tree header's names, or LogError on line 1 for one that names no
    node of the file (a name is only a label, but a file that says something false is refused)."""
    tree, found = session.tree, {}
    for k, entry in enumerate(names, 1):
        end = ends[entry.line - 1] if 1 <= entry.line <= len(ends) else None
        if end is None or not 1 <= entry.event <= tree.depth[end]:
            raise LogError(1, f"branch name {k} points at event {entry.event} of line "
                           f"{entry.line}, which the file does not have", "log.tree")
        if not entry.name.strip() or len(entry.name) > MAX_BRANCH_NAME:
            raise LogError(1, f"branch name {k} is empty or longer than {MAX_BRANCH_NAME} characters",
                           "log.tree")
        if CONTROL.search(entry.name):  # as a seat's name: it would redraw a reader's terminal (an audit)
            raise LogError(1, f"branch name {k} holds a control character: a name is plain text", "log.tree")
        node = tree.path(end)[entry.event - 1]
        if node in found:  # Rewind names a node once: which name would it keep? (helper-273)
            raise LogError(1, f"branch name {k} names an event another branch name names already",
                           "log.tree")
        found[node] = entry.name
    return found
