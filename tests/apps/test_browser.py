"""The tutor in a real JupyterLab, driven by headless Chromium (Playwright for Python).

Starts JupyterLab on 127.0.0.1 (free port, no token, temporary Jupyter dirs), opens a
notebook holding a Tutor, runs all cells, clicks Step and a decision button, and checks
that the front end and the Python side both moved; another notebook clicks Fork and plays
the two branches apart. Screenshots go to each test's temporary folder (pytest's
``tmp_path``, kept for the last three runs); with ``DML_TUTOR_REFRESH_DOCS_IMAGES=1`` the
fork's picture is also copied to ``docs/images/`` (docs/hooks/screenshots.py makes the tutor's).

Needs Chromium: ``apt-get install chromium`` (or point ``DML_CHROMIUM`` at a Chromium
binary). Without one the test is skipped, except under CI (``CI=true``), where it fails.
"""

from __future__ import annotations

import contextlib
import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe import axe_violations
from browser import (
    MERC_TUTOR,
    TERRUS_TUTOR,
    PageErrors,
    free_port,
    jupyter_server,
    lab_command,
    launch,
    publish,
    run_notebook,
    shut_kernels,
)
from contrast import CONTRAST_JS

pytestmark = pytest.mark.browser

STATE_CODE = (
    "import json\n"
    "print('STATE ' + json.dumps({'cursor': t.cursor, 'length': t.length, 'decisions': len(t.game.decisions), "
    "'crumb': t.game.trace[t.cursor].breadcrumb, 'error': t.error}))"
)


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    """The folder this test's screenshots go to (inside pytest's tmp_path)."""
    folder = tmp_path / "screenshots"
    folder.mkdir()
    return folder


#: A lesson's own headings above its tutor, as a notebook's "# Title" and "## Section" make
#: them: the tutor's headings must follow them in order (axe-core's heading-order).
LESSON_HEADINGS = (
    "from IPython.display import Markdown, display\ndisplay(Markdown('# A lesson\\n\\n## A part of it'))\n"
)

#: The MERC notebook's position: the Rebels at the revealed base, the Dictator card there.
MERC_CODE = LESSON_HEADINGS + MERC_TUTOR


