// Asks at once for every file of the start-up chain (PyScript, then Pyodide's modules, then
// the interpreter's files, then our code), instead of each when the previous step asks for
// it: the same requests as Pyodide's and PyScript's own (fetch: cors, same-origin
// credentials), so they are served from this download. Run as a deferred script, once the
// files of the first paint (styles, the scripts in <head>) have arrived: in <head> the 5 MB
// took their bandwidth, and on Lighthouse's slow 4G the first paint came 1.5 s later.
(function () {
  "use strict";
  var MODULES = ["assets/snapshot.mjs", "assets/pyodide/pyodide.mjs", "assets/pyodide/pyodide.asm.mjs"];
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
  MODULES.forEach(function (href) { add("modulepreload", href); });
  FILES.forEach(function (href) { add("preload", href); });
})();
