"""DML's Wheel of Profit as DOT text (``wheel_dot``), on its own so that the shipped layouts
(``layouts``, which stores its five drawings) and the drawings module (``drawings``) both import it."""

from __future__ import annotations

import functools

from ....i18n import SOURCE, Messages
from ....view.diagrams import _FONT, _PLAIN_LINE, _digraph, _label
from .. import PACK
from ..cards import SUIT_SYMBOL, WHEEL_ORDER, primary_buying, secondary_buying, suit_of
from ..words import resource

__all__ = ["wheel_dot"]


def wheel_dot(target: str | None = None, language: str = SOURCE) -> str:
    """The Wheel of Profit as a cycle (each Resource Type buys the next one), its words in
    ``language``.

    With a ``target`` (letter, symbol or name) the diagram answers "what do I pay with?":
    the target, its Primary Buying Resource and its Secondary Buying Resource are coloured.
    """
    return _wheel_dot(suit_of(target) if target is not None else None, language)


@functools.cache
def _wheel_dot(tgt: str | None, language: str) -> str:
    """:func:`wheel_dot` of a suit letter, kept: a tutor asks for one of five at every step."""
    m = Messages(language, PACK.package)
    roles: dict[str, tuple[str, str]] = {}  # suit -> (note, fill)
    if tgt is not None:
        roles[tgt] = (m("panel-wheel-target"), "#ffa94d")
        roles[primary_buying(tgt)] = (m("panel-wheel-primary"), "#8ce99a")
        roles[secondary_buying(tgt)] = (m("panel-wheel-secondary"), "#a5d8ff")
    g = _digraph(
        "wheel",
        {"layout": "circo", "mindist": "0.5", "fontname": _FONT, "fontsize": "10", "bgcolor": "transparent"},
        {
            "shape": "ellipse",
            "style": "filled",
            "fillcolor": "white",
            "color": _PLAIN_LINE,
            "fontname": _FONT,
            "fontsize": "10",
        },
        {"color": _PLAIN_LINE, "fontname": _FONT, "fontsize": "8", "fontcolor": _PLAIN_LINE, "arrowsize": "0.6"},
    )

    def name(suit: str) -> str:
        return f"{m.text(resource(suit))} {SUIT_SYMBOL[suit]}"

    buys, secondary = m("panel-wheel-buys"), m("panel-wheel-secondary")
    for suit in WHEEL_ORDER:
        if suit in roles:
            note, fill = roles[suit]
            g.node(f"r_{suit}", label=_label(name(suit), bold=True, note=note), fillcolor=fill)
        else:
            g.node(f"r_{suit}", label=_label(name(suit)))
    for i, buyer in enumerate(WHEEL_ORDER):
        bought = WHEEL_ORDER[(i + 1) % len(WHEEL_ORDER)]
        if tgt is not None and bought == tgt:
            g.edge(f"r_{buyer}", f"r_{bought}", label=buys, color="#2b8a3e", fontcolor="#2b8a3e", penwidth="2")
        else:
            g.edge(f"r_{buyer}", f"r_{bought}", label=buys)
    if tgt is not None:
        sec = secondary_buying(tgt)
        g.edge(f"r_{sec}", f"r_{tgt}", label=secondary, style="dashed", color="#1971c2", fontcolor="#1971c2")
    return str(g.source)
