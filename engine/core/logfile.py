"""Event logs as files: JSON Lines (readable) or MessagePack (compact).

Record 1 is a header (format, version, game, ruleset, options, seed, seats, undo policy),
then one record per event on the path to the cursor (sequence number, seat, event), then an
end record with the event count and a hash of the final state. Reading replays every event
through the rules; the first bad record stops the load with its number and reason.
In MessagePack each record is a `bin` object holding that record's own MessagePack, so a
reader can find record boundaries (and name the record that is cut short).
"""
from __future__ import annotations

import gc
import os
from operator import attrgetter
import tempfile
from pathlib import Path
from typing import Any, Callable

import msgspec

from engine.core.errors import IllegalMove, LogError
from engine.core.game import SeatSpec
from engine.core.session import POLICIES, Session

FORMAT = "rewind-log"
VERSION = 1


class Header(msgspec.Struct, forbid_unknown_fields=True):
    format: str
    version: int
    game: str
    ruleset: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatSpec]
    policy: str = "casual"


class End(msgspec.Struct, forbid_unknown_fields=True):
    end: int  # how many events came before
    state_hash: str


class _Probe(msgspec.Struct):
    format: str
    version: int


def _entry_type(game) -> type:
    return msgspec.defstruct("Entry", [("seq", int), ("seat", int), ("event", game.Event)],
                             forbid_unknown_fields=True)


# -- writing -------------------------------------------------------------------------------
def _records(session: Session) -> list[Any]:
    game = session.game
    entry = _entry_type(game)
    header = Header(FORMAT, VERSION, game.name, game.ruleset,
                    msgspec.to_builtins(session.options), session.seed, session.seats,
                    session.policy)
    entries = [entry(i, seat, event) for i, (seat, event) in enumerate(session.events(), 1)]
    return [header, *entries, End(len(entries), session.state_hash())]


def dumps_log(session: Session, fmt: str = "jsonl") -> bytes:
    records = _records(session)
    if fmt == "jsonl":
        return b"".join(msgspec.json.encode(r) + b"\n" for r in records)
    if fmt == "msgpack":
        return b"".join(msgspec.msgpack.encode(msgspec.msgpack.encode(r)) for r in records)
    raise ValueError(f"unknown log format {fmt!r}")


def format_for(path: str | os.PathLike) -> str:
    return "msgpack" if str(path).endswith((".msgpack", ".mpk")) else "jsonl"


