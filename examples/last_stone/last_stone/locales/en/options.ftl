# Last Stone: the restart form's choices (tutor.start.choices_in).

option-players = players
