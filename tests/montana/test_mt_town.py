"""The town (rulebook, "Ville"): the active player takes a squash and places the
representative; the others in turn order place theirs or pass; a representative placed in
an occupied row goes to the right and the displaced one moves at once or passes; a row's
cost must be payable when placing; then the rewards, in turn order from the active player.

Keys: ``town:<row>:<column>``; rewards ``reward:<small stones>:<small coppers>`` for the
exchanges and ``reward:<small stone>:<small copper>:<wheat>`` for the three goods."""
import pytest

from engine.montana.data import TOWN_COLUMN_COSTS, TOWN_ROWS

from .helpers import (
    edit,
    edit_all,
    edit_board,
    log_of,
    main_keys,
    new_game,
    play,
    play_while,
    step,
    top,
)

ALL = {f"town:{row}:{col}" for row in range(4) for col in range(4)}


def _town(players=3, rules=None, **squash):
    """Seat 0 to play; seat `i` holds `squash[f"s{i}"]` squash and nothing else."""
    s = edit_all(new_game(players, 0, start=0, rules=rules), goods={}, coins=0, workers={})
    for seat in range(players):
        s = edit(s, seat, goods={"squash": squash.get(f"s{seat}", 0)})
    return s


def _spaces(cols, rows=range(4)):
    return {f"town:{row}:{col}" for row in rows for col in cols}


def test_the_rows_and_the_column_costs():
    assert TOWN_ROWS == ("cow_and_upgrades", "three_goods", "two_upgrades",
                         "coins_and_upgrade")
    assert TOWN_COLUMN_COSTS == (2, 3, 4, 5)


def test_the_active_player_takes_a_squash_before_placing():
    s = _town(s0=2)
    # with the squash taken first the player can pay 3: columns 0 and 1 of every row
    assert {k for k in main_keys(s) if k.startswith("town")} == _spaces((0, 1))
    supply = s.supply["squash"]
    s = step(s, "town:1:1", 0)
    assert s.players[0].goods["squash"] == 3 and s.supply["squash"] == supply - 1
    assert s.town == {0: (1, 1)}
    assert top(s) == ("town_place", 1)


def test_one_squash_and_the_one_taken_pay_the_cheapest_column():
    s = _town(s0=1)
    assert {k for k in main_keys(s) if k.startswith("town")} == _spaces((0,))
    # with no squash, the one taken alone pays no column: no town
    assert not {k for k in main_keys(_town(s0=0)) if k.startswith("town")}


def test_the_others_place_in_turn_order_or_pass_and_take_no_squash():
    s = step(_town(s0=1, s1=1, s2=5), "town:0:0", 0)
    assert top(s) == ("town_place", 1)
    # one squash and none taken: seat 1 cannot pay any column (with one more it could)
    assert main_keys(s) == {"pass"}
    s = step(s, "pass", 1)
    assert top(s) == ("town_place", 2)
    assert main_keys(s) == (ALL - _spaces((0,), rows=[0])) | {"pass"}
    s = step(s, "town:3:3", 2)
    # seat 2 pays its 5 squash with the rewards; nobody but seat 0 took a squash
    assert s.players[2].goods["squash"] == 5 and s.players[1].goods["squash"] == 1
    assert log_of(s, "mt.town_pass") == [{"seat": 1}]
    s = step(s, "reward:0:0", 0)
    assert top(s) == ("town_reward", 2, 3, 3)
    s = step(s, "reward:0:0", 2)
    assert s.players[2].goods["squash"] == 0 and s.players[2].coins == 2


def test_a_row_s_cost_must_be_payable_when_placing():
    s = step(_town(s0=1, s1=3, s2=0), "town:2:0", 0)
    assert main_keys(s) == (_spaces((0, 1)) - {"town:2:0"}) | {"pass"}


def test_placing_in_an_occupied_row_goes_to_the_right_and_displaces_at_once():
    s = step(_town(s0=4, s1=4, s2=4), "town:1:1", 0)
    # in row 1 only the columns right of seat 0's representative
    assert {k for k in main_keys(s) if k.startswith("town:1:")} == {"town:1:2"}
    s = step(s, "town:1:2", 1)
    assert s.town == {1: (1, 2)}
    assert top(s) == ("town_place", 0)  # the displaced representative moves now
    # 4 squash and the one taken: any column of the free rows, or right of seat 1
    assert main_keys(s) == (_spaces((0, 1, 2, 3), rows=[0, 2, 3]) | {"town:1:3", "pass"})
    s = step(s, "town:3:0", 0)
    assert s.town == {1: (1, 2), 0: (3, 0)}
    assert top(s) == ("town_place", 2)  # then the next player in turn order


