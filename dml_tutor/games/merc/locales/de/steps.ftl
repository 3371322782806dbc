# MERC (Spielende): was die Engine Schritt für Schritt sagt, was sie fragt, warum sie einen Zug
# ablehnt und was ihn erlauben würde, und was der Verlauf über einen Zug sagt. Über jeder Meldung
# steht der Hash des englischen Textes, den sie übersetzt (docs/translating.md).

# en: 49c4cb0d42
step-start =
    MERC ab Tag { $day }, { $turn ->
        [dictator] im Zug des Diktators
       *[rebels] im Zug der Rebellen
    }, nach { $reading ->
        [notes] dem Code der Implementierungshinweise
        [anywhere] den gedruckten Regeln, die Diktatorkarte zählt überall (Variante zu P-08)
       *[printed] den gedruckten Regeln
    }.

# en: 08eada0026
step-side-decides =
    { $side ->
        [dictator] Der Diktator entscheidet
       *[rebels] Die Rebellen entscheiden
    }: { $prompt }.

# en: c7974e804f
step-day-begins =
    Tag { $day } beginnt mit dem Zug { $turn ->
        [dictator] des Diktators
       *[rebels] der Rebellen
    }.

# en: d4548911d8
step-day-over = Der Zug der Rebellen ist vorbei: Tag { $day } kommt.

# en: 5fdb4a7606
step-rebels-without-units = Die Rebellen haben keine Einheiten auf der Karte; sie haben trotzdem ihren Zug (sie dürfen wieder MERCs anheuern).

# en: 0b931ac409
step-combat = { $sector }: Der Diktator verliert { $dictator_losses } (jetzt { $dictator }), die Rebellen verlieren { $rebel_losses } (jetzt { $rebels }).

# en: 0ae37d9754
step-card-hit =
    { $last ->
        [yes] Keine andere Einheit des Diktators steht mehr in { $sector } (dieser Kampf hat die letzte besiegt, P-17), also kann die Diktatorkarte getroffen werden: { $damage } Schaden, Gesundheit { $before } -> { $health }.
       *[no] Keine andere Einheit des Diktators steht in { $sector }, also kann die Diktatorkarte getroffen werden: { $damage } Schaden, Gesundheit { $before } -> { $health }.
    }

# en: c366a0ec0d
step-rebels-gone = Alle Einheiten der Rebellen sind fort; das allein beendet das Spiel nicht (die Rebellen dürfen im nächsten Zug wieder anheuern).

# en: 3bafed66cb
step-after-combat-notes = Die Implementierungshinweise lassen nach einem Kampf die ganze Prüfung auf Spielende laufen.

# en: d75b69e103
step-after-combat = Basis erobert und Diktator getötet gelten sofort: Die Prüfung läuft nach dem Kampf.

# en: 7af8bbf1cc
step-tactic-played = Der Diktator spielt eine Taktikkarte: noch { $hand } auf der Hand, { $deck } im Stapel; keine weitere in diesem Zug (P-15).

# en: f124fb4070
step-base-revealed =
    Die Basis des Diktators wird in { $sector } { $placed ->
        [yes] platziert und aufgedeckt
       *[no] aufgedeckt
    }.

# en: ec25b1d3d5
step-base-revealed-without-card =
    Die Basis des Diktators wird in { $sector } { $placed ->
        [yes] platziert und aufgedeckt
       *[no] aufgedeckt
    }; mit ihr kommt keine Diktatorkarte ins Spiel (P-18).

# en: b298f258ed
step-draw = Tag { $day }: Der Diktator zieht { $drawn } von { $wanted } (Stapel { $deck }, Hand { $hand }), am Ende seines Zuges (P-19).

# en: 13731fe250
prompt-dictator-turn = Tag { $day }, Zug des Diktators: kämpfen, eine Taktikkarte spielen, die Basis aufdecken oder den Zug beenden

# en: f4f01dc209
prompt-rebels-turn = Tag { $day }, Zug der Rebellen: kämpfen oder den Zug beenden

# en: 75547128b2
frame-day = Tag { $day }

# en: 7bdb2ff5ff
frame-dictator-turn = Zug des Diktators (Tag { $day })

# en: 6101a02001
frame-rebels-turn = Zug der Rebellen (Tag { $day })

# en: 19a0ff53c7
frame-combat = Kampf in { $sector }