def notebook(code: str = "from dml_tutor import Tutor\nt = Tutor(seed=3)\nt") -> dict[str, Any]:
    def cell(source: str) -> dict[str, Any]:
        return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source}

    return {
        "cells": [cell(code), cell(STATE_CODE)],
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """One JupyterLab server for the tests of this module (starting one costs seconds of CI time);
    yields its base URL and its config folder. The notebooks are written by ``lab``, per test."""
    tmp_path = tmp_path_factory.mktemp("lab")
    root = tmp_path / "root"
    root.mkdir()
    port = free_port()
    cmd = lab_command(port, root)
    base = f"http://127.0.0.1:{port}"
    with jupyter_server(cmd, tmp_path, cwd=root, ready=f"{base}/api/status", name="JupyterLab", log="lab.log"):
        yield base, tmp_path


def _fresh(base: str, folder: Path) -> None:
    """Between tests on the shared server: every kernel shut down, the theme and the layout back to the default."""
    shut_kernels(base)
    shutil.rmtree(folder / "jupyter_config_dir" / "lab", ignore_errors=True)  # user settings and workspaces


@pytest.fixture
def lab(lab_server: tuple[str, Path]) -> str:
    """The shared JupyterLab with fresh notebooks; the DML notebook's URL (merc.ipynb,
    terrus.ipynb, fork.ipynb and keys.ipynb beside it)."""
    base, folder = lab_server
    _fresh(base, folder)
    root = folder / "root"
    for old in root.glob("*.ipynb"):
        old.unlink()
    (root / "tutor.ipynb").write_text(json.dumps(notebook()), encoding="utf-8")
    (root / "merc.ipynb").write_text(json.dumps(notebook(MERC_CODE)), encoding="utf-8")
    (root / "terrus.ipynb").write_text(json.dumps(notebook(TERRUS_TUTOR)), encoding="utf-8")
    (root / "keys.ipynb").write_text(json.dumps(notebook(KEYS_CODE)), encoding="utf-8")
    (root / "last_stone.ipynb").write_text(json.dumps(notebook(LAST_STONE_CODE)), encoding="utf-8")
    fork = notebook(FORK_CODE)
    fork["cells"][1]["source"] = FORK_STATE
    (root / "fork.ipynb").write_text(json.dumps(fork), encoding="utf-8")
    return f"{base}/lab/tree/tutor.ipynb"


def test_tutor_in_jupyterlab(lab: str, shots: Path) -> None:
    out = shots
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1400, "height": 2300})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab)

            widget = page.locator(".dml-tutor")
            widget.wait_for(timeout=60_000)
            page.wait_for_selector(".dml-tutor .dml-narration", timeout=30_000)
            output = page.locator(".jp-Cell").nth(1).locator(".jp-OutputArea-output")
            output.get_by_text("STATE").wait_for(timeout=30_000)
            before = _state(output.inner_text())
            assert before["cursor"] == 0 and before["decisions"] == 0

            crumbs0 = widget.locator(".dml-crumbs").inner_text()
            pos0 = widget.locator(".dml-pos").inner_text()
            narration0 = widget.locator(".dml-narration").inner_text()
            page.screenshot(path=str(out / "tutor-start.png"), full_page=True)

            # Step: the cursor moves one entry
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(
                "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos0, timeout=20_000
            )
            assert widget.locator(".dml-narration").inner_text() != narration0

            # Run to the first decision of seat 0 (a person) and take the first option
            widget.locator('button[data-op="run_to_decision"]').click()
            widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=20_000)
            crumbs1 = widget.locator(".dml-crumbs").inner_text()
            table1 = widget.locator(".dml-panel-slot").inner_text()
            assert crumbs1 != crumbs0
            page.screenshot(path=str(out / "tutor-decision.png"), full_page=True)
            widget.screenshot(path=str(out / "tutor-widget-decision.png"))

            option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
            chosen = option.get_attribute("title") or ""
            pos1 = widget.locator(".dml-pos").inner_text()
            option.click()
            page.wait_for_function(
                "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos1, timeout=20_000
            )
            assert chosen and chosen in widget.locator(".dml-narration").inner_text()
            # a few more steps so the table visibly changes
            for _ in range(6):
                pos = widget.locator(".dml-pos").inner_text()
                widget.locator('button[data-op="step"]').click()
                page.wait_for_function(
                    "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos, timeout=20_000
                )
            crumbs2 = widget.locator(".dml-crumbs").inner_text()
            table2 = widget.locator(".dml-panel-slot").inner_text()
            assert crumbs2 != crumbs0
            assert table2 != table1
            page.screenshot(path=str(out / "tutor-after.png"), full_page=True)
            widget.screenshot(path=str(out / "tutor-widget.png"))

            # the Python side moved too: re-run the state cell
            page.locator(".jp-Cell").nth(1).locator(".jp-InputArea-editor").click()
            page.keyboard.press("Shift+Enter")
            page.wait_for_function(
                "() => { const o = document.querySelectorAll('.jp-Cell')[1]"
                ".querySelector('.jp-OutputArea-output'); return o && /\"decisions\": [1-9]/.test(o.textContent); }",
                timeout=30_000,
            )
            after = _state(page.locator(".jp-Cell").nth(1).locator(".jp-OutputArea-output").inner_text())
            assert after["decisions"] >= 1
            assert after["cursor"] > before["cursor"]
            assert [x.strip() for x in crumbs2.split("›")] == after["crumb"].split(" > ")
            assert after["error"] == ""
            _projector_themes_and_restart(page, widget, out)
            assert not seen.errors, seen.errors
        finally:
            seen.write(out / "browser-console.log")
            page.screenshot(path=str(out / "tutor-last.png"), full_page=True)


def test_merc_tutor_in_jupyterlab(lab: str, shots: Path) -> None:
    """MERC's panel in the shell: the sectors table with control and value per side, the base,
    the Dictator card's protection, the Tactics; a combat taken from the buttons ends the game."""
    out = shots
    with launch() as (sync_api, browser):
        page = browser.new_page(viewport={"width": 1400, "height": 1800})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab.replace("tutor.ipynb", "merc.ipynb"))

            widget = page.locator(".dml-tutor")
            widget.locator(".merc-sectors").wait_for(timeout=120_000)
            table = widget.locator(".dml-panel-slot")
            text0 = table.inner_text()
            assert "Capital" in text0 and "Rebels 4 against Dictator 7" in text0, text0
            assert "protected by 2 Dictator units" in text0 and "hand 1" in text0, text0

            widget.locator('button[data-op="run_to_decision"]').click()
            live = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)")
            live.first.wait_for(timeout=60_000)
            widget.screenshot(path=str(out / "merc-widget-decision.png"))

            # Rebels: defeat both Dictator units at the base and kill the card there
            blow = live.filter(has_text="Dictator loses 2, Rebels lose 0, the Dictator card takes 2 damage")
            blow.first.click()
            step = widget.locator('button[data-op="step"]')
            for _ in range(12):  # step to the end of the game (Step is off there)
                pos = widget.locator(".dml-pos").inner_text()
                if "base captured" in widget.locator(".dml-narration").inner_text():
                    break
                try:
                    step.click(timeout=10_000)
                except sync_api.TimeoutError:  # Step went off: the last step was drawn meanwhile
                    break
                page.wait_for_function(
                    "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos, timeout=60_000
                )
            # the position line and the narration are drawn one after the other: wait for the latter
            page.wait_for_function(
                "() => document.querySelector('.dml-tutor .dml-narration').textContent.includes('base captured')",
                timeout=30_000,
            )
            assert "neutral" in table.inner_text() and "Rebels 9 against Dictator 2" in table.inner_text()
            assert "Condition 2" in widget.locator(".dml-crumbs").inner_text()
            widget.screenshot(path=str(out / "merc-widget-end.png"))
            _axe_both_themes(page, widget, out, "merc")
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "merc-last.png"), full_page=True)


