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

## The Turn: Supply Step, Market Phase, Restock

step-no-supply-card = The Event Deck is empty: no Supply card this Turn.
step-drawn-resource = Drawn: { $card } goes to the { $suit ->
        [S] Iron
        [C] Wood
        [H] Slaves
       *[D] Spice
    } Stock.
step-drawn-foreign-merchant = Drawn: the Foreign Merchant! Everything pauses while it resolves.
step-drawn-thief = Drawn: the Thief: { $where }.
step-drawn-other = Drawn: { $card }: { $where }.
step-market-actions = Seat { $seat } has { $extra ->
        [0] no extra Market Action
        [one] { $extra } extra Market Action
       *[other] { $extra } extra Market Actions
    }, a Market Action{ $black_market ->
        [true] , and a Black Market Action.
       *[false] { " " }and no Black Market Action.
    }
step-uses-for-black-market = Seat { $seat } uses the { $action } for a Black Market attempt.
step-no-black-market = There is no Black Market to try.
step-no-restock = The Stocks hold { $count } Resources: no Restock needed.
step-restock = The Stocks hold { $count } Resources: the Dealer draws until there are 3.
step-restock-stops = The Event Deck is empty: the Restock stops.

## The Round

step-game-stage = The Game Stage: Rounds repeat until something ends the game.
step-round = Round { $round }: seat { $dealer } holds the Initiative Badge and is the Dealer.
step-no-event = The Dealer cannot draw an Event: the Event Deck is empty. On to the End Stage.
step-event-foreign-merchant = The Dealer turns up the Foreign Merchant: it resolves at once; the Event Zone stays empty.
step-event-card = The Dealer turns up { $card } into the Event Zone.
step-event-quickstart = Event: { $event }. Market Effect: { $market }. Market Mayhem has no Player Effects.
step-event-everyone = Event: { $event }. Market Effect: { $market }. Player Effect: everyone { $player }.
step-event-every-player = Event: { $event }. Market Effect: { $market }. Player Effect (every player, in this variant of R-19): everyone { $player }.
step-event-affected = Event: { $event }. Market Effect: { $market }. Player Effect (Treasuries of { $value }+ cards, R-19): { $seats } { $player }.
step-event-nobody = Event: { $event }. Market Effect: { $market }. Player Effect: no Treasury holds { $value }+ cards, so nobody is affected (R-19).
step-marauders = Marauders: seat { $seat } loses { $card } at random ({ $where }).
step-action-phase = Action Phase: Turns in seat order from the Dealer, Character Power Phases around them.
step-active-player = Seat { $seat } is the Active Player: Supply, Market, Restock.
step-end-of-turn-win = End of the Turn: seat { $seat } holds an instant win.
step-event-card-goes = The Event card { $card } { $where }.
step-badge-passes = The Initiative Badge passes to seat { $dealer }.

## The Setup Stage

step-setup = Setup for { $players } players ({ $mode ->
        [quickstart] Market Mayhem
       *[full] full game
    }).
step-extract = The Dealer takes out the Merchant Kings, the 2s and 3s{ $mode ->
        [full] { " " }and the Dragon Eggs
       *[quickstart] {""}
    }, and shuffles the other { $count } cards into the Event Deck.
step-nest = The four Dragon Eggs go into the Dragon's Nest.
step-piles = The 2s and 3s make four face-down piles of one 2 and one 3 each.
step-kings = Each player gets one face-down Merchant King, starting with the Dealer.
step-undealt-king = The undealt Merchant King goes face down into Exile.
step-choose-pile = Starting with the Dealer, each player takes a starting pile into the Treasury.
step-undealt-pile-hoard = The undealt starting pile goes to the Dragon's Hoard.
step-undealt-pile-leaves = The undealt starting pile leaves the game (Market Mayhem has no Hoard).
step-first-restock = The Dealer fills the Marketplace by the Restock rule.
step-roll-off-woot = Woot! Woot!: seat { $seat } takes the Initiative Badge at once.
step-roll-off-highest = Seat { $seat } rolled highest ({ $total }) and takes the Initiative Badge.
# The tied seats' numbers ("0, 2").
step-roll-off-tie = Seats { $seats } tie at { $total } and roll again.

## Dice and the interrupts

step-rolls = Seat { $seat } rolls { $dice } = { $total }{ $double ->
        [dabo] { " " }(Dabo!)
        [woot] { " " }(Woot! Woot!)
        [wyvern] { " " }(Wyvern Eyes)
       *[none] {""}
    }{ $against }{ $why }.
step-woot-calls-merchant = Woot! Woot! now calls the Foreign Merchant.
step-wyvern-wakes-dragon = Wyvern Eyes now wakes the Dragon: Dragon Siege.
step-merchant-finds-nothing = The Foreign Merchant finds nothing to gather: no Black Market is made.
step-new-black-market = The Dealer shuffles { $parts } into Black Market { $market } ({ $count ->
        [one] { $count } card
       *[other] { $count } cards
    }).
step-siege = Dragon Siege! Every player reveals the Treasury.
step-dragon-shield = Seat { $seat } holds { $eggs } Egg(s) but { $shields } Spade Emblem(s): Dragon Shield spares them.
step-siege-loses = Seat { $seat } returns { $eggs } Egg(s) to the Nest and loses { $lose } card(s) at random to the Dragon's Hoard: { $cards }.
step-merchant-in-treasury = The card seat { $seat } took is the Foreign Merchant: it is drawn, and resolves at once.

## The End Stage

step-end-stage = The Merchant Kings are revealed; only Resources and Dragon Eggs score.
step-score = Seat { $seat } (desires { $desired }): { $lines }
step-nobody-wins = The top scores tie on Victory Points and Dragon Eggs: nobody wins.
step-wins = Seat { $seat } wins with { $points } Victory Points.
