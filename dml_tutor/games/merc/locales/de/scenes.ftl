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