def test_the_displaced_player_may_pass_and_is_not_asked_again():
    s = play(_town(s0=1, s1=3, s2=0), (0, "town:2:0"), (1, "town:2:1"))
    assert top(s) == ("town_place", 0)
    s = step(s, "pass", 0)
    assert s.town == {1: (2, 1)}
    s = step(s, "pass", 2)
    # only seat 1 is rewarded; seat 0 keeps the squash it took
    assert top(s) == ("town_reward", 1, 2, 1)
    s = step(s, "reward:0:0", 1)
    assert s.town == {} and top(s) == ("turn", 1)
    assert s.players[0].goods["squash"] == 2 and s.players[1].goods["squash"] == 0


def test_moving_into_another_occupied_row_displaces_that_player_in_turn():
    s = play(_town(s0=4, s1=4, s2=4), (0, "town:0:0"), (1, "town:3:0"), (2, "town:0:1"))
    assert top(s) == ("town_place", 0)
    s = step(s, "town:3:2", 0)  # right of seat 1 in row 3
    assert top(s) == ("town_place", 1)
    assert s.town == {2: (0, 1), 0: (3, 2)}
    s = step(s, "town:0:2", 1)  # and seat 1 displaces seat 2
    assert top(s) == ("town_place", 2)
    s = step(s, "pass", 2)
    assert s.town == {0: (3, 2), 1: (0, 2)}
    assert top(s) == ("town_reward", 0, 3, 2)


def test_rewards_go_in_turn_order_from_the_active_player():
    s = new_game(4, 0, start=2)
    s = edit_all(s, goods={"squash": 4}, coins=0)
    s = play(s, (2, "town:0:0"), (3, "town:1:0"), (0, "town:2:0"), (1, "town:3:0"))
    order = []

    def reward(s):
        order.append(top(s)[1])
        return sorted(main_keys(s))[0]

    s = play_while(s, lambda s: top(s)[0] == "town_reward", reward)
    assert order == [2, 3, 0, 1]
    assert top(s) == ("turn", 3)


def test_the_cow_row_gives_a_cow_from_the_box_and_up_to_3_exchanges():
    s = edit(_town(), 0, goods={"squash": 1, "stone_small": 2, "copper_small": 2})
    s = play(s, (0, "town:0:0"), (1, "pass"), (2, "pass"))
    assert top(s) == ("town_reward", 0, 0, 0)
    assert main_keys(s) == {"reward:0:0", "reward:0:1", "reward:0:2", "reward:1:0",
                            "reward:1:1", "reward:1:2", "reward:2:0", "reward:2:1"}
    cows, box = s.players[0].cows, s.cow_supply
    s = step(s, "reward:2:1", 0)
    p = s.players[0]
    assert (p.cows, s.cow_supply) == (cows + 1, box - 1)
    assert p.goods == {"wheat": 0, "squash": 0, "copper_small": 1, "copper_large": 1,
                       "stone_small": 0, "stone_large": 2}
    assert log_of(s, "mt.town_reward") == [{"seat": 0, "row": 0, "col": 0, "cost": 2,
                                            "choice": [2, 1]}]


@pytest.mark.parametrize("row", range(len(TOWN_ROWS)))
def test_only_the_town_s_cow_row_gives_a_cow(row):
    s = edit(_town(s0=4), 0, goods={"squash": 4, "stone_small": 1, "copper_small": 1})
    s = play(s, (0, f"town:{row}:0"), (1, "pass"), (2, "pass"))
    assert top(s) == ("town_reward", 0, row, 0)
    cows, box = s.players[0].cows, s.cow_supply
    s = step(s, sorted(main_keys(s))[-1], 0)
    gives = int(TOWN_ROWS[row] == "cow_and_upgrades")
    assert (s.players[0].cows, s.cow_supply) == (cows + gives, box - gives)


def test_the_cow_row_with_no_cow_left_in_the_box_gives_none():
    s = edit_board(_town(s0=1), cow_supply=0)
    s = play(s, (0, "town:0:0"), (1, "pass"), (2, "pass"), (0, "reward:0:0"))
    assert s.players[0].cows == 1 and s.cow_supply == 0


def test_the_three_goods_row_lets_the_player_pick_among_stone_copper_and_wheat():
    s = play(_town(s0=2), (0, "town:1:1"), (1, "pass"), (2, "pass"))
    assert top(s) == ("town_reward", 0, 1, 1)
    assert main_keys(s) == {"reward:3:0:0", "reward:2:1:0", "reward:2:0:1", "reward:1:2:0",
                            "reward:1:1:1", "reward:1:0:2", "reward:0:3:0", "reward:0:2:1",
                            "reward:0:1:2", "reward:0:0:3"}
    s = step(s, "reward:1:0:2", 0)
    assert s.players[0].goods == {"wheat": 2, "squash": 0, "copper_small": 0,
                                  "copper_large": 0, "stone_small": 1, "stone_large": 0}


