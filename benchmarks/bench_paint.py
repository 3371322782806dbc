"""Click-to-paint of the tutor's Step in JupyterLab, in headless Chromium, and where the time goes.

Run: ``.venv/bin/python benchmarks/bench_paint.py [--steps 40] [--diagrams browser|server]
[--pack dml|merc] [--shots DIR] [--trace FILE]``

Starts JupyterLab on 127.0.0.1 (free port, no token, temporary Jupyter folders), opens a
notebook holding ``Tutor(pack="dml", seed=3, seats="heuristic")`` (every seat an agent, so
each Step plays on; ``--pack merc``: a MERC position, random agents, whose diagrams viz.js
draws), runs it, and clicks Step ``--steps`` times after ``--warmup`` untimed ones. Each
click (a real one: the mouse moved onto Step, pressed and released) is timed in the page,
from its click event to the paint of the new step: a MutationObserver
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
  next frame, up to 16.7 ms at 60 Hz);
- **to the diagram drawn**: for a Step whose diagram viz.js lays out (the tutor does it in the
  frame after the step's text is painted), from the click to that drawing.

``--diagrams browser`` sets ``Tutor.browser_diagrams`` (as under JupyterLite, where the kernel
has no Graphviz); ``server`` lets the kernel's Graphviz draw. The bytes the page receives on
the kernel's websocket per Step are counted too. ``--shots DIR`` saves the tutor after the run
in JupyterLab's light and dark themes; ``--trace FILE`` records a Chromium trace of the timed
Steps and sums the renderer's work by kind (scripts, style, layout, paint). Not a test: a
measurement (figures in docs/performance.md). The JupyterLab server and its kernel inherit this
process's environment, so ``PYTHONPATH=<another checkout>`` measures that code side by side.
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import json
import os
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

#: The browser tests' helpers (tests/apps/browser.py): Chromium's flags and the JupyterLab server.
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "apps"))
from browser import CHROMIUM_ARGS, free_port, jupyter_server, lab_command, run_notebook

TIMEOUT = 120_000

#: Arms the timing of one Step in the page: the click on Step (a real click, from the mouse
#: Playwright moves there), the position label's change, then the paint.
ARM_JS = """
(n) => {
  const root = document.querySelectorAll('.dml-tutor')[n];
  const pos = root.querySelector('.dml-pos');
  const step = root.querySelector('button[data-op="step"]');
  const before = pos.textContent;
  globalThis.dmlTutorTiming = [];
  globalThis.dmlStepTimed = new Promise((resolve) => {
    let t0 = null;
    step.addEventListener('click', () => { t0 = performance.now(); }, {capture: true, once: true});
    const seen = new MutationObserver(() => {
      if (pos.textContent === before) return;
      seen.disconnect();
      const shown = performance.now();
      requestAnimationFrame(() => setTimeout(() => {
        resolve({t0, shown, painted: performance.now(), pos: pos.textContent});
      }, 0));
    });
    seen.observe(pos, {childList: true, characterData: true, subtree: true});
  });
}
"""


def notebook(browser: bool, pack: str) -> dict[str, Any]:
    make = (
        "Tutor(pack='dml', seed=3, seats='heuristic')"
        if pack == "dml"
        else f"Tutor(pack={pack!r}, seed=4, seats='random')"
    )
    code = (
        "from dml_tutor.tutor import Tutor\n"
        "from dml_tutor.view.render import renderer\n"
        f"Tutor.browser_diagrams = {browser}\n"
        f"t = {make}\n"
        "print('RENDERER', renderer(), 'browser_render', t.browser_render)\n"
        "t"
    )
    cell: dict[str, Any] = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": code}
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
    """A JupyterLab server for this run (the browser tests' own, stopped at the end); yields its URL."""
    root = tmp / "root"
    root.mkdir()
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    with jupyter_server(
        lab_command(port, root), tmp, cwd=root, ready=f"{base}/api/status", name="JupyterLab", log="lab.log"
    ):
        yield base


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


PHASES = ("click to paint", "round trip", "redraw (DOM)", "redraw (layout)", "viz.js", "frame", "to the diagram drawn")


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
    if "vized" in last:
        out["to the diagram drawn"] = last["vized"] - r["t0"]
    end = last.get("updated", r["shown"])
    if "vized" in last and last["vized"] < r["painted"]:  # viz.js drew before the paint
        end = max(end, last["vized"])
    out["frame"] = r["painted"] - end
    return out


#: Chromium's trace categories for the renderer's work: scripts, style, layout, paint.
TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "v8"]
#: The renderer's main-thread events summed by name (complete events, top level per kind).
TRACE_EVENTS = {
    "FunctionCall": "scripts (event handlers)",
    "RunMicrotasks": "microtasks (the tutor's update)",
    "ParseHTML": "parse HTML",
    "UpdateLayoutTree": "style",
    "Layout": "layout",
    "PrePaint": "pre-paint",
    "Paint": "paint",
    "Layerize": "layerize",
    "ParseAuthorStyleSheet": "parse style sheets",
}


