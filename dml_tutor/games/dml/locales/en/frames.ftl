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
