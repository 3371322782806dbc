"""DML's sequence-tree layouts, laid out once and shipped with the package.

A sequence diagram's layout depends only on its path's *shape* (the labels with every digit
a "0": Helvetica's digits share one width), and DML's games reach about 150 shapes. Each is
laid out by Graphviz once, by the maintainers, and stored in ``layouts.json.xz`` beside
this module, with the Graphviz version that made it and a digest of the DOT text it drew.
A tutor step then draws its diagram by putting the path's digits into the stored SVG, with
no Graphviz run (``drawings.sequence_html``); a layout whose DOT text changed since, or any
layout where another Graphviz draws, is laid out again in this process. The file also holds
the Wheel of Profit's five drawings (no target, and each Resource Type's), by DOT digest.

Where the browser draws (a kernel without Graphviz, as under JupyterLite, or
``Tutor.browser_diagrams``), the stored SVG is sent whichever Graphviz made it
(``exact=False``), so the browser sets an SVG instead of laying out DOT with viz.js; only a
shape not stored here goes to viz.js.

Regenerate after changing the sequence tree, the diagram's look or the graphviz-pure pin:
``python -m dml_tutor.games.dml.display.layouts`` (plays the games that find the shapes).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from ....core.trace import Frame
from ....view.diagrams import sequence_dot
from ....view.render import render_svg, renderer_version
from .. import PACK
from .wheel import wheel_dot

#: The shipped layouts (xz-compressed JSON: about 1 KB a shape, the SVGs being alike).
SHIPPED: Final = Path(__file__).with_name("layouts.json.xz")
FORMAT: Final = 2

#: A layout: the SVG pieces between the label digits, where the digits sit in the DOT text,
#: and the DOT's length.
Layout = tuple[tuple[str, ...], tuple[int, ...], int]

_DIGIT: Final = re.compile(r"\d")
_SVG_TEXT: Final = re.compile(r">([^<>]*)<")
_TEXT_TOKEN: Final = re.compile(r"&#?\w+;|\d")


def shape(path: Sequence[Frame]) -> tuple[Frame, ...]:
    """The path with every label digit a "0" (and no serials): what its layout depends on."""
    return tuple(Frame(f.name, _DIGIT.sub("0", str(f.label))) for f in path)


def layout(shape: tuple[Frame, ...]) -> Layout | None:
    """The SVG of a path whose label digits are all "0", cut at those digits (one Graphviz run).

    None if the digits cannot be found one to one (then the path is rendered directly).
    """
    d0 = sequence_dot(shape, pack=PACK)
    d1 = sequence_dot(tuple(Frame(f.name, str(f.label).replace("0", "1")) for f in shape), pack=PACK)
    if len(d0) != len(d1):
        return None
    where = tuple(i for i, (a, b) in enumerate(zip(d0, d1, strict=True)) if a != b)
    svg = render_svg(d0)
    pieces: list[str] = []
    last = 0
    for m in _SVG_TEXT.finditer(svg):
        for t in _TEXT_TOKEN.finditer(m[1]):
            if t[0] == "0":
                start = m.start(1) + t.start()
                pieces.append(svg[last:start])
                last = start + 1
    pieces.append(svg[last:])
    if len(pieces) - 1 != len(where):
        return None
    return tuple(pieces), where, len(d0)


def _digest(shape: tuple[Frame, ...]) -> str:
    return _dot_digest(sequence_dot(shape, pack=PACK))


def _dot_digest(dot: str) -> str:
    return hashlib.sha256(dot.encode()).hexdigest()[:16]


class _Shipped:
    """The shipped file, read once (``entries`` is None until then)."""

    entries: dict[tuple[Frame, ...], tuple[str, Layout]] | None = None
    drawings: dict[str, str] = {}  # noqa: RUF012  (DOT digest -> SVG; replaced whole when read)
    renderer = ""


def _read() -> dict[tuple[Frame, ...], tuple[str, Layout]]:
    if _Shipped.entries is None:
        entries: dict[tuple[Frame, ...], tuple[str, Layout]] = {}
        try:
            data = json.loads(lzma.decompress(SHIPPED.read_bytes()))
        except (OSError, lzma.LZMAError, ValueError):
            data = {}
        drawings: dict[str, str] = {}
        if data.get("format") == FORMAT:
            _Shipped.renderer = str(data.get("renderer", ""))
            for e in data.get("shapes", []):
                key = tuple(Frame(name, label) for name, label in e["path"])
                entries[key] = (e["dot"], (tuple(e["pieces"]), tuple(e["where"]), e["length"]))
            drawings = {str(e["dot"]): str(e["svg"]) for e in data.get("drawings", [])}
        _Shipped.drawings = drawings
        _Shipped.entries = entries
    return _Shipped.entries


def loaded() -> bool:
    """Whether the shipped file has been read in this process."""
    return _Shipped.entries is not None


def stale_shapes() -> list[tuple[Frame, ...]]:
    """The shipped shapes, when this process's Graphviz is not the one that laid them out
    (they are to be laid out again here); else none."""
    entries = _read()
    return [] if _Shipped.renderer == renderer_version() else list(entries)


def shipped(shape: tuple[Frame, ...], *, exact: bool = True) -> Layout | None:
    """The shipped layout of a shape, if it was laid out from the same DOT text and, when
    ``exact``, by this process's Graphviz (so it is byte for byte what this Graphviz draws)."""
    entry = _read().get(shape)
    if entry is None or (exact and _Shipped.renderer != renderer_version()) or entry[0] != _digest(shape):
        return None
    return entry[1]


