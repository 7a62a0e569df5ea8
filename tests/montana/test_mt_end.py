"""The end (rulebook, "Fin de partie"): building one's last camp ends the game after the
turn of the player to the right of the start player; most camps on the landscape wins, ties
go to cows plus canteens, then to goods, coins and workers together."""
import pytest

from engine import IllegalAction
from engine.core import Action

from .helpers import (
    G,
    edit,
    edit_all,
    edit_camps,
    end_turn,
    log_of,
    new_game,
    play,
    step,
    top,
)

ALL_GOODS = {"wheat": 2, "squash": 2, "copper_small": 2, "copper_large": 2,
             "stone_small": 2, "stone_large": 2}


def _game(players=3, start=0):
    s = edit_all(new_game(players, 0, start=start), workers={"copper": 3}, goods=ALL_GOODS)
    return s


def _bank_turn(s, seat):
    """`seat` sends workers to the first free bank space (a whole turn)."""
    space = next(i for i, taken in enumerate(s.bank) if not taken)
    return end_turn(step(s, f"bank:{space}", seat))


def _finished(s):
    """A copy of `s` marked over (test-only), to score a constructed final position."""
    s = s.copy()
    s.over = True
    return s


def test_the_last_camp_starts_the_final_round_which_ends_right_of_the_start_player():
    s = edit(_game(3, start=0), 0, camps_left=1)
    s = play(s, (0, "build:-1,1"))
    assert s.ending and log_of(s, "mt.last_camp") == [{"seat": 0}]
    assert top(s) == ("turn", 1) and not G.is_over(s)
    s = _bank_turn(s, 1)
    assert top(s) == ("turn", 2)
    s = _bank_turn(s, 2)  # seat 2 sits to the right of the start player (seat 0)
    assert G.is_over(s) and G.to_act(s) == [] and log_of(s, "mt.game_over") == [{}]
    assert G.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="the game is over"):
        G.apply(s, Action(0, "recruit"))


def test_the_round_in_progress_is_finished_whoever_ends_it():
    s = edit(_game(4, start=2), 3, camps_left=1)
    s = _bank_turn(s, 2)
    s = step(s, "build:-1,1", 3)  # no camp left: no further build is asked
    assert s.ending and s.players[3].coins == 4 + 2  # second seat's 4, 2 builds unused
    s = _bank_turn(s, 0)
    assert not G.is_over(s)
    s = _bank_turn(s, 1)  # right of the start player (seat 2) is seat 1
    assert G.is_over(s)


def test_when_the_last_player_of_the_round_ends_it_the_game_ends_at_once():
    s = edit(_game(3, start=1), 0, camps_left=1)
    s = _bank_turn(_bank_turn(s, 1), 2)
    s = step(s, "build:-1,1", 0)
    assert G.is_over(s)


def test_the_last_player_may_still_spend_a_canteen_before_the_end():
    s = edit(_game(2, start=0), 1, canteens=1)
    s = edit(s, 0, camps_left=1)
    s = play(s, (0, "build:-1,1"), (1, "bank:0"))
    assert top(s) == ("canteen", 1) and not G.is_over(s)
    s = play(s, (1, "canteen"), (1, "bank:1"))
    assert G.is_over(s)


def test_scores_break_down_camps_cows_canteens_goods_coins_workers():
    s = edit_camps(_game(2), {(-1, 1): (0, 2), (0, 1): (0, 1), (1, -1): (1, 1)})
    s = edit(s, 0, cows=2, canteens=1, coins=7, goods={"wheat": 3, "stone_large": 1},
             workers={"squash": 2})
    assert G.scores(s)[0] == {"total": 3, "camps": 3, "cows": 2, "canteens": 1,
                              "goods": 4, "coins": 7, "workers": 2}
    assert G.scores(s)[1]["camps"] == G.scores(s)[1]["total"] == 1
    assert G.winners(s) == []  # nobody wins before the end
    assert G.winners(_finished(s)) == [0]


def test_tie_on_camps_goes_to_cows_plus_canteens():
    s = edit_camps(_game(2), {(0, 1): (0, 1), (1, -1): (1, 1)})
    s = edit(edit(s, 0, cows=1, canteens=1, coins=0), 1, cows=1, canteens=0, coins=50)
    assert G.winners(_finished(s)) == [0]


def test_then_to_goods_coins_and_workers_together():
    s = edit_camps(_game(3), {(0, 1): (0, 1), (1, -1): (1, 1), (-1, 0): (2, 1)})
    s = edit_all(s, cows=1, canteens=0, goods={}, workers={})
    s = edit(s, 0, coins=5, goods={"wheat": 1}, workers={"stone": 1})   # 7
    s = edit(s, 1, coins=6, goods={"stone_large": 1})                   # 7
    s = edit(s, 2, coins=3, workers={"copper": 3})                      # 6
    assert G.winners(_finished(s)) == [0, 1]  # still tied: the win is shared


def test_camps_count_not_the_camps_left():
    # a double region counts its two camps
    s = edit_camps(_game(2), {(-1, 1): (1, 2), (0, 1): (0, 1)})
    assert G.winners(_finished(s)) == [1]
