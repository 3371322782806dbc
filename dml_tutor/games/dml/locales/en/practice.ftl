# Dragon's Money Laundering: the practice questions' own words (practice.py). The English is the
# source; docs/translating.md says how to translate it.

## What a question says of the table (a "which move is legal" question's table, a "what happens
## next" question's position); card symbols ("J♥") stay as they are

ask-none = none
ask-nobody = nobody
ask-seat = seat { $seat }
# The Event and its value V, if it has one ("Marauders 5").
ask-event = { $event }{ $value ->
    [0] {""}
   *[other] { " " }{ $value }
}
# { $parts }: the lines below, one after another (ask-sentences).
ask-describe = { $parts }.
ask-sentences = { $head }. { $tail }
ask-describe-event = Event: { $event }
ask-stock = { $resource } { $cards }
ask-stocks = Stocks: { $stocks }
ask-court = seat { $seat } { $cards }
ask-courts = Courts: { $courts }
ask-black-market = { $market } ({ $count ->
    [one] { $count } card
   *[other] { $count } cards
})
ask-black-markets = Black Markets: { $markets }
ask-treasury = Seat { $seat }'s Treasury: { $cards }
ask-attempt = An attempt of seat { $seat } on { $cards } (Target Value { $target }{ $seizer ->
    [none] {""}
   *[other] , Seizer seat { $seizer }
})

## The questions of what happens next, their answers and the engine's account

ask-target-emblem = an Emblem from a Court
ask-target-stock = the { $resource } Stock
ask-bid-active = seat { $seat } (Active Player) Primary { $cards }
ask-bid-seizer = seat { $seat } (Seizer) Primary { $cards }
ask-bid-secondary = seat { $seat } Secondary { $cards }
# { $bids }: the bids above, one after another.
ask-target-value = Seat { $seat } declared { $cards } from { $target }. Event: { $event }. Seat { $seat }'s Emblems of that suit: { $emblems }. Bids so far: { $bids }. What is the Target Value now?
# { $terms }: the Target Value's terms as the engine lists them.
ask-target-value-why = the Target Value is { $total }: { $terms } (R-02).
# { $shown }: the Seize cards turned up, as the step before said them.
ask-seize = Seat { $seat } declared { $cards } ({ $resource }). Event: { $event }. The Seize cards are turned up: { $shown }. Who wins the Seize Attempt?
# { $double }: the roll's double by its name (roll-name), or none.
ask-roll = Seat { $seat } declared { $cards }.{ $seizer ->
    [none] {""}
   *[other] { " " }Seat { $seizer } won the Seize Attempt.
} The Target Value is { $target }, and seat { $seat } rolls { $a } + { $b } = { $total }{ $double ->
    [none] {""}
   *[other] { " " }({ $double })
}. What happens to the declared cards?
ask-roll-success = Success: { $cards } { $count ->
    [one] goes
   *[other] go
} into seat { $seat }'s Treasury
ask-roll-seized = Failure: the Seizer, seat { $seizer }, takes { $cards }
ask-roll-back = Failure: { $cards } { $count ->
    [one] goes back where it came from
   *[other] go back where they came from
}
ask-roll-why = { $total } against Target Value { $target }: { $success ->
    [yes] success.
   *[no] failure.
}
ask-scores = End Stage: seat { $seat }'s Merchant King desires { $resource }. Treasury: { $treasury }. Court: { $court }. How many Victory Points does seat { $seat } score?
# { $lines }: the score, stack by stack, as the End Stage says it.
ask-scores-why = { $lines } (Dragon Eggs { $each } each).

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
