# Terrus (end of the game): what the engine says, step by step (sequences/), what it asks, why it
# refuses a move and what would make it legal (legality.py), and what the record says happened.
# The English is the source; docs/translating.md says how to translate it. Rulers' and teams'
# names are the position's own; a ruler is also its index.

## What happens next (sequences/__init__.py, sequences/events.py)

step-game-runs = The game runs until a ruler wins, the game is a draw, or it is restarted.
prompt-event = What happens next? ({ $name } is active)

frame-turn = Turn of { $name }
frame-resolution = Resolution by { $name }
frame-priority = Priority to { $name }
frame-vote = Dominion Vote won by { $name }
frame-concedes = { $name } concedes
frame-effect = Effect: { $name } { $outcome ->
    [win] wins
    [lose] loses
   *[draw] draws
}
frame-penalty = Penalty to { $name }

step-begins-turn = { $name } begins their turn with { $structures } structures and { $relics } Relics in their city (10 structures or more win, P-14; 4 Relics or more win).
step-begins-turn-low = { $name } is at { $vitae } vitae but has not lost yet: beginning a turn is not a player receiving priority (P-16), so their victories at the start of the turn are checked first.
step-turn-passes = The turn passes: { $name } is the next ruler to begin a turn.
step-resolution = { $source }'s resolution deals { $hits }.
step-hit = { $damage } to { $name } (now { $vitae })
step-lethal-not-alone = { $low ->
    [yes] { $source } has { $opponents } opponents still in the game, so 5.2a does not apply. Rulers at 0 vitae or less lose the next time a player would receive priority.
   *[no] { $source } has { $opponents } opponents still in the game, so 5.2a does not apply.
}
step-lethal-not-hit = { $low ->
    [yes] { $source }'s only remaining opponent, { $opponent }, was not hit: no win. Rulers at 0 vitae or less lose the next time a player would receive priority.
   *[no] { $source }'s only remaining opponent, { $opponent }, was not hit: no win.
}
step-lethal-not-low = { $low ->
    [yes] { $source }'s only remaining opponent, { $opponent }, is still at { $vitae } vitae: no win. Rulers at 0 vitae or less lose the next time a player would receive priority.
   *[no] { $source }'s only remaining opponent, { $opponent }, is still at { $vitae } vitae: no win.
}
step-lethal-cannot-win = { $low ->
    [yes] { $source } brought { $opponent }, their only remaining opponent, to { $vitae }, but an effect says { $source } cannot win: the game goes on. Rulers at 0 vitae or less lose the next time a player would receive priority.
   *[no] { $source } brought { $opponent }, their only remaining opponent, to { $vitae }, but an effect says { $source } cannot win: the game goes on.
}
step-lethal-again = { $opponent } was already at { $before } vitae before this resolution; the hit reduces their total again, to { $vitae }, which is 0 or less (P-21).
step-lethal = { $source } brought { $opponent }, their only remaining opponent, to { $vitae } vitae.
step-lethal-strict = { $source } brought { $opponent }, their only remaining opponent, to { $vitae }. { $source } has been at { $before } vitae since an earlier moment and would lose only the next time a player would receive priority (5.3b); 5.2a ends the game now (5.1), before that can happen: no win and loss at once.
step-lethal-source-wins = { $source } brought { $opponent } to { $vitae } and is at { $source_vitae } too. Variant source_wins (strict timing): 5.2a ends the game before 5.3b could apply.
step-lethal-mutual = { $source } brought { $opponent }, their only remaining opponent, to { $vitae }, but is at { $source_vitae } too: they would win and lose at once, and both lose together.
step-priority = { $name } would receive priority: first, 0 vitae or less loses.
step-priority-left = { $name } has left the game and receives nothing.
step-priority-receives = { $name } receives priority.
step-nobody-low = Nobody still in the game is at 0 vitae or less.
step-low-lose = At 0 vitae or less, so they lose now: { $rulers }.
step-ruler-vitae = { $name } ({ $vitae })
step-vote-wins = { $name } wins the Dominion Vote with { $int } INT in their city: Political victory.
step-vote-short = { $name } wins the Dominion Vote with only { $int } INT (15 needed): the game goes on.
step-concedes = { $name } concedes: their pieces leave play.
step-effect-win-instead = An effect says { $name } wins, in a game begun by { $rulers } rulers (P-20): instead, { $name }'s opponents lose ({ $opponents }).
step-effect-win = An effect says { $name } wins the game.
step-effect-lose = An effect says { $name } loses the game.
step-effect-draw = An effect of { $name }'s says the game is a draw.
step-draw-now = The game is a draw; it ends now.
step-loop-optional = The loop holds an optional action, so someone can stop it: no draw, the game goes on.
step-loop-mandatory = The game repeats a loop of mandatory actions that nobody can stop.
step-penalty = A judge gives { $name } a game-loss penalty.
step-intentional-draw = In this tournament game, all rulers still in it agree to a draw: { $names }.
step-restart = The game is restarted: this game ends now, with no winner and no draw.

