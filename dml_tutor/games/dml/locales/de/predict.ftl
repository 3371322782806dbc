# Die Vorhersagefragen: ihre Arten, wie das Vorhersagemenü sie nennt, die Fragen, ihre Antworten
# und was die Engine tat. Über jeder Meldung steht der Hash des englischen Textes, den sie
# übersetzt (docs/translating.md).

# en: cdd0ea1e6c
predict-kind-target-value = der Zielwert eines Erwerbsversuchs

# en: bd72e8b96e
predict-kind-seize = wer einen Zugriffsversuch gewinnt

# en: bdd4189d88
predict-kind-roll = wohin die Karten nach dem Wurf gehen

# en: 98626c2db8
predict-kind-scores = wer nach Siegpunkten gewinnt

## Die Fragen, ihre Antworten und was die Engine tat

# en: 4a208d5e9e
predict-seat = Platz { $seat }

# en: 2b4bb44e2f
predict-nobody = niemand

# en: b7c5b73825
predict-tie = niemand (Gleichstand)

# en: 4cc6ad8bbf
predict-event = { $value ->
    [0] { $name }
   *[other] { $name } { $value }
}

# en: a60ea7b41f
predict-target-value = Platz { $seat } erklärt { $cards } für einen Versuch auf { $target }. Wie hoch ist der Zielwert jetzt (Ereignis: { $event })?

# en: af31406fd9
predict-target-value-bid = Platz { $seat } bietet { $cards } ({ $role ->
    [primary] primär
   *[secondary] sekundär
}). Wie hoch ist der Zielwert jetzt (Ereignis: { $event })?

# en: b471fc60d8
predict-target-value-step = { $step }. Wie hoch ist der Zielwert jetzt (Ereignis: { $event })?

# en: 4abe51e08d
predict-term = { $label } { $amount }

# en: 8e6ea7fdbd
predict-target-value-explanation = Zielwert { $total }: { $terms }.

# en: 3cb8af060b
predict-seize = Die Zugriffskarten auf { $cards } werden aufgedeckt. { $revealed } Nur eine Karte der Ressource { $resource }, die das Ereignis erlaubt, kann gewinnen. Wer gewinnt den Zugriffsversuch?

# en: e9911d8194
predict-roll-takes = Platz { $seat } nimmt eine zufällige Karte

# en: d354aa481b
predict-roll-nothing = nichts wird genommen

# en: 6f07d43aa6
predict-roll-treasury = in die Schatzkammer von Platz { $seat }

# en: d9cda7d8f2
predict-roll-back = zurück, woher sie kamen

# en: bc607cf047
predict-roll-seizer = an den Zugreifer, Platz { $seat }

# en: b70d8543f5
predict-roll = Platz { $seat } hat { $a } + { $b } = { $sum }{ $name ->
    [dabo] {" "}(Dabo!)
    [woot] {" "}(Woot! Woot!)
    [wyvern] {" "}(Wyvernaugen)
   *[none] {""}
} gegen Zielwert { $total } gewürfelt. { $black_market ->
    [yes] Was bekommt Platz { $seat } vom Schwarzmarkt?
   *[no] Wohin gehen die erklärten Karten?
}

# en: 17ada8a4ab
predict-scores = Die Händlerkönige werden aufgedeckt und die Siegpunkte gezählt. Wer gewinnt?

# en: 454396f790
predict-seat-points = Platz { $seat }: { $points }

# en: b285814ae7
predict-scores-explanation = { $result } Siegpunkte: { $totals }.
