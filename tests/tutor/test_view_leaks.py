"""A seat's view leaks nothing: "View as seat N" is a promise. Random games are walked step by step, and at
every step, for every seat, nothing the tutor sends (every synced trait: the view, the
log, the decision and its options, why-not answers) names a card that seat may not know.

What a seat may know is the engine's: ``g.view(seat)`` gives each zone its knowledge
level (open, implied, hidden, private to its owner; DML component reference, section 3).
A seat knows a card once it has been in a zone the seat sees at some step so far, or
named by a public step (a reveal said aloud at the table). The checked output is what
players choose and are asked (actions, prompts, options, why-not answers) and the table.
"""

from __future__ import annotations

import copy
import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor import Tutor, games
from dml_tutor.games.dml.cards import ALL_CARDS, Card
from dml_tutor.games.dml.display.panel import DmlPanel, Snap
from dml_tutor.tutor import PUBLIC, TutorSession

_SYMBOL = {c.symbol: c for c in ALL_CARDS if c.suit is not None}
_CODE = {c.code: c for c in ALL_CARDS}
MENTION = re.compile(r"(?<![0-9A-Za-z])(?:10|[2-9JQKA])[♠♣♥♦]|\"(?:[2-9TJQKA][SCHD]|X[12])\"")
#: Synced traits that depend on the game (the diagrams and the controls do not name cards).
TRAITS = ("view", "log", "decisions", "why", "error", "log_filter", "seats", "view_as")


def mentioned(data: Any) -> set[Card]:
    text = json.dumps(data, ensure_ascii=False)
    out = set()
    for m in MENTION.findall(text):
        out.add(_CODE[m.strip('"')] if m.startswith('"') else _SYMBOL[m])
    return out


def sent(t: Tutor) -> dict[str, Any]:
    data = {name: getattr(t, name) for name in TRAITS}
    step = dict(data["view"]["step"])
    step.pop("rules"), step.pop("rulings")  # the rule catalog's fixed text, the same for every game
    data["view"] = {**data["view"], "step": step}
    return data


def visible(snap: Snap, seat: int) -> set[Card]:
    """The cards in zones the seat sees (the engine's knowledge levels: private zones end
    in their owner's seat, treasury:2, king:2, pending:seize:2)."""
    return {
        Card.parse(code)
        for name, (knowledge, codes) in snap.zones.items()
        if knowledge in ("open", "implied") or (knowledge == "private" and name.rsplit(":", 1)[-1] == str(seat))
        for code in codes
    }


def questions(t: Tutor) -> Iterator[str]:
    """Why-not questions a curious viewer asks at a decision: every option the decider had
    (its seat's cards), and the first illegal example."""
    found = t.session.history.record_at(t.session.cursor)
    if found is None:
        return
    _, rec = found
    for a in rec.decision.actions[:6]:
        yield str(a)
    for a, _ in rec.examples[:1]:
        yield str(a)


