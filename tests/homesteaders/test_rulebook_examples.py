"""Every worked example of the Homesteaders rulebook, replayed as a scenario.

The rulebook text names players by coloured pawns that did not survive in our copy; the
auction example is read as four players A, B, C, D seated in turn order from the start
player A (seats 0-3).

Examples that are the very rule they illustrate are tested beside that rule:
two workers on the River Port (`test_workers_income_wages::
test_river_port_double_slot_needs_two_workers_for_one_gold`), the Ranch's trade token paying
the tile bonus (`test_resolution::test_faq_the_ranch_trade_token_may_pay_the_tile_bonus`) and
the FAQ on paying a bid before any bonus (`test_resolution::
test_faq_a_rail_bonus_from_the_tile_cannot_pay_the_bid`,
`test_resolution::test_faq_the_ranch_trade_token_cannot_pay_for_the_ranch_or_its_bid`).
"""
from engine.homesteaders.scoring import debt_penalty, player_score

from .helpers import (
    NEUTRAL,
    G,
    all_pass,
    drive,
    edit,
    edit_all,
    edit_table,
    finish_placement,
    income_of,
    main_keys,
    new_game,
    play,
    refused,
    resolve_with,
    seat_to_act,
    step,
    top,
)

A, B, C, D = 0, 1, 2, 3


# -- "Faire une offre": the four-player auction over three tiles ------------------------------
def test_example_four_player_auction_over_three_tiles():
    s = edit_table(edit_all(new_game(4, start=A), silver=20), tiles=[1, 11, 21])
    s = finish_placement(s)
    # first time round the table
    s = play(s, (A, "bid:1:5"), (B, "bid:1:6"))
    assert seat_to_act(s) == C  # A, outbid, must wait for its turn to come round again
    s = play(s, (C, "bid:2:3"), (D, "bid:1:7"))
    # second time round: outbid players may move to another auction
    s = play(s, (A, "bid:3:3"), (B, "bid:3:4"))
    # C (auction 2) and D (auction 1) lead their auctions and do nothing
    assert seat_to_act(s) == A
    s = step(s, "bid:3:5", A)
    assert seat_to_act(s) == B
    s = step(s, "pass", B)
    # B moves up the railroad track at once and takes the bonus of the space reached
    assert s.players[B].rail_pos == 1 and main_keys(s) == {"rail:trade"}
    s = step(s, "rail:trade", B)
    # every player now leads an auction or has passed: the bidding is over
    assert s.phase == "resolve"
    assert s.bids == [(D, 7), (C, 3), (A, 5)]
    won = []

    def nobuild(s):
        won.append((top(s)[1], s.players[top(s)[1]].h["silver"]))
        return step(s, "nobuild")

    s = drive(s, lambda s: s.phase == "resolve", nobuild, cap=3)
    assert won == [(D, 21 - 7), (C, 21 - 3), (A, 21 - 5)]  # 20 + 2 income - 1 wage
    assert s.players[B].h["trade"] == 1 and s.players[B].h["silver"] == 21
    assert s.start == D  # the winner of auction 1 takes the start-player card


# -- "Dernier tour de jeu": five unpaid debts ------------------------------------------------
def test_example_five_unpaid_debts_cost_15_vp():
    assert debt_penalty(5) == 1 + 2 + 3 + 4 + 5 == 15
    assert player_score(edit(new_game(3), 0, debt=5).players[0])["debt"] == -15


# -- "Utilisation de l'or" --------------------------------------------------------------------
def _wages_of_seven(gold):
    """Seat 0 has 7 workers, `gold` gold and, after the Homestead's income, 2 silver."""
    s = edit(new_game(3), 0, workers=7, silver=0, gold=gold)
    s = step(s, "done", 0)
    assert top(s) == ("pay", 0, 7, "wages") and s.players[0].h["silver"] == 2
    return s


def test_example_7_wages_paid_with_a_gold_and_2_silver():
    s = _wages_of_seven(gold=1)
    assert main_keys(s) == {"pay:1"}
    s = step(s, "pay:1", 0)
    assert (s.players[0].h["gold"], s.players[0].h["silver"]) == (0, 0)


