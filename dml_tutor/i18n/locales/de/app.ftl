# Die eigenen Wörter der App auf Deutsch (dml_tutor/app: dml-tutor app).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## The header

# en: 99b17d61b2
app-heading = { $game }: der Regeltutor
# en: 6e37798919
app-intro = Wähle einen Startwert, die Spielenden und den Modus oder ein Szenario, dann Neues Spiel; Schritt führt durch das Spiel, mit den Regeln neben jedem Schritt.
# en: 27714c0901
app-seed = Startwert
# en: c3833c3c7b
app-players = Spielende
# en: 560287830b
app-mode = Modus
# en: f54b396765
app-you-play = Du spielst
# en: 8302e74484
app-seat-with-hints = Platz { $seat }, mit Tipps
# en: dcb49325dc
app-watch = keinen: den eingebauten Spielern zusehen
# en: 2a5f869903
app-start-from = Beginnen mit
# en: 8f7aa5c557
app-a-new-game = Einem neuen Spiel (Startwert, Spielende, Modus)
# en: e13f800f48
app-language = Sprache
# en: 9b810136d7
app-new-game = Neues Spiel
# en: a576479a42
app-new-game-tip = Den Tutor mit diesen Einstellungen starten
# en: 16df3fb062
app-scenario = Szenario { $title }: mit eigenem Tisch (Startwert, Spielende und Modus bringt es mit)

## You play a seat

# en: abdee64004
app-play-again = Noch einmal spielen
# en: 71c531a86d
app-play-again-tip = Neu austeilen
# en: 6262aeccd8
app-since = Seit deinem letzten Zug:
# en: 7e05a8bdba
app-since-last = Seit deinem letzten Zug (die letzten { $shown } von { $count }):
# en: 5c32df342c
app-place = { $place }.
# en: 531eb86a2d
app-finished = Du bist { $place } von { $count } geworden.
# en: fd322884d2
app-finished-with = Du bist { $place } von { $count } geworden, mit { $value } { $unit }.
# en: 3cc575fa51
app-col-place = Rang
# en: 2236dcf188
app-col-seat = Platz