LAST_STONE_CODE = (
    "import last_stone\n"
    "from dml_tutor.tutor import Tutor\n"
    "print('FROM ' + last_stone.__file__)\n"
    "t = Tutor(pack='last_stone', seed=3, seats=['person', 'random'])\n"
    "t"
)


def test_a_pack_in_its_own_distribution_draws_its_own_panel_in_jupyterlab(lab: str, shots: Path) -> None:
    """examples/last_stone, installed from its own folder, brings its table view: the panel its
    descriptor names (Python) and its script and styles (read from its package) draw the pile
    as stones; taking stones from the decision's buttons draws the smaller pile."""
    out = shots
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1200, "height": 1400})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab.replace("tutor.ipynb", "last_stone.ipynb"))
            widget = page.locator(".dml-tutor")
            pile = widget.locator(".last-stone-table .last-stone-pile")
            pile.wait_for(timeout=120_000)
            source = page.locator(".jp-OutputArea-output").filter(has_text="FROM ").first.inner_text()
            assert "/examples/last_stone/last_stone/" in source and "/dml_tutor/" not in source, source
            stones = pile.locator(".last-stone-stone").count()
            assert 7 <= stones <= 12 and f"{stones} stones in the pile" in widget.inner_text()
            assert pile.get_attribute("aria-label") == f"{stones} stones in the pile"
            assert pile.locator(".last-stone-stone").first.evaluate("e => getComputedStyle(e).borderRadius") == "50%"
            widget.locator('button[data-op="run_to_decision"]').click()
            take = widget.locator(".dml-decision.live button.dml-opt", has_text="take 2")
            take.wait_for(timeout=60_000)
            widget.screenshot(path=str(out / "last-stone-decision.png"))
            take.click()  # the cursor moves to the move; the next step takes the stones from the pile
            page.wait_for_function(
                "() => /seat 0: take 2/.test(document.querySelector('.dml-tutor .dml-narration').textContent)"
            )
            widget.locator('button[data-op="step"]').click()
            page.wait_for_function(
                "n => document.querySelectorAll('.dml-tutor .last-stone-stone').length === n",
                arg=stones - 2,
                timeout=30_000,
            )
            widget.screenshot(path=str(out / "last-stone-after.png"))
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "last-stone-last.png"), full_page=True)


def _contrast(widget: Any, least: int = 50) -> list[str]:
    found = widget.evaluate(CONTRAST_JS)
    assert found["checked"] > least  # the text of the whole widget, not an empty page
    # one line per kind of failure: class, colours, ratio (and an example text)
    seen: dict[tuple[str, str, str], dict[str, Any]] = {}
    for b in found["bad"]:
        seen.setdefault((b["cls"], b["color"], b["bg"]), b)
    return [
        f"{b['cls']!r} {b['color']} on {b['bg']}: {b['ratio']} < {b['need']} ({b['text']!r})" for b in seen.values()
    ]


def _dark_theme(page: Any) -> None:
    """Switch JupyterLab to its dark theme (Settings › Theme) and wait until it applies."""
    page.locator("#jp-MainMenu").get_by_text("Settings", exact=True).click()
    page.locator(".lm-Menu").get_by_text("Theme", exact=True).hover()
    page.locator(".lm-Menu").get_by_text("JupyterLab Dark", exact=True).click()
    page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached", timeout=30_000)
    page.wait_for_timeout(500)


