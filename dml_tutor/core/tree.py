"""The rulebook's sequence tree, derived from the code so a diagram can never drift.

Every function of a pack's sequence modules is read (with :mod:`ast`, from the module's
``.py`` file, which is shipped beside a compiled module) for the functions it names, in
source order; a module-level table of functions (a dispatch dict) counts as
naming each of them. A sequence's children are the sequences it reaches through plain
helpers. Interrupts, which may start under any sequence, are kept apart.
"""

from __future__ import annotations

import ast
import inspect
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from .sequence import sequence_name


@dataclass(frozen=True, slots=True)
class SeqNode:
    """One sequence of the rulebook; ``children`` are the sequences it runs, in order."""

    name: str
    children: tuple[SeqNode, ...] = ()

    def child(self, name: str) -> SeqNode | None:
        return next((c for c in self.children if c.name == name), None)

    def walk(self, trail: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], SeqNode]]:
        """Preorder over the tree, each node with the names from the root down to it."""
        trail = (*trail, self.name)
        yield trail, self
        for c in self.children:
            yield from c.walk(trail)


def source_path(module: ModuleType) -> Path | None:
    """The ``.py`` source of a module, also when it runs compiled (``x.cpython-311-...so``)."""
    file = getattr(module, "__file__", None)
    if not file:
        return None
    path = Path(file)
    source = path if path.suffix == ".py" else path.with_name(path.name.split(".")[0] + ".py")
    return source if source.exists() else None


@cache
def _defs(path: Path) -> dict[str, ast.FunctionDef]:
    """The module-level function definitions of a source file, by name."""
    tree = ast.parse(path.read_text("utf-8"))
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}


def _plain(fn: Any) -> Any:
    """The undecorated function a module-level name holds (a compiled function too), or
    None for anything else (classes, constants, functions of other modules)."""
    if not callable(fn) or isinstance(fn, type):
        return None
    fn = inspect.unwrap(fn)
    named = isinstance(getattr(fn, "__name__", None), str) and isinstance(getattr(fn, "__module__", None), str)
    return fn if named else None


def _named(module: ModuleType, expr: ast.expr) -> Any:
    """What a name (``f``) or dotted name (``mod.f``) in the module refers to, if anything."""
    if isinstance(expr, ast.Name):
        return vars(module).get(expr.id)
    if isinstance(expr, ast.Attribute):
        base = _named(module, expr.value)
        return getattr(base, expr.attr, None) if isinstance(base, ModuleType) else None
    return None


def _functions_in(value: Any) -> list[Any]:
    if isinstance(value, dict):
        return list(value.values())
    if isinstance(value, (list, tuple)):
        return list(value)
    return [value]


class _Graph:
    def __init__(self, modules: Iterable[ModuleType]) -> None:
        self.modules = {m.__name__: m for m in modules}
        self.callees: dict[Any, list[Any]] = {}
        self.wrappers: dict[Any, Any] = {}  # plain function -> the decorated one

    def wrapper(self, fn: Any) -> Any:
        return self.wrappers.get(fn, fn)

    def definition(self, fn: Any) -> ast.FunctionDef | None:
        """Where a function of the pack's modules is defined, read from its source file."""
        module = self.modules.get(fn.__module__)
        path = source_path(module) if module is not None else None
        return _defs(path).get(fn.__name__) if path is not None else None

    def calls(self, fn: Any) -> list[Any]:
        """The pack's functions ``fn`` names, in source order, each once."""
        if fn in self.callees:
            return self.callees[fn]
        module = self.modules.get(fn.__module__)
        out: list[Any] = []
        tree = self.definition(fn)
        if module is not None and tree is not None:
            nodes = sorted(
                (n for n in ast.walk(tree) if isinstance(n, (ast.Name, ast.Attribute))),
                key=lambda n: (n.lineno, n.col_offset),
            )
            for node in nodes:
                for target in _functions_in(_named(module, node)):
                    plain = _plain(target)
                    if (
                        plain is None
                        or plain is fn
                        or plain.__module__ not in self.modules
                        or plain in out
                        or self.definition(plain) is None
                    ):
                        continue
                    self.wrappers.setdefault(plain, target)
                    out.append(plain)
        self.callees[fn] = out
        return out

    def sequences_reached(self, fn: Any) -> list[Any]:
        """The sequences ``fn`` starts, directly or through plain helpers, in order."""
        found: list[Any] = []
        seen: set[Any] = {fn}

        def visit(f: Any) -> None:
            for callee in self.calls(f):
                if callee in seen:
                    continue
                seen.add(callee)
                w = self.wrapper(callee)
                if sequence_name(w) is not None:
                    found.append(w)
                else:
                    visit(callee)

        visit(fn)
        return found


def derive_tree(root: Callable[..., Any], modules: Iterable[ModuleType], interrupts: Iterable[str] = ()) -> SeqNode:
    """The tree of sequences under ``root``, read from ``modules``' source.

    Two functions marked with the same sequence name are one node (their children
    merged); a sequence already on the way down is not repeated (no cycles); the
    sequences named in ``interrupts`` are left out (a diagram draws them apart).
    """
    graph = _Graph(modules)
    skip = set(interrupts)
    name = sequence_name(root)
    if name is None:
        raise ValueError(f"{root!r} is not marked as a sequence")

    def build(name: str, fns: list[Any], path: tuple[str, ...]) -> SeqNode:
        # Children of same-named functions are merged, each function's order kept: a name
        # new to the list goes right after the last name this function shares with it.
        order: list[str] = []
        members: dict[str, list[Any]] = {}
        for fn in fns:
            at = 0
            for w in graph.sequences_reached(fn):
                child = sequence_name(w)
                assert child is not None
                if child in skip or child in path or child == name:
                    continue
                plain = _plain(w)
                assert plain is not None
                if child in members:
                    at = order.index(child) + 1
                else:
                    order.insert(at, child)
                    members[child] = []
                    at += 1
                if plain not in members[child]:
                    members[child].append(plain)
        return SeqNode(name, tuple(build(c, members[c], (*path, name)) for c in order))

    plain_root = _plain(root)
    assert plain_root is not None
    return build(name, [plain_root], ())


def sequence_names(modules: Iterable[ModuleType]) -> set[str]:
    """Every sequence name marked in the modules (a test compares it with the tree)."""
    out: set[str] = set()
    for m in modules:
        for v in vars(m).values():
            n = sequence_name(v)
            if n is not None:
                out.add(n)
    return out
