"""The Practice widget in German and in the pseudo-locale, in Chromium (its front end on a small
host model, no kernel): an answered question, its feedback and the mastery map; under en-XA the
widget's own words (its title, what the question asks, the marks on the options, the feedback's
headings, the map's key and table) hold no English, nothing overflows its box and no page is wider
than its screen, on a phone (375x667) and at 1920x1080, in both themes. Screenshots are kept in
tests/i18n/shots/."""

from __future__ import annotations

import json
import sys
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from dml_tutor.practice import Learner
from dml_tutor.practice.session import PracticeSession
from dml_tutor.tutor.assets import viz_module
from dml_tutor.tutor.practice import practice_front_end
from dml_tutor.view.render import render_svg, renderer

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from browser import PageErrors
from test_language_browser import PLAIN, SHOTS, _words

pytestmark = pytest.mark.browser

#: The widget's words and the question's (its options may be moves as a player types them; a
#: rule's rulebook section names the English rulebook).
OWN = (
    ".dml-pp-title",
    ".dml-pq-prompt",
    ".dml-pf-misreading",
    ".dml-pq-asks",
    ".dml-pq-verdict",
    ".dml-pf-head",
    ".dml-pf-remedy b",
    ".dml-pf-rules h3",
    ".dml-pf-where figcaption",
    ".dml-pf-next",
    ".dml-pm summary",
    ".dml-pm-key",
    ".dml-pm-table caption",
    ".dml-pm-table thead",
    ".dml-pm-state",
    ".dml-pp-counts",
)


def _state(language: str) -> dict[str, Any]:
    session = PracticeSession(Learner("ada", ":memory:", lambda: datetime(2026, 3, 1, 9, tzinfo=UTC)), "dml", language)
    session.answer(next(i for i, o in enumerate(session.question.options) if not o.correct))
    vm = session.view_model()
    drawn = renderer() != "none"  # the kernel's SVG where Graphviz is here, else viz.js in the page
    svg = {"map": render_svg(vm["mastery"]["dot"]), "where": render_svg(vm["feedback"]["where_dot"])} if drawn else {}
    return {
        "title": vm["title"],
        "learner_name": vm["learner"],
        "question": vm["question"],
        "feedback": vm["feedback"],
        "mastery": vm["mastery"],
        "svg": svg,
        "viz_module": "" if drawn else viz_module(),
        "error": "",
        "text": vm["text"],
    }


def _page(language: str, theme: str) -> str:
    return f"""<!doctype html><html lang="{language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>:root {{ color-scheme: {theme}; }} body {{ margin: 8px; background: Canvas; color: CanvasText; }}
{practice_front_end("css")}</style></head><body><div id="practice"></div>
<script type="module">
{practice_front_end("js")}
const state = {json.dumps(_state(language))};
const model = {{ get: (name) => state[name], on() {{}}, off() {{}}, send() {{}} }};
render({{ model, el: document.getElementById("practice") }});
document.querySelector(".dml-pm").open = true;
document.body.dataset.ready = "1";
</script></body></html>"""


def _overflowing(page: Any) -> list[str]:
    return page.evaluate(
        """() => {
          const wide = [...document.querySelectorAll(".dml-practice button, .dml-practice h2, .dml-practice summary")]
            .filter((e) => e.offsetParent && e.scrollWidth > e.clientWidth + 1)
            .map((e) => `${e.className || e.tagName}: ${e.innerText.slice(0, 40)}`);
          const page = document.documentElement.scrollWidth;
          return page > innerWidth ? [...wide, `the page: ${page} px wide`] : wide;
        }"""
    )


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("language", ["de", "en-XA"])
def test_practice_in_a_language_in_chromium(language: str, theme: str, tmp_path: Path, browser: Any) -> None:
    html = tmp_path / "practice.html"
    html.write_text(_page(language, theme), encoding="utf-8")
    SHOTS.mkdir(exist_ok=True)
    for name, size in (("phone", {"width": 375, "height": 667}), ("wide", {"width": 1920, "height": 1080})):
        page = browser.new_page(viewport=size, color_scheme=theme)
        errors = PageErrors().watch(page)
        page.goto(html.as_uri())
        page.wait_for_selector("body[data-ready='1'] .dml-pf-head")
        assert not errors.errors, errors.errors
        page.screenshot(path=str(SHOTS / f"practice-{language}-{theme}-{name}.png"), full_page=True)
        assert _overflowing(page) == [], f"{language} {theme} {name}"
        heard = page.get_attribute(".dml-pm-map", "aria-label") or ""  # the map read aloud, line by line
        joins = {"de": " zu ", "en-XA": " [ţöö] "}[language]
        assert joins in heard and " to " not in heard, heard[:300]
        if language == "en-XA":
            said = [text.replace("UTC", "") for text in _words(page, OWN)]
            english = [w for text in said for w in PLAIN.findall(text)]
            assert english == [], " ".join(english)
        else:
            assert page.inner_text(".dml-pf-next").startswith("Nächste Frage")
            assert page.inner_text(".dml-pf-head") == "✗ Nicht ganz"
        page.close()
