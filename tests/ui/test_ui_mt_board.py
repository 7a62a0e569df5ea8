"""Montana's board as the physical game (issue 11 item 2): the recruitment wheel is a wheel
whose segments are the choices, the town's representatives stand in their cells or wait at
the store, the workers stand in the boxes they were sent to, every player's board has its
eight worker spaces and its goods as counted icons, and the tips say the printed values of
the engine's data module."""
from __future__ import annotations

import re
from itertools import islice

import engine
from engine.montana.data import AREAS, BANK, TOWN_COLUMN_COSTS, WHEEL

from .test_ui_gw_mt_boards import Node, Tree, positions, render

GAME = engine.GAMES["montana"]


def walk(steps: set[str], players: int = 3, seed: int = 41, level: str = "random",
         every: int = 1):
    """The boards of one seeded game at the decisions in `steps` (all of them if empty),
    every `every`-th decision."""
    for state, seat in positions("montana", players, seed, every, level):
        view = GAME.view(state, None)
        if not steps or view["task"]["step"] in steps:
            markup, ctx = render("montana", state, seat)
            yield Tree(markup), ctx


def classes(node: Node) -> set[str]:
    return set(node.attrs.get("class", "").split())


def workers_in(node: Node) -> list[str]:
    """The colours of the workers drawn in `node` (copies of the board's worker drawings,
    not the empty outlines)."""
    return [n.attrs["href"][6:] for n in node.walk() if n.tag == "use"
            and n.attrs.get("href", "").startswith("#mt-w-") and n.attrs["href"] != "#mt-w-empty"]


def test_the_recruitment_wheel_is_a_wheel_and_advancing_is_choosing_a_segment():
    seen = 0
    for tree, ctx in islice(walk({"advance"}), 25):
        at = ctx.view["wheel"]["at"]
        places = tree.all(lambda n: "seg-place" in classes(n))
        assert len(places) == len(WHEEL)
        assert [i for i, p in enumerate(places) if "at" in classes(p)] == [at]
        arrow = tree.keyed("mt-arrow")
        assert f"rotate({at * 360 / len(WHEEL)}deg)" in arrow.attrs["style"]
        for i, pair in enumerate(WHEEL):
            assert sorted(workers_in(tree.keyed(f"mt-seg-{i}"))) == sorted(pair)
        for action in ctx.legal:
            if action.kind == "advance":
                place = places[(at + action.params[0]) % len(WHEEL)]
                assert any(n.attrs.get("data-action") == action.key for n in place.walk())
                seen += 1
        hub = tree.all(lambda n: "hub-spot" in classes(n))
        assert hub[0].attrs.get("data-action") == "noadvance"
    assert seen > 5


def test_the_hub_is_where_one_spins_and_refused_segments_say_why():
    for tree, _ctx in walk({"turn"}):
        hub = tree.all(lambda n: "hub-spot" in classes(n))[0]
        assert hub.attrs.get("data-action") == "recruit"
        assert not tree.all(lambda n: n.attrs.get("data-action", "").startswith("advance"))
        return
    raise AssertionError("no turn decision")


def test_town_representatives_stand_in_their_cells_and_the_others_wait_at_the_store():
    seen = 0
    for tree, ctx in islice(walk({"town_place", "town_reward"}), 25):
        placed = {int(s): tuple(rc) for s, rc in ctx.view["town"]["placed"].items()}
        for seat, (row, col) in placed.items():
            cell = tree.keyed(f"mt-town-{row}-{col}")
            assert ctx.names[seat] in cell.text(), (seat, row, col)
            seen += 1
        store = tree.keyed("mt-store")
        waiting = [s for s in ctx.view["order"] if s not in placed]
        reps = [n for n in store.walk() if "rep" in classes(n)]
        assert len(reps) == len(waiting)
        for node, seat in zip(reps, waiting, strict=True):
            assert ctx.tr("mt.rep_of", seat=ctx.names[seat]) in node.text()
    assert seen > 3


def test_the_town_table_prints_each_columns_squash_and_each_rows_reward():
    tree, ctx = next(walk(set()))
    costs = tree.all(lambda n: "town-cost" in classes(n))
    printed = [next(n for n in c.walk() if n.tag == "b").text() for c in costs]  # plain text
    assert printed == [str(c) for c in TOWN_COLUMN_COSTS]
    for col, cost in enumerate(TOWN_COLUMN_COSTS):
        assert re.search(rf"\b{cost} squash\b", costs[col].attrs["data-tip"])
    rewards = tree.all(lambda n: "town-reward" in classes(n))
    assert len(rewards) == len(ctx.view["town"]["rows"])
    for row, node in zip(ctx.view["town"]["rows"], rewards, strict=True):
        assert ctx.tr(f"mt.reward.{row}") in node.attrs["data-tip"]


