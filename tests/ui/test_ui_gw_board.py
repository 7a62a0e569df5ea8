"""Gold West's board as the physical game (issue 11 item 3): BoomTown's office tiles cover
two spaces each and hold the influence tokens, the shipping tracks carry every coach and
shipping is choosing the space a coach reaches, each player's supply track runs from
section 4 up to the hand, and the investment cards' tips say the data module's values."""
from __future__ import annotations

import re
from itertools import islice

import engine
from engine.goldwest.data import INVESTMENTS, METALS, RESOURCES, SECTIONS
from ui.games.goldwest import hex_pos
from ui.games.gw_seat import held as in_hand
from ui.games.gw_tracks import next_space

from .test_ui_gw_mt_boards import Node, Tree, positions, render

GAME = engine.GAMES["goldwest"]


def walk(players: int = 3, seed: int = 51, every: int = 3, level: str = "easy",
         steps: frozenset = frozenset()):
    for state, seat in positions("goldwest", players, seed, every, level):
        if not steps or GAME.view(state, None)["task"]["step"] in steps:
            markup, ctx = render("goldwest", state, seat)
            yield Tree(markup), ctx


def seats_marked(node: Node) -> list[int]:
    """The seats whose markers stand in `node`."""
    return sorted(int(c[5:]) for n in node.walk() if n.tag == "svg"
                  for c in n.attrs.get("class", "").split()
                  if c.startswith("seat-") and "mark" in n.attrs.get("class", ""))


def test_boomtown_office_tiles_cover_two_spaces_and_hold_the_influence_tokens():
    seen = 0
    for tree, ctx in walk(players=4, seed=52):
        spaces = ctx.view["boomtown"]
        for sp in spaces:
            place = tree.keyed(f"gw-bt-{sp['space']}")
            assert seats_marked(place) == sorted(sp["markers"])
            seen += len(sp["markers"])
            joins = {c[5:] for c in place.attrs["class"].split() if c.startswith("join-")}
            row, col = divmod(sp["space"], 3)
            if sp["office"] == "vp4":
                continue
            assert len(joins) == 1  # a tile covers this space and one beside it
            other = {"l": (row, col - 1), "r": (row, col + 1), "t": (row - 1, col),
                     "b": (row + 1, col)}[joins.pop()]
            assert spaces[other[0] * 3 + other[1]]["office"] == sp["office"]
    assert seen > 4


def test_every_coach_is_on_its_track_space_and_shipping_is_choosing_the_next_one():
    shipped = 0
    for tree, ctx in walk(players=2, seed=53, every=1, steps=frozenset({"metals"})):
        for s in ctx.view["seats"]:
            for metal in METALS:
                place = tree.keyed(f"gw-ship-{metal}-{s['coaches'][metal]}")
                assert s["seat"] in seats_marked(place)
        for action in ctx.legal:
            if action.kind == "ship":
                metal = action.params[0]
                pos = ctx.view["seats"][action.seat]["coaches"][metal]
                target = tree.keyed(f"gw-ship-{metal}-{next_space(pos, ctx.view['ship_end'])}")
                assert any(n.attrs.get("data-action") == action.key for n in target.walk())
                shipped += 1
    assert shipped > 5


def test_the_supply_track_runs_from_section_4_up_to_the_hand():
    for tree, ctx in islice(walk(every=5), 30):
        for s in ctx.view["seats"]:
            seat = s["seat"]
            track = tree.all(lambda n, seat=seat: n.tag == "li" and re.match(
                rf"gw-(sec-{seat}-\d|hand-{seat})$", n.attrs.get("data-k", "")))
            assert [n.attrs["data-k"] for n in track] == [
                f"gw-sec-{seat}-{i}" for i in reversed(range(SECTIONS))] + [f"gw-hand-{seat}"]
            for i, held in enumerate(s["supply"]):
                node = tree.keyed(f"gw-sec-{seat}-{i}")
                icons = [n for n in node.walk() if n.tag == "svg"
                         and re.search(r"\bres-", n.attrs.get("class", ""))]
                assert sorted(c.attrs["class"].split()[1][4:] for c in icons) == sorted(held)
            for r, n in in_hand(ctx, s)[0].items():
                assert tree.keyed(f"hold-{seat}-{r}").attrs["data-count"] == str(n)


def test_investment_cards_and_their_tips_say_the_data_modules_values():
    tree, ctx = next(walk())
    for card in ctx.view["investments"]:
        place = tree.keyed(f"gw-card-{card['id']}")
        tip = next(n.attrs["data-tip"] for n in place.walk() if "data-tip" in n.attrs)
        data = INVESTMENTS[card["id"]]
        assert ctx.tr("gw.vp", n=data.vp) in tip or f"{data.vp} VP" in tip
        for metal, k in data.cost.items():
            assert ctx.tr(f"gw.amount.{metal}", n=k) in tip
        printed = [n.attrs.get("data-fig") for n in place.walk() if "fig" in n.attrs.get(
            "class", "").split() and "card-vp" in n.parent.attrs.get("class", "")]
        assert printed == [str(data.vp)]


def test_the_hand_holds_the_mining_token_s_resources_from_its_hex_while_they_are_put_away():
    """After building or looting, the pool's rest is discarded and the token's resources are
    in hand until a section is chosen: the hand shows them (not "—"), counted by kind, each
    naming the hex the token lay on as where it came from (motion flies them from there)."""
    seen = 0
    for tree, ctx in walk(players=2, seed=54, every=1, steps=frozenset({"section"})):
        task = ctx.view["task"]
        seat = task["seat"]
        taken = [e["params"]["hex"] for e in ctx.view["log"]
                 if e["id"] in ("gw.build", "gw.loot") and e["params"]["seat"] == seat][-1]
        place = tree.keyed(f"gw-hex-{hex_pos(taken)}")
        assert place is not None
        hand = tree.keyed(f"gw-hand-{seat}")
        assert "—" not in hand.text()
        for r in RESOURCES:
            item = tree.keyed(f"hold-{seat}-{r}")
            n = task["args"][0].count(r)
            assert item.attrs["data-count"] == str(n)
            assert ("hidden" in item.attrs) == (not n)
            assert item.attrs.get("data-from") == (place.attrs["data-k"] if n else None)
        seen += 1
        if seen > 4:
            break
    assert seen > 4
