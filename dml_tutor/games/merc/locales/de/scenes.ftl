# MERCs Titel und die Wörter seiner Szenarien auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: ef5e19417a
pack-title = MERC: Diktator gegen Rebellen (Spielende)

# en: 9b4c312066
scene-merc-title = MERC: ein Tisch und einige Züge
# en: 373507177a
scene-merc-tactics-exhausted = MERC, Bedingung 1: die Taktikkarten sind aufgebraucht, der Sektorwert entscheidet
# en: 090dc5a77f
scene-merc-base-captured = MERC, Bedingung 2: die Basis wird erobert (P-08)
# en: a344f7f3c8
scene-merc-dictator-killed = MERC, Bedingung 3: die Diktatorkarte wird besiegt
# en: 09ca1f25b9
scene-merc-value = Sektorwert / Ergebnis
# en: c5658ff635
scene-merc-table = Diktator { $dictator }, Rebellen { $rebels } (Taktikkarten: { $hand } auf der Hand, { $deck } im Stapel)
# im Dativ: "gewonnen von den Rebellen"
# en: f5216e75b1
scene-merc-side = { $side ->
    [dictator] dem Diktator
   *[rebels] den Rebellen
}

## A scenario form's fields (their labels)

# en: 85a047a8ed
scene-field-sectors-name-value-dictator-units-rebel = Sektoren: Name Wert Einheiten-Diktator Einheiten-Rebellen; ...
# en: 18e35897e8
scene-field-whose-turn = Wer am Zug ist
# en: f78e12303a
scene-field-day = Tag
# en: 29f9f7753f
scene-field-base-sector-empty-not-placed = Sektor der Basis (leer: nicht gelegt)
# en: 7f25b3aa09
scene-field-base-revealed = Basis aufgedeckt
# en: 57b0131f6c
scene-field-tactics-in-hand = Taktikkarten auf der Hand
# en: 9d82073aee
scene-field-tactics-in-the-deck = Taktikkarten im Stapel
# en: 6ae024da8f
scene-field-dictator-card-sector-health-empty-not = Diktatorkarte: Sektor Gesundheit (leer: nicht im Spiel)
# en: ded2a8e941
scene-field-the-dictator-card-saves-the-base = Die Diktatorkarte rettet die Basis (P-08)
# en: 43fd3a87c4
scene-field-rule-set = Regelwerk

## A scenario form's choices (the English is the choice the field reads)

# en: 20d5a6f78e
scene-choice-dictator = Diktator
# en: 6791b6c4a9
scene-choice-rebels = Rebellen
# en: cf480d5467
scene-choice-printed = gedruckt
# en: 8d19f8f63e
scene-choice-implementation-notes = Umsetzungshinweise
# en: 45a6a30873
scene-choice-in-base-sector = im Sektor der Basis
# en: ba8dc711f5
scene-choice-anywhere = überall
