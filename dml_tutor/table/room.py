"""One workshop table: a game of any pack, its seats, the projector and the teacher.

A :class:`Room` (the workshop's name for one table, kept apart from a game's own state,
which some packs call their table) holds the game inside a :class:`~dml_tutor.tutor.session.TutorSession`
(the tutor's own history, cursor and view model, with nothing of a widget) and answers each
role its own view model, built under *View as* that seat: a seat sees what it may know, the
projector what every seat knows alike, the teacher everything. Every change is a list of
:class:`~.store.Event`\\ s the server writes to SQLite before it answers (:mod:`.store`).
The rules are the pack's engine: a move is checked by ``Driver.apply``, and a refused one
changes nothing.
"""

from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass
from typing import Any, Final

from .. import games
from ..core.agents import Agent
from ..core.driver import SAVE_FORMAT, Driver, IllegalActionError, is_int
from ..core.inputs import short_repr
from ..core.pack import Pack
from ..core.sequence import Decision
from ..core.text import Text, say
from ..i18n import SOURCE, Messages, languages
from ..tutor import protocol
from ..tutor.session import TutorSession
from ..tutor.start import restarted
from ..tutor.viewmodel import PUBLIC
from . import quiz
from .room_question import RoomQuestion, questions
from .store import Event, TableRow

__all__ = ["NAVIGATION", "PUBLIC", "TEACHER_OPS", "Refusal", "Role", "Room", "new_room", "refused", "restore_room"]

#: The bits of a new table's seed (``secrets``): too many to search for the seed a seat's view came
#: from, and every pack takes them (``core.inputs.MAX_INT``).
SEED_BITS: Final = 128
#: The longest player name a teacher may type.
NAME_MAX: Final = 40
#: The teacher's operations beside the tutor's navigation: they steer the whole room.
TEACHER_OPS: Final = ("pause", "resume", "predict", "reveal", "set_seat", "play_again", "set_hints")
#: The tutor's operations the teacher's page may send (they move the table's shared cursor).
NAVIGATION: Final = ("step", "step_over", "step_out", "run_to_decision", "run_to_end", "back", "forward", "goto")


class Refusal(Exception):
    """A request refused with an HTTP status, a sentence and the rule ids it cites. The sentence
    is a message (:class:`~dml_tutor.core.text.Say`, the table's ``refusal-...`` or the engine's
    reason), read in the requesting page's language where it is answered; ``error`` is its English."""

    def __init__(self, status: int, error: Text, rules: tuple[str, ...] | list[str] = ()) -> None:
        super().__init__(str(error))
        self.status = status
        self.said = error
        self.error = str(error)
        self.rules = list(rules)

    def text(self, language: str | None = None) -> str:
        """The sentence in ``language`` (a shipped one; None: English)."""
        return Messages(language or SOURCE).text(self.said)

    def json(self, language: str | None = None) -> dict[str, Any]:
        return {"error": self.text(language), "rules": self.rules}


def refused(e: ValueError, status: int = 400) -> Refusal:
    """The engine's or the tutor's refusal as the table's: an illegal move's reason stays a
    message (with the rules it cites, as ``str(e)`` has them), other text as it is."""
    if isinstance(e, IllegalActionError):
        return Refusal(status, e.said, e.rules)
    return Refusal(status, str(e))


@dataclass(frozen=True)
class Role:
    """Who a token speaks for: ``kind`` is "seat", "projector" or "teacher"."""

    room: Room
    kind: str
    seat: int | None = None

    @property
    def key(self) -> str:
        return f"seat{self.seat}" if self.kind == "seat" else self.kind


def _token() -> str:
    return secrets.token_urlsafe(18)


