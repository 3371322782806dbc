"""The rule catalog: every rule id the engine cites, with our own text and its source.

The text lives in ``data/rules.toml`` (data, not prose in code). Ids are stable: a
ruling or rule is never renumbered, only added.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True)
class Rule:
    """One rule or ruling: ``id`` ("bid.secondary", "R-07", "P-03"), title, text, source."""

    id: str
    title: str
    text: str
    section: str
    #: Ids of rulings that refine this rule (shown as links beside it).
    see: tuple[str, ...] = ()

    @property
    def is_ruling(self) -> bool:
        return self.id[:2] in ("R-", "P-")


@cache
def catalog() -> dict[str, Rule]:
    """All rules by id, in catalog order."""
    raw = tomllib.loads(resources.files("dml_tutor").joinpath("data/rules.toml").read_text("utf-8"))
    out: dict[str, Rule] = {}
    for item in raw["rule"]:
        rule = Rule(item["id"], item["title"], item["text"], item["section"], tuple(item.get("see", ())))
        if rule.id in out:
            raise ValueError(f"rules.toml: duplicate rule id {rule.id!r}")
        out[rule.id] = rule
    return out


def rule(rule_id: str) -> Rule:
    """Look up one rule; an unknown id is a ``ValueError`` naming it."""
    found = catalog().get(rule_id) if isinstance(rule_id, str) else None
    if found is None:
        raise ValueError(f"unknown rule id {rule_id!r}: see docs/rules-reference.md for the ids")
    return found
