# MERC (end of game): the practice questions' own words (practice.py): the map as a question
# describes it, what it asks when the Tactics run out, and each answer's count of sector value.
# The English is the source; docs/translating.md says how to translate it. Sector names are the
# position's own.

# One sector on the map: its value and each side's units.
ask-sector = { $sector } worth { $value } (Dictator { $dictator }, Rebels { $rebels })
ask-base-not-placed = the base is not placed
ask-base = the base is { $revealed ->
    [yes] revealed
   *[no] hidden
} in { $sector }
ask-no-dictator-card = no Dictator card in play
ask-dictator-card = the Dictator card in { $sector }, { $health } health
# { $sectors }: the sectors (ask-sector, one after another); { $base }, { $card }: the lines above.
ask-describe = Day { $day }. Units: { $sectors }. Tactics: hand { $hand }, deck { $deck }; { $base }; { $card }.
ask-tactics-out = The Dictator has no Tactics card left at the end of the Dictator's turn. Units on the map: { $sectors }. How does the game end?
# An answer: the sides' totals of sector value, and who wins by them.
ask-value-count = Rebels { $rebels } against Dictator { $dictator }: the { $winner ->
    [rebels] Rebels win
   *[dictator] Dictator wins
}

## The misreadings: each a way a player may read a rule wrong (the answer it gives is a distractor)

misreading-control-ties-to-rebels = A sector where both sides have as many units goes to the Rebels.
misreading-value-ties-to-rebels = Equal sector values are a win for the Rebels.
misreading-neutral-to-dictator = A sector with no units counts for the Dictator.
misreading-sectors-not-values = Each controlled sector counts 1, whatever its value.
