// The remembered text size (a projector's "larger", the page's settings in localStorage)
// applies from the first paint: the page and the rules pages load this in their <head>.
(function () {
  "use strict";
  try {
    var size = (JSON.parse(localStorage.getItem("westbound.settings") || "{}") || {}).text;
    if (size === "large" || size === "larger") {
      document.documentElement.setAttribute("data-text", size);
    }
  } catch (e) {}
})();
