"""Refusals say why (DESIGN.md, the engine contract): each tempting move that the rules
forbid raises IllegalAction with a sentence naming the rule, and changes nothing."""
import re

import pytest

from engine import Action
from engine.core import Rng
from engine.goldwest.data import INVESTMENTS, METALS, RESOURCES, SECTIONS, SHIP_END
from engine.goldwest.explain import explain

from .helpers import (
    G,
    at_activate,
    at_metals,
    edit,
    edit_board,
    face_down,
    hexkey,
    land,
    new_game,
    play,
    play_quickly,
    refused,
    seat_to_act,
    step,
    top,
)

LAYOUT = ("saloon", "saloon", "mayor", "docks", "vp4", "mayor", "docks", "depot", "depot")
#: on offer: two plain cards, then 2 (extra marker), 3 (peek), 4 (two free shipping steps),
#: 13 (free marker), 17 (upgrade), 18 (two free resources)
CARDS = (0, 5, 2, 3, 4, 13, 17, 18)


def says(s, key, words):
    """`key`, played by the seat to act, is refused with a sentence containing `words`."""
    exc = refused(s, seat_to_act(s), key, re.escape(words))
    assert exc.code == "not_legal"
    return exc


def _metals(**pool):
    """Seat 0 at its metals step holding `pool`, with a known BoomTown and card offer."""
    s = edit_board(new_game(3, 3), offices=LAYOUT, investments=CARDS)
    return at_metals(s, 0, **pool)


def _spot(s):
    return hexkey(sorted(s.face_up)[0])


# -- step 1: activating the supply track -----------------------------------------------------
def test_an_empty_supply_section_cannot_be_activated():
    s = at_activate(new_game(), 0, [["wood"], [], ["gold", "stone"], []])
    says(s, "activate:1", "section 2 of your supply track is empty: activate a section "
                          "holding at least one resource")
    says(s, "activate:3", "section 4 of your supply track is empty")
    says(s, "activate:4", "the supply track has only 4 sections")


def test_the_resource_left_in_a_passed_section_is_one_carried_up():
    s = at_activate(new_game(), 0, [[], [], ["copper", "gold", "wood"], []])
    s = step(s, "activate:2", 0)
    assert top(s) == ("drop", 0, 1)
    says(s, "drop:stone", "you carry no stone up: leave one wood, copper or gold in section 2")


# -- the steps of a turn ---------------------------------------------------------------------
def test_a_move_of_another_step_names_the_step_the_turn_is_in():
    s = at_activate(new_game(), 0, [["wood"], ["copper", "stone"], [], []])
    says(s, "ship:copper", "first choose a supply section to activate")
    s = step(s, "activate:1", 0)
    says(s, "build:camp:0,1", "first choose the resource that stays in section 1")
    says(s, "activate:0", "the supply track is activated once a turn, at its start; "
                          "first choose the resource that stays in section 1")
    s = step(s, "drop:copper", 0)
    says(s, "section:0", "now use your metals, then build or loot")
    says(s, "skip", "now use your metals, then build or loot")
    s = step(s, f"build:camp:{_spot(s)}", 0)
    says(s, "ship:copper", "first choose the supply section for the token's resources")


def test_an_investment_ability_is_resolved_before_other_moves():
    s = step(_metals(gold=5), "invest:4", 0)
    assert top(s) == ("freeship", 0)
    says(s, "ship:gold", "first take the investment's free shipping step, or skip it")


def test_a_turn_ends_only_after_building_or_looting():
    says(_metals(copper=1), "end",
         "every turn places exactly one camp: build or loot before your turn ends")


# -- step 2: using metals --------------------------------------------------------------------
def test_only_one_investment_a_turn():
    s = step(_metals(copper=4, silver=5), "invest:0", 0)
    says(s, "invest:5", "only one investment a turn: you have already invested this turn")


def test_an_investment_is_paid_with_the_metals_on_its_card():
    s = _metals(copper=3, silver=1)
    says(s, "invest:0", "investment card 0 costs 4 copper: you lack 1 copper")
    says(s, "invest:3", "investment card 3 costs 2 silver and 2 gold: "
                        "you lack 1 silver and 2 gold")


def test_only_a_card_on_offer_can_be_invested_in():
    s = edit(_metals(copper=5, silver=5, gold=5), 1, cards=(7,))
    says(s, "invest:7", "investment card 7 was already taken by seat 1")
    says(s, "invest:9", "investment card 9 is not on offer")


def test_a_boomtown_space_costs_its_column_and_row_metals():
    s = _metals(copper=1, silver=1)
    says(s, "boomtown:0", "BoomTown space 0 (saloon) costs 1 copper and 1 gold: you lack 1 gold")
    says(s, "boomtown:4", "BoomTown space 4 (4 VP tile) costs 2 silver: you lack 1 silver")


