// One click, one move. After each move the screen changes under the pointer, so the second
// click of a double click (or the second tap of a double tap) lands on a button of the next
// screen that the player never saw. A move button therefore counts a pointer click only if
// it was showing its move when the press began, and never as a repeated click; a held-down
// Enter key does not repeat a move either. Keyboard clicks (detail 0) are always the
// player's own. Works whether a render replaces the buttons or morphs them in place.
(function () {
  "use strict";
  var app = document.getElementById("app");
  if (!app) return;
  var shown = new WeakMap();  // move button -> [its move key, when it began to show it]
  var pressedAt = -Infinity;

  function stamp() {
    var now = performance.now();
    app.querySelectorAll("[data-action]").forEach(function (button) {
      var key = button.getAttribute("data-action");
      var seen = shown.get(button);
      if (!seen || seen[0] !== key) shown.set(button, [key, now]);
    });
  }

  stamp();
  new MutationObserver(stamp).observe(app, {
    childList: true, subtree: true, attributes: true, attributeFilter: ["data-action"]
  });
  document.addEventListener("pointerdown", function (event) {
    pressedAt = event.timeStamp;
  }, true);
  document.addEventListener("click", function (event) {
    var move = event.target.closest && event.target.closest("#app [data-action]");
    if (!move || event.detail === 0) return;
    var seen = shown.get(move);
    if (event.detail > 1 || !seen || seen[1] > pressedAt) {
      event.stopImmediatePropagation();
      event.preventDefault();
    }
  }, true);
  document.addEventListener("keydown", function (event) {
    if (event.repeat && event.target.closest && event.target.closest("#app [data-action]")) {
      event.preventDefault();
    }
  }, true);
})();
