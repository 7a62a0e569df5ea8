"""A game in a link: its save, its seats and a position, compressed into the URL's
fragment (zlib, then base64url), so that a teacher can hand a position to a class with no
server. Opening a link replays it like an imported file, after the same size and depth
checks (`ui.records.read_json`): a damaged or doctored link is refused with a reason, and
nothing stored is touched.
"""
from __future__ import annotations

import base64
import binascii
import json
import zlib
from typing import Any

from .records import MAX_CHARS, BadFile, check_record, new_id, read_json

#: what starts a game link's fragment (``#game=...``)
PREFIX = "game="
#: the longest link made (characters of the fragment): mail and chat programs cut or
#: refuse longer ones; a longer game is shared as an exported file
MAX_LINK = 8000
#: the longest fragment opened; it may unpack to no more text than an imported file
#: (`MAX_CHARS`): a crafted link must not make the page unpack without end
MAX_OPEN = 100_000


class BadLink(ValueError):
    """A link that cannot be made or opened: ``too_long``, ``damaged`` or ``not_game``."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


def is_link(fragment: str) -> bool:
    return fragment.lstrip("#").startswith(PREFIX)


def encode(record: dict, at: int) -> str:
    """The fragment (without ``#``) for the game of `record`, shown at position `at`."""
    data = {"engine": record["engine"], "page": {"seats": record["page"]["seats"]}, "at": at}
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode()
    text = PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).rstrip(b"=").decode()
    if len(text) > MAX_LINK:
        raise BadLink("too_long")
    return text


def decode(fragment: str) -> tuple[dict, Any, int]:
    """(record with a new id, its state, the position to show) from a link's fragment.

    Raises `BadLink` for a link that is not a whole game link, `ui.store.BadFile` for one
    that holds no save, and `engine.BadSave` for a save whose moves do not replay."""
    text = fragment.lstrip("#")[len(PREFIX):]
    if len(text) > MAX_OPEN:
        raise BadLink("too_long")
    unpack = zlib.decompressobj()
    try:
        raw = unpack.decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)),
                                MAX_CHARS + 1)
    except (binascii.Error, zlib.error, ValueError):
        raise BadLink("damaged") from None
    if unpack.unconsumed_tail:
        raise BadLink("too_long")
    if not unpack.eof:
        raise BadLink("damaged")  # cut short
    try:
        # measured before it is parsed, like an import: JSON nested thousands deep would
        # exhaust the interpreter's stack (in the browser, the JavaScript stack under it)
        data = read_json(raw.decode())
    except UnicodeDecodeError:
        raise BadLink("damaged") from None
    except BadFile as exc:
        raise BadLink("too_long" if exc.code == "too_large" else "damaged") from None
    if not isinstance(data, dict) or type(data.get("at")) is not int:
        raise BadLink("not_game")
    record, state = check_record(data)
    record["id"] = new_id()
    return record, state, max(0, min(data["at"], state.hist_len))
