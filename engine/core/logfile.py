"""Event logs as files: JSON Lines (readable) or MessagePack (compact).

Record 1 is a header (format, version, game, ruleset, kind, options, seats, undo policy and the
seed's commitment), then one record per event on the path to the cursor, then an end record
(event count and the full chain hash). Every record starts with a tag: the first 8 bytes of
the sha256 of every record before it as written (tags included, each followed by a line end)
and then this record without its tag. So a tag covers every byte before it in the file and
its own record: an edited, added, dropped or moved line, an edited header or a cut end is
caught at its line, and a reader checks a whole chunk of records by the tag of its last one
(version 2's chain hashed each record apart: sha256(previous digest, record), read as before).
The hash is over the bytes as written, never the in-memory state. Anyone can recompute it: it
proves a file is whole and unedited since it was written by someone, not who wrote it (it is
not a signature).

    JSON Lines   {"h":"<16 hex>", <the record's own fields>}     one record a line
    MessagePack  bin(<8 tag bytes> <the record's MessagePack>)   events as arrays [seat,
                 [tag number, *fields]]; the header lists the event tag of each number

Kinds: "full" (every hidden item; the seed only once the game is over or when chosen),
"save" (full, and the secret seed even mid-game: it lets its holder play on with the same
chance, and shows the future to anyone else), "seat" (what one seat saw: see `seat_log`).
The reader frames and chains the file (records.py), then decodes and replays it, a chunk of
bytes at a time, so its memory is bounded by the game, not by the file; records, names and
counts are bounded; every refusal is a LogError naming the earliest bad line.
"""
from __future__ import annotations

import functools
import gc
import io
import os
import re
import tempfile
import typing
from pathlib import Path
from operator import attrgetter
from typing import Annotated, Any, BinaryIO, Iterator, NamedTuple

import msgspec
from msgspec import Meta

from engine.core.chance import STREAMS, commitment
from engine.core.errors import IllegalMove, LogError
from engine.core.game import Outcome, SeatSpec, decoder
from engine.core.records import (BIN_WIDTH, DECODE_ERRORS, HEAD, TAG, Chain, ChainV2, chained, jsonl_chunks,
                                 msgpack_chunks, reason)
from engine.core.session import MAX_NAME, POLICIES, Session

FORMAT = "rewind-log"
VERSION = 3
CHAINED = (2, VERSION)  # versions whose records carry chain tags (2: each record hashed apart)
KINDS = ("full", "save", "seat")
MAX_EVENTS = 50_000      # a long Restart game has about 3,000
BATCH = 2048             # records of an old-version log decoded before they are replayed

Scalar = int | float | str | bool | None
Name = Annotated[str, Meta(max_length=MAX_NAME)]


class SeatRecord(msgspec.Struct, forbid_unknown_fields=True):
    name: Name
    kind: Name = "human"


