"""Predict, then reveal, in a notebook cell: the reader commits a prediction, the engine answers.

>>> quiz = Predict(seed=3, kinds=["target_value", "seize"])
>>> quiz.question.prompt                   # what to predict, with the table as it stands
>>> quiz.commit(5).text                    # "Right. Target Value 5: declared 5♣ +5. (rules: ...)"
>>> quiz.score                             # "1 of 1 right"

``Predict(seed=3, language="de")`` asks and answers in German (the same questions).

Displayed as the last line of a cell, ``quiz`` is a form: the table and the last steps
before the moment, the question, a choice (or a number), **Commit**, then the engine's
answer with its rule ids and the score, and **Next**. The questions come from
:func:`dml_tutor.games.dml.predictions.questions`: a game played to its end by the built-in
agents (or the one given), every answer read from the engine's state at that step.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from ....core.text import Text
from ....core.trace import TraceEntry
from ....i18n import SOURCE, Messages, check_language
from ..agents import make_agents, play_out
from ..display.drawings import game_html
from ..game import Game
from ..predictions import KINDS, Question, Reveal, Session, kinds_of, questions
from ..rules import catalog

__all__ = ["KINDS", "Predict"]

#: Each kind of question's words in the Predict menu (predict.ftl), by kind.
_KIND = {
    "target_value": "predict-kind-target-value",
    "seize": "predict-kind-seize",
    "roll": "predict-kind-roll",
    "scores": "predict-kind-scores",
}


def _rule_chips(ids: Sequence[str], messages: Messages) -> str:
    cat = catalog()
    return ", ".join(
        f'<code style="white-space:nowrap">{html.escape(r)}</code>'
        + (f" {html.escape(messages.rule_title(cat[r]))}" if r in cat else "")
        for r in ids
    )


class Predict:
    """A sitting of predictions over one game: ``question``, ``commit(guess)``, ``score``.

    ``Predict(seed=3)`` plays a new game (all seats the heuristic agent); ``Predict(game)``
    plays on from a copy of ``game``. ``kinds``: some of ``KINDS`` (default all); ``limit``:
    at most this many questions; ``language``: the one it asks and answers in.
    """

    def __init__(
        self,
        game: Game | None = None,
        *,
        seed: int = 0,
        players: int = 4,
        mode: str = "full",
        kinds: Sequence[str] | str | None = None,
        limit: int | None = None,
        language: str = SOURCE,
    ) -> None:
        #: The words' language (a shipped locale); the questions are the same in every one.
        self.language = check_language(language)
        self.messages = Messages(language, "dml_tutor.games.dml")
        wanted = kinds_of(kinds)
        if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 1):
            raise ValueError(f"limit must be a whole number of at least 1, got {limit!r}")
        g = game.copy(trace=True) if game is not None else Game(players, seed, mode)
        play_out(g, make_agents("heuristic", g.players, g.seed))
        self.game = g
        found = questions(g, wanted)
        self.questions: list[Question] = found[:limit] if limit else found
        self.session = Session()
        self._next = 0
        self._pictures: dict[int, str] = {}

    # ------------------------------------------------------------ the API

    @property
    def question(self) -> Question | None:
        """The question waiting for a prediction (None when all are answered)."""
        return self.questions[self._next] if self._next < len(self.questions) else None

    def commit(self, guess: object) -> Reveal:
        """Commit a prediction for :attr:`question`; the engine's answer, and the score moves on.
        ValueError (nothing changes) when it is not an answer to this question."""
        q = self.question
        if q is None:
            raise ValueError("commit: every question is answered (see .score)")
        reveal = self.session.commit(q, guess)
        self._next += 1
        return reveal

    @property
    def score(self) -> str:
        """How many predictions were right, in the sitting's language."""
        s = self.session
        if not s.asked:
            return self.messages("scene-predict-none-yet")
        return self.messages("scene-predict-score", right=str(s.right), asked=str(s.asked))

    def _said(self, said: Text, english: str) -> str:
        return self.messages.text(said) if said else english

    def steps_before(self, q: Question, n: int = 6) -> list[TraceEntry]:
        """The last ``n`` trace entries the reader has seen when asked (up to ``ask_at``)."""
        return list(self.game.trace[max(0, q.ask_at - n + 1) : q.ask_at + 1])

    def table_html(self, q: Question) -> str:
        """The table as it stands when the question is asked (public information)."""
        if q.ask_at not in self._pictures:
            g = self.game.copy(trace=True)
            seen: dict[str, str] = {}

            def look(e: TraceEntry) -> None:
                if e.index == q.ask_at:
                    seen["html"] = game_html(g, self.language)

            g.on_step = look
            g.replay(self.game.decisions)
            g.on_step = None
            self._pictures[q.ask_at] = seen.get("html", "")
        return self._pictures[q.ask_at]

    # ------------------------------------------------------------ the form

    def _question_html(self, q: Question) -> str:
        messages = self.messages
        n = self._next + 1
        steps = "".join(
            f"<li>{html.escape(messages.text(e.said))} "
            f"<span style='opacity:.7'>{html.escape(', '.join(e.rules))}</span></li>"
            for e in self.steps_before(q)
        )
        kind = messages(_KIND[q.kind]) if q.kind in _KIND else KINDS[q.kind]
        heading = messages("scene-predict-heading", number=str(n), count=str(len(self.questions)))
        score = messages("scene-predict-score-line", score=self.score)
        return (
            f"<p><b>{html.escape(heading)}</b> &middot; {html.escape(kind)} &middot; {html.escape(score)}</p>"
            f"<details><summary>{html.escape(messages('scene-predict-table'))}</summary>{self.table_html(q)}</details>"
            f"<p>{html.escape(messages('scene-predict-last-steps'))}</p><ol start='{max(1, q.ask_at - 4)}'>{steps}</ol>"
            f"<p style='font-size:115%'><b>{html.escape(self._said(q.said_prompt, q.prompt))}</b></p>"
        )

    def _choice(self, q: Question, choice: object) -> str:
        """A choice (or a number) as the reader reads it."""
        said = dict(zip(q.choices, q.said_choices, strict=False))
        return self._said(said.get(str(choice), ""), str(choice))

    def _reveal_html(self, r: Reveal) -> str:
        messages, q = self.messages, r.question
        if r.right:
            mark = "&#10004; " + html.escape(messages("scene-predict-right"))
        else:
            mark = "&#10008; " + html.escape(messages("scene-predict-wrong", guess=self._choice(q, r.guess)))
        engine = messages("scene-predict-engine", explanation=self._said(q.said_explanation, q.explanation))
        rules = html.escape(messages("scene-predict-rules"))
        return f"<p><b>{mark}</b> {html.escape(engine)}</p><p>{rules} {_rule_chips(q.rules, messages)}</p>"

    def form(self) -> Any:
        """The ipywidgets form (what displaying ``Predict`` shows)."""
        import ipywidgets as widgets

        header = widgets.HTML()
        answer_box = widgets.Box()
        messages = self.messages
        commit = widgets.Button(description=messages("scene-predict-commit"), button_style="primary")
        nxt = widgets.Button(description=messages("scene-predict-next"), disabled=True)
        reveal = widgets.HTML()
        box = widgets.VBox([header, answer_box, widgets.HBox([commit, nxt]), reveal])
        box.add_class("dml-predict")

        def show() -> None:
            q = self.question
            reveal.value = ""
            nxt.disabled = True
            if q is None:
                header.value = self._done_html()
                answer_box.children = ()
                commit.disabled = True
                return
            header.value = self._question_html(q)
            if q.choices:
                options = [(self._choice(q, c), c) for c in q.choices]  # read in the language, answered as the choice
                control: Any = widgets.RadioButtons(options=options, value=None, layout={"width": "auto"})
            else:
                control = widgets.Text(placeholder=messages("scene-predict-number"), continuous_update=False)
            answer_box.children = (control,)
            commit.disabled = False

        def on_commit(_: object) -> None:
            control = answer_box.children[0] if answer_box.children else None
            guess = None if control is None else control.value
            try:
                r = self.commit(guess)
            except ValueError as e:
                reveal.value = f"<p style='color:#c92a2a'>{html.escape(str(e))}</p>"
                return
            said = html.escape(
                messages("scene-predict-score-now", score="\x00")
            )  # the score in bold where the language puts it
            reveal.value = self._reveal_html(r) + f"<p>{said.replace(chr(0), f'<b>{html.escape(self.score)}</b>')}</p>"
            commit.disabled = True
            nxt.disabled = False

        commit.on_click(on_commit)
        nxt.on_click(lambda _: show())
        show()
        box.show = show
        return box

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display(self.form())  # type: ignore[no-untyped-call]

    def _repr_html_(self) -> str:
        q = self.question
        if q is None:
            return self._done_html()
        return self._question_html(q)

    def _done_html(self) -> str:
        return f"<p><b>{html.escape(self.messages('scene-predict-done', score=self.score))}</b></p>"
