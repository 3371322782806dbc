"""Diagrams of any pack as DOT text: the rulebook's sequence tree, live or coloured by coverage.

Pure functions from data to DOT, so they are cheap to test and deterministic (same input,
byte-identical text); ``render.py`` turns the text into SVG. The graphs are built with
``graphviz.Digraph``, which quotes ids and attribute values. Labels are Graphviz HTML-like
labels (``<...>``, which ``graphviz`` passes through unquoted), escaped here with
``html.escape``, so ``&``, ``<``, ``>``, quotes and backslashes are exact and the live path
can be drawn in bold. Every function takes the pack it draws (no default game); a pack's
own drawings live in its view module (DML's Wheel of Profit: :mod:`.dml`).
"""

from __future__ import annotations

import functools
import html
import math
import re
import textwrap
from collections.abc import Callable, Mapping, Sequence
from typing import Final

import graphviz

from ..core.pack import Pack
from ..core.text import Text
from ..core.trace import Frame
from ..core.tree import SeqNode
from ..i18n import SOURCE, Messages


def sequence_tree(pack: Pack) -> SeqNode:
    """A pack's sequence tree (derived from its sequences by the core, never a hand copy)."""
    return pack.tree


_FONT: Final = "Helvetica"
_PATH_FILL: Final = "#fff3bf"
_PATH_LINE: Final = "#e67700"
_CURRENT_FILL: Final = "#ffa94d"
_PLAIN_LINE: Final = "#868e96"
_INTERRUPT_LINE: Final = "#c92a2a"
#: Top-to-bottom with names wrapped at 10 characters keeps the tree about 450 px wide.
_WRAP: Final = 10


def _label(text: str, *, bold: bool = False, note: str | None = None, wrap: int = 0) -> str:
    """HTML-like label: the text escaped for Graphviz (entities, line breaks), optionally bold or noted."""

    def esc(s: str) -> str:
        return "<BR/>".join(html.escape(line, quote=True) for line in s.split("\n"))

    if wrap:
        text = "\n".join(
            textwrap.fill(line, wrap, break_long_words=False, break_on_hyphens=False) for line in text.split("\n")
        )
    body = esc(text)
    if bold:
        body = f"<B>{body}</B>"
    if note:
        body += f'<BR/><FONT POINT-SIZE="8">{esc(note)}</FONT>'
    return f"<{body}>"


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


@functools.cache
def _tree_ids(tree: SeqNode) -> dict[tuple[str, ...], str]:
    """Stable DOT ids: the shortest tail of a node's name path that no other node shares.

    "round", but "turn__restock" and "setup_stage__restock" for the two Restocks.
    """
    trails = [t for t, _ in tree.walk()]
    ids: dict[tuple[str, ...], str] = {}
    for trail in trails:
        k = next(k for k in range(1, len(trail) + 1) if sum(t[-k:] == trail[-k:] for t in trails) == 1)
        ids[trail] = "__".join(_slug(n) for n in trail[-k:])
    return ids


def _interrupt_ids(pack: Pack) -> dict[str, str]:
    return {name: "interrupt__" + _slug(name) for name in pack.interrupts}


def _match(pack: Pack, path: Sequence[Frame]) -> tuple[dict[str, Text], str | None, list[tuple[str, str]]]:
    """Match the live path from the root: node id -> frame label (a message, or text), the
    current id, interrupt edges."""
    tree = pack.tree
    ids = _tree_ids(tree)
    interrupt_ids = _interrupt_ids(pack)
    labels: dict[str, Text] = {}
    current: str | None = None
    edges: list[tuple[str, str]] = []
    node: SeqNode | None = None  # deepest matched tree node; None until "Game" is matched
    trail: tuple[str, ...] = ()
    interrupted = False  # interrupts have no sub-sequences, so nothing matches after one
    for frame in path:
        nxt: SeqNode | None = None
        if not interrupted:
            nxt = node.child(frame.name) if node else (tree if frame.name == tree.name else None)
        if nxt is not None:
            node, trail = nxt, (*trail, nxt.name)
            current = ids[trail]
            labels[current] = frame.label or frame.name
        elif frame.name in interrupt_ids:
            current = interrupt_ids[frame.name]
            labels[current] = frame.label or frame.name
            if node is not None and (ids[trail], current) not in edges:
                edges.append((ids[trail], current))
            interrupted = True
        # any other frame is unknown here: ignored
    return labels, current, edges


