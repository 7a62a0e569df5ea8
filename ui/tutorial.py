"""Playing a tutorial (`ui.tutorials`): the guided game's session, its instruction box
beside the board, and the final scoring said line by line.

A tutorial is an ordinary saved game whose record names its tutorial (``page.tutorial``):
it can be left at any step and resumed from the saved games, where it goes on with the
step it stopped at (the step is where the moves made stand in the script). The engine
still decides what is legal: a move the step does not teach but the rules allow is
answered with the step's reason; an illegal one with the engine's reason, as always.
"""
from __future__ import annotations

import re
from typing import Any

import engine
from engine import Action, IllegalAction

from . import hooks
from .games import ui_for
from .games.base import Ctx
from .html import Markup, attribute, button, el, esc
from .session import Session
from .store import clean_seats, new_id
from .tutorials import TUTORIALS, Step, Tutorial

#: the computer players' level in a tutorial (their moves come from the script; the level
#: is what a game continued from a tutorial position plays at)
BOT_LEVEL = "medium"
#: the folded list of every move, where a board move's button is repeated
#: where the end screen's explanation of the count stands: before the count
END_AT = '<div class="end-summary">'
_ALL_MOVES = re.compile(r'<details class="all-moves".*?</details>', re.S)


class TutorialWants(IllegalAction):
    """A move the rules allow but the step does not teach."""

    def __init__(self, step: Step) -> None:
        super().__init__(f"the tutorial asks for {step.move} now", "ui.tutorial_wants")
        self.step = step


class TutorialSession(Session):
    """A guided game: the learner's seat plays the steps' moves, every other move of the
    script is played at once, and no move is taken back (the script goes one way)."""

    def __init__(self, record: dict, state: Any, tutorial: Tutorial) -> None:
        super().__init__(record, state)
        self.tutorial = tutorial
        #: the first step's box shows the game's introduction first, on a page of its own
        #: (with the instruction as well it was too tall for a phone), until "Start"
        self.intro_open = True
        #: the step whose box the learner lowered to its heading, to see the board under it
        #: (on a phone the box is a sheet along the bottom, over part of a map or auction)
        self.folded_at: int | None = None
        self.play_on()

    def record(self) -> dict:
        out = super().record()
        out["page"]["tutorial"] = self.tutorial.game
        return out

    def step_number(self) -> int | None:
        """The index of the step asked for now (None: between steps, or after the last)."""
        at = self.tutorial.at
        k = self.moves()
        return at.index(k) if k in at else None

    def step(self) -> Step | None:
        n = self.step_number()
        return None if n is None else self.tutorial.steps[n]

    def play_on(self) -> None:
        """Play the script's moves up to the next step, or to the end of the game."""
        script = self.tutorial.script
        while not self.over and self.step() is None and self.moves() < len(script):
            seat, key = script[self.moves()]
            self._advance(self.game.apply(self.state, Action.from_key(seat, key)))

    def play(self, key: str) -> None:
        """The step's move is played, then the script up to the next step; another legal
        move is answered with why the step wants its own (`TutorialWants`)."""
        step = self.step()
        if step is not None and key != step.move and any(a.key == key for a in self.legal()):
            raise TutorialWants(step)
        super().play(key)
        self.play_on()

    def undo_seat(self) -> int | None:
        return None


def session_for(record: dict, state: Any) -> Session:
    """The session for an opened record: a tutorial's if the record names one whose game
    and set-up it is, else an ordinary one."""
    tut = TUTORIALS.get(record["page"].get("tutorial") or "")
    save = record["engine"]
    if tut is not None and (save["game"], save["seed"], save["players"]) == (
            tut.game, tut.seed, tut.players):
        return TutorialSession(record, state, tut)
    return Session(record, state)


def start(app: Any, game_id: str) -> None:
    """A new tutorial game, opened at its first step."""
    tut = TUTORIALS.get(game_id)
    if tut is None:
        return
    tr = app.tr
    # the learner's seat says "(you)", as the steps say "you" (the board and log said "Player 1")
    seats = [{"name": tr("tut.seat", n=i + 1), "kind": "person", "level": None}
             if i == tut.person
             else {"name": tr("ui.bot_default", n=i), "kind": "bot", "level": BOT_LEVEL}
             for i in range(tut.players)]
    game = engine.GAMES[game_id]
    state = game.new(tut.players, tut.seed, dict(tut.options))
    record = {"id": new_id(), "engine": game.save(state),
              "page": {"seats": clean_seats(seats, tut.players, game_id), "updated": 0}}
    app._open(TutorialSession(record, state, tut))
    app.autosave()
    app.show_game()


