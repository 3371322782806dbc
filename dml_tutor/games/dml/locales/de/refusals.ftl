# Warum DML einen Zug ablehnt, und was ihn erlaubt machen würde.

# en: 2998d10bad
why-not-your-turn = jetzt entscheidet Platz { $seat } ({ $prompt }), nicht Platz { $other }
# en: 5eab98ca37
why-wrong-kind = Platz { $seat } muss jetzt antworten: { $prompt } ({ $names }); { $kind } ist hier keine Wahl
# en: 0c8a12c885
why-not-legal = { $action } ist keine der erlaubten Wahlmöglichkeiten: { $prompt }
# en: 6cb8211b06
why-black-market-only = eine Schwarzmarktaktion darf nur einen Schwarzmarkt zum Ziel haben
# en: 3890ed11e4
why-no-black-market = es gibt keinen Schwarzmarkt { $market }
# en: fe772ef107
why-no-seat = es gibt keinen Platz { $seat }
# en: 074836b784
why-own-court = ein Emblem kann nur vom Hof eines anderen Spielers genommen werden
# en: 2f946ee84e
why-one-emblem = nenne genau ein Emblem vom Hof von Platz { $seat }
# en: 5d2a3be960
why-event-target = nur eine Ereigniskarte der Großen Eröffnung kann Ziel sein, und nur solange sie in der Ereigniszone liegt
# en: 6c78d28939
why-unknown-target = unbekanntes Ziel { $target }: nutze stock:S, event, court:N oder black_market:N
# en: e2ec4debc0
why-no-card = erkläre mindestens eine Karte
# en: 10925af018
why-not-in-stock = { $card } liegt nicht im Vorrat { $resource }: alle erklärten Karten kommen aus einem Vorrat
# en: b766b412a7
why-named-twice = eine Karte ist doppelt genannt
# en: 761b228b8b
why-cap-before-bids = der Zielwert wäre { $target }, { $over } über 12: dieses Spiel nutzt die Variante cap_after_bids=False, also zählt die Grenze vor jedem Gebot
# en: d2a7fbf8ab
why-over-cap = der Zielwert wäre { $target }: selbst wenn du jede Karte { $resource } bietest, die du bieten darfst (Wert { $most }), bleibt er { $over } über 12
# en: 696e4193e7
why-no-monopoly = die Schatzkammer von Platz { $seat } enthält nicht jede Ressource von 2 bis 9 einer Art (Embleme zählen nie)
# en: ba6968f41c
why-no-father-of-dragons = die Schatzkammer von Platz { $seat } enthält nicht alle vier Dracheneier
# en: bcd7b017bb
why-unknown-win = unbekannter Sofortsieg { $kind }: nutze monopoly oder father_of_dragons
# en: 7291234aa5
why-no-attempt = es gibt keinen Erwerbsversuch, auf den man bieten könnte
# en: bce349ecd6
why-empty-bid = eine Bietaktion bietet mindestens eine Karte; wer nichts bieten will, passt
# en: 5a5d6671ef
why-unknown-role = die Rolle muss 'primary' oder 'secondary' sein, nicht { $role }
# en: f27d5c1d5b
why-secondary-active-only = nur der aktive Spieler bietet sekundäre Kaufressourcen
# en: 8cb6806cd9
why-secondary-no-seizer = sekundäre Kaufressourcen beantworten die Gebote eines Zugreifers, und niemand hält einen Zugriffsversuch
# en: 22fc4f215c
why-bid-not-in-treasury = { $card } liegt nicht in der Schatzkammer von Platz { $seat }: nur Ressourcen aus der Schatzkammer können geboten werden
# en: 6adc2f209f
why-not-a-resource = { $card } ist keine Ressource: nur Ressourcen können geboten werden
# en: 5ebfb4dea3
why-wrong-buying-resource = { $card } ist nicht { $want }: für { $resource } ist die { $role ->
        [primary] primäre
       *[secondary] sekundäre
    } Kaufressource { $want } (Rad des Profits)
# en: 40f8dbfc66
why-event-forbids-bid = { $card } darf in dieser Runde nicht geboten werden: { $effect }
# en: 531cff0406
why-still-over-cap = nach diesem Gebot läge der Zielwert noch bei { $target }, über 12
# en: c58e4b562f
why-pass-over-cap = der Zielwert ist { $target }, { $over } über 12: biete primäre Kaufressourcen, um ihn zu senken
# en: 012c032cad
why-egg-never-leaves = ein Drachenei darf die Schatzkammer nie für einen Zugriffsversuch verlassen
# en: 65eaa6eab8
why-seize-not-in-treasury = { $card } liegt nicht in der Schatzkammer von Platz { $seat }
# en: 2983d9d47f
why-not-a-character = { $card } ist kein Charakter und hat keine Ultimative Kraft
# en: e754526a27
why-decadence = Dekadenz: in dieser Runde darfst du keine Ultimativen Kräfte einsetzen (Embleme bleiben erlaubt)
# en: 63232d16cc
why-powers-from-treasury = dieses Spiel nutzt die Variante powers_from_court=False: Kräfte kommen nur aus der Schatzkammer
# en: 0e8f6f80a0
why-not-a-court-card = { $card } ist keine Hofkarte (Zehn, Bube oder Dame) und kann kein Emblem sein
# en: 12a414f968
why-emblem-from-treasury = Embleme werden aus der Schatzkammer gespielt
# en: 14330fcf89
why-unknown-play = die Art muss 'power' oder 'emblem' sein, nicht { $kind }
# en: a094bac041
why-play-not-held = { $card } liegt nicht { $source ->
        [court] am Hof
        [treasury] in der Schatzkammer
       *[other] in { $title }
    } von Platz { $seat }

## Was den Zug erlaubt machen würde

# en: 50b08b4532
why-fix-wait-for-turn = nur der aktive Spieler darf erklären; warte auf deinen Zug
# en: ec600a1ba8
why-fix-wait = warte, bis du dran bist: jetzt entscheidet Platz { $seat }
# en: 9782dd1cc8
why-fix-declare-fewer = erkläre weniger oder niedrigere Karten: mit jeder Karte, die du bieten darfst, darf der Zielwert höchstens { $most } sein
# en: 30b72ff1cc
why-fix-bid-first = der Zielwert wäre { $target }; die Grenze ist 12 (R-03): biete zuerst { $over } an { $want }
# en: 5c1451648b
why-fix-bid-primary = nur der aktive Spieler bietet sekundäre Kaufressourcen: biete primäre, oder passe
# en: 2d9daad86e
why-fix-own-treasury = biete nur Ressourcen aus deiner eigenen Schatzkammer
# en: 6f89d4ac9b
why-fix-bid-instead = biete stattdessen { $want }: die { $role ->
        [primary] primäre
       *[secondary] sekundäre
    } Kaufressource für { $resource } (Rad des Profits)
# en: 6b19570e85
why-fix-other-card = lege eine beliebige andere Karte deiner Schatzkammer verdeckt (ein Bluff ist erlaubt; ein Ei geht nie)
# en: 928038dce4
why-fix-emblem-instead = spiele stattdessen ein Emblem, oder warte auf die nächste Runde
# en: 19ed51c54a
why-fix-emblem-from-treasury = spiele das Emblem aus deiner Schatzkammer
# en: 3fa9eb57bd
why-fix-character-from-treasury = spiele den Charakter aus deiner Schatzkammer
