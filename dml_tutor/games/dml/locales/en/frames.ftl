# The labels of DML's sequences in the breadcrumb ("Round 3 > Turn of seat 2 > Bid Action 1").

frame-acquisition-attempt = Acquisition Attempt
frame-declaration = Declaration
frame-seize-attempt-phase = Seize Attempt Phase
frame-bidding-phase = Bidding Phase
frame-resolution-step = Resolution Step
frame-bid-action = Bid Action { $n } ({ $role ->
        [active] Active Player
       *[seizer] Seizer
    })
frame-supply-step = Supply Step
frame-market-phase = Market Phase
frame-market-action = Market Action
frame-extra-market-action-diamonds = Extra Market Action (Diamonds Emblem)
frame-extra-market-action-event = Extra Market Action ({ $event })
frame-black-market-action = Black Market Action
frame-restock = Restock
frame-game-stage = Game Stage
frame-round = Round { $round }
frame-event-phase = Event Phase
frame-event-resolution = Event Resolution
frame-action-phase = Action Phase
frame-turn = Turn of seat { $seat }
frame-end-phase = End Phase
frame-setup-stage = Setup Stage
frame-roll-off = Initiative Badge Roll-Off
frame-foreign-merchant = Foreign Merchant
frame-dragon-siege = Dragon Siege
frame-end-stage = End Stage
frame-game = Game
