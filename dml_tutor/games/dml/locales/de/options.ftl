# Die Auswahl im Formular für ein neues Spiel. Über jeder Meldung steht der Hash des englischen
# Textes, den sie übersetzt (docs/translating.md).

# en: b18ff21f81
option-players = Spieler

# en: d1a01c9e8f
option-players-3 = 3 Spieler

# en: 5566713ef6
option-players-4 = 4 Spieler

# en: 69dc801c4e
option-mode = Modus

# en: e301498b78
option-mode-full = volles Spiel

# en: 82f40715a9
option-mode-quickstart = Marktchaos
