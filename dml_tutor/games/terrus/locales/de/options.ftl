# Die Auswahl im Formular für ein neues Spiel. Über jeder Meldung steht der Hash des englischen
# Textes, den sie übersetzt (docs/translating.md).

# en: edec9073dd
option-mutual-lethal = Gegenseitiger tödlicher Schaden (P-09)

# en: eb0ad7a0a6
option-mutual-lethal-draw = unentschieden (5.3d, dann 5.4a)

# en: 837794dfae
option-mutual-lethal-source-wins = die Quelle gewinnt (strenge Reihenfolge)
