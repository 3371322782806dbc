"""Knowledge from public history: what a seat knows of the hidden zones follows
the game step by step, not only at its decisions. A card it saw revealed (a Seize Attempt's
reveal, a Dragon Siege) stays known where it went; a card leaving a hidden zone unseen makes
the seat forget what it knew there; games that differ only in what it never saw give the same
hint. MERC's only secret is the unrevealed base; Terrus has none."""

from __future__ import annotations

from dml_tutor.coach import Hint, hint
from dml_tutor.games import dml, merc, terrus
from dml_tutor.games.dml.resample import known_cards, resampler


def random_game(seed: int, decisions: int) -> dml.Game:
    """A 4-player game played by the random agents (seeded ``seed``) for ``decisions`` decisions
    (a Character Power Phase asks every seat, P-23: most of those are passes)."""
    g = dml.Game(players=4, seed=seed, trace=False)
    agents = dml.PACK.make_agents("random", g, seed)
    while len(g.decisions) < decisions:
        g.apply(agents[g.pending.seat].choose(g, g.pending))
    return g


def summary(h: Hint) -> list[tuple[str, float, float | None, int]]:
    return [(str(o.action), o.win_rate, o.value, o.rollouts) for o in h.options]


def test_every_treasury_a_dragon_siege_shows_is_known_to_every_seat() -> None:
    """Random play, seed 0: a Dragon Siege at decision 95 shows every Treasury."""
    before = random_game(0, 94)
    g = random_game(0, 95)
    unknown = [c.code for t in before.treasury[1:] for c in t if c.code not in known_cards(before, 0)]
    assert unknown  # seat 0 did not know every other Treasury before the Siege
    for seat in range(4):
        known = known_cards(g, seat)
        for other in range(4):
            if other != seat:
                for card in g.treasury[other]:
                    assert known[card.code] == f"treasury:{other}"


def test_a_card_seen_revealed_in_a_seize_attempt_stays_known_and_is_never_resampled_away() -> None:
    """Random play, seed 0: seats 1 and 3 lay 4♥ and 3♥ face down; the reveal shows them, no
    Iron card wins, and each takes its card back into its Treasury (decision 104)."""
    g = random_game(0, 104)
    assert g.pending is not None and g.pending.seat == 0
    known = known_cards(g, 0)
    assert known["4H"] == "treasury:1" and known["3H"] == "treasury:3"
    sample = resampler(g, 0)
    for s in range(6):
        z = sample(s).zones()
        assert dml.Card.parse("4H") in z["treasury:1"] and dml.Card.parse("3H") in z["treasury:3"]


def test_a_card_laid_face_down_makes_the_others_forget_that_treasury() -> None:
    """Seed 0 again: after the Siege seat 2 knows seat 1's Treasury (2♦ 4♥ 5♦); seat 1 lays one
    face down. Seat 2 cannot tell which, so whichever it was, seat 2 knows the same and gets the
    same hint."""
    laid = random_game(0, 102)
    assert laid.pending is not None and laid.pending.seat == 2 and laid.pending.kind == "seize"
    assert laid.decisions[-1] == dml.Seize(1, dml.Card.parse("4H"))
    before = random_game(0, 101)
    assert {c for c, z in known_cards(before, 2).items() if z == "treasury:1"} == {"2D", "4H", "5D"}
    other = dml.Game(players=4, seed=0, trace=False)
    other.replay([*laid.decisions[:-1], dml.Seize(1, dml.Card.parse("2D"))])
    assert known_cards(laid, 2) == known_cards(other, 2)
    assert not any(z in ("treasury:1", "pending:seize:1") for z in known_cards(laid, 2).values())
    assert summary(hint(laid, rollouts=4, seed=5)) == summary(hint(other, rollouts=4, seed=5))


def test_knowledge_is_read_without_changing_the_game() -> None:
    g = random_game(1, 40)
    save = g.to_json()
    known_cards(g, 2)
    resampler(g, 2)(0)
    assert g.to_json() == save


def merc_game(base: str, turn: str, revealed: bool = False) -> merc.Game:
    sectors = {"Capital": (5, 2, 1), "Mine": (4, 1, 3), "Port": (2, 1, 1)}
    return merc.Game.from_position(
        {
            "day": 3,
            "turn": turn,
            "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, (v, d, r) in sectors.items()},
            "dictator": {"base": base, "revealed": revealed, "hand": 1, "deck": 2, "card": None},
        }
    )


def test_merc_the_rebels_hint_does_not_depend_on_an_unrevealed_base_and_follows_its_reveal() -> None:
    capital, port = merc_game("Capital", "rebels"), merc_game("Port", "rebels")
    assert summary(hint(capital, rollouts=6, seed=2)) == summary(hint(port, rollouts=6, seed=2))
    g = merc_game("Port", "dictator")
    g.apply(merc.RevealBase(0, "Port"))
    g.apply(merc.EndTurn(0))  # the Rebels saw the reveal in the Dictator's turn
    assert g.pending is not None and g.pending.seat == 1
    assert {merc.PACK.resample(g, 1)(s).base for s in range(10)} == {"Port"}  # type: ignore[misc]
    assert len({merc.PACK.resample(capital, 1)(s).base for s in range(10)}) > 1  # type: ignore[misc]


def test_terrus_every_ruler_knows_the_whole_table() -> None:
    g = terrus.PACK.start(2)
    sample = terrus.PACK.resample(g, 1)  # type: ignore[misc]
    assert sample(0).table() == sample(9).table() == g.table()


def test_the_thief_seen_drawn_and_shuffled_back_is_known_to_lie_in_the_event_deck_not_where() -> None:
    """Random play, seed 0: a Supply draw turns up the Thief, which goes back into the Event Deck
    at a random place (before decision 294). Every seat knows it is there, none knows where."""
    g = random_game(0, 294)
    assert dml.Card.parse("X2") in g.deck
    seat = g.pending.seat
    assert known_cards(g, seat)["X2"] == "deck"
    sample = resampler(g, seat)
    decks = [[c.code for c in sample(s).deck] for s in range(8)]
    assert all("X2" in d for d in decks)
    assert len({d.index("X2") for d in decks}) > 1
