"""The four screens as HTML, built from the app's state: home, new game, game and end.

Pure functions of the `App` (no DOM): each returns `Markup` that the app puts into the
page with one assignment. Moves are `<button data-action="<key>">`; every other control
carries `data-cmd` (and `data-arg`) for the app's single click/change handler.
"""
from __future__ import annotations

import time
import unicodedata
from typing import TYPE_CHECKING, Any

import engine

from . import hint
from .art import mark
from .games import Ctx
from .guide import phase_guide, rules_link
from .html import Markup, el
from .i18n import LANG_NAMES, LANGS
from .session import player_levels
from .store import PACES, TEXT_SIZES

if TYPE_CHECKING:
    from .app import App

#: log entries shown during play (newest first) before "show the whole log"
LOG_LIMIT = 60
#: the heading that takes keyboard focus when the control that had it is gone
HOME_FOCUS = {"tabindex": "-1", "data-focus-home": True}


def _icon(path: str) -> Markup:
    return Markup(f'<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" '
                  f'focusable="false"><path d="{path}" fill="currentColor"/></svg>')


#: replay controls, drawn here so they never depend on a font having the glyphs
ICONS = {
    "first": _icon("M5 4h3v16H5zM20 4v16L9 12z"),
    "prev": _icon("M18 4v16L6 12z"),
    "next": _icon("M6 4v16l12-8z"),
    "last": _icon("M16 4h3v16h-3zM4 4v16l11-8z"),
}


def button(label: str, cmd: str, arg: Any = None, cls: str = "", **attrs: Any) -> Markup:
    return el("button", {"type": "button", "class": cls or None, "data-cmd": cmd,
                         "data-arg": arg, **attrs}, label)


def page(app: "App", body: Any) -> Markup:
    """The frame every screen shares: the title bar with the language picker, messages."""
    tr = app.tr
    picker = el("label", {"class": "lang"}, el("span", {"class": "sr-only"}, tr("ui.language")),
                el("select", {"data-cmd": "lang", "aria-label": tr("ui.language")},
                   [el("option", {"value": code, "selected": code == app.lang}, LANG_NAMES[code])
                    for code in LANGS]))
    home = button(tr("ui.title"), "home", cls="brand", aria_label=tr("ui.to_home"))
    flash = None
    if app.flash:
        kind, text = app.flash
        flash = el("div", {"class": f"flash {kind}", "role": "alert" if kind == "error"
                           else "status"}, el("p", None, text),
                   button("×", "dismiss", cls="icon", aria_label=tr("ui.dismiss")))
    return el("div", {"class": f"screen screen-{app.screen}", "lang": app.lang},
              el("header", {"class": "topbar"}, home, picker), flash, body)


# -- home ------------------------------------------------------------------------------
#: the order of the static first paint (index.html), so nothing moves when Python takes over
HOME_ORDER = ("homesteaders", "goldwest", "montana")


def _home_order(game: Any) -> int:
    return HOME_ORDER.index(game.id) if game.id in HOME_ORDER else len(HOME_ORDER)


def home(app: "App") -> Markup:
    tr = app.tr
    games = [el("li", {"class": "game-card", "data-game": g.id},
                el("h3", None, tr.opt(f"ui.game.{g.id}", g.title)),
                el("p", {"class": "muted"}, tr("ui.players_range", min=g.min_players,
                                               max=g.max_players)),
                el("p", {"class": "about"}, tr.opt(f"ui.game.{g.id}.about", "")),
                el("div", {"class": "row"},
                   button(tr("ui.new_game"), "new", g.id, cls="primary",
                          aria_label=tr("ui.new_game_of", game=g.title)),
                   rules_link(tr, g.id, tr("ui.rules"), cls="button-link")))
             for g in sorted(engine.GAMES.values(), key=_home_order)]
    return page(app, [
        el("section", {"class": "panel"}, el("h2", HOME_FOCUS, tr("ui.games")),
           el("ul", {"class": "cards"}, games)),
        saves_panel(app),
        settings_panel(app),
    ])


def _saved_when(page: dict) -> str:
    """The local date and time a record was last saved (ISO order reads in every language)."""
    updated = page.get("updated")
    if not isinstance(updated, int | float) or updated <= 0:
        return "—"
    # non-breaking hyphens and space: a narrow column wraps around the date, never inside it
    return time.strftime("%Y\u2011%m\u2011%d\u00a0%H:%M", time.localtime(updated / 1000))


