"""The four screens as HTML, built from the app's state: home, new game, game and end
(the position on screen, replay and sharing: `ui.replay`).

Pure functions of the `App` (no DOM): each returns `Markup` that the app puts into the
page in one call (which morphs the DOM, `ui.dom`). Moves are
`<button data-action="<key>">`; every other control carries `data-cmd` (and `data-arg`) for
the app's single click/change handler.
"""
from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING, Any

import engine
from engine.core.ties import TieBreak, score_parts, tie_values

from . import hint, hooks
from .art import mark, markers
from .gamecards import board_picture, facts
from .games import ui_for
from .games.base import Ctx
from .guide import phase_guide, rules_link
from .hint_marks import badge, hinted
from .html import Markup, button, el, isolated, table_wrap
from .i18n import LANG_NAMES, LANGS
from .passplay import handover_panel
from .present import band, drawer, present_button, presenting
from .registry import PRESENTATIONS
from .replay import at_position, log_panel, replay_banner, replay_panel, share_panel
from .rulesnote import rules_note
from .saved import notices, saves_panel
from .session import player_levels
from .stats import chart, figures_table
from .store import PACES, TEXT_SIZES
from .teacher import pending_panel
from .tutorials import TUTORIALS
from .zoom import zoom_bar

if TYPE_CHECKING:
    from .app_protocols import ScreensApp

#: the heading that takes keyboard focus when the control that had it is gone
HOME_FOCUS = {"tabindex": "-1", "data-focus-home": True}


def page(app: "ScreensApp", body: Any) -> Markup:
    """The frame every screen shares: the title bar with the language picker, messages
    (presenting, the screen says so: the page keeps only the game's frame)."""
    tr = app.tr
    picker = el("label", {"class": "lang"}, el("span", {"class": "sr-only"}, tr("ui.language")),
                el("select", {hooks.CMD: "lang", "aria-label": tr("ui.language")},
                   [el("option", {"value": code, "selected": code == app.lang}, LANG_NAMES[code])
                    for code in LANGS]))
    home = button(tr("ui.title"), "home", cls="brand",
                  aria_label=tr("ui.brand_label", title=tr("ui.title")))
    flash = None
    if app.flash:
        kind, text = app.flash
        flash = el("div", {"class": f"flash {kind}", "role": "alert" if kind == "error"
                           else "status"}, el("p", None, text),
                   button("×", "dismiss", cls="icon", aria_label=tr("ui.dismiss")))
    cls = f"screen screen-{app.screen}" + (" presenting" if presenting(app) else "")
    return el("div", {"class": cls, "lang": app.lang},
              el("header", {"class": "topbar"}, home, picker), notices(app), flash, body)


# -- home ------------------------------------------------------------------------------
def _home_order(game: Any) -> int:
    """The registry's order, that of the static first paint (index.html, built from it), so
    nothing moves when Python takes over."""
    order = list(PRESENTATIONS)
    return order.index(game.id) if game.id in order else len(order)


def home(app: "ScreensApp") -> Markup:
    tr = app.tr
    games = [el("li", {"class": "game-card", "data-game": g.id}, board_picture(tr, g),
                el("h3", None, tr.opt(f"ui.game.{g.id}", g.title)), facts(tr, g),
                el("p", {"class": "about"}, tr.opt(f"ui.game.{g.id}.about", "")),
                el("div", {"class": "row"},
                   button(tr("ui.new_game"), "new", g.id, cls="primary",
                          aria_label=tr("ui.new_game_of", game=g.title)),
                   button(tr("tut.start"), "tutorial", g.id,
                          aria_label=tr("tut.start_of", game=g.title))
                   if g.id in TUTORIALS else None,
                   rules_link(tr, g.id, tr("ui.rules"), cls="button-link")))
             for g in sorted(engine.GAMES.values(), key=_home_order)]
    return page(app, [
        el("section", {"class": "panel"}, el("h2", HOME_FOCUS, tr("ui.games")),
           el("ul", {"class": "cards"}, games)),
        saves_panel(app),
        settings_panel(app),
    ])


def settings_panel(app: "ScreensApp") -> Markup:
    tr = app.tr
    return el("section", {"class": "panel"}, el("h2", None, tr("ui.settings")),
              open_view_toggle(app),
              el("label", {"class": "field"}, tr("ui.pace"),
                 el("select", {hooks.CMD: "pace"},
                    [el("option", {"value": p, "selected": app.settings["pace"] == p},
                        tr(f"ui.pace.{p}")) for p in PACES])),
              text_size_picker(app), hint.think_picker(app))


