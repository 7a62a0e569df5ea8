"""Learn by playing (issue 20): each tutorial is played to its end by pressing the element
each step points at, in every language (in English on a phone, where the instruction, its
buttons and its target are in view together at every step); the first box, with the game's
introduction, is read whole on two phones' windows; a move the step does not teach is
explained in the instruction box; a tutorial left at a step resumes at that step. One page
for the whole module."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from playing import at_rest, go_home, set_pace, still
from playwright.sync_api import Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from ui.i18n import Translator
from ui.tutorials import TUTORIALS

SHOTS = Path(__file__).resolve().parent.parent / "test-results" / "tutorial"
#: whether an element lies wholly inside the window
IN_VIEW = """(el) => { const r = el.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight
    && r.right <= window.innerWidth; }"""
#: the page's own controls, which the box never covers (assets/tutorial.js CONTROLS): at
#: 1920x1080 Gold West's step 3 stood over the home button; the box's own buttons aside
CONTROLS = """const CONTROLS = () => [...document.querySelectorAll(['.topbar button',
  '.topbar select', '.rules-link', ...['home', 'lang', 'pace', 'present', 'menu']
    .map((c) => `[data-cmd="${c}"]`)].join(', '))]
  .filter((el) => !el.closest('[data-tutorial-step]'));"""
#: the selector of what a step names (`keys`: its `shows`): the moves and elements the page
#: marks, and the board elements of those keys whether the page marks them or not
NAMED_OF = """const NAMED_OF = (keys) => ['[data-tutorial-named]',
  ...keys.map((k) => `[data-k="${k}"]`)].join(', ');"""
#: the instruction box shows all it holds: no inner scrolling, and each of its lines and
#: buttons wholly inside the box and the window
BOX_WHOLE = """() => {
  const box = document.querySelector('[data-tutorial-step]');
  if (box.scrollHeight > box.clientHeight + 1) return false;
  const b = box.getBoundingClientRect();
  return [...box.querySelectorAll('p, button')].every((el) => {
    const r = el.getBoundingClientRect();
    return !r.width || r.top >= Math.max(b.top, 0)  // a button not drawn (the fold) aside
      && r.bottom <= Math.min(b.bottom, window.innerHeight)
      && r.left >= 0 && r.right <= window.innerWidth; }); }"""
#: on a wide window the instruction box stands beside its target: apart from it, at most
#: 24 px away from it or from the block of the decision's choices around it (where beside
#: the target it would hide one of them)
#: on a wide window the instruction box stands beside its target, apart from it: how far
#: (px) from it or from the block of the decision's choices around it, whichever is nearer
#: (the box goes a little further where every place beside them hides a choice); None
#: where it lies over the target
BESIDE = """() => {
  const target = document.querySelector('[data-tutorial-target]');
  const t = target.getBoundingClientRect();
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const gap = (r) => Math.max(b.left - r.right, r.left - b.right, b.top - r.bottom,
                              r.top - b.bottom, 0);
  let block = target.parentElement;
  while (block && (block.querySelectorAll('[data-action]').length < 2
                   || !block.getBoundingClientRect().height)) block = block.parentElement;
  const apart = t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left || t.left >= b.right;
  if (!apart) return null;
  return Math.min(gap(t), block ? gap(block.getBoundingClientRect()) : Infinity); }"""
#: how far the box stands from its target itself, in px (None where it lies over it); 0 for
#: a box made narrower beside the board (where every near place hides the learner's panel
#: or a named element: `HIDDEN_BEYOND_NEED` checks that its place hides none of them)
FROM_TARGET = """() => {
  const t = document.querySelector('[data-tutorial-target]').getBoundingClientRect();
  const box = document.querySelector('[data-tutorial-step]');
  const b = box.getBoundingClientRect();
  const apart = t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left || t.left >= b.right;
  if (apart && box.classList.contains('narrower')) return 0;
  return apart ? Math.max(b.left - t.right, t.left - b.right, b.top - t.bottom,
                          t.top - b.bottom, 0) : null; }"""
#: the furthest the box may ever stand from its target itself, in px, where every place
#: nearer hides other moves (assets/tutorial.js NEAREST): beside the block of the choices
#: only, it stood 685 px from the rail track's Start at Homesteaders' pass step at 1366x768
FROM_TARGET_AT_MOST = 250
#: how far from its target (or the block of choices around it) the box may stand, in px:
#: beside it where that hides no choice, else the nearest place that hides none (138 px
#: away at Homesteaders' step 16 in Spanish at 1280x800; 169 at Montana's step 4 in French
#: and Spanish after the walk's resizing, the whole map in view: every place beside D6 hides
#: D4 or the wheel, both choices)
NEAR = 180
#: what the instruction box lies over: its target ("TARGET") and the choices of the step's
#: decision (a step often speaks of them): on a laptop's window the board's moves (the walk
#: checks those by `HIDDEN_BEYOND_NEED`); on a phone's, where the box is a sheet along the
#: bottom, those of the block around the target (its row of cards or buttons, its map),
#: when that block fits above the box; a folded list's buttons are not shown
#: On a phone, the moves and board elements the step names ("NAMED ...": those the page
#: marks, and the keys `shows` of the step, passed in, whether the page marks them or not)
#: and the learner's own panel ("OWN") are asked for too, each where it fits above the sheet
#: with the target and what was kept before it (each named one, the nearest first, then the
#: block, then the panel), as tutorial.js scrolls them
HIDDEN = """(keys) => {""" + NAMED_OF + CONTROLS + """
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const target = document.querySelector('[data-tutorial-target]');
  const under = (el) => { const r = el.getBoundingClientRect();
    return r.width && r.height && r.left < b.right && r.right > b.left && r.top < b.bottom
      && r.bottom > b.top; };
  const shown = (sel) => [...document.querySelectorAll(sel)].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width && r.height && !el.closest('details:not([open])'); });
  let asked = document.querySelectorAll('.board [data-action]');
  if (innerWidth < 640) {
    let block = target.parentElement;
    while (block && (block.querySelectorAll('[data-action]').length < 2
                     || !block.getBoundingClientRect().height)) block = block.parentElement;
    const k = block && block.getBoundingClientRect();
    // below the turn's banner, which stays at the window's top in one column
    const turn = document.querySelector('.game-grid > .turn');
    const banner = turn && getComputedStyle(turn).position === 'sticky'
      ? turn.getBoundingClientRect().height : 0;
    const fits = (r) => r.height <= b.top - 14 - banner && r.width <= innerWidth + 1;
    if (target.getBoundingClientRect().top < banner) return ['TARGET under the turn banner'];
    const union = (r, el) => { const e = el.getBoundingClientRect();
      return { top: Math.min(r.top, e.top), bottom: Math.max(r.bottom, e.bottom),
               left: Math.min(r.left, e.left), right: Math.max(r.right, e.right),
               get height() { return this.bottom - this.top; },
               get width() { return this.right - this.left; } }; };
    asked = [];
    let u = target.getBoundingClientRect();
    const far = (el) => { const r = el.getBoundingClientRect();
      return Math.max(r.top - u.bottom, u.top - r.bottom, 0); };
    const named = shown(NAMED_OF(keys)).sort((p, q) => far(p) - far(q)).map((el) => [el]);
    for (const els of [...named, block ? [block] : [], shown('[data-tutorial-own]')]) {
      const v = els.reduce(union, u);
      if (!els.length || !fits(v)) continue;
      u = v;
      asked.push(...(els[0] === block ? block.querySelectorAll('[data-action]') : els));
    }
  }
  return [target, ...asked].filter((el) => !el.closest('details:not([open])') && under(el))
    .map((el) => el === target ? 'TARGET' : el.hasAttribute('data-tutorial-own') ? 'OWN'
         : el.matches(NAMED_OF(keys)) ? 'NAMED ' + (el.dataset.action || el.dataset.k)
         : el.dataset.action)
    .concat(CONTROLS().filter(under).map((el) => 'CONTROL ' + (el.dataset.cmd
                                                               || el.className))); }"""
#: on a wide window, what the step names ("NAMED ... out of view") that lies wholly or partly
#: outside the window where the window could show it with the target (and the target's
#: block, where that is seen whole), each taken in turn, the nearest first, as tutorial.js
#: scrolls them (the auction tile the Farm step speaks of lay above the window at 1920x1080);
#: not where the target scrolls in a board of its own
OUT_OF_VIEW = """(keys) => {""" + NAMED_OF + """
  const target = document.querySelector('[data-tutorial-target]');
  for (let p = target.parentElement; p && p !== document.body; p = p.parentElement) {
    if (p.scrollHeight > p.clientHeight && getComputedStyle(p).overflowY !== 'visible') {
      return []; } }
  let block = target.parentElement;
  while (block && (block.querySelectorAll('[data-action]').length < 2
                   || !block.getBoundingClientRect().height)) block = block.parentElement;
  const t = target.getBoundingClientRect(), k = block && block.getBoundingClientRect();
  let u = { top: t.top, bottom: t.bottom };
  if (k && k.top >= 0 && k.bottom <= innerHeight) {
    u = { top: Math.min(t.top, k.top), bottom: Math.max(t.bottom, k.bottom) }; }
  const far = (r) => Math.max(r.top - u.bottom, u.top - r.bottom, 0);
  const named = [...document.querySelectorAll(NAMED_OF(keys))]
    .filter((el) => !el.closest('details:not([open])'))
    .map((el) => [el, el.getBoundingClientRect()]).filter(([, r]) => r.width && r.height)
    .sort(([, p], [, q]) => far(p) - far(q));
  const out = [];
  for (const [el, r] of named) {
    const v = { top: Math.min(u.top, r.top), bottom: Math.max(u.bottom, r.bottom) };
    if (v.bottom - v.top > innerHeight - 16) continue;
    u = v;
    if (r.top < 0 || r.bottom > innerHeight) {
      out.push(`NAMED ${el.dataset.action || el.dataset.k} out of view`); } }
  return out; }"""
#: on a wide window, what the box lies over beyond what the decided rule allows: its
#: target ("TARGET") never; a move the step's text names ("NAMED ...") only where every
#: place in the window hides one (the box may then stand further than the near places, which
#: all hide one); the learner's own panel ("OWN") only where every near place hides it or a
#: named move; other board moves only as many as the best place for the box
#: within `FROM_TARGET_AT_MOST` px of its target hides (a grid of places every 24 px from
#: the window's 8 px margin, the box whole in the window and off the target, as
#: assets/tutorial.js tries them), so that it never hides a move a near place would leave
#: in view; empty where the rule holds. It asks the same question as tutorial.js, not what
#: the page's scroll happens to leave clear (Gold West's loot step in French at 1280x800
#: passed "hides nothing" at one scroll and not at another)
HIDDEN_BEYOND_NEED = f"""(keys) => {{ {NAMED_OF} {CONTROLS}
  const box = document.querySelector('[data-tutorial-step]');
  const b = box.getBoundingClientRect();
  const target = document.querySelector('[data-tutorial-target]');
  const t = target.getBoundingClientRect();
  const shown = (sel, name) => [...document.querySelectorAll(sel)]
    .filter((el) => !el.closest('details:not([open])'))
    .map((el) => [name + (el.dataset.action || (name && el.dataset.k) || ''),
                  el.getBoundingClientRect()])
    .filter(([, r]) => r.width && r.height);
  const named = shown(NAMED_OF(keys), 'NAMED ');
  const own = shown('[data-tutorial-own]', 'OWN');
  const moves = shown('.board [data-action]:not([data-tutorial-target])'
                      + ':not([data-tutorial-named])', '');
  const over = (r, x, y) => r.left < x + b.width && r.right > x && r.top < y + b.height
    && r.bottom > y;
  const hides = (list, x, y) => list.filter(([, r]) => over(r, x, y));
  const cost = (x, y) => 1e9 * hides(named, x, y).length + 1e6 * hides(own, x, y).length
    + hides(moves, x, y).length;
  if (over(t, b.left, b.top)) return ['TARGET'];
  const ctrls = CONTROLS().filter((el) => over(el.getBoundingClientRect(), b.left, b.top));
  const keep = CONTROLS().map((el) => el.getBoundingClientRect());
  if (ctrls.length) return ctrls.map((el) => 'CONTROL ' + (el.dataset.cmd || el.className));
  const away = ({OUT_OF_VIEW})(keys);
  if (away.length) return away;
  const gap = (x, y) => Math.max(x - t.right, t.left - x - b.width, y - t.bottom,
                                 t.top - y - b.height, 0);
  let best = Infinity, clearFar = false;
  for (let x = 8; x + b.width <= innerWidth - 8; x += 24) {{
    for (let y = 8; y + b.height <= innerHeight - 8; y += 24) {{
      if (over(t, x, y) || keep.some((r) => over(r, x, y))) continue;
      if (gap(x, y) <= {FROM_TARGET_AT_MOST}) best = Math.min(best, cost(x, y));
      else if (!hides(named, x, y).length) clearFar = true; }} }}
  const hidden = [...hides(named, b.left, b.top), ...hides(own, b.left, b.top),
                  ...hides(moves, b.left, b.top)].map(([key]) => key);
  if (best >= 1e9 && clearFar) {{  // every near place hides a named move: one further
    return hides(named, b.left, b.top).length
      ? [...hidden, 'a place further hides no named move'] : []; }}
  if (gap(b.left, b.top) > {FROM_TARGET_AT_MOST}) {{
    // further only where every near place hides the own panel or a named element, and the
    // box there hides none of them nor a board move (narrower, beside the board)
    return best >= 1e6 && !hidden.length ? [] : [...hidden, 'too far']; }}
  return cost(b.left, b.top) > best
    ? [...hidden, `a place within {FROM_TARGET_AT_MOST} px hides less: ${{best}}`] : []; }}"""
#: what the step speaks of (the keys `shows`) that can never be in view with its target: the
#: two together taller than the window, or than the board's own panning box (below its zoom
#: bar) where the target pans in one (Montana's wheat step spoke of the wheel's arrow, 1,005
#: px above the cow trade it asks for in a box 912 px tall at 1920x1080); checked at 1280x800
#: too (Homesteaders' auction step spoke of the Stables, 1,321 px below auction 1's row, in
#: a board panning in 650 px)
NEVER_TOGETHER = """(keys) => {
  const target = document.querySelector('[data-tutorial-target]');
  const t = target.getBoundingClientRect();
  let room = innerHeight - 16;
  for (let p = target.parentElement; p && p !== document.body; p = p.parentElement) {
    if (p.scrollHeight > p.clientHeight && getComputedStyle(p).overflowY !== 'visible') {
      room = Math.min(room, p.clientHeight - 48); } }
  return keys.filter((k) => [...document.querySelectorAll(`[data-k="${k}"]`)].some((el) => {
    const r = el.getBoundingClientRect();
    return r.height && Math.max(r.bottom, t.bottom) - Math.min(r.top, t.top) > room; }))
    .map((k) => `NAMED ${k} never in view with the target`); }"""
#: the window's own scroll restored, the target brought into view and the box placed, as a
#: new step does (render.js, tutorial.js); a wide window scrolls no further (only a phone's
#: sheet scrolls the target above it)
AS_AFTER_A_MOVE = """(at) => { scrollTo(0, at);
  window.westboundTutorial.show(document.querySelector('[data-tutorial-target]'));
  window.westboundTutorial.place(false); }"""
#: on a wide window (where the box scrolls nothing), the box placed as after a move and what
#: it then lies over beyond the rule (`HIDDEN_BEYOND_NEED`), in one call
PLACED_HIDES = f"""([at, keys]) => {{ ({AS_AFTER_A_MOVE})(at);
  return ({HIDDEN_BEYOND_NEED})(keys); }}"""
#: on a wide window, the block of the decision's choices around the target (the map, the
#: auction) wholly seen where it fits in the window and in the board's own scrolling box
#: (below its zoom bar, 48 px): its top and bottom rows under nothing but maybe the box
#: (a row's gap between cells shows the table holding it)
BLOCK_SEEN = """() => {
  const target = document.querySelector('[data-tutorial-target]');
  let block = target.parentElement;
  while (block && (block.querySelectorAll('[data-action]').length < 2
                   || !block.getBoundingClientRect().height)) block = block.parentElement;
  if (!block) return true;
  const k = block.getBoundingClientRect();
  let room = innerHeight - 16;
  for (let el = block.parentElement; el && el !== document.body; el = el.parentElement) {
    if (el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== 'visible') {
      room = Math.min(room, el.clientHeight - 48); } }
  if (k.height > room) return true;
  const box = document.querySelector('[data-tutorial-step]');
  const seen = (y) => { const el = document.elementsFromPoint(k.left + k.width / 2, y)
    .find((e) => !box.contains(e));
    return !!el && (block.contains(el) || el.contains(block)); };
  return seen(k.top + 2) && seen(k.bottom - 2); }"""
#: the target is not under the instruction box
CLEAR = """() => {
  const t = document.querySelector('[data-tutorial-target]').getBoundingClientRect();
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  return t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left || t.left >= b.right; }"""


@pytest.fixture(scope="module")
def page(app_page: Page) -> Page:
    return app_page


def set_language(page: Page, lang: str) -> None:
    page.select_option('[data-cmd="lang"]', lang)
    page.wait_for_selector(f'html[lang="{lang}"]')


def start(page: Page, game_id: str) -> None:
    page.click(f'[data-cmd="tutorial"][data-arg="{game_id}"]')
    page.wait_for_selector('[data-tutorial-step="1"]')


def press_target(page: Page, n: int) -> None:
    """Press step `n`'s target (1-based) and wait until the next step (or the end) shows."""
    page.wait_for_selector(f'[data-tutorial-step="{n}"]')
    page.click("[data-tutorial-target]")
    page.wait_for_selector(f'[data-tutorial-step]:not([data-tutorial-step="{n}"])')


