"""The question bank: questions on one rule, made by the engine from seeded games.

Every pack is played the same way: a few seeded games of its random agents (``Pack.sample``
for varied settings). An index built once per pack notes, for each rule id, the decisions
where a move is refused citing it (``legal_move``), the steps where a pack's outcome reader
finds something a misreading of it changes (``what_next``) and the steps that cite it
(``which_rule``). A question is made at one of its rule's spots from what the engine said
there: which moves it takes and why it refuses the others (rule ids, text, remedy; a
``legal_move`` question replays its game to ask again), what happens and what each
misreading makes of the same position. Nothing here knows
any game: a pack's own kinds, misreadings and exclusions come from its ``practice`` module
(``<pack package>.practice``), read through the registry.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import import_module
from importlib.util import find_spec
from itertools import islice
from types import ModuleType
from typing import Any

from .. import games
from ..core.driver import SAVE_FORMAT, Driver
from ..core.inputs import short_repr
from ..core.pack import Pack
from ..core.sequence import Decision, count
from ..core.text import Say, Text
from ..i18n import SOURCE, Messages, check_language
from .values import KINDS, Misreading, Option, Question

__all__ = ["coverage", "excluded", "in_language", "misreadings", "order", "pack_of", "places", "question"]

#: The index plays seeded games until they hold this many decisions with a choice (or
#: :data:`MAX_GAMES` games).
DECISIONS = 1500
MAX_GAMES = 200
#: At most this many candidate moves of a kind are tried at each decision (spread over the pool).
CANDIDATES = 24
#: At most this many offered moves are read per decision (a decision may offer thousands).
OFFERED = 60


@dataclass(frozen=True)
class Step:
    """A trace step of a seeded game, as the index keeps it."""

    index: int
    #: decisions taken before it (replaying that many reaches the decision after it)
    at: int
    #: the sequences it sits in, innermost first
    sequences: tuple[str, ...]
    rules: tuple[str, ...]
    text: str
    breadcrumb: str
    #: what the engine said (a message, read in a question's language) and its frames' labels
    said: Any = ""
    crumbs: tuple[Any, ...] = ()


@dataclass
class Game:
    """One seeded game of the index: its settings, decisions and steps, and the moves it offered."""

    seed: int
    settings: dict[str, Any]
    decisions: list[dict[str, Any]]
    steps: list[Step]
    #: offered moves by decision kind, seats left out (the pool of candidates)
    pool: dict[str, list[dict[str, Any]]]
    #: how many of the decisions offered more than one move (what :data:`DECISIONS` counts: a
    #: question with a single answer, as DML asks every seat in a Character Power Phase, is not)
    choices: int = 0


@dataclass
class Index:
    """What the bank knows of one pack: its seeded games and the spots per rule and kind."""

    pack: str
    games: list[Game]
    #: kind -> rule -> spots ``(game, at or step index)``
    spots: dict[str, dict[str, list[tuple[int, int]]]] = field(default_factory=dict)
    #: sequence name -> the rules its steps cite
    sequence_rules: dict[str, list[str]] = field(default_factory=dict)
    #: rule ids in the order they first fire in the seeded games
    order: list[str] = field(default_factory=list)
    #: the pack's what_next moments: (game, entry index) -> (decisions before, the ask)
    asks: dict[tuple[int, int], tuple[int, Ask]] = field(default_factory=dict)


def pack_of(pack: Pack | str) -> Pack:
    """A pack from its name or itself (a name the registry does not know is a ``ValueError``)."""
    if isinstance(pack, Pack):
        return pack
    if not isinstance(pack, str):
        raise ValueError(f"pack must be a pack's name, got {short_repr(pack)}")
    return games.get(pack)


def practice_module(pack: Pack) -> ModuleType | None:
    """The pack's ``practice`` module (its misreadings, exclusions and own kinds), if it has one."""
    name = f"{pack.package}.practice" if pack.package else ""
    if not name or find_spec(name) is None:
        return None
    return import_module(name)


