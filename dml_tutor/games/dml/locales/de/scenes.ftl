# Der Titel von DML und die Wörter seiner Szenarien auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: 7a7737c796
pack-title = Dragon's Money Laundering

## The Acquisition Attempt (scenarios/acquisition.py)

# en: 9f9f0927a4
scene-target-value = Zielwert
# en: a892aea707
scene-bidding-title = Bietbeispiel: Eisen 5 (Regelbuch, Erwerbsversuch > Erklärung)
# en: 7a2d88109c
scene-bidding-changed = Bietbeispiel: { $cards } erklärt (das Eisen 5 des Regelbuchs, abgewandelt)
# en: ebf1e195d7
scene-bidding-event = Ereignis: { $event }.
# en: f8b9ae20a4
scene-bidding-event-none = Ereignis: { $event } (kein Markteffekt).
# en: eca3e6d254
scene-bidding-values = Zielwerte: { $values } (Engine, Regelung R-02).
# en: 9ded0ba31a
scene-bidding-prints = Das Regelbuch druckt: { $values }.
# en: 1a8053b141
scene-bidding-compare = Die gedruckten Zielwerte des Regelbuchs gegen die Engine (R-02)
# en: d9dee81362
scene-bidding-rulebook = Regelbuch
# en: dda7fb1a5e
scene-bidding-engine = Engine
# en: 4a4c1fa2f5
scene-bidding-differs = (weicht ab)
# en: 107595a05c
scene-bidding-printed-declaration = Erklärung: Eisen 5
# en: c925de1c51
scene-bidding-printed-bid = Der aktive Spieler bietet Gewürze 2 (primär)
# en: 0efdcff7a8
scene-bidding-printed-seize = Zugriffsversuch mit Gewürze 3
# en: c2281d8412
scene-bidding-printed-primary = Der aktive Spieler spielt Gewürze 4 (primär)
# en: 30040cf4d1
scene-bidding-printed-secondary = Der aktive Spieler hält mit Sklaven 4 dagegen (sekundär)
# en: 4b9b41fe9c
scene-odds-title = Chancen eines Versuchs: die Erfolgschance je Zielwert
# en: 84b76b483a
scene-odds-chance = Chance
# en: 9f6ce0e008
scene-odds-value = Ohne neuen Wurf / mit neuem Wurf
# en: 126454cfec
scene-odds-row = Zielwert { $target }
# en: e5d47b3587
scene-odds-note = Woot! Woot! (6-6) gelingt immer und Wyvernaugen (1-1) misslingen immer, also ist kein Zielwert sicher oder hoffnungslos; ein Dabo! (2-2 bis 5-5) darf neu gewürfelt werden, und am besten genau dann, wenn er misslänge (R-10).
# en: 2217ddc19c
scene-odds-caption = Erfolgschance je Zielwert (dml.success_probability)
# en: 8be7350e87
scene-odds-no-reroll = Ohne neuen Wurf
# en: 15bb5963d8
scene-odds-reroll = Ein misslingendes Dabo! neu würfeln (R-10)
# en: bb705fe765
scene-odds-gain = Gewinn
# en: 5e976e6c05
scene-odds-demo = Die Engine würfelt einen Versuch (Abhandlungsschritt)
# en: 19803ad520
scene-plot-no-reroll = ohne neuen Wurf
# en: fba2495c73
scene-plot-reroll = ein misslingendes Dabo! neu würfeln
# en: 8f85a0acb0
scene-plot-reroll-short = neu würfeln
# en: e743f02a25
scene-plot-chance = Erfolgschance
# en: d554f59781
scene-plot-caption = Erfolgschance je Zielwert ({ $legend })
# en: 53a091526b
scene-sim-caption = Genau gegen { $count } simulierte Versuche je Zielwert (Startwert { $seed })
# en: 81fb7efbc3
scene-sim-tv = ZW
# en: 143ae838f8
scene-sim-exact = genau
# en: 84af025c96
scene-sim-simulated = simuliert
# en: 4b80caeb74
scene-sim-diff = Abw.
# en: 5b3f895bb2
scene-sim-exact-reroll = genau (neu gewürfelt)
# en: 53c40bdedd
scene-sim-simulated-reroll = simuliert (neu gewürfelt)
# en: d69b48c185
scene-sim-diff-reroll = Abw. (neu gewürfelt)
# en: a645f3a3f8
scene-sim-largest = Größte Abweichung: { $difference }.

