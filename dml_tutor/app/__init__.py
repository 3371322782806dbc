"""The code-free tutor app: a page with seed, players, mode, your seat and a scenario picker above the Tutor.

``dml-tutor app`` serves ``dml_tutor_app.ipynb`` (beside this file) with Voila, which shows
widgets and hides every code cell; :func:`build_app` is what that notebook displays, and
works in any notebook too. The seed is read as text, so a 20-digit seed is kept exactly.

"You play: seat N" plays as a person would at a table: the tutor shows what that seat knows
(View as the seat, unless the player chooses otherwise), runs on to the seat's next decision
after each of its moves, lists the others' moves since its last one, and at the end says the
seat's place and score with "Play again". The page has one set of game controls (the header's;
the tutor's own restart form is hidden here).

The page reads one language (a shipped one): its Language menu, first set from ``?lang=`` in the
page's address, else ``dml-tutor app --language`` (``DML_TUTOR_LANGUAGE``), else the browser's
(``Accept-Language``, which ``dml-tutor app`` asks Voila to pass to the kernel), else English.
"""

from __future__ import annotations

import html
import os
import secrets
from typing import Any, Final
from urllib.parse import parse_qs

import ipywidgets as widgets

from .. import games
from ..i18n import SOURCE, Messages, check_language, languages, pack_title
from ..scenarios import of_pack
from ..tutor import Tutor
from ..tutor.start import option_message

__all__ = ["LANGUAGE_ENV", "NEW_GAME", "WATCH", "YouPlay", "build_app", "page_language", "standings"]

#: The game the app plays, by its registered name.
GAME: Final = "dml"
#: Its scenarios, by class name (from its descriptor) and its modes (its "mode" setting's choices).
SCENARIOS: Final = of_pack(GAME)
MODES: Final = next(s.choices for s in games.get(GAME).schema if s.name == "mode")

#: The picker's first entry (its value; its label is a message): a new game from the seed, players and mode.
NEW_GAME: Final = "A new game (seed, players, mode)"
#: The environment variable ``dml-tutor app --language`` sets for the app's kernel.
LANGUAGE_ENV: Final = "DML_TUTOR_LANGUAGE"


#: The seat picker's entry for watching: every seat is a built-in player.
WATCH: Final = -1


def _seats(players: int, you: int) -> list[str]:
    """You in seat ``you`` (a person, with the Hint button), the built-in players elsewhere."""
    return ["person" if s == you else "heuristic" for s in range(players)]


def _seat_options(players: int, messages: Messages) -> list[tuple[str, int]]:
    seats = [(messages("app-seat-with-hints", seat=s), s) for s in range(players)]
    return [*seats, (messages("app-watch"), WATCH)]


def page_language(environ: Any = None) -> str:
    """The language the app's page reads: ``?lang=`` in its address (Voila's ``QUERY_STRING``),
    else ``DML_TUTOR_LANGUAGE`` (``dml-tutor app --language``), else the browser's first shipped
    one (``HTTP_ACCEPT_LANGUAGE``; "de-AT" reads "de"), else English. One not shipped is passed over."""
    env = os.environ if environ is None else environ
    shipped = {lang.lower(): lang for lang in languages()}
    asked = parse_qs(env.get("QUERY_STRING", "")).get("lang", [])
    browser = [part.split(";", 1)[0].strip() for part in env.get("HTTP_ACCEPT_LANGUAGE", "").split(",")]
    for tag in [*asked, env.get(LANGUAGE_ENV, ""), *browser]:
        for name in (tag.lower(), tag.lower().split("-", 1)[0]):
            if name in shipped:
                return shipped[name]
    return SOURCE


