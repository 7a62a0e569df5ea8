"""Gold West's `medium` computer opponent: it values everything in victory points.

It plans the whole metals step of a turn (one investment, one BoomTown space, the rest
shipped) for the best total, including the shipping bonuses ahead and the end value of the
BoomTown offices it can score; it chooses the activation and the resources left behind by
that plan plus what the supply track keeps for later turns (material for every build to
come, metals, a discount for depth, and no more sections than turns left); it builds where
terrain majorities, its largest group and its offices gain most, counting the token's
resources in the section they would go to; and it places new resources as deep as its
future material needs allow. The valuations are in `model`; it reads only what
`view(state, seat)` shows.
"""
from __future__ import annotations

from ..core import Action, Game, Rng
from ..core.game import Bot
from .bots import hex_of
from .data import RESOURCES, neighbours
from .model import Model, model
from .state import GoldWestState, Player
from .supply_track import with_placed


def _medium_activate(m: Model, p: Player, legal: list[Action]) -> Action:
    """The section whose pool (after the best drops) and remaining track are worth most."""

    def value(a: Action) -> float:
        j = a.params[0]
        pool = dict.fromkeys(RESOURCES, 0)
        for r in p.supply[j]:
            pool[r] += 1
        supply = tuple(() if i == j else sec for i, sec in enumerate(p.supply))
        return m.best_drops(pool, supply, list(range(j - 1, -1, -1)))[0]

    return max(legal, key=value)


def _medium_drop(m: Model, s: GoldWestState, p: Player, seat: int,
                 legal: list[Action]) -> Action:
    """Replan the drops still to make; the first planned one goes in the current section."""
    targets = []
    for task in reversed(s.tasks):
        if task[0] != "drop" or task[1] != seat:
            break
        targets.append(task[2])
    _, order = m.best_drops(p.pool, p.supply, targets)
    return _pick(legal, f"drop:{order[0]}")


def _medium_metals(m: Model, p: Player, legal: list[Action]) -> Action:
    """The planned investment, then the planned space, then ship the rest, then build."""
    _, card, space = m.plan(p.pool)
    if card is not None:
        return _pick(legal, f"invest:{card}")
    if space is not None:
        return _pick(legal, f"boomtown:{space}")
    ships = [a for a in legal if a.kind == "ship"]
    if ships:
        return ships[0]
    builds = [a for a in legal if a.kind in ("build", "loot")]
    if builds:
        return max(builds, key=lambda a: m.build_value(
            a.params[0] if a.kind == "build" else "loot", hex_of(a), p.supply))
    return _pick(legal, "end")


def _pick(legal: list[Action], key: str) -> Action:
    """The legal action a plan names (a plan never names a move the engine does not offer)."""
    return next(a for a in legal if a.key == key)


def _medium_ability(m: Model, s: GoldWestState, p: Player, seat: int, step: str,
                    legal: list[Action]) -> Action:
    options = [a for a in legal if a.kind != "skip"]
    if not options:
        return legal[0]
    if step == "freeship":
        return max(options, key=lambda a: m.ship_value(a.params[0], 1))
    if step in ("freeboomtown", "extraboomtown"):
        return max(options, key=lambda a: m.space_value(a.params[0]))
    if step == "upgrade":
        return max(options, key=lambda a: m.map.upgrade_value(hex_of(a)))
    if step == "gain":
        return max(options, key=lambda a: m.track.value(
            with_placed(p.supply, [(a.params[1], a.params[0])])))
    mine = [a for a in options if any(s.buildings.get(n, (-1,))[0] == seat
                                      for n in neighbours(hex_of(a)))]
    return (mine or options)[0]  # peek: a token next to its own buildings


def make_medium_bot(game: Game) -> Bot:
    """A planner valuing metals, BoomTown, the track and the map in points (module text)."""

    def medium(state: GoldWestState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        legal = game.legal_actions(state, seat)
        if len(legal) == 1:
            return legal[0]
        step = state.tasks[-1][0]
        m = model(state, seat)
        p = state.players[seat]
        if step == "activate":
            return _medium_activate(m, p, legal)
        if step == "drop":
            return _medium_drop(m, state, p, seat, legal)
        if step == "metals":
            return _medium_metals(m, p, legal)
        if step == "section":
            return _pick(legal, f"section:{m.track.placed(state.tasks[-1][2], p.supply)[1]}")
        return _medium_ability(m, state, p, seat, step, legal)

    return medium


__all__ = ["make_medium_bot"]