def walk_to(page: Page, game_id: str, kind: str) -> int:
    """Starts `game_id`'s tutorial and presses the targets up to its first step of `kind`,
    which it waits for; returns that step's number."""
    start(page, game_id)
    page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
    at = next(n for n, step in enumerate(TUTORIALS[game_id].steps, 1) if step.kind == kind)
    for n in range(1, at):
        press_target(page, n)
    page.wait_for_selector(f'[data-tutorial-step="{at}"]')
    return at


def in_view_together(page: Page, n: int | str) -> None:
    """Step `n`'s instruction, its buttons and its target wholly in the window, neither
    over the other, and nothing of the box under an inner fold."""
    target = page.locator("[data-tutorial-target]")
    page.wait_for_function(f"() => ({IN_VIEW})(document.querySelector("
                           "'[data-tutorial-target]'))")
    assert target.evaluate(IN_VIEW), n
    assert page.locator("[data-tutorial-step]").evaluate(IN_VIEW), n
    assert page.evaluate(BOX_WHOLE), n
    assert page.evaluate(CLEAR), n


def clear_at_every_size(page: Page, n: int, size: dict, more: tuple[dict, ...] = (),
                        shows: tuple[str, ...] = ()) -> None:
    """At step `n`, on a laptop's window and on a phone's (and the windows `more`), the
    instruction box hides neither its target nor, on a phone, any of the choices of the
    target's block, nor, on a wider window, more board choices than the best place near the
    target would, nor a board element the step speaks of (the keys `shows`) where a place
    would leave it in view (`HIDDEN_BEYOND_NEED`): first at the
    walk's own `size`, as the walk left it, then at each other, resized (the same page),
    from the top of the page with the target scrolled into view and the box placed as
    after a move (`place`); the window is then left at `size`, as the walk had scrolled it."""
    at_rest(page)
    still(page)
    at = page.evaluate("() => scrollY")
    other = PHONE if size is LAPTOP else LAPTOP
    for now, scroll in ((size, None), (other, 0), *((m, 0) for m in more), (size, at)):
        if now is not size or scroll is not None:
            page.set_viewport_size(now)
            still(page)
            if now in more:  # a wide window: placed, and what it hides read, at once
                hidden = page.evaluate(PLACED_HIDES, [scroll, list(shows)])
                if now is LARGE:
                    hidden += page.evaluate(NEVER_TOGETHER, list(shows))
                assert not hidden, (n, f"{now['width']}x{now['height']}", hidden)
                apart = page.evaluate(FROM_TARGET)
                assert apart is not None and apart <= FROM_TARGET_AT_MOST, (
                    n, f"{now['width']}x{now['height']}", apart)
                continue
            page.evaluate(AS_AFTER_A_MOVE, scroll)
            still(page)
        if now is size and scroll is not None:
            return
        hidden = page.evaluate(HIDDEN if now is PHONE else HIDDEN_BEYOND_NEED, list(shows))
        if now is LAPTOP:  # a laptop's window too (Homesteaders' auction step: the Stables)
            hidden += page.evaluate(NEVER_TOGETHER, list(shows))
        assert not hidden, (n, f"{now['width']}x{now['height']}", hidden)


