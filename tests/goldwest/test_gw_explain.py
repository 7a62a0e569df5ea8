"""A reason for every refusal (docs/architecture.md, engine contract): each tempting move that the
rules forbid raises IllegalAction with a code of Gold West naming the rule in the way and
parameters the page words as the board does, and changes nothing. `Game.why` gives the
same answer without playing the move. The generic "not_legal" is left to keys that mean
nothing."""
from pathlib import Path

import pytest

from engine import Action, IllegalAction
from engine.core import Rng
from engine.goldwest.board import HEX_LABELS, MAP_HEXES, hex_key
from engine.goldwest.data import INVESTMENTS, METALS, RESOURCES, SECTIONS, SHIP_END, WATER
from engine.goldwest.why import CODES
from ui.games import Ctx, GameUI
from ui.i18n import LANGS, Translator

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


def says(s, key, code, params=None):
    """`key`, played by the seat to act, is refused with `code` (and exactly `params` when
    given), changes nothing, and `why` gives the same answer."""
    seat = seat_to_act(s)
    exc = refused(s, seat, key)
    assert exc.code == code, (key, exc.code, exc.params)
    if params is not None:
        assert exc.params == params, (key, exc.params)
    assert G.why(s, Action.from_key(seat, key)) == (exc.code, exc.params)
    return exc.params


def _metals(**pool):
    """Seat 0 at its metals step holding `pool`, with a known BoomTown and card offer."""
    s = edit_board(new_game(3, 3), offices=LAYOUT, investments=CARDS)
    return at_metals(s, 0, **pool)


def _spot(s):
    return hexkey(sorted(s.face_up)[0])


def _where(s, h):
    return {"terrain": s.terrain[h], "pos": HEX_LABELS[h]}


# -- naming things as the board does ---------------------------------------------------------
def test_hexes_are_named_like_a_chess_board_a_letter_per_column_a_number_per_row():
    """West to east A to N, north to south 1 to 7 (the map's rows grow northward)."""
    assert len(set(HEX_LABELS.values())) == len(MAP_HEXES) == 60
    assert {HEX_LABELS[h] for h in WATER} == {"F4", "G4", "H4", "I4"}
    assert HEX_LABELS[(-6, 1)] == "A3" and HEX_LABELS[(7, -1)] == "N5"
    assert HEX_LABELS[(1, 3)] == "H1" and HEX_LABELS[(0, -3)] == "G7"


# -- step 1: activating the supply track -----------------------------------------------------
def test_an_empty_supply_section_cannot_be_activated():
    s = at_activate(new_game(), 0, [["wood"], [], ["gold", "stone"], []])
    says(s, "activate:1", "gw.section_empty", {"number": 2})
    says(s, "activate:3", "gw.section_empty", {"number": 4})


def test_the_resource_left_in_a_passed_section_is_one_carried_up():
    s = at_activate(new_game(), 0, [[], [], ["copper", "gold", "wood"], []])
    s = step(s, "activate:2", 0)
    assert top(s) == ("drop", 0, 1)
    says(s, "drop:stone", "gw.drop_not_carried",
         {"resource": "stone", "number": 2, "held": ["wood", "copper", "gold"]})


# -- the steps of a turn ---------------------------------------------------------------------
def test_the_supply_track_is_activated_first_and_once_a_turn():
    s = at_activate(new_game(), 0, [["wood"], ["copper", "stone"], [], []])
    for key in ("ship:copper", "invest:0", "build:camp:0,1", "section:0", "skip", "end"):
        says(s, key, "gw.activate_first", {})
    s = step(s, "activate:1", 0)
    says(s, "activate:0", "gw.activate_once", {})
    s = step(s, "drop:copper", 0)
    assert top(s)[0] == "metals"
    says(s, "activate:0", "gw.activate_once", {})


def test_the_drops_come_before_the_metals():
    s = at_activate(new_game(), 0, [["wood"], ["copper", "stone"], [], []])
    s = step(s, "activate:1", 0)
    for key in ("build:camp:0,1", "ship:copper", "end", "section:1"):
        says(s, key, "gw.drop_first", {"number": 1})


