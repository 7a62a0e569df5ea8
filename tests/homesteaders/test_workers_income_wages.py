"""Revenus (rulebook): A. placing workers, B. collecting income, C. paying wages."""
from .helpers import (
    drive,
    edit,
    finish_placement,
    income_of,
    keys,
    main_keys,
    new_game,
    play,
    refused,
    resolve_with,
    step,
    to_round,
    top,
)


# -- A. placing workers ----------------------------------------------------------------------
def test_workers_go_only_on_empty_slots_of_your_own_buildings():
    s = edit(new_game(3), 0, workers=3, buildings=("farm",))
    assert main_keys(s) == {"work:homestead:0", "work:homestead:1", "work:farm:0",
                            "work:farm:1", "done"}
    s = step(s, "work:farm:0", 0)
    assert "work:farm:0" not in keys(s)  # one worker per slot
    refused(s, 0, "work:farm:0", "hs.slot_taken", building="farm")
    refused(s, 0, "work:ranch:0", "hs.not_owned", building="ranch")
    refused(s, 0, "work:church:0", "not_legal")  # the Church has no worker slot


def test_no_slot_is_offered_once_every_worker_is_placed():
    s = step(new_game(3), "work:homestead:0", 0)
    assert main_keys(s) == {"done"}
    refused(s, 0, "work:homestead:1", "hs.no_idle_worker", workers=1)


def test_workers_may_stay_idle_on_the_homestead():
    s = step(edit(new_game(3), 0, workers=3), "done", 0)
    assert s.players[0].placed == {}
    assert income_of(s, 0) == {"silver": 2}


def test_placement_goes_in_turn_order_from_the_start_player():
    s = new_game(4, start=2)
    order = []

    def move(s):
        if top(s)[0] == "place":
            order.append(top(s)[1])
            return step(s, "done")
        return step(s, sorted(main_keys(s))[0])

    s = drive(s, lambda s: s.phase == "place", move, cap=8)
    assert order == [2, 3, 0, 1]


def test_workers_are_placed_afresh_each_round():
    s = play(new_game(3), (0, "work:homestead:0"))
    assert s.players[0].placed == {("homestead", 0): 1}
    s = to_round(s, 2)
    assert s.players[0].placed == {}
    assert "work:homestead:0" in main_keys(s)


def test_a_building_built_this_round_takes_workers_from_next_round():
    s = finish_placement(edit(new_game(3), 0, wood=1))
    s = resolve_with(s, {1: (0, 3)})
    s = step(s, "build:farm", 0)
    assert "work:farm:0" in main_keys(s)  # round 2, seat 0 (start player) places first
    assert s.round == 2 and top(s) == ("place", 0)


def test_river_port_double_slot_needs_two_workers_for_one_gold():
    one = edit(new_game(3), 0, workers=2, buildings=("river_port",))
    one = play(one, (0, "work:river_port:0"), (0, "done"))
    assert income_of(one, 0) == {"silver": 2}
    two = edit(new_game(3), 0, workers=2, buildings=("river_port",))
    two = play(two, (0, "work:river_port:0"), (0, "work:river_port:0"))
    assert main_keys(two) == {"done"}
    two = step(two, "done", 0)
    assert income_of(two, 0) == {"silver": 2, "gold": 1}


# -- B. income -------------------------------------------------------------------------------
def test_homestead_slots_give_a_wood_and_a_vp():
    s = edit(new_game(3), 0, workers=2)
    s = play(s, (0, "work:homestead:0"), (0, "work:homestead:1"), (0, "done"))
    assert income_of(s, 0) == {"silver": 2, "wood": 1, "vp": 1}


def test_automatic_income_needs_no_worker():
    s = edit(new_game(3), 0, buildings=("grain_mill", "railworkers_house"))
    s = step(s, "done", 0)
    assert income_of(s, 0) == {"silver": 3, "food": 1, "trade": 1}


def test_worker_slot_income_only_when_the_slot_is_occupied():
    s = edit(new_game(3), 0, workers=1, buildings=("farm",))
    s = play(s, (0, "work:farm:1"), (0, "done"))
    assert income_of(s, 0) == {"silver": 2, "food": 1}


def test_each_rail_line_gives_one_silver():
    s = step(edit(new_game(3), 0, rail_lines=3), "done", 0)
    assert income_of(s, 0) == {"silver": 5}


