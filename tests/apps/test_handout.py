"""Handouts that work offline: `dml-tutor handout` runs a notebook and writes one HTML file
where every tutor shows its last state, opened in Chromium with every http(s) request refused."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest
from axe import axe_violations
from browser import chromium, launch, publish
from contrast import CONTRAST_JS

from dml_tutor import Tutor, cli
from dml_tutor.games.dml.scenarios import BiddingExample
from dml_tutor.handout import export_html, tutor_html, widget_html, write_handout


def test_a_tutors_picture_has_every_part_and_no_script() -> None:
    t = Tutor(seed=3)
    t.run_to_decision()
    t.step()
    page = tutor_html(t)
    step = t.view["step"]
    assert "<script" not in page and "http" not in page.replace("http://www.w3.org", "")
    for crumb in step["breadcrumb"]:
        assert crumb["label"] in page
    assert step["text"] in html.unescape(page)
    for rule in step["rules"]:
        assert f"<code>{rule['id']}</code>" in page
    assert page.count("<svg") == 2  # the sequence tree and the Wheel of Profit
    assert "Seat 0" in page and "Merchant King" in page and "Event Deck" in page
    now = re.search(r'<tr class="dml-h-now"><td>(\d+)</td>', page)
    assert now and int(now[1]) == t.cursor + 1  # the log marks the step under the cursor
    if t.view["decision"]:
        assert f"Decision of seat {t.view['decision']['seat']}" in page
    # no button, and the picture says why: Fork and the others need a running notebook
    assert "<button" not in page and "Fork" in page and "need a running notebook" in page


def test_a_merchant_king_not_dealt_yet_says_so_and_other_packs_have_pictures() -> None:
    """Before the deal the picture says "not dealt yet" (the widget's words), not
    "0 hidden"; a MERC or Terrus tutor gets a picture with its own title and rows, escaped."""
    page = tutor_html(Tutor(seed=3))
    assert page.count("not dealt yet") == 4 and "0 hidden" not in page
    for name, title in (("merc", "MERC"), ("terrus", "Terrus")):
        t = Tutor(pack=name, seed=2)
        t.run_to_decision()
        picture = tutor_html(t)
        assert title in picture and "<svg" in picture and "<script" not in picture
        assert 'role="img" aria-label="The rulebook' in picture


def test_a_scenario_forms_picture_shows_its_fields_and_table() -> None:
    form = BiddingExample().form()
    page = widget_html(form)
    assert "Bidding example" in page and "Target Value" in page
    assert "<script" not in page


NOTEBOOK = {
    "cells": [
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "a",
            "metadata": {},
            "outputs": [],
            "source": "from dml_tutor import Tutor\nt = Tutor(seed=3)\nt",
        },
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "b",
            "metadata": {},
            "outputs": [],
            "source": "t.run_to_decision()\nt.step()\nt.step()",  # after the display: the handout shows this state
        },
        {
            "cell_type": "code",
            "execution_count": None,
            "id": "c",
            "metadata": {},
            "outputs": [],
            "source": "import json\nprint('STATE ' + json.dumps({'crumbs': [c['label'] for c in "
            "t.view['step']['breadcrumb']], 'text': t.view['step']['text'], 'cursor': t.cursor}))",
        },
    ],
    "metadata": {
        "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
        "language_info": {"name": "python"},
    },
    "nbformat": 4,
    "nbformat_minor": 5,
}


@pytest.mark.browser
def test_handout_shows_each_tutors_last_state_offline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    chromium()  # skipped before the handout is made, without a browser
    nb = tmp_path / "lesson.ipynb"
    nb.write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    assert cli.main(["handout", str(nb)]) == 0
    out = tmp_path / "lesson.html"
    assert capsys.readouterr().out.strip() == str(out)
    page_html = out.read_text("utf-8")
    assert not re.search(r"<(script|link)[^>]+(src|href)=[\"']?https?:", page_html)  # no CDN script or stylesheet
    assert "application/vnd.jupyter.widget" not in page_html
    printed = re.search(r"<pre>STATE (.*)", page_html)
    assert printed
    state = json.loads(html.unescape(printed[1]))

    shot = tmp_path / "handout.png"
    asked: list[str] = []
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 900}, java_script_enabled=False)

        def refuse(route: object) -> None:
            url = route.request.url  # type: ignore[attr-defined]
            if url.startswith(("http:", "https:")):
                asked.append(url)
                route.abort()  # type: ignore[attr-defined]
            else:
                route.continue_()  # type: ignore[attr-defined]

        page.route("**/*", refuse)
        page.goto(out.as_uri(), wait_until="load")
        handout = page.locator(".dml-handout")
        assert handout.count() == 1
        crumbs = handout.locator(".dml-h-crumbs").inner_text()
        assert [c.strip() for c in crumbs.split("›")] == state["crumbs"]
        assert state["text"] in handout.locator(".dml-h-step").inner_text()
        assert handout.locator(".dml-h-seq svg").is_visible() and handout.locator(".dml-h-wheel svg").is_visible()
        assert handout.locator("tr.dml-h-now").inner_text().startswith(str(state["cursor"] + 1))
        assert "Merchant King" in handout.inner_text()
        assert "need a running notebook" in handout.locator(".dml-h-static").inner_text()
        handout.screenshot(path=str(shot))
        page.close()

        # axe-core and AA contrast on the page in both themes (the dark page
        # exported from the same run), with scripts on for axe and the network still refused
        import nbformat

        from dml_tutor.handout import export_html, run_notebook

        executed = nbformat.read(nb, as_version=4)
        assert run_notebook(executed, tmp_path) is None
        dark = tmp_path / "lesson-dark.html"
        dark.write_text(export_html(executed, "dark"), encoding="utf-8")
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.route("**/*", refuse)
        for theme, path in (("light", out), ("dark", dark)):
            page.goto(path.as_uri(), wait_until="load")
            handout = page.locator(".dml-handout")
            assert page.locator("body").get_attribute("data-jp-theme-light") == str(theme == "light").lower()
            found = axe_violations(page, "html")
            assert found == [], f"{theme}:\n" + "\n".join(found)
            bad = handout.evaluate(CONTRAST_JS)
            assert bad["checked"] > 50 and bad["bad"] == [], (theme, bad["bad"][:8])
            handout.screenshot(path=str(tmp_path / f"handout-{theme}.png"))
    assert not asked, f"the handout asked the network for {asked}"
    publish(shot, "handout.png")


def test_a_handout_page_has_one_level_one_heading() -> None:
    """axe-core's page-has-heading-one: a notebook without a "# Title" gets its name as a level-one
    heading for screen readers (the widgets' headings are level two under it); one with a title
    gets no second one."""
    nbformat = pytest.importorskip("nbformat")
    pytest.importorskip("nbconvert")
    nb = nbformat.from_dict(json.loads(json.dumps(NOTEBOOK)))
    page = export_html(nb, title="lesson")
    assert page.count("<h1") == 1 and '<h1 class="dml-sr-only">lesson</h1>' in page
    assert "<title>lesson</title>" in page
    nb.cells.insert(0, nbformat.v4.new_markdown_cell("# Lesson one\n\nText."))
    titled = export_html(nb, title="lesson")
    assert titled.count("<h1") == 1 and 'class="dml-sr-only"' not in titled.split("<main>", 1)[1]


def test_a_failing_cell_is_named_and_no_page_is_written(tmp_path: Path) -> None:
    pytest.importorskip("nbclient")
    nb = tmp_path / "broken.ipynb"
    broken = json.loads(json.dumps(NOTEBOOK))
    broken["cells"][1]["source"] = "1 / 0"
    nb.write_text(json.dumps(broken), encoding="utf-8")
    with pytest.raises(ValueError, match=r"notebook: a cell of .*broken\.ipynb failed: ZeroDivisionError"):
        write_handout(nb)
    assert not (tmp_path / "broken.html").exists()
    with pytest.raises(ValueError, match="theme must be"):
        write_handout(nb, theme="sepia")
    with pytest.raises(ValueError, match="notebook: no file"):
        write_handout(tmp_path / "missing.ipynb")