## The game end check, leaving the game, who is left (sequences/end.py)

step-win-barred = { $name } would win ({ $rule }), but an effect says they cannot win: no win.
step-win-and-lose = { $name } would win ({ $rule }) and lose at the same moment: { $name } loses.
step-team-shares = Team { $team } shares the win: { $names }.
step-wins = { $name } wins the game; it ends now.
step-wins-strict = { $name } wins the game (at { $vitae } vitae: strict timing, P-09); it ends now.
step-leaves = { $name } loses and leaves the game.
step-team-lost = Every player of team { $team } has lost: team { $team } has lost.
step-next-ruler = { $name } is now the next ruler to begin a turn.
step-all-lost = { $teams ->
    [yes] Every team still in the game lost at the same moment: the game is a draw.
   *[no] Every ruler still in the game lost at the same moment: the game is a draw.
}
step-game-goes-on = Still in the game: { $names }. The game goes on.
step-team-win-and-lose = { $names } lost at this same moment: winning and losing at once, they lose.
step-team-barred = An effect said { $names } cannot win, but each player of the last team wins, as the last ruler does under 5.2e (P-22).
step-team-wins = Every other team has left the game: team { $team } wins ({ $winners }).
step-team-wins-back = Every other team has left the game: team { $team } wins ({ $winners }); { $back } had lost earlier and { $count ->
    [one] wins
   *[other] win
} too.
step-last-ruler = All of { $name }'s opponents have left: { $name } wins.
step-last-ruler-barred = All of { $name }'s opponents have left: { $name } wins (an effect said they could not win, but this overrides it).

## Why the table refuses a move, and what would make it legal (legality.py)

why-not-active = { $move } is the active ruler's to report: ruler { $active } is active, not { $seat }
why-tournament-only = { $penalty ->
    [yes] a judge's penalty
   *[no] an intentional draw
} exists only in a tournament, and this game is not one
why-damage-amount = damage to ruler { $ruler } must be 1 or more, got { $damage }
why-effect-outcome = an effect says win, lose or draw, not { $outcome }
why-no-ruler = there is no ruler { $ruler } ({ $role }): the rulers are 0..{ $last }
why-ruler-left = { $name } (ruler { $ruler }, { $role }) has left the game
why-ruler-left-lost = { $name } (ruler { $ruler }, { $role }) has left the game (lost by { $rule })
why-role-source = the source
why-role-hit = hit
why-role-priority = to receive priority
why-role-vote = the vote's winner
why-role-named = named

remedy-wait-active = wait until you are the active ruler (ruler { $active } is now), or let ruler { $active } report it
remedy-name-ruler = name a ruler still in the game as { $role }: { $rulers }
remedy-role-source = the source
remedy-role-hit = the one hit
remedy-role-priority = the one to receive priority
remedy-role-vote = the vote's winner
remedy-role-concedes = the one who concedes
remedy-role-named = the ruler named

## What happened (the record), and the decision buttons (display/panel.py's label and group)

move-begin-turn = begin turn
move-damage = damage { $source } -> { $hits }
move-priority = priority { $ruler }
move-dominion-vote = dominion vote { $ruler }
move-concede = concede { $ruler }
move-effect = effect { $ruler } { $outcome ->
    [win] win
    [lose] lose
    [draw] draw
   *[other] { $outcome }
}
move-loop = loop { $optional ->
    [yes] optional
   *[no] mandatory
}
move-penalty = penalty { $ruler }
move-intentional-draw = intentional draw
move-restart = restart
