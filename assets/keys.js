// Westbound: the keyboard on a board. A board (.board) is ONE Tab stop: of its choices and
// components (each with its tip), one at a time can be reached by Tab (tabindex 0, the
// others -1: a roving tabindex), and the arrow keys move from it to its neighbour on the
// board as drawn (left and right along a row, up and down to the nearest item in the next
// row: on a map of hexes, the hex's neighbours), Home and End to the ends of the row (of the
// map when on the map), Ctrl+Home and Ctrl+End to the board's first and last item, Page Down
// and Page Up to the next and the previous move that can be made, Ctrl+Down and Ctrl+Up to
// the next and the previous part of the board (a seat's card, the wheel, the map, an
// auction: its first move, else its first item). Focusing
// an item shows its tip (index.html). So the first choice is one Tab from the top of the
// board (its "Go to the first choice" link), whatever the board holds.
//
// Python renders the board's items as ordinary focusable elements; the screen is morphed
// into the page by assets/render.js, which resets what this file set. After every render
// (H.DRAWN) the Tab stop is set again: on the element that has the focus, else on
// the item remembered for this board and position (by a stable key: its move, refused
// choice, data-k or tip), else on the first choice. Python names the next decision's first
// choice after a move (ui/keys.py): `prefer` makes it the Tab stop, also when the keyboard
// is elsewhere.
(function () {
  "use strict";

  var H = window.westboundHooks;
  var GROUP = "#" + H.APP + " ." + H.BOARD;
  var FOCUSABLE = "button, summary, [tabindex]";
  // the board as it is at each position, and the item that holds its Tab stop there
  var memory = new WeakMap();
  // the line a run of presses of one arrow keeps to: along a row the row's height, up and
  // down the column's place, so that a row of hexes staggered half a hex is followed
  var line = null;

  function item(el) {
    if (el.disabled || !el.getClientRects().length || el.closest("[hidden], [inert]")) {
      return false;
    }
    return el.tagName === "BUTTON" || el.tagName === "SUMMARY" || el.hasAttribute(H.TIP)
      || el.hasAttribute(H.WHY);
  }

  // A move's button laid over a component that has its own tip covers it: of the items
  // drawn in the same box, the move (or refused choice) is the one reached.
  function rank(el) {
    return el.hasAttribute(H.ACTION) ? 2 : el.hasAttribute(H.CHOICE) ? 1 : 0;
  }

  function items(group) {
    var found = Array.prototype.filter.call(group.querySelectorAll(FOCUSABLE), item);
    var boxes = new Map();
    found.forEach(function (el) {
      var r = el.getBoundingClientRect();
      var box = [r.left, r.top, r.width, r.height].map(function (v) {
        return Math.round(v / 3);
      }).join(",");
      var held = boxes.get(box);
      if (!held || rank(el) > rank(held)) boxes.set(box, el);
    });
    var kept = new Set(boxes.values());
    return found.filter(function (el) { return kept.has(el); });
  }

  function identity(el) {
    var names = [H.ACTION, H.CHOICE, H.KEY, H.TIP];
    for (var i = 0; i < names.length; i++) {
      var value = el.getAttribute(names[i]);
      if (value) return names[i] + "=" + value;
    }
    return "";
  }

  function position(group) {
    var grid = group.closest("[" + H.POSITION + "]");
    return grid ? grid.getAttribute(H.POSITION) : "";
  }

  function first(list) {
    for (var i = 0; i < list.length; i++) {
      if (list[i].hasAttribute(H.ACTION)) return list[i];
    }
    return list[0] || null;
  }

  // The one Tab stop of the board; a map that scrolls sideways on a phone stays a stop
  // of its own while the board's stop lies outside it (a scrolled box must be reachable).
  function hold(group, chosen) {
    group.querySelectorAll(FOCUSABLE).forEach(function (el) {
      if (!el.classList.contains(H.MAPS)) el.tabIndex = el === chosen ? 0 : -1;
    });
    group.querySelectorAll("." + H.MAPS).forEach(function (map) {
      var scrolls = map.scrollWidth > map.clientWidth + 1 || map.scrollHeight > map.clientHeight + 1;
      map.tabIndex = scrolls && !map.contains(chosen) ? 0 : -1;
    });
    memory.set(group, { at: position(group), key: identity(chosen) });
  }

  function arrange() {
    document.querySelectorAll(GROUP).forEach(function (group) {
      var list = items(group);
      if (!list.length) return;
      var active = document.activeElement;
      var chosen = list.indexOf(active) >= 0 ? active : null;
      var kept = memory.get(group);
      if (!chosen && kept && kept.at === position(group)) {
        for (var i = 0; i < list.length && !chosen; i++) {
          if (identity(list[i]) === kept.key) chosen = list[i];
        }
      }
      hold(group, chosen || first(list));
    });
  }

  // The first element of the focus selectors (ui/dom.py) on each board becomes its stop,
  // unless the keyboard is on that board (Python moves the focus itself then).
  function prefer(selectors) {
    var wanted = String(selectors).split("||").map(function (s) { return s.trim(); })
      .filter(Boolean);
    document.querySelectorAll(GROUP).forEach(function (group) {
      if (group.contains(document.activeElement)) return;
      var list = items(group);
      for (var w = 0; w < wanted.length; w++) {
        for (var i = 0; i < list.length; i++) {
          var matches = false;
          try { matches = list[i].matches(wanted[w]); } catch (e) { return; }
          if (matches) { hold(group, list[i]); return; }
        }
      }
    });
  }

  function centre(el) {
    var r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, h: r.height };
  }

  var ARROWS = {
    ArrowRight: { dx: 1, dy: 0 }, ArrowLeft: { dx: -1, dy: 0 },
    ArrowDown: { dx: 0, dy: 1 }, ArrowUp: { dx: 0, dy: -1 }
  };

  // The nearest item the arrow points at: how far it lies that way plus how far it lies
  // off the line being followed; items more than about 60 degrees off the arrow's way
  // count three times their distance off it, so a neighbour in the row wins over one
  // below that is nearer, and an item anywhere that way is still reached at a row's end.
  function step(from, list, arrow) {
    var a = centre(from);
    var horizontal = arrow.dx !== 0;
    var kept = line && line.el === from && line.horizontal === horizontal ? line : null;
    var along = kept ? kept.at : (horizontal ? a.y : a.x);
    var best = null, score = Infinity, off = Infinity;
    list.forEach(function (el) {
      if (el === from) return;
      var c = centre(el);
      var ahead = horizontal ? (c.x - a.x) * arrow.dx : (c.y - a.y) * arrow.dy;
      if (ahead <= 1) return;
      var aside = Math.abs(horizontal ? c.y - a.y : c.x - a.x);
      var drift = Math.abs((horizontal ? c.y : c.x) - along);
      var s = ahead + drift * (aside > 2 * ahead ? 3 : 1);
      if (s < score - 0.5 || (Math.abs(s - score) <= 0.5 && drift < off)) {
        best = el; score = s; off = drift;
      }
    });
    if (best) line = { el: best, horizontal: horizontal, at: along };
    return best;
  }

  // Home and End: the ends of the row the item is on, among the items of its map (or of
  // the board); with Ctrl, the board's first and last item in reading order.
  function end(from, list, last, whole) {
    var map = from.closest("." + H.MAPS);
    var a = centre(from);
    var pool = list.filter(function (el) {
      return whole || (el.closest("." + H.MAPS) === map && Math.abs(centre(el).y - a.y) < a.h * 0.45);
    });
    var pick = null, key = last ? -Infinity : Infinity;
    pool.forEach(function (el) {
      var c = centre(el);
      var k = whole ? Math.round(c.y) * 100000 + c.x : c.x;
      if (last ? k > key : k < key) { pick = el; key = k; }
    });
    return pick;
  }

  // Page Down and Page Up: the next and the previous move one can make, in reading order
  // (rows of the board top to bottom, each left to right), from wherever the focus is.
  function reading(a, b) {
    var p = centre(a), q = centre(b);
    return Math.abs(p.y - q.y) < Math.min(p.h, q.h) / 2 ? p.x - q.x : p.y - q.y;
  }

  function nextMove(from, list, forward) {
    var moves = list.filter(function (el) {
      return el === from || el.hasAttribute(H.ACTION);
    }).sort(reading);
    return moves[moves.indexOf(from) + (forward ? 1 : -1)] || null;
  }

  // The parts of a board: its sections, its labelled groups, its maps and its seats' cards;
  // an item belongs to the innermost one around it (the board itself when none).
  var PART = ["section", "article", "[role=group]", "." + H.MAPS].join(", ");

  function partOf(el, group) {
    var part = el.parentElement && el.parentElement.closest(PART);
    return part && group.contains(part) && part !== group ? part : group;
  }

  // Ctrl+Down and Ctrl+Up: to the next (previous) part in the board's order, onto its first
  // move, else its first item.
  function nextPart(from, list, group, forward) {
    var parts = [], firsts = new Map();
    list.forEach(function (el) {
      var part = partOf(el, group);
      if (!firsts.has(part)) { parts.push(part); firsts.set(part, []); }
      firsts.get(part).push(el);
    });
    var at = parts.indexOf(partOf(from, group));
    var to = parts[at + (forward ? 1 : -1)];
    return to ? first(firsts.get(to)) : null;
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.metaKey || event.shiftKey || event.isComposing) return;
    var from = event.target;
    var group = from && from.closest && from.closest(GROUP);
    if (!group) return;
    var list = items(group);
    if (list.indexOf(from) < 0) return;
    var arrow = ARROWS[event.key], next = null;
    if (arrow && !event.ctrlKey) {
      next = step(from, list, arrow);
    } else if (arrow && arrow.dy) {
      next = nextPart(from, list, group, arrow.dy > 0);
    } else if (event.key === "Home" || event.key === "End") {
      next = end(from, list, event.key === "End", event.ctrlKey);
    } else if ((event.key === "PageDown" || event.key === "PageUp") && !event.ctrlKey) {
      next = nextMove(from, list, event.key === "PageDown");
    } else {
      return;
    }
    event.preventDefault();
    if (!next) return;
    hold(group, next);
    next.focus();
  });

  // focus that comes to a board's item by any way (a click, the page after a move) makes
  // it the board's stop
  document.addEventListener("focusin", function (event) {
    var el = event.target;
    var group = el && el.closest && el.closest(GROUP);
    if (!group || el.tabIndex === 0) return;
    var list = items(group);
    if (list.indexOf(el) >= 0) hold(group, el);
  });

  document.addEventListener(H.DRAWN, arrange);
  var pending = false;
  addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () { pending = false; arrange(); });
  });

  window.westboundKeys = { prefer: prefer, arrange: arrange };
})();
