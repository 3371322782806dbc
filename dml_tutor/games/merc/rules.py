"""MERC's rule catalog: every rule id the pack cites, in our own words (``rules.toml``)."""

from __future__ import annotations

from functools import cache

from ...core.rules import Catalog, Rule

__all__ = ["Rule", "catalog", "rule"]


@cache
def catalog() -> Catalog:
    """All MERC rules by id, in catalog order (ids answer bare, "P-08", or as "merc:P-08")."""
    return Catalog.load(__package__ or "dml_tutor.games.merc", pack="merc", doc="docs/rules-reference-merc.md")


def rule(rule_id: str) -> Rule:
    """Look up one rule; an unknown id is a ``ValueError`` naming it."""
    return catalog().rule(rule_id)
