"""Log records as bytes, below their meaning: the framing (JSON Lines' lines, MessagePack's bin
objects) read a chunk at a time so memory is bounded by the chunk, not the file; what is wrong
with a line as bytes (its encoding, its length, a blank); and the hash chain whose tag starts
every record (version 3's running sha256; version 2's, each record hashed apart, read only).
logfile.py decodes and replays what this yields."""
from __future__ import annotations

import binascii
import hashlib
import re
from operator import itemgetter
from typing import BinaryIO, Iterator

import msgspec

from engine.core.errors import LogError

MAX_RECORD = 64 * 1024   # bytes in one record: far above any real one
TAG = 8                  # bytes of the chain hash each record carries
DECODE_ERRORS = (msgspec.ValidationError, msgspec.DecodeError, RecursionError)  # msgspec stops deep nesting cleanly
_tag_of, _body_of = itemgetter(slice(TAG)), itemgetter(slice(TAG, None))  # split in C


# -- the chain -----------------------------------------------------------------------------
class Chain:
    """Version 3's chain: the running sha256 of the records read or written so far. A reader's
    `digests` are the whole digests of the last two records read (the tags are their first
    TAG bytes): the end record holds the one before it in full."""

    def __init__(self) -> None:
        self._hash = hashlib.sha256()
        self.digests = (b"", b"")

    def tag(self, body: bytes) -> bytes:
        """The digest whose first TAG bytes the next record, `body` without its tag, carries."""
        h = self._hash.copy()
        h.update(body)
        return h.digest()

    def past(self, raws: list[bytes]) -> None:
        """Add whole records (their tags included) to the running hash."""
        self._hash.update(b"\n".join(raws) + b"\n")

    def chunk(self, raws: list[bytes], bodies: list[bytes], tags: bytes) -> bool:
        """Move past a chunk when the tag of its last record (which covers every byte before
        it; `tags` ends with it) matches; otherwise stay where it was and say so."""
        before, second = self._hash.copy(), self.digests[1]
        if len(raws) > 2:
            self.past(raws[:-2])
        if len(raws) > 1:
            second = self.tag(bodies[-2])
            self.past(raws[-2:-1])
        last = self.tag(bodies[-1])
        if last[:TAG] == tags[-TAG:]:
            self.past(raws[-1:])
            self.digests = (second, last)
            return True
        self._hash = before
        return False

    def record(self, raw: bytes, body: bytes, tag: bytes) -> bool:
        """Move past one record when its tag matches; otherwise stay and say so."""
        digest = self.tag(body)
        if digest[:TAG] != tag:
            return False
        self.past([raw])
        self.digests = (self.digests[1], digest)
        return True


class ChainV2:
    """Version 2's chain, read only: each record hashed apart, sha256(previous digest, body)."""

    def __init__(self) -> None:
        self.digest = b""
        self.digests = (b"", b"")

    def tag(self, body: bytes) -> bytes:
        return hashlib.sha256(self.digest + body).digest()

    def chunk(self, raws: list[bytes], bodies: list[bytes], tags: bytes) -> bool:
        d, digests, sha256 = self.digest, [self.digest], hashlib.sha256
        append = digests.append
        for body in bodies:
            d = sha256(d + body).digest()
            append(d)
        if b"".join(map(_tag_of, digests[1:])) != tags:
            return False
        self.digest, self.digests = d, (digests[-2], d)
        return True

    def record(self, raw: bytes, body: bytes, tag: bytes) -> bool:
        digest = self.tag(body)
        if digest[:TAG] != tag:
            return False
        self.digest, self.digests = digest, (self.digest, digest)
        return True


# -- framing -------------------------------------------------------------------------------
# The file is read a chunk at a time and each chunk is checked in bulk (framing, then the
# chain); only a chunk that fails is gone through record by record, to name its first bad
# line. A stream stops at a bad record after yielding the good ones before it, so that the
# reader replays those first: the earliest bad line is always the one named.
CHUNK = 256 * 1024  # bytes read at once: the reader's memory is bounded by this, not the file
BOM = b"\xef\xbb\xbf"


