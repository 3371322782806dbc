"""Marks the engine's tests (tests/marks.py) and gives the browser tests one Chromium per test
module (``browser``); each layer's folder has its own conftest for what its tests share
(tests/packs/<pack>/conftest.py: a random playout)."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from marks import is_engine_test

sys.path.insert(0, str(Path(__file__).resolve().parent / "apps"))  # tests/apps/browser.py for every folder


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    grouped = config.pluginmanager.hasplugin("xdist")
    for item in items:
        if is_engine_test(item.path):
            item.add_marker(pytest.mark.engine)
        if grouped and (group := _costly_setup(item)):
            item.add_marker(pytest.mark.xdist_group(group))


def _costly_setup(item: pytest.Item) -> str | None:
    """The tests that share a costly setup run in one pytest-xdist worker (``.ci/run``: ``-n auto
    --dist loadgroup``), which makes it once: the built JupyterLite site (every test that opens
    it), else a test module's fixtures wider than a test (a Jupyter server, a browser, the docs
    site) and tests/apps/'s modules (servers, and notebooks run once a session); every other test
    goes to whichever worker is free."""
    if "lite_site" in item.fixturenames:
        return "lite-site"
    info = getattr(item, "_fixtureinfo", None)
    defs = info.name2fixturedefs.values() if info is not None else ()
    wide = any(d[-1].scope != "function" and d[-1].baseid for d in defs if d)  # ours, not pytest's tmp_path_factory
    folder = Path(str(item.path)).resolve().parent.name
    return Path(str(item.path)).name if wide or folder == "apps" else None


@pytest.fixture(autouse=True)
def _build_switch_untouched() -> Iterator[None]:
    """No test may leave DML_TUTOR_PURE changed in this process: every later test, and the
    servers and kernels they start, would silently run the other build (the compiled pass of
    CI would then skip the lite site's browser tests, say)."""
    before = os.environ.get("DML_TUTOR_PURE")
    yield
    after = os.environ.get("DML_TUTOR_PURE")
    assert after == before, f"this test left DML_TUTOR_PURE={after!r} (was {before!r}) in the test process"


@pytest.fixture(scope="module")
def _chromium() -> Iterator[Any]:
    from browser import launch

    with launch() as (_, chromium):
        yield chromium


@pytest.fixture
def browser(_chromium: Any) -> Iterator[Any]:
    """A headless Chromium (tests/apps/browser.launch) shared by a test module's tests: a launch
    costs about two seconds, a new context in it a tenth of that. Whatever a test leaves open in it
    (its contexts, their pages) is closed after the test, as closing the browser did. While it is
    open, Playwright's event loop counts as running in this thread: only browser modules ask for
    it (no ``asyncio.run`` in their tests)."""
    yield _chromium
    for context in _chromium.contexts:
        context.close()


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The JupyterLite site as ``dml-tutor lite --out`` builds it (downloads cached by pinned
    version), built once a run for every test that opens it: tests/apps/test_lite.py's and the
    language tests' (tests/i18n/test_lite_language_browser.py). No test writes in it."""
    pytest.importorskip("jupyterlite_core", reason="the [lite] extra is not installed")
    from dml_tutor import cli

    out = tmp_path_factory.mktemp("lite") / "site"
    assert cli.main(["lite", "--out", str(out)]) == 0
    return out
