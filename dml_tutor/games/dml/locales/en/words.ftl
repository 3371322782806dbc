# Names DML's sentences share (dml_tutor/games/dml/words.py): Resources, cards, Events, instant wins.

word-nothing = nothing
word-resource = { $suit ->
    [S] Iron
    [C] Wood
    [H] Slaves
   *[D] Spice
}
word-foreign-merchant = Foreign Merchant
word-thief = Thief
# A Character card: its symbol ("Q♠") and its name.
word-character-card = { $card } ({ $code ->
    [JS] Grand Inquisitor
    [JC] Rogue Jester
    [JH] Supreme Confiscator
    [JD] Tithe Embezzler
    [QS] Dragon Empress of Khitamar
    [QC] Harlot Queen of Smorgon
    [QH] Pampered Heiress
   *[QD] Archduchess of Avarice
})
word-win = { $kind ->
    [monopoly] Monopoly
   *[father_of_dragons] Father of Dragons
}
word-win-either = { $first } or { $second }
word-event = { $type ->
    [crackdown] Contraband Crackdown
    [decadence] Decadence
    [marauders] Marauders
    [tax-relief] Tax Relief
    [grand-opening] Grand Opening
   *[carnival] Carnival of Coin
}
word-event-value = { $event }, V = { $value }
word-player-effect = { $type ->
    [crackdown] cannot make Seize Attempts
    [decadence] cannot play Ultimate Powers
    [marauders] discards one random card from the Treasury into the Dragon's Hoard
    [tax-relief] has no Black Market Action this Round
   *[other] gets one extra Market Action
}
word-market-effect = { $type ->
    [crackdown] only Buying Resources of Face Value { $value } or less may be bid
    [decadence] only Buying Resources of Face Value { $value } or more may be bid
    [marauders] Marketplace Resources of Face Value { $value } or more count +2
    [tax-relief] Marketplace Resources of Face Value { $value } or more count -2
    [grand-opening] the Event card itself may be targeted as its own Stock
   *[carnival] none
}
# Where a declaration takes its cards from.
word-zone-stock = the { $resource } Stock
word-zone-court = seat { $seat }'s Court
word-zone-event = the Grand Opening card
# One seat's card, in a list of cards revealed.
word-seat-card = seat { $seat } { $card }
# Two items of a list with a comma between (the second may itself be such a list).
word-bid-primary = { $primary } (Primary)
word-bid-either = { $primary } (Primary) or { $secondary } (Secondary, against the Seizer)
# Where a discarded card goes ("Drawn: 9♣: to the Dragon's Hoard.").
where-egg-to-nest = an Egg goes back to the Dragon's Nest
where-to-hoard = to the Dragon's Hoard
where-thief-to-deck = shuffled back into the Event Deck
where-thief-stays = the Event Deck is empty, so it stays in the Dragon's Hoard (P-03)
where-leaves-the-game = leaves the game (Market Mayhem)
word-seat = seat { $seat }
word-against-target = { " " }against Target Value { $target }
word-from-hoard = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } from the Dragon's Hoard
word-egg-from-nest = a Dragon Egg from the Nest
word-merchant-card = the Foreign Merchant card
# One Resource's stack at the end ("Iron: 5♠ + 7♠ = 12, doubled (Secret Desired Resource) = 24 -> 24").
word-score-stack = { $resource }: { $cards } = { $face }{ $desired ->
        [true] , doubled (Secret Desired Resource) = { $doubled }
       *[false] {""}
    }{ $guild ->
        [0] {""}
       *[other] , Guild bonus +{ $guild }
    } -> { $total }
word-score-eggs = Dragon Eggs: { $eggs } x { $each } = { $points }
word-score-total = Total: { $total }
