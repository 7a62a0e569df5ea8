"""A specific reason for every refusal (teach the rules): each rule that refuses a move has
its own code and parameters, which the page words in the player's language. One test per
code, named after the rule; then a seeded walk over random positions checks that, for
every key a board could show, `why` is None exactly when the key is legal and never the
generic "not_legal" for a key that means something."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import Action
from engine.core import Rng
from engine.homesteaders.data import BID_VALUES
from ui.games import Ctx, ui_for
from ui.i18n import LANGS, Translator

from .helpers import (
    NEUTRAL,
    G,
    edit,
    edit_table,
    every_choice_key,
    finish_placement,
    new_game,
    refused,
    resolve_with,
    step,
    to_round,
    top,
)

UI = ui_for(G)


def said(s, seat: int, key: str, code: str, **params) -> None:
    """`refused`, and the reason reads in every language (no missing field or name)."""
    err = refused(s, seat, key, code, **params)
    json.dumps(err.params)  # JSON-ready
    for lang in LANGS:
        tr = Translator(lang, strict=True)
        text = UI.reason(Ctx(tr, ["Ann", "Bob", "Cy", "Di"], G.view(s, seat)), err.code,
                         err.params)
        assert text and "{" not in text, (lang, text)


def bidding(players: int = 3):
    """Round 1's bidding, seat 0 first."""
    return finish_placement(new_game(players))


def building(tile: int = 1, offer: dict | None = None, **holdings):
    """Seat 0 has won auction 1 (tile `tile`) for 3 and is to build."""
    s = edit_table(bidding(), tiles=[tile, 11], offer=offer)
    s = edit(s, 0, **{"silver": 20, **holdings})
    s = resolve_with(s, {1: (0, 3)})
    if top(s)[0] == "pay":
        s = step(s, "pay:0", 0)
    return s


def final_actions(**holdings):
    """Seat 0's final actions, holding `holdings`."""
    s = finish_placement(to_round(new_game(3), 11))
    assert top(s) == ("endgame", 0)
    return edit(s, 0, **holdings)


def paying(amount: int, **holdings):
    """Seat 0 is paying `amount` in wages (it has that many workers)."""
    s = edit(new_game(3), 0, workers=amount, **{"silver": 0, **holdings})
    s = step(s, "done", 0)
    assert top(s) == ("pay", 0, amount, "wages")
    return edit(s, 0, **{"silver": 0, **holdings})


# -- steps -------------------------------------------------------------------------------
def test_a_move_of_another_step_is_refused_naming_the_step_the_game_waits_for():
    said(new_game(3), 0, "bid:1:3", "hs.not_now", step="step_place")
    said(bidding(), 0, "work:homestead:0", "hs.not_now", step="step_bid")
    said(building(offer={"farm": 1}), 0, "pass", "hs.not_now", step="step_build")


def test_debts_are_repaid_only_in_the_final_scoring():
    said(edit(new_game(3), 0, debt=1, silver=9), 0, "repay", "hs.repay_only_at_end",
         price={"silver": 5})


# -- placing workers ---------------------------------------------------------------------------
def test_workers_go_only_on_the_players_own_buildings():
    said(new_game(3), 0, "work:farm:0", "hs.not_owned", building="farm")


def test_a_slot_takes_only_the_workers_it_needs():
    s = step(edit(new_game(3), 0, workers=2), "work:homestead:0", 0)
    said(s, 0, "work:homestead:0", "hs.slot_taken", building="homestead")


def test_a_worker_is_placed_only_while_one_is_idle():
    s = step(new_game(3), "work:homestead:0", 0)
    said(s, 0, "work:homestead:1", "hs.no_idle_worker", workers=1)


# -- paying --------------------------------------------------------------------------------------
def test_a_payment_beyond_all_the_player_holds_says_how_much_silver_is_missing():
    said(paying(7, silver=2, gold=0), 0, "pay:0", "hs.short_of_silver", amount=7, short=5)


def test_a_payment_with_more_gold_than_held_is_refused():
    said(paying(7, silver=9, gold=1), 0, "pay:2", "hs.not_enough_gold", gold=1)


