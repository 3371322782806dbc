# Dragon's Money Laundering: die Wörter des statischen Bildes einer Partie im Notebook
# (display/drawings.py, game_html). Über jeder Meldung steht der Hash des englischen Textes, den
# sie übersetzt (docs/translating.md).

# en: 357a1b35d7
panel-notebook-not-started = (nicht begonnen)

# en: 1ba267619b
panel-notebook-mode = { $mode ->
    [full] Volles Spiel
   *[quickstart] Marktchaos
}

# en: 803cbd0639
panel-notebook-game = { $mode }, { $players } Spieler, Seed { $seed }

# en: 1c01b057a9
panel-notebook-round = Runde { $round }

# en: 032bd88bbd
panel-notebook-to-decide = Platz { $seat } entscheidet

# en: 99ef2403db
panel-notebook-game-over = Spiel vorbei: { $winner ->
    [none] niemand gewinnt
   *[other] Platz { $winner } gewinnt
} ({ $reason ->
    [monopoly] Monopol
    [father_of_dragons] Vater der Drachen
   *[victory_points] Siegpunkte
})

# en: 9b261b5d9a
panel-notebook-event = Ereignis

# en: 5c3399be6e
panel-notebook-players = Spieler: { $effect }.

# en: 5f31e4806d
panel-notebook-black-market = #{ $number }: { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

# en: b3eb7333f6
panel-notebook-top = (oben { $card })

# en: 7e0cbf24b9
panel-notebook-nest = Nest

# en: 4722cc3ec9
panel-notebook-badge-to-decide = entscheidet

# en: dfb7620ea3
panel-notebook-seat = Platz

# en: 0908e299bd
panel-notebook-treasury = Schatzkammer

# en: e0472c2515
panel-notebook-cards = { $count ->
    [one] { $count } Karte
   *[other] { $count } Karten
}

# en: 1907e631f3
panel-notebook-sequence-diagram = Sequenzdiagramm
