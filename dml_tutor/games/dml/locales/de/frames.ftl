# Die Namen von DMLs Sequenzen in der Brotkrumenleiste.

# en: 89526d9325
frame-acquisition-attempt = Erwerbsversuch
# en: 398b351ba9
frame-declaration = Erklärung
# en: 0b348fe871
frame-seize-attempt-phase = Zugriffsversuche
# en: 0213b9fb69
frame-bidding-phase = Bieten
# en: 67380477ba
frame-resolution-step = Abhandlungsschritt
# en: 02dd87d1f9
frame-bid-action = Bietaktion { $n } ({ $role ->
        [active] aktiver Spieler
       *[seizer] Zugreifer
    })
