"""The pictures the README and the docs show, made again from the code in headless Chromium.

Run: ``.venv/bin/python docs/hooks/screenshots.py [NAME ...] [--out DIR]`` (NAME: ``tutor``,
``merc``, ``terrus``, ``table``; all of them without one). Each picture is made in the light
and the dark theme, as ``docs/images/NAME-light.png`` and ``NAME-dark.png``: the tutor in
JupyterLab, and the workshop table with a player's phone (375x667, touch) beside the
projector. As an MkDocs hook (``mkdocs.yml``), ``DML_DOCS_SCREENSHOTS=1 mkdocs build`` makes
them all before the build; without it the build uses them as committed. Look at them before
committing them.

Needs Chromium (``/usr/bin/chromium`` or ``DML_CHROMIUM``), Playwright and JupyterLab (the
``test`` extra has them) and the ``table`` extra; it starts its own JupyterLab and table
server on free local ports and stops them.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import os
import shutil
import sys
import tempfile
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "docs" / "images"
THEMES = ("light", "dark")
#: A laptop's screen, where the tutor is read (JupyterLab around it).
DESKTOP = {"width": 1280, "height": 800}

TUTOR = "from dml_tutor import Tutor\n\nt = Tutor(seed=3)\nt"
#: The MERC and Terrus positions are the browser tests' (tests/apps/browser.py).
NOTEBOOK_NAMES = ("tutor", "merc", "terrus")


def _harness() -> Any:
    """The browser tests' helpers (tests/apps/browser.py): Chromium's flags, JupyterLab's command."""
    sys.path.insert(0, str(ROOT / "tests" / "apps"))
    import browser  # type: ignore[import-not-found]

    return browser


