"""The one kind of module-level cache the games keep: bounded, keyed by a stable key.

A bot or a rules helper that works the same thing out again and again keeps the answers
in a `Bounded` cache: at most `most` entries, the oldest stored dropped first, so a long
search cannot grow it without end. A key is made of values (tuples, numbers, strings), or
of an object's identity through `by_identity`, which holds the object in the entry: an
object whose `id()` is a key can then never be freed and its id given to another object
while the entry lives (a bare ``id(obj)`` key would answer for the wrong object then).
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")


class Bounded(OrderedDict):
    """A dict of at most `most` entries, the oldest stored dropped first (an
    OrderedDict: a plain dict finds its first key ever more slowly as its oldest entries
    are deleted). Look up with `get` (as fast as a dict's); store with `keep`."""

    def __init__(self, most: int) -> None:
        super().__init__()
        if most < 1:
            raise ValueError(f"a cache holds at least one entry, not {most}")
        self.most = most

    def keep(self, key: Hashable, value: T) -> T:
        """Store `value` under `key` (dropping the oldest entry when full) and return it."""
        if key not in self and len(self) >= self.most:
            self.popitem(last=False)
        self[key] = value
        return value

    def make(self, key: Hashable, compute: Callable[..., T], *args: Any) -> T:
        """``self[key]``, computed as ``compute(*args)`` the first time it is asked."""
        found = self.get(key)
        if found is None:
            found = self.keep(key, compute(*args))
        return found

    def by_identity(self, obj: Any, make: Callable[[Any], T], *rest: Hashable) -> T:
        """What `make(obj)` gives, kept by the identity of `obj` (and the values `rest`):
        the entry holds `obj`, so its id cannot be reused while the entry lives."""
        key = (id(obj), *rest)
        found = self.get(key)
        if found is None or found[0] is not obj:
            found = self.keep(key, (obj, make(obj)))
        return found[1]
