"""A tip on every Homesteaders component (issue 9): each building, auction tile, bid step,
rail space and bonus, round-track space, stack and holding says what it is, in words built
from the data module, and a keyboard reaches it; owned buildings stay readable."""
from __future__ import annotations

import html

import pytest

from engine.homesteaders.data import BUILDINGS, TILES
from ui.games import Ctx
from ui.games.hs_auction import tile_tip
from ui.games.hs_cards import tip as building_tip
from ui.i18n import LANGS, Translator

from .test_ui_hs_board import GAME, GUI, render, walk

#: every component's key begins with one of these; the tip is on it or on its first child
COMPONENTS = ("hs-round-", "hs-tile-", "hs-bid-", "hs-neutral-", "hs-rail-", "hs-stack-",
              "hs-offer-", "hs-bld-", "hs-slot-", "hs-rest-", "hold-")


def tipped(node: dict) -> str | None:
    """The tip of a component: its own, or that of the button or box it is drawn as."""
    for n in (node, *node["inner"][:1]):
        if n["attrs"].get("data-tip"):
            return html.unescape(n["attrs"]["data-tip"])
    return None


@pytest.mark.parametrize("players, seed", [(2, 41), (3, 42), (4, 43)])
def test_every_component_has_a_tip_that_a_keyboard_reaches(players, seed):
    seen: set[str] = set()
    for state, seat in walk(players, seed, every=11):
        _, tree, _ = render(state, seat)
        for node in tree.all:
            attrs = node["attrs"]
            key = attrs.get("data-k", "")
            if key.startswith(COMPONENTS) and not key.endswith("-screen"):
                assert tipped(node), key
                seen.add(next(p for p in COMPONENTS if key.startswith(p)))
            if attrs.get("data-tip") and node["tag"] != "button":
                assert attrs.get("tabindex") == "0", attrs
            if attrs.get("role") == "img":
                assert attrs.get("aria-label"), attrs  # every picture has a name
    expected = set(COMPONENTS) - ({"hs-neutral-"} if players > 2 else set())
    assert seen == expected, expected - seen


def test_a_buildings_tip_gives_its_printed_values_in_words_from_the_data_module():
    tr = Translator("en")
    ctx = Ctx(tr, [], {})
    for key, b in BUILDINGS.items():
        said = GUI.building_text(ctx, key)
        tip = building_tip(GUI, ctx, key)
        assert tip.startswith(f"{tr('hs.name.' + key)} ({tr('hs.name.' + b.type)}, ")
        for line in said:
            assert line in tip
        cost = tr("hs.cost", cost=GUI.param(ctx, "cost", dict(b.cost)))
        assert cost in said
        if b.vp:
            assert tr("hs.vp", n=b.vp) in said


def test_an_auction_tiles_tip_says_what_its_winner_may_build_and_its_bonuses():
    tr = Translator("en")
    ctx = Ctx(tr, [], {})
    for tile_id, t in TILES.items():
        tip = tile_tip(GUI, ctx, tile_id)
        assert tip.startswith(tr("hs.tip.tile", id=t.id, stage=tr(f"hs.name.{t.stage}"),
                                 stack=t.stack))
        for kind in t.build_types:
            assert tr(f"hs.name.{kind}") in tip
        for b in t.bonuses:
            assert GUI.bonus(ctx, list(b)) in tip


def test_owned_buildings_stay_readable_after_their_stage_has_left_the_supply():
    *_, (final, _) = walk(3, 44)
    _, tree, view = render(final, None, choosing=False)
    assert view["over"]
    old = [(s["seat"], k) for s in view["seats"] for k in s["buildings"]
           if BUILDINGS[k].stage in ("settlement", "settlement_or_town")]
    assert old
    for seat, key in old:
        assert key not in view["offer"]
        tip = tipped(tree.by_k(f"hs-bld-{seat}-{key}"))
        assert tip.startswith(Translator("en")(f"hs.name.{key}"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_choice_carries_the_engines_reason_beside_its_tip(lang):
    """The building supply while building: a card that cannot be built says why."""
    for state, seat in walk(3, 45):
        if seat is not None and (GAME.view(state, seat)["task"] or {}).get("step") == "build":
            break
    _, tree, _ = render(state, seat, lang)
    refused = [n for n in tree.all if n["attrs"].get("data-choice", "").startswith("build:")]
    assert refused
    for node in refused:
        assert node["attrs"]["aria-disabled"] == "true"
        assert node["attrs"]["data-why"] and node["attrs"]["data-tip"]
        assert node["attrs"]["data-why"] in node["attrs"]["aria-label"]
