"""Terrus's rule catalog: every rule id the pack cites, in our own words (``rules.toml``)."""

from __future__ import annotations

from functools import cache

from ...core.rules import Catalog, Rule

__all__ = ["Rule", "catalog", "rule"]


@cache
def catalog() -> Catalog:
    """All Terrus rules by id ("5.2a", "P-09"; also "terrus:5.2a"), in catalog order."""
    return Catalog.load(__package__ or "dml_tutor.games.terrus", pack="terrus", doc="docs/rules-reference-terrus.md")


def rule(rule_id: str) -> Rule:
    """Look up one rule; an unknown id is a ``ValueError`` naming it."""
    return catalog().rule(rule_id)
