# Dragon's Money Laundering: die eigenen Wörter der Übungsfragen (practice.py). Über jeder Meldung
# steht der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

## Was eine Frage über den Tisch sagt, die Fragen, was als Nächstes geschieht, ihre Antworten

# en: e383132fa7
ask-none = keine

# en: ec8258200e
ask-nobody = niemand

# en: 57bb3bd55d
ask-seat = Platz { $seat }

# en: 1ab1b65409
ask-event = { $event }{ $value ->
    [0] {""}
   *[other] { " " }{ $value }
}

# en: 354b53f962
ask-describe = { $parts }.

# en: 1e38533887
ask-sentences = { $head }. { $tail }

# en: 40800dfbfd
ask-describe-event = Ereignis: { $event }

# en: 013b1ceaef
ask-stock = { $resource } { $cards }

# en: 8c255f1e97
ask-stocks = Vorräte: { $stocks }

# en: b4e5658053
ask-court = Platz { $seat } { $cards }

# en: 18b099ff74
ask-courts = Höfe: { $courts }

# en: 066f686038
ask-black-market = { $market } ({ $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
})

# en: 9240f2e725
ask-black-markets = Schwarzmärkte: { $markets }

# en: 61c3f2ae2e
ask-treasury = Schatzkammer von Platz { $seat }: { $cards }

# en: 3e1ef7956b
ask-attempt = Ein Erwerbsversuch von Platz { $seat } auf { $cards } (Zielwert { $target }{ $seizer ->
    [none] {""}
   *[other] , Zugreifer Platz { $seizer }
})

# en: 7f482f2950
ask-target-emblem = einem Emblem aus einem Hof

# en: c8fae0b48d
ask-target-stock = dem Vorrat { $resource }

# en: 5d272078b2
ask-bid-active = Platz { $seat } (aktiver Spieler) primär { $cards }

# en: 5d1d00459a
ask-bid-seizer = Platz { $seat } (Zugreifer) primär { $cards }

# en: c236368c8d
ask-bid-secondary = Platz { $seat } sekundär { $cards }

# en: 819ad86503
ask-target-value = Platz { $seat } hat { $cards } aus { $target } erklärt. Ereignis: { $event }. Embleme dieser Farbe von Platz { $seat }: { $emblems }. Bisherige Gebote: { $bids }. Wie hoch ist der Zielwert jetzt?

# en: 450b60599a
ask-target-value-why = der Zielwert ist { $total }: { $terms } (R-02).

# en: 649badd196
ask-seize = Platz { $seat } hat { $cards } ({ $resource }) erklärt. Ereignis: { $event }. Die Zugriffskarten werden aufgedeckt: { $shown }. Wer gewinnt den Zugriffsversuch?

# en: 1092249c9f
ask-roll = Platz { $seat } hat { $cards } erklärt.{ $seizer ->
    [none] {""}
   *[other] { " " }Platz { $seizer } hat den Zugriffsversuch gewonnen.
} Der Zielwert ist { $target }, und Platz { $seat } würfelt { $a } + { $b } = { $total }{ $double ->
    [none] {""}
   *[other] { " " }({ $double })
}. Was geschieht mit den erklärten Karten?

# en: e65e6c76f0
ask-roll-success = Erfolg: { $cards } { $count ->
    [one] kommt
   *[other] kommen
} in die Schatzkammer von Platz { $seat }

# en: e7976d7d1c
ask-roll-seized = Misserfolg: Der Zugreifer, Platz { $seizer }, nimmt { $cards }

# en: 6164f1645f
ask-roll-back = Misserfolg: { $cards } { $count ->
    [one] geht dorthin zurück, woher sie kam
   *[other] gehen dorthin zurück, woher sie kamen
}

# en: 4ce3e40ff4
ask-roll-why = { $total } gegen Zielwert { $target }: { $success ->
    [yes] Erfolg.
   *[no] Misserfolg.
}

# en: ea6bfd7c20
ask-scores = Schlussphase: Der Händlerkönig von Platz { $seat } wünscht { $resource }. Schatzkammer: { $treasury }. Hof: { $court }. Wie viele Siegpunkte erzielt Platz { $seat }?

# en: fdfe92e4c8
ask-scores-why = { $lines } (Dracheneier je { $each }).

## Die Missverständnisse

# en: e2a05d6f2c
misreading-marauders-ignored = Plünderer ändere nichts am Marktplatz.

# en: 6a5671c8a6
misreading-marauders-every-card = Plünderer addiere 2 zu jeder erklärten Karte, gleich welchen Kartenwert sie hat.

# en: bebd7e4644
misreading-tax-relief-ignored = Steuererleichterung ändere nichts am Marktplatz.

# en: 0727fffd46
misreading-tax-relief-every-card = Steuererleichterung ziehe von jeder erklärten Karte 2 ab, gleich welchen Kartenwert sie hat.

# en: 55755ab165
misreading-static-bonus-ignored = Der Statische Bonus der eigenen Embleme wird weggelassen.

# en: 0063d7502a
misreading-static-bonus-raises = Der Statische Bonus erhöhe den Zielwert.

# en: 788e212260
misreading-emblem-face-value = Ein Emblem aus einem Hof zähle seinen Kartenwert, nicht 10.

# en: 5e77a3721f
misreading-primary-bids-raise = Die primären Gebote des aktiven Spielers erhöhten den Zielwert.

# en: d9233b7561
misreading-seizer-bids-lower = Die primären Gebote des Zugreifers senkten den Zielwert.

# en: e59da5beca
misreading-secondary-below-zero = Sekundäre Gebote senkten den Zielwert unter die Gebote des Zugreifers (keine Untergrenze bei 0).

# en: 1c55006329
misreading-secondary-ignored = Die sekundären Gebote des aktiven Spielers werden weggelassen.

# en: e8dc178990
misreading-seize-any-type = Die höchste Zugriffskarte gewinnt, gleich welcher Ressource.

# en: 9a526de619
misreading-seize-target-type = Die Zugriffskarte müsse die Ressource des Ziels selbst haben, nicht dessen primäre Kaufressource.

# en: 40a00f89f4
misreading-seize-event-ignored = Die Grenzen des Ereignisses für Gebote gälten nicht für Zugriffskarten.

# en: bfd21e4dae
misreading-roll-under = Der Wurf dürfe höchstens so hoch sein wie der Zielwert, nicht mindestens so hoch.

# en: 2eac8ca93a
misreading-tie-fails = Der Wurf müsse den Zielwert übertreffen: Ein Wurf gleich dem Zielwert misslinge.

# en: ef4bd4ea85
misreading-wyvern-counts = Wyvernaugen seien ein Wurf von 2 wie jeder andere, kein Misslingen in jedem Fall.

# en: 9fd48f791a
misreading-failure-returns = Die Karten eines misslungenen Versuchs gehen dorthin zurück, woher sie kamen, auch mit einem Zugreifer.

# en: aa298556ef
misreading-desired-not-doubled = Der Stapel der geheimen Wunschressource wird nicht verdoppelt.

# en: 6a720cb802
misreading-court-not-counted = Nur die Schatzkammer zählt; Ressourcen im Hof werden weggelassen.

# en: 3c84710e06
misreading-guild-bonus-doubled = Der Gildenbonus wird mit dem Stapel der geheimen Wunschressource verdoppelt.

# en: 87b6dbaa92
misreading-guild-counts-itself = Der Bonus eines Gildenhauses zählt das Gildenhaus selbst mit.