def text_size_picker(app: "ScreensApp") -> Markup:
    """Larger text for a projector (also offered beside the board, mid-game)."""
    tr = app.tr
    return el("label", {"class": "field"}, tr("ui.text_size"),
              el("select", {hooks.CMD: "text"},
                 [el("option", {"value": t, "selected": app.settings["text"] == t},
                     tr(f"ui.text_size.{t}")) for t in TEXT_SIZES]))


def open_view_toggle(app: "ScreensApp") -> Markup:
    return el("label", {"class": "check"},
              el("input", {"type": "checkbox", hooks.CMD: "open-view",
                           "checked": app.settings["open_view"]}),
              " ", app.tr("ui.open_view"))


# -- new game ---------------------------------------------------------------------------
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
                 options or el("p", {"class": "muted"}, tr("ui.no_options")), seed),
              el("div", {"class": "row"}, button(tr("ui.back"), "home"),
                 button(tr("ui.start"), "start", cls="primary")))
    return page(app, form)


# -- game -------------------------------------------------------------------------------
def identity(app: "ScreensApp") -> tuple[list[str], list[Markup]]:
    """Each seat's marker letter and marker (colour, shape, letter) in the open game."""
    labels = markers([seat["name"] for seat in app.session.seats],
                     app.gui.resource_letters(app.tr))
    return labels, [mark(i, label) for i, label in enumerate(labels)]


def seat_names(seats: list[dict]) -> list[str]:
    """The seats' names as sentences use them: a name written right to left is isolated
    (U+2068 ... U+2069), so that it cannot reorder the words around it."""
    return [isolated(seat["name"]) for seat in seats]


def game(app: "ScreensApp") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    labels, marks = identity(app)
    gui = app.gui
    handover = s.needs_handover()
    shown = None if handover else at_position(app)
    status_view = s.view(True) if shown is None else shown.view
    head = el("div", {"class": "game-head"},
              el("h1", HOME_FOCUS, tr.opt(f"ui.game.{s.game.id}", s.game.title)),
              el("p", {"class": "status"}, gui.status(Ctx(tr, names, status_view,
                                                          labels=labels))),
              rules_link(tr, s.game.id, tr("ui.rules"), cls="rules-link"),
              None if shown is None or presenting(app) else present_button(app),
              rules_note(tr, s.game, s.state))
    if shown is None:
        return page(app, [head, handover_panel(app, names, marks)])
    if presenting(app):
        return page(app, [head, presented(app, names, marks, shown)])
    if app.replay_pos is None:
        legal = s.legal()
        # in the open, no refused choice says why (a reason may tell what a seat holds)
        ctx = Ctx(tr, names, shown.view, legal,
                  state=s.state if legal and not s.in_the_open() else None,
                  seat=s.acting() if legal else None, labels=labels,
                  hints=hint.marks(app))
        board = gui.board(ctx, marks)
        on_board = board_moves(board)
        top = [turn_banner(app, names, marks, prompt_text(app, ctx, on_board),
                           pending_panel(app, ctx, app.pending_move())),
               shown.banner(ctx),
               phase_guide(tr, s.game.id, gui.prefix, gui.phase(ctx),
                           folded=not app.settings["guide"]),
               moves_panel(app, ctx, on_board), share_panel(app, shown)]
    else:
        ctx = Ctx(tr, names, shown.view, labels=labels)
        board = gui.board(ctx, marks)
        on_board = frozenset()
        top = [replay_banner(app, shown), shown.banner(ctx), replay_panel(app, shown),
               share_panel(app, shown)]
    to_board = button(tr("ui.to_board"), "to-board", cls="skip") if on_board else None
    return page(app, [head, el(
        "div", {"class": hooks.GAME_GRID + (" replaying" if app.replay_pos is not None else ""),
                hooks.POSITION: shown.k},
        top,
        el("div", {"class": hooks.BOARD_AREA}, to_board, zoom_bar(tr), board,
           live_scores_panel(app, ctx, marks, gui.live_scores(shown.state, shown.view))),
        el("div", {"class": "side"}, log_panel(app, ctx, marks, shown), settings_box(app)))])


def settings_box(app: "ScreensApp") -> Markup:
    """The settings beside the board: open view, text size, thinking time, and how to
    present the game to a room."""
    return el("section", {"class": "panel settings"}, open_view_toggle(app),
              text_size_picker(app), hint.think_picker(app),
              el("p", {"class": "muted present-tip"}, app.tr("ui.present.tip")))


