"""The zero-install site's Practice page: questions on the rules in the browser's own Python.

The page (``templates/page/practice.html.j2``, ``static/practice_page.js``) runs the Practice
widget's own front end (``tutor/static/practice.js``) over a Web Worker
(``static/practice_worker.js``) that drives a :class:`PagePractice`. The learner lives in
memory here; the page keeps the record in the browser's storage (``localStorage``, by
learner name) and gives it back at the start, and exports and imports it as JSON. Nothing
is sent anywhere. Messages both ways are JSON text.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final

from .. import games
from ..core.inputs import load_json, read_name, short_repr
from ..i18n import SOURCE, check_language
from ..practice.learner import IN_MEMORY, Learner
from ..practice.session import PracticeSession

__all__ = ["PagePractice"]

#: The longest operation read from the page ({op, index}: a few dozen bytes).
_MESSAGE_MAX: Final = 2_000


class PagePractice:
    """One learner practising on the page. ``send`` gets each message as JSON text:
    ``{"type": "state", "state": ...}`` (the Practice widget's traits) after every operation,
    ``{"type": "record", "name": ..., "text": ...}`` whenever the record changed (the page
    stores it), ``{"type": "refused", "error": ...}`` when a start or an import is refused
    (what is shown stays)."""

    def __init__(self, send: Callable[[str], None]) -> None:
        self.send = send
        self.session: PracticeSession | None = None

    def start(self, pack: Any, name: Any, record: Any = None, language: Any = SOURCE) -> None:
        """Practise ``pack`` as ``name``, from the ``record`` the browser kept (export text;
        none for a new learner), in ``language`` (the page's). A bad pack, name, record or
        language is refused with the reason."""
        try:
            if not isinstance(pack, str):
                raise ValueError(f"game must be a pack's name, got {short_repr(pack)}")
            games.get(pack)
            if record:
                learner = Learner.from_export(record, IN_MEMORY)
            else:
                learner = Learner(read_name(name, "your name"), IN_MEMORY)
            session = PracticeSession(learner, pack, check_language(language))
        except ValueError as e:
            self._refuse(str(e))
            return
        self.session = session
        self.publish()

    def set_language(self, language: Any) -> None:
        """Show the practice in ``language`` (the page's switch): the same question, other words;
        one not shipped is refused."""
        try:
            checked = check_language(language)
        except ValueError as e:
            self._refuse(str(e))
            return
        if self.session is not None:
            self.session.language = checked
            self.publish(record=False)

    def load(self, record: Any) -> None:
        """Import an exported record (JSON text) for the pack practised now."""
        pack = self.session.pack.name if self.session is not None else None
        if pack is None:
            self._refuse("no game yet: choose one")
            return
        if not isinstance(record, str) or not record.strip():
            self._refuse("import: choose a file holding a record this page exported")
            return
        self.start(pack, None, record, self.session.language if self.session is not None else SOURCE)

    def call(self, message: Any) -> None:
        """Run one operation the front end sent: ``{"op": "answer", "index": i}`` or ``{"op": "next"}``
        as JSON text. A refusal is shown in the state's ``error``."""
        s = self.session
        if s is None:
            self._refuse("no game yet: choose one")
            return
        answered = len(s.learner.answers())
        try:
            op, index = _read(message)
            if op == "answer":
                s.answer(index)
            else:
                s.next()
        except ValueError as e:
            s.error = str(e)
        self.publish(record=len(s.learner.answers()) != answered)

    def publish(self, *, record: bool = True) -> None:
        """Send the state (diagrams as DOT: the page draws them with viz.js) and, when it
        changed, the record to store."""
        s = self.session
        if s is None:
            return
        vm = s.view_model()
        state = {
            "pack": vm["pack"],
            "title": vm["title"],
            "learner_name": vm["learner"],
            "question": vm["question"],
            "feedback": vm["feedback"],
            "mastery": vm["mastery"],
            "svg": {},
            "error": vm["error"],
            "text": vm["text"],
        }
        self.send(json.dumps({"type": "state", "state": state}))
        if record:
            self.send(json.dumps({"type": "record", "name": s.learner.name, "text": s.learner.export()}))

    def _refuse(self, error: str) -> None:
        self.send(json.dumps({"type": "refused", "error": error}))


def _read(message: Any) -> tuple[str, Any]:
    """An operation from the page, checked: a ValueError names what is wrong."""
    if not isinstance(message, str) or len(message) > _MESSAGE_MAX:
        raise ValueError(f"an operation must be JSON text of at most {_MESSAGE_MAX} characters")
    content = load_json(message, "an operation")
    op = content.get("op") if isinstance(content, dict) else None
    if op not in ("answer", "next"):
        raise ValueError(f"unknown operation {short_repr(op)}: the page offers answer and next")
    return op, content.get("index")
