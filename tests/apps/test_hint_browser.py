"""The Hint button in a real JupyterLab, driven by headless Chromium.

A person plays seat 0 of a 4-player game against the heuristic players. At the person's
decision the test presses Hint with the keyboard, sees the progress and Stop (which gets the
focus), stops it, asks again and lets it finish: one bar with its interval per option, the
best starred, the choice still the person's. Under *View as* seat 1 neither the hint nor the
options appear. axe-core finds no moderate, serious or critical violation and the text keeps AA
contrast with the hint shown, in the light and the dark theme. Screenshots go to the test's
temporary folder.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from axe import axe_violations
from browser import PageErrors, launch, run_notebook
from test_browser import _contrast, _dark_theme, _fresh, _state, notebook
from test_browser import lab_server as lab_server  # the module's own JupyterLab

pytestmark = pytest.mark.browser

#: Seed 8: seat 0's first decision has five options (which Acquisition Attempt to make). The
#: button's hints play whole games here (horizon=None), slow enough for Stop to catch one running.
HINT_CODE = (
    "import functools\n"
    "from dml_tutor import Tutor\n"
    "t = Tutor(seed=8, players=4, seats=['person', 'heuristic', 'heuristic', 'heuristic'])\n"
    "t.session.start_hint = functools.partial(t.session.start_hint, horizon=None)\n"
    "t"
)


#: A MERC position at the Rebels' decision: Mine holds Rebels only, so no combat there.
MERC_CODE = (
    "from dml_tutor.games import merc\n"
    "from dml_tutor import Tutor\n"
    "sectors = {'Capital': (5, 2, 1), 'Mine': (4, 0, 3), 'Port': (2, 1, 1)}\n"
    "position = {'day': 3, 'turn': 'rebels',\n"
    "            'sectors': {n: {'value': v, 'dictator': d, 'rebels': r} for n, (v, d, r) in sectors.items()},\n"
    "            'dictator': {'base': 'Capital', 'revealed': False, 'hand': 1, 'deck': 2, 'card': None}}\n"
    "t = Tutor(merc.Game.from_position(position), seats=['random', 'person'])\n"
    "t"
)


@pytest.fixture
def hint_lab(lab_server: tuple[str, Path]) -> str:
    """The shared JupyterLab with fresh notebooks (hint.ipynb, merc.ipynb beside it); the hint's URL."""
    base, folder = lab_server
    _fresh(base, folder)
    (folder / "root" / "hint.ipynb").write_text(json.dumps(notebook(HINT_CODE)), encoding="utf-8")
    (folder / "root" / "merc.ipynb").write_text(json.dumps(notebook(MERC_CODE)), encoding="utf-8")
    return f"{base}/lab/tree/hint.ipynb"


def _press(page: Any, button: Any) -> None:
    """Press a button the way a keyboard user does: focus it, then Enter."""
    button.focus()
    page.keyboard.press("Enter")


def _rerun_state(page: Any) -> dict[str, Any]:
    """Run the state cell again (its prompt's count moves on) and read what the Python side says."""
    cell = page.locator(".jp-Cell").nth(1)
    prompt = cell.locator(".jp-InputPrompt").inner_text()
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.wait_for_function(
        "old => { const c = document.querySelectorAll('.jp-Cell')[1];"
        " const p = c.querySelector('.jp-InputPrompt').textContent, o = c.querySelector('.jp-OutputArea-output');"
        " return p !== old && !p.includes('*') && o && o.textContent.includes('STATE'); }",
        arg=prompt,
        timeout=30_000,
    )
    return _state(cell.locator(".jp-OutputArea-output").inner_text())


