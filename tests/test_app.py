"""`dml-tutor app`: the code-free tutor served by Voila, driven by headless Chromium.

Starts the real command on a free port, opens the page with every request that leaves
127.0.0.1 blocked (a workshop without network), checks that no code is shown, clicks Step
and starts a scenario. The screenshot goes to ``docs/images/app.png``.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from test_browser import CHROMIUM_ARGS, OUT, ROOT, chromium, free_port

from dml_tutor.scenarios import SCENARIOS

pytestmark = pytest.mark.browser

DOCS_IMAGE = ROOT / "docs" / "images" / "app.png"


@pytest.fixture
def app(tmp_path: Path) -> Iterator[str]:
    """``dml-tutor app`` on a free port (options after the command go to Voila); yields its URL."""
    pytest.importorskip("voila")
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR"):
        d = tmp_path / name.lower()
        d.mkdir()
        env[name] = str(d)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    port = free_port()
    cmd = [sys.executable, "-m", "dml_tutor.cli", "app", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    log = (tmp_path / "voila.log").open("wb")
    proc = subprocess.Popen(cmd, cwd=tmp_path, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                tail = (tmp_path / "voila.log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"dml-tutor app exited: {tail}")
            try:
                with urllib.request.urlopen(base + "voila/static/", timeout=2):
                    break
            except urllib.error.HTTPError:
                break  # the server answers
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("Voila did not start within 90 s")
            time.sleep(0.3)
        yield base
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        log.close()


def test_app_steps_without_code(app: str) -> None:
    exe = chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    OUT.mkdir(exist_ok=True)
    outside: list[str] = []
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))

        def block(route: object) -> None:
            url = route.request.url  # type: ignore[attr-defined]
            if url.startswith(("http://", "https://", "ws://")) and "//127.0.0.1:" not in url:
                outside.append(url)
                route.abort()  # type: ignore[attr-defined]
            else:
                route.continue_()  # type: ignore[attr-defined]

        page.route("**/*", block)
        try:
            page.goto(app, wait_until="domcontentloaded", timeout=120_000)
            widget = page.locator(".dml-tutor")
            widget.wait_for(timeout=120_000)
            page.wait_for_selector(".dml-tutor .dml-narration", timeout=30_000)
            body = page.locator("body").inner_text()
            assert "build_app" not in body and "import" not in body  # no code on the page
            code = page.locator(".jp-CodeCell .jp-InputArea, .CodeMirror, .cm-editor")
            assert not any(code.nth(i).is_visible() for i in range(code.count()))
            for label in ("Seed", "Players", "Mode", "Start from"):
                assert page.get_by_text(label, exact=True).count() >= 1, label

            pos0 = widget.locator(".dml-pos").inner_text()
            narration0 = widget.locator(".dml-narration").inner_text()
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(
                "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos0, timeout=20_000
            )
            assert widget.locator(".dml-narration").inner_text() != narration0
            page.screenshot(path=str(OUT / "app.png"))

            # a scenario from the picker: its own table, seed/players/mode greyed
            page.locator(".dml-app-scenario select").select_option(label=SCENARIOS["BiddingExample"].title)
            page.get_by_role("button", name="New game").click()
            page.get_by_text("its own table").wait_for(timeout=30_000)
            assert page.locator(".dml-app-seed input").is_disabled()
            page.locator(".dml-tutor .dml-narration").wait_for(timeout=30_000)
            assert not errors, errors
        finally:
            page.screenshot(path=str(OUT / "app-last.png"))
            browser.close()
    # It worked with the network blocked; the only outside asks are icon fonts the widgets
    # library requests for buttons with icons (the app uses none).
    assert all("fontawesome" in url for url in outside), f"the app asked the network for {outside}"
    DOCS_IMAGE.parent.mkdir(parents=True, exist_ok=True)
    DOCS_IMAGE.write_bytes((OUT / "app.png").read_bytes())