def test_gold_gives_no_change_so_extra_coins_are_refused():
    said(paying(7, gold=3), 0, "pay:3", "hs.no_change", amount=7, most=2)


def test_a_payment_with_too_little_gold_says_the_silver_it_needs():
    said(paying(7, silver=1, gold=2), 0, "pay:1", "hs.pay_needs_silver", amount=7, gold=1,
         need=2, have=1)


# -- bidding -------------------------------------------------------------------------------------
def test_an_auction_space_not_in_play_takes_no_bid():
    said(bidding(3), 0, "bid:3:3", "hs.no_auction", auction=3, auctions=2)


def test_the_neutral_bid_goes_only_on_an_auction_in_play():
    s = finish_placement(new_game(2))
    assert top(s) == ("neutral", 0)
    said(s, 0, "neutral:3", "hs.no_auction", auction=3, auctions=2)


def test_bids_go_only_on_the_printed_steps():
    said(bidding(), 0, "bid:1:8", "hs.not_a_step", value=8, steps=list(BID_VALUES))


def test_a_bid_must_be_higher_than_the_high_bid():
    s = step(bidding(), "bid:1:5", 0)
    said(s, 1, "bid:1:4", "hs.bid_too_low", auction=1, high=5)


def test_only_the_lawyers_owner_may_equal_a_bid():
    s = step(bidding(), "bid:1:5", 0)
    said(s, 1, "bid:1:5", "hs.equal_needs_lawyer", auction=1, value=5, building="lawyer")


def test_a_rail_bonus_beyond_the_marker_is_refused():
    s = step(bidding(), "pass", 0)
    assert top(s) == ("rail", 0)
    said(s, 0, "rail:vp3", "hs.rail_beyond_marker", bonus={"vp": 3}, space=5, marker=1)


# -- building ------------------------------------------------------------------------------------
def test_nobody_builds_the_same_building_twice():
    s = building(offer={"farm": 2}, buildings=("farm",), wood=1)
    said(s, 0, "build:farm", "hs.already_built", building="farm")


def test_a_building_of_another_stage_is_not_on_offer():
    said(building(), 0, "build:church", "hs.not_on_offer", building="church", stage="town")


def test_a_building_whose_copies_are_all_built_is_refused():
    s = building(offer={"grain_mill": 1})
    said(s, 0, "build:farm", "hs.none_left", building="farm")


def test_the_tile_allows_only_its_building_types():
    s = building(tile=2, offer={"farm": 1, "foundry": 1}, wood=1)
    said(s, 0, "build:farm", "hs.wrong_type", building="farm", type="residential",
         allowed=["industrial"])


def test_a_building_short_of_goods_is_refused_saying_what_is_missing():
    s = building(offer={"grain_mill": 1}, wood=1)
    said(s, 0, "build:grain_mill", "hs.lacks_goods", building="grain_mill",
         missing={"steel": 1})


def test_gold_stands_in_for_copper_or_livestock_only_for_a_river_port_owner():
    s = building(tile=8, offer={"church": 1}, wood=1, steel=1, gold=2)
    said(s, 0, "build:church:1:0", "hs.river_port_only", building="river_port")


# -- tile bonuses ----------------------------------------------------------------------------
def test_the_river_ports_gold_pays_only_the_exchanges_of_tiles_9_and_10():
    s = step(building(tile=20, offer={}, gold=1, buildings=("river_port",)), "nobuild", 0)
    said(s, 0, "exchange:gold", "hs.gold_tiles_only", tiles=[9, 10])


def test_a_tile_exchange_needs_its_goods():
    s = step(building(tile=19, offer={}), "nobuild", 0)
    said(s, 0, "exchange", "hs.exchange_lacks", missing={"food": 1})


# -- final actions -------------------------------------------------------------------------
def test_only_a_debt_can_be_repaid():
    said(final_actions(silver=9, debt=0), 0, "repay", "hs.no_debt")


def test_a_debt_is_repaid_with_5_silver_or_a_gold_coin():
    s = final_actions(silver=3, gold=0, debt=1)
    said(s, 0, "repay", "hs.repay_costs", missing={"silver": 2})
    said(s, 0, "repay:gold", "hs.repay_costs", missing={"gold": 1})


