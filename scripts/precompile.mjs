// Compiles the page's Python to bytecode with the page's own interpreter (Pyodide, run by
// Node.js): the CPython that runs the set-up is another version, whose .pyc files Pyodide
// would not read. Run by scripts/setup:
//
//     node scripts/precompile.mjs STDLIB_ZIP SOURCE_ZIP OUT
//
// SOURCE_ZIP holds .py files; OUT (engine.xz) is their bytecode, unpacked by boot.py: a dict
// of path -> .pyc file (`x.pyc` where `x.py` was: Python imports such a file without its
// source), written with `marshal` and compressed with xz as one block (0.35 MB, where a zip,
// which compresses each file alone, made 0.62 MB). Pyodide writes it, so its own `marshal`
// reads it; `lzma` is built into Pyodide. The page then spends
// no time compiling (measured: the cold start about 1.9 s faster on the busy 2-core
// machine). Each .pyc is an unchecked-hash one (PEP 552), since Pyodide's file system is
// new at every start, and is compiled without docstrings and column ranges (smaller; a
// traceback still names the file and line of the repository's source).
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../node_modules/pyodide/pyodide.mjs";

const [stdlib, source, out] = process.argv.slice(2);
try {
  const pyodide = await loadPyodide({ stdLibURL: stdlib, env: { PYTHONNODEBUGRANGES: "1" } });
  pyodide.FS.writeFile("/tmp/source.zip", new Uint8Array(readFileSync(source)));
  pyodide.runPython(`
import ast, importlib.util, lzma, marshal, zipfile
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
with open("/tmp/out.xz", "wb") as out:
    out.write(lzma.compress(marshal.dumps(files), preset=9 | lzma.PRESET_EXTREME))
`);
  writeFileSync(out, pyodide.FS.readFile("/tmp/out.xz"));
} catch (error) {
  console.error(`precompile: ${error.message}`);  // not the stack: a line of 1 MB
  process.exit(1);
}