class Room:
    """One table of the workshop: a game in play, its seats' tokens and the teacher's steering."""

    def __init__(self, row: TableRow, pack: Pack, game: Driver[Any]) -> None:
        self.id = row.id
        self.row = row
        self.pack = pack
        self.session = _session(game, list(row.seats))
        self.paused = False
        #: Events written so far (the next one's number).
        self.logged = len(row.events)
        #: The decisions already in the log (bots' and persons' alike).
        self.saved = 0
        #: The last why-not answer of each role (a seat's answer is its own), in each language.
        self.whys: dict[str, dict[str, Any]] = {}
        self.updated = time.time()
        #: The question the teacher put to the room (None: none).
        self.asked: RoomQuestion | None = None
        #: Counts changes; ``texts`` holds each role's state as sent since the last one.
        self.version = 0
        self.texts: dict[str, str] = {}
        #: Set once the teacher ended the table or it expired: nothing changes it any more.
        self.ended = False
        #: The names the teacher gave the players (None: the pack's name for the seat).
        self.names: list[str | None] = [None] * len(row.seats)
        #: Whether a seat's page may ask the coach for a hint.
        self.hints = True
        #: What the teacher's page says when phones cannot reach the server ("" when they can).
        self.host_note: Text = ""
        #: The teacher's quiz of the room (questions from the practice bank).
        self.quiz = quiz.Quiz()
        #: Whether the log replayed was written under an older save version (:meth:`version_mark`).
        self.upgraded = False

    # ------------------------------------------------------------ who is who

    @property
    def game(self) -> Driver[Any]:
        return self.session.game

    @property
    def seat_modes(self) -> list[str]:
        return list(self.session.seat_modes)

    def roles(self) -> dict[str, Role]:
        """Every token of the table and the role it speaks for."""
        t = self.row.tokens
        out = {t["teacher"]: Role(self, "teacher"), t["projector"]: Role(self, "projector")}
        for seat, token in enumerate(t["seats"]):
            out[token] = Role(self, "seat", seat)
        return out

    def urls(self, prefix: str = "") -> dict[str, Any]:
        """The answer to ``POST /api/tables``: the id and each role's URL (seat order)."""
        t = self.row.tokens
        return {
            "id": self.id,
            "teacher": f"{prefix}/t/{self.id}/{t['teacher']}",
            "projector": f"{prefix}/t/{self.id}/{t['projector']}",
            "seats": [f"{prefix}/t/{self.id}/{s}" for s in t["seats"]],
        }

    # ------------------------------------------------------------ what each role is sent

    def view_as(self, role: Role) -> int | None:
        """A seat's page sees as that seat, the projector the tutor's public view (what every seat
        knows alike), the teacher everything."""
        return role.seat if role.kind == "seat" else PUBLIC if role.kind == "projector" else None

    def changed(self) -> None:
        """Forget the states sent so far (every change of the table calls this)."""
        self.version += 1
        self.texts.clear()

    def text(self, role: Role, language: str | None = None) -> str:
        """:meth:`state` as JSON text, kept until the table changes (the websocket frames and
        ``GET <url>/state`` of one role in one language share it)."""
        key = role.key if language is None else f"{role.key}:{language}"
        kept = self.texts.get(key)
        if kept is None:
            state = self.state(role, language)
            kept = self.texts[key] = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
        return kept

    def state(self, role: Role, language: str | None = None) -> dict[str, Any]:
        """``role``'s view model as JSON, with ``decision``, ``over``, ``result`` and ``table``;
        its words in ``language`` (a shipped one; None: the table's)."""
        s = self.session
        g = self.game
        self.follow()
        # While the room predicts, the pack's own redaction of the question hides its answer
        # (the log after the step asked at, DML's worked Target Value), as the tutor's Predict does.
        open_question = self.asked is not None and self.asked.reveal is None
        asking = self.asked.question.kind if self.asked is not None and open_question else None
        vm: dict[str, Any] = dict(s.view_model(self.view_as(role), browser=True, asking=asking, language=language))
        m = s.messages if language is None else Messages(language, s.messages.package)
        vm["error"] = ""
        vm["why"] = self.whys.get(role.key, {}).get(language or s.language, {})
        options = self.options(role.seat) if role.kind == "seat" and not self.paused else []
        d = g.pending
        vm["decision"] = None if not options or d is None else {"seat": role.seat, "options": [str(a) for a in options]}
        vm["over"] = g.is_over
        vm["result"] = self.result(m)
        vm["table"] = {
            "id": self.id,
            "role": role.kind,
            "seat": role.seat,
            "seat_names": s.panel.seat_names(g, m),
            "seat_modes": self.seat_modes,
            "paused": self.paused,
        }
        vm["table"]["names"] = self.player_names(m)
        vm["table"]["hints"] = self.hints
        if role.kind == "teacher":  # the teacher sees all; a count of decisions would tell who had a choice
            vm["table"]["decisions"] = len(g.decisions)
            vm["table"]["teacher_ops"] = [*TEACHER_OPS, *quiz.TEACHER]
            vm["table"]["host_reachable"] = not self.host_note
            vm["table"]["host_note"] = m.text(self.host_note)
        vm["standings"] = self.standings(m)
        if self.asked is not None:  # in the page's words, the guesses named in English
            about = s.panel.predict_kind_words(m).get(self.asked.question.kind)
            vm["room_predict"] = self.asked.json(role.key, m, about)
        else:
            vm["room_predict"] = None
        vm["quiz"] = self.quiz.json(role.kind, role.key, quiz.persons(self.seat_modes), language or s.language)
        return vm

    def result(self, messages: Messages | None = None) -> dict[str, Any] | None:
        """The end of the game, any pack alike: the core's Outcome, and the pack's words for it
        (in ``messages``' language)."""
        g = self.game
        out = g.outcome if g.is_over else None
        if out is None:
            return None
        words = self.session.panel.result_json(g, messages) or {}
        return {
            "winners": list(out.winners),
            "losers": list(out.losers),
            "draw": out.draw,
            "rule": out.rule,
            "reason": out.reason,
            "text": str(words.get("text", "")),
        }

    def player_names(self, messages: Messages | None = None) -> list[str]:
        """Each seat's player: the name the teacher gave, else the pack's name for the seat (in
        ``messages``' language)."""
        seats = self.session.panel.seat_names(self.game, messages)
        return [name or seats[i] for i, name in enumerate(self.names)]

    def standings(self, messages: Messages | None = None) -> list[dict[str, Any]] | None:
        """At the end, each seat's place (1 first; ties share it), name and score (the pack's
        second value of a finished game, e.g. Victory Points, where it has one), best first;
        None while the game is on. How it was won is ``result.text``."""
        g = self.game
        out = g.outcome if g.is_over else None
        if out is None:
            return None
        names = self.player_names(messages)
        rows: list[dict[str, Any]] = []
        for seat in range(len(names)):
            won = 0.5 if out.draw else (1.0 if seat in out.winners else 0.0)
            score: float | None = None
            if self.pack.payoff is not None:
                won, score = self.pack.payoff(g, seat)
            rows.append({"seat": seat, "name": names[seat], "won": won, "score": score})
        rows.sort(key=lambda r: (-r["won"], -(r["score"] if r["score"] is not None else 0.0), r["seat"]))
        place = 0
        last: tuple[Any, Any] | None = None
        for i, r in enumerate(rows):
            key = (r["won"], r["score"])
            if key != last:
                place, last = i + 1, key
            r["place"] = place
        # The pack names the value as a hint's expectation ("expected Victory Points"); at the end it is the value.
        value = self.pack.value_name.removeprefix("expected ") if self.pack.payoff is not None else None
        return [
            {"seat": r["seat"], "place": r["place"], "name": r["name"], "score": r["score"], "score_name": value}
            for r in rows
        ]

    def follow(self) -> None:
        """A table in play shows its last step (the cursor follows the game unless paused)."""
        if not self.paused:
            self.session.goto_entry(len(self.game.trace) - 1)

    def options(self, seat: int | None) -> list[Any]:
        """The moves ``seat``'s page may make now (the session's :meth:`~.TutorSession.options`:
        its decision's, and a claim out of turn); none for a bot's seat."""
        if seat is None or self.session.agents[seat] is not None:
            return []
        return self.session.options(seat)

    # ------------------------------------------------------------ a seat's move

    def act(self, role: Role, action: Any) -> list[Event]:
        """Take ``role``'s move (the server then lets the bot seats play on). A refusal
        (:class:`Refusal`) changes nothing. Returns the events to log."""
        if role.kind != "seat":
            raise Refusal(403, say("refusal-cannot-move", role=role.kind))
        g = self.game
        if g.is_over:
            raise Refusal(409, say("refusal-game-over"), (g.end_rule,) if g.end_rule else ())
        if self.paused:
            raise Refusal(409, say("refusal-paused"))
        d = g.pending
        seat = role.seat
        options = self.options(seat)
        if d is None or not options:
            if d is None:
                raise Refusal(409, say("refusal-not-your-turn-nobody", seat=seat))
            raise Refusal(409, say("refusal-not-your-turn", seat=seat, deciding=d.seat))
        try:
            act = self.session.read_action(action, seat)
        except ValueError as e:
            raise refused(e) from None
        if act not in options and getattr(act, "seat", seat) != seat:
            raise Refusal(409, say("refusal-not-for-another-seat", seat=seat, other=act.seat))
        try:
            g.apply(act)
        except ValueError as e:
            raise refused(e) from None
        self.whys.pop(role.key, None)
        self.follow()
        return self.new_decisions()

    def bot(self) -> tuple[Agent, Decision[Any]] | None:
        """The bot seat that must decide now and its decision (None: a person decides, the
        game is over, or the teacher paused the table). The server asks the agent in a worker
        thread, then :meth:`bot_move` applies its choice."""
        d = self.game.pending
        if d is None or self.paused or self.ended:
            return None
        agent = self.session.agents[d.seat]
        return None if agent is None else (agent, d)

    def stand_in(self, d: Decision[Any]) -> Any:
        """A move for a bot that took too long: the pack's heuristic player's (the one the coach
        starts from), else its random agent's; either takes a few milliseconds."""
        heuristic = self.pack.agents.get("heuristic")
        agents = heuristic(self.game, 0) if heuristic is not None else self.pack.random_agents(self.game, 0)
        return agents[d.seat].choose(self.game, d)

    def bot_move(self, d: Decision[Any], action: Any) -> list[Event]:
        """Apply a bot's ``action`` for ``d`` if ``d`` is still the decision pending (the
        teacher may have paused or handed the seat back meanwhile). Returns the events to log."""
        if self.game.pending is not d or self.paused or self.ended:
            return []
        self.game.apply(action)
        self.follow()
        return self.new_decisions()

    def new_decisions(self) -> list[Event]:
        """The decisions not yet logged, as events (each move's JSON)."""
        ds = self.game.decisions
        out = [Event("decision", a.to_json()) for a in ds[self.saved :]]
        self.saved = len(ds)
        return out

    def why_not(self, role: Role, action: Any) -> None:
        """Ask why the rules refuse ``action``; the answer goes to ``role`` alone (under its *View as*),
        in every language (each of the role's pages reads its own)."""
        self.follow()
        whys: dict[str, Any] = {}
        for language in languages():
            try:
                whys[language] = dict(self.session.answer_why_not(action, self.view_as(role), language))
            except Exception as e:  # the answer says it; the table goes on
                whys[language] = {"query": short_repr(action), "legal": False, "answer": str(e)[:300]}
        self.whys[role.key] = whys
        for key in [k for k in self.texts if k.split(":", 1)[0] == role.key]:
            del self.texts[key]

    # ------------------------------------------------------------ the teacher

    def steer(self, role: Role, op: str, args: list[Any]) -> list[Event]:
        """The teacher's operations: pause, resume, and the tutor's navigation (which pauses the
        table where the cursor goes). Returns the events to log."""
        if role.kind != "teacher":
            raise Refusal(403, say("refusal-teachers-op", op=repr(op), role=role.kind))
        s = self.session
        if op == "play_again":
            self._no_args(op, args)
            seed = secrets.randbits(SEED_BITS)
            self.play_again(seed)
            return [Event("again", {"seed": seed})]
        if op == "set_hints":
            if len(args) != 1 or not isinstance(args[0], bool):
                raise Refusal(400, say("refusal-set-hints", got=short_repr(args)))
            self.hints = args[0]
            return [Event("hints", {"on": self.hints})]
        if op == "pause":
            self._no_args(op, args)
            if self.paused:
                return []
            self.paused = True
            return [Event("pause", {"entry": s.cursor})]
        if op == "predict":
            self._no_args(op, args)
            return self._ask_room()
        if op == "reveal":
            self._no_args(op, args)
            room = self.asked
            if room is None or room.reveal is not None:
                raise Refusal(409, say("refusal-reveal-none"))
            room.open_reveal()
            s.goto_entry(room.question.reveal_at)
            return [Event("reveal", {})]
        if op == "set_seat":  # a player leaves (a bot takes the seat) or one joins
            try:
                s.set_seat(*args)
            except ValueError as e:
                raise refused(e) from None
            finally:
                s.notice = ""
            seat, mode = args
            self.follow()
            return [Event("seat", {"seat": int(seat), "mode": str(mode)}), *self.new_decisions()]
        if op == "choose":
            raise Refusal(403, say("refusal-teacher-moves"))
        if op == "resume":
            self._no_args(op, args)
            if not self.paused:
                return []
            self.paused = False
            self.asked = None
            self.follow()
            return [*self.new_decisions(), Event("resume", {})]
        if op not in NAVIGATION:
            raise Refusal(400, say("refusal-unknown-op", op=short_repr(op), navigation=", ".join(NAVIGATION)))
        self.follow()
        was = (self.paused, s.cursor)
        self.paused = True
        try:
            protocol.run(s, protocol.Message(op, tuple(args)))
        except ValueError as e:  # refused before it moved anything: the table is as it was
            self.paused, s.cursor = was
            raise refused(e) from None
        finally:
            s.notice = ""
        return [*self.new_decisions(), Event("goto", {"entry": s.cursor})]

    def play_again(self, seed: int) -> None:
        """A new game at the same table: the same settings, seats, names and links, a new seed."""
        game = restarted(self.pack, self.game, seed, {})
        self.session = _session(game, self.seat_modes)
        self.paused = False
        self.asked = None
        self.whys = {}
        self.saved = 0
        self.follow()

    def _ask_room(self) -> list[Event]:
        """Put the first question at or after the cursor to the room (the table pauses there)."""
        s = self.session
        self.follow()
        try:
            found = self._questions()
        except ValueError as e:
            raise Refusal(400, say("refusal-predict", reason=str(e))) from None
        ahead = [q for q in found if q.ask_at >= s.cursor]
        if not ahead:
            raise Refusal(409, say("refusal-predict-none-ahead"))
        q = ahead[0]
        self._put(q)
        return [Event("predict", {"ask_at": q.ask_at, "kind": q.kind})]

    def _questions(self) -> list[Any]:
        return questions(self.pack, self.session.panel, self.row.settings, self.game.decisions)

    def _put(self, q: Any) -> None:
        self.paused = True
        self.asked = RoomQuestion(q, self.session.panel.predict_kinds.get(q.kind, q.kind))
        self.session.goto_entry(q.ask_at)

    def guess(self, role: Role, guess: Any) -> list[Event]:
        """A seat's guess for the room's open question (its last guess counts)."""
        if role.kind != "seat":
            raise Refusal(403, say("refusal-cannot-guess", role=role.kind))
        room = self.asked
        if room is None or room.reveal is not None:
            raise Refusal(409, say("refusal-guess-none"))
        if isinstance(guess, str) and len(guess) > 200:
            raise Refusal(400, say("refusal-guess-long", most=200, got=len(guess)))
        try:
            value = room.question.read(guess)
        except ValueError as e:
            raise Refusal(400, str(e)[:300]) from None
        room.guesses[role.key] = value
        return [Event("guess", {"role": role.key, "guess": value})]

    @staticmethod
    def _no_args(op: str, args: list[Any]) -> None:
        if args:
            raise Refusal(400, say("refusal-no-arguments", op=op, got=short_repr(args)))

    # ------------------------------------------------------------ the log

    def replay(self, events: list[Event]) -> None:
        """Bring a table just rebuilt from its settings to where its log left it (a game played
        again goes on in the new game). A log written under an older save version gets the
        decisions it has no record of back (the pack's ``Driver._upgrade``: DML's passes of
        P-23) where the game now asks them, each as soon as the game reaches it (where the older
        game had gone on to the next question); the steps the log names (a pause's, a goto's, a
        question put to the room) move past the steps those decisions add."""
        written = next((e.data.get("version") for e in events if e.kind == "setup"), None)
        logged = {id(e.data) for e in events if e.kind == "decision"}
        todo = self._upgraded(events, 0, written)
        #: The steps the decisions put back added (each a question and its answer), in order.
        added: list[int] = []

        def catch_up() -> None:  # the decisions put back before the next one logged
            while todo and id(todo[0]) not in logged:
                added.extend((len(self.game.trace) - 1, len(self.game.trace)))
                self.game.apply(todo.pop(0))

        def moved(entry: int) -> int:  # a step the log names, as the game now numbers it
            for i in added:
                if i > entry:
                    break
                entry += 1
            return entry

        catch_up()
        for n, e in enumerate(events):
            if e.kind == "version":  # the log goes on under this version (written after an upgrade)
                for d in todo:
                    self.game.apply(d)
                written, todo, added = e.data["version"], [], []
            if e.kind == "decision":
                if todo and todo[0] is e.data:
                    todo.pop(0)
                self.game.apply(e.data)
                catch_up()
                self.follow()
            elif e.kind in ("pause", "goto"):
                self.paused = True
                self.session.goto_entry(moved(int(e.data["entry"])))
            elif e.kind == "resume":
                self.paused = False
                self.asked = None
                self.follow()
            elif e.kind == "setup":
                self.names = list(e.data["names"])
                self.hints = bool(e.data["hints"])
            elif e.kind == "hints":
                self.hints = bool(e.data["on"])
            elif e.kind == "again":
                for d in todo:
                    self.game.apply(d)
                self.play_again(int(e.data["seed"]))
                todo, added = self._upgraded(events, n + 1, written), []
                catch_up()
            elif e.kind == "seat":
                self.session.set_seat(e.data["seat"], e.data["mode"])
            elif e.kind == "predict":
                at = moved(int(e.data["ask_at"]))
                q = next(q for q in self._questions() if q.ask_at == at and q.kind == e.data["kind"])
                self._put(q)
            elif e.kind == "guess" and self.asked is not None:
                self.asked.guesses[str(e.data["role"])] = e.data["guess"]
            elif e.kind in quiz.EVENTS:
                self.quiz.replay(self.pack.name, e)
            elif e.kind == "reveal" and self.asked is not None:
                self.asked.open_reveal()
                self.session.goto_entry(self.asked.question.reveal_at)
        for d in todo:
            self.game.apply(d)
        if todo:
            self.follow()
        self.saved = len(self.game.decisions)
        self.logged = len(events)
        self.upgraded = bool(self.game.reads_versions) and written != self.game.save_version

    def version_mark(self) -> list[Event]:
        """After a log written under an older save version was replayed: the event that says the
        log goes on under this one (the decisions written from now on need no upgrade)."""
        if not self.upgraded:
            return []
        self.upgraded = False
        return [Event("version", {"version": self.game.save_version})]

    def _upgraded(self, events: list[Event], start: int, written: object) -> list[Any]:
        """The decisions of the game played from ``events[start]`` on (up to a game played again),
        as this version of the pack records them: the logged ones themselves, and any a log
        ``written`` under an older save version has no record of. Empty for a current log."""
        g = self.game
        version = written if is_int(written) else max(g.reads_versions, default=g.save_version)
        if version == g.save_version or version not in g.reads_versions:
            return []
        logged: list[Any] = []
        for e in events[start:]:
            if e.kind in ("again", "version"):
                break
            if e.kind == "decision":
                logged.append(e.data)
        data = {"format": SAVE_FORMAT, "game": self.pack.name, "version": version, **self.pack.settings(g)}
        return list(g._upgrade({**data, "decisions": logged}, version)["decisions"])


