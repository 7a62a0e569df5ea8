"""Le commerce et le marché (rulebook): buying and selling for a trade token, hiring,
debt, the Market, Bank and General Store powers, and gold as 5 silver."""
import pytest

from .helpers import (
    G,
    edit,
    finish_placement,
    keys,
    main_keys,
    new_game,
    refused,
    step,
    top,
)

RATES = [("wood", "silver", 1), ("food", "silver", 2), ("steel", "silver", 3),
         ("gold", "silver", 4), ("copper", "gold", 1), ("livestock", "gold", 1)]


def _trader(**holdings):
    """Seat 0 at its first decision (placing workers), holding `holdings`."""
    return edit(new_game(3), 0, **{"silver": 0, **holdings})


@pytest.mark.parametrize(("good", "currency", "price"), RATES)
def test_buying_costs_a_trade_token_and_the_printed_price(good, currency, price):
    s = step(_trader(trade=1, **{currency: price}), f"buy:{good}", 0)
    h = s.players[0].h
    assert (h["trade"], h[currency], h[good]) == (0, 0, 1)
    assert h["vp"] == 0


@pytest.mark.parametrize(("good", "currency", "price"), RATES)
def test_selling_gives_the_printed_price_and_1_vp_for_a_trade_token(good, currency, price):
    s = step(_trader(trade=1, **{good: 1}), f"sell:{good}", 0)
    h = s.players[0].h
    assert (h["trade"], h[good], h[currency], h["vp"]) == (0, 0, price, 1)


@pytest.mark.parametrize(("good", "currency", "price"), RATES)
def test_buying_without_the_price_is_refused(good, currency, price):
    s = _trader(trade=1, **{currency: price - 1})
    assert f"buy:{good}" not in keys(s)
    refused(s, 0, f"buy:{good}", "hs.price", good=good, price={currency: price})


def test_every_trade_needs_a_trade_token():
    s = _trader(silver=10, wood=2, food=1)
    assert keys(s) == {"work:homestead:0", "work:homestead:1", "done", "debt"}
    for key in ("buy:wood", "sell:wood", "hire"):
        refused(s, 0, key, "hs.needs_trade_token")


def test_one_trade_token_per_sale_as_often_as_tokens_last():
    s = _trader(trade=2, wood=3)
    s = step(step(s, "sell:wood", 0), "sell:wood", 0)
    h = s.players[0].h
    assert (h["trade"], h["wood"], h["silver"], h["vp"]) == (0, 1, 2, 2)
    assert "sell:wood" not in keys(s)


def test_nothing_to_sell_is_refused():
    refused(_trader(trade=1), 0, "sell:steel", "hs.nothing_to_sell", good="steel")


def test_general_store_owner_gets_1_more_silver_per_sale_but_no_discount():
    s = _trader(trade=3, steel=1, silver=3, buildings=("general_store",))
    s = step(s, "sell:steel", 0)
    assert (s.players[0].h["silver"], s.players[0].h["vp"]) == (7, 1)
    s = step(s, "buy:steel", 0)
    assert s.players[0].h["silver"] == 4


def test_hiring_a_worker_costs_a_trade_token_and_a_food():
    s = step(_trader(trade=1, food=1), "hire", 0)
    p = s.players[0]
    assert (p.workers, p.h["trade"], p.h["food"]) == (2, 0, 0)
    refused(_trader(trade=1), 0, "hire", "hs.hire_needs_food")


def test_taking_debt_gives_2_silver_and_needs_no_trade_token():
    s = step(step(_trader(), "debt", 0), "debt", 0)
    assert (s.players[0].h["silver"], s.players[0].h["debt"]) == (4, 2)


def test_debt_chits_are_unlimited_in_the_digital_version():
    s = _trader()
    for _ in range(40):  # the box holds 36
        s = step(s, "debt", 0)
    assert (s.players[0].h["debt"], s.players[0].h["silver"]) == (40, 80)


