"""Ventes aux enchères, B. construction des bâtiments (rulebook): pay the bid, build one
building of an allowed type, its on-build effect, then the tile's bonuses; and the
special buildings that act when built or change payments."""
from engine.homesteaders.scoring import player_score

from .helpers import (
    G,
    drive,
    edit,
    edit_table,
    finish_placement,
    keys,
    main_keys,
    new_game,
    play,
    refused,
    resolve_with,
    step,
    top,
)

TOWN = {"church": 1, "workshop": 2, "depot": 2, "stables": 1, "bank": 1,
        "meatpacking_plant": 1, "forge": 2, "factory": 1, "rodeo": 1, "lawyer": 1,
        "fairgrounds": 1, "ranch": 2, "boarding_house": 1, "river_port": 2}
CITY = {"dude_ranch": 2, "town_hall": 1, "terminal": 2, "restaurant": 2,
        "train_station": 2, "circus": 1, "rail_yard": 1}


def _won(tile, value=3, offer=None, seat=0, buildings=(), rules=None, **holdings):
    """Seat `seat` has won auction 1 (tile `tile`) for `value`, after this round's wages,
    under rules version `rules` (default: the current one); `holdings` are what it holds
    when paying."""
    s = finish_placement(new_game(3, rules=rules))
    s = edit_table(s, tiles=[tile, 11], offer=offer)
    s = edit(s, seat, buildings=buildings, **{"silver": 20, **holdings})
    s = resolve_with(s, {1: (seat, value)})
    if top(s)[0] == "pay" and "pay:0" in main_keys(s):  # a gold holder keeps the gold
        s = step(s, "pay:0", seat)
    return s


def _builds(s):
    return {k for k in main_keys(s) if k.startswith("build:")}


# -- order: pay, build, on-build, tile bonus -------------------------------------------------
def test_winners_pay_and_build_in_auction_order_1_2_3():
    s = finish_placement(new_game(4))
    s = edit_table(s, tiles=[1, 11, 21])
    s = resolve_with(s, {1: (2, 3), 2: (0, 4), 3: (1, 5)})
    order = []

    def nobuild(s):
        order.append(top(s)[1])
        return step(s, "nobuild")

    s = drive(s, lambda s: s.phase == "resolve", nobuild, cap=3)
    assert order == [2, 0, 1]
    assert [p.h["silver"] for p in s.players][:3] == [7 - 4, 7 - 5, 7 - 3]


def test_each_winner_pays_and_builds_before_the_next_winner_pays():
    s = finish_placement(new_game(3))
    s = edit_table(s, tiles=[1, 11], offer={"grain_mill": 1, "farm": 1})
    s = edit(edit(s, 0, wood=2, steel=1), 1, wood=2, steel=1)
    s = resolve_with(s, {1: (1, 5), 2: (0, 4)})
    assert top(s) == ("build", 1, ("residential", "commercial"), False)
    assert (s.players[1].h["silver"], s.players[0].h["silver"]) == (7 - 5, 7)
    s = step(s, "build:grain_mill", 1)
    # auction 2's winner pays only now, and the last Grain Mill is gone
    assert s.players[0].h["silver"] == 7 - 4
    assert _builds(s) == {"build:farm"}


def test_the_bid_is_paid_first():
    s = _won(1, value=5)
    assert top(s) == ("build", 0, ("residential", "commercial"), False)
    assert s.players[0].h["silver"] == 15


def test_the_winner_builds_only_a_type_the_tile_shows():
    s = _won(2, wood=2, steel=1, gold=1)
    assert _builds(s) == {"build:foundry", "build:steel_mill", "build:gold_mine",
                          "build:copper_mine", "build:river_port"}
    refused(s, 0, "build:farm", "hs.wrong_type", building="farm", type="residential",
            allowed=["industrial"])


def test_a_tile_for_any_type_offers_every_type():
    s = _won(13, wood=1, steel=1)
    assert _builds(s) == {"build:farm", "build:market", "build:foundry",
                          "build:grain_mill", "build:gold_mine", "build:river_port",
                          "build:general_store"}