def beside_its_target(page: Page, n: int) -> None:
    """Step `n`'s box stands beside its target (placed on the frame after a render), and the
    block of the step's choices is in view where it fits."""
    try:
        page.wait_for_function(f"() => ({BESIDE})() <= {NEAR}", timeout=5_000)
    except PlaywrightTimeout:
        raise AssertionError((n, page.evaluate(BESIDE))) from None
    near_its_target(page, n)
    assert page.evaluate(BLOCK_SEEN), (n, "the block of the step's choices out of view")


def near_its_target(page: Page, n: int) -> None:
    """Step `n`'s box, placed, stands apart from its target and at most
    `FROM_TARGET_AT_MOST` px from it (not merely beside the block of the choices)."""
    try:
        page.wait_for_function(f"() => {{ const d = ({FROM_TARGET})();"
                               f" return d !== null && d <= {FROM_TARGET_AT_MOST}; }}",
                               timeout=5_000)
    except PlaywrightTimeout:
        raise AssertionError((n, page.evaluate(FROM_TARGET))) from None


def finish(page: Page, game_id: str, first: int, shots: str | None = None,
           beside: bool = False, clear: tuple[tuple[dict, ...], ...] | None = None) -> None:
    """Press the targets from step `first` to the end; the end explains the score. With
    `shots` (a phone's window), each step's instruction and target are checked in view
    together first, and pictured; with `beside` (a laptop's), the instruction stands beside
    its target; with `clear` (groups of more windows, maybe none), the box hides neither
    the target, the moves the step names, the learner's own panel nor the board's choices
    beyond the rule on a laptop's window, a phone's, nor the windows of one group, the groups
    taken in turn from step to step (`clear_at_every_size`)."""
    for n in range(first, len(TUTORIALS[game_id].steps) + 1):
        page.wait_for_selector(f'[data-tutorial-step="{n}"]')
        # no tip left open by the press before (Gold West's BoomTown space, pressed, became
        # a refused choice whose tip stayed over the investments at the next step)
        expect(page.locator("#tip")).to_be_hidden()
        if clear is not None:
            clear_at_every_size(page, n, PHONE if shots else LAPTOP,
                                clear[n % len(clear)] if clear else (),
                                TUTORIALS[game_id].steps[n - 1].shows)
        if shots:
            at_rest(page)
            in_view_together(page, n)
            page.screenshot(path=str(SHOTS / f"{shots}-{n:02d}.png"))
        elif beside:
            beside_its_target(page, n)
        press_target(page, n)
    page.wait_for_selector("body[data-tutorial-done]")
    expect(page.locator(f'[data-tutorial-finished] [data-cmd="new"][data-arg="{game_id}"]')
           ).to_be_visible()
    expect(page.locator(".tutorial-lines li").first).to_be_visible()