def test_market_owner_trades_a_wood_for_a_food_and_a_food_for_a_steel():
    s = _trader(trade=2, wood=1, buildings=("market",))
    assert {"market:food"} == {k for k in keys(s) if k.startswith("market")}
    s = step(s, "market:food", 0)
    s = step(s, "market:steel", 0)
    h = s.players[0].h
    assert (h["trade"], h["wood"], h["food"], h["steel"], h["vp"]) == (0, 0, 0, 1, 0)


def test_market_exchanges_are_for_the_market_owner_only():
    s = _trader(trade=1, wood=1)
    refused(s, 0, "market:food", "hs.owner_only", building="market")


def test_bank_owner_trades_a_trade_token_for_a_silver_not_back():
    s = step(_trader(trade=1, buildings=("bank",)), "bank", 0)
    assert (s.players[0].h["trade"], s.players[0].h["silver"]) == (0, 1)
    assert "bank" not in keys(s)  # a silver never buys a trade token


def test_bank_exchange_is_for_the_bank_owner_only():
    refused(_trader(trade=1), 0, "bank", "hs.owner_only", building="bank")


def test_a_gold_coin_buys_a_silver_priced_good_as_5_silver_with_no_change():
    s = _trader(trade=1, gold=1, silver=2)
    assert "buy:steel:gold" in keys(s) and "buy:steel" not in keys(s)
    s = step(s, "buy:steel:gold", 0)
    h = s.players[0].h
    assert (h["gold"], h["steel"], h["silver"], h["trade"]) == (0, 1, 2, 0)


def test_gold_buys_at_the_market_whenever_the_player_wishes():
    s = _trader(trade=1, gold=1, silver=3)
    assert {"buy:steel", "buy:steel:gold", "buy:wood:gold"} <= keys(s)
    h = step(s, "buy:wood:gold", 0).players[0].h
    assert (h["gold"], h["wood"], h["silver"], h["trade"]) == (0, 1, 3, 0)


def test_rules_1_the_gold_way_to_buy_is_offered_only_when_silver_is_short():
    s = edit(new_game(3, rules=1), 0, trade=1, gold=1, silver=3)
    assert "buy:steel" in keys(s) and "buy:steel:gold" not in keys(s)
    assert "buy:wood:gold" not in keys(s)
    refused(s, 0, "buy:steel:gold", "hs.gold_when_short", good="steel",
            price={"silver": 3})


def test_copper_and_livestock_are_bought_with_a_gold_coin():
    s = _trader(trade=1, gold=1, silver=9)
    assert {"buy:copper", "buy:livestock"} <= keys(s)
    assert "buy:copper:gold" not in keys(s)


def test_gold_is_not_bought_with_gold():
    assert "buy:gold:gold" not in keys(_trader(trade=1, gold=1))


def test_trades_are_free_actions_at_every_decision():
    s = finish_placement(edit(new_game(3), 0, trade=1, wood=1))
    assert s.phase == "bid" and "sell:wood" in keys(s)  # even while bidding
    s = step(s, "pass", 0)
    assert "sell:wood" in keys(s)  # and while choosing a rail bonus
    assert {a.key for a in G.legal_actions(s, 0) if a.free} >= {"debt", "sell:wood"}
    assert "sell:wood" not in main_keys(s)


def test_debt_is_offered_at_every_kind_of_decision():
    s = finish_placement(new_game(2))
    assert top(s)[0] == "neutral" and "debt" in keys(s)
    s = step(s, "neutral:1", 0)
    assert top(s)[0] == "bid" and "debt" in keys(s)
    s = edit(s, 0, gold=1, wood=1)
    s = step(step(s, "bid:2:3", 0), "pass", 1)
    assert top(s)[0] == "rail" and "debt" in keys(s)
    s = step(s, "rail:trade", 1)
    assert top(s) == ("pay", 0, 3, "bid") and "debt" in keys(s) and "sell:wood" not in keys(s)
    s = step(s, "pay:0", 0)
    assert top(s)[0] == "build" and "debt" in keys(s)


def test_free_actions_leave_the_decision_pending():
    s = step(_trader(trade=1, wood=1), "sell:wood", 0)
    assert G.to_act(s) == [0] and s.tasks[-1] == ("place", 0)