class Header(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: Name
    ruleset: Name
    kind: str
    options: Annotated[dict[Name, Scalar | Annotated[list[Scalar], Meta(max_length=64)]], Meta(max_length=64)]
    seats: Annotated[list[SeatRecord], Meta(max_length=16)]
    policy: str
    seed_known: bool             # chance was known: a chosen seed, or one a finished line had shown
    seed: int | None = None      # chosen, or revealed (a finished game, a save)
    salt: str = ""               # revealed with a secret seed
    commitment: str = ""         # sha256(salt, seed) of a secret seed
    unverified: Annotated[int, Meta(ge=0)] = 0  # first chance outcomes taken from a log that kept its seed
    seat: int = -1               # a seat log: whose
    chance: str = "shake256"     # the chance stream (see engine.core.chance.STREAMS)
    tags: Annotated[list[Name], Meta(max_length=1024)] = []  # MessagePack: tag of each number


class End(msgspec.Struct, forbid_unknown_fields=True):
    end: int                     # how many events came before
    chain: str                   # the full chain hash before this record
    outcome: Outcome | None = None  # seat logs: the final scores, when the game is over
    board: str = ""              # seat logs: the seat's last view as text


class _Probe(msgspec.Struct):
    format: str
    version: int


def _tags(game) -> list[str]:
    return [cls.__struct_config__.tag for cls in typing.get_args(game.Event) or (game.Event,)]


@functools.cache
def _entry_type(game) -> type:
    return msgspec.defstruct("Entry", [("seat", int), ("event", game.Event)], forbid_unknown_fields=True)


@functools.cache
def _seat_entry_type(game) -> type:
    return msgspec.defstruct("SeatEntry", [("seat", int), ("text", Annotated[str, Meta(max_length=2000)]),
                                           ("event", game.Event | None)], forbid_unknown_fields=True)


@functools.cache
def _compact(game, tags: tuple[str, ...]) -> tuple[type, dict, dict]:
    """MessagePack entries: [seat, [tag number, *fields]], numbered as `tags` lists them.
    Returns the entry type, class -> compact class and compact class -> class."""
    by_tag = {cls.__struct_config__.tag: cls for cls in typing.get_args(game.Event) or (game.Event,)}
    to_compact, from_compact = {}, {}
    for number, tag in enumerate(tags):
        cls = by_tag.get(tag)
        if cls is None:
            raise LogError(1, f"the log names an event {tag!r} that {game.title} does not have")
        fields = [(f.name, f.type) if f.required else
                  (f.name, f.type, f.default if f.default is not msgspec.NODEFAULT
                   else msgspec.field(default_factory=f.default_factory))
                  for f in msgspec.structs.fields(cls)]
        compact = msgspec.defstruct(cls.__name__, fields, array_like=True, tag=number, frozen=True,
                                    forbid_unknown_fields=True)
        to_compact[cls], from_compact[compact] = compact, cls
    union = typing.Union[tuple(from_compact)] if from_compact else None
    entry = msgspec.defstruct("CompactEntry", [("seat", int), ("event", union)], array_like=True,
                              forbid_unknown_fields=True)
    return entry, to_compact, from_compact


# -- writing -------------------------------------------------------------------------------
def export_warning(session: Session) -> str | None:
    """What the UI must say before a full or whole-tree export shows hidden items still in play."""
    return hidden_items_warning(session.game, session.over)


def hidden_items_warning(game, over: bool, seat_name: str | None = None) -> str | None:
    """A full or whole-tree export of a game with hidden items, still being played; or, with
    `seat_name`, a seat log of it, which shows that seat's own hidden items."""
    if not game.info.hidden or over:
        return None
    if seat_name is not None:
        return (f"This seat log shows {seat_name}'s own hand and face-down cards in a game still "
                f"being played: share it only with {seat_name} or people who may see them.")
    return ("This log shows every hand and every face-down card of a game still being "
            "played: share it only with people who may see them.")


def _header(session: Session, kind: str, fmt: str, seat: int = -1) -> Header:
    game = session.game
    shown = session.seed_known or session.over or kind == "save"
    if kind == "seat":
        shown = session.seed_known  # a seat log never reveals a secret seed
    return Header(
        FORMAT, VERSION, game.name, game.ruleset, kind, msgspec.to_builtins(session.options),
        [SeatRecord(s.name, s.kind) for s in session.seats], session.policy, session.seed_known,
        seed=session.seed if shown else None,
        salt=session.salt if shown and not session.seed_known else "",
        commitment="" if session.seed_known else commitment(session.seed, session.salt),
        # the unchecked outcomes on the line written: undone before a share's last draws, the
        # share's count made every export unopenable (an audit)
        unverified=min(session.unverified, session.tree.chances[session.cursor]), seat=seat,
        chance=session._chance.name,
        tags=_tags(game) if fmt == "msgpack" else [])


class _Writer:
    """Chains records and frames them in one format."""

    def __init__(self, fmt: str):
        if fmt not in ("jsonl", "msgpack"):
            raise ValueError(f"unknown log format {fmt!r}")
        self.fmt = fmt
        self.encode = (msgspec.json if fmt == "jsonl" else msgspec.msgpack).Encoder().encode
        self.chain, self.digest = Chain(), b""
        self.out: list[bytes] = []

    def add(self, body: bytes) -> None:
        self.digest = self.chain.tag(body)
        tag = self.digest[:TAG]
        if self.fmt == "jsonl":
            record = b'{"h":"%s",%s' % (tag.hex().encode(), body[1:])
            self.out.append(record + b"\n")
        else:
            record = tag + body
            self.out.append(msgspec.msgpack.encode(record))
        self.chain.past([record])

    def end(self, count: int, **extra) -> bytes:
        self.add(self.encode(End(count, self.digest.hex(), **extra)))
        return b"".join(self.out)


def dumps_log(session: Session, fmt: str = "jsonl", kind: str = "full") -> bytes:
    """The full log ("full", or "save" with the secret seed) of the path to the cursor."""
    if kind not in ("full", "save"):
        raise ValueError("dumps_log writes full logs and saves; seat_log writes seat logs")
    writer = _Writer(fmt)
    encode = writer.encode
    writer.add(encode(_header(session, kind, fmt)))
    events = session.events()
    if fmt == "jsonl":
        entry = _entry_type(session.game)
        bodies = (encode(entry(seat, event)) for seat, event in events)
    else:
        entry, to_compact, _ = _compact(session.game, tuple(_tags(session.game)))
        astuple = msgspec.structs.astuple
        bodies = (encode(entry(seat, to_compact[type(event)](*astuple(event)))) for seat, event in events)
    count = 0
    for body in bodies:
        writer.add(body)
        count += 1
    return writer.end(count)


def seat_log(session: Session, seat: int) -> bytes:
    """What `seat` saw, as JSON Lines: every event's text as that seat read it (its own draws
    named: "(you: 313 Nanobot Leak ...)", as the event beside it holds them), the event itself
    unless the game hides it from that seat (then null), the seat's last view and, once over,
    the scores. It never holds a secret seed, so it can be shared during the game."""
    game = session.game
    if not 0 <= seat < len(session.seats):
        raise ValueError(f"no seat {seat}")
    writer = _Writer("jsonl")
    writer.add(writer.encode(_header(session, "seat", "jsonl", seat)))
    entry = _seat_entry_type(game)
    state = game.initial_state(session.options, len(session.seats))
    texts = session.texts(seat)  # a review: the seat's own log did not name its own cards
    for (_, who, text), (_, event) in zip(texts, session.events()):
        hidden = game.hidden_from(state, event, seat)
        writer.add(writer.encode(entry(who, text, None if hidden else event)))
        game.apply(state, event)
    return writer.end(len(texts), outcome=session.outcome(),
                      board=game.render(game.view(session.state, seat)))


def format_for(path: str | os.PathLike) -> str:
    """The format a file's name picks: MessagePack for .msgpack or .mpk (any case), else JSON Lines."""
    return "msgpack" if str(path).lower().endswith((".msgpack", ".mpk")) else "jsonl"


def write_new(path: str | os.PathLike, data: bytes) -> Path:
    """Write atomically (a temp file beside the target, then a link) and never over an
    existing file: FileExistsError says so."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.link(tmp, path)  # fails when the target exists, unlike a rename
    finally:
        os.unlink(tmp)
    return path


def export_log(session: Session, path: str | os.PathLike, kind: str = "full",
               seat: int | None = None) -> Path:
    """Write a log file of `kind` ("full", "save" or "seat" with `seat`); the format follows
    the file name. Refuses (FileExistsError) to replace a file."""
    data = seat_log(session, seat) if kind == "seat" else dumps_log(session, format_for(path), kind)
    return write_new(path, data)


def log_schema(game) -> dict:
    """The JSON Schema of a game's JSON Lines records (header, event, end; seat-log events
    too): each record is one of them, with the chain hash "h" first."""
    records = [Header, _entry_type(game), _seat_entry_type(game), End]
    refs, defs = msgspec.json.schema_components(records, ref_template="#/$defs/{name}")
    for ref in refs:
        record = defs[ref["$ref"].rsplit("/", 1)[1]]
        record["properties"] = {"h": {"type": "string", "pattern": "^[0-9a-f]{16}$",
                                      "description": "chain hash, first 8 bytes: sha256 "
                                      "of every line before this one (each with its line end), then this "
                                      "line without its h member"},
                                **record["properties"]}
        record["required"] = ["h", *record.get("required", [])]
    return {"$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": f"Rewind log record ({game.title}, format version {VERSION})",
            "anyOf": refs, "$defs": defs}


# -- reading: sessions ---------------------------------------------------------------------
class SeatLog(msgspec.Struct):
    """A seat log as read: the header, one entry per event (seat, text, event or None when
    hidden from that seat) and the end record."""
    game: Any
    header: Header
    entries: list
    end: End

    @property
    def seats(self) -> list[SeatSpec]:
        return [SeatSpec(s.name, s.kind) for s in self.header.seats]

    @property
    def options(self) -> Any:  # as the log opens (checked when it was read): upcast, as a full log's
        h = self.header
        return self.game.opened_options(h.ruleset, h.options, len(h.seats))


def loads_log(data: bytes, games: dict) -> Session:
    """Rebuild a session from full-log bytes, or raise LogError naming the first bad record.
    `games` maps names to games (engine.registry.GAMES): the kernel imports none itself."""
    result = read_log(io.BytesIO(data), games)
    if isinstance(result, SeatLog):
        raise LogError(1, "this is a seat log (what one seat saw): it can be replayed as text "
                       "but not played on", "log.seat-log")
    return result


def import_log(path: str | os.PathLike, games: dict) -> Session | SeatLog:
    """A full log or a whole-tree export as a session, or a seat log as a SeatLog."""
    try:
        with open(path, "rb") as stream:
            return import_stream(stream, games)
    except OSError as exc:
        raise LogError(0, f"cannot read the file: {exc.strerror}", "log.unreadable") from None  # callers name it


def import_stream(stream: BinaryIO, games: dict) -> Session | SeatLog:
    """`import_log` of an open binary stream that can peek (a file, standard input)."""
    from engine.core.treefile import is_tree, read_tree  # it imports this module
    if not is_tree(stream.peek(64)[:64]):
        return read_log(stream, games)
    return read_tree(stream, games)


def free_path(folder: Path, stem: str, suffix: str = ".jsonl") -> Path:
    """`folder/stem.suffix`, or with -2, -3... when that file exists (exports never overwrite)."""
    path, n = folder / f"{stem}{suffix}", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}{suffix}"
    return path


def read_log(stream: BinaryIO, games: dict) -> Session | SeatLog:
    collecting = gc.isenabled()
    gc.disable()  # a load makes many objects and frees few: collection passes are waste
    try:
        return _read(stream, games)
    finally:
        if collecting:
            gc.enable()


def _read(stream: BinaryIO, games: dict) -> Session | SeatLog:
    first = stream.peek(1)[:1] if hasattr(stream, "peek") else stream.read(1)
    if not hasattr(stream, "peek"):
        stream.seek(0)
    if not first:
        raise LogError(0, "the file is empty", "log.empty")
    fmt = "msgpack" if first[0] in BIN_WIDTH else "jsonl"
    try:
        return _read_format(stream, fmt, games)
    except LogError as exc:
        if exc.line and fmt == "msgpack":  # a binary file has records, not lines
            words = exc.reason if exc.code == "log.illegal" else re.sub(r"\bline\b", "record", exc.reason)
            raise LogError(exc.line, words, exc.code, "record") from None  # (a rule's words kept)
        raise


def _read_format(stream: BinaryIO, fmt: str, games: dict) -> Session | SeatLog:
    chunks = msgpack_chunks(stream) if fmt == "msgpack" else jsonl_chunks(stream)
    codec = msgspec.msgpack if fmt == "msgpack" else msgspec.json
    first_chunk = next(chunks)
    first_record = first_chunk[0]
    # versions 2 and 3 put the chain tag first; older versions had none
    tagged_body = b"{" + first_record[HEAD:] if fmt == "jsonl" else first_record[TAG:]
    try:
        probe, tagged = decoder(_Probe, codec).decode(tagged_body), True
    except DECODE_ERRORS:
        try:
            probe, tagged = decoder(_Probe, codec).decode(first_record), False
        except DECODE_ERRORS as exc:
            if fmt == "jsonl" and not first_record.startswith(b"{"):  # neither format's first byte
                raise LogError(1, "not a Rewind log: a JSON Lines log starts with {, a MessagePack "
                               "log with a bin record (byte 0xc4-0xc6)") from None
            raise LogError(1, f"not a Rewind log header ({reason(exc)})") from None
    if probe.format != FORMAT:
        raise LogError(1, f"format is {probe.format!r}, not {FORMAT!r}")
    if probe.version > VERSION:
        raise LogError(1, f"format version {probe.version} is newer than this Rewind reads ({VERSION}): a "
                       "newer Rewind wrote it, or the header is damaged")  # a flipped bit read as an upgrade to get
    if (probe.version in CHAINED) != tagged:  # no version may skip the checks of another
        raise LogError(1, f"the header says format version {probe.version}, which "
                       + ("has no chain hashes, but the records carry them: the header was changed"
                          if tagged else "needs a chain hash on every record, and they have none"))
    chunks = _prepend(first_chunk, chunks)
    if tagged:
        chain = ChainV2() if probe.version == 2 else Chain()
        return _read_chained(chained(chunks, fmt, chain), fmt, games, chain)
    return _read_old(probe.version, (raw for chunk in chunks for raw in chunk), codec, games)



def _prepend(first, rest: Iterator) -> Iterator:
    yield first
    yield from rest


def _each(chunks: Iterator[tuple[int, list[bytes]]]) -> Iterator[tuple[int, bytes]]:
    """(line, body) of each record of numbered chunks."""
    for first, bodies in chunks:
        yield from enumerate(bodies, first)


def _decode(decode, body: bytes, line: int, what: str):
    try:
        return decode(body)
    except DECODE_ERRORS as exc:
        raise LogError(line, f"bad {what}: {reason(exc)}") from None


def _events(decode, bodies: list[bytes], is_end) -> tuple[list, int]:
    """The entries decoded from `bodies` up to the first that is not an event, and how many."""
    events = bodies[:-1] if bodies and is_end(bodies[-1]) else bodies  # the end record comes last
    try:
        entries = list(map(decode, events))
    except DECODE_ERRORS:  # rare (a bad event, a misplaced end record): find which
        entries = []
        for body in bodies:
            try:
                entries.append(decode(body))
            except DECODE_ERRORS:
                break
    return entries, len(entries)


def open_session(games: dict, name: str, ruleset: str, options: dict, seats: list, seed: int | None,
                 policy: str, chance: str) -> Session:
    """The empty session a log's header describes, drawing chance as the log's version did
    (`chance`: its stream), or LogError on line 1."""
    game = games.get(name)
    if game is None:
        raise LogError(1, f"unknown game {name!r}", "log.unknown-game")
    refusal = game.ruleset_refusal(ruleset, len(seats))
    if refusal:
        raise LogError(1, f"this log {refusal}", "log.ruleset")
    if policy not in POLICIES:
        raise LogError(1, f"unknown undo policy {policy!r}")
    try:
        session = Session(game, [SeatSpec(s.name, s.kind) for s in seats], seed,
                          game.opened_options(ruleset, options, len(seats)), policy)
    except (msgspec.ValidationError, ValueError) as exc:
        raise LogError(1, reason(exc)) from None
    session._chance = STREAMS[chance](session.seed)
    return session


_seat_of, _event_of = attrgetter("seat"), attrgetter("event")


def _columns(entries: list) -> tuple[list[int], list]:
    """The seats and the events of decoded entries, as `replay` takes them (read in C)."""
    return list(map(_seat_of, entries)), list(map(_event_of, entries))


def replay(session: Session, seats: list[int], events: list, first_line: int) -> None:
    """Extend `session` by decoded events and their seats (see `_columns`); an illegal one is
    a LogError at its line."""
    try:
        session.extend_columns(seats, events)
    except IllegalMove as exc:
        line = first_line + session.extended  # the header is line 1: event n is line n + 1, and
        # the event's own number is named, as replays count (a review looked up event 30 for line 30)
        raise LogError(line, f"illegal event {line - 1}: {exc.text}", "log.illegal") from None


def _read_chained(chunks: Iterator[tuple[int, list[bytes]]], fmt: str, games: dict,
                  chain: Chain | ChainV2) -> Session | SeatLog:
    codec = msgspec.msgpack if fmt == "msgpack" else msgspec.json
    _, bodies = next(chunks)
    header = _decode(decoder(Header, codec).decode, bodies[0], 1, "header")
    chunks = _prepend((2, bodies[1:]), chunks)
    if header.kind not in KINDS:
        raise LogError(1, f"unknown log kind {header.kind!r}")
    if (header.seat >= 0) != (header.kind == "seat"):  # whose log: a seat log's alone
        raise LogError(1, "a seat log names the seat whose log it is, and only a seat log names one")
    if header.seed_known == (header.commitment != ""):
        raise LogError(1, "a log either names a chosen seed or commits to a secret one")
    if header.seed is not None and not header.seed_known and commitment(header.seed, header.salt) != header.commitment:
        raise LogError(1, "the revealed seed does not match the seed's commitment")
    if header.seed_known and header.seed is None:
        raise LogError(1, "the seed is marked known but not given")
    if header.chance not in STREAMS or (header.chance != "shake256" and not header.seed_known):
        raise LogError(1, f"chance stream {header.chance!r} is unknown, or not one a secret seed may use")
    session = open_session(games, header.game, header.ruleset, header.options, header.seats,
                           header.seed, header.policy, header.chance)
    game = session.game
    if header.kind == "seat":
        return _read_seat(_each(chunks), codec, header, game, chain)
    if header.seed is not None:  # every outcome is checked but a shared log's first ones, which
        # the check's words name (a known seed too: a share played to its end and on from before
        # it; they were checked against this seed, and refused: an audit)
        session.seed_known, session.salt = header.seed_known, header.salt
        session.unverified = header.unverified
    else:
        session.unverified = MAX_EVENTS + 1  # the seed is secret: chance is checked as possible
        session.log_commitment = header.commitment  # a seat log of this game commits to it too
    is_end = (lambda b: b[:1] in _MAP_BYTES) if fmt == "msgpack" else (lambda b: b[:7] == b'{"end":')
    if fmt == "msgpack":
        if not header.tags:
            raise LogError(1, "a MessagePack log must list its event tags")
        entry, _, from_compact = _compact(game, tuple(header.tags))
        decode = decoder(entry).decode
    else:
        decode, from_compact = decoder(_entry_type(game), msgspec.json).decode, None
    end, count = None, 0
    for first, bodies in chunks:  # decoded and replayed a chunk at a time
        if end is not None and bodies:
            raise LogError(first, "a record after the end record")
        entries, k = _events(decode, bodies, is_end)
        seats, events = _columns(entries)
        if from_compact:
            events = _expanded(events, from_compact)
        if count + k > MAX_EVENTS:
            keep = MAX_EVENTS - count
            replay(session, seats[:keep], events[:keep], first)
            raise LogError(first + keep, f"more than {MAX_EVENTS:,} events: no game is that long")
        replay(session, seats, events, first)  # the lines before a bad record name their own errors first
        count += k
        if k < len(bodies):
            line = first + k
            if not is_end(bodies[k]):
                _decode(decode, bodies[k], line, "event")  # raises: it did not decode above
            end = _decode(decoder(End, codec).decode, bodies[k], line, "end record")
            if k + 1 < len(bodies):
                raise LogError(line + 1, "a record after the end record")
    _end_checked(end, count, chain)
    last = count + 2
    if header.kind == "full" and header.seed is not None and not header.seed_known and not session.over:
        raise LogError(last, "this full log reveals its secret seed but its game is not over (a full "
                       "log reveals it only at the end; was the log cut short?)", "log.cut")
    chances = session.tree.chances[session.cursor]
    if header.unverified > chances:
        raise LogError(1, f"the header says the first {header.unverified} chance outcomes are unchecked, "
                       f"but the log has {chances}")
    if header.seed is None:
        if session.over and not header.seed_known:
            raise LogError(last, "the game is over but the log keeps its seed secret: its chance "
                           "outcomes cannot be checked", "log.seed-withheld")
        session.unverified = chances
    session.log_check = _check_text(session, header)
    return session


def _end_checked(end: End | None, count: int, chain: Chain | ChainV2) -> None:
    """The end record is there, counts the `count` events before it (line count + 2) and holds
    the whole chain hash of the record before it, whose tag has only its first bytes (the whole
    hash was written and never read: an audit)."""
    if end is None:
        raise LogError(count + 1, "the log is cut short: no end record after this line", "log.cut")
    if end.end != count:
        raise LogError(count + 2, f"the end record counts {end.end} events, the file has {count}")
    if end.chain != chain.digests[0].hex():
        raise LogError(count + 2, "the end record's chain hash is not that of the lines before it (it was changed)")


_MAP_BYTES = bytes(range(0x80, 0x90)) + b"\xde\xdf"


def _expanded(events: list, from_compact: dict) -> list:
    """The game's own events of decoded compact MessagePack events."""
    astuple = msgspec.structs.astuple
    return [from_compact[type(e)](*astuple(e)) for e in events]