def _start(seed: str, players: int, mode: str, scenario: str, you: int = 0, language: str = SOURCE) -> Tutor:
    """The tutor the controls describe; ValueError naming the field when one is wrong. ``you``:
    the seat you play against the built-in players (``WATCH``: none)."""
    if scenario != NEW_GAME:
        if scenario not in SCENARIOS:
            raise ValueError(f"scenario: no scenario named {scenario!r}")
        position = SCENARIOS[scenario]().position()
        n = position.get("players", 4)
        return Tutor.from_position(position, pack=GAME, seats=_seats(n, you if you < n else 0), language=language)
    text = seed.strip()
    if not text.lstrip("-").isdigit():
        raise ValueError(f"seed must be a whole number, got {seed!r}")
    return Tutor(pack=GAME, seed=int(text), players=players, mode=mode, seats=_seats(players, you), language=language)


#: The app's own style: the tutor's restart form is the header's here (one set of game controls).
_STYLE: Final = """<style>.dml-app .dml-tutor .dml-restart { display: none; }
.dml-app-since-box, .dml-app-end-box { margin: 4px 0; padding: 6px 10px; border-radius: 6px;
  border: 1px solid var(--jp-border-color1); background: var(--jp-layout-color1); color: var(--jp-ui-font-color0); }
.dml-app-end-box { border: 2px solid var(--jp-success-color1); font-size: 1.1em; }
.dml-app-since-box ol { margin: 2px 0; padding-left: 1.6em; }
.dml-app-end-box table { border-collapse: collapse; margin-top: 4px; }
.dml-app-end-box td, .dml-app-end-box th { padding: 2px 12px 2px 0; text-align: left; }
.dml-app-end-box tr.dml-app-you { font-weight: 700; }</style>"""


def standings(tutor: Tutor) -> list[tuple[int, int, float, float | None]]:
    """A finished game's places, any pack alike: ``(place, seat, worth, value)``, best first, from the
    pack's payoff (1 a win, 0.5 a shared one; the value its second number, DML's Victory Points).
    Seats level on both share a place."""
    game = tutor.game
    pack = games.get(tutor.session.pack)
    assert pack.payoff is not None and game.is_over
    payoff = pack.payoff
    scores = [(seat, *payoff(game, seat)) for seat in range(pack.seat_count(game))]
    scores.sort(key=lambda s: (-s[1], -(s[2] if s[2] is not None else 0.0)))
    out: list[tuple[int, int, float, float | None]] = []
    for n, (seat, worth, value) in enumerate(scores):
        place = out[-1][0] if out and (out[-1][2], out[-1][3]) == (worth, value) else n + 1
        out.append((place, seat, worth, value))
    return out


