"""The move value every game, save, log and DOM button shares."""
from __future__ import annotations

from typing import Union

Param = Union[int, str]
_set = object.__setattr__


class Action:
    """An immutable move: who (`seat`), what (`kind`) and primitive `params`.

    `key` is the canonical string (``bid:2:9``): the same key always means the same move,
    so it is what saves, logs, fixtures and ``data-action`` carry. `free` marks the
    optional side actions (trades, debt) offered beside the main decision; it is not part
    of the key.
    """

    __slots__ = ("free", "key", "kind", "params", "seat")

    def __init__(self, seat: int, kind: str, *params: Param, free: bool = False) -> None:
        _set(self, "seat", seat)
        _set(self, "kind", kind)
        _set(self, "params", params)
        _set(self, "key", kind + ":" + ":".join(map(str, params)) if params else kind)
        _set(self, "free", free)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    @classmethod
    def from_key(cls, seat: int, key: str) -> "Action":
        """Parse a key back into an Action (numeric parts become ints)."""
        if not isinstance(key, str) or not key:
            raise ValueError(f"an action key must be a non-empty string, not {key!r}")
        kind, *rest = key.split(":")
        params = [int(p) if p.lstrip("-").isdigit() else p for p in rest]
        return cls(seat, kind, *params)

    def to_json(self) -> list:
        """The save-file form: ``[seat, key]``."""
        return [self.seat, self.key]

    @classmethod
    def from_json(cls, data: object) -> "Action":
        if (not isinstance(data, list) or len(data) != 2 or not isinstance(data[0], int)
                or isinstance(data[0], bool) or not isinstance(data[1], str)):
            raise ValueError(f"an action must be [seat, key], not {data!r}")
        return cls.from_key(data[0], data[1])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and self.seat == other.seat and self.key == other.key

    def __hash__(self) -> int:
        return hash((self.seat, self.key))

    def __repr__(self) -> str:
        return f"Action({self.seat}, {self.key!r})"
