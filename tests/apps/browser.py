"""What every browser test shares: headless Chromium with our flags, the page errors and console
lines a page gave, a Jupyter server (JupyterLab or Voila) started and stopped, screenshots for the docs.

A browser test reads::

    with launch() as (sync_api, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        seen = PageErrors().watch(page)
        try:
            ...
            assert not seen.errors, seen.errors
        finally:
            seen.write(out / "browser-console.log")

``launch`` skips the test without Chromium (``apt-get install chromium``, or ``DML_CHROMIUM``
naming a binary) or Playwright, except under CI (``CI=true``), where a missing Chromium fails it;
it closes the browser on the way out, after the test's own ``finally``.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS_IMAGES = ROOT / "docs" / "images"
#: Set to 1 to refresh the screenshots in docs/images/ from a run (otherwise they stay as committed).
REFRESH_ENV = "DML_TUTOR_REFRESH_DOCS_IMAGES"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


#: A MERC tutor at a position: Day 5, the Rebels at the Dictator's revealed base, the
#: Dictator card there (the browser tests' and the docs' pictures).
MERC_TUTOR = (
    "from dml_tutor.games import merc\n"
    "from dml_tutor import Tutor\n"
    "sectors = {'Capital': (5, 2, 2), 'Mine': (4, 0, 3), 'Port': (2, 1, 1), 'Jungle': (1, 0, 0)}\n"
    "position = {'day': 5, 'turn': 'rebels',\n"
    "            'sectors': {n: {'value': v, 'dictator': d, 'rebels': r} for n, (v, d, r) in sectors.items()},\n"
    "            'dictator': {'base': 'Capital', 'revealed': True, 'hand': 1, 'deck': 0,\n"
    "                         'card': {'sector': 'Capital', 'health': 2}}}\n"
    "t = Tutor(merc.Game.from_position(position), seats=['random', 'person'])\n"
    "t"
)
#: A Terrus tutor at a position: four rulers in two teams, Bo at 0 vitae.
TERRUS_TUTOR = """from dml_tutor.games import terrus
from dml_tutor import Tutor

def ruler(name, vitae=20, **more):
    return {"name": name, "vitae": vitae, "structures": 0, "relics": 0, "int": 0, "team": None,
            "cannot_win": False, **more}

position = {"rulers": [ruler("Ana", structures=9, team="North"), ruler("Bo", 0, relics=4, team="South"),
                       ruler("Cyd", int=16, team="North", cannot_win=True), ruler("Dee", team="South")],
            "active": 0, "tournament": False}
t = Tutor(terrus.Game.from_position(position))
t"""


def chromium() -> str:
    """The Chromium binary (``DML_CHROMIUM`` or /usr/bin/chromium); without one the test is skipped (fails under CI)."""
    path = os.environ.get("DML_CHROMIUM") or "/usr/bin/chromium"
    if Path(path).is_file() and os.access(path, os.X_OK):
        return path
    message = (
        f"Chromium not found at {path}: install it (apt-get install chromium) "
        "or set DML_CHROMIUM to a Chromium binary to run the browser test"
    )
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


@contextlib.contextmanager
def launch() -> Iterator[tuple[Any, Any]]:
    """Playwright's sync API and a headless Chromium with our flags; the browser is closed on leaving."""
    exe = chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        try:
            yield sync_api, browser
        finally:
            browser.close()


@dataclass
class PageErrors:
    """The uncaught errors (``pageerror``) and console lines (``"type: text"``) of the pages it watches."""

    errors: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)

    def watch(self, page: Any) -> PageErrors:
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: self.console.append(f"{m.type}: {m.text}"))
        return self

    def console_errors(self, since: int = 0) -> list[str]:
        """The console lines of type error (from the ``since``-th line on)."""
        return [m for m in self.console[since:] if m.startswith("error")]

    def write(self, path: Path) -> None:
        """The console lines, then the errors, to ``path`` (kept beside the screenshots)."""
        path.write_text("\n".join(self.console + self.errors), encoding="utf-8")


def tutor_page(state: dict[str, Any], language: str, theme: str) -> str:
    """A page with the tutor's front end on its host model (no kernel) drawing one view model
    (``session.view_model()``), in ``language`` and a light or dark colour scheme."""
    from dml_tutor.tutor.assets import front_end

    scheme = "dark" if theme == "dark" else "light"
    return f"""<!doctype html><html lang="{language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>:root {{ color-scheme: {scheme}; }} body {{ margin: 8px; background: Canvas; color: CanvasText; }}
{front_end("css")}</style></head><body><div id="tutor"></div>
<script type="module">
{front_end("js")}
const host = hostModel(() => {{}});
const model = host.model;
host.update({json.dumps(state)}, false);
render({{ model, el: document.getElementById("tutor") }});
document.body.dataset.ready = "1";
</script></body></html>"""


