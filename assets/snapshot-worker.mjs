// Westbound: makes the start-up snapshot (assets/snapshot.mjs starts this worker once the
// page is ready). A Pyodide of its own, started to be snapshotted, unpacks engine.xz with the
// page's boot.py and imports every module of engine/ and ui/ that does not need the page
// (ui.dom and ui.worker need PyScript's `pyscript` package, which must not be in the
// snapshot: PyScript installs its own on the page, for the page). Then its memory is stored
// in the Cache API under `key`, replacing any older one. Answers {ok, bytes} or {ok, error}.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const PREPARE = `
import gc, importlib, sys
import boot
skipped = []
for name in boot.MODULES:
    try:
        importlib.import_module(name)
    except Exception:
        skipped.append(name)
del sys.modules["boot"]  # so that the page's 'import boot' unpacks the files again
assert "ui.app" in sys.modules and "pyscript" not in sys.modules, skipped
del boot, name, skipped
gc.collect()
`;

self.onmessage = async ({ data }) => {
  try {
    const pyodide = await loadPyodide({ indexURL: data.index, _makeSnapshot: true });
    const boot = await fetch(new URL("../boot.py", import.meta.url));
    if (!boot.ok) throw new Error("boot.py: HTTP " + boot.status);
    pyodide.FS.writeFile("boot.py", new Uint8Array(await boot.arrayBuffer()));
    pyodide.FS.writeFile("engine.xz", new Uint8Array(data.engine));
    pyodide.runPython(PREPARE);
    const snapshot = pyodide.makeMemorySnapshot();
    const cache = await caches.open(data.cache);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(data.key, new Response(snapshot, {
      headers: { "content-type": "application/octet-stream" } }));
    self.postMessage({ ok: true, bytes: snapshot.length });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error && error.stack || error) });
  }
};
