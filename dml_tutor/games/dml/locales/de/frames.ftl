# Die Namen von DMLs Sequenzen in der Brotkrumenleiste.

# en: 02dd87d1f9
frame-bid-action = Gebotsaktion { $n } ({ $role ->
        [active] aktiver Spieler
       *[seizer] Zugreifer
    })
# en: e2e35c02c8
frame-extra-market-action-diamonds = Zusätzliche Marktaktion (Karo-Emblem)
# en: dc016d517d
frame-extra-market-action-event = Zusätzliche Marktaktion ({ $event })
# en: 2a484167e7
frame-round = Runde { $round }
# en: 84bc9cbea5
frame-turn = Zug von Platz { $seat }
