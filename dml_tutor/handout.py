"""Handouts that work offline: a notebook as one self-contained HTML file, every tutor in its last state.

``dml-tutor handout NOTEBOOK`` (or :func:`write_handout`) runs the notebook, then asks the
kernel for a static picture of every widget as it stands at the end (a Tutor: breadcrumb,
step and rule text, decision, table, both diagrams and the log; a scenario form: its
fields and table), puts those pictures where the widgets were, and exports the page with
nbconvert's lab template minus every script it would fetch from a CDN (require.js,
MathJax, Mermaid, the widget manager). The file needs no network and no JavaScript.

:func:`tutor_html` is the picture of one Tutor, :func:`widget_html` of any widget.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final

from .tutor import Tutor
from .view.render import render_html

__all__ = [
    "SNAPSHOT_MIME",
    "export_html",
    "publish_snapshots",
    "run_notebook",
    "tutor_html",
    "widget_html",
    "write_handout",
]

#: The mime type of the kernel's answer: {model_id: static HTML} for every live widget.
SNAPSHOT_MIME: Final = "application/vnd.dml-tutor.snapshots+json"
_WIDGET_MIME: Final = "application/vnd.jupyter.widget-view+json"
_TEMPLATES: Final = Path(__file__).parent / "templates"
_SUIT_COLOR: Final = {"S": "#343a40", "C": "#2b8a3e", "H": "#c92a2a", "D": "#1864ab"}

_CSS: Final = """
.dml-handout{font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;font-size:14px;
 line-height:1.45;color:var(--jp-content-font-color1,#212529);border:1px solid var(--jp-border-color1,#ced4da);
 border-radius:6px;padding:10px 12px;margin:6px 0;max-width:1100px;background:var(--jp-layout-color0,#fff)}
.dml-handout h4{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;
 color:var(--jp-content-font-color2,#495057)}
.dml-handout .dml-h-top{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}
.dml-handout .dml-h-crumbs{margin:6px 0;color:var(--jp-content-font-color1,#212529)}
.dml-handout .dml-h-crumbs b{background:var(--jp-warn-color3,#fff3bf);border-radius:4px;padding:0 4px}
.dml-handout .dml-h-step{border-left:4px solid #e67700;padding:4px 10px;margin:6px 0;
 background:var(--jp-layout-color1,#f8f9fa)}
.dml-handout code{white-space:nowrap;font-size:90%}
.dml-handout table{border-collapse:collapse;margin:4px 0}
.dml-handout td,.dml-handout th{padding:2px 8px;border-bottom:1px solid var(--jp-border-color2,#e9ecef);
 text-align:left!important;vertical-align:top}
.dml-handout .dml-h-card{display:inline-block;min-width:1.9em;padding:0 3px;margin:1px;text-align:center;
 font-weight:600;border:1px solid var(--jp-border-color1,#ced4da);border-radius:4px;background:#fff}
.dml-handout .dml-h-muted{color:var(--jp-content-font-color2,#495057)}
.dml-handout .dml-h-diagrams{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.dml-handout .dml-h-diagrams svg{max-width:100%;height:auto;background:#fff;border-radius:4px}
.dml-handout .dml-h-log tr.dml-h-now td{font-weight:600;background:var(--jp-warn-color3,#fff3bf);color:#212529}
.dml-handout .dml-h-chosen{font-weight:600}
@media print{.dml-handout{break-inside:avoid-page}}
"""


def _esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def _card(card: Mapping[str, Any] | None) -> str:
    if not card:
        return '<span class="dml-h-muted">hidden</span>'
    color = _SUIT_COLOR.get(str(card.get("suit") or ""), "#5f3dc4")
    mod = card.get("mod")
    extra = f" ({mod:+d})" if isinstance(mod, int) and mod else ""
    return (
        f'<span class="dml-h-card" style="color:{color}" title="{_esc(card.get("title", ""))}">'
        f"{_esc(card.get('text', card.get('code', '?')))}{extra}</span>"
    )


def _cards(cards: Sequence[Mapping[str, Any]] | None, count: int | None = None, empty: str = "empty") -> str:
    if cards is None:
        return f'<span class="dml-h-muted">{count if count is not None else "?"} cards, hidden</span>'
    return "".join(_card(c) for c in cards) or f'<span class="dml-h-muted">{empty}</span>'


def _rules(items: Iterable[Mapping[str, Any]]) -> str:
    out = []
    for r in items:
        section = f' <span class="dml-h-muted">(Rulebook: {_esc(r["section"])})</span>' if r.get("section") else ""
        title = f"<b>{_esc(r.get('title', ''))}</b> <code>{_esc(r['id'])}</code>"
        out.append(f"<li>{title}: {_esc(r.get('text', ''))}{section}</li>")
    return f"<ul>{''.join(out)}</ul>" if out else ""


def _table(panel: Mapping[str, Any]) -> str:
    """The table part of a DML view: Event, Stocks, piles, the Acquisition Attempt, the Stack, the seats."""
    parts: list[str] = []
    table = panel.get("table")
    if isinstance(table, Mapping):
        ev = table.get("event") or {}
        if ev.get("none"):
            parts.append(f'<p><b>Active Event</b> <span class="dml-h-muted">{_esc(ev["none"])}</span></p>')
        elif ev.get("card"):
            value = f", value {ev['value']}" if ev.get("value") else ""
            effects = f" Market: {_esc(ev.get('market_effect') or 'none')}."
            if ev.get("player_effect"):
                effects += f" Players: {_esc(ev['player_effect'])}."
            parts.append(
                f"<p><b>Active Event</b> {_card(ev['card'])} <b>{_esc(ev.get('type', ''))}</b>{value}.{effects}</p>"
            )
        else:
            parts.append('<p><b>Active Event</b> <span class="dml-h-muted">none yet</span></p>')
        stocks = "".join(
            f'<td><b style="color:{_SUIT_COLOR.get(s["suit"], "#212529")}">'
            f"{_esc(s['symbol'])} {_esc(s['resource'])}</b>"
            f'<br><span class="dml-h-muted">bought with {_esc(s["bought_with"])}</span>'
            f"<br>{_cards(s.get('cards'))}</td>"
            for s in table.get("stocks", ())
        )
        parts.append(f"<table><tr>{stocks}</tr></table>")
        bms = ", ".join(f"#{b['id']}: {b['count']} cards" for b in table.get("black_markets", ())) or "none"
        hoard = table.get("hoard") or {}
        top = f" (top {_card(hoard['top'])})" if hoard.get("top") else ""
        parts.append(
            f"<p><b>Black Markets</b> {bms} &middot; <b>Dragon's Hoard</b> {hoard.get('count', 0)}{top} &middot; "
            f"<b>Dragon's Nest</b> {table.get('nest', 0)} &middot; <b>Exile</b> {table.get('exile', 0)} &middot; "
            f"<b>Event Deck</b> {table.get('deck', 0)}</p>"
        )
        for name, pile in (table.get("pending") or {}).items():
            title = _esc(name.replace("_", " ").capitalize())
            parts.append(f"<p><b>{title}</b> {_cards(pile.get('cards'), pile.get('count'))}</p>")
    att = panel.get("attempt")
    if isinstance(att, Mapping):
        terms = " ".join(f"{t['label']} {t['amount']:+d}" for t in att.get("terms", ()))
        prob = att.get("probability") or {}
        bids = "; ".join(
            f"{k.replace('_', ' ')}: {_cards(v, empty='none')}" for k, v in (att.get("bids") or {}).items()
        )
        parts.append(
            f"<h4>Acquisition Attempt</h4><p>Seat {att.get('seat')} declared {_esc(att.get('target_text', ''))}: "
            f"{_cards(att.get('declared'), empty='nothing')}. <b>Target Value {att.get('total')}</b> "
            f'<span class="dml-h-muted">({_esc(terms)})</span>, chance to succeed {_esc(prob.get("percent", "?"))}.'
            f"<br>Bids: {bids}</p>"
        )
    stack = panel.get("stack")
    if stack:
        rows = "".join(
            f"<li>{_card(s['card'])} {_esc(s.get('kind', ''))}"
            + (f" by seat {s['seat']}" if s.get("seat") is not None else "")
            + "</li>"
            for s in stack
        )
        parts.append(f"<h4>The Stack (bottom first)</h4><ol>{rows}</ol>")
    seats = panel.get("seats")
    if isinstance(seats, Sequence) and seats:
        seat_rows: list[str] = []
        for s in seats:
            badges = [
                name
                for key, name in (("dealer", "Initiative Badge"), ("active", "Active Player"), ("deciding", "deciding"))
                if s.get(key)
            ]
            king = s.get("king") or {}
            king_text = (
                _card(king.get("card"))
                if king.get("card")
                else f'<span class="dml-h-muted">{king.get("count", 0)} hidden</span>'
            )
            treasury = s.get("treasury") or {}
            score = s.get("score")
            score_text = (
                f"<br><b>{score['total']} points</b>: {_esc('; '.join(score.get('lines', ())))}" if score else ""
            )
            seat_rows.append(
                f'<tr><td><b>Seat {s["seat"]}</b><br><span class="dml-h-muted">{_esc(s.get("mode", ""))}</span></td>'
                f"<td>{_esc(', '.join(badges))}</td><td>{king_text}</td>"
                f"<td>{_cards(s.get('court'), empty='no Emblems')}</td>"
                f"<td>{_cards(treasury.get('cards'), treasury.get('count'))}{score_text}</td></tr>"
            )
        parts.append(
            "<table><tr><th>Seat</th><th></th><th>Merchant King</th><th>Court</th><th>Treasury</th></tr>"
            + "".join(seat_rows)
            + "</table>"
        )
    if not parts:  # a pack without DML's table: its view as plain rows
        rows = "".join(
            f"<tr><th>{_esc(k)}</th><td><code>{_esc(json.dumps(v, ensure_ascii=False)[:400])}</code></td></tr>"
            for k, v in panel.items()
            if k not in ("game", "step", "decision", "nav", "status", "view_as", "pack")
        )
        parts.append(f"<table>{rows}</table>")
    return "".join(parts)


def _diagram(svg: str, dot: str) -> str:
    if svg:
        return svg
    return render_html(dot) if dot else ""


def tutor_html(tutor: Tutor) -> str:
    """A static picture of the tutor at its cursor: no script, no network, readable in print."""
    view: Mapping[str, Any] = tutor.view
    panel: Mapping[str, Any] = view.get("panel", view) if isinstance(view.get("panel"), Mapping) else view
    game = view.get("game") or {}
    step = view.get("step") or {}
    crumbs = " &rsaquo; ".join(
        (f"<b>{_esc(c['label'])}</b>" if n == len(step.get("breadcrumb", ())) - 1 else _esc(c["label"]))
        for n, c in enumerate(step.get("breadcrumb", ()))
    )
    dice = step.get("dice")
    dice_text = f" <b>Dice {dice['a']} + {dice['b']} = {dice['total']}</b> ({_esc(dice['name'])})." if dice else ""
    result = (game.get("result") or {}).get("text")
    head = (
        '<div class="dml-h-top"><div><b>Dragon\'s Money Laundering</b> '
        f'<span class="dml-h-muted">{_esc(game.get("mode_name", game.get("mode", "")))} &middot; '
        f"{game.get('players', '?')} players &middot; seed {_esc(game.get('seed', '?'))}</span></div>"
        f'<div class="dml-h-muted">{_esc(view.get("status", ""))}</div></div>'
        '<p class="dml-h-muted dml-h-static">A picture of the tutor as the notebook left it: its buttons '
        "(Step, Fork and the others) need a running notebook, so none is shown here.</p>"
    )
    parts = [
        head,
        f'<div class="dml-h-crumbs">{crumbs}</div>',
        f'<div class="dml-h-step"><p><b>Step</b> {_esc(step.get("text", ""))}{dice_text}</p>'
        f"{_rules(step.get('rules', ()))}"
        + (f"<p><b>Rulings</b></p>{_rules(step.get('rulings', ()))}" if step.get("rulings") else "")
        + "</div>",
    ]
    if result:
        parts.append(f"<p><b>{_esc(result)}</b></p>")
    decision = view.get("decision")
    if isinstance(decision, Mapping):
        options = [d for d in tutor.decisions if d.get("legal")]
        listed = "".join(
            f'<li class="{"dml-h-chosen" if d.get("chosen") else ""}">{_esc(d["label"])}'
            + (" &larr; chosen" if d.get("chosen") else "")
            + "</li>"
            for d in options[:30]
        )
        more = f"<li>&hellip; and {len(options) - 30} more</li>" if len(options) > 30 else ""
        chosen = f" Chosen: <b>{_esc(decision['chosen'])}</b>" if decision.get("chosen") else ""
        parts.append(
            f"<h4>Decision of seat {decision.get('seat')}</h4><p>{_esc(decision.get('prompt', ''))}{chosen}</p>"
            + (f"<ul>{listed}{more}</ul>" if listed else "")
        )
    parts.append(f"<h4>The table</h4>{_table(panel)}")
    seq = _diagram(tutor.sequence_svg, tutor.sequence_dot)
    wheel = _diagram(tutor.wheel_svg, tutor.wheel_dot)
    parts.append(
        '<h4>Where we are in the rulebook &middot; the Wheel of Profit</h4><div class="dml-h-diagrams">'
        f'<div class="dml-h-seq">{seq}</div><div class="dml-h-wheel">{wheel}</div></div>'
    )
    cursor = step.get("index")
    log_rows = "".join(
        f'<tr class="{"dml-h-now" if row["i"] == cursor else ""}"><td>{row["i"] + 1}</td>'
        f"<td>{row.get('round', '')}</td><td>{'' if row.get('seat') is None else 'seat ' + str(row['seat'])}</td>"
        f"<td>{_esc(row.get('text', ''))}</td></tr>"
        for row in tutor.log
    )
    parts.append(
        '<h4>Log</h4><table class="dml-h-log"><tr><th>Step</th><th>Round</th><th>Seat</th><th>What happened</th></tr>'
        f"{log_rows}</table>"
    )
    return f'<div class="dml-handout"><style>{_CSS}</style>{"".join(parts)}</div>'


def widget_html(widget: Any) -> str:
    """A static picture of any widget: a Tutor as :func:`tutor_html`, a box as its children,
    an HTML widget as its HTML, a field as its label and value (what a scenario form shows)."""
    if isinstance(widget, Tutor):
        return tutor_html(widget)
    import ipywidgets as widgets

    if isinstance(widget, widgets.HTML | widgets.HTMLMath):
        return str(widget.value)
    if isinstance(widget, widgets.Label):
        return f"<span>{_esc(widget.value)}</span>"
    if isinstance(widget, widgets.Box):
        inner = "".join(widget_html(c) for c in widget.children)
        row = isinstance(widget, widgets.HBox)
        style = "display:flex;flex-wrap:wrap;gap:6px" if row else ""
        return f'<div style="{style}">{inner}</div>'
    if isinstance(widget, widgets.Button):
        return ""
    if isinstance(widget, widgets.Output):
        out = []
        for o in widget.outputs:
            data = o.get("data", {})
            if "text/html" in data:
                out.append(str(data["text/html"]))
            elif "text/plain" in data or "text" in o:
                out.append(f"<pre>{_esc(data.get('text/plain', o.get('text', '')))}</pre>")
        return "".join(out)
    if hasattr(widget, "value"):
        label = getattr(widget, "description", "") or ""
        value = widget.value
        if isinstance(widget, widgets.Dropdown | widgets.Select | widgets.RadioButtons):
            value = widget.label
        return f'<div><span class="dml-h-muted">{_esc(label)}</span> <b>{_esc(value)}</b></div>'
    return ""


def publish_snapshots() -> None:
    """Display {model_id: static HTML} for every live widget (run in the kernel by :func:`write_handout`)."""
    from IPython.display import display
    from ipywidgets.widgets.widget import _instances

    snaps = {}
    for model_id, w in list(_instances.items()):
        try:
            snaps[model_id] = widget_html(w)
        except Exception as e:  # one odd widget must not lose the others
            snaps[model_id] = f"<p><em>{_esc(type(w).__name__)}: no static picture ({_esc(e)})</em></p>"
    display({SNAPSHOT_MIME: snaps}, raw=True)  # type: ignore[no-untyped-call]


def _replace_widgets(nb: Any, snaps: Mapping[str, str]) -> int:
    """Put each widget's picture where the widget was; returns how many were replaced."""
    done = 0
    for cell in nb.cells:
        for out in cell.get("outputs", ()):
            data = out.get("data")
            if not data or _WIDGET_MIME not in data:
                continue
            model_id = data[_WIDGET_MIME].get("model_id")
            picture = snaps.get(model_id)
            if picture is None:
                picture = "<p><em>(a widget that was closed before the end of the notebook)</em></p>"
            else:
                done += 1
            out["data"] = {"text/html": picture, "text/plain": data.get("text/plain", "")}
    return done


def run_notebook(nb: Any, folder: str | Path, timeout: int = 600) -> str | None:
    """Execute ``nb`` (a notebook node, changed in place) in ``folder`` and put each widget's
    last-state picture where it was shown. A failing cell stops the run, like Run All, but the
    pictures are still taken; returns that cell's error (None when every cell ran)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(folder)}})
    error: str | None = None
    ask = nbformat.v4.new_code_cell("import dml_tutor.handout\ndml_tutor.handout.publish_snapshots()")  # type: ignore[no-untyped-call]
    with client.setup_kernel():
        try:
            for index, cell in enumerate(nb.cells):
                client.execute_cell(cell, index)
        except CellExecutionError as e:  # keep the outputs so far, and report the failure
            text = re.sub(r"\x1b\[[0-9;]*m", "", str(e)).strip()  # the traceback's colours
            error = text.splitlines()[-1] if text else type(e).__name__
        nb.cells.append(ask)
        try:
            client.execute_cell(ask, len(nb.cells) - 1)
        finally:
            nb.cells.pop()
    snaps: dict[str, str] = {}
    for o in ask.get("outputs", ()):
        snaps.update(o.get("data", {}).get(SNAPSHOT_MIME, {}))
    _replace_widgets(nb, snaps)
    nb.metadata.pop("widgets", None)
    return error


def export_html(nb: Any, theme: str = "light") -> str:
    """The notebook as one HTML page: nbconvert's lab template without any script from the network."""
    from nbconvert import HTMLExporter

    if theme not in ("light", "dark"):
        raise ValueError(f"theme must be 'light' or 'dark', got {theme!r}")
    exporter = HTMLExporter(  # type: ignore[no-untyped-call]
        template_name="handout", extra_template_basedirs=[str(_TEMPLATES)], theme=theme, embed_images=True
    )
    body, _ = exporter.from_notebook_node(nb)
    return str(body)


def write_handout(
    notebook: str | Path, out: str | Path | None = None, *, timeout: int = 600, theme: str = "light"
) -> Path:
    """Run ``notebook`` and write it as one self-contained HTML file (default: beside it, ``.html``).
    A cell that fails is a ValueError naming it (the page is not written)."""
    import nbformat

    src = Path(notebook)
    if not src.is_file():
        raise ValueError(f"notebook: no file at {src}")
    if theme not in ("light", "dark"):
        raise ValueError(f"theme must be 'light' or 'dark', got {theme!r}")
    dest = Path(out) if out is not None else src.with_suffix(".html")
    nb = nbformat.read(src, as_version=4)  # type: ignore[no-untyped-call]
    error = run_notebook(nb, src.parent, timeout)
    if error is not None:
        raise ValueError(f"notebook: a cell of {src} failed: {error}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(export_html(nb, theme), encoding="utf-8")
    return dest
