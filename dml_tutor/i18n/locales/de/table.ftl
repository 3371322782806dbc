# Die Wörter der Seiten des Workshop-Tischs auf Deutsch (table/pages.py, table/static/*.js).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## The teacher's form at "/" (pages.py, index.js)

# en: 1f690bc731
table-index-title = dml-tutor: ein Spieltisch für den Workshop
# en: 0e196aeeb1
table-index-heading = Ein Spieltisch für den Workshop
# en: 2bdb5f2f0e
table-index-intro = Jede Person spielt auf ihrem eigenen Gerät und sieht nur, was ihr Platz wissen darf; der Beamer zeigt den öffentlichen Tisch; deine Seite steuert ihn.
# en: 083ddb286e
table-form-game-legend = Das Spiel
# en: 5e77dafaf2
table-form-game = Spiel
# en: 26dc34e029
table-form-seed = Startwert
# en: 761069dc50
table-form-seed-placeholder = zufällig
# en: e2b99b6121
table-form-seed-note = Leer: jeder Tisch wird neu und zufällig ausgeteilt. Eine Zahl teilt dasselbe Spiel noch einmal aus.
# en: 04e5120e6a
table-form-hints = Spielende dürfen den Coach um einen Tipp bitten
# en: 1159a9adc4
table-form-seats-legend = Die Plätze
# en: 7d2a261509
table-form-position-summary = Stattdessen von einer Stellung aus beginnen (optional)
# en: d0dba67ab4
table-form-position = Die Stellung (JSON, im Stellungsformat des Spiels)
# en: 702b987c7b
table-form-key = Der Lehrkraft-Schlüssel (dml-tutor table hat ihn beim Start ausgegeben)
# en: 64cc0bb009
table-form-create = Tisch anlegen
# en: 626f67c897
table-form-players = { $count } Spielende
# en: e30829e895
table-form-players-label = Spielende
# en: 2c18ef0729
table-form-seats-later = Jeder Platz wird von einer Person gespielt; auf deiner Seite kannst du einen Platz einem Bot geben.
# en: fc3760806d
table-form-seat = Platz { $seat }
# en: 94d05f7797
table-form-name = Name
# en: 7a24c9e4a7
table-form-name-placeholder = Platz { $seat }
# en: cdbc82e674
table-form-played-by = Gespielt von
# en: cb161dbd57
table-form-person = einer Person (einem Handy)
# en: f73dc07080
table-form-bot = einem Bot: { $mode }
# en: a10c0c0d5f
table-form-bad-seed = Der Startwert ist eine ganze Zahl (oder leer für ein zufälliges Austeilen).
# en: 4b4f493b4f
table-form-bad-position = Die Stellung ist kein JSON: { $error }
# en: 6a0fc24da1
table-form-creating = Der Tisch wird angelegt …
# en: 12442b81c8
table-form-wrong-key = Das ist nicht der Lehrkraft-Schlüssel dieses Servers: Gib ihn noch einmal ein.
# en: c687483e18
table-form-type-key = Gib den Lehrkraft-Schlüssel ein und lege dann den Tisch an.

## Each role's page (pages.py)

# en: 00b0b43e77
table-title-seat = { $game }: { $seat }
# en: d6c283f95f
table-title-projector = { $game }: der Beamer
# en: 8fec079775
table-title-teacher = { $game }: die Lehrkraft
# en: 67f6375a8e
table-join-links = Links zum Mitspielen
# en: f2f94bb800
table-join-projector = Beamer
# en: 08c4b0fcd6
table-join-seat =
    { $seat } ({ $mode ->
        [person] eine Person
       *[other] ein Bot: { $mode }
    })

## A page's bar and locks (host.js)

