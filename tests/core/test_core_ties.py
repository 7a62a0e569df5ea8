"""The tie-breaks each game declares are what its winners are computed from (rulebooks:
Montana "Fin de partie", Gold West "Fin de partie", Homesteaders "Dernier tour de jeu")."""
from __future__ import annotations

import pytest

import engine
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