#: every tutorial in every language: in English on a phone's window (instruction and target
#: in view together at every step), in French and Spanish on a laptop's
PLAYED = [(game_id, lang) for game_id in sorted(TUTORIALS) for lang in ("en", "fr", "es")]
PHONE, LAPTOP = {"width": 390, "height": 844}, {"width": 1280, "height": 800}
#: the other common windows the box is checked at, in English only (the walk on a phone's
#: window), in turn from step to step: a large screen's at every step (where the box stood
#: over the learner's own panel at Homesteaders' step 13 and Montana's step 5), a small
#: laptop's at every other step (every step at both, 98 checks, took 20 to 36 s;
#: bench/tutorial_review.py pictures every step at both)
LARGE = {"width": 1920, "height": 1080}
MORE_SIZES = ((LARGE,), ({"width": 1366, "height": 768}, LARGE))


#: the one run at the page's own pace, as a newcomer meets it (its opponents' moves move on
#: the board); the others at the instant pace, which draws the same steps without motion
AT_NORMAL_PACE = ("homesteaders", "en")


@pytest.mark.parametrize(("game_id", "lang"), PLAYED)
def test_a_tutorial_is_played_to_its_end_by_pressing_its_targets(page, game_id, lang):
    go_home(page)
    set_pace(page, "normal" if (game_id, lang) == AT_NORMAL_PACE else "instant")
    set_language(page, lang)
    size = PHONE if lang == "en" else LAPTOP
    page.set_viewport_size(size)
    where = f"{game_id}-{lang}-{size['width']}"
    try:
        start(page, game_id)
        tr = Translator(lang)
        expect(page.locator("[data-tutorial-step] .tutorial-intro")).to_have_text(
            tr(TUTORIALS[game_id].intro))
        at_rest(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{where}-intro.png"))
        page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
        expect(page.locator("[data-tutorial-step] .tutorial-text")).to_have_text(
            tr(TUTORIALS[game_id].steps[0].text))
        finish(page, game_id, 1, shots=where if size is PHONE else None,
               beside=size is LAPTOP, clear=MORE_SIZES if lang == "en" else ())
        at_rest(page)
        page.screenshot(path=str(SHOTS / f"{where}-end.png"))
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
    go_home(page)
    expect(page.locator("body[data-tutorial-done]")).to_have_count(0)
    set_language(page, "en")


#: two phones' windows: a common one and a small one
PHONES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}]


