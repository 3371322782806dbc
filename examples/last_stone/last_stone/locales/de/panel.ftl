# Last Stone: die Wörter seiner Tafel. Über jeder Meldung steht der Hash des englischen Textes,
# den sie übersetzt (docs/translating.md).

# en: 9d1557c9ff
panel-pile = Der Haufen

# en: a49ecf1b79
panel-stones = { $stones ->
    [0] kein Stein im Haufen
    [one] { $stones } Stein im Haufen
   *[other] { $stones } Steine im Haufen
}
