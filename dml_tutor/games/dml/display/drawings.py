"""DML's drawings: presentation helpers shared by the tutor widget, a static HTML view of a
game, and the Wheel of Profit (``wheel_dot``).

``game_html(game)`` is a compact, self-contained (inline styles) picture of the table:
the breadcrumb, the Event, the four Stocks, the Black Markets and piles, each seat's
Court and Treasury size, and the sequence diagram. It shows only public information, so
it is safe in static exports (``Game._repr_html_``).

The card and zone helpers here turn engine values into small JSON-ready dicts; the
tutor's front end renders those and holds no game logic.
"""

from __future__ import annotations

import functools
import html
import queue
import re
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from ....core.text import Text, commas
from ....core.trace import Frame
from ....i18n import SOURCE, Messages, check_language
from ....view.diagrams import _interrupt_ids, _match, _tree_ids, sequence_dot
from ....view.render import render_html, render_svg, renderer
from .. import PACK
from ..cards import (
    SUIT_SYMBOL,
    SUITS,
    Card,
    primary_buying,
)
from ..events import Event
from ..words import event_type, market_effect, player_effect, resource
from . import layouts
from .wheel import wheel_dot as wheel_dot  # DML's drawings, the Wheel of Profit included

if TYPE_CHECKING:
    from ..game import Game

#: Four-colour deck: Iron black, Wood green, Slaves red, Spice blue.
#: On white each passes WCAG AA (4.5:1); the static view draws on white in either theme.
SUIT_COLOR: Final = {"S": "#212529", "C": "#237032", "H": "#c92a2a", "D": "#1864ab"}


#: Each Character's name, by card code.
CHARACTER_MESSAGE: Final = {
    "JS": "panel-character-grand-inquisitor",
    "JC": "panel-character-rogue-jester",
    "JH": "panel-character-supreme-confiscator",
    "JD": "panel-character-tithe-embezzler",
    "QS": "panel-character-dragon-empress",
    "QC": "panel-character-harlot-queen",
    "QH": "panel-character-pampered-heiress",
    "QD": "panel-character-archduchess",
}


@functools.cache
def _words(language: str) -> Messages:
    return Messages(language, PACK.package)


def words(messages: Messages | None = None) -> Messages:
    """DML's panel words in ``messages``' language (English when None)."""
    return _words(messages.language if messages is not None else SOURCE)


def resource_name(suit: str, messages: Messages | None = None) -> str:
    """A Resource Type's name ("Iron"; "Eisen") by suit letter."""
    return words(messages).text(resource(suit))


@functools.cache
def _symbol(code: str, language: str) -> str:
    c = Card.parse(code)
    if c.suit is None:
        return c.code
    # a court card's or an Ace's letter is the reader's (Q; German D), a number is a number
    rank = {"T": "10"}.get(c.rank) or (_words(language)("panel-rank", rank=c.rank) if c.rank in "JQKA" else c.rank)
    return rank + SUIT_SYMBOL[c.suit]


def card_symbol(code: str, messages: Messages | None = None) -> str:
    """A card's short form with the reader's rank letters ("Q♠"; "D♠")."""
    return _symbol(code, messages.language if messages is not None else SOURCE)


def card_title(code: str, messages: Messages | None = None) -> str:
    """What a card is, in a few words (a tooltip): "5♠: Iron Resource, Face Value 5"."""
    return _card_title(code, messages.language if messages is not None else SOURCE)


@functools.cache
def _card_title(code: str, language: str) -> str:
    m = _words(language)
    c = Card.parse(code)
    if c.is_foreign_merchant:
        return m("panel-card-foreign-merchant")
    if c.is_thief:
        return m("panel-card-thief")
    assert c.suit is not None
    res = m.text(resource(c.suit))
    card = _symbol(code, language)
    if c.is_king:
        return m("panel-card-king", card=card, resource=res)
    if c.is_egg:
        return m("panel-card-egg", card=card)
    if c.rank == "T":
        return m("panel-card-guild-house", card=card, resource=res)
    if c.is_character:
        return m("panel-card-character", card=card, name=m(CHARACTER_MESSAGE[c.code]), bonus=c.static_bonus)
    return m("panel-card-resource", card=card, resource=res, value=c.face_value)


@functools.cache
def _card_text(code: str, language: str = SOURCE) -> str:
    c = Card.parse(code)
    if c.is_foreign_merchant:
        return _words(language)("panel-card-foreign-merchant-short")
    if c.is_thief:
        return _words(language)("panel-card-thief-short")
    return _symbol(code, language)


@functools.cache
def _card_kind(code: str) -> str:
    c = Card.parse(code)
    if c.is_egg:
        return "egg"
    if c.is_king:
        return "king"
    if c.is_character:
        return "character"
    if c.is_foreign_merchant:
        return "merchant"
    return "resource"


