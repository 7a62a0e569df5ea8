"""What makes the page usable with a keyboard, on a phone and on a projector: where focus is
sent, the text-size setting, hex names on the maps, finger-sized hexes, and a first paint
that matches what Python then shows."""
import re
from pathlib import Path

import engine
from engine.core import Rng
from ui.art import MIN_HEX_PX, Cell, hex_map
from ui.games import Ctx, ui_for
from ui.i18n import Translator
from ui.keys import MOVE_FOCUS
from ui.store import TEXT_SIZES, MemoryStorage, SaveStore

from .fakes import click_first, make_app, start_game

ROOT = Path(__file__).resolve().parents[2]


def test_focus_goes_to_the_first_move_or_to_the_hand_over_button():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=5, names=["Ann", "Bob"],
               hidden_resources="true")
    # the first decision is taken in the open (no hand-over); a private one comes later
    assert dom.focus.endswith(MOVE_FOCUS) and "data-action=" in dom.html
    for _ in range(40):
        if 'data-cmd="handover"' in dom.html:
            break
        click_first(app, dom)
    assert dom.focus.endswith(MOVE_FOCUS) and 'data-cmd="handover"' in dom.html
    app.on_cmd("handover")
    assert dom.focus.endswith(MOVE_FOCUS) and "data-action=" in dom.html
    click_first(app, dom)
    assert dom.focus.endswith(MOVE_FOCUS)


def test_every_screen_has_a_heading_to_fall_back_on_for_focus():
    app, dom = make_app()
    assert "data-focus-home" in dom.html and 'tabindex="-1"' in dom.html
    app.on_cmd("new", "montana")
    assert "data-focus-home" in dom.html
    start_game(app, dom, ["person", "bot:easy"], seed=2, game="montana")
    assert "data-focus-home" in dom.html
    app.on_cmd("home")
    start_game(app, dom, ["bot:easy", "bot:easy"], seed=2)
    assert app.screen == "end" and "data-focus-home" in dom.html


def test_text_size_is_a_setting_sent_to_the_page_and_remembered():
    storage = MemoryStorage()
    app, dom = make_app(storage)
    assert dom.text == "normal"
    for size in TEXT_SIZES:
        assert f'<option value="{size}"' in dom.html
    app.on_cmd("text", "larger")
    assert dom.text == "larger" and SaveStore(storage).settings()["text"] == "larger"
    app.on_cmd("text", "enormous")  # unknown sizes are ignored
    assert dom.text == "larger"
    start_game(app, dom, ["person", "bot:easy"], seed=3)
    assert 'data-cmd="text"' in dom.html  # also offered beside the board, mid-game
    _app2, dom2 = make_app(storage)
    assert dom2.text == "larger"
    storage.data["westbound.settings"] = '{"text": "<b>"}'
    assert SaveStore(storage).settings()["text"] == "normal"


def test_home_lists_the_games_in_the_order_of_the_static_first_paint():
    static = re.findall(r'<li class="game" data-game="(\w+)"', (ROOT / "index.html").read_text())
    _app, dom = make_app()
    shown = re.findall(r'<li class="game-card" data-game="(\w+)"', dom.html)
    assert shown == static and set(shown) == set(engine.GAMES)


def test_maps_print_each_hex_name_the_move_list_and_the_log_use():
    for game_id in ("goldwest", "montana"):
        game = engine.GAMES[game_id]
        gui = ui_for(game)
        state = game.new(3, 1, {})
        seat = game.to_act(state)[0]
        ctx = Ctx(Translator("en"), ["A", "B", "C"], game.view(state, seat),
                  game.legal_actions(state, seat))
        board = gui.board(ctx, ["", "", ""])
        printed = set(re.findall(r'<text class="hex-pos"[^>]*>([A-Z]\d+)</text>', board))
        assert len(printed) >= 30, game_id
        for action in ctx.legal:  # a hex named in a move is printed on the map
            for pos in re.findall(r"\b([A-Z]\d{1,2})\b", gui.action_text(ctx, action)):
                assert pos in printed, (game_id, action.key, pos)


def test_a_big_map_keeps_its_hexes_finger_sized_and_scrolls_instead():
    cells = [Cell(x * 30.0, 0.0, "k", "", "x") for x in range(20)]  # a long row of hexes
    html = hex_map(cells, pointy=True, title="map")
    wide = re.search(r'class="hexmap turnable" style="min-width:(\d+)px', html)
    assert wide and int(wide.group(1)) >= 20 * 30 / (20 * 3**0.5) * MIN_HEX_PX  # 30 apart


def test_homesteaders_board_buttons_play_like_the_list():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=3, names=["Ada", ""])
    rng = Rng(1)
    spots = 0
    for _ in range(80):
        if app.screen == "end":
            break
        board = re.findall(r'class="spot[^"]*" data-action="([^"]+)"', dom.html)
        if board and rng.random() < 0.7:
            app.on_action(board[0])
            dom.drain()
            spots += 1
        else:
            click_first(app, dom)
        assert 'class="flash error"' not in dom.html
    assert spots > 10
