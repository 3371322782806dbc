# MERC: its sequences' names in the nesting diagram (view.diagrams.sequence_dot),
# each seq-<the name as the code gives it>.

seq-after-combat-check = After-Combat Check
seq-combat = Combat
seq-condition-1-tactics-exhausted = Condition 1: Tactics Exhausted
seq-condition-2-base-captured = Condition 2: Base Captured
seq-condition-3-dictator-killed = Condition 3: Dictator Killed
seq-day = Day
seq-dictator-s-turn = Dictator's Turn
seq-end-of-the-dictator-s-turn = End of the Dictator's Turn
seq-end-of-turn-draw = End-of-Turn Draw
seq-game = Game
seq-game-end-check = Game-End Check
seq-play-tactic = Play Tactic
seq-rebels-turn = Rebels' Turn
seq-reveal-base = Reveal Base
seq-victory-by-sector-value = Victory by Sector Value