def notebook(code: str) -> dict[str, Any]:
    """A one-cell notebook showing what ``code`` makes."""
    cell: dict[str, Any] = {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": code}
    kernel = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
    return {"cells": [cell], "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}


@contextlib.contextmanager
def jupyterlab(folder: Path) -> Iterator[str]:
    """JupyterLab serving ``folder/root`` on a free local port; yields its base URL."""
    b = _harness()
    root = folder / "root"
    root.mkdir()
    port = b.free_port()
    base = f"http://127.0.0.1:{port}"
    with b.jupyter_server(
        b.lab_command(port, root), folder, cwd=root, ready=f"{base}/api/status", name="JupyterLab", log="lab.log"
    ):
        yield base


def _theme(folder: Path, theme: str) -> None:
    """JupyterLab's theme for the pages opened from now on (its user settings, read at load)."""
    settings = folder / "jupyter_config_dir" / "lab" / "user-settings" / "@jupyterlab" / "apputils-extension"
    settings.mkdir(parents=True, exist_ok=True)
    name = "JupyterLab Dark" if theme == "dark" else "JupyterLab Light"
    (settings / "themes.jupyterlab-settings").write_text(json.dumps({"theme": name}), encoding="utf-8")


def tutor_shot(browser: Any, base: str, folder: Path, name: str, theme: str, out: Path) -> Path:
    """The tutor of ``name`` in JupyterLab: the part of the widget a laptop's screen shows."""
    b = _harness()
    code = {"tutor": TUTOR, "merc": b.MERC_TUTOR, "terrus": b.TERRUS_TUTOR}[name]
    (folder / "root" / f"{name}.ipynb").write_text(json.dumps(notebook(code)), encoding="utf-8")
    _theme(folder, theme)
    shutil.rmtree(folder / "jupyter_config_dir" / "lab" / "workspaces", ignore_errors=True)  # no tab of the last one
    page = browser.new_page(viewport={"width": DESKTOP["width"], "height": 2000})
    try:
        b.run_notebook(page, f"{base}/lab/tree/{name}.ipynb")
        widget = page.locator(".dml-tutor").first
        widget.wait_for(timeout=90_000)
        if name == "tutor":  # to seat 0's first decision; MERC and Terrus show their table at the start
            widget.locator('button[data-op="run_to_decision"]').click()
            widget.locator(".dml-decision.live button.dml-opt").first.wait_for(timeout=30_000)
        page.set_viewport_size(DESKTOP)  # the tutor fits a laptop's screen
        page.wait_for_timeout(1500)  # the diagrams drawn, the layout settled
        widget.evaluate("e => e.scrollIntoView({block: 'start'})")
        page.wait_for_timeout(300)
        path = out / f"{_stem(name)}-{theme}.png"
        page.screenshot(path=str(path), clip=_visible(page, widget))
        return path
    finally:
        page.close()
        b.shut_kernels(base)


def _visible(page: Any, widget: Any) -> dict[str, float]:
    """The part of the widget the notebook shows on screen (not what scrolls below it)."""
    box = widget.bounding_box()
    panel = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer").first.bounding_box()
    top, bottom = max(box["y"], panel["y"]), min(box["y"] + box["height"], panel["y"] + panel["height"])
    return {"x": box["x"], "y": top, "width": box["width"], "height": bottom - top}


def _stem(name: str) -> str:
    return name if name in ("tutor", "table") else f"tutor-{name}"


#: The phone beside the projector, composed in the page itself (no image library needed).
COMPOSE = """<!doctype html><html><head><style>
body {{ margin: 0; }}
main {{ padding: 28px; background: {bg}; display: inline-flex; align-items: flex-end; gap: 28px;
       font: 14px system-ui, sans-serif; color: {ink}; }}
figure {{ margin: 0; display: flex; flex-direction: column; align-items: center; gap: 8px; }}
.projector img {{ width: 960px; border: 10px solid #222; border-radius: 6px; box-shadow: 0 6px 24px #0006; }}
.phone img {{ width: 300px; border: 12px solid #111; border-radius: 28px; box-shadow: 0 6px 24px #0006; }}
</style></head><body><main>
<figure class="projector"><img src="data:image/png;base64,{projector}"><figcaption>the projector</figcaption></figure>
<figure class="phone"><img src="data:image/png;base64,{phone}"><figcaption>seat 0, on a phone</figcaption></figure>
</main></body></html>"""


def table_shot(browser: Any, theme: str, out: Path) -> Path:
    """A DML table a few decisions in: seat 0's phone (375x667, touch) beside the projector."""
    from dml_tutor.table import serve

    server = serve(None, host="127.0.0.1", port=0)
    contexts: list[Any] = []
    try:
        body = {
            "pack": "dml",
            "settings": {"players": 4, "seed": 4, "mode": "quickstart", "seats": ["person", *["heuristic"] * 3]},
        }
        req = urllib.request.Request(
            server.url + "/api/tables", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(req, timeout=30) as r:
            table = json.load(r)

        def device(url: str, **options: Any) -> Any:
            ctx = browser.new_context(color_scheme=theme, **options)
            contexts.append(ctx)
            page = ctx.new_page()
            page.goto(server.url + url)
            page.wait_for_selector(".dml-tutor .dml-step-slot", timeout=30_000)
            return page

        phone = device(
            table["seats"][0],
            viewport={"width": 375, "height": 667},
            device_scale_factor=2,
            is_mobile=True,
            has_touch=True,
        )
        projector = device(table["projector"], viewport={"width": 1280, "height": 720})

        def taken() -> int:  # the decisions taken (only the teacher's state counts them)
            with urllib.request.urlopen(server.url + table["teacher"] + "/state", timeout=30) as r:
                return int(json.load(r)["table"]["decisions"])

        for _ in range(3):  # seat 0 plays its first decisions, so the table is under way
            phone.wait_for_function("() => document.body.dataset.yourMove === 'true'", timeout=30_000)
            before = taken()
            phone.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.tap()
            for _ in range(600):
                if taken() > before:
                    break
                phone.wait_for_timeout(50)
        phone.wait_for_function("() => document.body.dataset.yourMove === 'true'", timeout=30_000)
        projector.wait_for_timeout(1000)  # the diagrams drawn
        shots = {}
        for label, page in (("phone", phone), ("projector", projector)):
            shots[label] = base64.b64encode(page.screenshot()).decode()
        colours = {"bg": "#1b1d21", "ink": "#ddd"} if theme == "dark" else {"bg": "#eef0f3", "ink": "#333"}
        page = browser.new_page(viewport={"width": 1400, "height": 700}, color_scheme=theme)
        try:
            page.set_content(COMPOSE.format(**colours, **shots))
            path = out / f"table-{theme}.png"
            page.locator("main").screenshot(path=str(path))
        finally:
            page.close()
        return path
    finally:
        for ctx in contexts:
            ctx.close()
        server.stop()


def make(names: list[str], out: Path = IMAGES, log: Callable[[str], None] = print) -> list[Path]:
    """Make the pictures ``names`` (all without any) in both themes into ``out``; their paths."""
    b = _harness()
    names = names or [*NOTEBOOK_NAMES, "table"]
    unknown = sorted(set(names) - {*NOTEBOOK_NAMES, "table"})
    if unknown:
        raise ValueError(f"no such picture: {', '.join(unknown)} (known: {', '.join([*NOTEBOOK_NAMES, 'table'])})")
    out.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=b.chromium(), args=b.CHROMIUM_ARGS)
        try:
            if "table" in names:
                for theme in THEMES:
                    made.append(table_shot(browser, theme, out))
                    log(f"made {made[-1]}")
            lab = [n for n in names if n in NOTEBOOK_NAMES]
            if lab:
                with tempfile.TemporaryDirectory(prefix="dml-screenshots-") as tmp, jupyterlab(Path(tmp)) as base:
                    for name in lab:
                        for theme in THEMES:
                            made.append(tutor_shot(browser, base, Path(tmp), name, theme, out))
                            log(f"made {made[-1]}")
        finally:
            browser.close()
    return made


def on_pre_build(config: Any) -> None:
    """MkDocs: make every picture again before the build when DML_DOCS_SCREENSHOTS=1."""
    if os.environ.get("DML_DOCS_SCREENSHOTS") == "1":
        make([])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    known = ", ".join([*NOTEBOOK_NAMES, "table"])
    parser.add_argument("names", nargs="*", help=f"pictures to make (default: all): {known}")
    parser.add_argument("--out", type=Path, default=IMAGES, help="folder for the PNG files (default: docs/images)")
    args = parser.parse_args(argv)
    make(args.names, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
