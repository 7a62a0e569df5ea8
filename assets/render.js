// Westbound: puts a screen's HTML into the page by morphing the DOM (morphdom, copied into
// assets/morphdom/ by scripts/setup), so what did not change stays untouched (focus, scroll,
// open sections, running transitions), and marks what a move changed.
//
// Python (ui/dom.py) calls window.westbound.render(root, html, highlight) once per screen.
// Elements that stand for one thing of the game carry data-k="<stable key>" (see the board
// conventions); morphdom matches them by that key. With `highlight`, every keyed element
// whose content changed (innermost first) or that appeared gets the class "changed" for a
// moment; a holding's data-count that went up or down also gets data-delta="+2" / "-1".
// What carries data-now (whose turn it is, the choices offered to the person choosing) is
// not the game's state: it is left out of the comparison and never marked.
(function () {
  "use strict";

  var HIGHLIGHT_MS = 2600;
  // what a highlight adds, and what is about interaction rather than the game's state: left
  // out when comparing an element before and after a move
  var OURS = { "changed": 1, "went-up": 1, "went-down": 1, "linked": 1 };
  var INTERACTION = {
    "data-action": 1, "data-choice": 1, "data-why": 1, "data-tip": 1, "aria-disabled": 1,
    "aria-label": 1, "title": 1, "tabindex": 1, "type": 1, "role": 1, "data-delta": 1,
    "disabled": 1, "style": 0
  };
  var CHOICE_CLASSES = { "spot": 1, "unavailable": 1, "legal": 1, "refused": 1, "acting": 1 };
  var timers = [];

  function key(node) {
    return node.nodeType === 1 ? (node.getAttribute("data-k") || node.id || undefined)
      : undefined;
  }

  // What an element shows, without what only says whether it can be chosen now: the same
  // space drawn as a button on one's turn and as a box on another's has the same signature.
  function signature(node) {
    if (node.nodeType === 3) return node.nodeValue;
    if (node.nodeType !== 1 || node.hasAttribute("data-now")) return "";
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
      out += signature(child);
    }
    return out + "</>";
  }

  function snapshot(root) {
    var found = new Map();
    root.querySelectorAll("[data-k]").forEach(function (el) {
      found.set(el.getAttribute("data-k"), {
        sig: signature(el), count: el.getAttribute("data-count")
      });
    });
    return found;
  }

  function clearLater(el, classes) {
    timers.push(setTimeout(function () {
      classes.forEach(function (c) { el.classList.remove(c); });
      el.removeAttribute("data-delta");
    }, HIGHLIGHT_MS));
  }

  function mark(root, before) {
    var changed = [];
    root.querySelectorAll("[data-k]").forEach(function (el) {
      if (el.closest("[hidden]")) return;  // a holding gone to none: its area shows it
      if (el.closest("[data-now]")) return;
      var was = before.get(el.getAttribute("data-k"));
      if (was === undefined || was.sig !== signature(el)) changed.push(el);
    });
    // innermost only: a seat's area whose one holding changed shows that holding
    var set = new Set(changed);
    var shown = changed.filter(function (el) {
      var inner = el.querySelectorAll("[data-k]");
      for (var i = 0; i < inner.length; i++) if (set.has(inner[i])) return false;
      return true;
    });
    shown.forEach(function (el) {
      var classes = ["changed"];
      var was = before.get(el.getAttribute("data-k"));
      var now = parseInt(el.getAttribute("data-count"), 10);
      var then = was ? parseInt(was.count, 10) : NaN;
      if (!isNaN(now) && !isNaN(then) && now !== then) {
        classes.push(now > then ? "went-up" : "went-down");
        el.setAttribute("data-delta", (now > then ? "+" : "\u2212") + Math.abs(now - then));
      }
      classes.forEach(function (c) { el.classList.add(c); });
      clearLater(el, classes);
    });
    return shown.length;
  }

  // On a laptop or a projector the board is zoomed to fit the screen's height, so that the
  // board and the prompt beside it are in view at every text size; never below 11 px text.
  // On a phone the board fits the width and the page scrolls (the prompt stays on top).
  var WIDE = 960, MIN_TEXT_PX = 11;

  function fit(root) {
    root.querySelectorAll(".game-grid > .board-area > .board").forEach(function (board) {
      board.style.zoom = "";
      if (window.innerWidth < WIDE) return;
      var box = board.getBoundingClientRect();
      var room = window.innerHeight - (box.top + window.scrollY) - 12;
      var base = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      var least = Math.min(1, Math.max(0.5, MIN_TEXT_PX / base));
      if (box.height <= room) return;
      // a zoomed board is laid out wider, so shorter, but not evenly (its parts move side
      // by side or wrap at some widths): halving the interval finds the largest zoom that
      // fits (the least one when none does)
      var low = least, high = 1, best = least;
      for (var i = 0; i < 8 && high - low > 0.004; i++) {
        var zoom = (low + high) / 2;
        board.style.zoom = zoom.toFixed(3);
        if (board.getBoundingClientRect().height <= room) { best = low = zoom; } else { high = zoom; }
      }
      board.style.zoom = best.toFixed(3);
    });
  }

  // A game's screen scrolled down stays where the player had it from one move to the next:
  // when the new screen is shorter (a bot's turn has no moves to list; the board's zoom is
  // tried smaller for a moment), the browser would pull the page up with its end. The
  // screen is given the height that keeps the scroll position; the next one drops it.
  function keepScroll(root, x, y, playing) {
    root.style.minHeight = "";
    playing = playing && !!root.querySelector(".game-grid");
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
      var root = document.getElementById("app");
      if (root) fit(root);
    });
  });

  function render(root, html, highlight) {
    var before = highlight ? snapshot(root) : null;
    if (highlight) {  // the previous move's highlights end here (morphdom removes them)
      timers.forEach(clearTimeout);
      timers = [];
    }
    var x = window.scrollX, y = window.scrollY;
    var playing = !!root.querySelector(".game-grid");
    var next = root.cloneNode(false);
    next.innerHTML = html;
    window.morphdom(root, next, {
      childrenOnly: true,
      getNodeKey: key,
      onBeforeElUpdated: function (from, to) {
        // a section the player opened stays open (not one the screen opened by itself)
        if (from.tagName === "DETAILS" && from.open && from.hasAttribute("data-keep")
            && !from.hasAttribute("data-auto-open") && !to.hasAttribute("data-auto-open")) {
          to.setAttribute("open", "");
        }
        // a highlight still running survives a re-render that changes nothing there
        if (!highlight) {
          ["changed", "went-up", "went-down"].forEach(function (c) {
            if (from.classList.contains(c)) to.classList.add(c);
          });
          if (from.hasAttribute("data-delta")) {
            to.setAttribute("data-delta", from.getAttribute("data-delta"));
          }
        }
        return true;
      }
    });
    fit(root);
    keepScroll(root, x, y, playing);
    var marked = before ? mark(root, before) : 0;
    // the focus Python moves right after this (in the same task) is the page's, not the
    // player's: the tip box (index.html) tells the two apart by this flag
    window.westbound.drawing = true;
    setTimeout(function () { window.westbound.drawing = false; }, 0);
    document.dispatchEvent(new Event("westbound:drawn"));
    return marked;
  }

  window.westbound = { render: render, drawing: false };
})();
