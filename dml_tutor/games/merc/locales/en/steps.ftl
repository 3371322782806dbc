# MERC (end of game): what the engine says, step by step (sequences/), what it asks (prompts),
# why it refuses a move and what would make it legal (legality.py), and what the record says a
# side did. The English is the source; docs/translating.md says how to translate it. A side is
# "dictator" or "rebels"; sector names are the position's own.

## The game and its Days (sequences/__init__.py, sequences/turns.py)

step-start = MERC from Day { $day }, { $turn ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
} turn, under { $reading ->
    [notes] the Implementation Notes' code
    [anywhere] the printed rules, the Dictator card counting anywhere (P-08 variant)
   *[printed] the printed rules
}.
step-side-decides = { $side ->
    [dictator] The Dictator decides
   *[rebels] The Rebels decide
}: { $prompt }.
step-day-begins = Day { $day } begins with { $turn ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
} turn.
step-day-over = The Rebels' turn is over: Day { $day } comes.
step-rebels-without-units = The Rebels have no units on the map; they still take their turn (they may hire MERCs again).
step-combat = { $sector }: the Dictator loses { $dictator_losses } (now { $dictator }), the Rebels lose { $rebel_losses } (now { $rebels }).
step-card-hit = { $last ->
    [yes] No other Dictator unit stands in { $sector } (this combat defeated the last of them, P-17), so the Dictator card can be hit: { $damage } damage, health { $before } -> { $health }.
   *[no] No other Dictator unit stands in { $sector }, so the Dictator card can be hit: { $damage } damage, health { $before } -> { $health }.
}
step-rebels-gone = Every Rebel unit is gone; that alone does not end the game (the Rebels may hire again next turn).
step-after-combat-notes = The Implementation Notes run the whole game-end check after a combat.
step-after-combat = Base captured and Dictator killed are immediate: the check runs after the combat.
step-tactic-played = The Dictator plays a Tactics card: { $hand } left in hand, { $deck } in the deck; no other this turn (P-15).
step-base-revealed = The Dictator's base is { $placed ->
    [yes] placed and revealed
   *[no] revealed
} in { $sector }.
step-base-revealed-without-card = The Dictator's base is { $placed ->
    [yes] placed and revealed
   *[no] revealed
} in { $sector }; no Dictator card comes into play with it (P-18).
step-draw = Day { $day }: the Dictator draws { $drawn } of { $wanted } (deck { $deck }, hand { $hand }), at the end of the Dictator's turn (P-19).

prompt-dictator-turn = Day { $day }, the Dictator's turn: fight, play a Tactics card, reveal the base, or end the turn
prompt-rebels-turn = Day { $day }, the Rebels' turn: fight, or end the turn

frame-day = Day { $day }
frame-dictator-turn = Dictator's turn (Day { $day })
frame-rebels-turn = Rebels' turn (Day { $day })
frame-combat = Combat in { $sector }

## The game-end check and its conditions (sequences/end.py)

