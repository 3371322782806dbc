# Terrus (Spielende): was die Engine Schritt für Schritt sagt, was sie fragt, warum sie einen Zug
# ablehnt und was ihn erlauben würde, und was der Verlauf über das Geschehen sagt. Über jeder
# Meldung steht der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: e8843eba1f
step-game-runs = Das Spiel läuft, bis ein Herrscher gewinnt, das Spiel unentschieden endet oder neu gestartet wird.

# en: f57b783562
prompt-event = Was geschieht als Nächstes? ({ $name } ist aktiv)

# en: 3091e7376f
frame-turn = Zug von { $name }

# en: 00ea9eeaf7
frame-resolution = Abhandlung von { $name }

# en: 23cee09719
frame-priority = Priorität für { $name }

# en: 22ac1da055
frame-vote = Herrschaftsabstimmung, gewonnen von { $name }

# en: b32ae9352d
frame-concedes = { $name } gibt auf

# en: ee4cf840fe
frame-effect =
    Effekt: { $name } { $outcome ->
        [win] gewinnt
        [lose] verliert
       *[draw] spielt unentschieden
    }

# en: d44b96f31e
frame-penalty = Strafe für { $name }

# en: b1eb0de8c5
step-begins-turn = { $name } beginnt den Zug mit { $structures } Bauwerken und { $relics } Relikten in der Stadt (10 Bauwerke oder mehr gewinnen, P-14; 4 Relikte oder mehr gewinnen).

# en: 215bcd01e7
step-begins-turn-low = { $name } ist bei { $vitae } Vitae, hat aber noch nicht verloren: Einen Zug zu beginnen heißt nicht, Priorität zu erhalten (P-16), also werden die Siege zu Beginn des Zuges zuerst geprüft.

# en: 16142ee946
step-turn-passes = Der Zug geht weiter: { $name } ist der nächste Herrscher, der einen Zug beginnt.

# en: fe82fb547e
step-resolution = Die Abhandlung von { $source } verursacht { $hits }.

# en: 6caeaa08c4
step-hit = { $damage } an { $name } (jetzt { $vitae })

# en: 4055c36bd2
step-lethal-not-alone =
    { $low ->
        [yes] { $source } hat noch { $opponents } Gegner im Spiel, also gilt 5.2a nicht. Herrscher mit 0 Vitae oder weniger verlieren, sobald das nächste Mal ein Spieler Priorität erhalten würde.
       *[no] { $source } hat noch { $opponents } Gegner im Spiel, also gilt 5.2a nicht.
    }

# en: e1292f1b6a
step-lethal-not-hit =
    { $low ->
        [yes] Der einzige verbliebene Gegner von { $source }, { $opponent }, wurde nicht getroffen: kein Sieg. Herrscher mit 0 Vitae oder weniger verlieren, sobald das nächste Mal ein Spieler Priorität erhalten würde.
       *[no] Der einzige verbliebene Gegner von { $source }, { $opponent }, wurde nicht getroffen: kein Sieg.
    }

# en: ece3c5ef21
step-lethal-not-low =
    { $low ->
        [yes] Der einzige verbliebene Gegner von { $source }, { $opponent }, ist noch bei { $vitae } Vitae: kein Sieg. Herrscher mit 0 Vitae oder weniger verlieren, sobald das nächste Mal ein Spieler Priorität erhalten würde.
       *[no] Der einzige verbliebene Gegner von { $source }, { $opponent }, ist noch bei { $vitae } Vitae: kein Sieg.
    }

# en: 29a60f5f01
step-lethal-cannot-win =
    { $low ->
        [yes] { $source } hat { $opponent }, den einzigen verbliebenen Gegner, auf { $vitae } gebracht, aber ein Effekt sagt, dass { $source } nicht gewinnen kann: Das Spiel geht weiter. Herrscher mit 0 Vitae oder weniger verlieren, sobald das nächste Mal ein Spieler Priorität erhalten würde.
       *[no] { $source } hat { $opponent }, den einzigen verbliebenen Gegner, auf { $vitae } gebracht, aber ein Effekt sagt, dass { $source } nicht gewinnen kann: Das Spiel geht weiter.
    }

# en: 65fae7ba18
step-lethal-again = { $opponent } war vor dieser Abhandlung schon bei { $before } Vitae; der Treffer senkt den Wert erneut, auf { $vitae }, also 0 oder weniger (P-21).

# en: a4457fa8a1
step-lethal = { $source } hat { $opponent }, den einzigen verbliebenen Gegner, auf { $vitae } Vitae gebracht.

