"""A message (``core.text.Say``) survives what the engine's hosts do with it, in either build:
the lab's workers pickle traces, and sessions copy what they keep."""

from __future__ import annotations

import copy
import pickle

import dml_tutor.i18n  # noqa: F401  (installs the English that str() of a Say reads)
from dml_tutor.core.text import Say, commas, say
from dml_tutor.games.dml.words import say as dml_say


def test_a_message_copies_and_pickles_as_the_same_message() -> None:
    nested = commas([dml_say("step-chance", target="7", chance="21/34", percent="62"), "seat 2"])
    assert isinstance(nested, Say)
    for made in (copy.copy(nested), copy.deepcopy(nested), pickle.loads(pickle.dumps(nested))):
        assert type(made) is Say
        assert made == nested and hash(made) == hash(nested)
        assert str(made) == str(nested)
    assert "62%" in str(nested) and str(nested).endswith(", seat 2")


def test_messages_differ_by_catalog_id_and_values() -> None:
    a = say("list-comma", head="a", tail="b")
    assert a != say("list-comma", head="a", tail="c")
    assert a != say("list-semicolon", head="a", tail="b")
    assert a != dml_say("list-comma", head="a", tail="b")
    assert len({a, say("list-comma", head="a", tail="b")}) == 1
