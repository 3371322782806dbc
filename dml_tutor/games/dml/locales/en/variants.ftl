# Dragon's Money Laundering: our words for each reading of a rule variant (variants.py), which
# the lab's comparison report shows: reading-<option>-on (the option true) and -off.

reading-powers-from-court-on = A Character in the Court may still trigger its Ultimate Power, as one in the Treasury may.
reading-powers-from-court-off = Ultimate Powers come from the Treasury only; a Character played as an Emblem stays one.
reading-cap-after-bids-on = The Target Value must be 12 or less after the Active Player's Declaration bids.
reading-cap-after-bids-off = The declared cards alone (with Market Effects and Static Bonuses) must come to 12 or less, before any bid.
reading-bidding-needs-seizer-on = Without a Seizer there is no Bidding Phase: the Active Player bids only at the Declaration.
reading-bidding-needs-seizer-off = Without a Seizer the Active Player still has Bid Actions (Primary cards only) until passing.
reading-clubs-vantage-bonus-on = Each Club Emblem also lowers by 1 the Target Value of every attempt its owner makes on a Stock or an Emblem, whatever the suit (never a Black Market).
reading-clubs-vantage-bonus-off = Club Emblems have no Vantage Bonus, only their Static Bonus.
reading-effects-by-treasury-size-on = An Event's Player Effect hits the players whose Treasury holds at least V cards.
reading-effects-by-treasury-size-off = An Event's Player Effect hits every player, whatever the Treasury holds.
reading-instant-wins-at-once-on = A Monopoly or Father of Dragons may be declared the moment the Treasury holds it, cutting through whatever is pending.
reading-instant-wins-at-once-off = Instant wins are offered only at the end of a Turn, after everything pending has resolved.
reading-black-market-may-leave-on = After a successful Black Market attempt the Active Player decides: take the card at random (one more per Hearts Emblem) or leave the Black Market as it is.
reading-black-market-may-leave-off = A won Black Market card is always taken, with no decision (the reading before P-07 was amended).
