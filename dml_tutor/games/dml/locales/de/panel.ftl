# Dragon's Money Laundering: die Wörter der Tafel des Tutors, die Namen und Hinweise der Karten,
# das Rad des Profits. Über jeder Meldung steht der Hash des englischen Textes, den sie übersetzt
# (docs/translating.md).

# en: 963691e817
panel-rank = { $rank ->
    [J] B
    [Q] D
    [K] K
   *[A] A
}

# en: f87409c2e0
panel-card-foreign-merchant-short = FH

# en: a06fda26a3
panel-card-thief-short = Dieb

# en: 776e830caa
panel-character-grand-inquisitor = Großinquisitor

# en: 019d8327ba
panel-character-rogue-jester = Schurkischer Narr

# en: b11098a786
panel-character-supreme-confiscator = Oberster Konfiszierer

# en: a76a89bffc
panel-character-tithe-embezzler = Zehntveruntreuer

# en: 88f8e33977
panel-character-dragon-empress = Drachenkaiserin von Khitamar

# en: d6b9663f66
panel-character-harlot-queen = Buhlkönigin von Smorgon

# en: dc1f459436
panel-character-pampered-heiress = Verwöhnte Erbin

# en: 8c17e53d8b
panel-character-archduchess = Erzherzogin der Habgier

# en: a547abea49
panel-card-foreign-merchant = Fremder Händler (Joker): eröffnet einen neuen Schwarzmarkt, sobald er gezogen wird

# en: 7d9b32728e
panel-card-thief = Dieb (Joker): ein Charakter mit einer Ultimativen Kraft

# en: 2eba0ce47c
panel-card-king = { $card }: Händlerkönig; geheime Wunschressource { $resource } (zählt am Ende doppelt)

# en: 19991b500f
panel-card-egg = { $card }: Drachenei, 20 Siegpunkte

# en: e1913ed77a
panel-card-guild-house = { $card }: Ressource { $resource }, Kartenwert 10; ein Gildenhaus (Emblem, Statischer Bonus +1)

# en: ce4883b7d2
panel-card-character = { $card } { $name }: Charakter (Ultimative Kraft) oder Emblem (Statischer Bonus +{ $bonus })

# en: 467e9a71ce
panel-card-resource = { $card }: Ressource { $resource }, Kartenwert { $value }

# en: 82b88c49de
panel-subtitle = { $mode } · { $players } Spieler · Seed { $seed }

# en: dffd4b032c
panel-subtitle-public = { $mode } · { $players } Spieler

# en: 634590aa90
panel-subtitle-from-position = { $subtitle } · aus einer Stellung

# en: d7042429fe
panel-result = { $winner ->
    [none] Niemand gewinnt (Gleichstand bei Punkten und Dracheneiern)
   *[other] Platz { $winner } gewinnt
} { $reason ->
    [victory_points] nach Siegpunkten
    [monopoly] durch Monopol
   *[other] als Vater der Drachen
}.

# en: c3bf55ba55
panel-no-event-setup = Noch kein aktives Ereignis: Die Aufbauphase kommt vor dem Ereignis der ersten Runde.

# en: 78b59b78da
panel-no-event-round = Noch kein aktives Ereignis: Die Ereignisphase dieser Runde hat noch nicht begonnen.

# en: 0dcf053b03
panel-no-event-end = Kein aktives Ereignis: Das Spiel ist in der Schlussphase.

# en: 6cf520ead3
panel-market-text = Markt: { $effect }.

# en: 248d6a42bd
panel-players-text = Spieler: Jeder betroffene Spieler { $effect }.

# en: bbcaa1f064
panel-players-text-hits = Spieler: Jeder betroffene Spieler { $effect } (trifft { $seats }).

# en: 6077e0f7ca
panel-players-none = Spieler: keine Spielereffekte in { $mode }.

# en: 7029522ee7
panel-event-value = , W = { $value }

# en: 635948d2cd
panel-attempt = Erwerbsversuch: Platz { $seat } auf { $target }

# en: 719d49525a
panel-target-stock = den Vorrat { $resource }

# en: 09a0d0dd2d
panel-target-black-market = Schwarzmarkt { $number }

# en: fcbbac19a9
panel-target-court = ein Emblem am Hof von Platz { $seat }

# en: 4cba246800
panel-target-event = die Karte der Großen Eröffnung

# en: a3e7305d0f
panel-target-type = Zielart

# en: f44ae5a0fa
panel-primary-buying = Primäre Kaufressource

# en: 0cc5f05e28
panel-secondary = Sekundäre

# en: 1b4b994f50
panel-declared = Erklärt

# en: 159f6f1820
panel-bids-active-primary = Primäre Gebote des aktiven Spielers

# en: 6e96aa049f
panel-bids-active-secondary = Sekundäre Gebote des aktiven Spielers

# en: ba81b6fc7f
panel-bids-seizer = Gebote des Zugreifers

# en: bdc77fdca8
panel-bids-seizer-seat = Gebote des Zugreifers (Platz { $seat })

