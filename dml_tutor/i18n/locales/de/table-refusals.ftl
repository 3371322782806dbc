# Die eigenen Ablehnungen des Tisch-Servers auf Deutsch (dml_tutor/table: app.py, room.py, quiz.py).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## A link, a request, a message (app.py)

# en: b9e04856f6
refusal-no-table = Zu diesem Link gibt es keinen Tisch: Prüfe ihn oder bitte die Lehrkraft um einen neuen.
# en: ade438511c
refusal-no-link = Zu diesem Link gibt es keinen Tisch.
# en: 52f671b487
refusal-not-found = Nicht gefunden
# en: 7e34b2b362
refusal-method = Diese Methode ist hier nicht erlaubt
# en: d711dd5577
refusal-not-saved = Der Tisch konnte nicht gespeichert werden, daher wurde die Änderung nicht gemacht ({ $reason })
# en: 61437f1a07
refusal-new-not-saved = Der neue Tisch konnte nicht gespeichert werden ({ $reason })
# en: 0f106911c6
refusal-malformed-json = Fehlerhaftes JSON: { $got }
# en: ec1520aece
refusal-json-deep = JSON ist tiefer als { $most } Ebenen verschachtelt
# en: 61feb83437
refusal-body-long = Der Inhalt einer Anfrage hat höchstens { NUMBER($most, useGrouping: "true") } Bytes
# en: fd2637c271
refusal-body-slow = Der Inhalt der Anfrage brauchte länger als { $seconds } s
# en: 81561b8202
refusal-too-many-requests = Zu viele Anfragen von dieser Seite: Bitte langsamer.
# en: 4dc2a1a939
refusal-too-many-messages = Zu viele Nachrichten von dieser Seite: Bitte langsamer.
# en: f7836b4cac
refusal-too-many-questions = Zu viele Fragen von dieser Seite: Warte einen Moment bis zum nächsten { $op }.
# en: e5c8d1c53e
refusal-too-many-tables = Zu viele neue Tische auf einmal: Warte einen Moment.
# en: 6c345ac964
refusal-tables-full = Dieser Server hält { $most } Tische, seine Höchstzahl: Beende einen (DELETE auf seine Lehrkraft-URL) oder warte, bis einer abläuft.
# en: d6ed81b663
refusal-teacher-key = Das darf nur die Lehrkraft: Sende den Lehrkraft-Schlüssel, den der Server ausgegeben hat (Authorization: Bearer <key>).
# en: 2baabe2951
refusal-other-site = Eine Seite einer anderen Website ({ $origin }) darf hier keine Tische ändern.
# en: 48bde6b577
refusal-not-json = Sende JSON (Content-Type: application/json), nicht { $got }
# en: 1f46250edc
refusal-message = Eine Nachricht ist {"{"}"op": name, "args": [...]{"}"}, erhalten: { $got }
# en: d6d711754f
refusal-args = args muss eine Liste sein, erhalten: { $got }
# en: 06b020949a
refusal-one-argument = { $op } nimmt ein Argument: { $what ->
        [guess] den Tipp
       *[move] den Zug
    }
# en: 0be8ddef93
refusal-keywords = { $op }: Ein Tisch nimmt keine Schlüsselwort-Argumente, erhalten: { $got }
# en: 6e002cbadd
refusal-move-body = Ein Zug ist {"{"}"action": <ein Zug, wie er angezeigt wird, oder sein JSON>{"}"}, erhalten: { $got }
# en: 6c9a24a941
refusal-action = action: ein Zug, wie er angeboten wird, oder sein JSON; erhalten: { $got }
# en: 254006677b
refusal-guess-body = Ein Tipp ist {"{"}"guess": <eine Wahl oder eine Zahl>{"}"}, erhalten: { $got }
# en: 107ca0df47
refusal-end-role = Nur die URL der Lehrkraft beendet einen Tisch, nicht die { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    }.
# en: dbd3efb7c6
refusal-ended = Die Lehrkraft hat diesen Tisch beendet.

## A move, a hint, the teacher's operations (app.py, room.py)

