"""The three boards: drawn from the view, and a board space is a button only for a move the
engine offers now, named by that move's own text."""
import html
import re

import pytest

import engine
from engine.core import Rng
from ui.art import mark
from ui.games import Ctx, ui_for
from ui.i18n import Translator

SPOT = re.compile(r'<button type="button" class="spot[^"]*" data-action="([^"]+)"[^>]*'
                  r'aria-label="([^"]*)"')
#: the kinds of move each board offers as spaces of its own (the rest stay in the list)
BOARD_KINDS = {
    "homesteaders": {"work", "done", "pay", "neutral", "bid", "pass", "rail", "build",
                     "nobuild"},
    "goldwest": {"activate", "drop", "section", "build", "loot", "boomtown", "ship", "invest"},
    "montana": {"start", "build", "bank", "harvest", "town", "advance", "take", "release"},
}


@pytest.mark.parametrize("game_id", sorted(BOARD_KINDS))
def test_board_spaces_are_exactly_offered_moves_named_by_their_text(game_id):
    game = engine.GAMES[game_id]
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    names = ["<b>Ann</b>", "Bob", "Cy"]
    marks = [mark(i, n) for i, n in enumerate(names)]
    seen: set[str] = set()
    for players, seed in ((3, 3), (3, 4), (2, 5)):
        state = game.new(players, seed, {})
        rng = Rng(seed)
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            ctx = Ctx(tr, names, game.view(state, seat), legal)
            board = gui.board(ctx, marks)
            assert "<b>Ann" not in board
            by_key = {a.key: a for a in legal}
            for key, label in SPOT.findall(board):
                assert key in by_key, key
                assert html.unescape(label) == gui.action_text(ctx, by_key[key])
                seen.add(by_key[key].kind)
            state = game.apply(state, game.bots["random"](state, seat, rng, 0))
        final = Ctx(tr, names, game.view(state, None))
        assert not SPOT.findall(gui.board(final, marks))  # a replay offers nothing
    assert BOARD_KINDS[game_id] <= seen, BOARD_KINDS[game_id] - seen


def test_homesteaders_worker_slots_are_buttons_on_the_acting_players_buildings_only():
    """Every seat starts with a Homestead: only the acting seat's own card offers its slots,
    and each building the supply can build now is its card, as a button."""
    game = engine.GAMES["homesteaders"]
    gui = ui_for(game)
    tr = Translator("en", strict=True)
    names = ["Ann", "Bob", "Cy"]
    marks = [mark(i, n) for i, n in enumerate(names)]
    state = game.new(3, 3, {})
    rng = Rng(3)
    checked = set()
    while not game.is_over(state) and len(checked) < 2:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        board = gui.board(Ctx(tr, names, game.view(state, seat), legal), marks)
        keys = [k for k, _ in SPOT.findall(board)]
        if "work:homestead:0" in {a.key for a in legal}:
            assert keys.count("work:homestead:0") == 1
            mine = re.search(rf'data-k="hs-seat-{seat}".*?</article>', board, re.S).group(0)
            assert 'data-action="work:homestead:0"' in mine
            checked.add("work")
        builds = {a.key for a in legal if a.kind == "build"}
        if builds:
            assert builds <= set(keys)
            for key in (k for k in builds if k.count(":") == 1):  # not River Port's gold
                assert re.search(rf'data-action="{key}"[^>]*><span class="hs-card', board)
            checked.add("build")
        state = game.apply(state, game.bots["random"](state, seat, rng, 0))
    assert checked == {"work", "build"}


def test_montana_says_how_many_builds_are_left_in_the_turn():
    game = engine.GAMES["montana"]
    rng = Rng(4)
    s = game.new(3, 4, {"quick_start": True})
    seen = set()
    for _ in range(3000):
        if game.is_over(s):
            break
        seat = game.to_act(s)[0]
        view = game.view(s, seat)
        if view["task"]["step"] == "build_more":
            left = view["seats"][seat]["builds_left"]
            ctx = Ctx(Translator("en"), ["A", "B", "C"], view, game.legal_actions(s, seat))
            word = "build" if left == 1 else "builds"
            assert ui_for(game).prompt(ctx).startswith(f"{left} {word} left this turn")
            seen.add(left)
        s = game.apply(s, game.bots["medium"](s, seat, rng, 0))
    assert seen == {1, 2}
