// One click, one move. After each move the screen changes under the pointer, so the second
// click of a double click (or the second tap of a double tap) lands on whatever the next
// screen put there (another move, "Take back", a hand-over) that the player never saw.
// A button therefore counts a pointer click only if it was showing what it does, at that
// place, when the press began; a repeated click (a double click, or taps in quick
// succession at one spot) never counts, except on the replay's steps, which are made to be
// clicked quickly; a held-down Enter key does not repeat a move either.
// Keyboard clicks (detail 0) are always the player's own. A render that draws the same
// buttons again keeps them "seen", whether it replaces the buttons or morphs them.
(function () {
  "use strict";
  var H = window.westboundHooks;
  var app = document.getElementById(H.APP);
  if (!app) return;
  var BUTTONS = "button[" + H.ACTION + "], button[" + H.CMD + "]";
  var REPEATABLE = "button[" + H.CMD + "=" + H.REPLAY_CMD + "]";
  var TAPS_MS = 500;  // taps closer than this at one spot are one multiple tap
  var shown = new WeakMap();  // button -> [what it does, when it began to show that]
  var onScreen = new Map();   // what a button on screen does -> [since when, its x, its y]
  var lastDown = -Infinity, lastX = 0, lastY = 0, tapRepeat = false;

  function keyOf(button) {
    return button.hasAttribute(H.ACTION) ? "move " + button.getAttribute(H.ACTION)
      : "cmd " + button.getAttribute(H.CMD) + " " + (button.getAttribute(H.ARG) || "");
  }

  // A button drawn anew keeps the time of the same button drawn at the same place before.
  function stamp() {
    var now = performance.now();
    var keys = new Map();
    app.querySelectorAll(BUTTONS).forEach(function (button) {
      var key = keyOf(button);
      var box = button.getBoundingClientRect();
      var x = box.left + scrollX + box.width / 2, y = box.top + scrollY + box.height / 2;
      var seen = shown.get(button);
      if (!seen || seen[0] !== key) {
        var before = onScreen.get(key);
        var same = before && Math.abs(before[1] - x) < 8 && Math.abs(before[2] - y) < 8;
        seen = [key, same ? before[0] : now];
        shown.set(button, seen);
      }
      keys.set(key, [seen[1], x, y]);
    });
    onScreen = keys;
  }

  stamp();
  new MutationObserver(stamp).observe(app, {
    childList: true, subtree: true, attributes: true,
    attributeFilter: [H.ACTION, H.CMD, H.ARG]
  });
  document.addEventListener("pointerdown", function (event) {
    // the browser counts a double tap only within its own short delay; count them here too
    var near = Math.abs(event.clientX - lastX) < 16 && Math.abs(event.clientY - lastY) < 16;
    tapRepeat = event.pointerType === "touch" && near && event.timeStamp - lastDown < TAPS_MS;
    lastDown = event.timeStamp;
    lastX = event.clientX;
    lastY = event.clientY;
  }, true);
  document.addEventListener("click", function (event) {
    var button = event.target.closest && event.target.closest(BUTTONS);
    if (!button || !app.contains(button) || event.detail === 0) return;
    var seen = shown.get(button);
    var repeated = (event.detail > 1 || tapRepeat) && !button.matches(REPEATABLE);
    if (repeated || !seen || seen[1] > lastDown) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);
  document.addEventListener("keydown", function (event) {
    if (event.repeat && event.target.closest && event.target.closest("#" + H.APP + " [" + H.ACTION + "]")) {
      event.preventDefault();
    }
  }, true);
})();