def _check_text(session: Session, header: Header) -> str:
    """How far a loaded log was checked, for people (`session.log_check`)."""
    text = "hash chain; "
    if header.seed is None:
        text += ("each chance outcome one the rules allow, not yet checked against the seed (it stays "
                 "secret until the game ends)")  # "chance possible" read as jargon (helper-276)
    else:  # a save holds the secret seed of a game in play: nothing revealed it (a review)
        first = session.unverified  # (0 with a chosen seed)
        text += ("every chance outcome" if not first else f"every chance outcome after the first {first}") + (
            " checked against the " + ("known seed" if header.seed_known else "secret seed this save holds"
                                       if header.kind == "save" else "revealed seed"))
        if first:
            text += f"; those {first} came from a shared log and are possible but unchecked"
    return text


def _read_seat(records, codec, header: Header, game, chain: Chain | ChainV2) -> SeatLog:
    if not 0 <= header.seat < len(header.seats):
        raise LogError(1, f"a seat log of seat {header.seat}, which the game does not have")
    if header.seed is not None and not header.seed_known:
        raise LogError(1, "a seat log must not reveal a secret seed")
    decode, end_decode = decoder(_seat_entry_type(game), codec).decode, decoder(End, codec).decode
    entries, end = [], None
    for line, body in records:
        if end is not None:
            raise LogError(line, "a record after the end record")
        if body[:7] == b'{"end":':
            end = _decode(end_decode, body, line, "end record")
        elif len(entries) >= MAX_EVENTS:
            raise LogError(line, f"more than {MAX_EVENTS:,} events: no game is that long")
        else:
            entries.append(_decode(decode, body, line, "entry"))
    _end_checked(end, len(entries), chain)
    return SeatLog(game, header, entries, end)


