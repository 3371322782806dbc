# Terrus: our words for each reading of a rule variant (variants.py), which the lab's comparison
# report shows: reading-<option>-<value>.

reading-mutual-lethal-draw = A resolution that brings its source and the source's only remaining opponent to 0 vitae or less is a draw: the source would win and lose at once (5.3d), and everyone left loses together (5.4a).
reading-mutual-lethal-source-wins = Strict timing: 5.2a ends the game before 5.3b could apply, so the source of that resolution wins.
