"""Choosing the renderer, SVG output, the cache and the no-Graphviz fallback."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from dml_tutor.games.dml import PACK
from dml_tutor.view import render
from dml_tutor.view.diagrams import sequence_dot

needs_renderer = pytest.mark.skipif(render.renderer() == "none", reason="no Graphviz renderer installed")


@pytest.fixture(autouse=True)
def fresh() -> Iterator[None]:
    render._reset_renderer()
    yield
    render._reset_renderer()


def test_renderer_names_something() -> None:
    assert render.renderer() in ("graphviz-pure", "system dot", "none")
    assert render.renderer() == render.renderer()


@needs_renderer
def test_render_svg_is_inline_svg() -> None:
    svg = render.render_svg('digraph { a -> b [label="x"]; }')
    assert svg.startswith("<svg")
    assert svg.rstrip().endswith("</svg>")
    assert "<?xml" not in svg and "<!DOCTYPE" not in svg


@needs_renderer
def test_cache_returns_same_object_quickly() -> None:
    dot = sequence_dot(title="cache check", pack=PACK)
    first = render.render_svg(dot)
    t0 = time.perf_counter()
    second = render.render_svg(dot)
    assert time.perf_counter() - t0 < 0.005
    assert second is first
    assert render.render_svg.cache_info().hits >= 1


@needs_renderer
def test_malformed_dot_raises_value_error_with_message() -> None:
    with pytest.raises(ValueError, match="could not render") as info:
        render.render_svg("digraph { a -> ")
    assert "syntax error" in str(info.value).lower()


@needs_renderer
def test_render_html_is_svg_when_rendering() -> None:
    assert render.render_html("digraph { a }").startswith("<svg")


def test_fallback_without_graphviz(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "_choose", lambda: None)
    assert render.renderer() == "none"
    out = render.render_html('digraph { a [label="<&>"] }')
    assert "<pre" in out and "<svg" not in out
    assert render.NOTE in out and "pip install graphviz-pure" in out
    assert "&lt;&amp;&gt;" in out  # the DOT text is escaped for HTML
    with pytest.raises(RuntimeError, match="Graphviz is not available"):
        render.render_svg("digraph { b }")


def test_system_dot_when_no_wheel(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(render, "_pure_candidates", lambda: [])
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert render.renderer() == "none"
    render._reset_renderer()
    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/dot" if name == "dot" else None)
    monkeypatch.setattr(render, "_works", lambda program: True)
    assert render.renderer() == "system dot"
