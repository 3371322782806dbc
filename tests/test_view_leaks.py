"""Issue 10: "View as seat N" is a promise. Random games are walked step by step, and at
every step, for every seat, nothing the tutor sends (every synced trait: the view, the
log, the decision and its options, why-not answers) names a card that seat may not know.

What a seat may know is the engine's: ``g.view(seat)`` gives each zone its knowledge
level (open, implied, hidden, private to its owner; DML component reference, section 3).
A seat knows a card once it has been in a zone the seat sees at some step so far, or
named by a public step (a reveal said aloud at the table). The checked output is what
players choose and are asked (actions, prompts, options, why-not answers) and the table.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

import dml_tutor as dml
from dml_tutor import Tutor
from dml_tutor.games.dml.cards import ALL_CARDS, Card
from dml_tutor.tutor.panels.dml import DmlPanel, Snap

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
