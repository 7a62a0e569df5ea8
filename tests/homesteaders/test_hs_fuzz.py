"""Seeded fuzz: many random Homesteaders games over 2-4 players, checking invariants.

Reproducible: game i uses seed i for the set-up and for the random players; a failure
names the seed. Every game checks the cheap invariants at every step; every SAMPLE-th
step also checks that every legal action applies, that illegal actions raise and change
nothing, and that `apply` left its input untouched.
"""
import json

import pytest

import engine
from engine.core import Rng
from tests.contract import FUZZ_BLOCKS, check_moves_apply, seed_block

from .helpers import MAX_MOVES

G = engine.GAMES["homesteaders"]
GAMES_PER_COUNT = {2: 170, 3: 170, 4: 170}
SAMPLE = 37
BOGUS = ["bid:9:3", "bid:1:8", "build:homestead", "build:nowhere", "pay:-1", "rail:gold:2",
         "work:church:0", "sell:silver", "buy:vp", "repay", "neutral:4", "exchange:gold"]


def _check_holdings(s, seed):
    for seat, p in enumerate(s.players):
        bad = {k: v for k, v in p.h.items() if v < 0}
        assert not bad, f"seed {seed}: seat {seat} holds negative {bad}"
        assert p.workers >= 1 and p.rail_lines >= 0 and 0 <= p.rail_pos <= 5
        assert sum(p.placed.values()) <= p.workers
        assert len(set(p.buildings)) == len(p.buildings), f"seed {seed}: a building twice"


def _play(players, seed, options):
    s = G.new(players, seed, options)
    rng = Rng(seed)
    bot = G.bots["random"]
    steps = 0
    while not G.is_over(s):
        _check_holdings(s, seed)
        seat = G.to_act(s)[0]
        if steps % SAMPLE == 0:
            check_moves_apply(G, s, seed, rng, BOGUS)
        s = G.apply(s, bot(s, seat, rng, 0))
        steps += 1
        assert steps < MAX_MOVES, f"seed {seed}: the game does not end"
    _check_holdings(s, seed)
    return s


@pytest.mark.parametrize("players", sorted(GAMES_PER_COUNT))
@pytest.mark.parametrize("block", range(FUZZ_BLOCKS))
def test_random_games_keep_every_invariant(players, block):
    for seed in seed_block(GAMES_PER_COUNT[players], block):
        options = {"hidden_resources": seed % 2 == 1}
        s = _play(players, seed, options)
        # every game ends after round 10 and its final income round
        assert s.round == 11 and s.phase == "over"
        finals = [e for e in s.log_entries if e[0] == "hs.income"]
        assert len(finals) == 11 * players, f"seed {seed}: {len(finals)} income phases"
        assert G.to_act(s) == [] and G.winners(s)
        # replaying the action list reproduces the state; save -> JSON -> load too
        assert G.replay(s, s.hist_len).snapshot() == s.snapshot(), f"seed {seed}: replay"
        loaded = engine.load(json.loads(json.dumps(G.save(s))))
        assert loaded.snapshot() == s.snapshot(), f"seed {seed}: save/load"
        assert sum(sc["total"] for sc in G.scores(s)) == sum(
            sum(v for k, v in sc.items() if k != "total") for sc in G.scores(s))
