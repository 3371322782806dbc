# Die Meldungen der Oberfläche auf Deutsch: Tutor, Seiten und Tisch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt
# (docs/translating.md).

# en: 93f1055e0d
language-name = Deutsch

## Der Schritt, bevor ein Platz etwas weiß

# en: 6226dd625a
nothing-public-yet = Öffentlich ist noch nichts geschehen.
# en: bd778b8ca5
nothing-seen-yet = Platz { $seat } hat noch nichts gesehen.

## Regeln

# en: 1f43f24b7e
rule-not-in-catalog = (nicht im Regelkatalog)

## Entscheidungen

# en: 377bb6cf62
options-not-allowed = Nicht erlaubt: nach dem Grund fragen

## Die Oberfläche des Tutors (tutor/static/tutor/*.js)

# en: 05b2405cb8
tutor-region = Regeltutor
# en: 6900a972a7
tutor-region-game = { $game }: Regeltutor
# en: fe83669760
tutor-steps = Schritte
# en: 62d972be34
tutor-back = ◀ Zurück
# en: 0b419e93f5
tutor-back-title = Einen Schritt zurück (←)
# en: 2b5d8ae916
tutor-step = Schritt ▶
# en: 0ade3149a7
tutor-step-title = Nächster Schritt; am Ende des Verlaufs wird weitergespielt (→)
# en: 67ee778deb
tutor-step-waits = Schritt ▶ (erst die Vorhersage beantworten)
# en: ebb51891a2
tutor-step-waits-title = Der Schritt wartet auf deine Vorhersage: Beantworte zuerst die Frage über den Regeln
# en: 661d1f4ddb
tutor-step-over = Überspringen ⤼
# en: 9dea0e35de
tutor-step-over-title = Die Untersequenzen überspringen, die dieser Schritt startet (Umschalt+→)
# en: f74f6a5d98
tutor-step-out = Heraus ⤴
# en: 65f0fc5b5a
tutor-step-out-title = Die aktuelle Sequenz zu Ende führen (↑)
# en: ae155f07f2
tutor-run-to-decision = Bis zur Entscheidung ⇥
# en: 15ef74ac0a
tutor-run-to-decision-title = Weiter, bis eine Person entscheiden muss (↓)
# en: cedd94d00c
tutor-forward = Vorwärts ▷
# en: 5bddd620b4
tutor-forward-title = Wiederholen: einen Schritt vorwärts im aufgezeichneten Verlauf
# en: e608c8f46e
tutor-fork = Abzweigen ⋔
# en: ff08ef4af3
tutor-fork-title = Das Spiel hier verzweigen: zwei Tutoren nebeneinander
# en: 144670796b
tutor-fork-on-title = Das Spiel bei diesem Schritt verzweigen: dieses Spiel und seine Abzweigung nebeneinander, der erste Unterschied hervorgehoben
# en: c4457cb809
tutor-present-label = A+ Präsentationsgröße
# en: 3e2c0f01e1
tutor-present-title = Präsentationsgröße: größere Schrift für einen Beamer
# en: f1947c403e
tutor-keys = Tasten ?
# en: c0f39810ab
tutor-keys-title = Die Tastenkürzel (?)
# en: 98170593a8
tutor-history = Verlauf: der Schritt unter dem Cursor
# en: 252cba6ef3
tutor-position = Schritt { $step } / { $length }
# en: 55552d0a04
tutor-view-as = Ansicht als
# en: a8e2cac95d
tutor-predict = Vorhersagen
# en: e3a1d0f0f3
tutor-predict-title = Vorhersagen, dann aufdecken: vor diesen Schritten anhalten und die Runde fragen
# en: 5a571ac4bd
tutor-seed = Seed
# en: 9fe64911ef
tutor-restart = Neustart
# en: ae325a74dc
tutor-restart-title = Ein neues Spiel mit diesem Seed beginnen
# en: 8a269d41bf
tutor-seed-position = diese Stellung
# en: f88ec78ec5
tutor-seed-position-title = Leer: Neustart spielt diese Stellung noch einmal; eine Zahl: ein neues Spiel mit diesem Seed
# en: 5631992a6c
tutor-seed-title = Neustart: ein neues Spiel mit diesem Seed
# en: 46b20fa2cb
tutor-why-not = Warum nicht…?
# en: 507d0818e2
tutor-ask = Fragen
# en: 436b5c7c66
tutor-where-in-rulebook = Wo wir im Regelbuch sind
# en: c274430443
tutor-full-width = Volle Breite ⤢
# en: ee633e10b5
tutor-full-width-title = Dieses Diagramm in voller Fensterbreite öffnen
# en: 73e6ec64ca
tutor-diagram-to = zu
# en: f478797e35
tutor-diagram-more = und { $count } weitere
# en: db33ebda0b
tutor-click-full-width = Klicken, um es in voller Breite zu öffnen
# en: a459bfcba8
tutor-log = Protokoll
# en: a62dcabb10
tutor-log-round = Protokoll: welche Runde
# en: 5321a36da9
tutor-log-seat = Protokoll: welcher Platz
# en: 8eaee7bdf6
tutor-keys-heading = Tastenkürzel
# en: b518852b66
tutor-keys-intro = Tasten, mit dem Fokus irgendwo im Tutor (sie erreichen das Notebook nie):
# en: 195a90d4e8
tutor-key-step = Schritt
# en: 7ee800fcef
tutor-key-step-over = Die Untersequenzen überspringen, die dieser Schritt startet
# en: 6c46ec9438
tutor-key-back = Einen Schritt zurück
# en: 0840b84e46
tutor-key-step-out = Aus der aktuellen Sequenz heraus
# en: cfb346ebc7
tutor-key-run = Bis zur nächsten Entscheidung
# en: 214ae86145
tutor-key-help = Diese Liste zeigen oder verbergen
# en: 514abef5ee
tutor-key-close = Diese Liste oder ein in voller Breite geöffnetes Diagramm schließen
# en: 98e0d59689
tutor-key-tab = Das nächste Bedienelement (Umschalt+Tab: das vorige); Pfeiltasten bewegen einen Regler oder eine Auswahlliste
# en: 671ea419e6
tutor-key-log = Im Protokoll: durch die Einträge gehen; Eingabe springt zu einem
# en: 64723205dd
tutor-where-in-rules = Wo wir in den Regeln sind
# en: aac59ccdb1
tutor-now = Der Schritt unter dem Cursor
# en: d61db3d971
tutor-dead = Dieser Tutor hat seinen Kernel verloren (neu gestartet oder beendet): Seine Knöpfe erreichen Python nicht mehr. Führe seine Zelle erneut aus, um einen lebenden Tutor zu erhalten.
# en: 35d5c3f26f
tutor-your-choice = Deine Wahl, { $seat }
# en: 5709007d95
tutor-options-of = Optionen von { $seat } (Schritt lässt den Agenten wählen; ein Klick hier wählt für ihn)
# en: 78e34b1474
tutor-options-had = Optionen, die { $seat } hier hatte
# en: 22b99c987f
tutor-seat = Platz { $seat }