def test_a_building_must_be_paid_with_its_resources():
    s = _won(1)
    assert _builds(s) == set()
    refused(s, 0, "build:farm", "hs.lacks_goods", building="farm", missing={"wood": 1})
    s = step(step(_won(1, trade=1), "buy:wood", 0), "build:farm", 0)
    assert s.players[0].buildings == ("homestead", "farm")
    assert s.players[0].h["silver"] == 20 - 3 - 1


def test_nobody_builds_the_same_building_twice():
    s = _won(1, wood=1, buildings=("farm",))
    assert "build:farm" not in _builds(s)
    refused(s, 0, "build:farm", "hs.already_built", building="farm")


def test_only_buildings_on_offer_may_be_built():
    s = _won(8, wood=4, steel=4, offer={"farm": 1})
    assert _builds(s) == {"build:farm"}
    refused(s, 0, "build:church", "hs.not_on_offer", building="church", stage="town")


def test_building_pays_its_cost_takes_a_copy_and_counts_its_printed_vp():
    s = step(_won(1, wood=2, steel=1), "build:grain_mill", 0)
    p = s.players[0]
    assert (p.h["wood"], p.h["steel"]) == (1, 0)
    assert s.offer["farm"] == 3 and "grain_mill" not in s.offer
    assert player_score(p)["buildings"] == 2


def test_building_is_optional():
    s = step(_won(1, wood=1), "nobuild", 0)
    assert s.players[0].buildings == ("homestead",)


def test_a_tile_with_no_building_gives_a_worker_and_a_rail_advance():
    s = _won(14)
    assert s.players[0].workers == 2
    assert top(s) == ("rail", 0) and s.players[0].rail_pos == 1


def test_rules_1_the_tile_worker_may_be_declined_but_the_rail_advance_always_happens():
    s = _won(24, rules=1)
    assert main_keys(s) == {"take_worker", "skip"}
    s = step(s, "skip", 0)
    assert s.players[0].workers == 1 and s.players[0].rail_pos == 1


def test_tile_bonuses_come_after_the_building():
    s = _won(5, wood=1)
    assert top(s)[0] == "build" and s.players[0].workers == 1
    s = step(s, "build:market", 0)
    assert s.players[0].workers == 2
    said = [e[0] for e in s.log_entries]
    assert said.index("hs.worker") == said.index("hs.build") + 1


def test_faq_a_rail_bonus_from_the_tile_cannot_pay_the_bid():
    s = _won(14, value=5, silver=0)
    assert top(s) == ("pay", 0, 5, "bid") and s.players[0].rail_pos == 0
    assert main_keys(s) == set()
    refused(s, 0, "rail:trade", "hs.not_now", step="step_pay")
    s = play(s, (0, "debt"), (0, "debt"), (0, "debt"), (0, "pay:0"))
    assert s.players[0].h["silver"] == 1 and top(s) == ("rail", 0)


def test_faq_the_ranch_trade_token_cannot_pay_for_the_ranch_or_its_bid():
    s = _won(1, value=5, silver=0, wood=1, food=1)
    # paying the bid: the Ranch is not built yet, so no trade token to sell a good with
    assert top(s) == ("pay", 0, 5, "bid") and s.players[0].h["trade"] == 0
    assert not any(k.startswith(("sell:", "buy:")) for k in keys(s))
    s = play(s, (0, "debt"), (0, "debt"), (0, "debt"), (0, "pay:0"))
    # building: the steel is missing and the token that could buy it comes with the Ranch
    assert "build:ranch" not in _builds(s) and "buy:steel" not in keys(s)
    s = step(edit(s, 0, steel=1), "build:ranch", 0)
    assert s.players[0].h["trade"] == 1  # only now


# -- on-build effects ------------------------------------------------------------------------
def test_workshop_gives_a_worker():
    s = step(_won(6, steel=1, offer=TOWN), "build:workshop", 0)
    assert s.players[0].workers == 3  # the Workshop's worker, then tile 6's


