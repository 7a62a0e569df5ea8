"""Seeded fuzz: many random Gold West games over 2-4 players, checking invariants.

Reproducible: game i uses seed i for the set-up and for the random players; a failure
names the seed. Every step checks the cheap invariants (holdings, the map, influence,
camps, shipping tiles); every SAMPLE-th step also checks that every legal action applies,
that illegal actions raise and change nothing, that `apply` left its input untouched and
that no view shows what lies face down. Every REPLAY-th game is replayed from its action
list and round-tripped through a JSON save.
"""
import json
from collections import Counter

import pytest

import engine
from engine.core import Rng
from engine.goldwest.data import (
    CAMPS,
    INVESTMENT_BONUS,
    INVESTMENTS,
    INVESTMENTS_IN_PLAY,
    SHIP_END,
    SHIP_STACKS,
    TERRAINS,
    WATER,
)
from tests.contract import FUZZ_BLOCKS, check_moves_apply, seed_block

G = engine.GAMES["goldwest"]
GAMES_PER_COUNT = {2: 170, 3: 170, 4: 170}
SAMPLE = 97
REPLAY = 4
BOGUS = ["activate:4", "activate:-1", "drop:gold", "drop:mud", "section:4", "ship:wood",
         "invest:99", "boomtown:9", "build:camp:0,0", "build:castle:-2,0", "loot:9,9",
         "build:settlement:-2,0", "freeship:gold", "upgrade:0,0", "gain:gold:5", "peek:0,0",
         "extraboomtown:0", "freeboomtown:4", "end", "skip"]


def _check_holdings(s, seed):
    n = s.num_players
    for seat, p in enumerate(s.players):
        assert min(p.pool.values()) >= 0, f"seed {seed}: seat {seat} pool {p.pool}"
        assert p.camps_left >= 0 and p.wanted >= 0, f"seed {seed}: seat {seat} camps"
        for metal, pos in p.coaches.items():
            assert 0 <= pos <= SHIP_END and pos not in SHIP_STACKS, f"seed {seed}: {metal}"
        assert all(len(sec) >= 0 for sec in p.supply) and len(p.supply) == 4
        # each player places exactly their camps: on the map, in Wanted or still to come
        on_map = sum(1 for owner, _ in s.buildings.values() if owner == seat)
        assert on_map + p.wanted + p.camps_left == CAMPS[n], f"seed {seed}: seat {seat}"
        # influence matches the buildings on the map and the investment cards
        expected = dict.fromkeys(TERRAINS, 0)
        for h, (owner, kind) in s.buildings.items():
            if owner == seat:
                expected[s.terrain[h]] += 2 if kind == "settlement" else 1
        for card in p.cards:
            ability = INVESTMENTS[card].ability
            if ability.startswith("influence:"):
                expected[ability.split(":")[1]] += 1
        assert s.influence(seat) == expected, f"seed {seed}: seat {seat} influence"
    # every land hex holds exactly one of: a token, a building, a looted mark
    tokens, built, looted = set(s.tokens), set(s.buildings), set(s.looted)
    assert not tokens & built and not tokens & looted and not built & looted, f"seed {seed}"
    assert tokens | built | looted == set(s.terrain), f"seed {seed}: a hex lost"
    assert s.face_up <= tokens, f"seed {seed}: a face-up hex holds no token"
    assert not set(WATER) & (built | looted)
    assert sum(p.wanted for p in s.players) == len(looted)
    # BoomTown: at most two markers a space, never twice the same seat
    for space in s.markers:
        assert len(space) <= 2 and len(set(space)) == len(space), f"seed {seed}: {space}"
    # shipping tiles and investments are conserved
    left = sum(len(st) for stacks in s.ship_stacks.values() for st in stacks)
    assert left + sum(p.ship_tiles for p in s.players) == 12, f"seed {seed}: ship tiles"
    cards = [c for p in s.players for c in p.cards]
    assert len(cards) + len(s.investments) == INVESTMENTS_IN_PLAY
    assert len(set(cards) | set(s.investments)) == INVESTMENTS_IN_PLAY
    assert len(s.invest_bonus) == max(0, len(INVESTMENT_BONUS[n]) - len(cards))


def _hidden_check(s, seed):
    """Swapping two face-down tokens that nobody looked at changes no seat's view."""
    peeked = {h for p in s.players for h in p.peeked}
    hidden = sorted(h for h in s.tokens if h not in s.face_up and h not in peeked)
    pair = next(((a, b) for a in hidden for b in hidden if s.tokens[a] != s.tokens[b]),
                None)
    if pair is None:
        return
    a, b = pair
    swapped = s.copy()
    swapped.tokens = {**s.tokens, a: s.tokens[b], b: s.tokens[a]}
    for seat in [*range(s.num_players), None]:
        assert G.view(s, seat) == G.view(swapped, seat), f"seed {seed}: view {seat} leaks"


def _deep_checks(s, seed, rng):
    check_moves_apply(G, s, seed, rng, BOGUS)
    _hidden_check(s, seed)


def _play(players, seed):
    s = G.new(players, seed)
    rng = Rng(seed)
    bot = G.bots["random"]
    steps = 0
    while not G.is_over(s):
        _check_holdings(s, seed)
        seat = G.to_act(s)[0]
        if steps % SAMPLE == seed % SAMPLE:
            _deep_checks(s, seed, rng)
        s = G.apply(s, bot(s, seat, rng, 0))
        steps += 1
        assert steps < 3000, f"seed {seed}: the game does not end"
    _check_holdings(s, seed)
    return s


@pytest.mark.parametrize("players", sorted(GAMES_PER_COUNT))
@pytest.mark.parametrize("block", range(FUZZ_BLOCKS))
def test_random_games_keep_every_invariant(players, block):
    turns = CAMPS[players] * players + players
    for seed in seed_block(GAMES_PER_COUNT[players], block):
        s = _play(players, seed)
        assert G.to_act(s) == [] and G.winners(s)
        assert s.turn == turns, f"seed {seed}: {s.turn} turns"
        assert all(p.camps_left == 0 for p in s.players)
        # one regular turn per camp, then one final turn each, in turn order
        turn_seats = [e[1]["seat"] for e in s.log_entries if e[0] == "gw.turn"]
        assert turn_seats == [s.order[i % players] for i in range(turns)]
        assert Counter(e[0] for e in s.log_entries)["gw.section"] == CAMPS[players] * players
        for sc in G.scores(s):
            assert sc["total"] == sum(v for k, v in sc.items() if k != "total")
        if seed % REPLAY == 0:
            # replaying the action list reproduces the state; save -> JSON -> load too
            assert G.replay(s, s.hist_len).snapshot() == s.snapshot(), f"seed {seed}: replay"
            loaded = engine.load(json.loads(json.dumps(G.save(s))))
            assert loaded.snapshot() == s.snapshot(), f"seed {seed}: save/load"
