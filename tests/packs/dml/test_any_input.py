"""Property tests, one per entry point: whatever a caller passes, the answer is
a result or a ``ValueError``, never another exception, and a refusal changes nothing.
Each runs in about a second; tests/packs/dml/test_invariants.py and benchmarks/ hold the soaks."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tables import table

import dml_tutor as dml
from dml_tutor.games.dml.actions import parse_action
from dml_tutor.games.dml.cards import ALL_CARDS, mode_cards

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

CODES = [c.code for c in ALL_CARDS] + [c.symbol for c in ALL_CARDS]
ZONES = [
    "deck",
    "event",
    "hoard",
    "nest",
    "exile",
    "stock:S",
    "stock:H",
    "black_market:1",
    "treasury:0",
    "treasury:3",
    "court:1",
    "king:0",
    "king:5",
    "pending:stack",
    "deck\n",
    "court:²",
]

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**18, max_value=10**30),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(CODES),
)
json_data = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8) | st.sampled_from(ZONES), inner, max_size=4)
    ),
    max_leaves=20,
)


def state(g: dml.Game) -> tuple[Any, ...]:
    return g.to_json(), len(g.trace), g.pending


def every_card_once(g: dml.Game) -> None:
    seen = [c for cards in g.zones().values() for c in cards]
    assert sorted(seen) == sorted(mode_cards(g.mode))


@FAST
@given(players=scalars, seed=scalars, mode=scalars | st.sampled_from(["full", "quickstart"]), options=json_data)
def test_game_constructor(players: Any, seed: Any, mode: Any, options: Any) -> None:
    try:
        g = dml.Game(players, seed, mode, options=options)
    except ValueError:
        return
    every_card_once(g)
    assert dml.Game.from_json(g.to_json()).to_json() == g.to_json()


positions = st.fixed_dictionaries(
    {},
    optional={
        "players": st.sampled_from([3, 4]) | scalars,
        "seed": st.integers() | scalars,
        "mode": st.sampled_from(["full", "quickstart"]),
        "dealer": st.integers(-1, 4) | scalars,
        "round": st.integers(0, 9) | scalars,
        "begin": st.fixed_dictionaries(
            {"at": st.sampled_from(["round", "market_phase", "declaration", "x"])},
            optional={"seat": st.integers(-1, 4) | scalars},
        ),
        "zones": st.dictionaries(
            st.sampled_from(ZONES) | st.text(max_size=10),
            st.lists(st.sampled_from(CODES) | scalars, max_size=5) | scalars,
            max_size=6,
        ),
        "dice": st.lists(st.lists(st.integers(0, 7) | scalars, max_size=3), max_size=3) | scalars,
        "junk": json_data,
    },
)


@FAST
@given(pos=positions, as_text=st.booleans())
def test_from_position(pos: dict[str, Any], as_text: bool) -> None:
    if "junk" not in pos or as_text:
        pos.pop("junk", None)
    try:
        g = dml.Game.from_position(json.dumps(pos) if as_text else pos)
    except ValueError:
        return
    every_card_once(g)
    assert dml.Game.from_json(g.to_json()).to_json() == g.to_json()


def a_save() -> dict[str, Any]:
    g = dml.Game(3, 5)
    for _ in range(12):
        g.apply(g.legal_actions()[-1])
    data: dict[str, Any] = json.loads(g.to_json())
    return data


SAVE = a_save()


@FAST
@given(field=st.sampled_from(sorted(SAVE)), value=json_data, index=st.integers(0, 11), text=st.text(max_size=40))
def test_from_json(field: str, value: Any, index: int, text: str) -> None:
    for mutated in (dict(SAVE, **{field: value}), text):
        if isinstance(mutated, dict):
            decisions = list(SAVE["decisions"])
            decisions[index] = value
            mutated2 = dict(SAVE, decisions=decisions)
        for candidate in [mutated, mutated2] if isinstance(mutated, dict) else [mutated]:
            try:
                g = dml.Game.from_json(candidate if isinstance(candidate, str) else json.dumps(candidate))
            except ValueError:
                continue
            every_card_once(g)


def some_action_texts() -> list[str]:
    g = dml.Game(4, 2)
    out: list[str] = []
    while not g.is_over and len(out) < 200:
        out.extend(str(a) for a in g.legal_actions())
        g.apply(g.legal_actions()[0])
    return out


TEXTS = some_action_texts()
action_like = (
    json_data
    | st.sampled_from(TEXTS)
    | st.builds(
        lambda t, cut, junk: t[:cut] + junk + t[cut:], st.sampled_from(TEXTS), st.integers(0, 60), st.text(max_size=3)
    )
    | st.builds(
        lambda c, v: {**c, **v},
        st.sampled_from([a.to_json() for a in dml.Game(4, 2).legal_actions()]),
        st.dictionaries(
            st.sampled_from(["type", "seat", "target", "cards", "role", "what", "card"]), json_data, max_size=2
        ),
    )
)


@FAST
@given(action=action_like)
def test_apply_and_why_not(action: Any) -> None:
    g = table(
        {"stock:S": "5S 9S", "treasury:0": "2D 4D 4H", "treasury:1": "3D 6C", "event": "7C"},
        begin={"at": "declaration", "seat": 0},
    )
    before = state(g)
    why = g.why_not(action)
    assert why is None or isinstance(why, str)
    try:
        g.apply(action)
    except dml.IllegalActionError as e:
        assert why == str(e)
        assert state(g) == before
        return
    assert why is None and len(g.decisions) == 1


@FAST
@given(
    text=st.text(max_size=6)
    | st.sampled_from(CODES)
    | st.builds(str.__add__, st.sampled_from(CODES), st.text(max_size=2))
)
def test_card_parse(text: str) -> None:
    try:
        card = dml.Card.parse(text)
    except ValueError:
        return
    t = text.strip().upper()
    assert t in (card.code, card.symbol.upper(), card.symbol.upper().replace("10", "T"), card.code.replace("T", "10"))


@FAST
@given(
    text=st.sampled_from(TEXTS)
    | st.text(max_size=300)
    | st.builds(str.__add__, st.sampled_from(TEXTS), st.text(min_size=1, max_size=4))
)
def test_parse_action(text: str) -> None:
    try:
        act = parse_action(text, 1)
    except ValueError:
        return
    if text in TEXTS:
        assert str(act) == text
    assert isinstance(act, dml.Action) and act.checked() == act


# ------------------------------------------ hostile text, wrong arity

#: Characters that break a display or a save file: control characters, lone surrogates,
#: line and paragraph separators, a no-break space.
BAD_CHARS = ["\x00", "\x01", "\x1f", "\x7f", "\udcff", "\ud800", "\u2028", "\u00a0"]
hostile_text = st.one_of(
    st.lists(st.sampled_from(BAD_CHARS), min_size=1, max_size=6).map("".join),
    st.builds(
        lambda t, bad, cut: t[:cut] + bad + t[cut:],
        st.sampled_from(TEXTS),
        st.sampled_from(BAD_CHARS),
        st.integers(0, 60),
    ),
    st.builds(
        lambda t, n: t * n, st.sampled_from(["x", "5S ", "seat 0: ", "\x01", "\udcff", "{"]), st.integers(300, 300_000)
    ),
)
#: Records with a field too many or too few, and pairs that are not pairs.
ACTION_RECORDS = [a.to_json() for a in dml.Game(4, 2).legal_actions()] + [dml.BlackMarketDraw(0, True).to_json()]
wrong_arity_action = st.one_of(
    st.builds(
        lambda r, k: {key: v for key, v in r.items() if key != k},
        st.sampled_from(ACTION_RECORDS),
        st.sampled_from(["seat", "cards", "target", "what", "take"]),
    ),
    st.builds(
        lambda r, k, v: {**r, k: v}, st.sampled_from(ACTION_RECORDS), st.text(max_size=8) | hostile_text, json_data
    ),
    st.builds(
        lambda r, n: {**r, "cards": r.get("cards", [])[:1] * n}, st.sampled_from(ACTION_RECORDS), st.integers(0, 70)
    ),
)


def brief(e: Exception) -> None:
    """An error quotes its input briefly and can be shown and saved (encodes as UTF-8)."""
    text = str(e)
    assert len(text) < 1000, text[:200]
    text.encode("utf-8")


@FAST
@given(
    action=hostile_text | wrong_arity_action | st.builds(lambda v: {"type": "Pass", "seat": 0, "what": v}, hostile_text)
)
def test_apply_and_why_not_hostile(action: Any) -> None:
    g = table(
        {"stock:S": "5S 9S", "treasury:0": "2D 4D 4H", "treasury:1": "3D 6C", "event": "7C"},
        begin={"at": "declaration", "seat": 0},
    )
    before = state(g)
    why = g.why_not(action)
    try:
        g.apply(action)
    except dml.IllegalActionError as e:
        brief(e)
        assert why == str(e) and state(g) == before
        return
    assert why is None and len(g.decisions) == 1
    g.to_json().encode("utf-8")  # what was taken can be saved


@FAST
@given(field=st.sampled_from(sorted(SAVE)), value=hostile_text, as_key=st.booleans(), index=st.integers(0, 11))
def test_from_json_hostile(field: str, value: str, as_key: bool, index: int) -> None:
    decisions = list(SAVE["decisions"])
    decisions[index] = {**decisions[index], value: 1} if as_key else value
    for candidate in (
        {**SAVE, field: value},
        {**SAVE, value: 1},
        {**SAVE, "decisions": decisions},
        {**SAVE, "dice": [[1, 2, 3]]},
        {**SAVE, "dice": [[value]]},
    ):
        try:
            g = dml.Game.from_json(json.dumps(candidate))
        except ValueError as e:
            brief(e)
            continue
        g.to_json().encode("utf-8")
    try:
        dml.Game.from_json(value)
    except ValueError as e:
        brief(e)


@FAST
@given(
    where=st.sampled_from(["name", "mode", "zone", "card", "key", "begin", "chance", "chance_pair", "dice", "options"]),
    value=hostile_text,
)
def test_from_position_hostile(where: str, value: str) -> None:
    pos: dict[str, Any] = {
        "name": {"name": value},
        "mode": {"mode": value},
        "zone": {"zones": {value: ["5S"]}},
        "card": {"zones": {"deck": [value]}},
        "key": {value: 1},
        "begin": {"begin": {"at": "round", value: 1}},
        "chance": {"chance": [{value: 1}]},
        "chance_pair": {"chance": [{"dice": [3, 4], "black_market": value}]},
        "dice": {"dice": [[3], [3, 4, 5], [value, 1]]},
        "options": {"options": {value: True}},
    }[where]
    for candidate in (pos, json.dumps(pos)):
        try:
            g = dml.Game.from_position(candidate)
        except ValueError as e:
            brief(e)
            continue
        g.to_json().encode("utf-8")
        assert where == "name" and value.isprintable()  # only a printable name may be accepted
