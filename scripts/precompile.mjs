// Compiles the page's Python to bytecode with the page's own interpreter (Pyodide, run by
// Node.js): the CPython that runs the set-up is another version, whose .pyc files Pyodide
// would not read. Run by scripts/setup:
//
//     node scripts/precompile.mjs STDLIB_ZIP SOURCE_ZIP OUT
//
// SOURCE_ZIP holds .py files; OUT (engine.xz) is their bytecode, unpacked by boot.py: dicts
// of path -> .pyc file (`x.pyc` where `x.py` was: Python imports such a file without its
// source), each written with `marshal` and compressed with xz as one stream (a zip, which
// compresses each file alone, made twice the size), the streams one after another: the
// start's (the modules imported before the first screen, found by importing them here, and
// the list of the other parts), each language's messages, the rest. Pyodide writes it, so its own `marshal`
// reads it; `lzma` is built into Pyodide. The page then spends
// no time compiling (measured: the cold start about 1.9 s faster on the busy 2-core
// machine). Each .pyc is an unchecked-hash one (PEP 552), since Pyodide's file system is
// new at every start, and is compiled without docstrings and column ranges (smaller; a
// traceback still names the file and line of the repository's source).
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlib, source, out] = process.argv.slice(2);
// the modules main.py imports before the first screen (ui.app.main's too, and what the
// messages of a language import besides their own; bench/python_start.mjs says whether the
// home screen unpacked any other part)
const START = ["ui.app", "ui.dom", "ui.worker", "ui.messages.en"];
try {
  const pyodide = await loadPyodide({ stdLibURL: stdlib, env: { PYTHONNODEBUGRANGES: "1" } });
  pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
  pyodide.globals.set("START", START);
  pyodide.runPython(`
import ast, importlib, importlib.util, lzma, marshal, os, sys, types, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree):
    for node in ast.walk(tree):
        body = getattr(node, "body", None) if isinstance(node, DOC_OWNERS) else None
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \\
                and isinstance(body[0].value.value, str):
            if len(body) > 1:
                del body[0]
            else:
                body[0] = ast.copy_location(ast.Pass(), body[0])
    return tree


files = {}
with zipfile.ZipFile("/tmp/source.zip") as src:
    for info in src.infolist():
        data = src.read(info)
        tree = without_docstrings(ast.parse(data, info.filename))
        code = compile(tree, info.filename, "exec", dont_inherit=True)
        files[info.filename[:-3] + ".pyc"] = _code_to_hash_pyc(
            code, importlib.util.source_hash(data), False)


def module(path):
    return path.removesuffix(".pyc").removesuffix("/__init__").replace("/", ".")


# What the page imports up to its first screen (main.py's imports, PyScript stubbed) is the
# start's part; each language's messages and the rest are parts of their own.
for path, pyc in files.items():
    os.makedirs(os.path.dirname("/tmp/build/" + path), exist_ok=True)
    with open("/tmp/build/" + path, "wb") as out:
        out.write(pyc)
sys.path.insert(0, "/tmp/build")
for name in ("pyscript", "pyscript.ffi"):
    stub = types.ModuleType(name)
    stub.__getattr__ = lambda attr: None
    sys.modules[name] = stub
for name in START:
    importlib.import_module(name)
languages = importlib.import_module("ui.messages").LANGUAGES
parts = {name: {} for name in ("start", *languages, "rest")}
for path, pyc in files.items():
    name = module(path)
    words = name.split(".")
    if words[:2] == ["ui", "messages"] and len(words) > 2 and words[2] in languages:
        parts[words[2]][path] = pyc
    else:
        parts["start" if name in sys.modules else "rest"][path] = pyc


def xz(value):
    return lzma.compress(marshal.dumps(value), preset=9 | lzma.PRESET_EXTREME)


later = [(xz(files), sorted(files)) for name, files in parts.items() if name != "start"]
with open("/tmp/out.xz", "wb") as out:
    out.write(xz(([(len(block), paths) for block, paths in later], parts["start"])))
    for block, _ in later:
        out.write(block)
`);
  writeFileSync(out, pyodide.FS.readFile("/tmp/out.xz"));
} catch (error) {
  console.error(`precompile: ${error.message}`);  // not the stack: a line of 1 MB
  process.exit(1);
}
