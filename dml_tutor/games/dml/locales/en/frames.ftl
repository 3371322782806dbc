# The labels of DML's sequences in the breadcrumb ("Round 3 > Turn of seat 2 > Bid Action 1").

frame-bid-action = Bid Action { $n } ({ $role ->
        [active] Active Player
       *[seizer] Seizer
    })
frame-extra-market-action-diamonds = Extra Market Action (Diamonds Emblem)
frame-extra-market-action-event = Extra Market Action ({ $event })
frame-round = Round { $round }
frame-turn = Turn of seat { $seat }