def _session(game: Driver[Any], seats: list[str]) -> TutorSession:
    """The tutor session a table plays through: the browsers draw the diagrams, and every
    person answers each question itself, a pass with nothing else to do too, so the room does
    not see the table wait only for a seat that has a choice (P-23)."""
    session = TutorSession(game, seats=seats)
    session.history.prefetch = False
    session.takes_only_choices = False
    return session


#: The fields of a new table's body.
NEW_TABLE: Final = ("pack", "settings", "position", "names", "hints")


def _names(value: Any, n: int) -> list[str | None]:
    """The players' names: one per seat, each a short name or null ("" too: the pack's name)."""
    if value is None:
        return [None] * n
    if isinstance(value, list) and len(value) < n:
        value = value + [None] * (n - len(value))
    if not isinstance(value, list) or len(value) != n:
        raise Refusal(400, say("refusal-names", count=n, got=short_repr(value)))
    out: list[str | None] = []
    for i, name in enumerate(value):
        if name is None or (isinstance(name, str) and not name.strip()):
            out.append(None)
            continue
        if not isinstance(name, str) or len(name.strip()) > NAME_MAX or not name.strip().isprintable():
            raise Refusal(400, say("refusal-name", index=i, most=NAME_MAX, got=short_repr(name)))
        out.append(name.strip())
    return out


