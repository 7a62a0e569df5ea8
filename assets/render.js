// Westbound: puts a screen's HTML into the page by morphing the DOM (morphdom, copied into
// assets/morphdom/ by scripts/setup), so what did not change stays untouched (focus, scroll,
// open sections, running transitions), and marks what a move changed.
//
// Python (ui/dom.py) calls window.westbound.render(root, html, highlight, motion) once per
// screen; `motion` (seconds per step) plays the move's motion (assets/motion.js).
// Elements that stand for one thing of the game carry data-k="<stable key>" (see the board
// conventions); morphdom matches them by that key. With `highlight`, every keyed element
// whose content changed (innermost first) or that appeared gets the class "changed" for a
// moment; a holding's data-count that went up or down also gets data-delta="+2" / "-1".
// What carries data-now (whose turn it is, the choices offered to the person choosing) is
// not the game's state: it is left out of the comparison and never marked.
(function () {
  "use strict";
  var H = window.westboundHooks;

  var HIGHLIGHT_MS = 2600;
  // what a highlight adds, and what is about interaction rather than the game's state: left
  // out when comparing an element before and after a move
  var OURS = { [H.CHANGED]: 1, [H.WENT_UP]: 1, [H.WENT_DOWN]: 1, [H.LINKED]: 1 };
  var INTERACTION = {
    [H.ACTION]: 1, [H.CHOICE]: 1, [H.WHY]: 1, [H.TIP]: 1, "aria-disabled": 1,
    "aria-label": 1, "title": 1, "tabindex": 1, "type": 1, "role": 1, [H.DELTA]: 1,
    "disabled": 1, "style": 0
  };
  var CHOICE_CLASSES = { [H.SPOT]: 1, [H.UNAVAILABLE]: 1, [H.LEGAL]: 1, [H.REFUSED]: 1, [H.ACTING]: 1 };
  var timers = [];

  function key(node) {
    return node.nodeType === 1 ? (node.getAttribute(H.KEY) || node.id || undefined)
      : undefined;
  }

  // What an element shows, without what only says whether it can be chosen now: the same
  // space drawn as a button on one's turn and as a box on another's has the same signature.
  // `memo` keeps the signatures of keyed elements already computed in this pass: keyed
  // elements nest (a seat's area holds its holdings), and each is compared on its own.
  function signature(node, memo) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 || node.hasAttribute(H.NOW)) return "";
    var known = memo.get(node);
    if (known !== undefined) return known;
    var parts = [];
    for (var i = 0; i < node.attributes.length; i++) {
      var a = node.attributes[i];
      if (INTERACTION[a.name] === 1) continue;
      if (a.name === "class") {
        var kept = [];
        node.classList.forEach(function (c) {
          if (!OURS[c] && !CHOICE_CLASSES[c]) kept.push(c);
        });
        // no class of its own is no class (ours removed may leave class="")
        if (kept.length) parts.push("class=" + kept.sort().join(" "));
      } else {
        parts.push(a.name + "=" + a.value);
      }
    }
    parts.sort();
    var out = "<" + parts.join(",") + ">";
    for (var child = node.firstChild; child; child = child.nextSibling) {
      out += signature(child, memo);
    }
    out += "</>";
    if (node.hasAttribute(H.KEY)) memo.set(node, out);
    return out;
  }

  function snapshot(root) {
    var found = new Map(), memo = new Map();
    root.querySelectorAll("[" + H.KEY + "]").forEach(function (el) {
      found.set(el.getAttribute(H.KEY), {
        sig: signature(el, memo), count: el.getAttribute(H.COUNT)
      });
    });
    return found;
  }

  // A highlight lasts HIGHLIGHT_MS from when the move's motion has played (while it plays
  // the glow waits, assets/style.css: what flies lands first, then what it changed glows);
  // not past the next move's highlights
  var marks = 0;
  function clearLater(el, classes) {
    var at = marks, moves = window.westboundMotion;
    var start = function () {
      if (at !== marks) return;
      timers.push(setTimeout(function () {
        classes.forEach(function (c) { el.classList.remove(c); });
        el.removeAttribute(H.DELTA);
      }, HIGHLIGHT_MS));
    };
    if (moves && document.documentElement.hasAttribute(H.MOVING)) moves.done().then(start);
    else start();
  }

  // `before` and `after`: the snapshots of the screens Python drew (not of the page, where
  // scripts style the board: presenting raises its fonts, a zoom changes, a drag marks)
  function mark(root, before, after, moving) {
    var changed = [];
    root.querySelectorAll("[" + H.KEY + "]").forEach(function (el) {
      if (el.closest("[hidden]")) return;  // a holding gone to none: its area shows it
      if (el.closest("[" + H.NOW + "]")) return;
      var k = el.getAttribute(H.KEY), was = before.get(k), now = after.get(k);
      if (was === undefined || now === undefined || was.sig !== now.sig) changed.push(el);
    });
    // innermost only: a seat's area whose one holding changed shows that holding
    var set = new Set(changed);
    var shown = changed.filter(function (el) {
      var inner = el.querySelectorAll("[" + H.KEY + "]");
      for (var i = 0; i < inner.length; i++) if (set.has(inner[i])) return false;
      return true;
    });
    shown.forEach(function (el) {
      var classes = moving ? [H.CHANGED] : [H.CHANGED, H.CHANGED_STILL];
      var was = before.get(el.getAttribute(H.KEY));
      var now = parseInt(el.getAttribute(H.COUNT), 10);
      var then = was ? parseInt(was.count, 10) : NaN;
      if (!isNaN(now) && !isNaN(then) && now !== then) {
        classes.push(now > then ? H.WENT_UP : H.WENT_DOWN);
        el.setAttribute(H.DELTA, (now > then ? "+" : "\u2212") + Math.abs(now - then));
      }
      classes.forEach(function (c) { el.classList.add(c); });
      clearLater(el, classes);
    });
    markFolds(shown, moving);
    return shown.length;
  }

  // A part folded into its line on a phone (ui/games/seat_fold.py: the line stands right
  // before the part, which is not shown while the line is closed) hides what changed in
  // it: the line itself is marked changed, so a player sees which seat moved.
  function markFolds(shown, moving) {
    var lines = new Set();
    shown.forEach(function (el) {
      for (var n = el; n; n = n.parentElement) {
        var line = n.previousElementSibling;
        if (line && line.classList.contains(H.FOLD)) {
          if (!line.open && !line.hidden) lines.add(line);
          return;
        }
      }
    });
    lines.forEach(function (line) {
      var classes = moving ? [H.CHANGED] : [H.CHANGED, H.CHANGED_STILL];
      classes.forEach(function (c) { line.classList.add(c); });
      clearLater(line, classes);
    });
  }

  // On a laptop or a projector the board is zoomed to fit the screen's height, so that the
  // board and the prompt beside it are in view at every text size, but never below its
  // readable size (docs/boards.md): the size it is drawn at with the normal text size, where
  // its smallest text is 12 px and its hexes are as large as a player reads them. A board
  // taller than the screen at that size pans within the screen's height (assets/board-view.js);
  // the player's "-" may take it smaller, to the whole board (never below 11 px text).
  // On a phone the board fits the width and the page scrolls (the prompt stays on top).
  // Each layout of the board costs tens of ms on a slow machine, and a move changes its
  // height little: the search starts from the zoom found last time for the same board,
  // window and text size, so a render usually lays the board out once.
  var WIDE = 960, MIN_TEXT_PX = 11, READABLE_PX = 16, STEP = 0.01;
  var BOARDS = "." + H.GAME_GRID + " > ." + H.BOARD_AREA + " > ." + H.BOARD;
  // the last zoom found (for a board of that class, window size and text size), and the
  // board's height at that zoom when a zoom 1 % larger did not fit
  var fitted = { key: null, zoom: 1, full: Infinity };

  // `quick`: a move's motion waits for this (assets/present.js; on a laptop a panned board
  // kept as it was through the morph, that still pans as it did, is left so: laid out once,
  // where reset and apply laid it out and restyled it whole twice more; the full fit comes
  // once the motion has played)
  function fit(root, quick) {
    var view = window.westboundView;  // the player's zoom and pan (assets/board-view.js)
    root.querySelectorAll(BOARDS).forEach(function (board) {
      var presenting = !!board.closest("." + H.PRESENTING);
      var wide = window.innerWidth >= WIDE;
      var base = 16, smaller = 0, key = null;
      if (wide && !presenting) {
        base = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
        var kind = Array.prototype.filter.call(board.classList, function (c) { return !OURS[c]; });
        // the player's own zoom below the readable size ("-"), else that size
        smaller = view ? view.smaller(board, READABLE_PX / base) : 0;
        key = [kind.join("."), window.innerWidth, window.innerHeight, base,
               presenting, smaller].join(" ");
        if (quick && view && fitted.key === key && view.still(board, fitted.zoom)) return;
      }
      if (view) view.reset(board);
      if (!wide) {
        board.style.zoom = board.style.maxWidth = "";
        if (view) view.phone(board);  // the maps at the game's map zoom
        return;
      }
      board.style.maxWidth = "";
      // presenting, the board fills the screen (assets/present.js)
      if (presenting) { window.westboundPresent.fit(board, quick); return; }
      board.style.minHeight = "";
      // zoomed out below it, the board takes its compact layout: the whole table in view
      board.parentElement.classList.toggle(H.OVERVIEW, !!smaller);
      var least = Math.min(1, Math.max(0.5, MIN_TEXT_PX / base, smaller || READABLE_PX / base));
      var last = fitted.key === key ? fitted : { zoom: 1, full: Infinity };
      var room = null, height = 0;
      function fits(zoom) {
        board.style.zoom = zoom >= 1 ? "" : zoom.toFixed(3);
        var box = board.getBoundingClientRect();
        if (room === null) room = window.innerHeight - (box.top + window.scrollY) - 12;
        height = box.height;
        return height <= room;
      }
      // A zoomed board is laid out narrower, so never shorter: its height grows at least
      // as fast as its zoom, but not evenly (its parts wrap at some widths). Halving an
      // interval whose low end fits and whose high end does not finds the largest zoom that
      // fits there (the least one when none does).
      var low = least, high = last.zoom, best = least, full = Infinity;
      if (fits(last.zoom)) {
        var was = height, more = Math.min(1, last.zoom + STEP);
        // no larger zoom, or the board as tall as when 1 % more did not fit, or too tall
        // for 1 % more: as it was (else the board shrank: look for a larger zoom)
        var known = last.zoom >= 1 || was >= last.full || was * more / last.zoom > room;
        if (known || !fits(more)) {
          low = high = best = last.zoom;
          full = Math.min(was, last.full);
        } else if (fits(1)) {
          low = high = best = 1;
        } else {
          low = best = more;
          high = 1;
        }
      } else {
        // too tall: no zoom above the one that shrinks it to the room fits; that one
        // usually does, and 1 % more does not (a move seldom makes the board wrap anew);
        // when 1 % more fits too, the board was laid out anew at the smaller zoom (a wide
        // board puts its parts side by side): the largest zoom that fits lies above
        var top = Math.max(least, Math.floor(1000 * last.zoom * room / height) / 1000);
        if (top < last.zoom && fits(top)) {
          low = high = best = top;
          full = height;
          var above = Math.min(last.zoom, top + STEP);
          if (above > top && fits(above)) {
            low = best = above;
            high = last.zoom;
            full = Infinity;
          }
        } else {
          high = top;
        }
      }
      for (var i = 0; i < 8 && high - low > 0.004; i++) {
        var zoom = (low + high) / 2;
        if (fits(zoom)) { best = low = zoom; } else { high = zoom; }
      }
      var tall = !fits(best);  // too tall even at its least zoom: it pans
      fitted = { key: key, zoom: best, full: full };
      if (view) view.apply(board, best, tall);

    });
  }

  // A game's screen scrolled down stays where the player had it from one move to the next:
  // when the new screen is shorter (a bot's turn has no moves to list; the board's zoom is
  // tried smaller for a moment), the browser would pull the page up with its end. The
  // screen is given the height that keeps the scroll position; the next one drops it.
  function keepScroll(root, x, y, playing) {
    root.style.minHeight = "";
    playing = playing && !!root.querySelector("." + H.GAME_GRID);
    if (playing) {
      var short = y + window.innerHeight - document.scrollingElement.scrollHeight;
      if (short > 0) root.style.minHeight = (root.offsetHeight + short) + "px";
    }
    if (playing && (window.scrollX !== x || window.scrollY !== y)) window.scrollTo(x, y);
  }

  var pending = false;
  window.addEventListener("resize", function () {
    if (pending) return;
    pending = true;
    requestAnimationFrame(function () {
      pending = false;
      var root = document.getElementById(H.APP);
      if (root) fit(root);
      // a laptop's panned board shows the decision's choices again if the new size hid them
      if (root && window.westboundView) window.westboundView.bringAsked(root, true);
    });
  });

  // a tutorial (ui/tutorial.py): a new step (or the first one after the introduction's
  // page) brings the element it is about into view (the instruction box stays at the
  // bottom of the window); its end marks the body
  var tutorialStep = null;
  function tutorial(root) {
    var box = root.querySelector("[" + H.TUTORIAL_STEP + "]");
    var step = box ? box.getAttribute(H.TUTORIAL_STEP) : null;
    if (box && box.hasAttribute(H.TUTORIAL_INTRO)) step += " intro";  // then step 1 itself
    document.body.toggleAttribute(H.TUTORIAL_DONE,
                                  !!root.querySelector("[" + H.TUTORIAL_FINISHED + "]"));
    // (the end opens at its top, where its explanation stands)
    if (step !== null && step !== tutorialStep && !box.hasAttribute(H.TUTORIAL_FINISHED)) {
      var target = root.querySelector("[" + H.TUTORIAL_TARGET + "]");
      if (target && window.westboundTutorial) window.westboundTutorial.show(target);
    }
    tutorialStep = step;
    if (step !== null && window.westboundTutorial) window.westboundTutorial.place();
  }

  // the last screen's HTML as Python drew it, and its snapshot when that draw took one (a
  // bot's move after a highlighted one compares with it instead of parsing the HTML again)
  var drawn = null, drawnSnapshot = null;
  // renders so far: a fit left for later is not made after a newer render
  var fits = 0;

  // A board's parts shown in turn (H.PARTS, a radio group: Gold West on a laptop): the part
  // the player chose stays shown through the moves that follow, the bots' too, until their
  // own next decision (a new position where a person chooses, H.PARTS_ASKED) asks about
  // another part. The checked name is the group's one Tab stop, as the browser has it.
  var partChosen = null;  // {value, at: the position it was chosen at}
  function partsStop(group) {
    group.querySelectorAll("input").forEach(function (input) {
      if (input.checked) { input.removeAttribute("tabindex"); } else { input.setAttribute("tabindex", "-1"); }
    });
  }
  document.addEventListener("change", function (event) {
    var group = event.target.closest && event.target.closest("." + H.PARTS);
    if (!group) return;
    var grid = group.closest("[" + H.POSITION + "]");
    partChosen = { value: event.target.value, at: grid && grid.getAttribute(H.POSITION) };
    partsStop(group);
  });
  function keepPart(next) {
    var groups = next.querySelectorAll("." + H.PARTS);
    // another screen (home, a hand-over, the game's end with its final board): forgotten
    if (!groups.length || next.querySelector("." + H.SCREEN_END)) partChosen = null;
    if (!partChosen) return;
    var grid = next.querySelector("[" + H.POSITION + "]");
    var at = grid && grid.getAttribute(H.POSITION);
    groups.forEach(function (group) {
      if (!partChosen) return;
      var asked = group.getAttribute(H.PARTS_ASKED);
      if (asked && at !== partChosen.at) {  // the player's own new decision: its part
        partChosen = null;
        return;
      }
      group.querySelectorAll("input").forEach(function (input) {
        input.checked = input.value === partChosen.value;
        if (input.checked) { input.setAttribute("checked", ""); } else { input.removeAttribute("checked"); }
      });
      partsStop(group);
    });
  }

  function render(root, html, highlight, motion) {
    var before = null;
    if (highlight && drawn !== null) {
      before = drawnSnapshot;
      if (!before) {
        before = root.cloneNode(false);
        before.innerHTML = drawn;
        before = snapshot(before);
      }
    }
    drawn = html;
    // moves one can watch (assets/motion.js): where things were, to fly them to where they go
    var moves = window.westboundMotion;
    var was = highlight && motion > 0 && moves ? moves.record(root, html) : null;
    if (highlight) {  // the previous move's highlights end here (morphdom removes them)
      timers.forEach(clearTimeout);
      timers = [];
      marks++;
    }
    var x = window.scrollX, y = window.scrollY;
    var playing = !!root.querySelector("." + H.GAME_GRID);
    var ended = !!root.querySelector("." + H.SCREEN_END);
    var next = root.cloneNode(false);
    next.innerHTML = html;
    keepPart(next);
    var after = before ? snapshot(next) : null;  // before morphdom moves its nodes
    drawnSnapshot = after;
    window.morphdom(root, next, {
      childrenOnly: true,
      getNodeKey: key,
      onBeforeElUpdated: function (from, to) {
        // a section the player opened stays open (not one the screen opened by itself)
        if (from.tagName === "DETAILS" && from.open && from.hasAttribute(H.KEEP)
            && !from.hasAttribute(H.AUTO_OPEN) && !to.hasAttribute(H.AUTO_OPEN)) {
          to.setAttribute("open", "");
        }
        // a highlight still running survives a re-render that changes nothing there
        if (!highlight) {
          [H.CHANGED, H.CHANGED_STILL, H.WENT_UP, H.WENT_DOWN].forEach(function (c) {
            if (from.classList.contains(c)) to.classList.add(c);
          });
          if (from.hasAttribute(H.DELTA)) {
            to.setAttribute(H.DELTA, from.getAttribute(H.DELTA));
          }
        }
        // a board keeps its zoom until `fit` checks it: a zoom that changes lays out and
        // styles the whole board anew, where a move changes a few of its parts
        // (presenting, its room too: a board that still fits is then laid out once)
        // (on a laptop, a panned area its pan, its board its width: board-view.js)
        if (window.westboundView && (from.classList.contains(H.BOARD_AREA)
                                     || from.classList.contains(H.BOARD))) {
          window.westboundView.keep(from, to);
        }
        if (from.style.length && from.matches(BOARDS)) {
          var present = window.westboundPresent;
          ["max-width"].concat(present ? present.kept : ["zoom"]).forEach(function (p) {
            var value = from.style.getPropertyValue(p);
            if (value && !to.style.getPropertyValue(p)) to.style.setProperty(p, value);
          });
        }
        return true;
      }
    });
    var generation = ++fits;
    fit(root, !!was);
    keepScroll(root, x, y, playing);
    if (window.westboundView) window.westboundView.bringAsked(root);
    // the end screen opens at its top, the winner's line in view, wherever the game was
    if (!ended && root.querySelector("." + H.SCREEN_END)) window.scrollTo(0, 0);
    tutorial(root);
    // the motion first: a highlight waits for it to have played (clearLater)
    if (highlight && moves) moves.play(root, was, motion);
    var marked = before ? mark(root, before, after, motion > 0) : 0;
    // fitted quickly for the motion: fitted in full once it has played (unless the page
    // was drawn anew meanwhile)
    if (was) {
      moves.done().then(function () {
        setTimeout(function () { if (generation === fits) fit(root); }, 0);
      });
    }
    // the focus Python moves right after this (in the same task) is the page's, not the
    // player's: the tip box (index.html) tells the two apart by this flag
    window.westbound.drawing = true;
    setTimeout(function () { window.westbound.drawing = false; }, 0);
    document.dispatchEvent(new Event(H.DRAWN));
    return marked;
  }

  window.westbound = { render: render, drawing: false,
                       fit: function () { var root = document.getElementById(H.APP);
                                          if (root) fit(root); } };
})();
