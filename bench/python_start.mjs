// The page's own Python start, phase by phase, in Pyodide under Node.js (the self-hosted
// copy in assets/pyodide, the trimmed standard library): what main.py does after Pyodide has
// started, with a stand-in for the browser layer (no PyScript here).
//
//     node bench/python_start.mjs [--runs N] [DIR ...]
//
// Each DIR is a built site (its engine.xz and boot.py; default: this one); the DIRs are run
// in turn, N times each (interleaved), a fresh interpreter each time. Phases (ms, medians):
//   unpack  `import boot` (engine.xz decompressed, its files written)
//   import  `from ui.app import App`
//   home    the home screen drawn (App made and booted on an empty store)
//   start   unpack + import + home: the page's part of the cold start
//   game    then, at once, Homesteaders' New game and Start: its board drawn
//   left    the parts of engine.xz still packed after the home screen
//   idle    in another run, what the page does once idle after the home screen (boot.py's
//           `unpack_rest`, when the build has one), then the same game
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadPyodide } from "../assets/pyodide/pyodide.mjs";

const args = process.argv.slice(2);
let runs = 7;
const dirs = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--runs") runs = Number(args[++i]);
  else dirs.push(resolve(args[i]));
}
if (!dirs.length) dirs.push(resolve(new URL("..", import.meta.url).pathname));

const PHASES = `
import time, sys, asyncio
T = {}
t0 = time.perf_counter()
import boot
T["unpack"] = time.perf_counter() - t0
t = time.perf_counter()
from ui.app import App
from ui.store import MemoryStorage, SaveStore
T["import"] = time.perf_counter() - t
t = time.perf_counter()

class Dom:
    html = ""
    def show(self, html, focus, highlight=False, motion=0.0):
        self.html = html
        return 0
    async def motion_done(self): return False
    def form(self, form_id): return {}
    def download(self, filename, text): pass
    def spawn(self, coro): coro.close()
    async def pause(self, seconds): pass
    def set_document(self, lang, title, text): pass
    def fragment(self): return ""
    def set_fragment(self, text): pass
    def page_url(self): return "http://127.0.0.1/"
    def copy(self, text): pass
    def update(self): pass

dom = Dom()
app = App(dom, SaveStore(MemoryStorage(), MemoryStorage()), "en")
app.boot()
assert "data-cmd" in dom.html
T["home"] = time.perf_counter() - t
T["start"] = T["unpack"] + T["import"] + T["home"]
T["left"] = sum(b is not None for b in boot._PARTS.blocks) if hasattr(boot, "_PARTS") else 0
T["modules"] = sum(1 for m in sys.modules if m.split(".")[0] in ("engine", "ui"))
if IDLE:
    t = time.perf_counter()
    if hasattr(boot, "unpack_rest"):
        boot.unpack_rest()
    T["idle"] = time.perf_counter() - t
t = time.perf_counter()
app.cmd_new("homesteaders")
app.cmd_start()
assert app.screen == "game", app.screen
T["game"] = time.perf_counter() - t
{k: (v * 1000 if isinstance(v, float) else v) for k, v in T.items()}
`;

async function once(dir, idle) {
  const pyodide = await loadPyodide({ indexURL: new URL("../assets/pyodide/", import.meta.url).pathname });
  pyodide.FS.writeFile("engine.xz", new Uint8Array(readFileSync(`${dir}/engine.xz`)));
  pyodide.FS.writeFile("boot.py", readFileSync(`${dir}/boot.py`));
  pyodide.globals.set("IDLE", idle);
  const result = pyodide.runPython(PHASES).toJs({ dict_converter: Object.fromEntries });
  return result;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const results = new Map(dirs.map((d) => [d, []]));
for (let r = 0; r < runs; r++) {
  for (const dir of dirs) {
    const cold = await once(dir, false);
    const idle = await once(dir, true);
    results.get(dir).push({ ...cold, idle: idle.idle, game_after_idle: idle.game });
    process.stderr.write(".");
  }
}
process.stderr.write("\n");
const keys = ["unpack", "import", "home", "start", "game", "idle", "game_after_idle", "modules", "left"];
console.log(["build", ...keys].join("\t"));
for (const [dir, rows] of results) {
  console.log([dir, ...keys.map((k) => {
    const xs = rows.map((row) => row[k]).filter((x) => x !== undefined);
    return xs.length ? Math.round(median(xs)) : "-";
  })].join("\t"));
}
