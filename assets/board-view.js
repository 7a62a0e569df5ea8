// How much of the board a player sees (assets/render.js calls this after every render).
//
// Laptop or projector: render.js zooms the board to fit beside the prompt, but never below
// its readable size; a board taller than the screen at that size pans (its area scrolls
// within the screen's height: scroll bars, wheel, finger or a mouse's drag). A player zooms
// in or out with the board's buttons (ui/zoom.py), ctrl+wheel (a touchpad's pinch) or a
// two-finger pinch: larger, the board keeps the layout it had, only larger, and pans;
// smaller, down to the whole board in view. Each game's zoom is remembered in localStorage
// ("westbound.zoom": {board class: zoom}); "Fit" forgets it (the readable size again).
// Phone: the page is not zoomed, the maps are: pinch or the buttons widen a board's hex
// maps (up to three times the screen's width, their hexes as large), which then scroll
// sideways in their box and down with the page; each game's map zoom is remembered apart
// ("westbound.mapzoom": {board class: zoom}); "Reset" fits the map to the screen again.
//
// A new decision brings the first thing it asks about into view when none of it is in view
// (docs/boards.md). Phone: the page is one column under a sticky prompt; the choices (on the
// board, else the board's refused choices, else in the list of moves) are scrolled into view
// under the prompt, never under it, so the two are seen together. Laptop: a panned board's
// own area pans to the choice, never the page (a move never moves a choice that is in view
// from under the pointer).
(function () {
  "use strict";
  var H = window.westboundHooks;
  var KEY = "westbound.zoom", MIN = 0.5, MAX = 2.5, STEP = 1.2, WIDE = 960;
  var MAP_KEY = "westbound.mapzoom", MAP_MAX = 3;
  var AREA = "." + H.GAME_GRID + " > ." + H.BOARD_AREA;

  function stored(key) {
    try { return JSON.parse(localStorage.getItem(key || KEY) || "{}") || {}; } catch (e) { return {}; }
  }
  function game(board) {
    return Array.prototype.filter.call(board.classList, function (c) {
      return c !== H.BOARD && c !== H.CHANGED;
    }).join(".");
  }
  function chosen(board) { return Number(stored()[game(board)]) || 0; }
  function choose(board, zoom, key) {
    var all = stored(key);
    if (zoom) { all[game(board)] = Math.round(zoom * 1000) / 1000; } else { delete all[game(board)]; }
    try { localStorage.setItem(key || KEY, JSON.stringify(all)); } catch (e) { /* private mode */ }
  }

  // where the player had panned the area, kept across renders (a move redraws the board)
  var panned = new WeakMap();
  // the areas drawn whole at the previous render: one that must pan now keeps its board
  // where the player saw it (the zoom buttons' strip that a panned area stands under would
  // push the map down under the pointer)
  var whole = new WeakSet();

  // the areas whose pan `keep` took before a morph (the morph may have moved it since)
  var taken = new WeakSet();

  // Through a morph (render.js) on a laptop: a panned area stays panned, where the player
  // had panned it, its board as wide, as large and with the same fit (Python draws none of
  // these); the compact layout stays too. render.js's fit then sets them anew, or `still`
  // finds them right: a move's redraw that changes nothing of the fit lays the board out
  // once, as it is shown.
  function keep(from, to) {
    if (window.innerWidth < WIDE || !from.matches(AREA + ", " + AREA + " > ." + H.BOARD)
        || to.closest("." + H.PRESENTING)) return;
    if (from.classList.contains(H.BOARD)) {
      if (from.hasAttribute(H.FIT)) to.setAttribute(H.FIT, from.getAttribute(H.FIT));
      if (from.style.width && !to.style.width) to.style.width = from.style.width;
      return;
    }
    if (from.classList.contains(H.OVERVIEW)) to.classList.add(H.OVERVIEW);
    if (!from.classList.contains(H.PANNED)) return;
    panned.set(from, [from.scrollLeft, from.scrollTop]);
    taken.add(from);
    to.classList.add(H.PANNED);
    to.style.maxHeight = from.style.maxHeight;
  }

  // a move's redraw (render.js, before its motion), the board kept through the morph and
  // its fit for the same board, window and text size `fit`: true when it is still panned
  // as `apply` would leave it (its zoom, its area's height, still taller than the area),
  // its pan then set back where the player had it; false, nothing changed: fitted anew
  function still(board, fit) {
    var area = board.parentElement;
    if (!area.classList.contains(H.PANNED) || !board.style.width
        || board.getAttribute(H.FIT) !== fit.toFixed(3)) return false;
    var zoom = Math.min(MAX, chosen(board));
    if (!(zoom > fit + 0.001)) zoom = fit;
    if (Math.abs((parseFloat(board.style.zoom) || 1) - zoom) > 0.0005) return false;
    if (area.style.maxHeight !== pannedHeight(area)) return false;  // the one layout
    // at its fitted zoom the board no longer taller than the area: it may fit whole now
    if (zoom === fit && area.scrollHeight <= area.clientHeight) return false;
    taken.delete(area);
    var at = panned.get(area);
    if (at) { area.scrollLeft = at[0]; area.scrollTop = at[1]; }
    return true;
  }

  // a panned area's height: from its top to the window's bottom (`apply` sets it, `still`
  // checks it)
  function pannedHeight(area) {
    var top = area.getBoundingClientRect().top + window.scrollY;
    return Math.max(240, window.innerHeight - top - 12) + "px";
  }

  // before render.js fits the board: the board as the page lays it out by itself
  function reset(board) {
    var area = board.parentElement;
    if (area.classList.contains(H.PANNED)) {
      if (!taken.delete(area)) panned.set(area, [area.scrollLeft, area.scrollTop]);
      area.classList.remove(H.PANNED);
      area.style.maxHeight = "";
    }
    board.style.width = "";
    phone(board, 1);
  }

  // phone: the board's maps at its game's map zoom (render.js, after each render), or at
  // `zoom`: as wide as they lay out by themselves (the screen's width, or the least width
  // their hexes are tapped at) times the zoom
  function mapZoom(board) { return Math.max(1, Math.min(MAP_MAX, Number(stored(MAP_KEY)[game(board)]) || 1)); }
  function mapsOf(board) { return board.querySelectorAll("." + H.MAPS + " > ." + H.HEXMAP); }
  function phone(board, zoom) {
    zoom = zoom || mapZoom(board);
    Array.prototype.forEach.call(mapsOf(board), function (map) {
      map.style.width = "";
      if (zoom > 1.001) map.style.width = (map.getBoundingClientRect().width * zoom).toFixed(0) + "px";
    });
  }
  // a new map zoom, kept; the point `at` of the map (a pinch's middle) stays where it was
  function mapZoomTo(board, zoom, at) {
    zoom = Math.max(1, Math.min(MAP_MAX, zoom));
    choose(board, zoom > 1.001 ? zoom : 0, MAP_KEY);
    var map = mapsOf(board)[0], before = map && map.getBoundingClientRect();
    phone(board, zoom);
    if (!map || !before.width) return;
    var grown = map.getBoundingClientRect().width / before.width - 1;
    if (!at) {  // the middle of what is seen of it
      at = { x: (Math.max(before.left, 0) + Math.min(before.right, window.innerWidth)) / 2,
             y: (Math.max(before.top, 0) + Math.min(before.bottom, window.innerHeight)) / 2 };
    }
    map.parentElement.scrollLeft += (at.x - before.left) * grown;
    window.scrollBy(0, (at.y - before.top) * grown);
  }
  function phoneBoardOf(node) {
    var area = node && node.closest && window.innerWidth < WIDE && node.closest(AREA);
    var board = area && area.querySelector(":scope > ." + H.BOARD);
    return board && mapsOf(board).length ? board : null;
  }

  // the player's zoom when it is below the board's readable zoom: render.js fits the board
  // no smaller than that
  function smaller(board, readable) {
    var zoom = chosen(board);
    return zoom && zoom < readable - 0.001 ? Math.max(MIN, zoom) : 0;
  }

  // after render.js fitted the board at `fit` (`tall`: still taller than the screen): the
  // player's zoom when larger, panned; the fitted one, panned, when too tall
  function apply(board, fit, tall) {
    var zoom = Math.min(MAX, chosen(board));
    board.setAttribute(H.FIT, fit.toFixed(3));
    var area = board.parentElement, wasWhole = whole.has(area);
    whole.delete(area);
    if (board.closest("." + H.PRESENTING)) return;
    if (!(zoom > fit + 0.001)) {
      if (!tall) { whole.add(area); return; }
      zoom = fit;
    }
    var was = wasWhole ? board.getBoundingClientRect().top : null;
    area.classList.add(H.PANNED);
    area.style.maxHeight = pannedHeight(area);
    board.style.width = (area.clientWidth / fit).toFixed(1) + "px";
    board.style.zoom = zoom.toFixed(3);
    var at = panned.get(area);
    if (was !== null) {
      area.scrollTop = Math.max(0, board.getBoundingClientRect().top - was);
      panned.set(area, [area.scrollLeft, area.scrollTop]);
    } else if (at) { area.scrollLeft = at[0]; area.scrollTop = at[1]; }
  }

  function current(board) { return parseFloat(board.style.zoom) || 1; }

  // a new zoom for the board: kept when it differs from the fitted one, else forgotten
  var frame = 0;
  function zoomTo(board, zoom) {
    var fit = parseFloat(board.getAttribute(H.FIT)) || 1;
    zoom = zoom && Math.max(MIN, Math.min(MAX, zoom));  // 0: the fitted zoom ("Fit")
    choose(board, Math.abs(zoom - fit) > 0.001 ? zoom : 0);
    if (frame) return;
    frame = requestAnimationFrame(function () {
      frame = 0;
      if (window.westbound && window.westbound.fit) window.westbound.fit();
    });
  }
  function boardOf(node) {
    var area = node && node.closest && node.closest(AREA);
    return area && window.innerWidth >= WIDE ? area.querySelector(":scope > ." + H.BOARD) : null;
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest("[" + H.ZOOM + "]");
    var board = boardOf(button), how = button && button.getAttribute(H.ZOOM);
    var small = !board && phoneBoardOf(button);
    if (small) {
      mapZoomTo(small, how === "fit" ? 1 : how === "in" ? mapZoom(small) * STEP
                                                         : mapZoom(small) / STEP);
      return;
    }
    if (!board) return;
    var now = how === "in" ? Math.max(current(board), chosen(board)) : current(board);
    zoomTo(board, how === "fit" ? 0 : how === "in" ? now * STEP : now / STEP);
  });
  document.addEventListener("wheel", function (event) {
    if (!event.ctrlKey) return;
    var board = boardOf(event.target);
    if (!board) return;
    event.preventDefault();  // the board, not the page
    zoomTo(board, current(board) * Math.exp(-event.deltaY * 0.002));
  }, { passive: false });

  // two fingers on the board's area (on a phone: on a map): its zoom follows their distance
  var pinch = null;
  function spread(touches) {
    return Math.hypot(touches[0].clientX - touches[1].clientX,
                      touches[0].clientY - touches[1].clientY);
  }
  document.addEventListener("touchstart", function (event) {
    var two = event.touches.length === 2, board = two ? boardOf(event.target) : null;
    var small = two && !board && event.target.closest && event.target.closest("." + H.MAPS)
      ? phoneBoardOf(event.target) : null;
    pinch = board || small ? { board: board || small, from: spread(event.touches),
                               zoom: board ? current(board) : mapZoom(small), phone: !!small }
      : null;
  }, { passive: true });
  document.addEventListener("touchmove", function (event) {
    if (!pinch || event.touches.length !== 2) return;
    event.preventDefault();
    var zoom = pinch.zoom * spread(event.touches) / pinch.from;
    if (!pinch.phone) { zoomTo(pinch.board, zoom); return; }
    mapZoomTo(pinch.board, zoom, {
      x: (event.touches[0].clientX + event.touches[1].clientX) / 2,
      y: (event.touches[0].clientY + event.touches[1].clientY) / 2 });
  }, { passive: false });
  document.addEventListener("touchend", function () { pinch = null; });

  // a mouse dragging a zoomed board pans it (a drag that moved is not a click)
  var drag = null;
  document.addEventListener("pointerdown", function (event) {
    var area = event.pointerType === "mouse" && event.button === 0 && event.target.closest
      && event.target.closest(AREA + "." + H.PANNED);
    drag = area ? { area: area, x: event.clientX, y: event.clientY, moved: false,
                    left: area.scrollLeft, top: area.scrollTop } : null;
  });
  document.addEventListener("pointermove", function (event) {
    if (!drag || !(event.buttons & 1)) return;
    var dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 6) return;
    drag.moved = true;
    drag.area.scrollLeft = drag.left - dx;
    drag.area.scrollTop = drag.top - dy;
    event.preventDefault();
  });
  document.addEventListener("click", function (event) {
    if (drag && drag.moved) { event.stopPropagation(); event.preventDefault(); }
    drag = null;
  }, true);

  // phone: a new decision brings what it asks about next to the prompt
  var asked = null;
  // the focus selectors of the render to come (ui/keys.py: the decision's own choices, not
  // its side moves, "||" between the places looked at in turn), set by ui/dom.py
  var wanted = "";
  function want(selectors) { wanted = selectors || ""; }
  function shown(el) { return el.getBoundingClientRect().height > 0; }
  // what the decision asks about: the first of `wanted` that the screen shows, else every
  // choice on the board, else in the list of moves
  function askedOf(grid) {
    var found = [];
    wanted.split("||").some(function (selector) {
      selector = selector.trim();
      if (!selector) return false;
      try {
        found = Array.prototype.filter.call(grid.querySelectorAll(selector), shown);
      } catch (e) { found = []; }
      return found.length > 0;
    });
    if (!found.length) {
      found = Array.prototype.filter.call(
        grid.querySelectorAll("." + H.BOARD + " [" + H.ACTION + "]"), shown);
    }
    if (!found.length) found = grid.querySelectorAll("." + H.MOVES + " [" + H.ACTION + "]");
    return found;
  }
  function inView(el, top) {
    var r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= top && r.bottom <= window.innerHeight
      && r.left >= 0 && r.right <= window.innerWidth;
  }
  // laptop: a panned board's area (never the page: what the player scrolled to stays put)
  // pans to the first thing the decision asks about on the board when none is in view. Its
  // area is as tall as the window from its top: a page scrolled past that top is the
  // player reading what lies under the board, and the board stays still
  function panTo(grid, targets) {
    var area = grid.querySelector(":scope > ." + H.BOARD_AREA + "." + H.PANNED);
    if (!area || area.getBoundingClientRect().top < 0) return;
    targets = Array.prototype.filter.call(targets, function (el) { return area.contains(el); });
    if (!targets.length) return;
    // what is seen of the area: its box less its scroll bars, within the window, under the
    // zoom buttons' line standing at its top
    var a = area.getBoundingClientRect();
    var bar = area.querySelector(":scope > ." + H.ZOOM_BAR);
    var top = Math.max(a.top + area.clientTop, 0), left = Math.max(a.left + area.clientLeft, 0);
    if (bar && getComputedStyle(bar).position === "sticky") {
      top = Math.max(top, bar.getBoundingClientRect().bottom);
    }
    var bottom = Math.min(a.top + area.clientTop + area.clientHeight, window.innerHeight);
    var right = Math.min(a.left + area.clientLeft + area.clientWidth, window.innerWidth);
    var EDGE = 16;
    function seen(r) {
      return r.top >= top - 1 && r.bottom <= bottom + 1 && r.left >= left - 1 && r.right <= right + 1;
    }
    // a choice with the part of the board it belongs to (its closest section: Montana's
    // wheel, its supply, a worker area; or a H.PAN_PART: a Homesteaders building card with
    // its slots), whole when that part fits what is seen (the wheel stood cut in half at
    // the area's bottom edge, its first segment offered in view), else with the decision's
    // other choices in that part when they fit
    function fits(p) { return p.height + 2 * EDGE <= bottom - top && p.width + 2 * EDGE <= right - left; }
    function union(u, r) {
      var b = {top: Math.min(u.top, r.top), bottom: Math.max(u.bottom, r.bottom),
               left: Math.min(u.left, r.left), right: Math.max(u.right, r.right)};
      b.height = b.bottom - b.top; b.width = b.right - b.left;
      return b;
    }
    // where a part stands in the board, not where it is held in view (Montana's wheel is
    // sticky at the area's bottom over a panned landscape)
    function placed(e) {
      if (getComputedStyle(e).position !== "sticky") return e.getBoundingClientRect();
      e.style.position = "static";
      var r = e.getBoundingClientRect();
      e.style.position = "";
      return r;
    }
    function whole(el) {
      var part = el.closest("section, ." + H.PAN_PART), r = el.getBoundingClientRect();
      if (!part || !area.contains(part) || part.classList.contains(H.BOARD)) return r;
      var p = placed(part);
      // with the part it is panned with (H.PAN_WITH) when both fit
      var board = part.closest("." + H.BOARD), other = part.getAttribute(H.PAN_WITH);
      other = other && board && board.querySelector(other);
      if (other && other.getBoundingClientRect().height > 0) {
        // (the worker board takes the area's whole width: no margin beside it)
        var both = union(p, other.getBoundingClientRect());
        if (both.height + 2 * EDGE <= bottom - top && both.width <= right - left + 1) return both;
      }
      if (fits(p)) return p;
      // a part too large to show whole: the decision's choices in it, together, when they
      // fit (Montana's town at a larger text and zoom: its "Pass" alone was brought into
      // view, the spaces to join in cut under the area's bottom edge)
      var mates = targets.filter(function (t) { return part.contains(t); });
      var all = mates.map(function (t) { return t.getBoundingClientRect(); }).reduce(union, r);
      // as wide as the part when that fits (the town's rewards, beside its spaces)
      if (p.width + 2 * EDGE <= right - left) all = union(all, {top: all.top, bottom: all.bottom,
                                                                left: p.left, right: p.right});
      return fits(all) ? all : r;
    }
    if (targets.some(function (el) { return seen(whole(el)); })) return;
    // the least pan that shows it whole (16 px from the edge it came in by): what was in
    // view moves as little as it can
    var box = whole(targets[0]);
    function by(low, high, from, to) {
      if (high - low + 2 * EDGE > to - from) return low - from - EDGE;  // larger than the view
      return low < from ? low - from - EDGE : high > to ? high - to + EDGE : 0;
    }
    area.scrollTop += by(box.top, box.bottom, top, bottom);
    area.scrollLeft += by(box.left, box.right, left, right);
    panned.set(area, [area.scrollLeft, area.scrollTop]);  // where the next render keeps it
  }

  // phone: a decision that offers nothing to choose on the board but its closing move or
  // its side moves (Montana's "build another camp, or stop" with no camp affordable: "Stop
  // building" and cow trades) is still about the board: the spaces it would choose among,
  // refused for now (each says why), come into view rather than the list's "Stop", which
  // stood in view a screen under the landscape
  function boardFirst(grid, targets) {
    var board = grid.querySelector(":scope > ." + H.BOARD_AREA + " > ." + H.BOARD);
    if (!board || Array.prototype.some.call(targets, function (el) { return board.contains(el); })) {
      return targets;
    }
    var refused = Array.prototype.filter.call(board.querySelectorAll("[" + H.CHOICE + "]"), shown);
    return refused.length ? refused : targets;
  }

  // `resized` (render.js, after a resize): the same decision, panned anew on a laptop when
  // the window's new size left none of its choices whole in view (a board resized from
  // 1280 x 800 to 1366 x 768 kept Montana's wheel cut at the area's bottom); a phone's page
  // is left where the player has it
  function bringAsked(root, resized) {
    var grid = root.querySelector("." + H.GAME_GRID + ":not(." + H.REPLAY_GRID + ")");
    var turn = grid && grid.querySelector("." + H.TURN);
    var prompt = turn && turn.querySelector("." + H.TURN_PROMPT);
    var now = prompt ? grid.getAttribute(H.POSITION) + "\n" + prompt.textContent : null;
    if (resized) {
      if (now && now === asked && window.innerWidth >= WIDE) panTo(grid, askedOf(grid));
      return;
    }
    if (now === asked) return;
    asked = now;
    if (!now) return;
    var targets = askedOf(grid);
    if (window.innerWidth >= WIDE) { panTo(grid, targets); return; }
    targets = Array.prototype.filter.call(boardFirst(grid, targets), function (el) {
      return !turn.contains(el);
    });
    if (!targets.length) return;
    // a choice in view under the prompt, and none under the prompt's banner: left as it is
    var turnBox = turn.getBoundingClientRect(), below = turnBox.bottom;
    var covered = targets.some(function (el) {
      var r = el.getBoundingClientRect();
      return r.bottom > turnBox.top && r.top < below;
    });
    if (!covered && targets.some(function (el) { return inView(el, below); })) return;
    // a map wider than the screen scrolls sideways to the first choice
    var first = targets[0], map = first.closest("." + H.MAPS);
    if (map && map.scrollWidth > map.clientWidth) {
      var m = map.getBoundingClientRect(), at = first.getBoundingClientRect();
      map.scrollLeft += at.left - m.left - (m.width - at.width) / 2;
    }
    // the choices together in the middle of the room under the prompt once it is stuck to
    // the window's top; when they are taller than that room, the topmost right under it
    // (the top rows of a map never under the banner)
    var stuck = (parseFloat(getComputedStyle(turn).top) || 0) + turnBox.height, GAP = 8;
    var top = Infinity, bottom = -Infinity;
    targets.forEach(function (el) {
      var r = el.getBoundingClientRect();
      top = Math.min(top, r.top); bottom = Math.max(bottom, r.bottom);
    });
    var room = window.innerHeight - stuck;
    window.scrollBy(0, top - stuck - Math.max(GAP, (room - (bottom - top)) / 2));
  }

  window.westboundView = { reset: reset, smaller: smaller, apply: apply, bringAsked: bringAsked,
                           want: want, phone: phone, keep: keep, still: still };
})();
