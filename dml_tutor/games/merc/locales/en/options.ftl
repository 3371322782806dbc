# MERC: the restart form's choices (tutor.start.choices_in): each field's label
# (option-<field>) and each choice's (option-<field>-<value>).

option-rules = Rules
option-rules-printed = printed rules
option-rules-implementation-notes = Implementation Notes code
option-dictator-card = Dictator card
option-dictator-card-in-base-sector = card counts in the base sector (P-08)
option-dictator-card-anywhere = card counts anywhere