def walk(seed: int, players: int, mode: str, *, window: int = 25) -> int:
    """Play a random game to a random decision, open a tutor on it, and check the last
    ``window`` recorded steps for every seat (and why-not questions at every decision).
    ``window=0`` plays the whole game and checks every step (benchmarks/soak_views.py)."""
    g = dml.Game(players, seed, mode)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 400) if window else 10**6):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_actions()))
    t = Tutor(g, seats="random")
    t.prefetch_diagrams = False
    t.browser_diagrams = True
    # known[seat][j]: the cards the seat has seen by step j (the log may show later public steps)
    known: list[list[frozenset[Card]]] = []
    for seat in range(players):
        seen: set[Card] = set()
        known.append([])
        for snap, entry in zip(t.session.history.snaps, g.trace, strict=True):
            seen |= visible(snap, seat)
            if entry.kind in ("step", "roll") and not entry.private:
                seen |= mentioned(entry.text)  # said aloud at the table: "Revealed: seat 1 2♠"
            known[seat].append(frozenset(seen))
    checks = 0
    for seat in range(players):
        t.set_view(seat)
        # the seat's steps (P-13): the others' questions and private steps are none of them
        shown = list(t.session.history.shown()[0])
        assert not any(g.trace[j].seat not in (None, seat) and g.trace[j].kind == "decision" for j in shown)
        assert not any(g.trace[j].private and g.trace[j].seat != seat for j in shown)
        assert t.length == len(shown)
        first = max(0, len(shown) - window) if window else 0
        for n in range(first, len(shown)):
            i = shown[n]
            t.goto(n)
            data = sent(t)
            assert data["view"]["step"]["index"] == n == t.cursor
            last = max([i, *(shown[row["i"]] for row in data["log"])])
            secret = set(ALL_CARDS) - known[seat][last]
            leak = mentioned(data) & secret
            assert not leak, f"seed {seed}, step {i}, view as seat {seat}: {sorted(c.code for c in leak)} sent"
            checks += 1
            for q in questions(t):
                t.why_not(q)
                leak = (mentioned(t.why) - mentioned(q)) & secret
                assert not leak, f"seed {seed}, step {i}, seat {seat} asks {q!r}: the answer names {sorted(leak)}"
    t.close()
    return checks


GAMES = [(seed, 3 + seed % 2, "quickstart" if seed % 5 == 4 else "full") for seed in range(50)]


@pytest.mark.parametrize(("seed", "players", "mode"), GAMES)
def test_nothing_sent_under_a_view_names_a_card_the_seat_may_not_know(seed: int, players: int, mode: str) -> None:
    assert walk(seed, players, mode) > 0


