// Westbound: what keeps the player's games: leaving a game only this tab holds asks first,
// and the service worker (sw.js, built by scripts/setup) gives offline play and updates.
(function () {
  "use strict";
  var H = window.westboundHooks;
  var app = document.getElementById(H.APP);
  function ready() { return document.body.hasAttribute(H.PY_READY); }
  // A game the full storage refused is only in this tab: leaving asks first.
  addEventListener("beforeunload", function (event) {
    if (app.querySelector("[" + H.UNSAVED + "]")) {
      event.preventDefault();
      event.returnValue = "";
    }
  });
  // Offline play and updates. The service worker is registered once Python is ready, so
  // that its precache does not compete with the first start. A new version installs in
  // the background and waits: this page keeps the version it started with (each
  // version's files come from that version's cache only) until the player presses the
  // reload button of Python's "new version" notice; then every tab reloads into it.
  if (!("serviceWorker" in navigator)) return;
  var sw = navigator.serviceWorker;
  var controlled = !!sw.controller;  // a first visit's claim by the worker is no update
  function announce(registration) {
    if (registration.waiting && sw.controller) {
      document.documentElement.setAttribute(H.UPDATE, "ready");
      dispatchEvent(new Event(H.UPDATE_READY));
    }
  }
  function check(registration) {
    registration.update().catch(function () {});  // offline: try again later
  }
  function watch(registration) {
    if (!registration) return;  // registration refused (a browser's policy, a test's)
    announce(registration);
    registration.addEventListener("updatefound", function () {
      var worker = registration.installing;
      if (!worker) return;
      worker.addEventListener("statechange", function () {
        if (worker.state === "installed") announce(registration);
      });
    });
    // a page left open for days still hears of a new version
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") check(registration);
    });
    setInterval(function () { check(registration); }, 3600 * 1000);
  }
  window.westboundUpdate = function () {
    sw.getRegistration().then(function (registration) {
      if (registration && registration.waiting) registration.waiting.postMessage("activate");
      else location.reload();
    });
  };
  sw.addEventListener("controllerchange", function () {
    if (!controlled) { controlled = true; return; }
    location.reload();  // the new version took over, from this tab or another one
  });
  function register() {
    sw.register("./sw.js", { scope: "./" }).then(watch, function (error) {
      console.warn("Westbound: offline play is unavailable:", error);
    });
  }
  if (ready()) { register(); return; }
  new MutationObserver(function (_, observer) {
    if (ready()) { observer.disconnect(); register(); }
  }).observe(document.body, { attributes: true, attributeFilter: [H.PY_READY] });
})();