## Events, the Foreign Merchant, the Dragon Siege (scenarios/events.py)

# en: 853b28e720
scene-event-title = Wirkungen eines Ereignisses
# en: d6fb8428bc
scene-event-value = ZW (Kartenzahl)
# en: dca4c33501
scene-event-hit = { $count ->
    [one] Platz { $seat } hielt eine Karte, als das Ereignis abgehandelt wurde: mindestens V = { $value }; der Platz { $effect }.
   *[other] Platz { $seat } hielt { $count } Karten, als das Ereignis abgehandelt wurde: mindestens V = { $value }; der Platz { $effect }.
}
# en: 04845de0a3
scene-event-missed = { $count ->
    [one] Platz { $seat } hielt eine Karte, als das Ereignis abgehandelt wurde: weniger als { $value }, nicht betroffen.
   *[other] Platz { $seat } hielt { $count } Karten, als das Ereignis abgehandelt wurde: weniger als { $value }, nicht betroffen.
}
# en: 06d9ee416d
scene-event-note = Ereignis: { $event }. Spielereffekt: { $player }. Markteffekt: { $market }.
# en: 4140656089
scene-event-market = Markteffekt auf die Erklärung: mit dem Ereignis { $event }; ohne Ereignis { $none } ({ $moved }).
# en: 3917ae9da2
scene-fm-title = Fremder Händler mitten in einem Nachschub
# en: 155568d723
scene-fm-value = Marktplatz
# en: 2fd77ad1f8
scene-fm-stocks = { $count } in den Vorräten
# en: d7d619fe64
scene-fm-stocks-markets = { $count } in den Vorräten; { $markets }
# en: 720aeb6874
scene-fm-market = { $count ->
    [one] { $market } (eine Karte)
   *[other] { $market } ({ $count } Karten)
}
# en: f1db8d4ec3
scene-fm-note = Schwarzmärkte jetzt: { $markets }.
# en: acf0a2e0d9
scene-fm-note-none = Schwarzmärkte jetzt: keine.
# en: 0d084d7b52
scene-siege-title = Drachenbelagerung und Drachenschild
# en: cf35daa4d4
scene-siege-value = Eier
# en: fb84fd123d
scene-siege-seat = Platz { $seat }: { $count }
# en: e0c5ee3e95
scene-siege-eggs = { $held }; Nest: { $nest }
# en: 517d7afd38
scene-seat-number = Platz { $seat }
# en: 94a3c2c31a
scene-siege-spared = Vom Drachenschild verschont: { $seats }.
# en: 42cf79b7d3
scene-siege-spared-nobody = Vom Drachenschild verschont: niemand.

## The Character Power Stack (scenarios/characters.py)

# en: cd797da904
scene-stack-title = Charakterkraftstapel
# en: bac91a14bd
scene-stack-label = Stapel
# en: 94eb16d1ca
scene-stack-value = { $resolving ->
    [none] {""}
   *[other] { $resolving } wird abgehandelt;{" "}
}{ $cards ->
    [none] leer
   *[other] oben → { $cards }
}
# en: f5ea24c539
scene-stack-resolved = Abgehandelt, von der ersten zur letzten: { $cards }.
# en: 299af7941c
scene-stack-cancelled = Von der Buhlkönigin aufgehoben: { $cards }.

## The end: Victory Points and the instant wins (scenarios/end.py)