def renderer_work(path: Path) -> dict[str, float]:
    """Milliseconds of each kind of renderer work in a Chromium trace, summed over the main
    thread of the page's renderer (nested events of the same name counted once)."""
    events = json.loads(path.read_text(encoding="utf-8"))
    events = events.get("traceEvents", events) if isinstance(events, dict) else events
    main = {
        (e["pid"], e["tid"])
        for e in events
        if e.get("name") == "thread_name" and e.get("args", {}).get("name") == "CrRendererMain"
    }
    totals: dict[str, float] = {}
    open_until: dict[tuple[int, int, str], float] = {}
    for e in sorted(events, key=lambda e: e.get("ts", 0)):
        name = e.get("name", "")
        if name not in TRACE_EVENTS or e.get("ph") != "X" or (e.get("pid"), e.get("tid")) not in main:
            continue
        key = (e["pid"], e["tid"], name)
        if e["ts"] < open_until.get(key, -1):
            continue  # nested in one of the same name
        open_until[key] = e["ts"] + e.get("dur", 0)
        label = TRACE_EVENTS[name]
        totals[label] = totals.get(label, 0.0) + e.get("dur", 0) / 1000
    return dict(sorted(totals.items(), key=lambda kv: -kv[1]))


def open_jupyterlab(page: Any, base: str, root: Path, args: argparse.Namespace) -> str:
    """The benchmark's notebook in JupyterLab, run; returns what its kernel draws with."""
    (root / "paint.ipynb").write_text(json.dumps(notebook(args.diagrams == "browser", args.pack)), encoding="utf-8")
    run_notebook(page, f"{base}/lab/tree/paint.ipynb", TIMEOUT)
    page.locator(".dml-tutor .dml-seq svg").first.wait_for(timeout=TIMEOUT)
    return str(page.locator(".jp-OutputArea-output").get_by_text("RENDERER").first.inner_text()).strip()


def open_site(page: Any, origin: str) -> str:
    """The lite site's start notebook, run (as benchmarks/bench_lite.py does): its second tutor
    is the one timed, past its first decision."""
    page.goto(origin, wait_until="domcontentloaded", timeout=TIMEOUT)
    page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=TIMEOUT)
    page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
    page.get_by_text("Run All Cells", exact=True).first.click()
    page.get_by_text("Dealer of Round 1").first.wait_for(timeout=TIMEOUT)  # the last cell ran
    widget = page.locator(".dml-tutor").nth(1)
    widget.locator(".dml-seq svg").first.wait_for(timeout=TIMEOUT)
    widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.click()
    page.wait_for_timeout(2000)
    return "the JupyterLite site (Pyodide kernel, no Graphviz: browser_render)"