def card_json(code: str, mod: int = 0, messages: Messages | None = None) -> dict[str, Any]:
    """A card for the front end: code, short text ("10♥"), suit letter, kind, tooltip title, in
    ``messages``' language (English when None).

    ``mod`` is the Round's Market Effect on a Marketplace card (+2 Marauders, -2 Tax Relief).
    """
    c = Card.parse(code)
    language = messages.language if messages is not None else SOURCE
    out: dict[str, Any] = {
        "code": c.code,
        "text": _card_text(c.code, language),
        "suit": c.suit,
        "kind": _card_kind(c.code),
        "title": _card_title(c.code, language),
    }
    if mod:
        out["mod"] = mod
    return out


# ------------------------------------------------------------------ diagrams


#: The layouts known in this process, by shape: shipped, laid out by the prefetch thread or by a
#: step. Plain dict reads and writes (atomic), no lock: a step never waits for another thread;
#: at worst both lay out the same shape once.
_layouts: dict[tuple[Frame, ...], layouts.Layout | None] = {}


def _layout_of(shape: tuple[Frame, ...]) -> layouts.Layout | None:
    """The layout of a shape: known already, shipped with the package, or laid out now."""
    try:
        return _layouts[shape]
    except KeyError:
        pass
    cut = layouts.shipped(shape)
    if cut is None:
        cut = layouts.layout(shape)
    _layouts[shape] = cut
    return cut


def clear_layouts() -> None:
    """Forget every layout and SVG made in this process (benchmarks; the shipped ones stay on disk)."""
    _sequence_svg.cache_clear()
    _stored_sequence_svg.cache_clear()
    _layouts.clear()
    with _warm_lock:
        _warm_seen.clear()


#: Sequence diagrams kept: every distinct path of a whole game (random and heuristic games
#: have up to ~730; tests/view/test_diagrams.py checks 40 of each), so stepping back never re-renders.
SEQUENCE_SVG_CACHE = 2048


@functools.cache
def _label_order() -> tuple[str, ...]:
    """The tree's node ids in the order the DOT text declares them (the tree, then the interrupts)."""
    ids = _tree_ids(PACK.tree)
    return (*(ids[trail] for trail, _ in PACK.tree.walk()), *_interrupt_ids(PACK).values())


def _path_digits(path: Sequence[Frame]) -> list[str]:
    """The digits of the path's labels in the order its DOT text holds them, found without
    building the DOT text (``graphviz.Digraph`` is most of a step's cost when a path is new)."""
    labels = _match(PACK, path)[0]
    return [d for nid in _label_order() if nid in labels for d in _DIGIT.findall(str(labels[nid]))]


def _splice(digits: list[str], cut: layouts.Layout | None) -> str | None:
    """The SVG of a path from the layout of its shape: its digits put into the stored pieces
    (None when the layout does not fit them)."""
    if cut is None or len(digits) != len(cut[1]) or not all(d.isdigit() for d in digits):
        return None
    pieces = cut[0]
    out = [pieces[0]]
    for d, piece in zip(digits, pieces[1:], strict=True):
        out += (d, piece)
    return "".join(out)


@functools.lru_cache(maxsize=SEQUENCE_SVG_CACHE)
def _sequence_svg(path: tuple[Frame, ...], language: str = SOURCE) -> str:
    # another language's labels may hold their numbers in another order ("Zug von Platz 2"): its
    # paths are drawn each (and kept), not spliced into the English shapes' layouts
    svg = _splice(_path_digits(path), _layout_of(_shape(path))) if language == SOURCE else None
    return render_svg(sequence_dot(path, pack=PACK, messages=_words(language))) if svg is None else svg


@functools.lru_cache(maxsize=SEQUENCE_SVG_CACHE)
def _stored_sequence_svg(path: tuple[Frame, ...]) -> str:
    return _splice(_path_digits(path), layouts.shipped(_shape(path), exact=False)) or ""


def stored_sequence_svg(path: Sequence[Frame]) -> str:
    """The sequence tree's SVG for ``path`` from the shipped layouts, whichever Graphviz laid them
    out, with no Graphviz run here; "" for a shape not shipped. For a front end that would
    otherwise lay the DOT text out itself (viz.js): it only sets this SVG."""
    return _stored_sequence_svg(tuple(path))


def stored_svg(dot: str, *, exact: bool = True) -> str:
    """The shipped SVG of one of DML's drawings (the Wheel of Profit's), "" if it is not shipped.
    ``exact``: only if this process's Graphviz made it (byte for byte what it would draw now)."""
    return layouts.shipped_drawing(dot, exact=exact) or ""


_shape = layouts.shape
_DIGIT: Final = re.compile(r"\d")  # as the shapes read digits (layouts.shape)


