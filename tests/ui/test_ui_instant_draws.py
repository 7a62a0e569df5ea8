"""The instant pace draws only what a player could see: computer moves in a row are drawn
once, before the last of them (so the screen after it marks what that move changed, as at
any pace), and "thinking" is not drawn when nothing changed since the last screen."""
from __future__ import annotations

from tests.ui.fakes import FakeDom, click_first, start_game
from ui.app import App
from ui.store import MemoryStorage, SaveStore


class CountingDom(FakeDom):
    """Records, for each screen drawn, the moves played so far and whether it marked a
    change."""

    def __init__(self) -> None:
        super().__init__()
        self.app: App | None = None
        self.drawn: list[tuple[int, bool]] = []

    def show(self, html: str, focus: str | None, highlight: bool = False,
             motion: float = 0.0) -> int:
        if self.app is not None and self.app.session is not None:
            self.drawn.append((self.app.session.moves(), highlight))
        return super().show(html, focus, highlight, motion)


def game(who: list[str], pace: str) -> tuple[App, CountingDom]:
    dom = CountingDom()
    app = App(dom, SaveStore(MemoryStorage()), "en")
    dom.app = app
    app.boot()
    app.on_cmd("pace", pace)
    start_game(app, dom, who, seed=5)
    return app, dom


def clicks_followed_by_bots(app: App, dom: CountingDom, bots: int) -> list[list]:
    """The screens drawn after each of the person's clicks that `bots` or more computer
    moves followed (clicks until there are three such)."""
    found = []
    for _ in range(200):
        if app.screen != "game" or len(found) >= 3:
            break
        dom.drawn.clear()
        before = app.session.moves()
        click_first(app, dom)
        dom.drain()
        if app.session.moves() - before >= bots + 1:
            found.append(list(dom.drawn))
    assert len(found) == 3
    return found


def test_bots_moves_in_a_row_are_drawn_once_before_the_last_at_the_instant_pace():
    app, dom = game(["person", "bot:easy", "bot:easy", "bot:easy"], "instant")
    for drawn in clicks_followed_by_bots(app, dom, 3):
        (clicked, _), *between, (last, marked) = drawn
        # the person's move, then one screen before the last bot's move, then its screen
        assert len(between) == 1, drawn
        assert between[0] == (last - 1, True) and marked, drawn
        assert clicked < last - 1


def test_thinking_is_not_drawn_when_nothing_changed_at_the_instant_pace():
    app, dom = game(["person", "bot:easy"], "instant")
    for drawn in clicks_followed_by_bots(app, dom, 1):
        positions = [moves for moves, _ in drawn]
        # each screen shows a position the last one did not (no "thinking" screen of its
        # own), and the last one marks what the bot's last move changed
        assert positions == sorted(set(positions)) and drawn[-1][1], drawn


def test_at_the_normal_pace_every_bot_move_is_drawn():
    app, dom = game(["person", "bot:easy", "bot:easy", "bot:easy"], "normal")
    for drawn in clicks_followed_by_bots(app, dom, 3):
        positions = [moves for moves, _ in drawn]
        assert positions == sorted(positions)
        assert set(range(positions[0], positions[-1] + 1)) <= set(positions), drawn
