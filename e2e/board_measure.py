"""Measures of a drawn board the size tests share, taken in the browser as a player sees it
(after the page's zoom): its smallest text, the hexes' widths, how much of the board the
map takes, and Montana's landscape against the rest of its board."""
from __future__ import annotations

#: the board's visible text: each element with text of its own (not hidden, not screen-reader
#: only, not in a closed section, not the letter in a seat's marker or an icon, which ICONS
#: measures, nor the hidden sheet of drawings a board repeats: each copy of one that carries a
#: letter is an icon too), its font size in px as drawn (CSS zoom included, SVG text scaled by
#: its drawing); the smallest few with their text
SMALLEST_TEXT = """() => {
  const HIDDEN = '.sr-only, [hidden], details:not([open]) > :not(summary), title, desc, style'
    + ', defs, .mark, svg.ic';  // a seat's marker or an icon: its letter is part of a picture
  const board = document.querySelector('.game-grid > .board-area > .board');
  const found = [];
  const walker = document.createTreeWalker(board, NodeFilter.SHOW_TEXT);
  const seen = new Set();
  for (let t = walker.nextNode(); t; t = walker.nextNode()) {
    if (!t.data.trim()) continue;
    const el = t.parentElement;
    if (seen.has(el) || el.closest(HIDDEN)) continue;
    seen.add(el);
    const range = document.createRange(); range.selectNodeContents(t);
    const r = range.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || parseFloat(style.opacity) === 0) continue;
    let px;
    const svg = el.closest('svg');
    if (svg && el instanceof SVGElement) {
      const m = el.getScreenCTM();
      px = parseFloat(style.fontSize) * Math.hypot(m.a, m.b);  // the drawing's scale
    } else {
      px = parseFloat(style.fontSize) * (el.currentCSSZoom || 1);
    }
    const cls = el.className.baseVal ?? el.className;
    found.push([Math.round(px * 10) / 10, t.data.trim().slice(0, 30), cls]);
  }
  found.sort((a, b) => a[0] - b[0]);
  return found.slice(0, 8);
}"""

#: the width (px, as drawn) of each hex of the board's maps (the drawing on display)
HEX_WIDTHS = """() => [...document.querySelectorAll(
    '.game-grid > .board-area > .board .hexmap svg polygon.hex')]
  .map(e => e.getBoundingClientRect().width).filter(w => w > 0)"""

#: the board's box and its map's box (px, as drawn)
BOXES = """() => { const b = document.querySelector('.game-grid > .board-area > .board');
  const m = b.querySelector('.hexmap');
  const box = (e) => { const r = e.getBoundingClientRect();
    return {x: r.left, y: r.top, w: r.width, h: r.height}; };
  return {board: box(b), map: m ? box(m) : null, zoom: b.currentCSSZoom,
          view: {w: innerWidth, h: innerHeight}}; }"""

#: the board's seat markers and icons (px across, as drawn), with each copy (`<use>`, in a
#: map or on the wheel) of a drawing of the board's sheet that carries a letter (a worker, a
#: metal's coin): the smallest few with their class or drawing
ICONS = """() => {
  const board = document.querySelector('.game-grid > .board-area > .board');
  const lettered = [...board.querySelectorAll('use')].filter((u) => {
    const symbol = document.getElementById((u.getAttribute('href') || '').slice(1));
    return !u.closest('defs, .mark, svg.ic') && symbol && symbol.querySelector('text'); });
  return [...board.querySelectorAll(':is(.mark, svg.ic)'), ...lettered]
    .map((e) => { const r = e.getBoundingClientRect();
      return [Math.round(Math.max(r.width, r.height) * 10) / 10,
              e.getAttribute('class') || e.getAttribute('href')]; })
    .filter((m) => m[0] > 0).sort((a, b) => a[0] - b[0]).slice(0, 3); }"""

#: Montana's landscape and the rest of its board (the recruitment wheel, the worker board with
#: the town; the general supply and the players' own boards are not the game's board), in px²
#: as drawn
MT_PARTS = """() => { const b = document.querySelector('.game-grid > .board-area > .board.mt');
  const area = (sel) => [...b.querySelectorAll(sel)].reduce((sum, e) => {
    const r = e.getBoundingClientRect(); return sum + r.width * r.height; }, 0);
  return {landscape: Math.round(area('.mt-map-wrap .hexmap')),
          rest: Math.round(area('.wheel-disc, .mt-board'))}; }"""