# en: 94370ab730
step-lethal-strict = { $source } hat { $opponent }, den einzigen verbliebenen Gegner, auf { $vitae } gebracht. { $source } ist seit einem früheren Moment bei { $before } Vitae und würde erst verlieren, sobald das nächste Mal ein Spieler Priorität erhalten würde (5.3b); 5.2a beendet das Spiel jetzt (5.1), bevor es dazu kommt: kein Sieg und keine Niederlage zugleich.

# en: 0366e90940
step-lethal-source-wins = { $source } hat { $opponent } auf { $vitae } gebracht und ist selbst bei { $source_vitae }. Variante source_wins (strenge Zeitfolge): 5.2a beendet das Spiel, bevor 5.3b gelten könnte.

# en: 2c9ec7e3bd
step-lethal-mutual = { $source } hat { $opponent }, den einzigen verbliebenen Gegner, auf { $vitae } gebracht, ist aber selbst bei { $source_vitae }: { $source } würde zugleich gewinnen und verlieren, und beide verlieren zusammen.

# en: dd9403a40c
step-priority = { $name } würde Priorität erhalten: Zuerst verliert, wer bei 0 Vitae oder weniger ist.

# en: eb2d71a9c6
step-priority-left = { $name } hat das Spiel verlassen und erhält nichts.

# en: 38a338e2dc
step-priority-receives = { $name } erhält Priorität.

# en: 6572d2c716
step-nobody-low = Niemand im Spiel ist bei 0 Vitae oder weniger.

# en: 1372d68180
step-low-lose = Bei 0 Vitae oder weniger, also verlieren sie jetzt: { $rulers }.

# en: d6e0676679
step-ruler-vitae = { $name } ({ $vitae })


# en: d846159d5d
step-vote-wins = { $name } gewinnt die Herrschaftsabstimmung mit { $int } INT in der Stadt: Politischer Sieg.

# en: 0f2e121e30
step-vote-short = { $name } gewinnt die Herrschaftsabstimmung mit nur { $int } INT (15 nötig): Das Spiel geht weiter.

# en: e4bef84fe6
step-concedes = { $name } gibt auf: Alle Teile verlassen das Spiel.

# en: 54067d0ad7
step-effect-win-instead = Ein Effekt sagt, { $name } gewinnt, in einem Spiel, das { $rulers } Herrscher begonnen haben (P-20): Stattdessen verlieren die Gegner von { $name } ({ $opponents }).

# en: 4cee4b3f1e
step-effect-win = Ein Effekt sagt, { $name } gewinnt das Spiel.

# en: 54e736ef78
step-effect-lose = Ein Effekt sagt, { $name } verliert das Spiel.

# en: 33e7594259
step-effect-draw = Ein Effekt von { $name } sagt, das Spiel endet unentschieden.

# en: 171245a8cb
step-draw-now = Das Spiel endet unentschieden, und zwar jetzt.

# en: a35d5aca75
step-loop-optional = Die Schleife enthält eine freiwillige Aktion, also kann jemand sie beenden: kein Unentschieden, das Spiel geht weiter.

# en: 2aea1caba9
step-loop-mandatory = Das Spiel wiederholt eine Schleife verpflichtender Aktionen, die niemand beenden kann.

# en: c4ac4e26f8
step-penalty = Ein Schiedsrichter gibt { $name } eine Strafe: Spielverlust.

# en: f943d1cfbf
step-intentional-draw = In diesem Turnierspiel einigen sich alle Herrscher, die noch im Spiel sind, auf ein Unentschieden: { $names }.

# en: 6cfe7768f7
step-restart = Das Spiel wird neu gestartet: Dieses Spiel endet jetzt, ohne Sieger und ohne Unentschieden.

# en: eb564c8485
step-win-barred = { $name } würde gewinnen ({ $rule }), aber ein Effekt sagt, dass { $name } nicht gewinnen kann: kein Sieg.

# en: 848b03090b
step-win-and-lose = { $name } würde im selben Moment gewinnen ({ $rule }) und verlieren: { $name } verliert.

# en: 60a306e7c3
step-team-shares = Team { $team } teilt den Sieg: { $names }.

# en: 5ad400f918
step-wins = { $name } gewinnt das Spiel; es endet jetzt.

# en: dd222658ac
step-wins-strict = { $name } gewinnt das Spiel (bei { $vitae } Vitae: strenge Zeitfolge, P-09); es endet jetzt.

# en: 40a0bcc52f
step-leaves = { $name } verliert und verlässt das Spiel.

# en: 223e68264d
step-team-lost = Jeder Spieler von Team { $team } hat verloren: Team { $team } hat verloren.

# en: c25c2d7bb3
step-next-ruler = { $name } ist jetzt der nächste Herrscher, der einen Zug beginnt.

