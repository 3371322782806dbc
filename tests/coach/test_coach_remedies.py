"""Why not, and how: a refused move says what would make it legal, where the
rules allow a remedy; each pack's legality gives it and the tutor shows it."""

from __future__ import annotations

from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor.core.driver import IllegalActionError, Reason
from dml_tutor.core.text import Text
from dml_tutor.games import merc, terrus
from dml_tutor.games.dml import PACK as DML
from dml_tutor.tutor import TutorSession


def english(said: Text | None) -> str | None:
    """A remedy as the engine says it (a message), in English."""
    return None if said is None else str(said)


def at_declaration_over_the_cap() -> dml.Game:
    """Random play (seed 0) up to an Active Player's Declaration bid with the Target Value over 12."""
    g = dml.Game(players=4, seed=0, trace=False)
    agents = DML.make_agents("random", g, 0)
    while (d := g.pending) is not None:
        if d.kind == "bid" and "acq.declaration" in d.rules and g.attempt is not None and g.attempt.tv().total > 12:
            return g
        g.apply(agents[d.seat].choose(g, d))
    raise AssertionError("no Declaration over the cap in this game")


def test_a_refusal_is_data_with_a_remedy_where_the_rules_allow_one() -> None:
    g = at_declaration_over_the_cap()
    d = g.pending
    assert d is not None and g.attempt is not None
    over = g.attempt.tv().total - 12
    r = g.reason(f"seat {d.seat}: pass")
    assert isinstance(r, Reason) and r.rules == ("R-03",)
    assert r.remedy is not None
    assert str(r.remedy).startswith(f"the Target Value would be {over + 12}; the cap is 12 (R-03): bid {over} of ")
    assert g.why_not(f"seat {d.seat}: pass") == f"{r.text} [R-03]"  # the sentence as before
    assert g.reason(d.actions[0]) is None
    other = (d.seat + 1) % 4
    assert english(g.reason(f"seat {other}: pass").remedy) == f"wait for your turn: seat {d.seat} decides now"
    try:
        g.apply(f"seat {d.seat}: pass")
    except IllegalActionError as e:
        assert e.remedy == r.remedy and e.text == r.text
    else:
        raise AssertionError("a pass over the cap was taken")


def test_a_seize_with_an_egg_and_a_move_out_of_turn() -> None:
    s = TutorSession(pack="dml", seed=7)  # as docs/howto-players.md: seat 0's Seize Attempt
    s.run_to_decision()
    g = s.game
    assert g.pending is not None and g.pending.kind == "seize"
    seat = g.pending.seat
    r = g.reason(dml.Seize(seat, dml.Card.parse("AS")))
    assert r is not None and "egg.placement" in r.rules and r.remedy is not None and "bluff is legal" in str(r.remedy)
    assert english(g.reason(dml.Declare((seat + 1) % 4, "stock:S", (dml.Card.parse("5S"),))).remedy) == (
        "only the Active Player may declare; wait for your Turn"
    )


def test_merc_and_terrus_say_whose_turn_it_is() -> None:
    g = merc.PACK.start(1)
    d = g.pending
    assert d is not None
    other = 1 - d.seat
    r = g.reason(merc.EndTurn(other))
    assert r is not None and r.remedy is not None and str(r.remedy).startswith("wait for your turn")
    t = terrus.PACK.start(2)
    assert all(t.reason(a) is None for a in t.legal_actions())
    r = t.reason(terrus.moves.BeginTurn(1))
    assert (
        r is not None
        and str(r.remedy) == "wait until you are the active ruler (ruler 0 is now), or let ruler 0 report it"
    )


def test_the_tutor_shows_the_remedy_beside_the_reason() -> None:
    s = TutorSession(pack="dml", seed=7, seats="person")
    s.run_to_decision()
    seat = s.game.pending.seat
    s.why_not(f"seat {(seat + 1) % 4}: pass")
    why = s.view_model()["why"]
    assert not why["legal"] and why["remedy"] == f"wait for your turn: seat {seat} decides now"
    s.why_not(0)
    assert "remedy" not in s.view_model()["why"]  # a legal move needs none
    m = TutorSession(merc_game(), seats="person")
    m.run_to_decision()
    m.why_not(merc.PlayTactic(1))  # the Rebels hold no Tactics cards: nothing makes it legal
    why = m.view_model()["why"]
    assert not why["legal"] and "remedy" in why and why["remedy"] is None


# ---------------------------------------------------------------- MERC: every refusal kind


SECTORS = {"Capital": (5, 2, 0), "Mine": (4, 0, 3), "Port": (2, 1, 1), "Hill": (3, 2, 2)}