def saves_panel(app: "App") -> Markup:
    tr = app.tr
    rows = []
    for entry in app.store.list():
        sid, record = entry["id"], entry["record"]
        if record is None:
            title, meta = tr("ui.save_damaged"), ""
        else:
            data = record["engine"]
            game = engine.GAMES.get(data.get("game"))
            title = " · ".join(_isolated(str(s.get("name", "?")))
                               for s in record["page"].get("seats", []) if isinstance(s, dict))
            meta = tr("ui.save_meta", game=game.title if game else str(data.get("game")),
                      moves=len(data.get("actions") or []), when=_saved_when(record["page"]))
            if record["page"].get("over") is True:
                meta += " · " + tr("ui.save_finished")
        if app.confirm_delete == sid:
            actions = [el("span", None, tr("ui.delete_really")),
                       button(tr("ui.delete_yes"), "delete-yes", sid, cls="danger"),
                       button(tr("ui.cancel"), "delete-no", sid)]
        else:
            actions = [button(tr("ui.resume"), "resume", sid, cls="primary",
                              disabled=record is None),
                       button(tr("ui.export"), "export", sid, disabled=record is None),
                       button(tr("ui.delete"), "delete", sid)]
        rows.append(el("li", {"class": "save", "data-save": sid},
                       el("div", {"class": "save-info"}, el("strong", None, title),
                          el("span", {"class": "muted"}, meta)),
                       el("div", {"class": "save-actions"}, actions)))
    listing = el("ul", {"class": "saves"}, rows) if rows else el("p", {"class": "muted"},
                                                                  tr("ui.no_saves"))
    upload = el("label", {"class": "file-button"}, tr("ui.import"),
                el("input", {"type": "file", "accept": ".json,application/json",
                             "data-cmd": "import", "class": "sr-only"}))
    return el("section", {"class": "panel"}, el("h2", None, tr("ui.saves")), listing, upload)


def settings_panel(app: "App") -> Markup:
    tr = app.tr
    return el("section", {"class": "panel"}, el("h2", None, tr("ui.settings")),
              open_view_toggle(app),
              el("label", {"class": "field"}, tr("ui.pace"),
                 el("select", {"data-cmd": "pace"},
                    [el("option", {"value": p, "selected": app.settings["pace"] == p},
                        tr(f"ui.pace.{p}")) for p in PACES])),
              text_size_picker(app), hint.think_picker(app))


def text_size_picker(app: "App") -> Markup:
    """Larger text for a projector (also offered beside the board, mid-game)."""
    tr = app.tr
    return el("label", {"class": "field"}, tr("ui.text_size"),
              el("select", {"data-cmd": "text"},
                 [el("option", {"value": t, "selected": app.settings["text"] == t},
                     tr(f"ui.text_size.{t}")) for t in TEXT_SIZES]))


def open_view_toggle(app: "App") -> Markup:
    return el("label", {"class": "check"},
              el("input", {"type": "checkbox", "data-cmd": "open-view",
                           "checked": app.settings["open_view"]}),
              " ", app.tr("ui.open_view"))


