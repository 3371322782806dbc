"""The zero-install site's entry page: the tutor in the browser's own Python, without JupyterLab.

The page (``templates/page/index.html.j2``, ``static/page.js``) runs the tutor's own front end
(``tutor/static/tutor.js``, an anywidget module) with a small model that talks to a Web
Worker (``static/worker.js``). The worker starts Pyodide, unpacks dml-tutor's wheel and its
one runtime import for the tutor (graphviz, which writes the DOT), imports this module and
drives a :class:`PageTutor`: no kernel, no IPython, no widget library. Messages both ways
are JSON text, so Python's None arrives as null, never as JavaScript's undefined.

The page offers every operation of :data:`~dml_tutor.tutor.viewmodel.OPERATIONS` but
``open_fork`` (the branches are an ipywidgets layout: Fork is the notebooks'). Pyodide has
no threads, so the Hint runs to its end in the worker, sending its progress after each
round of rollouts; its Stop would arrive after the end, so the page does not show it.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from typing import Any, Final

from .. import games
from ..core.inputs import short_repr
from ..i18n import SOURCE, check_language
from ..tutor import protocol
from ..tutor.session import TutorSession, read_whole

__all__ = ["OFFERED", "PageTutor"]

#: The operations the page offers: the tutor's own, but Fork (an ipywidgets layout, the notebooks').
OFFERED: Final = tuple(op for op in protocol.OPERATIONS if op != "open_fork")


class PageTutor:
    """One tutor on the entry page. ``send`` gets each message for the page as JSON text:
    ``{"type": "state", "state": <view model>}`` after every operation (and during a hint),
    ``{"type": "refused", "error": ...}`` when a game cannot start (the game shown stays)."""

    def __init__(self, send: Callable[[str], None]) -> None:
        self.send = send
        self.session: TutorSession | None = None
        #: The page's language (a shipped locale): the view model's words, the game the same.
        self.language = SOURCE

    def start(self, pack: Any, seed: Any) -> None:
        """A new game of ``pack`` (a registered pack's name) from ``seed`` (a whole number, or
        digits as text, as the page's seed box sends); refused with the reason, the game shown kept."""
        try:
            if not isinstance(pack, str):
                raise ValueError(f"game must be a pack's name, got {short_repr(pack)}")
            games.get(pack)  # an unknown name is a ValueError naming the packs
            session = TutorSession(pack=pack, seed=read_whole(seed, "seed"))
        except ValueError as e:
            self.send(json.dumps({"type": "refused", "error": str(e)}))
            return
        session.history.prefetch = False  # no threads in the browser's Python
        if self.session is not None:
            self.session.close()
        self.session = session
        self.publish()

    def call(self, message: str) -> None:
        """Run one operation the front end sent: ``{"op": name, "args": [...], "kwargs": {...}}``
        as JSON text (``model.send``), read and run by the one protocol
        (:mod:`dml_tutor.tutor.protocol`). A refusal is shown in the view model's ``error``, as
        in the widget; the Hint runs here to its end (no threads), its progress sent after each
        round of rollouts."""
        s = self.session
        if s is None:
            self.send(json.dumps({"type": "refused", "error": "no game yet: choose one"}))
            return
        try:
            operation = protocol.read(message, OFFERED)
        except ValueError as e:
            s.notice = str(e)
        else:
            # the operation's failure is in the view model's ``error`` (``TutorSession.attempt``)
            with contextlib.suppress(Exception):
                protocol.run(s, operation, progress=self.publish)
        self.publish()

    def set_language(self, language: Any) -> None:
        """Show the game in ``language`` (the page's switch, ``?lang=``); one not shipped is refused."""
        try:
            self.language = check_language(language)
        except ValueError as e:
            self.send(json.dumps({"type": "refused", "error": str(e)}))
            return
        self.publish()

    def publish(self) -> None:
        """Send the view model (diagrams as stored SVG or DOT for viz.js: the browser draws)."""
        if self.session is not None:
            state = self.session.view_model(browser=True, language=self.language)
            self.send(json.dumps({"type": "state", "state": state}))