# en: ffe8155aea
step-all-lost =
    { $teams ->
        [yes] Jedes Team, das noch im Spiel war, hat im selben Moment verloren: Das Spiel endet unentschieden.
       *[no] Jeder Herrscher, der noch im Spiel war, hat im selben Moment verloren: Das Spiel endet unentschieden.
    }

# en: 156c1055a2
step-game-goes-on = Noch im Spiel: { $names }. Das Spiel geht weiter.

# en: a8a69dedef
step-team-win-and-lose = { $names } haben in diesem selben Moment verloren: Wer zugleich gewinnt und verliert, verliert.

# en: 22f2e85927
step-team-barred = Ein Effekt sagte, { $names } könne nicht gewinnen, aber jeder Spieler des letzten Teams gewinnt, so wie der letzte Herrscher nach 5.2e (P-22).

# en: 72c9def81e
step-team-wins = Jedes andere Team hat das Spiel verlassen: Team { $team } gewinnt ({ $winners }).

# en: ca0babed29
step-team-wins-back =
    Jedes andere Team hat das Spiel verlassen: Team { $team } gewinnt ({ $winners }); { $back } { $count ->
        [one] hatte schon verloren und gewinnt
       *[other] hatten schon verloren und gewinnen
    } auch.

# en: 70482c1a93
step-last-ruler = Alle Gegner von { $name } haben das Spiel verlassen: { $name } gewinnt.

# en: c3db35fe3a
step-last-ruler-barred = Alle Gegner von { $name } haben das Spiel verlassen: { $name } gewinnt (ein Effekt sagte, { $name } könne nicht gewinnen, aber dies geht vor).

# en: c915eb89ad
why-not-active = „{ $move }“ meldet der aktive Herrscher: Herrscher { $active } ist aktiv, nicht { $seat }

# en: 119ab7c376
why-tournament-only =
    { $penalty ->
        [yes] eine Strafe eines Schiedsrichters
       *[no] ein vereinbartes Unentschieden
    } gibt es nur im Turnier, und dieses Spiel ist keines

# en: f1fb97f75b
why-damage-amount = Schaden an Herrscher { $ruler } muss 1 oder mehr sein, nicht { $damage }

# en: 3f89fb0e4a
why-effect-outcome = ein Effekt sagt win, lose oder draw, nicht { $outcome }

# en: 280907be4e
why-no-ruler = es gibt keinen Herrscher { $ruler } ({ $role }): Die Herrscher sind 0..{ $last }

# en: 0af3308055
why-ruler-left = { $name } (Herrscher { $ruler }, { $role }) hat das Spiel verlassen

# en: c0ede1f24a
why-ruler-left-lost = { $name } (Herrscher { $ruler }, { $role }) hat das Spiel verlassen (verloren durch { $rule })

# en: 96ac50dd96
why-role-source = die Quelle

# en: cc26afac11
why-role-hit = getroffen

# en: 7b80a46d1b
why-role-priority = soll Priorität erhalten

# en: 39a708a7a0
why-role-vote = Sieger der Abstimmung

# en: f71b8d90ec
why-role-named = genannt

# en: 4c150c5411
remedy-wait-active = warte, bis du der aktive Herrscher bist (jetzt ist es Herrscher { $active }), oder lass Herrscher { $active } es melden

# en: 76521597b4
remedy-name-ruler = nenne als { $role } einen Herrscher, der noch im Spiel ist: { $rulers }

# en: f2e5ce04b1
remedy-role-source = Quelle

# en: 3023e4a1e9
remedy-role-hit = Getroffenen

# en: c8baa17642
remedy-role-priority = Empfänger der Priorität

# en: 2d302417d0
remedy-role-vote = Sieger der Abstimmung

# en: 1fcae11505
remedy-role-concedes = Aufgebenden

# en: 49a46a1fa0
remedy-role-named = genannten Herrscher

# en: 3b80126042
move-begin-turn = Zug beginnen

# en: 66a57e5ebb
move-damage = Schaden { $source } -> { $hits }

# en: c5f9d2d171
move-priority = Priorität { $ruler }

# en: e44453abfe
move-dominion-vote = Herrschaftsabstimmung { $ruler }

# en: 9d8651e5be
move-concede = aufgeben { $ruler }

# en: ea575f9175
move-effect =
    Effekt { $ruler } { $outcome ->
        [win] gewinnt
        [lose] verliert
        [draw] unentschieden
       *[other] { $outcome }
    }

# en: 9ce196f6f5
move-loop =
    Schleife { $optional ->
        [yes] freiwillig
       *[no] verpflichtend
    }

# en: 669dcb8f55
move-penalty = Strafe { $ruler }

# en: 552d442ab4
move-intentional-draw = vereinbartes Unentschieden

# en: 11f40bcddb
move-restart = Neustart