def _nothing_hidden_shown(session: Session, events: list, seat: int) -> None:
    """A LogError at the first event the seat's log would hide, there in full: a placeholder
    filled in (made up, or copied from the full log) read as a log that hides nothing (an audit)."""
    game = session.game
    state = game.initial_state(session.options, len(session.seats))
    for line, event in enumerate(events, 2):
        if game.hidden_from(state, event, seat):
            raise LogError(line, "this seat log shows an event its seat did not see (another seat's "
                           "hidden draw): its placeholder was filled in", "log.seat-mismatch")
        game.apply(state, event)


def seat_session(log: SeatLog, games: dict) -> Session | None:
    """The game a seat log shows when it hides nothing from its seat (a game without hidden
    items): its events replayed through the rules, a LogError at the first illegal one; None
    when some are hidden (its positions cannot be drawn). A seat log never holds a secret
    seed, so chance is checked only where the seed was chosen."""
    if any(entry.event is None for entry in log.entries):
        return None
    h = log.header
    session = open_session(games, h.game, h.ruleset, h.options, h.seats, h.seed, h.policy, h.chance)
    # chance is checked as possible, as in a shared log; with the seed, but for a share's first outcomes
    session.unverified = MAX_EVENTS + 1 if h.seed is None else h.unverified
    seats, events = _columns(log.entries)
    hidden = session.game.info.hidden
    try:
        replay(session, seats, events, 2)
    except LogError as exc:  # a placeholder filled in before it is the earliest bad line
        if hidden:
            _nothing_hidden_shown(session, events[:exc.line - 2], h.seat)
        raise
    if hidden:
        _nothing_hidden_shown(session, events, h.seat)
    if _scored(log.end.outcome) != _scored(session.outcome() if session.over else None):
        # the file's scores are shown beside the replay: a forged total read as checked (an audit)
        raise LogError(len(log.entries) + 2, "the end record's final scores differ from the game "
                       "its events replay to", "log.seat-mismatch")
    if h.seed is None:
        session.unverified = session.tree.chances[session.cursor]
    if h.seed_known:
        chance = ("every chance outcome" + (f" after the first {h.unverified} (from a shared log)"
                                            if h.unverified else "") + " checked against the known seed")
    else:
        chance = "its chance outcomes unchecked (a seat log never holds a secret seed)"
    session.log_check = "hash chain; a seat log that hides nothing from its seat, replayed through the rules; " + chance
    return session


