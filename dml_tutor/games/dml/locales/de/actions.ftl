# Was ein Platz tat, wie das Protokoll es sagt und eine Schaltfläche es zeigt.

# en: 0594f507ba
action-by-seat = Platz { $seat }: { $action }
# en: eb797e7bc7
action-pass = passen
# en: 35afda2a97
action-pass-what = passen ({ $what })
# en: 147e584bd8
word-pass-market-action = Marktaktion
# en: 19e320f709
word-pass-extra-carnival = zusätzliche Marktaktion (Karneval der Münzen)
# en: 0906b41c1e
word-pass-extra-grand-opening = zusätzliche Marktaktion (Große Eröffnung)
# en: 9e8e7a6d4e
word-pass-extra-diamonds = zusätzliche Marktaktion (Karo-Emblem)
# en: 6f7e15b2fa
word-pass-black-market-action = Schwarzmarktaktion
# en: 65a4aa485e
word-pass-no-bid = kein Gebot bei der Erklärung
# en: b3f88d6e42
word-pass-seize = Zugriffsversuch
# en: 7ef41b91ff
word-pass-bid = Bieten
# en: 34f7e70ac3
word-pass-character-power-phase = Charakterkraftphase
# en: 345ec714bd
action-reroll = das Dabo! neu würfeln
# en: d6634717b2
action-keep = den Wurf behalten
# en: abb3eb6a40
action-declare-win = { $win } { $declare ->
        [true] erklären
       *[false] nicht erklären
    }
# en: 6b10322243
action-play = { $card }{ $source ->
        [court] { " " }vom Hof
       *[treasury] {""}
    } als { $kind ->
        [power] Ultimative Kraft
       *[emblem] Emblem
    } spielen
# en: cba37b3870
action-attempt-black-market = Schwarzmarkt { $market } versuchen
# en: 7edfeec7de
action-attempt-stock = { $cards } aus dem Vorrat { $resource } versuchen
# en: 48055c3db5
action-attempt-court = { $cards } vom Hof von Platz { $seat } versuchen
# en: 3b3f001145
action-attempt-event = { $cards } von der Karte der Großen Eröffnung versuchen
# en: d20fa1bde9
action-bid = { $cards } bieten ({ $resource }, { $role ->
        [primary] primär
       *[secondary] sekundär
    })
# en: 9b460b6a8f
action-seize = { $card } verdeckt legen (Zugriffsversuch)
# en: cb67c2f5dd
action-take-draw = die Schwarzmarktkarten nehmen
# en: a507293e5f
action-leave-draw = die Schwarzmarktkarten liegen lassen
# en: b2289b6faa
action-choose-stock = den Vorrat { $resource } wählen
# en: f2f2462b31
action-choose-black-market = Schwarzmarkt { $market } wählen
# en: 115c3aeb50
action-take = { $card } nehmen
# en: 4918cca0ab
action-give = { $card } an Platz { $to } geben
# en: 21e25a7e43
action-steal = eine zufällige Karte von Platz { $victim } stehlen
# en: dd4593e718
action-seize-hidden = eine Karte verdeckt legen (Zugriffsversuch)
# en: 73ee982d34
action-give-hidden = eine Karte an Platz { $to } geben
# en: b34cf37690
action-take-hidden = eine Karte nehmen

## Die Gruppen der Schaltflächen einer Entscheidung

# en: 4f5d65afdc
group-attempt-stock = Versuch: Vorrat { $resource } { $symbol }
# en: 932c65a184
group-attempt-black-markets = Versuch: Schwarzmärkte
# en: 8a7a4cfc7b
group-attempt-courts = Versuch: Embleme an anderen Höfen
# en: 5fd4eabf65
group-attempt-event = Versuch: die Karte der Großen Eröffnung
# en: 5926b8c784
group-bid = { $role ->
        [primary] Primär
       *[secondary] Sekundär
    } bieten
# en: 2a4c1c10d9
group-bid-resource = { $role ->
        [primary] Primär
       *[secondary] Sekundär
    } bieten ({ $resource } { $symbol })
# en: 3bee5e06c7
group-play = { $kind ->
        [power] Als Ultimative Kraft spielen
       *[emblem] Als Emblem spielen
    }
# en: 4d31b79677
group-other = { $kind ->
        [pass] Passen
        [seize] Eine Karte verdeckt legen
        [dice] Würfel
        [win] Sofortsieg
        [choose] Wählen
        [take] Eine Karte nehmen
        [give] Eine Karte geben
        [draw] Schwarzmarktkarten
       *[steal] Stehlen
    }
# en: 890ea8aec9
action-choose-event = die Karte der Großen Eröffnung wählen