# en: 1f6185702b
table-jump = Springe zu
# en: 75fdaf333e
table-jump-options = Optionen
# en: 9f7587a5b9
table-jump-mine = Meine Karten
# en: c74e7799a7
table-jump-rules = Regeln
# en: f60ac2a67c
table-waiting = Warten auf die anderen.
# en: 8ce902f232
table-reconnecting = Neu verbinden …
# en: 50f0cd4d3c
table-over = Das Spiel ist aus. { $result }
# en: 2a9bc184d4
table-paused = Von der Lehrkraft angehalten.
# en: a772d1ee9e
table-your-move = Du bist am Zug.
# en: f376a14ba7
table-your-move-title = ● Du bist am Zug · { $title }
# en: dbd5cd4826
table-to-decide = { $seat } entscheidet.
# en: aef4d709a9
table-seat = Platz { $seat }
# en: ad1ae5780d
table-lock-offline = Die Verbindung ist unterbrochen: Es wird neu verbunden … Mit ihr kommen deine Bedienelemente zurück.
# en: 33ed5bb913
table-lock-paused = Von der Lehrkraft angehalten: Deine Bedienelemente kommen zurück, sobald der Tisch weiterläuft.
# en: 23e8ef9bc7
table-lock-bot = Ein Bot ({ $mode }) spielt jetzt diesen Platz: Die Lehrkraft kann ihn dir zurückgeben.
# en: 0d2072bc75
table-ended = Die Lehrkraft hat diesen Tisch beendet.
# en: feedcc012d
table-no-table = Zu diesem Link gibt es keinen Tisch.
# en: a0dde60590
table-refused = abgelehnt

## What became of a tap (host.js): { $tap } is the tap's option or operation

# en: 1bd79b267b
table-tap-waits = Dein Tippen „{ $tap }“ wartet auf die Verbindung.
# en: 9abd5e8ec8
table-tap-lost = Dein Tippen „{ $tap }“: Die Verbindung brach ab, bevor der Tisch antwortete, und das Spiel ist weitergegangen; das Protokoll zeigt, ob es angenommen wurde.
# en: e629e1830f
table-tap-resent = Dein Tippen „{ $tap }“ wurde gesendet, sobald die Verbindung wieder da war.
# en: d74b504908
table-tap-refused = „{ $tap }“: { $error }
# en: 2eacb66163
table-op-why-not = warum nicht
# en: c330ee00d7
table-op-commit-prediction = Vorhersage abgeben
# en: 2b589f06ce
table-op-hint = Tipp
# en: 01dffed646
table-op-stop-hint = Tipp abbrechen
# en: add28e5c9f
table-op-answer = antworten
# en: 84ed27eb2c
table-op-pause = anhalten
# en: 155c3810ab
table-op-resume = fortsetzen
# en: 4d9bb7af92
table-op-predict = Vorhersage für den Raum
# en: 6d0b54bc38
table-op-reveal = aufdecken
# en: 93e6870b00
table-op-quiz = Quiz für den Raum
# en: 2ff873256a
table-op-end-quiz = Quiz beenden
# en: 6e84a307a4
table-op-play-again = noch einmal spielen

## The teacher's buttons (host.js)

# en: 3bee239282
table-end-confirm = Diesen Tisch für alle beenden? Sein Spiel, seine Links und sein Protokoll werden gelöscht.
# en: 95836bd2fd
table-end-failed = Der Tisch konnte nicht beendet werden ({ $status })
# en: dbbd4ae519
table-key-prompt = Der Lehrkraft-Schlüssel (dml-tutor table hat ihn beim Start ausgegeben):
# en: 5676f368e0
table-teacher-predict = Vorhersage für den Raum
# en: 5c62cbc9cb
table-teacher-predict-title = Dem Raum die Frage dieses Schritts (oder des nächsten) stellen
# en: 64f7b0316e
table-teacher-reveal = Aufdecken ({ $committed } abgegeben)
# en: 731c840d76
table-teacher-quiz = Quiz für den Raum
# en: fc7288556e
table-teacher-quiz-title = Eine Frage aus der Übungssammlung für den ganzen Raum: die nächste Regel, nach der noch nicht gefragt wurde
# en: fb91878119
table-teacher-end-quiz = Quiz beenden ({ $answered } von { $seats } geantwortet)
# en: 0348d2ed55
table-teacher-end-quiz-title = Allen die Antwort und die Auszählung des Raums zeigen
# en: 22e4680337
table-teacher-play-again = Noch einmal spielen
# en: fdb1e37692
table-teacher-play-again-title = Ein neues Spiel an diesem Tisch: dieselben Plätze, Namen und Links
# en: 57ed7cf2a5
table-teacher-resume = Tisch fortsetzen
# en: 8a53e31e7d
table-teacher-pause = Tisch anhalten
# en: ed90f9c0d7
table-teacher-end = Tisch beenden
# en: 05f2a19003
table-teacher-end-title = Den Tisch für alle beenden und löschen

