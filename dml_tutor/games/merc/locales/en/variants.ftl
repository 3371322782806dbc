# MERC: our words for each reading of a rule variant (variants.py), which the lab's comparison
# report shows: reading-<option>-<value>.

reading-rules-printed = The printed rules: the base falls to the Rebels only when they control its revealed sector with every Dictator unit and the Dictator card defeated; Tactics end the game at the end of the Dictator's turn.
reading-rules-implementation-notes = The page's Implementation Notes code: the base falls once its revealed sector is not held by the Dictator (an empty sector too), and the end check, exhausted Tactics included, also runs after each combat.
reading-dictator-card-in-base-sector = The Dictator card stops a capture only while it is in the base sector.
reading-dictator-card-anywhere = The Dictator card stops a capture wherever it is on the board.
