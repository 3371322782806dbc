# MERC (end of game): the words of the tutor's panel (display/panel.py, panel.js). The English
# is the source; docs/translating.md says how to translate it.

panel-side-dictator = Dictator
panel-side-rebels = Rebels
panel-subtitle = Dictator versus Rebels · { $rules }
panel-subtitle-anywhere = Dictator versus Rebels · { $rules }, the Dictator card counting anywhere
panel-result = { $winner ->
    [dictator] The Dictator wins
   *[rebels] The Rebels win
}: { $reason ->
    [base_captured] base captured
    [dictator_killed] dictator killed
   *[tactics_exhausted] tactics exhausted
}.
panel-result-values = { $winner ->
    [dictator] The Dictator wins
   *[rebels] The Rebels win
}: { $reason ->
    [base_captured] base captured
    [dictator_killed] dictator killed
   *[tactics_exhausted] tactics exhausted
} (sector value: Rebels { $rebels }, Dictator { $dictator }).
panel-control-neutral = neutral
panel-base-revealed = { $sector } (revealed)
panel-base-placed = { $sector } (placed, not revealed)
panel-base-hidden = placed, hidden from the Rebels
panel-base-not-placed = not placed
panel-card-not-in-play = not in play
panel-card-not-in-play-yet = not in play (it comes with the revealed base)
panel-card-killed = killed in { $sector } (health 0)
panel-card-protected = in { $sector }, health { $health }; protected by { $units ->
    [one] { $units } Dictator unit
   *[other] { $units } Dictator units
}
panel-card-exposed = in { $sector }, health { $health }; exposed: it can be hit
panel-turn-dictator = the Dictator's turn
panel-turn-rebels = the Rebels' turn
panel-value-rebels-lead = Rebels { $rebels } against Dictator { $dictator }: the Rebels lead
panel-value-dictator-leads = Rebels { $rebels } against Dictator { $dictator }: the Dictator leads (ties go to the Dictator)
panel-day = Day { $day } · { $turn }
panel-units = { $count ->
    [one] { $count } unit
   *[other] { $count } units
}
panel-tactics = hand { $hand } · deck { $deck }
panel-tactics-played = hand { $hand } · deck { $deck } · played this turn
panel-tactics-exhausted = hand { $hand } · deck { $deck } · exhausted
panel-seat-value = controls sector value { $value }
panel-base-badge = base
panel-base-badge-tip = the Dictator's base
panel-card-badge = Dictator card
panel-card-badge-killed = killed
panel-card-badge-protected = protected: other Dictator units stand here
panel-card-badge-exposed = exposed: no other Dictator unit here
panel-head-sector = sector
panel-head-value = value
panel-head-control = control
panel-label-base = Base
panel-label-card = Dictator card
panel-label-tactics = Tactics
panel-round-zero = Start
panel-round = Day