def test_the_two_exchanges_row():
    s = edit(_town(), 0, goods={"squash": 1, "stone_small": 3, "copper_small": 0})
    s = play(s, (0, "town:2:0"), (1, "pass"), (2, "pass"))
    assert main_keys(s) == {"reward:0:0", "reward:1:0", "reward:2:0"}
    s = step(s, "reward:2:0", 0)
    assert s.players[0].goods["stone_small"] == 1 and s.players[0].goods["stone_large"] == 2


def test_the_coins_row_gives_2_coins_and_one_exchange():
    s = edit(_town(), 0, goods={"squash": 1, "stone_small": 1, "copper_small": 1})
    s = play(s, (0, "town:3:0"), (1, "pass"), (2, "pass"))
    assert main_keys(s) == {"reward:0:0", "reward:1:0", "reward:0:1"}
    s = step(s, "reward:0:1", 0)
    p = s.players[0]
    assert p.coins == 2 and p.goods["copper_large"] == 1 and p.goods["copper_small"] == 0
    assert p.goods["stone_small"] == 1


def test_the_squash_cost_is_paid_back_to_the_supply_with_the_reward():
    s = play(_town(s0=4), (0, "town:3:3"), (1, "pass"), (2, "pass"))
    supply = s.supply["squash"]
    assert s.players[0].goods["squash"] == 5
    s = step(s, "reward:0:0", 0)
    assert s.players[0].goods["squash"] == 0 and s.supply["squash"] == supply + 5
    assert s.players[0].coins == 2


# -- rules version 2: a town place that can no longer be paid is a pass --------------------------
def _squash_given_back_after_placing(rules):
    """Seat 0 takes the supply's last squash and places; seat 1 places with exactly its
    column's 2 squash; seat 2 passes. Seat 0, choosing its reward, trades its cow for a
    squash: the supply is empty, so every player holding squash gives one back first."""
    s = edit(_town(rules=rules, s0=2, s1=2), 0, goods={"squash": 2}, cows=1)
    s = edit_board(s, supply={"squash": 1})
    s = play(s, (0, "town:1:0"), (1, "town:0:0"), (2, "pass"))
    assert top(s) == ("town_reward", 0, 1, 0) and s.supply["squash"] == 0
    s = step(s, "cow:squash", 0)
    assert log_of(s, "mt.give_back") == [{"kind": "squash", "seats": [0, 1]}]
    assert s.players[0].goods["squash"] == 3 and s.players[1].goods["squash"] == 1
    return s


def test_v2_a_town_place_its_player_can_no_longer_pay_counts_as_a_pass():
    s = _squash_given_back_after_placing(rules=2)
    # seat 1 can no longer pay its 2 squash: it has passed, no cost and no reward
    assert s.town == {0: (1, 0)}
    assert log_of(s, "mt.town_unpaid") == [{"seat": 1, "row": 0, "col": 0}]
    cows = s.players[1].cows
    s = step(s, "reward:1:1:1", 0)
    assert top(s) == ("turn", 1)  # seat 1 is not asked for a reward
    assert s.players[1].goods["squash"] == 1 and s.players[1].cows == cows
    assert min(v for p in s.players for v in p.goods.values()) >= 0


def test_v2_a_displaced_player_s_squash_trade_can_free_a_row_before_it_moves():
    # seat 1 places in row 0 with exactly 2 squash; seat 2 displaces seat 0 from row 1
    s = edit(_town(rules=2, s0=2, s1=2, s2=4), 0, goods={"squash": 2}, cows=1)
    s = edit_board(s, supply={"squash": 1})
    s = play(s, (0, "town:1:0"), (1, "town:0:0"), (2, "town:1:1"))
    assert top(s) == ("town_place", 0)
    assert "town:0:0" not in main_keys(s)  # row 0 holds seat 1 in its first column
    s = step(s, "cow:squash", 0)
    assert s.town == {2: (1, 1)}
    assert "town:0:0" in main_keys(s)  # seat 1 has passed: its row is free again
    s = play(s, (0, "town:0:0"), (0, "reward:0:0"))
    assert top(s) == ("town_reward", 2, 1, 1)


def test_v1_kept_for_old_saves_the_cost_was_paid_below_zero():
    s = _squash_given_back_after_placing(rules=1)
    assert s.town == {0: (1, 0), 1: (0, 0)} and not log_of(s, "mt.town_unpaid")
    s = play(s, (0, "reward:1:1:1"), (1, "reward:0:0"))
    assert s.players[1].goods["squash"] == -1
