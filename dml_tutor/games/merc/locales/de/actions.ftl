# MERC (Spielende): die Wörter der Entscheidungsknöpfe. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: bf50a5cee3
action-combat = Diktator verliert { $dictator_losses }, Rebellen verlieren { $rebel_losses }

# en: 1f8c90db05
action-combat-damage = Diktator verliert { $dictator_losses }, Rebellen verlieren { $rebel_losses }, die Diktatorkarte nimmt { $damage } Schaden

# en: bf4be74ec5
action-group-combat = Kampf in { $sector }

# en: 9fb138bd94
action-group-tactics = Taktiken

# en: a42ad84696
action-group-reveal = Die Basis aufdecken

# en: 58a03a6a25
action-group-end-turn = Den Zug beenden
