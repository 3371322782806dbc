# Last Stone: was die Engine sagt. Über jeder Meldung steht der Hash des englischen Textes, den
# sie übersetzt (docs/translating.md).

# en: a42751c448
step-pile = Ein Haufen aus { $pile } Steinen; Platz 0 beginnt

# en: 6ff52f9e56
prompt-take = nimm 1 bis { $most } Steine vom Haufen aus { $pile }

# en: cbf9f8a925
step-left =
    { $pile ->
        [one] { $pile } Stein bleibt
       *[other] { $pile } Steine bleiben
    }

# en: 0a8c2286d3
step-wins = Platz { $seat } hat den letzten Stein genommen und gewinnt

# en: 84bc9cbea5
frame-turn = Zug von Platz { $seat }

# en: 31c5ef05c5
move-take = Platz { $seat }: nimmt { $stones }

# en: 671906e342
action-take = nimm { $stones }

# en: 2e0414c7ab
why-not-your-turn = Platz { $seat } ist am Zug, nicht Platz { $other }

# en: 292194c0c6
why-take = nimm 1 bis 3 Steine, höchstens die { $pile } im Haufen

# en: cddcb9c6a4
why-no-action = keine Aktion: { $action }; { $prompt }
