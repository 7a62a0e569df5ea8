"""The cow trade (rulebook, "Action spéciale : commerce de bétail") at any time of one's own
turn, as often as wanted, for a good, 3 coins or a worker; canteens spent at the end of
one's own turn for an immediate extra turn (rulebook, "Action C", the canteen symbol)."""
from engine.montana.data import COLOURS, GOODS

from .helpers import (
    G,
    cow_total,
    edit,
    edit_board,
    keys,
    log_of,
    main_keys,
    new_game,
    play,
    play_while,
    refused,
    step,
    top,
    with_spin,
)

TRADES = {"cow:stone_small", "cow:copper_small", "cow:wheat", "cow:squash", "cow:coins",
          "cow:worker:copper", "cow:worker:stone", "cow:worker:wheat", "cow:worker:squash"}
NO_WORKERS = dict.fromkeys(COLOURS, 0)


def _with_cows(cows=3, workers=None, players=3):
    s = new_game(players, 0, start=0)
    return edit(s, 0, cows=cows, goods={}, coins=0, workers=workers or {"wheat": 1})


def test_cow_trades_are_free_actions_beside_the_turn():
    s = _with_cows()
    assert keys(s) - main_keys(s) == TRADES
    assert all(a.free for a in G.legal_actions(s, 0) if a.key.startswith("cow:"))


def test_as_often_as_wanted_the_turn_stays_open():
    s = _with_cows(cows=3)
    box = s.cow_supply
    s = play(s, (0, "cow:coins"), (0, "cow:wheat"), (0, "cow:worker:stone"))
    p = s.players[0]
    assert (p.cows, p.coins, p.goods["wheat"]) == (0, 3, 1)
    assert p.workers == {**NO_WORKERS, "wheat": 1, "stone": 1}
    assert s.cow_supply == box + 3 and top(s) == ("turn", 0)
    assert keys(s) == main_keys(s)  # no cow left, no trade
    assert [e["got"] for e in log_of(s, "mt.cow_trade")] == ["coins", "wheat", "worker:stone"]


def test_each_good_a_cow_can_buy():
    for good in ("stone_small", "copper_small", "wheat", "squash"):
        s = step(_with_cows(cows=1), f"cow:{good}", 0)
        assert s.players[0].goods == {g: int(g == good) for g in GOODS}
    refused(_with_cows(cows=1), 0, "cow:stone_large", "mt.cow_goods")


def test_a_cow_cannot_buy_a_ninth_worker():
    s = _with_cows(workers={"copper": 8})
    assert not {k for k in keys(s) if k.startswith("cow:worker")}
    refused(s, 0, "cow:worker:copper", "mt.cow_worker_limit", n=8)
    s = _with_cows(workers={"copper": 7})
    assert {k for k in keys(s) if k.startswith("cow:worker")} == {
        f"cow:worker:{c}" for c in COLOURS}


def test_a_cow_cannot_buy_a_ninth_worker_counting_those_just_recruited():
    # 6 on the board and a stone pair just recruited: 8, so no worker for a cow
    s = step(with_spin(_with_cows(workers={"copper": 6}), 5), "recruit", 0)
    assert top(s) == ("advance", 0) and s.players[0].incoming == {**NO_WORKERS, "stone": 2}
    assert not {k for k in keys(s) if k.startswith("cow:worker")}
    refused(s, 0, "cow:worker:copper", "mt.cow_worker_limit", n=8)
    # with 5 on the board there is room for one
    s = step(with_spin(_with_cows(workers={"copper": 5}), 5), "recruit", 0)
    assert {k for k in keys(s) if k.startswith("cow:worker")} == {
        f"cow:worker:{c}" for c in COLOURS}


def test_cow_trades_at_every_decision_of_one_s_own_turn():
    s = edit(_with_cows(), 0, goods={"wheat": 2})
    s = step(s, "recruit", 0)
    def answer(s):  # a free-choice segment
        assert TRADES <= keys(s)
        return "take:copper"

    s = play_while(s, lambda s: top(s)[0] != "advance", answer)
    assert TRADES <= keys(s)
    s = step(s, "cow:wheat", 0)  # a third wheat, then a 3-segment advance
    assert "advance:3" in main_keys(s)