def export_log(session: Session, path: str | os.PathLike) -> Path:
    """Write atomically: a temp file beside the target, then a rename."""
    path = Path(path)
    data = dumps_log(session, format_for(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
    return path


# -- reading -------------------------------------------------------------------------------
def _split_msgpack(data: bytes) -> list[bytes]:
    """Cut a stream of msgpack `bin` objects into their payloads."""
    out, i, n = [], 0, len(data)
    sizes = {0xC4: 1, 0xC5: 2, 0xC6: 4}
    while i < n:
        width = sizes.get(data[i])
        if width is None:
            raise LogError(len(out) + 1, "not a Rewind MessagePack record (expected a bin object)")
        if i + 1 + width > n:
            raise LogError(len(out) + 1, "the file is cut short inside a record")
        size = int.from_bytes(data[i + 1:i + 1 + width], "big")
        start = i + 1 + width
        if start + size > n:
            raise LogError(len(out) + 1, "the file is cut short inside a record")
        out.append(data[start:start + size])
        i = start + size
    return out


def _v0_to_v1(header: dict, entries: list[dict], game) -> tuple[dict, list[dict], dict | None]:
    """Version 0 named seats `players` (names only), numbered events `n`, had no ruleset,
    no undo policy and no end record: it carried no state hash to check."""
    header = dict(header)
    header["version"] = 1
    header["seats"] = [{"name": name, "kind": "human"} for name in header.pop("players")]
    header.setdefault("ruleset", game.ruleset)
    entries = [{"seq": e.pop("n"), **e} for e in entries]
    return header, entries, None


UPCASTERS: dict[int, Callable] = {0: _v0_to_v1}


def _reason(exc: Exception) -> str:
    return str(exc).replace("`$.", "`").replace("`$`", "the record")


def loads_log(data: bytes, games: dict | None = None) -> Session:
    """Rebuild a session from log bytes, or raise LogError naming the first bad record."""
    if games is None:
        from engine.registry import GAMES as games  # games import the kernel: import late
    collecting = gc.isenabled()
    gc.disable()  # a load makes many objects and frees none: collection passes are waste
    try:
        return _loads(data, games)
    finally:
        if collecting:
            gc.enable()


def _loads(data: bytes, games: dict) -> Session:
    if not data.strip():
        raise LogError(1, "the file is empty")
    if data[:1] in (b"\xc4", b"\xc5", b"\xc6"):
        records, codec = _split_msgpack(data), msgspec.msgpack
    else:
        records, codec = data.split(b"\n"), msgspec.json
        if records and records[-1] == b"":
            records.pop()
    try:
        probe = codec.decode(records[0], type=_Probe)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise LogError(1, f"not a Rewind log header ({_reason(exc)})") from None
    if probe.format != FORMAT:
        raise LogError(1, f"format is {probe.format!r}, not {FORMAT!r}")
    if probe.version > VERSION:
        raise LogError(1, f"format version {probe.version} is newer than this Rewind reads ({VERSION})")
    if probe.version < VERSION and probe.version not in UPCASTERS:
        raise LogError(1, f"format version {probe.version} is not known")
    if probe.version < VERSION:
        return _load_old(records, codec, probe.version, games)
    return _load(records, codec, games)


def _open_session(header: Header, games: dict) -> tuple[Session, Any]:
    if header.game not in games:
        raise LogError(1, f"unknown game {header.game!r}")
    game = games[header.game]
    if header.ruleset != game.ruleset:
        raise LogError(1, f"{game.title} ruleset {header.ruleset!r}; this Rewind plays {game.ruleset!r}")
    if header.policy not in POLICIES:
        raise LogError(1, f"unknown undo policy {header.policy!r}")
    try:
        options = msgspec.convert(header.options, game.Options)
        session = Session(game, header.seats, header.seed, options, header.policy)
    except (msgspec.ValidationError, ValueError) as exc:
        raise LogError(1, _reason(exc)) from None
    return session, game


def _replay(session: Session, entries: list[Any], first_line: int) -> None:
    if list(map(attrgetter("seq"), entries)) != list(range(1, len(entries) + 1)):
        offset = next(i for i, entry in enumerate(entries) if entry.seq != i + 1)
        raise LogError(first_line + offset, f"event numbered {entries[offset].seq} where "
                       f"{offset + 1} was expected (events missing or out of order)")
    try:
        session.extend(entries)
    except IllegalMove as exc:
        raise LogError(first_line + session.extended, f"illegal event: {exc.rule}") from None


def _load(records: list[bytes], codec, games: dict) -> Session:
    try:
        header = codec.decode(records[0], type=Header)
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        raise LogError(1, f"bad header: {_reason(exc)}") from None
    session, game = _open_session(header, games)
    decoder = codec.Decoder(_entry_type(game))
    last = len(records)
    try:
        end = codec.decode(records[-1], type=End) if last > 1 else None
    except (msgspec.ValidationError, msgspec.DecodeError) as exc:
        try:
            decoder.decode(records[-1])
        except (msgspec.ValidationError, msgspec.DecodeError):
            raise LogError(last, f"bad end record: {_reason(exc)}") from None
        end = None
    if end is None:
        raise LogError(last, "the log is cut short: it has no end record")
    decode = decoder.decode
    try:
        entries = [decode(raw) for raw in records[1:-1]]
    except (msgspec.ValidationError, msgspec.DecodeError):
        for i, raw in enumerate(records[1:-1], 2):  # find the bad line
            try:
                decode(raw)
            except (msgspec.ValidationError, msgspec.DecodeError) as exc:
                raise LogError(i, f"bad event: {_reason(exc)}") from None
    if end.end != len(entries):
        raise LogError(last, f"the end record counts {end.end} events, the file has {len(entries)}")
    _replay(session, entries, 2)
    if end.state_hash != session.state_hash():
        raise LogError(last, "the replayed state does not match the recorded hash (the log was altered)")
    return session


def _load_old(records: list[bytes], codec, version: int, games: dict) -> Session:
    dicts = []
    for i, raw in enumerate(records, 1):
        try:
            value = codec.decode(raw)
        except msgspec.DecodeError as exc:
            raise LogError(i, f"not valid {'JSON' if codec is msgspec.json else 'MessagePack'}: {exc}") from None
        if not isinstance(value, dict):
            raise LogError(i, "a record must be an object")
        dicts.append(value)
    header_dict, entry_dicts = dicts[0], dicts[1:]
    game = games.get(header_dict.get("game"))
    if game is None:
        raise LogError(1, f"unknown game {header_dict.get('game')!r}")
    end_dict = None
    while version < VERSION:
        try:
            header_dict, entry_dicts, end_dict = UPCASTERS[version](header_dict, entry_dicts, game)
        except (KeyError, TypeError) as exc:
            raise LogError(1, f"cannot upcast version {version}: missing {exc}") from None
        version += 1
    try:
        header = msgspec.convert(header_dict, Header)
    except msgspec.ValidationError as exc:
        raise LogError(1, f"bad header: {_reason(exc)}") from None
    session, game = _open_session(header, games)
    entry = _entry_type(game)
    entries = []
    for i, d in enumerate(entry_dicts, 2):
        try:
            entries.append(msgspec.convert(d, entry))
        except msgspec.ValidationError as exc:
            raise LogError(i, f"bad event: {_reason(exc)}") from None
    _replay(session, entries, 2)
    if end_dict is not None:
        end = msgspec.convert(end_dict, End)
        if end.state_hash != session.state_hash():
            raise LogError(len(records), "the replayed state does not match the recorded hash")
    return session


def import_log(path: str | os.PathLike, games: dict | None = None) -> Session:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise LogError(0, f"cannot read {path}: {exc.strerror}") from None
    return loads_log(data, games)
