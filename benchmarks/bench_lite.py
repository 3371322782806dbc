"""The zero-install site's start in Chromium: a timeline, cold and on a second visit.

Run: ``.venv/bin/python benchmarks/bench_lite.py [--site DIR] [--visits 2] [--steps 10] [--imports]
[--only page|notebook] [--rounds N]``

Two rows, each with its own browser profile: the **entry page** (``index.html``: the tutor in
a Web Worker's Pyodide, no JupyterLab, no kernel) and the **start notebook** in JupyterLab
(the entry page's link). The entry page's timeline adds the page's own marks (the worker's
progress, on the page's clock: Python started, the wheels unpacked, the game dealt, the
tutor shown), then the Step button, the first Step painted and the click-to-paint of
``--steps`` Steps. ``--rounds`` repeats the whole (cold and later visits), the rows alternating.

Builds the site (``dml-tutor lite``, cached downloads) unless ``--site`` names a built one,
serves it from this process like a static host (``--max-age`` seconds of ``Cache-Control``,
as GitHub Pages sends 600; ``.wasm`` as ``application/wasm``, which streaming compilation
and the browser's compiled-wasm cache need), and opens the entry page in headless Chromium
with a fresh profile: the first visit is cold (empty browser cache), each later one reopens
the browser on the same profile (its HTTP cache and compiled-wasm cache kept).

The notebook's visits print a timeline, seconds after opening the page: the notebook shown, the
kernel's worker started, Pyodide's files and each wheel fetched (the site's lock file lists
the wheels and the kernel preloads them, so they download while the runtime compiles), the
kernel idle, the start notebook's first tutor showing its Step button (after Run All Cells,
as a reader would click), and the first Step painted; then the median click-to-paint of
``--steps`` Steps. Beside each mark, the CPU seconds the browser's processes had used by
then: on a loaded machine wall time varies by several seconds, CPU time much less.
``--imports`` adds a visit whose kernel profiles its imports (``PYTHONPROFILEIMPORTTIME``,
slower, so not timed) and prints what the kernel's start and the first cell import, by
top-level package. Not a test: a measurement (docs/lite.md gives figures).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

#: The second tutor's position label changed (the start notebook's cells drive that one).
MOVED = "p => document.querySelectorAll('.dml-tutor')[1].querySelector('.dml-pos').textContent !== p"
#: Resolves after the next paint: a requestAnimationFrame callback runs before the frame is drawn.
PAINTED = "() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)))"
TIMEOUT = 300_000
#: Pyodide's own files, by the name the timeline gives them.
RUNTIME = {
    "pyodide.asm.wasm": "runtime fetched and compiled (pyodide.asm.wasm)",
    "python_stdlib.zip": "standard library fetched",
    "pyodide-lock.json": "lock file fetched",
}
KERNEL = "@jupyterlite/pyodide-kernel-extension:kernel"
#: One line of ``-X importtime``: self and cumulative microseconds, the indented module name.
IMPORT_LINE = re.compile(r"import time:\s+(\d+) \|\s+(\d+) \| ( *)(\S+)")


class _Static(http.server.SimpleHTTPRequestHandler):
    max_age = 600
    extensions_map = {  # noqa: RUF012  (the base class's attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", f"max-age={self.max_age}")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        pass


def serve(site: Path, max_age: int) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(type("Static", (_Static,), {"max_age": max_age}), directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


class _BrowserCPU:
    """CPU seconds used by this process's descendants (the browser), read when asked."""

    def __init__(self) -> None:
        try:
            import psutil  # type: ignore[import-untyped]  # ipykernel's dependency; else no CPU figure
        except ImportError:
            self._me = None
        else:
            self._me = psutil.Process(os.getpid())
        self._seen: dict[int, float] = {}

    def __call__(self) -> float | None:
        if self._me is None:
            return None
        for child in self._me.children(recursive=True):
            try:
                t = child.cpu_times()
            except Exception:  # exited meanwhile: keep its last reading
                continue
            self._seen[child.pid] = t.user + t.system
        return sum(self._seen.values())


def _wheel(url: str) -> str | None:
    """A wheel's distribution name from its URL (``dml_tutor-0.1.0-py3-none-any.whl`` -> ``dml_tutor``)."""
    name = url.rsplit("/", 1)[-1].split("?", 1)[0]
    return name.split("-", 1)[0] if name.endswith(".whl") else None


#: The entry page's tutor: its position label changed.
PAGE_MOVED = "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p"
#: The entry page's own marks (page.js), seconds on the page's clock.
PAGE_MARKS = """() => performance.getEntriesByType('mark').filter((m) => m.name.startsWith('dml-tutor: '))
  .map((m) => [m.name.slice(11), m.startTime / 1000])"""