#: A pack's own sentences in the tutor: the step's narration, the breadcrumb, the decision's
#: heading with its prompt, its option buttons and their groups, and the log's lines (a step's
#: kind tag, seat tag and mode are the shell's).
TUTOR_WORDS = (
    ".dml-narration",
    ".dml-crumbs",
    ".dml-decision-head",
    ".dml-decision .dml-opt",
    ".dml-decision .dml-group > summary",
    ".dml-log-text",
)


def words_on_tutor_page(
    browser: Any, state: dict[str, Any], language: str, theme: str, folder: Path, shot: Path, selectors: Sequence[str]
) -> dict[str, str]:
    """Draw one view model on :func:`tutor_page` at 1280x900 in ``theme``, check the page loads
    without an error, keep its screenshot at ``shot`` and read :func:`words_of` ``selectors``."""
    html = folder / "tutor.html"
    html.write_text(tutor_page(state, language, theme), encoding="utf-8")
    shot.parent.mkdir(exist_ok=True)
    page = browser.new_page(viewport={"width": 1280, "height": 900}, color_scheme=theme)
    errors = PageErrors().watch(page)
    page.goto(html.as_uri())
    page.wait_for_selector("body[data-ready='1'] .dml-decision")
    assert not errors.errors, errors.errors
    page.screenshot(path=str(shot), full_page=True)
    found = words_of(page, selectors)
    page.close()
    return found


def words_of(page: Any, selectors: Sequence[str]) -> dict[str, str]:
    """The text a reader sees in each selector's elements (joined by " | "), without the seat
    tags and rule ids beside them (names and ids, not words)."""
    return page.evaluate(
        """(sels) => Object.fromEntries(sels.map((sel) => [sel, [...document.querySelectorAll(sel)].map((el) => {
          const copy = el.cloneNode(true);
          for (const e of copy.querySelectorAll(".dml-seat-tag, .dml-rules-inline")) e.remove();
          return copy.textContent;
        }).join(" | ")]))""",
        list(selectors),
    )


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def publish(shot: Path, name: str) -> None:
    """Copy a screenshot the docs show to ``docs/images/NAME``, only when DML_TUTOR_REFRESH_DOCS_IMAGES=1."""
    if os.environ.get(REFRESH_ENV) == "1":
        DOCS_IMAGES.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, DOCS_IMAGES / name)


def shut_kernels(base: str) -> None:
    """Shut down every kernel of the Jupyter server at ``base`` (between tests or pictures)."""
    with urllib.request.urlopen(f"{base}/api/sessions", timeout=10) as r:
        sessions = json.loads(r.read())
    for s in sessions:
        req = urllib.request.Request(f"{base}/api/sessions/{s['id']}", method="DELETE")
        with contextlib.suppress(OSError), urllib.request.urlopen(req, timeout=20):
            pass


def run_notebook(page: Any, url: str, timeout: int = 90_000) -> None:
    """Open a notebook in JupyterLab, wait for its kernel, make room for the widget (the left
    sidebar shut, the "official Jupyter news?" toast declined) and run all its cells."""
    page.goto(url, wait_until="domcontentloaded", timeout=timeout)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=timeout)
    page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=timeout)
    sidebar = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
    if sidebar.count():
        sidebar.first.click()
    news = page.get_by_role("button", name="No", exact=True)
    if news.count():
        news.first.click()
    page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).first.click()


def lab_command(port: int, root: Path) -> list[str]:
    """A JupyterLab server's command line for tests and benchmarks: on localhost at ``port``,
    serving ``root``, with no token, no browser and no news or update checks."""
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ServerApp.open_browser=False",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",
        f"--ServerApp.root_dir={root}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    return cmd


@contextlib.contextmanager
def jupyter_server(
    cmd: Sequence[str], folder: Path, *, cwd: Path, ready: str, name: str, log: str, any_answer: bool = False
) -> Iterator[None]:
    """Run ``cmd`` (a Jupyter server, called ``name`` in errors) with its own Jupyter and IPython
    folders under ``folder``, this checkout on PYTHONPATH and its output in ``folder/log``, until
    ``ready`` answers 200 (any HTTP answer with ``any_answer``); stop its process group on leaving."""
    env = dict(os.environ)
    for var in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR"):
        d = folder / var.lower()
        d.mkdir()
        env[var] = str(d)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    log_path = folder / log
    out = log_path.open("wb")
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"{name} exited: {log_path.read_text(errors='replace')[-2000:]}")
            try:
                with urllib.request.urlopen(ready, timeout=2) as r:
                    if r.status == 200 or any_answer:
                        break
            except urllib.error.HTTPError:
                if any_answer:
                    break  # the server answers
            except OSError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"{name} did not start within 90 s")
            time.sleep(0.3)
        yield
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        out.close()
