"""Python source without its comments and docstrings, for the archives the page downloads.

About a third of the bytes of the standard library and of engine/ and ui/ are comments and
docstrings, which the page never reads. Each line stays where it was (a docstring becomes
``""`` followed by as many line breaks as it had), so a traceback from the page still names
the right line of the repository's file. A file this CPython cannot parse (the standard
library is Pyodide's, a newer Python) is left as it is, and so is any file whose statements
would not stay the same: the check compares the syntax trees before and after.
"""

from __future__ import annotations

import ast
import io
import tokenize

_DOC_OWNERS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _docstrings(tree: ast.Module) -> list[ast.Constant]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, _DOC_OWNERS) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                found.append(first.value)
    return found


def _shape(tree: ast.Module) -> tuple[str, list[int]]:
    """What must not change: the tree with docstrings emptied, and each statement's line."""
    for constant in _docstrings(tree):
        constant.value = ""
    lines = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.stmt)]
    return ast.dump(tree), lines


def slim(source: str) -> str:
    """`source` without comments and docstrings, every statement on its own line still."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return source
    lines = source.splitlines(keepends=True)
    # Comments: cut from the "#" to the end of its line.
    cuts: dict[int, int] = {}
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type == tokenize.COMMENT:
                cuts[token.start[0]] = token.start[1]
    except (tokenize.TokenError, SyntaxError):
        return source
    for row, col in cuts.items():
        line = lines[row - 1]
        ending = line[len(line.rstrip("\r\n")):]
        lines[row - 1] = line[:col].rstrip() + ending
    # Docstrings, from the last to the first so that earlier offsets stay right.
    spans = sorted(((c.lineno, c.col_offset, c.end_lineno, c.end_col_offset)
                    for c in _docstrings(tree)), reverse=True)
    for start, col, end, end_col in spans:
        head = lines[start - 1][:col]
        tail = lines[end - 1][end_col:]
        lines[start - 1:end] = [head + '""' + "\n" * (end - start) + tail]
    out = "".join(lines)
    try:
        if _shape(ast.parse(out)) != _shape(tree):
            return source
    except SyntaxError:
        return source
    return out