def presented(app: "ScreensApp", names: list[str], marks: list[Markup], shown: Any) -> Markup:
    """The game in presentation mode (`ui.present`): the band, the board, the panels
    brought back beside it."""
    s, tr, gui = app.session, app.tr, app.gui
    labels, _ = identity(app)
    legal = s.legal()
    ctx = Ctx(tr, names, shown.view, legal, state=s.state if legal else None,
              seat=s.acting() if legal else None, labels=labels, hints=hint.marks(app))
    board = gui.board(ctx, marks)
    on_board = board_moves(board)
    off_board = [a for a in legal if a.key not in on_board]
    panels = {"moves": moves_panel(app, ctx, on_board),
              "guide": phase_guide(tr, s.game.id, gui.prefix, gui.phase(ctx),
                                   folded=not app.settings["guide"]),
              "scores": live_scores_panel(app, ctx, marks, gui.live_scores(shown.state,
                                                                           shown.view)),
              "log": log_panel(app, ctx, marks, shown),
              "settings": settings_box(app)}
    turn = turn_banner(app, names, marks, prompt_text(app, ctx, on_board))
    to_board = button(tr("ui.to_board"), "to-board", cls="skip") if on_board else None
    return el("div", {"class": hooks.GAME_GRID, hooks.POSITION: shown.k},
              band(app, turn, shown.banner(ctx), move_groups(app, ctx, off_board), panels),
              share_panel(app, shown),
              el("div", {"class": hooks.BOARD_AREA}, to_board, board),
              drawer(app, panels))


def turn_banner(app: "ScreensApp", names: list[str], marks: list[Markup],
                prompt: str | None = None, pending: Markup | None = None) -> Markup:
    """Whose turn it is; on a narrow screen it also says what to decide, and it stays on
    top of the screen while the board scrolls under it. At the teacher's pace it says the
    computer move to come, with Next (`pending`)."""
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
    return el("div", {"class": "turn", "role": "status", "aria-live": "polite",
                      "aria-busy": busy, "data-thinking": app.thinking is not None or None},
              el("p", {"class": "turn-who"}, text),
              el("p", {"class": "turn-prompt"}, prompt) if prompt else None, pending)


def prompt_text(app: "ScreensApp", ctx: Ctx, on_board: frozenset[str]) -> str | None:
    """What the person to play is asked to decide (and where to decide it)."""
    legal = ctx.legal
    if not legal:
        return None
    gui = app.gui
    prompt = gui.prompt(ctx)
    if not any(not a.free for a in legal):
        return " ".join(filter(None, [prompt, gui.only_free(ctx)]))
    if not any(not a.free and a.key not in on_board for a in legal):
        return " ".join(filter(None, [prompt, app.tr("ui.on_the_board")]))
    return prompt


def moves_panel(app: "ScreensApp", ctx: Ctx, on_board: frozenset[str] = frozenset()) -> Markup:
    """The moves the board cannot show (those on the board are chosen there), then the
    full list of every move folded one keypress away (keyboard, screen readers)."""
    s = app.session
    tr = app.tr
    legal = ctx.legal
    gui = app.gui
    off_board = [a for a in legal if a.key not in on_board]
    blocks: list = move_groups(app, ctx, off_board)
    folded = len(off_board) < len(legal)
    if folded:
        blocks.append(el("details", {"class": "all-moves", hooks.KEEP: "all-moves"},
                         el("summary", None, tr("ui.all_moves", n=len(legal))),
                         move_groups(app, ctx, legal, full=True)))
    undo_seat = s.undo_seat()
    if undo_seat is not None:
        blocks.append(el("div", {"class": "row"}, button(
            tr("ui.undo_for", name=ctx.names[undo_seat]), "undo", cls="undo")))
    if s.in_the_open():
        blocks.append(el("div", {"class": "in-the-open"},
                         el("p", {"class": "muted small"}, tr("ui.open_step")),
                         button(tr("ui.own_screen", name=ctx.names[s.acting()]),
                                "own-screen")))
    blocks.append(hint.panel(app, ctx, lambda action: gui.action_text(ctx, action)))
    if not legal and s.acting() is not None:
        blocks.insert(0, el("p", {"class": "muted"}, tr("ui.wait")))
    elif legal:
        prompt = prompt_text(app, ctx, on_board)
        blocks.insert(0, el("p", {"class": "prompt"}, prompt) if prompt else None)
    return el("section", {"class": "panel moves", "id": "moves",
                          "aria-label": tr("ui.moves")},
              el("h2", None, tr("ui.moves")), blocks)


