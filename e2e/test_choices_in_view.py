"""After a move, what the next decision asks about is in view with its prompt (issue 19).

On a laptop a board taller than its area pans within it: the player presses a choice where
it is (the area scrolled to it), and the next decision may ask about another part of the
board (Montana's worker board at harvest, a Homesteaders building, a Gold West hex at the
map's far side). The board's own area pans to it, never the page. On a phone the page
scrolls under the sticky prompt to it. Measured in the browser after each of a person's
moves, in each game, from a position halfway through a game the engine's bots played, at
1280 x 800, 1366 x 768, 390 x 844 and 360 x 740:
the prompt in the window and at least one of the asked-for choices' rectangles (the moves
that choose in the decision, not its side moves: a cow trade in view does not stand for the
landscape where a camp is to be built) wholly inside what is seen of the board (the area's
box within the window, under the zoom buttons' line, under the sticky turn banner on a
phone), and on a phone none of them under that banner (it hid a map's top rows)."""
from __future__ import annotations

import json

import pytest
from board_play import ROOT, SAVED, bots_game, bots_save, bots_save_before, choice, resume_with_bots
from playing import go_home, set_pace, settle, still

import engine  # board_play puts the repository on the path
from ui.games import ui_for
from ui.keys import choices

SHOTS = ROOT / "test-results" / "boards" / "in-view"
#: the issue's two laptops and two phones
SIZES = ({"width": 1280, "height": 800}, {"width": 1366, "height": 768},
         {"width": 390, "height": 844}, {"width": 360, "height": 740})
GAMES = ("homesteaders", "goldwest", "montana")
MOVES = 10

#: where the asked-for choices (the data-action keys given) stand against what is seen of the
#: board: the prompt in the window, the choices (on the board, else in the list of moves),
#: the seen frame
ASKED = """(keys) => {
  const grid = document.querySelector('.game-grid');
  const area = grid.querySelector(':scope > .board-area');
  const wide = innerWidth >= 960;
  const prompt = grid.querySelector(wide ? '#moves .prompt' : '.turn .turn-prompt');
  const box = (e) => { const r = e.getBoundingClientRect();
    return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, h: r.height}; };
  let frame = {top: wide ? 0 : grid.querySelector('.turn').getBoundingClientRect().bottom,
               bottom: innerHeight, left: 0, right: innerWidth};
  const asked = (t) => keys.includes(t.dataset.action);
  let targets = [...area.querySelectorAll('.board [data-action]')]
    .filter((t) => asked(t) && t.getBoundingClientRect().height > 0);
  if (targets.length && area.classList.contains('panned')) {
    const a = area.getBoundingClientRect();
    frame = {top: Math.max(frame.top, a.top + area.clientTop),
             bottom: Math.min(frame.bottom, a.top + area.clientTop + area.clientHeight),
             left: Math.max(frame.left, a.left + area.clientLeft),
             right: Math.min(frame.right, a.left + area.clientLeft + area.clientWidth)};
    const bar = area.querySelector(':scope > .zoom-bar');
    if (bar && getComputedStyle(bar).position === 'sticky') {
      frame.top = Math.max(frame.top, bar.getBoundingClientRect().bottom);
    }
  }
  if (!targets.length) targets = [...grid.querySelectorAll('#moves [data-action]')].filter(asked);
  const p = box(prompt);
  // on a phone: the choices under the sticky turn banner (hidden by it), which must be none
  const turn = wide ? null : box(grid.querySelector('.turn'));
  const covered = turn ? targets.filter((t) => { const r = box(t);
    return r.h > 0 && r.bottom > turn.top + 1 && r.top < turn.bottom - 1; }).length : 0;
  const inside = (r) => r.h > 0 && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1
    && r.left >= frame.left - 1 && r.right <= frame.right + 1;
  return {prompt: p.h > 0 && p.top >= -1 && p.bottom <= innerHeight + 1,
          seen: targets.filter((t) => inside(box(t))).length, asked: targets.length, covered,
          first: targets.length ? box(targets[0]) : null, frame: frame,
          scrolled: scrollY, text: prompt.textContent.slice(0, 80)};
}"""