def test_the_metals_step_offers_metals_then_a_build_or_loot():
    s = _metals(copper=1)
    for key in ("section:0", "drop:copper", "skip", "gain:gold:0", "freeship:gold",
                "peek:0,1", "upgrade:0,1", "freeboomtown:0"):
        says(s, key, "gw.metals_then_build", {})


def test_the_tokens_resources_are_placed_before_anything_else():
    s = _metals(wood=1)
    s = step(s, f"build:camp:{_spot(s)}", 0)
    assert top(s)[0] == "section"
    says(s, "ship:copper", "gw.section_first", {})
    says(s, "skip", "gw.section_first", {})


@pytest.mark.parametrize(("card", "pool", "ability"), [
    (4, {"gold": 5}, "freeship"), (13, {"copper": 2, "gold": 2}, "freeboomtown"),
    (2, {"silver": 4}, "extraboomtown"), (17, {"copper": 1, "silver": 3}, "upgrade"),
    (18, {"copper": 2, "silver": 2}, "gain"), (3, {"silver": 2, "gold": 2}, "peek"),
])
def test_an_investment_ability_is_resolved_or_skipped_before_other_moves(card, pool, ability):
    s = edit_board(_metals(**pool), markers={0: (1,)},
                   buildings={land(new_game(3, 3))[0]: (0, "camp")})
    s = step(s, f"invest:{card}", 0)
    assert top(s) == (ability, 0)
    for key in ("ship:gold", "end", "invest:0", "section:0", f"build:camp:{_spot(s)}"):
        says(s, key, f"gw.{ability}_first", {})


def test_a_turn_ends_only_after_building_or_looting():
    says(_metals(copper=1), "end", "gw.build_or_loot_first", {})


# -- step 2: using metals --------------------------------------------------------------------
def test_only_one_investment_a_turn():
    s = step(_metals(copper=4, silver=5), "invest:0", 0)
    says(s, "invest:5", "gw.invested_this_turn", {})


def test_an_investment_is_paid_with_the_metals_on_its_card():
    s = _metals(copper=3, silver=1)
    says(s, "invest:0", "gw.card_short",
         {"card": 0, "cost": {"copper": 4}, "missing": {"copper": 1}})
    says(s, "invest:3", "gw.card_short",
         {"card": 3, "cost": {"silver": 2, "gold": 2}, "missing": {"silver": 1, "gold": 2}})


def test_only_a_card_on_offer_can_be_invested_in():
    s = edit(edit(_metals(copper=5, silver=5, gold=5), 1, cards=(7,)), 0, cards=(6,))
    says(s, "invest:7", "gw.card_taken", {"card": 7, "owner": 1})
    says(s, "invest:6", "gw.card_yours", {"card": 6})
    says(s, "invest:9", "gw.card_not_in_play", {"card": 9})


def test_a_boomtown_space_costs_its_column_and_row_metals():
    s = _metals(copper=1, silver=1)
    says(s, "boomtown:0", "gw.space_short", {"office": "saloon", "cost": {"copper": 1,
                                                                          "gold": 1},
                                              "missing": {"gold": 1}})
    says(s, "boomtown:4", "gw.space_short", {"office": "vp4", "cost": {"silver": 2},
                                              "missing": {"silver": 1}})


def test_a_paid_marker_goes_on_an_empty_boomtown_space():
    s = edit_board(_metals(copper=2, gold=2), markers={0: (1,), 8: (0,)})
    says(s, "boomtown:0", "gw.space_held", {"office": "saloon", "owner": 1})
    says(s, "boomtown:8", "gw.space_yours", {"office": "depot"})


def test_one_boomtown_marker_a_turn_a_cards_free_one_included():
    s = edit_board(_metals(copper=3, silver=5, gold=3), markers={2: (1,)})
    paid = step(s, "boomtown:0", 0)
    says(paid, "boomtown:1", "gw.one_marker", {})
    free = play(s, "invest:13", "freeboomtown:1")
    says(free, "boomtown:4", "gw.one_marker", {})