def merc_game(
    sectors: dict[str, tuple[int, int, int]] | None = None,
    *,
    turn: str = "rebels",
    base: str | None = "Capital",
    revealed: bool = True,
    hand: int = 2,
    deck: int = 0,
    card: tuple[str, int] | None = ("Hill", 3),
    tactic_played: bool = False,
) -> merc.Game:
    """A MERC position; sectors as name -> (value, Dictator units, Rebel units)."""
    dictator: dict[str, object] = {"base": base, "revealed": revealed, "hand": hand, "deck": deck}
    dictator["card"] = None if card is None else {"sector": card[0], "health": card[1]}
    if tactic_played:
        dictator["tactic_played"] = True
    return merc.Game.from_position(
        {
            "day": 4,
            "turn": turn,
            "sectors": {n: {"value": v, "dictator": d, "rebels": r} for n, (v, d, r) in (sectors or SECTORS).items()},
            "dictator": dictator,
        }
    )


def fight(seat: int, sector: str, dictator: int = 0, rebels: int = 0, damage: int = 0) -> merc.Combat:
    return merc.Combat(seat, sector, dictator, rebels, damage)


MERC_CASES = [
    # (what is refused, the game, the move, the remedy; None where nothing makes it legal)
    ("another side's turn", {}, merc.EndTurn(0), "wait for your turn: it is the Rebels' turn now"),
    ("no such sector", {}, fight(1, "Moon", 1), "fight where both sides stand: Port, Hill"),
    ("no combat there", {}, fight(1, "Mine", 0, 1), "fight where both sides stand: Port, Hill"),
    (
        "no combat anywhere",
        {"sectors": {"Capital": (5, 2, 0), "Mine": (4, 0, 3)}, "card": None},
        fight(1, "Mine", 0, 1),
        None,
    ),
    ("too many Dictator losses", {}, fight(1, "Port", 2), "report at most 1 Dictator losses in Port"),
    ("too many Rebel losses", {}, fight(1, "Hill", 0, 3), "report at most 2 Rebel losses in Hill"),
    (
        "the Dictator card is not in play",
        {"base": None, "revealed": False, "card": None},
        fight(1, "Hill", 2, 0, 1),
        "report no damage to the Dictator card: it comes into play only when the base is revealed",
    ),
    (
        "the Dictator card is elsewhere",
        {},
        fight(1, "Port", 1, 0, 1),
        "report no damage to the Dictator card here: it is in Hill",
    ),
    (
        "protection (P-17)",
        {},
        fight(1, "Hill", 1, 0, 1),
        "report all 2 Dictator units in Hill defeated in this combat (P-17), or no damage to the Dictator card",
    ),
    ("a Rebel Tactics card", {}, merc.PlayTactic(1), None),
    (
        "a second Tactics card (P-15)",
        {"turn": "dictator", "tactic_played": True},
        merc.PlayTactic(0),
        "end this turn: the next Tactics card may be played next turn (P-15)",
    ),
    (
        "no Tactics card in hand",
        {"turn": "dictator", "hand": 0, "deck": 2},
        merc.PlayTactic(0),
        "end this turn: the Dictator draws at its end (deck 2) and may play a card next turn",
    ),
    ("no Tactics card left", {"turn": "dictator", "hand": 0, "deck": 0}, merc.PlayTactic(0), None),
    ("the Rebels reveal", {}, merc.RevealBase(1, "Capital"), None),
    ("already revealed", {"turn": "dictator"}, merc.RevealBase(0, "Capital"), None),
    (
        "the base is elsewhere",
        {"turn": "dictator", "revealed": False, "card": None},
        merc.RevealBase(0, "Mine"),
        "reveal the base in Capital, where it was placed",
    ),
    (
        "no such sector, no base placed",
        {"turn": "dictator", "base": None, "revealed": False, "card": None},
        merc.RevealBase(0, "Moon"),
        "name one of the sectors: Capital, Mine, Port, Hill",
    ),
]


@pytest.mark.parametrize(("case", "setup", "move", "remedy"), MERC_CASES, ids=[c[0] for c in MERC_CASES])
def test_merc_says_what_would_make_each_refused_move_legal(
    case: str, setup: dict[str, Any], move: merc.Move, remedy: str | None
) -> None:
    g = merc_game(**setup)
    r = g.reason(move)
    assert r is not None, case
    assert english(r.remedy) == remedy
    if remedy is not None and isinstance(move, merc.Combat | merc.RevealBase) and not remedy.startswith("name"):
        fixed = _merc_fixed(g, move)
        assert g.reason(fixed) is None  # doing what it says makes the move legal


def _merc_fixed(g: merc.Game, move: merc.Move) -> merc.Move:
    """The move changed as its remedy says (for the combat and reveal remedies)."""
    assert isinstance(move, merc.Combat | merc.RevealBase)
    if isinstance(move, merc.RevealBase):
        return merc.RevealBase(0, str(g.base))
    s = g.sectors.get(move.sector)
    if s is None or not g.contested(move.sector):
        return fight(move.seat, next(n for n in g.sectors if g.contested(n)), 1)
    if move.dictator_losses > s.dictator or move.rebel_losses > s.rebels:
        return fight(move.seat, move.sector, min(move.dictator_losses, s.dictator), min(move.rebel_losses, s.rebels))
    if g.card is not None and g.card.sector == move.sector:
        return fight(move.seat, move.sector, s.dictator, move.rebel_losses, move.dictator_damage)
    return fight(move.seat, move.sector, move.dictator_losses, move.rebel_losses)


