# DMLs Erzählung: was jeder Schritt des Spiels sagt.

## Der Erwerbsversuch

# en: f9bd2af1ea
step-attempt = Platz { $seat } macht einen Erwerbsversuch: ein Zielwert, dann ein Wurf mit zwei Würfeln.
# en: 40612a16ff
step-attempt-under-way = Der Erwerbsversuch von Platz { $seat } läuft: Zielwert { $target }.
# en: bd2d3d8eac
step-no-bidding-phase = Niemand hält einen Zugriffsversuch, also wird nicht geboten.
# en: 1149ccedf6
step-tries-black-market = Platz { $seat } versucht Schwarzmarkt { $market } ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }): Zielwert { $target }, keine Zugriffsversuche, keine Gebote.
# en: cd332b340f
step-declares = Platz { $seat } erklärt { $cards } aus { $where }. Zielwert { $target }.
# en: 35e2c4c9ca
step-bids = Platz { $seat } bietet { $cards }: Zielwert { $target }.
# en: 8e1ad719c0
step-no-seize-crackdown = Platz { $seat } steht unter der Razzia gegen Schmuggelware und darf keinen Zugriffsversuch machen.
# en: 7e8bd487b7
step-lays-face-down = Platz { $seat } legt eine Karte verdeckt.
# en: 37b5c9dbe3
step-nobody-seizes = Niemand legt eine Zugriffskarte.
# en: 8a59e47140
step-revealed = Aufgedeckt: { $cards }.
# en: b2ba572a1d
step-wins-seize = { $card } von Platz { $seat } ist die höchste Karte { $resource }: Platz { $seat } gewinnt den Zugriffsversuch, und die Karte ist das erste Gebot. Zielwert { $target }.
# en: 1fbdb5edc2
step-nobody-wins-seize = Keine Karte { $resource }, die geboten werden darf, wurde gelegt: Niemand gewinnt den Zugriffsversuch.
# en: 84390b3225
step-takes-back = Platz { $seat } nimmt { $card } zurück.
# en: 6dd4f8c8e2
step-bidding-between = Geboten wird zwischen Platz { $seat } (aktiv) und Platz { $seizer } (Zugreifer).
# en: 59aaf3ec53
step-bids-alone = Niemand hält einen Zugriffsversuch; in dieser Variante darf Platz { $seat } trotzdem allein bieten.
# en: c4f98bb860
step-passes-bidding-ends = Platz { $seat } passt: Das Bieten endet.
# en: 997caff21d
step-bids-role = Platz { $seat } bietet { $cards } ({ $role ->
        [primary] primär
       *[secondary] sekundär
    }): Zielwert { $target }.
# en: a600e01c9a
step-chance = Zielwert { $target }. Erfolgschance: { $chance } ({ $percent } %).
# en: fd80586147
step-success = Erfolg: { $cards } { $count ->
        [one] kommt
       *[other] kommen
    } in die Schatzkammer von Platz { $seat }.
# en: 0e472658b5
step-failure-seizer = Misserfolg: Der Zugreifer, Platz { $seizer }, nimmt { $cards }.
# en: 56c631efa0
step-failure-back = Misserfolg: { $cards } { $count ->
        [one] geht zurück, woher die Karte kam.
       *[other] gehen zurück, woher sie kamen.
    }
# en: de3cda98ce
step-bids-to-stocks = Die gebotenen Karten { $cards } kommen in die Vorräte ihrer Farben.
# en: f4a996edb9
step-black-market-failure = Misserfolg: Es wird nichts genommen.
# en: ff70380444
step-black-market-success = Erfolg: Platz { $seat } nimmt { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } zufällig.{ $gone ->
        [true] { " " }Der Schwarzmarkt ist leer und verschwindet.
       *[false] {""}
    }
# en: fa5d77e564
step-leaves-black-market = Platz { $seat } lässt Schwarzmarkt { $market }, wie er ist.
# en: 9f6c019789
step-declares-win = Platz { $seat } zeigt die Schatzkammer ({ $cards }) und erklärt { $win }: Das Spiel endet sofort.

## Der Zug: Versorgungsschritt, Marktphase, Nachschub