@pytest.mark.parametrize("size", PHONES, ids=lambda size: f"{size['width']}x{size['height']}")
@pytest.mark.parametrize("game_id", sorted(TUTORIALS))
def test_the_first_box_is_read_whole_beside_its_target_on_a_phone(page, game_id, size):
    """The first box (the game's introduction, then the first instruction) shows its text,
    its buttons and its target together, in the longest language too (French): it used to
    scroll inside itself, its Leave button under the fold."""
    go_home(page)
    set_language(page, "fr")
    page.set_viewport_size(size)
    try:
        start(page, game_id)
        expect(page.locator("[data-tutorial-step] .tutorial-intro")).to_be_visible()
        at_rest(page)
        in_view_together(page, "intro")
        page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
        expect(page.locator("[data-tutorial-step] .tutorial-intro")).to_have_count(0)
        expect(page.locator("[data-tutorial-target]")).to_be_focused()
        at_rest(page)
        in_view_together(page, 1)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        set_language(page, "en")


def test_a_move_the_step_does_not_teach_is_explained_and_not_played(page):
    go_home(page)
    start(page, "homesteaders")
    for n in (1, 2):
        press_target(page, n)
    page.wait_for_selector('[data-tutorial-step="3"]')
    page.click('.board [data-action="bid:1:3"]')
    why = page.locator("[data-tutorial-step] .tutorial-why")
    expect(why).to_contain_text("this step asks for")
    expect(page.locator('[data-tutorial-step="3"]')).to_be_visible()