_warm_queue: queue.SimpleQueue[tuple[Frame, ...] | str] = queue.SimpleQueue()
_warm_seen: set[tuple[Frame, ...] | None] = set()
_warm_lock = threading.Lock()  # guards _warm_seen and the thread's start (never taken by a step's drawing)
_warm_thread: threading.Thread | None = None
#: The Wheel of Profit's drawings a tutor shows (no target, or each Resource Type's).
_WHEEL_TARGETS: Final = (None, *SUITS)


def _warm_worker() -> None:
    while True:
        item = _warm_queue.get()
        try:
            if isinstance(item, str):
                render_svg(item)
            else:
                _layout_of(item)
        except Exception:  # a failed warm-up only means the step renders it itself
            continue


def warm_sequence_layouts(paths: Sequence[Sequence[Frame]]) -> None:
    """Lay out these paths' shapes in a background thread (one per process), ahead of need.

    The first call also draws the Wheel of Profit's five pictures and reads the shipped
    layouts (``layouts``); if another Graphviz than the one here made them, the thread
    lays out every shipped shape once, after the paths asked for.
    """
    global _warm_thread
    if renderer() == "none":
        return
    stale = layouts.stale_shapes() if not layouts.loaded() else []
    with _warm_lock:
        if None not in _warm_seen:  # None marks the wheels queued
            _warm_seen.add(None)
            for target in _WHEEL_TARGETS:
                if not stored_svg(wheel_dot(target)):  # shipped with the layouts where this Graphviz made them
                    _warm_queue.put(wheel_dot(target))
        for p in [*paths, *stale]:
            shape = _shape(p)
            if shape not in _warm_seen and shape not in _layouts:
                _warm_seen.add(shape)
                _warm_queue.put(shape)
        if _warm_thread is None:
            _warm_thread = threading.Thread(target=_warm_worker, name="dml-diagram-warmup", daemon=True)
            _warm_thread.start()


def sequence_html(path: Sequence[Frame], language: str = SOURCE) -> str:
    """``render_html(sequence_dot(path, pack=PACK))``, byte for byte, but laid out once per path *shape*
    (in English; in another ``language`` each path is drawn once and kept).

    Paths differ mostly in their counters ("Round 3", "Turn of seat 2", "Bid Action 2"), and
    Helvetica's digits all have one width, so the tree is laid out with every digit a "0" and
    the real digits are put into the SVG text. A game's ~500 distinct paths need ~40 Graphviz
    runs instead of ~500, and the ~150 shapes DML's games reach ship laid out with the package
    (``layouts``), so a step draws without Graphviz where the same Graphviz is installed.
    """
    if renderer() == "none":
        return render_html(sequence_dot(path, pack=PACK, messages=_words(language)))
    return _sequence_svg(tuple(path), language)


# ------------------------------------------------------------------ static HTML


class _Html(str):
    """A value of a static message that is HTML already (a card's chip, an escaped name in bold)."""


def _html(m: Messages, msg_id: str, /, **values: object) -> str:
    """A message as HTML: its words escaped, each :class:`_Html` value put in as it is (a number or
    a selector's key is the message's own value)."""
    marks = {f"\ue000{i}\ue001": str(v) for i, v in enumerate(v for v in values.values() if isinstance(v, _Html))}
    keys = iter(marks)
    args = {k: next(keys) if isinstance(v, _Html) else v for k, v in values.items()}
    out = html.escape(m(msg_id, **args), quote=False)
    for mark, value in marks.items():
        out = out.replace(mark, value)
    return out


def _chip(code: str, language: str = SOURCE) -> str:
    c = Card.parse(code)
    color = SUIT_COLOR.get(c.suit or "", "#5f3dc4")
    return (
        f'<span title="{html.escape(_card_title(code, language))}" style="display:inline-block;min-width:1.9em;'
        "padding:0 3px;margin:1px;border:1px solid #ced4da;border-radius:4px;background:#fff;"
        f'text-align:center;font-weight:600;color:{color}">{html.escape(_card_text(code, language))}</span>'
    )


def _chips(codes: list[str], m: Messages) -> str:
    empty = f'<span style="color:#495057">{html.escape(m("panel-empty"), quote=False)}</span>'
    return "".join(_chip(c, m.language) for c in codes) or empty


