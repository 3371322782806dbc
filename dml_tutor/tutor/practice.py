"""The Practice widget: questions on the rules of a pack, the feedback on each answer and the
learner's mastery map, over a :class:`~dml_tutor.practice.session.PracticeSession`.

The session (plain Python) holds the learner and the question; this anywidget shell syncs
its view model (``practice/session.py``) and runs the front end's messages ``{"op":
"answer", "index": i}`` and ``{"op": "next"}``. The diagrams come as SVG where the kernel
has Graphviz, else as DOT text that the front end draws with viz.js, as the Tutor does.
No answer is ever played: a wrong answer is only checked.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime
from typing import Any

import anywidget
import traitlets

from ..core.inputs import short_repr
from ..core.pack import Pack
from ..i18n import SOURCE
from ..practice.learner import Learner
from ..practice.session import PracticeSession
from ..practice.values import Feedback, Question
from ..view.render import render_svg, renderer
from .assets import STATIC, viz_module

__all__ = ["Practice", "practice_front_end"]


def practice_front_end(kind: str) -> str:
    """The Practice widget's one ES module (``kind="js"``: the viz.js loader, then
    ``static/practice.js``) or style sheet (``"css"``: the tutor's, whose theme tokens and
    buttons it shares, then ``static/practice.css``)."""
    names = ("viz_loader.js", "practice.js") if kind == "js" else ("tutor.css", "practice.css")
    return "\n".join((STATIC / name).read_text(encoding="utf-8") for name in names)


class Practice(anywidget.AnyWidget):
    """Practise the rules of a pack until they stick: ``Practice("dml", learner="ada")``.

    Each question is made by the engine; each answer is checked (never played) and recorded
    as a review of its rule in the learner's FSRS schedule. ``learner`` is a
    :class:`~dml_tutor.practice.Learner` or a name (then ``path`` and ``clock`` are the
    Learner's). ``language`` is a shipped locale (``dml_tutor.languages()``): the words, never
    the questions or the record. Keys: 1-4 choose an option, N asks the next question.
    """

    _esm = practice_front_end("js")
    _css = practice_front_end("css")

    pack = traitlets.Unicode("", help="The pack practised.").tag(sync=True)
    title = traitlets.Unicode("", help="The pack's title.").tag(sync=True)
    learner_name = traitlets.Unicode("", help="The learner's name.").tag(sync=True)
    question = traitlets.Dict(help="The question shown: rule, kind, asks, prompt, options, number.").tag(sync=True)
    feedback = traitlets.Dict(
        None,
        allow_none=True,
        help="None until answered; then correct, chosen, answer, text, remedy, misreading, rules, where_dot.",
    ).tag(sync=True)
    mastery = traitlets.Dict(help="The mastery map: counts per state, the table's rows, the map's DOT.").tag(sync=True)
    svg = traitlets.Dict(
        help="The kernel's SVG of the map and of where the rule sits; empty when the front end draws."
    ).tag(sync=True)
    viz_module = traitlets.Unicode("", help="viz.js's module text, sent only when the kernel has no Graphviz.").tag(
        sync=True
    )
    error = traitlets.Unicode("", help="Why the last operation was refused, or empty.").tag(sync=True)
    text = traitlets.Dict(help="The front end's words in the session's language, by message id.").tag(sync=True)

    def __init__(
        self,
        pack: Pack | str,
        learner: Learner | str = "player",
        *,
        path: str | os.PathLike[str] | None = None,
        clock: Callable[[], datetime] | None = None,
        language: str = SOURCE,
        **kwargs: Any,
    ) -> None:
        if isinstance(learner, str):
            learner = Learner(learner, path, clock)
        elif not isinstance(learner, Learner):
            raise ValueError(f"learner must be a Learner or a name, got {short_repr(learner)}")
        self.session = PracticeSession(learner, pack, language)
        super().__init__(**kwargs)
        self.on_msg(self._on_message)
        self._publish()

    @property
    def learner(self) -> Learner:
        return self.session.learner

    def answer(self, index: int) -> Feedback:
        """Choose option ``index`` (0-based) of the question shown: the feedback, also drawn."""
        try:
            return self.session.answer(index)
        finally:
            self._publish()

    def next(self) -> Question:
        """Show the next question (the shown one answered first)."""
        try:
            return self.session.next()
        finally:
            self._publish()

    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """The front end's ``{"op": "answer", "index": i}`` or ``{"op": "next"}``; a refusal is shown in ``error``."""
        op = content.get("op") if isinstance(content, dict) else None
        try:
            if op == "answer":
                self.answer(content.get("index"))
            elif op == "next":
                self.next()
            else:
                self.error = f"unknown operation {short_repr(op)}: the Practice widget takes answer and next"
        except ValueError:
            pass  # the session keeps the reason in error, published above

    def _publish(self) -> None:
        vm = self.session.view_model()
        svg: dict[str, str] = {}
        if renderer() == "none":
            if not self.viz_module:
                self.viz_module = viz_module()
        else:
            svg["map"] = render_svg(vm["mastery"]["dot"])
            if vm["feedback"] is not None:
                svg["where"] = render_svg(vm["feedback"]["where_dot"])
        with self.hold_sync():
            self.pack = vm["pack"]
            self.title = vm["title"]
            self.learner_name = vm["learner"]
            self.question = vm["question"]
            self.feedback = vm["feedback"]
            self.mastery = vm["mastery"]
            self.svg = svg
            self.error = vm["error"]
            self.text = vm["text"]
