# Die Arten der Vorhersagefragen, wie das Vorhersagemenü sie nennt. Über jeder Meldung steht der
# Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: cdd0ea1e6c
predict-kind-target-value = der Zielwert eines Erwerbsversuchs

# en: bd72e8b96e
predict-kind-seize = wer einen Zugriffsversuch gewinnt

# en: bdd4189d88
predict-kind-roll = wohin die Karten nach dem Wurf gehen

# en: 98626c2db8
predict-kind-scores = wer nach Siegpunkten gewinnt
