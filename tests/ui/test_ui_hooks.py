"""The DOM hooks are named once on each side, and the two sides agree: ui/hooks.py and
assets/hooks.js (`window.westboundHooks`) hold the same names with the same values, and
the page's scripts use the hooks by name, not as literals."""
from __future__ import annotations

import ast
import re
from pathlib import Path

from ui import hooks

ROOT = Path(__file__).resolve().parents[2]
ENTRY = re.compile(r'^\s*([A-Z_]+): "([^"]*)",?\s*$', re.M)


def js_hooks() -> dict[str, str]:
    text = (ROOT / "assets" / "hooks.js").read_text(encoding="utf-8")
    block = re.search(r"window\.westboundHooks = Object\.freeze\(\{(.*?)\}\);", text, re.S)
    assert block, "assets/hooks.js defines no window.westboundHooks"
    return dict(ENTRY.findall(block.group(1)))


def py_hooks() -> dict[str, str]:
    return {name: value for name, value in vars(hooks).items()
            if name.isupper() and isinstance(value, str)}


def test_python_and_the_scripts_name_the_same_hooks_alike():
    assert js_hooks() == py_hooks()


def test_each_hook_has_one_name():
    values = list(py_hooks().values())
    assert len(values) == len(set(values))


#: a string literal of a script
LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'')
#: what in a literal names a page's class, id or data- attribute: ``data-x``, a selector's
#: ``.x`` or ``#x`` (alone, after a combinator or a tag)
NAMED = re.compile(r"data-[a-z]|(?:^|[\s>+~,(\[\]])[.#][a-zA-Z_-]"
                   r"|\b(?:svg|div|span|a|li|ul|p|g|button|section|img|use)[.#][a-zA-Z_-]")
#: a class or an id set, tested or looked up as a literal
BY_NAME = re.compile(r"""classList\.\w+\(\s*["']|className\s*=\s*["']|\.id\s*=\s*["']"""
                     r"""|getElementById\(\s*["']|setAttribute\(\s*["']class["']""")


def scripts() -> dict[str, str]:
    """The page's own scripts (not the vendored libraries), their comments left out and
    the first paint's generated table of texts (tests/test_first_paint.py checks it) too.
    hooks.js names the hooks; text-size.js stands alone: the rules pages load it without
    the page's other scripts."""
    found = {}
    for path in sorted((ROOT / "assets").glob("*.js")):
        if path.name in ("hooks.js", "text-size.js"):
            continue
        code = re.sub(r"// first-paint:texts\n.*?// /first-paint:texts\n", "",
                      path.read_text(encoding="utf-8"), flags=re.S)
        found[path.name] = "\n".join(re.sub(r"(^|\s)//\s.*$", "", line)
                                     for line in code.splitlines())
    return found


def literal_names(code: str) -> list[str]:
    """What `code` names as a literal that is a hook's to name."""
    values = set(py_hooks().values())
    found = [m.group(0) for m in LITERAL.finditer(code)
             if NAMED.search(m.group(0)[1:-1]) or m.group(0)[1:-1] in values]
    return found + [m.group(0) for m in BY_NAME.finditer(code)]


def test_the_page_scripts_name_classes_ids_and_attributes_by_their_hooks():
    """No script but hooks.js writes a class, an id, a data- attribute or any hook's value
    as a literal (``".board"``, ``"data-k"``, ``classList.add("panned")``): each is named
    in both hook files."""
    found = scripts()
    assert {"render.js", "motion.js", "start.js", "board-view.js"} <= set(found)
    for name, code in found.items():
        assert literal_names(code) == [], f"assets/{name}: name these in the hooks"


def test_a_literal_name_in_a_script_is_found():
    for code in ('el.closest(".board")', 'x.classList.add("panned")', 'a.getAttribute("data-fit")',
                 'q.className = "why"', 'document.getElementById("app")', 'c !== "mark"',
                 'root.querySelector("svg.ic")', '"#app [" + H.CMD + "]"'):
        assert literal_names(code), code
    for code in ('el.closest("." + H.BOARD)', 'el.closest("[hidden], [inert]")',
                 'fetch("./sw.js")', 'copy.setAttribute("aria-hidden", "true")'):
        assert literal_names(code) == [], code


# -- the Python side ------------------------------------------------------------------------
#: a data- attribute's name in a Python string
DATA_NAME = re.compile(r"data-[a-z][a-z-]*")
#: a class or an id in a compound selector (``".board [data-action]"``, ``"#moves > p"``)
SELECTED = re.compile(r"(?:^|[\s>+~,(])[.#]([a-zA-Z_][\w-]*)")
#: a class written in HTML text
CLASS_ATTR = re.compile(r"""\bclass=["']([^"'{}]*)["']""")


def class_hooks() -> dict[str, str]:
    """The hooks that name a class or an id (not an attribute, an event or a command)."""
    return {value: name for name, value in py_hooks().items()
            if not value.startswith(("data-", "westbound:")) and not name.endswith("_CMD")}


def _docstrings(tree: ast.AST) -> set[int]:
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}


def _class_values(tree: ast.AST) -> list[ast.Constant]:
    """The strings given as an element's class or id: ``{"class": ...}``, ``cls=...``."""
    values: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            values += [v for k, v in zip(node.keys, node.values, strict=True)
                       if isinstance(k, ast.Constant) and k.value in ("class", "id")]
        elif isinstance(node, ast.Call):
            values += [kw.value for kw in node.keywords if kw.arg in ("cls", "class_", "id")]
    return [c for v in values for c in ast.walk(v)
            if isinstance(c, ast.Constant) and isinstance(c.value, str)]


def python_literal_names(source: str) -> list[str]:
    """The hooks `source` writes as literals rather than by their names in ui/hooks.py:
    a hook's data- attribute in any string but a docstring, a hook's class or id in a
    compound selector or in ``class="..."``, or as an element's class or id."""
    data, classes = ({v for v in py_hooks().values() if v.startswith("data-")}, class_hooks())
    tree = ast.parse(source)
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value
            found += [m for m in DATA_NAME.findall(text) if m in data]
            if re.search(r"[\s\[,>]", text):
                found += ["." + m for m in SELECTED.findall(text) if m in classes]
            found += [c for m in CLASS_ATTR.findall(text) for c in m.split() if c in classes]
    found += [c for node in _class_values(tree) for c in node.value.split() if c in classes]
    return found


def test_python_names_the_hooks_by_their_names_in_ui_hooks():
    """ui/ and scripts/ write each hook through ui/hooks.py (``hooks.ACTION``,
    ``html.command("pace")``), never as a literal ``"data-action"``, ``'[data-cmd="x"]'``
    or ``{"class": "board"}``: a renamed hook is renamed everywhere at once."""
    sources = [p for d in ("ui", "scripts") for p in sorted((ROOT / d).rglob("*.py"))
               if p.name != "hooks.py" and "messages" not in p.parts]
    assert len(sources) > 50
    bad = {str(p.relative_to(ROOT)): names for p in sources
           if (names := python_literal_names(p.read_text(encoding="utf-8")))}
    assert bad == {}


def test_the_python_check_finds_each_kind_of_literal():
    found = python_literal_names(
        'el("p", {"class": "muted x"})\nsel = ".board [data-action]"\n'
        'f\'<g data-k="{k}">\'\nh = \'<span class="game-title">\'\nicon(cls="ic")\n'
        'def f():\n    """Reads `data-cmd` (a docstring may name it)."""\n')
    assert sorted(found) == sorted(["muted", "data-action", ".board", "data-k",
                                    "game-title", "ic"])