def test_the_walk_finds_a_leak_when_there_is_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check itself works: a panel that shows every Treasury under any view is caught."""
    monkeypatch.setattr(DmlPanel, "_visible", lambda self, name, knowledge, view_as: True)
    with pytest.raises(AssertionError, match="sent"):
        walk(1, 4, "full")


def test_a_three_player_setup_keeps_the_undealt_king_face_down() -> None:
    t = Tutor(seed=2, players=3, seats="random")
    t.set_view(0)
    shown = False
    for i in range(t.length):
        t.goto(i)
        pending = t.view["table"]["pending"]
        if "set_aside" in pending:
            shown = True
            assert pending["set_aside"]["cards"] is None
    assert shown
    _ = dml  # the package under test


# ------------------------------------------------------------ the public view (what every seat knows alike)


def twins(pack_name: str, a: dict[str, Any], b: dict[str, Any], seed: int) -> tuple[Any, Any]:
    """Two games of one pack from settings that differ only in something hidden, played with the
    same moves (random ones of the first game) for as long as both games offer the same."""
    pack = games.get(pack_name)
    g, h = pack.start(**a), pack.start(**b)
    rng = random.Random(seed)
    while not g.is_over and g.pending is not None and h.pending is not None:
        if [str(x) for x in g.pending.actions] != [str(x) for x in h.pending.actions]:
            break  # the hidden difference now shows in what a seat may do
        n = rng.randrange(len(g.pending.actions))
        g.apply(g.pending.actions[n])
        h.apply(h.pending.actions[n])
    return g, h


def same_public_views(g: Any, h: Any, *, until: Any) -> int:
    """At every step of the public view before the Round in which ``until(game, entry)`` first
    holds (the difference out in the open: the log shows the cursor's whole Round), both games
    send the identical public view model. Returns the steps checked."""
    one, two = TutorSession(g, seats="person", view_as=PUBLIC), TutorSession(h, seats="person", view_as=PUBLIC)
    opened = [e.round for e in g.trace if until(g, e.index) or until(h, e.index)]
    shown = list(one.history.shown()[0])
    assert shown == list(two.history.shown()[0])
    checked = 0
    for n, i in enumerate(shown):
        if opened and g.trace[i].round >= opened[0]:
            break
        one.goto(n)
        two.goto(n)
        assert one.view_model(PUBLIC, browser=True) == two.view_model(PUBLIC, browser=True), f"step {n}"
        assert one.view_model() == two.view_model(), f"step {n}, the session's own view"
        checked += 1
    one.close(), two.close()
    return checked


def _kings(order: list[str]) -> dict[str, Any]:
    return {"format": "dml-tutor-position", "zones": {f"king:{s}": [k] for s, k in enumerate(order)}}


def _king_open(snaps: list[Any]) -> Any:
    return lambda g, i: any(k != "private" for name, (k, _) in snaps[i].zones.items() if name.startswith("king:"))


@pytest.mark.parametrize("seed", [3, 11])
def test_two_dml_games_differing_in_a_hidden_king_look_the_same_in_the_public_view(seed: int) -> None:
    """Seats 1 and 2 hold each other's Merchant King; everything else (seed, moves) is the same.
    Every step the public view shows is identical, up to the Kings' reveal."""
    a = {"seed": seed, "players": 4, "position": _kings(["KS", "KH", "KC", "KD"])}
    b = {"seed": seed, "players": 4, "position": _kings(["KS", "KC", "KH", "KD"])}
    g, h = twins("dml", a, b, seed)
    assert g.view(None) != h.view(None)  # they do differ, in the Kings
    probe = TutorSession(g, seats="person")
    snaps = list(probe.history.snaps)
    probe.close()
    assert same_public_views(g, h, until=_king_open(snaps)) > 20
    # a seat that sees one of the swapped Kings is sent a different view: the check can fail
    one, two = TutorSession(g, seats="person", view_as=1), TutorSession(h, seats="person", view_as=1)
    assert one.view_model() != two.view_model()


def test_the_public_view_hides_the_merc_base_until_it_is_revealed() -> None:
    """The Dictator's base placed, unrevealed, in one sector or another: every step of the public
    view is the same (as the Rebels' is), while the Dictator's own view differs."""
    merc = games.get("merc")
    settings = merc.settings(merc.start(1))
    one, two = copy.deepcopy(settings), copy.deepcopy(settings)
    one["position"]["dictator"]["base"] = "Oil Field"
    two["position"]["dictator"]["base"] = "Capital"
    g, h = twins("merc", one, two, 1)
    assert g.view(0) != h.view(0)  # the Dictator knows where
    assert same_public_views(g, h, until=lambda game, i: game.view(None)["dictator"]["revealed"]) > 3


def test_a_pack_without_a_panel_shows_in_the_public_view_what_every_seats_view_holds_alike() -> None:
    from dml_tutor.tutor.panel import NOT_PUBLIC, common

    views = [{"pile": 7, "hand": ["3"], "you": 0}, {"pile": 7, "hand": ["5"], "you": 1}]
    assert common(views) == {"pile": 7, "hand": [NOT_PUBLIC], "you": NOT_PUBLIC}
    assert common([{"a": [1, 2]}, {"a": [1]}]) == {"a": NOT_PUBLIC}
    assert common([{"a": 1, "b": 2}, {"a": 1}]) == {"a": 1}


def test_the_public_view_is_asked_by_its_constant_or_its_name() -> None:
    s = TutorSession(pack="dml", seed=4, seats="random")
    s.run_to_end()
    assert s.view_model("public") == s.view_model(PUBLIC) and s.view_model(PUBLIC)["view_as"] == PUBLIC
    assert s.view_model(PUBLIC)["view"]["game"]["seed"] is None  # the seed rebuilds every hidden card
    s.set_view("public")
    assert s.view_as == PUBLIC and s.view_model()["decisions"] == []
    with pytest.raises(ValueError, match="no seat -2"):
        s.set_view(-2)
    with pytest.raises(ValueError, match="filter_log: seat: no seat -1"):
        s.filter_log(seat=PUBLIC)  # the log's seat filter is a real seat