def line_error(raw: bytes, line: int) -> LogError | None:
    # before its length: lines ending in CR alone are all one line
    if line == 1 and (problem := _encoding_problem(raw)):
        return LogError(1, problem, unit="record" if _bom_before_msgpack(raw) else "line")
    if len(raw) >= MAX_RECORD:  # with its line end, more than a record may hold
        return LogError(line, f"the line is longer than the {MAX_RECORD:,} bytes a record may hold")
    if not raw.strip():
        return LogError(line, "a blank line (a Rewind log has none)")
    return None


def _whole_json(raw: bytes) -> bool:
    try:
        msgspec.json.decode(raw)
    except DECODE_ERRORS:
        return False
    return True


def jsonl_chunks(stream: BinaryIO) -> Iterator[list[bytes]]:
    """The lines of a JSON Lines file, without their line ends, a chunk at a time."""
    line, carry = 0, b""  # line: how many lines came before this chunk
    while True:
        block = stream.read(CHUNK)
        data = carry + block
        if block:
            lines = data.split(b"\n")
            carry = lines.pop()
        else:  # the end: the last line needs no line end
            lines, carry = ([data] if data else []), b""
        if b"\r" in data:
            lines = [raw.rstrip(b"\r") for raw in lines]
        if lines and (not all(lines) or max(map(len, lines)) >= MAX_RECORD or any(map(bytes.isspace, lines))
                      or (line == 0 and _encoding_problem(lines[0]))):
            for k, raw in enumerate(lines):
                error = line_error(raw, line + k + 1)
                if error:
                    if k:
                        yield lines[:k]
                    raise error
        if not block and lines and line + len(lines) > 1 and not _whole_json(lines[-1]):  # cut short
            if len(lines) > 1:
                yield lines[:-1]
            # (bytes added after a whole file read as a cut: an audit appended a NUL)
            raise LogError(line + len(lines), "this last line is not a whole record: the file is cut "
                           "short inside it, or bytes were added after its end")
        if lines:
            yield lines
        line += len(lines)
        if len(carry) >= MAX_RECORD:
            raise line_error(carry, line + 1)
        if not block:
            return


_UTF16 = (b"\xff\xfe", b"\xfe\xff")  # its byte-order marks
_UTF32 = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff")  # its byte-order marks (the first begins as UTF-16's)
BOM_REASON = "the file starts with a byte-order mark (BOM): save it as UTF-8 without one"


def _bom_before_msgpack(first: bytes) -> bool:
    """A BOM before a binary log: not a text editor's doing, and a file of records, not lines."""
    return first.startswith(BOM) and first[3:4] != b"" and first[3] in BIN_WIDTH


def _encoding_problem(first: bytes) -> str | None:
    """Why a file whose first line begins `first` is not the UTF-8 Rewind writes, told by its
    first bytes; None when they could be."""
    if first.startswith(BOM):
        return ("the file starts with a byte-order mark (BOM) before a MessagePack log: remove its "
                "first 3 bytes") if _bom_before_msgpack(first) else BOM_REASON
    if first[:4] in _UTF32:
        return "the file is in UTF-32: save it as UTF-8"
    if first[:2] in _UTF16:
        return "the file is in UTF-16: save it as UTF-8"
    if b"}\r{" in first:  # no JSON record holds a raw CR: records that end in one alone
        return ("the file's lines end in a carriage return alone (old Mac line ends): save it with "
                "line feeds (LF or CRLF)")
    if first[:1] == b"\x00" and not first[:4].strip(b"\x00"):  # /dev/zero read as UTF-16 (an audit)
        return "the file starts with NUL bytes only, no text: it is no log (a file of zeros, or a device)"
    if b"\x00" in first[:4]:  # '{' and '"' with NUL bytes between: a wide encoding without a BOM
        return "the file looks like UTF-16 or UTF-32 without a byte-order mark (NUL bytes between its characters): save it as UTF-8"
    return None
BIN_WIDTH = {0xC4: 1, 0xC5: 2, 0xC6: 4}


