"""Quiz the room in each page's language: every page of one table shows the same question (the
same options in the same order, the same answer) in its own words, a seat's feedback too; the
answers and the tally are the same whatever language a seat answered in."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "apps"))
from test_table import _client, make
from test_table_quiz import _op

from dml_tutor import practice


def test_each_page_reads_the_quiz_in_its_language(tmp_path: Any) -> None:
    _hub, c = _client(tmp_path)
    with c:
        t = make(c, {"pack": "dml", "settings": {"players": 4, "seed": 7}})
        teacher, seats = t["teacher"], t["seats"]
        assert _op(c, teacher, "quiz").status_code == 200
        q = practice.question("dml", practice.order("dml")[0], seed=0)
        de = practice.question(q.pack, q.rule, seed=q.seed, kind=q.kind, language="de")
        english = c.get(seats[0] + "/state").json()["quiz"]
        german = c.get(seats[1] + "/state?lang=de").json()["quiz"]
        pseudo = c.get(seats[2] + "/state", headers={"Accept-Language": "en-XA"}).json()["quiz"]
        assert english["prompt"] == q.prompt and german["prompt"] == de.prompt != q.prompt
        assert pseudo["prompt"].startswith("[") and len(pseudo["options"]) == len(q.options)
        assert german["options"] == [o.text for o in de.options]

        right = c.post(seats[1] + "/op?lang=de", json={"op": "answer", "args": [q.answer]}).json()["quiz"]
        assert right["feedback"]["correct"] is True and right["feedback"]["text"].startswith("Richtig.")
        _op(c, seats[0], "answer", q.answer)
        tally = c.get(teacher + "/state").json()["quiz"]["tally"]
        assert tally[q.answer]["count"] == 2  # one answer in German, one in English: one tally