def _projector_themes_and_restart(page: Any, widget: Any, out: Path) -> None:
    """On a projector: the position label agrees with the status line; at 1280x800 the controls
    and the current step are on screen together; a diagram opens at full width; text passes
    WCAG AA contrast in the light and the dark theme; after a kernel restart the widget says
    it is dead."""
    status = widget.locator(".dml-status").inner_text()
    n, total = re.search(r"Step (\d+) of (\d+)", status).groups()  # type: ignore[union-attr]
    assert widget.locator(".dml-pos").inner_text() == f"step {n} / {total}"

    page.set_viewport_size({"width": 1280, "height": 800})
    widget.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    for part in (".dml-controls", ".dml-now", ".dml-narration"):
        box = widget.locator(part).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 800, (part, box)
    assert widget.locator(".dml-now").inner_text().strip()

    widget.locator(".dml-seq svg").click()
    overlay = page.locator(".dml-zoom-overlay svg")
    overlay.wait_for(timeout=5_000)
    assert overlay.bounding_box()["width"] > 0.9 * 1280 - 80  # type: ignore[index]
    page.keyboard.press("Escape")
    assert page.locator(".dml-zoom-overlay").count() == 0

    # predict, then reveal: the tutor stops before the next predictable step and asks
    widget.locator(".dml-predict-mode").select_option("all")
    widget.locator(".dml-predict-mode-label").wait_for(timeout=10_000)
    page.wait_for_timeout(1500)  # the tutor records the game again to find the questions
    for _ in range(40):
        if widget.locator(".dml-predict.asking").count():
            break
        widget.locator('button[data-op="run_to_decision"]').click()
        page.wait_for_timeout(400)
        live = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)")
        if not widget.locator(".dml-predict.asking").count() and live.count():
            live.first.click()
            page.wait_for_timeout(400)
    asking = widget.locator(".dml-predict.asking")
    asking.wait_for(timeout=20_000)
    # Step says what it waits for, and the question is in view with the controls
    assert "answer the prediction first" in widget.locator('button[data-op="step"]').inner_text()
    widget.evaluate("e => e.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(300)
    question = asking.locator(".dml-predict-prompt").bounding_box()
    assert question is not None and question["y"] >= 0 and question["y"] + question["height"] <= 800, question
    if widget.locator(".dml-error").inner_text():  # a run clicked while the question arrived is refused
        assert "Predict first" in widget.locator(".dml-error").inner_text()

    light = _contrast(widget)
    assert light == [], "\n".join(light)
    widget.screenshot(path=str(out / "tutor-light.png"))
    menu = page.locator("#jp-MainMenu")
    _dark_theme(page)
    dark = _contrast(widget)
    assert dark == [], "\n".join(dark)
    widget.screenshot(path=str(out / "tutor-dark.png"))

    choice = asking.locator('button[data-op="commit_prediction"]')
    if choice.count():
        choice.first.click()
    else:
        asking.locator(".dml-predict-number").fill("7")
        asking.locator(".dml-predict-number").press("Enter")
    widget.locator(".dml-predict.right, .dml-predict.wrong").wait_for(timeout=20_000)
    assert "of 1 right" in widget.locator(".dml-predict-score").inner_text()
    assert widget.locator(".dml-predict-rules code").count() >= 1

    menu.get_by_text("Kernel", exact=True).click()
    page.locator(".lm-Menu").get_by_text("Restart Kernel…", exact=True).first.click()
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    with contextlib.suppress(Exception):  # JupyterLab asks "Restart Kernel?" unless told not to
        accept.click(timeout=5_000)
    page.locator("#jp-main-statusbar").get_by_text("Idle").first.wait_for(timeout=60_000)
    page.wait_for_timeout(1000)
    widget.locator('button[data-op="back"]').click()
    dead = widget.locator(".dml-dead")
    dead.wait_for(timeout=10_000)
    assert "Run its cell again" in dead.inner_text()


def _axe_both_themes(page: Any, widget: Any, out: Path, name: str) -> None:
    """Accessibility: axe-core finds no moderate, serious or critical violation in the tutor, and its text keeps
    AA contrast, in the light theme and then the dark one (the page is left dark)."""
    for theme in ("light", "dark"):
        if theme == "dark":
            _dark_theme(page)
        found = axe_violations(page, ".dml-tutor")
        assert found == [], f"{name}, {theme} theme:\n" + "\n".join(found)
        bad = _contrast(widget)
        assert bad == [], f"{name}, {theme} theme:\n" + "\n".join(bad)
        widget.screenshot(path=str(out / f"{name}-{theme}.png"))


def _state(text: str) -> dict[str, Any]:
    line = next(x for x in text.splitlines() if x.startswith("STATE "))
    data: dict[str, Any] = json.loads(line[len("STATE ") :])
    return data


def test_terrus_panel_in_jupyterlab(lab: str, shots: Path) -> None:
    """Terrus's panel: every ruler with vitae, structures, Relics, INT, team and in or out;
    a priority takes the ruler at 0 out, and the table says by which rule."""
    out = shots
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1400, "height": 1800})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab.replace("tutor.ipynb", "terrus.ipynb"))

            widget = page.locator(".dml-tutor")
            table = widget.locator(".dml-terrus .t-rulers")
            table.wait_for(timeout=60_000)
            text = table.inner_text()
            for word in (
                "Ana",
                "Bo",
                "Cyd",
                "Dee",
                "North",
                "South",
                "vitae",
                "structures",
                "Relics",
                "INT",
                "9/10",
                "4/4",
                "16/15",
                "cannot win",
                "loses at priority",
            ):
                assert word in text, (word, text)
            assert table.locator(".t-ruler.active").inner_text().startswith("0")  # Ana's row
            widget.locator('button[data-op="run_to_decision"]').click()
            button = widget.locator('.dml-decision.live button.dml-opt[title="priority 3"]')
            button.wait_for(timeout=20_000)
            page.screenshot(path=str(out / "terrus-start.png"), full_page=True)
            pos = widget.locator(".dml-pos").inner_text()
            button.click()  # the cursor moves to the move itself; the next decision is after its checks
            page.wait_for_function(
                "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos, timeout=20_000
            )
            widget.locator('button[data-op="run_to_decision"]').click()
            page.wait_for_function(
                "() => /out · 5\\.3b/.test(document.querySelector('.dml-terrus .t-rulers').textContent)",
                timeout=20_000,
            )
            bo = table.locator(".t-ruler").nth(1)
            assert "out · 5.3b" in bo.inner_text() and "out" in (bo.get_attribute("class") or "")
            widget.screenshot(path=str(out / "terrus-widget.png"))
            _axe_both_themes(page, widget, out, "terrus")
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "terrus-last.png"), full_page=True)


