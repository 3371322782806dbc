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

## The shell's words inside every panel (tutor/static/tutor/shell.js): the seat card and its
## menu of who decides, and the live region that says each new step to a screen reader

tutor-seat-mode-title = Who decides for { $who }
tutor-seat-mode-person = person
tutor-seat-mode-agent = { $agent }
tutor-seat-deciding = deciding
tutor-announce-step = Step { $step } of { $length }: { $text }
tutor-announce-rules = Rule: { $rules }.
tutor-announce-predict = Predict first: { $prompt }
panel-choices = Choices
