"""Zero install: diagrams drawn in the browser, and the JupyterLite site (``dml-tutor lite``).

The first tests need no browser: the Tutor's traits when the kernel has no Graphviz, the
vendored viz.js drawing the tutor's DOT under Node (the same module the widget imports).
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.tutor import Tutor
from dml_tutor.view import render
from dml_tutor.view.diagrams import sequence_dot, wheel_dot

ROOT = Path(__file__).resolve().parent.parent
VIZ = ROOT / "dml_tutor" / "tutor" / "static" / "viz"


@pytest.fixture
def no_graphviz(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The kernel as under Pyodide: no renderer found."""
    render._reset_renderer()
    monkeypatch.setattr(render, "_choose", lambda: None)
    yield
    monkeypatch.undo()
    render._reset_renderer()


def test_without_graphviz_the_front_end_gets_dot_and_viz(no_graphviz: None) -> None:
    t = Tutor(seed=3)
    assert t.browser_render is True
    assert t.sequence_svg == "" and t.wheel_svg == ""
    assert t.sequence_dot == sequence_dot(t.game.trace[0].path)
    assert t.wheel_dot == wheel_dot(None)
    assert t.viz_module == (VIZ / "viz.js").read_text(encoding="utf-8")
    assert "export {" in t.viz_module and "instance" in t.viz_module
    while t.view["attempt"] is None or t.view["attempt"]["black_market"]:
        assert t.step()
    assert t.wheel_dot == wheel_dot(t.view["attempt"]["type"]["suit"])
    assert t.sequence_dot == sequence_dot(t.game.trace[t.cursor].path)
    # nothing tells the player to install anything
    assert "graphviz-pure" not in t.sequence_dot + t.wheel_dot + t.sequence_svg


@pytest.mark.skipif(render.renderer() == "none", reason="no Graphviz renderer installed")
def test_with_graphviz_the_kernel_sends_svg() -> None:
    t = Tutor(seed=3)
    assert t.browser_render is False
    assert t.sequence_svg.startswith("<svg") and t.wheel_svg.startswith("<svg")
    assert t.sequence_dot == "" and t.wheel_dot == "" and t.viz_module == ""


def test_browser_diagrams_on_request(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Tutor, "browser_diagrams", True)
    t = Tutor(seed=3)
    assert t.browser_render is True and t.sequence_svg == ""
    assert t.sequence_dot.startswith("digraph") and t.viz_module


