"""Pass-and-play hands the device over only before a private decision (issue 19): with
Homesteaders' screens up, a bid, the neutral bid, placing workers and the rail bonus are
taken in the open (`Game.open_steps`), on a screen that shows nobody's hidden holdings and
offers no move that would tell them (market, trade, debt); paying, building and trading
still hand the device over first, and the person choosing in the open may ask for their own
screen."""
from __future__ import annotations

import engine
from engine.core import Rng

from .fakes import make_app, start_game

GAME = engine.GAMES["homesteaders"]
#: the README's count (section on pass-and-play): this seeded 2-person game with the screens
#: up, each person playing the medium computer player's moves, needs this many hand-overs
#: (60 before issue 19, when every change of person handed the device over)
SEED = 7
HANDOVERS = 8


def _play_two_persons(check=None) -> tuple[int, int]:
    """A whole seeded 2-person game with the screens up, each person making the move the
    medium bot would make (asking for their own screen when that move is a trade in the
    open); `check(app, dom)` looks at every screen of a decision taken in the open. The
    hand-overs and the decisions taken in the open."""
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=SEED, names=["Ann", "Bob"],
               hidden_resources="true")
    s = app.session
    handovers = in_the_open = 0
    while app.screen != "end":
        if s.needs_handover():
            assert 'data-cmd="handover"' in dom.html and 'class="board' not in dom.html
            handovers += 1
            app.on_cmd("handover")
            continue
        seat = s.acting()
        key = GAME.bots["medium"](s.state, seat, Rng(SEED * 1_000 + s.moves()), 0).key
        if s.in_the_open():
            in_the_open += 1
            if check is not None:
                check(app, dom)
            if key not in {a.key for a in s.legal()}:
                app.on_cmd("own-screen")  # a trade: the person asks for their own screen
                continue
        app.on_action(key)
    return handovers, in_the_open


def test_a_two_person_homesteaders_game_with_screens_hands_over_before_private_decisions_only():
    handovers, in_the_open = _play_two_persons()
    assert handovers == HANDOVERS
    assert in_the_open > 2 * handovers


def test_a_decision_in_the_open_shows_nobodys_hidden_holdings_nor_a_move_that_tells_them():
    """At each one, what the screen draws is the same whatever the two people hold behind
    their screens (each one's hidden part drawn afresh as the other could imagine it; the
    log apart, which a drawn world does not keep: it holds the lines both people see), and
    no free move is offered."""
    seen = []

    def check(app, dom):
        s = app.session
        drawn = s.view(False)
        assert all(seat["holdings"] is None for seat in drawn["seats"])
        assert not any(free for _, free in dom.actions())
        assert not any(a.free for a in s.legal())
        assert not dom.has_cmd("hint")  # the search would weigh what the seat hides
        for who in range(2):
            world = GAME.determinize(s.state, who, Rng(len(seen) * 2 + who))
            assert {**s.view_of(world, False), "log": []} == {**drawn, "log": []}
        everyone = [GAME.view(s.state, seat)["log"] for seat in range(2)]
        assert all(line in log for line in drawn["log"] for log in everyone)
        seen.append(s.moves())

    _play_two_persons(check)
    assert len(seen) > 50


def test_the_person_choosing_in_the_open_may_ask_for_their_own_screen():
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], seed=SEED, names=["Ann", "Bob"],
               hidden_resources="true")
    s = app.session
    assert s.in_the_open() and dom.has_cmd("own-screen")
    seat = s.acting()
    app.on_cmd("own-screen")
    assert s.needs_handover() and dom.has_cmd("handover") and 'class="board' not in dom.html
    app.on_cmd("handover")
    assert s.shown == seat and not s.in_the_open()
    assert any(free for _, free in dom.actions())  # the market and the debt are offered
    assert s.view(False)["seats"][seat]["holdings"] is not None


def test_the_moves_of_a_decision_in_the_open_depend_on_nothing_a_seat_hides():
    """`open_steps` is honest: in worlds drawn from the other seat's view (the chooser's
    holdings drawn afresh), the chooser is offered the same moves, less the free ones."""
    compared = 0
    for seed in (1, 2, 3):
        state, rng = GAME.new(2, seed, {"hidden_resources": True}), Rng(seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            if GAME.view(state, seat)["task"]["step"] in GAME.open_steps:
                offered = sorted(a.key for a in GAME.legal_actions(state, seat) if not a.free)
                world = GAME.determinize(state, 1 - seat, Rng(seed * 7_919 + compared))
                assert sorted(a.key for a in GAME.legal_actions(world, seat)
                              if not a.free) == offered
                compared += 1
            state = GAME.apply(state, GAME.bots["medium"](state, seat, rng, 0))
    assert compared > 100


def test_in_the_open_only_the_person_choosing_may_take_back_and_only_their_own_move():
    """Taking back another person's move would show that person's screen to whoever holds
    the device: in the open, only the chooser's own move made in the open is offered."""
    checked = {"own": 0, "other's": 0}

    def check(app, dom):
        s = app.session
        last = GAME.save(s.state)["actions"][-1][0] if s.moves() else None
        if last == s.acting() and s.undo_seat() is not None:
            checked["own"] += 1
        elif last is not None and last != s.acting() and not s.is_bot(last):
            assert s.undo_seat() is None and not dom.has_cmd("undo")
            checked["other's"] += 1

    _play_two_persons(check)
    assert min(checked.values()) > 5