def msgpack_chunks(stream: BinaryIO) -> Iterator[list[bytes]]:
    """The payloads of a stream of MessagePack `bin` objects, a chunk at a time."""
    line, carry = 0, b""
    while True:
        block = stream.read(CHUNK)
        data = carry + block
        payloads, i, end, error = [], 0, len(data), None
        append = payloads.append
        while i < end:
            if data[i] == 0xC4 and i + 1 < end:  # bin 8: nearly every record (never too long)
                start = i + 2
                stop = start + data[i + 1]
            else:
                width = BIN_WIDTH.get(data[i])
                if width is None:
                    error = "not a Rewind MessagePack record (expected a bin object)"
                    break
                start = i + 1 + width
                size = int.from_bytes(data[i + 1:start], "big")
                if size > MAX_RECORD and start <= end:
                    error = f"the record is longer than the {MAX_RECORD:,} bytes a record may hold"
                    break
                stop = start + size
            if stop > end:  # the rest comes with the next block
                break
            append(data[start:stop])
            i = stop
        carry = data[i:]
        if payloads:
            yield payloads
        line += len(payloads)
        if error:
            raise LogError(line + 1, error)
        if not block:
            if carry:
                raise LogError(line + 1, "the file is cut short inside a record")
            return


def reason(exc: Exception) -> str:
    """msgspec's refusal of a record in a player's words."""
    if isinstance(exc, RecursionError):  # msgspec's "maximum recursion depth exceeded while ..."
        return "lists or objects nested too deeply"
    return str(exc).replace("`$.", "`").replace("`$`", "the record")


# -- records checked against the chain -----------------------------------------------------
HEAD = 24  # {"h":"<16 hex digits>",
_head_of = itemgetter(slice(HEAD))  # read in C, as _tag_of
_TAG_HEX = re.compile(rb'[0-9a-f]{16}')  # a chain tag: lower case, as written and as the schema says
_HEADS = re.compile(rb'(?:\{"h":"%s",)*' % _TAG_HEX.pattern)


def _tag_and_body(raw: bytes, line: int, fmt: str) -> tuple[bytes, bytes]:
    if fmt != "jsonl":
        return raw[:TAG], raw[TAG:]
    if raw[:6] != b'{"h":"' or raw[22:HEAD] != b'",':
        raise LogError(line, 'the record does not start with its chain hash {"h":"…",')
    tag = raw[6:22]
    if not _TAG_HEX.fullmatch(tag):  # the chain hashes the line as written: an upper-case tag, read
        # as hex, broke the next line's (a review)
        raise LogError(line, "the chain hash is not 16 lower-case hexadecimal digits")
    return bytes.fromhex(tag.decode("ascii")), b"{" + raw[HEAD:]


def chained(chunks: Iterator[list[bytes]], fmt: str, chain: Chain | ChainV2) -> Iterator[tuple[int, list[bytes]]]:
    """(first line, bodies) of chained records whose tags all match, a chunk at a time: a
    chunk is checked at once (`chunk`), and one that fails is gone through record by record to
    name the first bad line (a LogError after the good bodies before it)."""
    line, previous = 1, None
    for raws in chunks:
        if fmt == "jsonl":
            heads = b"".join(map(_head_of, raws))
            bodies = [b"{" + raw[HEAD:] for raw in raws]
            tags = (binascii.unhexlify(heads.translate(None, b'{"h:,'))
                    if len(heads) == HEAD * len(raws) and _HEADS.fullmatch(heads) else None)
        else:  # version 3 checks a chunk by its last tag alone (it covers every byte before it)
            tags = b"".join(map(_tag_of, raws)) if isinstance(chain, ChainV2) else raws[-1][:TAG]
            bodies = list(map(_body_of, raws))
        if tags is None or not chain.chunk(raws, bodies, tags):
            for k, raw in enumerate(raws):
                try:
                    tag, body = _tag_and_body(raw, line + k, fmt)
                    if not chain.record(raw, body, tag):
                        raise _chain_break(line + k, raw == (raws[k - 1] if k else previous))
                except LogError:
                    if k:
                        yield line, bodies[:k]
                    raise
        previous = raws[-1]
        yield line, bodies
        line += len(raws)


def _chain_break(line: int, repeated: bool) -> LogError:
    if repeated:
        return LogError(line, f"this line repeats line {line - 1}")
    return LogError(line, "the hash chain breaks here: this line was changed, or a line before "
                    "it is missing, added or out of order" if line > 1 else
                    "the header does not match its hash (it was changed)")