# en: 8b289dc6fd
step-check-start = Die Stellung wird auf ein schon erreichtes Ende geprüft (Basis erobert, Diktator getötet).

# en: 26620fadac
step-check-after-combat = Prüfung auf Spielende nach dem Kampf.

# en: 21ccf4f197
step-check-after-reveal = Prüfung auf Spielende: Die Basis ist jetzt aufgedeckt.

# en: 8e6056d2b4
step-check-end-of-turn = Prüfung auf Spielende am Ende des Zuges des Diktators.

# en: 4bfde9efee
step-tactics-out-not-yet = Der Diktator hat keine Taktiken mehr, aber das beendet das Spiel erst am Ende seines Zuges.

# en: a632aad254
step-base-units = { $base } (Diktator { $dictator }, Rebellen { $rebels })

# en: bb4d682b11
step-base-not-revealed = Die Basis ist nicht aufgedeckt: Sie kann nicht erobert werden.

# en: 400af49165
step-base-held-notes = Der Diktator kontrolliert die Basis, { $units }.

# en: 75436476a1
step-base-captured-notes =
    Die Basis { $control ->
        [none] ist leer, also nicht vom Diktator kontrolliert
       *[rebels] wird von den Rebellen kontrolliert
    }, { $units }: Die Rebellen gewinnen gemeinsam (Basis erobert).

# en: 4fd0fb9bd4
step-base-guarded = An der Basis stehen noch Einheiten des Diktators, { $units }: nicht erobert.

# en: d01919e665
step-base-empty = Der Sektor der Basis ist leer, { $units }: Niemand kontrolliert ihn.

# en: 1051b26455
step-base-card-stands =
    Die Rebellen halten { $units }, aber die Diktatorkarte steht noch { $anywhere ->
        [yes] in { $sector } (als „überall“ gelesen)
       *[no] im Sektor der Basis
    }: nicht erobert.

# en: c075a06f51
step-base-captured = Die Rebellen kontrollieren die aufgedeckte Basis, { $units }, und jede Einheit des Diktators und die Karte sind besiegt: Die Rebellen gewinnen gemeinsam (Basis erobert).

# en: 6c924c99a7
step-card-not-in-play = Die Diktatorkarte ist nicht im Spiel.

# en: 69c3dbab6d
step-card-lives = Die Diktatorkarte lebt ({ $health } Gesundheit, in { $sector }).

# en: 62ee0c9104
step-card-killed = Die Gesundheit der Diktatorkarte ist 0: Die Rebellen gewinnen gemeinsam (Diktator getötet).

# en: c9b0dbd87d
step-tactics-left = Der Diktator hat noch Taktiken (Hand { $hand }, Stapel { $deck }): Das Spiel geht weiter.

# en: dfc9f8db23
step-tactics-exhausted = Der Diktator hat keine Taktikkarte mehr auf der Hand oder im Stapel: Das Spiel endet nach Wert.

# en: 2fdd261147
step-control = Kontrolle (Einheiten Diktator-Rebellen, MERCs und Miliz gleich): { $sectors }.

# en: 9453eaa008
step-control-sector =
    { $sector } { $value } ({ $control ->
        [dictator] Diktator
        [rebels] Rebellen
       *[neutral] neutral
    } { $dictator }-{ $rebels })

# en: 546c778f18
step-value-rebels = Rebellen { $rebels } gegen Diktator { $dictator }: Die Rebellen gewinnen gemeinsam.

# en: 4ef34a2e98
step-value-dictator = Rebellen { $rebels } gegen Diktator { $dictator }: Der Diktator gewinnt.

# en: dad9afe17c
step-value-tie = Rebellen { $rebels } gegen Diktator { $dictator }: Der Diktator gewinnt (Gleichstand geht an den Diktator).


# en: 864b2512b4
why-game-over = das Spiel ist vorbei: Es kann nichts mehr gespielt werden

# en: 08dc98085b
why-not-your-turn =
    { $turn ->
        [dictator] der Diktator ist
       *[rebels] die Rebellen sind
    } am Zug, nicht { $mover ->
        [dictator] der Diktator
       *[rebels] die Rebellen
    }

# en: 0e32e1d24a
why-tactics-dictator-only = nur der Diktator spielt Taktikkarten

