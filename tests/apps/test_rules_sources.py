"""The project stands alone: docs/rules-sources.md explains every source the rule text cites,
and nothing a reader gets (README, docs, notebooks, the package) points outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import dml_tutor as dml

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "rules-sources.md"
REFERENCE = ROOT / "docs" / "rules-reference.md"


def _page() -> str:
    return PAGE.read_text("utf-8")


def test_every_shared_ruling_is_listed_with_its_title() -> None:
    rulings = {i: r for i, r in dml.catalog().items() if re.fullmatch(r"R-\d\d", i)}
    assert len(rulings) == 31
    text = _page()
    for rule_id, r in rulings.items():
        assert f"| [{rule_id}](rules-reference.md#{rule_id}) | {r.title} |" in text, rule_id


def test_every_component_reference_section_cited_is_explained() -> None:
    cited = {
        m.group(1)
        for r in dml.catalog().values()
        for m in re.finditer(r"DML reference > (\d+\. [A-Za-z ]+?)(?: >|;|$)", r.section)
    }
    assert cited  # e.g. "6. Events"
    text = _page()
    explained = set(re.findall(r"^\*\*(\d+\. [A-Za-z ]+)\.\*\*", text, re.M))
    assert cited <= explained
    assert [int(s.split(".")[0]) for s in sorted(explained, key=lambda s: int(s.split(".")[0]))] == list(range(1, 11))


def test_every_rulebook_part_cited_is_explained() -> None:
    parts = {
        part.strip().split(" > ")[0]
        for r in dml.catalog().values()
        for part in r.section.split(";")
        if not part.strip().startswith(("DML reference", "Rulings", "Project rulings"))
    }
    assert parts == {"Victory Conditions", "Glossary", "Gameplay"}
    text = _page()
    for part in parts:
        assert f"- **{part}**:" in text, part


def test_links_into_the_reference_resolve() -> None:
    anchors = set(re.findall(r'<a id="([^"]+)"></a>', REFERENCE.read_text("utf-8")))
    targets = re.findall(r"\]\(rules-reference\.md#([^)]+)\)", _page())
    assert len(targets) > 40
    assert not [t for t in targets if t not in anchors]


def _reader_files() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "docs").glob("*.py"))]
    for folder, patterns in (("notebooks", ("*.py", "*.ipynb", "*.toml")), ("dml_tutor", ("*.py", "*.toml", "*.js"))):
        for pattern in patterns:
            files += [p for p in sorted((ROOT / folder).rglob(pattern)) if ".ipynb_checkpoints" not in p.parts]
    return files


@pytest.mark.parametrize("needle", ["shared/rules", "/work/", "../shared"])
def test_nothing_points_outside_the_repository(needle: str) -> None:
    files = _reader_files()
    assert len(files) > 20
    found = [str(p.relative_to(ROOT)) for p in files if needle in p.read_text("utf-8")]
    assert not found, f"{needle!r} named in {found}: name the rulebook section instead (docs/rules-sources.md)"
