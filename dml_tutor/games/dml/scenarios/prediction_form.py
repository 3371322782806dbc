"""Predict, then reveal, in a notebook cell: the reader commits a prediction, the engine answers.

>>> quiz = Predict(seed=3, kinds=["target_value", "seize"])
>>> quiz.question.prompt                   # what to predict, with the table as it stands
>>> quiz.commit(5).text                    # "Right. Target Value 5: declared 5♣ +5. (rules: ...)"
>>> quiz.score                             # "1 of 1 right"

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

from ....core.trace import TraceEntry
from ..agents import make_agents, play_out
from ..display.drawings import game_html
from ..game import Game
from ..predictions import KINDS, Question, Reveal, Session, kinds_of, questions
from ..rules import catalog

__all__ = ["KINDS", "Predict"]


def _rule_chips(ids: Sequence[str]) -> str:
    cat = catalog()
    return ", ".join(
        f'<code style="white-space:nowrap">{html.escape(r)}</code>'
        + (f" {html.escape(cat[r].title)}" if r in cat else "")
        for r in ids
    )


class Predict:
    """A sitting of predictions over one game: ``question``, ``commit(guess)``, ``score``.

    ``Predict(seed=3)`` plays a new game (all seats the heuristic agent); ``Predict(game)``
    plays on from a copy of ``game``. ``kinds``: some of ``KINDS`` (default all); ``limit``:
    at most this many questions.
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
    ) -> None:
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
        return self.session.score

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
                    seen["html"] = game_html(g)

            g.on_step = look
            g.replay(self.game.decisions)
            g.on_step = None
            self._pictures[q.ask_at] = seen.get("html", "")
        return self._pictures[q.ask_at]

    # ------------------------------------------------------------ the form

    def _question_html(self, q: Question) -> str:
        n = self._next + 1
        steps = "".join(
            f"<li>{html.escape(e.text)} <span style='opacity:.7'>{html.escape(', '.join(e.rules))}</span></li>"
            for e in self.steps_before(q)
        )
        return (
            f"<p><b>Prediction {n} of {len(self.questions)}</b> &middot; {KINDS[q.kind]} &middot; "
            f"score: {html.escape(self.score)}</p>"
            f"<details><summary>The table now</summary>{self.table_html(q)}</details>"
            f"<p>The last steps:</p><ol start='{max(1, q.ask_at - 4)}'>{steps}</ol>"
            f"<p style='font-size:115%'><b>{html.escape(q.prompt)}</b></p>"
        )

    @staticmethod
    def _reveal_html(r: Reveal) -> str:
        mark = "&#10004; Right" if r.right else f"&#10008; Not quite (you said {html.escape(str(r.guess))})"
        return (
            f"<p><b>{mark}.</b> The engine: {html.escape(r.question.explanation)}</p>"
            f"<p>Rules to read: {_rule_chips(r.question.rules)}</p>"
        )

    def form(self) -> Any:
        """The ipywidgets form (what displaying ``Predict`` shows)."""
        import ipywidgets as widgets

        header = widgets.HTML()
        answer_box = widgets.Box()
        commit = widgets.Button(description="Commit prediction", button_style="primary")
        nxt = widgets.Button(description="Next", disabled=True)
        reveal = widgets.HTML()
        box = widgets.VBox([header, answer_box, widgets.HBox([commit, nxt]), reveal])
        box.add_class("dml-predict")

        def show() -> None:
            q = self.question
            reveal.value = ""
            nxt.disabled = True
            if q is None:
                header.value = f"<p><b>All predictions made: {html.escape(self.score)}.</b></p>"
                answer_box.children = ()
                commit.disabled = True
                return
            header.value = self._question_html(q)
            if q.choices:
                control: Any = widgets.RadioButtons(options=list(q.choices), value=None, layout={"width": "auto"})
            else:
                control = widgets.Text(placeholder="a whole number", continuous_update=False)
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
            reveal.value = self._reveal_html(r) + f"<p>Score: <b>{html.escape(self.score)}</b></p>"
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
            return f"<p><b>All predictions made: {html.escape(self.score)}.</b></p>"
        return self._question_html(q)
