# Die Auswahl im Formular für ein neues Spiel. Über jeder Meldung steht der Hash des englischen
# Textes, den sie übersetzt (docs/translating.md).

# en: 86c7ca605b
option-rules = Regeln

# en: 2ff93e247f
option-rules-printed = gedruckte Regeln

# en: 2e192f23bb
option-rules-implementation-notes = Code der Implementierungshinweise

# en: 99ad359146
option-dictator-card = Diktatorkarte

# en: 846d2df7e2
option-dictator-card-in-base-sector = Karte zählt im Sektor der Basis (P-08)

# en: dcce69b03d
option-dictator-card-anywhere = Karte zählt überall