## Diagramme, Tipp, Protokoll und die Statuszeile

# en: 8e116772af
tutor-sequence-label = Der Sequenzbaum des Regelbuchs; wir sind bei { $path }
# en: e66a73ad26
tutor-path-then = , dann
# en: 0f6fc673eb
tutor-zoom-close-title = Klicken oder Esc drücken zum Schließen
# en: cf8fe0e112
tutor-zoom-close = Schließen (Esc)
# en: 90f945d4d0
tutor-hint = Tipp
# en: eb8d8a9bf5
tutor-hint-title = Jede Option aus dem durchspielen, was dein Platz weiß
# en: 9b39d9e66d
tutor-hint-running = Die Optionen werden durchgespielt…
# en: 1b9694f092
tutor-hint-progress = Fortschritt des Tipps
# en: 5992b15167
tutor-hint-count = { $done } von bis zu { $total } Durchspielungen
# en: 45aece97f4
tutor-hint-stop = Anhalten
# en: 6573acba46
tutor-hint-pruned = früh beendet: sie konnte nicht die beste sein
# en: f152c81bd2
tutor-hint-raced = früh beendet: klar dahinter
# en: fc3d3bf6b4
tutor-hint-bar-label = { $rate } Gewinnchance, zu 95 % sicher zwischen { $low } und { $high }
# en: 3674d4ebd9
tutor-hint-playouts = { $count } Durchspielungen
# en: 0220388df4
tutor-hint-value-title = die Zahl nach · ist: { $name }
# en: 149d1b00bf
tutor-hint-close = Zu knapp, um zu entscheiden
# en: 31d9564b47
tutor-hint-close-between = zwischen { $first } und { $last }: ihre 95-%-Intervalle überlappen, mehr Durchspielungen könnten die Reihenfolge ändern (mit ≈ markiert).
# en: dd4f89cff2
tutor-hint-close-among = unter den besten { $count }: ihre 95-%-Intervalle überlappen, mehr Durchspielungen könnten die Reihenfolge ändern (mit ≈ markiert).
# en: 97926b7f22
tutor-hint-best = Am besten: { $option }, { $percent } Gewinnchance (★).
# en: 18a3f9ac0e
tutor-hint-legend-bar = der Balken: der Anteil der gewonnenen Durchspielungen mit dieser Option (das Spiel weitergespielt von dem, was Platz { $seat } weiß, die verdeckten Karten jedes Mal neu geraten).
# en: 5051625074
tutor-hint-legend-band = das Band: das 95-%-Intervall, in dem die wahre Chance 95-mal von 100 liegt.
# en: 8294e0d93e
tutor-hint-legend-most = Bis zu { $count } Durchspielungen je Option.
# en: 20681749c0
tutor-hint-legend-cut = Eine klar zurückliegende Option wurde früher beendet (ihre Zahl steht dabei).
# en: 3cfa91dd19
tutor-hint-legend-value = Die Zahl nach · ist: { $name }.
# en: f68f0f0226
tutor-hint-legend-horizon = Jede Durchspielung endet nach { $rounds } Runde(n); dann schätzt eine Bewertung, wer gewinnen würde.
# en: 92953929dd
tutor-hint-legend-stopped = Du hast den Tipp früh beendet: weniger Durchspielungen, breitere Bänder.
# en: 8e4fa861fb
tutor-hint-legend-yours = Die Wahl liegt bei dir.
# en: ab79198e04
tutor-branches-part = Zweige trennen sich
# en: cf1120dc82
tutor-branches-part-title = Der erste Schritt, in dem sich die beiden Zweige unterscheiden
# en: b1a1258f1b
status-recorded = Schritt { $step } von { $length } aufgezeichnet.
# en: 61293928dc
status-waiting = Schritt { $step } von { $length } aufgezeichnet. Platz { $seat } muss entscheiden.
# en: d23da96052
status-over = Schritt { $step } von { $length } aufgezeichnet. Das Spiel ist vorbei.
# en: ebbfbe024c
status-plays-on = Schritt { $step } von { $length } aufgezeichnet. Schritt spielt weiter.