def test_a_paid_marker_goes_on_an_empty_boomtown_space():
    s = edit_board(_metals(copper=2, gold=2), markers={0: (1,), 8: (0,)})
    says(s, "boomtown:0", "BoomTown space 0 (saloon) already holds seat 1's marker, "
                          "and a space takes one marker")
    says(s, "boomtown:8", "BoomTown space 8 (depot) already holds your marker")


def test_one_boomtown_marker_a_turn_a_cards_free_one_included():
    s = edit_board(_metals(copper=3, silver=5, gold=3), markers={2: (1,)})
    paid = step(s, "boomtown:0", 0)
    says(paid, "boomtown:1", "only one BoomTown marker a turn, a card's free one included: "
                             "you have placed yours this turn")
    free_card = step(paid, "invest:13", 0)
    assert top(free_card) == ("freeboomtown", 0)
    says(free_card, "freeboomtown:1", "only one BoomTown marker a turn")
    extra_card = step(paid, "invest:2", 0)
    assert top(extra_card) == ("extraboomtown", 0)
    says(extra_card, "extraboomtown:2", "only one BoomTown marker a turn")
    free = play(s, "invest:13", "freeboomtown:1")
    says(free, "boomtown:4", "only one BoomTown marker a turn, a card's free one included")


def test_the_free_marker_goes_on_an_empty_space():
    s = edit_board(_metals(copper=2, gold=2), markers={3: (1,)})
    s = step(s, "invest:13", 0)
    says(s, "freeboomtown:3",
         "the free marker goes on an empty space, and BoomTown space 3 (docks) is taken")


def test_the_extra_marker_goes_beside_one_other_players_marker():
    s = edit_board(_metals(silver=4), markers={1: (0,), 3: (1, 2), 5: (1,)})
    s = step(s, "invest:2", 0)
    says(s, "extraboomtown:1", "the extra marker goes beside another player's marker, "
                               "not your own")
    says(s, "extraboomtown:3", "BoomTown space 3 (docks) already holds two markers, "
                               "the most a space takes")
    says(s, "extraboomtown:2", "the extra marker goes beside another player's, "
                               "and BoomTown space 2 (mayor) is empty")


def test_a_coach_cannot_ship_past_the_end_of_its_track():
    s = edit(_metals(gold=5), 0, coaches={"gold": SHIP_END})
    says(s, "ship:gold", "your gold coach is already at the end of its track")
    s = step(s, "invest:4", 0)
    says(s, "freeship:gold", "your gold coach is already at the end of its track")


def test_only_metals_in_hand_are_shipped():
    s = _metals(copper=1, wood=1)
    says(s, "ship:silver", "you hold no silver to ship")
    says(s, "ship:wood", "only metals are shipped, not wood")


# -- step 3: building or looting -------------------------------------------------------------
def test_a_settlement_needs_one_wood_and_one_stone():
    s = _metals(wood=2)
    says(s, f"build:settlement:{_spot(s)}", "a settlement needs one wood and one stone")


def test_a_camp_needs_wood_or_stone_and_without_either_the_player_loots():
    s = _metals(gold=1)
    says(s, f"build:camp:{_spot(s)}",
         "a camp needs one wood or one stone: with neither you must loot")


def test_looting_only_when_the_player_cannot_build():
    s = _metals(stone=1)
    says(s, f"loot:{_spot(s)}",
         "you may loot only with neither wood nor stone: build a camp instead")


def test_only_a_face_up_mining_token_may_be_taken():
    s = _metals(wood=1)
    built, looted = sorted(s.face_up)[:2]
    hidden = face_down(s)[0]
    s = edit_board(s, buildings={built: (1, "settlement")}, looted=[looted])
    says(s, f"build:camp:{hexkey(built)}",
         f"the {s.terrain[built]} hex {hexkey(built)} already holds seat 1's settlement")
    says(s, f"build:camp:{hexkey(looted)}", f"hex {hexkey(looted)} was looted: its token is gone")
    says(s, f"build:camp:{hexkey(hidden)}",
         f"the token on the {s.terrain[hidden]} hex {hexkey(hidden)} is face down: only tokens "
         f"turned up (by the water or next to a taken hex) may be taken")
    says(s, "build:camp:0,0", "hex 0,0 is water")
    says(s, "build:camp:9,9", "hex 9,9 is not a land hex in play")
    says(at_metals(s, 0), f"loot:{hexkey(hidden)}", "is face down")


