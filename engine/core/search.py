"""The searching bot every game shares: flat Monte Carlo at the root over sampled worlds.

A simulation plays one candidate move in a world drawn by `Game.determinize` (what the seat
cannot see is sampled afresh, so the search never peeks), lets the medium bot play every
seat to the end of the game (or for `Game.search_horizon` moves), and scores the position
reached: every seat's final points (the true ones at the end of the game, `Game.evaluate`'s
estimate before it), and the seat's chance of ending first if everyone's points may still
stray by the spread that real play shows from the searched position on (`spread`): the
simulated lines are played by medium bots, not by the players. Every candidate meets the
same worlds and the same rollout dice (common random numbers), so candidates are compared
on equal luck.

Sequential halving spends the budget: the candidates are simulated in rounds, each round
gets an equal share of what the budget still allows (estimated from the pace so far) and
keeps the better half; when one is left and time remains, the best two fight on.

The work is a generator of single simulations, so a search can run in slices (`step`): in a
worker with its own interpreter it runs to the end at once; on the page's main thread, a
few milliseconds between frames.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from .action import Action
from .game import Bot, Game
from .rng import Rng
from .state import BaseState

Clock = Callable[[], float]
#: candidates kept for the search when a decision offers more (the medium bot's choice is
#: always among them; the rest are ranked by a one-move look in one sampled world)
MAX_CANDIDATES = 8
#: worlds every candidate meets before the first halving, whatever the pace
FIRST_ROUND = 2
#: the search stops when less than this share of a simulation's mean time is left, so it
#: ends as close to its budget as the pace allows (over by half a simulation at worst, on
#: average)
STOP_SHARE = 0.5
#: a time-budgeted search stops early when its choice leads every survivor by this many
#: standard errors over at least this many shared worlds (see `clear_lead`)
LEAD_Z = 3.0
MIN_WORLDS = 8
#: the search plays another move than the medium bot's only when it did better by this
#: many standard errors (see `Search.ranking`)
SWITCH_Z = 1.0
#: how often (in worlds) a search looks for a clear lead
CHECK_EVERY = 4
#: moves a rollout plays at most when it has no horizon (more than any game lasts)
MAX_ROLLOUT = 100_000
_MASK = (1 << 64) - 1


@dataclass
class Option:
    """One candidate move and what its simulations found, world by world."""

    action: Action
    #: world index -> (the final-margin estimate, the chance of winning) found there
    results: dict[int, tuple[float, float]] = field(default_factory=dict)
    #: the halving round it reached (the survivors have the highest)
    stage: int = 0

    @property
    def sims(self) -> int:
        return len(self.results)

    @property
    def mean(self) -> float:
        """The mean expected margin over the best other seat."""
        return self.value(self.results)[1]

    @property
    def win_chance(self) -> float:
        """The mean chance of winning over the worlds met."""
        return max(0.0, self.value(self.results)[0])

    def value(self, worlds: Iterable[int]) -> tuple[float, float]:
        """Chance of winning, then margin, on average over `worlds` (those that every
        candidate it is compared with met too)."""
        found = [self.results[w] for w in worlds if w in self.results]
        if not found:
            return (-1.0, float("-inf"))
        return (sum(r[1] for r in found) / len(found), sum(r[0] for r in found) / len(found))


def common(options: Iterable[Option]) -> set[int]:
    """The worlds every one of `options` met."""
    sets = [set(o.results) for o in options]
    return set.intersection(*sets) if sets else set()


def ahead(lead: Option, other: Option, z: float) -> bool:
    """Whether `lead` did better than `other`, world by world on the worlds both met, by
    more than `z` standard errors: more often the winner, or as often and by more points;
    or the two did exactly alike everywhere (either will do)."""
    worlds = sorted(common((lead, other)))
    if len(worlds) < 2:
        return False
    wins = [lead.results[w][1] - other.results[w][1] for w in worlds]
    margins = [lead.results[w][0] - other.results[w][0] for w in worlds]
    return (_z(wins) >= z or (sum(wins) >= 0 and _z(margins) >= z)
            or (not any(wins) and not any(margins)))


def alike(a: Option, b: Option, z: float = 1.0) -> bool:
    """Whether the search cannot tell `a` and `b` apart: neither did better than the other
    by `z` standard errors on the worlds both met, or they did exactly alike."""
    worlds = common((a, b))
    if worlds and all(a.results[w] == b.results[w] for w in worlds):
        return True
    return not (ahead(a, b, z) or ahead(b, a, z))


def clear_lead(options: list[Option]) -> bool:
    """Whether the first of `options` is `ahead` of each other one by `LEAD_Z` standard
    errors on at least `MIN_WORLDS` shared worlds: more simulations would not change the
    choice."""
    return all(len(common((options[0], other))) >= MIN_WORLDS
               and ahead(options[0], other, LEAD_Z) for other in options[1:])


def _z(diffs: list[float]) -> float:
    """The mean of `diffs` in standard errors (infinite when they never vary)."""
    n = len(diffs)
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    if var == 0.0:
        return math.copysign(math.inf, mean) if mean else 0.0
    return mean / math.sqrt(var / n)


class Search:
    """A search for the move of `seat` in `state`, using only what that seat may see.

    Call `step(ms)` until it returns True (or the caller's time is up), then `best()` and
    `ranking()`. The budget is read on `clock` (wall time by default; a benchmark on a
    shared machine passes `time.process_time`). With `max_sims`, the search stops after
    that many simulations in all instead of a time budget (reproducible, for tests).
    """

    def __init__(self, game: Game, state: BaseState, seat: int, rng: Rng,
                 budget_ms: float = 1000.0, clock: Clock = time.perf_counter,
                 max_sims: int | None = None, horizon: int | None = None) -> None:
        self.game = game
        self.horizon = game.search_horizon if horizon is None else horizon
        self.state = state
        self.seat = seat
        self.seed = rng.next64()
        self.clock = clock
        self.started = clock()
        self.budget = budget_ms / 1000.0 if max_sims is None else float("inf")
        self.max_sims = max_sims
        self.sims = 0
        self.sim_time = 0.0  # clock time spent simulating
        self.longest = 0.0  # the longest simulation's
        self.decided = False  # the choice has a clear lead: no need to spend the rest
        self.rollout_bot: Bot = game.bots["medium"]
        #: how far the final points may still stray from a line of play's from here: the
        #: simulated lines are played by medium bots, not by the players themselves
        self.sigma = spread(game, state)
        self._world: tuple[int, BaseState | None] = (-1, None)
        self.options = [Option(a) for a in self._candidates()]
        self._work: Iterator[None] = self._halving()
        self.done = len(self.options) == 1

    # -- candidates ------------------------------------------------------------------------
    def _candidates(self) -> list[Action]:
        """The medium bot's choice first (the answer if time allows nothing more), then
        the others, cut to the best by a one-move look when there are too many."""
        legal = self.game.legal_actions(self.state, self.seat)
        if len(legal) == 1:
            return legal
        game = self.game
        world = self.world(0)
        medium = self.rollout_bot(world, self.seat, Rng(self._seed(0) ^ 1), 0).key
        others = [a for a in legal if a.key != medium]
        if len(legal) > MAX_CANDIDATES:
            others.sort(key=lambda a: -game.evaluate(game.apply(world, a), self.seat))
        return [next(a for a in legal if a.key == medium), *others[: MAX_CANDIDATES - 1]]

    # -- simulations -----------------------------------------------------------------------
    def _seed(self, world_index: int) -> int:
        return (self.seed + 0x9E3779B97F4A7C15 * (world_index + 1)) & _MASK

    def world(self, index: int) -> BaseState:
        """Sampled world number `index`: the same for every candidate (kept while in use)."""
        if self._world[0] != index:
            self._world = (index, self.game.determinize(self.state, self.seat,
                                                        Rng(self._seed(index))))
        world = self._world[1]
        assert world is not None
        return world

    def _simulate(self, option: Option, world_index: int) -> None:
        """One simulation of `option` in world `world_index`, with that world's dice (the
        same world and dice for every candidate)."""
        start = self.clock()
        game = self.game
        state = game.apply(self.world(world_index), option.action)
        dice = Rng(self._seed(world_index) ^ 0x5DEECE66D)
        for _ in range(self.horizon or MAX_ROLLOUT):
            if game.is_over(state):
                break
            mover = game.to_act(state)[0]
            state = game.apply(state, self.rollout_bot(state, mover, dice, 0))
        option.results[world_index] = outcome(game, state, self.seat, self.sigma)
        self.sims += 1
        took = self.clock() - start
        self.sim_time += took
        self.longest = max(self.longest, took)

    def _pace(self) -> float:
        """The mean clock time of a simulation so far."""
        return self.sim_time / self.sims if self.sims else 0.0

    def _sims_left(self) -> int:
        """How many more simulations the budget allows at the pace so far."""
        if self.max_sims is not None:
            return self.max_sims - self.sims
        pace = self._pace()
        return int(self._time_left() / pace) if pace > 0 else 0

    def _halving(self) -> Iterator[None]:
        """Sequential halving: each round, the survivors meet the same new worlds, as many
        as their share of the simulations left allows (at least `FIRST_ROUND` in the first
        round, one later), and the better half goes on. A time-budgeted search ends early
        once its choice has a `clear_lead` over every survivor."""
        alive = list(self.options)
        world = 0
        stage = 0
        while True:
            if len(alive) == 1:  # time to spare: the best two fight on
                alive = self.ranking()[:2]
            rounds_left = max(1, math.ceil(math.log2(len(alive))))
            planned = max(FIRST_ROUND if stage == 0 else 1,
                          self._sims_left() // (len(alive) * rounds_left))
            met = 0
            while met < planned:
                for option in alive:
                    self._simulate(option, world)
                    yield
                world += 1
                met += 1
                if self.max_sims is None:
                    if stage == 0 and met == 1:
                        # the pace is known now: plan this round on the time left
                        planned = max(FIRST_ROUND,
                                      self._sims_left() // (len(alive) * rounds_left) + 1)
                    if world % CHECK_EVERY == 0 and clear_lead(self._ranked(alive)):
                        self.decided = True
            stage += 1
            for option in alive:
                option.stage = stage
            alive = self._ranked(alive)[: max(1, (len(alive) + 1) // 2)]
            for option in alive:
                option.stage = stage + 1

    @staticmethod
    def _ranked(options: list[Option]) -> list[Option]:
        """`options` best first, compared on the worlds they all met."""
        worlds = common(options)
        return sorted(options, key=lambda o: o.value(worlds), reverse=True)

    def _time_left(self) -> float:
        return self.budget - (self.clock() - self.started)

    def _spent(self) -> bool:
        """The budget (or `max_sims`) is used up, at the pace so far."""
        if self.max_sims is not None:
            return self.sims >= self.max_sims
        return self.decided or (self.sims > 0 and self._time_left() < STOP_SHARE * self._pace())

    def step(self, slice_ms: float) -> bool:
        """Work for about `slice_ms` (at least one simulation, never past the budget); True
        once the search is done: the budget (or `max_sims` simulations) is spent."""
        if self.done:
            return True
        until = self.clock() + slice_ms / 1000.0
        while not self._spent():
            next(self._work)
            if self.clock() >= until and not self._spent():
                return False
        self.done = True
        return True

    def run(self) -> Action:
        """The whole search at once (a worker, a benchmark, a test)."""
        while not self.step(1000.0):
            pass
        return self.best()

    # -- results ---------------------------------------------------------------------------
    def ranking(self) -> list[Option]:
        """Candidates best first: those that went further in the halving first, then by
        chance of winning (and margin) over the worlds they all met; but the medium bot's
        choice stays first unless the leader is `ahead` of it by `SWITCH_Z` standard
        errors (a near tie is noise, and the medium's play is sound)."""
        out: list[Option] = []
        for stage in sorted({o.stage for o in self.options}, reverse=True):
            group = [o for o in self.options if o.stage == stage]
            out += self._ranked([o for o in group if o.sims])
            out += [o for o in group if not o.sims]
        medium = self.options[0]
        if out[0] is not medium and medium.sims and not ahead(out[0], medium, SWITCH_Z):
            out.remove(medium)
            out.insert(0, medium)
        return out

    def best(self) -> Action:
        return self.ranking()[0].action


def spread(game: Game, state: BaseState) -> float:
    """How far, in points, a seat's final score still typically strays from what
    `evaluate` expects of it at this point of the game (`spread_at`)."""
    return spread_at(game, state.num_players, game.progress(state))


def spread_at(game: Game, players: int, progress: int) -> float:
    """The spread the game declares (`Game.search_spread`) for this number of players
    and progress value."""
    steps = game.search_spread.get(players)
    if not steps:
        raise ValueError(f"{game.title or game.id} declares no search spread for "
                         f"{players} players")
    return next((sigma for start, sigma in reversed(steps) if start <= progress), steps[0][1])


def win_chance(points: list[float], seat: int, sigma: float) -> float:
    """The chance that `seat` ends first when each seat's final points are its expected
    `points` plus its own normal error of deviation `sigma` (a sum over a grid of the
    seat's error, each term the chance that every other seat stays below)."""
    mine = points[seat]
    gaps = [(mine - p) / sigma for i, p in enumerate(points) if i != seat]
    total = 0.0
    for z, weight in _GRID:
        term = weight
        for gap in gaps:
            term *= 0.5 * math.erfc(-(gap + z) / _SQRT2)
        total += term
    return total


def outcome(game: Game, state: BaseState, seat: int, sigma: float) -> tuple[float, float]:
    """The seat's final margin over the best other seat in `state` (the true one at the end
    of the game, `evaluate`'s estimate before it) and its chance of ending first, when
    every seat's final points may still stray by `sigma` from those of this line of play."""
    if game.is_over(state):
        totals = [float(s["total"]) for s in game.scores(state)]
        margins = [t - max(u for i, u in enumerate(totals) if i != j)
                   for j, t in enumerate(totals)]
    else:
        margins = [game.evaluate(state, i) for i in range(state.num_players)]
    # every seat's points counted from the leader's: a seat behind is its margin behind the
    # leader, the leader itself is at 0
    points = [min(0.0, m) for m in margins]
    return margins[seat], win_chance(points, seat, sigma)


_SQRT2 = math.sqrt(2.0)


def _normal_grid(n: int = 25, reach: float = 4.0) -> list[tuple[float, float]]:
    """Points of a standard normal error and their weights (midpoints, summing to 1)."""
    step = 2 * reach / n
    zs = [-reach + step * (k + 0.5) for k in range(n)]
    ws = [math.exp(-z * z / 2) for z in zs]
    return [(z, w / sum(ws)) for z, w in zip(zs, ws, strict=True)]


_GRID = _normal_grid()


def make_hard_bot(game: Game, default_budget_ms: float = 1000.0,
                  clock: Clock = time.perf_counter) -> Bot:
    """The `hard` level: a `Search` within the caller's budget (its default when 0)."""

    def hard(state: BaseState, seat: int, rng: Rng, budget_ms: int = 0) -> Action:
        return Search(game, state, seat, rng, budget_ms or default_budget_ms, clock).run()

    return hard
