"""Seeded fuzz: many random Montana games over 2-4 players, checking invariants.

Reproducible: game i uses seed i for the set-up and for the random players, with the
quick start on for even seeds and off (the start region chosen at random) for odd ones; a
failure names the seed. Every step checks the cheap invariants (nothing negative, at most
8 workers on a board, camps only next to occupied regions); every CONSERVE-th step and the
end of every game check that goods, workers and cows are conserved. Every SAMPLE-th step
also checks that every legal action applies, that illegal ones raise and change nothing,
and that `apply` left its input untouched; every REPLAY_EVERY-th game checks replay and
the save -> JSON -> load round trip. Random games are long (about 330 moves at 2 players,
380 at 3 or 4), so the expensive checks are sampled to keep the file near 30 s.
"""
import json

import pytest

import engine
from engine.core import Rng
from engine.core.state import _plain
from engine.montana.board import neighbours
from engine.montana.data import CAMPS, COLOURS, COWS_TOTAL, START_GOODS, SUPPLY, WORKERS_PER_COLOUR
from tests.contract import FUZZ_BLOCKS, check_moves_apply, seed_block

from .helpers import cow_total, goods_totals, worker_totals

G = engine.GAMES["montana"]
GAMES_PER_COUNT = {2: 200, 3: 150, 4: 150}
SAMPLE = 47
CONSERVE = 5
REPLAY_EVERY = 10
MAX_STEPS = 5_000  # the longest seen: about 870 moves (seed 118, 3 players)
BOGUS = ["build:99,99", "build:0,0", "harvest:mine:3", "harvest:forest:0", "bank:3",
         "town:4:0", "town:0:4", "advance:8", "advance:0", "reward:9:9", "reward:4:0:0",
         "cow:gold", "cow:worker:gold", "take:gold", "release:gold", "send:gold",
         "start:99,99", "canteen", "endturn", "small", "stop", "pass", "recruit"]


def _check_step(s, seed):
    """The cheap invariants, after every move."""
    for seat, p in enumerate(s.players):
        held = [*p.goods.values(), *p.workers.values(), *p.incoming.values(), p.coins,
                p.cows, p.canteens, p.camps_left]
        assert min(held) >= 0, f"seed {seed}: seat {seat} holds something negative"
        assert p.worker_count() <= 8, f"seed {seed}: seat {seat} has 9+ workers on its board"
    assert min(s.supply.values()) >= 0 and min(s.worker_supply.values()) >= 0
    assert s.cow_supply >= 0


def _check_conserved(s, seat_count, seed):
    """Goods (the starting goods came from the box), workers and cows are conserved."""
    expected = {g: k + seat_count * START_GOODS.get(g, 0) for g, k in SUPPLY[seat_count].items()}
    assert goods_totals(s) == expected, f"seed {seed}: goods not conserved"
    assert worker_totals(s) == dict.fromkeys(COLOURS, WORKERS_PER_COLOUR), (
        f"seed {seed}: workers not conserved")
    assert cow_total(s) == COWS_TOTAL, f"seed {seed}: cows not conserved"


def _check_camps(before, after, seed):
    """A new camp stands on free land next to the start region or an earlier camp."""
    occupied = {before.start_region, *before.camps}
    for h in set(after.camps) - set(before.camps):
        assert after.regions[h].kind == "land" and h not in occupied, f"seed {seed}: {h}"
        assert after.camps[h][1] >= 1, f"seed {seed}: a region built on without a camp"
        assert any(nb in occupied for nb in neighbours(h)), (
            f"seed {seed}: camp on {h} is not next to an occupied region")


def _fingerprint(s):
    """`snapshot()` without the whole history and log, which make it slow late in a game;
    their lengths and latest entries stand for them (they are append-only)."""
    fields = {k: v for k, v in vars(s).items() if k not in ("_hist", "_log", "_legal")}
    return _plain(fields), _plain(s.history[-1:]), _plain(s.log_entries[-1:])


def _play(players, seed):
    s = G.new(players, seed, {"quick_start": seed % 2 == 0})
    rng = Rng(seed)
    bot = G.bots["random"]
    canteens = len(s.canteens_on_map)
    steps = spent = 0
    _check_step(s, seed)
    _check_conserved(s, players, seed)
    while not G.is_over(s):
        seat = G.to_act(s)[0]
        if steps % SAMPLE == 0:
            check_moves_apply(G, s, seed, rng, BOGUS, _fingerprint)
        action = bot(s, seat, rng, 0)
        new = G.apply(s, action)
        _check_step(new, seed)
        if steps % CONSERVE == 0:
            _check_conserved(new, players, seed)
        if new.camps is not s.camps:
            _check_camps(s, new, seed)
        spent += action.key == "canteen"
        s = new
        steps += 1
        assert steps < MAX_STEPS, f"seed {seed}: the game does not end"
    _check_conserved(s, players, seed)
    assert s.start_region not in s.cows_on_map, f"seed {seed}: a cow under the start tile"
    assert len(s.canteens_on_map) + sum(p.canteens for p in s.players) + spent == canteens
    return s


@pytest.mark.parametrize("players", sorted(GAMES_PER_COUNT))
@pytest.mark.parametrize("block", range(FUZZ_BLOCKS))
def test_random_games_keep_every_invariant(players, block):
    for seed in seed_block(GAMES_PER_COUNT[players], block):
        s = _play(players, seed)
        # somebody built their last camp; the game ended with the start player's right
        # neighbour's turn
        assert s.ending and any(p.camps_left == 0 for p in s.players), f"seed {seed}"
        assert s.active == s.order[-1], f"seed {seed}: ended on seat {s.active}'s turn"
        assert G.to_act(s) == [] and G.winners(s), f"seed {seed}"
        scores = G.scores(s)
        for seat, p in enumerate(s.players):
            assert scores[seat]["total"] == scores[seat]["camps"] == CAMPS[players] - p.camps_left
        assert s.tasks == () and s.town == {}, f"seed {seed}: the game ended mid-action"
        if seed % REPLAY_EVERY == 0:
            # replaying the action list reproduces the state; save -> JSON -> load too
            assert G.replay(s, s.hist_len).snapshot() == s.snapshot(), f"seed {seed}: replay"
            loaded = engine.load(json.loads(json.dumps(G.save(s))))
            assert loaded.snapshot() == s.snapshot(), f"seed {seed}: save/load"
