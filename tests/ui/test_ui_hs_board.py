"""The Homesteaders board laid out as the physical game (issue 11): the auction board with
its tiles and bid ladders, the neutral token, the rail track, the round track, buildings as
cards, the supply by stage and type, each player's area with workers on their slots; and
every main move of the game is a button on the board (the move list may fold them)."""
from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

import engine
from engine.core import Rng
from engine.homesteaders.data import (
    BID_VALUES,
    BUILDINGS,
    GOODS,
    HOLDINGS,
    MARKET,
    NEUTRAL_LEVELS,
    RAIL_TRACK,
    ROUNDS,
    STAGES,
    TYPES,
)
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import Translator

GAME = engine.GAMES["homesteaders"]
GUI = ui_for(GAME)
NAMES = ["Ann", "Bob", "Cy", "Di"]
MARKS = [mark(i, n) for i, n in enumerate(NAMES)]
#: a whole game has a few hundred moves; the walks below stop there whatever happens
MAX_MOVES = 2000


class Tree(HTMLParser):
    """The board's elements: each with its attributes, the text inside it and its
    children's attributes, so a test can ask "what is inside the element with data-k=X"."""

    VOID = frozenset({"input", "br", "img", "hr", "meta", "link", "use"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[dict] = []
        self.all: list[dict] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        node = {"tag": tag, "attrs": dict(attrs), "text": [], "inner": []}
        for parent in self.stack:
            parent["inner"].append(node)
        self.all.append(node)
        if tag not in self.VOID:
            self.stack.append(node)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in self.VOID:
            self.stack.pop()

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()["tag"] == tag:
                break

    def handle_data(self, data: str) -> None:
        for node in self.stack:
            node["text"].append(data)

    def by_k(self, key: str) -> dict:
        found = [n for n in self.all if n["attrs"].get("data-k") == key]
        assert len(found) == 1, (key, len(found))
        return found[0]

    def keys(self) -> list[str]:
        return [n["attrs"]["data-k"] for n in self.all if "data-k" in n["attrs"]]


def text(node: dict) -> str:
    return " ".join("".join(node["text"]).split())


def labels(node: dict) -> list[str]:
    """The accessible names inside a node (icons and amounts are named for screen readers)."""
    return [n["attrs"]["aria-label"] for n in node["inner"] if "aria-label" in n["attrs"]]


def actions(node: dict) -> set[str]:
    return {n["attrs"]["data-action"] for n in [node, *node["inner"]]
            if "data-action" in n["attrs"]}


def render(state, seat: int | None, lang: str = "en", choosing: bool = True) -> tuple:
    """The board of `state` as `seat` sees it, with the moves of the seat to act when
    `choosing` (a person's turn), as (html, tree, view)."""
    view = GAME.view(state, seat)
    actor = GAME.to_act(state)[0] if GAME.to_act(state) else None
    legal = GAME.legal_actions(state, actor) if choosing and actor is not None else []
    ctx = Ctx(Translator(lang, strict=True), NAMES[:state.num_players], view, legal,
              state=state if legal else None, seat=actor if legal else None)
    html = GUI.board(ctx, MARKS)
    tree = Tree()
    tree.feed(html)
    return html, tree, view


def walk(players: int, seed: int, every: int = 1):
    """Positions of a seeded game played by the easy bot, with the seat to act."""
    state = GAME.new(players, seed, {})
    rng = Rng(seed)
    for n in range(MAX_MOVES):
        if GAME.is_over(state):
            yield state, None
            return
        seat = GAME.to_act(state)[0]
        if n % every == 0:
            yield state, seat
        state = GAME.apply(state, GAME.bots["easy"](state, seat, rng, 0))
    raise AssertionError("the game did not end")


def first(players: int, seed: int, test) -> tuple:
    """The first position of a seeded game where `test(state, seat)` holds."""
    for state, seat in walk(players, seed):
        if seat is not None and test(state, seat):
            return state, seat
    raise AssertionError("no such position")


def step(name: str):
    return lambda state, seat: (GAME.view(state, seat)["task"] or {}).get("step") == name


# -- the auction board --------------------------------------------------------------------
@pytest.mark.parametrize("players, auctions", [(2, 2), (3, 2), (4, 3)])
def test_each_auction_shows_its_tile_and_a_ladder_of_the_nine_bid_steps(players, auctions):
    state, seat = first(players, 5, step("bid"))
    _, tree, view = render(state, seat)
    assert len(view["auctions"]) == auctions
    for a in view["auctions"]:
        n, tile = a["auction"], a["tile"]
        row = tree.by_k(f"hs-auction-{n}")
        face = tree.by_k(f"hs-tile-{tile['id']}")
        assert face in row["inner"]
        for kind in tile["build_types"]:  # the building types it allows, as pictures
            assert Translator("en")(f"hs.name.{kind}") in labels(face)
        steps = [k for k in tree.keys() if k.startswith(f"hs-bid-{n}-")]
        assert steps == [f"hs-bid-{n}-{v}" for v in BID_VALUES]
        # bidding is choosing a step of a ladder: each step is the move for that bid
        for v in BID_VALUES:
            cell = tree.by_k(f"hs-bid-{n}-{v}")
            shown = actions(cell) | {c["attrs"].get("data-choice") for c in cell["inner"]}
            assert f"bid:{n}:{v}" in shown, (n, v)


def test_the_high_bid_marker_stands_on_its_step_of_the_ladder():
    seen = 0
    for state, seat in walk(3, 8, every=2):
        if seat is None:
            break
        _, tree, view = render(state, seat, choosing=False)
        for a in view["auctions"]:
            for v in BID_VALUES:
                cell = tree.by_k(f"hs-bid-{a['auction']}-{v}")
                held = a["bid"] is not None and a["bid"]["value"] == v
                marked = any("mark" in (c["attrs"].get("class") or "").split()
                             for c in cell["inner"])
                assert marked == held, (a, v)
                if held:
                    assert NAMES[a["bid"]["seat"]] in text(cell)
                    seen += 1
    assert seen > 20


def test_with_two_players_the_neutral_token_has_its_level_and_stands_where_it_bids():
    state, seat = first(2, 4, step("neutral"))
    level = GAME.view(state, seat)["neutral_level"]
    _, tree, _ = render(state, seat)
    track = tree.by_k("hs-neutral")
    assert [k for k in tree.keys() if k.startswith("hs-neutral-")] == [
        f"hs-neutral-{v}" for v in NEUTRAL_LEVELS]
    assert "held" in tree.by_k(f"hs-neutral-{level}")["attrs"]["class"]
    assert track["inner"]
    # placing it is choosing its level on an auction's ladder
    for a in (1, 2):
        assert actions(tree.by_k(f"hs-bid-{a}-{level}")) == {f"neutral:{a}"}
    after = GAME.apply(state, next(x for x in GAME.legal_actions(state, seat)
                                   if x.key == "neutral:2"))
    _, tree, _ = render(after, None, choosing=False)
    assert "neutral token" in labels(tree.by_k(f"hs-bid-2-{level}"))


def test_the_rail_track_has_its_spaces_their_bonuses_and_every_players_marker():
    for state, seat in walk(3, 6, every=25):
        _, tree, view = render(state, seat, choosing=False)
        tr = Translator("en")
        for pos, bonuses in enumerate(RAIL_TRACK, start=1):
            space = tree.by_k(f"hs-rail-{pos}")
            for b in bonuses:
                assert tr(f"hs.rail.{b}") in labels(space)
        for s in view["seats"]:
            assert NAMES[s["seat"]] in text(tree.by_k(f"hs-rail-{s['rail_pos']}"))


def test_passing_is_choosing_the_next_rail_space_and_a_rail_bonus_is_chosen_on_the_track():
    state, seat = first(3, 6, step("bid"))
    _, tree, view = render(state, seat)
    next_space = min(len(RAIL_TRACK), view["seats"][seat]["rail_pos"] + 1)
    assert actions(tree.by_k(f"hs-rail-{next_space}")) == {"pass"}
    state, seat = first(3, 6, step("rail"))
    _, tree, view = render(state, seat)
    pos = view["seats"][seat]["rail_pos"]
    for i, bonuses in enumerate(RAIL_TRACK, start=1):
        space = tree.by_k(f"hs-rail-{i}")
        refused = {c["attrs"].get("data-choice") for c in space["inner"]} - {None}
        chosen = actions(space) | refused
        assert chosen == {f"rail:{b}" for b in bonuses}
        assert (not refused) == (i <= pos), (i, pos)  # beyond the marker: refused


def test_the_round_track_shows_ten_rounds_the_stage_changes_and_the_current_round():
    for state, seat in walk(2, 3, every=40):
        _, tree, view = render(state, seat, choosing=False)
        cells = [k for k in tree.keys() if k.startswith("hs-round-")]
        assert cells == [f"hs-round-{r}" for r in range(1, ROUNDS + 2)]
        changes = [r for r in range(1, ROUNDS + 2)
                   if "change" in tree.by_k(f"hs-round-{r}")["attrs"]["class"].split()]
        assert changes == [5, 9, 11]
        now = [r for r in range(1, ROUNDS + 2)
               if tree.by_k(f"hs-round-{r}")["attrs"].get("aria-current") == "step"]
        assert now == [view["round"]]
        assert "round marker" in labels(tree.by_k(f"hs-round-{view['round']}"))


def test_the_tiles_to_come_are_shown_face_up_from_stack_one_and_counted_on_the_others():
    state = GAME.new(4, 2, {})
    _, tree, view = render(state, GAME.to_act(state)[0], choosing=False)
    coming = [k for k in tree.keys() if k.startswith("hs-tile-")]
    current = [a["tile"]["id"] for a in view["auctions"]]
    assert coming == [f"hs-tile-{t}" for t in current + view["stack1"]]
    for stack, n in enumerate(view["face_down"], start=2):
        assert text(tree.by_k(f"hs-stack-{stack}")).startswith(str(n))
        assert n == 9


# -- buildings as cards ------------------------------------------------------------------------
def _card_labels(key: str) -> list[str]:
    state = GAME.new(3, 1, {})
    view = GAME.view(state, 0)
    view["offer"] = {key: 1}
    ctx = Ctx(Translator("en", strict=True), NAMES[:3], view)
    tree = Tree()
    tree.feed(GUI.board(ctx, MARKS))
    node = tree.by_k(f"hs-offer-{key}")
    return labels(node)


@pytest.mark.parametrize("key", [k for k in BUILDINGS if k != "homestead"])
def test_a_card_shows_every_printed_value_of_its_building_as_icons(key):
    b = BUILDINGS[key]
    tr = Translator("en")
    said = _card_labels(key)
    assert tr(f"hs.name.{b.type}") in said  # the type's picture
    for good, n in b.cost.items():
        assert GUI.amount(Ctx(tr, [], {}), good, n) in said, good
    if b.vp:
        assert f"{b.vp} VP" in said
    for good, n in b.income.items():
        assert GUI.amount(Ctx(tr, [], {}), good, n) in said, good
    for _, output in b.slots:
        for good, n in output.items():
            assert GUI.amount(Ctx(tr, [], {}), good, n) in said, good
    for effect in b.on_build:
        assert tr(f"hs.effect.{effect}") in said
    for what, vp in b.end_vp:
        assert tr("hs.end_vp", vp=vp, what=tr(f"hs.per.{what}")) in said


def test_the_supply_is_grouped_by_stage_then_type():
    for rnd_state, seat in walk(4, 9, every=30):
        _, tree, view = render(rnd_state, seat, choosing=False)
        if not view["offer"]:
            continue
        order = [k[len("hs-offer-"):] for k in tree.keys() if k.startswith("hs-offer-")]
        assert sorted(order) == sorted(view["offer"])
        rank = [(STAGES.index(BUILDINGS[k].stage), TYPES.index(BUILDINGS[k].type))
                for k in order]
        assert rank == sorted(rank)
        for stage in {BUILDINGS[k].stage for k in order}:
            group = tree.by_k(f"hs-supply-{stage}")
            assert Translator("en")(f"hs.name.{stage}") in text(group)
        for key, left in view["offer"].items():
            assert f"×{left}" in text(tree.by_k(f"hs-offer-{key}"))


# -- the players' areas -------------------------------------------------------------------------
def test_workers_stand_on_the_slots_they_work_and_the_others_rest_on_the_homestead():
    checked = 0
    for state, seat in walk(3, 12, every=3):
        if seat is None:
            break
        _, tree, view = render(state, seat, choosing=False)
        for s in view["seats"]:
            placed = {(k, i): n for k, i, n in s["placed"]}
            for key in s["buildings"]:
                for i in range(len(BUILDINGS[key].slots)):
                    slot = tree.by_k(f"hs-slot-{s['seat']}-{key}-{i}")
                    workers = sum("ic-worker" in (c["attrs"].get("class") or "")
                                  for c in slot["inner"])
                    assert workers == placed.get((key, i), 0)
                    checked += workers
            resting = tree.by_k(f"hs-rest-{s['seat']}")
            idle = s["workers"] - sum(placed.values())
            assert resting["attrs"]["data-count"] == str(idle)
            assert sum("ic-worker" in (c["attrs"].get("class") or "")
                       for c in resting["inner"]) == idle
    assert checked > 10


@pytest.mark.parametrize("players, seed", [(3, 17), (4, 18)])
def test_the_person_choosing_sees_whole_cards_and_the_others_buildings_are_chips(players, seed):
    """The area of the person choosing stands in front (under the auction board), its
    buildings as whole cards; the other players' buildings are chips: type, name, VP and
    the slots with their workers, the whole card in words as each one's tip."""
    tr = Translator("en")
    checked = 0
    for state, seat in walk(players, seed, every=13):
        if seat is None:
            break
        drawn, tree, view = render(state, seat)
        front = drawn.index('class="hs-seats hs-seats-front"')
        others = drawn.index('class="hs-seats hs-seats-others"')
        assert drawn.index(f'data-k="seat-{seat}"') in range(front, others)
        for s in view["seats"]:
            for key in s["buildings"]:
                owned = tree.by_k(f"hs-bld-{s['seat']}-{key}")
                face = owned["inner"][0]["attrs"]["class"]
                assert face.startswith("hs-card" if s["seat"] == seat else "hs-chip"), face
                assert f"type-{BUILDINGS[key].type}" in face
                assert text(owned).startswith(tr(f"hs.name.{key}"))
                assert html_tip(owned).startswith(tr(f"hs.name.{key}"))
                if s["seat"] != seat:
                    checked += 1
                    vp = BUILDINGS[key].vp
                    assert not vp or GUI.amount(Ctx(tr, [], {}), "vp", vp) in labels(owned)
    assert checked > 20
    # while a bot plays, the area in front is that of the person at the screen
    state, seat = first(players, seed, lambda state, seat: seat != 0)
    view = GAME.view(state, 0)
    drawn = GUI.board(Ctx(tr, NAMES[:players], view, []), MARKS)
    front = drawn.index('class="hs-seats hs-seats-front"')
    assert drawn.index('data-k="seat-0"') in range(front, drawn.index("hs-seats-others"))


def html_tip(node: dict) -> str:
    return html.unescape(node["attrs"]["data-tip"])


def test_placing_a_worker_is_choosing_a_slot_of_ones_own_buildings():
    state, seat = first(3, 12, step("place"))
    _, tree, view = render(state, seat)
    for s in view["seats"]:
        for key in s["buildings"]:
            for i in range(len(BUILDINGS[key].slots)):
                slot = tree.by_k(f"hs-slot-{s['seat']}-{key}-{i}")
                want = {f"work:{key}:{i}"} if s["seat"] == seat else set()
                assert actions(slot) == want


def test_every_holding_is_an_icon_with_its_count():
    for state, _seat in walk(2, 14, every=50):
        _, tree, view = render(state, None, choosing=False)  # the open view: nothing hidden
        for s in view["seats"]:
            shown = {**s["holdings"], "worker": s["workers"], "rail_line": s["rail_lines"]}
            for k in (*HOLDINGS, "worker", "rail_line"):
                node = tree.by_k(f"hold-{s['seat']}-{k}")
                assert node["attrs"]["data-count"] == str(shown[k])
                assert GUI.amount(Ctx(Translator("en"), [], {}), k, shown[k]) in labels(node)
                assert any(f"ic-{k}" in (c["attrs"].get("class") or "") for c in node["inner"])


def test_behind_the_screens_only_the_public_holdings_are_shown():
    state = GAME.new(3, 2, {"hidden_resources": True})
    _, tree, _ = render(state, 0, choosing=False)
    for seat in (1, 2):
        assert f"hold-{seat}-silver" not in tree.keys()
        assert tree.by_k(f"hold-{seat}-screen")
        assert tree.by_k(f"hold-{seat}-worker")["attrs"]["data-count"] == "1"
    assert tree.by_k("hold-0-silver")


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_a_folded_line_marks_a_screened_players_vp_as_leaving_the_rest_out(lang):
    """On a phone another player's area is a line (ui/games/hs_fold.py); behind a screen its
    VP are their buildings' only, so the count carries a visible mark ("+?") that the rest
    is hidden, and the line of a player whose holdings are seen carries none."""
    mark = Translator(lang)("hs.fold.vp_hidden")
    for hidden in (True, False):
        state = GAME.new(3, 2, {"hidden_resources": hidden})
        _, tree, _ = render(state, 0, lang=lang, choosing=False)
        vps = [n for n in tree.all if "fq-vp" in n["attrs"].get("class", "")]
        assert len(vps) == 2, lang  # the two other players' lines
        for vp in vps:
            assert text(vp).endswith(mark) == hidden, (lang, hidden, text(vp))


# -- the board is where one plays ----------------------------------------------------------------
@pytest.mark.parametrize("players, seed", [(2, 31), (3, 32), (4, 33)])
def test_every_move_of_the_game_is_a_button_on_the_board(players, seed):
    kinds = set()
    for state, seat in walk(players, seed, every=2):
        if seat is None:
            break
        html, _, _ = render(state, seat)
        on_board = set(re.findall(r'data-action="([^"]+)"', html))
        legal = {a.key for a in GAME.legal_actions(state, seat)}
        assert legal <= on_board, legal - on_board  # the trades too: the market tile
        kinds |= {k.split(":")[0] for k in legal}
    assert {"work", "done", "bid", "pass", "rail", "build", "nobuild", "debt", "buy",
            "sell"} <= kinds


def test_every_thing_has_a_key_of_its_own_that_stays_the_same_from_move_to_move():
    before = None
    for state, seat in walk(3, 15, every=7):
        _, tree, view = render(state, seat)
        keys = tree.keys()
        assert len(keys) == len(set(keys)), [k for k in keys if keys.count(k) > 1]
        _, again, _ = render(state, seat)
        assert again.keys() == keys  # the same position, the same keys
        if before is not None and view["round"] <= ROUNDS:  # what stays keeps its key
            for key in ("hs-round-1", "hs-rail-3", "hold-0-worker", "hs-bld-1-homestead",
                        "hs-slot-2-homestead-0", "hs-auction-1", "hs-bid-1-21"):
                assert key in keys and key in before
        before = keys


def test_the_market_tile_offers_the_trades_of_the_person_choosing_and_only_then():
    state, seat = first(3, 16, step("place"))
    _, tree, _ = render(state, seat)
    market = tree.by_k("hs-market")
    assert NAMES[seat] in text(market)
    for good in GOODS:
        for kind in ("buy", "sell"):
            cell = tree.by_k(f"hs-{kind}-{good}")
            choice = {c["attrs"].get("data-action") or c["attrs"].get("data-choice")
                      for c in cell["inner"]} - {None}
            assert f"{kind}:{good}" in choice
        currency, price = MARKET[good]
        assert GUI.amount(Ctx(Translator("en"), [], {}), currency, price) in labels(market)
    assert actions(market) >= {"debt"}  # a debt can always be taken
    _, tree, _ = render(state, seat, choosing=False)  # a bot's turn, a replay
    market = tree.by_k("hs-market")  # drawn hidden, not left out (the DOM morph keeps it)
    assert "hidden" in market["attrs"] and not actions(market)
