"""Gold West's part names (ui/games/gw_views.py): the checked name is the group's one Tab
stop, and the part a decision asks about is named to the page only while a person chooses
(a bot's turn keeps the part the player chose: assets/render.js)."""
from __future__ import annotations

import re

import engine
from engine.core import Action
from ui import hooks
from ui.games.base import Ctx
from ui.games.gw_views import asked_view, view_switch
from ui.i18n import Translator


def _ctx(legal: list[Action], choosing: bool) -> Ctx:
    game = engine.GAMES["goldwest"]
    state = game.new(2, seed=3, options={})
    return Ctx(Translator("en"), ["A", "B"], game.view(state, 0), legal,
               state=state if choosing else None, seat=0 if choosing else None)


def _inputs(html: str) -> list[str]:
    return re.findall(r"<input[^>]*>", html)


def test_the_checked_name_is_the_only_tab_stop():
    html = str(view_switch(_ctx([Action(0, "invest", 1)], choosing=True)))
    inputs = _inputs(html)
    assert len(inputs) == 3
    stops = [i for i in inputs if 'tabindex="-1"' not in i]
    assert len(stops) == 1 and "checked" in stops[0] and 'value="invest"' in stops[0]


def test_the_asked_part_is_named_only_while_a_person_chooses():
    ship = [Action(0, "ship", 1)]
    assert asked_view(_ctx(ship, choosing=True)) == "town"
    assert f'{hooks.PARTS_ASKED}="town"' in str(view_switch(_ctx(ship, choosing=True)))
    assert hooks.PARTS_ASKED not in str(view_switch(_ctx([], choosing=False)))
