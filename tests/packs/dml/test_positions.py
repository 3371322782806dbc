"""Positions (start a game from a described table), their validation, save round trips,
and player views (what each seat may know)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest
from tables import settle

import dml_tutor as dml
from dml_tutor.games.dml.cards import mode_cards

C = dml.Card.parse


def codes(cards: list[dml.Card]) -> list[str]:
    return [c.code for c in cards]


def everything_once(g: dml.Game) -> None:
    seen = Counter(c for cards in g.zones().values() for c in cards)
    assert seen == Counter(mode_cards(g.mode))


# ------------------------------------------------------------------- malformed


@pytest.mark.parametrize(
    ("position", "field", "words"),
    [
        ({"zones": {"hand:0": ["5S"]}}, "zones.hand:0", "unknown zone"),
        ({"zones": {"stock:X": ["5S"]}}, "zones.stock:X", "unknown zone"),
        ({"zones": {"black_market:0": ["5S"]}}, "zones.black_market:0", "unknown zone"),
        ({"zones": {"treasury:0": ["5S"], "treasury:1": ["5♠"]}}, "zones.treasury:1", "already in treasury:0"),
        ({"zones": {"treasury:0": ["5S", "5S"]}}, "zones.treasury:0", "exactly one zone"),
        ({"zones": {"stock:S": ["AS"]}}, "zones.stock:S", "Dragon Egg"),
        ({"zones": {"hoard": ["AH"]}}, "zones.hoard", "Dragon Egg"),
        ({"zones": {"exile": ["AH"]}}, "zones.exile", "Dragon Egg"),
        ({"zones": {"deck": ["AD"]}}, "zones.deck", "Dragon Egg"),
        ({"zones": {"treasury:0": ["ZZ"]}}, "zones.treasury:0", "unknown card"),
        ({"zones": {"treasury:0": ["11S"]}}, "zones.treasury:0", "unknown card"),
        ({"mode": "quickstart", "zones": {"treasury:0": ["QH"]}}, "zones.treasury:0", "Market Mayhem"),
        ({"mode": "quickstart", "zones": {"nest": ["AS"]}}, "zones.nest", "Market Mayhem"),
        ({"zones": {"stock:S": ["5H"]}}, "zones.stock:S", "Stock"),
        ({"zones": {"court:0": ["5S"]}}, "zones.court:0", "court card"),
        ({"zones": {"treasury:0": ["KS"]}}, "zones.treasury:0", "Merchant King"),
        ({"zones": {"king:0": ["QS"]}}, "zones.king:0", "Merchant King"),
        ({"zones": {"nest": ["5S"]}}, "zones.nest", "Dragon Eggs"),
        ({"zones": {"event": ["5S"]}}, "zones.event", "Event"),  # begin.at 'round' draws its own
        ({"zones": {"event": ["5S", "6S"]}, "begin": {"at": "market_phase", "seat": 0}}, "zones.event", "at most one"),
        ({"zones": {"event": ["X1"]}, "begin": {"at": "market_phase", "seat": 0}}, "zones.event", "Event class"),
        ({"zones": {"treasury:0": 5}}, "zones.treasury:0", "list of cards"),
        ({"zones": ["5S"]}, "zones", "object"),
        ({"players": 3, "zones": {"treasury:3": ["5S"]}}, "zones.treasury:3", "0..2"),
        ({"dealer": 4}, "dealer", "seat"),
        ({"dealer": -1}, "dealer", "seat"),
        ({"dealer": "0"}, "dealer", "seat"),
        ({"players": 3, "dealer": 3}, "dealer", "0..2"),
        ({"begin": {"at": "market_phase", "seat": 7}}, "begin.seat", "seat"),
        ({"begin": {"at": "declaration"}}, "begin.seat", "seat"),
        ({"begin": {"at": "lunch"}}, "begin", "round"),
        ({"begin": "round"}, "begin", "round"),
        ({"dice": [[7, 1]]}, "dice", "1..6"),
        ({"dice": [[0, 3]]}, "dice", "1..6"),
        ({"dice": [[1]]}, "dice", "pairs"),
        ({"dice": [[1.5, 2]]}, "dice", "pairs"),
        ({"dice": "66"}, "dice", "pairs"),
        ({"round": 0}, "round", "Round"),
        ({"colour": "blue"}, "colour", "unknown field"),
        ({"format": "chess-fen"}, "format", "dml-tutor-position"),
        ({"version": 2}, "version", "unsupported"),
    ],
)
def test_malformed_positions_name_the_field(position: dict[str, Any], field: str, words: str) -> None:
    with pytest.raises(ValueError) as info:
        dml.Game.from_position(position)
    message = str(info.value)
    assert f"position field {field!r}" in message
    assert words in message


@pytest.mark.parametrize(
    ("position", "words"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "JSON object"),
        ({"players": 5}, "3 or 4"),
        ({"mode": "blitz"}, "unknown mode"),
        ({"seed": "x"}, "seed"),
        ({"options": {"powers_from_hand": True}}, "unknown option"),
        ({"options": {"powers_from_court": "no"}}, "true or false"),
    ],
)
def test_other_bad_positions(position: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        dml.Game.from_position(position)


# ---------------------------------------------------------------- what it builds


def test_unlisted_cards_go_to_the_deck_eggs_to_the_nest_kings_dealt() -> None:
    g = dml.Game.from_position(
        {"zones": {"treasury:0": "5S 6S", "stock:H": "4H"}, "begin": {"at": "declaration", "seat": 0}}
    )
    z = g.zones()
    assert codes(z["treasury:0"]) == ["5S", "6S"] and codes(z["stock:H"]) == ["4H"]
    assert sorted(codes(z["nest"])) == ["AC", "AD", "AH", "AS"]
    kings = [z[f"king:{s}"] for s in range(4)]
    assert all(len(k) == 1 and k[0].is_king for k in kings) and len({k[0] for k in kings}) == 4
    assert len(z["deck"]) == 54 - 4 - 4 - 3
    assert not any(c.is_egg or c.is_king for c in z["deck"])
    assert z["exile"] == [] and z["hoard"] == []
    everything_once(g)


def test_three_players_unlisted_king_goes_to_exile() -> None:
    g = dml.Game.from_position({"players": 3, "zones": {"king:0": "KH"}, "begin": {"at": "declaration", "seat": 0}})
    z = g.zones()
    assert codes(z["king:0"]) == ["KH"]
    assert len(z["exile"]) == 1 and z["exile"][0].is_king and z["exile"][0].code != "KH"
    assert "treasury:3" not in z
    everything_once(g)


def test_quickstart_position_holds_only_its_cards() -> None:
    g = dml.Game.from_position({"mode": "quickstart", "zones": {"treasury:1": "TS"}, "begin": {"at": "round"}})
    everything_once(g)
    assert all(c.is_resource or c.is_king for cards in g.zones().values() for c in cards)
    assert g.zones()["nest"] == []


def test_listed_deck_top_first_and_strings_for_zones() -> None:
    rest = [
        c.code for c in mode_cards("full") if not (c.is_egg or c.is_king) and c.code not in ("9S", "2C", "3C", "4C")
    ]
    g = settle(
        dml.Game.from_position(
            {"zones": {"deck": "9S, 2C 3C", "stock:C": ["4C"], "exile": rest}, "dealer": 2, "round": 5}
        )
    )
    # the top card is the Round's Event; the Dealer's Supply Step draws the next one
    assert g.event_card == C("9S")
    assert g.round == 5 and g.dealer == 2 and g.active == 2
    assert codes(g.zones()["stock:C"]) == ["4C", "2C"]  # the Supply Step drew the 2♣
    assert codes(g.zones()["deck"]) == ["3C"]
    assert g.trace[1].rules == ("round.sequence",) and g.trace[1].round == 5


def test_a_partial_deck_fixes_the_next_draws() -> None:
    g = settle(dml.Game.from_position({"zones": {"deck": ["X1", "7C"], "treasury:0": "5S"}, "seed": 4}))
    # the Event Phase turns up the Foreign Merchant, the Dealer's Supply draws the 7♣
    assert g.event_card is None
    assert any(name.startswith("black_market") for name in g.zones())
    assert codes(g.zones()["stock:C"]) == ["7C"]
    everything_once(g)
    h = dml.Game.from_position({"zones": {"deck": ["X1", "7C"], "treasury:0": "5S"}, "seed": 5})
    assert h.zones()["deck"] != g.zones()["deck"]  # the unlisted rest is shuffled by the seed


def test_forced_dice_come_first_then_the_seed() -> None:
    pos = {
        "zones": {"stock:S": "5S", "event": "9S", "black_market:1": "2H 3H"},
        "begin": {"at": "declaration", "seat": 0},
        "dice": [[1, 2]],
    }
    g = dml.Game.from_position(pos)
    g.apply("seat 0: attempt 5♠ from the Iron Stock")
    assert [e.chance for e in g.trace if e.kind == "roll"] == [(1, 2)]
    assert codes(g.zones()["stock:S"]) == ["5S"]


def test_position_round_trips_through_save_files() -> None:
    pos = {
        "name": "round trip",
        "seed": 9,
        "zones": {"stock:S": "5S 6S", "treasury:0": "2D 3D", "treasury:1": "4D QH", "court:2": "TD"},
        "dealer": 0,
        "dice": [[3, 3], [5, 5]],
    }
    g = dml.Game.from_position(json.dumps(pos))  # a JSON string works too
    rng_moves = 0
    while not g.is_over and rng_moves < 25:
        g.apply(g.legal_actions()[-1 if rng_moves % 3 else 0])
        rng_moves += 1
    text = g.to_json()
    data = json.loads(text)
    assert data["position"] == pos and len(data["decisions"]) == rng_moves
    h = dml.Game.from_json(text)
    assert h.zones() == g.zones()
    assert h.legal_actions() == g.legal_actions()
    assert [str(e) for e in h.trace] == [str(e) for e in g.trace]
    assert h.position == pos
    # and the position alone replays to the same opening
    assert dml.Game.from_position(pos).zones() == dml.Game.from_position(json.dumps(pos)).zones()


def test_options_travel_with_the_position() -> None:
    pos = {"zones": {"court:0": "JS"}, "options": {"powers_from_court": False}}
    g = dml.Game.from_position(pos)
    assert g.options.powers_from_court is False
    assert dml.Game.from_json(g.to_json()).options.powers_from_court is False


# ----------------------------------------------------------------------- views


def seize_in_progress() -> dml.Game:
    g = dml.Game.from_position(
        {
            "zones": {
                "stock:S": "8S",
                "event": "9S",
                "treasury:0": "2D",
                "treasury:1": "3D 4C",
                "treasury:2": "5D",
                "black_market:1": "2H 3H",
                "court:3": "TC",
                "hoard": "7H",
                "king:0": "KS",
                "king:1": "KH",
            },
            "begin": {"at": "declaration", "seat": 0},
        }
    )
    g.apply("seat 0: attempt 8♠ from the Iron Stock")
    g.apply("seat 0: pass (no bid at Declaration)")
    g.apply("seat 1: lay 3♦ face down (Seize Attempt)")
    assert g.pending is not None and g.pending.seat == 2
    return g


def test_view_of_a_seat_hides_what_it_may_not_know() -> None:
    g = seize_in_progress()
    v = g.view(2)
    z = v["zones"]
    assert v["seat"] == 2 and v["to_decide"] == 2 and v["active"] == 0 and v["dealer"] == 0
    assert v["event"]["type"] == "Contraband Crackdown" and v["event"]["card"] == "9S"
    assert v["path"][-1] == "Seize Attempt Phase"
    # others' Treasuries and Merchant Kings: private, the count only
    assert z["treasury:1"] == {"knowledge": "private", "count": 1, "cards": None}
    assert z["treasury:0"]["cards"] is None and z["king:0"]["cards"] is None and z["king:1"]["cards"] is None
    # own Treasury and King
    assert z["treasury:2"]["cards"] == ["5D"] and z["king:2"]["cards"] is not None
    # the face-down Seize card of seat 1
    assert z["pending:seize:1"] == {"knowledge": "private", "count": 1, "cards": None}
    # deck, Black Markets and Exile are hidden
    for name in ("deck", "black_market:1", "exile"):
        assert z[name]["cards"] is None and z[name]["knowledge"] == "hidden"
    assert z["black_market:1"]["count"] == 2 and z["deck"]["count"] == len(g.zones()["deck"])
    # open and implied zones are seen by everyone
    assert z["stock:S"]["cards"] == [] and z["pending:declared"]["cards"] == ["8S"]
    assert z["court:3"] == {"knowledge": "open", "count": 1, "cards": ["TC"]}
    assert z["hoard"]["cards"] == ["7H"] and z["hoard"]["knowledge"] == "implied" and z["hoard"]["top"] == "7H"
    assert z["nest"]["count"] == 4


def test_view_of_the_owner_and_of_everyone() -> None:
    g = seize_in_progress()
    mine = g.view(1)["zones"]
    assert mine["pending:seize:1"]["cards"] == ["3D"]
    assert mine["treasury:1"]["cards"] == ["4C"] and mine["king:1"]["cards"] == ["KH"]
    assert mine["treasury:2"]["cards"] is None
    full = g.view(None)["zones"]
    zones = g.zones()
    for name, cards in zones.items():
        assert full[name]["cards"] == codes(cards), name
        assert full[name]["count"] == len(cards)
    assert set(full) == set(zones)


def test_every_seat_sees_the_same_public_table() -> None:
    g = seize_in_progress()
    views = [g.view(s)["zones"] for s in range(4)]
    for name in ("stock:S", "court:3", "hoard", "nest", "event", "pending:declared"):
        assert all(v[name] == views[0][name] for v in views)
    for s in range(4):
        hidden = [n for n, z in views[s].items() if z["cards"] is None]
        assert f"treasury:{s}" not in hidden and f"king:{s}" not in hidden
        assert all(f"treasury:{o}" in hidden for o in range(4) if o != s)


def test_kings_are_revealed_at_the_end() -> None:
    g = dml.Game.from_position(
        {"zones": {"deck": [], "exile": [c.code for c in mode_cards("full") if not (c.is_egg or c.is_king)]}}
    )
    assert g.is_over and g.result is not None and g.result.reason == "victory_points"
    z = g.view(0)["zones"]
    for s in range(4):
        assert z[f"king:{s}"]["knowledge"] == "open" and z[f"king:{s}"]["cards"] is not None
    assert z["treasury:1"]["cards"] is None  # Treasuries stay private


def test_views_work_during_a_bidding_phase_with_a_seizer() -> None:
    g = seize_in_progress()
    g.apply("seat 2: pass (Seize Attempt)")  # seat 1's 3♦ wins: it is now the Seizer's first bid
    assert g.pending is not None and g.pending.kind == "bid"
    assert codes(g.zones()["pending:seizer_primary"]) == ["3D"]
    for seat in (None, 0, 1, 2, 3):
        z = g.view(seat)["zones"]
        # bids lie face up beside the attempt: everyone sees them
        assert z["pending:seizer_primary"] == {"knowledge": "open", "count": 1, "cards": ["3D"]}


@pytest.mark.parametrize(
    ("zones", "field"), [({"court:1": ["TD"]}, "zones.court:1"), ({"black_market:1": ["5H"]}, "zones.black_market:1")]
)
def test_quickstart_positions_refuse_emblems_and_black_markets(zones: dict[str, list[str]], field: str) -> None:
    position = {
        "mode": "quickstart",
        "zones": {**zones, "stock:D": ["5D"], "event": ["9S"]},
        "begin": {"at": "declaration", "seat": 0},
    }
    with pytest.raises(ValueError, match=f"position field {field!r}"):
        dml.Game.from_position(position)


def test_a_position_is_read_once_into_a_frozen_value_then_built() -> None:
    """position.py reads a position into a frozen ``Position`` (parse), and ``build`` lays it
    out on a table, again at every replay, from the same value (python-chess's FEN -> Board)."""
    import dataclasses

    from dml_tutor.games.dml.position import Position, build, read_position

    raw = {
        "zones": {"stock:S": "5S 6S", "treasury:0": "2D 4D", "event": "9S"},
        "begin": {"at": "market_phase", "seat": 0},
        "dice": [[3, 4]],
        "name": "a table",
    }
    g = dml.Game.from_position(raw)
    p = g.start
    assert isinstance(p, Position) and p.name == "a table" and p.dice == ((3, 4),)
    assert p.zones["stock:S"] == (dml.Card.parse("5S"), dml.Card.parse("6S"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.round = 3  # type: ignore[misc]
    with pytest.raises(TypeError):
        p.begin["at"] = "round"  # type: ignore[index]
    with pytest.raises(TypeError):
        p.zones["hoard"] = ()  # type: ignore[index]
    assert read_position(raw, players=4, mode="full", options=dml.Options()) == p
    before = g.view(None)
    g.apply(g.legal_actions()[0])
    g.pop()  # a replay builds the same position again
    assert g.view(None) == before and g.start is p
    other = dml.Game(4, 0)
    other._new_table()
    build(other, p)
    assert other.zones()["stock:S"] == g.zones()["stock:S"] and other.begin == dict(p.begin)