def test_workers_stand_in_the_boxes_they_were_sent_to():
    seen = 0
    for tree, ctx in walk(set(), players=2, seed=42, level="easy", every=3):
        v = ctx.view
        for i, space in enumerate(v["bank"]):
            assert sorted(workers_in(tree.keyed(f"mt-bank-{i}"))) == sorted(space["workers"])
            seen += len(space["workers"])
        for area, a in v["areas"].items():
            for i, space in enumerate(a["spaces"]):
                large = tree.keyed(f"mt-{area}-{i}")
                small = tree.keyed(f"mt-{area}-{i}-small")
                assert sorted(workers_in(large)) == sorted(space["large_box"])
                assert sorted(workers_in(small)) == sorted(space["small_box"])
                seen += len(space["large_box"]) + len(space["small_box"])
    assert seen > 50


def test_each_player_board_has_eight_worker_spaces_and_counted_goods():
    for tree, ctx in walk(set(), players=4, seed=43, level="easy", every=4):
        for s in ctx.view["seats"]:
            seat = s["seat"]
            crew = tree.keyed(f"hold-{seat}-workers")
            slots = [n for n in crew.walk() if n.tag == "li"]
            assert len(slots) >= 8
            held = sum(s["workers"].values()) + sum(s["incoming"].values())
            assert len(workers_in(crew)) == held == int(crew.attrs["data-count"])
            for good, n in s["goods"].items():
                node = tree.keyed(f"hold-{seat}-{good}")
                assert node.attrs["data-count"] == str(n)
                assert any(x.tag == "svg" and x.attrs.get("aria-label") == ctx.tr(
                    f"mt.name.{good}") for x in node.walk())
            for thing, n in (("coins", s["coins"]), ("cows", s["cows"]),
                             ("canteens", s["canteens"]), ("camps", s["camps_left"])):
                assert tree.keyed(f"hold-{seat}-{thing}").attrs["data-count"] == str(n)


def test_tips_of_the_worker_board_say_the_data_modules_values():
    tree, ctx = next(walk(set()))
    for i, (need, coins) in enumerate(BANK):
        tip = next(n for n in tree.keyed(f"mt-bank-{i}").walk() if "data-tip" in n.attrs)
        assert re.search(rf"\b{need} workers?\b", tip.attrs["data-tip"])
        assert re.search(rf"\b{coins} coins\b", tip.attrs["data-tip"])
    for area, (good, _colour, spaces) in AREAS.items():
        for i, space in enumerate(spaces):
            large = tree.keyed(f"mt-{area}-{i}")
            tip = next(n for n in large.walk() if "data-tip" in n.attrs)
            assert re.search(rf"\bpay {space.coins} coins?\b", tip.attrs["data-tip"])
            assert ctx.tr(f"mt.amount.{good}", n=space.goods) in tip.attrs["data-tip"]


def test_each_other_players_board_is_folded_to_a_line_of_their_holdings_before_it():
    """On a phone another player's board is a line (ui/games/seat_fold.py) standing right
    before their board, which shows only while the line is open: their coins, cows,
    canteens, camps to build, workers by colour and goods, each said in words; the board
    of the person choosing is whole, with no line."""
    def plural(n: int, word: str) -> str:
        return f"{n} {word}" + ("" if n == 1 else "s")

    for tree, ctx in walk(set(), players=4, seed=43, level="easy", every=25):
        seats = next(n for n in tree.root.walk() if classes(n) == {"seats"}).children
        lines = {int(n.attrs["data-keep"].rsplit("-", 1)[1]): n for n in seats
                 if "mt-fold" in classes(n)}
        assert sorted(lines) == [s for s in range(4) if s != ctx.legal[0].seat]
        for seat, line in lines.items():
            assert seats[seats.index(line) + 1].attrs["data-k"] == f"seat-{seat}"
            s = ctx.view["seats"][seat]
            figures = [n for n in line.walk() if "fq" in classes(n)]
            said = [n.attrs["aria-label"] for n in figures]
            assert said[:4] == [plural(s["coins"], "coin"), plural(s["cows"], "cow"),
                                plural(s["canteens"], "canteen"),
                                plural(s["camps_left"], "camp") + " still to build"]
            crew = {c: s["workers"][c] + s["incoming"][c] for c in s["workers"]}
            shown = {n.attrs["class"].split("fq-w-")[1]: int(n.children[-1].text())
                     for n in figures if "fq-w-" in n.attrs["class"]}
            assert shown == {c: n for c, n in crew.items() if n}
            assert len(figures) == 4 + len(shown) + sum(1 for n in s["goods"].values() if n)