## Tasten, Auswahllisten, Protokoll; warum Abzweigen aus ist

# en: 64257e1550
tutor-kbd-shift-right = Umschalt+→
# en: d6b66f857a
tutor-kbd-esc = Esc
# en: c2a2f0aedc
tutor-kbd-tab = Tab
# en: 51589d138e
tutor-kbd-log = ↑ ↓ Pos1 Ende
# en: b906ba292e
tutor-view-everything = alles
# en: ac825e8447
tutor-predict-off = aus
# en: 781057134e
tutor-predict-every-kind = jede Art
# en: d7eba0ae44
tutor-log-this = aktuell: { $round }
# en: 2e90e573a5
tutor-log-all = alle
# en: 436560b482
tutor-log-all-seats = alle Plätze
# en: 3865eb60b3
tutor-log-window = { $shown } von { $total } (ab #{ $first })
# en: 817498c879
tutor-log-count = { $total } Einträge
# en: 63ce821ad8
fork-off-forked = Dieses Spiel ist verzweigt: Seine beiden Zweige stehen nebeneinander. Schließe die Abzweigung (oben), um es an einem anderen Schritt erneut zu verzweigen.
# en: 21b2f349a6
fork-off-is-fork = Dies ist die Abzweigung: Ihr eigener Abzweigen-Knopf ist aus. Schließe die Abzweigung (oben), um das Spiel erneut zu verzweigen, oder rufe fork() auf diesem Zweig in Python auf.
# en: eed4bd7d5b
fork-off-not-placed = Abzweigen zeigt die beiden Zweige dort, wo der Tutor angezeigt wurde, und dieser steckt in einem anderen Widget: Zeige den Tutor selbst an (oder lege t.box in deine Widgets) oder rufe t.fork() auf.

## Schritt, Entscheidung, Vorhersage, Warum nicht

# en: 7052cdf8db
tutor-rulebook = Regelbuch: { $section }
# en: 4cfc3516cb
tutor-rulings = Auslegungen
# en: 1653e9a247
tutor-ruling-label = Auslegung { $id }: { $title }
# en: 41fe5a6b3a
tutor-hidden-options = { $count } Optionen, verborgen, solange du den Tisch als Platz { $viewer } ansiehst. Wähle „Ansicht als: alles“ oder Platz { $seat }, um sie zu sehen.
# en: 79d9a4565e
tutor-chosen = Gewählt: { $chosen }. Eine andere Wahl hier spielt das Spiel bis zu diesem Punkt nach und schreibt alles danach neu.
# en: a2d622d544
tutor-predict-heading = Vorhersagen, dann aufdecken
# en: 1d754a31a0
tutor-predict-number = eine Zahl
# en: 240bbbbcd7
tutor-predict-number-label = Deine Vorhersage: eine Zahl
# en: be962b0005
tutor-predict-commit = Festlegen
# en: 3b35cf8acb
tutor-predict-right = Richtig.
# en: b3606625db
tutor-predict-wrong = Nicht ganz: Du hast { $guess } gesagt.
# en: 7cc6384d24
tutor-predict-rules = Zum Nachlesen:
# en: efb34a18f3
tutor-why-remedy = Damit es erlaubt wäre: { $remedy }
# en: 8cc477920c
tutor-why-no-remedy = Damit es erlaubt wäre: Bei dieser Entscheidung kannst du nichts tun.
# en: b64d81f335
tutor-why-example = z. B. { $example }
# en: 620ec7c901
tutor-kind-step = Schritt
# en: 09e641f3d9
tutor-kind-roll = Wurf
# en: a1a7bd98a6
tutor-kind-decision = Entscheidung
# en: 7a0d275dd6
tutor-kind-action = Zug
# en: 588f277a80
tutor-first-divergence = erste Abweichung

## Die Einstiegsseite der Lite-Site

# en: d9f99f5f74
page-sub = die Regeln, Schritt für Schritt
# en: 54156095c7
page-new-game = Ein neues Spiel
# en: 12d0304f40
page-game = Spiel
# en: 3a69fcedc8
page-seed = Seed
# en: 64b6a5d730
page-deal = Austeilen
# en: b5cb2a1692
page-language = Sprache
# en: 036942d125
page-theme = Dunkles Design
# en: 721fdcaee9
page-theme-title = Zwischen hellem und dunklem Design wechseln
# en: 37ec7acfe6
page-notebooks = Die Notebooks in JupyterLab
# en: 41f0e0b0ad
page-practice = Die Regeln üben
# en: d04aa12010
page-note = Diese Seite führt den Tutor in Python in deinem Browser aus: Nichts wird installiert und nichts verlässt dein Gerät. Tasten: Mit dem Fokus im Tutor geht → einen Schritt vor, ← zurück, ? listet alle auf. Der Tipp läuft hier bis zu seinem Ende (kein Anhalten). Abzweigen, die ausgearbeiteten Beispiele und dein eigener Code sind in
# en: 62a1eeb6cd
page-note-link = den Notebooks
# en: 4bd1d37649
page-note-end = (JupyterLab mit einem Python-Kernel: startet langsamer).
# en: e1b4a308f9
page-game-option = { $title } ({ $seats } Spieler)
# en: a4ffe9d13e
page-seats-more = mehr
# en: a2c54c94d8
page-unknown-game = Diese Seite hat kein Spiel namens „{ $name }“: Hier ist { $title }. Wähle oben ein anderes Spiel.