def _declared(pack: Pack, attr: str) -> Any:
    module = practice_module(pack)
    return getattr(module, attr, None) if module is not None else None


def misreadings(pack: Pack | str) -> dict[str, Misreading]:
    """The pack's misreadings by id: each the rule it bends and our text of the wrong reading."""
    found: Mapping[str, tuple[str, Text]] | None = _declared(pack_of(pack), "MISREADINGS")
    return {mid: Misreading(rule, str(text), text) for mid, (rule, text) in (found or {}).items()}


def excluded(pack: Pack | str) -> dict[str, str]:
    """The pack's rule ids that have no question, each with the reason (declared by the pack)."""
    found: Mapping[str, str] | None = _declared(pack_of(pack), "EXCLUDED")
    return dict(found or {})


def coverage(pack: Pack | str) -> dict[str, list[str]]:
    """Every rule id with a question, and its kinds (in the catalog's order)."""
    p = pack_of(pack)
    idx = index(p.name)
    out: dict[str, list[str]] = {}
    for rule in p.catalog():
        kinds = [k for k, by_rule in idx.spots.items() if by_rule.get(rule)]
        if kinds:
            out[rule] = kinds
    return out


def places(pack: Pack | str) -> dict[str, list[str]]:
    """Where each covered rule is at work: the sequences (innermost) whose steps cite it in
    the seeded games, or whose decisions refuse a move citing it, in the order met."""
    p = pack_of(pack)
    idx = index(p.name)
    covered = coverage(p)
    out: dict[str, dict[str, None]] = {}
    for game in idx.games:
        for s in game.steps:
            for r in s.rules:
                if r in covered:
                    out.setdefault(r, {}).setdefault(s.sequences[0])
    for rule, spots in idx.spots["legal_move"].items():
        for n, at in spots:
            asked = [s for s in idx.games[n].steps if s.at == at]  # the decision's step is the last
            if asked and rule in covered:
                out.setdefault(rule, {}).setdefault(asked[-1].sequences[0])
    return {r: list(out.get(r, {})) for r in covered}


def order(pack: Pack | str) -> list[str]:
    """The rule ids with a question, in the order they first fire in the seeded games (the
    order a learner meets them), then any the games never cite."""
    p = pack_of(pack)
    idx = index(p.name)
    covered = coverage(p)
    first = [r for r in idx.order if r in covered]
    return first + [r for r in covered if r not in first]


# ------------------------------------------------------------------ the index


def _seated(move: dict[str, Any], seat: int) -> dict[str, Any]:
    return {**move, "seat": seat} if "seat" in move else dict(move)


def _key(move: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in move.items() if k != "seat"}, sort_keys=True)