def test_cow_trades_while_choosing_a_free_worker_and_sending_workers_back():
    """"À tout moment de votre tour": the recruit's own questions are no exception."""
    s = with_spin(_with_cows(workers={"wheat": 7}), 6)  # a free-choice segment
    s = step(s, "recruit", 0)
    assert top(s) == ("choose_worker", 0) and TRADES <= keys(s)
    s = play(s, (0, "cow:coins"), (0, "take:stone"), (0, "take:stone"), (0, "noadvance"))
    assert top(s) == ("release", 0) and s.players[0].coins == 3
    # 9 workers with the new pair: a cow may buy a good, never another worker
    trades = keys(s) - main_keys(s)
    assert trades == {t for t in TRADES if not t.startswith("cow:worker")}
    s = step(s, "cow:squash", 0)
    assert top(s) == ("release", 0) and s.players[0].goods["squash"] == 1


def test_no_cow_trade_during_another_player_s_turn():
    s = edit(edit(_with_cows(), 0, goods={"squash": 1}), 1, cows=2, goods={"squash": 3})
    s = step(s, "town:1:0", 0)
    assert top(s) == ("town_place", 1)
    # seat 1 decides during seat 0's turn: its cows stay put; seat 0 is not asked
    assert keys(s) == main_keys(s)
    assert G.legal_actions(s, 0) == []
    refused(s, 1, "cow:coins", "mt.cow_turn")
    refused(s, 0, "cow:coins", "not_your_turn")
    s = step(s, "town:1:1", 1)  # seat 0 is displaced: its own decision again
    assert top(s) == ("town_place", 0) and TRADES <= keys(s)


def test_a_traded_good_comes_from_the_limited_supply():
    s = edit_board(_with_cows(cows=1), supply={"squash": 0})
    s = edit(edit(s, 1, goods={"squash": 1}), 2, goods={})
    s = step(s, "cow:squash", 0)
    assert log_of(s, "mt.give_back") == [{"kind": "squash", "seats": [1]}]
    assert s.players[0].goods["squash"] == 1 and s.players[1].goods["squash"] == 0


def test_cows_are_conserved():
    s = new_game(3, 0, start=0)
    total = cow_total(s)
    s = play(s, (0, "cow:coins"))
    assert cow_total(s) == total == 24


# -- canteens ------------------------------------------------------------------------------
def _canteen_owner(canteens=1):
    s = new_game(3, 0, start=0)
    return edit(s, 0, canteens=canteens, workers={"wheat": 3}, coins=0, cows=0)


def test_a_canteen_is_offered_at_the_end_of_one_s_own_turn():
    s = step(_canteen_owner(), "bank:0", 0)
    assert top(s) == ("canteen", 0)
    assert main_keys(s) == {"canteen", "endturn"}
    s = step(s, "endturn", 0)
    assert top(s) == ("turn", 1) and s.players[0].canteens == 1


def test_spending_a_canteen_gives_an_immediate_extra_turn_and_leaves_the_game():
    s = play(_canteen_owner(), (0, "bank:0"), (0, "canteen"))
    assert top(s) == ("turn", 0) and s.players[0].canteens == 0
    assert log_of(s, "mt.canteen") == [{"seat": 0}]
    s = step(s, "bank:1", 0)
    assert s.players[0].coins == 3 + 8
    assert top(s) == ("turn", 1)  # no canteen left: the turn passes


def test_two_canteens_two_extra_turns():
    s = play(_canteen_owner(2), (0, "bank:0"), (0, "canteen"), (0, "bank:1"))
    assert top(s) == ("canteen", 0)
    s = play(s, (0, "canteen"), (0, "recruit"))
    assert s.players[0].canteens == 0


def test_full_areas_are_emptied_before_the_extra_turn():
    s = edit_board(_canteen_owner(), bank=[(), ("copper", "copper"), ("stone",) * 3])
    s = step(s, "bank:0", 0)
    assert top(s) == ("canteen", 0) and s.bank == ((), (), ())


def test_other_players_canteens_wait_for_their_own_turn():
    s = edit(new_game(3, 0, start=0), 1, canteens=1)
    s = edit(s, 0, workers={"wheat": 1})
    s = step(s, "bank:0", 0)
    assert top(s) == ("turn", 1)


def test_an_extra_turn_after_the_last_camp_cannot_build():
    s = edit(_canteen_owner(), 0, camps_left=1, goods=dict.fromkeys(GOODS, 3))
    s = step(s, "build:-1,1", 0)
    assert s.ending and s.players[0].camps_left == 0
    assert top(s) == ("canteen", 0)
    s = step(s, "canteen", 0)
    assert top(s) == ("turn", 0)
    assert not {k for k in main_keys(s) if k.startswith("build")}
    refused(s, 0, "build:-2,1", "mt.no_camps")