# en: a0a7abcf66
refusal-no-option = Keine Option { $got } für diese Seite jetzt.
# en: 67d9a33b1e
refusal-for-the-teacher = { $op } ist für die Seite der Lehrkraft: Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } spielt ihre eigenen Züge.
# en: b15da3c396
refusal-hint-role = Ein Tipp ist für die eigene Entscheidung eines Platzes, nicht für die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    }.
# en: 79e60ce5e0
refusal-hints-off = Tipps sind an diesem Tisch aus (die Wahl der Lehrkraft).
# en: b420909178
refusal-hint-not-yours = Ein Tipp ist für deine eigene Entscheidung, solange sie dir zusteht.
# en: 3244882672
refusal-cannot-move = Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } kann nicht ziehen: Nur die Seite eines Platzes spielt ihren Platz.
# en: ef57872a87
refusal-game-over = Das Spiel ist aus: Es gibt nichts mehr zu entscheiden.
# en: a206fb0538
refusal-paused = Die Lehrkraft hat den Tisch angehalten: Warte, bis er weiterläuft.
# en: 8940d2ccc4
refusal-not-your-turn = Platz { $seat } ist nicht am Zug: Platz { $deciding } entscheidet jetzt.
# en: 3c27f898c5
refusal-not-your-turn-nobody = Platz { $seat } ist nicht am Zug: Niemand entscheidet jetzt.
# en: b7b0db7553
refusal-not-for-another-seat = Platz { $seat } kann nicht für Platz { $other } ziehen.
# en: 9dbf597f94
refusal-teachers-op = { $op } ist Sache der Lehrkraft: Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } kann den Tisch nicht steuern.
# en: 3c278b1d52
refusal-teacher-moves = Die Lehrkraft zieht für keinen Platz: Jeder Platz wählt auf seiner eigenen Seite (oder gib ihn einem Bot).
# en: db61ffe9a0
refusal-set-hints = set_hints nimmt ein Argument, true oder false, erhalten: { $got }
# en: 0d6897f523
refusal-no-arguments = { $op } nimmt keine Argumente, erhalten: { $got }
# en: feed71775f
refusal-unknown-op = Unbekannte Operation der Lehrkraft { $op }: Nimm pause, resume, { $navigation }

## Predict for the room (room.py)

# en: e9d596d583
refusal-reveal-none = Aufdecken: Keine Frage ist offen (erst Vorhersage für den Raum).
# en: cdfd5769e3
refusal-predict = Vorhersage: { $reason }
# en: 4d440ea0bc
refusal-predict-none-ahead = Vorhersage: Ab diesem Schritt keine Frage, deren Antwort das Spiel schon gegeben hat: Geh erst weiter zurück.
# en: d389b8f60b
refusal-cannot-guess = Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } tippt nicht: Das tut das Gerät jedes Platzes.
# en: 5aeaa36057
refusal-guess-none = Für den Raum ist jetzt keine Frage offen.
# en: 4afacf3354
refusal-guess-long = Ein Tipp hat höchstens { $most } Zeichen, erhalten: { NUMBER($got, useGrouping: "true") }

## A new table's body (room.py)

# en: 32dfa47622
refusal-new-table = Ein neuer Tisch ist ein JSON-Objekt {"{"}pack, settings, position{"}"}, erhalten: { $got }
# en: eb5e006083
refusal-new-table-field = Unbekanntes Feld { $field }: Ein neuer Tisch nimmt { $fields }
# en: 8bc26518f2
refusal-hints-field = hints: true oder false, erhalten: { $got }
# en: e40c272fbf
refusal-pack = pack: eines von { $packs }, erhalten: { $got }
# en: f12ddd0189
refusal-settings = settings muss ein Objekt sein, erhalten: { $got }
# en: df97754ac9
refusal-seats = settings.seats: eine Liste von Platz-Arten (person, random, ...), erhalten: { $got }
# en: 387261b542
refusal-seats-wrong = settings.seats: { $reason }
# en: 3649d142f0
refusal-position = position: ein Objekt im Stellungsformat von { $pack }, erhalten: { $got }
# en: 56c52bc58b
refusal-names = names: eine Liste von { $count } Namen, einer je Platz (null: der eigene des Platzes), erhalten: { $got }
# en: fb0cc226f1
refusal-name = names[{ $index }]: höchstens { $most } druckbare Zeichen, erhalten: { $got }

## Quiz the room (quiz.py)

# en: 59fbe5de52
refusal-quiz-no-questions = Quiz: Das Spiel { $pack } hat keine Fragen.
# en: e941ad1aa6
refusal-quiz-rule = Quiz: rule muss eine Regel-Id sein, erhalten: { $got }
# en: 79b0588bc7
refusal-quiz-teachers = { $op } ist Sache der Lehrkraft: Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } beantwortet das Quiz.
# en: e91a188aca
refusal-quiz-arguments = quiz nimmt höchstens ein Argument, eine Regel-Id, erhalten: { $got }
# en: 0d9b35c19f
refusal-end-quiz-none = Quiz beenden: Keine Quizfrage ist offen (erst Quiz).
# en: da5384146a
refusal-quiz-cannot-answer = Die Seite { $role ->
        [projector] des Beamers
        [teacher] der Lehrkraft
       *[seat] eines Platzes
    } antwortet nicht: Das tut das Gerät jedes Platzes.
# en: 331860e530
refusal-answer-none = Antworten: Jetzt ist keine Quizfrage offen.
# en: 91b4cf411e
refusal-answer-arguments = answer nimmt ein Argument, den Index der Option, erhalten: { $got }
# en: 9176561d71
refusal-answer-index = Antworten: der Index einer Option, 0 bis { $last }, erhalten: { $got }
# en: c3379915c3
refusal-answer-again = Antworten: Dieser Platz hat diese Frage schon beantwortet (eine Antwort je Platz).
