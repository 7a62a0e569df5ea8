"""The limited supply (rulebook, "Ouvriers et ressources limités"): when a player must take
more goods or workers of a kind than the general supply holds, every player (the taker
included) first gives one of that kind back, again and again, until the whole amount can
be taken at once. Coins are unlimited."""
import pytest

from engine.montana.board import squash_after_free
from engine.montana.data import COLOURS, TOWN_COLUMN_COSTS, WHEEL
from engine.montana.supply import take

from .helpers import (
    edit,
    edit_all,
    edit_board,
    goods_totals,
    log_of,
    main_keys,
    new_game,
    play,
    step,
    top,
    with_spin,
)

NO_WORKERS = dict.fromkeys(COLOURS, 0)


def _short(players, good, supply, held, worker="copper", coins=10):
    """Seat 0 to play with one `worker`; seat i holds held[i] of `good` and nothing else;
    the general supply holds `supply` of it."""
    s = edit_all(new_game(players, 0, start=0), goods={}, coins=0, workers={})
    s = edit(s, 0, coins=coins, workers={worker: 1})
    for seat, k in enumerate(held):
        s = edit(s, seat, goods={good: k})
    return edit_board(s, supply={good: supply})


def test_every_player_gives_one_back_until_the_take_fits_at_once():
    s = _short(2, "copper_small", supply=0, held=[2, 3])
    total = goods_totals(s)
    s = step(s, "harvest:mine:2", 0)  # 3 small copper for 6 coins
    assert log_of(s, "mt.give_back") == [{"kind": "copper_small", "seats": [0, 1]},
                                         {"kind": "copper_small", "seats": [0, 1]}]
    assert s.players[0].goods["copper_small"] == 2 - 2 + 3
    assert s.players[1].goods["copper_small"] == 3 - 2
    assert s.supply["copper_small"] == 4 - 3
    assert goods_totals(s) == total


def test_a_player_without_that_kind_gives_nothing():
    s = _short(3, "wheat", supply=1, held=[0, 0, 5], worker="wheat")
    s = play(s, (0, "harvest:wheat_field:1"))  # 2 wheat for 3 coins
    assert log_of(s, "mt.give_back") == [{"kind": "wheat", "seats": [2]}]
    assert [p.goods["wheat"] for p in s.players] == [2, 0, 4] and s.supply["wheat"] == 0


def test_when_nobody_can_give_back_the_taker_gets_what_there_is():
    s = _short(3, "stone_small", supply=1, held=[0, 0, 0], worker="stone")
    s = step(s, "harvest:quarry:2", 0)
    assert s.players[0].goods["stone_small"] == 1 and s.supply["stone_small"] == 0
    assert s.players[0].coins == 10 - 6
    assert log_of(s, "mt.give_back") == []


def test_the_small_box_s_good_is_taken_under_the_same_rule():
    s = _short(2, "squash", supply=4, held=[0, 1])
    s = edit(s, 0, workers={"squash": 1, "wheat": 2})
    s = play(s, (0, "harvest:garden:2"), (0, "send:squash"))
    assert s.supply["squash"] == 0 and s.players[0].goods["squash"] == 4
    s = play(s, (0, "small"))
    # the taker gives one back too (the rulebook's "lui inclus")
    assert log_of(s, "mt.give_back") == [{"kind": "squash", "seats": [0, 1]}]
    assert s.players[0].goods["squash"] == 4 - 1 + 1 and s.players[1].goods["squash"] == 0
    assert s.supply["squash"] == 1