def move_groups(app: "ScreensApp", ctx: Ctx, actions: list, full: bool = False) -> list[Markup]:
    """Moves as buttons, grouped as the game groups them; the side moves (free actions)
    folded in their own section. The `full` list's side moves are its last group."""
    gui = app.gui
    groups: dict[str | None, list] = {}
    free = []
    for action in actions:
        text = gui.action_text(ctx, action)
        if action.free:
            free.append(el("button", hinted(ctx, action.key, {
                "type": "button", "class": "move free", hooks.ACTION: action.key,
                "data-free": "true"}), text, badge(ctx, action.key)))
            continue
        group = gui.action_group(ctx, action)
        short = gui.action_short(ctx, action) if group else text
        groups.setdefault(group, []).append(el(
            "button", hinted(ctx, action.key, {
                "type": "button", "class": "move" + (" short" if short != text else ""),
                hooks.ACTION: action.key, "aria-label": text if short != text else None,
                "title": text if short != text else None}), short, badge(ctx, action.key)))
    blocks = [el("div", {"class": "group"}, el("h3", None, title) if title else None,
                 el("div", {"class": "buttons"}, buttons))
              for title, buttons in groups.items()]
    if free and full:
        blocks.append(el("div", {"class": "group"}, el("h3", None, gui.free_title(ctx, len(free))),
                         el("div", {"class": "buttons"}, free)))
    elif free:
        blocks.append(el("details", {"class": "group free-group", "open": not groups,
                                     hooks.AUTO_OPEN: not groups, hooks.KEEP: "free"},
                         el("summary", None, gui.free_title(ctx, len(free))),
                         el("div", {"class": "buttons"}, free)))
    return blocks


def board_moves(board: Markup) -> frozenset[str]:
    """The moves a board shows as its own buttons (the move list need not repeat them)."""
    return frozenset(html.unescape(k) for k in re.findall(r'data-action="([^"]*)"', board))


#: a tie-break and its value for each seat, as the scores table shows it
TieRow = tuple[TieBreak, list[int]]


def shown_ties(game: Any, scores: list[dict] | None,
               counts: list[dict] | None = None) -> list[TieRow]:
    """The game's tie-breaks with each seat's value; during play (no `counts`) only those
    the scores on screen already hold, so that a tie-break never shows a hidden holding."""
    if not scores or not game.tie_breaks:
        return []
    counts = counts or [{} for _ in scores]
    known = [tb for tb in game.tie_breaks
             if all(p in sc or p in more for sc, more in zip(scores, counts, strict=True)
                    for p in tb.parts)]
    return list(zip(known, tie_values(tuple(known), scores, counts), strict=True))


def scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                 scores: list[dict] | None, winners: list[int] = (),
                 reveal: bool = False, ties: list[TieRow] = ()) -> Markup:
    """One column per seat: the categories that add up to the total, the total, then (a
    group of its own, so nobody adds them in) what breaks a tie, in the rulebook's order;
    `reveal` (the end screen) shows the rows one after another, as players count them."""
    tr = app.tr
    if not scores:
        return Markup("")
    head = el("tr", None, el("td", None),
              [el("th", {"scope": "col", "class": "winner" if seat in winners else None},
                  marks[seat], " ", ctx.names[seat],
                  el("span", {"class": "badge win"}, tr("ui.winner"))
                  if seat in winners else None)
               for seat in range(len(scores))])
    rows = _score_rows(app, ctx, scores, winners, reveal, score_parts(
        tuple(tb for tb, _ in ties)))
    return el("section", {"class": "panel scores"}, el("h2", None, tr("ui.scores")),
              table_wrap(tr("ui.scores"), el(
                  "table", None, el("thead", None, head), el("tbody", None, rows),
                  _tie_rows(app, ties, winners, reveal, len(rows)))))


def _row(cls: str, step: int | None, header: Any, cells: list[Markup]) -> Markup:
    """A row of the scores table; `step` is its place in the end screen's count."""
    classes = " ".join(filter(None, [cls, "reveal" if step is not None else ""]))
    return el("tr", {"class": classes or None,
                     "style": f"--step: {step}" if step is not None else None},
              el("th", {"scope": "row"}, header), cells)


