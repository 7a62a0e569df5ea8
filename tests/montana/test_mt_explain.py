"""Why a tempting move is refused: each refusal names the rule it breaks with a code of its
own and the parameters the page words it with (the engine contract: an illegal action
raises IllegalAction saying why, and changes nothing; "not_legal" only for keys that mean
nothing).

The map is seed 0's (the middle tile is T5, the start tile on its centre 0,0; see
test_mt_build): (1,-1) wheat + small copper, (0,-1) a lake with a canteen, (1,0) a
mountain, (-1,0) wheat + large stone, (-1,1) a double region, (0,1) squash + small and
large copper.
"""
import json
from itertools import combinations_with_replacement, product

import pytest

from engine import Action
from engine.montana.data import (
    AREAS,
    BANK,
    COLOURS,
    GOODS,
    TOWN_COLUMN_COSTS,
    TOWN_REWARDS,
    TOWN_ROWS,
    WHEEL_MAX_STEPS,
)
from engine.montana.refusals import CODES
from ui.games import Ctx, GameUI, ui_for
from ui.i18n import LANGS, Translator, placeholders

from .helpers import (
    G,
    bot_positions,
    edit,
    edit_board,
    middle_tile,
    new_game,
    play,
    refused,
    step,
    top,
    with_spin,
)

PLENTY = dict.fromkeys(GOODS, 3)


def why(s, seat, key):
    """The refusal of `key` as (code, params); `apply` raises exactly it, changing nothing."""
    exc = refused(s, seat, key)
    assert G.why(s, Action.from_key(seat, key)) == (exc.code, exc.params)
    return exc.code, exc.params


def _player(players=3, **holdings):
    """Seat 0's first turn on seed 0's map, seat 0 holding exactly what is given."""
    s = new_game(players, 0, start=0)
    assert middle_tile(s) == "T5"
    return edit(s, 0, **{"goods": {}, "coins": 0, "workers": {}, "cows": 0, **holdings})


def _recruited(segment, **holdings):
    """Seat 0 has recruited the pair of wheel `segment` and is asked about the advance."""
    s = step(with_spin(_player(**holdings), segment), "recruit", 0)
    assert top(s) == ("advance", 0)
    return s


# -- one action a turn, and each step's own question --------------------------------------------
def test_a_turn_is_exactly_one_action_recruit_harvest_or_build():
    s = _recruited(5, goods=PLENTY, workers={"copper": 1})
    for key in ("recruit", "bank:0", "harvest:mine:0", "town:0:0", "build:0,1"):
        assert why(s, 0, key) == ("mt.one_action", {})


def test_a_wrong_step_names_what_the_player_must_do_now():
    # 7 workers and a pair recruited: one too many, to be sent back before anything else
    s = step(_recruited(5, workers={"copper": 7}), "noadvance", 0)
    assert top(s) == ("release", 0)
    assert why(s, 0, "stop") == ("mt.now_release", {"n": 8})
    assert why(s, 0, "pass") == ("mt.now_release", {"n": 8})
    assert why(s, 0, "send:copper") == ("mt.now_release", {"n": 8})
    assert why(s, 0, "recruit") == ("mt.one_action", {})
    assert why(_player(), 0, "endturn") == ("mt.now_turn", {})
    assert why(_player(), 0, "reward:1:0") == ("mt.now_turn", {})


def test_another_seat_deciding_in_the_town_is_told_its_step_only():
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    assert top(s) == ("town_place", 1)
    assert why(s, 1, "recruit") == ("mt.now_town_place", {})
    assert why(s, 1, "build:0,1") == ("mt.now_town_place", {})


def test_the_start_tile_goes_on_land_once():
    s = G.new(3, 4)
    seat = G.to_act(s)[0]
    assert top(s) == ("start_region", seat)
    mountain = next(h for h, r in sorted(s.regions.items()) if r.kind == "mountain")
    key = f"start:{mountain[0]},{mountain[1]}"
    assert why(s, seat, key) == ("mt.start_on_land", {"region": key[6:]})
    assert why(s, seat, "recruit") == ("mt.now_start_region", {})
    assert why(_player(), 0, "start:1,-1") == ("mt.start_placed", {})


# -- harvesting ------------------------------------------------------------------------------
def test_a_harvest_space_is_free_only_while_its_large_box_is_empty():
    s = edit_board(_player(workers={"wheat": 2}, coins=9),
                   areas={"wheat_field": [(("wheat",), ()), ((), ()), ((), ())]})
    assert why(s, 0, "harvest:wheat_field:0") == (
        "mt.space_taken", {"area": "wheat_field", "coins": 1})


def test_a_harvest_space_needs_the_coins_shown():
    s = _player(workers={"copper": 2}, coins=2)
    assert why(s, 0, "harvest:mine:1") == (
        "mt.space_coins", {"area": "mine", "coins": 3, "have": 2})


