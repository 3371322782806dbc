"""An MkDocs hook that keeps the rules references generated from the code.

Before every build (``mkdocs build``, ``mkdocs serve``) it writes, when the code changed them:

- ``docs/rules-reference.md``: every rule id of ``dml_tutor/games/dml/rules.toml`` in catalog
  order, grouped, with our text, its source section, related rulings and the engine code
  that cites it. Citations are found by static analysis (``ast``) of the engine source:
  every string constant equal to a rule id, the top-level function (or method) around it,
  and that function's ``@sequence("...")`` name.
- ``docs/rules-reference-NAME.md``: the same for every other registered game pack
  (:func:`pack_reference`): each rule id of the pack's ``rules.toml`` with the pack code citing
  it, and the pack's sequence tree.

The pages are committed (they are read on GitHub, and the tests read them); the hook rewrites
them, and ``tests/apps/test_docs.py`` fails when the committed pages differ from what the code makes.
Without building the site: ``python docs/hooks/rules_reference.py`` writes them,
``--check`` only compares.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import difflib
import logging
import os
import sys
from collections import defaultdict, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PACKAGE = ROOT / "dml_tutor" / "games" / "dml"  # the DML pack
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # document the working tree, not some installed copy

REBUILD = "mkdocs build"
GENERATED_NOTE = (
    "<!-- Generated from {what} by docs/hooks/rules_reference.py on every `{cmd}`. Do not edit by hand. -->\n"
    "<!-- `python docs/hooks/rules_reference.py` rewrites it without building the site; tests/apps/test_docs.py fails "
    "when it is out of date. -->\n"
)
log = logging.getLogger("mkdocs.hooks.rules_reference")

# ------------------------------------------------------------ rule reference

#: Rulebook rules are grouped by their id's first segment ("bid.secondary" -> "bid").
RULE_GROUPS: tuple[tuple[str, str, frozenset[str]], ...] = (
    ("setup", "Setup", frozenset({"setup"})),
    ("game-round", "Game and Round", frozenset({"game", "round", "end-phase"})),
    ("events", "Events", frozenset({"event"})),
    ("cpp", "Action Phase, Character Power Phase and Emblems", frozenset({"action", "cpp", "emblem", "power"})),
    ("characters", "Characters", frozenset({"char"})),
    ("turn-market", "Turn and Market", frozenset({"turn", "supply", "market", "restock"})),
    ("acquisition", "Acquisition Attempt", frozenset({"acq", "seize", "bid", "wheel", "resolution"})),
    ("dice-interrupts", "Dice and interrupts", frozenset({"dice", "fm", "siege", "egg"})),
    ("end", "End", frozenset({"end", "win"})),
    ("modes", "Modes", frozenset({"mode"})),
)
OTHER_GROUP = ("other", "Other rules")
RULINGS_GROUP = ("rulings", "Rulings R-xx (rules pack)")
PROJECT_GROUP = ("project-rulings", "Project rulings P-xx (docs/rulings.md)")

#: Engine modules scanned for rule ids, and how a citation there is described.
SCANNED: tuple[tuple[str, str], ...] = (
    ("sequences", "engine sequence"),
    ("game", "game state"),
    ("legality", "legality check"),
    ("position", "position loading"),
    ("events", "event effects"),
)


def group_of(rule_id: str) -> tuple[str, str]:
    """(anchor, title) of the group a rule id belongs to."""
    if rule_id.startswith("R-"):
        return RULINGS_GROUP
    if rule_id.startswith("P-"):
        return PROJECT_GROUP
    head = rule_id.split(".", 1)[0]
    for anchor, title, heads in RULE_GROUPS:
        if head in heads:
            return anchor, title
    return OTHER_GROUP


@dataclass(frozen=True, order=True)
class Citation:
    """One place in the engine source where a rule id appears as a string constant."""

    module: str  # "sequences", "game", ...
    qualname: str  # "bid_action", "Game.apply", "Event.rule"
    sequence: str = ""  # the @sequence("...") name, for decorated functions
    via: str = ""  # what holds the id: a module constant ("CHARACTER_RULES"), a property ("Event.rule")
    how: str = ""  # "step", "decision", "step, decision" (sequences only)

    @property
    def ref(self) -> str:
        """How the reference names the code: ``sequences.bid_action``."""
        return f"{self.module}.{self.qualname}"


@dataclass
class _Def:
    qualname: str
    node: ast.AST
    sequence: str | None = None
    hits: dict[str, set[str]] = dataclasses.field(default_factory=dict)  # rule id -> {"step", "decision"}
    names: set[str] = dataclasses.field(default_factory=set)  # every Name loaded inside
    attr_hits: dict[str, set[str]] = dataclasses.field(default_factory=dict)  # rule id -> {"Event.rule"}


#: Attribute name -> (label, rule ids it can hold): ``g.event.rule`` holds an ``event.*`` id.
Providers = dict[str, tuple[str, frozenset[str]]]


def _sequence_name(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> str | None:
    for deco in fn.decorator_list:
        if (
            isinstance(deco, ast.Call)
            and isinstance(deco.func, ast.Name)
            and deco.func.id == "sequence"
            and deco.args
            and isinstance(deco.args[0], ast.Constant)
            and isinstance(deco.args[0].value, str)
        ):
            return deco.args[0].value
    return None


def _scan(node: ast.AST, ids: set[str], out: _Def, providers: Providers, how: str = "step") -> None:
    """Collect rule-id string constants (with the kind of citation) and loaded names."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
        out.hits.setdefault(node.value, set()).add(how)
        return
    if isinstance(node, ast.Name):
        out.names.add(node.id)
    if isinstance(node, ast.Attribute) and node.attr in providers:
        label, provided = providers[node.attr]
        for rid in provided:
            out.attr_hits.setdefault(rid, set()).add(label)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Decision":
        how = "decision"
    for child in ast.iter_child_nodes(node):
        _scan(child, ids, out, providers, how)