def test_one_boomtown_marker_a_turn_leaves_a_cards_marker_after_a_paid_one_unused_v1():
    s = edit_board(_metals(copper=3, silver=5, gold=3), markers={2: (1,)})
    s.rules = 1
    paid = step(s, "boomtown:0", 0)
    free_card = step(paid, "invest:13", 0)
    assert top(free_card) == ("freeboomtown", 0)
    says(free_card, "freeboomtown:1", "gw.one_marker", {})
    extra_card = step(paid, "invest:2", 0)
    assert top(extra_card) == ("extraboomtown", 0)
    says(extra_card, "extraboomtown:2", "gw.one_marker", {})


def test_the_free_marker_goes_on_an_empty_space():
    s = edit_board(_metals(copper=2, gold=2), markers={3: (1,)})
    s = step(s, "invest:13", 0)
    says(s, "freeboomtown:3", "gw.free_marker_taken", {"office": "docks", "owner": 1})


def test_the_extra_marker_goes_beside_one_other_players_marker():
    s = edit_board(_metals(silver=4), markers={1: (0,), 3: (1, 2), 5: (1,)})
    s = step(s, "invest:2", 0)
    says(s, "extraboomtown:1", "gw.extra_marker_own", {"office": "saloon"})
    says(s, "extraboomtown:3", "gw.extra_marker_full", {"office": "docks"})
    says(s, "extraboomtown:2", "gw.extra_marker_empty", {"office": "mayor"})


def test_a_coach_cannot_ship_past_the_end_of_its_track():
    s = edit(_metals(gold=5), 0, coaches={"gold": SHIP_END})
    says(s, "ship:gold", "gw.coach_at_end", {"metal": "gold"})
    s = step(s, "invest:4", 0)
    says(s, "freeship:gold", "gw.coach_at_end", {"metal": "gold"})


def test_only_metals_in_hand_are_shipped():
    s = _metals(copper=1, wood=1)
    says(s, "ship:silver", "gw.no_metal", {"metal": "silver"})
    says(s, "ship:wood", "gw.not_a_metal", {"resource": "wood"})
    says(step(_metals(gold=4), "invest:4", 0), "freeship:stone", "gw.not_a_metal",
         {"resource": "stone"})


# -- step 3: building or looting -------------------------------------------------------------
def test_a_settlement_needs_one_wood_and_one_stone():
    s = _metals(wood=2)
    says(s, f"build:settlement:{_spot(s)}", "gw.settlement_short", {"missing": {"stone": 1}})
    s = _metals(gold=1)
    says(s, f"build:settlement:{_spot(s)}", "gw.settlement_short",
         {"missing": {"wood": 1, "stone": 1}})


def test_a_camp_needs_wood_or_stone_and_without_either_the_player_loots():
    s = _metals(gold=1)
    says(s, f"build:camp:{_spot(s)}", "gw.camp_needs_material", {})


def test_looting_only_when_the_player_cannot_build():
    s = _metals(stone=1)
    says(s, f"loot:{_spot(s)}", "gw.loot_with_material", {})


def test_only_a_face_up_mining_token_may_be_taken():
    s = _metals(wood=1)
    mine, theirs, looted = sorted(s.face_up)[:3]
    hidden = face_down(s)[0]
    s = edit_board(s, buildings={mine: (0, "camp"), theirs: (1, "settlement")},
                   looted=[looted])
    says(s, f"build:camp:{hexkey(theirs)}", "gw.hex_built",
         {**_where(s, theirs), "building": "settlement", "owner": 1})
    says(s, f"build:camp:{hexkey(mine)}", "gw.hex_built_yours",
         {**_where(s, mine), "building": "camp"})
    says(s, f"build:camp:{hexkey(looted)}", "gw.hex_looted", _where(s, looted))
    says(s, f"build:camp:{hexkey(hidden)}", "gw.hex_face_down", _where(s, hidden))
    says(edit(s, 0, pool={}), f"loot:{hexkey(hidden)}", "gw.hex_face_down", _where(s, hidden))


