# Dragon's Money Laundering: the kinds of Predict-then-reveal question (predictions.KINDS), as
# the Predict menu names them (predict-kind-<kind>).

predict-kind-target-value = the Target Value of an Acquisition Attempt
predict-kind-seize = who wins a Seize Attempt
predict-kind-roll = where the cards go after the roll
predict-kind-scores = who wins on Victory Points

## The questions (predictions.py), their choices and what the engine did

predict-seat = seat { $seat }
predict-nobody = nobody
predict-tie = nobody (a tie)
predict-event = { $value ->
    [0] { $name }
   *[other] { $name } { $value }
}
predict-target-value = Seat { $seat } declares { $cards } from { $target }. What is the Target Value now (Event: { $event })?
predict-target-value-bid = Seat { $seat } bids { $cards } ({ $role ->
    [primary] primary
   *[secondary] secondary
}). What is the Target Value now (Event: { $event })?
predict-target-value-step = { $step }. What is the Target Value now (Event: { $event })?
predict-term = { $label } { $amount }
predict-target-value-explanation = Target Value { $total }: { $terms }.
predict-seize = The Seize cards are turned up on { $cards }. { $revealed } Only { $suit ->
    [S] an
   *[other] a
} { $resource } card the Event allows can win. Who wins the Seize Attempt?
predict-roll-takes = seat { $seat } takes a card at random
predict-roll-nothing = nothing is taken
predict-roll-treasury = into seat { $seat }'s Treasury
predict-roll-back = back where they came from
predict-roll-seizer = to the Seizer, seat { $seat }
predict-roll = Seat { $seat } rolled { $a } + { $b } = { $sum }{ $name ->
    [dabo] {" "}(Dabo!)
    [woot] {" "}(Woot! Woot!)
    [wyvern] {" "}(Wyvern Eyes)
   *[none] {""}
} against Target Value { $total }. { $black_market ->
    [yes] What does seat { $seat } get from the Black Market?
   *[no] Where do the declared cards go?
}
predict-scores = The Merchant Kings are revealed and the Victory Points are counted. Who wins?
predict-seat-points = seat { $seat }: { $points }
predict-scores-explanation = { $result } Victory Points: { $totals }.
