// Asks at once for every file of the start-up chain (PyScript's modules, Pyodide's modules,
// the interpreter's files, our code), instead of each when the previous step asks for it:
// the same requests as Pyodide's and PyScript's own (modules; fetch: cors, same-origin
// credentials), so they are served from this download. Loaded at the end of <body> and run
// just after the first frame: before it, the 5 MB took the first paint's bandwidth (on
// Lighthouse's slow 4G the first paint came 1.5 s later), and as a deferred script it ran
// only after the first paint's pictures had been laid out (~0.35 s later, cold, on the
// development machine). PyScript's chunks are named by their content: tests/test_preload.py
// checks that each file named here exists.
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
  var done = false;
  function all() {
    if (done) return;
    done = true;
    MODULES.forEach(function (href) { add("modulepreload", href); });
    FILES.forEach(function (href) { add("preload", href); });
  }
  // the first frame's callback runs before its paint: the task it posts, after it (a tab
  // opened in the background draws no frame: there the timer)
  if (window.requestAnimationFrame) requestAnimationFrame(function () { setTimeout(all, 0); });
  setTimeout(all, 300);
})();
