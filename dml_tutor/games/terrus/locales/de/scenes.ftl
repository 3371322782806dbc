# Der Titel von Terrus und die Wörter seiner Szenarien auf Deutsch.
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

# en: fbfe49fdb7
pack-title = Terrus (Spielende)

# en: 339d84f727
scene-terrus-title = Terrus: ein Tisch und einige Ereignisse
# en: 874cfb2813
scene-terrus-lethal-damage = Terrus 5.2a: tödlicher Schaden am einzigen verbliebenen Gegner
# en: 1c43a09f98
scene-terrus-turn-victory = Terrus 5.2b/5.2d: die Siege, geprüft zu Beginn eines Zuges
# en: 0e1d681ae3
scene-terrus-last-standing = Terrus 5.2e: der letzte verbliebene Herrscher, selbst wenn er nicht gewinnen kann
# en: 36d0aa3c1e
scene-terrus-everyone-loses = Terrus 5.4a: alle Verbliebenen verlieren zugleich
# en: 934e008601
scene-terrus-mutual-lethal = Terrus P-09: gegenseitiger tödlicher Schaden
# en: 24d89443a7
scene-terrus-value = Vitae / Ergebnis
# en: 76a051cfe1
scene-terrus-vitae = { $name } { $vitae }
# en: ceeb80ba5e
scene-terrus-out = { $name } ausgeschieden ({ $clause })

## A scenario form's fields (their labels)

# en: 10db44d715
scene-field-rulers-one-a-line-name-vitae = Herrscher, einer je Zeile: Name Vitae [structures=N relics=N int=N team=T cannot_win]
# en: 58748a6c61
scene-field-active-ruler-index = Aktiver Herrscher (Index)
# en: c796e43305
scene-field-tournament-a-judge-intentional-draws = Turnier (mit Schiedsrichter; absichtliche Unentschieden)
# en: c59f0bf68a
scene-field-mutual-lethal-damage-p-09 = Gegenseitiger tödlicher Schaden (P-09)

## A scenario form's choices (the English is the choice the field reads)

# en: a7bff1bfef
scene-choice-draw = unentschieden
# en: 709fbfdfe1
scene-choice-source-wins = die Quelle gewinnt
