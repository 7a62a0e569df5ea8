"""The DOM hooks are named once on each side, and the two sides agree: ui/hooks.py and
assets/hooks.js (`window.westboundHooks`) hold the same names with the same values, and
the page's scripts use the hooks by name, not as literals."""
from __future__ import annotations

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


def test_the_page_scripts_read_the_hooks_by_name():
    """No script but hooks.js writes a shared attribute as a literal (``"data-k"``)."""
    attributes = {v for v in py_hooks().values() if v.startswith("data-")}
    # text-size.js stands alone: the rules pages load it without the page's other scripts
    alone = {"hooks.js", "text-size.js"}
    scripts = sorted(p.name for p in (ROOT / "assets").glob("*.js") if p.name not in alone)
    assert "render.js" in scripts
    for script in scripts:
        path = ROOT / "assets" / script
        text = path.read_text(encoding="utf-8")
        code = "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))
        left = sorted(a for a in attributes if re.search(rf"[\"'\[]{a}[\"'\]=]", code))
        assert not left, f"assets/{script} writes {left} instead of westboundHooks' names"