def test_a_tutorial_left_at_a_step_resumes_there(page):
    go_home(page)
    start(page, "homesteaders")
    for n in (1, 2, 3):
        press_target(page, n)
    page.wait_for_selector('[data-tutorial-step="4"]')
    page.click('[data-tutorial-step] [data-cmd="home"]')
    page.wait_for_selector(".screen-home")
    page.reload()
    page.wait_for_selector(".screen-home [data-cmd='resume']")
    page.locator('.save [data-cmd="resume"]').first.click()
    page.wait_for_selector('[data-tutorial-step="4"]')
    press_target(page, 4)  # and it goes on from there
    page.wait_for_selector('[data-tutorial-step="5"]')


def test_the_box_leaves_the_alternative_its_step_names_in_view(page):
    """Homesteaders' wages step says to pay with silver, not gold: the box stands where it
    hides neither button (it used to cover the gold one)."""
    go_home(page)
    page.set_viewport_size(LAPTOP)
    try:
        start(page, "homesteaders")
        steps = TUTORIALS["homesteaders"].steps
        pay = next(n for n, step in enumerate(steps, 1) if step.kind == "pay")
        for n in range(1, pay):
            press_target(page, n)
        page.wait_for_selector(f'[data-tutorial-step="{pay}"]')
        page.wait_for_function(f"() => ({BESIDE})() <= {NEAR}", timeout=5_000)
        gold = page.locator('.board [data-action="pay:1"]')
        expect(gold).to_be_visible()
        assert page.evaluate("""() => {
          const t = document.querySelector('.board [data-action="pay:1"]').getBoundingClientRect();
          const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
          return t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left
            || t.left >= b.right; }""")
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})


def test_the_box_leaves_the_part_of_the_board_its_step_speaks_of_in_view(page):
    """Montana's town step names the column's cost and the row's reward: in French on a
    laptop the box lay over the town's other columns and its rewards (none of them a
    choice); it now stands where the whole town is seen."""
    go_home(page)
    set_language(page, "fr")
    page.set_viewport_size(LAPTOP)
    try:
        walk_to(page, "montana", "town")
        page.wait_for_function(f"() => ({BESIDE})() <= {NEAR}", timeout=5_000)
        assert page.evaluate("""() => {
          const t = document.querySelector('.mt-town').getBoundingClientRect();
          const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
          return t.bottom <= b.top || t.top >= b.bottom || t.right <= b.left
            || t.left >= b.right; }""")
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        set_language(page, "en")


#: how many of the hexes one may loot lie under the instruction box
LOOT_UNDER_BOX = """() => {
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  return [...document.querySelectorAll('.board [data-action^="loot:"]')].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
  }).length; }"""


#: the page scrolled to `at` by the reader, and the box placed again as a scroll does;
#: whether the target then lies wholly in the window
SCROLLED_AND_PLACED = f"""(at) => {{ scrollTo(0, at); window.westboundTutorial.place(true);
  return ({IN_VIEW})(document.querySelector('[data-tutorial-target]')); }}"""


def test_the_loot_step_box_hides_no_hex_a_near_place_would_leave_in_view(page):
    """Gold West's loot step in French at 1280x800: no place within `FROM_TARGET_AT_MOST`
    px of E2 may fit without hiding a lootable hex (the map's lower right, at some scrolls),
    and whether the walk's check passed depended on where the page was scrolled. At every
    scroll of the page, top to bottom, the box placed as after a move never lies over E2
    and hides no more moves than the best place near E2."""
    go_home(page)
    set_language(page, "fr")
    page.set_viewport_size(LAPTOP)
    try:
        walk_to(page, "goldwest", "loot")
        at_rest(page)
        bottom = max(page.evaluate("() => document.documentElement.scrollHeight"
                                   " - innerHeight"), 0)
        seen = 0
        for at in sorted({*range(0, bottom + 1, 60), bottom}):
            if not page.evaluate(SCROLLED_AND_PLACED, at):
                continue  # E2 out of the window: the box keeps its place at the bottom
            seen += 1
            hidden = page.evaluate(HIDDEN_BEYOND_NEED, [])
            assert not hidden, (at, hidden)
            apart = page.evaluate(FROM_TARGET)
            assert apart is not None and apart <= FROM_TARGET_AT_MOST, (at, apart)
        assert seen, "E2 was never wholly in the window"
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
        set_language(page, "en")


