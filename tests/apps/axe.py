"""axe-core in the browser tests: 0 violations of impact moderate, serious or critical (WCAG 2.1 AA
and axe's best practices, such as heading-order and region).

``axe_violations(page, selector)`` injects the vendored ``vendor/axe-core/axe.min.js`` (see its
README: the npm package axe-core, MPL-2.0) into the page, runs the WCAG 2.0/2.1 A and AA rules
on the element ``selector`` picks (the whole document for ``"html"``) and returns one line per
moderate, serious or critical violation: rule id, impact, count, and the first offending elements.
Scope it to our own markup (``".dml-tutor"`` in JupyterLab, whose chrome is not ours); our pages
(the app, the handout) are checked whole.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

AXE_JS = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
#: The impacts a test fails on (axe's "minor" ones are left out).
IMPACTS = ("moderate", "serious", "critical")

_RUN = """
async ([selector, tags]) => {
  const found = await axe.run(document.querySelectorAll(selector).length > 1 ? [...document.querySelectorAll(selector)]
      : document.querySelector(selector), {runOnly: {type: 'tag', values: tags}, resultTypes: ['violations']});
  const said = (n) => n.target.join(' ') + ' | ' + (n.failureSummary || '').replace(/\\s+/g, ' ').slice(0, 160);
  return found.violations.map((v) => ({id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map(said)}));
}
"""


def axe_violations(page: Any, selector: str = "html", *, ignore: tuple[str, ...] = ()) -> list[str]:
    """The moderate, serious and critical axe-core violations under ``selector`` (rule ids in ``ignore`` left out)."""
    if not page.evaluate("() => typeof axe !== 'undefined'"):
        page.add_script_tag(content=AXE_JS.read_text(encoding="utf-8"))
    found = page.evaluate(_RUN, [selector, TAGS])
    return [
        f"{v['id']} ({v['impact']}, {len(v['nodes'])}x): {v['help']}: " + " || ".join(v["nodes"][:3])
        for v in found
        if v["impact"] in IMPACTS and v["id"] not in ignore
    ]
