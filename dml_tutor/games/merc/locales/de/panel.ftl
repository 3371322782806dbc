# MERC (Spielende): die Wörter der Tafel des Tutors. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: 3c0e3b0d1d
panel-side-dictator = Diktator

# en: 8bee497cd8
panel-side-rebels = Rebellen

# en: 0ea0314856
panel-subtitle = Diktator gegen Rebellen · { $rules }

# en: 27880b8b1e
panel-subtitle-anywhere = Diktator gegen Rebellen · { $rules }, die Diktatorkarte zählt überall

# en: bd420b0d26
panel-result = { $winner ->
    [dictator] Der Diktator gewinnt
   *[rebels] Die Rebellen gewinnen
}: { $reason ->
    [base_captured] Basis erobert
    [dictator_killed] Diktator getötet
   *[tactics_exhausted] Taktiken erschöpft
}.

# en: cda62973df
panel-result-values = { $winner ->
    [dictator] Der Diktator gewinnt
   *[rebels] Die Rebellen gewinnen
}: { $reason ->
    [base_captured] Basis erobert
    [dictator_killed] Diktator getötet
   *[tactics_exhausted] Taktiken erschöpft
} (Sektorwert: Rebellen { $rebels }, Diktator { $dictator }).

# en: 99ba150d23
panel-control-neutral = neutral

# en: 747d842990
panel-base-revealed = { $sector } (aufgedeckt)

# en: b42018b25c
panel-base-placed = { $sector } (platziert, nicht aufgedeckt)

# en: 55bb265c10
panel-base-hidden = platziert, vor den Rebellen verborgen

# en: dc77837bc8
panel-base-not-placed = nicht platziert

# en: d4f691cba6
panel-card-not-in-play = nicht im Spiel

# en: 18a0d60644
panel-card-not-in-play-yet = nicht im Spiel (sie kommt mit der aufgedeckten Basis)

# en: 71b3a1eb8d
panel-card-killed = getötet in { $sector } (Gesundheit 0)

# en: 7e189aef43
panel-card-protected = in { $sector }, Gesundheit { $health }; geschützt durch { $units ->
    [one] eine Einheit des Diktators
   *[other] { $units } Einheiten des Diktators
}

# en: ac24141aee
panel-card-exposed = in { $sector }, Gesundheit { $health }; ungeschützt: sie kann getroffen werden

# en: 8118328b69
panel-turn-dictator = der Zug des Diktators

# en: d8ef5ba00f
panel-turn-rebels = der Zug der Rebellen

# en: a44c2623be
panel-value-rebels-lead = Rebellen { $rebels } gegen Diktator { $dictator }: Die Rebellen führen

# en: 2dbf241fdb
panel-value-dictator-leads = Rebellen { $rebels } gegen Diktator { $dictator }: Der Diktator führt (Gleichstand geht an den Diktator)

# en: 57cc275f15
panel-day = Tag { $day } · { $turn }

# en: b534f1b58b
panel-units = { $count ->
    [one] eine Einheit
   *[other] { $count } Einheiten
}

# en: 9eecf16e6e
panel-tactics = Hand { $hand } · Stapel { $deck }

# en: 00ff4becaf
panel-tactics-played = Hand { $hand } · Stapel { $deck } · in diesem Zug gespielt

# en: e4c898b7e4
panel-tactics-exhausted = Hand { $hand } · Stapel { $deck } · erschöpft

# en: b29a0eac4e
panel-seat-value = kontrolliert Sektorwert { $value }

# en: 8bfc6d93fc
panel-base-badge = Basis

# en: d5eec66392
panel-base-badge-tip = die Basis des Diktators

# en: eb888801ff
panel-card-badge = Diktatorkarte

# en: 80cf0affea
panel-card-badge-killed = getötet

# en: 96f255b267
panel-card-badge-protected = geschützt: andere Einheiten des Diktators stehen hier

# en: 948a9268cb
panel-card-badge-exposed = ungeschützt: keine andere Einheit des Diktators hier

# en: de5f344518
panel-head-sector = Sektor

# en: 44a9063af1
panel-head-value = Wert

# en: d29ddee832
panel-head-control = Kontrolle

# en: d9427d3911
panel-label-base = Basis

# en: a5b46f6573
panel-label-card = Diktatorkarte

# en: acebbc9082
panel-label-tactics = Taktiken

# en: b27b0999dc
panel-round-zero = Beginn

# en: d3d6c8bc1a
panel-round = Tag
