"""The fork display: two branches of one game side by side, the first step where they part
highlighted, and the box a tutor is displayed in, where its Fork button puts them.

``Tutor.fork()`` makes :class:`Branches` from the step under a tutor's cursor (the tutor's
Fork button shows them in place of the tutor, in its :class:`TutorBox`); ``lab``
comparisons make them from a seed played under two rule variants. Each branch is a full
tutor: play either on and the header follows. A branch is any widget showing a
:class:`~dml_tutor.tutor.session.TutorSession` (:class:`Branch`): this module does not
import the widget, the widget imports it.

The highlight uses JupyterLab's theme variables (mixed into the page's background as the
tutor's own fills are), so it reads in the light and the dark theme and in a handout.
"""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable
from typing import Any, Final, Protocol

import ipywidgets

from ..core.trace import first_divergence
from .session import TutorSession

__all__ = ["HUES", "Branch", "Branches", "TutorBox"]

#: The two branches' colours: (fill, edge) as CSS, from the theme (system colours outside JupyterLab).
_BG: Final = "var(--jp-layout-color0, Canvas)"
_INK: Final = "var(--jp-ui-font-color0, CanvasText)"
HUES: Final = (
    (f"color-mix(in srgb, var(--jp-warn-color3, Mark) 30%, {_BG})", "var(--jp-warn-color1, Highlight)"),
    (f"color-mix(in srgb, var(--jp-info-color3, ButtonFace) 30%, {_BG})", "var(--jp-info-color1, LinkText)"),
)
_WATCHED: Final = ["length", "cursor", "view"]


class Branch(Protocol):
    """What Branches needs of a tutor widget (``dml_tutor.tutor.Tutor`` is one)."""

    session: TutorSession
    length: int

    def refresh(self) -> None: ...

    def set_divergence(self, at: int | None) -> None: ...

    def spawn_fork(self) -> Branch: ...

    def observe(self, handler: Callable[..., Any], names: Any = ...) -> None: ...

    def unobserve(self, handler: Callable[..., Any], names: Any = ...) -> None: ...

    def close(self) -> None: ...


def _is_branch(value: object) -> bool:
    return isinstance(value, ipywidgets.Widget) and isinstance(getattr(value, "session", None), TutorSession)


def _style(side: int) -> str:
    fill, edge = HUES[side]
    return f"background:{fill};color:{_INK};border-left:4px solid {edge};padding:2px 6px;border-radius:3px"