def test_nothing_is_built_on_the_water():
    s = _metals(wood=1)
    says(s, "build:camp:0,0", "gw.hex_water", {"pos": HEX_LABELS[(0, 0)]})
    says(edit(s, 0, pool={}), "loot:1,0", "gw.hex_water", {"pos": HEX_LABELS[(1, 0)]})


def test_with_two_players_the_end_tiles_are_out_of_play():
    s = at_metals(new_game(2, 3), 0, wood=1)
    out = sorted(h for h in MAP_HEXES if h not in s.terrain and h not in WATER)
    assert len(out) == 14
    for h in out:
        says(s, f"build:camp:{hexkey(h)}", "gw.hex_out_of_play", {"pos": HEX_LABELS[h]})


# -- the investment abilities ----------------------------------------------------------------
def test_only_ones_own_camp_is_upgraded():
    s = _metals(copper=1, silver=3)
    theirs, settled, empty, mine = land(s)[:4]
    s = edit_board(s, buildings={theirs: (1, "camp"), settled: (0, "settlement"),
                                 mine: (0, "camp")})
    s = step(s, "invest:17", 0)
    assert top(s) == ("upgrade", 0)
    says(s, f"upgrade:{hexkey(theirs)}", "gw.upgrade_not_yours",
         {**_where(s, theirs), "building": "camp", "owner": 1})
    says(s, f"upgrade:{hexkey(settled)}", "gw.upgrade_settled", _where(s, settled))
    says(s, f"upgrade:{hexkey(empty)}", "gw.upgrade_no_camp", _where(s, empty))
    says(s, "upgrade:0,0", "gw.hex_water", {"pos": HEX_LABELS[(0, 0)]})


def test_a_token_is_looked_at_only_while_face_down_and_only_once():
    s = _metals(silver=2, gold=2)
    built = sorted(s.face_up)[1]
    s = step(edit_board(s, buildings={built: (1, "camp")}), "invest:3", 0)
    h = face_down(s)[0]
    says(s, f"peek:{_spot(s)}", "gw.peek_face_up", _where(s, sorted(s.face_up)[0]))
    says(s, f"peek:{hexkey(built)}", "gw.peek_no_token", _where(s, built))
    says(s, "peek:2,0", "gw.hex_water", {"pos": HEX_LABELS[(2, 0)]})
    s = step(s, f"peek:{hexkey(h)}", 0)
    assert top(s) == ("peek", 0)
    says(s, f"peek:{hexkey(h)}", "gw.peek_seen", _where(s, h))


# -- the last round --------------------------------------------------------------------------
def _last_round(**pool):
    s = play_quickly(new_game(3, 6), until=lambda s: s.final)
    return at_metals(edit_board(s, investments=(17, 18)), 0, **pool)


def test_the_last_round_has_no_build_or_loot_step():
    s = _last_round(wood=1, stone=1)
    assert s.players[0].camps_left == 0
    says(s, f"build:settlement:{_spot(s)}", "gw.final_no_build", {})
    says(at_metals(s, 0), f"loot:{_spot(s)}", "gw.final_no_build", {})
    says(s, "skip", "gw.metals_then_end", {})


def test_no_resources_are_taken_in_the_last_round():
    s = _last_round(copper=2, silver=2)
    says(s, "gain:gold:0", "gw.final_no_gain", {})




def test_no_camp_is_upgraded_in_the_last_round():
    s = _last_round(copper=1, silver=3)
    camp = next(h for h, b in sorted(s.buildings.items()) if b == (0, "camp"))
    says(s, f"upgrade:{hexkey(camp)}", "gw.final_no_upgrade", {})
    says(step(s, "invest:17", 0), f"upgrade:{hexkey(camp)}", "gw.final_no_upgrade", {})


def test_v1_a_camp_is_upgraded_in_the_last_round():
    s = _last_round(copper=1, silver=3)
    s.rules = 1
    camp = next(h for h, b in sorted(s.buildings.items()) if b == (0, "camp"))
    s = step(s, "invest:17", 0)
    assert G.why(s, Action.from_key(0, f"upgrade:{hexkey(camp)}")) is None


