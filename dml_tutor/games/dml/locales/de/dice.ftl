# Dragon's Money Laundering: die Namen der Pasche auf dem Würfelabzeichen des Tutors.

# en: 3c3a852a3a
roll-name = { $double ->
    [dabo] Dabo!
    [woot] Woot! Woot!
   *[wyvern] Wyvernaugen
}
