"""One game's description of itself, as data: the one place every layer reads game facts.

In the manner of OpenSpiel's ``GameType`` and ``register_game``: each pack exposes one
:class:`Pack` as ``PACK`` (its name, title, seat counts, settings schema, agents by name,
variants, rule catalog, derived sequence tree, observer, how to start a game) and the
registry (:mod:`dml_tutor.games`) finds it by name, through the ``dml_tutor.packs``
entry points. The tutor, the lab and the command line ask the pack, never the game's
classes, so a new game is a new package and no copied code.
"""

from __future__ import annotations

import copy
import math
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache, partial
from importlib import import_module, resources
from importlib.metadata import entry_points
from types import ModuleType
from typing import Any

from .agents import Agent, AgentFactory, RandomAgent, each_seat
from .driver import Driver, is_int
from .inputs import read_seed, short_repr
from .options import Options
from .redaction import Redaction
from .rules import Catalog
from .text import Text
from .tree import SeqNode, derive_tree
from .variants import Variant


class _Missing:
    def __repr__(self) -> str:
        return "MISSING"


#: A setting without a default: left out of a new game's settings unless given.
MISSING: Any = _Missing()


@dataclass(frozen=True)
class Setting:
    """One field of a game's settings (what a save file holds besides the decisions)."""

    #: The field's name in the settings and in save files ("players").
    name: str
    #: The JSON types it may hold (``int``, ``str``, ``dict``, ``list``, ``type(None)``).
    types: tuple[type, ...]
    #: Its value in a new game (``MISSING``: left out), or ``from_seed(seed)`` when given.
    default: Any = MISSING
    from_seed: Callable[[int], Any] | None = None
    #: The values it may take, if only some (``(3, 4)``), and a form's words for them.
    choices: tuple[Any, ...] = ()
    labels: Mapping[Any, str] = field(default_factory=dict)
    #: What it is, for a form or the docs; ``label`` is a form's name for it (default: ``name``).
    doc: str = ""
    label: str = ""

    def check(self, value: Any) -> None:
        """A value this field may not hold is a ``ValueError`` naming the field."""
        ok = any(is_int(value) if t is int else isinstance(value, t) for t in self.types)
        if not ok:
            names = " or ".join("null" if t is type(None) else t.__name__ for t in self.types)
            raise ValueError(f"setting {self.name!r} must be {names}, got {short_repr(value)}")
        if self.choices and value not in self.choices:
            allowed = ", ".join(map(repr, self.choices))
            raise ValueError(f"setting {self.name!r} must be one of {allowed}, got {short_repr(value)}")

    def value_for(self, seed: int) -> Any:
        """The field's value in a new game of ``seed``."""
        return self.from_seed(seed) if self.from_seed is not None else copy.deepcopy(self.default)


def load(where: str) -> Any:
    """What ``"module:name"`` names (or the module ``"module"``), imported now: a pack names its
    display parts so, and the layers that draw import them on first use."""
    module, _, name = where.partition(":")
    found = import_module(module)
    return getattr(found, name) if name else found


class _LazyView:
    """A notebook HTML view named ``"module:function"``, imported on first call (so loading
    a pack never loads display code; python-chess's ``_repr_svg_`` does the same)."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __call__(self, game: Any) -> str:
        view: Callable[[Any], str] = load(self.where)
        return view(game)


class _LazyAgents:
    """An agent kind registered by another distribution (entry-point group
    ``dml_tutor.agents``, ``"module:function"``), imported on first use: the coach's agents
    (``"coach"``) sit above the packs, which cannot import them."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __call__(self, game: Any, seed: int) -> list[Agent]:
        factory: AgentFactory = load(self.where)
        return factory(game, seed)


@lru_cache(maxsize=1)
def registered_agents() -> dict[str, AgentFactory]:
    """Agent kinds any pack offers besides its own, by the ``dml_tutor.agents`` entry points."""
    return {ep.name: _LazyAgents(ep.value) for ep in entry_points(group="dml_tutor.agents")}


