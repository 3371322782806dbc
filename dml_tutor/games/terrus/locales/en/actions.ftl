# Terrus (end of the game): the decision buttons' words (display/panel.py's label and group); the
# move's typed form stays the option's text. The English is the source; docs/translating.md says
# how to translate it.

action-effect = { $name }: an effect says { $outcome ->
    [win] { $name } wins (5.2f)
    [lose] { $name } loses (5.3c)
   *[draw] the game is a draw (5.4c)
}
action-priority = { $name } would receive priority; first, a ruler at 0 vitae or less loses (5.3b)
action-damage = { $source } deals damage: { $hits } (5.2a)
action-hit = { $damage } to { $name }
action-concede = { $name } concedes (5.3a)
action-dominion-vote = { $name } wins a Dominion Vote (5.2c)
action-begin-turn = { $name } begins their turn
action-loop = { $optional ->
    [yes] the game is in a loop with an optional action (5.4b)
   *[no] the game is in a loop of mandatory actions only (5.4b)
}
action-penalty = a judge gives { $name } a game loss (5.3g)
action-intentional-draw = every ruler in the game agrees to a draw (5.4e)
action-restart = an effect restarts the game: it ends with no winner (5.1)
action-ruler = ruler { $ruler }
action-group-turn = Turn
action-group-priority = Priority (5.3b)
action-group-damage = Damage (5.2a)
action-group-vote = Dominion Vote (5.2c)
action-group-effects = Effects (5.2f, 5.3c, 5.3f, 5.4c)
action-group-concede = Concede (5.3a)
action-group-loops = Loops (5.4b)
action-group-tournament = Tournament (5.3g, 5.4e)
action-group-restart = Restart (5.1)
