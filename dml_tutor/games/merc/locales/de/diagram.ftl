# Die Namen der Sequenzen im Verschachtelungsdiagramm. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: f7fa0dfe34
seq-after-combat-check = Prüfung nach dem Kampf

# en: becfa4ea6c
seq-combat = Kampf

# en: 9c392fa338
seq-condition-1-tactics-exhausted = Bedingung 1: Taktiken erschöpft

# en: 4f5480d99d
seq-condition-2-base-captured = Bedingung 2: Basis erobert

# en: 8b5d1ee97c
seq-condition-3-dictator-killed = Bedingung 3: Diktator getötet

# en: ccd646e7e2
seq-day = Tag

# en: d1e65763cf
seq-dictator-s-turn = Zug des Diktators

# en: b84093a616
seq-end-of-the-dictator-s-turn = Ende des Zuges des Diktators

# en: cbe2511982
seq-end-of-turn-draw = Ziehen am Zugende

# en: 2d62703003
seq-game = Spiel

# en: 07a0408747
seq-game-end-check = Prüfung auf Spielende

# en: 4ef6be58e9
seq-play-tactic = Taktik spielen

# en: e5dc6a83ab
seq-rebels-turn = Zug der Rebellen

# en: b0c09f172a
seq-reveal-base = Basis aufdecken

# en: 1cef9ce4ba
seq-victory-by-sector-value = Sieg nach Sektorwert