FORK_CODE = "from dml_tutor import Tutor\nt = Tutor(seed=3)\nt.run_to_decision()\nt"
FORK_STATE = (
    "import json\n"
    "b = t.box.children[0]\n"
    "print('FORK ' + json.dumps({'shown': type(b).__name__, 'divergence': b.divergence, "
    "'left': len(t.game.decisions), 'right': len(b.right.game.decisions), 'same_game': b.right.game is t.game}))"
)


def _moved(page: Any, tutor: Any, before: str) -> None:
    """Wait until this tutor's position label is no longer ``before``."""
    tutor.locator(".dml-pos").evaluate(
        "(el, p) => new Promise((ok) => { const t = () => el.textContent !== p ? ok() : setTimeout(t, 50); t(); })",
        before,
    )


def test_fork_in_jupyterlab(lab: str, shots: Path) -> None:
    """Fork where a user meets it: the Fork button shows this game and its fork side by
    side in the cell's output; a different decision in one branch brings up the header naming
    the first divergence, marked in both logs; the branches' own Fork buttons say why they
    are off; the highlight passes AA contrast in the light and the dark theme; Close the fork
    brings the one tutor back."""
    out = shots
    with launch() as (sync_api, browser):
        expect = sync_api.expect
        page = browser.new_page(viewport={"width": 1400, "height": 1600})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab.replace("tutor.ipynb", "fork.ipynb"))

            tutors = page.locator(".dml-tutor")
            tutors.first.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=60_000)
            assert tutors.count() == 1
            fork = tutors.first.locator('button[data-op="open_fork"]')
            expect(fork).to_have_attribute("aria-disabled", "false")
            fork.click()

            branches = page.locator(".dml-branches")
            branches.wait_for(timeout=30_000)
            page.wait_for_function("() => document.querySelectorAll('.dml-tutor').length === 2", timeout=30_000)
            left, right = tutors.nth(0), tutors.nth(1)
            right.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=30_000)
            header = branches.locator(".dml-branches-header")
            assert "agree on all" in header.inner_text()
            a, b = left.bounding_box(), right.bounding_box()
            assert a is not None and b is not None
            assert abs(a["y"] - b["y"]) < 5 and b["x"] >= a["x"] + a["width"] - 1  # side by side
            expect(right.locator(".dml-now")).to_have_text(left.locator(".dml-now").inner_text(), use_inner_text=True)

            # a different decision in each branch: the first option here, the last one there
            pos = left.locator(".dml-pos").inner_text()
            left.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.click()
            _moved(page, left, pos)
            pos = right.locator(".dml-pos").inner_text()
            right.locator(".dml-decision.live button.dml-opt:not(.illegal)").last.click()
            _moved(page, right, pos)
            header.get_by_text("First divergence at step").wait_for(timeout=20_000)
            at = int(re.search(r"First divergence at step (\d+)", header.inner_text())[1])  # type: ignore[index]
            lines = header.locator(".dml-branch-line")
            assert lines.count() == 2 and lines.nth(0).inner_text() != lines.nth(1).inner_text()
            assert lines.nth(0).inner_text().startswith("this game:")
            assert lines.nth(1).inner_text().startswith("the fork:")
            for t in (left, right):  # each log marks the step where the branches part
                expect(t.locator(f'.dml-log-list li.dml-diverge[data-args="[{at}]"]')).to_have_count(1)

            branches.get_by_role("button", name="Go to the divergence").click()
            for t in (left, right):
                t.locator(".dml-now .dml-diverge-tag").wait_for(timeout=20_000)
                expect(t.locator(".dml-pos")).to_contain_text(f"step {at + 1} /")
            branches.evaluate("e => e.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            page.screenshot(path=str(out / "fork.png"))  # what the reader sees: the header and both tutors' tops

            # forking again from inside the branches is refused, with the reason on screen
            for t, words in ((left, "This game is forked"), (right, "This is the fork")):
                button = t.locator('button[data-op="open_fork"]')
                expect(button).to_have_attribute("aria-disabled", "true")
                expect(button).to_have_attribute("title", re.compile(words))
                button.click(force=True)  # aria-disabled: Playwright would wait for it to be enabled
                expect(t.locator(".dml-error")).to_contain_text(words)

            light = _contrast(branches, 100)
            assert light == [], "\n".join(light)
            _dark_theme(page)
            dark = _contrast(branches, 100)
            assert dark == [], "\n".join(dark)
            page.screenshot(path=str(out / "fork-dark.png"))

            # the Python side: the box shows the Branches, the fork plays its own game
            state_cell = page.locator(".jp-Cell").nth(1)
            state_cell.locator(".jp-InputArea-editor").click()
            page.keyboard.press("Shift+Enter")
            state_cell.locator(".jp-OutputArea-output").get_by_text("FORK").wait_for(timeout=30_000)
            line = next(x for x in state_cell.locator(".jp-OutputArea-output").inner_text().splitlines() if "FORK" in x)
            state = json.loads(line[len("FORK ") :])
            assert state["shown"] == "Branches" and state["divergence"] == at and not state["same_game"]
            assert state["left"] == state["right"] >= 1  # one decision each since the fork, taken apart

            branches.get_by_role("button", name="Close the fork").click()
            page.wait_for_function("() => document.querySelectorAll('.dml-tutor').length === 1", timeout=20_000)
            expect(page.locator(".dml-branches")).to_have_count(0)
            expect(tutors.first.locator('button[data-op="open_fork"]')).to_have_attribute("aria-disabled", "false")
            expect(tutors.first.locator(".dml-diverge-tag")).to_have_count(0)
            assert not seen.errors, seen.errors
        finally:
            page.screenshot(path=str(out / "fork-last.png"), full_page=True)
    publish(out / "fork.png", "fork.png")


KEYS_CODE = LESSON_HEADINGS + "from dml_tutor import Tutor\nt = Tutor(seed=3)\nt"
_FOCUS_JS = """() => { const e = document.activeElement;
  if (!e || !e.closest('.dml-tutor')) return 'outside: ' + (e ? e.tagName : '');
  return (e.tagName === 'LI' ? 'log' : '') || e.dataset.op || e.className || e.tagName; }"""


def _focus(page: Any) -> str:
    """What has the focus: the operation of a tutor's button, "log" for a log entry, a class, or "outside: TAG"."""
    return str(page.evaluate(_FOCUS_JS))


def _pos_moves(page: Any, widget: Any, press: Any) -> str:
    """Do ``press()`` and wait until the position label changes; the new label."""
    before = widget.locator(".dml-pos").inner_text()
    press()
    page.wait_for_function(
        "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=before, timeout=20_000
    )
    return str(widget.locator(".dml-pos").inner_text())


def test_keys_in_the_tutor_never_reach_notebook_7(lab: str, shots: Path) -> None:
    """Keys in Notebook 7 (the same server serves it beside Lab; it reads shortcuts on the
    document in the capture phase, before the tutor's own listeners): after a click on a tutor
    control, `m`, `d d` and `b` stay in the tutor: the cell is still a code cell, none is added
    or deleted, and the tutor adds no console error."""
    pytest.importorskip("notebook", reason="Notebook 7 is not installed (the test extra has it)")
    with launch() as (sync_api, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 1400})
        seen = PageErrors().watch(page)
        try:
            page.goto(lab.replace("/lab/tree/tutor.ipynb", "/notebooks/keys.ipynb"), timeout=90_000)
            cells = page.locator(".jp-Notebook .jp-Cell")
            cells.first.wait_for(timeout=90_000)
            assert page.locator("#main-panel, .jp-NotebookPanel").count()  # Notebook 7's page, not Lab's
            # its kernel first (Notebook 7 has no status bar: the toolbar's indicator), as in Lab:
            # under load, Run All before the kernel is up ran no cell
            page.locator('.jp-Notebook-ExecutionIndicator[data-status="idle"]').first.wait_for(timeout=90_000)
            page.locator(".lm-MenuBar").get_by_text("Run", exact=True).click()
            page.get_by_text("Run All Cells", exact=True).first.click()
            widget = page.locator(".dml-tutor")
            page.wait_for_selector(".dml-tutor .dml-narration", timeout=90_000)
            # errors from the tutor on: Notebook 7.6 itself throws one while loading, before any
            # cell runs ("Cannot read properties of undefined (reading 'schema')", its shortcuts
            # settings), so the page's earlier errors are not ours
            seen_errors, seen_console = len(seen.errors), len(seen.console)
            n_cells = cells.count()
            step = widget.locator('button[data-op="step"]')
            _pos_moves(page, widget, step.click)
            _pos_moves(page, widget, widget.locator('button[data-op="back"]').click)
            for key in ("m", "d", "d", "b"):
                page.keyboard.press(key)
            page.wait_for_timeout(500)
            assert cells.count() == n_cells
            assert "jp-CodeCell" in (cells.first.get_attribute("class") or "")
            assert widget.count() == 1 and not _focus(page).startswith("outside"), _focus(page)
            # the same key with the focus on the notebook itself does act (the check can fail)
            page.evaluate("() => document.activeElement.blur()")
            page.locator(".jp-Notebook").first.focus()
            page.keyboard.press("b")
            expect = sync_api.expect
            expect(cells).to_have_count(n_cells + 1)
            assert not seen.errors[seen_errors:], seen.errors
            assert not seen.console_errors(seen_console), seen.console
        finally:
            seen.write(shots / "notebook7-console.log")
            page.screenshot(path=str(shots / "notebook7-keys.png"), full_page=True)


