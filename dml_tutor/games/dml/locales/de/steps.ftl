# DMLs Erzählung: was jeder Schritt des Spiels sagt.

## Der Erwerbsversuch

# en: f9bd2af1ea
step-attempt = Platz { $seat } macht einen Erwerbsversuch: ein Zielwert, dann ein Wurf mit zwei Würfeln.
# en: 40612a16ff
step-attempt-under-way = Der Erwerbsversuch von Platz { $seat } läuft: Zielwert { $target }.
# en: bd2d3d8eac
step-no-bidding-phase = Niemand hält einen Zugriffsversuch, also wird nicht geboten.
# en: 1149ccedf6
step-tries-black-market = Platz { $seat } versucht Schwarzmarkt { $market } ({ $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }): Zielwert { $target }, keine Zugriffsversuche, keine Gebote.
# en: cd332b340f
step-declares = Platz { $seat } erklärt { $cards } aus { $where }. Zielwert { $target }.
# en: 35e2c4c9ca
step-bids = Platz { $seat } bietet { $cards }: Zielwert { $target }.
# en: 8e1ad719c0
step-no-seize-crackdown = Platz { $seat } steht unter der Razzia gegen Schmuggelware und darf keinen Zugriffsversuch machen.
# en: 7e8bd487b7
step-lays-face-down = Platz { $seat } legt eine Karte verdeckt.
# en: 37b5c9dbe3
step-nobody-seizes = Niemand legt eine Zugriffskarte.
# en: 8a59e47140
step-revealed = Aufgedeckt: { $cards }.
# en: b2ba572a1d
step-wins-seize = { $card } von Platz { $seat } ist die höchste Karte { $resource }: Platz { $seat } gewinnt den Zugriffsversuch, und die Karte ist das erste Gebot. Zielwert { $target }.
# en: 1fbdb5edc2
step-nobody-wins-seize = Keine Karte { $resource }, die geboten werden darf, wurde gelegt: Niemand gewinnt den Zugriffsversuch.
# en: 84390b3225
step-takes-back = Platz { $seat } nimmt { $card } zurück.
# en: 6dd4f8c8e2
step-bidding-between = Geboten wird zwischen Platz { $seat } (aktiv) und Platz { $seizer } (Zugreifer).
# en: 59aaf3ec53
step-bids-alone = Niemand hält einen Zugriffsversuch; in dieser Variante darf Platz { $seat } trotzdem allein bieten.
# en: c4f98bb860
step-passes-bidding-ends = Platz { $seat } passt: Das Bieten endet.
# en: 997caff21d
step-bids-role = Platz { $seat } bietet { $cards } ({ $role ->
        [primary] primär
       *[secondary] sekundär
    }): Zielwert { $target }.
# en: a600e01c9a
step-chance = Zielwert { $target }. Erfolgschance: { $chance } ({ $percent } %).
# en: fd80586147
step-success = Erfolg: { $cards } { $count ->
        [one] kommt
       *[other] kommen
    } in die Schatzkammer von Platz { $seat }.
# en: 0e472658b5
step-failure-seizer = Misserfolg: Der Zugreifer, Platz { $seizer }, nimmt { $cards }.
# en: 56c631efa0
step-failure-back = Misserfolg: { $cards } { $count ->
        [one] geht zurück, woher die Karte kam.
       *[other] gehen zurück, woher sie kamen.
    }
# en: de3cda98ce
step-bids-to-stocks = Die gebotenen Karten { $cards } kommen in die Vorräte ihrer Farben.
# en: f4a996edb9
step-black-market-failure = Misserfolg: Es wird nichts genommen.
# en: ff70380444
step-black-market-success = Erfolg: Platz { $seat } nimmt { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    } zufällig.{ $gone ->
        [true] { " " }Der Schwarzmarkt ist leer und verschwindet.
       *[false] {""}
    }
# en: fa5d77e564
step-leaves-black-market = Platz { $seat } lässt Schwarzmarkt { $market }, wie er ist.
# en: 9f6c019789
step-declares-win = Platz { $seat } zeigt die Schatzkammer ({ $cards }) und erklärt { $win }: Das Spiel endet sofort.