# en: f8aee3945d
step-no-supply-card = Der Ereignisstapel ist leer: In diesem Zug gibt es keine Versorgungskarte.
# en: 779097bcf4
step-drawn-resource = Gezogen: { $card } kommt in den { $suit ->
        [S] Eisenvorrat
        [C] Holzvorrat
        [H] Sklavenvorrat
       *[D] Gewürzvorrat
    }.
# en: 3b5b2f6ad7
step-drawn-foreign-merchant = Gezogen: der Fremde Händler! Alles ruht, während er abgehandelt wird.
# en: afdd5d2bec
step-drawn-thief = Gezogen: der Dieb: { $where }.
# en: f0f31e95bc
step-drawn-other = Gezogen: { $card }: { $where }.
# en: ee0213be03
step-market-actions = Platz { $seat } hat { $extra ->
        [0] keine zusätzliche Marktaktion
        [one] { $extra } zusätzliche Marktaktion
       *[other] { $extra } zusätzliche Marktaktionen
    }, eine Marktaktion{ $black_market ->
        [true] { " " }und eine Schwarzmarktaktion.
       *[false] { " " }und keine Schwarzmarktaktion.
    }
# en: fab9192043
step-uses-for-black-market = Platz { $seat } nutzt die { $action } für einen Versuch auf einen Schwarzmarkt.
# en: 6680caba72
step-no-black-market = Es gibt keinen Schwarzmarkt zu versuchen.
# en: 53374f5de0
step-no-restock = Die Vorräte enthalten { $count } Ressourcen: Kein Nachschub nötig.
# en: 48d92ff6b4
step-restock = Die Vorräte enthalten { $count } Ressourcen: Der Geber zieht, bis es 3 sind.
# en: 08ca6f21a5
step-restock-stops = Der Ereignisstapel ist leer: Der Nachschub endet.

## Die Runde

# en: 104e281743
step-game-stage = Die Spielphase: Runden folgen aufeinander, bis etwas das Spiel beendet.
# en: 676b4997a7
step-round = Runde { $round }: Platz { $dealer } hält das Initiativabzeichen und ist der Geber.
# en: 3344f00640
step-no-event = Der Geber kann kein Ereignis ziehen: Der Ereignisstapel ist leer. Weiter zur Schlussphase.
# en: 5320e3f62d
step-event-foreign-merchant = Der Geber deckt den Fremden Händler auf: Er wird sofort abgehandelt; die Ereigniszone bleibt leer.
# en: b774349600
step-event-card = Der Geber deckt { $card } in die Ereigniszone auf.
# en: 5092da42da
step-event-quickstart = Ereignis: { $event }. Markteffekt: { $market }. Marktchaos hat keine Spielereffekte.
# en: 4eaeb0f327
step-event-everyone = Ereignis: { $event }. Markteffekt: { $market }. Spielereffekt: Jeder { $player }.
# en: 6b92a920e9
step-event-every-player = Ereignis: { $event }. Markteffekt: { $market }. Spielereffekt (jeder Spieler, in dieser Variante von R-19): Jeder { $player }.
# en: 7ab8c436e4
step-event-affected = Ereignis: { $event }. Markteffekt: { $market }. Spielereffekt (Schatzkammern ab { $value } Karten, R-19): Betroffen sind { $seats }; wer betroffen ist, { $player }.
# en: 8ea4eb60f7
step-event-nobody = Ereignis: { $event }. Markteffekt: { $market }. Spielereffekt: Keine Schatzkammer hat { $value } oder mehr Karten, also ist niemand betroffen (R-19).
# en: 4a44a19941
step-marauders = Plünderer: Platz { $seat } verliert { $card } zufällig ({ $where }).
# en: fddf93647a
step-action-phase = Aktionsphase: Züge in Sitzreihenfolge ab dem Geber, umgeben von Charakterkraftphasen.
# en: 28d5c2f366
step-active-player = Platz { $seat } ist der aktive Spieler: Versorgung, Markt, Nachschub.
# en: 34eaaaaf38
step-end-of-turn-win = Ende des Zuges: Platz { $seat } hält einen Sofortsieg.
# en: 71beee9c90
step-event-card-goes = Die Ereigniskarte { $card }: { $where }.
# en: 91c3dc5b9a
step-badge-passes = Das Initiativabzeichen geht an Platz { $dealer }.

## Die Aufbauphase

# en: e52728c983
step-setup = Aufbau für { $players } Spieler ({ $mode ->
        [quickstart] Marktchaos
       *[full] volles Spiel
    }).