class SourceIndex:
    """Static analysis of one engine module: its definitions, their rule ids and references."""

    def __init__(self, module: str, ids: set[str], providers: Providers | None = None) -> None:
        self.module = module
        self.providers = providers or {}
        self.path = PACKAGE / f"{module}.py"
        # The sequences are a package split by rulebook area: read it as one module.
        paths = sorted((PACKAGE / module).glob("*.py")) if (PACKAGE / module).is_dir() else [self.path]
        tree = ast.Module(
            [n for p in paths for n in ast.parse(p.read_text("utf-8"), filename=str(p)).body], type_ignores=[]
        )
        self.defs: dict[str, _Def] = {}
        self.constants: dict[str, _Def] = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                self._add(self.defs, node.name, node, ids, _sequence_name(node))
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                        self._add(self.defs, f"{node.name}.{item.name}", item, ids, None)
                    else:
                        self._add(self.defs, node.name, item, ids, None)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        self._add(self.constants, target.id, node, ids, None)

    def _add(self, into: dict[str, _Def], name: str, node: ast.AST, ids: set[str], seq: str | None) -> None:
        d = into.setdefault(name, _Def(name, node, seq))
        _scan(node, ids, d, self.providers)

    def properties(self) -> Providers:
        """Properties whose value is a rule id (``Event.rule``), as providers for other modules."""
        out: Providers = {}
        cites = self.citations()
        for name, d in self.defs.items():
            if "." not in name or not isinstance(d.node, ast.FunctionDef):
                continue
            if not any(isinstance(x, ast.Name) and x.id == "property" for x in d.node.decorator_list):
                continue
            provided = frozenset(rid for rid, cs in cites.items() if any(c.qualname == name for c in cs))
            if provided:
                out[name.split(".", 1)[1]] = (name, provided)
        return out

    def refs(self, name: str) -> set[str]:
        """Names a definition uses, looking through the module constants it reads
        (``ultimate_power`` reads ``POWERS``, which holds ``grand_inquisitor``)."""
        d = self.defs[name]
        out = set(d.names)
        for c in d.names & self.constants.keys():
            out |= self.constants[c].names
        return out

    def callers(self) -> dict[str, set[str]]:
        """Top-level function -> the definitions that use it."""
        funcs = {n for n in self.defs if "." not in n}
        out: dict[str, set[str]] = defaultdict(set)
        for name in self.defs:
            for used in self.refs(name) & funcs:
                if used != name:
                    out[used].add(name)
        return out

    def enclosing_sequences(self, helper: str) -> list[str]:
        """The nearest ``@sequence`` functions that use ``helper``, directly or through other helpers."""
        callers = self.callers()
        found: set[str] = set()
        seen = {helper}
        todo = deque([helper])
        while todo:
            for caller in sorted(callers.get(todo.popleft(), ())):
                if caller in seen:
                    continue
                seen.add(caller)
                seq = self.defs[caller].sequence
                if seq:
                    found.add(seq)
                else:
                    todo.append(caller)
        return sorted(found)

    def citations(self) -> dict[str, list[Citation]]:
        """Rule id -> where this module cites it."""
        out: dict[str, set[Citation]] = defaultdict(set)
        sequences = self.module == "sequences"
        for name, d in self.defs.items():
            for rid, hows in d.hits.items():
                how = ", ".join(sorted(hows)) if sequences else ""
                out[rid].add(Citation(self.module, name, d.sequence or "", "", how))
            for const in sorted(d.names & self.constants.keys()):
                for rid in self.constants[const].hits:
                    out[rid].add(Citation(self.module, name, d.sequence or "", const))
            for rid, labels in d.attr_hits.items():
                for label in labels:
                    out[rid].add(Citation(self.module, name, d.sequence or "", label))
        used = set().union(*(d.names for d in self.defs.values())) if self.defs else set()
        for const, d in self.constants.items():
            if const not in used:  # a constant nobody reads: cite the constant itself
                for rid in d.hits:
                    out[rid].add(Citation(self.module, const))
        return {rid: sorted(cs) for rid, cs in out.items()}