def shipped_drawing(dot: str, *, exact: bool = True) -> str | None:
    """The shipped SVG of this DOT text (the Wheel of Profit's), if any; ``exact`` as for :func:`shipped`."""
    _read()
    if exact and _Shipped.renderer != renderer_version():
        return None
    return _Shipped.drawings.get(_dot_digest(dot))


def shapes_of_games(seeds: int) -> list[tuple[Frame, ...]]:
    """Every path shape of ``seeds`` games of each kind (3 and 4 players, full and quickstart,
    random and heuristic agents), in the order first met."""
    from ..agents import make_agents, play_out
    from ..game import Game

    found: dict[tuple[Frame, ...], None] = {}
    for players in (3, 4):
        for mode in ("full", "quickstart"):
            for agents in ("random", "heuristic"):
                for seed in range(seeds):
                    g = Game(players, seed, mode, trace=True)
                    play_out(g, make_agents(agents, players, seed))
                    found.update((shape(e.path), None) for e in g.trace)
    return list(found)


def write(path: Path = SHIPPED, seeds: int = 100) -> int:
    """Lay out every shape ``seeds`` games of each kind reach, draw the Wheel of Profit's five
    pictures, and store them; returns how many shapes."""
    from ..cards import SUITS

    entries: list[dict[str, Any]] = []
    for s in shapes_of_games(seeds):
        cut = layout(s)
        if cut is not None:
            pieces, where, length = cut
            entries.append(
                {
                    "path": [[f.name, f.label] for f in s],
                    "dot": _digest(s),
                    "pieces": pieces,
                    "where": where,
                    "length": length,
                }
            )
    wheels = [wheel_dot(target) for target in (None, *SUITS)]
    drawings = [{"dot": _dot_digest(dot), "svg": render_svg(dot)} for dot in wheels]
    data = {"format": FORMAT, "renderer": renderer_version(), "shapes": entries, "drawings": drawings}
    path.write_bytes(lzma.compress(json.dumps(data, separators=(",", ":")).encode(), preset=9 | lzma.PRESET_EXTREME))
    _Shipped.entries = None
    return len(entries)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Lay out DML's sequence-tree shapes and store them with the package.")
    ap.add_argument("--seeds", type=int, default=100, help="games of each kind played to find the shapes")
    args = ap.parse_args(argv)
    if not renderer_version():
        raise SystemExit("no Graphviz here: install graphviz-pure")
    n = write(seeds=args.seeds)
    print(f"{n} layouts by {renderer_version()} -> {SHIPPED} ({SHIPPED.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
