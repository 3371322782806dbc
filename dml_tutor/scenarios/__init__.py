"""Scenarios: named, editable situations played by the real engine.

The framework is :mod:`.core` (any pack: rows, results, argument fields, forms), the
runner :mod:`.runner` (any pack: an engine game observed from its first step, with
scripted decisions), :mod:`.scripted` the base of scenarios that are a position and
moves. Each pack's scenarios are a module of their own: :mod:`.dml` (one module per
rulebook area), :mod:`.merc`, :mod:`.terrus`; :func:`of_pack` finds them by the pack's
name. The names here are the framework's and, as before packs had scenarios, DML's.
"""

from __future__ import annotations

from importlib import import_module

from .core import *  # noqa: F403
from .core import Scenario
from .core import __all__ as _core_all
from .dml import *  # noqa: F403
from .dml import __all__ as _dml_all


def of_pack(pack: str) -> dict[str, type[Scenario]]:
    """The scenarios of the pack named ``pack``, by class name (none for a pack without)."""
    if not isinstance(pack, str) or not pack.isidentifier():
        raise ValueError(f"pack must be a pack's name, got {pack!r}")
    try:
        module = import_module(f"{__name__}.{pack}")
    except ModuleNotFoundError as e:
        if e.name != f"{__name__}.{pack}":
            raise
        return {}
    found: dict[str, type[Scenario]] = getattr(module, "SCENARIOS", {})
    return dict(found)


__all__ = sorted({*_core_all, *_dml_all, "of_pack"})
