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
# en: d804da624f
word-seat-card = Platz { $seat } { $card }
# en: 8620c5d27b
word-bid-primary = { $primary } (primär)
# en: a6d06590fe
word-bid-either = { $primary } (primär) oder { $secondary } (sekundär, gegen den Zugreifer)
# en: c408b23fcf
where-egg-to-nest = ein Ei kommt zurück ins Drachennest
# en: 0c1cd32ded
where-to-hoard = in den Drachenhort
# en: b7ac397ba6
where-thief-to-deck = zurück in den Ereignisstapel gemischt
# en: 25796dd935
where-thief-stays = der Ereignisstapel ist leer, also bleibt er im Drachenhort (P-03)
# en: 81a867552a
where-leaves-the-game = verlässt das Spiel (Marktchaos)
# en: 1237b94eaf
word-seat = Platz { $seat }
# en: a907d79cbf
word-against-target = { " " }gegen Zielwert { $target }
# en: 3876ce48f4
word-from-hoard = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } aus dem Drachenhort
# en: 0b5107ccc0
word-egg-from-nest = ein Drachenei aus dem Nest
# en: a115924845
word-merchant-card = die Karte des Fremden Händlers
# en: cc844b3371
word-score-stack = { $resource }: { $cards } = { $face }{ $desired ->
        [true] , verdoppelt (geheime Wunschressource) = { $doubled }
       *[false] {""}
    }{ $guild ->
        [0] {""}
       *[other] , Gildenbonus +{ $guild }
    } -> { $total }
# en: 51c842627e
word-score-eggs = Dracheneier: { $eggs } x { $each } = { $points }
# en: f1d125b273
word-score-total = Summe: { $total }
