# Terrus: its sequences' names in the nesting diagram (view.diagrams.sequence_dot),
# each seq-<the name as the code gives it>.

seq-beginning-of-turn = Beginning of turn
seq-concession = Concession
seq-dominion-vote = Dominion Vote
seq-effect = Effect
seq-game = Game
seq-game-end-check = Game end check
seq-intentional-draw = Intentional draw
seq-judge-s-penalty = Judge's penalty
seq-leaving-the-game = Leaving the game
seq-lethal-damage-check = Lethal damage check
seq-loop = Loop
seq-priority = Priority
seq-resolution = Resolution
seq-restart = Restart
seq-state-based-check = State-based check
seq-who-is-left = Who is left
