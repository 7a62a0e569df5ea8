// Asks at once for every file of the start-up chain (PyScript's modules, Pyodide's modules,
// the interpreter's files, our code), instead of each when the previous step asks for it:
// the same requests as Pyodide's and PyScript's own (modules; fetch: cors, same-origin
// credentials), so they are served from this download; then starts Python itself
// (assets/snapshot.mjs), without waiting for PyScript's module chain.
//
// Loaded at the end of <body>, once the first paint's own files are asked for. The files
// fetched as data (the wasm, the standard library, our code) are asked for at once; the
// modules, and Python's start, after the first frame: Lighthouse counts a script requested
// before the first paint as blocking it (in <head> the first paint came 1.5 s later on its
// slow 4G). PyScript's chunks are named by their content: tests/test_preload.py checks that
// each file named here exists.
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
  FILES.forEach(function (href) { add("preload", href); });
  var done = false;
  function modules() {
    if (done) return;
    done = true;
    MODULES.forEach(function (href) { add("modulepreload", href); });
    // PyScript's call to the interpreter module then takes the same start
    import(new URL("assets/snapshot.mjs", document.baseURI).href)
      .then(function (module) { return module.startEarly(); })
      .catch(function () { /* PyScript's own call reports it */ });
  }
  // the first frame's callback runs before its paint, the task it posts after it (a tab
  // opened in the background draws no frame: the timer)
  if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(modules, 0); });
  setTimeout(modules, 1000);
})();
