"""Scenarios: named, editable situations played by the real engine.

The framework is :mod:`.core` (any pack); DML's scenarios are :mod:`.dml`.
"""

from .core import *  # noqa: F403
from .core import __all__ as _core_all
from .dml import *  # noqa: F403
from .dml import __all__ as _dml_all

__all__ = sorted(set(_core_all) | set(_dml_all))
