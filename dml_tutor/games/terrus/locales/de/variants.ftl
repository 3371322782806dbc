# Terrus: unsere Worte für jede Lesart einer Regelvariante, auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: 3eff5f1e46
reading-mutual-lethal-draw = Bringt eine Abhandlung ihre Quelle und den einzigen verbliebenen Gegner der Quelle auf 0 Vitae oder weniger, ist es unentschieden: Die Quelle würde zugleich gewinnen und verlieren (5.3d), und alle Verbliebenen verlieren zusammen (5.4a).
# en: 646925704e
reading-mutual-lethal-source-wins = Strenge Reihenfolge: 5.2a beendet das Spiel, bevor 5.3b greifen könnte, also gewinnt die Quelle dieser Abhandlung.