# en: 6e931003cb
scene-vp-title = Siegpunkte: Gruppe für Gruppe
# en: 03cc28a265
scene-vp-value = Laufende Summe
# en: 2f5717208d
scene-vp-reveals = Platz { $seat } deckt { $king } auf: wünscht sich { $resource }.
# en: e7d54f9c07
scene-vp-drops = Platz { $seat } legt { $cards } ab: weder Ressource noch Drachenei.
# en: 1bae7cde0a
scene-vp-stack = Platz { $seat }, { $resource }: { $cards } = { $face }{ $desired ->
    [yes] ; verdoppelt, die geheime Wunschressource: { $doubled }
   *[no] {""}
}{ $guild ->
    [0] {""}
   *[other] ; Gildenbonus +{ $guild } (nicht verdoppelt)
} → { $total }.
# en: 4a534d4663
scene-vp-eggs = { $count ->
    [one] Platz { $seat }: ein Drachenei × 20 = { $points }.
   *[other] Platz { $seat }: { $count } Dracheneier × 20 = { $points }.
}
# en: de42e42cbd
scene-vp-total = Platz { $seat } gesamt: { $total } Siegpunkte.
# en: a826d08517
scene-vp-seat-eggs = Platz { $seat } { $count }
# en: 6b601f5041
scene-vp-tie-won = Die Plätze { $seats } stehen gleich bei { $best }; die Dracheneier entscheiden ({ $eggs }): Platz { $winner } gewinnt.
# en: 74864639ea
scene-vp-tie-nobody = Die Plätze { $seats } stehen gleich bei { $best }; die Dracheneier entscheiden ({ $eggs }): weiter gleich, niemand gewinnt.
# en: 00915230e8
scene-vp-winner = Platz { $winner } gewinnt mit { $best } Siegpunkten.
# en: bfe5000dab
scene-vp-engine = Die Engine spielt denselben Tisch: Der Geber kann aus dem leeren Stapel kein Ereignis ziehen, also wertet die Endphase: { $scores }, Sieger Platz { $winner }. Beide stimmen überein.
# en: ebe15c83de
scene-vp-engine-nobody = Die Engine spielt denselben Tisch: Der Geber kann aus dem leeren Stapel kein Ereignis ziehen, also wertet die Endphase: { $scores }, kein Sieger. Beide stimmen überein.
# en: b2a4b4f91c
scene-held = Gehalten
# en: de143b6a53
scene-instant-win = Spielende: Platz { $seat } gewinnt durch { $win }; Siegpunkte werden nicht gezählt und nichts Offenes wird mehr abgehandelt.
# en: b1a552b446
scene-no-instant-win = Kein Sofortsieg: Das Spiel geht weiter.
# en: 376d0b109f
scene-monopoly-title = Monopol: die letzte Karte kommt mitten in der Runde
# en: 1b7f5f1c23
scene-monopoly-held = { $count }/8 von 2-9{ $suit }
# en: fc8d01599a
scene-father-title = Vater der Drachen: das vierte Ei aus einem Schwarzmarkt
# en: b921811be3
scene-father-held = { $count }/4 Dracheneier

## A scenario form's fields (their labels)