def game_html(game: Game, language: str = SOURCE) -> str:
    """A compact static HTML view of the table (public information only) and the sequence diagram,
    in ``language`` (a shipped locale; English by default, as ``Game._repr_html_`` shows it)."""
    m = _words(check_language(language))
    v = game.view(None)
    z = v["zones"]
    esc = html.escape
    text = functools.partial(_html, m)
    td = 'style="padding:2px 8px;border-bottom:1px solid #e9ecef;vertical-align:top"'
    th = 'style="padding:2px 8px;border-bottom:1px solid #dee2e6;text-align:left;font-weight:600"'

    crumb = " &rsaquo; ".join(esc(m.text(f.label)) for f in game.path) or text("panel-notebook-not-started")
    if game.is_over and game.result is not None:
        r = game.result
        winner = "none" if r.winner is None else str(r.winner)
        status = text("panel-notebook-game-over", winner=winner, reason=r.reason)
    else:
        status = text("panel-notebook-to-decide", seat=game.current_player)
    ev = v["event"]
    ev_card = _chip(ev["card"], language) if ev["card"] else text("panel-no-card")
    value = text("panel-event-value", value=ev["value"]) if ev["value"] else ""
    said = Event(ev["type"], ev["value"])
    name = esc(m.text(event_type(ev["type"])))
    event = (
        f"<b>{text('panel-notebook-event')}</b> {ev_card} <b>{name}</b>{value}. "
        f"{text('panel-market-text', effect=_Html(esc(m.text(market_effect(said)))))} "
        f"{text('panel-notebook-players', effect=_Html(esc(m.text(player_effect(said)))))}"
    )
    stocks = "".join(
        f'<td {td}><span style="color:{SUIT_COLOR[s]};font-weight:600">{SUIT_SYMBOL[s]} {esc(resource_name(s, m))}'
        f'</span><br><span style="font-size:85%;color:#495057">{text("panel-bought-with")} '
        f"{esc(resource_name(primary_buying(s), m))}</span><br>{_chips(z[f'stock:{s}']['cards'], m)}</td>"
        for s in SUITS
    )
    bms = [(n.split(":")[1], info["count"]) for n, info in z.items() if n.startswith("black_market:")]
    markets = [text("panel-notebook-black-market", number=k, count=n) for k, n in bms]
    hoard = z["hoard"]
    top = f" {text('panel-notebook-top', card=_Html(_chip(hoard['cards'][0], language)))}" if hoard["cards"] else ""
    piles = " &middot; ".join(
        f"<b>{text(label)}</b> {count}"
        for label, count in (
            ("panel-black-markets", m.text(commas(markets)) if markets else text("panel-none")),
            ("panel-hoard", f"{hoard['count']}{top}"),
            ("panel-notebook-nest", z["nest"]["count"]),
            ("panel-exile", z["exile"]["count"]),
            ("panel-event-deck", z["deck"]["count"]),
        )
    )
    rows = []
    for seat in range(game.players):
        badges: list[Text] = []
        if seat == v["dealer"]:
            badges.append(m("panel-badge-dealer"))
        if seat == v["active"]:
            badges.append(m("panel-badge-active"))
        if seat == game.current_player and not game.is_over:
            badges.append(m("panel-notebook-badge-to-decide"))
        shown = esc(m.text(commas(badges))) if badges else ""
        court = _chips(z[f"court:{seat}"]["cards"], m)
        treasury = text("panel-notebook-cards", count=z[f"treasury:{seat}"]["count"])
        rows.append(
            f"<tr><td {td}><b>{text('panel-seat', seat=str(seat))}</b></td><td {td}>{court}</td>"
            f"<td {td}>{treasury}</td><td {td}>{shown}</td></tr>"
        )
    seats = (
        f'<table style="border-collapse:collapse;margin:4px 0"><tr><th {th}>{text("panel-notebook-seat")}</th>'
        f"<th {th}>{text('panel-court')}</th><th {th}>{text('panel-notebook-treasury')}</th><th {th}></th></tr>"
        f"{''.join(rows)}</table>"
    )
    diagram = sequence_html(game.path, language)
    mode = _Html(f"<b>{text('panel-notebook-mode', mode=game.mode)}</b>")
    game_line = text("panel-notebook-game", mode=mode, players=game.players, seed=str(game.seed))
    return (
        '<div class="dml-game" style="font-family:system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif;'
        "font-size:13px;line-height:1.45;max-width:980px;"
        'color:#212529;background:#fff;padding:6px 8px;border-radius:4px">'
        f'<div style="color:#495057;margin-bottom:4px">{crumb}</div>'
        f"<div>{game_line} &middot; {text('panel-notebook-round', round=v['round'])} &middot; {status}</div>"
        f'<div style="margin:4px 0">{event}</div>'
        f'<table style="border-collapse:collapse;margin:4px 0"><tr>{stocks}</tr></table>'
        f'<div style="margin:4px 0">{piles}</div>'
        f"{seats}"
        f'<details><summary style="cursor:pointer">{text("panel-notebook-sequence-diagram")}</summary>'
        f'<div style="max-width:100%;overflow:auto">{diagram}</div></details>'
        "</div>"
    )