def test_static_fallback_in_a_browser_kernel(no_graphviz: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")
    out = render.render_html("digraph { a }")
    assert render.NOTE_BROWSER in out and "install" not in out
    monkeypatch.setattr(sys, "platform", "linux")
    assert render.NOTE in render.render_html("digraph { a }")


def test_diagram_widget(no_graphviz: None) -> None:
    from dml_tutor.tutor import DiagramView

    d = DiagramView(wheel_dot("S"))
    assert d.svg == "" and d.dot == wheel_dot("S") and d.viz_module == (VIZ / "viz.js").read_text(encoding="utf-8")
    d.dot = wheel_dot("H")
    assert d.svg == "" and d.dot == wheel_dot("H")
    for bad in ("", "  ", None):
        with pytest.raises(ValueError, match="dot"):
            DiagramView(bad)  # type: ignore[arg-type]


@pytest.mark.skipif(render.renderer() == "none", reason="no Graphviz renderer installed")
def test_diagram_widget_with_graphviz() -> None:
    from dml_tutor.tutor import DiagramView

    d = DiagramView(wheel_dot("S"))
    assert d.svg == render.render_svg(wheel_dot("S")) and d.viz_module == ""
    bundle = d._repr_mimebundle_()
    data = bundle[0] if isinstance(bundle, tuple) else bundle
    assert data["text/html"] == d.svg  # a static export keeps the kernel's SVG
    assert "application/vnd.jupyter.widget-view+json" in data


def test_viz_ships_with_its_licences() -> None:
    assert (VIZ / "LICENSE-viz-js.txt").read_text(encoding="utf-8").count("MIT") >= 1
    epl = (VIZ / "LICENSE-GRAPHVIZ-EPL-1.0.txt").read_text(encoding="utf-8")
    assert "Eclipse Public License - v 1.0" in epl and "Graphviz" in epl


NODE_RENDER = """
const [mod, dots] = [process.argv[1], JSON.parse(process.argv[2])];
const viz = await (await import(mod)).instance();
console.log(JSON.stringify(dots.map((d) => viz.renderString(d, { format: "svg" }))));
"""


def test_vendored_viz_draws_the_tutors_dot() -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("Node.js is not installed")
    t = Tutor(seed=3)
    t.run_to_decision()
    dots = [sequence_dot(t.game.trace[t.cursor].path), wheel_dot("S")]
    done = subprocess.run(
        [node, "--input-type=module", "-e", NODE_RENDER, (VIZ / "viz.js").as_uri(), json.dumps(dots)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    svgs = json.loads(done.stdout)
    assert all("<svg" in s and "</svg>" in s for s in svgs)
    for f in t.game.trace[t.cursor].path:
        assert f.label.split()[0] in svgs[0]
    assert "Iron" in svgs[1]


def test_lite_refuses_bad_folders(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("jupyterlite_core", reason="the [lite] extra is not installed")
    from dml_tutor import cli

    empty = tmp_path / "empty"
    empty.mkdir()
    assert cli.main(["lite", "--out", str(tmp_path / "a"), "--notebooks", str(empty)]) == 1
    assert "00_start_here.ipynb" in capsys.readouterr().err
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "keep.txt").write_text("mine", encoding="utf-8")
    assert cli.main(["lite", "--out", str(busy)]) == 1
    assert "holds no JupyterLite site" in capsys.readouterr().err
    assert [p.name for p in busy.iterdir()] == ["keep.txt"]  # nothing touched
    with pytest.raises(SystemExit):
        cli.main(["lite"])  # --out is required


# ------------------------------------------------------------------ the site in a browser

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
OUT = ROOT / "test-output"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as ``dml-tutor lite --out`` builds it (downloads cached by pinned version)."""
    pytest.importorskip("jupyterlite_core", reason="the [lite] extra is not installed")
    from dml_tutor import cli

    out = tmp_path_factory.mktemp("lite") / "site"
    assert cli.main(["lite", "--out", str(out)]) == 0
    return out


def test_site_carries_everything_it_needs(site: Path) -> None:
    from dml_tutor import lite

    pyodide = site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages = lock["packages"]
    for name in (*lite.KERNEL_PACKAGES, *lite.WIDGET_PACKAGES, "dml-tutor", "widgetsnbextension", "traitlets"):
        assert name in packages, name
    for name, entry in packages.items():  # every entry's wheel is there, with the hash the lock names
        wheel = pyodide / entry["file_name"]
        assert hashlib.sha256(wheel.read_bytes()).hexdigest() == entry["sha256"], name
        assert all(d in packages for d in entry["depends"]), (name, entry["depends"])
    assert "graphviz-pure" not in packages  # not for wasm32: the widget draws the diagrams
    assert sorted(p.name for p in pyodide.glob("*.whl")) == sorted(e["file_name"] for e in packages.values())

    config = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = config["litePluginSettings"][f"{lite.KERNEL_EXTENSION}:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    assert set(kernel["loadPyodideOptions"]["packages"]) >= {"dml-tutor", "anywidget", "ipykernel", "piplite"}
    assert {e["name"] for e in config["federated_extensions"]} == set(lite.LAB_EXTENSIONS)

    source = sorted(p.relative_to(ROOT) for p in (ROOT / "notebooks").rglob("*.ipynb"))
    shipped = sorted(p.relative_to(site / "files") for p in (site / "files" / "notebooks").rglob("*.ipynb"))
    assert shipped == source
    for nb in shipped:
        meta = json.loads((site / "files" / nb).read_text(encoding="utf-8"))["metadata"]
        assert meta["kernelspec"]["name"] == "python"
    assert "./lab/index.html?path=notebooks/00_start_here.ipynb" in (site / "index.html").read_text(encoding="utf-8")


class _Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {  # noqa: RUF012  (the base class's attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def served(site: Path) -> Iterator[str]:
    """The site on 127.0.0.1 (a free port), served from a thread like any static host."""
    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def _chromium() -> str:
    path = os.environ.get("DML_CHROMIUM") or "/usr/bin/chromium"
    if Path(path).is_file() and os.access(path, os.X_OK):
        return path
    message = f"Chromium not found at {path}: install it (apt-get install chromium) or set DML_CHROMIUM"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


#: The second tutor's position label changed (the start notebook's cells drive that one).
MOVED = "p => document.querySelectorAll('.dml-tutor')[1].querySelector('.dml-pos').textContent !== p"


@pytest.mark.slow
@pytest.mark.browser
def test_the_site_runs_the_tutor_offline(site: Path, served: str) -> None:
    """Open the entry page with every request off 127.0.0.1 refused, run the start notebook,
    click Step: the breadcrumb moves and both diagrams are SVG drawn in the browser."""
    from dml_tutor import lite

    exe = _chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    OUT.mkdir(exist_ok=True)
    origin = served + "/"
    refused: list[str] = []
    sizes: dict[str, int] = {}
    errors: list[str] = []
    console: list[str] = []
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        # no service worker, so that every request (the kernel's worker's too) passes the route
        context = browser.new_context(viewport={"width": 1400, "height": 2000}, service_workers="block")

        def route(r: Any) -> None:
            if r.request.url.startswith(origin) or r.request.url.startswith(("blob:", "data:")):
                r.continue_()
            else:
                refused.append(r.request.url)
                r.abort()

        def finished(request: Any) -> None:
            if request.url.startswith(origin):
                sizes[request.url] = sizes.get(request.url, 0) + request.sizes()["responseBodySize"]

        context.route("**/*", route)
        context.on("requestfinished", finished)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
        try:
            start = time.monotonic()
            page.goto(origin, wait_until="domcontentloaded", timeout=120_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            tab = page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current")
            assert tab.inner_text().strip() == "00_start_here.ipynb"  # the entry page opened it
            page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=180_000)
            page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).first.click()

            # the second tutor: the cells drive it (the first stays at the Setup's first step)
            widget = page.locator(".dml-tutor").nth(1)
            widget.wait_for(timeout=180_000)
            page.get_by_text("Dealer of Round 1").first.wait_for(timeout=180_000)  # the last cell ran
            assert page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
            for panel in (".dml-seq", ".dml-wheel"):
                widget.locator(f"{panel} svg").first.wait_for(timeout=180_000)
            # the notebook leaves seat 0 to decide: choose, then Step
            option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
            pos = widget.locator(".dml-pos").inner_text()
            option.click()
            page.wait_for_function(MOVED, arg=pos, timeout=180_000)
            crumbs = widget.locator(".dml-crumbs").inner_text()
            seq = widget.locator(".dml-seq").inner_html()
            pos = widget.locator(".dml-pos").inner_text()
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(MOVED, arg=pos, timeout=180_000)
            first_step = time.monotonic() - start
            for _ in range(50):  # Step until the breadcrumb moves
                if widget.locator(".dml-crumbs").inner_text() != crumbs:
                    break
                pos = widget.locator(".dml-pos").inner_text()
                widget.locator('button[data-op="step"]').click()
                page.wait_for_function(MOVED, arg=pos, timeout=180_000)
            assert widget.locator(".dml-crumbs").inner_text() != crumbs
            page.wait_for_function(  # the sequence tree was drawn again for the new path
                "s => { const e = document.querySelectorAll('.dml-tutor')[1].querySelector('.dml-seq svg');"
                " return e && e.parentElement.innerHTML !== s; }",
                arg=seq,
                timeout=180_000,
            )
            for panel in (".dml-seq", ".dml-wheel"):
                svg = widget.locator(f"{panel} svg").first
                svg.wait_for(timeout=180_000)
                assert svg.locator("g").count() > 3  # a drawn graph, not an empty element
            assert widget.locator(".dml-diagram-fallback, .dml-diagram-error").count() == 0
            assert widget.locator(".dml-error").inner_text() == ""
            assert "undefined" not in widget.inner_text()  # Pyodide sends None as undefined
            page.screenshot(path=str(OUT / "lite-after-step.png"), full_page=True)
            widget.screenshot(path=str(OUT / "lite-widget.png"))
        finally:
            (OUT / "lite-console.log").write_text("\n".join(console + errors + refused), encoding="utf-8")
            context.close()
            browser.close()
    assert not refused, f"requests that would have left 127.0.0.1: {refused}"
    assert any(u.endswith("pyodide.asm.wasm") for u in sizes)  # the kernel worker's requests were seen too
    assert any("dml_tutor-" in u for u in sizes)
    assert not errors, errors
    files, size = lite.site_size(site)
    gzipped = 0  # what a host that compresses would send
    for url in sizes:
        path = site / url[len(origin) :].split("?")[0]
        if path.is_file():
            gzipped += len(gzip.compress(path.read_bytes(), 6))
    metrics = {
        "site_files": files,
        "site_bytes": size,
        "first_load_bytes": sum(sizes.values()),
        "first_load_gzip_bytes": gzipped,
        "requests": len(sizes),
        "seconds_to_first_step": round(first_step, 1),
    }
    (OUT / "lite-metrics.json").write_text(json.dumps(metrics, indent=2), encoding="utf-8")
    print(f"lite: {metrics}")


@pytest.mark.slow
@pytest.mark.browser
def test_a_notebook_diagram_is_drawn_in_the_browser(served: str) -> None:
    """Notebook 02's Wheel of Profit (a ``DiagramView`` widget) is SVG in the browser kernel too."""
    exe = _chromium()
    sync_api = pytest.importorskip("playwright.sync_api")
    origin = served + "/"
    refused: list[str] = []
    errors: list[str] = []
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=exe, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1400, "height": 2000}, service_workers="block")

        def route(r: Any) -> None:
            if r.request.url.startswith((origin, "blob:", "data:")):
                r.continue_()
            else:
                refused.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            page.goto(origin + "lab/index.html?path=notebooks/02_market_and_bidding.ipynb", timeout=120_000)
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=180_000)
            page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).first.click()
            svg = page.locator(".dml-diagram-widget svg").first
            svg.wait_for(timeout=180_000)
            assert "Iron" in (svg.text_content() or "") and svg.locator("g").count() > 3
            page.wait_for_function(  # every cell ran
                "() => ![...document.querySelectorAll('.jp-InputPrompt')].some(e => e.textContent.includes('*'))",
                timeout=300_000,
            )
            assert page.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]').count() == 0
        finally:
            context.close()
            browser.close()
    assert not refused, refused
    assert not errors, errors
