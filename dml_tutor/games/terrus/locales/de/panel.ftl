# Terrus (Spielende): die Wörter der Tafel des Tutors. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: 0984c54815
panel-subtitle = { $rulers } Herrscher{ $teams ->
    [yes] {" "}· Teams
   *[no] {""}
} · { $kind ->
    [tournament] Turnier
   *[casual] Freundschaftsspiel
} · gegenseitiger tödlicher Schaden: { $mutual ->
    [source_wins] die Quelle gewinnt
   *[draw] unentschieden
} · { $seed ->
    [none] aus einer Stellung
   *[other] Seed { $seed }
}

# en: 61996297ed
panel-result-draw = Das Spiel endet unentschieden ({ $rule }).

# en: 6838f742d6
panel-result-wins = { $count ->
    [one] { $winners } gewinnt ({ $rule }).
   *[other] { $winners } gewinnen ({ $rule }).
}

# en: ce10f5c854
panel-result-none = Das Spiel endet ohne Sieger ({ $rule }).

# en: 9f6fa06f74
panel-count-structures = Bauwerke

# en: a7a628a781
panel-count-relics = Relikte

# en: 256a877439
panel-count-int = INT

# en: 9ea026fcce
panel-goal = { $goal } { $label }: Sieg

# en: c735072ac0
panel-out = draußen

# en: dcdc1e6c16
panel-out-by = draußen · { $rule }

# en: 94287ad757
panel-wins = gewinnt

# en: 5b6fb61d65
panel-low = ≤ 0: verliert bei Priorität

# en: e6985f9e65
panel-low-tip = verliert bei der nächsten Priorität (5.3b)

# en: f95f3922e7
panel-cannot-win = kann nicht gewinnen

# en: 721e99bff9
panel-cannot-win-tip = ein Effekt im Spiel

# en: bda1c3b6e7
panel-in = im Spiel

# en: 9707e192dc
panel-active = aktiv

# en: 888d4958ec
panel-deciding = entscheidet

# en: a44621f1a3
panel-head-ruler = Herrscher

# en: 72ec2adbd8
panel-head-team = Team

# en: 0822dca980
panel-head-vitae = Vitae

# en: d44b1c9ab4
panel-head-status = im Spiel oder draußen

# en: a14c42d143
panel-head-who = wer entscheidet

# en: 12715459e6
panel-in-game = { $in_game } von { $rulers } Herrschern im Spiel

# en: 18df2d335f
panel-in-game-tournament = { $in_game } von { $rulers } Herrschern im Spiel · Turnier

# en: b27b0999dc
panel-round-zero = Beginn

# en: 98ecff7607
panel-round = Zug
