# Dragon's Money Laundering: unsere Worte für jede Lesart einer Regelvariante, auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: 7f87fb0dab
reading-powers-from-court-on = Ein Charakter am Hof darf seine Ultimative Kraft weiterhin einsetzen, wie einer in der Schatzkammer.
# en: 97c2003b32
reading-powers-from-court-off = Ultimative Kräfte kommen nur aus der Schatzkammer; ein als Emblem gespielter Charakter bleibt eines.
# en: 4b9eac2f27
reading-cap-after-bids-on = Der Zielwert muss nach den Geboten des aktiven Spielers bei der Erklärung höchstens 12 sein.
# en: c17d40f5cd
reading-cap-after-bids-off = Schon die erklärten Karten allein (mit Markteffekten und statischen Boni) müssen vor jedem Gebot höchstens 12 ergeben.
# en: bf1bb10e98
reading-bidding-needs-seizer-on = Ohne Zugreifer gibt es kein Bieten: Der aktive Spieler bietet nur bei der Erklärung.
# en: c07698a419
reading-bidding-needs-seizer-off = Ohne Zugreifer hat der aktive Spieler trotzdem Bietaktionen (nur mit primären Karten), bis er passt.
# en: 5e6d493db6
reading-clubs-vantage-bonus-on = Jedes Kreuz-Emblem senkt zusätzlich um 1 den Zielwert jedes Versuchs seines Besitzers auf einen Vorrat oder ein Emblem, gleich welcher Farbe (nie auf einen Schwarzmarkt).
# en: 5636292321
reading-clubs-vantage-bonus-off = Kreuz-Embleme haben keinen Vorteilsbonus, nur ihren statischen Bonus.
# en: 5f333f86c6
reading-effects-by-treasury-size-on = Der Spielereffekt eines Ereignisses trifft die Spieler, deren Schatzkammer mindestens V Karten hält.
# en: cfb5be6bed
reading-effects-by-treasury-size-off = Der Spielereffekt eines Ereignisses trifft jeden Spieler, gleich was seine Schatzkammer hält.
# en: 97da92bf5b
reading-instant-wins-at-once-on = Monopol oder Vater der Drachen darf erklärt werden, sobald die Schatzkammer es hält, mitten durch alles, was noch offen ist.
# en: 18329eca11
reading-instant-wins-at-once-off = Sofortsiege werden erst am Ende eines Zuges angeboten, wenn alles Offene abgehandelt ist.
# en: 7c37046b64
reading-black-market-may-leave-on = Nach einem erfolgreichen Versuch auf einen Schwarzmarkt entscheidet der aktive Spieler: die Karte zufällig nehmen (eine mehr je Herz-Emblem) oder den Schwarzmarkt lassen, wie er ist.
# en: 6afb357a7e
reading-black-market-may-leave-off = Eine gewonnene Schwarzmarktkarte wird immer genommen, ohne Entscheidung (die Lesart, bevor P-07 geändert wurde).