# -- keys that mean nothing ------------------------------------------------------------------
@pytest.mark.parametrize("key", [
    "fly", "skip:1", "end:now", "activate:x", "activate:4", "activate:1:2", "drop:mud",
    "section:-1", "invest:20", "invest:x", "boomtown:9", "ship:mud", "build:castle:0,1",
    "build:camp:nowhere", "build:camp:9,9", "build:camp", "loot:1", "upgrade:0",
    "gain:mud:1", "gain:gold:4", "peek:x,y",
])
def test_keys_that_mean_nothing_get_the_generic_code(key):
    s = _metals(wood=1)
    assert refused(s, 0, key).code == "not_legal"
    assert G.why(s, Action.from_key(0, key)) == ("not_legal", {})


def test_every_refusal_code_has_a_rule_test_here():
    source = Path(__file__).read_text()
    assert G.refusal_codes == CODES
    assert [c for c in sorted(CODES) if f'"{c}"' not in source
            and c.removeprefix("gw.").removesuffix("_first") not in _ABILITIES] == []


_ABILITIES = ("freeship", "freeboomtown", "extraboomtown", "upgrade", "gain", "peek")


# -- every key a board can show, in random positions -----------------------------------------
def board_keys(s):
    """Every well-formed key of every kind a board may draw: each section, resource, card,
    BoomTown space and metal track, and each hex of the printed map."""
    hexes = [hex_key(h) for h in sorted(MAP_HEXES)]
    return ([f"activate:{i}" for i in range(SECTIONS)] + [f"section:{i}" for i in range(SECTIONS)]
            + [f"drop:{r}" for r in RESOURCES]
            + [f"{k}:{m}" for k in ("ship", "freeship") for m in METALS]
            + [f"invest:{c}" for c in range(len(INVESTMENTS))]
            + [f"{k}:{i}" for k in ("boomtown", "freeboomtown", "extraboomtown")
               for i in range(9)]
            + [f"{k}:{h}" for k in ("build:camp", "build:settlement", "loot", "upgrade",
                                    "peek") for h in hexes]
            + [f"gain:{r}:{i}" for r in RESOURCES for i in range(SECTIONS)]
            + ["end", "skip"])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_why_is_none_exactly_for_legal_moves_and_specific_for_every_board_key(players):
    """Random games: for the seat to act and for the next seat, each key a board may show
    is legal and has no reason, or has a Gold West reason that a plain `GameUI` words in
    every language (the page needs no knowledge of the game to say it); a sample of them
    is played to check `apply` raises exactly that reason."""
    gui = GameUI(G)
    trs = [Translator(lang, strict=True) for lang in LANGS]
    names = ["Ann", "Bob", "Cy", "Di"][:players]
    seen: set[str] = set()
    for seed in range(2):
        s, rng = G.new(players, seed=100 * players + seed), Rng(seed)
        for _ in range(3000):
            if G.is_over(s):
                break
            seat = seat_to_act(s)
            legal = {a.key for a in G.legal_actions(s, seat)}
            view = G.view(s, seat)
            for i, key in enumerate(board_keys(s)):
                found = G.why(s, Action.from_key(seat, key))
                assert (found is None) == (key in legal), (top(s), key, found)
                if found is None:
                    continue
                code, params = found
                assert code in CODES, (top(s), key, code)
                if code not in seen or i % 53 == s.hist_len % 53:  # worded: a sample
                    for tr in trs:
                        text = gui.reason(Ctx(tr, names, view), code, params)
                        assert "{" not in text and "gw." not in text, text
                    with pytest.raises(IllegalAction) as raised:
                        G.apply(s, Action.from_key(seat, key))
                    assert (raised.value.code, raised.value.params) == found
                seen.add(code)
            other = (seat + 1) % players
            assert G.why(s, Action.from_key(other, "end")) == ("not_your_turn", {})
            s = G.apply(s, G.bots["random"](s, seat, rng, 0))
        assert G.is_over(s)
    assert len(seen) > 25, sorted(seen)
