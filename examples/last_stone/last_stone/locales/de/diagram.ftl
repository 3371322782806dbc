# Die Namen der Sequenzen im Verschachtelungsdiagramm. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: 2d62703003
seq-game = Spiel

# en: 8628e032e6
seq-turn = Zug
