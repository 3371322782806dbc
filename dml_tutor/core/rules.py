"""Rule catalogs: every rule id a pack cites, with our own text and its rulebook section.

Each pack keeps its text in its own ``rules.toml`` (data, not prose in code). Ids are
stable and never renumbered. Across packs an id is namespaced (``chess:R-05``); inside
its own pack a catalog also answers to the bare id (``R-05``).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class Rule:
    """One rule or ruling: ``id`` ("castling", "R-07", "P-03"), title, text, section."""

    id: str
    title: str
    text: str
    section: str
    #: Ids of rulings that refine this rule (shown as links beside it).
    see: tuple[str, ...] = ()
    #: The pack whose catalog holds it ("chess"); ``qualified_id`` is "chess:R-07".
    pack: str = ""

    @property
    def is_ruling(self) -> bool:
        """Rulings (shared R-xx, the project's P-xx) decide what the rulebook leaves open."""
        return self.id[:2] in ("R-", "P-")

    @property
    def qualified_id(self) -> str:
        return f"{self.pack}:{self.id}" if self.pack else self.id


class Catalog:
    """A pack's rules by id, in catalog order."""

    def __init__(self, pack: str, rules: list[Rule], *, doc: str = "docs/rules-reference.md") -> None:
        self.pack = pack
        self.doc = doc
        self._rules: dict[str, Rule] = {}
        for r in rules:
            if r.id in self._rules:
                raise ValueError(f"{pack} rules: duplicate rule id {r.id!r}")
            self._rules[r.id] = r

    @classmethod
    def load(
        cls, package: str, name: str = "rules.toml", *, pack: str, doc: str = "docs/rules-reference.md"
    ) -> Catalog:
        """Read ``[[rule]]`` tables (id, title, section, text, optional see) from a package file."""
        raw = tomllib.loads(resources.files(package).joinpath(name).read_text("utf-8"))
        rules = []
        for i, item in enumerate(raw.get("rule", [])):
            for key in ("id", "title", "text", "section"):
                if not isinstance(item.get(key), str):
                    raise ValueError(f"{pack} rules: entry {i} lacks a text field {key!r}")
            rules.append(
                Rule(item["id"], item["title"], item["text"], item["section"], tuple(item.get("see", ())), pack)
            )
        return cls(pack, rules, doc=doc)

    def local_id(self, rule_id: object) -> str | None:
        """The bare id for ``rule_id`` ("R-05" or "chess:R-05") if this catalog holds it."""
        if not isinstance(rule_id, str):
            return None
        prefix, sep, rest = rule_id.partition(":")
        bare = rest if sep and prefix == self.pack else rule_id
        return bare if bare in self._rules else None

    def get(self, rule_id: object) -> Rule | None:
        bare = self.local_id(rule_id)
        return self._rules[bare] if bare is not None else None

    def rule(self, rule_id: object) -> Rule:
        """Look up one rule; an unknown id is a ``ValueError`` naming it."""
        found = self.get(rule_id)
        if found is None:
            raise ValueError(f"unknown rule id {rule_id!r} in the {self.pack} catalog: see {self.doc} for the ids")
        return found

    def __contains__(self, rule_id: object) -> bool:
        return self.local_id(rule_id) is not None

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def __getitem__(self, rule_id: str) -> Rule:
        found = self.get(rule_id)
        if found is None:
            raise KeyError(rule_id)
        return found

    def items(self) -> Iterator[tuple[str, Rule]]:
        return iter(self._rules.items())

    def values(self) -> Iterator[Rule]:
        return iter(self._rules.values())

    def keys(self) -> Iterator[str]:
        return iter(self._rules)
