"""Bidding with two players (rulebook, "Les enchères pour une partie à 2 joueurs"): the
neutral bid token and its level, and the start-player card."""
from .helpers import (
    NEUTRAL,
    G,
    edit,
    edit_table,
    finish_placement,
    main_keys,
    new_game,
    play,
    refused,
    step,
    top,
)


def _level(s):
    return G.view(s, None)["neutral_level"]


def _bidding(start=0, neutral=None):
    s = edit(edit(new_game(2, start=start), 0, silver=20), 1, silver=20)
    if neutral is not None:
        s = edit_table(s, neutral=neutral)
    return finish_placement(s)


def test_two_players_use_two_auctions():
    assert len(_bidding().tiles) == 2


def test_neutral_level_starts_at_5():
    s = _bidding()
    assert _level(s) == 5
    s = step(s, "neutral:2", 0)
    assert s.bids == [None, (NEUTRAL, 5)]


def test_start_player_places_the_neutral_bid_before_their_first_bid():
    s = _bidding(start=1)
    assert top(s) == ("neutral", 1)
    assert main_keys(s) == {"neutral:1", "neutral:2"}
    refused(s, 1, "bid:1:3", "hs.not_now", step="step_neutral")
    refused(s, 1, "neutral:3", "hs.no_auction", auction=3, auctions=2)
    s = step(s, "neutral:1", 1)
    assert top(s) == ("bid", 1)


def test_start_player_places_the_neutral_bid_even_when_passing():
    s = play(_bidding(), (0, "neutral:1"), (0, "pass"))
    assert s.bids[0] == (NEUTRAL, 5)
    assert _level(s) == 4


def test_start_player_may_place_the_neutral_bid_then_outbid_it():
    s = play(_bidding(), (0, "neutral:1"))
    assert "bid:1:5" not in main_keys(s) and "bid:1:6" in main_keys(s)
    s = step(s, "bid:1:6", 0)
    assert s.bids[0] == (0, 6)


def test_a_player_must_beat_the_neutral_bid_like_any_other():
    s = play(_bidding(), (0, "neutral:2"), (0, "bid:1:3"))
    refused(s, 1, "bid:2:5", "hs.equal_needs_lawyer", auction=2, value=5,
            building="lawyer")
    refused(s, 1, "bid:2:4", "hs.bid_too_low", auction=2, high=5)


def test_a_lawyer_owner_may_equal_the_neutral_bid():
    s = play(edit(_bidding(), 1, buildings=("lawyer",)), (0, "neutral:2"), (0, "bid:1:3"))
    s = step(s, "bid:2:5", 1)
    assert s.bids[1] == (1, 5)


def test_neutral_level_rises_one_step_after_a_round_both_players_won():
    s = play(_bidding(), (0, "neutral:2"), (0, "bid:1:3"), (1, "bid:2:6"),
             (0, "nobuild"), (1, "nobuild"))
    assert s.round == 2 and _level(s) == 6
    s = step(finish_placement(s), "neutral:1", 0)
    assert s.bids[0] == (NEUTRAL, 6)


def test_beating_the_neutral_bid_alone_does_not_raise_the_level():
    s = play(_bidding(), (0, "neutral:1"), (0, "bid:1:6"), (1, "pass"), (1, "rail:trade"),
             (0, "nobuild"))
    assert s.round == 2 and _level(s) == 4  # only the pass counted


def test_neutral_level_drops_one_step_for_each_pass():
    s = play(_bidding(), (0, "neutral:1"), (0, "pass"))
    assert _level(s) == 4
    s = play(s, (0, "rail:trade"), (1, "pass"))
    assert _level(s) == 3


def test_neutral_level_never_goes_below_3():
    s = play(_bidding(neutral=3), (0, "neutral:1"), (0, "pass"), (0, "rail:trade"),
             (1, "pass"))
    assert _level(s) == 3


def test_neutral_level_never_goes_above_9():
    s = play(_bidding(neutral=9), (0, "neutral:2"), (0, "bid:1:3"), (1, "bid:2:12"),
             (0, "nobuild"), (1, "nobuild"))
    assert s.round == 2 and _level(s) == 9


def test_neutral_level_climbs_7_to_9_skipping_8():
    s = play(_bidding(neutral=7), (0, "neutral:2"), (0, "bid:1:3"), (1, "bid:2:9"),
             (0, "nobuild"), (1, "nobuild"))
    assert _level(s) == 9


def test_a_tile_still_held_by_the_neutral_bid_is_won_by_nobody():
    s = play(_bidding(), (0, "neutral:1"), (0, "bid:2:3"), (1, "pass"), (1, "rail:trade"))
    assert [p["auction"] for m, p, _ in s.log_entries if m == "hs.tile_discarded"] == [1]
    assert [p["auction"] for m, p, _ in s.log_entries if m == "hs.won"] == [2]


def test_start_card_passes_to_the_other_player_when_auction_1_is_not_won():
    s = play(_bidding(), (0, "neutral:1"), (0, "bid:2:3"), (1, "pass"), (1, "rail:trade"),
             (0, "nobuild"))
    assert s.round == 2 and s.start == 1  # seat 0 won auction 2 but the card passes
    s = play(finish_placement(s), (1, "neutral:1"), (1, "pass"), (1, "rail:trade"),
             (0, "pass"), (0, "rail:trade"))
    assert s.round == 3 and s.start == 0  # nobody won anything: it passes again


def test_the_winner_of_auction_1_takes_the_start_card():
    s = play(_bidding(), (0, "neutral:2"), (0, "pass"), (0, "rail:trade"), (1, "bid:1:3"),
             (1, "nobuild"))
    assert s.start == 1
    s2 = play(_bidding(), (0, "neutral:2"), (0, "bid:1:3"), (1, "pass"), (1, "rail:trade"),
              (0, "nobuild"))
    assert s2.start == 0


def test_the_view_shows_the_neutral_bid_as_nobody():
    s = play(_bidding(), (0, "neutral:2"))
    assert G.view(s, 1)["auctions"][1]["bid"] == {"seat": None, "neutral": True, "value": 5}
