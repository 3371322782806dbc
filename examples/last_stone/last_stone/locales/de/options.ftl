# Die Auswahl im Formular für ein neues Spiel. Über jeder Meldung steht der Hash des englischen
# Textes, den sie übersetzt (docs/translating.md).

# en: b18ff21f81
option-players = Spieler

