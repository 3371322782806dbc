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
# en: ab785bd8b4
frame-supply-step = Versorgungsschritt
# en: 25c4e6c77d
frame-market-phase = Marktphase
# en: 568e88846e
frame-market-action = Marktaktion
# en: e2e35c02c8
frame-extra-market-action-diamonds = Zusätzliche Marktaktion (Karo-Emblem)
# en: dc016d517d
frame-extra-market-action-event = Zusätzliche Marktaktion ({ $event })
# en: a46d0bd148
frame-black-market-action = Schwarzmarktaktion
# en: f2209ffb32
frame-restock = Nachschub
# en: e8ba8a5ee4
frame-game-stage = Spielphase
# en: 2a484167e7
frame-round = Runde { $round }
# en: 177f38bdc6
frame-event-phase = Ereignisphase
# en: 1b370f2709
frame-event-resolution = Ereignisabhandlung
# en: a970360771
frame-action-phase = Aktionsphase
# en: 84bc9cbea5
frame-turn = Zug von Platz { $seat }
# en: bb93c195dc
frame-end-phase = Endphase
# en: 6474c62562
frame-setup-stage = Aufbauphase
# en: 9ad7d7a44c
frame-roll-off = Auswürfeln des Initiativabzeichens
# en: f0f9ad7152
frame-foreign-merchant = Fremder Händler
# en: ab9f46e0c0
frame-dragon-siege = Drachenbelagerung
# en: e1964806e4
frame-end-stage = Schlussphase
# en: 4d945736e5
frame-game = Spiel