def test_example_7_wages_paid_with_2_gold():
    s = _wages_of_seven(gold=2)
    assert main_keys(s) == {"pay:1", "pay:2"}
    s = step(s, "pay:2", 0)
    assert (s.players[0].h["gold"], s.players[0].h["silver"]) == (0, 2)  # no change given


def _bid_of_nine(gold, silver):
    s = finish_placement(new_game(3))
    s = resolve_with(edit(s, 0, gold=gold, silver=silver), {1: (0, 9)})
    assert top(s) == ("pay", 0, 9, "bid")
    return s


def test_example_bid_of_9_paid_with_a_gold_and_4_silver():
    s = _bid_of_nine(gold=1, silver=4)
    assert main_keys(s) == {"pay:1"}
    refused(s, 0, "pay:0", "hs.pay_needs_silver", amount=9, gold=0, need=9, have=4)
    s = step(s, "pay:1", 0)
    assert (s.players[0].h["gold"], s.players[0].h["silver"]) == (0, 0)


def test_example_bid_of_9_paid_with_2_gold():
    s = step(_bid_of_nine(gold=2, silver=0), "pay:2", 0)
    assert (s.players[0].h["gold"], s.players[0].h["silver"]) == (0, 0)


def test_example_a_debt_repaid_with_a_gold_coin():
    s = edit(edit_table(new_game(3), rnd=10), 0, debt=1, gold=1)
    s = finish_placement(all_pass(finish_placement(s)))
    assert s.round == 11 and top(s) == ("endgame", 0)
    s = edit(s, 0, silver=0)
    assert main_keys(s) == {"repay:gold", "done"}
    s = step(s, "repay:gold", 0)
    assert (s.players[0].h["gold"], s.players[0].h["debt"]) == (0, 0)


# -- "Forge" ----------------------------------------------------------------------------------
def test_example_forge_owner_building_a_train_station_and_its_extra_building_scores_2_vp():
    s = finish_placement(new_game(3))
    s = edit_table(s, tiles=[9, 19], offer={"train_station": 2, "dude_ranch": 2})
    s = edit(s, 0, buildings=("forge",), wood=2, copper=1, food=1)
    s = resolve_with(s, {2: (0, 3)})
    s = play(s, (0, "build:train_station"), (0, "build:dude_ranch"))
    assert s.players[0].h["vp"] == 2
    assert s.players[0].buildings == ("homestead", "forge", "train_station", "dude_ranch")


# -- "Rodéo" ----------------------------------------------------------------------------------
def test_example_rodeo_with_3_workers_gives_3_silver():
    s = step(edit(new_game(3), 0, workers=3, buildings=("rodeo",)), "done", 0)
    assert income_of(s, 0) == {"silver": 2 + 3}


def test_example_rodeo_with_7_workers_gives_5_silver():
    s = step(edit(new_game(3), 0, workers=7, buildings=("rodeo",)), "done", 0)
    assert income_of(s, 0) == {"silver": 2 + 5}


def test_example_rodeo_counts_workers_at_income_time_not_when_built():
    s = edit(new_game(3), 0, workers=3, buildings=("rodeo",), trade=1, food=1)
    s = play(s, (0, "hire"), (0, "done"))
    assert income_of(s, 0) == {"silver": 2 + 4}


# -- FAQ: who becomes start player ------------------------------------------------------------
def _start_after(bids):
    s = edit_table(finish_placement(new_game(4, start=A)), tiles=[1, 11, 21])
    s = resolve_with(s, bids)
    s = drive(s, lambda s: s.phase == "resolve", lambda s: step(s, "nobuild"), cap=3)
    assert s.round == 2
    return s.start


def test_example_faq_the_winner_of_auction_1_becomes_start_player():
    assert _start_after({1: (C, 3), 2: (B, 3), 3: (D, 3)}) == C