def test_income_is_added_to_the_player_holdings():
    s = edit(new_game(3), 0, workers=1, buildings=("market",), silver=0)
    s = play(s, (0, "work:market:0"), (0, "done"))
    assert s.players[0].h["silver"] == 0 + 2 + 2 - 1 and s.players[0].h["trade"] == 1


def test_bank_income_discards_one_debt():
    s = step(edit(new_game(3), 0, buildings=("bank",), debt=2), "done", 0)
    assert income_of(s, 0) == {"silver": 2, "debt": -1}
    assert s.players[0].h["debt"] == 1


def test_bank_income_with_no_debt_gives_two_silver():
    s = step(edit(new_game(3), 0, buildings=("bank",)), "done", 0)
    assert income_of(s, 0) == {"silver": 4}


def test_income_with_every_building_kind_of_income():
    s = edit(new_game(3), 0, buildings=("church", "fairgrounds", "stables", "trading_post"))
    s = step(s, "done", 0)
    assert income_of(s, 0) == {"silver": 2, "vp": 3, "gold": 1, "trade": 3}


# -- C. wages --------------------------------------------------------------------------------
def test_wages_are_one_silver_per_worker_owned_even_idle_ones():
    s = edit(new_game(3), 0, workers=4, silver=10)
    s = play(s, (0, "work:homestead:0"), (0, "done"))
    assert s.players[0].h["silver"] == 10 + 2 - 4


def test_wages_are_paid_every_round_from_round_1():
    s = to_round(new_game(3), 3)
    # two rounds: +2 silver income and -1 wage each, plus the rail-track trade tokens
    assert [p.h["silver"] for p in s.players] == [8, 8, 8]


def test_wages_paid_automatically_when_silver_alone_pays_and_no_gold_is_held():
    s = step(edit(new_game(3), 0, workers=3, silver=1), "done", 0)
    assert top(s) == ("place", 1)
    assert s.players[0].h["silver"] == 0


def test_a_gold_holder_chooses_how_to_pay_wages():
    s = step(edit(new_game(3), 0, workers=3, gold=1, silver=5), "done", 0)
    assert top(s) == ("pay", 0, 3, "wages")
    assert main_keys(s) == {"pay:0", "pay:1"}


def test_a_player_short_of_silver_must_take_debt_to_pay_wages():
    s = step(edit(new_game(3), 0, workers=5, silver=0), "done", 0)
    assert top(s) == ("pay", 0, 5, "wages")
    assert main_keys(s) == set()  # no way to pay yet: only trades and debt
    refused(s, 0, "pay:0", "hs.short_of_silver", short=3)
    s = step(step(s, "debt", 0), "debt", 0)
    assert main_keys(s) == {"pay:0"}
    s = step(s, "pay:0", 0)
    assert (s.players[0].h["silver"], s.players[0].h["debt"]) == (1, 2)
    assert top(s) == ("place", 1)


def test_hiring_during_placement_gives_a_worker_to_place_at_once():
    s = edit(new_game(3), 0, trade=1, food=1)
    s = play(s, (0, "work:homestead:0"), (0, "hire"))
    assert s.players[0].workers == 2
    assert "work:homestead:1" in main_keys(s)
    s = play(s, (0, "work:homestead:1"), (0, "done"))
    assert income_of(s, 0) == {"silver": 2, "wood": 1, "vp": 1}
    assert s.players[0].h["silver"] == 6 + 2 - 2  # the new worker is paid too


def test_gold_beyond_what_the_wages_need_is_not_offered_since_no_change_is_given():
    s = step(edit(new_game(3), 0, workers=7, gold=3, silver=0), "done", 0)
    assert main_keys(s) == {"pay:1", "pay:2"}  # 2 gold already cover 7
    refused(s, 0, "pay:3", "hs.no_change", amount=7, most=2)
    refused(s, 0, "pay:0", "hs.pay_needs_silver", amount=7, gold=0, need=7, have=2)


def test_paying_with_gold_you_do_not_have_is_refused():
    s = step(edit(new_game(3), 0, workers=3, gold=1, silver=0), "done", 0)
    refused(s, 0, "pay:2", "hs.not_enough_gold", gold=1)