def test_hint_button_in_jupyterlab(hint_lab: str, tmp_path: Path) -> None:
    out = tmp_path / "screenshots"
    out.mkdir()
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1400, "height": 2000})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, hint_lab)
            widget = page.locator(".dml-tutor")
            widget.wait_for(timeout=60_000)
            page.locator(".jp-Cell").nth(1).locator(".jp-OutputArea-output").get_by_text("STATE").wait_for(
                timeout=60_000
            )

            widget.locator('button[data-op="run_to_decision"]').click()
            options = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)")
            options.first.wait_for(timeout=60_000)
            labels = [
                options.nth(i).get_attribute("title") or options.nth(i).inner_text() for i in range(options.count())
            ]
            assert len(labels) == 5, labels
            pos = widget.locator(".dml-pos").inner_text()
            before = _rerun_state(page)
            hint = widget.locator('.dml-hint button[data-op="hint"]')
            assert hint.is_visible()

            # Hint from the keyboard: progress and Stop show at once, and Stop gets the focus
            _press(page, hint)
            progress = widget.locator(".dml-hint-progress progress")
            progress.wait_for(timeout=30_000)
            assert widget.locator('.dml-hint button[data-op="hint"]').is_disabled()
            assert re.fullmatch(r"\d+ of up to 500 play-outs", widget.locator(".dml-hint-count").inner_text())
            page.wait_for_function(
                "() => document.activeElement && document.activeElement.dataset.op === 'stop_hint'", timeout=10_000
            )
            widget.locator(".dml-hint").screenshot(path=str(out / "hint-running.png"))
            page.keyboard.press("Enter")  # Stop
            note = widget.locator(".dml-hint .dml-hint-legend")
            note.wait_for(timeout=60_000)
            assert "You stopped the hint early" in note.inner_text()
            page.wait_for_function(
                "() => document.activeElement && document.activeElement.dataset.op === 'hint'", timeout=10_000
            )

            # again, to its end: the best first, a bar with its interval per option, a legend
            page.keyboard.press("Enter")
            page.wait_for_function(
                "() => { const n = document.querySelector('.dml-tutor .dml-hint .dml-hint-legend');"
                " return n && !n.textContent.includes('stopped the hint early'); }",
                timeout=180_000,
            )
            legend = widget.locator(".dml-hint-legend").inner_text()
            assert "the bar:" in legend and "the 95% interval" in legend
            most = int(re.search(r"Up to (\d+) play-outs per option", legend).group(1))
            rows = widget.locator(".dml-hint-row")
            assert rows.count() == 5
            assert widget.locator(".dml-hint-row.best").count() == 1
            rates = []
            for i in range(5):
                row = rows.nth(i)
                label = row.locator(".dml-hint-label").inner_text().lstrip("★≈ ").strip()
                assert any(label in x or x in label for x in labels), (label, labels)
                text = row.locator(".dml-hint-num").inner_text()
                n = int(re.search(r"(\d+) play-outs", text).group(1))
                assert n <= most and ("stopped early" in text) == (n < most), text  # the counts match the legend
                m = re.match(r"(\d+)% \((\d+)%–(\d+)%\)", text)
                assert m is not None, text
                rate, low, high = map(int, m.groups())
                assert low <= rate <= high
                rates.append(rate)
                bar = row.locator(".dml-hint-bar").bounding_box()
                interval = row.locator(".dml-hint-interval").bounding_box()
                assert bar and interval and interval["width"] > 0
                assert (
                    bar["x"] - 1 <= interval["x"] and interval["x"] + interval["width"] <= bar["x"] + bar["width"] + 1
                )
                assert row.locator(".dml-hint-bar").get_attribute("aria-label") == (
                    f"{rate}% chance of winning, 95% sure it lies between {low}% and {high}%"
                )
            lefts = {round(rows.nth(i).locator(".dml-hint-bar").bounding_box()["x"]) for i in range(5)}
            assert len(lefts) == 1, lefts  # the bars line up
            # the best first, then by chance of winning; "too close to call" when intervals overlap
            assert "best" in (rows.nth(0).get_attribute("class") or "")
            assert rates[0] == max(rates) and rates[1:] == sorted(rates[1:], reverse=True)
            verdict = widget.locator(".dml-hint-verdict").inner_text()
            close = widget.locator(".dml-hint-row.close").count()
            assert ("Too close to call" in verdict) == (close > 0)
            assert widget.locator(".dml-hint-label").first.inner_text().startswith("≈" if close else "★")
            widget.screenshot(path=str(out / "hint-done.png"))

            # the choice stays the person's: the same decision, nothing taken
            assert widget.locator(".dml-pos").inner_text() == pos
            assert options.count() == 5
            state = _rerun_state(page)
            assert state == before and state["error"] == ""

            _axe_and_contrast(page, widget, out)

            # View as seat 1: no hint, no options, none of seat 0's cards
            seat0 = widget.locator(".dml-seats > *").first
            assert seat0.locator(".dml-card:not(.back)").count() >= 3  # its King and Treasury, seen by everything
            widget.locator(".dml-view-as").select_option("1")
            page.wait_for_function("() => !document.querySelector('.dml-tutor .dml-hint')", timeout=30_000)
            text = widget.inner_text()
            assert "chance of winning" not in text and "★" not in text
            assert options.count() == 0
            assert seat0.locator(".dml-card:not(.back)").count() == 0  # seat 0's King and Treasury face down
            widget.screenshot(path=str(out / "hint-view-as-1.png"))
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "hint-last.png"), full_page=True)