def test_rules_1_the_workshop_worker_may_be_declined():
    s = step(_won(6, steel=1, offer=TOWN, rules=1), "build:workshop", 0)
    assert top(s) == ("worker", 0)
    assert step(s, "take_worker", 0).players[0].workers == 2
    assert step(s, "skip", 0).players[0].workers == 1


def test_depot_gives_a_rail_advance():
    s = step(_won(5, wood=1, steel=1, offer=TOWN), "build:depot", 0)
    assert top(s) == ("rail", 0) and s.players[0].rail_pos == 1


def test_forge_gives_a_rail_advance():
    s = step(_won(7, steel=2, offer=TOWN), "build:forge", 0)
    assert top(s) == ("rail", 0) and s.players[0].rail_pos == 1


def test_rail_yard_gives_a_rail_advance():
    s = step(_won(10, steel=2, gold=1, copper=1, offer=CITY), "build:rail_yard", 0)
    assert s.players[0].rail_pos == 1


def test_ranch_gives_a_trade_token():
    s = step(_won(1, wood=1, food=1, steel=1, offer=TOWN), "build:ranch", 0)
    assert s.players[0].h["trade"] == 1


def test_faq_the_ranch_trade_token_may_pay_the_tile_bonus():
    s = step(_won(18, wood=1, food=1, steel=1, offer=TOWN), "build:ranch", 0)
    assert top(s)[0] == "exchange" and main_keys(s) == {"skip"}  # no wood left
    s = step(s, "buy:wood", 0)
    assert main_keys(s) == {"exchange", "skip"}
    s = step(s, "exchange", 0)
    assert s.players[0].rail_lines == 1 and s.players[0].h["wood"] == 0


def test_boarding_house_discards_a_debt():
    s = step(_won(1, wood=2, debt=2), "build:boarding_house", 0)
    assert (s.players[0].h["debt"], s.players[0].h["silver"]) == (1, 17)


def test_boarding_house_with_no_debt_gives_2_silver():
    s = step(_won(1, wood=2), "build:boarding_house", 0)
    assert (s.players[0].h["debt"], s.players[0].h["silver"]) == (0, 19)


def test_train_station_gives_a_rail_line_then_an_extra_build_of_any_type():
    s = step(_won(17, wood=2, copper=1, food=1, offer=CITY), "build:train_station", 0)
    assert s.players[0].rail_lines == 1
    assert top(s) == ("build", 0, ("residential", "commercial", "industrial", "special"), True)
    assert _builds(s) == {"build:dude_ranch"}  # residential, though the tile is not
    s = step(s, "build:dude_ranch", 0)
    assert s.players[0].buildings == ("homestead", "train_station", "dude_ranch")


def test_train_station_extra_build_is_optional_and_paid_at_its_cost():
    s = step(_won(17, wood=1, copper=1, offer=CITY), "build:train_station", 0)
    assert _builds(s) == set() and main_keys(s) == {"nobuild"}
    assert step(s, "nobuild", 0).round == 2


def test_train_station_extra_building_has_its_own_on_build_effect():
    s = _won(17, wood=1, copper=2, steel=2, gold=1, offer=CITY)
    s = play(s, (0, "build:train_station"), (0, "build:rail_yard"))
    assert top(s) == ("rail", 0) and s.players[0].rail_pos == 1


def test_forge_gives_1_vp_for_each_later_building_but_not_for_itself():
    s = step(_won(16, steel=2, offer=TOWN), "build:forge", 0)
    assert s.players[0].h["vp"] == 0
    s = edit_table(step(s, "rail:trade", 0), offer=TOWN)
    s = edit(finish_placement(s), 0, steel=1, silver=20)
    s = resolve_with(edit_table(s, tiles=[6, 15]), {1: (0, 3)})
    s = step(s, "build:workshop", 0)
    assert s.players[0].h["vp"] == 1


# -- River Port ------------------------------------------------------------------------------
def test_river_port_owner_may_pay_gold_for_copper_in_a_building_cost():
    s = _won(8, wood=1, steel=1, gold=2, buildings=("river_port",), offer=TOWN)
    assert "build:church:1:0" in _builds(s) and "build:church" not in _builds(s)
    s = step(s, "build:church:1:0", 0)
    assert (s.players[0].h["gold"], s.players[0].h["copper"]) == (0, 0)


