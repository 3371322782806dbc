"""Marks the engine's tests (tests/marks.py); each layer's folder has its own conftest for what
its tests share (tests/packs/<pack>/conftest.py: a random playout)."""

from __future__ import annotations

import pytest
from marks import is_engine_test


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if is_engine_test(item.path):
            item.add_marker(pytest.mark.engine)