# -- the token's resources and the investment abilities --------------------------------------
def test_the_tokens_resources_go_into_one_of_the_four_sections():
    s = _metals(wood=1)
    s = step(s, f"build:camp:{_spot(s)}", 0)
    assert top(s)[0] == "section"
    says(s, "section:4", "the token's resources go together into one section, "
                         "and the supply track has only 4 sections")


def test_a_gained_resource_goes_into_one_of_the_four_sections():
    s = step(_metals(copper=2, silver=2), "invest:18", 0)
    assert top(s) == ("gain", 0)
    says(s, "gain:gold:4", "the supply track has only 4 sections")


def test_only_ones_own_camp_is_upgraded():
    s = _metals(copper=1, silver=3)
    theirs, settled, empty = land(s)[:3]
    s = edit_board(s, buildings={theirs: (1, "camp"), settled: (0, "settlement")})
    s = step(s, "invest:17", 0)
    assert top(s) == ("upgrade", 0)
    says(s, f"upgrade:{hexkey(theirs)}", f"the camp on the {s.terrain[theirs]} hex "
                                         f"{hexkey(theirs)} is seat 1's, not yours")
    says(s, f"upgrade:{hexkey(settled)}", f"hex {hexkey(settled)} already holds your settlement")
    says(s, f"upgrade:{hexkey(empty)}", f"you have no camp on the {s.terrain[empty]} hex")


def test_a_token_is_looked_at_only_while_face_down_and_only_once():
    s = step(_metals(silver=2, gold=2), "invest:3", 0)
    h = face_down(s)[0]
    hidden = hexkey(h)
    says(s, f"peek:{_spot(s)}", "is already face up")
    says(s, "peek:0,0", "there is no mining token on hex 0,0")
    s = step(s, f"peek:{hidden}", 0)
    assert top(s) == ("peek", 0)
    says(s, f"peek:{hidden}",
         f"you have already looked at the token on the {s.terrain[h]} hex {hidden}")


# -- the last round --------------------------------------------------------------------------
def _last_round(**pool):
    s = play_quickly(new_game(3, 6), until=lambda s: s.final)
    return at_metals(edit_board(s, investments=(18,)), 0, **pool)


def test_the_last_round_has_no_build_or_loot_step():
    s = _last_round(wood=1, stone=1)
    assert s.players[0].camps_left == 0
    says(s, f"build:settlement:{_spot(s)}",
         "all camps are placed: the last round has no build or loot step")
    says(at_metals(s, 0), f"loot:{_spot(s)}", "the last round has no build or loot step")
    says(s, "skip", "now use your metals, then end your turn")


def test_no_resources_are_taken_in_the_last_round():
    s = step(_last_round(copper=2, silver=2), "invest:18", 0)
    assert top(s) == ("gain", 0)
    says(s, "gain:gold:0", "no resources are taken in the last round")


# -- keys the explanations cannot read -------------------------------------------------------
@pytest.mark.parametrize("key", [
    "fly", "skip:1", "end:now", "activate:x", "activate:1:2", "drop:mud", "invest:99",
    "invest:x", "boomtown:9", "ship:mud", "build:castle:0,1", "build:camp:nowhere",
    "build:camp", "loot:1", "upgrade:0", "gain:mud:1", "peek:x,y",
])
def test_unknown_or_malformed_keys_get_the_generic_sentence(key):
    says(_metals(wood=1), key, f"{key!r} is not a legal move now")


# -- explaining, never deciding --------------------------------------------------------------
def _tempting(s):
    """Keys of every kind for the seat to act: some legal, most not."""
    hexes = [hexkey(h) for h in sorted(s.terrain)[::4]]
    return ([f"activate:{i}" for i in range(SECTIONS)] + [f"drop:{r}" for r in RESOURCES]
            + [f"ship:{r}" for r in RESOURCES] + [f"freeship:{m}" for m in METALS]
            + [f"invest:{c}" for c in range(len(INVESTMENTS))]
            + [f"{k}:{i}" for k in ("boomtown", "freeboomtown", "extraboomtown")
               for i in range(9)]
            + [f"{k}:{h}" for k in ("build:camp", "build:settlement", "loot", "upgrade",
                                    "peek") for h in hexes]
            + ["section:0", "gain:gold:0", "end", "skip"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_legal_move_has_no_reason_and_a_refused_tempting_move_has_one(players):
    s, rng = new_game(players, players), Rng(players)
    while not G.is_over(s):
        seat = seat_to_act(s)
        legal = {a.key for a in G.legal_actions(s, seat)}
        for key in _tempting(s):
            reason = explain(s, Action.from_key(seat, key))
            assert (reason is None) == (key in legal), (top(s), key, reason)
        s = G.apply(s, G.bots["random"](s, seat, rng, 0))