def test_river_port_owner_may_pay_gold_for_copper_and_livestock_together():
    s = _won(17, wood=2, gold=2, buildings=("river_port",), offer=TOWN)
    assert "build:fairgrounds:1:1" in _builds(s)
    s = step(s, "build:fairgrounds:1:1", 0)
    assert s.players[0].h["gold"] == 0 and s.players[0].h["wood"] == 0


def test_river_port_owner_may_still_pay_copper():
    s = _won(8, wood=1, steel=1, gold=2, copper=1, buildings=("river_port",), offer=TOWN)
    assert {"build:church", "build:church:1:0"} <= _builds(s)
    s = step(s, "build:church", 0)
    assert (s.players[0].h["gold"], s.players[0].h["copper"]) == (1, 0)


def test_gold_cannot_replace_copper_without_a_river_port():
    s = _won(8, wood=1, steel=1, gold=2, offer=TOWN)
    assert "build:church:1:0" not in _builds(s)
    refused(s, 0, "build:church:1:0", "hs.river_port_only", building="river_port")


def test_river_port_gold_pays_the_copper_for_4_vp_on_tile_9():
    s = step(_won(9, gold=1, buildings=("river_port",), offer={}), "nobuild", 0)
    assert top(s)[0] == "exchange" and main_keys(s) == {"exchange:gold", "skip"}
    s = step(s, "exchange:gold", 0)
    assert (s.players[0].h["gold"], s.players[0].h["vp"]) == (0, 4)


def test_river_port_gold_pays_the_livestock_for_4_vp_on_tile_10():
    s = step(_won(10, gold=1, livestock=1, buildings=("river_port",), offer={}),
             "nobuild", 0)
    assert main_keys(s) == {"exchange", "exchange:gold", "skip"}


def test_river_port_gold_is_no_use_on_other_tiles_exchanges():
    s = step(_won(20, gold=1, buildings=("river_port",), offer={}), "nobuild", 0)
    assert main_keys(s) == {"skip"}
    refused(s, 0, "exchange:gold", "hs.gold_tiles_only", tiles=[9, 10])
    refused(s, 0, "exchange", "hs.exchange_lacks", missing={"food": 1})


def test_river_port_gold_cannot_be_sold_as_copper_or_livestock():
    s = edit(new_game(3), 0, buildings=("river_port",), trade=1, gold=1, silver=0)
    assert {k for k in keys(s) if k.startswith("sell:")} == {"sell:gold"}
    refused(s, 0, "sell:copper", "hs.nothing_to_sell", good="copper")
    s = step(s, "sell:gold", 0)
    assert (s.players[0].h["silver"], s.players[0].h["gold"]) == (4, 0)  # a gold's price


# -- tile exchanges --------------------------------------------------------------------------
def test_tile_exchange_is_optional_and_once():
    s = step(_won(9, copper=2, offer={}), "nobuild", 0)
    assert main_keys(s) == {"exchange", "skip"}
    s = step(s, "exchange", 0)
    assert (s.players[0].h["copper"], s.players[0].h["vp"]) == (1, 4)
    assert s.round == 2  # the tile is spent


def test_a_tile_bonus_is_taken_even_without_building():
    s = step(_won(6, steel=1, offer=TOWN), "nobuild", 0)
    assert s.players[0].workers == 2


def test_tile_exchange_needs_the_resource():
    s = step(_won(19, offer={}), "nobuild", 0)
    refused(s, 0, "exchange", "hs.exchange_lacks", missing={"food": 1})
    assert step(s, "skip", 0).players[0].h["vp"] == 0


def test_tile_30_gives_6_vp_then_offers_food_for_2_vp():
    s = _won(30, food=1)
    assert s.players[0].h["vp"] == 6 and top(s)[0] == "exchange"
    s = step(s, "exchange", 0)
    assert s.players[0].h["vp"] == 8


def test_after_resolution_the_next_round_begins():
    s = step(_won(1), "nobuild", 0)
    assert s.round == 2 and s.phase == "place"
    assert G.to_act(s) == [0]
