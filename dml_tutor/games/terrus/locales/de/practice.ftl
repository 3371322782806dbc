# Terrus (Spielende): die eigenen Wörter der Übungsfragen (practice.py). Über jeder Meldung steht
# der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: 58f0886982
ask-ruler = { $name } { $vitae } Vitae, { $structures } Bauwerke, { $relics } Relikte{ $team }{ $cannot_win ->
    [yes] , kann nicht gewinnen
   *[no] {""}
}

# en: df7c52d18d
ask-team = , Team { $team }

# en: 5839071635
ask-ruler-left = { $name } hat das Spiel verlassen

# en: 2af670c156
ask-describe = Herrscher: { $rulers }. Am Zug: { $active }.

# en: 0484c5318e
ask-what-happens = Herrscher: { $rulers }. Am Zug: { $active }. Jetzt { $what }. Was geschieht?

# en: 2a6e242748
ask-begins-turn = beginnt { $name } den Zug

# en: 5f053c3900
ask-resolution = verursacht die Abhandlung von { $name } { $hits }

# en: 0764dd63f6
ask-hit = { $amount } bei { $name }

# en: bfb37647b1
ask-goes-on = das Spiel geht weiter

# en: d81c649a97
ask-draw = das Spiel endet unentschieden

# en: dfc3c9627f
ask-no-winner = das Spiel endet ohne Sieger

# en: 3acb737d8b
ask-win = { $names } { $count ->
    [one] gewinnt
   *[other] gewinnen
} das Spiel

# en: 1bdcea14fd
ask-engine-goes-on = die Engine: Noch gewinnt oder verliert niemand.

# en: ec8258200e
ask-nobody = niemand

# en: 4381733f39
ask-engine = die Engine: { $draw ->
    [yes] unentschieden ({ $rule }, { $reason ->
        [loop] Schleife
        [effect_draw] Unentschieden durch einen Effekt
        [intentional_draw] vereinbartes Unentschieden
        [mutual_lethal] gegenseitig tödlich
       *[all_lost] alle verloren
    }); schon zuvor verloren: { $losers }
   *[no] gewonnen von { $winners } ({ $rule }, { $reason ->
        [metropolis] Metropole
        [relics] Relikte
        [political] politisch
        [effect] Effekt
        [lethal_damage] tödlicher Schaden
        [last_team] letztes Team
        [last_ruler] letzter Herrscher
        [mutual_lethal] gegenseitig tödlich
        [restart] Neustart
       *[all_lost] alle verloren
    }); verloren: { $losers }
}.

## Die Missverständnisse

# en: 79c4637eec
misreading-lose-at-once = Ein Herrscher mit 0 Vitae oder weniger verliere sofort, nicht erst, wenn das nächste Mal ein Spieler Priorität erhält.

# en: 768e29ab05
misreading-source-wins = Gegenseitiger tödlicher Schaden sei ein Sieg der Quelle (strenges Timing).

# en: bfec37679e
misreading-priority-before-turn = Einen Zug zu beginnen heiße, Priorität zu erhalten, also komme 5.3b zuerst.

# en: 3d42c1c376
misreading-relics-more-than-4 = Der Reliktsieg brauche mehr als 4 Relikte.

# en: f075887e7b
misreading-win-alone = Der Sieg eines Herrschers gehöre ihm allein und werde nicht mit seinem Team geteilt.

# en: 52774d2d2a
misreading-already-at-zero = Ein Gegner, der schon bei 0 Vitae oder weniger ist, werde durch einen weiteren Treffer nicht auf 0 gebracht.