def _digraph(name: str, graph: dict[str, str], node: dict[str, str], edge: dict[str, str]) -> graphviz.Digraph:
    """A ``graphviz.Digraph`` (it quotes and escapes every id and attribute) with these defaults."""
    return graphviz.Digraph(name, graph_attr=graph, node_attr=node, edge_attr=edge)


def _tree_digraph(name: str, title: str | None) -> graphviz.Digraph:
    """The look every sequence-tree diagram shares (live path and coverage alike)."""
    g = _digraph(
        name,
        {
            "rankdir": "TB",
            "nodesep": "0.08",
            "ranksep": "0.16",
            "fontname": _FONT,
            "fontsize": "10",
            "labelloc": "t",
            "labeljust": "l",
            "bgcolor": "transparent",
        },
        {
            "shape": "box",
            "style": "rounded,filled",
            "fillcolor": "white",
            "color": _PLAIN_LINE,
            "fontname": _FONT,
            "fontsize": "9",
            "width": "0.3",
            "height": "0.2",
            "margin": "0.05,0.02",
        },
        {"color": _PLAIN_LINE, "arrowsize": "0.4"},
    )
    if title:
        g.attr(label=_label(title, bold=True))
    return g


def node_message(name: str) -> str:
    """The message id of a sequence's name in the diagram ("Event Phase" -> "seq-event-phase")."""
    return "seq-" + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


@functools.cache
def sequence_names(pack: Pack, language: str) -> dict[str, str]:
    """Each sequence's name in the tree as ``language`` reads it: the pack's message
    :func:`node_message` where it has one, else the name as the pack's code gives it."""
    messages = Messages(language, pack.package)
    out = {}
    for name in {node.name for _, node in pack.tree.walk()} | set(pack.interrupts):
        try:
            out[name] = messages(node_message(name))
        except KeyError:  # a pack without these messages keeps its own names
            out[name] = name
    return out


def _interrupt_cluster(
    g: graphviz.Digraph, pack: Pack, add_node: Callable[[graphviz.Digraph, str, str], None], language: str = SOURCE
) -> None:
    """The pack's interrupts in a dashed box of their own (they may start anywhere)."""
    messages = Messages(language, pack.package)
    with g.subgraph(name="cluster_interrupts") as box:
        box.attr(
            label=graphviz.nohtml(messages("diagram-interrupts")),
            fontsize="9",
            style="dashed,rounded",
            color=_INTERRUPT_LINE,
            fontcolor=_INTERRUPT_LINE,
        )
        for name, nid in _interrupt_ids(pack).items():
            add_node(box, nid, name)


def sequence_dot(
    path: Sequence[Frame] = (), *, pack: Pack, title: str | None = None, messages: Messages | None = None
) -> str:
    """The rulebook sequence tree, the live ``path`` highlighted and its deepest frame marked current.

    Matched nodes show the frame's label ("Round 3") so the reader sees where the game is;
    the others show the plain rulebook names so the reader sees what else could happen, in
    ``messages``' language (English when None).
    """
    labels, current, interrupt_edges = _match(pack, path)
    language = messages.language if messages is not None else SOURCE
    return _sequence_dot(pack, tuple(labels.items()), current, tuple(interrupt_edges), title, language)


