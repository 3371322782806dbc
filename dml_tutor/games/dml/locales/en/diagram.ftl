# Dragon's Money Laundering: its sequences' names in the nesting diagram (view.diagrams.sequence_dot),
# each seq-<the name as the code gives it>.

seq-acquisition-attempt = Acquisition Attempt
seq-action-phase = Action Phase
seq-bid-action = Bid Action
seq-bidding-phase = Bidding Phase
seq-black-market-action = Black Market Action
seq-character-power-phase = Character Power Phase
seq-declaration = Declaration
seq-dragon-siege = Dragon Siege
seq-end-phase = End Phase
seq-end-stage = End Stage
seq-event-phase = Event Phase
seq-event-resolution = Event Resolution
seq-foreign-merchant = Foreign Merchant
seq-game = Game
seq-game-stage = Game Stage
seq-initiative-badge-roll-off = Initiative Badge Roll-Off
seq-market-action = Market Action
seq-market-phase = Market Phase
seq-resolution-step = Resolution Step
seq-restock = Restock
seq-round = Round
seq-seize-attempt-phase = Seize Attempt Phase
seq-setup-stage = Setup Stage
seq-stack-resolution = Stack Resolution
seq-supply-step = Supply Step
seq-turn = Turn
seq-ultimate-power = Ultimate Power