def test_a_lone_worker_on_a_harvest_space_must_be_of_its_colour():
    s = _player(workers={"wheat": 1}, coins=9)
    assert why(s, 0, "harvest:mine:0") == (
        "mt.lone_worker", {"area": "mine", "colour": "copper", "worker": "wheat"})
    assert why(_player(coins=9), 0, "harvest:mine:0") == ("mt.no_worker", {})
    # asked which workers go: a lone stone worker does not fit the mine either
    s = step(_player(workers={"copper": 1, "stone": 2}, coins=9), "harvest:mine:2", 0)
    assert top(s) == ("send", 0, "mine", 2, False)
    assert why(s, 0, "send:stone") == (
        "mt.lone_worker", {"area": "mine", "colour": "copper", "worker": "stone"})
    assert why(s, 0, "send:copper+copper") == ("mt.send_short", {"colour": "copper", "n": 1})
    assert why(s, 0, "send:copper+stone+stone") == (
        "mt.box_size", {"area": "mine", "colour": "copper", "n": 3})


def test_the_small_box_follows_the_same_worker_rule():
    s = play(_player(workers={"squash": 1, "wheat": 1}, coins=9), (0, "harvest:garden:0"),
             (0, "send:squash"))
    assert top(s) == ("small", 0, "garden", 0)
    assert why(s, 0, "small") == (
        "mt.small_workers", {"area": "garden", "colour": "squash", "n": 1})


def test_a_bank_space_takes_the_exact_number_of_workers():
    s = _player(workers={"copper": 1, "squash": 1})
    assert why(s, 0, "bank:2") == ("mt.bank_workers", {"coins": 12, "n": 3, "have": 2})
    s = step(s, "bank:0", 0)
    assert top(s) == ("send", 0, "bank", 0)
    assert why(s, 0, "send:copper+squash") == ("mt.bank_count", {"coins": 3, "n": 1, "sent": 2})


def test_an_occupied_bank_space_waits_until_the_bank_is_full():
    s = edit_board(_player(workers={"stone": 3}), bank=[(), ("copper", "wheat"), ()])
    assert why(s, 0, "bank:1") == ("mt.bank_taken", {"coins": 8})


# -- the town ----------------------------------------------------------------------------------
def test_a_town_place_must_be_paid_for_when_it_is_taken():
    s = _player(goods={"squash": 1})
    assert why(s, 0, "town:0:1") == ("mt.town_squash_free", {"cost": 3, "have": 2})
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    s = edit(s, 1, goods={"squash": 2})
    assert why(s, 1, "town:0:2") == ("mt.town_squash", {"cost": 4, "have": 2})


def test_a_newcomer_in_an_occupied_row_goes_to_the_right():
    s = play(_player(goods={"squash": 3}), (0, "town:1:1"))
    s = edit(s, 1, goods={"squash": 5})
    assert why(s, 1, "town:1:0") == ("mt.town_right", {"row": 1, "owner": 0})
    assert why(s, 1, "town:1:1") == ("mt.town_right", {"row": 1, "owner": 0})


def test_a_town_reward_within_the_row_s_limits():
    s = play(_player(goods={"squash": 2, "stone_small": 1}), (0, "town:2:0"), (1, "pass"),
             (2, "pass"))
    assert top(s) == ("town_reward", 0, 2, 0)
    assert why(s, 0, "reward:3:0") == ("mt.reward_upgrades", {"n": 2})
    assert why(s, 0, "reward:2:0") == ("mt.reward_short", {"missing": {"stone_small": 1}})
    assert why(s, 0, "reward:1:1") == ("mt.reward_short", {"missing": {"copper_small": 1}})
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"), (1, "pass"), (2, "pass"))
    assert why(s, 0, "reward:1:1:0") == ("mt.reward_goods", {"n": 3})
    # the other row's form names no choice of this row
    assert why(s, 0, "reward:1:1")[0] == "not_legal"


# -- building ----------------------------------------------------------------------------------
def test_a_camp_goes_next_to_an_occupied_region():
    assert why(_player(goods=PLENTY), 0, "build:1,1") == (
        "mt.build_adjacent", {"region": "1,1"})


def test_no_camp_on_a_mountain_a_lake_or_the_start_tile():
    s = _player(goods=PLENTY)
    assert why(s, 0, "build:1,0") == ("mt.build_mountain", {"region": "1,0"})
    assert why(s, 0, "build:0,-1") == ("mt.build_lake", {"region": "0,-1"})
    assert why(s, 0, "build:0,0") == ("mt.build_start", {"region": "0,0"})


def test_no_camp_on_an_occupied_region():
    s = play(_player(goods=PLENTY), (0, "build:-1,1"), (0, "stop"))
    s = edit(s, 1, goods=PLENTY)
    assert why(s, 1, "build:-1,1") == ("mt.build_taken", {"region": "-1,1", "owner": 0})