def test_merc_a_finished_game_has_no_remedy() -> None:
    g = merc_game(turn="dictator", hand=0, deck=0)
    g.apply(merc.EndTurn(0))
    assert g.is_over
    r = g.reason(merc.EndTurn(1))
    assert r is not None and r.remedy is None


# ---------------------------------------------------------------- Terrus: every refusal kind


def terrus_game(tournament: bool = False) -> terrus.Game:
    """Three rulers, Bo already gone; Ana is active."""
    rulers = [
        {"name": "Ana", "vitae": 20, "structures": 0, "relics": 0, "int": 0, "team": None, "cannot_win": False},
        {
            "name": "Bo",
            "vitae": 0,
            "structures": 0,
            "relics": 0,
            "int": 0,
            "team": None,
            "cannot_win": False,
            "out": True,
        },
        {"name": "Cy", "vitae": 12, "structures": 0, "relics": 0, "int": 0, "team": None, "cannot_win": False},
    ]
    return terrus.Game.from_position({"rulers": rulers, "active": 0, "tournament": tournament})


T = terrus.moves
IN_GAME = "0 (Ana), 2 (Cy)"
NAME = "name a ruler still in the game as "
TERRUS_CASES = [
    (
        "not the active ruler's report",
        T.BeginTurn(2),
        "wait until you are the active ruler (ruler 0 is now), or let ruler 0 report it",
    ),
    ("a penalty outside a tournament", T.Penalty(0), None),
    ("an intentional draw outside a tournament", T.IntentionalDraw(0), None),
    ("damage from nobody", T.Damage(7, ((0, 1),)), NAME + f"the source: {IN_GAME}"),
    (
        "damage from a ruler who left",
        T.Damage(1, ((0, 1),)),
        NAME + f"the source: {IN_GAME}",
    ),
    ("damage to a ruler who left", T.Damage(0, ((1, 2),)), NAME + f"the one hit: {IN_GAME}"),
    (
        "priority to a ruler who left",
        T.Priority(1),
        NAME + f"the one to receive priority: {IN_GAME}",
    ),
    (
        "a vote for a ruler who left",
        T.DominionVote(1),
        NAME + f"the vote's winner: {IN_GAME}",
    ),
    ("an effect on nobody", T.Effect(5, "win"), NAME + f"the ruler named: {IN_GAME}"),
    ("a concession from nobody", T.Concede(5), NAME + f"the one who concedes: {IN_GAME}"),
    ("a second concession", T.Concede(1), None),
]


@pytest.mark.parametrize(("case", "move", "remedy"), TERRUS_CASES, ids=[c[0] for c in TERRUS_CASES])
def test_terrus_says_what_would_make_each_refused_move_legal(case: str, move: terrus.Move, remedy: str | None) -> None:
    g = terrus_game()
    r = g.reason(move)
    assert r is not None, case
    assert english(r.remedy) == remedy


def test_terrus_tournament_moves_are_legal_in_a_tournament() -> None:
    g = terrus_game(tournament=True)
    assert g.reason(T.Penalty(0)) is None and g.reason(T.IntentionalDraw(0)) is None


@pytest.mark.parametrize(
    ("pack", "setup", "move", "remedy"),
    [
        ("merc", lambda: merc_game(), fight(1, "Hill", 1, 0, 1), MERC_CASES[8][3]),
        ("terrus", terrus_game, T.Damage(0, ((1, 2),)), TERRUS_CASES[5][2]),
    ],
)
def test_the_tutor_shows_merc_and_terrus_remedies(pack: str, setup: Any, move: Any, remedy: str) -> None:
    s = TutorSession(setup(), seats="person")
    s.run_to_decision()
    s.why_not(str(move))
    why = s.view_model()["why"]
    assert not why["legal"] and why["remedy"] == remedy


def test_a_remedy_under_view_as_names_nothing_the_viewer_cannot_see() -> None:
    """The Rebels do not see where an unrevealed base is: under View as the Rebels, no
    answer about the Dictator's reveal says where it is."""
    g = merc_game(turn="dictator", base="Capital", revealed=False, card=None)
    assert english(g.reason(merc.RevealBase(0, "Mine")).remedy) == "reveal the base in Capital, where it was placed"
    s = TutorSession(g, seats="person", view_as=1)
    s.run_to_decision()
    for move in ("reveal the base in Mine", "Dictator: reveal the base in Mine", "Rebels: reveal the base in Mine"):
        s.why_not(move)
        why = s.view_model(1)["why"]
        assert "Capital" not in str(why) and "remedy" not in why
