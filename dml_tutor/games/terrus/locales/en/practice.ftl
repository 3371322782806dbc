# Terrus (end of game): the practice questions' own words (practice.py): the rulers as a question
# describes them, what it asks, each answer's outcome and the engine's account of it. The English
# is the source; docs/translating.md says how to translate it. Rulers' and teams' names are the
# position's own.

# One ruler's state; { $team }: ask-team or nothing.
ask-ruler = { $name } { $vitae } vitae, { $structures } structures, { $relics } Relics{ $team }{ $cannot_win ->
    [yes] , cannot win
   *[no] {""}
}
ask-team = , team { $team }
ask-ruler-left = { $name } has left the game
# { $rulers }: the rulers (ask-ruler or ask-ruler-left, one after another).
ask-describe = Rulers: { $rulers }. Active: { $active }.
ask-what-happens = Rulers: { $rulers }. Active: { $active }. Now { $what }. What happens?
ask-begins-turn = { $name } begins their turn
# { $hits }: the damage dealt, ask-hit one after another ("3 to Bo, 2 to Cyd").
ask-resolution = { $name }'s resolution deals { $hits }
ask-hit = { $amount } to { $name }

## An answer: how the game goes on or ends

ask-goes-on = the game goes on
ask-draw = the game is a draw
ask-no-winner = the game ends with no winner
# { $names }: the winners, as one list.
ask-win = { $names } { $count ->
    [one] wins
   *[other] win
} the game

## The engine's account: who won and lost, by which rule (5.2b) and why

ask-engine-goes-on = the engine: nobody wins or loses yet.
ask-nobody = nobody
ask-engine = the engine: { $draw ->
    [yes] draw ({ $rule }, { $reason ->
        [loop] loop
        [effect_draw] effect_draw
        [intentional_draw] intentional_draw
        [mutual_lethal] mutual_lethal
       *[all_lost] all_lost
    }); lost earlier: { $losers }
   *[no] won by { $winners } ({ $rule }, { $reason ->
        [metropolis] metropolis
        [relics] relics
        [political] political
        [effect] effect
        [lethal_damage] lethal_damage
        [last_team] last_team
        [last_ruler] last_ruler
        [mutual_lethal] mutual_lethal
        [restart] restart
       *[all_lost] all_lost
    }); lost: { $losers }
}.

## The misreadings: each a way a player may read a rule wrong (the answer it gives is a distractor)

misreading-lose-at-once = A ruler at 0 vitae or less is read as losing at once, not when a player next receives priority.
misreading-source-wins = Mutual lethal damage is read as a win for the source (strict timing).
misreading-priority-before-turn = Beginning a turn is read as a player receiving priority, so 5.3b comes first.
misreading-relics-more-than-4 = The Relic victory is read as needing more than 4 Relics.
misreading-win-alone = A ruler's win is read as theirs alone, not shared with their team.
misreading-already-at-zero = An opponent already at 0 vitae or less is read as not reduced to 0 by a further hit.
