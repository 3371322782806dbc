# Dragon's Money Laundering: the practice questions' own words (practice.py). The English is the
# source; docs/translating.md says how to translate it.

## The misreadings: each a way a player may read a rule wrong (the answer it gives is a distractor)

misreading-marauders-ignored = Marauders is read as changing nothing in the Marketplace.
misreading-marauders-every-card = Marauders is read as adding 2 to every declared card, whatever its Face Value.
misreading-tax-relief-ignored = Tax Relief is read as changing nothing in the Marketplace.
misreading-tax-relief-every-card = Tax Relief is read as taking 2 from every declared card, whatever its Face Value.
misreading-static-bonus-ignored = The Static Bonus of your own Emblems is left out.
misreading-static-bonus-raises = The Static Bonus is read as raising the Target Value.
misreading-emblem-face-value = An Emblem taken from a Court is read as worth its Face Value, not 10.
misreading-primary-bids-raise = The Active Player's Primary bids are read as raising the Target Value.
misreading-seizer-bids-lower = The Seizer's Primary bids are read as lowering the Target Value.
misreading-secondary-below-zero = Secondary bids are read as lowering the Target Value below the Seizer's bids (no floor at 0).
misreading-secondary-ignored = The Active Player's Secondary bids are left out.
misreading-seize-any-type = The highest Seize card wins, whatever its Resource Type.
misreading-seize-target-type = The Seize card must be of the target's own type, not its Primary Buying Resource.
misreading-seize-event-ignored = The Event's limits on bids are read as not applying to Seize cards.
misreading-roll-under = The roll must be at or below the Target Value, not at or above it.
misreading-tie-fails = The roll must beat the Target Value: a roll equal to it fails.
misreading-wyvern-counts = Wyvern Eyes is read as a roll of 2 like any other, not a failure whatever.
misreading-failure-returns = A failed attempt's cards go back where they came from, even with a Seizer.
misreading-desired-not-doubled = The Secret Desired Resource's stack is not doubled.
misreading-court-not-counted = Only the Treasury counts; Resources in the Court are left out.
misreading-guild-bonus-doubled = The Guild bonus is doubled with the Secret Desired Resource's stack.
misreading-guild-counts-itself = The Guild House's bonus counts the Guild House itself too.
