# MERC's title, and its scenarios' words (scenarios.py): their titles, the value the table
# tracks, and the sides as an outcome names them.

pack-title = MERC: Dictator versus Rebels (end of game)

scene-merc-title = MERC: a table and some moves
scene-merc-tactics-exhausted = MERC condition 1: the Tactics run out, sector value decides
scene-merc-base-captured = MERC condition 2: the base is captured (P-08)
scene-merc-dictator-killed = MERC condition 3: the Dictator card is defeated
scene-merc-value = Sector value / outcome
# the sector value each side controls, and the Dictator's Tactics cards left
scene-merc-table = Dictator { $dictator }, Rebels { $rebels } (Tactics: { $hand } in hand, { $deck } in the deck)
# a side, as the outcome names it ("won by rebels")
scene-merc-side = { $side ->
    [dictator] dictator
   *[rebels] rebels
}

## A scenario form's fields (their labels)

scene-field-sectors-name-value-dictator-units-rebel = Sectors: name value Dictator-units Rebel-units; ...
scene-field-whose-turn = Whose turn
scene-field-day = Day
scene-field-base-sector-empty-not-placed = Base sector (empty: not placed)
scene-field-base-revealed = Base revealed
scene-field-tactics-in-hand = Tactics in hand
scene-field-tactics-in-the-deck = Tactics in the deck
scene-field-dictator-card-sector-health-empty-not = Dictator card: sector health (empty: not in play)
scene-field-the-dictator-card-saves-the-base = The Dictator card saves the base (P-08)
scene-field-rule-set = Rule set

## A scenario form's choices (the English is the choice the field reads)

scene-choice-dictator = dictator
scene-choice-rebels = rebels
scene-choice-printed = printed
scene-choice-implementation-notes = implementation_notes
scene-choice-in-base-sector = in_base_sector
scene-choice-anywhere = anywhere