def test_on_a_phone_the_board_under_the_box_is_seen_by_lowering_it(page):
    """On a phone Gold West's loot step lies over some of the hexes one may loot (the map is
    taller than the room above the sheet): "See the board" lowers the box to its heading,
    which then hides fewer of them, and "Show the step" raises it again, the step still
    waiting for its move."""
    go_home(page)
    page.set_viewport_size(PHONE)
    try:
        loot = walk_to(page, "goldwest", "loot")
        at_rest(page)
        text = page.locator("[data-tutorial-step] .tutorial-text")
        fold = page.locator('[data-tutorial-step] [data-cmd="tutorial_fold"]')
        expect(fold).to_be_visible()
        assert page.locator("[data-tutorial-step]").evaluate(IN_VIEW)
        under = page.evaluate(LOOT_UNDER_BOX)
        assert under, "the map fits above the sheet: nothing to lower it for"
        fold.click()
        expect(text).to_have_count(0)
        at_rest(page)
        assert page.evaluate(LOOT_UNDER_BOX) < under
        page.click('[data-tutorial-step] [data-cmd="tutorial_fold"]')
        expect(text).to_be_visible()
        expect(page.locator(f'[data-tutorial-step="{loot}"]')).to_be_visible()
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)


#: the elements with a tip near the instruction box (within 160 px of it, not in it), their
#: centre not under the box or anything else: where a pointer may rest beside the box
TIPPED_NEAR_BOX = """() => {
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const near = (r) => r.right > b.left - 160 && r.left < b.right + 160
    && r.bottom > b.top - 160 && r.top < b.bottom + 160;
  return [...document.querySelectorAll('[data-tip], [data-why]')].map((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const seen = r.width && r.height && y > 0 && y < innerHeight && x > 0 && x < innerWidth
      && near(r) && !el.closest('[data-tutorial-step]')
      && document.elementFromPoint(x, y)?.closest('[data-tip], [data-why]') === el;
    return seen ? [x, y] : null; }).filter(Boolean); }"""
#: the instruction's lines and buttons that something else lies over (the tip counted,
#: though it lets the pointer through): each of their corners and centre must show the box
BOX_COVERED = """() => {
  const box = document.querySelector('[data-tutorial-step]');
  const tip = document.getElementById('tip');
  tip.style.pointerEvents = 'auto';
  try {
    return [...box.querySelectorAll('p, button')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width && r.height
        && [[r.left + 2, r.top + 2], [r.right - 2, r.top + 2], [r.left + 2, r.bottom - 2],
            [r.right - 2, r.bottom - 2], [r.left + r.width / 2, r.top + r.height / 2]]
        .some(([x, y]) => y > 0 && y < innerHeight
              && !box.contains(document.elementFromPoint(x, y)));
    }).map((el) => el.textContent.slice(0, 40));
  } finally { tip.style.pointerEvents = ''; } }"""


def test_a_tip_never_hides_the_step_instruction(page):
    """Homesteaders' step after the bid: the tip of the bid just pressed, under the pointer,
    lay over the next instruction (tips stood above the box). Pointing at each element with
    a tip around the box, the tip shown never hides a line or a button of the box."""
    go_home(page)
    page.set_viewport_size(LAPTOP)
    try:
        at = walk_to(page, "homesteaders", "bid")
        page.hover("[data-tutorial-target]")
        page.click("[data-tutorial-target]")
        page.wait_for_selector(f'[data-tutorial-step="{at + 1}"]')
        at_rest(page)
        spots = page.evaluate(TIPPED_NEAR_BOX)
        assert len(spots) > 3, spots
        shown = 0
        for x, y in spots:
            page.mouse.move(x, y)
            shown += page.locator("#tip").is_visible()
            assert not page.evaluate(BOX_COVERED), ((x, y), page.locator("#tip").inner_text())
        assert shown, "no tip was shown"
    finally:
        page.mouse.move(0, 0)
        page.set_viewport_size({"width": 1280, "height": 720})


def test_the_box_stands_near_the_rail_track_start_it_asks_to_press(page):
    """Homesteaders' pass step at 1366x768: every place touching the rail track's Start hides
    bids or the track, and the box stood beside the auction block, 685 px from Start. It
    now stands within `FROM_TARGET_AT_MOST` px of Start, never over it."""
    go_home(page)
    page.set_viewport_size({"width": 1366, "height": 768})
    try:
        walk_to(page, "homesteaders", "pass")
        at_rest(page)
        near_its_target(page, "pass")
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)


