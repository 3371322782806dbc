# Die Namen der Sequenzen im Verschachtelungsdiagramm. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: 37e36c3888
seq-beginning-of-turn = Beginn des Zuges

# en: 9eb75cf6fe
seq-concession = Aufgeben

# en: 1a59a59328
seq-dominion-vote = Herrschaftsabstimmung

# en: 55b136fde4
seq-effect = Effekt

# en: 2d62703003
seq-game = Spiel

# en: 5b9c885075
seq-game-end-check = Prüfung auf Spielende

# en: f2903e5a53
seq-intentional-draw = Vereinbartes Unentschieden

# en: 93909551cf
seq-judge-s-penalty = Strafe des Schiedsrichters

# en: 5e481c1398
seq-leaving-the-game = Das Spiel verlassen

# en: 553bf00636
seq-lethal-damage-check = Prüfung auf tödlichen Schaden

# en: 116bd3ec6d
seq-loop = Schleife

# en: 9665e3b832
seq-priority = Priorität

# en: 12e3b0248b
seq-resolution = Abhandlung

# en: bd5c5a54c5
seq-restart = Neustart

# en: 309845d5ac
seq-state-based-check = Zustandsprüfung

# en: 2a8a4faad5
seq-who-is-left = Wer übrig ist
