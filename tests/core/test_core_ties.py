"""The tie-breaks each game declares are what its winners are computed from (rulebooks:
Montana "Fin de partie", Gold West "Fin de partie", Homesteaders "Dernier tour de jeu")."""
from __future__ import annotations

import pytest

import engine
from engine.core import Game
from engine.core.ties import TieBreak, leaders, score_parts, tie_values

DECLARED = {
    "montana": [("cows_canteens", ("cows", "canteens"), False),
                ("goods_coins_workers", ("goods", "coins", "workers"), False)],
    "goldwest": [("wanted_camps", ("wanted_camps",), True),
                 ("supply_left", ("supply_left",), False)],
    "homesteaders": [("silver", ("silver",), False)],
}


@pytest.mark.parametrize("game_id", sorted(DECLARED))
def test_each_game_declares_its_rulebook_tie_breaks_in_order(game_id):
    assert [tuple(tb) for tb in engine.GAMES[game_id].tie_breaks] == DECLARED[game_id]


@pytest.mark.parametrize("game_id", sorted(DECLARED))
def test_every_part_of_a_tie_break_is_counted_for_every_seat(game_id):
    game = engine.GAMES[game_id]
    state = game.new(players=3, seed=5)
    scores, counts = game.scores(state), game.tie_counts(state)
    for sc, more in zip(scores, counts, strict=True):
        for part in score_parts(game.tie_breaks):
            assert part in sc or part in more, (game_id, part)
    assert len(tie_values(game.tie_breaks, scores, counts)) == len(game.tie_breaks)


def test_the_total_decides_before_any_tie_break():
    ties = (TieBreak("cows", ("cows",)),)
    assert leaders(ties, [{"total": 5, "cows": 0}, {"total": 4, "cows": 9}]) == [0]


def test_a_tie_goes_to_the_first_tie_break_then_the_next():
    ties = (TieBreak("a", ("x", "y")), TieBreak("b", ("z",)))
    scores = [{"total": 3, "x": 1, "y": 2, "z": 0}, {"total": 3, "x": 3, "y": 0, "z": 5},
              {"total": 3, "x": 0, "y": 2, "z": 9}]
    assert leaders(ties, scores) == [1]
    scores[0]["z"] = 5
    assert leaders(ties, scores) == [0, 1]


def test_fewest_wins_a_tie_break_so_marked_and_counts_come_from_outside_the_scores():
    ties = (TieBreak("wanted", ("wanted",), fewest=True),)
    scores = [{"total": 7}, {"total": 7}]
    assert leaders(ties, scores, [{"wanted": 2}, {"wanted": 1}]) == [1]


# -- the winners every game gets from its tie-breaks (`Game.winners`) -------------------------
class _Ended(Game):
    """A game that is over at once, with the totals and tie counts it is given."""

    tie_breaks = (TieBreak("cows", ("cows",)), TieBreak("wanted", ("wanted",), fewest=True))

    def __init__(self, totals: list[int], cows: list[int], wanted: list[int],
                 over: bool = True) -> None:
        self.totals, self.cows, self.wanted, self.over = totals, cows, wanted, over

    def is_over(self, state: object) -> bool:
        return self.over

    def scores(self, state: object) -> list[dict[str, int]]:
        return [{"total": t, "cows": c} for t, c in zip(self.totals, self.cows, strict=True)]

    def tie_counts(self, state: object) -> list[dict[str, int]]:
        return [{"wanted": w} for w in self.wanted]


def test_the_default_winners_are_the_best_total():
    assert _Ended([10, 12, 11], [5, 0, 0], [0, 0, 0]).winners(None) == [1]


def test_the_default_winners_apply_the_tie_breaks_in_order_with_the_tie_counts():
    assert _Ended([12, 12, 12], [3, 3, 1], [2, 1, 0]).winners(None) == [1]


def test_the_default_winners_share_a_tie_the_tie_breaks_leave():
    assert _Ended([12, 12, 9], [3, 3, 9], [1, 1, 0]).winners(None) == [0, 1]


def test_nobody_wins_before_the_end():
    assert _Ended([12, 10], [0, 0], [0, 0], over=False).winners(None) == []


@pytest.mark.parametrize("game_id", sorted(DECLARED))
def test_no_game_writes_its_own_winners(game_id):
    assert type(engine.GAMES[game_id]).winners is Game.winners