def test_the_exact_goods_small_and_large_never_interchangeable():
    s = _player(goods={"wheat": 1, "stone_small": 3, "copper_large": 1})
    assert why(s, 0, "build:-1,0") == ("mt.build_exact", {
        "region": "-1,0", "cost": {"stone_large": 1, "wheat": 1},
        "missing": {"stone_large": 1}})
    assert why(s, 0, "build:1,-1") == ("mt.build_exact", {
        "region": "1,-1", "cost": {"copper_small": 1, "wheat": 1},
        "missing": {"copper_small": 1}})
    assert why(_player(), 0, "build:1,-1") == ("mt.build_goods", {
        "region": "1,-1", "cost": {"copper_small": 1, "wheat": 1},
        "missing": {"copper_small": 1, "wheat": 1}})


def test_at_most_3_builds_a_turn():
    s = _player(goods={**PLENTY, "copper_small": 4}, canteens=1)
    s = play(s, (0, "build:0,1"), (0, "build:1,1"), (0, "build:2,1"))
    assert top(s) == ("canteen", 0)
    assert why(s, 0, "build:1,-1") == ("mt.three_builds", {"n": 3})
    # after another action the canteen's question names the one-action rule
    s = step(_player(workers={"wheat": 1}, goods=PLENTY, canteens=1), "bank:0", 0)
    assert top(s) == ("canteen", 0)
    assert why(s, 0, "build:1,-1") == ("mt.one_action", {})
    assert why(s, 0, "stop") == ("mt.now_canteen", {})


def test_no_camp_left_no_build():
    s = _player(goods=PLENTY, camps_left=0)
    assert why(s, 0, "build:0,1") == ("mt.no_camps", {})


# -- recruiting ------------------------------------------------------------------------------
def test_the_wheel_advances_at_most_7_segments_for_a_wheat_each():
    s = _recruited(5, goods={"wheat": 9})
    assert why(s, 0, "advance:8") == ("mt.advance_limit", {"n": 7})
    s = _recruited(5, goods={"wheat": 1})
    assert why(s, 0, "advance:3") == ("mt.advance_wheat", {"n": 3, "have": 1})


def test_the_arrow_advances_only_right_after_a_recruit_s_pair():
    assert why(_player(goods={"wheat": 3}), 0, "advance:1") == ("mt.advance_when", {"n": 7})
    assert why(_player(), 0, "noadvance") == ("mt.advance_when", {"n": 7})
    # a free-choice pair: its workers are chosen before the advance
    s = step(with_spin(_player(goods={"wheat": 3}), 2), "recruit", 0)
    assert top(s) == ("choose_worker", 0)
    assert why(s, 0, "advance:1") == ("mt.advance_when", {"n": 7})
    assert why(s, 0, "release:copper") == ("mt.now_choose_worker", {})


def test_only_a_worker_held_is_sent_back():
    s = step(_recruited(5, workers={"copper": 7}), "noadvance", 0)
    assert top(s) == ("release", 0)
    assert why(s, 0, "release:squash") == ("mt.release_none", {"colour": "squash"})


# -- cows and canteens -------------------------------------------------------------------------
def test_a_cow_cannot_buy_a_ninth_worker():
    s = _player(workers={"copper": 8}, cows=1)
    assert why(s, 0, "cow:worker:stone") == ("mt.cow_worker_limit", {"n": 8})
    # the pair just recruited counts
    s = _recruited(5, workers={"copper": 6}, cows=1)
    assert why(s, 0, "cow:worker:stone") == ("mt.cow_worker_limit", {"n": 8})


def test_cows_are_traded_during_one_s_own_turn_only():
    s = play(_player(goods={"squash": 2}), (0, "town:1:0"))
    s = edit(s, 1, cows=2)
    assert top(s) == ("town_place", 1)
    assert why(s, 1, "cow:coins") == ("mt.cow_turn", {})
    assert why(_player(), 0, "cow:coins") == ("mt.no_cow", {})
    assert why(_player(cows=1), 0, "cow:stone_large") == (
        "mt.cow_goods", {"coins": 3, "goods": ["stone_small", "copper_small", "wheat",
                                                "squash"]})


def test_a_canteen_is_drunk_at_the_end_of_one_s_own_turn():
    assert why(_player(canteens=1), 0, "canteen") == ("mt.canteen_when", {})
    assert why(_player(), 0, "canteen") == ("mt.no_canteen", {})


