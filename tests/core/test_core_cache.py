"""The one bounded cache the games keep (`engine.core.cache.Bounded`): never more entries
than it may hold, the oldest dropped first, and an identity key never answers for another
object that got the id of a freed one."""
from __future__ import annotations

import gc

import pytest

from engine.core.cache import Bounded


def test_a_cache_never_holds_more_than_its_bound_and_drops_the_oldest():
    cache = Bounded(3)
    for k in range(5):
        assert cache.keep(("k", k), k * 10) == k * 10
    assert len(cache) == 3
    assert list(cache) == [("k", 2), ("k", 3), ("k", 4)]
    assert cache.get(("k", 0)) is None and cache.get(("k", 4)) == 40


def test_storing_a_key_again_replaces_its_value_without_dropping_another():
    cache = Bounded(2)
    cache.keep("a", 1)
    cache.keep("b", 2)
    cache.keep("a", 3)
    assert dict(cache) == {"a": 3, "b": 2}


def test_a_cache_holds_at_least_one_entry():
    with pytest.raises(ValueError):
        Bounded(0)


def test_an_identity_key_is_worked_out_once_per_object():
    cache = Bounded(4)
    made = []
    obj = {"x": 1}
    for _ in range(3):
        assert cache.by_identity(obj, lambda o: made.append(o) or len(o)) == 1
    assert made == [obj]
    assert cache.by_identity(obj, lambda o: 99, "other") == 99  # the extra key counts


def test_an_identity_key_keeps_its_object_so_no_new_object_gets_its_answer():
    cache = Bounded(4)
    first = [1, 2, 3]
    key = id(first)
    assert cache.by_identity(first, sum) == 6
    del first
    gc.collect()
    assert cache[(key,)][0] == [1, 2, 3]  # held: its id cannot be given to another list
    second = [10, 20]
    assert cache.by_identity(second, sum) == 30


def test_an_identity_key_tells_apart_an_object_that_got_a_reused_id():
    cache = Bounded(4)
    a, b = [1], [2]
    cache[(id(b),)] = (a, "a's answer")  # as if `a` were freed and `b` got its id
    assert cache.by_identity(b, lambda o: "b's answer") == "b's answer"


def test_make_computes_a_value_once_and_then_finds_it():
    cache = Bounded(2)
    calls = []

    def square(n: int) -> int:
        calls.append(n)
        return n * n

    assert [cache.make(("sq", n), square, n) for n in (3, 3, 4, 3)] == [9, 9, 16, 9]
    assert calls == [3, 4]