# en: a98655aabd
step-extract = Der Geber nimmt die Händlerkönige, die 2en und 3en{ $mode ->
        [full] { " " }und die Dracheneier
       *[quickstart] {""}
    } heraus und mischt die übrigen { $count } Karten zum Ereignisstapel.
# en: 93e3851ceb
step-nest = Die vier Dracheneier kommen ins Drachennest.
# en: 631e30a793
step-piles = Die 2en und 3en bilden vier verdeckte Stapel aus je einer 2 und einer 3.
# en: 4648195529
step-kings = Jeder Spieler erhält einen verdeckten Händlerkönig, beginnend beim Geber.
# en: 338ad009e2
step-undealt-king = Der nicht ausgeteilte Händlerkönig kommt verdeckt ins Exil.
# en: eb1e0db6d1
step-choose-pile = Beginnend beim Geber nimmt jeder Spieler einen Startstapel in seine Schatzkammer.
# en: 56b0110812
step-undealt-pile-hoard = Der übrige Startstapel kommt in den Drachenhort.
# en: 6eda527872
step-undealt-pile-leaves = Der übrige Startstapel verlässt das Spiel (Marktchaos hat keinen Hort).
# en: 1517b00a75
step-first-restock = Der Geber füllt den Marktplatz nach der Nachschubregel auf.
# en: c8d2906c2c
step-roll-off-woot = Woot! Woot!: Platz { $seat } erhält das Initiativabzeichen sofort.
# en: 6e190610af
step-roll-off-highest = Platz { $seat } hat am höchsten gewürfelt ({ $total }) und erhält das Initiativabzeichen.
# en: e5254f5ecb
step-roll-off-tie = Die Plätze { $seats } liegen bei { $total } gleichauf und würfeln erneut.

## Würfel und die Unterbrechungen

# en: fb43b8b4e1
step-rolls = Platz { $seat } würfelt { $dice } = { $total }{ $double ->
        [dabo] { " " }(Dabo!)
        [woot] { " " }(Woot! Woot!)
        [wyvern] { " " }(Wyvernaugen)
       *[none] {""}
    }{ $against }{ $why }.
# en: 365c2de1b9
step-woot-calls-merchant = Woot! Woot! ruft jetzt den Fremden Händler.
# en: b07fa30201
step-wyvern-wakes-dragon = Wyvernaugen wecken jetzt den Drachen: Drachenbelagerung.
# en: 81d1619d91
step-merchant-finds-nothing = Der Fremde Händler findet nichts zu sammeln: Es entsteht kein Schwarzmarkt.
# en: d2f1a31d3a
step-new-black-market = Der Geber mischt { $parts } zu Schwarzmarkt { $market } ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }).
# en: 99ad4c3a7a
step-siege = Drachenbelagerung! Jeder Spieler zeigt seine Schatzkammer.
# en: 0483c1c054
step-dragon-shield = Platz { $seat } hält { $eggs ->
        [one] { $eggs } Ei
       *[other] { $eggs } Eier
    }, aber { $shields ->
        [one] { $shields } Pik-Emblem
       *[other] { $shields } Pik-Embleme
    }: Der Drachenschild verschont { $eggs ->
        [one] es
       *[other] sie
    }.
# en: 3e7e595067
step-siege-loses = Platz { $seat } legt { $eggs ->
        [one] { $eggs } Ei
       *[other] { $eggs } Eier
    } zurück ins Nest und verliert { $lose ->
        [one] { $lose } Karte
       *[other] { $lose } Karten
    } zufällig an den Drachenhort: { $cards }.
# en: fd86cb778f
step-merchant-in-treasury = Die Karte, die Platz { $seat } nahm, ist der Fremde Händler: Er gilt als gezogen und wird sofort abgehandelt.

## Die Schlussphase

# en: fd7558e4c4
step-end-stage = Die Händlerkönige werden aufgedeckt; nur Ressourcen und Dracheneier zählen.
# en: 2a521a4da8
step-score = Platz { $seat } (wünscht sich { $desired }): { $lines }
# en: a88b2105ff
step-nobody-wins = Die besten Ergebnisse liegen bei Siegpunkten und Dracheneiern gleichauf: Niemand gewinnt.
# en: 27709bbe39
step-wins = Platz { $seat } gewinnt mit { $points } Siegpunkten.
