"""Zero install: diagrams drawn in the browser, and the JupyterLite site (``dml-tutor lite``).

The first tests need no browser: the Tutor's traits when the kernel has no Graphviz, the
vendored viz.js drawing the tutor's DOT under Node (the same module the widget imports).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

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
