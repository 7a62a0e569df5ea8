"""Where keyboard focus goes after a move (`ui.keys`): the next decision's first choice,
never the move that ends the decision while something else is offered."""
import re

import engine
from engine import Action
from ui.games import ui_for
from ui.i18n import Translator
from ui.keys import MOVE_FOCUS, choices, move_focus

from .fakes import click_first, make_app, start_game

CLOSING = frozenset({"end", "done"})


def _wanted(selector: str) -> list[str]:
    """The move keys the first selector of `selector` asks for."""
    return re.findall(r'\[data-action="([^"]*)"\]', selector.split(" || ")[0])


def test_the_choices_of_a_decision_leave_out_the_moves_that_end_it_and_side_moves():
    moves = [Action(0, "end"), Action(0, "build", 2), Action(0, "debt", free=True),
             Action(0, "ship", "gold")]
    assert choices(moves, CLOSING) == ["build:2", "ship:gold"]


def test_focus_goes_to_a_choice_on_the_board_first_then_the_band_then_the_list():
    selector = move_focus([Action(0, "end"), Action(0, "build", 2)], CLOSING)
    parts = selector.split(" || ")
    assert [p.split(" ")[0] for p in parts[:3]] == [".board", ".band", "#moves"]
    assert _wanted(selector) == ["build:2"]
    assert selector.endswith(MOVE_FOCUS)  # then the page's usual order


def test_with_only_a_move_that_ends_the_decision_focus_goes_where_it_always_went():
    assert move_focus([Action(0, "end"), Action(0, "debt", free=True)], CLOSING) == MOVE_FOCUS
    assert move_focus([], CLOSING) == MOVE_FOCUS


def test_a_key_is_quoted_for_the_selector():
    selector = move_focus([Action(0, "say", 'a"b\\c')], CLOSING)
    assert '[data-action="say:a\\"b\\\\c"]' in selector


def test_each_game_names_the_moves_that_end_or_decline_a_decision_among_its_own():
    en = Translator("en")
    for game in engine.GAMES.values():
        gui = ui_for(game)
        assert gui.closing, game.id
        for kind in gui.closing:
            assert f"{gui.prefix}.act.{kind}" in en.table, (game.id, kind)


def test_after_each_move_the_page_asks_focus_for_the_next_decision_s_choices():
    app, dom = make_app()
    start_game(app, dom, ["person", "bot:easy"], seed=5, game="goldwest")
    asked = 0
    for _ in range(30):
        if app.screen != "game" or not app.session.legal():
            break
        legal = app.session.legal()
        wanted = _wanted(dom.focus)
        assert wanted == choices(legal, app.gui.closing)
        assert not any(k == "end" for k in wanted)
        asked += bool(wanted)
        click_first(app, dom)
    assert asked >= 10