def _asked(page) -> list[str]:
    """The keys of the moves that choose in the person's decision (not its side moves, such
    as a cow trade, nor those that end it: `ui.keys.choices`), else all of them."""
    state = engine.load(json.loads(page.evaluate(SAVED))["engine"])
    game = engine.GAMES[state.game_id]
    legal = game.legal_actions(state, game.to_act(state)[0])
    return choices(legal, ui_for(game).closing) or [a.key for a in legal]


def _move(page, seed: int) -> None:
    """The person's move as the easy bot would play it, pressed where it is shown (the
    browser scrolling to it first, as a player pans to what they press)."""
    key = choice(page, "easy", seed)
    spot = page.locator(f'.board [data-action="{key}"]:visible')
    (spot if spot.count() else page.locator(f'#moves [data-action="{key}"]')).first.click()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("game", GAMES)
def test_after_a_move_the_next_choices_are_in_view_with_their_prompt(app_page, game, size):
    page = app_page
    page.set_viewport_size(size)
    go_home(page)
    set_pace(page, "instant")
    resume_with_bots(page, bots_save(game, 3, seed=5))
    SHOTS.mkdir(parents=True, exist_ok=True)
    missed, checked = [], 0
    try:
        for turn in range(MOVES):
            _move(page, seed=5)
            if settle(page) != "move":
                break
            still(page)
            where = page.evaluate(ASKED, _asked(page))
            checked += 1
            if not (where["prompt"] and where["seen"]) or where["covered"]:
                missed.append((turn, where))
                page.screenshot(path=str(SHOTS / f"{game}-{size['width']}-{turn}.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
    assert checked >= MOVES // 2
    assert not missed, missed


#: on a phone: the board's refused choices (their number) and whether one is wholly in view
#: under the sticky turn banner, and whether the list's "Stop building" is
REFUSED_IN_VIEW = """() => {
  const below = document.querySelector('.turn').getBoundingClientRect().bottom;
  const seen = (e) => { const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= below - 1 && r.bottom <= innerHeight + 1
      && r.left >= -1 && r.right <= innerWidth + 1; };
  const refused = [...document.querySelectorAll('.board [data-choice]')];
  return {refused: refused.length, seen: refused.some(seen),
          stop: [...document.querySelectorAll('#moves [data-action="stop"]')].some(seen)}; }"""


def test_on_a_phone_build_another_camp_or_stop_opens_on_the_landscape(app_page):
    """Montana's "build another camp, or stop" with no camp affordable (the review matrix's
    2-player game, seed 5, halfway: only "Stop building" and cow trades are legal): on a
    phone the page opens on the landscape's regions, refused for now, under the prompt, not
    on the list's "Stop building" a screen under them (board-view.js's rule)."""
    page = app_page
    page.set_viewport_size(SIZES[2])
    go_home(page)
    set_pace(page, "instant")
    try:
        resume_with_bots(page, bots_save("montana", 2, seed=5))
        still(page)
        legal = _asked(page)  # nothing to choose but the closing move and side moves
        assert "stop" in legal and all(k == "stop" or k.startswith("cow:") for k in legal)
        where = page.evaluate(REFUSED_IN_VIEW)
        assert where["refused"] > 0 and where["seen"] and not where["stop"], where
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


#: Montana's recruitment wheel (its disc) against what is seen of the board's area (within
#: the window, under the zoom buttons' line), and the prompt in the window
WHEEL_SEEN = """() => { const area = document.querySelector('.game-grid > .board-area');
  const a = area.getBoundingClientRect();
  const bar = area.querySelector(':scope > .zoom-bar').getBoundingClientRect();
  const frame = [Math.max(a.top + area.clientTop, bar.bottom, 0),
                 Math.min(a.top + area.clientTop + area.clientHeight, innerHeight)];
  const w = document.querySelector('.board.mt .wheel-disc').getBoundingClientRect();
  const b = document.querySelector('.board.mt > .mt-board').getBoundingClientRect();
  const p = document.querySelector('#moves .prompt').getBoundingClientRect();
  return {frame: frame.map(Math.round), wheel: [Math.round(w.top), Math.round(w.bottom)],
          whole: w.height > 0 && w.top >= frame[0] - 1 && w.bottom <= frame[1] + 1,
          workers: [Math.round(b.top), Math.round(b.bottom)],
          workersWhole: b.height > 0 && b.top >= frame[0] - 1 && b.bottom <= frame[1] + 1,
          prompt: p.height > 0 && p.top >= 0 && p.bottom <= innerHeight + 1}; }"""


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_montana_shows_the_whole_recruitment_wheel_when_moving_its_arrow_on(app_page, size,
                                                                           players):
    """Tess recruited and may pay wheat to move the wheel's arrow on: the wheel is whole in
    the board's area with the prompt (at 3 players on 1280 x 800 its lower half was cut at
    the area's bottom edge: the area panned only as far as the first segment offered)."""
    page = app_page
    page.set_viewport_size(size)
    try:
        go_home(page)
        set_pace(page, "instant")
        seed = {2: 4, 3: 1, 4: 7}[players]
        save, key = bots_save_before("montana", players, seed, "advance", after="recruit")
        resume_with_bots(page, save)
        still(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"montana-wheel-{players}p-{size['width']}.png"))
        seen = page.evaluate(WHEEL_SEEN)
        assert seen["whole"] and seen["prompt"], seen
        assert page.locator(f'.board [data-action="{key}"]').is_visible()
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_montana_s_recruitment_wheel_stays_whole_when_the_laptop_window_is_resized(app_page):
    """Halfway through the review matrix's 3-player game (seed 5) Tess has recruited and may
    stop or move the arrow on: opened at 1280 x 800 and resized to 1366 x 768, the board
    kept its pan and the wheel stood cut at the area's bottom (bench/review_matrix.py's
    screenshot); it pans again to show it whole, with the prompt."""
    page = app_page
    page.set_viewport_size(SIZES[0])
    try:
        go_home(page)
        set_pace(page, "instant")
        resume_with_bots(page, bots_save("montana", 3, seed=5))
        still(page)
        assert page.evaluate(WHEEL_SEEN)["whole"]
        page.set_viewport_size(SIZES[1])
        still(page)
        page.screenshot(path=str(SHOTS / "montana-wheel-resized-1366.png"))
        seen = page.evaluate(WHEEL_SEEN)
        assert seen["whole"] and seen["prompt"], seen
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def _at_the_choice_of_action(page, players: int, seed: int) -> None:
    """Montana's position just before Tess's first recruit of a bots' game, resumed."""
    go_home(page)
    set_pace(page, "instant")
    save, _ = bots_save_before("montana", players, seed, "recruit")
    resume_with_bots(page, save)
    still(page)


def _wheel_and_worker_board_whole(page, shot: str) -> None:
    """Saves the window as `shot` and checks the wheel, the worker board and the prompt
    whole in view together (`WHEEL_SEEN`)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{shot}.png"))
    seen = page.evaluate(WHEEL_SEEN)
    assert seen["whole"] and seen["workersWhole"] and seen["prompt"], seen


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s['width']}x{s['height']}")
@pytest.mark.parametrize("players,seed", [(2, 1), (2, 5), (3, 1), (3, 5), (4, 5), (4, 7)])
def test_montana_s_wheel_and_worker_board_are_whole_together_when_recruiting(app_page, size,
                                                                            seed, players):
    """At the turn's choice of action (recruit on the wheel, harvest on the worker board) both
    are whole in the board's area with the prompt. At three players the landscape, wider than
    tall, takes the board's width, the worker board and the wheel under it (at 1366 x 768 the
    wheel, 304 px, and the worker board, 367 px, did not fit the area's 612 px together one
    under the other). At two and four players the worker board stood under the map, a pan
    away from the wheel beside it."""
    page = app_page
    page.set_viewport_size(size)
    try:
        _at_the_choice_of_action(page, players, seed)
        assert "recruit" in _asked(page)
        _wheel_and_worker_board_whole(page, f"montana-recruit-{players}p-{seed}-{size['width']}")
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 1), (4, 5)])
def test_montana_s_choice_of_action_comes_back_into_view_when_the_window_shrinks(app_page, players,
                                                                                seed):
    """Tess is to choose her action (recruit on the wheel): opened on a large screen
    (1920 x 1080, the board whole) and the window made a laptop's (1280 x 800), the board's
    area began to pan at its top and the wheel stood out of view (opened at 1280 x 800 it was
    right): the resize brings the wheel and the worker board into view again."""
    page = app_page
    page.set_viewport_size({"width": 1920, "height": 1080})
    try:
        _at_the_choice_of_action(page, players, seed)
        page.set_viewport_size(SIZES[0])
        still(page)
        _wheel_and_worker_board_whole(page, f"montana-resized-1920-1280-{players}p")
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


@pytest.mark.parametrize("size", SIZES[:2], ids=lambda s: f"{s['width']}x{s['height']}")
def test_homesteaders_income_shows_every_slot_of_the_homestead(app_page, size):
    """At four players' start Tess places her workers for income: every slot offered (the
    Homestead's two) is whole in the board's area; the second stood cut at its bottom edge,
    the first being in view (the pan now takes the building card a slot belongs to)."""
    page = app_page
    page.set_viewport_size(size)
    try:
        go_home(page)
        set_pace(page, "instant")
        resume_with_bots(page, bots_save("homesteaders", 4, 5, left=10_000))
        still(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"homesteaders-income-4p-{size['width']}.png"))
        keys = [k for k in _asked(page) if k.startswith("work:")]
        assert keys
        seen = page.evaluate(ASKED, keys)
        assert seen["asked"] == len(keys) and seen["seen"] == seen["asked"], seen
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def _before_the_join(players: int, seed: int) -> tuple[dict, str]:
    """Montana's position at Tess's last move before another seat's town action asks her to
    join (a town space offered while it is not her turn), and that move's key."""
    game = engine.GAMES["montana"]
    mine = None
    for state, action in bots_game("montana", players, seed):
        if action.seat == 0 and state.active != 0:
            keys = {a.key for a in game.legal_actions(state, 0)}
            if "pass" in keys and any(k.startswith("town:") for k in keys):
                assert mine, "asked to join before her first move"
                return game.save(mine[0]), mine[1]
        if action.seat == 0:
            mine = (state, action.key)
    raise AssertionError(f"no join asked of the first seat in montana seed {seed}")


