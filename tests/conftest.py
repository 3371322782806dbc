"""Marks the engine's tests (tests/marks.py); each layer's folder has its own conftest for what
its tests share (tests/packs/<pack>/conftest.py: a random playout)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from marks import is_engine_test


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if is_engine_test(item.path):
            item.add_marker(pytest.mark.engine)


@pytest.fixture(autouse=True)
def _build_switch_untouched() -> Iterator[None]:
    """No test may leave DML_TUTOR_PURE changed in this process: every later test, and the
    servers and kernels they start, would silently run the other build (the compiled pass of
    CI would then skip the lite site's browser tests, say)."""
    before = os.environ.get("DML_TUTOR_PURE")
    yield
    after = os.environ.get("DML_TUTOR_PURE")
    assert after == before, f"this test left DML_TUTOR_PURE={after!r} (was {before!r}) in the test process"
