"""Scenarios: named, editable situations played by the real engine.

The framework is :mod:`.core` (any pack: rows, results, argument fields, forms), the
runner :mod:`.runner` (any pack: an engine game observed from its first step, with
scripted decisions), :mod:`.scripted` the base of scenarios that are a position and
moves. Each pack's scenarios live in its own package and its descriptor names them
(``Pack.scenarios``: DML's ``dml_tutor.games.dml.scenarios``, one module per rulebook
area; MERC's and Terrus's ``scenarios`` modules); :func:`of_pack` finds them by the
pack's name.
"""

from __future__ import annotations

from .. import games
from ..core.pack import load
from .core import *  # noqa: F403
from .core import Scenario
from .core import __all__ as _core_all


def of_pack(pack: str) -> dict[str, type[Scenario]]:
    """The scenarios of the pack named ``pack``, by class name (none for a pack without); an
    unknown pack is a ``ValueError`` naming the known ones."""
    found = games.get(pack)
    if not found.scenarios:
        return {}
    scenarios: dict[str, type[Scenario]] = getattr(load(found.scenarios), "SCENARIOS", {})
    return dict(scenarios)


__all__ = sorted({*_core_all, "of_pack"})