# -- new game ---------------------------------------------------------------------------
def new_game(app: "App") -> Markup:
    tr = app.tr
    game = engine.GAMES[app.setup["game"]]
    n = app.setup["players"]
    who_options = [("person", tr("ui.person"))] + [
        (f"bot:{lv}", tr("ui.bot_level", level=tr.opt(f"ui.level.{lv}", lv)))
        for lv in player_levels(game)]
    seats = []
    for i in range(n):
        s = app.setup["seats"][i]
        seats.append(el(
            "fieldset", {"class": "seat-row"},
            el("legend", None, mark(i, s["name"]), " ", tr("ui.seat_n", n=i + 1)),
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
               el("select", {"name": "players", "data-cmd": "players"},
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
                 options or el("p", {"class": "muted"}, tr("ui.no_options")), seed),
              el("div", {"class": "row"}, button(tr("ui.back"), "home"),
                 button(tr("ui.start"), "start", cls="primary")))
    return page(app, form)


# -- game -------------------------------------------------------------------------------
def marks_for(seats: list[dict]) -> list[Markup]:
    return [mark(i, seat["name"]) for i, seat in enumerate(seats)]


def seat_names(seats: list[dict]) -> list[str]:
    """The seats' names as sentences use them: a name written right to left is isolated
    (U+2068 ... U+2069), so that it cannot reorder the words around it."""
    return [_isolated(seat["name"]) for seat in seats]


def _isolated(name: str) -> str:
    rtl = any(unicodedata.bidirectional(c) in ("R", "AL") for c in name)
    return f"\u2068{name}\u2069" if rtl else name


def game(app: "App") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    marks = marks_for(s.seats)
    gui = app.gui
    head = el("div", {"class": "game-head"},
              el("h1", HOME_FOCUS, tr.opt(f"ui.game.{s.game.id}", s.game.title)),
              el("p", {"class": "status"}, gui.status(Ctx(tr, names, s.view(True)))),
              rules_link(tr, s.game.id, tr("ui.rules"), cls="rules-link"))
    if s.needs_handover():
        seat = s.acting()
        undo_seat = s.undo_seat()
        undo = None if undo_seat is None else button(
            tr("ui.undo_for", name=names[undo_seat]), "undo")
        return page(app, [head, el(
            "section", {"class": "panel handover", "aria-live": "polite"},
            el("h2", None, marks[seat], " ", tr("ui.handover_title", name=names[seat])),
            el("p", None, tr("ui.handover_text", name=names[seat])),
            el("div", {"class": "row"}, button(tr("ui.handover_ok", name=names[seat]),
                                               "handover", cls="primary big"), undo))])
    view = s.view(app.settings["open_view"])
    legal = s.legal()
    ctx = Ctx(tr, names, view, legal, state=s.state if legal else None,
              seat=s.acting() if legal else None, hints=hint.marks(app))
    guide = phase_guide(tr, s.game.id, gui.prefix, gui.phase(ctx),
                        folded=not app.settings["guide"])
    return page(app, [head, el(
        "div", {"class": "game-grid"},
        turn_banner(app, names, marks),
        guide,
        moves_panel(app, ctx),
        el("div", {"class": "board-area"}, gui.board(ctx, marks),
           scores_panel(app, ctx, marks, gui.live_scores(s.state, view))),
        el("div", {"class": "side"}, log_panel(app, ctx, marks, view["log"], LOG_LIMIT),
           el("section", {"class": "panel"}, open_view_toggle(app),
              text_size_picker(app), hint.think_picker(app))))])


def turn_banner(app: "App", names: list[str], marks: list[Markup]) -> Markup:
    s = app.session
    tr = app.tr
    seat = s.acting()
    if seat is None:
        text: Any = tr("ui.game_over")
    elif app.thinking is not None:
        text = [marks[seat], " ", tr("ui.thinking", name=names[seat]),
                el("span", {"class": "spinner", "aria-hidden": "true"})]
    elif s.is_bot(seat):
        text = [marks[seat], " ", tr("ui.bot_turn", name=names[seat])]
    else:
        text = [marks[seat], " ", tr("ui.turn", name=names[seat])]
    busy = "true" if app.thinking is not None else "false"
    return el("p", {"class": "turn", "role": "status", "aria-live": "polite",
                    "aria-busy": busy, "data-thinking": app.thinking is not None or None},
              text)


def moves_panel(app: "App", ctx: Ctx) -> Markup:
    s = app.session
    tr = app.tr
    gui = app.gui
    legal = ctx.legal
    groups: dict[str | None, list] = {}
    free = []
    for action in legal:
        full = gui.action_text(ctx, action)
        if action.free:
            free.append(el("button", hint.hinted(ctx, action.key, {
                "type": "button", "class": "move free", "data-action": action.key,
                "data-free": "true"}), full, hint.badge(ctx, action.key)))
            continue
        group = gui.action_group(ctx, action)
        short = gui.action_short(ctx, action) if group else full
        groups.setdefault(group, []).append(el(
            "button", hint.hinted(ctx, action.key, {
                "type": "button", "class": "move" + (" short" if short != full else ""),
                "data-action": action.key, "aria-label": full if short != full else None,
                "title": full if short != full else None}), short,
            hint.badge(ctx, action.key)))
    blocks = [el("div", {"class": "group"}, el("h3", None, title) if title else None,
                 el("div", {"class": "buttons"}, buttons))
              for title, buttons in groups.items()]
    if free:
        blocks.append(el("details", {"class": "group free-group", "open": not groups,
                                     "data-auto-open": not groups, "data-keep": "free"},
                         el("summary", None, gui.free_title(ctx, len(free))),
                         el("div", {"class": "buttons"}, free)))
    undo_seat = s.undo_seat()
    if undo_seat is not None:
        blocks.append(el("div", {"class": "row"}, button(
            tr("ui.undo_for", name=ctx.names[undo_seat]), "undo", cls="undo")))
    blocks.append(hint.panel(app, ctx, lambda action: gui.action_text(ctx, action)))
    if not legal and s.acting() is not None:
        blocks.insert(0, el("p", {"class": "muted"}, tr("ui.wait")))
    elif legal:
        prompt = gui.prompt(ctx)
        if free and not groups:
            prompt = " ".join(filter(None, [prompt, gui.only_free(ctx)]))
        blocks.insert(0, el("p", {"class": "prompt"}, prompt) if prompt else None)
    return el("section", {"class": "panel moves", "id": "moves",
                          "aria-label": tr("ui.moves")},
              el("h2", None, tr("ui.moves")), blocks)


def scores_panel(app: "App", ctx: Ctx, marks: list[Markup],
                 scores: list[dict] | None, winners: list[int] = ()) -> Markup:
    """One column per seat, one row per scoring category, the total last."""
    tr = app.tr
    if not scores:
        return Markup("")
    cats = [c for c in scores[0] if c != "total"]
    cats += ["total"] if any("total" in sc for sc in scores) else []
    head = el("tr", None, el("td", None),
              [el("th", {"scope": "col", "class": "winner" if seat in winners else None},
                  marks[seat], " ", ctx.names[seat],
                  el("span", {"class": "badge win"}, tr("ui.winner"))
                  if seat in winners else None)
               for seat in range(len(scores))])
    rows = [el("tr", {"class": "total" if c == "total" else None},
               el("th", {"scope": "row"}, app.gui.category(ctx, c)),
               [el("td", {"class": "winner" if seat in winners else None}, sc.get(c, "?"))
                for seat, sc in enumerate(scores)])
            for c in cats]
    return el("section", {"class": "panel scores"}, el("h2", None, tr("ui.scores")),
              el("div", {"class": "table-wrap"},
                 el("table", None, el("thead", None, head), el("tbody", None, rows))))


def log_panel(app: "App", ctx: Ctx, marks: list[Markup], log: list[dict],
              limit: int | None = None) -> Markup:
    """Newest first; during play only the latest `limit` entries, so a move renders fast
    however long the game (the whole log is one click away, and replayed at the end)."""
    gui = app.gui
    items = []
    shown = log if limit is None or app.full_log else log[-limit:]
    for entry in reversed(shown):
        seat = gui.log_seat(entry)
        items.append(el("li", {"data-log": entry["id"]},
                        marks[seat] if seat is not None and 0 <= seat < len(marks) else None,
                        " ", gui.log_text(ctx, entry)))
    more = None
    if len(shown) < len(log):
        more = button(app.tr("ui.full_log", n=len(log)), "full-log", cls="more")
    return el("section", {"class": "panel log"}, el("h2", None, app.tr("ui.log")),
              el("ol", {"class": "log-list", "reversed": True, "start": len(log)}, items),
              more)


# -- end ----------------------------------------------------------------------------------
def end(app: "App") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    marks = marks_for(s.seats)
    winners = s.game.winners(s.state)
    who = ", ".join(names[w] for w in winners)
    title = tr("ui.winner_is" if len(winners) == 1 else "ui.winners_are", names=who)
    final_ctx = Ctx(tr, names, s.view(True))
    positions = app.positions()
    k = app.replay_pos
    view = s.game.view(positions[k], None)
    ctx = Ctx(tr, names, view)
    total = len(positions) - 1
    nav = el("div", {"class": "row replay-nav"},
             [button(ICONS[where], "replay", where, cls="icon",
                     aria_label=tr(f"ui.replay_{where}"),
                     disabled=k == (0 if where in ("first", "prev") else total))
              for where in ("first", "prev")],
             el("span", {"class": "replay-pos", "aria-live": "polite"},
                tr("ui.replay_pos", n=k, total=total)),
             [button(ICONS[where], "replay", where, cls="icon",
                     aria_label=tr(f"ui.replay_{where}"), disabled=k == total)
              for where in ("next", "last")])
    return page(app, [
        el("div", {"class": "game-head"}, el("h1", HOME_FOCUS, tr("ui.game_over")),
           el("p", {"class": "winners"}, [marks[w] for w in winners], " ", title)),
        scores_panel(app, final_ctx, marks, s.game.scores(s.state), winners),
        el("div", {"class": "row"}, button(tr("ui.to_home"), "home"),
           button(tr("ui.rematch"), "rematch", cls="primary")),
        el("section", {"class": "panel replay"}, el("h2", None, tr("ui.replay")), nav,
           el("p", {"class": "status"}, app.gui.status(ctx)),
           el("div", {"class": "game-grid replay-grid"},
              el("div", {"class": "board-area"}, app.gui.board(ctx, marks)),
              el("div", {"class": "side"}, log_panel(app, ctx, marks, view["log"])))),
    ])
