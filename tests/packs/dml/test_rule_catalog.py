"""Rule text is data: every id the engine cites exists, and every catalog id is cited."""

from __future__ import annotations

import re
from pathlib import Path

import dml_tutor as dml

PACKAGE = Path(dml.__file__).parent / "games" / "dml"
PREFIXES = sorted({i.split(".")[0] for i in dml.catalog() if "." in i})
ID = re.compile(r"""["']((?:R|P)-\d\d|(?:{})\.[a-z][a-z0-9-]*)["']""".format("|".join(map(re.escape, PREFIXES))))
ENGINE = ("sequences/*.py", "game.py", "legality.py", "events.py", "position.py")


def cited_in_source() -> set[str]:
    ids: set[str] = set()
    for path in (p for pattern in ENGINE for p in sorted(PACKAGE.glob(pattern))):
        for m in ID.finditer(path.read_text("utf-8")):
            ids.add(m.group(1))
    return ids


def test_every_cited_id_is_in_the_catalog() -> None:
    catalog = dml.catalog()
    unknown = sorted(i for i in cited_in_source() if i not in catalog)
    assert not unknown, f"ids cited in code but missing from rules.toml: {unknown}"


def test_every_catalog_id_is_cited_by_the_engine() -> None:
    unused = sorted(set(dml.catalog()) - cited_in_source())
    assert not unused, f"catalog ids no engine step cites: {unused}"


def test_traces_cite_only_known_ids(playout) -> None:
    catalog = dml.catalog()
    for seed, mode in ((1, "full"), (2, "quickstart")):
        g = dml.Game(seed=seed, mode=mode)
        playout(g, seed)
        for entry in g.trace:
            assert entry.rules, f"step without rule ids: {entry}"
            for rid in entry.rules:
                assert rid in catalog, f"{rid} in {entry}"


def test_catalog_entries_are_complete() -> None:
    for rule in dml.catalog().values():
        assert rule.title and rule.text and rule.section, rule.id
        assert len(rule.text.split()) <= 80, f"{rule.id}: keep rule text short"
        for other in rule.see:
            assert other in dml.catalog(), f"{rule.id} sees unknown {other}"