# -- keys that name no move --------------------------------------------------------------------
def test_unknown_or_malformed_keys_get_the_generic_code():
    s = _player(workers=dict.fromkeys(COLOURS, 1), goods=PLENTY, cows=1)
    for key in ("fly", "recruit:2", "bank:9", "bank:x", "harvest:moon:0", "harvest:mine:7",
                "town:4:0", "build:99,99", "build:north", "advance:0", "send:gold", "send:",
                "send:copper+copper+copper+copper", "cow:worker:purple", "cow:gold",
                "reward:-1:0", "take:gold", "stop:1", "start:99,99"):
        assert why(s, 0, key) == ("not_legal", {}), key


def test_the_english_sentence_of_a_refusal_is_the_core_s_generic_line():
    exc = refused(_player(goods=PLENTY), 0, "build:1,0")
    assert str(exc) == "'build:1,0' is not allowed now: mt.build_mountain {'region': '1,0'}"


# -- every key a board could show, in random positions -------------------------------------
def board_keys(s) -> list[str]:
    """Every well-formed key of every kind that a board could draw as a choice now."""
    regions = [f"{q},{r}" for q, r in sorted(s.regions)]
    out = ["recruit", "noadvance", "small", "nosmall", "pass", "stop", "canteen", "endturn"]
    out += [f"{kind}:{h}" for kind in ("start", "build") for h in regions]
    out += [f"bank:{i}" for i in range(len(BANK))]
    out += [f"harvest:{a}:{i}" for a, (_, _, spaces) in AREAS.items()
            for i in range(len(spaces))]
    out += [f"town:{r}:{c}" for r in range(len(TOWN_ROWS))
            for c in range(len(TOWN_COLUMN_COSTS))]
    out += [f"advance:{k}" for k in range(1, WHEEL_MAX_STEPS + 2)]
    out += [f"{kind}:{c}" for kind in ("take", "release") for c in COLOURS]
    out += ["send:" + "+".join(combo) for n in (1, 2, 3)
            for combo in combinations_with_replacement(COLOURS, n)]
    out += [f"cow:{g}" for g in (*GOODS, "coins")] + [f"cow:worker:{c}" for c in COLOURS]
    task = s.tasks[-1]
    goods_row = task[0] == "town_reward" and TOWN_REWARDS[TOWN_ROWS[task[2]]][1]
    if task[0] != "town_reward" or goods_row:
        out += ["reward:" + ":".join(map(str, ks)) for ks in product(range(4), repeat=3)
                if sum(ks) <= 4]
    if not goods_row:
        out += [f"reward:{a}:{b}" for a, b in product(range(4), repeat=2)]
    return out


def walk(players: int, seed: int, every: int):
    """Every `every`-th position of a seeded game of random and medium bots."""
    return bot_positions(players, seed, ("random", "medium", "random", "medium"), every)


WALKS = [(2, 31), (3, 32), (4, 33)]


@pytest.mark.parametrize(("players", "seed"), WALKS)
def test_every_key_a_board_could_show_is_legal_or_refused_for_a_named_rule(players, seed):
    seen: dict[str, dict] = {}
    steps = set()
    for s, seat in walk(players, seed, every=3):
        legal = {a.key for a in G.legal_actions(s, seat)}
        steps.add(s.tasks[-1][0])
        for key in board_keys(s):
            found = G.why(s, Action.from_key(seat, key))
            if key in legal:
                assert found is None, key
                continue
            assert found is not None, key
            code, params = found
            assert code in CODES, (key, code, s.tasks[-1])
            assert json.loads(json.dumps(params)) == params
            seen.setdefault(code, params)
    assert {"turn", "send", "town_place", "town_reward", "advance", "build_more"} <= steps
    assert len(seen) >= 25, sorted(seen)
    for lang in LANGS:  # every reason met is worded in every language, on any board
        tr = Translator(lang, strict=True)
        ctx = Ctx(tr, ["Ann", "Bob", "Cy", "Di"], G.view(G.new(players, seed), 0))
        for gui in (GameUI(G), ui_for(G)):
            for code, params in seen.items():
                assert gui.reason(ctx, code, params)


def test_every_refusal_code_has_a_message_with_its_fields():
    """Each code's message in every language uses only fields the code's params give (the
    codes a random walk rarely meets come from positions made for them)."""
    made = [step(_recruited(5, workers={"copper": 7}, cows=1), "noadvance", 0),
            _player(goods=PLENTY, camps_left=0)]
    positions = [*((s, 0) for s in made), *(position for players, seed in WALKS
                                            for position in walk(players, seed, every=3))]
    examples = {}
    for s, seat in positions:
        for key in board_keys(s):
            found = G.why(s, Action.from_key(seat, key))
            if found is not None:
                examples.setdefault(*found)
    assert G.refusal_codes == CODES == set(examples)
    for lang in LANGS:
        table = Translator(lang, strict=True).table
        for code, params in examples.items():
            msg = "mt.why." + code.removeprefix("mt.")
            assert placeholders(table[msg]) <= set(params), (lang, code)
