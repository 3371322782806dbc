"""Two branches of one game side by side, the first step where they part highlighted.

``Tutor.fork()`` makes one from the step under a tutor's cursor; ``lab`` comparisons
make one from a seed played under two rule variants. Each branch is a full tutor: play
either on and the header follows.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets

from ..core.trace import first_divergence
from .widget import Tutor

_LEFT = "#fff3bf"
_RIGHT = "#d0ebff"


class Branches(ipywidgets.VBox):  # type: ignore[misc]
    """Two tutors side by side; the header shows the first step where their games differ."""

    def __init__(self, left: Tutor, right: Tutor, titles: tuple[str, str] = ("branch A", "branch B")) -> None:
        if not isinstance(left, Tutor) or not isinstance(right, Tutor):
            raise ValueError("Branches takes two tutors")
        self.left, self.right, self.titles = left, right, titles
        self.header = ipywidgets.HTML()
        self.button = ipywidgets.Button(
            description="Go to the divergence", tooltip="Both cursors to the first difference"
        )
        self.button.on_click(lambda _: self.goto_divergence())
        halves = [
            ipywidgets.VBox([ipywidgets.HTML(f"<b>{html.escape(t)}</b>"), w])
            for t, w in zip(titles, (left, right), strict=True)
        ]
        super().__init__([self.header, self.button, ipywidgets.HBox(halves)])
        for t in (left, right):
            t.observe(self._update, names=["length", "cursor"])
        self._update()

    @property
    def divergence(self) -> int | None:
        """The first step where the two games' traces differ (None: none so far)."""
        return first_divergence(self.left.game.trace, self.right.game.trace)

    def goto_divergence(self) -> None:
        """Both cursors to the first difference (or to the last common step)."""
        at = self.divergence
        if at is None:
            at = len(self.left.game.trace) - 1
        for t in (self.left, self.right):
            t.goto(min(at, len(t.game.trace) - 1))

    def lines(self) -> tuple[str, str]:
        at = self.divergence
        if at is None:
            return "", ""
        return tuple(  # type: ignore[return-value]
            str(t.game.trace[at]) if at < len(t.game.trace) else "(this branch has no step here yet)"
            for t in (self.left, self.right)
        )

    def _update(self, change: Any = None) -> None:
        at = self.divergence
        if at is None:
            n = min(len(self.left.game.trace), len(self.right.game.trace))
            self.header.value = f"<p>The two branches agree on all {n} steps so far: play one on.</p>"
            return
        a, b = self.lines()
        rows = "".join(
            f'<div style="background:{fill};padding:2px 6px"><b>{html.escape(title)}:</b> {html.escape(line)}</div>'
            for title, line, fill in zip(self.titles, (a, b), (_LEFT, _RIGHT), strict=True)
        )
        self.header.value = f"<p><b>First divergence at step {at}</b> (the steps before it are the same)</p>{rows}"