class YouPlay:
    """The seat a person plays in the app: after each of its moves the tutor runs on to its next
    decision; ``since`` lists the other seats' moves since its last one (in the words the tutor
    shows under its View as), ``end`` the seat's place and score once the game is over."""

    def __init__(self, tutor: Tutor, seat: int) -> None:
        self.tutor, self.seat = tutor, seat
        #: The app's words in the tutor's language.
        self.messages = Messages(tutor.session.language)
        self.since = widgets.HTML("")
        self.since.add_class("dml-app-since")
        self.end = widgets.HTML("")
        self.end.add_class("dml-app-end")
        self.again = widgets.Button(
            description=self.messages("app-play-again"),
            button_style="primary",
            tooltip=self.messages("app-play-again-tip"),
        )
        self.again.layout.display = "none"
        self._busy = False
        self._decisions = -1
        tutor.set_view(seat)
        self.follow()
        tutor.observe(self.follow, names=["length", "cursor"])

    def follow(self, _: object = None) -> None:
        """Run on to the seat's next decision after a move, and say what happened meanwhile."""
        if self._busy:
            return
        game = self.tutor.game
        if len(game.decisions) != self._decisions:
            self._busy = True
            try:  # on to the seat's next decision, or to the game's last step
                self.tutor.run_to_decision()
                if game.is_over:
                    self.tutor.run_to_end()
            finally:
                self._busy = False
        self._decisions = len(game.decisions)
        self.since.value = self._since()
        self.end.value = self._end() if game.is_over else ""
        self.again.layout.display = None if game.is_over else "none"

    def _since(self) -> str:
        """The other seats' moves after this seat's last one, as this tutor's View as may read them."""
        session = self.tutor.session
        trace = self.tutor.game.trace
        shown, _ = session.history.shown()
        moves = [j for j in shown if trace[j].kind == "action"]
        mine = [n for n, j in enumerate(moves) if trace[j].seat == self.seat]
        others = [j for j in moves[mine[-1] + 1 if mine else 0 :] if trace[j].seat != self.seat]
        if not others:
            return ""
        items = "".join(f"<li>{html.escape(session.text(j))}</li>" for j in others[-12:])
        messages = self.messages
        since = messages("app-since-last", shown=12, count=len(others)) if len(others) > 12 else messages("app-since")
        return f'<div class="dml-app-since-box"><b>{html.escape(since)}</b><ol>{items}</ol></div>'

    def _end(self) -> str:
        pack = games.get(self.tutor.session.pack)
        names = pack.seats(self.tutor.game)
        rows = standings(self.tutor)
        place, _, _, value = next(r for r in rows if r[1] == self.seat)
        unit = pack.value_name.removeprefix("expected ")
        messages = self.messages
        ordinal = messages("app-place", place=place, form=_ordinal_form(place, messages.language))
        if value is None:
            finished = messages("app-finished", place=ordinal, count=len(rows))
        else:
            finished = messages("app-finished-with", place=ordinal, count=len(rows), value=f"{value:g}", unit=unit)
        table = "".join(
            f"<tr{' class=dml-app-you' if s == self.seat else ''}><td>{p}</td><td>{html.escape(str(names[s]))}</td>"
            f"<td>{'' if v is None else f'{v:g}'}</td></tr>"
            for p, s, _, v in rows
        )
        result = self.tutor.view.get("game", {}).get("result") or {}
        return (
            f'<div class="dml-app-end-box" role="status"><b>{html.escape(finished)}</b> '
            f"{html.escape(str(result.get('text', '')))}<table><thead><tr>"
            f"<th>{html.escape(messages('app-col-place'))}</th><th>{html.escape(messages('app-col-seat'))}</th>"
            f"<th>{html.escape(unit)}</th></tr></thead><tbody>{table}</tbody></table></div>"
        )


def _ordinal_form(n: int, language: str) -> str:
    """``n``'s ordinal form in ``language`` by the Unicode CLDR's rules (Babel's): "one" (1st),
    "two" (2nd), "few" (3rd), "other" (4th) in English; a message chooses its words by it."""
    from babel import Locale

    return str(Locale.parse(language.split("-", 1)[0]).ordinal_form(n))


