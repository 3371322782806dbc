# Dragon's Money Laundering: the restart form's choices (tutor.start.choices_in): each field's
# label (option-<field>) and each choice's (option-<field>-<value>).

option-players = players
option-players-3 = 3 players
option-players-4 = 4 players
option-mode = mode
option-mode-full = full game
option-mode-quickstart = Market Mayhem
