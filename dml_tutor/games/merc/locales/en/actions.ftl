# MERC (end of game): the decision buttons' words (display/panel.py's label and group); the
# move's typed form stays the option's text. The English is the source; docs/translating.md says
# how to translate it.

action-combat = Dictator loses { $dictator_losses }, Rebels lose { $rebel_losses }
action-combat-damage = Dictator loses { $dictator_losses }, Rebels lose { $rebel_losses }, the Dictator card takes { $damage } damage
action-group-combat = Combat in { $sector }
action-group-tactics = Tactics
action-group-reveal = Reveal the base
action-group-end-turn = End the turn