# en: 03a6a6d4b4
why-tactic-played = der Diktator hat in diesem Zug schon eine Taktikkarte gespielt (eine pro Zug, P-15)

# en: 467311e45b
why-no-tactic-in-hand = der Diktator hat keine Taktikkarte auf der Hand

# en: 8262d0f48b
why-reveal-dictator-only = nur der Diktator deckt die Basis auf

# en: f24907eb57
why-base-revealed = die Basis ist schon aufgedeckt, in { $base }

# en: 6292e68524
why-no-sector = es gibt keinen Sektor „{ $sector }“ (die Sektoren: { $sectors })

# en: c6926d33c3
why-base-elsewhere = die Basis wurde in einem anderen Sektor platziert; sie wird dort aufgedeckt, wo sie ist

# en: 2217867df1
why-no-combat = kein Kampf in { $sector }: Dort müssen Einheiten der Rebellen und eine Einheit des Diktators oder die Diktatorkarte stehen (Diktator { $dictator }, Rebellen { $rebels })

# en: b7d0e6a1e0
why-dictator-losses = der Diktator hat in { $sector } nur { $units } Einheiten, die er verlieren kann

# en: 282086ca6a
why-rebel-losses = die Rebellen haben in { $sector } nur { $units } Einheiten, die sie verlieren können

# en: b049d5a8eb
why-card-not-in-play = die Diktatorkarte ist nicht im Spiel: Sie kommt erst mit der aufgedeckten Basis

# en: 5d6edcf13d
why-card-elsewhere = die Diktatorkarte ist nicht in { $sector }

# en: 8a4c37c3fb
why-protection =
    Schutz: { $left ->
        [one] { $left } andere Einheit des Diktators stünde
       *[other] { $left } andere Einheiten des Diktators stünden
    } nach den Verlusten dieses Kampfes noch in { $sector }; die Diktatorkarte kann erst Schaden nehmen, wenn alle besiegt sind (in diesem Kampf oder davor, P-17)

# en: 85141fcf81
remedy-wait =
    warte auf deinen Zug: Jetzt { $turn ->
        [dictator] ist der Diktator
       *[rebels] sind die Rebellen
    } am Zug

# en: 840e1281d9
remedy-tactic-next-turn = beende diesen Zug: Die nächste Taktikkarte darf im nächsten Zug gespielt werden (P-15)

# en: c6ad8fb9c7
remedy-tactic-draw = beende diesen Zug: Der Diktator zieht an seinem Ende (Stapel { $deck }) und darf im nächsten Zug eine Karte spielen

# en: 16afc017cf
remedy-reveal-placed = decke die Basis in { $base } auf, wo sie platziert wurde

# en: 43131021c3
remedy-name-sector = nenne einen der Sektoren: { $sectors }

# en: ce4834c7d5
remedy-fight-contested = kämpfe, wo beide Seiten stehen: { $sectors }

# en: b2b08c9d87
remedy-dictator-losses = melde höchstens { $units } Verluste des Diktators in { $sector }

# en: 32945ff8ee
remedy-rebel-losses = melde höchstens { $units } Verluste der Rebellen in { $sector }

# en: a34ef06ef7
remedy-card-not-in-play = melde keinen Schaden an der Diktatorkarte: Sie kommt erst ins Spiel, wenn die Basis aufgedeckt ist

# en: 0f68c55021
remedy-card-elsewhere = melde hier keinen Schaden an der Diktatorkarte: Sie ist in { $sector }

# en: 3b6e5a62d0
remedy-all-defeated = melde alle { $units } Einheiten des Diktators in { $sector } als in diesem Kampf besiegt (P-17), oder keinen Schaden an der Diktatorkarte

# en: fc5a06d6d0
move-combat = Kampf in { $sector }: Diktator verliert { $dictator_losses }, Rebellen verlieren { $rebel_losses }

# en: 8d9d0d6e03
move-combat-damage = Kampf in { $sector }: Diktator verliert { $dictator_losses }, Rebellen verlieren { $rebel_losses }, die Diktatorkarte nimmt { $damage } Schaden

# en: d7b278f9ab
move-play-tactic = eine Taktikkarte spielen

# en: d1cabf09f1
move-reveal-base = die Basis in { $sector } aufdecken

# en: 306f7a43a9
move-end-turn =
    den Zug { $side ->
        [dictator] des Diktators
       *[rebels] der Rebellen
    } beenden
