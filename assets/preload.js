// Asks at once for every file of the start-up chain (PyScript's modules, Pyodide's modules,
// the interpreter's files, our code), instead of each when the previous step asks for it:
// the same requests as Pyodide's and PyScript's own (modules; fetch: cors, same-origin
// credentials), so they are served from this download; then starts Python itself
// (assets/snapshot.mjs), without waiting for PyScript's module chain.
//
// Loaded at the end of <body>. Nothing of the interpreter is asked for before the home
// screen has painted with its pictures (the window's load, then a frame): on a slow network
// its 5 MB would take their bandwidth, and Lighthouse counts every request made before the
// largest paint as holding it back (the largest paint was simulated at 27 s for that).
// `window.westboundPainted` is that moment; assets/snapshot.mjs waits for it too, so
// PyScript's own call to Pyodide starts no earlier. PyScript's chunks are named by their
// content: tests/test_preload.py checks that each file named here exists.
(function () {
  "use strict";
  var MODULES = ["assets/pyscript/core-C9KDLldu.js", "assets/pyscript/toml-V4Savzlc.js",
                 "assets/pyscript/deprecations-manager-UpAPKqCb.js",
                 "assets/pyscript/donkey-4Hrqd7WZ.js", "assets/pyscript/error-D2315lOB.js",
                 "assets/pyscript/py-editor-C4XsZtn7.js", "assets/pyscript/py-game-DWiCrr7a.js",
                 "assets/pyscript/py-terminal-CwQ6kcjg.js",
                 "assets/snapshot.mjs", "assets/pyodide/pyodide.mjs",
                 "assets/pyodide/pyodide.asm.mjs"];
  var FILES = ["assets/pyodide/pyodide.asm.wasm", "assets/pyodide/python_stdlib.zip",
               "assets/pyodide/pyodide-lock.json", "pyscript.toml", "engine.xz", "boot.py", "main.py"];
  function add(rel, href) {
    var link = document.createElement("link");
    link.rel = rel;
    link.href = "./" + href;
    if (rel === "preload") {
      link.as = "fetch";
      link.crossOrigin = "anonymous";
    }
    document.head.appendChild(link);
  }
  // After the load event (the pictures are in), the moment the browser has reported the
  // largest paint as one of them (Lighthouse's simulation counts every request made before
  // that paint); where the browser reports no largest paint (WebKit), or none
  // is a picture within a second, a frame after the load. A tab opened in the background
  // draws no frame: the timer.
  window.westboundPainted = new Promise(function (resolve) {
    function frame() {
      if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(resolve, 0); });
    }
    function largest() {
      var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
      if (types.indexOf("largest-contentful-paint") < 0) return frame();
      var observer = new PerformanceObserver(function (list) {
        if (list.getEntries().some(function (e) { return e.element && e.element.tagName === "IMG"; })) {
          observer.disconnect();
          resolve();  // reported once painted
        }
      });
      observer.observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(frame, 1000);
    }
    if (document.readyState === "complete") largest();
    else addEventListener("load", largest, { once: true });
    setTimeout(resolve, 3000);
  });
  window.westboundPainted.then(function () {
    FILES.forEach(function (href) { add("preload", href); });
    MODULES.forEach(function (href) { add("modulepreload", href); });
    // PyScript's call to the interpreter module then takes the same start
    import(new URL("assets/snapshot.mjs", document.baseURI).href)
      .then(function (module) { return module.startEarly(); })
      .catch(function () { /* PyScript's own call reports it */ });
  });
})();
