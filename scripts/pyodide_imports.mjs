// Imports modules in Pyodide (the page's Python, run by Node.js) with a given standard
// library zip and the page's engine.xz unpacked as the page unpacks it (boot.py): tests/
// test_stdlib_trim.py runs it, so that a module the trimmed library lacks fails a test
// rather than a player's start. PyScript is not there: its `pyscript` module is a stub
// whose every name is None (only imported, never called).
//
//     node scripts/pyodide_imports.mjs STDLIB_ZIP ENGINE_XZ MODULE...
import { readFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlib, engine, ...modules] = process.argv.slice(2);
let failed;
try {
  const pyodide = await loadPyodide({ stdLibURL: stdlib });
  pyodide.FS.writeFile("engine.xz", new Uint8Array(readFileSync(engine)));
  pyodide.FS.writeFile("boot.py", readFileSync(new URL("../boot.py", import.meta.url)));
  pyodide.globals.set("modules", modules);
  failed = pyodide.runPython(`
import importlib, sys, types, traceback

for name in ("pyscript", "pyscript.ffi"):
    stub = types.ModuleType(name)
    stub.__getattr__ = lambda attr: None
    sys.modules[name] = stub
failed = []
for name in ["boot", *modules]:
    try:
        importlib.import_module(name)
    except Exception:
        failed.append(f"{name}: {traceback.format_exc(limit=-3)}")
"\\n".join(failed)
`);
} catch (error) {
  failed = `Pyodide did not start: ${error.message}`;  // not the stack: a line of 1 MB
}
if (failed) {
  console.error(failed);
  process.exit(1);
}
console.log(`imported ${modules.length} modules`);