class Branches(ipywidgets.VBox):  # type: ignore[misc]
    """Two tutors side by side; the header shows the first step where their games differ.

    ``on_close``, when given, adds a "Close the fork" button that calls it (the Fork button
    passes ``Tutor.close_fork``). ``owns_right``: the right tutor was made for these branches
    (a fork), so closing them closes it too; nothing else holds it.
    """

    def __init__(
        self,
        left: Branch,
        right: Branch,
        titles: tuple[str, str] = ("branch A", "branch B"),
        *,
        on_close: Callable[[], None] | None = None,
        owns_right: bool = False,
    ) -> None:
        if not _is_branch(left) or not _is_branch(right):
            raise ValueError("Branches takes two tutors")
        if left is right:
            raise ValueError("Branches takes two different tutors")
        if not (isinstance(titles, tuple) and len(titles) == 2 and all(isinstance(t, str) for t in titles)):
            raise ValueError(f"titles must be two strings, got {titles!r}")
        self.left, self.right, self.titles = left, right, titles
        self.owns_right = owns_right
        self.header = ipywidgets.HTML()
        self.header.add_class("dml-branches-header")
        self.button = ipywidgets.Button(
            description="Go to the divergence",
            tooltip="Both cursors to the first difference",
            layout=ipywidgets.Layout(width="auto"),
        )
        self.button.on_click(lambda _: self.goto_divergence())
        self.close_button: ipywidgets.Button | None = None
        buttons = [self.button]
        if on_close is not None:
            self.close_button = ipywidgets.Button(
                description="Close the fork",
                tooltip=f"Back to {titles[0]} alone; {titles[1]} is dropped",
                layout=ipywidgets.Layout(width="auto"),
            )
            self.close_button.on_click(lambda _: on_close())
            buttons.append(self.close_button)
        self._parts: list[Any] = [self.header, *buttons]
        halves = []
        for side, (title, tutor) in enumerate(zip(titles, (left, right), strict=True)):
            label = ipywidgets.HTML(f'<b style="{_style(side)}">{html.escape(title)}</b>')
            half = ipywidgets.VBox([label, tutor], layout=ipywidgets.Layout(flex="1 1 0", min_width="0"))
            half.add_class("dml-branch")
            self._parts += [label, half]
            halves.append(half)
        row = ipywidgets.HBox(buttons)
        pair = ipywidgets.HBox(halves, layout=ipywidgets.Layout(width="100%", align_items="flex-start"))
        pair.add_class("dml-branch-pair")
        self._parts += [row, pair]
        super().__init__([self.header, row, pair])
        self.add_class("dml-branches")
        for t in (left, right):
            t.observe(self._update, names=_WATCHED)
        self._update()

    @property
    def divergence(self) -> int | None:
        """The first step where the two games' traces differ (None: none so far)."""
        return first_divergence(self.left.session.game.trace, self.right.session.game.trace)

    def goto_divergence(self) -> None:
        """Both cursors to the first difference (or to the last common step)."""
        at = self.divergence
        if at is None:
            at = len(self.left.session.game.trace) - 1
        for t in (self.left, self.right):
            t.session.goto_entry(at)  # under View as: the seat's last step at or before it
            t.refresh()

    def lines(self) -> tuple[str, str]:
        at = self.divergence
        if at is None:
            return "", ""
        traces = (self.left.session.game.trace, self.right.session.game.trace)
        left, right = (str(tr[at]) if at < len(tr) else "(this branch has no step here yet)" for tr in traces)
        return left, right

    @staticmethod
    def _said(t: Branch, at: int) -> str:
        """Step ``at`` of a branch as its tutor narrates it (under View as, what that seat may know:
        the first step it sees at or after the entry)."""
        s = t.session
        trace = s.game.trace
        seen = [j for j in s.history.seen() if j >= at][:1] if s.view_as is not None else [at]
        if not seen or seen[0] >= len(trace):
            return "(this branch has no step here yet)"
        at = seen[0]
        where = trace[at].path[-1].label if trace[at].path else ""
        return f"{where}: {s.text(at)}" if where else s.text(at)

    def _step_number(self, at: int) -> int:
        """The divergence's step number as the left tutor's log numbers it (under View as, the
        seat's steps only: the count of the others' hidden steps is not shown)."""
        left = self.left.session
        mark = left.history.divergence_pos(left.divergence_at)
        return at if left.view_as is None or mark is None else mark

    def _update(self, change: Any = None) -> None:
        at = self.divergence
        for t in (self.left, self.right):
            t.set_divergence(at)
        if at is None:
            n = min(self.left.length, self.right.length)  # under View as, the steps its seat sees
            self.header.value = f"<p>The two branches agree on all {n} steps so far: play one on.</p>"
            return
        rows = "".join(
            f'<div class="dml-branch-line" style="{_style(side)};margin:2px 0">'
            f"<b>{html.escape(title)}:</b> {html.escape(self._said(t, at))}</div>"
            for side, (title, t) in enumerate(zip(self.titles, (self.left, self.right), strict=True))
        )
        self.header.value = (
            f"<p><b>First divergence at step {self._step_number(at)}</b> (the steps before it are the same; "
            f"the log marks it in both branches)</p>{rows}"
        )

    def close(self) -> None:
        """Close the side-by-side view (and the fork, when the Fork button made it); the left tutor stays."""
        if "_parts" not in self.__dict__:  # refused in __init__ (ipywidgets closes it when collected)
            super().close()
            return
        for t in (self.left, self.right):
            with contextlib.suppress(ValueError):  # closed before
                t.unobserve(self._update, names=_WATCHED)
        self.left.set_divergence(None)
        if self.owns_right:  # a fork made for these branches: nobody else holds it
            self.right.close()
        else:
            self.right.set_divergence(None)
        for part in self._parts:
            part.close()
        super().close()


class TutorBox(ipywidgets.VBox):  # type: ignore[misc]
    """The box a tutor is displayed in: the tutor alone, or after Fork the two branches side by
    side (a message from the browser has no cell to display into, so Fork swaps the box's child)."""

    children: Any  # the ipywidgets trait: the tutor, or the Branches

    def __init__(self, tutor: Branch) -> None:
        super().__init__([tutor])
        self.add_class("dml-tutor-box")
        self.tutor = tutor
        #: The Branches the Fork button put here, while open.
        self.forked: Branches | None = None

    def open_fork(self) -> Branches:
        """Branch the tutor at its cursor and show both branches here (see ``Tutor.open_fork``)."""
        tutor = self.tutor
        other = tutor.spawn_fork()
        other.session.is_fork = True
        other.refresh()
        branches = Branches(tutor, other, ("this game", "the fork"), on_close=self._close_clicked, owns_right=True)
        self.forked = branches
        tutor.session.forked = True
        tutor.refresh()  # before the views are made: they draw the Fork button's state at once
        self.children = (branches,)
        return branches

    def _close_clicked(self) -> None:
        with contextlib.suppress(ValueError):  # closed meanwhile: nothing to do
            self.tutor.session.attempt(self.close_fork)
        self.tutor.refresh()

    def close_fork(self) -> bool:
        """Back to the tutor alone; the fork is closed. False when no fork is open."""
        branches = self.forked
        if branches is None:
            return False
        self.forked = None
        self.tutor.session.forked = False
        self.tutor.set_divergence(None)
        self.tutor.refresh()  # before the view is made: it draws the Fork button at once
        self.children = (self.tutor,)
        branches.close()
        return True

    def close(self) -> None:
        """Close the box and a fork it shows (the tutor itself is closed by its owner)."""
        branches = self.__dict__.get("forked")  # absent when __init__ failed
        self.forked = None
        if branches is not None:
            branches.close()
        super().close()
