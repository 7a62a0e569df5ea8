"""The new-game screen: the number of players, who plays each seat, the options and the
seed."""
from __future__ import annotations

from typing import TYPE_CHECKING

import engine

from . import hooks
from .art import mark, markers
from .frame import HOME_FOCUS, page
from .games import ui_for
from .html import Markup, button, el
from .session import player_levels

if TYPE_CHECKING:
    from .app_protocols import ScreensApp


def new_game(app: "ScreensApp") -> Markup:
    tr = app.tr
    game = engine.GAMES[app.setup["game"]]
    n = app.setup["players"]
    who_options = [("person", tr("ui.person"))] + [
        (f"bot:{lv}", tr("ui.bot_level", level=tr.opt(f"ui.level.{lv}", lv)))
        for lv in player_levels(game)]
    seats = []
    labels = markers([app.setup["seats"][i]["name"] for i in range(n)],
                     ui_for(game).resource_letters(tr))
    for i in range(n):
        s = app.setup["seats"][i]
        seats.append(el(
            "fieldset", {"class": "seat-row"},
            el("legend", None, mark(i, labels[i]), " ", tr("ui.seat_n", n=i + 1)),
            el("label", {"class": "field"}, tr("ui.name"),
               el("input", {"name": f"name-{i}", "value": s["name"], "maxlength": 24,
                            "autocomplete": "off"})),
            el("label", {"class": "field"}, tr("ui.played_by"),
               el("select", {"name": f"who-{i}"},
                  [el("option", {"value": v, "selected": v == s["who"]}, text)
                   for v, text in who_options]))))
    options = []
    for name, (default, allowed) in game.option_choices.items():
        label = tr.opt(f"ui.option.{game.id}.{name}", name)
        value = app.setup["options"].get(name, default)
        if isinstance(default, bool):
            options.append(el("label", {"class": "check"},
                              el("input", {"type": "checkbox", "name": f"opt-{name}",
                                           "checked": value}), " ", label))
        else:
            options.append(el("label", {"class": "field"}, label, el(
                "select", {"name": f"opt-{name}"},
                [el("option", {"value": str(a), "selected": a == value},
                    tr.opt(f"ui.option.{game.id}.{name}.{a}", str(a))) for a in allowed])))
    count = el("label", {"class": "field"}, tr("ui.players"),
               el("select", {"name": "players", hooks.CMD: "players"},
                  [el("option", {"value": k, "selected": k == n}, k)
                   for k in range(game.min_players, game.max_players + 1)]))
    seed = el("label", {"class": "field"}, tr("ui.seed"),
              el("input", {"name": "seed", "value": app.setup["seed"], "inputmode": "numeric",
                           "placeholder": tr("ui.seed_hint"), "autocomplete": "off"}))
    form = el("form", {"id": "new-game", "class": "panel", "onsubmit": "return false"},
              el("h2", HOME_FOCUS, tr("ui.new_game_of", game=tr.opt(f"ui.game.{game.id}",
                                                                    game.title))),
              count, seats,
              el("fieldset", {"class": "options"}, el("legend", None, tr("ui.options")),
                 options or el("p", {"class": hooks.MUTED}, tr("ui.no_options")), seed),
              el("div", {"class": "row"}, button(tr("ui.back"), "home"),
                 button(tr("ui.start"), "start", cls=hooks.PRIMARY)))
    return page(app, form)
