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

## Die Wörter der Hülle in jeder Tafel: die Platzkarte, ihr Menü, wer entscheidet, und die Ansage
## jedes neuen Schritts für einen Bildschirmleser

# en: 072c1da981
tutor-seat-mode-title = Wer für { $who } entscheidet

# en: 9e01a51ae9
tutor-seat-mode-person = Person

# en: 11e8837b63
tutor-seat-mode-agent = Bot: { $agent }

# en: 7a461ae24a
tutor-seat-deciding = entscheidet

# en: f7dafc2c84
tutor-announce-step = Schritt { $step } von { $length }: { $text }

# en: 71a115e317
tutor-announce-rules = Regel: { $rules }.

# en: 8a5f57dc22
tutor-announce-predict = Erst vorhersagen: { $prompt }
# en: fcdf8383d5
panel-choices = Auswahl
