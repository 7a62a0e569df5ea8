"""Hidden information: the face-down auction stacks always, and with the
`hidden_resources` option the screens ("Matériel de jeu caché": resources, silver, debt,
VP tokens and trade tokens stay behind each player's screen)."""
import json

import pytest

from .helpers import (
    G,
    edit,
    finish_placement,
    new_game,
    play,
    play_to_end,
    step,
    to_round,
    view_log,
)


def _with_trades(hidden):
    s = edit(new_game(3, hidden=hidden), 0, trade=1, wood=1, gold=1)
    return play(s, (0, "sell:wood"), (0, "debt"), (0, "done"), (0, "pay:1"))


def test_a_seat_view_hides_the_other_seats_holdings_behind_the_screens():
    s = _with_trades(hidden=True)
    v = G.view(s, 1)
    assert v["seats"][0]["holdings"] is None
    assert v["seats"][1]["holdings"] == s.players[1].h
    assert v["seats"][0]["score"] == {"buildings": 0}


def test_workers_rail_lines_and_buildings_stay_public_behind_the_screens():
    s = edit(_with_trades(hidden=True), 0, workers=3, rail_lines=2, buildings=("farm",))
    seat0 = G.view(s, 1)["seats"][0]
    assert (seat0["workers"], seat0["rail_lines"], seat0["buildings"]) == (
        3, 2, ["homestead", "farm"])


def test_the_open_view_shows_every_seat_holdings():
    s = _with_trades(hidden=True)
    v = G.view(s, None)
    assert [st["holdings"] for st in v["seats"]] == [p.h for p in s.players]


def test_without_the_option_every_view_shows_all_holdings():
    s = _with_trades(hidden=False)
    assert G.view(s, 2)["seats"][0]["holdings"] == s.players[0].h


def test_log_entries_about_hidden_holdings_are_only_in_their_owner_view():
    s = _with_trades(hidden=True)
    other, own, open_ = G.view(s, 1), G.view(s, 0), G.view(s, None)
    assert view_log(other, "hs.free") == [] and view_log(other, "hs.paid") == []
    assert [e["move"] for e in view_log(own, "hs.free")] == ["sell:wood", "debt"]
    assert view_log(own, "hs.paid") == [{"seat": 0, "amount": 1, "gold": 1,
                                          "reason": "wages"}]
    assert len(view_log(open_, "hs.free")) == 2


def test_income_stays_public_behind_the_screens():
    s = _with_trades(hidden=True)
    assert view_log(G.view(s, 1), "hs.income") == [{"seat": 0, "gains": {"silver": 2}}]


def test_rail_bonus_of_a_good_is_hidden_but_a_worker_is_public():
    s = finish_placement(edit(new_game(3, hidden=True), 0, rail_pos=3))
    s = play(s, (0, "pass"), (0, "rail:wood"), (1, "pass"), (1, "rail:trade"))
    assert view_log(G.view(s, 2), "hs.rail_bonus") == []
    s2 = finish_placement(edit(new_game(3, hidden=True), 0, rail_pos=3))
    s2 = play(s2, (0, "pass"), (0, "rail:worker"))
    assert view_log(G.view(s2, 2), "hs.rail_bonus") == [{"seat": 0, "bonus": "worker"}]


def test_everything_is_revealed_when_the_game_is_over():
    s = play_to_end(new_game(3, hidden=True))
    v = G.view(s, 1)
    assert v["seats"][0]["holdings"] == s.players[0].h
    assert len(v["log"]) == s.log_len


@pytest.mark.parametrize("seat", [None, 0, 1, 2, 3])
def test_face_down_tile_order_never_shows_in_any_view(seat):
    s = to_round(new_game(4, seed=3), 3)
    swapped = s.copy()  # reverse what is left of the face-down stacks
    swapped.stacks = [s.stacks[0], *(tuple(reversed(st)) for st in s.stacks[1:])]
    assert swapped.stacks[1] != s.stacks[1]
    assert json.dumps(G.view(s, seat)) == json.dumps(G.view(swapped, seat))


