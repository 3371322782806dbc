"""Handouts that work offline: a notebook as one self-contained HTML file, every tutor in its last state.

``dml-tutor handout NOTEBOOK`` (or :func:`write_handout`) runs the notebook, then asks the
kernel for a static picture of every widget as it stands at the end (a Tutor: breadcrumb,
step and rule text, decision, table, both diagrams and the log; a scenario form: its
fields and table), puts those pictures where the widgets were, and exports the page with
nbconvert's lab template minus every script it would fetch from a CDN (require.js,
MathJax, Mermaid, the widget manager). The file needs no network and no JavaScript.

:func:`tutor_html` is the picture of one Tutor (the Jinja2 template ``templates/picture/tutor.html.j2``,
autoescaping), :func:`widget_html` of any widget. A picture's own words are messages
(``handout-*``) in the handout's ``language``, else in each tutor's own.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from .i18n import SOURCE, Messages, check_language
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

#: The picture's style: theme variables of the exported page where they keep AA contrast, and
#: its own colours where they do not (the suits, the current breadcrumb and log row), set for
#: the light page and again for the dark one (``body[data-jp-theme-light="false"]``).
_CSS: Final = """
.dml-handout{--h-ink:#212529;--h-muted:#495057;--h-mark:#fff3bf;--h-mark-ink:#212529;--h-S:#343a40;--h-C:#237032;
 --h-H:#b02525;--h-D:#1864ab;--h-X:#5f3dc4;
 font-family:system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;font-size:14px;line-height:1.45;
 color:var(--h-ink);border:1px solid var(--jp-border-color1,#ced4da);border-radius:6px;padding:10px 12px;margin:6px 0;
 max-width:1100px;background:var(--jp-layout-color0,#fff)}
body[data-jp-theme-light="false"] .dml-handout{--h-ink:#e9ecef;--h-muted:#ced4da;--h-mark:#ffe066;--h-mark-ink:#212529;
 --h-S:#e9ecef;--h-C:#8ce99a;--h-H:#ffa8a8;--h-D:#a5d8ff;--h-X:#d0bfff}
.dml-handout h2{margin:10px 0 4px;font-size:13px;text-transform:uppercase;letter-spacing:.04em;color:var(--h-muted)}
.dml-handout .dml-h-top{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px}
.dml-handout .dml-h-crumbs{display:block;margin:6px 0;color:var(--h-ink)}
.dml-handout .dml-h-crumbs b{background:var(--h-mark);color:var(--h-mark-ink);border-radius:4px;padding:0 4px}
.dml-handout .dml-h-step{border-left:4px solid #e67700;padding:4px 10px;margin:6px 0;
 background:var(--jp-layout-color1,#f8f9fa)}
.dml-handout code{white-space:nowrap;font-size:90%;color:inherit;background:transparent}
.dml-handout table{border-collapse:collapse;margin:4px 0}
.dml-handout td,.dml-handout th{padding:2px 8px;border-bottom:1px solid var(--jp-border-color2,#e9ecef);
 text-align:left!important;vertical-align:top;color:var(--h-ink)}
.dml-handout .dml-h-card{display:inline-block;min-width:1.9em;padding:0 3px;margin:1px;text-align:center;
 font-weight:600;border:1px solid #ced4da;border-radius:4px;background:#fff;
 --h-S:#343a40;--h-C:#237032;--h-H:#b02525;--h-D:#1864ab;--h-X:#5f3dc4}
.dml-handout .s-S{color:var(--h-S)}.dml-handout .s-C{color:var(--h-C)}.dml-handout .s-H{color:var(--h-H)}
.dml-handout .s-D{color:var(--h-D)}.dml-handout .s-X{color:var(--h-X)}
.dml-handout .dml-h-muted{color:var(--h-muted)}
.dml-handout .dml-h-diagrams{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
.dml-handout .dml-h-diagrams svg{max-width:100%;height:auto;background:#fff;border-radius:4px}
.dml-handout .dml-h-log tr.dml-h-now td{font-weight:600;background:var(--h-mark);color:var(--h-mark-ink)}
.dml-handout .dml-h-chosen{font-weight:600}
@media print{.dml-handout{break-inside:avoid-page}}
"""


@functools.cache
def _template(name: str) -> Any:
    """A Jinja2 template of ``templates/picture/`` (Jinja2 comes with nbconvert), autoescaping."""
    import jinja2

    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(_TEMPLATES / "picture"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
    )
    return env.get_template(name)


def _diagram(svg: str, dot: str) -> Any:
    """The diagram's inline SVG (or the DOT text with a note when there is no Graphviz), as Markup."""
    from markupsafe import Markup

    return Markup(svg if svg else render_html(dot) if dot else "")  # SVG made by Graphviz from our own DOT text


def _svg_alt(title: str, svg: str, messages: Messages, limit: int = 30) -> str:
    """A drawn diagram in words, for its text alternative: each edge "from label to" with the
    nodes' texts (as the widget's describeSvg does), or the nodes when there is no edge."""
    import xml.etree.ElementTree as ET

    try:
        root = ET.fromstring(svg)
    except ET.ParseError:
        return title
    ns = "{http://www.w3.org/2000/svg}"

    def texts(g: ET.Element) -> list[str]:
        return [t.text.strip() for t in g.iter(f"{ns}text") if t.text and t.text.strip()]

    names: dict[str, str] = {}
    edges: list[str] = []
    for g in root.iter(f"{ns}g"):
        kind, name = g.get("class"), g.findtext(f"{ns}title") or ""
        if kind == "node":
            first, *rest = texts(g) or [name]
            names[name] = f"{first} ({', '.join(rest)})" if rest else first
        elif kind == "edge":
            a, _, b = name.partition("->")
            edges.append(f"{names.get(a, a)} {' '.join(texts(g)) or messages('handout-alt-to')} {names.get(b, b)}")
    items = edges or list(names.values())
    more = messages("handout-alt-more", count=len(items) - limit) if len(items) > limit else ""
    return f"{title}: " + "; ".join(items[:limit]) + more


def _badges(game_words: Messages, messages: Messages, seat: Mapping[str, Any]) -> list[str]:
    """A DML seat's badges in the picture: the pack's words for its badges, the handout's for deciding."""
    out = [game_words("panel-badge-dealer")] if seat.get("dealer") else []
    out += [game_words("panel-badge-active")] if seat.get("active") else []
    return out + ([messages("handout-deciding")] if seat.get("deciding") else [])


def tutor_html(tutor: Tutor, language: str | None = None) -> str:
    """A static picture of the tutor at its cursor: no script, no network, readable in print
    (templates/picture); its own words in ``language`` (None: the tutor's)."""
    lang = check_language(language) if language is not None else tutor.session.messages.language
    messages = Messages(lang)
    game_words = Messages(lang, tutor.session.panel.pack.package)
    view: Mapping[str, Any] = tutor.view
    panel: Mapping[str, Any] = view.get("panel", view) if isinstance(view.get("panel"), Mapping) else view
    game = view.get("game") or {}
    step = view.get("step") or {}
    decision = view.get("decision")
    controls = getattr(tutor, "controls", None) or {}
    shell = ("game", "step", "decision", "nav", "status", "view_as", "pack")
    rows = (
        []
        if isinstance(panel.get("table"), Mapping)
        else [(k, json.dumps(v, ensure_ascii=False)[:400]) for k, v in panel.items() if k not in shell]
    )
    return str(
        _template("tutor.html.j2").render(
            css=_CSS,
            say=messages,
            game_say=game_words,
            language=lang,
            title=controls.get("title") or "Dragon's Money Laundering",
            game=game,
            status=view.get("status", ""),
            crumbs=list(step.get("breadcrumb", ())),
            step=step,
            result=(game.get("result") or {}).get("text"),
            decision=decision if isinstance(decision, Mapping) else None,
            options=[d for d in tutor.decisions if d.get("legal")],
            panel=panel,
            rows=rows,
            badges=functools.partial(_badges, game_words, messages),
            seq=_diagram(tutor.sequence_svg, tutor.sequence_dot),
            wheel=_diagram(tutor.wheel_svg, tutor.wheel_dot),
            wheel_alt=_svg_alt(messages("handout-wheel"), tutor.wheel_svg, messages),
            cursor=step.get("index"),
            log=tutor.log,
        )
    )


def widget_html(widget: Any, language: str | None = None) -> str:
    """A static picture of any widget: a Tutor as :func:`tutor_html` (its words in ``language``),
    a box as its children, an HTML widget as its HTML, a field as its label and value (what a
    scenario form shows)."""
    if isinstance(widget, Tutor):
        return tutor_html(widget, language)
    import ipywidgets as widgets
    from markupsafe import Markup  # autoescapes what it formats (it comes with Jinja2)

    if isinstance(widget, widgets.HTML | widgets.HTMLMath):
        return str(widget.value)
    if isinstance(widget, widgets.Label):
        return str(Markup("<span>{}</span>").format(widget.value))
    if isinstance(widget, widgets.Box):
        inner = "".join(widget_html(c, language) for c in widget.children)
        row = isinstance(widget, widgets.HBox)
        style = "display:flex;flex-wrap:wrap;gap:6px" if row else ""
        return str(Markup('<div style="{}">{}</div>').format(style, Markup(inner)))
    if isinstance(widget, widgets.Button):
        return ""
    if isinstance(widget, widgets.Output):
        out = []
        for o in widget.outputs:
            data = o.get("data", {})
            if "text/html" in data:
                out.append(str(data["text/html"]))
            elif "text/plain" in data or "text" in o:
                out.append(str(Markup("<pre>{}</pre>").format(data.get("text/plain", o.get("text", "")))))
        return "".join(out)
    if hasattr(widget, "value"):
        label = getattr(widget, "description", "") or ""
        value = widget.value
        if isinstance(widget, widgets.Dropdown | widgets.Select | widgets.RadioButtons):
            value = widget.label
        return str(Markup('<div><span class="dml-h-muted">{}</span> <b>{}</b></div>').format(label, value))
    return ""


def publish_snapshots(language: str | None = None) -> None:
    """Display {model_id: static HTML} for every live widget, the pictures' words in ``language``
    (None: each tutor's own; run in the kernel by :func:`write_handout`)."""
    from IPython.display import display
    from ipywidgets.widgets.widget import _instances
    from markupsafe import Markup

    messages = Messages(language or SOURCE)
    snaps = {}
    for model_id, w in list(_instances.items()):
        try:
            snaps[model_id] = widget_html(w, language)
        except Exception as e:  # one odd widget must not lose the others
            said = messages("handout-no-picture", widget=type(w).__name__, error=str(e))
            snaps[model_id] = str(Markup("<p><em>{}</em></p>").format(said))
    display({SNAPSHOT_MIME: snaps}, raw=True)  # type: ignore[no-untyped-call]


def _replace_widgets(nb: Any, snaps: Mapping[str, str], language: str | None = None) -> int:
    """Put each widget's picture where the widget was; returns how many were replaced."""
    from markupsafe import Markup

    messages = Messages(language or SOURCE)
    done = 0
    for cell in nb.cells:
        for out in cell.get("outputs", ()):
            data = out.get("data")
            if not data or _WIDGET_MIME not in data:
                continue
            model_id = data[_WIDGET_MIME].get("model_id")
            picture = snaps.get(model_id)
            if picture is None:
                picture = str(Markup("<p><em>{}</em></p>").format(messages("handout-closed-widget")))
            else:
                done += 1
            out["data"] = {"text/html": picture, "text/plain": data.get("text/plain", "")}
    return done


def run_notebook(nb: Any, folder: str | Path, timeout: int = 600, language: str | None = None) -> str | None:
    """Execute ``nb`` (a notebook node, changed in place) in ``folder`` and put each widget's
    last-state picture where it was shown, its words in ``language`` (None: each tutor's own).
    A failing cell stops the run, like Run All, but the pictures are still taken; returns that
    cell's error (None when every cell ran)."""
    import nbformat
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError

    client = NotebookClient(nb, timeout=timeout, kernel_name="python3", resources={"metadata": {"path": str(folder)}})
    error: str | None = None
    code = f"import dml_tutor.handout\ndml_tutor.handout.publish_snapshots({language!r})"
    ask = nbformat.v4.new_code_cell(code)  # type: ignore[no-untyped-call]
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
    _replace_widgets(nb, snaps, language)
    nb.metadata.pop("widgets", None)
    return error


def export_html(nb: Any, theme: str = "light", title: str = "Handout") -> str:
    """The notebook as one HTML page: nbconvert's lab template without any script from the network.
    ``title`` names the page (the notebook's metadata title first)."""
    from nbconvert import HTMLExporter

    if theme not in ("light", "dark"):
        raise ValueError(f"theme must be 'light' or 'dark', got {theme!r}")
    exporter = HTMLExporter(  # type: ignore[no-untyped-call]
        template_name="handout", extra_template_basedirs=[str(_TEMPLATES)], theme=theme, embed_images=True
    )
    body, _ = exporter.from_notebook_node(nb, resources={"metadata": {"name": title}})
    return str(body)


def write_handout(
    notebook: str | Path,
    out: str | Path | None = None,
    *,
    timeout: int = 600,
    theme: str = "light",
    language: str | None = None,
) -> Path:
    """Run ``notebook`` and write it as one self-contained HTML file (default: beside it, ``.html``),
    the pictures' own words in ``language`` (a shipped one; None: each tutor's own). A cell that
    fails is a ValueError naming it (the page is not written)."""
    import nbformat

    src = Path(notebook)
    if not src.is_file():
        raise ValueError(f"notebook: no file at {src}")
    if theme not in ("light", "dark"):
        raise ValueError(f"theme must be 'light' or 'dark', got {theme!r}")
    if language is not None:
        check_language(language)
    dest = Path(out) if out is not None else src.with_suffix(".html")
    nb = nbformat.read(src, as_version=4)  # type: ignore[no-untyped-call]
    error = run_notebook(nb, src.parent, timeout, language)
    if error is not None:
        raise ValueError(f"notebook: a cell of {src} failed: {error}")
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(export_html(nb, theme, src.stem), encoding="utf-8")
    return dest
