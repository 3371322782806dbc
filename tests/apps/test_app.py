"""`dml-tutor app`: the code-free tutor served by Voila, driven by headless Chromium.

Starts the real command on a free port, opens the page with every request that leaves
127.0.0.1 blocked (a workshop without network), checks that no code is shown, clicks Step,
forks the game and plays the two branches apart, and starts a scenario. Screenshots go to
the test's temporary folder; ``DML_TUTOR_REFRESH_DOCS_IMAGES=1`` refreshes ``docs/images/app.png``.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from axe import axe_violations
from browser import PageErrors, free_port, jupyter_server, launch, publish
from contrast import CONTRAST_JS

from dml_tutor.games.dml.scenarios import SCENARIOS

pytestmark = pytest.mark.browser


@pytest.fixture
def app(tmp_path: Path) -> Iterator[str]:
    """``dml-tutor app`` on a free port (options after the command go to Voila); yields its URL."""
    pytest.importorskip("voila")
    port = free_port()
    cmd = [sys.executable, "-m", "dml_tutor.cli", "app", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"]
    base = f"http://127.0.0.1:{port}/"
    ready = base + "voila/static/"  # any HTTP answer says it is up
    with jupyter_server(
        cmd, tmp_path, cwd=tmp_path, ready=ready, name="dml-tutor app", log="voila.log", any_answer=True
    ):
        yield base


def test_app_steps_without_code(app: str, tmp_path: Path) -> None:
    out = tmp_path
    outside: list[str] = []
    with launch() as (_, browser):
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        seen = PageErrors().watch(page)

        def block(route: object) -> None:
            url = route.request.url  # type: ignore[attr-defined]
            if url.startswith(("http://", "https://", "ws://")) and "//127.0.0.1:" not in url:
                outside.append(url)
                route.abort()  # type: ignore[attr-defined]
            else:
                route.continue_()  # type: ignore[attr-defined]

        page.route("**/*", block)
        try:
            page.goto(app, wait_until="domcontentloaded", timeout=120_000)
            widget = page.locator(".dml-tutor")
            widget.wait_for(timeout=120_000)
            page.wait_for_selector(".dml-tutor .dml-narration", timeout=30_000)
            body = page.locator("body").inner_text()
            assert "build_app" not in body and "import" not in body  # no code on the page
            code = page.locator(".jp-CodeCell .jp-InputArea, .CodeMirror, .cm-editor")
            assert not any(code.nth(i).is_visible() for i in range(code.count()))
            for label in ("Seed", "Players", "Mode", "Start from"):
                assert page.get_by_text(label, exact=True).count() >= 1, label

            # You play seat 0: the tutor shows what seat 0 knows, at its first decision, with the
            # other seats' moves since then listed above it; one restart form (the header's)
            assert widget.locator(".dml-view-as").input_value() == "0"
            widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=30_000)
            assert "Since your last move" in page.locator(".dml-app-since").inner_text()
            assert not widget.locator(".dml-restart").is_visible()
            assert page.get_by_role("button", name="New game").count() == 1

            pos0 = widget.locator(".dml-pos").inner_text()
            narration0 = widget.locator(".dml-narration").inner_text()
            widget.locator('button[data-op="back"]').click()
            page.wait_for_function(
                "p => document.querySelector('.dml-tutor .dml-pos').textContent !== p", arg=pos0, timeout=20_000
            )
            assert widget.locator(".dml-narration").inner_text() != narration0
            page.screenshot(path=str(out / "app.png"))
            # axe-core finds nothing moderate, serious or critical on the page (the cells are in a
            # <main> landmark, the headings follow the page's h1); its text keeps AA contrast
            found = axe_violations(page, "html")
            assert found == [], "\n".join(found)
            bad = page.locator("body").evaluate(CONTRAST_JS)
            assert bad["checked"] > 50 and bad["bad"] == [], bad["bad"][:8]

            # Fork: this game and its fork side by side in the app's page, parted by a decision
            widget.locator('button[data-op="run_to_decision"]').click()
            widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=30_000)
            widget.locator('button[data-op="open_fork"]').click()
            page.wait_for_function("() => document.querySelectorAll('.dml-tutor').length === 2", timeout=30_000)
            left, right = page.locator(".dml-tutor").nth(0), page.locator(".dml-tutor").nth(1)
            header = page.locator(".dml-branches-header")
            assert "agree on all" in header.inner_text()
            a, b = left.bounding_box(), right.bounding_box()
            assert a is not None and b is not None and abs(a["y"] - b["y"]) < 5 and b["x"] > a["x"] + a["width"] - 1
            for tutor, pick in ((left, "first"), (right, "last")):
                options = tutor.locator(".dml-decision.live button.dml-opt:not(.illegal)")
                options.first.wait_for(timeout=30_000)
                (options.first if pick == "first" else options.last).click()
            header.get_by_text("First divergence at step").wait_for(timeout=30_000)
            assert header.locator(".dml-branch-line").count() == 2
            page.locator(".dml-branches").evaluate("e => e.scrollIntoView({block: 'start'})")
            page.screenshot(path=str(out / "app-fork.png"))
            page.get_by_role("button", name="Close the fork").click()
            page.wait_for_function("() => document.querySelectorAll('.dml-tutor').length === 1", timeout=30_000)

            # a whole Market Mayhem game as seat 0: each move runs on to the next decision; at the
            # end the seat's place and score, and Play again deals anew
            page.locator(".dml-app-mode select").select_option(label="Market Mayhem")
            page.get_by_role("button", name="New game").click()
            page.wait_for_function(
                "() => document.querySelector('.dml-tutor .dml-sub')?.textContent.includes('Mayhem')"
            )
            for _ in range(200):
                if page.locator(".dml-app-end").inner_text().strip():
                    break
                option = widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first
                option.wait_for(timeout=30_000)
                before = widget.locator(".dml-pos").inner_text()
                option.click()
                page.wait_for_function(
                    "p => document.querySelector('.dml-tutor .dml-pos')?.textContent !== p"
                    " || document.querySelector('.dml-app-end')?.textContent.trim()",
                    arg=before,
                    timeout=30_000,
                )
            end = page.locator(".dml-app-end").inner_text()
            assert re.search(r"You finished (1st|2nd|3rd|4th) of 4 with \d+ Victory Points", end), end
            assert "wins" in widget.locator(".dml-status").inner_text()  # the tutor shows the game's last step
            page.locator(".dml-app-end").scroll_into_view_if_needed()
            page.screenshot(path=str(out / "app-end.png"))
            seed = page.locator(".dml-app-seed input").input_value()
            page.get_by_role("button", name="Play again").click()
            page.wait_for_function(
                "() => document.querySelector('.dml-app-end')?.textContent.trim() === ''", timeout=30_000
            )
            assert page.locator(".dml-app-seed input").input_value() != seed
            widget.locator(".dml-decision.live button.dml-opt:not(.illegal)").first.wait_for(timeout=30_000)

            # a scenario from the picker: its own table, seed/players/mode greyed
            page.locator(".dml-app-scenario select").select_option(label=SCENARIOS["BiddingExample"].title)
            page.get_by_role("button", name="New game").click()
            page.get_by_text("its own table").wait_for(timeout=30_000)
            assert page.locator(".dml-app-seed input").is_disabled()
            page.locator(".dml-tutor .dml-narration").wait_for(timeout=30_000)
            assert not seen.errors, seen.errors
        finally:
            seen.write(out / "browser-console.log")
            page.screenshot(path=str(out / "app-last.png"))
    # It worked with the network blocked, and asked nothing from outside (Voila's lab
    # template links two Font Awesome style sheets from a CDN; the app's template does not)
    assert outside == [], f"the app asked the network for {outside}"
    # no console error from our packages (nor from JupyterLite's kernel extension beside Voila)
    assert not seen.console_errors(), seen.console_errors()
    publish(out / "app.png", "app.png")
