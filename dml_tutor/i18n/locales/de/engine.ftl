# Die eigenen Sätze des Spielablaufs, in jedem Spiel gleich.

# en: f4d3e2cabe
step-decides = Platz { $seat } entscheidet: { $prompt }
# en: a47677f1f9
step-only-choice = { $action } (die einzige Wahl)
# en: 27fa8454d1
step-private = Platz { $seat } überlegt etwas, das nur dieser Platz sieht.
# en: 0e96e7d33f
why-not-a-choice = { $action } ist keine der Wahlmöglichkeiten: { $prompt }
# en: 601e24cbcb
why-not-public = In der öffentlichen Ansicht: Ob Platz { $seat } das tun darf, hängt von Karten ab, die nur manche Plätze sehen; daher sagt der Tutor es nicht.
# en: 1516fc2824
why-not-other-seat = Als Platz { $viewer } gesehen: Ob Platz { $seat } das tun darf, hängt von Karten ab, die Platz { $viewer } nicht sieht; daher sagt der Tutor es nicht.
# en: 26682f02da
why-not-not-your-decision = Jetzt entscheidet Platz { $seat }, nicht Platz { $viewer }.
# en: 7cf80477c2
why-not-allowed = { $action } ist hier erlaubt.
# en: fca19b3e73
list-comma = { $head }, { $tail }
# en: 0561809d99
list-semicolon = { $head }; { $tail }

## Ablehnungen (core/driver.py, core/actions.py)
# en: 04407fbb5a
refusal-illegal = { $reason } [{ $rules }]
# en: 76e0074a7f
refusal-unread = { $noun ->
        [move] Kein erlaubter Zug
       *[action] Keine erlaubte Aktion
    } entspricht { $text } ({ $why }); Platz { $seat } muss entscheiden: { $prompt }
