# Last Stone
# Die Regeln auf Deutsch, in unseren Worten (nach dem Regelbuch; die Abschnitte bleiben die
# des englischen Regelbuchs). Über jeder Meldung steht der Hash des englischen Textes aus
# rules.toml, den sie übersetzt: Ändert sich der Text, meldet ein Test die Übersetzung als veraltet
# (docs/translating.md).

# en: 35c6dc3cba
rule-setup = Der Haufen
    .text = Ein Haufen aus 7 bis 12 Steinen kommt in die Mitte; Platz 0 beginnt.

# en: 2202cd4521
rule-take = Steine nehmen
    .text = Nimm in deinem Zug 1, 2 oder 3 Steine vom Haufen, nie mehr, als er hat. Dann spielt der nächste Platz.

# en: f868eab0e5
rule-end = Der letzte Stein
    .text = Wer den letzten Stein nimmt, gewinnt; alle anderen verlieren.
