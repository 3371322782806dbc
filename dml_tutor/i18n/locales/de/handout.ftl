# Die eigenen Wörter eines Handouts auf Deutsch (dml_tutor/handout.py, templates/picture/tutor.html.j2).
# Jede Meldung trägt über sich den Hash des englischen Textes, den sie übersetzt.

## The picture's frame

# en: c384e728af
handout-region = { $title }: der Tutor, wie das Notebook ihn hinterließ
# en: 0eea529226
handout-game-line =
    { $mode } · { $players ->
        [one] { $players } Person
       *[other] { $players } Personen
    } · Startwert { $seed }
# en: e197f11552
handout-static = Ein Bild des Tutors, wie das Notebook ihn hinterließ: Seine Schaltflächen (Schritt, Abzweigen und die anderen) brauchen ein laufendes Notebook, darum fehlen sie hier.
# en: 01f5ee31e0
handout-crumbs = Wo wir in den Regeln sind
# en: 98f57de08b
handout-step = Schritt
# en: cac3c3f758
handout-dice = Würfel { $a } + { $b } = { $total }
# en: 37c697e1b9
handout-rulebook = (Regelbuch: { $section })
# en: a2d2b98203
handout-rulings = Auslegungen
# en: 5d0b40eced
handout-decision = Entscheidung von Platz { $seat }
# en: ebcd2e571f
handout-chosen = Gewählt:
# en: 8f73719192
handout-chosen-mark = ← gewählt
# en: e234c0b165
handout-more = … und { $count } weitere
# en: 31c78ca0d9
handout-table = Der Tisch

## Cards and piles

# en: 16c6db601c
handout-hidden = verdeckt
# en: 21a380fd66
handout-cards-hidden =
    { $count ->
        [one] { $count } Karte, verdeckt
       *[other] { $count } Karten, verdeckt
    }
# en: 1caf6c08a4
handout-empty = leer
# en: c91cea6ae6
handout-nothing = nichts
# en: cd20e5660b
handout-none = keine
# en: 68a0d27c7d
handout-none-yet = noch keines
# en: b0fadd9eb7
handout-no-emblems = keine Embleme
# en: 198930e0af
handout-event-value = Wert { $value }
# en: 58af2443f9
handout-event-market = Markt: { $effect }.
# en: d679549fd8
handout-event-players = Spielende: { $effect }.
# en: 8733044b94
handout-bought-with = gekauft mit { $resource }
# en: 14869a6d64
handout-black-market =
    #{ $id }: { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
# en: 849ba2ac75
handout-top = oben
# en: 31ce708b13
handout-attempt = Erwerbsversuch
# en: 6366fd953e
handout-declared = Platz { $seat } hat { $target } angesagt:
# en: 0d8f587475
handout-chance = Erfolgschance { $percent }
# en: c804c719bc
handout-bids = Gebote:
# en: 1f04b9a0ee
handout-stack = Der Stapel (unten zuerst)
# en: 4358ed5242
handout-by-seat = von Platz { $seat }

## The seats

# en: 2c9b499eeb
handout-seat = Platz { $seat }
# en: d5d8a14a44
handout-badges = Abzeichen
# en: 4aad27e7d6
handout-treasury = Schatzkammer
# en: e7b0fd7306
handout-deciding = entscheidet
# en: 0639f5563a
handout-face-down = verdeckt
# en: 9d71db2597
handout-not-dealt = noch nicht ausgeteilt
# en: f318d56470
handout-points =
    { $total ->
        [one] { $total } Punkt
       *[other] { $total } Punkte
    }

## The diagrams and the log

# en: 99009ca62c
handout-where = Wo wir im Regelbuch sind
# en: 6950ac4e67
handout-wheel-heading = das Rad des Profits
# en: bea0883885
handout-wheel = Das Rad des Profits
# en: cd7e7f3173
handout-seq-alt = Der Baum der Sequenzen des Regelbuchs; wir sind bei { $path }
# en: 8b92ea44f1
handout-path-then = , dann
# en: 59c673dd6f
handout-alt-more = ; und { $count } weitere
# en: cd71ba06df
handout-alt-to = zu
# en: 2fed280f8f
handout-log = Protokoll
# en: 553824a41d
handout-log-step = Schritt
# en: dd9f4662dd
handout-log-round = Runde
# en: fba4751d78
handout-log-seat = Platz
# en: 8872a1149c
handout-log-what = Was geschah
# en: 36fe68ed9c
handout-log-seat-n = Platz { $seat }

## A widget with no picture

# en: 2d2c8d1792
handout-closed-widget = (ein Widget, das vor dem Ende des Notebooks geschlossen wurde)
# en: b5d94523ef
handout-no-picture = { $widget }: kein statisches Bild ({ $error })