## The standings at the end (host.js)

# en: 7da38d40ac
table-standings = Endstand
# en: 8455695e28
table-standings-place = Platz
# en: dd1a03e66f
table-standings-player = Person
# en: 834892af9b
table-standings-score = Punkte

## Predict for the room (host.js)

# en: 2fd76ce1d1
table-predict-heading = Vorhersage: { $about }
# en: ef4f96d1ee
table-predict-engine = Die Engine: { $answer }.
# en: 03c3992a2c
table-predict-right = Richtig: { $right } von { $devices } Geräten.
# en: eb9adc913d
table-predict-guess = Tipp
# en: 8dd252a6e0
table-predict-devices = Geräte
# en: 43167f1154
table-predict-your-guess = Deine Vorhersage
# en: 4b70dfa2d4
table-predict-commit = Abgeben
# en: ab8fbe602f
table-predict-ask = Gib deine Vorhersage ab.
# en: 528d71fa1c
table-predict-yours = Deine Vorhersage: { $guess } (bis zum Aufdecken kannst du sie ändern).
# en: 3da8ee2027
table-predict-committed = Bisher abgegebene Vorhersagen: { $count }

## Quiz the room (host.js)

# en: e69ded2f75
table-quiz = Quiz für den Raum
# en: a8b2c9a6b7
table-quiz-heading = Quiz für den Raum: { $rule }
# en: d8f90f9ec2
table-quiz-the-answer = ✓ die Antwort
# en: af4f5fdaf4
table-quiz-your-answer = deine Antwort
# en: 92a4015981
table-quiz-chose = { $count } gewählt
# en: 83bf83747e
table-quiz-right = Richtig.
# en: c2de97d774
table-quiz-wrong = Nicht ganz.
# en: e0ed940a0c
table-quiz-misreading = Das Missverständnis: { $text }
# en: 589b0f278d
table-quiz-remedy = So wird es erlaubt: { $remedy }
# en: 6feb1cef81
table-quiz-rules = Regeln:
# en: ac4254c617
table-quiz-per-rule = Der Raum, je Regel
# en: 8b2d65ace9
table-quiz-rule = Regel
# en: ec9d0547aa
table-quiz-questions = Fragen
# en: d565d37f7a
table-quiz-answers = Antworten / Plätze
# en: 2b572292d9
table-quiz-right-count = richtig
# en: f7c82e11b1
table-quiz-over = Das Quiz ist vorbei.
# en: 2d6d73cd39
table-quiz-choose = Wähle deine Antwort (nur eine).
# en: 462b7deb69
table-quiz-answered = { $answered } von { $seats } Plätzen haben geantwortet.

## The teacher's page when phones cannot reach the join links (app.py)

# en: 0f858bb9a4
table-host-note = Handys können { $url } nicht öffnen: Das kann nur dieser Computer. Damit sie mitspielen können, beende den Server (Strg+C) und starte ihn neu mit: dml-tutor table --host 0.0.0.0

## A seat's quiz feedback after its head, table-quiz-right or table-quiz-wrong (quiz.py)

# en: b04c3e3dfc
table-quiz-wrong-body = { $why } Die Antwort ist „{ $answer }“: { $answer_why }