def begin(app: Any) -> None:
    """The introduction read: the first step's instruction in its place, the focus on
    its target."""
    s = app.session
    if isinstance(s, TutorialSession):
        s.intro_open = False
        app.render(f"[{hooks.TUTORIAL_TARGET}]")


def fold(app: Any) -> None:
    """The step's box lowered to its heading (or raised again): what lies under it seen."""
    s = app.session
    if isinstance(s, TutorialSession):
        n = s.step_number()
        s.folded_at = None if s.folded_at == n else n
        app.render()


def wants(app: Any, exc: TutorialWants) -> str:
    """Why the step wants its own move, not the one pressed."""
    s = app.session
    ctx = Ctx(app.tr, [seat["name"] for seat in s.seats], s.view(True))
    move = app.gui.action_text(ctx, Action.from_key(s.tutorial.person, exc.step.move))
    return app.tr("tut.wants", move=move, why=app.tr(exc.step.text))


def decorate(app: Any, html: str, focus: str | None) -> tuple[str, str | None]:
    """A tutorial's screen: the instruction box added and the element it is about marked
    (`data-tutorial-target`), which takes the focus after a move (a command keeps it on its
    own control); at the end, the scoring explained."""
    s = app.session
    if not isinstance(s, TutorialSession) or app.screen not in ("game", "end"):
        return html, focus
    if app.screen == "end":  # the count, in the page's flow above the scores it explains
        html = html.replace('<section class="panel scores"',
                            f'<section class="panel scores" {hooks.TUTORIAL_TARGET}', 1)
        return html.replace(END_AT, finished_box(app, s) + END_AT, 1), focus
    step = s.step() if app.replay_pos is None else None
    if step is None or not html.endswith("</div>"):
        return html, focus
    html = mark_target(html, step.move)
    for key in step.names:
        html = mark_target(html, key, hooks.TUTORIAL_NAMED)
    for key in step.shows:
        html = mark_target(html, key, hooks.TUTORIAL_NAMED, hooks.KEY)
    html = mark_own(html, s.tutorial.person)
    if focus is None or attribute(hooks.ACTION) in focus:  # after a move: the step's target
        focus = f"[{hooks.TUTORIAL_TARGET}]"
    return html[:-len("</div>")] + step_box(app, s, step) + "</div>", focus


def mark_target(html: str, key: str, mark: str = hooks.TUTORIAL_TARGET,
                by: str = hooks.ACTION) -> str:
    """The button of the move `key` marked as the step's target (or with `mark`: a move its
    text names; or, `by` its `hooks.KEY`, a board element it speaks of): the board's (or the
    move list's) button, not its copy in the folded list of every move."""
    folded = [m.span() for m in _ALL_MOVES.finditer(html)]
    needle = f'{by}="{esc(key)}"'
    at = html.find(needle)
    while at != -1 and any(a <= at < b for a, b in folded):
        at = html.find(needle, at + 1)
    if at == -1:
        return html
    end = at + len(needle)
    return html[:end] + " " + mark + html[end:]


def mark_own(html: str, seat: int) -> str:
    """The learner's own panel (their seat card: goods, coins, workers) marked, which the
    box would rather not cover: the learner looks there for what a step speaks of."""
    found = re.search(rf'<article\b[^>]*\b{hooks.KEY}="seat-{seat}"', html)
    if found is None:
        return html
    return html[:found.end()] + " " + hooks.TUTORIAL_OWN + html[found.end():]


