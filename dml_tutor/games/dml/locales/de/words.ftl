# Namen, die DMLs Sätze teilen: Ressourcen, Karten, Ereignisse, Sofortsiege. Über jeder Meldung
# der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: 650dfb3f59
word-nothing = nichts
# en: 3a14339593
word-resource = { $suit ->
    [S] Eisen
    [C] Holz
    [H] Sklaven
   *[D] Gewürze
}
# en: a182a98c27
word-foreign-merchant = Fremder Händler
# en: f557bfc0aa
word-thief = Dieb
# en: eb2e3718ce
word-character-card = { $card } ({ $code ->
    [JS] Großinquisitor
    [JC] Schurkischer Narr
    [JH] Oberster Konfiszierer
    [JD] Zehntveruntreuer
    [QS] Drachenkaiserin von Khitamar
    [QC] Buhlkönigin von Smorgon
    [QH] Verwöhnte Erbin
   *[QD] Erzherzogin der Habgier
})
# en: d49f620cc3
word-win = { $kind ->
    [monopoly] Monopol
   *[father_of_dragons] Vater der Drachen
}
# en: 046d3fce7a
word-win-either = { $first } oder { $second }
# en: 184d0645a4
word-event = { $type ->
    [crackdown] Razzia gegen Schmuggelware
    [decadence] Dekadenz
    [marauders] Plünderer
    [tax-relief] Steuererleichterung
    [grand-opening] Große Eröffnung
   *[carnival] Karneval der Münzen
}
# en: 12525cb894
word-event-value = { $event }, W = { $value }
# en: 5e5dc870f0
word-player-effect = { $type ->
    [crackdown] darf keine Zugriffsversuche machen
    [decadence] darf keine Ultimativen Kräfte einsetzen
    [marauders] wirft eine zufällige Karte seiner Schatzkammer in den Drachenhort ab
    [tax-relief] hat in dieser Runde keine Schwarzmarktaktion
   *[other] erhält eine zusätzliche Marktaktion
}
# en: 1fc7aa2f36
word-market-effect = { $type ->
    [crackdown] nur Kaufressourcen mit Kartenwert { $value } oder weniger dürfen geboten werden
    [decadence] nur Kaufressourcen mit Kartenwert { $value } oder mehr dürfen geboten werden
    [marauders] Ressourcen auf dem Marktplatz mit Kartenwert { $value } oder mehr zählen +2
    [tax-relief] Ressourcen auf dem Marktplatz mit Kartenwert { $value } oder mehr zählen -2
    [grand-opening] die Ereigniskarte selbst kann als eigener Vorrat Ziel eines Versuchs sein
   *[carnival] keiner
}
# en: 07308f0250
word-zone-stock = dem Vorrat { $resource }
# en: 3ddd8300e2
word-zone-court = dem Hof von Platz { $seat }
# en: 83ad8cde6e
word-zone-event = der Karte der Großen Eröffnung
# en: 80480d5678
word-zone-black-market = Schwarzmarkt { $market }
# en: d804da624f
word-seat-card = Platz { $seat } { $card }
# en: 9bbd260c78
word-comma = { $head }, { $tail }
# en: 8620c5d27b
word-bid-primary = { $primary } (primär)
# en: a6d06590fe
word-bid-either = { $primary } (primär) oder { $secondary } (sekundär, gegen den Zugreifer)