NOTEBOOK = "lab/index.html?path=notebooks/00_start_here.ipynb"


def visit(
    p: Any, exe: str, profile: Path, origin: str, steps: int, imports: bool = False, notebook: bool = True
) -> dict[str, Any]:
    """One visit of the start notebook (``notebook``) or of the entry page: the timeline in
    seconds after opening it, and CPU seconds."""
    context = p.chromium.launch_persistent_context(
        str(profile), executable_path=exe, headless=True, viewport={"width": 1400, "height": 2000}
    )
    cpu = _BrowserCPU()
    marks: dict[str, tuple[float, float | None]] = {}
    wheels: dict[str, float] = {}
    fetched = {"bytes": 0, "requests": 0}
    stderr: list[str] = []
    start = time.monotonic()
    cpu0 = cpu()

    def mark(key: str) -> None:
        used = cpu()
        marks.setdefault(key, (time.monotonic() - start, None if used is None or cpu0 is None else used - cpu0))

    def finished(request: Any) -> None:
        response = request.response()
        fetched["requests"] += 1
        if response is not None and response.status == 200:
            fetched["bytes"] += max(0, request.sizes()["responseBodySize"])  # 0 from the browser's cache
        name = request.url.rsplit("/", 1)[-1]
        if name in RUNTIME:
            mark(RUNTIME[name])
        elif (dist := _wheel(request.url)) is not None:
            wheels.setdefault(dist, time.monotonic() - start)

    def console(message: Any) -> None:
        if message.type == "error" and message.text.startswith("import time:"):
            stderr.append(message.text)

    context.on("requestfinished", finished)
    page = context.pages[0] if context.pages else context.new_page()
    page.on("worker", lambda worker: mark("kernel worker started" if notebook else "worker started"))
    if imports:
        page.on("console", console)
        page.route("**/jupyter-lite.json", _profile_imports)
    start = time.monotonic()
    cpu0 = cpu()
    paints: list[float] = []
    try:
        if not notebook:
            _entry_page(page, origin, mark, steps, paints)
            for name, t in page.evaluate(PAGE_MARKS):
                marks.setdefault(f"page: {name}", (t, None))
            return {"marks": marks, "wheels": wheels, "fetched": fetched, "paints": paints, "imports": None}
        page.goto(origin + NOTEBOOK, wait_until="domcontentloaded", timeout=TIMEOUT)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=TIMEOUT)
        mark("notebook shown")
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=TIMEOUT)
        mark("kernel idle")
        kernel_lines = len(stderr)
        page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
        page.get_by_text("Run All Cells", exact=True).first.click()
        page.locator('.dml-tutor button[data-op="step"]').first.wait_for(timeout=TIMEOUT)
        mark("Step button shown")
        widget = page.locator(".dml-tutor").nth(1)
        page.get_by_text("Dealer of Round 1").first.wait_for(timeout=TIMEOUT)  # the last cell ran
        widget.locator(".dml-seq svg").first.wait_for(timeout=TIMEOUT)
        option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
        pos = widget.locator(".dml-pos").inner_text()
        option.click()
        page.wait_for_function(MOVED, arg=pos, timeout=TIMEOUT)
        page.evaluate(PAINTED)
        mark("first Step painted")
        for _ in range(steps):
            pos = widget.locator(".dml-pos").inner_text()
            t0 = time.monotonic()
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(MOVED, arg=pos, timeout=TIMEOUT)
            page.evaluate(PAINTED)
            paints.append((time.monotonic() - t0) * 1000)
    finally:
        context.close()
    return {
        "marks": marks,
        "wheels": wheels,
        "fetched": fetched,
        "paints": paints,
        "imports": (stderr[:kernel_lines], stderr[kernel_lines:]) if imports else None,
    }


def _entry_page(page: Any, origin: str, mark: Any, steps: int, paints: list[float]) -> None:
    """The entry page: its Step button, the first Step painted, then ``steps`` Steps timed."""
    page.goto(origin, wait_until="domcontentloaded", timeout=TIMEOUT)
    step = page.locator('.dml-tutor button[data-op="step"]')
    step.wait_for(timeout=TIMEOUT)
    mark("Step button shown")
    pos = page.locator(".dml-tutor .dml-pos")
    for n in range(steps + 1):
        before = pos.inner_text()
        t0 = time.monotonic()
        step.click()
        page.wait_for_function(PAGE_MOVED, arg=before, timeout=TIMEOUT)
        page.evaluate(PAINTED)
        if n == 0:
            mark("first Step painted")
        else:
            paints.append((time.monotonic() - t0) * 1000)


