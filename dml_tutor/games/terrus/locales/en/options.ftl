# Terrus: the restart form's choices (tutor.start.choices_in): each field's label
# (option-<field>) and each choice's (option-<field>-<value>).

option-mutual-lethal = Mutual lethal damage (P-09)
option-mutual-lethal-draw = a draw (5.3d, then 5.4a)
option-mutual-lethal-source-wins = the source wins (strict timing)
