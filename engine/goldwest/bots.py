"""Gold West computer opponents: `easy` here, `medium` in `medium.py`.

Both follow the bot contract ``bot(state, seat, rng, budget_ms) -> Action``: they choose only
among ``game.legal_actions(state, seat)``, draw every random number from `rng`, and read of
the hidden parts only what ``game.view(state, seat)`` shows: mining tokens that are face up
and the tokens this seat looked at itself (`known_tokens`, the only way they read tokens).
Everything else they read (buildings, supply tracks, coaches, BoomTown, investments) is
public.

- `easy` is a weighted random player with guards: it activates a section that brings
  something usable (a building material first), leaves its least useful resources behind,
  invests and influences BoomTown when it can, ships every metal it has left, builds a
  settlement when it can, else a camp, loots only when it must, favours hexes next to its
  own buildings and rich tokens, and places new resources deep unless it would then lack
  building material.
- `medium` values everything in victory points (see `medium.py`).
"""
from __future__ import annotations

from ..core import Action, Game, Rng
from ..core.arena import weighted_choice
from ..core.game import Bot
from .board import parse_hex
from .data import INVESTMENTS, MATERIALS, Hex, neighbours
from .state import GoldWestState, Player


def known_tokens(s: GoldWestState, seat: int) -> dict[Hex, tuple[str, ...]]:
    """The mining tokens `seat` may see: the face-up ones and those it looked at itself."""
    out = {h: s.tokens[h] for h in s.face_up}
    for h, token in s.players[seat].peeked.items():
        if h in s.tokens:
            out[h] = token
    return out


def step_of(s: GoldWestState) -> str:
    return s.tasks[-1][0]


def hex_of(a: Action) -> Hex:
    return parse_hex(a.params[-1])


def _next_to_own(s: GoldWestState, seat: int, h: Hex) -> bool:
    return any(s.buildings.get(n, (-1,))[0] == seat for n in neighbours(h))



#: section weights for a new token's resources: deeper scores more points
_EASY_SECTION = (1.0, 2.0, 3.0, 4.0)
_EASY_GAIN = {"wood": 3.0, "stone": 3.0, "gold": 2.0, "silver": 1.0, "copper": 1.0}


def _easy_activate(s: GoldWestState, p: Player, legal: list[Action], rng: Rng) -> Action:
    """A section that brings a building material if any does (unless no build is left),
    weighted by how many resources it brings after the drops."""
    options, weights = [], []
    for a in legal:
        section = p.supply[a.params[0]]
        kept = len(section) - a.params[0]
        material = kept > 0 and any(r in MATERIALS for r in section)
        options.append((material, a))
        weights.append(0.2 + max(0, kept))
    if not s.final and any(m for m, _ in options):
        weights = [w if m else 0.0 for w, (m, _) in zip(weights, options, strict=True)]
    return weighted_choice(rng, [a for _, a in options], weights)


def _easy_drop(p: Player, legal: list[Action], rng: Rng) -> Action:
    """Leave behind what the pool has most of, but never its last building material."""
    materials = p.pool["wood"] + p.pool["stone"]
    options = [a for a in legal if not (a.params[0] in MATERIALS and materials == 1)]
    options = options or legal
    return weighted_choice(rng, options, [p.pool[a.params[0]] for a in options])


def _easy_hex_weights(s: GoldWestState, seat: int, p: Player,
                      options: list[Action]) -> list[float]:
    """Rich tokens, hexes next to its own buildings, and material when the track lacks it."""
    tokens = known_tokens(s, seat)
    short = sum(1 for sec in p.supply for r in sec if r in MATERIALS) < 2
    weights = []
    for a in options:
        h = hex_of(a)
        token = tokens[h]
        w = 1.0 + len(token) + token.count("gold")
        if _next_to_own(s, seat, h):
            w *= 4.0
        if short and any(r in MATERIALS for r in token):
            w *= 3.0
        weights.append(w)
    return weights


def _easy_metals(s: GoldWestState, seat: int, p: Player, legal: list[Action],
                 rng: Rng) -> Action:
    """Mostly invest and influence BoomTown when it can, then ship every metal left, then
    build (a settlement when it can, most of the time) or loot if it must."""
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    invest = by_kind.get("invest")
    if invest and rng.random() < 0.9:
        return weighted_choice(rng, invest, [INVESTMENTS[a.params[0]].vp for a in invest])
    boom = by_kind.get("boomtown")
    if boom and rng.random() < 0.7:
        return weighted_choice(rng, boom, [3.0 if s.offices[a.params[0]] == "vp4" else 1.0
                                           for a in boom])
    if "ship" in by_kind:
        ships = by_kind["ship"]
        return weighted_choice(rng, ships, [p.pool[a.params[0]] for a in ships])
    for kind in ("build", "loot"):
        options = by_kind.get(kind)
        if options:
            if kind == "build" and rng.random() < 0.85:
                options = [a for a in options if a.params[0] == "settlement"] or options
            return weighted_choice(rng, options, _easy_hex_weights(s, seat, p, options))
    return by_kind["end"][0]


def _easy_section(s: GoldWestState, p: Player, legal: list[Action], rng: Rng) -> Action:
    """Deep for points, unless the token's material is the only one left to build with."""
    token = s.tasks[-1][2]
    front = sum(1 for sec in p.supply[:2] for r in sec if r in MATERIALS)
    if front == 0 and any(r in MATERIALS for r in token) and p.camps_left > 0:
        return legal[rng.below(2)]
    return weighted_choice(rng, legal, _EASY_SECTION)


def make_easy_bot(game: Game) -> Bot:
    """A weighted random player that never does anything absurd (see the module text)."""

    def easy(state: GoldWestState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        step = step_of(state)
        p = state.players[seat]
        if step == "activate":
            return _easy_activate(state, p, legal, rng)
        if step == "drop":
            return _easy_drop(p, legal, rng)
        if step == "metals":
            return _easy_metals(state, seat, p, legal, rng)
        if step == "section":
            return _easy_section(state, p, legal, rng)
        options = [a for a in legal if a.kind != "skip"]
        if step == "gain":
            return weighted_choice(rng, options, [_EASY_GAIN[a.params[0]] / (1 + a.params[1])
                                                  for a in options])
        if step == "freeboomtown":
            return weighted_choice(rng, options, [3.0 if state.offices[a.params[0]] == "vp4"
                                                  else 1.0 for a in options])
        if step == "freeship":  # the coach furthest on: nearest its next bonus
            return max(options, key=lambda a: p.coaches[a.params[0]])
        return rng.choice(options)  # upgrade, peek, extraboomtown: all good enough

    return easy



__all__ = ["known_tokens", "make_easy_bot"]