def test_views_show_only_the_size_of_the_face_down_stacks():
    s = new_game(4)
    v = G.view(s, None)
    assert v["face_down"] == [9, 9]
    assert v["stack1"] == list(range(2, 11))
    assert [a["tile"]["id"] for a in v["auctions"]] == s.tiles


def test_views_are_json_ready():
    s = step(_with_trades(hidden=True), "done", 1)
    for seat in (None, 0, 1, 2):
        assert json.loads(json.dumps(G.view(s, seat)))["players"] == 3


def test_hidden_resources_is_an_on_off_option():
    with pytest.raises(ValueError, match="hidden_resources"):
        G.new(3, 1, {"hidden_resources": "yes"})
    with pytest.raises(ValueError, match="no option 'screens'"):
        G.new(3, 1, {"screens": True})
    assert G.new(3, 1).options == {"hidden_resources": True}  # the rulebook's game
    assert G.new(3, 1, {"hidden_resources": False}).options == {"hidden_resources": False}


def _bank_income(hidden: bool, debt: int, rules: int | None = None):
    """Seat 0 owns the Bank and collects its income (with `debt` debts)."""
    s = edit(new_game(3, hidden=hidden, rules=rules), 0, buildings=("bank",), debt=debt,
             silver=5)
    return step(s, "done", 0)


def test_behind_the_screens_the_public_log_says_a_bank_was_used_not_that_a_debt_was_cleared():
    s = _bank_income(hidden=True, debt=2)
    assert s.players[0].h["debt"] == 1
    other = G.view(s, 1)
    assert view_log(other, "hs.income") == [{"seat": 0, "gains": {"silver": 2}}]
    assert view_log(other, "hs.bank_used") == [{"seat": 0}]
    assert view_log(other, "hs.bank_debt") == []
    assert view_log(G.view(s, 0), "hs.bank_debt") == [{"seat": 0, "gains": {"debt": -1}}]


def test_behind_the_screens_a_bank_with_no_debt_to_discard_is_told_only_to_its_owner():
    s = _bank_income(hidden=True, debt=0)
    assert s.players[0].h["silver"] == 5 + 2 + 2 - 1  # Homestead, Bank, wages
    other = G.view(s, 2)
    assert view_log(other, "hs.income") == [{"seat": 0, "gains": {"silver": 2}}]
    assert view_log(other, "hs.bank_used") == [{"seat": 0}]
    assert view_log(G.view(s, 0), "hs.bank_silver") == [{"seat": 0, "gains": {"silver": 2}}]


def test_without_the_screens_the_bank_clearing_a_debt_is_public_income():
    s = _bank_income(hidden=False, debt=2)
    assert view_log(G.view(s, 1), "hs.income") == [
        {"seat": 0, "gains": {"silver": 2, "debt": -1}}]
    assert view_log(G.view(s, 1), "hs.bank_used") == []


def test_rules_1_the_public_income_showed_the_bank_clearing_a_debt_behind_the_screens():
    s = _bank_income(hidden=True, debt=2, rules=1)
    assert view_log(G.view(s, 1), "hs.income") == [
        {"seat": 0, "gains": {"silver": 2, "debt": -1}}]
    assert view_log(G.view(s, 1), "hs.bank_used") == []


def test_behind_the_screens_an_automatic_payment_is_logged_as_private_to_the_payer():
    s = step(new_game(3, hidden=True), "done", 0)  # 6 + 2 silver, no gold: wages paid at once
    assert s.players[0].h["silver"] == 7
    paid = [e for e in s.log_entries if e[0] == "hs.paid"]
    assert paid == [("hs.paid", {"seat": 0, "amount": 1, "gold": 0, "reason": "wages"}, 0)]
    assert view_log(G.view(s, 1), "hs.paid") == []
    assert view_log(G.view(s, 0), "hs.paid") == [paid[0][1]]