def _settings(body: Any) -> tuple[Pack, dict[str, Any], list[str] | None]:
    if not isinstance(body, dict):
        raise Refusal(400, say("refusal-new-table", got=short_repr(body)))
    unknown = set(body) - set(NEW_TABLE)
    if unknown:
        raise Refusal(
            400, say("refusal-new-table-field", field=short_repr(sorted(unknown)[0]), fields=", ".join(NEW_TABLE))
        )
    if not isinstance(body.get("hints", True), bool):
        raise Refusal(400, say("refusal-hints-field", got=short_repr(body["hints"])))
    name = body.get("pack")
    if not isinstance(name, str) or name not in games.PACKS:
        raise Refusal(400, say("refusal-pack", packs=", ".join(games.PACKS), got=short_repr(name)))
    pack = games.get(name)
    settings = body.get("settings", {})
    if settings is None:
        settings = {}
    if not isinstance(settings, dict):
        raise Refusal(400, say("refusal-settings", got=short_repr(settings)))
    settings = dict(settings)
    fields = {f.name for f in pack.schema}
    options = {k: settings.pop(k) for k in [k for k in settings if k not in fields and k != "seats"]}
    if options and pack.options is not None and "options" in fields:  # the form's rule options, by name
        settings["options"] = {**(settings.get("options") or {}), **options}
    elif options:
        settings.update(options)  # the pack names what it does not know
    seats = settings.pop("seats", None)
    if seats is not None and not (isinstance(seats, list) and all(isinstance(x, str) for x in seats)):
        raise Refusal(400, say("refusal-seats", got=short_repr(seats)))
    if "position" in body:
        if not isinstance(body["position"], dict):
            raise Refusal(400, say("refusal-position", pack=name, got=short_repr(body["position"])))
        settings["position"] = body["position"]
    return pack, settings, seats