def step_box(app: Any, s: TutorialSession, step: Step) -> Markup:
    """The instruction: which step of how many, what to do and why, and how to leave; at
    the first step, the game's introduction comes first, on its own page of the box."""
    tr = app.tr
    n = s.step_number()
    tut = s.tutorial
    leave = button(tr("tut.leave"), "home", cls=hooks.SMALL)
    error = app.flash[1] if app.flash and app.flash[0] == "error" else None
    if n == 0 and s.intro_open and error is None:
        return el("aside", {"class": "tutorial-step", hooks.TUTORIAL_STEP: 1,
                            hooks.TUTORIAL_INTRO: True, "aria-live": "polite",
                            "aria-label": tr("tut.title")},
                  el("p", {"class": "tutorial-n"}, tr("tut.intro_n", total=len(tut.steps))),
                  el("p", {"class": "tutorial-intro"}, tr(tut.intro)),
                  el("div", {"class": "row"},
                     button(tr("tut.begin"), "tutorial_begin",
                            cls=f"{hooks.PRIMARY} {hooks.SMALL}"), leave))
    folded = s.folded_at == n and error is None
    # the lowering button on the heading's line (a row of its own made the sheet taller)
    heading = el("p", {"class": "tutorial-n"},
                 button(tr("tut.unfold"), "tutorial_fold",
                        cls=f"tutorial-unfold {hooks.PRIMARY} {hooks.SMALL}") if folded
                 else button(tr("tut.fold"), "tutorial_fold", cls=f"tutorial-fold {hooks.SMALL}"),
                 tr("tut.step_n", n=n + 1, total=len(tut.steps)))
    attrs = {"class": "tutorial-step", hooks.TUTORIAL_STEP: n + 1, "aria-live": "polite",
             "aria-label": tr("tut.title")}
    if folded:
        return el("aside", attrs, heading, el("div", {"class": "row"}, leave))
    before = tut.at[n - 1] + 1 if n else 0
    between = tut.script[before:tut.at[n]]
    mine = sum(seat == tut.person for seat, _ in between)
    return el("aside", attrs, heading,
              el("p", {"class": f"{hooks.MUTED} {hooks.SMALL}"},
                 tr("tut.played_on", n=len(between), mine=mine) if mine else
                 tr("tut.played_by_others", n=len(between)), built_for(app, s, between),
                 " ", race(app, s))
              if len(between) > 1 else None,
              el("p", {"class": "tutorial-text"}, tr(step.text)),
              el("p", {"class": "tutorial-why", "role": "alert"}, error) if error else None,
              el("div", {"class": "row"}, leave))


def built_for(app: Any, s: TutorialSession, between: tuple[tuple[int, str], ...]) -> str:
    """What the learner's moves played between two steps built (a newcomer saw buildings
    appear on their board without a word): said after the count of moves, by name where
    the game's text names them (`tut.<game>.built`), else by number; nothing if none."""
    gui = ui_for(s.game)
    person = s.tutorial.person
    built = [Action.from_key(person, key) for seat, key in between
             if seat == person and key.startswith("build:")]
    msg = f"tut.{gui.prefix}.built"
    if not built or msg not in app.tr.table:
        return ""
    ctx = Ctx(app.tr, [seat["name"] for seat in s.seats], s.view(True))
    names = ", ".join(gui.name(ctx, str(a.params[0])) for a in built)
    return " " + app.tr(msg, n=len(built), names=names)


def race(app: Any, s: TutorialSession) -> str:
    """How the score race stands after the moves played for the learner (the scores table
    under the board says the same, but is often out of view beside the step's target)."""
    scores = ui_for(s.game).live_scores(s.state, s.view(False))
    if not scores:
        return ""
    person = s.tutorial.person
    others = ", ".join(f"{seat['name']} {scores[i]['total']}"
                       for i, seat in enumerate(s.seats) if i != person)
    return app.tr("tut.race", mine=scores[person]["total"], others=others)


def finished_box(app: Any, s: TutorialSession) -> Markup:
    """The end: the learner's score, category by category, each with what it counts; then
    a real game to start."""
    tr = app.tr
    tut = s.tutorial
    gui = ui_for(s.game)
    ctx = Ctx(tr, [seat["name"] for seat in s.seats], s.view(True))
    mine = s.game.scores(s.state)[tut.person]
    lines = [el("li", None, el("strong", None, gui.category(ctx, cat), ": ", mine[cat]), " — ",
                tr(f"{tut.scoring}.{cat}"))
             for cat in mine if cat != "total"]
    return el("aside", {"class": "tutorial-step tutorial-end", hooks.TUTORIAL_STEP: "end",
                        hooks.TUTORIAL_FINISHED: True, "aria-label": tr("tut.title")},
              el("p", {"class": "tutorial-n"}, tr("tut.done")),
              el("p", {"class": "tutorial-text"}, tr("tut.scoring", total=mine["total"])),
              el("ul", {"class": "tutorial-lines"}, lines),
              el("div", {"class": "row"},
                 button(tr("tut.real_game"), "new", tut.game, cls=hooks.PRIMARY),
                 button(tr("ui.to_home"), "home")))
