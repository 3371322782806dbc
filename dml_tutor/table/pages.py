"""The table server's pages: the teacher's form at ``/``, and each role's page, which runs the
tutor's own front end (``tutor/static/tutor.js``) through ``static/host.js``, a small host that
gives it the anywidget model API over the table's websocket."""

from __future__ import annotations

import html
import json
import pathlib
from typing import TYPE_CHECKING, Any, Final

import segno

from .. import games
from ..i18n import SOURCE, Messages, pack_title
from ..tutor.start import choices_in, seat_modes

if TYPE_CHECKING:
    from .room import Role

__all__ = ["index_page", "packs_json", "qr_svg", "role_page"]

STATIC: Final = pathlib.Path(__file__).parent / "static"


def packs_json(language: str = SOURCE) -> list[dict[str, Any]]:
    """The packs a teacher may pick, with their default settings and seat modes (the form's), the
    settings' fields in ``language`` (the pack's words for them, as the tutor's restart form)."""
    out = []
    for name in games.PACKS:
        pack = games.get(name)
        defaults = {k: v for k, v in pack.defaults(1).items() if v is not None and k != "position"}
        game = pack.start(1)
        counts = [c for s in pack.schema if s.name == "players" for c in s.choices] or [pack.seat_count(game)]
        out.append(
            {
                "name": name,
                "title": pack_title(pack, language),
                "settings": defaults,
                "seat_modes": list(seat_modes(pack)),
                "agents": list(pack.agents),
                "seat_count": pack.seat_count(game),
                "min_seats": min(counts),
                "max_seats": max(counts),
                "fields": choices_in(pack.choices(game), Messages(language, pack.package)),
            }
        )
    return out


def qr_svg(url: str) -> str:
    """``url`` as a QR code, inline SVG (segno), for a phone's camera."""
    return str(segno.make(url, error="m").svg_inline(scale=4, dark="#000", light="#fff"))


_HEAD: Final = """<!doctype html><html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="stylesheet" href="/static/tutor.css"><link rel="stylesheet" href="/static/table.css">
</head>"""


def _words(messages: Messages) -> str:
    """The page's words for its script (``say("table-...")`` in host.js and index.js), as JSON
    safe inside a ``<script>``."""
    text = json.dumps(messages.front_end("table-"), ensure_ascii=False)
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def index_page(language: str = SOURCE) -> str:
    """``/``: the teacher's form for a new table, in ``language`` (index.js draws its fields)."""
    messages = Messages(language)
    return (
        _HEAD.format(lang=language, title=html.escape(messages("table-index-title")))
        + f"""<body class="table-page"><main class="table-index">
<h1>{html.escape(messages("table-index-heading"))}</h1>
<p>{html.escape(messages("table-index-intro"))}</p>
<form id="new-table"><button type="submit">{html.escape(messages("table-form-create"))}</button></form>
<p id="made" role="status"></p>
</main><script type="application/json" id="table-text">{_words(messages)}</script>
<script type="module" src="/static/index.js"></script></body></html>"""
    )


def role_page(role: Role, base: str, language: str = SOURCE) -> str:
    """A seat's, the projector's or the teacher's page in ``language``; the teacher's lists each
    seat's join link and QR code (``base``: the address devices reach the server at), the
    projector's in the teacher's language (each seat's phone reads its own)."""
    table = role.room
    messages = Messages(language)
    names = table.session.panel.seat_names(table.game, Messages(language, table.pack.package))
    if role.kind == "seat":
        assert role.seat is not None
        title = messages("table-title-seat", game=pack_title(table.pack, language), seat=names[role.seat])
    elif role.kind == "projector":
        title = messages("table-title-projector", game=pack_title(table.pack, language))
    else:
        title = messages("table-title-teacher", game=pack_title(table.pack, language))
    links = ""
    if role.kind == "teacher":
        urls = table.urls(base)
        projector = urls["projector"] + ("" if language == SOURCE else f"?lang={language}")
        items = [(messages("table-join-projector"), projector)] + [
            (messages("table-join-seat", seat=names[s], mode=table.seat_modes[s]), u)
            for s, u in enumerate(urls["seats"])
        ]
        cards = "".join(
            f'<figure class="table-join"><figcaption>{html.escape(who)}</figcaption>{qr_svg(url)}'
            f'<a href="{html.escape(url)}" target="_blank">{html.escape(url)}</a></figure>'
            for who, url in items
        )
        links = (
            f'<details class="table-links" open><summary>{html.escape(messages("table-join-links"))}</summary>'
            f"<div>{cards}</div></details>"
        )
    config = json.dumps({"role": role.kind, "seat": role.seat, "title": title}, ensure_ascii=False)
    return (
        _HEAD.format(lang=language, title=html.escape(title))
        + f"""<body class="table-page table-{role.kind}">
<header class="table-bar"><b class="table-who">{html.escape(title)}</b>
<span class="table-status" role="status" aria-live="polite"></span>
<span class="table-teacher-ops"></span></header>
{links}
<section class="table-predict" aria-live="polite" hidden></section>
<div id="tutor"></div>
<script type="application/json" id="table-config">{html.escape(config, quote=False)}</script>
<script type="application/json" id="table-text">{_words(messages)}</script>
<script type="module" src="/static/host.js"></script></body></html>"""
    )
