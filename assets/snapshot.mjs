// Westbound: Python's start from a memory snapshot. PyScript's interpreter module
// (pyscript.toml): it wraps Pyodide's loadPyodide so that a returning visitor's Python
// starts with engine/ and ui/ already imported, from a copy of the interpreter's memory
// made once, in a Web Worker, after a first ordinary start (assets/snapshot-worker.mjs), and
// kept in the Cache API under Pyodide's version and the hash of engine.xz. Without one, with
// one of another engine, when anything fails or the browser lacks what it needs, Python
// starts as it would without this module: the snapshot only ever saves time.
//
// <html data-snapshot> says how this start went: "restored", "ordinary" (none stored, or of
// another engine), "fallback" (one was stored but could not be restored: it is dropped),
// "off" (not supported, or switched off by the "westbound.snapshot" key of localStorage set
// to "off", which tests and bench/page.py use); data-snapshot-made then says "stored" or
// "failed" once a new one has been made, data-snapshot-key the key of the one in use.
import { loadPyodide as loadPlain, version } from "./pyodide/pyodide.mjs";

export { version };

const INDEX = new URL("./pyodide/", import.meta.url).href;
const SITE = new URL("../", import.meta.url);
const CACHE = "westbound-snapshot:" + SITE.href;  // not the service worker's (it deletes those)
// PyScript's workers (the search worker) load this module too, where there is no page:
// there it is Pyodide's loadPyodide as it is.
const IN_PAGE = typeof document !== "undefined";
const html = IN_PAGE ? document.documentElement : { dataset: {} };

function supported() {
  if (!IN_PAGE) return false;
  try {
    if (localStorage.getItem("westbound.snapshot") === "off") return false;
  } catch (e) { /* storage refused: the Cache API may still work */ }
  // a device that says it has under 4 GB (Chromium's navigator.deviceMemory) is spared
  // making one: it holds about 2 x 111 MB in a worker for a moment (docs/architecture.md)
  const memory = globalThis.navigator?.deviceMemory;
  return globalThis.isSecureContext && "caches" in globalThis && !!globalThis.crypto?.subtle
    && typeof Worker === "function" && !(memory < 4);
}

const hex = (buffer) => Array.from(new Uint8Array(buffer),
                                   (b) => b.toString(16).padStart(2, "0")).join("");

// Begun as soon as PyScript imports this module, beside Pyodide's own downloads: the
// engine's bytes (preloaded by assets/preload.js), their key, and the stored snapshot. The
// engine.xz is fetched here only, snapshot or not, in the page and in PyScript's workers
// (pyscript.toml's [files] does not list it): written into Python's working folder when
// Python has started, hashed for the key, handed to the worker that makes the snapshot.
const on = supported();
// In the page, nothing is downloaded before the home screen has painted (assets/preload.js
// says when: window.westboundPainted); in a worker, at once.
const painted = (IN_PAGE && globalThis.westboundPainted) || Promise.resolve();
const engine = painted.then(() => fetch(new URL("engine.xz", SITE))).then((response) => {
  if (!response.ok) throw new Error("engine.xz: HTTP " + response.status);
  return response.arrayBuffer();
});
engine.catch(() => null);  // reported when loadPyodide awaits it
const key = on ? engine.then(async (bytes) => new URL(
  `__snapshot__/${version}/${hex(await crypto.subtle.digest("SHA-256", bytes))}`, SITE).href)
  : null;
const stored = on ? key.then(async (url) => {
  const response = await (await caches.open(CACHE)).match(url);
  return response ? response.arrayBuffer() : null;
}).catch((error) => {
  console.warn("Westbound: no start-up snapshot:", error);
  return null;
}) : Promise.resolve(null);

async function forget() {
  try { await caches.delete(CACHE); } catch (e) { /* nothing to forget */ }
}

// Makes the snapshot once the page is ready and has drawn, in a worker of its own (its own
// interpreter: the page's does not slow down and keeps no trace of it).
function makeLater() {
  const make = async () => {
    const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url),
                              { type: "module" });
    const [url, bytes] = await Promise.all([key, engine]);
    worker.onmessage = ({ data }) => {
      worker.terminate();
      html.dataset.snapshotMade = data.ok ? "stored" : "failed";
      if (data.ok) html.dataset.snapshotKey = url;
      else console.warn("Westbound: the start-up snapshot could not be made:", data.error);
    };
    worker.onerror = (event) => {
      worker.terminate();
      html.dataset.snapshotMade = "failed";
      console.warn("Westbound: the start-up snapshot's worker failed:", event.message);
    };
    worker.postMessage({ index: INDEX, cache: CACHE, key: url, engine: bytes.slice(0) });
  };
  const whenReady = () => {
    if (!document.body?.hasAttribute("data-py-ready")) return false;
    // after the first frames, when the page is idle (its first moves are the player's)
    const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 500));
    idle(() => make().catch(() => { html.dataset.snapshotMade = "failed"; }),
         { timeout: 3000 });
    return true;
  };
  if (whenReady()) return;
  const watch = new MutationObserver(() => { if (whenReady()) watch.disconnect(); });
  watch.observe(html, { attributes: true, subtree: true, attributeFilter: ["data-py-ready"] });
}

// Pyodide sizes the memory for a snapshot through Emscripten's INITIAL_MEMORY, which this
// build ignores (its memory is made by the wasm module itself): the copy did not fit
// ("RangeError: offset is out of bounds"). The memory is grown to the snapshot's size first.
async function sized(bytes) {
  const { default: create } = await import("./pyodide/pyodide.asm.mjs");
  return async (settings) => {
    const module = await create(settings);
    module.growMemory(bytes);
    return module;
  };
}

// Python started (from a snapshot or not), with engine.xz where boot.py reads it.
async function withEngine(pyodide) {
  pyodide.FS.writeFile("engine.xz", new Uint8Array(await engine));
  return pyodide;
}

// Python's start, once. In the page assets/preload.js begins it (startEarly) once the home
// screen has painted, beside the preloads, instead of waiting for PyScript's module chain (its core,
// its TOML parser, its plugins, its package storage: 0.3-0.4 s on a cold start); PyScript's
// own call then takes the same interpreter. The early start uses Pyodide's own stdout and
// stderr (the console), as PyScript's do on a page without a terminal.
let started = null;

export function startEarly() {
  if (IN_PAGE && !started) started = start({});
  return started;
}

export function loadPyodide(options = {}) {
  if (!started) started = start(options);
  return started;
}

async function start(options) {
  await painted;
  const config = { ...options, indexURL: INDEX };
  if (!on) {
    if (IN_PAGE) html.dataset.snapshot = "off";
    return withEngine(await loadPlain(config));
  }
  const snapshot = await stored;
  if (snapshot) {
    try {
      const pyodide = await loadPlain({ ...config, _loadSnapshot: snapshot,
                                        createPyodideModule: await sized(snapshot.byteLength) });
      pyodide.runPython("import ui.app");  // what the snapshot is for; fails if it lacks it
      html.dataset.snapshot = "restored";
      html.dataset.snapshotKey = await key;
      return withEngine(pyodide);
    } catch (error) {
      console.warn("Westbound: the start-up snapshot could not be restored; starting without it:",
                   error);
      html.dataset.snapshot = "fallback";
      await forget();
    }
  } else {
    html.dataset.snapshot = "ordinary";
  }
  const pyodide = await withEngine(await loadPlain(config));
  makeLater();
  return pyodide;
}