def build_app(seed: int = 1, players: int = 4, mode: str = "full", language: str | None = None) -> Any:
    """The app as one ipywidgets box: a heading, the controls, a note line and the Tutor
    (``box.tutor``), its words in ``language`` (None: :func:`page_language`'s choice); its
    Language menu deals the same settings again in another."""
    messages = Messages(check_language(language) if language is not None else page_language())
    style = {"description_width": "initial"}
    heading = widgets.HTML("")
    seed_box = widgets.Text(value=str(seed), style=style, continuous_update=False)
    seed_box.layout.width = "16em"
    players_box = widgets.Dropdown(options=[3, 4], value=players, style=style)
    players_box.layout.width = "9em"
    mode_box = widgets.Dropdown(options=sorted(MODES), value=mode, style=style)
    mode_box.layout.width = "12em"
    seat_box = widgets.Dropdown(options=_seat_options(players, messages), value=0, style=style)
    seat_box.layout.width = "20em"
    scenario_box = widgets.Dropdown(style=style)
    scenario_box.layout.width = "24em"
    language_box = widgets.Dropdown(
        options=[(name, lang) for lang, name in languages().items()], value=messages.language, style=style
    )
    language_box.layout.width = "14em"
    go = widgets.Button(button_style="primary")
    note = widgets.HTML("")
    holder = widgets.VBox(layout={"width": "100%"})
    row = widgets.HBox(
        [seed_box, players_box, mode_box, seat_box, scenario_box, language_box, go], layout={"flex_flow": "row wrap"}
    )
    box = widgets.VBox([widgets.HTML(_STYLE), heading, row, note, holder])

    def words() -> None:
        """The controls' words in the chosen language (the values stay)."""
        messages = box.messages
        title = messages("app-heading", game=pack_title(games.get(GAME), messages.language))
        heading.value = f"<h1>{html.escape(title)}</h1><p>{html.escape(messages('app-intro'))}</p>"
        seed_box.description = messages("app-seed")
        players_box.description = messages("app-players")
        mode_box.description = messages("app-mode")
        mode, said = mode_box.value, Messages(messages.language, games.get(GAME).package)
        mode_box.options = [(said(option_message("mode", m)), m) for m in sorted(MODES)]  # the pack's names
        mode_box.value = mode
        seat_box.description = messages("app-you-play")
        scenario_box.description = messages("app-start-from")
        language_box.description = messages("app-language")
        you = seat_box.value
        seat_box.options = _seat_options(players_box.value, messages)
        seat_box.value = you
        chosen = scenario_box.value or NEW_GAME
        new_game = (messages("app-a-new-game"), NEW_GAME)
        scenario_box.options = [new_game, *((cls.title_in(messages.language), name) for name, cls in SCENARIOS.items())]
        scenario_box.value = chosen
        go.description, go.tooltip = messages("app-new-game"), messages("app-new-game-tip")

    box.messages = messages
    words()
    box.add_class("dml-app")
    for name, w in (
        ("seed", seed_box),
        ("players", players_box),
        ("mode", mode_box),
        ("seat", seat_box),
        ("scenario", scenario_box),
    ):
        w.add_class(f"dml-app-{name}")

    def start(_: object = None) -> None:
        try:
            tutor = _start(
                seed_box.value,
                players_box.value,
                mode_box.value,
                scenario_box.value,
                seat_box.value,
                box.messages.language,
            )
        except ValueError as e:
            note.value = f'<span class="dml-app-error" role="alert">{html.escape(str(e))}</span>'
            return
        old = getattr(box, "tutor", None)
        if old is not None:
            old.close()
        box.tutor = tutor
        if seat_box.value == WATCH:
            box.you = None
            holder.children = (tutor.box,)  # its box: the Fork button shows the two branches there
        else:
            you = box.you = YouPlay(tutor, seat_box.value)
            you.again.on_click(play_again)
            holder.children = (you.end, you.again, you.since, tutor.box)
        scenario = scenario_box.value
        if scenario == NEW_GAME:
            note.value = ""
        else:  # the scenario's title in bold where the language puts it
            said = html.escape(box.messages("app-scenario", title="\x00"))
            note.value = said.replace(
                "\x00", f"<b>{html.escape(SCENARIOS[scenario].title_in(box.messages.language))}</b>"
            )

    def play_again(_: object = None) -> None:
        if scenario_box.value == NEW_GAME:
            seed_box.value = str(secrets.randbelow(2**31))  # a new deal; the same seats and settings
        start()

    def scenario_changed(_: object = None) -> None:
        own = scenario_box.value != NEW_GAME
        for w in (seed_box, players_box, mode_box):
            w.disabled = own

    def players_changed(_: object = None) -> None:
        you = seat_box.value
        seat_box.options = _seat_options(players_box.value, box.messages)
        seat_box.value = you if you < players_box.value else 0

    def language_changed(_: object = None) -> None:
        box.messages = Messages(language_box.value)
        words()
        start()  # the same settings dealt again, in the language

    go.on_click(start)
    players_box.observe(players_changed, names="value")
    scenario_box.observe(scenario_changed, names="value")
    language_box.observe(language_changed, names="value")
    start()
    box.controls = {
        "seed": seed_box,
        "players": players_box,
        "mode": mode_box,
        "seat": seat_box,
        "scenario": scenario_box,
        "language": language_box,
        "go": go,
    }
    box.note = note
    box.start = start
    return box