def collect_citations(ids: Iterable[str]) -> tuple[dict[str, list[Citation]], dict[str, SourceIndex]]:
    """Rule id -> every citation in the scanned engine modules, and the per-module indexes.

    Properties that return a rule id (``Event.rule``, from ``events.py``) are followed: a
    sequence reading ``g.event.rule`` cites every id that property can return.
    """
    idset = set(ids)
    merged: dict[str, list[Citation]] = defaultdict(list)
    indexes: dict[str, SourceIndex] = {}
    providers: Providers = {}
    for module, _ in sorted(SCANNED, key=lambda m: m[0] != "events"):  # events first: it provides
        if not (PACKAGE / f"{module}.py").exists() and not (PACKAGE / module).is_dir():
            continue
        index = indexes[module] = SourceIndex(module, idset, providers if module != "events" else None)
        if module == "events":
            providers = index.properties()
    for module, _ in SCANNED:
        if module in indexes:
            for rid, cs in indexes[module].citations().items():
                merged[rid].extend(cs)
    return merged, indexes


def _link(rule_id: str) -> str:
    return f"[{rule_id}](#{rule_id})"


def _describe(c: Citation, indexes: dict[str, SourceIndex]) -> str:
    via = f" via `{c.via}`" if c.via else ""
    how = f"; {c.how}" if c.how else ""
    if c.sequence:
        return f"**{c.sequence}** (`{c.ref}`{via}{how})"
    if c.module == "sequences" and "." not in c.qualname and c.qualname in indexes["sequences"].defs:
        within = indexes["sequences"].enclosing_sequences(c.qualname)
        where = f"; used in {', '.join(within)}" if within else ""
        return f"`{c.ref}` (helper{via}{how}{where})"
    return f"`{c.ref}`{via}"