def _rules_toml() -> Catalog:
    """``Pack.catalog``'s default, replaced by the reader of the package's ``rules.toml``."""
    raise AssertionError("replaced in Pack.__post_init__")


def _numbered_seats(game: Driver[Any]) -> list[str]:
    """ "seat 0", "seat 1", ...: one per the game's ``players`` (none for a game without)."""
    return [f"seat {s}" for s in range(int(getattr(game, "players", 0)))]


def _no_secrets(game: Driver[Any], seat: int) -> set[str]:
    return set()


def _unnamed(values: tuple[int, ...]) -> Text | None:
    return None


@dataclass(frozen=True)
class Chance:
    """What a pack's chance results are (a "roll" step's ``TraceEntry.chance``), so the
    displays draw them without knowing the game: each value a die of ``sides`` sides
    (0: a drawn number, no die), their total, and the pack's name for a result, if any."""

    #: Sides of each die (0: the values are numbers, not dice).
    sides: int = 6
    #: The pack's name for a result ("Dabo!"), or None: a message (its English is the name).
    name: Callable[[tuple[int, ...]], Text | None] = _unnamed

    def json(self, values: tuple[int, ...], read: Callable[[Text], str] = str) -> dict[str, Any]:
        """A result as the view model sends it: ``{values, sides, total, name, said}``, ``name``
        the English (a display's class names are made of it), ``said`` the name as ``read``
        reads it (in the reader's language)."""
        named = self.name(values)
        return {
            "values": list(values),
            "sides": self.sides,
            "total": sum(values),
            "name": None if named is None else str(named),
            "said": None if named is None else read(named),
        }


@dataclass(frozen=True)
class Evaluation:
    """An unfinished game's worth to a seat, for rollouts cut at a horizon (the coach's
    ``hint(..., horizon=N)``): where the game is, and what it is worth now. An estimate, so
    a pack validates it against whole play-outs and a hint made with it says so."""

    #: The game's Round now: a horizon of N stops a rollout at the first decision N Rounds on.
    round: Callable[[Driver[Any]], int]
    #: ``(win chance, second value)`` of an unfinished game for a seat.
    worth: Callable[[Driver[Any], int], tuple[float, float | None]]
    #: What the second value is at the horizon, in words.
    value_name: str


def softmax_share(scores: Sequence[float], seat: int, temperature: float) -> float:
    """``seat``'s share of a softmax of ``scores`` at ``temperature``: a chance of winning
    from scores, for an :class:`Evaluation`."""
    top = max(scores)
    weights = [math.exp((s - top) / temperature) for s in scores]
    return weights[seat] / sum(weights)