# en: 4a08d5065d
scene-field-declared-cards = Erklärte Karten
# en: aa6e45cc05
scene-field-active-players-bid-at-declaration = Gebot des aktiven Spielers bei der Erklärung
# en: 8c29b8b0e3
scene-field-seat-1s-seize-card = Zugriffskarte von Platz 1
# en: b020367177
scene-field-active-players-answer = Antwort des aktiven Spielers
# en: 2eb44edb8d
scene-field-answer-cards-empty-4d-or-4h = Karten der Antwort (leer: 4♦ oder 4♥)
# en: 5725b8268c
scene-field-event-card-empty-carnival-of-coin = Ereigniskarte (leer: Karneval der Münzen)
# en: 749add2ae4
scene-field-players = Spielende
# en: 10dd5a0ce3
scene-field-lowest-target-value = Niedrigster Zielwert
# en: f708ac417b
scene-field-highest-target-value = Höchster Zielwert
# en: be304011a9
scene-field-engine-demo-target-value = Vorführung der Engine: Zielwert
# en: b53ad0d866
scene-field-engine-demo-dice = Vorführung der Engine: Würfel
# en: b94e03d9f5
scene-field-event-card = Ereigniskarte
# en: 26842c7889
scene-field-treasuries-one-line-per-seat = Schatzkammern (eine Zeile je Platz)
# en: 2c04f6b6a4
scene-field-seat-0-declares = Platz 0 erklärt
# en: 9e8f0d42a3
scene-field-seat-0s-primary-bid-at-declaration = Primäres Gebot von Platz 0 bei der Erklärung
# en: b26ba7c4ce
scene-field-stocks-before-the-restock = Vorräte vor dem Nachschub
# en: d50f3cf802
scene-field-event-deck-top-first = Ereignisstapel, von oben
# en: f71503386c
scene-field-dragons-hoard = Drachenhort
# en: 741762be81
scene-field-trigger = Auslöser
# en: 3d30709350
scene-field-seat-1s-spade-emblems = Pik-Embleme von Platz 1
# en: 02fd2712fd
scene-field-plays-seat-card-power-emblem = Ausspielungen: Platz Karte power|emblem; ...
# en: 486c54d4dc
scene-field-other-cards-one-line-per-seat = Weitere Karten (eine Zeile je Platz)
# en: 20bd28e02e
scene-field-merchant-kings-by-seat = Händlerkönige nach Platz
# en: 408f626942
scene-field-courts-one-line-per-seat = Höfe (eine Zeile je Platz)
# en: 4dbcd9aee0
scene-field-seat-0s-treasury = Schatzkammer von Platz 0
# en: 12c04074b4
scene-field-card-acquired = Erworbene Karte
# en: 84fbc937e3
scene-field-primary-bid-at-declaration = Primäres Gebot bei der Erklärung
# en: 4a65e1e327
scene-field-declare-monopoly = Monopol erklären
# en: 8bc83d5e48
scene-field-black-market-1 = Schwarzmarkt 1
# en: d3f9f69bea
scene-field-declare-father-of-dragons = Vater der Drachen erklären
# en: be00218ac2
scene-field-seed = Startwert
# en: 8112a1f05d
scene-field-dice = Würfel

## Predict, then reveal, in a notebook (scenarios/prediction_form.py)

# en: aa262f4478
scene-predict-heading = Vorhersage { $number } von { $count }
# en: 75cc4d12b7
scene-predict-score-line = Stand: { $score }
# en: 51869fd079
scene-predict-table = Der Tisch jetzt
# en: 4b9907e6cc
scene-predict-last-steps = Die letzten Schritte:
# en: 343c5a59ca
scene-predict-right = Richtig.
# en: 53fda0150d
scene-predict-wrong = Nicht ganz (du hast { $guess } gesagt).
# en: 6d1dc593ff
scene-predict-engine = Die Engine: { $explanation }
# en: 67b72b28b9
scene-predict-rules = Regeln zum Nachlesen:
# en: 2cff3b847f
scene-predict-score-now = Stand: { $score }
# en: 9e2a07673a
scene-predict-done = Alle Vorhersagen gemacht: { $score }.
# en: 713cd74c99
scene-predict-commit = Vorhersage abgeben
# en: fbddcec16f
scene-predict-next = Weiter
# en: 1e500adf1e
scene-predict-number = eine ganze Zahl
# en: f85ba73a8e
scene-predict-score = { $right } von { $asked } richtig
# en: 90bc9de148
scene-predict-none-yet = noch keine Vorhersagen

## Why the engine's Target Value differs from the printed example (BiddingExample.discrepancies)

# en: 9d2056500e
scene-bidding-why = Das Regelbuch druckt { $printed }; nach R-02 zählt die Engine { $engine }.
# en: c7335e57fc
scene-bidding-why-seize = Die gedruckte { $printed } ist { $declared } + { $seize }: der erklärte Wert plus die Zugriffskarte, ohne die { $bids }, die der aktive Spieler schon bei der Erklärung geboten hat. R-02 lässt jedes Gebot auf dem Tisch: { $engine }.
# en: 13633fffbc
scene-bidding-why-carried = Dieser Schritt verändert beide um { $moved }; die gedruckte { $printed } führt die gedruckte { $before } fort, wo die Engine { $had } hatte. Nach R-02: { $engine }.

## A scenario form's choices (the English is the choice the field reads)

# en: 0b0a368734
scene-choice-primary = primär
# en: a07d83c611
scene-choice-secondary = sekundär
# en: 8cb28757a6
scene-choice-none = keine
# en: abf1783833
scene-choice-wyvern = Wyvernaugen
# en: 128ab7453a
scene-choice-empress = Drachenkaiserin
