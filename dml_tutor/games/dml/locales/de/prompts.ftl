# Was DML einen Platz bei einer Entscheidung fragt.

# en: 7715df5183
prompt-or-declare = { $prompt } (Oder { $win } erklären.)
# en: 7bdfb50b71
prompt-declare-win = { $win } erklären?
# en: 44161797a2
prompt-declare-win-before = { $win } erklären vor { $before }?
# en: eec866fc6a
prompt-bid-at-declaration = Jetzt primäre Kaufressourcen ({ $resource }) bieten?{ $over ->
        [0] {""}
       *[other] { " " }Der Zielwert liegt { $over } über 12 und muss sinken.
    }
# en: ce2349edc7
prompt-seize = Eine Karte verdeckt für einen Zugriffsversuch auf { $cards } legen (nur eine Karte { $resource } kann gewinnen), oder passen?
# en: 9fd26b7b5c
prompt-bid = { $kinds } bieten, oder passen und das Bieten beenden? Zielwert { $target }.
# en: a418ec085b
prompt-black-market-draw = Erfolg bei Schwarzmarkt { $market }: { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } zufällig daraus nehmen, oder ihn lassen, wie er ist?
# en: b4d681e0e0
prompt-declare = { $action }: einen Erwerbsversuch erklären, oder passen?
# en: cc52f0787c
prompt-black-market-action = Schwarzmarktaktion: einen Schwarzmarkt versuchen, oder passen?
# en: b450c7d93d
prompt-reroll = Dabo! ({ $total }) Beide Würfel neu werfen?
# en: 8c989196d7
prompt-before-siege = der Drachenbelagerung
# en: 827634ae86
prompt-before-victory-points = dem Spielende nach Siegpunkten