def _profile_imports(route: Any) -> None:
    """The site's configuration with ``PYTHONPROFILEIMPORTTIME`` set in the kernel's Python."""
    response = route.fetch()
    data = response.json()
    settings = data.get("jupyter-config-data", {}).get("litePluginSettings", {}).get(KERNEL)
    if settings is not None:
        settings.setdefault("loadPyodideOptions", {}).setdefault("env", {})["PYTHONPROFILEIMPORTTIME"] = "1"
    route.fulfill(response=response, body=json.dumps(data))


def by_package(lines: list[str], top: int = 8) -> str:
    """``-X importtime`` lines summed by top-level package (self times), the largest first."""
    total: dict[str, int] = {}
    for line in lines:
        m = IMPORT_LINE.match(line)
        if m:
            name = m.group(4).split(".")[0]
            total[name] = total.get(name, 0) + int(m.group(1))
    ranked = sorted(total.items(), key=lambda kv: -kv[1])
    shown = ", ".join(f"{name} {us / 1e6:.2f}" for name, us in ranked[:top])
    return f"{sum(total.values()) / 1e6:.2f} s in {len(total)} packages ({shown}, ...)"


def headline(kind: str, r: dict[str, Any]) -> str:
    """One line: when the Step button showed and the first Step was painted, with browser CPU."""
    said = []
    for key in ("page: the tutor painted", "Step button shown", "first Step painted"):
        if key in r["marks"]:
            t, used = r["marks"][key]
            said.append(f"{key} {t:.1f} s" + ("" if used is None else f" (CPU {used:.1f} s)"))
    return f"{kind}: " + ", ".join(said)


def report(kind: str, r: dict[str, Any]) -> None:
    pad = "  "
    print(f"{kind}:")
    for key, (t, used) in sorted(r["marks"].items(), key=lambda kv: kv[1][0]):
        cpu = "" if used is None else f"  (browser CPU {used:.1f} s)"
        print(f"{pad}{t:5.1f} s  {key}{cpu}")
    if r["wheels"]:
        times = sorted(r["wheels"].values())
        ours = r["wheels"].get("dml_tutor")
        print(
            f"{pad}{times[0]:5.1f} s  {len(times)} wheels fetched from {times[0]:.1f} to {times[-1]:.1f} s"
            + ("" if ours is None else f" (dml-tutor's at {ours:.1f} s)")
        )
        print(
            f"{pad}         " + ", ".join(f"{n} {t:.2f}" for n, t in sorted(r["wheels"].items(), key=lambda kv: kv[1]))
        )
    f = r["fetched"]
    print(f"{pad}fetched {f['bytes'] / 2**20:.1f} MiB over the network in {f['requests']} requests")
    if r["paints"]:
        ms = r["paints"]
        print(
            f"{pad}Step click-to-paint (viz.js): median {statistics.median(ms):.0f} ms, "
            f"max {max(ms):.0f} ms over {len(ms)} Steps"
        )
    if r["imports"] is not None:
        start, first_cell = r["imports"]
        print(f"{pad}imports until the kernel is idle: {by_package(start)}")
        print(f"{pad}imports of the notebook's cells: {by_package(first_cell)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", type=Path, help="a built site (default: build one into a temporary folder)")
    ap.add_argument("--visits", type=int, default=2)
    ap.add_argument("--steps", type=int, default=10, help="Steps timed click-to-paint after the first")
    ap.add_argument("--max-age", type=int, default=600, help="the Cache-Control max-age the server sends")
    ap.add_argument("--imports", action="store_true", help="then a visit that profiles the kernel's imports")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--only", choices=("page", "notebook"), help="time only the entry page or the notebook")
    ap.add_argument("--rounds", type=int, default=1, help="repeat cold and later visits, the rows alternating")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory(prefix="dml-bench-lite-") as tmp:
        site = args.site
        if site is None:
            from dml_tutor import lite

            site = lite.build(Path(tmp) / "site")
        server, origin = serve(site, args.max_age)
        try:
            rows = [row for row in ("page", "notebook") if args.only in (None, row)]
            summary: list[str] = []
            with sync_playwright() as p:
                for k in range(args.rounds):
                    for row in rows:
                        profile = Path(tmp) / f"profile-{row}-{k}"
                        for n in range(args.visits):
                            r = visit(p, args.chromium, profile, origin, args.steps, notebook=row == "notebook")
                            kind = f"{'entry page' if row == 'page' else 'start notebook'}, " + (
                                "cold" if n == 0 else f"visit {n + 1}"
                            )
                            report(kind, r)
                            summary.append(headline(kind, r))
                print("summary (load average {}):".format(" ".join(f"{x:.2f}" for x in os.getloadavg())))
                for line in summary:
                    print(f"  {line}")
                if args.imports:
                    r = visit(p, args.chromium, Path(tmp) / "profile-notebook-0", origin, 0, imports=True)
                    report("imports profiled (times slowed by the profiling)", r)
        finally:
            server.shutdown()
            server.server_close()
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