#: the hexes' names drawn on the map: how many are drawn (shown, not transparent), the
#: smallest in px as drawn, which lie over the step's target's centre (so a tap there
#: would not reach it), and whether the name of the target's own hex (`name`) is drawn in
#: the window, clear of the instruction box
HEX_NAMES = """(name) => {
  const box = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  const target = document.querySelector('[data-tutorial-target]');
  const t = target.getBoundingClientRect();
  const names = [...document.querySelectorAll('.hexmap text.hex-pos')]
    .filter((el) => el.getClientRects().length);
  const drawn = names.filter((el) => el.getBoundingClientRect().height
    && getComputedStyle(el).opacity === '1' && getComputedStyle(el).visibility !== 'hidden');
  const px = drawn.map((el) => el.getScreenCTM().a * parseFloat(getComputedStyle(el).fontSize));
  const atTarget = document.elementFromPoint(t.left + t.width / 2, t.top + t.height / 2);
  const own = drawn.find((el) => el.textContent === name);
  const r = own && own.getBoundingClientRect();
  return { names: names.length, drawn: drawn.length, smallest: Math.min(...px),
           scale: drawn.length && drawn[0].getScreenCTM().a,
           targetReached: !!atTarget && (atTarget === target || target.contains(atTarget)),
           ownSeen: !!r && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0
             && r.right <= innerWidth
             && (r.bottom <= box.top || r.top >= box.bottom || r.right <= box.left
                 || r.left >= box.right) }; }"""


@pytest.mark.parametrize(("game_id", "kind", "name"),
                         [("goldwest", "build", "E4"), ("montana", "start", "E5")])
def test_on_a_touch_screen_the_hexes_names_a_step_speaks_of_are_drawn(page, game_id, kind,
                                                                     name):
    """Gold West's camp step asks for "the copper hex E4", Montana's first step for "region
    E5": the map shows its hexes' names only while pointed at, which a touch screen never
    does. There (`(hover: none)`: Chromium's touch emulation) every name is drawn while the step is
    shown, at least 12 px tall as drawn on a phone, the target's own name in view beside the
    box, and none of them takes the target's tap."""
    go_home(page)
    page.set_viewport_size(PHONE)
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        assert page.evaluate("() => matchMedia('(hover: none)').matches")
        walk_to(page, game_id, kind)
        at_rest(page)
        seen = page.evaluate(HEX_NAMES, name)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / f"{game_id}-touch-names.png"))
        assert seen["names"] and seen["drawn"] == seen["names"], seen
        assert seen["smallest"] >= 12, seen
        assert seen["ownSeen"], seen
        assert seen["targetReached"], seen
    finally:
        cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": False})
        cdp.detach()
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)


#: what the box lies over among `selector`'s elements (their keys or classes)
UNDER_BOX = """(selector) => {
  const b = document.querySelector('[data-tutorial-step]').getBoundingClientRect();
  return [...document.querySelectorAll(selector)].filter((el) => {
    const r = el.getBoundingClientRect();
    return r.width && r.height && r.left < b.right && r.right > b.left && r.top < b.bottom
      && r.bottom > b.top; }).map((el) => el.dataset.k || el.className); }"""


def test_the_auction_step_box_hides_neither_its_row_nor_the_learners_panel_on_a_laptop(page):
    """Homesteaders' auction step at 1280x800: the learner's panel starts 233 px below
    auction 1's row, less than the box is tall, so every place near the target lay over the
    panel or the row. The box now stands narrower beside the board, over neither the
    target, the row and the tile the step shows, nor the panel."""
    go_home(page)
    page.set_viewport_size(LAPTOP)
    try:
        start(page, "homesteaders")
        page.click('[data-tutorial-step] [data-cmd="tutorial_begin"]')
        at = next(n for n, step in enumerate(TUTORIALS["homesteaders"].steps, 1)
                  if step.text == "tut.hs.auction")
        for n in range(1, at):
            press_target(page, n)
        page.wait_for_selector(f'[data-tutorial-step="{at}"]')
        at_rest(page)
        page.wait_for_function(f"() => ({CLEAR})()", timeout=5_000)
        still(page)
        assert page.evaluate(UNDER_BOX, '[data-tutorial-target], [data-k="hs-auction-1"],'
                             ' [data-k="hs-tile-5"], [data-tutorial-own]') == []
        assert page.locator("[data-tutorial-step]").evaluate(IN_VIEW)
        assert page.evaluate(BOX_WHOLE)
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)


def test_the_box_never_covers_the_pages_own_controls(page):
    """Gold West's step 3 at 1920x1080: the box stood over the home button at the top left.
    The page's controls (home, language, pace, presenting, the rules) stay uncovered."""
    go_home(page)
    page.set_viewport_size(LARGE)
    try:
        walk_to(page, "goldwest", "build")
        at_rest(page)
        still(page)
        selector = page.evaluate(f"() => {{ {CONTROLS} return CONTROLS().length; }}")
        assert selector, "no control found"
        assert page.evaluate(f"() => {{ {CONTROLS} const b = document.querySelector("
                             "'[data-tutorial-step]').getBoundingClientRect();"
                             " return CONTROLS().filter((el) => { const r ="
                             " el.getBoundingClientRect(); return r.width && r.left < b.right"
                             " && r.right > b.left && r.top < b.bottom && r.bottom > b.top; })"
                             ".map((el) => el.outerHTML.slice(0, 60)); }") == []
    finally:
        page.set_viewport_size({"width": 1280, "height": 720})
        go_home(page)
