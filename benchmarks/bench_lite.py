"""The zero-install site's start in Chromium: a timeline, cold and on a second visit.

Run: ``.venv/bin/python benchmarks/bench_lite.py [--site DIR] [--visits 2] [--steps 10]``

Builds the site (``dml-tutor lite``, cached downloads) unless ``--site`` names a built one,
serves it from this process like a static host (``--max-age`` seconds of ``Cache-Control``,
as GitHub Pages sends 600), and opens the entry page in headless Chromium with a fresh
profile: the first visit is cold (empty browser cache), each later one reopens the browser
on the same profile (its HTTP cache and compiled-wasm cache kept). Each visit prints when,
after opening the page, the notebook showed, the kernel was idle, the start notebook's
first tutor showed its Step button (after Run All Cells, as a reader would click), and the
first Step was painted; then the median click-to-paint of ``--steps`` Steps (viz.js draws
the diagrams in the browser). Also: the bytes fetched and when the Pyodide runtime and the
dml-tutor wheel arrived. Not a test: a measurement (docs/lite.md gives figures).
"""

from __future__ import annotations

import argparse
import functools
import http.server
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


def visit(p: Any, exe: str, profile: Path, origin: str, steps: int) -> dict[str, Any]:
    """One visit of the entry page: the timeline in seconds after opening it."""
    context = p.chromium.launch_persistent_context(
        str(profile), executable_path=exe, headless=True, viewport={"width": 1400, "height": 2000}
    )
    marks: dict[str, float] = {}
    fetched = {"bytes": 0, "requests": 0}

    def finished(request: Any) -> None:
        now = time.monotonic() - start
        response = request.response()
        fetched["requests"] += 1
        if response is not None and response.status == 200:
            fetched["bytes"] += max(0, request.sizes()["responseBodySize"])  # 0 from the browser's cache
        for key, tail in (("runtime (pyodide.asm.wasm)", "pyodide.asm.wasm"), ("dml-tutor wheel", ".whl")):
            if request.url.endswith(tail) and (tail != ".whl" or "dml_tutor-" in request.url):
                marks.setdefault(key, now)

    context.on("requestfinished", finished)
    page = context.pages[0] if context.pages else context.new_page()
    start = time.monotonic()
    try:
        page.goto(origin, wait_until="domcontentloaded", timeout=TIMEOUT)
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=TIMEOUT)
        marks["notebook shown"] = time.monotonic() - start
        page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=TIMEOUT)
        marks["kernel idle"] = time.monotonic() - start
        page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
        page.get_by_text("Run All Cells", exact=True).first.click()
        page.locator('.dml-tutor button[data-op="step"]').first.wait_for(timeout=TIMEOUT)
        marks["Step button shown"] = time.monotonic() - start
        widget = page.locator(".dml-tutor").nth(1)
        page.get_by_text("Dealer of Round 1").first.wait_for(timeout=TIMEOUT)  # the last cell ran
        widget.locator(".dml-seq svg").first.wait_for(timeout=TIMEOUT)
        option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
        pos = widget.locator(".dml-pos").inner_text()
        option.click()
        page.wait_for_function(MOVED, arg=pos, timeout=TIMEOUT)
        page.evaluate(PAINTED)
        marks["first Step painted"] = time.monotonic() - start
        paints: list[float] = []
        for _ in range(steps):
            pos = widget.locator(".dml-pos").inner_text()
            t0 = time.monotonic()
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(MOVED, arg=pos, timeout=TIMEOUT)
            page.evaluate(PAINTED)
            paints.append((time.monotonic() - t0) * 1000)
    finally:
        context.close()
    return {"marks": marks, "fetched": fetched, "paints": paints}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--site", type=Path, help="a built site (default: build one into a temporary folder)")
    ap.add_argument("--visits", type=int, default=2)
    ap.add_argument("--steps", type=int, default=10, help="Steps timed click-to-paint after the first")
    ap.add_argument("--max-age", type=int, default=600, help="the Cache-Control max-age the server sends")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="dml-bench-lite-") as tmp:
        site = args.site
        if site is None:
            from dml_tutor import lite

            site = lite.build(Path(tmp) / "site")
        server, origin = serve(site, args.max_age)
        try:
            with sync_playwright() as p:
                for n in range(args.visits):
                    r = visit(p, args.chromium, Path(tmp) / "profile", origin, args.steps)
                    kind = "cold" if n == 0 else f"visit {n + 1}"
                    timeline = ", ".join(f"{k} {v:.1f} s" for k, v in sorted(r["marks"].items(), key=lambda kv: kv[1]))
                    f = r["fetched"]
                    print(f"{kind}: {timeline}")
                    mib = f["bytes"] / 2**20
                    print(f"{'':>{len(kind)}}  fetched {mib:.1f} MiB over the network in {f['requests']} requests")
                    if r["paints"]:
                        ms = r["paints"]
                        print(
                            f"{'':>{len(kind)}}  Step click-to-paint (viz.js): median {statistics.median(ms):.0f} ms, "
                            f"max {max(ms):.0f} ms over {len(ms)} Steps"
                        )
        finally:
            server.shutdown()
            server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
