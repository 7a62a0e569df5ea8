// Westbound: what pointing and the keyboard do on the page: a move and its place on the
// board light up together, tips say what a component is and why a choice is refused, and
// one key presses the button that carries it.
(function () {
  "use strict";
  var H = window.westboundHooks;
  // A move in the list and the same move on the board light up together while either
  // is pointed at or focused: the list says what, the board shows where.
  var app = document.getElementById(H.APP);
  function link(event, on) {
    var target = event.target;
    var move = target && target.closest && target.closest("[" + H.ACTION + "]");
    if (!move || !app.contains(move)) return;
    var key = window.CSS && CSS.escape ? CSS.escape(move.getAttribute(H.ACTION)) : "";
    if (!key) return;
    app.querySelectorAll('[' + H.ACTION + '="' + key + '"]').forEach(function (el) {
      el.classList.toggle(H.LINKED, on);
    });
  }
  app.addEventListener("mouseover", function (event) { link(event, true); });
  app.addEventListener("mouseout", function (event) { link(event, false); });
  app.addEventListener("focusin", function (event) {
    // not when the page moved focus after a click: only a keyboard user's own focus
    if (event.target.matches(":focus-visible")) link(event, true);
  });
  app.addEventListener("focusout", function (event) { link(event, false); });
  // Tips: what a component is (data-tip) and why a choice is not allowed (data-why),
  // shown on pointing, keyboard focus or a tap, in one floating box the page reuses.
  var tip = document.createElement("div");
  tip.id = H.TIP_BOX;
  tip.setAttribute("role", "tooltip");
  tip.hidden = true;
  document.body.appendChild(tip);
  var tipFor = null;
  function tipTarget(node) {
    return node && node.closest ? node.closest("[" + H.TIP + "],[" + H.WHY + "]") : null;
  }
  function showTip(target) {
    var why = target.getAttribute(H.WHY);
    var what = target.getAttribute(H.TIP);
    tip.textContent = "";
    if (what) {
      var p = document.createElement("p");
      p.textContent = what;
      tip.appendChild(p);
    }
    if (why) {
      var q = document.createElement("p");
      q.className = H.TIP_WHY;
      q.textContent = why;
      tip.appendChild(q);
    }
    tip.hidden = false;
    var box = target.getBoundingClientRect();
    var w = tip.offsetWidth, h = tip.offsetHeight, margin = 8;
    var left = Math.min(Math.max(margin, box.left + box.width / 2 - w / 2),
                        window.innerWidth - w - margin);
    var below = box.bottom + margin, above = Math.max(margin, box.top - h - margin);
    var top = below + h > window.innerHeight - margin ? above : below;
    // never over the tutorial's instruction (the tip of a button just pressed would hide
    // the next step's): the other side of the element where that one is clear, else under
    // the box (tutorial.css stacks the box above the tips)
    var step = document.querySelector("[" + H.TUTORIAL_STEP + "]");
    if (step) {
      var s = step.getBoundingClientRect();
      var clear = function (y) {
        return y >= s.bottom || y + h <= s.top || left >= s.right || left + w <= s.left;
      };
      var other = top === below ? above : below;
      var fits = other !== below || below + h <= window.innerHeight - margin;
      if (!clear(top) && fits && clear(other)) top = other;
    }
    tip.style.left = left + "px";
    tip.style.top = top + "px";
    tipFor = target;
  }
  function hideTip() { tip.hidden = true; tipFor = null; }
  // the tip shown is the keyboard's: that of the choice its focus is on
  function keyboardTip() {
    return tipFor === document.activeElement && tipFor.matches(":focus-visible");
  }
  // Only a pointer that really moves opens a tip: content scrolling or a new screen
  // drawn under a resting pointer also fires mouseover (at the same place), and must
  // neither take the keyboard's tip away nor open one over the board after a move.
  var pointerAt = null, resting = false;
  function pointed(event) {
    var at = event.clientX + "," + event.clientY;
    if (resting && at === pointerAt) return false;
    resting = false;
    pointerAt = at;
    return true;
  }
  document.addEventListener("mousemove", pointed);
  // while a move's motion plays, pointing opens no tip: the tip of the spot just pressed
  // (a hand on a real mouse never rests quite still) would cover the pieces moving
  function moving() {
    return !!(window.westboundMotion && window.westboundMotion.moving
              && window.westboundMotion.moving());
  }
  // while presenting, pointing at the map opens no tip: a room watches it (the keyboard's
  // focus still does)
  function roomsMap(node) {
    return !!(node && node.closest && node.closest("." + H.PRESENTING + " ." + H.MAPS));
  }
  document.addEventListener("mouseover", function (event) {
    if (!pointed(event)) return;
    if (moving() || roomsMap(event.target)) {
      if (tipFor && !keyboardTip()) hideTip();
      return;
    }
    var target = tipTarget(event.target);
    if (target) showTip(target); else if (tipFor) hideTip();
  });
  document.addEventListener("focusin", function (event) {
    resting = true;
    var target = tipTarget(event.target);
    // focus the page moves after a move (to the next choice) opens the tip for a
    // keyboard user only: over a mouse user's board it would hide what just changed
    var moved = window.westbound && window.westbound.drawing;
    var mouse = moved || roomsMap(target);
    if (target && event.target === target && (!mouse || event.target.matches(":focus-visible"))) {
      showTip(target);
    } else {
      hideTip();
    }
  });
  // a new screen (after a move) takes away a tip left by pointing: what it pointed at
  // may be gone or moved; the keyboard's tip follows its focused element
  document.addEventListener(H.DRAWN, function () {
    resting = true;
    if (!tipFor) return;
    if (tipFor.isConnected && keyboardTip()) showTip(tipFor);
    else hideTip();
  });
  // the pointer leaving the page takes away the tip it opened (not the keyboard's)
  document.documentElement.addEventListener("mouseleave", function () {
    if (tipFor && !keyboardTip()) {
      hideTip();
    }
  });
  // the move pressed, as it was when the press began: the move's redraw (before the click's
  // listeners) may leave it a refused choice ("already holds your marker"), whose tip then
  // stayed open over the next view (Gold West's tutorial, step 7)
  var pressedMove = null;
  document.addEventListener("pointerdown", function (event) {
    pressedMove = event.target.closest ? event.target.closest("[" + H.ACTION + "]") : null;
  }, true);
  document.addEventListener("click", function (event) {
    var target = tipTarget(event.target);
    // a tap on a phone: a refused choice or a component shows its tip (no hover there)
    var wasMove = event.detail > 0 && !!pressedMove && pressedMove.contains(event.target);
    if (target && !wasMove && (target.hasAttribute(H.WHY) || !target.hasAttribute(H.ACTION))) {
      showTip(target);
    } else if (tipFor && !(tipFor !== target && keyboardTip())) {
      hideTip();  // not the tip of the next choice a move made with the keyboard focused
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && tipFor) hideTip();
  });
  // One key presses the button that carries it (data-key): presentation mode and its
  // folded panels; never while typing in a field or with a modifier held.
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    var field = event.target.closest && event.target.closest("input, select, textarea");
    if (field || !event.key || event.key.length !== 1) return;
    var key = event.key.toLowerCase();
    var button = app.querySelector('[' + H.SHORTCUT + '="' + (window.CSS ? CSS.escape(key) : key) + '"]');
    if (!button || button.disabled || !button.getClientRects().length) return;
    event.preventDefault();
    button.click();
  });
  // a scroll moves the tip with the element the keyboard is on (focusing one scrolls
  // it into view), and hides a tip that only pointing had opened
  addEventListener("scroll", function () {
    if (!tipFor) return;
    if (tipFor === document.activeElement && tipFor.isConnected) showTip(tipFor);
    else hideTip();
  }, true);
})();
