"""Scenarios: named, editable situations played by the real engine (see :mod:`.dml`)."""

from .dml import *  # noqa: F403
from .dml import __all__ as __all__
