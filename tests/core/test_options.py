"""The options base (core/options.py): validation, form choices and rule variants, all from
the fields' metadata."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from dml_tutor.core.options import Options, option
from dml_tutor.core.variants import Variant


@dataclass(frozen=True)
class Lethal(Options):
    """Terrus's P-09 and a boolean option, declared once each."""

    mutual_lethal: str = option(
        "draw",
        rule="P-09",
        readings={"draw": "It is a draw (5.3d, 5.4a).", "source_wins": "Strict timing: the source wins."},
    )
    strict: bool = option(True, rule="R-1", readings={True: "Strict.", False: "Lenient."})

    def check(self) -> None:
        if self.mutual_lethal == "source_wins" and not self.strict:
            raise ValueError("option 'strict' must stay on when the source wins (P-09)")


def test_options_are_read_and_refused_by_their_metadata() -> None:
    assert Lethal.from_dict(None) == Lethal() == Lethal.from_dict({})
    assert Lethal.from_dict({"mutual_lethal": "source_wins"}).mutual_lethal == "source_wins"
    assert Lethal.from_dict(Lethal(strict=False)) == Lethal(strict=False)
    with pytest.raises(ValueError, match="unknown option 'nope'; known options: mutual_lethal, strict"):
        Lethal.from_dict({"nope": 1})
    with pytest.raises(ValueError, match=r"option 'mutual_lethal' must be one of draw, source_wins \(P-09\), got 'x"):
        Lethal.from_dict({"mutual_lethal": "x" * 10_000})
    with pytest.raises(ValueError, match=r"option 'strict' must be true or false \(R-1\), got 1$"):
        Lethal.from_dict({"strict": 1})  # 1 == True, but not a reading
    with pytest.raises(ValueError, match="must stay on"):
        Lethal.from_dict({"mutual_lethal": "source_wins", "strict": False})
    with pytest.raises(ValueError, match="options must be a dict, got list"):
        Lethal.from_dict([])
    assert Lethal().to_dict() == {"mutual_lethal": "draw", "strict": True}


def test_variants_and_form_choices_come_from_the_fields() -> None:
    assert Lethal.variants("terrus") == (
        Variant(
            "terrus",
            "mutual_lethal",
            "P-09",
            "It is a draw (5.3d, 5.4a).",
            "Strict timing: the source wins.",
            "source_wins",
        ),
        Variant("terrus", "strict", "R-1", "Strict.", "Lenient.", False),
    )
    form = Lethal.choices()
    assert [f["key"] for f in form] == ["mutual_lethal", "strict"]
    assert form[0]["options"] == [
        {"value": "draw", "label": "It is a draw (5.3d, 5.4a)."},
        {"value": "source_wins", "label": "Strict timing: the source wins."},
    ]


def test_a_default_must_be_one_of_its_readings() -> None:
    with pytest.raises(ValueError, match="not one of its readings"):
        option("maybe", rule="R-1", readings={"yes": "Yes.", "no": "No."})
    with pytest.raises(ValueError, match="labels for 'maybe', which is not one of its readings"):
        option("yes", rule="R-1", readings={"yes": "Yes.", "no": "No."}, labels={"maybe": "?"})


def test_a_form_reads_an_options_own_words_when_it_gives_them() -> None:
    @dataclass(frozen=True)
    class Worded(Options):
        strict: bool = option(
            True, rule="R-1", readings={True: "Strict.", False: "Lenient."}, label="Strictness", labels={True: "on"}
        )

    (field,) = Worded.choices()
    assert field["label"] == "Strictness"
    assert field["options"] == [{"value": True, "label": "on"}, {"value": False, "label": "Lenient."}]
    assert Lethal.choices()[0]["label"] == "mutual_lethal"  # no label: the option's name