@pytest.mark.parametrize("players,seed,text,zoom", [(2, 6, "normal", 0), (3, 2, "larger", 1.44)])
def test_montana_s_join_in_another_s_town_action_shows_every_town_space_offered(
        app_page, players, seed, text, zoom):
    """A real game at 1280 x 800: Tess ends her turn (2 players, seed 6: she stops building,
    the landscape in view), a bot goes to the town and Tess is asked to join it or pass:
    every space she may take in the town is whole in the board's area, whatever she had
    panned to. At 3 players (seed 2), the larger text and the board at a zoom of 1.44 (kept
    from an earlier game), the town is taller than the area: only its first space was
    brought into view, the others cut under the area's bottom edge."""
    page = app_page
    page.set_viewport_size(SIZES[0])
    go_home(page)
    set_pace(page, "instant")
    page.select_option('[data-cmd="text"]', text)
    try:
        save, key = _before_the_join(players, seed)
        page.evaluate("(z) => localStorage.setItem('westbound.zoom', JSON.stringify({mt: z}))",
                      zoom)
        resume_with_bots(page, save)
        still(page)
        page.locator(f'[data-action="{key}"]:visible').first.click()
        assert settle(page) == "move"
        still(page)
        keys = _asked(page)
        assert keys and all(k.startswith("town:") for k in keys)  # "Pass" ends it
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"montana-join-{players}p-{text}-{zoom}.png"))
        seen = page.evaluate(ASKED, keys)
        assert seen["prompt"] and seen["asked"] == len(keys), seen
        assert seen["seen"] == seen["asked"], seen
    finally:
        page.select_option('[data-cmd="text"]', "normal")
        page.evaluate("() => localStorage.removeItem('westbound.zoom')")
        page.set_viewport_size({"width": 1280, "height": 720})