def test_keyboard_screen_reader_and_axe_in_jupyterlab(lab: str, shots: Path) -> None:
    """Keys in JupyterLab: keys pressed in the tutor never reach the notebook (Back, then
    `m`, `d d`, `b`: the cell stays a code cell, none is added or deleted); the keyboard alone
    works the tutor (arrows on the buttons, the slider, the drop-downs and the log, Enter on a
    decision, Tab in a sensible order, `?` for the keys); a polite live region says each step;
    an opened ruling stays open; axe-core finds nothing moderate or worse in either theme, and text keeps
    AA contrast hovered and focused too."""
    out = shots
    with launch() as (sync_api, browser):
        expect = sync_api.expect
        page = browser.new_page(viewport={"width": 1280, "height": 1400})
        seen = PageErrors().watch(page)
        try:
            run_notebook(page, lab.replace("tutor.ipynb", "keys.ipynb"))
            widget = page.locator(".dml-tutor")
            page.wait_for_selector(".dml-tutor .dml-narration", timeout=60_000)
            cells = page.locator(".jp-Notebook .jp-Cell")
            n_cells = cells.count()
            assert widget.get_attribute("role") == "region"
            assert "rules tutor" in (widget.get_attribute("aria-label") or "")

            # an opened ruling stays open when the step comes back
            ruling = widget.locator(".dml-ruling").first
            rid = ruling.get_attribute("data-ruling")
            ruling.locator("summary").click()
            step = widget.locator('button[data-op="step"]')
            _pos_moves(page, widget, step.click)
            live = widget.locator(".dml-live")
            assert live.get_attribute("aria-live") == "polite"
            narration = widget.locator(".dml-narration").evaluate("e => e.lastChild.textContent").strip()
            said = live.inner_text()
            assert said.startswith("Step 2 of ")
            assert widget.locator(".dml-step-slot .dml-rule b").first.inner_text() in said
            assert f": {narration}" in said, (said, narration)
            _pos_moves(page, widget, step.click)
            _pos_moves(page, widget, widget.locator('button[data-op="back"]').click)
            _pos_moves(page, widget, widget.locator('button[data-op="back"]').click)
            expect(widget.locator(f'.dml-ruling[data-ruling="{rid}"]')).to_have_attribute("open", "")

            # the shortcut guard: after a click on Back (then Step), notebook keys stay in the tutor
            _pos_moves(page, widget, step.click)
            _pos_moves(page, widget, widget.locator('button[data-op="back"]').click)
            for key in ("m", "d", "d", "b", "a", "y", "Escape", "m", "x"):
                page.keyboard.press(key)
            page.wait_for_timeout(500)
            assert cells.count() == n_cells
            assert "jp-CodeCell" in (cells.first.get_attribute("class") or "")
            assert widget.count() == 1 and not _focus(page).startswith("outside"), _focus(page)

            # arrows on a focused button step; focus stays on it
            assert "step 2 /" in _pos_moves(page, widget, lambda: page.keyboard.press("ArrowRight"))
            assert _focus(page) in ("back", "step"), _focus(page)
            # the slider moves with the arrow keys
            widget.locator(".dml-history").focus()
            assert "step 1 /" in _pos_moves(page, widget, lambda: page.keyboard.press("ArrowLeft"))
            assert _focus(page) == "dml-history"
            # a drop-down moves with the arrow keys: View as seat 0, then everything again
            view_as = widget.locator(".dml-view-as")
            view_as.focus()
            page.keyboard.press("ArrowDown")
            expect(view_as).to_have_value("0")
            assert _focus(page) == "dml-view-as"
            page.keyboard.press("ArrowUp")
            expect(view_as).to_have_value("")

            # ? shows the keys; Esc hides them
            step.focus()
            page.keyboard.press("?")
            keys = widget.locator(".dml-keys")
            expect(keys).to_be_visible()
            assert "Shift+→" in keys.inner_text() and "Run to the next decision" in keys.inner_text()
            widget.screenshot(path=str(out / "keys-help.png"))
            page.keyboard.press("Escape")
            expect(keys).to_be_hidden()

            # Enter on a decision's option chooses it; focus stays in the tutor
            page.keyboard.press("ArrowDown")  # run to the decision
            option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
            option.wait_for(timeout=30_000)
            assert widget.locator(".dml-decision.live").get_attribute("role") == "group"
            option.focus()
            _pos_moves(page, widget, lambda: page.keyboard.press("Enter"))
            page.wait_for_timeout(300)
            assert not _focus(page).startswith("outside"), _focus(page)

            # Tab walks the controls in reading order, then reaches the log
            step.focus()
            order: list[str] = []
            for _ in range(200):
                page.keyboard.press("Tab")
                order.append(_focus(page))
                if order[-1] in ("log",) or order[-1].startswith("outside"):
                    break
            assert order[-1] == "log", " ".join(order)
            for earlier, later in (
                ("step_over", "dml-history"),
                ("dml-history", "dml-view-as"),
                ("dml-view-as", "restart-form"),
                ("restart-form", "dml-log-round"),
            ):
                assert order.index(earlier) < order.index(later), order
            # in the log, arrows move between entries and Enter goes to one
            page.keyboard.press("ArrowUp")
            page.keyboard.press("ArrowUp")
            assert _focus(page) == "log"
            _pos_moves(page, widget, lambda: page.keyboard.press("Enter"))
            page.wait_for_timeout(300)
            assert _focus(page) == "log"
            assert page.evaluate("() => document.activeElement.classList.contains('current')")

            # diagrams: text alternatives (the nesting path; the Wheel's edges), and a visible control
            # that opens one at full width in a dialog; Esc closes it and the focus comes back
            crumb = widget.locator(".dml-crumb.current").inner_text()
            assert crumb in (widget.locator(".dml-seq").get_attribute("aria-label") or "")
            wheel = widget.locator(".dml-extra").first.get_attribute("aria-label") or ""
            assert wheel.startswith("Wheel of Profit") and wheel.count(" buys ") >= 4, wheel
            zoom = widget.locator('.dml-diagram button[data-op="zoom"]').first
            zoom.focus()
            page.keyboard.press("Enter")
            dialog = page.locator('.dml-zoom-overlay[role="dialog"]')
            expect(dialog).to_have_count(1)
            assert page.evaluate("() => document.activeElement.classList.contains('dml-zoom-close')")
            assert dialog.locator("svg").bounding_box()["width"] > 0.9 * 1280 - 80  # type: ignore[index]
            page.keyboard.press("m")  # the dialog keeps notebook keys out too
            page.keyboard.press("Escape")
            expect(dialog).to_have_count(0)
            assert _focus(page) == "zoom"
            assert cells.count() == n_cells and "jp-CodeCell" in (cells.first.get_attribute("class") or "")

            # axe-core and contrast (hovered Step, focused option) in both themes
            for theme in ("light", "dark"):
                if theme == "dark":
                    _dark_theme(page)
                found = axe_violations(page, ".dml-tutor")
                assert found == [], "\n".join(found)
                step.hover()
                bad = _contrast(widget.locator(".dml-nav"), 5)
                assert bad == [], (theme, "hovered", bad)
                widget.locator(".dml-log-list li.current").focus()
                bad = _contrast(widget.locator(".dml-log"), 5)
                assert bad == [], (theme, "focused", bad)
                widget.screenshot(path=str(out / f"keys-{theme}.png"))
            assert not seen.errors, seen.errors
            # no console error at all: JupyterLite's kernel extension is no longer installed beside
            # Lab (the lite build runs it from a private folder), so nothing is left out
            assert not seen.console_errors(), seen.console
        finally:
            seen.write(out / "browser-console.log")
            page.screenshot(path=str(out / "keys-last.png"), full_page=True)
