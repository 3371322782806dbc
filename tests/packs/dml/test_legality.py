"""Illegal actions: refused with the reason and the rule ids, and the game untouched.

``g.apply`` raises ``dml.IllegalActionError`` (a ``ValueError``) naming the rules;
``g.why_not`` gives the same reason without raising, and None for a legal action.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor.games.dml.cards import mode_cards

C = dml.Card.parse


def cards(text: str) -> tuple[dml.Card, ...]:
    return tuple(C(c) for c in text.split())


def table(zones: dict[str, Any], *, deck: str = "", **extra: Any) -> dml.Game:
    """Deck exactly ``deck`` (top first), every other unplaced card in Exile."""
    z = {k: (v.split() if isinstance(v, str) else list(v)) for k, v in zones.items()}
    z["deck"] = deck.split()
    placed = {C(c) for v in z.values() for c in v}
    z["exile"] = z.get("exile", []) + [
        c.code for c in mode_cards("full") if c not in placed and not (c.is_egg or c.is_king)
    ]
    return dml.Game.from_position({"zones": z, **extra})


def declaration(zones: dict[str, Any], event: str = "9S", **extra: Any) -> dml.Game:
    return table({**zones, "event": event}, begin={"at": "declaration", "seat": 0}, **extra)


def snapshot(g: dml.Game) -> tuple[Any, ...]:
    return (g.zones(), g.legal_actions(), len(g.trace), list(g.decisions), g.pending, g.current_player, g.round)


def refused(g: dml.Game, action: Any, *rule_ids: str, words: str = "") -> str:
    """Apply an illegal action: it raises naming the rules, and nothing changes."""
    before = snapshot(g)
    with pytest.raises(dml.IllegalActionError) as info:
        g.apply(action)
    err = info.value
    assert isinstance(err, ValueError)
    message = str(err)
    for rid in rule_ids:
        assert rid in err.rules, f"{rid} not in {err.rules}: {message}"
        assert rid in message
    assert words in message
    assert snapshot(g) == before
    why = g.why_not(action)
    assert why == message
    return message


# ------------------------------------------------------------------ positions


def bidding() -> dml.Game:
    """Seat 0 attempts 8♠; seat 1 holds the Seize Attempt with 5♦; seat 0 to bid."""
    g = declaration(
        {
            "stock:S": "8S",
            "treasury:0": "2D 4D 4H 3C AD",
            "court:0": "TD",
            "treasury:1": "5D 7D 9H",
            "treasury:2": "AS 6C",
        }
    )
    g.apply("seat 0: attempt 8♠ from the Iron Stock")
    g.apply("seat 0: pass (no bid at Declaration)")
    g.apply("seat 1: lay 5♦ face down (Seize Attempt)")
    assert g.pending is not None and g.pending.seat == 2 and g.pending.kind == "seize"
    return g


def test_wrong_seat() -> None:
    g = bidding()
    message = refused(g, dml.Pass(3, "Seize Attempt"), "seize.sequence", words="seat 2's decision")
    assert "not seat 3's" in message


def test_an_egg_cannot_be_laid_r05() -> None:
    g = bidding()
    refused(g, dml.Seize(2, C("AS")), "R-05", "egg.placement")


def test_a_card_not_held_cannot_be_laid() -> None:
    g = bidding()
    refused(g, dml.Seize(2, C("9H")), "R-05", words="not in seat 2's Treasury")


def test_wrong_kind_of_action() -> None:
    g = bidding()
    message = refused(g, dml.Reroll(2, True), "seize.sequence", words="is not a choice here")
    assert "Reroll" in message


def test_unknown_printed_form() -> None:
    g = bidding()
    refused(g, "seat 2: dance a jig", "seize.sequence", words="no legal action reads")


def test_malformed_json_record_is_a_value_error() -> None:
    g = bidding()
    before = snapshot(g)
    for record in (
        {"type": "Juggle", "seat": 2},
        {"type": "Seize", "seat": 2},
        {"type": "Seize", "seat": "2", "card": "6C"},
    ):
        with pytest.raises(ValueError):
            g.apply(record)
    assert snapshot(g) == before


def test_json_record_of_a_legal_action_is_accepted() -> None:
    g = bidding()
    g.apply({"type": "Seize", "seat": 2, "card": "6C"})
    assert g.decisions[-1] == dml.Seize(2, C("6C"))
    assert any(e.action == dml.Seize(2, C("6C")) for e in g.trace)


class TestBids:
    @pytest.fixture
    def g(self) -> dml.Game:
        g = bidding()
        g.apply("seat 2: pass (Seize Attempt)")
        assert g.pending is not None and g.pending.seat == 0 and g.pending.kind == "bid"
        return g

    def test_wrong_suit_names_the_wheel(self, g: dml.Game) -> None:
        message = refused(g, dml.Bid(0, cards("3C"), "primary"), "wheel.profit")
        assert "Spice" in message
        refused(g, dml.Bid(0, cards("2D"), "secondary"), "wheel.profit", "bid.secondary")

    def test_mixed_primary_and_secondary_in_one_action(self, g: dml.Game) -> None:
        refused(g, dml.Bid(0, cards("2D 4H"), "primary"), "wheel.profit")

    def test_only_treasury_resources_r09(self, g: dml.Game) -> None:
        refused(g, dml.Bid(0, cards("AD"), "primary"), "R-09")  # an Egg
        refused(g, dml.Bid(0, cards("TD"), "primary"), "R-09")  # a Court card
        refused(g, dml.Bid(0, cards("7D"), "primary"), "R-09")  # someone else's card

    def test_empty_and_unknown_role(self, g: dml.Game) -> None:
        refused(g, dml.Bid(0, (), "primary"), "R-07")
        refused(g, dml.Bid(0, cards("2D"), "tertiary"), "R-07")

    def test_the_seizer_bids_primary_only_r07(self, g: dml.Game) -> None:
        g.apply("seat 0: bid 2♦ (Spice, primary)")
        assert g.pending is not None and g.pending.seat == 1
        refused(g, dml.Bid(1, cards("9H"), "secondary"), "R-07", "bid.secondary")

    def test_every_legal_action_has_no_objection(self, g: dml.Game) -> None:
        for a in g.legal_actions():
            assert g.why_not(a) is None
            assert g.why_not(str(a)) is None
            assert g.why_not(a.to_json()) is None


def test_secondary_without_a_seizer_r04() -> None:
    g = declaration({"stock:S": "8S", "treasury:0": "2D 4H"})
    g.apply("seat 0: attempt 8♠ from the Iron Stock")
    refused(g, dml.Bid(0, cards("4H"), "secondary"), "R-04")


def test_over_the_cap_r03() -> None:
    g = declaration({"stock:S": "8S 9S", "treasury:0": "2D"}, event="JH")
    message = refused(g, dml.Declare(0, "stock:S", cards("8S 9S")), "R-03")
    assert "3 over 12" in message
    g = declaration({"stock:S": "7S 9S", "treasury:0": "2D 4D"}, event="JH")
    g.apply("seat 0: attempt 7♠ 9♠ from the Iron Stock")  # 16: a bid must bring it down
    refused(g, "seat 0: pass (no bid at Declaration)", "R-03", words="4 over 12")
    refused(g, dml.Pass(0, "no bid at Declaration"), "R-03", words="4 over 12")
    message = refused(g, dml.Bid(0, cards("2D"), "primary"), "R-03")
    assert "14, over 12" in message
    assert g.why_not(dml.Bid(0, cards("4D"), "primary")) is None  # 16 - 4 = 12
    g.apply("seat 0: bid 4♦ (Spice, primary)")


def test_crackdown_limits_bids_r08() -> None:
    g = declaration({"stock:S": "8S", "treasury:0": "2D 6D"}, event="4S")
    g.apply("seat 0: attempt 8♠ from the Iron Stock")
    refused(g, dml.Bid(0, cards("6D"), "primary"), "R-08", "event.crackdown")


def test_declarations() -> None:
    g = declaration(
        {"stock:S": "5S", "stock:H": "6H", "court:0": "TC", "court:1": "JS", "black_market:2": "2H", "treasury:0": "2D"}
    )
    refused(g, dml.Declare(0, "stock:S", cards("5S 6H")), "R-01")  # two Stocks
    refused(g, dml.Declare(0, "stock:S", ()), "R-01")
    refused(g, dml.Declare(0, "stock:S", cards("7S")), "R-01")  # not in the Stock
    refused(g, dml.Declare(0, "court:0", cards("TC")), "emblem.play")  # one's own Emblem
    refused(g, dml.Declare(0, "court:1", cards("QS")), "acq.declaration")
    refused(g, dml.Declare(0, "court:7", cards("JS")), "acq.declaration")
    refused(g, dml.Declare(0, "black_market:1"), "acq.black-market")
    refused(g, dml.Declare(0, "event", cards("9S")), "event.grand-opening", "R-06")
    refused(g, dml.Declare(0, "market", cards("5S")), "acq.declaration")
    assert g.why_not(dml.Declare(0, "court:1", cards("JS"))) is None
    assert g.why_not(dml.Declare(0, "black_market:2")) is None


def test_black_market_action_targets_only_black_markets() -> None:
    g = declaration({"stock:S": "5S", "black_market:1": "2H 3H"})
    g.apply("seat 0: pass (market action)")
    assert g.pending is not None and g.pending.prompt.startswith("Black Market Action")
    refused(g, dml.Declare(0, "stock:S", cards("5S")), "market.black-market-action")


class TestCharacterPowerPhase:
    def test_decadence_forbids_powers_not_emblems_r25(self) -> None:
        g = table({"treasury:0": "JS QD 2C"}, deck="3H 4C 5C")  # Decadence 3 hits seat 0
        refused(g, dml.Play(0, C("JS"), "power"), "R-25", "event.decadence")
        assert g.why_not(dml.Play(0, C("JS"), "emblem")) is None

    def test_powers_from_court_variant_r17(self) -> None:
        g = table({"court:0": "JS", "treasury:0": "QD"}, deck="9S 4C 5C", options={"powers_from_court": False})
        refused(g, dml.Play(0, C("JS"), "power", "court"), "R-17")
        assert g.why_not(dml.Play(0, C("QD"), "power")) is None

    def test_what_cannot_be_played(self) -> None:
        g = table({"court:0": "JS", "treasury:0": "QD 5C TS"}, deck="9S 4C 6C")
        refused(g, dml.Play(0, C("5C"), "emblem"), "emblem.play")
        refused(g, dml.Play(0, C("TS"), "power"), "power.ultimate")
        refused(g, dml.Play(0, C("JS"), "emblem", "court"), "emblem.play")
        refused(g, dml.Play(0, C("QH"), "power"), "R-16")  # not held
        refused(g, dml.Play(0, C("QD"), "spell"), "cpp.sequence")
        for a in g.legal_actions():
            assert g.why_not(a) is None


def test_game_over_refuses_everything() -> None:
    g = table({"treasury:0": "5S"})  # empty deck: the game ends at once
    assert g.is_over
    with pytest.raises(dml.IllegalActionError, match="game is over") as info:
        g.apply(dml.Pass(0, "market action"))
    assert "end.stage" in info.value.rules
    why = g.why_not("seat 0: pass (market action)")
    assert why is not None and "game is over" in why


@pytest.mark.parametrize("seed", [1, 2])
def test_why_not_is_none_exactly_for_legal_actions_in_a_random_game(seed: int) -> None:
    rng = random.Random(seed)
    g = dml.Game(seed=seed)
    probes = [dml.Pass(s, "bid") for s in range(4)] + [dml.Reroll(s, True) for s in range(4)]
    n = 0
    while not g.is_over and n < 150:
        legal = g.legal_actions()
        for a in legal:
            assert g.why_not(a) is None
        for p in probes:
            if p not in legal:
                assert g.why_not(p) is not None
        g.apply(rng.choice(legal))
        n += 1
