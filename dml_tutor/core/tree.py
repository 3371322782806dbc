"""The rulebook's sequence tree, derived from the code so a diagram can never drift.

Every function of a pack's sequence modules is read (with :mod:`ast`) for the functions
it names, in source order; a module-level table of functions (a dispatch dict) counts as
naming each of them. A sequence's children are the sequences it reaches through plain
helpers. Interrupts, which may start under any sequence, are kept apart.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from types import FunctionType, ModuleType
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


def _plain(fn: Any) -> FunctionType | None:
    fn = inspect.unwrap(fn) if callable(fn) else fn
    return fn if isinstance(fn, FunctionType) else None


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
        self.callees: dict[FunctionType, list[Any]] = {}
        self.wrappers: dict[FunctionType, Any] = {}  # plain function -> the decorated one

    def wrapper(self, fn: FunctionType) -> Any:
        return self.wrappers.get(fn, fn)

    def calls(self, fn: FunctionType) -> list[FunctionType]:
        """The pack's functions ``fn`` names, in source order, each once."""
        if fn in self.callees:
            return self.callees[fn]
        module = self.modules.get(fn.__module__)
        out: list[FunctionType] = []
        if module is not None:
            tree = ast.parse(textwrap.dedent(inspect.getsource(fn)))
            nodes = sorted(
                (n for n in ast.walk(tree) if isinstance(n, (ast.Name, ast.Attribute))),
                key=lambda n: (n.lineno, n.col_offset),
            )
            for node in nodes:
                for target in _functions_in(_named(module, node)):
                    plain = _plain(target)
                    if plain is None or plain is fn or plain.__module__ not in self.modules or plain in out:
                        continue
                    self.wrappers.setdefault(plain, target)
                    out.append(plain)
        self.callees[fn] = out
        return out

    def sequences_reached(self, fn: FunctionType) -> list[Any]:
        """The sequences ``fn`` starts, directly or through plain helpers, in order."""
        found: list[Any] = []
        seen: set[FunctionType] = {fn}

        def visit(f: FunctionType) -> None:
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

    def build(name: str, fns: list[FunctionType], path: tuple[str, ...]) -> SeqNode:
        # Children of same-named functions are merged, each function's order kept: a name
        # new to the list goes right after the last name this function shares with it.
        order: list[str] = []
        members: dict[str, list[FunctionType]] = {}
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