step-check-start = The position is checked for an end already reached (base captured, Dictator killed).
step-check-after-combat = Game-end check after the combat.
step-check-after-reveal = Game-end check: the base is now revealed.
step-check-end-of-turn = Game-end check at the end of the Dictator's turn.
step-tactics-out-not-yet = The Dictator has no Tactics left, but that ends the game only at the end of the Dictator's turn.
step-base-units = { $base } (Dictator { $dictator }, Rebels { $rebels })
step-base-not-revealed = The base is not revealed: it cannot be captured.
step-base-held-notes = The Dictator controls the base, { $units }.
step-base-captured-notes = The base { $control ->
    [none] is empty, so not Dictator-controlled
   *[rebels] is Rebel-controlled
}, { $units }: the Rebels win together (base captured).
step-base-guarded = Dictator units still stand at the base, { $units }: not captured.
step-base-empty = The base sector is empty, { $units }: nobody controls it.
step-base-card-stands = The Rebels hold { $units }, but the Dictator card still stands { $anywhere ->
    [yes] in { $sector } (read as anywhere)
   *[no] in the base sector
}: not captured.
step-base-captured = The Rebels control the revealed base, { $units }, with every Dictator unit and the card defeated: the Rebels win together (base captured).
step-card-not-in-play = The Dictator card is not in play.
step-card-lives = The Dictator card lives ({ $health } health, in { $sector }).
step-card-killed = The Dictator card's health is 0: the Rebels win together (Dictator killed).
step-tactics-left = The Dictator still has Tactics (hand { $hand }, deck { $deck }): the game goes on.
step-tactics-exhausted = The Dictator has no Tactics card in hand or deck: the game ends on value.
step-control = Control (units Dictator-Rebels, MERCs and militia alike): { $sectors }.
step-control-sector = { $sector } { $value } ({ $control ->
    [dictator] Dictator
    [rebels] Rebels
   *[neutral] neutral
} { $dictator }-{ $rebels })
step-value-rebels = Rebels { $rebels } against Dictator { $dictator }: the Rebels win together.
step-value-dictator = Rebels { $rebels } against Dictator { $dictator }: the Dictator wins.
step-value-tie = Rebels { $rebels } against Dictator { $dictator }: the Dictator wins (a tie goes to the Dictator).

## Why the rules refuse a move, and what would make it legal (legality.py)

why-game-over = the game is over: nothing more can be played
why-not-your-turn = it is { $turn ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
} turn, not { $mover ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
}
why-tactics-dictator-only = only the Dictator plays Tactics cards
why-tactic-played = the Dictator has already played a Tactics card this turn (one a turn, P-15)
why-no-tactic-in-hand = the Dictator has no Tactics card in hand
why-reveal-dictator-only = only the Dictator reveals the base
why-base-revealed = the base is already revealed, in { $base }
why-no-sector = there is no sector '{ $sector }' (the sectors: { $sectors })
why-base-elsewhere = the base was placed in another sector; it is revealed where it is
why-no-combat = no combat in { $sector }: it needs Rebel units and a Dictator unit or the Dictator card there (Dictator { $dictator }, Rebels { $rebels })
why-dictator-losses = the Dictator has only { $units } units in { $sector } to lose
why-rebel-losses = the Rebels have only { $units } units in { $sector } to lose
why-card-not-in-play = the Dictator card is not in play: it comes only with the revealed base
why-card-elsewhere = the Dictator card is not in { $sector }
why-protection = protection: { $left ->
    [one] { $left } other Dictator unit
   *[other] { $left } other Dictator units
} would still stand in { $sector } after this combat's losses; the Dictator card can only be damaged once they are all defeated (in this combat or before, P-17)

remedy-wait = wait for your turn: it is { $turn ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
} turn now
remedy-tactic-next-turn = end this turn: the next Tactics card may be played next turn (P-15)
remedy-tactic-draw = end this turn: the Dictator draws at its end (deck { $deck }) and may play a card next turn
remedy-reveal-placed = reveal the base in { $base }, where it was placed
remedy-name-sector = name one of the sectors: { $sectors }
remedy-fight-contested = fight where both sides stand: { $sectors }
remedy-dictator-losses = report at most { $units } Dictator losses in { $sector }
remedy-rebel-losses = report at most { $units } Rebel losses in { $sector }
remedy-card-not-in-play = report no damage to the Dictator card: it comes into play only when the base is revealed
remedy-card-elsewhere = report no damage to the Dictator card here: it is in { $sector }
remedy-all-defeated = report all { $units } Dictator units in { $sector } defeated in this combat (P-17), or no damage to the Dictator card

## What a side did (the record), and the decision buttons (display/panel.py's label and group)

move-combat = combat in { $sector }: Dictator loses { $dictator_losses }, Rebels lose { $rebel_losses }
move-combat-damage = combat in { $sector }: Dictator loses { $dictator_losses }, Rebels lose { $rebel_losses }, the Dictator card takes { $damage } damage
move-play-tactic = play a Tactics card
move-reveal-base = reveal the base in { $sector }
move-end-turn = end { $side ->
    [dictator] the Dictator's
   *[rebels] the Rebels'
} turn