def rules_reference() -> str:
    """The text of docs/rules-reference.md."""
    import dml_tutor as dml

    catalog = dml.catalog()
    citations, indexes = collect_citations(catalog)
    refined_by: dict[str, list[str]] = defaultdict(list)
    for r in catalog.values():
        for other in r.see:
            refined_by[other].append(r.id)

    groups: dict[tuple[str, str], list[str]] = {}
    for rid in catalog:
        groups.setdefault(group_of(rid), [])
    order = [(a, t) for a, t, _ in RULE_GROUPS] + [OTHER_GROUP, RULINGS_GROUP, PROJECT_GROUP]
    groups = {g: [] for g in order if g in groups}
    for rid in catalog:
        groups[group_of(rid)].append(rid)

    n_rulings = sum(1 for r in catalog if r.startswith("R-"))
    n_project = sum(1 for r in catalog if r.startswith("P-"))
    lines = [
        GENERATED_NOTE.format(what="dml_tutor/games/dml/rules.toml and the engine source", cmd=REBUILD),
        "# Rules reference",
        "",
        f"Every rule id the engine cites: {len(catalog)} in all, {len(catalog) - n_rulings - n_project} rulebook "
        f"rules, {n_rulings} rulings from the rules pack (R-xx) and {n_project} project rulings (P-xx, see "
        "[rulings.md](rulings.md)). The text is ours, a short paraphrase; the source section says where to read "
        "the original. Ids are stable and never renumbered.",
        "",
        "**Applied by** lists the code that cites the id, found by reading the source "
        "(`dml_tutor/games/dml/`: `sequences/`, `game.py`, `legality.py`, `position.py`, `events.py`): the rulebook "
        "sequence "
        "(its `@sequence` name) and function, whether the id is cited by a step the engine records (`g.step`) or "
        "offered with a player's decision (the `Decision` it yields), and helpers with the sequences that use them. "
        "An id read at run "
        "time is found through the constant that holds it (`CHARACTER_RULES`), and a sequence reading the Round's "
        "`g.event.rule` is listed under every Event id that property can return; an id built by an f-string is not "
        "found. The trace of a real game (`g.trace`) shows every id as it is applied.",
        "",
        "## Contents",
        "",
    ]
    for (anchor, title), ids in groups.items():
        lines.append(f"- [{title}](#{anchor}) ({len(ids)})")
    lines.append("")
    for (anchor, title), ids in groups.items():
        lines += [f'<a id="{anchor}"></a>', "", f"## {title}", ""]
        for rid in ids:
            r = catalog[rid]
            lines += [f'<a id="{rid}"></a>', "", f"### `{rid}` {r.title}", "", r.text, ""]
            lines.append(f"- Source: *{r.section}*")
            if r.see:
                lines.append(f"- Related rulings: {', '.join(_link(s) for s in r.see)}")
            if refined_by.get(rid):
                lines.append(f"- Refines: {', '.join(_link(s) for s in refined_by[rid])}")
            cites = citations.get(rid, [])
            seq = [c for c in cites if c.module == "sequences" and c.sequence]
            helpers = [c for c in cites if c.module == "sequences" and not c.sequence]
            elsewhere = [c for c in cites if c.module != "sequences"]
            if seq:
                lines.append(f"- Applied by: {'; '.join(_describe(c, indexes) for c in seq)}")
            elif helpers:
                lines.append("- Applied by: only through the helpers below")
            else:
                lines.append("- Applied by: no engine sequence cites this id; it is checked below")
            if helpers:
                lines.append(f"- Helpers: {'; '.join(_describe(c, indexes) for c in helpers)}")
            for module, label in SCANNED[1:]:
                mine = [c for c in elsewhere if c.module == module]
                if mine:
                    lines.append(f"- {label[0].upper()}{label[1:]}: {'; '.join(_describe(c, indexes) for c in mine)}")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


# ------------------------------------------------------------ other packs' rule references