def _score_rows(app: "ScreensApp", ctx: Ctx, scores: list[dict], winners: list[int],
                reveal: bool, tie_parts: frozenset[str]) -> list[Markup]:
    """A row per category that counts towards the total, then the total."""
    cats = [c for c in scores[0] if c != "total" and c not in tie_parts]
    cats += ["total"] if any("total" in sc for sc in scores) else []
    return [_row("total" if c == "total" else "", i if reveal else None,
                 app.gui.category(ctx, c),
                 [el("td", {"class": "winner" if seat in winners else None,
                            hooks.KEY: f"score-{seat}-{c}", hooks.COUNT: sc.get(c)},
                     sc.get(c, "?"))
                  for seat, sc in enumerate(scores)])
            for i, c in enumerate(cats)]


def _tie_rows(app: "ScreensApp", ties: list[TieRow], winners: list[int], reveal: bool,
              first: int) -> Markup | None:
    """The tie-breaks in order, numbered, in a group of their own headed "Ties broken
    by": they count nothing towards the total."""
    if not ties:
        return None
    tr = app.tr
    seats = len(ties[0][1])
    title = el("tr", {"class": "ties-head"},
               el("th", {"scope": "colgroup", "colspan": seats + 1}, tr("ui.ties")))
    rows = [_row("tie", first + i if reveal else None,
                 [el("span", {"class": "tie-n"}, tr("ui.tie_n", n=i + 1)), " ",
                  tr.opt(f"{app.gui.prefix}.tie.{tb.id}", tb.id)],
                 [el("td", {"class": "winner" if seat in winners else None,
                            hooks.KEY: f"tie-{seat}-{tb.id}"}, v)
                  for seat, v in enumerate(values)])
            for i, (tb, values) in enumerate(ties)]
    return el("tbody", {"class": "ties"}, title, rows)


# -- end ----------------------------------------------------------------------------------
def end(app: "ScreensApp") -> Markup:
    s = app.session
    tr = app.tr
    names = seat_names(s.seats)
    labels, marks = identity(app)
    winners = s.game.winners(s.state)
    who = ", ".join(names[w] for w in winners)
    title = tr("ui.winner_is" if len(winners) == 1 else "ui.winners_are", names=who)
    final_ctx = Ctx(tr, names, s.view(True), labels=labels)
    shown = at_position(app)
    ctx = Ctx(tr, names, shown.view, labels=labels)
    return page(app, [
        el("div", {"class": "game-head"}, el("h1", HOME_FOCUS, tr("ui.game_over")),
           el("p", {"class": "winners"}, [marks[w] for w in winners], " ", title)),
        end_summary(app, final_ctx, marks, winners),
        el("section", {"class": "panel replay"}, el("h2", None, tr("ui.replay")),
           el("p", {"class": "status"}, app.gui.status(ctx)), shown.banner(ctx),
           el("div", {"class": "row"}, button(tr("ui.continue"), "continue"),
              button(tr("ui.share"), "share")),
           share_panel(app, shown),
           el("div", {"class": "game-grid replay-grid", hooks.POSITION: shown.k},
              el("div", {"class": hooks.BOARD_AREA}, app.gui.board(ctx, marks)),
              el("div", {"class": "side"}, log_panel(app, ctx, marks, shown)))),
    ])


def live_scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                      scores: list[dict] | None) -> Markup:
    """The scores during play, with the tie-breaks they already show."""
    return scores_panel(app, ctx, marks, scores, ties=shown_ties(app.session.game, scores))


def end_scores_panel(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                     winners: list[int]) -> Markup:
    """The final count, row by row, with every tie-break the rulebook names."""
    game, state = app.session.game, app.session.state
    scores = game.scores(state)
    return scores_panel(app, ctx, marks, scores, winners, reveal=True,
                        ties=shown_ties(game, scores, game.tie_counts(state)))


def end_summary(app: "ScreensApp", ctx: Ctx, marks: list[Markup],
                winners: list[int]) -> Markup:
    """The count, what to do next and the chart in one column, the game's figures in the
    other: on a wide screen the two sit side by side (none of them needs the full width),
    on a phone one under the other in that order."""
    data, found = app.stats()
    tr = app.tr
    return el("div", {"class": "end-summary"},
              el("div", {"class": "end-count"},
                 end_scores_panel(app, ctx, marks, winners),
                 el("div", {"class": "row"}, button(tr("ui.to_home"), "home"),
                    button(tr("ui.rematch"), "rematch", cls="primary")),
                 el("section", {"class": "panel stats"}, el("h2", None, tr("ui.stats")),
                    chart(app.gui, ctx, data) if data.xs else None)),
              figures_table(app.gui, ctx, marks, found))