def test_example_faq_auction_1_unwon_gives_the_card_to_the_winner_of_auction_2():
    assert _start_after({2: (B, 3), 3: (D, 3)}) == B


def test_example_faq_auctions_1_and_2_unwon_give_the_card_to_the_winner_of_auction_3():
    assert _start_after({3: (D, 3)}) == D


def test_example_faq_no_auction_won_leaves_the_card_where_it_is():
    assert _start_after({}) == A


# -- "Piste développement du chemin de fer" ---------------------------------------------------
def test_example_rail_space_3_offers_trade_rail_line_or_worker():
    s = finish_placement(edit(new_game(3), 0, rail_pos=2))
    s = step(s, "pass", 0)
    assert s.players[0].rail_pos == 3
    assert main_keys(s) == {"rail:trade", "rail:rail_line", "rail:worker"}
    s = step(s, "rail:worker", 0)
    assert s.players[0].workers == 2


# -- "Magasin général" ------------------------------------------------------------------------
def test_example_general_store_wood_sells_for_2_silver_and_1_vp():
    s = edit(new_game(3), 0, buildings=("general_store",), trade=1, wood=1, silver=0)
    s = step(s, "sell:wood", 0)
    h = s.players[0].h
    assert (h["silver"], h["vp"], h["wood"]) == (2, 1, 0)


def test_example_general_store_copper_sells_for_a_gold_a_silver_and_1_vp():
    s = edit(new_game(3), 0, buildings=("general_store",), trade=1, copper=1, silver=0)
    s = step(s, "sell:copper", 0)
    h = s.players[0].h
    assert (h["gold"], h["silver"], h["vp"], h["copper"]) == (1, 1, 1, 0)


# -- "Avocat" ---------------------------------------------------------------------------------
def test_example_lawyer_equal_bid_of_5_displaces_the_other_bidder():
    s = finish_placement(edit(new_game(3), 1, buildings=("lawyer",)))
    s = step(s, "bid:1:5", 0)
    assert "bid:1:5" in main_keys(s)
    refused(s, 1, "bid:1:4", "hs.bid_too_low", auction=1, high=5)  # equal, never lower
    s = step(s, "bid:1:5", 1)
    assert s.bids[0] == (1, 5)
    s = step(s, "pass", 2)
    s = step(s, "rail:trade", 2)
    assert seat_to_act(s) == 0  # the displaced bidder bids again or passes
    assert "bid:1:5" not in main_keys(s) and "bid:1:6" in main_keys(s)


# -- FAQ: the Homestead -----------------------------------------------------------------------
def test_example_faq_homestead_gives_2_silver_with_no_worker_placed():
    s = step(new_game(3), "done", 0)
    assert s.players[0].placed == {}
    assert income_of(s, 0) == {"silver": 2}
    assert s.players[0].h["silver"] == 6 + 2 - 1


# -- two players: the start player passes with the neutral level at 6 -------------------------
def test_example_two_players_round_1_neutral_on_5_then_the_start_player_bids():
    s = finish_placement(new_game(2, start=1))
    assert top(s) == ("neutral", 1)
    s = play(s, (1, "neutral:1"), (1, "bid:2:3"))
    assert s.bids == [(NEUTRAL, 5), (1, 3)]
    # the other player usually bids on the other tile, but may outbid the neutral token
    assert {"bid:1:6", "bid:2:4"} <= main_keys(s) and "bid:1:5" not in main_keys(s)


def test_example_two_players_start_player_passing_at_level_6():
    s = finish_placement(edit_table(new_game(2), neutral=6))
    s = play(s, (0, "neutral:2"), (0, "pass"))
    assert s.bids[1] == (NEUTRAL, 6)
    assert G.view(s, None)["neutral_level"] == 5


def test_example_two_players_both_winning_round_1_raise_the_level_to_6():
    s = finish_placement(new_game(2))
    s = play(s, (0, "neutral:2"), (0, "bid:1:3"), (1, "bid:2:6"), (0, "nobuild"),
             (1, "nobuild"))
    assert s.round == 2 and G.view(s, None)["neutral_level"] == 6
