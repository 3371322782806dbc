# Terrus (Spielende): die Wörter der Entscheidungsknöpfe. Über jeder Meldung steht der Hash des
# englischen Textes, den sie übersetzt (docs/translating.md).

# en: e0a040d32a
action-effect =
    { $name }: Ein Effekt sagt, { $outcome ->
        [win] { $name } gewinnt (5.2f)
        [lose] { $name } verliert (5.3c)
       *[draw] das Spiel endet unentschieden (5.4c)
    }

# en: ff0f19ac43
action-priority = { $name } würde Priorität erhalten; zuerst verliert ein Herrscher bei 0 Vitae oder weniger (5.3b)

# en: a4f4e77af6
action-damage = { $source } verursacht Schaden: { $hits } (5.2a)

# en: 453ad69edc
action-hit = { $damage } an { $name }

# en: ea8846fa6b
action-concede = { $name } gibt auf (5.3a)

# en: c184e1858d
action-dominion-vote = { $name } gewinnt eine Herrschaftsabstimmung (5.2c)

# en: 73e9b3c9fa
action-begin-turn = { $name } beginnt den Zug

# en: e2db09c11d
action-loop =
    { $optional ->
        [yes] das Spiel ist in einer Schleife mit einer freiwilligen Aktion (5.4b)
       *[no] das Spiel ist in einer Schleife nur aus verpflichtenden Aktionen (5.4b)
    }

# en: a721ee8910
action-penalty = ein Schiedsrichter gibt { $name } einen Spielverlust (5.3g)

# en: 6d30462801
action-intentional-draw = jeder Herrscher im Spiel stimmt einem Unentschieden zu (5.4e)

# en: d8fb44cadd
action-restart = ein Effekt startet das Spiel neu: Es endet ohne Sieger (5.1)

# en: 26dff2a626
action-ruler = Herrscher { $ruler }

# en: e0e1379e3a
action-group-turn = Zug

# en: c00b0fd738
action-group-priority = Priorität (5.3b)

# en: 2e7e4a7b28
action-group-damage = Schaden (5.2a)

# en: 427a4e3bc9
action-group-vote = Herrschaftsabstimmung (5.2c)

# en: 077a0ac586
action-group-effects = Effekte (5.2f, 5.3c, 5.3f, 5.4c)

# en: b9a933b2a5
action-group-concede = Aufgeben (5.3a)

# en: 171ee5183b
action-group-loops = Schleifen (5.4b)

# en: d7f72ce8b5
action-group-tournament = Turnier (5.3g, 5.4e)

# en: 8f342e8f16
action-group-restart = Neustart (5.1)