class SeatCheck(NamedTuple):
    """What `check_seat_log` found beside a match: lines it names, not refuses."""
    reworded: list[int]  # words unlike this Rewind's for the same event (words are not events)
    shown: list[int]     # an event this Rewind hides from that seat, shown as the full log has it
    elsewhere: bool = False  # the seat log's line is a branch of the full log's tree, not its current line


def _options_of(seat: SeatLog) -> Any:
    """The Options a seat log opens with, or None where they cannot be read."""
    try:
        return seat.options
    except (msgspec.ValidationError, ValueError, TypeError):
        return None


def check_seat_log(seat: SeatLog, full: Session) -> SeatCheck:
    """Raise LogError at the first line where `seat` differs from what the full log's game
    showed that seat (headers compared on what both carry: who acted, and each event or its
    placeholder). Names the lines whose words differ from the ones this Rewind gives the same
    event: words are not events (a newer version may say them better, a hand may have edited
    them), so they are named, not refused; and the lines that show an event this Rewind hides
    from that seat (an older version showed some; a hand may have filled a placeholder in). A
    seat log written mid-game is checked against the full log's first events, as many as it
    holds."""
    h = seat.header
    same = (h.game == full.game.name and full.game.plays_ruleset(h.ruleset, len(full.seats))
            and h.policy == full.policy
            and h.seats == [SeatRecord(s.name, s.kind) for s in full.seats]
            and _options_of(seat) == full.options  # as both open: an option added since
            and (h.seed == full.seed if h.seed_known else  # is missing from an older header (helper-285)
                 h.commitment == full.seed_commitment))
    if not same:
        raise LogError(1, "the seat log's header is not the full log's game", "log.seat-mismatch")
    cursor, current = full.cursor, set(full.path())
    with full.cursor_kept():
        node = _seat_line(seat, full, current)
        full.jump(node)
        path = full.path()
        # another line: neither on the cursor's nor past it on moves undone (helper-281)
        elsewhere = node not in current and cursor not in path and cursor != 0
        if len(seat.entries) > len(path):
            raise LogError(len(path) + 2, f"the seat log has {len(seat.entries)} events, the full log "
                           f"only {len(path)}", "log.seat-mismatch")
        full.jump(path[len(seat.entries) - 1] if seat.entries else 0)
        expected = read_log(io.BytesIO(seat_log(full, h.seat)), {full.game.name: full.game})
    events = [full.tree.event[n] for n in path]
    found = SeatCheck([], [], elsewhere)
    for line, (got, want) in enumerate(zip(seat.entries, expected.entries), 2):
        # an older version may have shown an event this one hides: the full log's own is named
        shown = want.event is None and got.event is not None and got.event == events[line - 2]
        if got.seat != want.seat or (got.event != want.event and not shown):
            raise LogError(line, "this event differs from the full log", "log.seat-mismatch")
        if shown:
            found.shown.append(line)
        if got.text != want.text:
            found.reworded.append(line)
    if _scored(seat.end.outcome) != _scored(expected.end.outcome):
        raise LogError(len(seat.entries) + 2, "the end record's final scores differ from the full log",
                       "log.seat-mismatch")
    # the board drawn in words, and an outcome's words (its categories' names, how it was won)
    if seat.end.board != expected.end.board or seat.end.outcome != expected.end.outcome:
        found.reworded.append(len(seat.entries) + 2)
    return found