def pack_citations(package: str, ids: set[str]) -> dict[str, list[tuple[str, str]]]:
    """Rule id -> (code, sequence name or "") for every string constant equal to an id in a
    pack's source: the top-level function or method around it (``sequences.lethal_damage_check``)
    or the module constant that holds it."""
    folder = ROOT / Path(*package.split("."))
    out: dict[str, set[tuple[str, str]]] = defaultdict(set)

    def scan(node: ast.AST, where: str, seq: str) -> None:
        for sub in ast.walk(node):
            if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and sub.value in ids:
                out[sub.value].add((where, seq))

    for path in sorted(folder.rglob("*.py")):
        module = path.relative_to(folder).with_suffix("").as_posix().replace("/", ".")
        if module == "practice":  # the question bank's misreadings quiz the rules; they apply none
            continue
        for node in ast.parse(path.read_text("utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                scan(node, f"{module}.{node.name}", _sequence_name(node) or "")
            elif isinstance(node, ast.ClassDef):
                for item in node.body:
                    name = f"{module}.{node.name}" + (f".{item.name}" if isinstance(item, ast.FunctionDef) else "")
                    scan(item, name, "")
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Name):
                        scan(node, f"{module}.{t.id}", "")
    return {rid: sorted(cs) for rid, cs in out.items()}


def _tree_lines(node: Any, depth: int = 0) -> list[str]:
    lines = [f"{'  ' * depth}- {node.name}"]
    for child in node.children:
        lines += _tree_lines(child, depth + 1)
    return lines


def pack_reference(name: str) -> str:
    """The text of docs/rules-reference-NAME.md for a registered pack other than DML: every
    rule id in catalog order with our text, its section, related rulings and the code citing
    it, and the pack's sequence tree as the code defines it."""
    from dml_tutor import games

    pack = games.get(name)
    catalog = pack.catalog()
    citations = pack_citations(pack.package, set(catalog))
    refined_by: dict[str, list[str]] = defaultdict(list)
    for r in catalog.values():
        for other in r.see:
            refined_by[other].append(r.id)
    folder = pack.package.replace(".", "/")
    n_project = sum(1 for r in catalog.values() if r.is_ruling)
    lines = [
        GENERATED_NOTE.format(what=f"{folder}/rules.toml and the pack's source", cmd=REBUILD),
        f"# Rules reference: {pack.title}",
        "",
        f"Every rule id the `{name}` pack cites: {len(catalog)} in all, {len(catalog) - n_project} rulebook rules "
        f"and {n_project} project ruling{'s' if n_project != 1 else ''} (P-xx, see [rulings.md](rulings.md)). "
        "The text is ours, a short "
        "paraphrase; the source names the section to read the original. Inside the pack an id is written bare "
        f"(`{next(iter(catalog))}`); elsewhere it is namespaced (`{name}:{next(iter(catalog))}`). Ids are stable "
        "and never renumbered.",
        "",
        f"**Applied by** lists the code in `{folder}/` that cites the id (found by reading the source): the "
        "rulebook sequence (its `@sequence` name) and function, or the helper, method or table that holds it. "
        "The trace of a game (`g.trace`) shows every id as it is applied.",
        "",
        "## The sequences",
        "",
        "The tree of sequences, derived from the code (`core.tree`): a sequence's children are the sequences "
        "it runs. The tutor's diagram draws the same tree.",
        "",
        *_tree_lines(pack.tree),
        "",
        "## Rules",
        "",
    ]
    for rid, r in catalog.items():
        lines += [f'<a id="{rid}"></a>', "", f"### `{rid}` {r.title}", "", r.text, ""]
        lines.append(f"- Source: *{r.section}*")
        if r.see:
            lines.append(f"- Related rulings: {', '.join(_link(s) for s in r.see)}")
        if refined_by.get(rid):
            lines.append(f"- Refines: {', '.join(_link(s) for s in refined_by[rid])}")
        cites = citations.get(rid, [])
        described = [f"**{seq}** (`{where}`)" if seq else f"`{where}`" for where, seq in cites]
        lines.append(f"- Applied by: {'; '.join(described) if described else 'no code cites this id'}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def pack_references() -> dict[str, Callable[[], str]]:
    """docs/rules-reference-NAME.md for every pack dml-tutor ships but DML (whose page is above)."""
    from dml_tutor import games

    return {f"rules-reference-{n}.md": (lambda n=n: pack_reference(n)) for n in games.BUILT_IN if n != "dml"}


# ------------------------------------------------------------ generated files


def generated() -> dict[str, Callable[[], str]]:
    """docs/NAME -> the function that makes its text, for every generated page."""
    return {"rules-reference.md": rules_reference, **pack_references()}


def stale(docs: Path = DOCS) -> dict[str, tuple[str | None, str]]:
    """The generated pages whose committed text differs from what the code makes now:
    name -> (committed text or None, text now)."""
    out: dict[str, tuple[str | None, str]] = {}
    for name, make in generated().items():
        path = docs / name
        text = make()
        old = path.read_text("utf-8") if path.exists() else None
        if old != text:
            out[name] = (old, text)
    return out


def write(docs: Path = DOCS) -> list[str]:
    """Rewrite the pages the code changed; returns their names."""
    changed = stale(docs)
    for name, (_, text) in changed.items():
        (docs / name).write_text(text, "utf-8", newline="\n")
    return sorted(changed)


def on_pre_build(config: Any) -> None:
    """MkDocs event: the rules references are brought up to date before the files are read.
    With ``DML_DOCS_CHECK=1`` (the tests) nothing is written: a stale page is a warning, which
    ``--strict`` makes an error."""
    docs = Path(config["docs_dir"])
    if os.environ.get("DML_DOCS_CHECK", "") not in ("", "0"):
        for name in sorted(stale(docs)):
            log.warning("docs/%s is out of date with the code: run mkdocs build, and commit it", name)
        return
    for name in write(docs):
        log.info("docs/%s regenerated from the code: commit it", name)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the generated rules references of the docs.")
    parser.add_argument("--check", action="store_true", help="write nothing; fail if a page is out of date")
    args = parser.parse_args(argv)
    if not args.check:
        for name in write():
            print(f"docs/{name}: written")
        return 0
    changed = stale()
    for name, (old, text) in changed.items():
        diff = list(difflib.unified_diff((old or "").splitlines(), text.splitlines(), "committed", "code", lineterm=""))
        print(f"docs/{name} is out of date:\n" + "\n".join(diff[:40]))
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
