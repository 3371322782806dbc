# DML's title, and its scenarios' words (scenarios/): their titles, the values their tables
# track, their notes and their comparisons with the rulebook's printed numbers.

pack-title = Dragon's Money Laundering

## The Acquisition Attempt (scenarios/acquisition.py)

scene-target-value = Target Value
scene-bidding-title = Bidding example: Iron 5 (rulebook, Acquisition Attempt > Declaration)
# the example with other declared cards ({ $cards }: their symbols)
scene-bidding-changed = Bidding example: { $cards } declared (the rulebook's Iron 5, changed)
scene-bidding-event = Event: { $event }.
scene-bidding-event-none = Event: { $event } (no Market Effect).
# { $values }: the Target Values one after another ("5 → 3 → 8")
scene-bidding-values = Target Values: { $values } (engine, ruling R-02).
scene-bidding-prints = Rulebook prints: { $values }.
scene-bidding-compare = Rulebook's printed Target Values against the engine (R-02)
scene-bidding-rulebook = Rulebook
scene-bidding-engine = Engine
scene-bidding-differs = (differs)
# the printed example's steps
scene-bidding-printed-declaration = Declaration: Iron 5
scene-bidding-printed-bid = Active Player bids 2 of Spice (primary)
scene-bidding-printed-seize = Seize Attempt with 3 of Spice
scene-bidding-printed-primary = Active Player plays 4 of Spice (primary)
scene-bidding-printed-secondary = Active Player counter-offers 4 of Slaves (secondary)
scene-odds-title = Attempt odds: chance to succeed by Target Value
scene-odds-chance = Chance
scene-odds-value = No re-roll / re-roll
scene-odds-row = Target Value { $target }
scene-odds-note = Woot! Woot! (6-6) always succeeds and Wyvern Eyes (1-1) always fails, so no Target Value is certain or hopeless; a Dabo! (2-2 to 5-5) may be re-rolled, and re-rolling exactly when it fails is best (R-10).
scene-odds-caption = Chance to succeed by Target Value (dml.success_probability)
scene-odds-no-reroll = No re-roll
scene-odds-reroll = Re-roll a failing Dabo! (R-10)
scene-odds-gain = Gain
scene-odds-demo = The engine rolls one attempt (Resolution Step)
scene-plot-no-reroll = no re-roll
scene-plot-reroll = re-roll a failing Dabo!
scene-plot-reroll-short = re-roll
scene-plot-chance = chance to succeed
# { $legend }: the two colours' key
scene-plot-caption = Chance to succeed by Target Value ({ $legend })
scene-sim-caption = Exact against { $count } simulated attempts per Target Value (seed { $seed })
scene-sim-tv = TV
scene-sim-exact = exact
scene-sim-simulated = simulated
scene-sim-diff = diff
scene-sim-exact-reroll = exact (re-roll)
scene-sim-simulated-reroll = simulated (re-roll)
scene-sim-diff-reroll = diff (re-roll)
scene-sim-largest = Largest difference: { $difference }.

## Events, the Foreign Merchant, the Dragon Siege (scenarios/events.py)

scene-event-title = Event effects
scene-event-value = TV (hand size)
# { $effect }: what the Event's Player Effect does ("cannot make Seize Attempts")
scene-event-hit = Seat { $seat } held { $count } card(s) when the Event resolved: at least V = { $value }, so it { $effect }.
scene-event-missed = Seat { $seat } held { $count } card(s) when the Event resolved: fewer than { $value }, unaffected.
scene-event-note = Event: { $event }. Player Effect: { $player }. Market Effect: { $market }.
# { $event } and { $none }: the Target Value with and without the Event, term by term; { $moved } the change ("+2")
scene-event-market = Market Effect on the declaration: with the Event { $event }; with no Event { $none } ({ $moved }).
scene-fm-title = Foreign Merchant in the middle of a Restock
scene-fm-value = Marketplace
scene-fm-stocks = { $count } in Stocks
# { $markets }: each Black Market and its cards ("BM1: 4")
scene-fm-stocks-markets = { $count } in Stocks; { $markets }
scene-fm-market = { $market } ({ $count } cards)
scene-fm-note = Black Markets now: { $markets }.
scene-fm-note-none = Black Markets now: none.
scene-siege-title = Dragon Siege and Dragon Shield
scene-siege-value = Eggs
scene-siege-seat = seat { $seat }: { $count }
scene-siege-eggs = { $held }; Nest: { $nest }
scene-seat-number = seat { $seat }
scene-siege-spared = Spared by Dragon Shield: { $seats }.
scene-siege-spared-nobody = Spared by Dragon Shield: nobody.

## The Character Power Stack (scenarios/characters.py)

scene-stack-title = Character Power Stack
scene-stack-label = Stack
# the card resolving now, and the Stack from its top ("none": nothing there)
scene-stack-value = { $resolving ->
    [none] {""}
   *[other] resolving { $resolving };{" "}
}{ $cards ->
    [none] empty
   *[other] top → { $cards }
}
scene-stack-resolved = Resolved, first to last: { $cards }.
scene-stack-cancelled = Cancelled by the Harlot Queen: { $cards }.

## The end: Victory Points and the instant wins (scenarios/end.py)

scene-vp-title = Victory Points: stack by stack
scene-vp-value = Running total
scene-vp-reveals = Seat { $seat } reveals { $king }: desires { $resource }.
scene-vp-drops = Seat { $seat } drops { $cards }: neither Resource nor Dragon Egg.
# one stack of a Resource: its cards and face value, doubled if it is the Secret Desired Resource, then any Guild bonus
scene-vp-stack = Seat { $seat }, { $resource }: { $cards } = { $face }{ $desired ->
    [yes] ; doubled, the Secret Desired Resource: { $doubled }
   *[no] {""}
}{ $guild ->
    [0] {""}
   *[other] ; Guild bonus +{ $guild } (not doubled)
} → { $total }.
scene-vp-eggs = Seat { $seat }: { $count } Dragon Egg(s) × 20 = { $points }.
scene-vp-total = Seat { $seat } total: { $total } Victory Points.
scene-vp-seat-eggs = seat { $seat } { $count }
# { $seats }: the tied seats' numbers ("0, 2"); { $eggs }: each one's Dragon Eggs
scene-vp-tie-won = Seats { $seats } tie on { $best }; Dragon Eggs decide ({ $eggs }): seat { $winner } wins.
scene-vp-tie-nobody = Seats { $seats } tie on { $best }; Dragon Eggs decide ({ $eggs }): still equal, nobody wins.
scene-vp-winner = Seat { $winner } wins with { $best } Victory Points.
# { $scores }: each seat's total, as a list ("[24, 17, 30]")
scene-vp-engine = The engine plays the same table: the Dealer cannot draw an Event from the empty deck, so the End Stage scores it: { $scores }, winner seat { $winner }. Both agree.
scene-vp-engine-nobody = The engine plays the same table: the Dealer cannot draw an Event from the empty deck, so the End Stage scores it: { $scores }, winner nobody. Both agree.
scene-held = Held
scene-instant-win = Game over: seat { $seat } wins by { $win }; Victory Points are not counted and nothing pending resolves.
scene-no-instant-win = No instant win: the game goes on.
scene-monopoly-title = Monopoly: the last card arrives mid-Round
# how many of the 2-9 of the suit seat 0 holds
scene-monopoly-held = { $count }/8 of 2-9{ $suit }
scene-father-title = Father of Dragons: the fourth Egg from a Black Market
scene-father-held = { $count }/4 Dragon Eggs

## A scenario form's fields (their labels)

scene-field-declared-cards = Declared cards
scene-field-active-players-bid-at-declaration = Active Player's bid at Declaration
scene-field-seat-1s-seize-card = Seat 1's Seize card
scene-field-active-players-answer = Active Player's answer
scene-field-answer-cards-empty-4d-or-4h = Answer cards (empty: 4♦ or 4♥)
scene-field-event-card-empty-carnival-of-coin = Event card (empty: Carnival of Coin)
scene-field-players = Players
scene-field-lowest-target-value = Lowest Target Value
scene-field-highest-target-value = Highest Target Value
scene-field-engine-demo-target-value = Engine demo: Target Value
scene-field-engine-demo-dice = Engine demo: dice
scene-field-event-card = Event card
scene-field-treasuries-one-line-per-seat = Treasuries (one line per seat)
scene-field-seat-0-declares = Seat 0 declares
scene-field-seat-0s-primary-bid-at-declaration = Seat 0's Primary bid at Declaration
scene-field-stocks-before-the-restock = Stocks before the Restock
scene-field-event-deck-top-first = Event Deck, top first
scene-field-dragons-hoard = Dragon's Hoard
scene-field-trigger = Trigger
scene-field-seat-1s-spade-emblems = Seat 1's Spade Emblems
scene-field-plays-seat-card-power-emblem = Plays: seat card power|emblem; ...
scene-field-other-cards-one-line-per-seat = Other cards (one line per seat)
scene-field-merchant-kings-by-seat = Merchant Kings by seat
scene-field-courts-one-line-per-seat = Courts (one line per seat)
scene-field-seat-0s-treasury = Seat 0's Treasury
scene-field-card-acquired = Card acquired
scene-field-primary-bid-at-declaration = Primary bid at Declaration
scene-field-declare-monopoly = Declare Monopoly
scene-field-black-market-1 = Black Market 1
scene-field-declare-father-of-dragons = Declare Father of Dragons
scene-field-seed = Seed
scene-field-dice = Dice

## Predict, then reveal, in a notebook (scenarios/prediction_form.py)

scene-predict-heading = Prediction { $number } of { $count }
scene-predict-score-line = score: { $score }
scene-predict-table = The table now
scene-predict-last-steps = The last steps:
scene-predict-right = Right.
# { $guess }: the reader's prediction
scene-predict-wrong = Not quite (you said { $guess }).
scene-predict-engine = The engine: { $explanation }
scene-predict-rules = Rules to read:
scene-predict-score-now = Score: { $score }
scene-predict-done = All predictions made: { $score }.
scene-predict-commit = Commit prediction
scene-predict-next = Next
scene-predict-number = a whole number
scene-predict-score = { $right } of { $asked } right
scene-predict-none-yet = no predictions yet

## Why the engine's Target Value differs from the printed example (BiddingExample.discrepancies)

# { $engine }: the engine's Target Value, term by term ("5 - 2 + 3 = 6")
scene-bidding-why = The rulebook prints { $printed }; by R-02 the engine counts { $engine }.
scene-bidding-why-seize = The printed { $printed } is { $declared } + { $seize }: the declared value plus the Seize card, leaving out the Active Player's { $bids } already bid at Declaration. R-02 keeps every bid on the table: { $engine }.
# { $moved }: the change at this step ("+1")
scene-bidding-why-carried = This step moves both by { $moved }; the printed { $printed } carries on from the printed { $before } where the engine had { $had }. By R-02: { $engine }.

## A scenario form's choices (the English is the choice the field reads)

scene-choice-primary = primary
scene-choice-secondary = secondary
scene-choice-none = none
scene-choice-wyvern = wyvern
scene-choice-empress = empress