# en: d4b7d83b8f
panel-term-black-market = Schwarzmarkt (fest)

# en: f70632d5a8
panel-term-declared = erklärt { $card }

# en: 687f4a39ea
panel-term-declared-emblem = erklärt { $card } (Emblem)

# en: 8dedd94396
panel-term-event = Ereignis auf { $card }

# en: 3402235bf5
panel-term-static-bonus = Statischer Bonus eigener Embleme

# en: 4b353ce66e
panel-term-active-primary = Primäres Gebot des aktiven Spielers { $card }

# en: 58fa36a58a
panel-term-seizer = Primäre Gebote des Zugreifers { $cards }

# en: dccc68d465
panel-term-seizer-less = Primäre Gebote des Zugreifers { $cards } abzüglich sekundärer { $secondary } ({ $raw } - { $less }, nie unter 0)

# en: b8e6346068
panel-target-value = Zielwert

# en: 53957a5b17
panel-chance-tip = Genaue Chance mit zwei Würfeln, ein misslungenes Dabo! wird neu gewürfelt (R-10); Woot! Woot! gelingt immer, Wyvernaugen misslingen immer

# en: ab64d19fbf
panel-chance = Erfolgschance { $fraction } = { $percent }

# en: 7b01c5cd0e
panel-percent = { NUMBER($value, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }

# en: 202bd3e542
panel-empty = leer

# en: fc3c41a8e8
panel-none = keine

# en: bff3659c25
panel-no-card = keine Karte

# en: f2479e8f29
panel-active-event = Aktives Ereignis

# en: 0f01bc365f
panel-bought-with = gekauft mit

# en: eee6e9b52f
panel-black-market-tip = Schwarzmarkt { $number }: { $count ->
    [one] eine verdeckte Karte
   *[other] { $count } verdeckte Karten
}

# en: c144a62fb3
panel-face-down = verdeckt

# en: 69bcd1ca4f
panel-drawn = Gezogen

# en: ef00a1bed5
panel-set-aside = Beiseitegelegt

# en: 51d6853ca2
panel-stack = Charakterkraftstapel (oben zuletzt)

# en: fd8673a7e5
panel-resolving = wird abgehandelt

# en: fe3b30dcf6
panel-stack-power = Platz { $seat } · Ultimative Kraft

# en: c798e30224
panel-stack-emblem = Platz { $seat } · Emblem

# en: e4a2c93034
panel-black-markets = Schwarzmärkte

# en: 307377315a
panel-hoard = Drachenhort

# en: 9cdb5395d1
panel-nest = Drachennest

# en: 77b9b5597f
panel-nest-tip = Dracheneier im Nest

# en: 8dd6e8d723
panel-exile = Exil

# en: c152cedd96
panel-event-deck = Ereignisstapel

# en: c78e67f284
panel-seat-name = Platz { $seat }

# en: 98554b025e
panel-badge-dealer-tip = Initiativabzeichen: Dieser Platz ist der Geber

# en: 3c0a138157
panel-badge-dealer = Initiativabzeichen

# en: 6271bc8e22
panel-badge-active = Aktiver Spieler

# en: 365fb186ed
panel-badge-affected-tip = Der Spielereffekt des Ereignisses gilt

# en: 3a7ea2ac02
panel-badge-affected = Vom Ereignis betroffen

# en: 8328e42dd9
panel-secret-tip = Nur Platz { $seat } kennt diese Karte

# en: 07e8d1baa8
panel-secret = geheim

# en: 6f29f32409
panel-king-tip = Händlerkönig: verdeckt, bis er aufgedeckt wird

# en: 3743bf2ec1
panel-not-dealt = noch nicht ausgeteilt

# en: 40e3efa1d2
panel-treasury-tip = verdeckte Karte der Schatzkammer

# en: 93dc07b40d
panel-seize-card = Zugriffskarte

# en: ece90788a4
panel-merchant-king = Händlerkönig

# en: dc72aaf414
panel-court = Hof

# en: 6537c4c92f
panel-no-emblems = keine Embleme

# en: 61c24f6056
panel-treasury = Schatzkammer ({ $count })

# en: ba67179a59
panel-vp = { $points } SP

# en: b30c4ab881
panel-score-stack = { $resource }: { $cards } = { $face }{ $doubled ->
    [0] {""}
   *[other] , verdoppelt (geheime Wunschressource) = { $doubled }
}{ $guild ->
    [0] {""}
   *[other] , Gildenbonus +{ $guild }
} -> { $total }

# en: 3ae94ac712
panel-score-eggs = Dracheneier: { $eggs } x { $points } = { $total }

# en: 163e2f21dc
panel-score-total = Gesamt: { $total }

# en: ba49ce05f3
panel-wheel = Rad des Profits

# en: 4646bd5f81
panel-wheel-buys = kauft

# en: bffb80eb2f
panel-wheel-target = Ziel

# en: 38312dc696
panel-wheel-primary = primär

# en: 7e10293c1b
panel-wheel-secondary = sekundär
