"""Click-to-paint of the tutor's Step in JupyterLab, in headless Chromium, and where the time goes.

Run: ``.venv/bin/python benchmarks/bench_paint.py [--steps 40] [--diagrams browser|server] [--shots DIR]``

Starts JupyterLab on 127.0.0.1 (free port, no token, temporary Jupyter folders), opens a
notebook holding ``Tutor(seed=3, seats="heuristic")`` (every seat an agent, so each Step
plays on), runs it, and clicks Step ``--steps`` times after ``--warmup`` untimed ones. Each
click is timed in the page, from the click to the paint of the new step: a MutationObserver
sees the position label change, then a ``requestAnimationFrame`` and a ``setTimeout(0)``
resolve after the frame holding it was painted. The tutor's front end marks its phases when
the page holds an array ``dmlTutorTiming`` (``static/tutor.js``), so each Step splits into:

- **round trip**: the click to the first trait change arriving (the message to the kernel,
  the kernel's step, the state message back, decoded by the widget manager);
- **redraw (DOM)**: the tutor's ``update()`` writing the parts that changed (the step, the
  table, the log, an SVG set);
- **redraw (layout)**: the rest of ``update()``, mostly the page's style and layout, which
  reading the log's scroll position forces there rather than in the frame;
- **viz.js**: laying out and drawing DOT in the browser (``--diagrams browser`` and a shape
  the kernel sent as DOT);
- **frame**: from the end of the redraw to the paint (style, layout, paint; the wait for the
  next frame, up to 16.7 ms at 60 Hz).

``--diagrams browser`` sets ``Tutor.browser_diagrams`` (as under JupyterLite, where the kernel
has no Graphviz); ``server`` lets the kernel's Graphviz draw. The bytes the page receives on
the kernel's websocket per Step are counted too. ``--shots DIR`` saves the tutor after the run
in JupyterLab's light and dark themes. Not a test: a measurement (docs/widget.md gives figures).
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
TIMEOUT = 120_000

#: One Step, timed in the page: the click, the position label's change, then the paint.
STEP_JS = """
async () => {
  const root = document.querySelector('.dml-tutor');
  const pos = root.querySelector('.dml-pos');
  const before = pos.textContent;
  globalThis.dmlTutorTiming = [];
  const moved = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (pos.textContent !== before) { seen.disconnect(); resolve(performance.now()); }
    });
    seen.observe(pos, {childList: true, characterData: true, subtree: true});
  });
  const t0 = performance.now();
  root.querySelector('button[data-op="step"]').click();
  const shown = await moved;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const painted = performance.now();
  const marks = globalThis.dmlTutorTiming;
  globalThis.dmlTutorTiming = undefined;
  return {t0, shown, painted, marks, pos: pos.textContent};
}
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def notebook(browser: bool) -> dict[str, Any]:
    code = (
        "from dml_tutor import Tutor\n"
        "from dml_tutor.view.render import renderer\n"
        f"Tutor.browser_diagrams = {browser}\n"
        "t = Tutor(seed=3, seats='heuristic')\n"
        "print('RENDERER', renderer(), 'browser_render', t.browser_render)\n"
        "t"
    )
    cell = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": code}
    return {
        "cells": [cell],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@contextlib.contextmanager
def jupyterlab(tmp: Path) -> Iterator[str]:
    """A JupyterLab server for this run (its own process group, stopped at the end); yields its URL."""
    root = tmp / "root"
    root.mkdir()
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTER_DATA_DIR", "IPYTHONDIR"):
        (tmp / name.lower()).mkdir()
        env[name] = str(tmp / name.lower())
    port = free_port()
    cmd = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
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
    log = (tmp / "lab.log").open("wb")
    proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            if proc.poll() is not None:
                raise RuntimeError(f"JupyterLab exited: {(tmp / 'lab.log').read_text(errors='replace')[-2000:]}")
            with contextlib.suppress(OSError), urllib.request.urlopen(f"{base}/api/status", timeout=2) as r:
                if r.status == 200:
                    break
            if time.monotonic() > deadline:
                raise RuntimeError("JupyterLab did not start within 120 s")
            time.sleep(0.3)
        yield base
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        log.close()


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


def phases(r: dict[str, Any]) -> dict[str, float]:
    """One Step's phases in ms (see the module's docstring)."""
    marks: list[tuple[str, float]] = r["marks"] or []
    first = {name: t for name, t in reversed(marks)}  # the first time each phase was marked
    last = dict(marks)
    out = {"click to paint": r["painted"] - r["t0"]}
    if "changed" in first:
        out["round trip"] = first["changed"] - r["t0"]
    spans = {"redraw (DOM)": ("update", "drawn"), "redraw (layout)": ("drawn", "updated"), "viz.js": ("viz", "vized")}
    for name, (a, b) in spans.items():
        out[name] = sum(t1 - t0 for (n, t0), (m, t1) in itertools.pairwise(marks) if n == a and m == b)
    end = max(last.get("updated", r["shown"]), last.get("vized", 0.0))
    out["frame"] = r["painted"] - end
    return out


def run(args: argparse.Namespace) -> int:
    from playwright.sync_api import sync_playwright

    browser_mode = args.diagrams == "browser"
    with tempfile.TemporaryDirectory(prefix="dml-bench-paint-") as tmp, jupyterlab(Path(tmp)) as base:
        root = Path(tmp) / "root"
        (root / "paint.ipynb").write_text(json.dumps(notebook(browser_mode)), encoding="utf-8")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1400, "height": 1600})
            received = {"bytes": 0}

            def on_ws(ws: Any) -> None:
                if "/api/kernels/" in ws.url:
                    ws.on("framereceived", lambda f: received.__setitem__("bytes", received["bytes"] + len(f)))

            page.on("websocket", on_ws)
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(f"{base}/lab/tree/paint.ipynb", wait_until="domcontentloaded", timeout=TIMEOUT)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=TIMEOUT)
            page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=TIMEOUT)
            sidebar = page.locator(".jp-SideBar.jp-mod-left .lm-TabBar-tab.lm-mod-current")
            if sidebar.count():
                sidebar.first.click()
            news = page.get_by_role("button", name="No", exact=True)
            if news.count():
                news.first.click()
            page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).first.click()
            widget = page.locator(".dml-tutor")
            widget.locator(".dml-seq svg").first.wait_for(timeout=TIMEOUT)
            said = page.locator(".jp-OutputArea-output").get_by_text("RENDERER").first.inner_text()
            results: list[dict[str, float]] = []
            sent: list[int] = []
            for n in range(args.warmup + args.steps):
                received["bytes"] = 0
                r = page.evaluate(STEP_JS)
                page.wait_for_timeout(args.pause)  # a reader's pause: the websocket's last frames arrive
                if n >= args.warmup:
                    results.append(phases(r))
                    sent.append(received["bytes"])
            if args.shots:
                args.shots.mkdir(parents=True, exist_ok=True)
                widget.screenshot(path=str(args.shots / f"paint-{args.diagrams}-light.png"))
                page.locator("#jp-MainMenu").get_by_text("Settings", exact=True).click()
                page.locator(".lm-Menu").get_by_text("Theme", exact=True).hover()
                page.locator(".lm-Menu").get_by_text("JupyterLab Dark", exact=True).click()
                page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached", timeout=30_000)
                page.wait_for_timeout(500)
                widget.screenshot(path=str(args.shots / f"paint-{args.diagrams}-dark.png"))
            browser.close()
    load = os.getloadavg()
    print(f"{said.strip()}; {args.steps} Steps after {args.warmup}; load average {load[0]:.1f} {load[1]:.1f}")
    for name in ("click to paint", "round trip", "redraw (DOM)", "redraw (layout)", "viz.js", "frame"):
        ms = [x[name] for x in results if name in x]
        if ms:
            print(
                f"{name:<15} median {statistics.median(ms):6.1f} ms  p95 {pct(ms, 95):6.1f} ms  max {max(ms):6.1f} ms"
            )
    print(f"received per Step: median {statistics.median(sent) / 1024:.1f} KiB (kernel websocket)")
    if errors:
        print("page errors:", *errors, sep="\n  ")
    return 1 if errors else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=40, help="Steps timed")
    ap.add_argument("--warmup", type=int, default=5, help="Steps before the timed ones (viz.js compiled, caches warm)")
    ap.add_argument("--pause", type=int, default=150, help="ms between Steps (not timed)")
    ap.add_argument("--diagrams", choices=("browser", "server"), default="browser")
    ap.add_argument("--shots", type=Path, help="save the tutor in both themes to this folder")
    ap.add_argument("--chromium", default=os.environ.get("DML_CHROMIUM", "/usr/bin/chromium"))
    return run(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