def run(args: argparse.Namespace) -> int:
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="dml-bench-paint-") as tmp, contextlib.ExitStack() as stack:
        if args.site:
            sys.path.insert(0, str(Path(__file__).parent))
            from bench_lite import serve  # the site served like a static host

            server, origin = serve(args.site, 600)
            stack.callback(server.server_close)
            stack.callback(server.shutdown)
        else:
            base = stack.enter_context(jupyterlab(Path(tmp)))
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
            which = 1 if args.site else 0  # the tutor timed
            said = open_site(page, origin) if args.site else open_jupyterlab(page, base, Path(tmp) / "root", args)
            widget = page.locator(".dml-tutor").nth(which)
            step = widget.locator('button[data-op="step"]')
            results: list[dict[str, float]] = []
            sent: list[int] = []
            for n in range(args.warmup + args.steps):
                if n == args.warmup and args.trace:
                    browser.start_tracing(page=page, path=str(args.trace), categories=TRACE_CATEGORIES)
                if step.is_disabled():  # a person's decision (the site's tutor): taken, untimed
                    widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.click()
                    page.wait_for_timeout(args.pause)
                received["bytes"] = 0
                page.evaluate(ARM_JS, which)
                step.click()
                r = page.evaluate("() => globalThis.dmlStepTimed")
                page.wait_for_timeout(args.pause)  # a reader's pause: the last frames arrive, viz.js draws
                r["marks"] = page.evaluate("() => globalThis.dmlTutorTiming")
                if n >= args.warmup:
                    results.append(phases(r))
                    sent.append(received["bytes"])
            if args.trace:
                browser.stop_tracing()
            if args.shots:
                args.shots.mkdir(parents=True, exist_ok=True)
                widget.screenshot(path=str(args.shots / f"paint-{args.pack}-{args.diagrams}-light.png"))
                page.locator("#jp-MainMenu").get_by_text("Settings", exact=True).click()
                page.locator(".lm-Menu").get_by_text("Theme", exact=True).hover()
                page.locator(".lm-Menu").get_by_text("JupyterLab Dark", exact=True).click()
                page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached", timeout=30_000)
                page.wait_for_timeout(500)
                widget.screenshot(path=str(args.shots / f"paint-{args.pack}-{args.diagrams}-dark.png"))
            browser.close()
    load = os.getloadavg()
    print(f"{said}; {args.steps} Steps after {args.warmup}; load average {load[0]:.1f} {load[1]:.1f}")
    for name in PHASES:
        ms = [x[name] for x in results if name in x]
        if ms:
            print(
                f"{name:<20} median {statistics.median(ms):6.1f} ms  p95 {pct(ms, 95):6.1f} ms  max {max(ms):6.1f} ms"
            )
    if not args.site:
        print(f"received per Step: median {statistics.median(sent) / 1024:.1f} KiB (kernel websocket)")
    if args.trace:
        print(f"the renderer's main thread over the {args.steps} Steps (ms per Step, from {args.trace}):")
        for kind, total in renderer_work(args.trace).items():
            print(f"  {kind:<28} {total / args.steps:6.1f}")
    if errors:
        print("page errors:", *errors, sep="\n  ")
    return 1 if errors else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=40, help="Steps timed")
    ap.add_argument("--warmup", type=int, default=5, help="Steps before the timed ones (viz.js compiled, caches warm)")
    ap.add_argument("--pause", type=int, default=150, help="ms between Steps (not timed)")
    ap.add_argument("--diagrams", choices=("browser", "server"), default="browser")
    ap.add_argument(
        "--pack", choices=("dml", "merc"), default="dml", help="dml: seed 3, heuristic agents; merc: seed 4, random"
    )
    ap.add_argument(
        "--site", type=Path, help="a built JupyterLite site (dml-tutor lite): time its start notebook's tutor"
    )
    ap.add_argument("--shots", type=Path, help="save the tutor in both themes to this folder")
    ap.add_argument("--trace", type=Path, help="record a Chromium trace of the timed Steps here and sum it")
    ap.add_argument("--chromium", default=os.environ.get("DML_CHROMIUM", "/usr/bin/chromium"))
    return run(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
