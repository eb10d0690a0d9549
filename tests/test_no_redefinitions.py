"""No module or class of the package defines one name twice.

Two branches merged in one session each added a ``GenericTable._seat_line`` with different
arguments; Python kept the later one silently and the game-over panel's words line raised
TypeError. mypy does not check the gui modules still on its ratchet list (see pyproject.toml), so
this scan does, for the whole package: a function or method defined twice in one scope (a property's setter and deleter
aside)."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "cardtable"


def _defined_twice(scope: ast.Module | ast.ClassDef) -> list[str]:
    names = []
    for node in scope.body:
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        accessor = any(isinstance(d, ast.Attribute) and d.attr in ("setter", "deleter", "getter")
                       for d in node.decorator_list)
        overload = any(isinstance(d, ast.Name) and d.id == "overload" for d in node.decorator_list)
        if not (accessor or overload):
            names.append(node.name)
    return [name for name, n in Counter(names).items() if n > 1]


def test_no_function_or_method_is_defined_twice_in_one_scope():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        scopes: list[ast.Module | ast.ClassDef] = [tree]
        scopes += [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
        for scope in scopes:
            for name in _defined_twice(scope):
                where = scope.name if isinstance(scope, ast.ClassDef) else "module"
                found.append(f"{path.relative_to(PACKAGE.parent)}: {where}.{name}")
    assert not found, found
