"""DOT text -> inline SVG, with one place that chooses the renderer.

The choice, in order: the ``graphviz-pure`` wheel (a self-contained ``dot`` that installs
as the ``graphviz-pure`` program, no Python API), the system ``dot`` on PATH, else none,
in which case ``render_html`` shows the DOT text with a note on what to install. The
notebook redraws the same diagrams again and again, so SVG is cached per DOT text.
"""

from __future__ import annotations

import functools
import html
import importlib.metadata
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from typing import Final, NamedTuple

NOTE: Final = (
    "Graphviz is not available: install graphviz-pure (pip install graphviz-pure) "
    "or the system Graphviz to see diagrams"
)
#: Under Pyodide (JupyterLite) there is no ``dot`` program and nothing to install.
NOTE_BROWSER: Final = (
    "This kernel runs in the browser without Graphviz: the Tutor widget draws its diagrams "
    "itself; this static view shows the DOT text"
)
_TIMEOUT: Final = 30.0
_PURE_NAMES: Final = ("graphviz-pure.exe", "graphviz-pure") if os.name == "nt" else ("graphviz-pure",)


class _Renderer(NamedTuple):
    name: str  # "graphviz-pure" or "system dot"
    program: str


def _pure_candidates() -> list[Path]:
    """Where the graphviz-pure wheel may have put its program.

    Its RECORD names the file exactly (even when the kernel runs without the venv's ``bin``
    on PATH); the scripts directories and PATH are fallbacks for odd installs.
    """
    found: list[Path] = []
    try:
        dist = importlib.metadata.distribution("graphviz-pure")
    except importlib.metadata.PackageNotFoundError:
        dist = None
    if dist is not None:
        for f in dist.files or ():
            if f.name in _PURE_NAMES:
                found.append(Path(str(dist.locate_file(f))).resolve())
    for scripts in (sysconfig.get_path("scripts"), str(Path(sys.executable).parent)):
        found.extend(Path(scripts) / n for n in _PURE_NAMES)
    on_path = shutil.which("graphviz-pure")
    if on_path:
        found.append(Path(on_path))
    return found


def _works(program: str) -> bool:
    """``-V`` answers: the file exists, is executable and is built for this machine."""
    try:
        return subprocess.run([program, "-V"], capture_output=True, timeout=_TIMEOUT).returncode == 0
    except (OSError, subprocess.SubprocessError):
        return False


@functools.cache
def _choose() -> _Renderer | None:
    """The renderer to use, probed once per process (see ``_reset_renderer``)."""
    for path in _pure_candidates():
        if path.is_file() and _works(str(path)):
            return _Renderer("graphviz-pure", str(path))
    system = shutil.which("dot")
    if system and _works(system):
        return _Renderer("system dot", system)
    return None


def renderer() -> str:
    """Which renderer draws the diagrams: "graphviz-pure", "system dot" or "none"."""
    chosen = _choose()
    return chosen.name if chosen else "none"


@functools.cache
def renderer_version() -> str:
    """The renderer's own version line (``-V``), "" without one: stored layouts name the Graphviz that made them."""
    chosen = _choose()
    if chosen is None:
        return ""
    try:
        done = subprocess.run([chosen.program, "-V"], capture_output=True, text=True, timeout=_TIMEOUT)
    except (OSError, subprocess.SubprocessError):
        return ""
    return (done.stdout.strip() or done.stderr.strip()).splitlines()[0] if done.returncode == 0 else ""


def _reset_renderer() -> None:
    """Forget the probed renderer and the SVG cache (tests, or after installing Graphviz)."""
    _choose.cache_clear()
    renderer_version.cache_clear()
    render_svg.cache_clear()


@functools.lru_cache(maxsize=256)
def render_svg(dot: str) -> str:
    """The ``<svg>`` element for DOT text (prolog, doctype and comments before it stripped, to inline in HTML).

    Raises ValueError with Graphviz's message when the DOT text is malformed, and
    RuntimeError when no renderer is available.
    """
    chosen = _choose()
    if chosen is None:
        raise RuntimeError(NOTE)
    try:
        done = subprocess.run(
            [chosen.program, "-Tsvg"], input=dot, capture_output=True, text=True, encoding="utf-8", timeout=_TIMEOUT
        )
    except subprocess.TimeoutExpired as exc:
        raise RuntimeError(f"{chosen.name} took more than {_TIMEOUT:g} s to draw the diagram") from exc
    start = done.stdout.find("<svg")
    if done.returncode != 0 or start < 0:
        raise ValueError(f"{chosen.name} could not render the DOT text: {done.stderr.strip() or 'no SVG produced'}")
    return done.stdout[start:].rstrip() + "\n"


def render_html(dot: str) -> str:
    """Inline SVG when a renderer exists, else the DOT text in a ``<pre>`` with a note on what to install
    (in a browser kernel, where nothing can be installed, a note saying so)."""
    if _choose() is not None:
        return render_svg(dot)
    note = NOTE_BROWSER if sys.platform == "emscripten" else NOTE
    return (
        '<div class="dml-diagram-fallback">'
        f'<p style="font-size:small"><em>{html.escape(note)}</em></p>'
        f'<pre style="font-size:x-small;max-height:20em;overflow:auto">{html.escape(dot)}</pre>'
        "</div>"
    )