# -- the market ------------------------------------------------------------------------------
def test_every_market_trade_needs_a_trade_token():
    said(edit(new_game(3), 0, trade=0, wood=1), 0, "sell:wood", "hs.needs_trade_token")


def test_the_market_and_bank_powers_are_for_their_owners():
    said(edit(new_game(3), 0, trade=1, wood=1), 0, "market:food", "hs.owner_only",
         building="market")


def test_buying_needs_the_printed_price():
    said(edit(new_game(3), 0, trade=1, silver=2), 0, "buy:steel", "hs.price", good="steel",
         price={"silver": 3})


def test_a_gold_coin_buys_only_if_the_player_has_one():
    said(edit(new_game(3), 0, trade=1, silver=0, gold=0), 0, "buy:steel:gold",
         "hs.no_gold_to_pay", good="steel")


def test_gold_is_not_bought_with_gold():
    said(edit(new_game(3), 0, trade=1, gold=2), 0, "buy:gold:gold", "hs.gold_for_gold")


def test_under_rules_1_a_gold_coin_buys_only_when_silver_is_short():
    s = edit(new_game(3, rules=1), 0, trade=1, silver=3, gold=1)
    said(s, 0, "buy:steel:gold", "hs.gold_when_short", good="steel", price={"silver": 3})


def test_only_goods_held_can_be_sold():
    said(edit(new_game(3), 0, trade=1), 0, "sell:copper", "hs.nothing_to_sell", good="copper")


def test_hiring_a_worker_needs_a_food():
    said(edit(new_game(3), 0, trade=1, food=0), 0, "hire", "hs.hire_needs_food")


def test_keys_that_mean_nothing_get_the_generic_refusal():
    s = new_game(3)
    for key in ("work:church:0", "build:homestead", "build:castle", "bid:1:22",
                "rail:silver", "buy:silver", "market:gold", "exchange:wood", "fly"):
        refused(s, 0, key, "not_legal")


def test_every_refusal_code_has_its_own_test_here():
    source = Path(__file__).read_text()
    untested = sorted(c for c in G.refusal_codes if f'"{c}"' not in source)
    assert not untested


# -- the walk: legal exactly when no reason, and every reason specific ----------------------------
KEYS = every_choice_key()


def _positions(players: int, seed: int, options: dict, rules: int):
    s = G.new(players, seed, options, rules)
    rng = Rng(seed)
    for _ in range(3000):
        if G.is_over(s):
            return
        yield s
        seat = G.to_act(s)[0]
        s = G.apply(s, G.bots["random" if rng.random() < 0.5 else "easy"](s, seat, rng, 0))
    raise AssertionError(f"seed {seed}: the game does not end")


@pytest.mark.parametrize(("players", "seed", "rules"),
                         [(2, 3, 2), (3, 4, 2), (4, 5, 2), (3, 6, 2), (3, 7, 1)])
def test_every_choice_a_board_shows_is_legal_exactly_when_it_has_no_reason(players, seed,
                                                                            rules):
    options = {"hidden_resources": seed % 2 == 0}
    seen = set()
    for s in _positions(players, seed, options, rules):
        seat = G.to_act(s)[0]
        legal = {a.key for a in G.legal_actions(s, seat)}
        assert legal <= set(KEYS), legal - set(KEYS)  # the board can show every move
        for key in KEYS:
            why = G.why(s, Action.from_key(seat, key))
            assert (why is None) == (key in legal), (seed, top(s), key, why)
            if why is not None:
                assert why[0] in G.refusal_codes, (seed, top(s), key, why)
                seen.add(why[0])
        other = (seat + 1) % players
        assert G.why(s, Action.from_key(other, "debt")) == ("not_your_turn", {})
    assert len(seen) >= 20, sorted(seen)


def test_bids_held_by_the_neutral_token_are_refused_like_any_other():
    s = edit_table(finish_placement(new_game(2)), neutral=5)
    s = step(s, "neutral:1", 0)
    assert s.bids[0] == (NEUTRAL, 5)
    said(s, 0, "bid:1:4", "hs.bid_too_low", auction=1, high=5)
