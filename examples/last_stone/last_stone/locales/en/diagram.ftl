# Last Stone: its sequences' names in the nesting diagram (view.diagrams.sequence_dot),
# each seq-<the name as the code gives it>.

seq-game = Game
seq-turn = Turn
