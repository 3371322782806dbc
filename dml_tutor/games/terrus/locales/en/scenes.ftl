# Terrus's title, and its scenarios' words (scenarios.py): their titles and what the table
# tracks (each ruler's vitae, or the clause they lost by).

pack-title = Terrus (end of the game)

scene-terrus-title = Terrus: a table and some events
scene-terrus-lethal-damage = Terrus 5.2a: lethal damage to the only remaining opponent
scene-terrus-turn-victory = Terrus 5.2b/5.2d: the victories checked as a turn begins
scene-terrus-last-standing = Terrus 5.2e: the last ruler standing, even one who cannot win
scene-terrus-everyone-loses = Terrus 5.4a: everyone left loses at once
scene-terrus-mutual-lethal = Terrus P-09: mutual lethal damage
scene-terrus-value = Vitae / outcome
# a ruler still in the game, with their vitae ("Ana 20")
scene-terrus-vitae = { $name } { $vitae }
# a ruler who lost, and the rule's clause they lost by ("Bo out (5.3b)")
scene-terrus-out = { $name } out ({ $clause })

## A scenario form's fields (their labels)

scene-field-rulers-one-a-line-name-vitae = Rulers, one a line: name vitae [structures=N relics=N int=N team=T cannot_win]
scene-field-active-ruler-index = Active ruler (index)
scene-field-tournament-a-judge-intentional-draws = Tournament (a judge; intentional draws)
scene-field-mutual-lethal-damage-p-09 = Mutual lethal damage (P-09)

## A scenario form's choices (the English is the choice the field reads)

scene-choice-draw = draw
scene-choice-source-wins = source_wins