def _seat_line(seat: SeatLog, full: Session, on_path: set[int]) -> int:
    """Where in `full`'s tree the seat log's line ends: the cursor where its line holds it,
    else a line of the tree that does (a whole-tree export holds every line undo left: a seat
    log of one was told "this event differs": an audit), a placeholder standing for any event
    of its seat; the cursor where none does (the check then names the first difference).
    `on_path`: the nodes of the cursor's line."""
    tree, entries = full.tree, seat.entries
    stack = [(0, 0)]  # (node, entries it matches)
    while stack:
        node, k = stack.pop()
        if k == len(entries):
            return node
        e = entries[k]
        stack += sorted(((child, k + 1) for child in tree.children[node]  # the cursor's line last
                         if tree.seat[child] == e.seat and e.event in (None, tree.event[child])),
                        key=lambda pair: pair[0] in on_path)  # in, so first out
    return full.cursor


def _scored(outcome: Outcome | None) -> tuple | None:
    """An outcome's numbers, without its words: each participant's total and categories' points
    in their order, the winners, how the game ended."""
    if outcome is None:
        return None
    return ([(s.total, list(s.categories.values())) for s in outcome.scores], outcome.winners, str(outcome.end))


# -- reading: old versions -----------------------------------------------------------------
class _HeaderV1(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: Name
    ruleset: Name
    options: Header.__annotations__["options"]
    seed: int
    seats: Annotated[list[SeatRecord], Meta(max_length=16)]
    policy: str = "casual"


class _HeaderV0(msgspec.Struct, forbid_unknown_fields=True):
    """Version 0 named seats `players` (names only), had no ruleset and no undo policy."""
    format: str
    version: int
    game: Name
    options: Header.__annotations__["options"]
    seed: int
    players: Annotated[list[Name], Meta(max_length=16)]


class _EndV1(msgspec.Struct, forbid_unknown_fields=True):
    end: int
    state_hash: str


@functools.cache
def _old_entry_type(game, version: int) -> type:
    number = "seq" if version == 1 else "n"  # version 0 numbered events `n`
    return msgspec.defstruct("OldEntry", [(number, int), ("seat", int), ("event", game.Event)],
                             forbid_unknown_fields=True)


def _read_old(version: int, records: Iterator[bytes], codec, games: dict) -> Session:
    """Version 1 (an end record with the hash of the final state) and version 0 (no check at
    all) load with the checks they had, flagged in `session.log_check`. A version-2 or -3 file
    relabelled older fails: its records carry fields the old versions forbid."""
    if version not in (0, 1):
        raise LogError(1, f"format version {version} is not known")
    header_raw = next(records)
    if version == 1:
        h = _decode(codec.Decoder(_HeaderV1).decode, header_raw, 1, "header")
        seats, ruleset, policy = h.seats, h.ruleset, h.policy
    else:
        h = _decode(codec.Decoder(_HeaderV0).decode, header_raw, 1, "header")
        seats, policy = [SeatRecord(name) for name in h.players], "casual"
        ruleset = games[h.game].ruleset if h.game in games else ""
    session = open_session(games, h.game, ruleset, h.options, seats, h.seed, policy, "mt19937")
    decode = codec.Decoder(_old_entry_type(session.game, version)).decode
    number = attrgetter("seq") if version == 1 else attrgetter("n")
    end_decoder = codec.Decoder(_EndV1)
    end, batch, count, first = None, [], 0, 2
    for line, raw in enumerate(records, 2):
        if end is not None:
            raise LogError(line, "a record after the end record")
        try:
            entry = decode(raw)
        except DECODE_ERRORS as exc:
            try:
                end = end_decoder.decode(raw)
            except DECODE_ERRORS:
                replay(session, *_columns(batch), first)
                raise LogError(line, f"bad event: {reason(exc)}") from None
            if version == 0:
                raise LogError(line, "version 0 logs have no end record: the header was rewritten")
            continue
        count += 1
        if count > MAX_EVENTS:
            raise LogError(line, f"more than {MAX_EVENTS:,} events: no game is that long")
        if number(entry) != count:
            replay(session, *_columns(batch), first)
            raise LogError(line, f"event numbered {number(entry)} where {count} was expected "
                           "(events missing or out of order)")
        batch.append(entry)
        if len(batch) == BATCH:
            replay(session, *_columns(batch), first)
            batch, first = [], line + 1
    replay(session, *_columns(batch), first)
    if version == 1:
        if end is None:
            raise LogError(count + 1, "the log is cut short: it has no end record", "log.cut")
        if end.end != count:
            raise LogError(count + 2, f"the end record counts {end.end} events, the file has {count}")
        if end.state_hash != session.state_hash():
            raise LogError(count + 2, "the replayed state does not match the recorded hash (the log was altered)")
    session.log_check = ("v1 end hash (weaker: a hash of the final state only, and a public seed)"
                         if version == 1 else "none (a version 0 log carries no check)")
    return session