@functools.lru_cache(maxsize=1024)
def _sequence_dot(
    pack: Pack,
    matched: tuple[tuple[str, Text], ...],
    current: str | None,
    interrupt_edges: tuple[tuple[str, str], ...],
    title: str | None,
    language: str = SOURCE,
) -> str:
    """:func:`sequence_dot` of a matched path, kept: a game passes the same few paths again and
    again, and a table server draws each for several seats at every move."""
    labels = dict(matched)
    ids = _tree_ids(pack.tree)
    g = _tree_digraph("sequence", title)
    names = sequence_names(pack, language)
    messages = Messages(language, pack.package)

    def add_node(graph: graphviz.Digraph, nid: str, name: str) -> None:
        shown = names.get(name, name)
        if nid not in labels:
            graph.node(nid, label=_label(shown, wrap=_WRAP), tooltip=graphviz.nohtml(shown))
            return
        fill, pen = (_CURRENT_FILL, "2.2") if nid == current else (_PATH_FILL, "1.2")
        # a frame labelled only by its name ("Event Phase") reads as the name in the reader's words,
        # another label ("Round 3", a message) in the reader's language
        said = labels[nid]
        label = _label(shown if said == name else messages.text(said), bold=True, wrap=_WRAP)
        graph.node(nid, label=label, tooltip=graphviz.nohtml(shown), fillcolor=fill, color=_PATH_LINE, penwidth=pen)

    edges: list[tuple[str, str, bool]] = []
    for trail, node in pack.tree.walk():
        nid = ids[trail]
        add_node(g, nid, node.name)
        for c in node.children:
            cid = ids[(*trail, c.name)]
            edges.append((nid, cid, nid in labels and cid in labels))
    for nid, cid, on_path in edges:
        if on_path:
            g.edge(nid, cid, color=_PATH_LINE, penwidth="1.6")
        else:
            g.edge(nid, cid)
    if pack.interrupts:
        _interrupt_cluster(g, pack, add_node, language)
        for src, dst in interrupt_edges:
            g.edge(
                src,
                dst,
                style="dashed",
                color=_INTERRUPT_LINE,
                fontcolor=_INTERRUPT_LINE,
                label=messages("diagram-interrupts-edge"),
                fontsize="8",
                fontname=_FONT,
                constraint="false",
            )
    return str(g.source)


#: Coverage fills, from a sequence that ran rarely to one that ran most (and never).
_COVERAGE_FILLS: Final = ("#ebfbee", "#d3f9d8", "#b2f2bb", "#8ce99a", "#69db7c", "#51cf66")
_NEVER_FILL: Final = "#ffe3e3"


def coverage_dot(steps: Mapping[str, int], *, pack: Pack, title: str | None = None) -> str:
    """The sequence tree coloured by coverage: ``steps`` maps a sequence name to how many
    steps ran inside it. Greener is more often (log scale); red never ran."""
    ids = _tree_ids(pack.tree)
    top = max(steps.values(), default=0)
    g = _tree_digraph("coverage", title)

    def add_node(graph: graphviz.Digraph, nid: str, name: str) -> None:
        n = steps.get(name, 0)
        if n <= 0:
            fill, pen, note = _NEVER_FILL, _INTERRUPT_LINE, "never ran"
        else:
            shade = math.log1p(n) / math.log1p(top) if top > 1 else 1.0
            fill = _COVERAGE_FILLS[min(len(_COVERAGE_FILLS) - 1, int(shade * len(_COVERAGE_FILLS)))]
            pen, note = _PLAIN_LINE, f"{n} step{'s' if n != 1 else ''}"
        label = _label(name, wrap=_WRAP, note=note)
        graph.node(nid, label=label, tooltip=graphviz.nohtml(f"{name}: {note}"), fillcolor=fill, color=pen)

    for trail, node in pack.tree.walk():
        add_node(g, ids[trail], node.name)
        for c in node.children:
            g.edge(ids[trail], ids[(*trail, c.name)])
    if pack.interrupts:
        _interrupt_cluster(g, pack, add_node)
    return str(g.source)