def new_room(body: Any, shard: str = "") -> Room:
    """A table from ``POST /api/tables``'s body; a bad field is a :class:`Refusal` (400) naming it.
    Its bots have not moved yet: the server plays them off the event loop."""
    pack, settings, seats = _settings(body)
    seed = settings.pop("seed", None)
    if seed is None:  # a position's own seed, else a fresh one nobody can search for
        own = settings.get("position", {}).get("seed")
        seed = own if is_int(own) else secrets.randbits(SEED_BITS)
    try:
        game = pack.start(seed, **settings)
    except ValueError as e:
        raise refused(e) from None
    n = pack.seat_count(game)
    # A game whose seat count its seed deals (Terrus's rulers) has seats the form could not list:
    # those are persons, with their seats' own names.
    modes = ["person"] * n if seats is None else seats + ["person"] * (n - len(seats))
    tokens = {"teacher": _token(), "projector": _token(), "seats": [_token() for _ in range(n)]}
    table_id = f"{shard}-{secrets.token_hex(5)}" if shard else secrets.token_hex(6)
    row = TableRow(table_id, pack.name, pack.settings(game), modes, tokens, time.time())
    try:
        room = Room(row, pack, game)
    except ValueError as e:
        raise Refusal(400, say("refusal-seats-wrong", reason=str(e))) from None
    row.seats = room.seat_modes
    room.names = _names(body.get("names"), n)
    room.hints = bool(body.get("hints", True))
    # the save version the log's decisions are written under (a log without one is older)
    row.events = [Event("setup", {"names": room.names, "hints": room.hints, "version": game.save_version})]
    room.logged = len(row.events)
    room.follow()
    return room


def restore_room(row: TableRow) -> Room:
    """A stored table rebuilt: its game from the settings, then every logged event in order."""
    pack = games.get(row.pack)
    game = pack.from_settings(row.settings)
    room = Room(row, pack, game)
    room.replay(row.events)
    return room
