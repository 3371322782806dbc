# Die eigenen Wörter der Szenarien auf Deutsch (dml_tutor/scenarios).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## A scenario's table

# en: 5d85ca19a9
scene-scenario = Szenario
# en: e86b56fa65
scene-step = Schritt
# en: 82ae4d9370
scene-what-happened = Was geschah
# en: 2fe19930b8
scene-value = Wert
# en: 6ecae02bec
scene-rules = Regeln
# en: 6fa3c12c01
scene-rule-tip = { $title }: { $text } ({ $section })
# en: d9e3cf1ba3
scene-rule-unknown = nicht im Regelkatalog
# en: 55aec85478
scene-decision = Entscheidung: { $what }
# en: fdb1dd16c5
scene-row-value = { $label }: { $value }

## A form's refusal

# en: b47f1f146e
scene-not-allowed = Nach den Regeln nicht erlaubt:
# en: 17acd7c1b5
scene-error-rules = Regeln:
# en: e970c285c6
scene-cannot-build = Dieses Szenario lässt sich nicht aufbauen:

## The trace table

# en: 43a65ac04c
scene-trace-caption = Einträge { $first } bis { $last } des Protokolls
# en: 6850261496
scene-trace-round = Runde
# en: e3e9476133
scene-trace-where = Wo
# en: 9560c653a2
scene-trace-seat = Platz
# en: 08aa37153d
scene-trace-kind = Art
# en: 086b9da8b4
scene-trace-kind-name = { $kind ->
    [step] Schritt
    [roll] Wurf
    [decision] Entscheidung
    [action] Zug
   *[other] { $kind }
}

## A position and moves (MERC, Terrus): the outcome

# en: ee3f304cb9
scene-outcome = Ergebnis
# en: dfe5b774f2
scene-in-play = läuft noch
# en: 3b10b7502b
scene-nobody = niemand
# en: e7bceeb297
scene-seat = Platz { $seat }
# en: 2476bcacd1
scene-won-by = gewonnen von { $winners } ({ $reason }, { $rule })
# en: d40fe3c6ce
scene-draw = unentschieden ({ $reason }, { $rule })
# en: ff0447b1ba
scene-draw-lost-before = unentschieden ({ $reason }, { $rule }); vorher verloren: { $losers }
# en: d5e04a5637
scene-after-moves = { $count ->
    [one] Nach einem Zug: { $outcome }.
   *[other] Nach { $count } Zügen: { $outcome }.
}
# en: 493978dcba
scene-moves-unplayed = { $count ->
    [one] Das Spiel ist vorbei: der letzte Zug wird nicht gespielt.
   *[other] Das Spiel ist vorbei: die letzten { $count } Züge werden nicht gespielt.
}

## A scenario form's field of moves

# en: 80bde1b369
scene-field-moves = Züge, einer je Zeile
