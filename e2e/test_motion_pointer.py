"""Issue 18 in Chromium: a move watched as it plays, by a mouse user: pointing opens no
tip over the moving pieces (the tip of the spot just pressed, a hand on a real mouse never
resting quite still, covered them), and Gold West's hex
names (shown while the map is pointed at or has the keyboard's focus) do not flash over
the map when the page's focus, not the keyboard's, is on a hex."""
from __future__ import annotations

from board_play import bots_save_before, resume_with_bots
from playing import go_home, set_pace

MOVING = "() => document.getAnimations().some((a) => a.id === 'westbound-motion'" \
         " && a.playState === 'running')"


def _press_on_board(page, game: str, seed: int, kind: str) -> tuple[float, float]:
    """Tess's move of `kind` pressed with the mouse on its board spot at the normal pace;
    returns where the pointer pressed, once the move's motion plays."""
    go_home(page)
    set_pace(page, "normal")
    engine_save, key = bots_save_before(game, 3, seed=seed, kind=kind)
    resume_with_bots(page, engine_save)
    box = page.locator(f'.board button.spot[data-action="{key}"]:visible').first.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.up()
    page.wait_for_function(MOVING)
    return x, y


def test_pointing_opens_no_tip_over_a_move_as_it_plays(app_page, open_app):
    """The pointer moves over the board's things while the move plays (onto other things
    with a tip): no tip covers the moving pieces."""
    page = open_app(app_page)
    _press_on_board(page, "homesteaders", 4, "build")
    # things with a tip in view, each seen where it is (what the pointer reaches there)
    points = page.evaluate("""() => [...document.querySelectorAll('.board [data-tip]')]
      .map((e) => [e, e.getBoundingClientRect()])
      .map(([e, r]) => [e, r.left + r.width / 2, r.top + r.height / 2])
      .filter(([e, x, y]) => y > 0 && y < innerHeight && x > 0 && x < innerWidth
                             && e.contains(document.elementFromPoint(x, y)))
      .slice(0, 4).map(([, x, y]) => [x, y])""")
    shown = []
    for x, y in points:
        page.mouse.move(x, y)
        shown.append(page.evaluate("""() => !document.getElementById('tip').hidden
            && document.getAnimations().some((a) => a.id === 'westbound-motion')"""))
    go_home(page)
    assert points and not any(shown), (points, shown)


HEX_NAMES_SHOWN = """() => [...document.querySelectorAll('.board .hexmap text.hex-pos')]
  .some((t) => getComputedStyle(t).opacity !== '0' || t.getAnimations().length)"""


def test_gold_west_hex_names_stay_hidden_for_a_focus_that_is_not_the_keyboards(
        app_page, open_app):
    """A mouse user's game: the page moves the focus to a hex (the next choice after a
    move; the hex just pressed keeps it until the move is drawn) while the pointer is off
    the map: the names do not flash over the map. The keyboard's focus on a hex shows them."""
    page = open_app(app_page)
    go_home(page)
    engine_save, key = bots_save_before("goldwest", 3, seed=5, kind="build")
    resume_with_bots(page, engine_save)
    spot = page.locator(f'.board button.spot.hex-spot[data-action="{key}"]').first
    page.mouse.click(2, page.viewport_size["height"] - 2)  # the mouse, off the map
    spot.evaluate("(el) => el.focus()")
    by_the_page = page.evaluate(HEX_NAMES_SHOWN)
    spot.evaluate("(el) => el.blur()")
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")  # the keyboard's focus back on it
    by_the_keyboard = page.evaluate(HEX_NAMES_SHOWN)
    go_home(page)
    assert not by_the_page
    assert by_the_keyboard