def test_workers_just_recruited_stand_on_the_taker_s_board_and_are_given_back_too():
    s = edit_all(new_game(3, 0, start=0), workers={}, goods={})
    s = edit(edit(s, 0, goods={"wheat": 4}), 1, workers={"copper": 5})
    s = edit_board(with_spin(s, 0), worker_supply={"copper": 2})
    s = step(s, "recruit", 0)  # copper + copper: the supply's last two
    assert s.players[0].incoming == {**NO_WORKERS, "copper": 2}
    assert s.worker_supply["copper"] == 0
    s = step(s, "advance:4", 0)  # copper + wheat: one copper wanted, none in the supply
    assert WHEEL[4] == ("copper", "wheat")
    # the two coppers just recruited are on seat 0's board: it gives one back as well
    assert log_of(s, "mt.give_back") == [{"kind": "copper", "seats": [0, 1]}]
    assert s.players[0].workers == {**NO_WORKERS, "copper": 2, "wheat": 1}
    assert s.players[1].workers == {**NO_WORKERS, "copper": 4}
    assert s.worker_supply["copper"] == 1 and top(s) == ("turn", 1)


def test_town_exchanges_take_all_the_large_pieces_of_a_kind_at_once():
    s = _short(2, "stone_large", supply=1, held=[0, 1])
    s = edit(s, 0, goods={"stone_small": 2, "squash": 2})
    s = edit(s, 1, goods={"stone_large": 1})
    s = play(s, (0, "town:2:0"), (1, "pass"))
    assert top(s) == ("town_reward", 0, 2, 0)
    s = step(s, "reward:2:0", 0)
    # 2 large stones wanted, 1 in the supply: seat 0 has none to give, seat 1 gives its
    # one, then the 2 are taken together
    assert log_of(s, "mt.give_back") == [{"kind": "stone_large", "seats": [1]}]
    assert s.players[0].goods["stone_large"] == 2 and s.players[0].goods["stone_small"] == 0
    assert s.players[1].goods["stone_large"] == 0 and s.supply["stone_large"] == 0


def test_the_three_goods_are_taken_kind_by_kind_at_once():
    s = _short(2, "wheat", supply=1, held=[0, 2])
    s = edit(s, 0, goods={"squash": 2})
    s = play(s, (0, "town:1:1"), (1, "pass"), (0, "reward:1:0:2"))
    assert log_of(s, "mt.give_back") == [{"kind": "wheat", "seats": [1]}]
    assert s.players[0].goods["wheat"] == 2 and s.players[0].goods["stone_small"] == 1
    assert s.players[1].goods["wheat"] == 1 and s.supply["wheat"] == 0


def test_the_town_s_squash_for_the_active_player_too():
    s = _short(3, "squash", supply=0, held=[2, 1, 2])
    s = step(s, "town:0:0", 0)
    # the taker gives one back too: 2 - 1 + 1 squash, just enough for the cheapest column
    assert log_of(s, "mt.give_back") == [{"kind": "squash", "seats": [0, 1, 2]}]
    assert [p.goods["squash"] for p in s.players] == [2, 0, 1]
    assert s.supply["squash"] == 2


@pytest.mark.parametrize("supply", [0, 1, 3])
@pytest.mark.parametrize("held", [[0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 1, 0], [0, 0, 2],
                                  [1, 1, 1], [2, 2, 0], [3, 0, 1], [4, 0, 0]])
def test_the_town_offer_counts_the_squash_left_after_the_give_backs(supply, held):
    """The town's offer reckons the active player's squash after the free one without
    taking it; that reckoning must match what taking it does, give-backs included."""
    s = _short(3, "squash", supply=supply, held=held)
    trial = s.copy()
    take(trial, 0, "squash", 1)  # what going to town does first
    after = trial.players[0].goods["squash"]
    assert squash_after_free(s, 0) == after
    offered = {k for k in main_keys(s) if k.startswith("town:")}
    payable = [col for col, cost in enumerate(TOWN_COLUMN_COSTS) if cost <= after]
    assert offered == {f"town:{row}:{col}" for row in range(4) for col in payable}
    if payable:
        s = step(s, "town:0:0", 0)
        assert s.players[0].goods["squash"] == after
        assert [p.goods["squash"] for p in s.players] == [p.goods["squash"]
                                                          for p in trial.players]
