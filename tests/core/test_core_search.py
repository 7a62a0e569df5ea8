"""The hard level: a search over sampled worlds (`engine/core/search.py`) that returns a
legal move within its budget, the same move for the same generator, and never reads what
its seat may not see."""
from __future__ import annotations

import math

import pytest

import engine
from engine.core import Action, BaseState, Game, Rng
from engine.core.registry import searches
from engine.core.search import (
    MAX_CANDIDATES,
    MIN_WORLDS,
    Option,
    Search,
    clear_lead,
    outcome,
    spread,
    win_chance,
)

GAME_IDS = sorted(engine.GAMES)
#: more moves than any game has: a helper loop that reaches it fails instead of hanging
MAX_MOVES = 5000


def _positions(game: Game, players: int, seed: int) -> list[BaseState]:
    """From a seeded game of medium bots: the first position, one with the most legal
    moves, one with a single legal move (when the game has such a decision), one two
    thirds of the way."""
    s = game.new(players, seed)
    rng = Rng(seed)
    played = [s]
    for _ in range(MAX_MOVES):
        if game.is_over(s):
            break
        seat = game.to_act(s)[0]
        s = game.apply(s, game.bots["medium"](s, seat, rng, 0))
        played.append(s)
    else:
        raise AssertionError("the game did not end")
    live = played[:-1]
    sizes = [len(game.legal_actions(p, game.to_act(p)[0])) for p in live]
    picks = [0, sizes.index(max(sizes)), 2 * len(live) // 3]
    if 1 in sizes:
        picks.append(sizes.index(1))
    return [live[i] for i in picks]


class MovesClock:
    """A clock that reads the moves the game has applied (one ms each): a search's time is
    its work, so a test of the budget does not depend on the machine's speed or load."""

    def __init__(self, game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
        self.moves = 0
        real = game.apply

        def counting(state: BaseState, action: Action) -> BaseState:
            self.moves += 1
            return real(state, action)

        monkeypatch.setattr(game, "apply", counting)

    def __call__(self) -> float:
        return self.moves / 1000.0


def test_every_game_has_a_hard_level_after_medium():
    for game in engine.GAMES.values():
        assert searches(game), game.id
        assert list(game.bots)[-2:] == ["medium", "hard"], game.id


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_returns_a_legal_move_within_its_budget(game_id, players, monkeypatch):
    game = engine.GAMES[game_id]
    budget_ms = 150.0
    for state in _positions(game, players, seed=players):
        seat = game.to_act(state)[0]
        legal = {a.key for a in game.legal_actions(state, seat)}
        assert game.bots["hard"](state, seat, Rng(1), 20).key in legal
        clock = MovesClock(game, monkeypatch)
        search = Search(game, state, seat, Rng(1), budget_ms, clock)
        assert search.run().key in legal
        # over by one simulation at most (a rollout to the end, early in the game, may be
        # longer than the whole budget: it is still played, so that there is an answer)
        assert clock() - search.started <= budget_ms / 1000.0 + search.longest
        if len(legal) > 1:
            assert search.sims >= 1
            assert len(search.options) == min(len(legal), MAX_CANDIDATES)
        else:
            assert search.sims == 0  # a forced move needs no thought
        monkeypatch.undo()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_is_reproducible_with_max_sims(game_id):
    game = engine.GAMES[game_id]
    state = game.new(3, 7)  # much is hidden at the start
    seat = game.to_act(state)[0]

    def summary(seed: int) -> list:
        search = Search(game, state, seat, Rng(seed), max_sims=20)
        search.run()
        assert search.sims == 20
        return [(o.action.key, o.results) for o in search.ranking()]

    assert summary(3) == summary(3)
    assert summary(3) != summary(4)  # other worlds, other dice


def _hidden_variant(game: Game, state: BaseState, seat: int) -> BaseState:
    """`state` with everything `seat` may not see changed, and the rest kept."""
    other = state.copy()
    if game.id == "homesteaders":  # the others' holdings behind the screens, the tile order
        for j, p in enumerate(other.players):
            if j != seat:
                p.h.update(silver=p.h["silver"] + 23, gold=5, trade=4, vp=30, debt=2)
        other.stacks = [other.stacks[0], *(tuple(reversed(st)) for st in other.stacks[1:])]
        other.rng = Rng(other.rng.state ^ 0xABCDEF)
        return other
    # the others keep the moves and the log, so the world of another generator is a state
    # that differs from this one only in what the seat has not seen
    return game.determinize(state, seat, Rng(0xC0FFEE))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_hard_never_reads_what_its_seat_may_not_see(game_id):
    """Two states that differ only in what the seat may not see get the same search.
    `MAX_CANDIDATES` simulations are enough to fail on a leak: the worlds are met in turn
    by every candidate, so each candidate's rollout runs in the first world (a leak shows
    in its result) and, with fewer candidates, in further worlds too."""
    game = engine.GAMES[game_id]
    options = {"hidden_resources": True} if game_id == "homesteaders" else {}
    s = game.new(3, 11, options)
    rng = Rng(11)
    checked = 0
    for n in range(MAX_MOVES):
        if game.is_over(s):
            break
        seat = game.to_act(s)[0]
        variant = _hidden_variant(game, s, seat) if n % 19 == 5 else s
        if variant.snapshot() != s.snapshot() and len(game.legal_actions(s, seat)) > 1:
            assert game.view(variant, seat) == game.view(s, seat)
            a = Search(game, s, seat, Rng(n), max_sims=MAX_CANDIDATES)
            b = Search(game, variant, seat, Rng(n), max_sims=MAX_CANDIDATES)
            a.run()
            b.run()
            assert [(o.action.key, o.results) for o in a.ranking()] == \
                [(o.action.key, o.results) for o in b.ranking()]
            checked += 1
        s = game.apply(s, game.bots["medium"](s, seat, rng, 0))
    assert checked >= 3


# -- the search on a game made for it ---------------------------------------------------------
class PickState(BaseState):
    pass


class Pick(Game):
    """One choice among twelve numbers; what each is worth depends on luck drawn in the
    sampled world, and the luck swings more than the gaps between the numbers."""

    id = "pick"
    min_players = max_players = 2
    search_horizon = 3
    search_spread = {2: ((0, 10.0),)}

    def _state_class(self) -> type:
        return PickState

    def _setup(self, s: PickState) -> None:
        s.choice = None
        s.luck = 0

    def _legal(self, s: PickState, seat: int) -> list[Action]:
        return [Action(0, "pick", k) for k in range(12)]

    def _apply(self, s: PickState, action: Action) -> None:
        s.choice = action.params[0]

    def to_act(self, s: PickState) -> list[int]:
        return [] if s.choice is not None else [0]

    def is_over(self, s: PickState) -> bool:
        return s.choice is not None

    def scores(self, s: PickState) -> list[dict[str, int]]:
        worth = 0 if s.choice is None else (7 * s.choice) % 12  # 5 is the best: 11
        return [{"total": worth + s.luck}, {"total": 20}]

    def winners(self, s: PickState) -> list[int]:
        totals = [x["total"] for x in self.scores(s)]
        return [i for i, t in enumerate(totals) if t == max(totals)]

    def determinize(self, s: PickState, seat: int, rng: Rng) -> PickState:
        world = s.copy()
        world.luck = rng.below(30)
        return world

    def evaluate(self, s: PickState, seat: int) -> float:
        totals = [x["total"] for x in self.scores(s)]
        return float(totals[seat] - totals[1 - seat])

    def progress(self, s: PickState) -> int:
        return 1


def _pick() -> Pick:
    game = Pick()
    game.bots = {"medium": lambda s, seat, rng, budget=0: Action(seat, "pick", 0)}
    return game


def test_common_luck_finds_the_best_move_with_few_worlds():
    game = _pick()
    search = Search(game, game.new(2), 0, Rng(5), max_sims=40)
    assert search.run().key == "pick:5"
    assert search.ranking()[0].sims > 40 / MAX_CANDIDATES  # the survivors got more


def test_with_many_moves_the_candidates_are_the_mediums_and_the_best_looking():
    game = _pick()
    search = Search(game, game.new(2), 0, Rng(5), max_sims=1)
    keys = [o.action.key for o in search.options]
    assert keys[0] == "pick:0"  # the medium bot's choice comes first
    assert len(keys) == MAX_CANDIDATES and "pick:5" in keys


def test_with_no_time_for_more_the_mediums_choice_is_played():
    game = _pick()
    ticks = iter(range(1000))
    search = Search(game, game.new(2), 0, Rng(5), 5.0, clock=lambda: next(ticks))
    assert search.run().key == "pick:0"
    assert search.sims == 1


def test_the_chance_of_winning_follows_the_margin_and_the_spread():
    game = _pick()
    world = game.determinize(game.new(2), 0, Rng(1))
    world.luck = 10
    ahead = game.apply(world, Action(0, "pick", 5))  # 21 against 20, the game over
    assert outcome(game, ahead, 0, 0.1) == (1.0, pytest.approx(1.0))
    assert outcome(game, ahead, 1, 0.1) == (-1.0, pytest.approx(0.0))
    margin, chance = outcome(game, ahead, 0, 5.0)
    assert margin == 1.0 and 0.5 < chance < 0.6  # a point ahead, much still to play
    margin, chance = outcome(game, world, 0, 5.0)  # before the end: evaluate's margin
    assert margin == -10.0 and 0.0 < chance < 0.1


def test_win_chances_share_out_the_win():
    assert win_chance([0.0, 0.0, 0.0], 1, 5.0) == pytest.approx(1 / 3, abs=1e-3)
    chances = [win_chance([0.0, -4.0, -9.0], s, 6.0) for s in range(3)]
    assert sum(chances) == pytest.approx(1.0, abs=1e-3)
    assert chances[0] > chances[1] > chances[2] > 0
    assert win_chance([0.0, -30.0], 0, 3.0) > 0.999
    two = win_chance([0.0, -5.0], 0, 5.0)  # a gap of one spread of each of two seats
    assert two == pytest.approx(0.5 * math.erfc(-1 / 2), abs=1e-3)


def test_the_spread_shrinks_as_the_game_goes_on():
    game = engine.GAMES["homesteaders"]
    s = game.new(3, 1)
    early = spread(game, s)
    rng = Rng(1)
    for _ in range(MAX_MOVES):
        if game.progress(s) >= 9:
            break
        seat = game.to_act(s)[0]
        s = game.apply(s, game.bots["medium"](s, seat, rng, 0))
    assert spread(game, s) < early


def test_a_clear_lead_ends_a_timed_search_before_its_budget():
    game = _pick()
    ticks = iter(range(10**6))
    search = Search(game, game.new(2), 0, Rng(5), 10_000.0,
                    clock=lambda: next(ticks) / 1000.0)
    assert search.run().key == "pick:5"
    assert search.decided
    assert search.clock() - search.started < 10.0


def test_a_lead_is_clear_only_over_enough_worlds_and_enough_standard_errors():
    def option(key: str, wins: list[float]) -> Option:
        return Option(Action(0, key), {w: (0.0, x) for w, x in enumerate(wins)})

    steady = option("a", [0.6] * MIN_WORLDS)
    assert clear_lead([steady, option("b", [0.5] * MIN_WORLDS)])
    assert clear_lead([steady, option("b", [0.6] * MIN_WORLDS)])  # alike: either will do
    assert not clear_lead([steady, option("b", [0.5] * (MIN_WORLDS - 1))])
    noisy = option("b", [0.1, 1.0] * (MIN_WORLDS // 2))  # mean 0.55: ahead of it by luck
    assert not clear_lead([steady, noisy])
