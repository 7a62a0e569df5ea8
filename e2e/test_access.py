"""Using the page without a manual, a mouse or a big screen: keyboard focus that follows the
game, tap targets and no sideways scrolling on a phone in all three games, board spaces that
are buttons, a larger-text setting for projectors, and a first paint in the player's
language."""
from __future__ import annotations

from playing import NO_HORIZONTAL_SCROLL, go_home, new_game, play, set_pace, settle, stored_moves

FOCUSED = """() => {
  const el = document.activeElement;
  return {
    action: el && el.closest('#moves, .board') ? el.getAttribute('data-action') : null,
    tag: el ? el.tagName : null,
    outline: el ? getComputedStyle(el).outlineStyle : null,
  };
}"""

# Every visible control smaller than a fingertip (44 px); a checkbox or a file input counts
# through its label, which is the target.
SMALL_TARGETS = """() => [...document.querySelectorAll(
    '#app button, #app select, #app summary, #app label.check, #app label.file-button')]
  .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== 'hidden'
                  && getComputedStyle(el).clipPath !== 'inset(50%)')  // shown only on focus
  .map((el) => { const r = el.getBoundingClientRect();
                 return [el.getAttribute('data-action') || el.getAttribute('data-cmd')
                         || el.className || el.tagName, Math.round(r.width),
                         Math.round(r.height)]; })
  .filter(([, w, h]) => w < 44 || h < 44)"""


def test_keyboard_focus_lands_on_the_next_move_after_each_move_and_each_bot(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Kim", "person"), ("", "bot:easy")], seed=5)
    for _ in range(8):
        assert settle(page) == "move"
        focused = page.evaluate(FOCUSED)
        assert focused["action"], focused  # not lost on <body> while the bot played
        page.keyboard.press("Enter")
    focused = page.evaluate(FOCUSED)
    assert focused["tag"] != "BODY"
    settle(page)
    assert page.evaluate(FOCUSED)["outline"] == "solid"  # a keyboard user sees where it is


def test_phone_screens_of_every_game_fit_and_have_finger_sized_targets(app_page):
    page = app_page
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        for game in ("homesteaders", "goldwest", "montana"):
            go_home(page)
            set_pace(page, "instant")
            new_game(page, [("Supercalifragilisticexp", "person"), ("<b>&amp;", "bot:easy")],
                     seed=7, game=game)
            for _ in range(4):
                assert settle(page) == "move"
                assert page.evaluate(NO_HORIZONTAL_SCROLL), game
                assert page.evaluate(SMALL_TARGETS) == [], game
                play(page, moves=3, prefer=["work", "build", "start", "activate", "section"])
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_homesteaders_worker_slots_and_offered_buildings_are_board_buttons(app_page):
    page = app_page
    go_home(page)
    set_pace(page, "instant")
    new_game(page, [("Ada", "person"), ("", "bot:easy")], seed=3)
    assert settle(page) == "move"
    slot = page.locator('.board .seat-card button.spot[data-action^="work:"]')
    assert slot.count() >= 1
    label = slot.first.get_attribute("aria-label")
    assert label.startswith("Worker on the")
    key = slot.first.get_attribute("data-action")
    assert page.locator(f'#moves [data-action="{key}"]').count() == 1  # the list has it too
    before = stored_moves(page)
    slot.first.click()
    settle(page)
    assert stored_moves(page) == before + 1


def test_larger_text_for_a_projector_is_a_setting_kept_across_screens(app_page):
    page = app_page
    go_home(page)
    size = "() => parseFloat(getComputedStyle(document.documentElement).fontSize)"
    normal = page.evaluate(size)
    page.select_option('[data-cmd="text"]', "larger")
    assert page.locator("html").get_attribute("data-text") == "larger"
    assert page.evaluate(size) > 1.5 * normal
    new_game(page, [("Ada", "person"), ("", "bot:easy")], seed=3, game="montana")
    settle(page)
    assert page.locator('.game-grid [data-cmd="text"]').input_value() == "larger"
    page.select_option('[data-cmd="text"]', "normal")
    assert page.evaluate(size) == normal


def test_the_first_paint_speaks_the_remembered_language(app_page, site_url, wait_ready):
    page = app_page
    go_home(page)  # the game the test before left open would be resumed over the first paint
    page.evaluate("localStorage.setItem('westbound.lang', 'fr')")
    page.goto(site_url, wait_until="domcontentloaded")
    # one look at the page (a busy machine may let Python draw between two looks)
    ready, title, players = page.evaluate("""() => [
      document.body.hasAttribute('data-py-ready'),
      document.querySelector('#games-title').innerText,
      document.querySelector('#app .game-players').innerText]""")
    assert not ready
    assert (title, players) == ("Jeux", "De 2 à 4 joueurs")
    assert page.locator("html").get_attribute("lang") == "fr"
    wait_ready(page)
    page.select_option('[data-cmd="lang"]', "en")
