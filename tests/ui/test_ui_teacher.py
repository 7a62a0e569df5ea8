"""The teacher's pace and the moves' motion, on CPython with a fake DOM: each computer move
is said, then waits for Next and plays exactly one move; Back looks at the moves played;
pass-and-play still hands over; the motion follows the pace and a click hurries the bots."""
from __future__ import annotations

import re

from tests.ui.fakes import FakeDom, click_first, make_app, start_game


def teacher_game(who: list[str], seed: int = 4, **options: str):
    app, dom = make_app()
    app.on_cmd("pace", "teacher")
    start_game(app, dom, who, seed=seed, **options)
    return app, dom


def pending_text(html: str) -> str:
    """The move to come as the screen says it (tags and the move number left out)."""
    block = re.search(r'<div class="pending"[^>]*>(.*?)</p>', html, re.S).group(1)
    text = re.sub(r"<[^>]+>", " ", block.split("</span>", 1)[1])
    return " ".join(text.split())


def banner_text(html: str) -> str:
    """The last move's sentence on screen ("" when the move logged nothing)."""
    found = re.search(r'<span class="last-move-text">(.*?)</span></p>', html, re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", found.group(1)).split()) if found else ""


def test_a_computer_move_waits_for_next_and_says_what_it_will_do():
    app, dom = teacher_game(["bot:easy", "bot:easy"])
    assert app.session.moves() == 0  # chosen, not played
    told = 0
    for n in range(1, 11):
        assert dom.has_cmd("next") and f'data-pending="{n}"' in dom.html
        said = pending_text(dom.html)
        assert said
        app.on_cmd("next")
        dom.drain()
        assert app.session.moves() == n
        banner = banner_text(dom.html)
        if banner:  # the sentence was the move's own log line (or its name, unlogged)
            assert banner == said
            told += 1
    assert told


def test_each_next_plays_exactly_one_computer_move():
    app, dom = teacher_game(["bot:easy", "bot:medium", "bot:easy"])
    for n in range(1, 6):
        assert app.session.moves() == n - 1
        assert f'data-pending="{n}"' in dom.html
        app.on_cmd("next")
        dom.drain()
    assert app.session.moves() == 5


def test_back_looks_at_the_moves_played_and_the_move_to_come_waits_unchanged():
    app, dom = teacher_game(["bot:easy", "bot:easy"])
    for _ in range(3):
        app.on_cmd("next")
        dom.drain()
    waiting = app.pending
    app.on_cmd("replay", "prev")
    dom.drain()
    assert app.replay_pos == 2 and not dom.has_cmd("next")
    app.on_cmd("next")  # a Next pressed while looking back plays nothing
    dom.drain()
    assert app.session.moves() == 3
    app.on_cmd("replay", "next")
    dom.drain()
    assert app.replay_pos is None and app.pending is waiting  # not chosen again
    assert 'data-pending="4"' in dom.html


def test_a_persons_own_moves_and_the_hand_over_are_unchanged_in_pass_and_play():
    app, dom = teacher_game(["person", "bot:easy", "person"], seed=3,
                            hidden_resources="true")
    seen_handover = False
    for _ in range(40):
        if dom.has_cmd("handover"):
            seen_handover = True
            assert not dom.has_cmd("next")  # nothing of a computer move behind the screen
            app.on_cmd("handover")
            dom.drain()
        elif dom.has_cmd("next"):
            assert not dom.actions()  # a person cannot move while a computer move waits
            app.on_cmd("next")
            dom.drain()
        else:
            before = app.session.moves()
            click_first(app, dom)  # a person's move plays at once, no Next
            assert app.session.moves() == before + 1
    assert seen_handover


def test_leaving_the_teachers_pace_plays_the_waiting_move_and_goes_on():
    app, dom = teacher_game(["bot:easy", "bot:easy"])
    app.on_cmd("pace", "instant")
    dom.drain()
    assert app.screen == "end" and app.pending is None


def test_the_motion_follows_the_pace_and_none_at_instant():
    app, dom = make_app()
    app.on_cmd("pace", "normal")
    start_game(app, dom, ["person", "bot:easy"], seed=6)
    dom.motions.clear()
    click_first(app, dom)
    assert dom.motions and set(dom.motions) == {0.5}
    app.on_cmd("pace", "instant")
    dom.motions.clear()
    click_first(app, dom)
    assert dom.motions == []


class TimedDom(FakeDom):
    """Records the pauses the bots' loop waits."""

    def __init__(self) -> None:
        super().__init__()
        self.pauses: list[float] = []

    async def pause(self, seconds: float) -> None:
        self.pauses.append(seconds)


def test_a_motion_cut_short_by_a_click_brings_the_next_computer_move_at_once():
    from ui.app import App
    from ui.app_bots import PACE_SECONDS
    from ui.store import MemoryStorage, SaveStore

    for hurried, waits in ((False, PACE_SECONDS["normal"]), (True, None)):
        dom = TimedDom()
        dom.hurried = hurried
        app = App(dom, SaveStore(MemoryStorage()), "en")
        app.boot()
        app.on_cmd("pace", "normal")
        start_game(app, dom, ["bot:easy", "bot:easy"], seed=2)
        assert app.screen == "end"
        assert dom.pauses == ([] if waits is None else [waits] * app.session.moves())
