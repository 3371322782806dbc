"""The Practice widget in a real JupyterLab, driven by headless Chromium with the keyboard.

A learner answers a question with a digit key: the options say which was theirs and which is
right (in words, not only colour), the focus moves to the feedback (its heading, then the rule,
our text, where the rule sits, Next), N asks the next question and the focus goes back to its
first option; Enter on an option answers too. The mastery map opens from the keyboard, its
table one row per rule. axe-core finds no moderate, serious or critical violation and the text
keeps AA contrast, in the light and the dark theme. Screenshots go to the test's folder.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from axe import axe_violations
from browser import PageErrors, launch, run_notebook
from test_browser import _contrast, _dark_theme, _fresh, notebook
from test_browser import lab_server as lab_server  # the module's own JupyterLab
from test_hint_browser import _rerun_state

from dml_tutor import practice

pytestmark = pytest.mark.browser

PRACTICE_CODE = (
    "from IPython.display import Markdown, display\n"
    "display(Markdown('# Practice\\n\\n## The rules of DML'))\n"
    "from dml_tutor.practice import Learner\n"
    "from dml_tutor.tutor.practice import Practice\n"
    "w = Practice('dml', Learner('ada', ':memory:'))\n"
    "w"
)
STATE = (
    "import json\n"
    "print('STATE', json.dumps({'answers': [[a.rule, a.correct] for a in w.learner.answers()], 'error': w.error}))"
)


@pytest.fixture
def practice_lab(lab_server: tuple[str, Path]) -> str:
    base, folder = lab_server
    _fresh(base, folder)
    made = notebook(PRACTICE_CODE)
    made["cells"][1]["source"] = STATE
    (folder / "root" / "practice.ipynb").write_text(json.dumps(made), encoding="utf-8")
    return f"{base}/lab/tree/practice.ipynb"


def _focused(page: Any) -> str:
    return str(page.evaluate("() => document.activeElement ? document.activeElement.className : ''"))


def test_practice_with_the_keyboard_in_both_themes(practice_lab: str, tmp_path: Path) -> None:
    out = tmp_path / "screenshots"
    out.mkdir()
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1200, "height": 1600})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, practice_lab)
            widget = page.locator(".dml-practice")
            widget.wait_for(timeout=60_000)
            page.locator(".jp-Cell").nth(1).locator(".jp-OutputArea-output").get_by_text("STATE").wait_for(
                timeout=60_000
            )
            options = widget.locator(".dml-pq-option")
            assert options.count() >= 3
            assert (
                widget.locator(".dml-pq-asks")
                .inner_text()
                .startswith(("Which move is legal?", "What happens next?", "Which rule applies?"))
            )
            assert "0 known · 0 due · 0 learning" in widget.locator(".dml-pp-counts").inner_text()
            first = options.first.inner_text()

            # a digit answers: the feedback gets the focus, the options say whose and which is right
            options.first.focus()
            page.keyboard.press("2")
            head = widget.locator(".dml-pf-head")
            head.wait_for(timeout=30_000)
            page.wait_for_function("() => document.activeElement?.classList.contains('dml-pf-head')", timeout=10_000)
            assert head.inner_text() in ("✓ Right", "✗ Not quite")
            right = head.inner_text() == "✓ Right"
            assert "your answer" in options.nth(1).inner_text()
            assert widget.locator(".dml-pq-verdict").count() == (1 if right else 2)
            assert widget.locator(".dml-pf-rules .dml-rule").count() >= 1
            widget.locator(".dml-pf-diagram svg").wait_for(timeout=30_000)
            assert "Where the rule sits" in (widget.locator(".dml-pf-diagram").get_attribute("aria-label") or "")
            state = _rerun_state(page)
            assert len(state["answers"]) == 1 and state["answers"][0][1] == right and state["error"] == ""
            page.keyboard.press("2")  # answered: a digit does nothing more
            widget.screenshot(path=str(out / "feedback-light.png"))

            # axe-core and AA contrast with the feedback shown, in both themes (the page is left dark)
            for theme in ("light", "dark"):
                if theme == "dark":
                    _dark_theme(page)
                found = axe_violations(page, ".dml-practice")
                assert found == [], f"{theme} theme:\n" + "\n".join(found)
                bad = _contrast(widget, least=20)
                assert bad == [], f"{theme} theme:\n" + "\n".join(bad)
                widget.screenshot(path=str(out / f"practice-{theme}.png"))

            # N: the next question, the focus on its first option; Enter on an option answers
            head.focus()
            page.keyboard.press("n")
            page.wait_for_function("() => !document.querySelector('.dml-practice .dml-pf-head')", timeout=30_000)
            page.wait_for_function("() => document.activeElement?.classList.contains('dml-pq-option')", timeout=10_000)
            assert "Question 2" in widget.locator(".dml-pq-asks").inner_text()
            assert options.first.inner_text() != first or widget.locator(".dml-pq-prompt").inner_text()
            page.keyboard.press("Tab")
            assert "dml-pq-option" in _focused(page)
            page.keyboard.press("Enter")
            head.wait_for(timeout=30_000)
            assert len(_rerun_state(page)["answers"]) == 2

            # the mastery map from the keyboard: the tree and one row per rule
            widget.locator(".dml-pm summary").focus()
            page.keyboard.press("Enter")
            rows = widget.locator(".dml-pm-table tbody tr")
            rows.first.wait_for(timeout=30_000)
            assert rows.count() == len(practice.order("dml"))
            widget.locator(".dml-pm-map svg").wait_for(timeout=30_000)
            states = [rows.nth(i).locator(".dml-pm-state").inner_text() for i in range(rows.count())]
            assert sum(s.endswith("new") for s in states) == len(states) - 2
            found = axe_violations(page, ".dml-practice")
            assert found == [], "\n".join(found)
            widget.screenshot(path=str(out / "mastery-dark.png"))
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "practice-last.png"), full_page=True)
            print(f"screenshots in {out}")