def _axe_and_contrast(page: Any, widget: Any, out: Path) -> None:
    """No moderate, serious or critical axe-core violation and AA contrast with the hint shown, in the
    light theme and then the dark one (the page is left dark)."""
    for theme in ("light", "dark"):
        if theme == "dark":
            _dark_theme(page)
        found = axe_violations(page, ".dml-tutor")
        assert found == [], f"hint, {theme} theme:\n" + "\n".join(found)
        bad = _contrast(widget)
        assert bad == [], f"hint, {theme} theme:\n" + "\n".join(bad)
        widget.locator(".dml-hint").screenshot(path=str(out / f"hint-{theme}.png"))


def test_why_not_shows_what_would_make_a_merc_move_legal(hint_lab: str, tmp_path: Path) -> None:
    """Why not, and how: a MERC combat where only the Rebels stand is refused with its rule, and
    the tutor says what would make it legal; under View as the Rebels, a question about the
    Dictator's reveal gets no answer that could tell where the unrevealed base is."""
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1400, "height": 1800})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, hint_lab.replace("hint.ipynb", "merc.ipynb"))
            widget = page.locator(".dml-tutor")
            widget.locator(".merc-sectors").wait_for(timeout=120_000)
            widget.locator('button[data-op="run_to_decision"]').click()
            widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=60_000)
            box = widget.locator(".dml-why-input")
            box.fill("combat in Mine: Dictator loses 0, Rebels lose 1")
            box.press("Enter")
            remedy = widget.locator(".dml-why-remedy")
            remedy.wait_for(timeout=30_000)
            answer = widget.locator(".dml-why-answer").inner_text()
            assert "no combat in Mine" in answer and "merc.combat" in answer, answer
            assert remedy.inner_text() == "To make it legal: fight where both sides stand: Capital, Port"
            widget.locator(".dml-why").screenshot(path=str(tmp_path / "merc-why-not.png"))
            box.fill("play a Tactics card")  # the Rebels hold none: nothing makes it legal
            box.press("Enter")
            page.wait_for_function(
                "() => document.querySelector('.dml-tutor .dml-why-answer').textContent.includes('merc.tactics')",
                timeout=30_000,
            )
            assert remedy.inner_text() == "To make it legal: nothing you can do at this decision."
            widget.locator(".dml-why").screenshot(path=str(tmp_path / "merc-why-not-none.png"))
            widget.locator(".dml-view-as").select_option("1")
            page.wait_for_function(
                "() => !document.querySelector('.dml-tutor .dml-why-remedy')", timeout=30_000
            )  # an answer belongs to its question
            box.fill("Dictator: reveal the base in Mine")
            box.press("Enter")
            page.wait_for_function(
                "() => document.querySelector('.dml-tutor .dml-why-answer').textContent.includes('Viewing as seat 1')",
                timeout=30_000,
            )
            assert remedy.count() == 0 and "Capital" not in widget.locator(".dml-why-answer").inner_text()
            assert axe_violations(page, ".dml-tutor") == []
            assert not seen.errors, seen.errors
        finally:
            seen.write(tmp_path / "browser-console.log")
