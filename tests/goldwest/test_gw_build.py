"""3 - Build or loot: a camp (wood or stone), a settlement (wood and stone), or loot
(neither); the token's resources go together into one supply section; the tokens around
the hex are turned face up."""
import pytest

from engine.goldwest.data import neighbours

from .helpers import (
    G,
    at_metals,
    edit_board,
    face_down,
    hexkey,
    keys,
    keys_of,
    new_game,
    play,
    refused,
    step,
    top,
)

TOKEN = ("copper", "gold", "gold")


def _spot(s):
    """A face-up hex whose face-down neighbours will be revealed (and its token set)."""
    for h in sorted(s.face_up):
        if any(n in s.tokens and n not in s.face_up for n in neighbours(h)):
            return h
    raise AssertionError("no such hex")


def _game(**pool):
    s = new_game(3, 2)
    s = edit_board(s, tokens={_spot(s): TOKEN})
    return at_metals(s, 0, **pool)


def _kinds(s):
    return {k.split(":")[0] + (":" + k.split(":")[1] if k.startswith("build") else "")
            for k in keys(s) if k.split(":")[0] in ("build", "loot")}


@pytest.mark.parametrize("material", ["wood", "stone"])
def test_wood_or_stone_builds_a_camp_and_nothing_else(material):
    s = _game(**{material: 1})
    assert _kinds(s) == {"build:camp"}
    h = _spot(s)
    s = step(s, f"build:camp:{hexkey(h)}", 0)
    assert s.buildings == {h: (0, "camp")}
    assert s.players[0].camps_left == 11
    assert s.influence(0)[s.terrain[h]] == 1
    refused(at_metals(s, 0, **{material: 1}), 0, f"build:settlement:{hexkey(_spot(s))}")


def test_wood_and_stone_let_the_player_choose_a_camp_or_a_settlement():
    s = _game(wood=1, stone=1)
    assert _kinds(s) == {"build:camp", "build:settlement"}
    h = _spot(s)
    settled = step(s, f"build:settlement:{hexkey(h)}", 0)
    assert settled.buildings == {h: (0, "settlement")}
    assert settled.influence(0)[s.terrain[h]] == 2  # a settlement counts twice
    assert settled.players[0].camps_left == 11  # it still uses one camp piece
    camped = step(s, f"build:camp:{hexkey(h)}", 0)
    assert camped.buildings == {h: (0, "camp")}


def test_one_construction_per_turn_spare_materials_are_discarded():
    s = _game(wood=2, stone=3)
    h = _spot(s)
    s = step(s, f"build:settlement:{hexkey(h)}", 0)
    assert sum(s.players[0].pool.values()) == 0
    assert top(s)[0] == "section"
    discards = [e[1]["resources"] for e in s.log_entries if e[0] == "gw.discard"]
    assert discards == [{"wood": 1, "stone": 2}]


def test_without_wood_or_stone_the_player_must_loot():
    s = _game(gold=2)
    assert _kinds(s) == {"loot"}
    refused(s, 0, f"build:camp:{hexkey(_spot(s))}")
    with_wood = _game(wood=1)
    refused(with_wood, 0, f"loot:{hexkey(_spot(with_wood))}")  # building is possible


def test_looting_sends_a_camp_to_wanted_costs_1_vp_and_leaves_the_hex_empty():
    s = _game(gold=1)
    h = _spot(s)
    s = step(s, f"loot:{hexkey(h)}", 0)
    p = s.players[0]
    assert p.wanted == 1 and p.camps_left == 11 and p.vp["wanted"] == -1
    assert s.buildings == {} and h in s.looted
    assert h not in s.tokens and h not in s.face_up
    assert s.influence(0) == {"forest": 0, "gold": 0, "silver": 0, "copper": 0}
    assert top(s) == ("section", 0, TOKEN)  # the token's resources are still taken
    s = step(s, "section:2", 0)
    assert s.players[0].supply[2] == ("copper", "gold", "gold")
    assert s.players[0].vp["supply"] == 2


def test_only_face_up_tokens_may_be_taken():
    s = _game(wood=1)
    spots = {k.split(":")[2] for k in keys_of(s, "build")}
    assert spots == {hexkey(h) for h in s.face_up}
    hidden = face_down(s)[0]
    refused(s, 0, f"build:camp:{hexkey(hidden)}")


def test_a_taken_hex_cannot_be_taken_again():
    s = _game(wood=1)
    h = _spot(s)
    s = play(s, f"build:camp:{hexkey(h)}", "section:0")
    s = at_metals(s, 1, wood=1, stone=1)
    assert f"build:camp:{hexkey(h)}" not in keys(s)
    refused(s, 1, f"build:camp:{hexkey(h)}")
    refused(s, 1, f"loot:{hexkey(h)}")


@pytest.mark.parametrize("kind", ["build:camp", "build:settlement", "loot"])
def test_the_tokens_around_the_chosen_hex_are_turned_face_up(kind):
    s = _game(**({} if kind == "loot" else {"wood": 1, "stone": 1}))
    h = _spot(s)
    around = {n for n in neighbours(h) if n in s.tokens}
    newly = around - s.face_up
    assert newly
    s = step(s, f"{kind}:{hexkey(h)}", 0)
    assert s.face_up == (G.new(3, 2).face_up - {h}) | around
    view = G.view(s, 1)
    shown = {c["hex"] for c in view["map"] if c["token"] is not None}
    assert {hexkey(n) for n in newly} <= shown
    assert G.undoable(s, 0) == 0  # hidden tokens were revealed: no undo past this


@pytest.mark.parametrize(("section", "vp"), [(0, 0), (1, 1), (2, 2), (3, 3)])
def test_the_tokens_resources_go_together_into_one_section_scoring_0_to_3(section, vp):
    s = _game(stone=1)
    s = edit_board(s, tokens={})
    h = _spot(s)
    s = step(s, f"build:camp:{hexkey(h)}", 0)
    assert keys(s) == {"section:0", "section:1", "section:2", "section:3"}
    before = s.players[0].supply
    s = step(s, f"section:{section}", 0)
    p = s.players[0]
    assert p.vp["supply"] == vp
    expected = list(before)
    expected[section] = tuple(sorted(before[section] + TOKEN))
    assert p.supply == tuple(expected)
    assert G.to_act(s) == [1]  # the turn is over


def test_resources_may_join_a_section_that_already_holds_some():
    s = _game(wood=1)
    s = step(s, f"build:camp:{hexkey(_spot(s))}", 0)
    s = step(s, "section:1", 0)
    assert s.players[0].supply[1] == ("copper", "copper", "gold", "gold", "stone")


def test_buildings_need_not_touch_the_players_other_buildings():
    s = _game(wood=1)
    far = sorted(s.face_up)[-1]
    s = edit_board(s, buildings={sorted(s.face_up)[0]: (0, "camp")})
    assert f"build:camp:{hexkey(far)}" in keys(s)


def test_influence_tokens_are_not_counted_out():
    """12 in the box per player, but no limit in play (rules note): twelve settlements
    and a BoomTown marker besides."""
    s = new_game(3, 2)
    twelve = {h: (0, "settlement") for h in sorted(s.terrain)[:12]}
    s = edit_board(s, buildings=twelve, markers=dict.fromkeys(range(9), ()))
    s = at_metals(s, 0, copper=2, wood=1, stone=1)
    assert "boomtown:6" in keys(s)
    assert s.face_up
    assert keys_of(s, "build") >= {f"build:settlement:{hexkey(h)}" for h in s.face_up}
