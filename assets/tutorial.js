// Westbound: a tutorial's instruction box stands next to the element its step is about
// (ui/tutorial.py marks it). On a wide window the box is placed beside the target: to its
// right, below, above or to its left (aligned on it, then slid along that side), then the
// same beside the group of the decision's choices around it, then anywhere in the window
// (the nearest first), wherever it fits whole in the window without covering the target
// and no further than NEAREST px from it, and of those where it hides the fewest other
// moves: a move or board element the step's text names (H.TUTORIAL_NAMED: ui/tutorials'
// `names` and `shows`) weighing most, then the learner's
// own panel (H.TUTORIAL_OWN), then a choice on the board, which weighs more
// than the part of the board the target lies in (or standing far from it), and that more
// than any number of other buttons (the first in that order on a tie); where every near
// place hides a named move, the nearest place further away that hides none; where every place
// hides a board choice or that part, the same again with the box wider (so less tall); where
// every near place still hides the learner's panel or a named element, the box narrower at
// the nearest place, however far, that hides none of them nor a board choice (beside the
// board: at 1280x800 Homesteaders' auction step had the panel 233 px below auction 1's row,
// the box over 400 px tall); never over the page's own controls (CONTROLS); where
// none fits (and on a phone) it keeps its place at the bottom of the window (tutorial.css),
// the target scrolled into view above it (on a phone by `above`, as the box there is as
// tall as its text, with the block of the decision's choices where that fits too).
// render.js calls `place` after every render; a scroll or a resize places it again.
(function () {
  "use strict";

  var H = window.westboundHooks;
  var GAP = 12, MARGIN = 8, WIDE = 640, SLIDES = 6, STEP = 24, BOARD_WEIGHT = 1000;
  // hiding the part of the board the target lies in weighs less than a choice, more than
  // any number of the move list's buttons; so does standing further than FAR px from the
  // target and its block, hiding it or not (a box kept off a map went out of sight)
  var PART_WEIGHT = 100, FAR = 120;
  // the box stands beside its target: never further from the target itself than this (px),
  // even where every nearer place hides other moves (it then hides the fewest); beside the
  // block of the decision's choices it stood 1,000 px from Homesteaders' rail track's Start
  // at 1366x768, the ring on it out of the reader's eye
  var NEAREST = 250;
  // a move the step's text names ("pay with silver, not gold") weighs more than the
  // learner's own panel (their goods and coins, which a step often speaks of: the Farm's
  // cost, D6's cow), and that more than any number of the board's other choices
  var NAMED_WEIGHT = 1e9, OWN_WEIGHT = 1e6;
  // what a scrolling board keeps at its top (its zoom bar; assets/tutorial.css pads it)
  var SCROLLER_TOP = 48;
  // the page's own controls, which the box never covers (at 1920x1080 Gold West's step 3
  // stood over the home button): home, language, pace, presenting, a menu, the rules link
  var CONTROLS = ["." + H.TOPBAR + " button", "." + H.TOPBAR + " select",
                  "." + H.RULES_LINK].concat(
    ["home", "lang", "pace", "present", "menu"].map(function (c) {
      return "[" + H.CMD + '="' + c + '"]';
    })).join(", ");

  function clear(box) {
    box.style.top = box.style.left = box.style.right = box.style.bottom = "";
    box.classList.remove(H.BESIDE, H.WIDER, H.NARROWER);
  }

  // `moved`: a scroll or a resize (the reader's own scrolling is left alone), not a render
  function place(moved) {
    var box = document.querySelector("[" + H.TUTORIAL_STEP + "]:not([" + H.TUTORIAL_FINISHED + "])");
    if (!box) return;
    clear(box);
    var target = document.querySelector("[" + H.TUTORIAL_TARGET + "]");
    if (target && window.innerWidth < WIDE) { above(box, target, !moved); return; }
    if (!target) return;
    var t = target.getBoundingClientRect(), w = window.innerWidth, h = window.innerHeight;
    if (t.bottom < 0 || t.top > h || !t.width) return;  // out of view: the bottom it is
    box.classList.add(H.BESIDE);  // its own width first, then measured
    var b = box.getBoundingClientRect(), choices = others(target), block = group(target);
    var area = part(target, w, h), named = rects(H.TUTORIAL_NAMED), own = rects(H.TUTORIAL_OWN);
    var keep = [t].concat(controls(box));  // never under the box
    function within(x, y) {
      return x >= MARGIN && y >= MARGIN && x + b.width <= w - MARGIN && y + b.height <= h - MARGIN;
    }
    var k = block && block.getBoundingClientRect();
    function gap(r, x, y) {
      return Math.max(x - r.right, r.left - x - b.width, y - r.bottom, r.top - y - b.height, 0);
    }
    function apart(x, y) { return Math.min(gap(t, x, y), k ? gap(k, x, y) : Infinity); }
    function clamp(v, low, high) { return Math.max(low, Math.min(v, high)); }
    function around(r) {  // right, below, above, left of `r`
      var topAligned = clamp(r.top, MARGIN, h - b.height - MARGIN);
      var leftAligned = clamp(r.left, MARGIN, w - b.width - MARGIN);
      return [[r.right + GAP, topAligned], [leftAligned, r.bottom + GAP],
              [leftAligned, r.top - GAP - b.height], [r.left - GAP - b.width, topAligned]];
    }
    // slid along each side of `r`, still touching it: SLIDES places from one end to the other
    function along(r) {
      var out = [];
      for (var k = 0; k <= SLIDES; k++) {
        var y = clamp(r.top - b.height + (r.height + b.height) * k / SLIDES, MARGIN,
                      h - b.height - MARGIN);
        var x = clamp(r.left - b.width + (r.width + b.width) * k / SLIDES, MARGIN,
                      w - b.width - MARGIN);
        out.push([r.right + GAP, y], [x, r.bottom + GAP], [x, r.top - GAP - b.height],
                 [r.left - GAP - b.width, y]);
      }
      return out;
    }
    // beside the target, aligned on it, then slid along its sides; failing that, beside the
    // group of the decision's choices, then anywhere in the window, the nearest first:
    // the best place for the box as it now measures, and how much it hides there
    function search() {
      var spots = around(t).concat(along(t)), best = null, fewest = Infinity, nearest = null;
      var clearFar = null;  // the nearest place beyond NEAREST hiding no named move
      var calm = null;  // the nearest place hiding no named move, own panel nor board choice
      if (block) spots = spots.concat(around(block.getBoundingClientRect()),
                                      along(block.getBoundingClientRect()));
      spots = spots.concat(anywhere(t, b, w, h));
      for (var i = 0; i < spots.length; i++) {
        // whole pixels, as the box is placed (a rounded place may touch what the exact one
        // stood clear of)
        var x = Math.round(spots[i][0]), y = Math.round(spots[i][1]);
        if (!within(x, y)) continue;
        if (covered(keep, x, y, b.width, b.height)) continue;
        var hidesNamed = covered(named, x, y, b.width, b.height);
        if (!calm && !hidesNamed && !covered(own, x, y, b.width, b.height)
            && !covered(choices.board, x, y, b.width, b.height)) calm = [x, y];
        if (gap(t, x, y) > NEAREST) {  // too far: only where no place near fits at all
          if (!nearest || gap(t, x, y) < gap(t, nearest[0], nearest[1])) nearest = [x, y];
          if (!hidesNamed && (!clearFar || gap(t, x, y) < gap(t, clearFar[0], clearFar[1]))) {
            clearFar = [x, y];
          }
          continue;
        }
        // a choice on the board weighs more than a button of the move list
        var n = NAMED_WEIGHT * hidesNamed + OWN_WEIGHT * covered(own, x, y, b.width, b.height)
          + BOARD_WEIGHT * covered(choices.board, x, y, b.width, b.height)
          + covered(choices.rest, x, y, b.width, b.height)
          + (area ? PART_WEIGHT * (apart(x, y) > FAR ? 1 : covered([area], x, y, b.width,
                                                                   b.height)) : 0);
        if (n < fewest) { best = [x, y]; fewest = n; }
        if (!n) break;
      }
      if (fewest >= NAMED_WEIGHT && clearFar) {
        return { at: clearFar, hides: NAMED_WEIGHT - 1, calm: calm };
      }
      return best ? { at: best, hides: fewest, calm: calm }
        : { at: nearest, hides: Infinity, calm: calm };
    }
    var found = search();
    if (found.hides >= PART_WEIGHT) {  // wider, so less tall, it may fit where none did
      box.classList.add(H.WIDER);
      b = box.getBoundingClientRect();
      var wider = search();
      if (wider.hides < found.hides) found = wider;
      else { box.classList.remove(H.WIDER); b = box.getBoundingClientRect(); }
    }
    if (found.hides >= OWN_WEIGHT) {  // narrower, beside the board, where it hides neither
      var wasWider = box.classList.contains(H.WIDER);
      box.classList.remove(H.WIDER);
      box.classList.add(H.NARROWER);
      b = box.getBoundingClientRect();
      var narrower = search();
      if (narrower.calm) found = { at: narrower.calm, hides: 0 };
      else {
        box.classList.remove(H.NARROWER);
        if (wasWider) box.classList.add(H.WIDER);
      }
    }
    var best = found.at;
    if (!best) { clear(box); return; }
    box.style.left = best[0] + "px";
    box.style.top = best[1] + "px";
    box.style.right = box.style.bottom = "auto";
  }

  // At the bottom (a phone), the box is as tall as its text: the page keeps room for it
  // below its last row, and a target it covers is scrolled up above it, with what the step
  // names, the block of the decision's choices around it and the learner's own panel where
  // they fit above the box too.
  function above(box, target, scroll) {
    var b = box.getBoundingClientRect(), t = target.getBoundingClientRect();
    document.documentElement.style.setProperty("--tutorial-box", Math.ceil(b.height + GAP) + "px");
    var room = b.top - GAP / 2;  // the window's part above the box
    if (!scroll || !t.width) return;
    var block = group(target), banner = bannerHeight();
    t = kept(t, room - MARGIN - banner, [block ? [block.getBoundingClientRect()] : [],
                                         rects(H.TUTORIAL_OWN)]);
    if (t.top >= banner && t.bottom <= room) return;
    var by = t.bottom - (b.top - GAP);  // its bottom just above the box's top
    if (t.top - by < banner) by = t.top - banner - MARGIN;  // too tall: its top in view
    window.scrollBy(0, by);
  }

  // The height of the turn's banner that stays at the window's top in one column (style.css),
  // over what scrolls under it: the room above the sheet starts below it.
  function bannerHeight() {
    var turn = document.querySelector("." + H.GAME_GRID + " > ." + H.TURN);
    return turn && getComputedStyle(turn).position === "sticky"
      ? turn.getBoundingClientRect().height : 0;
  }

  // The target's rectangle `t` grown by what the step names (H.TUTORIAL_NAMED: moves and
  // board elements, each on its own, the nearest first: on a phone the Foundry the debt step
  // names fits above the sheet with the target, the auction tile it also names does not),
  // then the groups `after` (on a phone the block of the decision's choices, then the
  // learner's own panel), each where the whole still fits in `height` px and the window's
  // width: what to scroll into view.
  function kept(t, height, after) {
    var named = rects(H.TUTORIAL_NAMED).sort(function (p, q) { return far(p) - far(q); });
    function far(r) { return Math.max(r.top - t.bottom, t.top - r.bottom, 0); }
    var more = named.map(function (r) { return [r]; }).concat(after);
    for (var i = 0; i < more.length; i++) {
      var u = more[i].reduce(union, t);
      if (more[i].length && u.height <= height && u.width <= window.innerWidth + 1) t = u;
    }
    return t;
  }

  // The other moves in view: the box would rather hide none of them, since a step often
  // speaks of them ("pay with silver, not gold"; "trade a cow for wheat"), and never one of
  // the board's (the decision's choices).
  function others(target) {
    var out = { board: [], rest: [] }, all = document.querySelectorAll("[" + H.ACTION + "]");
    for (var i = 0; i < all.length; i++) {
      if (all[i] === target || all[i].hasAttribute(H.TUTORIAL_NAMED)  // weighed on their own
          || all[i].closest("details:not([open])")) continue;  // folded
      var r = all[i].getBoundingClientRect();
      if (r.width && r.height) (all[i].closest("." + H.BOARD) ? out.board : out.rest).push(r);
    }
    return out;
  }

  // The shown elements carrying the hook `hook` (the moves a step names, the own panel;
  // a folded list's buttons are not shown)
  function rects(hook) {
    var out = [], all = document.querySelectorAll("[" + hook + "]");
    for (var i = 0; i < all.length; i++) {
      if (all[i].closest("details:not([open])")) continue;
      var r = all[i].getBoundingClientRect();
      if (r.width && r.height) out.push(r);
    }
    return out;
  }

  // the page's own controls in view (not the box's own buttons: its Leave goes home)
  function controls(box) {
    var out = [], all = document.querySelectorAll(CONTROLS);
    for (var i = 0; i < all.length; i++) {
      if (box.contains(all[i])) continue;
      var r = all[i].getBoundingClientRect();
      if (r.width && r.height) out.push(r);
    }
    return out;
  }

  // the smallest rectangle holding both `a` and `b`
  function union(a, b) {
    var top = Math.min(a.top, b.top), left = Math.min(a.left, b.left);
    var bottom = Math.max(a.bottom, b.bottom), right = Math.max(a.right, b.right);
    return { top: top, left: left, bottom: bottom, right: right, width: right - left,
             height: bottom - top };
  }

  // The part of the board the target lies in (a section of it: Montana's town, whose row
  // rewards and column costs the step names; the auction; the market), where it takes at
  // most a third of the window: the box would rather leave it whole in view.
  function part(target, w, h) {
    var s = target.closest("section");
    if (!s || s.classList.contains(H.BOARD) || !s.closest("." + H.BOARD)) return null;
    var r = s.getBoundingClientRect();
    return r.width * r.height <= w * h / 3 ? r : null;
  }

  // Every place in the window on a grid, the nearest to the target first: where no place
  // beside it is free, one a little further that hides nothing.
  function anywhere(t, b, w, h) {
    var out = [];
    for (var x = MARGIN; x + b.width <= w - MARGIN; x += STEP) {
      for (var y = MARGIN; y + b.height <= h - MARGIN; y += STEP) out.push([x, y]);
    }
    function far(p) {
      var dx = Math.max(t.left - p[0] - b.width, p[0] - t.right, 0);
      var dy = Math.max(t.top - p[1] - b.height, p[1] - t.bottom, 0);
      return dx * dx + dy * dy;
    }
    return out.sort(function (p, q) { return far(p) - far(q); });
  }

  // The nearest block around the target that holds other moves too (the market's grid, a
  // row of buttons): beside it, the box hides none of the choices the step may speak of. A
  // group drawn as no box of its own (display: contents, as Homesteaders' groups of building
  // types) has no place to measure: the next one out is taken.
  function group(target) {
    for (var el = target.parentElement; el && el !== document.body; el = el.parentElement) {
      var r = el.getBoundingClientRect();
      if (r.width && r.height && el.querySelectorAll("[" + H.ACTION + "]").length > 1) return el;
    }
    return null;
  }

  function covered(rects, x, y, w, h) {
    var n = 0;
    for (var i = 0; i < rects.length; i++) {
      var r = rects[i];
      if (r.left < x + w && r.right > x && r.top < y + h && r.bottom > y) n++;
    }
    return n;
  }

  // A new step: its target brought into view, and on a wide window the whole block of the
  // decision's choices around it where that fits (the map whose face-down tokens the step
  // speaks of, an auction's other bids; the target alone, kept clear of a box at the
  // bottom by its scroll margin, left the map's top rows out of view), the target in view.
  // What the step names is scrolled into view with the target where it fits too (the tile
  // whose building types the Farm step speaks of lay above the window at 1920x1080), unless
  // the target scrolls inside a board of its own (the window's scroll would not bring them).
  function show(target) {
    reveal(target);
    var block = window.innerWidth >= WIDE && group(target);
    if (block && block.getBoundingClientRect().height <= room(block)) {
      block.scrollIntoView({ block: "nearest" });
    }
    if (!block || !seen(target)) target.scrollIntoView({ block: "nearest" });
    if (window.innerWidth < WIDE || !seen(target) || inScroller(target)) return;
    var t = target.getBoundingClientRect();  // with the block where it is seen whole
    var top = bannerHeight() + MARGIN;
    var u = kept(block && seen(block) ? union(t, block.getBoundingClientRect()) : t,
                 window.innerHeight - MARGIN - top, []);
    if (u.top < top) window.scrollBy(0, u.top - top);
    else if (u.bottom > window.innerHeight - MARGIN) {
      window.scrollBy(0, u.bottom - window.innerHeight + MARGIN);
    }
  }

  function inScroller(el) {
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrolls(p)) return true;
    }
    return false;
  }

  // A target on a part of the board shown in turn (H.PARTS: Gold West's map, shipping and
  // investments on a laptop) other than the part shown, where the decision asks about
  // several (an investment at "use your metals" shows the shipping tracks): the part that
  // holds it is chosen, as a player would choose it (render.js keeps that choice).
  function reveal(target) {
    var board = !target.getClientRects().length && target.closest("." + H.BOARD);
    var group = board && board.querySelector("." + H.PARTS);
    if (!group) return;
    Array.prototype.some.call(group.querySelectorAll("input"), function (input) {
      if (!input.checked) input.click();
      return target.getClientRects().length > 0;
    });
  }

  function scrolls(el) {
    return el.scrollHeight > el.clientHeight && getComputedStyle(el).overflowY !== "visible";
  }

  // how tall a thing may be to be seen whole: the window, and the boxes it scrolls in
  // (below a scrolling board's zoom bar)
  function room(el) {
    var out = window.innerHeight - 2 * MARGIN;
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (scrolls(p)) out = Math.min(out, p.clientHeight - SCROLLER_TOP);
    }
    return out;
  }

  function seen(el) {
    var r = el.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight) return false;
    for (var p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      var s = scrolls(p) && p.getBoundingClientRect();
      if (s && (r.top < s.top + SCROLLER_TOP || r.bottom > s.bottom)) return false;
    }
    return true;
  }

  var queued = false;
  function later() {
    if (queued) return;
    queued = true;
    requestAnimationFrame(function () { queued = false; place(true); });
  }
  window.addEventListener("scroll", later, { passive: true });
  window.addEventListener("resize", later);
  window.westboundTutorial = { place: place, show: show };
})();
