# MERC (Spielende): die eigenen Wörter der Übungsfragen (practice.py). Über jeder Meldung steht
# der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: 17a22f1253
ask-sector = { $sector } mit Wert { $value } (Diktator { $dictator }, Rebellen { $rebels })

# en: 8a675f6c1c
ask-base-not-placed = die Basis ist nicht gesetzt

# en: 12b410fd3d
ask-base = die Basis ist in { $sector } { $revealed ->
    [yes] aufgedeckt
   *[no] verdeckt
}

# en: 778be2088e
ask-no-dictator-card = keine Diktatorkarte im Spiel

# en: 0acdab3c44
ask-dictator-card = die Diktatorkarte in { $sector }, Gesundheit { $health }

# en: 38cbb09018
ask-describe = Tag { $day }. Einheiten: { $sectors }. Taktikkarten: { $hand } auf der Hand, { $deck } im Stapel; { $base }; { $card }.

# en: e162a92281
ask-tactics-out = Der Diktator hat am Ende seines Zuges keine Taktikkarte mehr. Einheiten auf der Karte: { $sectors }. Wie endet das Spiel?

# en: c74ee3deb4
ask-value-count = Rebellen { $rebels } gegen Diktator { $dictator }: { $winner ->
    [rebels] Die Rebellen gewinnen
   *[dictator] Der Diktator gewinnt
}

## Die Missverständnisse

# en: 43d9b48710
misreading-control-ties-to-rebels = Ein Sektor, in dem beide Seiten gleich viele Einheiten haben, geht an die Rebellen.

# en: aa710235bd
misreading-value-ties-to-rebels = Gleiche Sektorwerte sind ein Sieg der Rebellen.

# en: d1c0bd442c
misreading-neutral-to-dictator = Ein Sektor ohne Einheiten zählt für den Diktator.

# en: 580869f267
misreading-sectors-not-values = Jeder kontrollierte Sektor zählt 1, gleich welchen Wert er hat.
