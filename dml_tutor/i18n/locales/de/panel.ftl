# Die Wörter der allgemeinen Tafel (dml_tutor/tutor/panel.py): die ein Spiel ohne eigene Tafel
# bekommt und die jede Tafel eines Spiels benutzen darf.

# en: 3db1abee69
panel-players = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
}

# en: 7ce2020f0e
panel-players-seed = { $players ->
    [one] { $players } Spieler
   *[other] { $players } Spieler
} · Seed { $seed }

# en: fabcac0d30
panel-nobody-wins = Niemand gewinnt.

# en: 62296ccd3a
panel-wins = { $count ->
    [one] { $winners } gewinnt.
   *[other] { $winners } gewinnen.
}

# en: 5cf9dd3f64
panel-seat = Platz { $seat }

# en: b19233aa4c
panel-list = { $rest } und { $last }

## Das Verschachtelungsdiagramm (dml_tutor/view/diagrams.py)

# en: 51828ffcac
diagram-interrupts = Unterbrechungen (können überall beginnen)

# en: 71acbf37fe
diagram-interrupts-edge = unterbricht

## Die Wörter des Protokollfilters

# en: 196716a4d0
panel-round-zero = Aufbau

# en: 86822f8abf
panel-round = Runde
