# The words of the generic panel (dml_tutor/tutor/panel.py), which a pack without a panel of its
# own gets, and which every pack's panel may use.

panel-players = { $players ->
    [one] { $players } player
   *[other] { $players } players
}
panel-players-seed = { $players ->
    [one] { $players } player
   *[other] { $players } players
} · seed { $seed }
panel-nobody-wins = Nobody wins.
panel-wins = { $count ->
    [one] { $winners } wins.
   *[other] { $winners } win.
}
panel-seat = seat { $seat }
# The log filter's words: what Round 0 is called, and the word for a round ("Round 3").
panel-round-zero = Setup
panel-round = Round
# Names as one list: every one but the last (joined by commas), and the last.
panel-list = { $rest } and { $last }

## The nesting diagram (dml_tutor/view/diagrams.py); a pack names its sequences as seq-<name>

diagram-interrupts = Interrupts (may start anywhere)
diagram-interrupts-edge = interrupts