@dataclass(frozen=True, eq=False, kw_only=True)
class Pack:
    """One game, as the core, the tutor, the lab and the command line see it.

    Said once, derived the rest: the rule catalog is the package's ``rules.toml``, the package
    the game class's, the game's ``pack`` name the descriptor's, the modules of the sequences
    the root's, the seat counts and names the ``players`` setting's, and ``"random"`` agents
    the core's, unless the pack gives its own.
    """

    #: Short name, in save files, rule namespaces and the registry ("chess").
    name: str
    #: The game's title ("Chess").
    title: str
    #: The pack's driver class (``Game``).
    game: type[Driver[Any]]
    #: The outermost sequence function, and the modules that hold the sequences (default: the root's).
    root: Callable[..., Any]
    modules: Sequence[ModuleType] = ()
    #: The settings' schema: every field a game's settings hold (:meth:`settings`).
    schema: tuple[Setting, ...]
    #: Agents by name ("random" always): ``agents[name](game, seed)`` is one agent per seat;
    #: kinds registered for every pack (``dml_tutor.agents`` entry points: "coach") are added
    #: first when the pack has a resampler (they search from what a seat may know).
    agents: Mapping[str, AgentFactory] = field(default_factory=dict)
    #: The pack's rule catalog (default: its package's ``rules.toml``, read once).
    catalog: Callable[[], Catalog] = field(default=_rules_toml)
    #: A game for the conformance suite from a seed (varied settings; default :meth:`start`).
    sample: Callable[[int], Driver[Any]] | None = None
    #: Each seat's name in a game (their number is the number of seats).
    seats: Callable[[Driver[Any]], list[str]] = field(default=lambda game: _numbered_seats(game))
    #: How many seats a game may have (0: the ``players`` setting's fewest, else 2; None: no upper
    #: bound, or the ``players`` setting's most when the fewest is derived).
    min_seats: int = 0
    max_seats: int | None = None
    #: The pack's rule options (a dataclass on :class:`~dml_tutor.core.options.Options`).
    options: type[Options] | None = None
    #: The rule variants (options that switch a ruling), in the pack's order (default: the
    #: options' own, :meth:`Options.variants`).
    variants: tuple[Variant, ...] = ()
    #: What a seat may know: ``observer(game, seat)`` (None: everything); default ``game.view(seat)``.
    observer: Callable[[Driver[Any], int | None], Any] | None = None
    #: What a seat may not know now: strings that must not appear in what it observes.
    secrets: Callable[[Driver[Any], int], set[str]] = _no_secrets
    #: What a seat may not know, resampled (OpenSpiel's ``resample_from_infostate``):
    #: ``resample(game, seat)`` reads the seat's knowledge once and gives a function of a
    #: seed returning a new game consistent with it (hidden cards redealt, chance reseeded).
    #: None: the coach cannot give hints for this game (:mod:`dml_tutor.coach`).
    resample: Callable[[Driver[Any], int], Callable[[int], Driver[Any]]] | None = None
    #: A finished game's worth to a seat: 1 a win, 0.5 a shared win, 0 else, and the pack's
    #: second value for the coach (points, a margin), or None. Default: from ``outcome``.
    payoff: Callable[[Driver[Any], int], tuple[float, float | None]] | None = None
    #: What the payoff's second value is, in words (a hint's column: "expected Victory Points").
    value_name: str = "value"
    #: An unfinished game's worth, for hints cut at a horizon (None: rollouts play to the end).
    evaluation: Evaluation | None = None
    #: Sequences that may start under any other (drawn apart in the diagram).
    interrupts: tuple[str, ...] = ()
    #: The pack's package ("dml_tutor.games.chess"): its code is what cites the rule ids.
    package: str = ""
    #: The notebook HTML of a game, ``"module:function"``, imported on first display.
    view: str = ""
    #: The pack's tutor panel, ``"module:Class"`` (a subclass of ``dml_tutor.tutor.Panel``),
    #: imported by the tutor on first use; "" for the generic panel.
    panel: str = ""
    #: The panel's front end: a script and a style sheet, files of the pack's package
    #: (``"display/panel.js"``), that the tutor, the table and the lite site ship ("": none).
    script: str = ""
    styles: str = ""
    #: The pack's scenarios, ``"module"`` exposing ``SCENARIOS`` (name -> class), or "".
    scenarios: str = ""
    #: Its predict-then-reveal questions, ``"module"`` exposing ``KINDS`` (kind -> what is
    #: predicted) and ``Watcher(game, kinds)`` (an on_step hook noting them in ``found``), or "".
    predictions: str = ""
    #: What the chance results of its "roll" steps are (default: six-sided dice, unnamed).
    chance: Chance = field(default_factory=Chance)
    #: What a seat may read of the record (a step, another seat's prompt, a display while a
    #: question waits, a why-not answer): the pack's :class:`~.redaction.Redaction`.
    redaction: Redaction = field(default_factory=Redaction)
    #: The restart form's fields, by name, in order: settings and rule options (None: every
    #: setting with a fixed set of values, then every rule option; see :meth:`choices`).
    form: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if not self.game.pack:  # the game's name in save files is the descriptor's
            self.game.pack = self.name
        if not self.package:
            object.__setattr__(self, "package", sys.modules[self.game.__module__].__package__)
        if self.catalog is _rules_toml:
            object.__setattr__(self, "catalog", cache(partial(Catalog.load, self.package, pack=self.name)))
        if not self.modules:
            object.__setattr__(self, "modules", (sys.modules[self.root.__module__],))
        if self.min_seats == 0:
            players = next((s.choices for s in self.schema if s.name == "players" and s.choices), ())
            object.__setattr__(self, "min_seats", min(players, default=2))
            if self.max_seats is None and players:
                object.__setattr__(self, "max_seats", max(players))
        if "random" not in self.agents:
            object.__setattr__(self, "agents", {"random": each_seat(RandomAgent, self.seat_count), **self.agents})
        # Registered kinds search from what a seat knows: only packs with a resampler offer them.
        # The pack's own agents last: its last one stays the default opponent (the tutor's seats).
        found = registered_agents() if self.resample is not None else {}
        shared = {k: v for k, v in found.items() if k not in self.agents}
        object.__setattr__(self, "agents", {**shared, **self.agents})
        if self.view:
            Driver.html_views[self.name] = _LazyView(self.view)
        if not self.variants and self.options is not None:
            object.__setattr__(self, "variants", self.options.variants(self.name))
        if self.form is not None:
            known = {s.name for s in self.schema if s.choices} | {
                f["key"] for f in (self.options.choices() if self.options is not None else [])
            }
            unknown = [name for name in self.form if name not in known]
            if unknown:
                raise ValueError(
                    f"pack {self.name!r}: form field {unknown[0]!r} is no setting with choices nor rule option"
                )

    def asset(self, path: str) -> str:
        """The text of a file of the pack's package (its panel's script or styles)."""
        return resources.files(self.package).joinpath(path).read_text(encoding="utf-8")

    # ------------------------------------------------------------ the derived tree

    @cached_property
    def tree(self) -> SeqNode:
        """The sequence tree, derived from the code (:func:`derive_tree`)."""
        return derive_tree(self.root, self.modules, self.interrupts)

    # ------------------------------------------------------------ settings and new games

    def defaults(self, seed: int = 0) -> dict[str, Any]:
        """A new game's settings for ``seed`` (fields without a default left out)."""
        out = {}
        for s in self.schema:
            if s.name == "seed":
                out["seed"] = seed
            elif s.from_seed is not None or s.default is not MISSING:
                out[s.name] = s.value_for(seed)
        return out

    def settings(self, game: Driver[Any]) -> dict[str, Any]:
        """What, beside the decisions, rebuilds ``game`` (a copy: change it freely)."""
        self._check_game(game)
        return copy.deepcopy(game._settings())

    def check_settings(self, data: Mapping[str, Any]) -> None:
        """Unknown fields and values of the wrong type are ``ValueError``s naming the field."""
        if not isinstance(data, Mapping):
            raise ValueError(f"settings must be a dict, got {short_repr(data)}")
        known = {s.name: s for s in self.schema}
        for key, value in data.items():
            if key not in known:
                raise ValueError(
                    f"unknown setting {short_repr(key)}: {self.name} games have {', '.join(known) or 'none'}"
                )
            known[key].check(value)

    def read_settings(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """The settings a save file holds (its schema's fields; one left out takes its default),
        each checked by the schema: a pack's ``_from_settings`` reads them so, and checks nothing
        itself. A missing field without a default, or a bad value, is a ``ValueError`` naming it."""
        out: dict[str, Any] = {}
        for s in self.schema:
            if s.name in data:
                s.check(data[s.name])
                out[s.name] = data[s.name]
            elif s.default is not MISSING:
                out[s.name] = copy.deepcopy(s.default)
            else:
                raise ValueError(f"save file field {s.name!r} is missing")
        return out

    def from_settings(self, data: Mapping[str, Any], *, trace: bool = True) -> Driver[Any]:
        """A new game from settings (as :meth:`settings` gives them); a bad field is a
        ``ValueError`` naming it."""
        self.check_settings(data)
        return self.game._from_settings(copy.deepcopy(dict(data)), trace=trace)

    def start(self, seed: int = 0, /, *, trace: bool = True, **settings: Any) -> Driver[Any]:
        """A new game from a seed: the pack's settings for it, with ``settings`` overriding them."""
        read_seed(seed)  # every pack's range: a JSON integer a save file carries
        # The defaults are new values (drawn for the seed, or copies): only the caller's are
        # copied, not the whole (a drawn position) twice as from_settings would.
        data = {**self.defaults(seed), **copy.deepcopy(settings)}
        self.check_settings(data)
        return self.game._from_settings(data, trace=trace)

    def from_position(self, position: object) -> Driver[Any]:
        """A game from a described position (a dict or JSON text), by the game class's own
        ``from_position`` (every pack's ``game.py`` has one); a ``ValueError`` for a pack without."""
        start = getattr(self.game, "from_position", None)
        if not callable(start):
            raise ValueError(f"position: the {self.name} pack does not start from a described position")
        game: Driver[Any] = start(position)
        return game

    def new_game(self, seed: int) -> Driver[Any]:
        """The conformance suite's game for ``seed`` (settings may vary by seed)."""
        return self.sample(seed) if self.sample is not None else self.start(seed)

    def choices(self, game: Driver[Any]) -> list[dict[str, Any]]:
        """A restart form's fields for ``game`` beside the seed, as ``{key, label, value, options:
        [{value, label}]}``: the fields :attr:`form` names, by default each setting with a fixed
        set of values, then each rule option. The words are the schema's (a setting's ``labels``)
        and the options' field metadata (``label``, ``labels``, else our text of each reading)."""
        settings = self.settings(game)
        fields: dict[str, dict[str, Any]] = {
            s.name: {
                "key": s.name,
                "label": s.label or s.name,
                "value": settings.get(s.name),
                "options": [{"value": v, "label": s.labels.get(v, str(v))} for v in s.choices],
            }
            for s in self.schema
            if s.choices
        }
        if self.options is not None:
            current = settings.get("options") or {}
            for f in self.options.choices():
                value = current.get(f["key"], f["default"])
                fields[f["key"]] = {"key": f["key"], "label": f["label"], "value": value, "options": f["options"]}
        if self.form is None:
            return list(fields.values())
        return [fields[name] for name in self.form]

    # ------------------------------------------------------------ seats and agents

    def seat_count(self, game: Driver[Any]) -> int:
        """How many seats ``game`` has."""
        return len(self.seats(game))

    def make_agents(self, kind: str | Sequence[str], game: Driver[Any], seed: int) -> list[Agent]:
        """One agent per seat: one agent name for every seat, or one name per seat."""
        n = self.seat_count(game)
        names = [kind] * n if isinstance(kind, str) else list(kind)
        for name in names:
            if not isinstance(name, str) or name not in self.agents:
                raise ValueError(f"unknown agent {short_repr(name)} for {self.name}: use {', '.join(self.agents)}")
        if len(names) != n:
            raise ValueError(f"need {n} agent names, one per seat; got {len(names)}")
        made = {name: self.agents[name](game, seed) for name in set(names)}
        return [made[name][seat] for seat, name in enumerate(names)]

    def random_agents(self, game: Driver[Any], seed: int) -> list[Agent]:
        """One random agent per seat (the conformance suite's players)."""
        return self.agents["random"](game, seed)

    # ------------------------------------------------------------ what a seat may know

    def observe(self, game: Driver[Any], seat: int | None) -> Any:
        """What ``seat`` may know of ``game`` now (None: everything), as JSON-like data."""
        self._check_game(game)
        if self.observer is not None:
            return self.observer(game, seat)
        view = getattr(game, "view", None)
        return view(seat) if callable(view) else None

    def _check_game(self, game: Driver[Any]) -> None:
        if not isinstance(game, self.game):
            raise ValueError(f"not a {self.name} game: {short_repr(game)}")

    def __repr__(self) -> str:
        return f"Pack({self.name!r})"
