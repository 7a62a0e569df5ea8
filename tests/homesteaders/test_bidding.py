"""Ventes aux enchères, A. faire une offre (rulebook), and the Railroad Development Track."""
import pytest

from engine.homesteaders.data import BID_VALUES

from .helpers import (
    edit,
    finish_placement,
    keys,
    main_keys,
    new_game,
    play,
    refused,
    seat_to_act,
    step,
    top,
)


def _bidding(players=3, start=0, **holdings):
    s = new_game(players, start=start)
    for seat in range(players):
        s = edit(s, seat, **holdings)
    return finish_placement(s)


def test_bid_values_are_the_printed_steps_from_3_to_21():
    assert BID_VALUES == (3, 4, 5, 6, 7, 9, 12, 16, 21)
    s = _bidding()
    assert main_keys(s) == {f"bid:{a}:{v}" for a in (1, 2) for v in BID_VALUES} | {"pass"}


def test_a_bid_off_the_printed_steps_is_refused():
    s = _bidding()
    refused(s, 0, "bid:1:8", "hs.not_a_step", value=8, steps=[3, 4, 5, 6, 7, 9, 12, 16, 21])
    refused(s, 0, "bid:1:2", "hs.not_a_step", value=2)
    refused(s, 0, "bid:3:5", "hs.no_auction", auction=3)


def test_bidding_starts_with_the_start_player_and_goes_clockwise():
    s = _bidding(4, start=2)
    assert seat_to_act(s) == 2
    s = step(s, "bid:1:3", 2)
    assert seat_to_act(s) == 3
    s = step(s, "bid:2:3", 3)
    assert seat_to_act(s) == 0


def test_a_bid_must_be_higher_than_the_current_bid_on_that_auction():
    s = step(_bidding(), "bid:1:5", 0)
    assert {k for k in main_keys(s) if k.startswith("bid:1:")} == {
        f"bid:1:{v}" for v in (6, 7, 9, 12, 16, 21)}
    refused(s, 1, "bid:1:5", "hs.equal_needs_lawyer", auction=1, value=5)
    refused(s, 1, "bid:1:4", "hs.bid_too_low", auction=1, high=5)


def test_a_player_may_bid_whatever_silver_they_hold():
    s = _bidding(silver=0)
    assert "bid:1:21" in main_keys(s)
    s = step(s, "bid:1:21", 0)
    assert s.bids[0] == (0, 21)


def test_the_top_bidder_is_skipped_until_outbid():
    s = play(_bidding(), (0, "bid:1:3"), (1, "bid:2:3"))
    assert seat_to_act(s) == 2
    s = step(s, "bid:2:4", 2)  # seat 1 outbid: its turn comes, seat 0 still leads
    assert seat_to_act(s) == 1


def test_an_outbid_player_may_bid_on_another_auction_or_the_same_one():
    s = play(_bidding(), (0, "bid:1:3"), (1, "bid:1:4"), (2, "pass"), (2, "rail:trade"))
    assert seat_to_act(s) == 0
    assert {"bid:1:5", "bid:2:3", "pass"} <= main_keys(s)
    s = step(s, "bid:2:3", 0)
    assert s.bids == [(1, 4), (0, 3)]


def test_a_player_wins_at_most_one_auction_since_they_have_one_bid_marker():
    s = play(_bidding(4), (0, "bid:1:3"), (1, "bid:2:3"), (2, "bid:3:3"))
    assert seat_to_act(s) == 3
    s = step(s, "pass", 3)
    s = step(s, "rail:trade", 3)
    assert s.phase == "resolve"  # seats 0-2 hold one auction each: bidding is over


def test_passing_leaves_the_bidding_for_the_round():
    s = play(_bidding(), (0, "pass"), (0, "rail:trade"), (1, "bid:1:3"), (2, "bid:1:4"))
    assert seat_to_act(s) == 1  # seat 0 is skipped for good
    assert s.passed == (True, False, False)


def test_passing_advances_the_rail_marker_and_takes_a_bonus_at_once():
    s = step(_bidding(), "pass", 0)
    assert s.players[0].rail_pos == 1
    assert top(s) == ("rail", 0)
    assert main_keys(s) == {"rail:trade"}
    s = step(s, "rail:trade", 0)
    assert s.players[0].h["trade"] == 1


def test_bidding_ends_when_every_player_leads_an_auction_or_has_passed():
    s = play(_bidding(), (0, "bid:1:3"), (1, "bid:2:3"), (2, "pass"))
    s = step(s, "rail:trade", 2)
    assert s.phase == "resolve"
    assert [p["seat"] for m, p, _ in s.log_entries if m == "hs.won"] == [0]


def test_several_players_may_pass_in_a_round_and_all_advance_on_the_track():
    s = _bidding()
    for seat in (0, 1, 2):
        s = play(s, (seat, "pass"), (seat, "rail:trade"))
    assert [p.rail_pos for p in s.players] == [1, 1, 1]
    assert s.round == 2


def test_tiles_with_no_bid_are_discarded_and_won_by_nobody():
    s = play(_bidding(), (0, "bid:1:3"), (1, "pass"), (1, "rail:trade"), (2, "pass"))
    s = step(step(s, "rail:trade", 2), "nobuild", 0)
    discarded = [p for m, p, _ in s.log_entries if m == "hs.tile_discarded"]
    assert [d["auction"] for d in discarded] == [2]
    assert s.round == 2 and s.players[0].h["silver"] == 6 + 2 - 1 - 3


def test_pass_and_bid_are_the_only_bidding_moves_besides_free_actions():
    s = _bidding(trade=1)
    assert main_keys(s) == {k for k in keys(s) if k.startswith(("bid:", "pass"))}


# -- the Railroad Development Track ---------------------------------------------------------
@pytest.mark.parametrize(("space", "choices"), [
    (1, {"trade"}),
    (2, {"trade", "rail_line"}),
    (3, {"trade", "rail_line", "worker"}),
    (4, {"trade", "rail_line", "worker", "wood", "food", "steel", "gold", "copper",
         "livestock"}),
    (5, {"trade", "rail_line", "worker", "wood", "food", "steel", "gold", "copper",
         "livestock", "vp3"}),
])
def test_rail_track_bonus_is_the_space_reached_or_any_earlier_space(space, choices):
    s = step(edit(_bidding(), 0, rail_pos=space - 1), "pass", 0)
    assert s.players[0].rail_pos == space
    assert main_keys(s) == {f"rail:{c}" for c in choices}


@pytest.mark.parametrize(("choice", "field", "amount"), [
    ("trade", "trade", 1), ("rail_line", "rail_lines", 1), ("worker", "workers", 2),
    ("copper", "copper", 1), ("vp3", "vp", 3)])
def test_rail_track_bonuses_give_what_their_space_shows(choice, field, amount):
    s = step(edit(_bidding(), 0, rail_pos=4), "pass", 0)
    s = step(s, f"rail:{choice}", 0)
    p = s.players[0]
    got = getattr(p, field) if field in ("rail_lines", "workers") else p.h[field]
    assert got == amount


def test_on_the_last_rail_space_the_marker_stays_and_any_bonus_may_be_taken():
    s = step(edit(_bidding(), 0, rail_pos=5), "pass", 0)
    assert s.players[0].rail_pos == 5
    s = step(s, "rail:vp3", 0)
    assert s.players[0].h["vp"] == 3


def test_a_bonus_beyond_the_marker_is_refused():
    s = step(_bidding(), "pass", 0)
    refused(s, 0, "rail:worker", "hs.rail_beyond_marker", bonus={"worker": 1}, space=3)
