# DML's narration: what each step of the game says (dml_tutor/games/dml/sequences).

## The Acquisition Attempt

step-attempt = Seat { $seat } makes an Acquisition Attempt: a Target Value, then a roll of two dice.
step-attempt-under-way = Seat { $seat }'s Acquisition Attempt is under way: Target Value { $target }.
step-no-bidding-phase = Nobody holds a Seize Attempt, so there is no Bidding Phase.
step-tries-black-market = Seat { $seat } tries Black Market { $market } ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }): Target Value { $target }, no Seize Attempts, no bids.
step-declares = Seat { $seat } declares { $cards } from { $where }. Target Value { $target }.
step-bids = Seat { $seat } bids { $cards }: Target Value { $target }.
step-no-seize-crackdown = Seat { $seat } is under Contraband Crackdown and may not make a Seize Attempt.
step-lays-face-down = Seat { $seat } lays a card face down.
step-nobody-seizes = Nobody lays a Seize card.
step-revealed = Revealed: { $cards }.
step-wins-seize = Seat { $seat }'s { $card } is the highest { $resource } card: seat { $seat } wins the Seize Attempt and the card is the first bid. Target Value { $target }.
step-nobody-wins-seize = No { $resource } card that may be bid was laid: nobody wins the Seize Attempt.
step-takes-back = Seat { $seat } takes { $card } back.
step-bidding-between = Bidding between seat { $seat } (Active) and seat { $seizer } (Seizer).
step-bids-alone = Nobody holds a Seize Attempt; in this variant seat { $seat } may still bid alone.
step-passes-bidding-ends = Seat { $seat } passes: the bidding ends.
step-bids-role = Seat { $seat } bids { $cards } ({ $role ->
        [primary] primary
       *[secondary] secondary
    }): Target Value { $target }.
step-chance = Target Value { $target }. Chance to succeed: { $chance } ({ $percent }%).
step-success = Success: { $cards } { $count ->
        [one] goes
       *[other] go
    } into seat { $seat }'s Treasury.
step-failure-seizer = Failure: the Seizer, seat { $seizer }, takes { $cards }.
step-failure-back = Failure: { $cards } { $count ->
        [one] goes back where it came from.
       *[other] go back where they came from.
    }
step-bids-to-stocks = The bid cards { $cards } go to the Stocks of their own suits.
step-black-market-failure = Failure: nothing is taken.
step-black-market-success = Success: seat { $seat } takes { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } at random.{ $gone ->
        [true] { " " }Black Market emptied and gone.
       *[false] {""}
    }
step-leaves-black-market = Seat { $seat } leaves Black Market { $market } as it is.
step-declares-win = Seat { $seat } reveals the Treasury ({ $cards }) and declares { $win }: the game ends at once.
