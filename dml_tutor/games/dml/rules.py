"""DML's rule catalog: every rule id the engine cites, in our own words (``rules.toml``)."""

from __future__ import annotations

from functools import cache

from ...core.rules import Catalog, Rule

__all__ = ["Rule", "catalog", "rule"]


@cache
def catalog() -> Catalog:
    """All DML rules by id, in catalog order (ids answer bare, "R-05", or as "dml:R-05")."""
    return Catalog.load(__package__ or "dml_tutor.games.dml", pack="dml")


def rule(rule_id: str) -> Rule:
    """Look up one rule; an unknown id is a ``ValueError`` naming it."""
    return catalog().rule(rule_id)
