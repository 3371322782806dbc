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


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if is_engine_test(item.path):
            item.add_marker(pytest.mark.engine)


#: The test files that open the built JupyterLite site (``lite_site``): one unit of work.
LITE_SITE_FILES = frozenset({"tests/apps/test_lite.py", "tests/i18n/test_lite_language_browser.py"})


def work_unit(nodeid: str) -> str:
    """What one pytest-xdist worker runs together (``.ci/run``: ``-n auto --dist loadgroup``), so
    that a setup wider than a test is made once: the files that open the built JupyterLite site;
    each file of tests/apps/ (Jupyter servers, the docs site, wheels, notebooks run once a
    session) and each browser test file (a Chromium per module); every other test on its own,
    to whichever worker is free."""
    path = nodeid.split("::", 1)[0]
    if path in LITE_SITE_FILES:
        return "lite-site"
    if path.startswith("tests/apps/") or "browser" in path.rsplit("/", 1)[-1]:
        return path
    return nodeid


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: none without it
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadgroup`` by ``work_unit`` (pytest-xdist's own groups, read from ``xdist_group``
    marks, do not reach its scheduler under pytest 9.2). Units go out largest first, the tests on
    their own last: they fill in while the other worker finishes a long unit."""
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class ByWorkUnit(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return work_unit(nodeid)

    return ByWorkUnit(config, log)


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