def _spread(items: Sequence[Any], n: int) -> list[Any]:
    """``n`` items spread evenly over ``items`` (all of them when fewer)."""
    if len(items) <= n:
        return list(items)
    return [items[i * len(items) // n] for i in range(n)]


def _play(pack: Pack, seed: int) -> Game:
    """A seeded game of the pack's random agents, as the index keeps it."""
    g = pack.new_game(seed)
    if not g.tracing:
        g = pack.from_settings(pack.settings(g), trace=True)
    agents = pack.random_agents(g, seed)
    pool: dict[str, dict[str, dict[str, Any]]] = {}
    decisions: list[dict[str, Any]] = []
    choices = 0
    while not g.is_over and len(decisions) < 5000:
        d = g.pending
        assert d is not None
        choices += count(d.actions) > 1
        kind_pool = pool.setdefault(d.kind, {})
        for a in islice(d.actions, OFFERED):
            move = a.to_json()
            kind_pool.setdefault(_key(move), move)
        act = agents[d.seat].choose(g, d)
        g.apply(act)
        decisions.append(act.to_json())
    steps: list[Step] = []
    at = 0
    for e in g.trace:
        if e.kind == "action":
            at += 1
            continue
        names = tuple(f.name for f in reversed(e.path)) or ("",)
        crumbs = tuple(f.label for f in e.path)
        steps.append(Step(e.index, at, names, tuple(e.rules), e.text, e.breadcrumb, e.said, crumbs))
    return Game(seed, pack.settings(g), decisions, steps, {k: list(v.values()) for k, v in pool.items()}, choices)


def _save(pack: Pack, game: Game, at: int) -> str:
    """The save file of the seeded game after ``at`` decisions, written as ``Driver.to_json``
    writes it (its settings and those decisions), without replaying it."""
    head = {"format": SAVE_FORMAT, "game": pack.name, "version": pack.game.save_version}
    return json.dumps({**head, **game.settings, "decisions": game.decisions[:at]}, ensure_ascii=False)


def _fresh(pack: Pack, game: Game, at: int, *, trace: bool = True) -> Driver[Any]:
    g = pack.from_settings(game.settings, trace=trace)
    g.replay(game.decisions[:at])
    return g


def _refusals(g: Driver[Any], game: Game, limit: int = CANDIDATES) -> Iterator[tuple[dict[str, Any], Any]]:
    """Candidate moves the engine refuses at ``g``'s decision, each with its reason: moves of
    the decision's kind offered elsewhere in the game, in the deciding seat's name. A refusal
    that cites the whole decision (a move that is no choice here) is not a reason a rule
    gives, so it is left out."""
    d = g.pending
    if d is None:
        return
    offered = {_key(a.to_json()) for a in islice(d.actions, OFFERED * 10)}
    kinds = {type(a) for a in islice(d.actions, OFFERED)}
    for move in _spread(game.pool.get(d.kind, []), limit):
        if _key(move) in offered:
            continue
        cand = _seated(move, d.seat)
        why = g.reason(cand)
        if why is None or not why.rules or tuple(why.rules) == tuple(d.rules):
            continue
        if type(_read(g, d, cand)) not in kinds:
            continue
        yield cand, why


def _read(g: Driver[Any], d: Decision[Any], move: dict[str, Any]) -> Any:
    """The pack's move for a refused candidate (its printed text for the option); the driver's
    public calls only say why it is refused."""
    return g._coerce(move, d)


@cache
def index(name: str) -> Index:
    """The pack's index, built once: its seeded games and every rule's spots per kind."""
    pack = games.get(name)
    idx = Index(name, [])
    legal: dict[str, list[tuple[int, int]]] = {}
    which: dict[str, list[tuple[int, int]]] = {}
    seq_rules: dict[str, dict[str, None]] = {}
    seen: dict[str, None] = {}
    total = 0
    for seed in range(MAX_GAMES):
        if total >= DECISIONS:
            break
        game = _play(pack, seed)
        total += game.choices + 1
        n = len(idx.games)
        idx.games.append(game)
        for s in game.steps:
            for r in s.rules:
                seen.setdefault(r)
                for name in s.sequences:
                    seq_rules.setdefault(name, {}).setdefault(r)
        g = _fresh(pack, game, 0, trace=False)
        for at, move in enumerate(game.decisions):
            refused = [why for _, why in _refusals(g, game)]
            if len({why.text for why in refused}) < 2:  # a question needs two wrong moves
                refused = []
            for why in refused:
                for r in why.rules:
                    spots = legal.setdefault(r, [])
                    if not spots or spots[-1] != (n, at):
                        spots.append((n, at))
            g.apply(move)
    idx.sequence_rules = {k: list(v) for k, v in seq_rules.items()}
    for n, game in enumerate(idx.games):
        for i, s in enumerate(game.steps):
            for r in s.rules:
                if len(_others(pack, idx, s, r)) >= 2:
                    which.setdefault(r, []).append((n, i))
    idx.spots = {"legal_move": legal, "what_next": _what_next_spots(pack, idx), "which_rule": which}
    for kind, finder in _pack_kinds(pack).items():
        idx.spots[kind] = finder.spots(pack, idx)
    idx.order = list(seen)
    return idx


def _others(pack: Pack, idx: Index, s: Step, rule: str) -> list[str]:
    """The wrong options of a which_rule question on ``rule`` at ``s``: rules other steps of
    the same sequence cite (of the sequence around it, then the one around that, until there
    are three), none the step cites, one per title (a rule and its ruling of one title are
    one option)."""
    titles = {_title(pack, rule)}
    others: list[str] = []
    for name in s.sequences:
        if len(others) >= 3:
            break
        for r in idx.sequence_rules.get(name, []):
            if r not in s.rules and _title(pack, r) not in titles:
                titles.add(_title(pack, r))
                others.append(r)
    return others


# ------------------------------------------------------------------ kinds


class Kind:
    """A kind of question: where it can be asked (``spots``) and the question at a spot (``make``)."""

    def spots(self, pack: Pack, idx: Index) -> dict[str, list[tuple[int, int]]]:
        raise NotImplementedError

    def make(self, pack: Pack, idx: Index, rule: str, spot: tuple[int, int], rng: random.Random) -> Question | None:
        raise NotImplementedError


def _pack_kinds(pack: Pack) -> dict[str, Kind]:
    found: Mapping[str, Kind] | None = _declared(pack, "KINDS")
    return dict(found or {})


def _title(pack: Pack, rule: str, messages: Messages | None = None) -> str:
    """A rule's title: in English (the bank's choices), or in ``messages``' language (what is shown)."""
    got = pack.catalog().get(rule)
    if got is None:
        return rule
    return messages.rule_title(got) if messages is not None else got.title


def _legal_move(
    pack: Pack, idx: Index, rule: str, spot: tuple[int, int], rng: random.Random, messages: Messages
) -> Question | None:
    game = idx.games[spot[0]]
    g = _fresh(pack, game, spot[1], trace=False)
    d = g.pending
    assert d is not None
    refused = list(_refusals(g, game))
    citing = [r for r in refused if rule in r[1].rules]
    if not citing:
        return None
    first = rng.choice(citing)
    rest = [r for r in refused if r is not first and r[1].text != first[1].text]
    rng.shuffle(rest)
    wrong = [first]
    for r in rest:
        if len(wrong) == 3:
            break
        if all(r[1].text != w[1].text for w in wrong):
            wrong.append(r)
    kind = type(_read(g, d, first[0]))
    offered = list(islice(d.actions, OFFERED * 10))
    same = [a for a in offered if type(a) is kind] or offered  # the right move of the same kind
    right = rng.choice(same)
    seat = pack.seats(g)[d.seat] if d.seat < len(pack.seats(g)) else f"seat {d.seat}"
    said_seat = _declared(pack, "seat_said")  # a pack's name of a seat as a message (MERC's sides)
    if said_seat is not None:
        seat = messages.text(said_seat(g, d.seat))
    elif seat == f"seat {d.seat}":  # a numbered seat in the reader's words (a ruler's name stays)
        seat = messages("panel-seat", seat=str(d.seat))
    options = [
        Option(
            str(right),
            True,
            tuple(d.rules),
            messages("practice-engine-takes", move=str(right)),
            json.dumps(right.to_json(), ensure_ascii=False),
        )
    ]
    for move, why in wrong:
        text = messages.text(why.text)  # the engine's refusal, in the reader's language
        options.append(
            Option(
                str(_read(g, d, move)),
                False,
                tuple(why.rules),
                text[:1].upper() + text[1:] + ".",
                json.dumps(move, ensure_ascii=False),
                None if why.remedy is None else str(why.remedy),  # the English, as before
            )
        )
    if len(options) < 3:
        return None
    rng.shuffle(options)
    describe = _declared(pack, "describe")
    table = f" {messages.text(describe(g, d.seat))}" if describe is not None else ""
    head = messages.text(d.said_prompt).rstrip()
    head += "" if head.endswith(("?", ".", "!")) else "."
    prompt = messages("practice-legal-move", seat=seat[:1].upper() + seat[1:], decision=head, table=table)
    return Question(pack.name, rule, "legal_move", prompt, 0, _save(pack, game, spot[1]), tuple(options))


def _within(idx: Index, s: Step, rule: str) -> str:
    return next((n for n in s.sequences if rule in idx.sequence_rules.get(n, [])), s.sequences[-1])


def _hide_ids(pack: Pack, text: str) -> str:
    """The step's text with the rule ids it names hidden (they would give the answer away)."""
    ids = sorted(pack.catalog(), key=len, reverse=True)
    return re.sub(r"(?<![\w.-])(?:" + "|".join(map(re.escape, ids)) + r")(?![\w-])", "…", text)


def _which_rule(
    pack: Pack, idx: Index, rule: str, spot: tuple[int, int], rng: random.Random, messages: Messages
) -> Question | None:
    game = idx.games[spot[0]]
    s = game.steps[spot[1]]
    others = _others(pack, idx, s, rule)
    wrong = rng.sample(others, min(3, len(others)))

    def title(r: str) -> str:
        return _title(pack, r, messages)

    options = [Option(title(rule), True, (rule,), messages("practice-this-step-is", rule=rule, title=title(rule)))]
    options += [
        Option(
            title(r),
            False,
            (r,),
            messages("practice-another-rule", rule=r, title=title(r), sequence=_within(idx, s, r)),
        )
        for r in wrong
    ]
    rng.shuffle(options)
    where = " > ".join(messages.text(label) for label in s.crumbs) if s.crumbs else s.breadcrumb
    said = messages.text(s.said) if s.said else s.text
    prompt = messages("practice-which-rule", where=where, step=_hide_ids(pack, said))
    return Question(pack.name, rule, "which_rule", prompt, 0, _save(pack, game, s.at), tuple(options))


# ------------------------------------------------------------------ what happens next


@dataclass(frozen=True)
class Ask:
    """A moment a pack's ``what_next(game, entry)`` finds: what it asks, the engine's answer
    and account, the step's rules, and the answer each of its misreadings gives there."""

    prompt: Text
    truth: Text
    why: Text
    rules: tuple[str, ...]
    readings: tuple[tuple[str, Text], ...]

    def wrong(self, catalog: Mapping[str, Misreading]) -> list[tuple[str, Text]]:
        """``(misreading, answer)`` for each distinct wrong answer, first reading first (a
        distractor equal to the truth is dropped; two misreadings of one answer are one: by
        their English, so a question is the same in every language)."""
        seen = {str(self.truth)}
        out = []
        for mid, answer in self.readings:
            if mid in catalog and str(answer) not in seen:
                seen.add(str(answer))
                out.append((mid, answer))
        return out


def _asks(pack: Pack, game: Game) -> list[tuple[int, int, Ask]]:
    """The pack's what_next moments of a seeded game, each with its entry index and the
    decisions taken before the move that led to it (the question's position), read from
    the live table at that step (an ``on_step`` hook on a replay: the pack's own functions
    of the position give every answer)."""
    finder = _declared(pack, "what_next")
    if finder is None:
        return []
    g = pack.from_settings(game.settings, trace=True)
    found: list[tuple[int, int, Ask]] = []

    def hook(entry: Any) -> None:
        got = finder(g, entry)
        if got is not None:
            ask = Ask(
                _said(got["prompt"]),
                _said(got["truth"]),
                _said(got["why"]),
                tuple(got["rules"]),
                tuple((k, _said(v)) for k, v in got["readings"].items() if v is not None),
            )
            found.append((entry.index, max(0, len(g.decisions) - 1), ask))

    g.on_step = hook
    g.replay(game.decisions)
    return found


def _said(value: object) -> Text:
    """A pack's answer as it is said: a message as it is (read in a question's language), a
    number or text as its text."""
    return value if isinstance(value, Say) else str(value)


def _what_next_spots(pack: Pack, idx: Index) -> dict[str, list[tuple[int, int]]]:
    catalog = misreadings(pack)
    out: dict[str, list[tuple[int, int]]] = {}
    for n, game in enumerate(idx.games):
        for entry, at, ask in _asks(pack, game):
            idx.asks[n, entry] = (at, ask)
            wrong = ask.wrong(catalog)
            if len(wrong) < 2:
                continue
            for rule in dict.fromkeys(catalog[mid].rule for mid, _ in wrong):
                out.setdefault(rule, []).append((n, entry))
    return out


def _what_next(
    pack: Pack, idx: Index, rule: str, spot: tuple[int, int], rng: random.Random, messages: Messages
) -> Question | None:
    game = idx.games[spot[0]]
    catalog = misreadings(pack)
    at, ask = idx.asks[spot]
    wrong = ask.wrong(catalog)
    mine = [w for w in wrong if catalog[w[0]].rule == rule]
    if not mine or len(wrong) < 2:
        return None
    rest = [w for w in wrong if w not in mine]
    rng.shuffle(rest)
    chosen = [*mine, *rest][:3]  # the rule's own misreadings first
    read = messages.text  # the pack's words in the question's language
    options = [Option(read(ask.truth), True, ask.rules, read(ask.why))]
    for mid, answer in chosen:
        m = catalog[mid]
        why = messages("practice-misreading", rule=m.rule, text=m.read(messages))
        options.append(Option(read(answer), False, (m.rule,), why, None, None, mid))
    rng.shuffle(options)
    return Question(pack.name, rule, "what_next", read(ask.prompt), 0, _save(pack, game, at), tuple(options))


@lru_cache(maxsize=64)
def in_language(q: Question, language: str) -> Question:
    """``q`` in ``language``: the same question (options, order, answer) rebuilt in its words. A
    learner's record and a table's log keep the question, never its language."""
    if language == SOURCE:
        return q
    return question(q.pack, q.rule, seed=q.seed, kind=q.kind, language=language)


_MAKERS: dict[str, Callable[[Pack, Index, str, tuple[int, int], random.Random, Messages], Question | None]] = {
    "legal_move": _legal_move,
    "what_next": _what_next,
    "which_rule": _which_rule,
}


def question(
    pack: Pack | str, rule: str, *, seed: int = 0, kind: str | None = None, language: str = SOURCE
) -> Question:
    """A question on ``rule`` of ``pack`` (its name or descriptor), made by the engine; the
    same ``seed`` rebuilds the same question. ``kind`` None takes the first kind the rule
    has in :data:`KINDS` order (legal_move, what_next, which_rule, then the pack's own).
    ``language`` gives its words (a shipped locale): the same question, the same options in
    the same order, in other words. A rule or kind with no question is a ``ValueError``
    saying which kinds the rule has."""
    p = pack_of(pack)
    messages = Messages(check_language(language), p.package)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ValueError(f"seed must be an integer, got {short_repr(seed)}")
    local = p.catalog().local_id(rule)
    if local is None:
        raise ValueError(f"rule {short_repr(rule)} is not in the {p.name} catalog")
    idx = index(p.name)
    kinds = [k for k in (*KINDS, *idx.spots) if idx.spots.get(k, {}).get(local)]
    kinds = list(dict.fromkeys(kinds))
    if kind is None:
        if not kinds:
            why = excluded(p).get(local, "no question kind covers it")
            raise ValueError(f"rule {local!r} of {p.name} has no question: {why}")
        kind = kinds[0]
    if kind not in kinds:
        raise ValueError(f"rule {local!r} of {p.name} has no {short_repr(kind)} question; it has {kinds or 'none'}")
    spots = idx.spots[kind][local]
    rng = random.Random(f"{p.name}|{local}|{kind}|{seed}")
    start = rng.randrange(len(spots))
    own = _pack_kinds(p)
    for i in range(len(spots)):
        spot = spots[(start + i) % len(spots)]
        made = (
            own[kind].make(p, idx, local, spot, rng)
            if kind in own
            else _MAKERS[kind](p, idx, local, spot, rng, messages)
        )
        if made is not None:
            return Question(made.pack, made.rule, made.kind, made.prompt, seed, made.game, made.options)
    raise ValueError(f"rule {local!r} of {p.name}: no {kind} question could be made")
