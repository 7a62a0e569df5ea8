"""Pass-and-play privacy: a person takes back only their own moves, on their own screen,
before the hand-over is confirmed; the next person never sees another seat's holdings."""
import re

from .fakes import click_first, make_app, start_game

HELD = re.compile(r"behind the screen")


def _to_first_handover_after_a_move():
    """Two people with screens up: play until a person's move hands the device over."""
    app, dom = make_app()
    start_game(app, dom, ["person", "person"], names=["Ann", "Bob"], seed=5,
               hidden_resources="true")
    for _ in range(60):
        if app.session.needs_handover():
            if app.session.undo_seat() is not None:
                return app, dom
            app.on_cmd("handover")
        else:
            click_first(app, dom)
    raise AssertionError("no hand-over after a move in 60 steps")


def test_the_hand_over_screen_offers_no_take_back_to_the_next_person():
    app, dom = _to_first_handover_after_a_move()
    mover = app.session.undo_seat()
    names = ["Ann", "Bob"]
    assert 'data-cmd="undo"' not in dom.html
    assert f"{names[mover]}: take back your last move" in dom.html
    assert 'class="board' not in dom.html and not HELD.search(dom.html)


def test_taking_back_asks_for_the_device_back_and_shows_nothing_until_confirmed():
    app, dom = _to_first_handover_after_a_move()
    mover, moves = app.session.undo_seat(), app.session.moves()
    app.on_cmd("handback", "ask")
    assert "Give the device back to" in dom.html
    assert 'class="board' not in dom.html and app.session.moves() == moves
    app.on_cmd("handback", "no")
    assert "Pass the device to" in dom.html and app.session.moves() == moves
    app.on_cmd("handback", "ask")
    app.on_cmd("handback", "yes")
    assert app.session.moves() < moves
    assert app.session.shown == mover == app.session.acting()
    assert 'class="board' in dom.html and "data-action" in dom.html


def test_once_the_next_person_has_the_device_the_previous_move_stays():
    app, dom = _to_first_handover_after_a_move()
    moves = app.session.moves()
    app.on_cmd("handover")
    assert app.session.undo_seat() is None
    assert 'data-cmd="undo"' not in dom.html and "take back" not in dom.html.lower()
    app.on_cmd("undo")  # even a forged command takes nothing back
    app.on_cmd("handback", "yes")
    assert app.session.moves() == moves
