"""A world a seat cannot tell from the real one: the mining tokens it has not seen, drawn
again (what a searching bot plays in, rather than peeking).

What a seat knows of the tokens: every token taken from the map (it was face up when taken,
and the log says what it held), every face-up token, and the face-down tokens it looked at
itself (card 3). Everything else lies face down or stayed in the box: the tokens another
seat looked at, the face-down ones, and those left over after the deal (more of them with
two players, whose two end tiles stay out). Each terrain's 14 tokens are one pool, so the
unseen ones of a terrain are that pool less the seen ones; a sample deals them at random
onto that terrain's unseen hexes, and the rest go back in the box. A seat that looked at a
token sees the sampled one: its knowledge follows the world.

A sample agrees with every view of that seat; it does not weigh what others' play may hint
(a seat that looked at a token and then built next to it). The state's seed and history
stay as they were: they are no part of any view, and a sample is for playing on, not for
replaying.
"""
from __future__ import annotations

from collections import Counter

from ..core import Rng
from .board import parse_hex
from .data import TERRAINS, TOKENS, Hex
from .state import GoldWestState


def taken_tokens(s: GoldWestState) -> dict[Hex, tuple[str, ...]]:
    """The token taken from each built-on or looted hex, read from the public log: a build
    or a loot names the hex, and the section step after it names the token's resources."""
    out: dict[Hex, tuple[str, ...]] = {}
    where = None
    for msg, params, _ in s.log_entries:
        if msg in ("gw.build", "gw.loot"):
            where = parse_hex(params["hex"])
        elif msg == "gw.section" and where is not None:
            out[where] = tuple(params["resources"])
            where = None
    return out


def unseen(s: GoldWestState, seat: int) -> tuple[list[Hex], dict[str, list[tuple[str, ...]]]]:
    """The hexes whose token `seat` has not seen, and for each terrain the tokens it has not
    seen (face down on those hexes or in the box), in a fixed order."""
    mine = s.players[seat].peeked
    hidden = sorted(h for h in s.tokens if h not in s.face_up and h not in mine)
    seen = Counter()
    for h, token in taken_tokens(s).items():
        seen[s.terrain[h], tuple(sorted(token))] += 1
    for h, token in s.tokens.items():
        if h in s.face_up or h in mine:
            seen[s.terrain[h], tuple(sorted(token))] += 1
    pools = {}
    for terrain in TERRAINS:
        pool = []
        for token in TOKENS[terrain]:  # the printed tokens, less one per token seen
            key = (terrain, tuple(sorted(token)))
            if seen[key]:
                seen[key] -= 1
            else:
                pool.append(token)
        pools[terrain] = pool
    return hidden, pools


def determinize(s: GoldWestState, seat: int, rng: Rng) -> GoldWestState:
    """A copy of `s` in which the tokens `seat` has not seen are dealt again from what its
    terrain's pool can still hold; `s` is not changed."""
    hidden, pools = unseen(s, seat)
    dealt: dict[Hex, tuple[str, ...]] = {}
    for terrain in TERRAINS:
        pool = pools[terrain]
        rng.shuffle(pool)
        for h in (h for h in hidden if s.terrain[h] == terrain):
            dealt[h] = pool.pop()
    out = s.copy()
    out.tokens = {**s.tokens, **dealt}
    for i, p in enumerate(out.players):
        if i != seat and any(h in dealt for h in p.peeked):
            p.peeked = {h: dealt.get(h, token) for h, token in p.peeked.items()}
    return out

